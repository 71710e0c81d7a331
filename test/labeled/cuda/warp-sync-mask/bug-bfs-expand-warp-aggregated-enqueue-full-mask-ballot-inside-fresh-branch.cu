// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=256
// BUG: BFS frontier expansion, one warp per frontier vertex, lanes striding
// over its neighbours. A lane that claims an unvisited neighbour appends it
// to the next-frontier queue with a warp-aggregated atomic: the leader adds
// the popcount once and broadcasts the base. The ballot and the broadcast
// use the full mask but sit inside `if (fresh)`: the lanes whose neighbour
// was already visited skip them and go on to the next chunk, while the
// claiming lanes wait for them in the ballot.
__global__ void bfs_expand(const int *__restrict__ rowptr, const int *__restrict__ col,
                           const int *__restrict__ frontier, int nfront,
                           int *__restrict__ dist, int *__restrict__ next,
                           int *__restrict__ next_len, int level) {
  const int lane = threadIdx.x & 31;
  const int w = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  if (w >= nfront) return;
  const int v = frontier[w], beg = rowptr[v], end = rowptr[v + 1];
  for (int base = beg; base < end; base += 32) {
    const int e = base + lane;
    const int u = e < end ? col[e] : -1;
    const bool fresh = u >= 0 && atomicCAS(&dist[u], -1, level + 1) == -1;
    if (fresh) {
      const unsigned m = __ballot_sync(0xffffffffu, 1);
      const int leader = __ffs(m) - 1;
      int pos = 0;
      if (lane == leader) pos = atomicAdd(next_len, __popc(m));
      pos = __shfl_sync(0xffffffffu, pos, leader);
      next[pos + __popc(m & ((1u << lane) - 1))] = u;
    }
  }
}
