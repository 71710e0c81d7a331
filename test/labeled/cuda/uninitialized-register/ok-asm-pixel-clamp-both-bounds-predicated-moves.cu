// EXPECT: clean
// Bilateral-filter output stage: the clamp to [lo, hi] written with predicated
// moves only. `x` is written by the pair `@below mov` / `@!below mov`, which
// between them cover every path (guarded writes), and the second pair refines
// it against the upper bound.
__device__ __forceinline__ int clamp_px(int v, int lo, int hi) {
  int r;
  asm("{\n\t"
      ".reg .pred below, above;\n\t"
      ".reg .s32 x;\n\t"
      "setp.lt.s32 below, %1, %2;\n\t"
      "@below mov.s32 x, %2;\n\t"
      "@!below mov.s32 x, %1;\n\t"
      "setp.gt.s32 above, x, %3;\n\t"
      "@above mov.s32 x, %3;\n\t"
      "mov.s32 %0, x;\n\t"
      "}"
      : "=r"(r)
      : "r"(v), "r"(lo), "r"(hi));
  return r;
}

__global__ void bilateral_row(const unsigned short *in, unsigned short *out, int w, int maxval) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  if (x < 2 || x >= w - 2)
    return;
  int c = in[x];
  int sum = 0, wsum = 0;
#pragma unroll
  for (int d = -2; d <= 2; ++d) {
    int v = in[x + d];
    int wgt = 64 - min(63, abs(v - c) >> 4) - abs(d) * 4;
    sum += wgt * v;
    wsum += wgt;
  }
  out[x] = (unsigned short)clamp_px(sum / wsum, 0, maxval);
}
