// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=256
// BUG: one round of Jones-Plassmann graph colouring, one warp per uncoloured
// vertex: the vertex takes colour `round` if no uncoloured neighbour has a
// higher random priority. Lanes stride over the adjacency list and the
// "someone beats me" vote was put inside the edge loop to stop early. Lanes
// leave the loop after different numbers of trips (degree not a multiple of
// 32), so later trips' full-mask __any_sync runs without the lanes that left.
__global__ void __launch_bounds__(256)
jp_color_round(const int *__restrict__ rowptr, const int *__restrict__ adj,
               const unsigned *__restrict__ prio, int *__restrict__ color,
               int nv, int round, int *__restrict__ remaining) {
  const int lane = threadIdx.x & 31;
  const int v = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  if (v >= nv || color[v] >= 0) return;
  const unsigned pv = prio[v];
  const int beg = rowptr[v], end = rowptr[v + 1];
  bool beaten = false;
  for (int e = beg + lane; e < end; e += 32) {
    const int u = adj[e];
    const bool mine = color[u] < 0 && (prio[u] > pv || (prio[u] == pv && u > v));
    if (__any_sync(0xffffffffu, mine)) { beaten = true; break; }
  }
  beaten = __any_sync(0xffffffffu, beaten);
  if (lane == 0) {
    if (!beaten) color[v] = round;
    else atomicAdd(remaining, 1);
  }
}
