// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// Two producer warps fill a buffer and arrive; the consumers wait. The
// barrier was initialised with the whole block's count, but only the 64
// producer threads ever arrive, so the phase never completes.
#include "mbar.cuh"
__global__ void produce_consume(const float *in, float *out) {
  __shared__ uint64_t full;
  __shared__ float buf[64];
  if (threadIdx.x == 0)
    mb_init(&full, blockDim.x);
  __syncthreads();
  if (threadIdx.x < 64) {
    buf[threadIdx.x] = in[blockIdx.x * 64 + threadIdx.x];
    mb_arrive(&full);
  } else {
    mb_wait_parity(&full, 0);
    out[blockIdx.x * 64 + threadIdx.x - 64] = buf[threadIdx.x - 64] * 2.f;
  }
}
