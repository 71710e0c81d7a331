// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=160
// OK: the same warp-specialised bulk-copy ring (warp 0's lane 0 produces into
// two stages, warps 1-4 consume; `full[s]` count 1, `empty[s]` count 128, one
// release per consumer thread) with the copy completing on the barrier its
// bytes were announced on, `&full[s]`: each phase of `full[s]` gets the one
// arrival and the tile's bytes it waits for.
#include "mbar.cuh"
constexpr int kStages = 2, kTile = 1024;
__device__ __forceinline__ void expect_tx_arrive(uint64_t *bar, unsigned bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(bar)), "r"(bytes) : "memory");
}
__device__ __forceinline__ void bulk_g2s(void *dst, const void *src, unsigned bytes, uint64_t *bar) {
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" ::"r"(
                   smem(dst)),
               "l"(src), "r"(bytes), "r"(smem(bar))
               : "memory");
}
__global__ void __launch_bounds__(160) ws_scale(const float *__restrict__ in, float *__restrict__ out, int ntiles,
                                                float alpha) {
  __shared__ __align__(128) float ring[kStages][kTile];
  __shared__ __align__(8) uint64_t full[kStages], empty[kStages];
  const int t = threadIdx.x, warp = t / 32, lane = t % 32;
  const size_t base = (size_t)blockIdx.x * ntiles * kTile;
  if (t == 0) {
    for (int s = 0; s < kStages; ++s) {
      mb_init(&full[s], 1);
      mb_init(&empty[s], 128);
    }
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  if (warp == 0) {
    if (lane == 0) {
      for (int k = 0; k < ntiles; ++k) {
        const int s = k % kStages;
        mb_wait_parity(&empty[s], ((k / kStages) & 1) ^ 1);
        expect_tx_arrive(&full[s], kTile * sizeof(float));
        bulk_g2s(ring[s], in + base + (size_t)k * kTile, kTile * sizeof(float), &full[s]);
      }
    }
  } else {
    const int c = t - 32;
    for (int k = 0; k < ntiles; ++k) {
      const int s = k % kStages;
      mb_wait_parity(&full[s], (k / kStages) & 1);
      float v[kTile / 128];
      for (int j = 0; j < kTile / 128; ++j)
        v[j] = ring[s][j * 128 + c];
      (void)mb_arrive(&empty[s]);
      for (int j = 0; j < kTile / 128; ++j)
        out[base + (size_t)k * kTile + j * 128 + c] = alpha * v[j];
    }
  }
}
