// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// 2-D nearest-neighbour search in a kd-tree, one query per lane with its own
// traversal stack. A __syncwarp() at the end of each traversal step (meant to
// keep the warp's node fetches together) names all 32 lanes, but a lane whose
// stack has emptied has left the loop and is storing its result, so the
// others wait for a lane that never comes back to it.
__global__ void kdtree_nn_syncwarp_in_loop(const float4 *nodes, const int2 *child,
                                           const float2 *queries, int *best_idx, int nq) {
  const int q = blockIdx.x * blockDim.x + threadIdx.x;
  const float2 p = queries[q < nq ? q : nq - 1];
  int stack[24];
  int sp = 0;
  stack[sp++] = 0;
  float best = 1e30f;
  int bi = -1;
  while (sp > 0) {
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
    __syncwarp();
  }
  if (q < nq)
    best_idx[q] = bi;
}
