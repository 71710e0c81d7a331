// EXPECT: clean
// ARCHS: sm_80 sm_90 sm_90a
// Re-initialising after mbarrier.inval, with CTA barriers around it.
#include "mbar.cuh"
__global__ void reinit(float *x) {
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    mb_init(&bar, blockDim.x);
  __syncthreads();
  uint64_t st = mb_arrive(&bar);
  mb_wait(&bar, st);
  __syncthreads();
  if (threadIdx.x == 0) {
    mb_inval(&bar);
    mb_init(&bar, blockDim.x / 2);
  }
  __syncthreads();
  if (threadIdx.x < blockDim.x / 2) {
    st = mb_arrive(&bar);
    mb_wait(&bar, st);
  }
}
