// EXPECT: clean
// ARCHS: sm_75 sm_89
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// k-means centroid update, first stage: each warp sums the coordinates of
// its points that belong to cluster c. The lanes with a point (i < n) take a
// ballot over the full warp first, then only they reduce with
// __shfl_down_sync on that ballot's mask; in the tail warp the mask names
// exactly the lanes inside the guard (a prefix of the warp, so a shuffle
// from a lane above the prefix returns the caller's own value and lane 0
// still gets the whole sum).
__global__ void __launch_bounds__(128)
    kmeans_partial(const float2 *__restrict__ pts, const int *__restrict__ member, int c, float2 *__restrict__ partial,
                   int n) {
  const int i = blockIdx.x * 128 + threadIdx.x;
  const unsigned lane = threadIdx.x & 31;
  const unsigned m = __ballot_sync(0xffffffffu, i < n);
  if (i < n) {
    float2 p = pts[i];
    float w = member[i] == c ? 1.f : 0.f;
    float sx = p.x * w, sy = p.y * w;
    for (int off = 16; off > 0; off >>= 1) {
      const float ox = __shfl_down_sync(m, sx, off);
      const float oy = __shfl_down_sync(m, sy, off);
      const float ow = __shfl_down_sync(m, w, off);
      if (lane + off < 32 && (m >> (lane + off)) & 1) {
        sx += ox; sy += oy; w += ow;
      }
    }
    if (lane == 0)
      partial[i >> 5] = make_float2(sx / fmaxf(w, 1.f), sy / fmaxf(w, 1.f));
  }
}
