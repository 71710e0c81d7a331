// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// 2-D nearest-neighbour search in a kd-tree, one query per lane with its own
// traversal stack. The warp keeps stepping while any lane still has work
// (__any_sync over the full warp), lanes with an empty stack idle through
// the step, so the __syncwarp() at its end is reached by all 32 lanes.
__global__ void kdtree_nn_syncwarp_any(const float4 *nodes, const int2 *child,
                                       const float2 *queries, int *best_idx, int nq) {
  const int q = blockIdx.x * blockDim.x + threadIdx.x;
  const float2 p = queries[q < nq ? q : nq - 1];
  int stack[24];
  int sp = 0;
  stack[sp++] = 0;
  float best = 1e30f;
  int bi = -1;
  while (__any_sync(0xffffffffu, sp > 0)) {
    if (sp > 0) {
      const int n = stack[--sp];
      const float4 nd = nodes[n];
      const float dx = p.x - nd.x, dy = p.y - nd.y, d = dx * dx + dy * dy;
      if (d < best) {
        best = d;
        bi = n;
      }
      const int2 ch = child[n];
      const float diff = nd.z == 0.f ? dx : dy;
      const int nearc = diff < 0.f ? ch.x : ch.y, farc = diff < 0.f ? ch.y : ch.x;
      if (farc >= 0 && diff * diff < best && sp < 24)
        stack[sp++] = farc;
      if (nearc >= 0 && sp < 24)
        stack[sp++] = nearc;
    }
    __syncwarp();
  }
  if (q < nq)
    best_idx[q] = bi;
}
