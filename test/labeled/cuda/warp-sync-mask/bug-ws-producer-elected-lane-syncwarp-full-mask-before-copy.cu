// EXPECT: warp-sync-mask
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=160
// Warp-specialised bulk-copy producer: warp 4 issues the copies from one
// elected lane while warps 0-3 consume. Before issuing a copy the producer
// must make sure the consumers released the slot; the author wrote the wait
// on the `empty` barrier in the elected lane and then a __syncwarp() "so
// the warp does not run ahead". BUG: the __syncwarp() (bar.warp.sync
// 0xffffffff) sits inside `if (lane == 0)`: only lane 0 executes it, but
// the full mask names lanes 1-31, which are already past the branch
// (waiting at the final __syncthreads).
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int kStages = 2, kTile = 1024;
__global__ void __launch_bounds__(160) ws_copy_sum(const float *__restrict__ in, float *__restrict__ out, int ntiles) {
  __shared__ alignas(128) float tiles[kStages][kTile];
  __shared__ uint64_t full[kStages], empty[kStages];
  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  if (threadIdx.x == 0) {
    for (int s = 0; s < kStages; ++s) {
      ptx::mbarrier_init(&full[s], 1);
      ptx::mbarrier_init(&empty[s], 4);
    }
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  if (warp == 4) {
    for (int k = 0; k < ntiles; ++k) {
      const int s = k % kStages;
      if (lane == 0) {
        if (k >= kStages)
          while (!ptx::mbarrier_try_wait_parity(&empty[s], ((k / kStages) - 1) & 1)) {
          }
        __syncwarp();  // BUG: full mask, only lane 0 here
        ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &full[s],
                                       kTile * sizeof(float));
        ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, tiles[s],
                           in + ((size_t)blockIdx.x * ntiles + k) * kTile, kTile * sizeof(float), &full[s]);
      }
    }
  }
  float acc = 0.f;
  if (warp < 4) {
    for (int k = 0; k < ntiles; ++k) {
      const int s = k % kStages;
      while (!ptx::mbarrier_try_wait_parity(&full[s], (k / kStages) & 1)) {
      }
      for (int i = threadIdx.x; i < kTile; i += 128)
        acc += tiles[s][i];
      __syncwarp();
      if (lane == 0)
        ptx::mbarrier_arrive(&empty[s]);
    }
  }
  __syncthreads();  // lanes 1-31 of warp 4 wait here, not in lane 0's __syncwarp
  if (warp < 4)
    out[(size_t)blockIdx.x * 128 + threadIdx.x] = acc;
}
