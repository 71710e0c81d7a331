// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=96
// Warp-specialised two-stage ring for a run-time number of tiles: warp 0's
// lanes fill the stage, __syncwarp() orders their stores, and lane 0 alone
// arrives on the full barrier (initialised for 1); each consumer warp's lane 0
// arrives on the empty barrier (initialised for 2, one per consumer warp).
#include "mbar.cuh"
__global__ void ring(const float *in, float *out, int tiles) {
  __shared__ float stage[2][64];
  __shared__ uint64_t full[2], empty[2];
  if (threadIdx.x == 0) {
    mb_init(&full[0], 1);
    mb_init(&full[1], 1);
    mb_init(&empty[0], 2);
    mb_init(&empty[1], 2);
  }
  __syncthreads();
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (warp == 0) {
    for (int t = 0; t < tiles; ++t) {
      int s = t & 1;
      if (t >= 2)
        mb_wait_parity(&empty[s], ((t >> 1) - 1) & 1);
      stage[s][lane] = in[t * 64 + lane];
      stage[s][lane + 32] = in[t * 64 + lane + 32];
      __syncwarp();
      if (lane == 0)
        mb_arrive(&full[s]);
    }
  } else {
    int c = threadIdx.x - 32;
    float acc = 0.f;
    for (int t = 0; t < tiles; ++t) {
      int s = t & 1;
      mb_wait_parity(&full[s], (t >> 1) & 1);
      acc += stage[s][c];
      __syncwarp();
      if (lane == 0)
        mb_arrive(&empty[s]);
    }
    out[blockIdx.x * 64 + c] = acc;
  }
}
