// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// Two-slot TMA (1D bulk) ring: thread 0 initialises full[s] for one arrival
// (its arrive.expect_tx) and empty[s] for the 128 consumer threads, then per
// tile waits for the slot to be released, posts the byte count and issues
// two bulk copies of half a tile each. Everyone waits on full[s] with
// try_wait.parity and a suspend-time hint, consumes, and arrives on empty[s].
#include <cstdint>
__device__ __forceinline__ unsigned sa(const void *p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}
__device__ __forceinline__ void wait_parity(uint64_t *bar, unsigned parity) {
  asm volatile("{\n\t.reg .pred p;\n"
               "L_%=:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1, 1000000;\n\t"
               "@!p bra L_%=;\n\t}" ::"r"(sa(bar)),
               "r"(parity)
               : "memory");
}
__global__ void __launch_bounds__(128) bulk_ring(const float *__restrict__ src,
                                                 float *__restrict__ dst, int tiles) {
  __shared__ __align__(128) float buf[2][512];
  __shared__ uint64_t full[2], empty[2];
  if (threadIdx.x == 0) {
    for (int s = 0; s < 2; ++s) {
      asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(sa(&full[s])));
      asm volatile("mbarrier.init.shared::cta.b64 [%0], 128;" ::"r"(sa(&empty[s])));
    }
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  float acc = 0.f;
  for (int k = 0; k < tiles; ++k) {
    const int s = k & 1;
    const unsigned phase = (k >> 1) & 1;
    if (threadIdx.x == 0) {
      wait_parity(&empty[s], phase ^ 1);
      asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], 2048;" ::"r"(sa(&full[s]))
                   : "memory");
      for (int h = 0; h < 2; ++h)
        asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], "
                     "[%1], 1024, [%2];" ::"r"(sa(&buf[s][h * 256])),
                     "l"(src + (size_t)k * 512 + h * 256), "r"(sa(&full[s]))
                     : "memory");
    }
    wait_parity(&full[s], phase);
    acc += buf[s][threadIdx.x * 4] + buf[s][threadIdx.x * 4 + 3];
    asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" ::"r"(sa(&empty[s])) : "memory");
  }
  dst[blockIdx.x * 128 + threadIdx.x] = acc;
}
