// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=160
// A warp-specialised ring (one producer warp, four consumer warps) whose empty
// barriers count the four consumer warps: each consumer warp releases a slot
// with one arrive from lane 0 after __syncwarp().
#include "mbar.cuh"
#define STAGES 2
#define TILE 128
__global__ void __launch_bounds__(160) ws_ring(const float *__restrict__ in, float *__restrict__ out, int ntiles) {
  __shared__ float buf[STAGES][TILE];
  __shared__ __align__(8) uint64_t full[STAGES], empty[STAGES];
  int t = threadIdx.x, warp = t >> 5, lane = t & 31;
  if (t == 0)
    for (int s = 0; s < STAGES; ++s) {
      mb_init(&full[s], 32);
      mb_init(&empty[s], 4);
    }
  __syncthreads();
  if (warp == 4) {
    for (int j = 0; j < ntiles; ++j) {
      int s = j % STAGES;
      if (j >= STAGES)
        mb_wait_parity(&empty[s], ((j / STAGES) - 1) & 1);
      for (int i = lane; i < TILE; i += 32)
        buf[s][i] = in[(size_t)j * TILE + i];
      mb_arrive(&full[s]);
    }
  } else {
    float acc = 0.f;
    for (int j = 0; j < ntiles; ++j) {
      int s = j % STAGES;
      mb_wait_parity(&full[s], (j / STAGES) & 1);
      acc += buf[s][t];
      __syncwarp();
      if (lane == 0)
        mb_arrive(&empty[s]);
    }
    out[blockIdx.x * 128 + t] = acc;
  }
}
