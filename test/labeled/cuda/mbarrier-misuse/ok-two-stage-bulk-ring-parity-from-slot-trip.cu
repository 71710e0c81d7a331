// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// Two-stage bulk-copy ring for a row-sum kernel: tile k lands in slot k % 2
// and completes full[k % 2]; slot s is reused every second tile, so the
// consumers wait with parity (k / 2) & 1, the phase of the slot's own trips.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int TILE = 2048;
__global__ void rowsum_ring2_ok(const float *x, float *out, int ktiles) {
  __shared__ alignas(128) float buf[2][TILE];
  __shared__ uint64_t full[2];
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&full[0], 1);
    ptx::mbarrier_init(&full[1], 1);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  const float *src = x + (size_t)blockIdx.x * ktiles * TILE;
  if (threadIdx.x == 0)
    for (int k = 0; k < 2 && k < ktiles; ++k) {
      ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared,
                                     &full[k], TILE * 4);
      ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, buf[k], src + (size_t)k * TILE,
                         TILE * 4, &full[k]);
    }
  float acc = 0.f;
  for (int k = 0; k < ktiles; ++k) {
    const int s = k % 2;
    while (!ptx::mbarrier_try_wait_parity(&full[s], (k / 2) & 1)) {
    }
    for (int j = threadIdx.x; j < TILE; j += 128)
      acc += buf[s][j];
    __syncthreads();
    if (threadIdx.x == 0 && k + 2 < ktiles) {
      ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared,
                                     &full[s], TILE * 4);
      ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, buf[s],
                         src + (size_t)(k + 2) * TILE, TILE * 4, &full[s]);
    }
  }
  out[blockIdx.x * 128 + threadIdx.x] = acc;
}
