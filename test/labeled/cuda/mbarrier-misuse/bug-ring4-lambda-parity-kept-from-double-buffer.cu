// EXPECT: mbarrier-misuse
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=160
// Four-stage shared-memory ring with mbarriers (producer warp 0 arrives on
// full[s] with count 32, four consumer warps arrive on empty[s] with count
// 128). The ring was widened from a double buffer, and the `parity` lambda
// kept the double buffer's formula (k >> 1) & 1. BUG: with STAGES = 4 a
// stage's k-th use is in phase k / 4, not k / 2: on the first lap, tiles 2
// and 3 wait for parity 1 while their barrier is still in phase 0, which
// counts as the already completed preceding phase, so the consumers read
// stages 2 and 3 before the producer has filled them (and the producer's
// empty-slot waits, which use the same lambda, overwrite stages too early).
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
  auto parity = [](int k) { return static_cast<unsigned>((k >> 1) & 1); };  // BUG: (k / STAGES) & 1
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
