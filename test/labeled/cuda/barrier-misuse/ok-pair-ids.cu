// EXPECT: clean
// Pairs of warps synchronise on their own named barrier 1..8 (16 warps).
__global__ void __launch_bounds__(512) pair_sync(float *x) {
  unsigned warp = threadIdx.x / 32;
  x[threadIdx.x] += 1.f;
  asm volatile("bar.sync %0, 64;" ::"r"(1 + warp / 2) : "memory");
  x[threadIdx.x] *= x[threadIdx.x ^ 32];
  __syncthreads();
}
