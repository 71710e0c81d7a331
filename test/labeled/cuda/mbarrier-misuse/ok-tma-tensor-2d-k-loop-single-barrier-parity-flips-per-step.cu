// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// The near miss of the TMA row-panel reduction: the single slot's barrier
// completes one phase per k step, and the waiters flip their parity after
// every step; a block barrier keeps thread 0 from overwriting the slot
// while others still read it.
#include <cuda.h>
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
__global__ void __launch_bounds__(128)
panel_rowsum(const __grid_constant__ CUtensorMap tmap, float *__restrict__ out, int ksteps) {
  __shared__ alignas(128) float box[32][32];
  __shared__ uint64_t bar;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&bar, 1);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  float acc = 0.f;
  uint32_t phase = 0;
  const int row = threadIdx.x >> 2, q = threadIdx.x & 3;
  for (int k = 0; k < ksteps; ++k) {
    if (threadIdx.x == 0) {
      const int32_t coords[2] = {k * 32, (int32_t)blockIdx.x * 32};
      ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar,
                                     sizeof(box));
      ptx::cp_async_bulk_tensor(ptx::space_cluster, ptx::space_global, &box[0][0], &tmap, coords, &bar);
    }
    while (!ptx::mbarrier_try_wait_parity(&bar, phase)) {
    }
    phase ^= 1;
    for (int c = q * 8; c < q * 8 + 8; ++c) acc += box[row][c];
    __syncthreads();
  }
  out[blockIdx.x * 128 + threadIdx.x] = acc;
}
