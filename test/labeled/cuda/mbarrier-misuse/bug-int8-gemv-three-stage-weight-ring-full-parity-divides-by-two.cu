// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=160
// int8 GEMV streaming weight tiles through a three-stage bulk-copy ring:
// warp 4's leader produces (waiting on empty[s] before refilling a slot),
// warps 0-3 consume and their leaders release the slot. The consumers' full
// parity is computed as (k / 2) & 1, as for a two-stage ring: at k = 2 slot 2
// is on its first phase (parity 0) but is waited with parity 1, which a fresh
// barrier reports complete at once, so the tile is read before it lands.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int STAGES = 3, TILE = 4096;
__global__ void gemv_ring_parity_div2(const int8_t *w, const int8_t *x, int *y, int ktiles) {
  __shared__ alignas(128) int8_t buf[STAGES][TILE];
  __shared__ uint64_t full[STAGES], empty[STAGES];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES; ++s) {
      ptx::mbarrier_init(&full[s], 1);
      ptx::mbarrier_init(&empty[s], 4);
    }
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  const int8_t *wb = w + (size_t)blockIdx.x * ktiles * TILE;
  if (warp == 4) {
    if (lane == 0)
      for (int k = 0; k < ktiles; ++k) {
        const int s = k % STAGES;
        if (k >= STAGES)
          while (!ptx::mbarrier_try_wait_parity(&empty[s], ((k / STAGES) - 1) & 1)) {
          }
        ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared,
                                       &full[s], TILE);
        ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, buf[s], wb + (size_t)k * TILE,
                           TILE, &full[s]);
      }
  } else {
    int acc = 0;
    for (int k = 0; k < ktiles; ++k) {
      const int s = k % STAGES;
      while (!ptx::mbarrier_try_wait_parity(&full[s], (k / 2) & 1)) {
      }
      for (int j = threadIdx.x * 4; j < TILE; j += 128 * 4) {
        const int a = *reinterpret_cast<const int *>(&buf[s][j]);
        const int b = *reinterpret_cast<const int *>(&x[(size_t)k * TILE + j]);
        acc = __dp4a(a, b, acc);
      }
      __syncwarp();
      if (lane == 0)
        ptx::mbarrier_arrive(&empty[s]);
    }
    y[blockIdx.x * 128 + threadIdx.x] = acc;
  }
}
