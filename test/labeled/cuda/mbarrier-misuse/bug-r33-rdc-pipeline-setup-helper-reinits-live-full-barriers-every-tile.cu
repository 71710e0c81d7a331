// EXPECT: mbarrier-misuse
// ARCHS: sm_90a sm_100a
// MODES: O3 G lineinfo
// NVCC-ARGS: -rdc=true
// PTXLINT-ARGS: --block-dim=128
// BUG: a two-stage bulk-copy pipeline built with separate compilation. The
// per-CTA setup (mbarrier.init of the two `full` barriers) was factored into
// an extern device function, and the persistent tile loop calls it at the
// top of every tile: from the second tile on it re-initialises barriers that
// are still live (the previous tile's phases, no mbarrier.inval in between).
#include <cstdint>
__device__ __forceinline__ unsigned sa(const void *p) { return static_cast<unsigned>(__cvta_generic_to_shared(p)); }
__device__ void setup_pipeline(uint64_t *full);
__device__ __forceinline__ void wait_parity(uint64_t *bar, unsigned parity) {
  asm volatile("{\n\t.reg .pred p;\n"
               "W_%=:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n\t"
               "@!p bra W_%=;\n\t}" ::"r"(sa(bar)), "r"(parity)
               : "memory");
}
__global__ void __launch_bounds__(128)
    bulk_tiles(const float *__restrict__ src, float *__restrict__ dst, int tiles) {
  __shared__ __align__(128) float buf[2][1024];
  __shared__ uint64_t full[2];
  for (int tile = blockIdx.x; tile < tiles; tile += gridDim.x) {
    if (threadIdx.x == 0)
      setup_pipeline(full);
    __syncthreads();
    float acc = 0.f;
    for (int s = 0; s < 2; ++s) {
      if (threadIdx.x == 0) {
        asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], 4096;" ::"r"(sa(&full[s])) : "memory");
        asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], 4096, [%2];" ::"r"(
                         sa(&buf[s][0])),
                     "l"(src + ((size_t)tile * 2 + s) * 1024), "r"(sa(&full[s]))
                     : "memory");
      }
      wait_parity(&full[s], 0);
      for (int i = threadIdx.x; i < 1024; i += 128)
        acc += buf[s][i];
    }
    dst[(size_t)tile * 128 + threadIdx.x] = acc;
    __syncthreads();
  }
}
__device__ void setup_pipeline(uint64_t *full) {
  for (int s = 0; s < 2; ++s)
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(sa(&full[s])) : "memory");
  asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
}
