// EXPECT: mbarrier-misuse
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// BUG: a column-sum over row tiles with a bulk-copy ring. kStages was raised
// from 2 to 3 for longer K loops, but the wait's phase kept the 2-stage
// formula `(k >> 1) & 1` instead of `(k / kStages) & 1`. At k = 2 (stage 2's
// first use, phase 0) it waits on parity 1, which a fresh barrier reports as
// complete at once: the tile is read before its copy landed, and the ring
// drifts from there (k = 4 waits on parity 0 for stage 1's second use).
#include "mbar.cuh"
constexpr int kStages = 3, kRows = 8, kCols = 128;
__device__ __forceinline__ void load_tile(float *dst, const float *src, uint64_t *bar) {
  constexpr unsigned bytes = kRows * kCols * sizeof(float);
  asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(bar)), "r"(bytes) : "memory");
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" ::"r"(
                   smem(dst)),
               "l"(src), "r"(bytes), "r"(smem(bar))
               : "memory");
}
__global__ void __launch_bounds__(128) colsum_ring(const float *__restrict__ X, float *__restrict__ out, int ktiles) {
  __shared__ __align__(128) float ring[kStages][kRows * kCols];
  __shared__ __align__(8) uint64_t full[kStages];
  const int t = threadIdx.x;
  const float *src = X + (size_t)blockIdx.x * ktiles * kRows * kCols;
  if (t == 0) {
    for (int s = 0; s < kStages; ++s)
      mb_init(&full[s], 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    for (int s = 0; s < kStages && s < ktiles; ++s)
      load_tile(ring[s], src + (size_t)s * kRows * kCols, &full[s]);
  }
  __syncthreads();
  float acc = 0.f;
  for (int k = 0; k < ktiles; ++k) {
    const int s = k % kStages;
    mb_wait_parity(&full[s], (k >> 1) & 1);
    for (int r = 0; r < kRows; ++r)
      acc += ring[s][r * kCols + t];
    __syncthreads();
    if (t == 0 && k + kStages < ktiles)
      load_tile(ring[s], src + (size_t)(k + kStages) * kRows * kCols, &full[s]);
  }
  out[blockIdx.x * kCols + t] = acc;
}
