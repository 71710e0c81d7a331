// EXPECT: mbarrier-misuse
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// BUG: a persistent bulk-copy kernel (cuda::ptx wrappers): each block walks
// tiles `blockIdx.x, + gridDim.x, ...`, brings each 4 KB tile in with one bulk
// copy and waits on phase 0 of `bar`. To keep the parity at 0 the barrier is
// re-initialised at the top of every tile, without an mbarrier.inval: from the
// second tile on, mbarrier.init runs on an object that is still a valid
// mbarrier (undefined behaviour, PTX ISA mbarrier.init). Initialise once and
// flip the parity per tile, or inval before the re-init.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int kTile = 1024;
__global__ void __launch_bounds__(128) persistent_relu_tiles(const float *__restrict__ x, float *__restrict__ y,
                                                             int ntiles) {
  __shared__ __align__(16) float tile[kTile];
  __shared__ __align__(8) uint64_t bar;
  for (int tl = blockIdx.x; tl < ntiles; tl += gridDim.x) {
    if (threadIdx.x == 0) {
      ptx::mbarrier_init(&bar, 1);
      ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
    }
    __syncthreads();
    if (threadIdx.x == 0) {
      (void)ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar,
                                           kTile * sizeof(float));
      ptx::cp_async_bulk(ptx::space_cluster, ptx::space_global, tile, x + (size_t)tl * kTile,
                         kTile * sizeof(float), &bar);
    }
    while (!ptx::mbarrier_try_wait_parity(&bar, 0u)) {
    }
    for (int i = threadIdx.x; i < kTile; i += 128)
      y[(size_t)tl * kTile + i] = fmaxf(tile[i], 0.f);
    __syncthreads();
  }
}
