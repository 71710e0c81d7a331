// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=160
// Producer/consumer warp specialisation over a 2-stage bulk-copy ring: warp
// 0's lane 0 produces, warps 1-4 consume. The empty barriers count one
// arrival per consumer warp; each consumer warp syncs its lanes after reading
// the stage and its lane 0 arrives, four arrivals per phase.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int S = 2, T = 1024;
__global__ void __launch_bounds__(160) ws_ring_ok(const float* __restrict__ in, float* __restrict__ out, int ntiles) {
  __shared__ alignas(16) float ring[S][T];
  __shared__ uint64_t full[S], empty[S];
  const int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  if (threadIdx.x == 0) {
    for (int s = 0; s < S; ++s) { ptx::mbarrier_init(&full[s], 1); ptx::mbarrier_init(&empty[s], 4); }
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  if (warp == 0) {
    if (lane == 0)
      for (int t = 0; t < ntiles; ++t) {
        const int s = t % S;
        while (!ptx::mbarrier_try_wait_parity(&empty[s], ((t / S) & 1) ^ 1)) {}
        ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &full[s], sizeof(ring[0]));
        ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, ring[s], in + (size_t)t * T, sizeof(ring[0]), &full[s]);
      }
  } else {
    const int c = threadIdx.x - 32;
    float acc = 0.f;
    for (int t = 0; t < ntiles; ++t) {
      const int s = t % S;
      while (!ptx::mbarrier_try_wait_parity(&full[s], (t / S) & 1)) {}
      for (int i = c; i < T; i += 128) acc += ring[s][i];
      __syncwarp();
      if (lane == 0) (void)ptx::mbarrier_arrive(&empty[s]);
    }
    out[blockIdx.x * 128 + c] = acc;
  }
}
