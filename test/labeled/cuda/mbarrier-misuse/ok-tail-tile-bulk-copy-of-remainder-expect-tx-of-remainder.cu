// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=256
// Row sums over a 1000-float row staged by bulk copies of 256-float tiles:
// the last tile copies the 232-float remainder, and thread 0 arms the
// barrier with the same byte count it copies on every tile.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int LEN = 1000, TILE = 256;
__global__ void __launch_bounds__(256) row_sum_tail_ok(const float* __restrict__ x, float* __restrict__ y) {
  __shared__ alignas(16) float tile[TILE];
  __shared__ uint64_t bar;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&bar, 1);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  const float* row = x + (size_t)blockIdx.x * LEN;
  float acc = 0.f;
  for (int k = 0, t = 0; k < LEN; k += TILE, ++t) {
    const int n = LEN - k < TILE ? LEN - k : TILE;
    const uint32_t bytes = n * sizeof(float);
    if (threadIdx.x == 0) {
      ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar, bytes);
      ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, tile, row + k, bytes, &bar);
    }
    while (!ptx::mbarrier_try_wait_parity(&bar, t & 1)) {}
    if (threadIdx.x < n) acc += tile[threadIdx.x];
    __syncthreads();
  }
  y[blockIdx.x * 256 + threadIdx.x] = acc;
}
