// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90 sm_90a
// The barrier is invalidated at the end of every tile (meant for after the
// loop): from the second tile on, threads arrive on an invalidated object.
#include "mbar.cuh"
__global__ void tiles(float *x, int ntiles) {
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    mb_init(&bar, blockDim.x);
  __syncthreads();
  for (int t = 0; t < ntiles; ++t) {
    x[t * blockDim.x + threadIdx.x] += 1.f;
    uint64_t st = mb_arrive(&bar);
    mb_wait(&bar, st);
    __syncthreads();
    if (threadIdx.x == 0)
      mb_inval(&bar);
  }
}
