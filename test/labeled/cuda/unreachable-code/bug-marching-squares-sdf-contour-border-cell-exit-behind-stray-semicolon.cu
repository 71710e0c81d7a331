// EXPECT: unreachable-code
// PTXLINT-ARGS: --block-dim=256
// BUG: iso-contour extraction from a 2D signed distance field (marching
// squares), one thread per cell; cells on the last row and column have no
// right or lower neighbour and leave with an inline `exit`. A stray
// semicolon after the bounds test ends the `if`, so every thread runs the
// exit and the whole contour code after it is unreachable.
__device__ __forceinline__ float2 lerp_edge(float2 a, float2 b, float va, float vb, float iso) {
  const float t = (iso - va) / (vb - va);
  return make_float2(a.x + t * (b.x - a.x), a.y + t * (b.y - a.y));
}
__global__ void __launch_bounds__(256)
marching_squares(const float *__restrict__ sdf, float4 *__restrict__ segs, int *__restrict__ nseg, int W, int H,
                 float iso, int max_segs) {
  const int x = blockIdx.x * 16 + threadIdx.x % 16, y = blockIdx.y * 16 + threadIdx.x / 16;
  if (x >= W - 1 || y >= H - 1);
    asm volatile("exit;");
  const float v0 = sdf[y * W + x], v1 = sdf[y * W + x + 1], v2 = sdf[(y + 1) * W + x + 1], v3 = sdf[(y + 1) * W + x];
  const int c = (v0 < iso) | (v1 < iso) << 1 | (v2 < iso) << 2 | (v3 < iso) << 3;
  if (c == 0 || c == 15) return;
  const float2 p0 = make_float2(x, y), p1 = make_float2(x + 1, y), p2 = make_float2(x + 1, y + 1), p3 = make_float2(x, y + 1);
  float2 e[4] = {lerp_edge(p0, p1, v0, v1, iso), lerp_edge(p1, p2, v1, v2, iso), lerp_edge(p2, p3, v2, v3, iso),
                 lerp_edge(p3, p0, v3, v0, iso)};
  int a = -1, b = -1;
  const int ec = c ^ (c >> 1 | (c & 1) << 3);
  for (int k = 0; k < 4; ++k)
    if (ec >> k & 1) { if (a < 0) a = k; else b = k; }
  if (b < 0) return;
  const int slot = atomicAdd(nseg, 1);
  if (slot < max_segs) segs[slot] = make_float4(e[a].x, e[a].y, e[b].x, e[b].y);
}
