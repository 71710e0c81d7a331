// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// OK: the persistent bulk-copy kernel with the barrier initialised once before
// the tile loop; each tile's copy completes the next phase, so the wait's
// parity flips per tile, and the __syncthreads() at the end of a tile keeps
// the next copy from overwriting data still being read.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int kTile = 1024;
__global__ void __launch_bounds__(128) persistent_relu_tiles(const float *__restrict__ x, float *__restrict__ y,
                                                             int ntiles) {
  __shared__ __align__(16) float tile[kTile];
  __shared__ __align__(8) uint64_t bar;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&bar, 1);
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  uint32_t phase = 0;
  for (int tl = blockIdx.x; tl < ntiles; tl += gridDim.x) {
    if (threadIdx.x == 0) {
      (void)ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar,
                                           kTile * sizeof(float));
      ptx::cp_async_bulk(ptx::space_cluster, ptx::space_global, tile, x + (size_t)tl * kTile,
                         kTile * sizeof(float), &bar);
    }
    while (!ptx::mbarrier_try_wait_parity(&bar, phase)) {
    }
    phase ^= 1u;
    for (int i = threadIdx.x; i < kTile; i += 128)
      y[(size_t)tl * kTile + i] = fmaxf(tile[i], 0.f);
    __syncthreads();
  }
}
