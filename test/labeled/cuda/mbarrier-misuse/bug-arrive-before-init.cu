// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90 sm_90a
// The pipeline arrives on its mbarrier, but the init was forgotten.
#include "mbar.cuh"
__global__ void no_init(float *x) {
  __shared__ uint64_t bar;
  __shared__ float s[128];
  s[threadIdx.x] = x[threadIdx.x];
  uint64_t st = mb_arrive(&bar);
  mb_wait(&bar, st);
  x[threadIdx.x] = s[127 - threadIdx.x];
}
