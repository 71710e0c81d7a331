// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: one round of Jones-Plassmann graph colouring, one warp per uncoloured
// vertex: the vertex takes colour `round` if no uncoloured neighbour has a
// higher random priority. Lanes stride over the adjacency list with the
// warp's trip count (the loop runs while the trip's first edge is below
// `end`, and a lane past the end votes false), so every lane executes every
// full-mask __any_sync and all of them leave on the same trip.
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
  for (int e0 = beg; e0 < end; e0 += 32) {
    const int e = e0 + lane;
    bool mine = false;
    if (e < end) {
      const int u = adj[e];
      mine = color[u] < 0 && (prio[u] > pv || (prio[u] == pv && u > v));
    }
    if (__any_sync(0xffffffffu, mine)) { beaten = true; break; }
  }
  if (lane == 0) {
    if (!beaten) color[v] = round;
    else atomicAdd(remaining, 1);
  }
}
