// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=160
// Warp-specialised split-K reduction: warp 0 streams 3 k-slices of 1 KiB per
// output tile through a two-slot TMA ring (lane 0 issues the bulk copies),
// warps 1-4 consume them and release the slot (one arrival per consumer
// warp). Slot and phase come from the inner k index, which restarts for every
// tile; with 3 slices per tile, slot 1 is used once per tile, so from the
// second tile on its parity is wrong: the consumers' wait on full[1] with
// parity 0 returns at once (phase 0 completed during tile 0) and they add the
// previous tile's slice.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;

constexpr int STAGES = 2, KSLICES = 3, SLICE = 256;

__global__ void splitk_reduce(const float *partials, int ntiles, float *out) {
  __shared__ alignas(128) float buf[STAGES][SLICE];
  __shared__ uint64_t full[STAGES], empty[STAGES];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES; ++s) {
      ptx::mbarrier_init(&full[s], 1);
      ptx::mbarrier_init(&empty[s], 4);
    }
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  if (warp == 0) {
    for (int t = 0; t < ntiles; ++t)
      for (int k = 0; k < KSLICES; ++k) {
        int s = k % STAGES;
        uint32_t phase = (k / STAGES) & 1;
        while (!ptx::mbarrier_try_wait_parity(&empty[s], phase ^ 1)) {
        }
        if (lane == 0) {
          ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared,
                                         &full[s], SLICE * sizeof(float));
          ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, buf[s],
                             partials + ((size_t)t * KSLICES + k) * SLICE, SLICE * sizeof(float),
                             &full[s]);
        }
        __syncwarp();
      }
  } else {
    int c = threadIdx.x - 32;
    for (int t = 0; t < ntiles; ++t) {
      float acc0 = 0.f, acc1 = 0.f;
      for (int k = 0; k < KSLICES; ++k) {
        int s = k % STAGES;
        uint32_t phase = (k / STAGES) & 1; // BUG: k restarts every tile, slot 1 completes one phase per tile
        while (!ptx::mbarrier_try_wait_parity(&full[s], phase)) {
        }
        acc0 += buf[s][c];
        acc1 += buf[s][c + 128];
        __syncwarp();
        if (lane == 0)
          ptx::mbarrier_arrive(&empty[s]);
      }
      out[(size_t)t * SLICE + c] = acc0;
      out[(size_t)t * SLICE + c + 128] = acc1;
    }
  }
}
