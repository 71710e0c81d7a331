// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// K-tile loop where thread 0 loads each 4 KB tile as four 1 KB bulk copies:
// inside the chunk loop it only adds each chunk's bytes with expect_tx, and
// after the loop it arrives once on the full barrier (count 1), so each phase
// completes when the arrival and all 4 KB have landed.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int ROWS = 4, COLS = 256;
__global__ void __launch_bounds__(128) chunked_tiles_ok(const float* __restrict__ A, float* __restrict__ out, int ktiles) {
  __shared__ alignas(16) float tile[ROWS][COLS];
  __shared__ uint64_t full;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&full, 1);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  float acc = 0.f;
  for (int k = 0; k < ktiles; ++k) {
    if (threadIdx.x == 0) {
      for (int r = 0; r < ROWS; ++r) {
        ptx::mbarrier_expect_tx(ptx::sem_relaxed, ptx::scope_cta, ptx::space_shared, &full, sizeof(tile[0]));
        ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, tile[r], A + ((size_t)k * ROWS + r) * COLS,
                           sizeof(tile[0]), &full);
      }
      (void)ptx::mbarrier_arrive(&full);
    }
    while (!ptx::mbarrier_try_wait_parity(&full, k & 1)) {}
    for (int r = 0; r < ROWS; ++r) acc += tile[r][threadIdx.x] + tile[r][threadIdx.x + 128];
    __syncthreads();
  }
  out[blockIdx.x * 128 + threadIdx.x] = acc;
}
