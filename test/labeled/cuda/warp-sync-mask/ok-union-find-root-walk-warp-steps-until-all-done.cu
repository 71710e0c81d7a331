// EXPECT: clean
// Union-find connected components, hooking phase, with warp-synchronous root
// walks: the whole warp keeps stepping while ANY lane is still walking
// (__any_sync in the loop condition, every lane evaluates it on every trip),
// lanes that already reached their root just stop moving. The vote's full
// mask is exactly the lanes that execute it.
__device__ int find_root_warp(const int *parent, int x) {
  bool done = parent[x] == x;
  while (__any_sync(0xffffffffu, !done)) {
    if (!done) {
      x = parent[x];
      done = parent[x] == x;
    }
  }
  return x;
}
__global__ void hook_edges(const int2 *__restrict__ edges, int m, int *parent, int *changed) {
  const int e = blockIdx.x * blockDim.x + threadIdx.x;
  int2 uv = e < m ? edges[e] : make_int2(0, 0);
  int ru = find_root_warp(parent, uv.x);
  int rv = find_root_warp(parent, uv.y);
  if (e < m && ru != rv) {
    int hi = max(ru, rv), lo = min(ru, rv);
    if (atomicCAS(&parent[hi], hi, lo) == hi) *changed = 1;
  }
}
