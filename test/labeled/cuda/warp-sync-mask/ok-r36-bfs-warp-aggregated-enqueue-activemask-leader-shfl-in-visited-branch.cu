// EXPECT: clean
// ARCHS: sm_86 sm_90
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=256
// BFS top-down step with warp-aggregated enqueue: inside the branch taken
// by the lanes that claimed an unvisited neighbour, __activemask() gives the
// lanes present, the lowest one reserves room for all of them with one
// atomicAdd, and the base is broadcast with __shfl_sync over that same mask.
// Only the lanes of the mask execute the shuffle.
__global__ void __launch_bounds__(256)
    bfs_topdown_aggregated(const int *__restrict__ row_ptr, const int *__restrict__ col, const int *__restrict__ frontier,
                           int fsize, int *__restrict__ level, int cur, int *__restrict__ next,
                           int *__restrict__ next_size) {
  const int i = blockIdx.x * 256 + threadIdx.x;
  if (i >= fsize)
    return;
  const int v = frontier[i];
  for (int e = row_ptr[v]; e < row_ptr[v + 1]; ++e) {
    const int u = col[e];
    if (atomicCAS(&level[u], -1, cur + 1) == -1) {
      const unsigned m = __activemask();
      const int leader = __ffs(m) - 1;
      const unsigned lane = threadIdx.x & 31;
      int base = 0;
      if (lane == leader)
        base = atomicAdd(next_size, __popc(m));
      base = __shfl_sync(m, base, leader);
      next[base + __popc(m & ((1u << lane) - 1))] = u;
    }
  }
}
