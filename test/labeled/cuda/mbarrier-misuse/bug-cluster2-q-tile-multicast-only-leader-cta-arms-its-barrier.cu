// EXPECT: mbarrier-misuse
// ARCHS: sm_90a
// PTXLINT-ARGS: --block-dim=128
// BUG: attention decode with a cluster of two CTAs that share one 16 KiB Q
// tile: the leader CTA (rank 0) loads it once with a TMA-style bulk copy
// multicast to both CTAs, completing on the barrier at the same offset in
// each. Only the leader's thread 0 arms its barrier with arrive.expect_tx;
// the peer's `qbar` (initialised for one arrival) receives the multicast
// bytes but no arrival, so the peer CTA waits forever.
#include <cstdint>
__device__ __forceinline__ unsigned sa(const void *p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}
__global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(128)
decode_scores(const float *__restrict__ Q, const float *__restrict__ K,
              float *__restrict__ S, int nkeys) {
  __shared__ __align__(128) float q[4096];
  __shared__ __align__(8) uint64_t qbar;
  unsigned rank;
  asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(sa(&qbar)) : "memory");
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  asm volatile("barrier.cluster.arrive.release.aligned;\n\tbarrier.cluster.wait.acquire.aligned;" ::: "memory");
  if (threadIdx.x == 0 && rank == 0) {
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], 16384;" ::"r"(sa(&qbar)) : "memory");
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster"
                 " [%0], [%1], 16384, [%2], %3;"
                 ::"r"(sa(q)), "l"(Q + (size_t)(blockIdx.x / 2) * 4096), "r"(sa(&qbar)),
                 "h"((unsigned short)3) : "memory");
  }
  asm volatile("{\n\t.reg .pred p;\n$Lq:\n\t"
               "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], 0;\n\t"
               "@!p bra $Lq;\n\t}" ::"r"(sa(&qbar)) : "memory");
  for (int key = blockIdx.x * 128 + threadIdx.x; key < nkeys; key += gridDim.x * 128) {
    float s = 0.f;
    for (int d = 0; d < 4096; d += 64) s += q[d] * K[(size_t)key * 64 + (d >> 6)];
    S[key] = s;
  }
  asm volatile("barrier.cluster.arrive.release.aligned;\n\tbarrier.cluster.wait.acquire.aligned;" ::: "memory");
}
