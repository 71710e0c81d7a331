// EXPECT: unreachable-code
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// An mbarrier wait with a spin budget in inline PTX: after each failed
// try_wait the spin counter is bumped and compared with the budget, and the
// loop should go back only while it is under budget, trapping otherwise. The
// back edge lost its predicate (`bra` instead of `@q bra`), so the timeout
// trap after it is never reached.
#include <cuda/ptx>
#include <cstdint>
namespace ptx = cuda::ptx;
__device__ __forceinline__ void wait_or_trap(uint64_t *bar, unsigned parity) {
  asm volatile("{\n\t.reg .pred p, q;\n\t.reg .u32 n;\n\t"
               "mov.u32 n, 0;\n"
               "WAIT_%=:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n\t"
               "@p bra DONE_%=;\n\t"
               "add.u32 n, n, 1;\n\t"
               "setp.lt.u32 q, n, 1000000;\n\t"
               "bra WAIT_%=;\n\t"
               "trap;\n"
               "DONE_%=:\n\t}" ::"r"((unsigned)__cvta_generic_to_shared(bar)),
               "r"(parity)
               : "memory");
}
__global__ void scale_tile_timeout(const float *x, float *y) {
  __shared__ alignas(128) float buf[1024];
  __shared__ uint64_t bar;
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&bar, 1);
    ptx::fence_proxy_async(ptx::space_shared);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared, &bar,
                                   4096);
    ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, buf, x + blockIdx.x * 1024, 4096,
                       &bar);
  }
  wait_or_trap(&bar, 0);
  for (int j = threadIdx.x; j < 1024; j += 128)
    y[blockIdx.x * 1024 + j] = 3.f * buf[j];
}
