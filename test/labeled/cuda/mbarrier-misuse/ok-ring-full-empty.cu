// EXPECT: clean
// ARCHS: sm_80 sm_90 sm_90a
// The two-stage producer/consumer ring done right: producer warp 0 fills a
// stage and arrives on its full barrier; consumer warp 1 waits on full with
// the stage's phase parity, reads, and arrives on empty.
#include "mbar.cuh"
#define STAGES 2
__global__ void __launch_bounds__(64) ring_ok(const float *in, float *out, int tiles) {
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
      mb_arrive(&empty[s]);
    }
  }
}
