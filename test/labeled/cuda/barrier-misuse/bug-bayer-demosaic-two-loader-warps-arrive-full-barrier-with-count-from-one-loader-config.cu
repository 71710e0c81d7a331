// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=192
// BUG: warp-specialised bilinear demosaic of an RGGB Bayer frame. Warps 0-1
// load 18-row bands of raw pixels into a double-buffered shared tile, warps
// 2-5 interpolate. FULL hand-over is named barrier 1 (loaders bar.arrive,
// interpolators bar.sync), EMPTY is barrier 2 the other way. The loaders were
// one warp at first (32 + 128 = 160 threads); the second loader warp was
// added and the interpolators' count updated to 192, but the loaders still
// arrive with 160: one id, two counts, undefined behaviour (PTX ISA barrier).
#define BAND 16
__global__ void __launch_bounds__(192)
demosaic_ws(const unsigned short *__restrict__ raw, uchar4 *__restrict__ rgb, int W, int H, int bands_per_block) {
  __shared__ unsigned short tile[2][BAND + 2][130];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int x0 = blockIdx.x * 128;
  if (warp < 2) {
    for (int b = 0; b < bands_per_block; ++b) {
      const int buf = b & 1, y0 = (blockIdx.y * bands_per_block + b) * BAND;
      if (b >= 2) asm volatile("bar.sync 2, 192;" ::: "memory");
      for (int i = warp * 32 + lane; i < (BAND + 2) * 130; i += 64) {
        const int r = i / 130, c = i % 130;
        const int gy = min(max(y0 + r - 1, 0), H - 1), gx = min(max(x0 + c - 1, 0), W - 1);
        tile[buf][r][c] = raw[gy * W + gx];
      }
      __threadfence_block();
      asm volatile("bar.arrive 1, 160;" ::: "memory");
    }
    return;
  }
  const int tx = threadIdx.x - 64;
  for (int b = 0; b < bands_per_block; ++b) {
    const int buf = b & 1, y0 = (blockIdx.y * bands_per_block + b) * BAND;
    asm volatile("bar.sync 1, 192;" ::: "memory");
    for (int r = 1; r <= BAND; ++r) {
      const int c = tx + 1, y = y0 + r - 1, x = x0 + tx;
      const unsigned short (*t)[130] = tile[buf];
      const float cross = 0.25f * (t[r - 1][c] + t[r + 1][c] + t[r][c - 1] + t[r][c + 1]);
      const float diag = 0.25f * (t[r - 1][c - 1] + t[r - 1][c + 1] + t[r + 1][c - 1] + t[r + 1][c + 1]);
      const float hor = 0.5f * (t[r][c - 1] + t[r][c + 1]), ver = 0.5f * (t[r - 1][c] + t[r + 1][c]);
      const float v = t[r][c];
      float R, G, B;
      if ((y & 1) == 0 && (x & 1) == 0) { R = v; G = cross; B = diag; }
      else if ((y & 1) == 1 && (x & 1) == 1) { R = diag; G = cross; B = v; }
      else if ((y & 1) == 0) { R = hor; G = v; B = ver; }
      else { R = ver; G = v; B = hor; }
      if (x < W && y < H)
        rgb[y * W + x] = make_uchar4(min(R, 4095.f) / 16, min(G, 4095.f) / 16, min(B, 4095.f) / 16, 255);
    }
    if (b + 2 < bands_per_block) asm volatile("bar.arrive 2, 192;" ::: "memory");
  }
}
