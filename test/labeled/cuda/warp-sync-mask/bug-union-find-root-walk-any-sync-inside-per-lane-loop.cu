// EXPECT: warp-sync-mask
// Union-find connected components, hooking phase: each lane takes one edge
// (u, v), walks u up to its root, and (for load balancing statistics) the
// warp counts with __any_sync whether any lane is still walking. The vote
// sits inside the per-lane `while (parent[r] != r)` walk with the full mask
// (BUG): lanes whose root was found leave the walk and do not vote, and the
// others wait for them.
__device__ int find_root(const int *parent, int x, unsigned *long_walks) {
  int steps = 0;
  while (parent[x] != x) {
    x = parent[x];
    if (++steps == 8 && __any_sync(0xffffffffu, true))  // BUG: lanes that found their root are gone
      atomicAdd(long_walks, 1u);
  }
  return x;
}
__global__ void hook_edges(const int2 *__restrict__ edges, int m, int *parent,
                           int *changed, unsigned *long_walks) {
  const int e = blockIdx.x * blockDim.x + threadIdx.x;
  int2 uv = e < m ? edges[e] : make_int2(0, 0);
  int ru = find_root(parent, uv.x, long_walks);
  int rv = find_root(parent, uv.y, long_walks);
  if (e < m && ru != rv) {
    int hi = max(ru, rv), lo = min(ru, rv);
    if (atomicCAS(&parent[hi], hi, lo) == hi) *changed = 1;
  }
}
