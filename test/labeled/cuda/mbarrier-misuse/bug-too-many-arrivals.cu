// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// The barrier expects one arrival per warp (4), but every thread arrives.
#include "mbar.cuh"
__global__ void per_warp_count(float *x) {
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    mb_init(&bar, 4);
  __syncthreads();
  x[threadIdx.x] += 1.f;
  uint64_t st = mb_arrive(&bar);
  mb_wait(&bar, st);
}
