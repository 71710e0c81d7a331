// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=64
// The int4 GEMV ring with the phase kept the CUTLASS way: a stage index and a
// phase bit that flips each time the index wraps. Consumer t waits on
// full[s] with the current phase; the producer, from the second lap on,
// waits on empty[s] with the opposite bit (the phase the consumer completed
// one lap earlier). Both barriers expect the 32 lanes of one warp.
#include "mbar.cuh"
#define STAGES 2
__global__ void w4_gemv(const unsigned *__restrict__ qw, const float *__restrict__ x,
                        float *__restrict__ y, int tiles) {
  __shared__ unsigned buf[STAGES][32];
  __shared__ uint64_t full[STAGES], empty[STAGES];
  const int lane = threadIdx.x % 32;
  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES; ++s) {
      mb_init(&full[s], 32);
      mb_init(&empty[s], 32);
    }
  }
  __syncthreads();
  int s = 0;
  unsigned phase = 0;
  if (threadIdx.x < 32) {
    for (int t = 0; t < tiles; ++t) {
      if (t >= STAGES)
        mb_wait_parity(&empty[s], phase ^ 1);
      buf[s][lane] = qw[(size_t)blockIdx.x * tiles * 32 + t * 32 + lane];
      mb_arrive(&full[s]);
      if (++s == STAGES) {
        s = 0;
        phase ^= 1;
      }
    }
  } else {
    float acc = 0.f;
    for (int t = 0; t < tiles; ++t) {
      mb_wait_parity(&full[s], phase);
      const unsigned q = buf[s][lane];
#pragma unroll
      for (int j = 0; j < 8; ++j)
        acc += (float)((int)((q >> (4 * j)) & 15u) - 8) * x[t * 256 + lane * 8 + j];
      mb_arrive(&empty[s]);
      if (++s == STAGES) {
        s = 0;
        phase ^= 1;
      }
    }
    y[blockIdx.x * 32 + lane] = acc;
  }
}
