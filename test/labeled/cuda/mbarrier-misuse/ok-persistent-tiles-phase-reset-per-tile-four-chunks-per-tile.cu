// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// Persistent kernel over output tiles: each tile is four 2 KB chunks brought
// in one after another through a single bulk-copy slot guarded by one
// mbarrier, and the wait parity restarts at 0 for every tile. A tile
// completes four phases, an even number, so the barrier's parity is back to
// 0 at the start of every tile and the restarted parity matches it.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int CH = 4, N = 512;
__global__ void __launch_bounds__(128) persistent_chunks4(const float* __restrict__ in, float* __restrict__ out, int ntiles) {
  __shared__ alignas(16) float buf[N];
  __shared__ uint64_t bar;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&bar, 1);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  for (int t = blockIdx.x; t < ntiles; t += gridDim.x) {
    uint32_t phase = 0;
    float acc = 0.f;
    for (int c = 0; c < CH; ++c) {
      if (threadIdx.x == 0) {
        ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar, sizeof(buf));
        ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, buf, in + ((size_t)t * CH + c) * N, sizeof(buf), &bar);
      }
      while (!ptx::mbarrier_try_wait_parity(&bar, phase)) {}
      phase ^= 1;
      for (int i = threadIdx.x; i < N; i += 128) acc += buf[i];
      __syncthreads();
    }
    out[(size_t)t * 128 + threadIdx.x] = acc;
  }
}
