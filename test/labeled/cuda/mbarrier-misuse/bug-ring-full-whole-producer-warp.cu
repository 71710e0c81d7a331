// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=96
// Warp-specialised two-stage ring: warp 0 produces, warps 1 and 2 consume,
// for a run-time number of tiles. The full barriers are initialised for one
// arrival (the producer's elected lane), but the producer loop's arrive (line
// marked BUG) is executed by all 32 lanes of warp 0: each full phase completes
// at the first lane's arrival, before the other lanes' stores, and the
// surplus arrivals complete the next phase early.
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
      mb_arrive(&full[s]); // BUG: 32 arrivals, the init expects 1
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
