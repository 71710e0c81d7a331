// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90 sm_90a
// Two stages, each with its own mbarrier; the second stage was copied from
// the first and still arrives on the first barrier, so nothing ever arrives
// on the second one and the wait on it never completes.
#include "mbar.cuh"
__global__ void two_stage(float *x, float *y) {
  __shared__ uint64_t bar_a, bar_b;
  if (threadIdx.x == 0) {
    mb_init(&bar_a, blockDim.x);
    mb_init(&bar_b, blockDim.x);
  }
  __syncthreads();
  x[threadIdx.x] += 1.f;
  mb_arrive(&bar_a);
  mb_wait_parity(&bar_a, 0);
  y[threadIdx.x] += x[(threadIdx.x + 1) % blockDim.x];
  mb_arrive(&bar_a);
  mb_wait_parity(&bar_b, 0);
  x[threadIdx.x] = y[(threadIdx.x + 1) % blockDim.x];
}
