// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// K-tile loop where thread 0 loads each 4 KB tile as four 1 KB bulk copies
// (one per 256-float row), calling arrive.expect_tx once per chunk inside
// the chunk loop (BUG): the full barrier is initialised with one arrival, so
// the first chunk's arrive completes the phase as soon as its 1 KB lands and
// the other three arrivals and their bytes fall into the following phases;
// the consumers read rows that have not arrived.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int ROWS = 4, COLS = 256;
__global__ void __launch_bounds__(128) chunked_tiles(const float* __restrict__ A, float* __restrict__ out, int ktiles) {
  __shared__ alignas(16) float tile[ROWS][COLS];
  __shared__ uint64_t full;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&full, 1);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  float acc = 0.f;
  for (int k = 0; k < ktiles; ++k) {
    if (threadIdx.x == 0)
      for (int r = 0; r < ROWS; ++r) {
        ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &full, sizeof(tile[0]));  // BUG
        ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, tile[r], A + ((size_t)k * ROWS + r) * COLS,
                           sizeof(tile[0]), &full);
      }
    while (!ptx::mbarrier_try_wait_parity(&full, k & 1)) {}
    for (int r = 0; r < ROWS; ++r) acc += tile[r][threadIdx.x] + tile[r][threadIdx.x + 128];
    __syncthreads();
  }
  out[blockIdx.x * 128 + threadIdx.x] = acc;
}
