// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90 sm_90a
// Re-initialising a live mbarrier between phases without mbarrier.inval.
#include "mbar.cuh"
__global__ void two_phases(float *x) {
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    mb_init(&bar, blockDim.x);
  __syncthreads();
  uint64_t st = mb_arrive(&bar);
  mb_wait(&bar, st);
  x[threadIdx.x] *= 2.f;
  if (threadIdx.x == 0)
    mb_init(&bar, blockDim.x);
  __syncthreads();
  st = mb_arrive(&bar);
  mb_wait(&bar, st);
  x[threadIdx.x] += 1.f;
}
