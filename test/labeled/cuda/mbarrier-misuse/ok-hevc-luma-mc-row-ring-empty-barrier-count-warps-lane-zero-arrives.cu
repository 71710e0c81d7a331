// EXPECT: clean
// ARCHS: sm_90a
// PTXLINT-ARGS: --block-dim=160
// OK: HEVC luma motion compensation, horizontal 8-tap filter, warp
// specialised: warp 0 streams reference rows into a 4-slot ring, warps 1-4
// filter them. Each slot's `empty` barrier expects one arrival per consumer
// warp, and each consumer warp makes exactly one: lane 0 arrives after the
// warp's __syncwarp().
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int STAGES = 4, ROW = 512, CONSUMER_WARPS = 4;
__constant__ short taps[4][8] = {{0, 0, 0, 64, 0, 0, 0, 0}, {-1, 4, -10, 58, 17, -5, 1, 0},
                                 {-1, 4, -11, 40, 40, -11, 4, -1}, {0, 1, -5, 17, 58, -10, 4, -1}};
__global__ void __launch_bounds__(160)
luma_mc_h8(const uint8_t *__restrict__ ref, int stride, int rows, int frac, int16_t *__restrict__ out) {
  __shared__ alignas(128) uint8_t ring[STAGES][ROW + 16];
  __shared__ uint64_t full[STAGES], empty[STAGES];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES; ++s) {
      ptx::mbarrier_init(&full[s], 1);
      ptx::mbarrier_init(&empty[s], CONSUMER_WARPS);
    }
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  const uint8_t *src = ref + (size_t)blockIdx.x * rows * stride;
  if (warp == 0) {
    if (lane == 0)
      for (int r = 0; r < rows; ++r) {
        const int s = r % STAGES;
        if (r >= STAGES)
          while (!ptx::mbarrier_try_wait_parity(&empty[s], ((r / STAGES) - 1) & 1)) {
          }
        ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &full[s], ROW + 16);
        ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, ring[s], src + (size_t)r * stride, ROW + 16, &full[s]);
      }
  } else {
    const int c = threadIdx.x - 32;
    for (int r = 0; r < rows; ++r) {
      const int s = r % STAGES;
      while (!ptx::mbarrier_try_wait_parity(&full[s], (r / STAGES) & 1)) {
      }
      for (int x = c; x < ROW; x += 32 * CONSUMER_WARPS) {
        int acc = 0;
        for (int k = 0; k < 8; ++k) acc += taps[frac][k] * ring[s][x + k + 5];
        out[((size_t)blockIdx.x * rows + r) * ROW + x] = (int16_t)(acc >> 6);
      }
      __syncwarp();
      if (lane == 0) ptx::mbarrier_arrive(&empty[s]);
    }
  }
}
