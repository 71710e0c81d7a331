// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// Warp-aggregated scatter-add into an embedding gradient: lanes with the
// same token id are grouped with __match_any_sync and the group's sum is
// added to global memory once. BUG: the group sum __reduce_add_sync(peers,
// v) was placed inside `if (lane == leader)` next to the atomicAdd. Only the
// leader executes redux.sync, but its membermask names every peer of its
// group: for any group of two or more lanes the leader waits for lanes that
// never arrive (they are still running: they go on to store their rank).
__global__ void __launch_bounds__(256)
embed_grad_count(const int *__restrict__ tokens, const unsigned *__restrict__ weight, unsigned *__restrict__ counts,
                 unsigned char *__restrict__ rank_in_group, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = threadIdx.x & 31;
  const int tok = i < n ? tokens[i] : -1;
  const unsigned w = i < n ? weight[i] : 0u;
  const unsigned peers = __match_any_sync(0xffffffffu, tok);
  const int leader = __ffs(peers) - 1;
  if (lane == leader && tok >= 0) {
    const unsigned sum = __reduce_add_sync(peers, w);  // BUG: peers never get here
    atomicAdd(&counts[tok], sum);
  }
  if (i < n)  // every lane goes on: its rank within its group of equal tokens
    rank_in_group[i] = (unsigned char)__popc(peers & ((1u << lane) - 1u));
}
