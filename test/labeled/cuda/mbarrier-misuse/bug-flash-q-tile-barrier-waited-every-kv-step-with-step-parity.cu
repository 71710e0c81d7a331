// EXPECT: mbarrier-misuse
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// BUG: a flash-attention forward tile. Q is loaded once with a bulk copy that
// completes phase 0 of q_full; the K tiles stream through a two-slot ring.
// The Q wait was copied into the KV loop next to the K wait and given the
// ring's parity `j >> 1 & 1`... for q_full, whose only phase is 0: from step 2
// on the threads wait for a phase 1 of q_full that never completes (deadlock).
// Q must be waited once, before the loop, with parity 0.
#include "mbar.cuh"
#define D 64
#define KT 32
__device__ __forceinline__ void bulk_load(void *dst, const void *src, unsigned bytes, uint64_t *bar) {
  asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(bar)), "r"(bytes) : "memory");
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
               ::"r"(smem(dst)), "l"(src), "r"(bytes), "r"(smem(bar)) : "memory");
}
__global__ void __launch_bounds__(128) attn_fwd(const float *__restrict__ Q, const float *__restrict__ K,
                                                float *__restrict__ S, int ntiles) {
  __shared__ __align__(128) float qs[D];
  __shared__ __align__(128) float ks[2][KT * D];
  __shared__ __align__(8) uint64_t q_full, k_full[2];
  int t = threadIdx.x;
  if (t == 0) {
    mb_init(&q_full, 1);
    mb_init(&k_full[0], 1);
    mb_init(&k_full[1], 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  size_t head = (size_t)blockIdx.x * ntiles * KT * D;
  if (t == 0) {
    bulk_load(qs, Q + (size_t)blockIdx.x * D, D * 4, &q_full);
    for (int s = 0; s < 2 && s < ntiles; ++s)
      bulk_load(ks[s], K + head + (size_t)s * KT * D, KT * D * 4, &k_full[s]);
  }
  float best = -1e30f;
  for (int j = 0; j < ntiles; ++j) {
    int s = j & 1;
    unsigned ph = (j >> 1) & 1;
    mb_wait_parity(&q_full, ph);
    mb_wait_parity(&k_full[s], ph);
    if (t < KT) {
      float acc = 0.f;
      for (int d = 0; d < D; ++d)
        acc += qs[d] * ks[s][t * D + d];
      best = fmaxf(best, acc);
    }
    __syncthreads();
    if (t == 0 && j + 2 < ntiles)
      bulk_load(ks[s], K + head + (size_t)(j + 2) * KT * D, KT * D * 4, &k_full[s]);
  }
  if (t < KT)
    S[blockIdx.x * KT + t] = best;
}
