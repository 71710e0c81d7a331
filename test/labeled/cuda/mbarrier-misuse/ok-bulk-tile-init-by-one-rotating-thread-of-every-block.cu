// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// Bulk-copy staging of one tile per block. Which thread initialises the CTA's
// mbarrier rotates with the block (thread blockIdx.x % 128, spreading the
// setup over warps), but exactly one thread of every block does it; the
// block syncs, then thread 0 arms the barrier and issues the copy.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
constexpr int TILE = 1024;
__global__ void stage_tile_init_each(const float *x, float *y) {
  __shared__ alignas(128) float buf[TILE];
  __shared__ uint64_t bar;
  if (threadIdx.x == blockIdx.x % 128) {
    ptx::mbarrier_init(&bar, 1);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar,
                                   TILE * 4);
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, buf, x + (size_t)blockIdx.x * TILE,
                       TILE * 4, &bar);
  }
  while (!ptx::mbarrier_try_wait_parity(&bar, 0)) {
  }
  for (int j = threadIdx.x; j < TILE; j += 128)
    y[(size_t)blockIdx.x * TILE + j] = 2.f * buf[j];
}
