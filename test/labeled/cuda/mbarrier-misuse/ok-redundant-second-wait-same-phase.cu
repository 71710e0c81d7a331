// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// Each tile, thread 0 loads two halves with one expect_tx and two bulk copies
// completing on `full`; every thread waits with the tile's phase bit before
// reading the first half, and a second helper waits on the same phase again
// before reading the second half. The second wait is redundant but correct:
// the barrier cannot move on until thread 0 refills it after the __syncthreads.
#include "mbar.cuh"
__device__ __forceinline__ void wait_parity(uint64_t *bar, unsigned parity) {
  asm volatile("{\n\t.reg .pred p;\n"
               "TRY_%=:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n\t"
               "@!p bra TRY_%=;\n\t}" ::"r"(smem(bar)), "r"(parity) : "memory");
}
__device__ __forceinline__ float second_half(const float *hi, uint64_t *bar, unsigned phase) {
  wait_parity(bar, phase); // already complete: returns at once
  return hi[threadIdx.x];
}
__global__ void __launch_bounds__(128) halves(const float *__restrict__ src, float *dst, int tiles) {
  __shared__ __align__(128) float lo[128], hi[128];
  __shared__ uint64_t full;
  if (threadIdx.x == 0) {
    mb_init(&full, 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  unsigned phase = 0;
  float acc = 0.f;
  for (int k = 0; k < tiles; ++k) {
    if (threadIdx.x == 0) {
      const float *g = src + (size_t)k * 256;
      asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&full)), "r"(1024) : "memory");
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                   ::"r"(smem(lo)), "l"(g), "r"(512), "r"(smem(&full)) : "memory");
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                   ::"r"(smem(hi)), "l"(g + 128), "r"(512), "r"(smem(&full)) : "memory");
    }
    wait_parity(&full, phase);
    acc += lo[127 - threadIdx.x];
    acc *= second_half(hi, &full, phase);
    phase ^= 1;
    __syncthreads(); // every read done before the next tile's copies
  }
  dst[blockIdx.x * 128 + threadIdx.x] = acc;
}
