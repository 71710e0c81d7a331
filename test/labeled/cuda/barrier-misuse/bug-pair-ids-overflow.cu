// EXPECT: barrier-misuse
// Pairs of warps synchronise on their own named barrier, numbered from 1 to
// keep barrier 0 for __syncthreads: with 32 warps the last pair gets id 16.
__global__ void __launch_bounds__(1024) pair_sync(float *x) {
  unsigned warp = threadIdx.x / 32;
  x[threadIdx.x] += 1.f;
  asm volatile("bar.sync %0, 64;" ::"r"(1 + warp / 2) : "memory");
  x[threadIdx.x] *= x[threadIdx.x ^ 32];
  __syncthreads();
}
