// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90 sm_90a
// The barrier is invalidated (to reuse its shared memory) and then arrived on
// once more.
#include "mbar.cuh"
__global__ void use_after_inval(float *x) {
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    mb_init(&bar, blockDim.x);
  __syncthreads();
  uint64_t st = mb_arrive(&bar);
  mb_wait(&bar, st);
  __syncthreads();
  if (threadIdx.x == 0)
    mb_inval(&bar);
  x[threadIdx.x] += 1.f;
  mb_arrive(&bar);
}
