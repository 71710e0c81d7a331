// EXPECT: clean
// ARCHS: sm_80 sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// The same producer/consumer split with the barrier's count equal to the
// 64 producer threads that arrive.
#include "mbar.cuh"
__global__ void produce_consume(const float *in, float *out) {
  __shared__ uint64_t full;
  __shared__ float buf[64];
  if (threadIdx.x == 0)
    mb_init(&full, 64);
  __syncthreads();
  if (threadIdx.x < 64) {
    buf[threadIdx.x] = in[blockIdx.x * 64 + threadIdx.x];
    mb_arrive(&full);
  } else {
    mb_wait_parity(&full, 0);
    out[blockIdx.x * 64 + threadIdx.x - 64] = buf[threadIdx.x - 64] * 2.f;
  }
}
