// EXPECT: clean
// ARCHS: sm_80 sm_90 sm_90a
// full/empty pair of a producer-consumer ring: each wait has its arrivals.
#include "mbar.cuh"
__global__ void ring(float *x, int tiles) {
  __shared__ uint64_t full, empty;
  __shared__ float slot[128];
  if (threadIdx.x == 0) {
    mb_init(&full, blockDim.x);
    mb_init(&empty, blockDim.x);
  }
  __syncthreads();
  for (int t = 0; t < tiles; ++t) {
    slot[threadIdx.x] = x[t * blockDim.x + threadIdx.x];
    mb_arrive(&full);
    mb_wait_parity(&full, t & 1);
    x[t * blockDim.x + threadIdx.x] = slot[(threadIdx.x + 1) % blockDim.x];
    mb_arrive(&empty);
    mb_wait_parity(&empty, t & 1);
  }
}
