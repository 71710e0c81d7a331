// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=256
// BUG: local-moving phase of Louvain community detection, one warp per
// vertex. Lanes stride over the vertex's edges; the lanes holding an edge
// into the same community are grouped with __match_any_sync and the group
// leader sums their weights to score moving v into that community. The
// match runs inside the lane-strided edge loop with a full mask: in the
// last trip the lanes past the row end have left the loop and never reach
// it (almost every row is not a multiple of 32 long).
__global__ void __launch_bounds__(256)
louvain_best_move(const int *__restrict__ row_ptr, const int *__restrict__ col, const float *__restrict__ w,
                  const int *__restrict__ comm, const float *__restrict__ ktot, const float *__restrict__ kdeg,
                  int *__restrict__ new_comm, int nv, float m2inv) {
  const int v = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
  if (v >= nv) return;
  const int start = row_ptr[v], end = row_ptr[v + 1], own = comm[v];
  float best_gain = 0.f;
  int best = own;
  for (int e = start + lane; e < end; e += 32) {
    const int c = comm[col[e]];
    const unsigned peers = __match_any_sync(0xffffffffu, c);
    float wsum = w[e];
    for (int o = 16; o > 0; o >>= 1) {
      const float x = __shfl_down_sync(peers, wsum, o);
      if (lane + o < 32 && (peers >> (lane + o) & 1)) wsum += x;
    }
    if (lane == __ffs(peers) - 1 && c != own) {
      const float gain = wsum - ktot[c] * kdeg[v] * m2inv;
      if (gain > best_gain || (gain == best_gain && c < best)) { best_gain = gain; best = c; }
    }
  }
  for (int o = 16; o > 0; o >>= 1) {
    const float g = __shfl_xor_sync(0xffffffffu, best_gain, o);
    const int c = __shfl_xor_sync(0xffffffffu, best, o);
    if (g > best_gain || (g == best_gain && c < best)) { best_gain = g; best = c; }
  }
  if (lane == 0) new_comm[v] = best;
}
