// EXPECT: uninitialized-register
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// mbarrier wait with a spin budget in inline PTX: every failed try_wait bumps
// the counter `n` and traps once it passes the budget. `n` is a scratch
// register of the block and the `mov.u32 n, 0` was dropped, so the first
// increment reads it unset.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
__device__ __forceinline__ void wait_budget(uint64_t *bar, unsigned parity) {
  asm volatile("{\n\t.reg .pred p, q;\n\t.reg .u32 n;\n"
               "WAIT_%=:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n\t"
               "@p bra DONE_%=;\n\t"
               "add.u32 n, n, 1;\n\t"
               "setp.lt.u32 q, n, 1000000;\n\t"
               "@q bra WAIT_%=;\n\t"
               "trap;\n"
               "DONE_%=:\n\t}" ::"r"((unsigned)__cvta_generic_to_shared(bar)),
               "r"(parity)
               : "memory");
}
__global__ void tile_ring_budget(const float *x, float *y, int ktiles) {
  __shared__ alignas(128) float buf[1024];
  __shared__ uint64_t bar;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&bar, 1);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  float acc = 0.f;
  for (int k = 0; k < ktiles; ++k) {
    if (threadIdx.x == 0) {
      ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar,
                                     4096);
      ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, buf,
                         x + ((size_t)blockIdx.x * ktiles + k) * 1024, 4096, &bar);
    }
    wait_budget(&bar, k & 1);
    for (int j = threadIdx.x; j < 1024; j += 128)
      acc += buf[j];
    __syncthreads();
  }
  y[blockIdx.x * 128 + threadIdx.x] = acc;
}
