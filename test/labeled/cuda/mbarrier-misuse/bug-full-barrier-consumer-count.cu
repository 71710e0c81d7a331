// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=96
// Warp-specialised handoff through an mbarrier: the FULL barrier is
// initialised for all 96 threads of the block, but only the producer warp's
// 32 threads ever arrive on it, so the consumers' wait never completes.
#include "mbar.cuh"
__global__ void __launch_bounds__(96) handoff(const float *in, float *out) {
  __shared__ uint64_t full;
  __shared__ float tile[64];
  if (threadIdx.x == 0)
    mb_init(&full, blockDim.x);
  __syncthreads();
  int warp = threadIdx.x / 32;
  if (warp == 0) {
    tile[threadIdx.x] = in[blockIdx.x * 64 + threadIdx.x];
    tile[threadIdx.x + 32] = in[blockIdx.x * 64 + threadIdx.x + 32];
    mb_arrive(&full);
  } else {
    mb_wait_parity(&full, 0);
    out[blockIdx.x * 64 + threadIdx.x - 32] = tile[threadIdx.x - 32];
  }
}
