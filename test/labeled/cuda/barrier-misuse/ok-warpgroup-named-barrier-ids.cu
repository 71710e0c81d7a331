// EXPECT: clean
// PTXLINT-ARGS: --block-dim=512
// Four warpgroups of 128 threads, each synchronising on its own named barrier
// 1 + warp / 4 (ids 1..4, within 0..15) with a count of 128: exactly the 128
// threads of one warpgroup execute each id. Barrier 0 (__syncthreads) is
// used by the whole block only.
__global__ void __launch_bounds__(512) per_group(float *__restrict__ x, int iters) {
  __shared__ float acc[4][128];
  int warp = threadIdx.x >> 5;
  int group = warp >> 2, gt = threadIdx.x & 127;
  acc[group][gt] = x[blockIdx.x * 512 + threadIdx.x];
  __syncthreads();
  for (int it = 0; it < iters; ++it) {
    float v = acc[group][(gt + 1) & 127];
    asm volatile("bar.sync %0, %1;" ::"r"(1 + group), "r"(128) : "memory");
    acc[group][gt] += v;
    asm volatile("bar.sync %0, %1;" ::"r"(1 + group), "r"(128) : "memory");
  }
  __syncthreads();
  x[blockIdx.x * 512 + threadIdx.x] = acc[(group + 1) & 3][gt];
}
