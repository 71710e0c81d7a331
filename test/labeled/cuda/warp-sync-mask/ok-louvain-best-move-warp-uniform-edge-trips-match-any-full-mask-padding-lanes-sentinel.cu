// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: local-moving phase of Louvain community detection, one warp per
// vertex. The warp walks the vertex's edges 32 at a time with a trip count
// that is the same for all lanes; the lanes past the row end join the
// __match_any_sync with the sentinel community -1 and weight 0, so the
// full mask names lanes that all reach it, and their group never scores.
__global__ void __launch_bounds__(256)
louvain_best_move(const int *__restrict__ row_ptr, const int *__restrict__ col, const float *__restrict__ w,
                  const int *__restrict__ comm, const float *__restrict__ ktot, const float *__restrict__ kdeg,
                  int *__restrict__ new_comm, int nv, float m2inv) {
  const int v = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
  if (v >= nv) return;
  const int start = row_ptr[v], end = row_ptr[v + 1], own = comm[v];
  float best_gain = 0.f;
  int best = own;
  for (int base = start; base < end; base += 32) {
    const int e = base + lane;
    const int c = e < end ? comm[col[e]] : -1;
    const unsigned peers = __match_any_sync(0xffffffffu, c);
    float wsum = e < end ? w[e] : 0.f;
    for (int o = 16; o > 0; o >>= 1) {
      const float x = __shfl_down_sync(0xffffffffu, wsum, o);
      if (lane + o < 32 && (peers >> (lane + o) & 1)) wsum += x;
    }
    if (c >= 0 && lane == __ffs(peers) - 1 && c != own) {
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
