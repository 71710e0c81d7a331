// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90 sm_90a
// The init sits after the first arrive/wait (moved below it during a
// refactoring); the first phase uses an uninitialised object.
#include "mbar.cuh"
__global__ void late_init(float *x) {
  __shared__ uint64_t bar;
  uint64_t st = mb_arrive(&bar);
  mb_wait(&bar, st);
  if (threadIdx.x == 0)
    mb_init(&bar, blockDim.x);
  __syncthreads();
  x[threadIdx.x] += 1.f;
}
