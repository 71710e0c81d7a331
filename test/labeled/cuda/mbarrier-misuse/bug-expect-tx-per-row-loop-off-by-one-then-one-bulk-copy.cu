// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// The row-tile bulk copy with its per-row expect_tx loop written `r <=
// kRows` (BUG: 9 x 512 bytes are announced, the one bulk copy brings 4096;
// the tx-count never returns to zero and the waiters hang).
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int kRows = 8, kCols = 128;
__global__ void __launch_bounds__(128)
row_tile_sum(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ alignas(16) float tile[kRows][kCols];
  __shared__ uint64_t bar;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&bar, 1);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    for (int r = 0; r <= kRows; ++r)
      ptx::mbarrier_expect_tx(ptx::sem_relaxed, ptx::scope_cta, ptx::space_shared, &bar, sizeof(tile[0]));
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, &tile[0][0],
                       in + (size_t)blockIdx.x * kRows * kCols, sizeof(tile), &bar);
    (void)ptx::mbarrier_arrive(&bar);
  }
  while (!ptx::mbarrier_try_wait_parity(&bar, 0)) {
  }
  float s = 0.f;
  for (int r = 0; r < kRows; ++r) s += tile[r][threadIdx.x];
  out[blockIdx.x * kCols + threadIdx.x] = s;
}
