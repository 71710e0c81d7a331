// EXPECT: mbarrier-misuse
// ARCHS: sm_90a
// PTXLINT-ARGS: --block-dim=128
// BUG: level-synchronous BFS over a graph split across a cluster of four
// CTAs. After a level, every CTA sends its next-frontier size to the three
// peers with `st.async ... mbarrier::complete_tx::bytes`, into slot [rank]
// of the peer's `counts`, completing on the peer's `recv`. The receiver
// initialised `recv` for three arrivals, one per sender, but st.async only
// completes transaction bytes, it is no arrival: the one arrive.expect_tx of
// thread 0 is the only arrival, and the phase never completes.
#include <cstdint>
__device__ __forceinline__ unsigned sa(const void *p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}
__global__ void __cluster_dims__(4, 1, 1) __launch_bounds__(128)
bfs_level_counts(const int *__restrict__ frontier_len, int *__restrict__ offsets) {
  __shared__ __align__(8) uint64_t recv;
  __shared__ int counts[4];
  unsigned rank;
  asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
  const int t = threadIdx.x;
  const int mine = frontier_len[blockIdx.x];
  if (t == 0) {
    counts[rank] = mine;
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 3;" ::"r"(sa(&recv)) : "memory");
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  asm volatile("barrier.cluster.arrive.release.aligned;\n\tbarrier.cluster.wait.acquire.aligned;" ::: "memory");
  if (t == 0)
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], 12;" ::"r"(sa(&recv)) : "memory");
  if (t < 3) {
    const unsigned peer = (rank + 1 + t) & 3;
    unsigned slot, bar;
    asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(slot) : "r"(sa(&counts[rank])), "r"(peer));
    asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(bar) : "r"(sa(&recv)), "r"(peer));
    asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.u32 [%0], %1, [%2];"
                 ::"r"(slot), "r"(mine), "r"(bar) : "memory");
  }
  asm volatile("{\n\t.reg .pred p;\n$Lr:\n\t"
               "mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 p, [%0], 0;\n\t"
               "@!p bra $Lr;\n\t}" ::"r"(sa(&recv)) : "memory");
  if (t == 0) {
    int base = 0;
    for (unsigned r = 0; r < rank; ++r) base += counts[r];
    offsets[blockIdx.x] = base;
  }
  asm volatile("barrier.cluster.arrive.release.aligned;\n\tbarrier.cluster.wait.acquire.aligned;" ::: "memory");
}
