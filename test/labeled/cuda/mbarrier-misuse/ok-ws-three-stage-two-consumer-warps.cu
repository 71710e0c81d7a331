// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=96
// A warp-specialised three-stage ring: warp 0 produces 64 floats per stage,
// warps 1 and 2 both consume every stage (one float per thread). `full`
// expects the 32 producer lanes, `empty` all 64 consumer lanes; the producer
// waits on `empty` with the opposite parity first (the phase before the
// first counts as complete).
#include "mbar.cuh"
#define STAGES 3
__global__ void __launch_bounds__(96) ring3(const float *in, float *out, int tiles) {
  __shared__ float buf[STAGES][64];
  __shared__ uint64_t full[STAGES], empty[STAGES];
  unsigned warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (threadIdx.x == 0)
    for (int s = 0; s < STAGES; ++s) {
      mb_init(&full[s], 32);
      mb_init(&empty[s], 64);
    }
  __syncthreads();
  if (warp == 0) {
    for (int t = 0; t < tiles; ++t) {
      int s = t % STAGES;
      mb_wait_parity(&empty[s], ((t / STAGES) & 1) ^ 1);
      buf[s][lane] = in[t * 64 + lane];
      buf[s][lane + 32] = in[t * 64 + lane + 32];
      mb_arrive(&full[s]);
    }
  } else {
    unsigned c = threadIdx.x - 32;
    for (int t = 0; t < tiles; ++t) {
      int s = t % STAGES;
      mb_wait_parity(&full[s], (t / STAGES) & 1);
      out[t * 64 + c] = 2.f * buf[s][c];
      mb_arrive(&empty[s]);
    }
  }
}
