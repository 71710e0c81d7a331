// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// OK: the same three-stage bulk-copy ring for a column-sum over row tiles,
// with the wait's phase computed from the stage count: stage k % 3 is on its
// (k / 3)-th use, so it waits on parity (k / kStages) & 1 - 0 for k = 0..2,
// 1 for k = 3..5, and so on.
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
    mb_wait_parity(&full[s], (k / kStages) & 1);
    for (int r = 0; r < kRows; ++r)
      acc += ring[s][r * kCols + t];
    __syncthreads();
    if (t == 0 && k + kStages < ktiles)
      load_tile(ring[s], src + (size_t)(k + kStages) * kRows * kCols, &full[s]);
  }
  out[blockIdx.x * kCols + t] = acc;
}
