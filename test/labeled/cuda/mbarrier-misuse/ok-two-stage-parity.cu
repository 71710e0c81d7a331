// EXPECT: clean
// ARCHS: sm_80 sm_90 sm_90a
// Two stages, each arriving on and waiting for its own mbarrier by parity.
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
  mb_arrive(&bar_b);
  mb_wait_parity(&bar_b, 0);
  x[threadIdx.x] = y[(threadIdx.x + 1) % blockDim.x];
}
