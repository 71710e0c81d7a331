// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90 sm_90a
// The init guard was forgotten: every thread initialises the same mbarrier,
// so it is re-initialised while other threads may already be arriving.
#include "mbar.cuh"
__global__ void all_init(float *x) {
  __shared__ uint64_t bar;
  mb_init(&bar, blockDim.x);
  __syncthreads();
  x[threadIdx.x] += 1.f;
  uint64_t st = mb_arrive(&bar);
  mb_wait(&bar, st);
  x[threadIdx.x] *= 2.f;
}
