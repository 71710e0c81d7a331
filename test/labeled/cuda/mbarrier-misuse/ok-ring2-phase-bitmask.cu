// EXPECT: clean
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// A two-stage TMA ring that keeps one phase bit per stage in a bitmask, as
// some hand-written pipelines do: stage s is waited with parity
// (phase_bits >> s) & 1, and the bit is flipped with phase_bits ^= 1u << s
// after each wait on it. Thread 0 refills a stage after every thread has
// arrived on its `empty` barrier (parity of the previous round's phase).
#include "mbar.cuh"
#define STAGES 2
__device__ __forceinline__ void wait_parity(uint64_t *bar, unsigned parity) {
  asm volatile("{\n\t.reg .pred p;\n"
               "TRY_%=:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n\t"
               "@!p bra TRY_%=;\n\t}" ::"r"(smem(bar)), "r"(parity) : "memory");
}
__device__ __forceinline__ void fill(float4 *dst, const float4 *src, uint64_t *bar) {
  asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(bar)), "r"(2048) : "memory");
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
               ::"r"(smem(dst)), "l"(src), "r"(2048), "r"(smem(bar)) : "memory");
}
__global__ void __launch_bounds__(128) ring2(const float4 *src, float *dst, int tiles) {
  __shared__ __align__(128) float4 buf[STAGES][128];
  __shared__ uint64_t full[STAGES], empty[STAGES];
  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES; ++s) {
      mb_init(&full[s], 1);
      mb_init(&empty[s], 128);
    }
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  float acc = 0.f;
  unsigned full_bits = 0, empty_bits = 0;
  for (int k = 0; k < tiles; ++k) {
    int s = k % STAGES;
    if (threadIdx.x == 0) {
      if (k >= STAGES) {
        wait_parity(&empty[s], (empty_bits >> s) & 1);
        empty_bits ^= 1u << s;
      }
      fill(buf[s], src + (size_t)k * 128, &full[s]);
    }
    wait_parity(&full[s], (full_bits >> s) & 1);
    full_bits ^= 1u << s;
    float4 v = buf[s][(threadIdx.x + 1) & 127];
    acc += v.x + v.y + v.z + v.w;
    mb_arrive(&empty[s]);
  }
  dst[blockIdx.x * 128 + threadIdx.x] = acc;
}
