// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// A two-stage TMA ring whose phase is computed as `k & 1` instead of
// `(k / STAGES) & 1`, so stage 0 is always waited with parity 0 and stage 1
// with parity 1. At k = 1 stage 1 is in phase 0 but waited with parity 1: a
// thread passes at once and reads the tile before it lands, or, if the copy
// already landed, waits for a refill that needs its own `empty` arrival (hang).
#include "mbar.cuh"
#define STAGES 2
__device__ __forceinline__ void wait_parity(uint64_t *bar, unsigned parity) {
  asm volatile("{\n\t.reg .pred p;\n"
               "TRY_%=:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n\t"
               "@!p bra TRY_%=;\n\t}" ::"r"(smem(bar)), "r"(parity) : "memory");
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
  for (int k = 0; k < tiles; ++k) {
    int s = k % STAGES;
    unsigned phase = k & 1; // should be (k / STAGES) & 1
    if (threadIdx.x == 0) {
      if (k >= STAGES)
        wait_parity(&empty[s], phase ^ 1);
      asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&full[s])), "r"(2048) : "memory");
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                   ::"r"(smem(buf[s])), "l"(src + (size_t)k * 128), "r"(2048), "r"(smem(&full[s])) : "memory");
    }
    wait_parity(&full[s], phase);
    float4 v = buf[s][(threadIdx.x + 1) & 127];
    acc += v.x + v.y + v.z + v.w;
    mb_arrive(&empty[s]);
  }
  dst[blockIdx.x * 128 + threadIdx.x] = acc;
}
