// EXPECT: clean
// ARCHS: sm_80 sm_90 sm_90a
// One thread initialises, a CTA barrier publishes the init, everyone
// arrives and waits.
#include "mbar.cuh"
__global__ void standard(float *x) {
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    mb_init(&bar, blockDim.x);
  __syncthreads();
  x[threadIdx.x] += 1.f;
  uint64_t st = mb_arrive(&bar);
  mb_wait(&bar, st);
  x[threadIdx.x] *= 2.f;
}
