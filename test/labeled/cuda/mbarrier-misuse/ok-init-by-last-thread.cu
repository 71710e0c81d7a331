// EXPECT: clean
// ARCHS: sm_80 sm_90 sm_90a
// The last thread of the block initialises (thread 0 is busy with something
// else), then a CTA barrier publishes the init.
#include "mbar.cuh"
__global__ void last(float *x, int *flag) {
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    *flag = 1;
  if (threadIdx.x == blockDim.x - 1)
    mb_init(&bar, blockDim.x);
  __syncthreads();
  x[threadIdx.x] += 1.f;
  uint64_t st = mb_arrive(&bar);
  mb_wait(&bar, st);
  x[threadIdx.x] *= 2.f;
}
