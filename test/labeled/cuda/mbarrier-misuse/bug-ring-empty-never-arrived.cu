// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90 sm_90a
// Two-stage producer/consumer ring: the producer warp waits for a stage to be
// empty before refilling it, but the consumers only ever arrive on the full
// barriers; nothing arrives on the empty barriers and the producer hangs at
// its first refill.
#include "mbar.cuh"
#define STAGES 2
__global__ void __launch_bounds__(64) ring(const float *in, float *out, int tiles) {
  __shared__ float buf[STAGES][32];
  __shared__ uint64_t full[STAGES], empty[STAGES];
  unsigned lane = threadIdx.x % 32;
  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES; ++s) {
      mb_init(&full[s], 32);
      mb_init(&empty[s], 32);
    }
  }
  __syncthreads();
  if (threadIdx.x < 32) {
    for (int t = 0; t < tiles; ++t) {
      int s = t % STAGES;
      if (t >= STAGES)
        mb_wait_parity(&empty[s], ((t / STAGES) - 1) & 1);
      buf[s][lane] = in[t * 32 + lane];
      mb_arrive(&full[s]);
    }
  } else {
    for (int t = 0; t < tiles; ++t) {
      int s = t % STAGES;
      mb_wait_parity(&full[s], (t / STAGES) & 1);
      out[t * 32 + lane] = buf[s][lane];
      mb_arrive(&full[s]);
    }
  }
}
