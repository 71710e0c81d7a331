// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// The init guard `(tid & 63) == 0` holds in threads 0 and 64: the shared
// barrier is initialised twice.
#include "mbar.cuh"
__global__ void twice(float *x) {
  __shared__ uint64_t bar;
  if ((threadIdx.x & 63) == 0)
    mb_init(&bar, blockDim.x);
  __syncthreads();
  x[threadIdx.x] += 1.f;
  uint64_t st = mb_arrive(&bar);
  mb_wait(&bar, st);
  x[threadIdx.x] *= 2.f;
}
