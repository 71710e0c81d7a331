// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=160
// Four-stage shared-memory ring with mbarriers: producer warp 0 fills a
// stage with plain stores and each of its 32 lanes arrives on full[s]
// (count 32); the four consumer warps wait on full[s], use the tile and
// arrive on empty[s] (count 128). The `parity` lambda gives the phase of
// the k-th use of a stage, (k / STAGES) & 1, so each stage alternates 0, 1,
// 0, ... across laps; the producer waits on the previous lap's empty phase
// before refilling.
#include "mbar.cuh"
template <int STAGES>
__global__ void __launch_bounds__(160)
ring(const float *__restrict__ in, float *__restrict__ out, int tiles) {
  __shared__ __align__(8) uint64_t full[STAGES], empty[STAGES];
  __shared__ float buf[STAGES][128];
  if (threadIdx.x == 0)
    for (int s = 0; s < STAGES; ++s) {
      mb_init(&full[s], 32);
      mb_init(&empty[s], 128);
    }
  __syncthreads();
  auto parity = [](int k) { return static_cast<unsigned>((k / STAGES) & 1); };
  if (threadIdx.x < 32) {
    for (int k = 0; k < tiles; ++k) {
      const int s = k % STAGES;
      if (k >= STAGES)
        mb_wait_parity(&empty[s], parity(k - STAGES));
      for (int j = threadIdx.x; j < 128; j += 32)
        buf[s][j] = in[(size_t)k * 128 + j];
      mb_arrive(&full[s]);
    }
  } else {
    const int t = threadIdx.x - 32;
    for (int k = 0; k < tiles; ++k) {
      const int s = k % STAGES;
      mb_wait_parity(&full[s], parity(k));
      out[(size_t)k * 128 + t] = buf[s][t] * buf[s][127 - t];
      mb_arrive(&empty[s]);
    }
  }
}
template __global__ void ring<4>(const float *, float *, int);
