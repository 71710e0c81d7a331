// EXPECT: mbarrier-misuse
// ARCHS: sm_90a sm_100a
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=160
// BUG: grouped-GEMM mainloop with a producer warp (warp 4) that fills a
// two-stage ring and four consumer warps that release a stage on its
// `empty` barrier. `empty` is initialised for one arrival per consumer warp
// (count 4), but the `if (lane == 0)` around the release was lost when the
// consumer loop was restructured: all 128 consumer threads arrive on a
// barrier that expects 4, completing its phase early while the stage is
// still being read.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int STAGES = 2, TILE = 128 * 32;
__global__ void __launch_bounds__(160)
    gemm_mainloop(const float *__restrict__ a, float *__restrict__ c, int ktiles) {
  __shared__ alignas(16) float ring[STAGES][TILE];
  __shared__ uint64_t full[STAGES], empty[STAGES];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES; ++s) {
      ptx::mbarrier_init(&full[s], 1);
      ptx::mbarrier_init(&empty[s], 4);
    }
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  if (warp == 4) {
    if (lane == 0) {
      for (int k = 0; k < ktiles; ++k) {
        const int s = k % STAGES;
        if (k >= STAGES)
          while (!ptx::mbarrier_try_wait_parity(&empty[s], ((k / STAGES) - 1) & 1)) {
          }
        ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &full[s], TILE * 4);
        ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, &ring[s][0], a + ((size_t)blockIdx.x * ktiles + k) * TILE,
                           TILE * 4, &full[s]);
      }
    }
    return;
  }
  float acc = 0.f;
  for (int k = 0; k < ktiles; ++k) {
    const int s = k % STAGES;
    while (!ptx::mbarrier_try_wait_parity(&full[s], (k / STAGES) & 1)) {
    }
    for (int j = 0; j < 32; ++j)
      acc += ring[s][threadIdx.x * 32 + j];
    __syncwarp();
    ptx::mbarrier_arrive(&empty[s]);
  }
  c[blockIdx.x * 128 + threadIdx.x] = acc;
}
