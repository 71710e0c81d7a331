// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// Three-stage TMA ring with one phase bit per stage in a bitmask. The
// consumer flips the stage's bit before waiting instead of after, so the
// first wait on every stage asks for parity 1: on a fresh barrier that is the
// phase "before" phase 0, which counts as complete, and the wait returns at
// once, before the bulk copy has landed.
#include "mbar.cuh"
#define STAGES 3
__global__ void __launch_bounds__(128) ring3(const float4 *src, float *dst, int tiles) {
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
        mb_wait_parity(&empty[s], (empty_bits >> s) & 1);
        empty_bits ^= 1u << s;
      }
      asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(&full[s])),
                   "r"(2048) : "memory");
      asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                   ::"r"(smem(buf[s])), "l"(src + (size_t)k * 128), "r"(2048),
                   "r"(smem(&full[s])) : "memory");
    }
    full_bits ^= 1u << s;
    mb_wait_parity(&full[s], (full_bits >> s) & 1);
    float4 v = buf[s][(threadIdx.x + 3) & 127];
    acc += v.x * v.y + v.z * v.w;
    mb_arrive(&empty[s]);
  }
  dst[blockIdx.x * 128 + threadIdx.x] = acc;
}
