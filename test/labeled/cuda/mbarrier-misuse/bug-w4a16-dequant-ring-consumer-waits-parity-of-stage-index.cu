// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=64
// int4 weight-only GEMV pipeline: warp 0 copies packed weights into a
// two-stage shared ring and arrives on full[s]; warp 1 waits, dequantises
// and arrives on empty[s]. BUG: the consumer passes the stage index s as the
// wait parity instead of the stage's phase ((t / STAGES) & 1): for t = 1 it
// waits on full[1] with parity 1, which a fresh barrier reports complete at
// once (it is the "preceding" phase), so the consumer reads a stage the
// producer has not written yet, and from then on the parities are off.
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
  if (threadIdx.x < 32) {
    for (int t = 0; t < tiles; ++t) {
      const int s = t % STAGES;
      if (t >= STAGES)
        mb_wait_parity(&empty[s], ((t / STAGES) - 1) & 1);
      buf[s][lane] = qw[(size_t)blockIdx.x * tiles * 32 + t * 32 + lane];
      mb_arrive(&full[s]);
    }
  } else {
    float acc = 0.f;
    for (int t = 0; t < tiles; ++t) {
      const int s = t % STAGES;
      mb_wait_parity(&full[s], s);  // BUG: should be (t / STAGES) & 1
      const unsigned q = buf[s][lane];
#pragma unroll
      for (int j = 0; j < 8; ++j)
        acc += (float)((int)((q >> (4 * j)) & 15u) - 8) * x[t * 256 + lane * 8 + j];
      mb_arrive(&empty[s]);
    }
    y[blockIdx.x * 32 + lane] = acc;
  }
}
