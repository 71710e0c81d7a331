// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: RoIAlign (7x7 bins, 2x2 samples) for a two-stage detector. The
// proposal records are padded to 8 floats {x1, y1, x2, y2, batch, score,
// level, pad}, so the four corners read with one float4 load at the start
// of a 32-byte record are always 16-byte aligned.
__global__ void __launch_bounds__(256)
roi_align_nchw(const float *__restrict__ feat, const float *__restrict__ rois, float *__restrict__ out,
               int C, int H, int W, float scale) {
  const int r = blockIdx.x, t = threadIdx.x;
  const float *rec = rois + (size_t)r * 8;
  const float4 box = *reinterpret_cast<const float4 *>(rec + 0);
  const int b = (int)rec[4];
  const float x1 = box.x * scale, y1 = box.y * scale;
  const float bw = fmaxf(box.z * scale - x1, 1.f) / 7.f, bh = fmaxf(box.w * scale - y1, 1.f) / 7.f;
  for (int i = t; i < C * 49; i += 256) {
    const int c = i / 49, py = i % 49 / 7, px = i % 7;
    const float *f = feat + ((size_t)b * C + c) * H * W;
    float acc = 0.f;
    for (int sy = 0; sy < 2; ++sy)
      for (int sx = 0; sx < 2; ++sx) {
        const float y = fminf(fmaxf(y1 + (py + (sy + 0.5f) * 0.5f) * bh, 0.f), H - 1.f);
        const float x = fminf(fmaxf(x1 + (px + (sx + 0.5f) * 0.5f) * bw, 0.f), W - 1.f);
        const int y0 = (int)y, x0 = (int)x, y1i = min(y0 + 1, H - 1), x1i = min(x0 + 1, W - 1);
        const float ly = y - y0, lx = x - x0;
        acc += (1.f - ly) * ((1.f - lx) * f[y0 * W + x0] + lx * f[y0 * W + x1i]) +
               ly * ((1.f - lx) * f[y1i * W + x0] + lx * f[y1i * W + x1i]);
      }
    out[((size_t)r * C + c) * 49 + py * 7 + px] = acc * 0.25f;
  }
}
