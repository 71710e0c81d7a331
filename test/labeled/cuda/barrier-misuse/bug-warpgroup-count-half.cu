// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=512
// Four warpgroups of 128 threads, each synchronising on named barrier
// 1 + warp / 4, but with a count of 64 (line marked BUG, copied from a
// two-warp variant): 128 threads execute each id, so the barrier completes
// with the first two warps and the other two start a new phase.
__global__ void __launch_bounds__(512) per_group(float *__restrict__ x, int iters) {
  __shared__ float acc[4][128];
  int warp = threadIdx.x >> 5;
  int group = warp >> 2, gt = threadIdx.x & 127;
  acc[group][gt] = x[blockIdx.x * 512 + threadIdx.x];
  __syncthreads();
  float v = acc[group][(gt + 1) & 127];
  asm volatile("bar.sync %0, %1;" ::"r"(1 + group), "r"(64) : "memory"); // BUG: 128 arrive
  acc[group][gt] += v;
  __syncthreads();
  x[blockIdx.x * 512 + threadIdx.x] = acc[(group + 1) & 3][gt];
}
