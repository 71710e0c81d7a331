// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// BFS frontier expansion, one warp per frontier vertex, lanes striding over
// its neighbours (the chunk loop's trip count is the same for the whole
// warp). Claimed neighbours are appended with a warp-aggregated atomic: every
// lane of the warp runs the full-mask ballot of `fresh` and the broadcast of
// the base; only the claiming lanes write their slot.
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
    const unsigned m = __ballot_sync(0xffffffffu, fresh);
    if (m == 0) continue;
    const int leader = __ffs(m) - 1;
    int pos = 0;
    if (lane == leader) pos = atomicAdd(next_len, __popc(m));
    pos = __shfl_sync(0xffffffffu, pos, leader);
    if (fresh) next[pos + __popc(m & ((1u << lane) - 1))] = u;
  }
}
