// EXPECT: clean
// PTXLINT-ARGS: --block-dim=64
// OK: hexagon-pattern motion search for 16x16 macroblocks, one thread per
// macroblock; macroblocks whose window would leave the reference frame store
// a zero vector and leave with an inline `exit`, both inside the braces of
// the edge test, so the search runs for the others.
#include <cstdint>
__device__ __forceinline__ int sad16(const uint8_t *a, const uint8_t *b, int stride) {
  int s = 0;
  for (int y = 0; y < 16; ++y)
    for (int x = 0; x < 16; ++x) s += abs((int)a[y * stride + x] - (int)b[y * stride + x]);
  return s;
}
__global__ void __launch_bounds__(64)
hexagon_search(const uint8_t *__restrict__ cur, const uint8_t *__restrict__ ref, int W, int H, int range,
               short2 *__restrict__ mv, int *__restrict__ cost) {
  const int mbx = blockIdx.x * 64 + threadIdx.x, mby = blockIdx.y;
  const int mbw = W / 16;
  if (mbx >= mbw) return;
  const int x0 = mbx * 16, y0 = mby * 16;
  if (x0 - range < 0 || y0 - range < 0 || x0 + 16 + range > W || y0 + 16 + range > H)
  {
    mv[mby * mbw + mbx] = make_short2(0, 0);
    asm volatile("exit;");
  }
  const uint8_t *c = cur + (size_t)y0 * W + x0;
  const int hx[6] = {-2, -1, 1, 2, 1, -1}, hy[6] = {0, -2, -2, 0, 2, 2};
  int bx = 0, by = 0, best = sad16(c, ref + (size_t)y0 * W + x0, W);
  for (int it = 0; it < range; ++it) {
    int nb = -1;
    for (int k = 0; k < 6; ++k) {
      const int cx = bx + hx[k], cy = by + hy[k];
      if (abs(cx) > range || abs(cy) > range) continue;
      const int s = sad16(c, ref + (size_t)(y0 + cy) * W + x0 + cx, W);
      if (s < best) { best = s; nb = k; }
    }
    if (nb < 0) break;
    bx += hx[nb]; by += hy[nb];
  }
  mv[mby * mbw + mbx] = make_short2(bx, by);
  cost[mby * mbw + mbx] = best;
}
