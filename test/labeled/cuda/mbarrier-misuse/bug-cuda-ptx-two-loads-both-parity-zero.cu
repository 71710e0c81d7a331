// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=256
// Straight-line cuda::ptx code that loads two tiles through one mbarrier:
// thread 0 posts expect_tx and issues a bulk copy, everyone waits parity 0,
// and after a __syncthreads the same again for the second tile, waited with
// parity 0 too. The second fill is phase 1: threads pass at once (phase 0 is
// done) and read it unlanded, or, once it landed, wait for phase 2: a hang.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
__device__ __forceinline__ void load_tile(float *dst, const float *src, uint64_t *bar) {
  ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, bar,
                                 256 * sizeof(float));
  ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, dst, src, 256 * sizeof(float), bar);
}
__global__ void __launch_bounds__(256) dot_two(const float *__restrict__ a,
                                               const float *__restrict__ b, float *out) {
  __shared__ alignas(16) float tile[256];
  __shared__ uint64_t bar;
  unsigned t = threadIdx.x;
  if (t == 0) {
    ptx::mbarrier_init(&bar, 1);
    ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
  }
  __syncthreads();
  if (t == 0)
    load_tile(tile, a + blockIdx.x * 256, &bar);
  while (!ptx::mbarrier_try_wait_parity(&bar, 0)) {
  }
  float va = tile[255 - t];
  __syncthreads();
  if (t == 0)
    load_tile(tile, b + blockIdx.x * 256, &bar);
  while (!ptx::mbarrier_try_wait_parity(&bar, 0)) { // should be parity 1
  }
  out[blockIdx.x * 256 + t] = va * tile[255 - t];
}
