// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=160
// Warp-specialised ring with its shared state in one CuTe-style
// SharedStorage struct: cuda::std::array members for the tiles and the
// `full` / `empty` mbarriers. Warp 4 is the producer (one elected lane issues
// bulk copies), warps 0-3 consume. BUG: the init loop was written as
// `for (auto &b : s.full)` when the struct was introduced (it used to loop
// over an index and init both arrays); `empty` is never initialised, yet
// consumers arrive on it and the producer waits on it.
#include <cuda/ptx>
#include <cuda/std/array>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int kStages = 3, kTile = 1024;
struct SharedStorage {
  alignas(128) cuda::std::array<float, kStages * kTile> tiles;
  cuda::std::array<uint64_t, kStages> full;
  cuda::std::array<uint64_t, kStages> empty;
};
__global__ void __launch_bounds__(160) ws_ring_sum(const float *__restrict__ in, float *__restrict__ out, int ntiles) {
  __shared__ SharedStorage s;
  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  if (threadIdx.x == 0) {
    for (auto &b : s.full)
      ptx::mbarrier_init(&b, 1);
    // BUG: s.empty never initialised (4 consumer warp leaders arrive on it)
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  if (warp == 4) {
    if (lane == 0)
      for (int k = 0; k < ntiles; ++k) {
        const int st = k % kStages;
        if (k >= kStages)
          while (!ptx::mbarrier_try_wait_parity(&s.empty[st], ((k / kStages) - 1) & 1)) {
          }
        ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &s.full[st],
                                       kTile * sizeof(float));
        ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, &s.tiles[st * kTile],
                           in + ((size_t)blockIdx.x * ntiles + k) * kTile, kTile * sizeof(float), &s.full[st]);
      }
  } else {
    float acc = 0.f;
    for (int k = 0; k < ntiles; ++k) {
      const int st = k % kStages;
      while (!ptx::mbarrier_try_wait_parity(&s.full[st], (k / kStages) & 1)) {
      }
      for (int i = threadIdx.x; i < kTile; i += 128)
        acc += s.tiles[st * kTile + i];
      __syncwarp();
      if (lane == 0)
        ptx::mbarrier_arrive(&s.empty[st]);
    }
    out[(size_t)blockIdx.x * 128 + threadIdx.x] = acc;
  }
}
