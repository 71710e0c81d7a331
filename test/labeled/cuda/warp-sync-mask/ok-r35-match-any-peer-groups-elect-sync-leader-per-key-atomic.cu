// EXPECT: clean
// ARCHS: sm_90a sm_100a
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=256
// Hash-aggregation with warp-level key deduplication: match.any.sync (full
// warp) groups the lanes holding the same key, each group elects one leader
// with elect.sync over its own peer mask (a data-dependent mask, but every
// lane that runs it is in the mask it passes, and all its peers run it too),
// and only the leader adds the group's popcount to the bucket.
__global__ void __launch_bounds__(256)
    warp_dedup_count(const int *__restrict__ keys, int *__restrict__ buckets, int nbuckets) {
  const int i = blockIdx.x * 256 + threadIdx.x;
  const int k = keys[i];
  unsigned peers, leader;
  asm volatile("match.any.sync.b32 %0, %1, 0xffffffff;" : "=r"(peers) : "r"(k));
  asm volatile("{\n\t.reg .pred p;\n\t"
               "elect.sync _|p, %1;\n\t"
               "selp.u32 %0, 1, 0, p;\n\t}"
               : "=r"(leader)
               : "r"(peers));
  if (leader)
    atomicAdd(&buckets[(unsigned)k % nbuckets], __popc(peers));
}
