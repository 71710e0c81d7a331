// EXPECT: mbarrier-misuse
// ARCHS: sm_90a sm_100a
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=256
// Persistent bias-add + GELU over 4 KiB tiles: each CTA walks tiles
// blockIdx.x, blockIdx.x + gridDim.x, ...; for every tile thread 0 arms the
// CTA's one mbarrier with arrive.expect_tx and bulk-copies the tile in, all
// threads wait on the barrier's parity, compute, and a __syncthreads() frees
// the buffer for the next tile. The phase bit was declared inside the tile
// loop (BUG: it restarts at 0 for every tile, but the barrier's phases go
// on: from the second tile the threads wait for parity 0, a phase that has
// already completed, and read the buffer before the new copy has landed).
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int TILE = 1024;
__global__ void __launch_bounds__(256)
    persistent_bias_gelu(const float *__restrict__ x, const float *__restrict__ bias,
                         float *__restrict__ y, int ntiles) {
  __shared__ alignas(128) float buf[TILE];
  __shared__ uint64_t bar;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&bar, 1);
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  for (int t = blockIdx.x; t < ntiles; t += gridDim.x) {
    uint32_t phase = 0;
    if (threadIdx.x == 0) {
      ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar,
                                     sizeof(buf));
      ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, buf, x + (size_t)t * TILE,
                         sizeof(buf), &bar);
    }
    while (!ptx::mbarrier_try_wait_parity(&bar, phase)) {
    }
    phase ^= 1;
    for (int i = threadIdx.x; i < TILE; i += 256) {
      const float v = buf[i] + bias[i];
      y[(size_t)t * TILE + i] = 0.5f * v * (1.f + tanhf(0.7978845608f * (v + 0.044715f * v * v * v)));
    }
    __syncthreads();
  }
}
