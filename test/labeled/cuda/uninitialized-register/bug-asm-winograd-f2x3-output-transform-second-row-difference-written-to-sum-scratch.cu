// EXPECT: uninitialized-register
// BUG: Winograd F(2x2,3x3) output transform (A^T m A) with the 4-point
// column/row step in inline PTX: y0 = m0 + m1 + m2, y1 = m1 - m2 - m3. The
// difference m1 - m2 was written into the sum scratch `s` (copied from the
// line above) instead of `t`, so `sub.f32 %1, t, %5` reads a scratch
// register that no instruction of the block ever set.
__device__ __forceinline__ void at_step(float m0, float m1, float m2, float m3, float &y0, float &y1) {
  asm("{\n\t"
      ".reg .f32 s, t;\n\t"
      "add.f32 s, %2, %3;\n\t"
      "add.f32 %0, s, %4;\n\t"
      "sub.f32 s, %3, %4;\n\t" // BUG: meant t; t is never written
      "sub.f32 %1, t, %5;\n\t"
      "}"
      : "=f"(y0), "=f"(y1)
      : "f"(m0), "f"(m1), "f"(m2), "f"(m3));
}
__global__ void winograd_output(const float *__restrict__ M, const float *__restrict__ bias, float *__restrict__ out,
                                int K, int H, int W, int tiles_w, int ntiles) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int k = blockIdx.y;
  if (g >= ntiles)
    return;
  float m[16], r[8];
  for (int q = 0; q < 16; ++q)
    m[q] = M[((size_t)q * K + k) * ntiles + g];
  for (int c = 0; c < 4; ++c) // A^T m: 2 x 4
    at_step(m[c], m[4 + c], m[8 + c], m[12 + c], r[c], r[4 + c]);
  float y[4];
  at_step(r[0], r[1], r[2], r[3], y[0], y[1]); // (A^T m) A: 2 x 2
  at_step(r[4], r[5], r[6], r[7], y[2], y[3]);
  int oy = 2 * (g / tiles_w), ox = 2 * (g % tiles_w);
  float b = bias[k];
  for (int e = 0; e < 4; ++e) {
    int yy = oy + (e >> 1), xx = ox + (e & 1);
    if (yy < H && xx < W)
      out[((size_t)k * H + yy) * W + xx] = y[e] + b;
  }
}
