// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90 sm_90a
// The init is inside the tile loop, so every iteration after the first
// re-initialises a live object.
#include "mbar.cuh"
__global__ void per_tile(float *x, int tiles) {
  __shared__ uint64_t bar;
  for (int t = 0; t < tiles; ++t) {
    if (threadIdx.x == 0)
      mb_init(&bar, blockDim.x);
    __syncthreads();
    x[t * blockDim.x + threadIdx.x] += 1.f;
    uint64_t st = mb_arrive(&bar);
    mb_wait(&bar, st);
  }
}
