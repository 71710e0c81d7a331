// EXPECT: clean
// Warp-cooperative BFS expansion (Merrill's "warp-based gathering"): each
// lane owns one frontier vertex with some adjacency list; while any lane
// still has a list, the lanes ballot, the lowest such lane wins, broadcasts
// its list bounds, and the whole warp expands that list 32 edges at a time.
// Every collective uses the full mask and sits in a loop whose condition is
// the result of __any_sync / a broadcast value, the same in all lanes, so
// every lane runs every collective. Lanes past the frontier own an empty list.
__global__ void bfs_expand(const int *__restrict__ frontier, int nfront,
                           const int *__restrict__ row_ptr, const int *__restrict__ col,
                           int *__restrict__ dist, int *__restrict__ next, int *next_len,
                           int level) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = threadIdx.x % 32;
  int beg = 0, end = 0;
  if (i < nfront) {
    const int v = frontier[i];
    beg = row_ptr[v];
    end = row_ptr[v + 1];
  }
  while (__any_sync(0xffffffffu, beg < end)) {
    const unsigned want = __ballot_sync(0xffffffffu, beg < end);
    const int winner = __ffs(want) - 1;
    const int wb = __shfl_sync(0xffffffffu, beg, winner);
    const int we = __shfl_sync(0xffffffffu, end, winner);
    if (lane == winner)
      beg = end;  // its list is taken
    for (int e = wb + lane; e < we; e += 32) {
      const int u = col[e];
      if (atomicCAS(&dist[u], -1, level + 1) == -1)
        next[atomicAdd(next_len, 1)] = u;
    }
  }
}
