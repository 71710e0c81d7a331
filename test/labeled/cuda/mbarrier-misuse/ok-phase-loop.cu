// EXPECT: clean
// ARCHS: sm_80 sm_90 sm_90a
// Init once, then a loop of phases waited on by parity.
#include "mbar.cuh"
__global__ void phases(float *x, int tiles) {
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    mb_init(&bar, blockDim.x);
  __syncthreads();
  for (int t = 0; t < tiles; ++t) {
    x[t * blockDim.x + threadIdx.x] += 1.f;
    mb_arrive(&bar);
    mb_wait_parity(&bar, t & 1);
  }
}
