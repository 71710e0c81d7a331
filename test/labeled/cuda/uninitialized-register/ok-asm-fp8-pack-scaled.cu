// EXPECT: clean
// ARCHS: sm_90 sm_90a
// FP8 (e4m3) quantisation of pairs: both inputs are scaled into lo and hi
// scratch registers and packed with one cvt (hi goes in the upper byte).
__global__ void quant_e4m3_ok(const float2 *x, unsigned short *q, float scale, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float2 v = x[i];
  unsigned short r;
  asm("{\n\t"
      ".reg .f32 lo, hi;\n\t"
      "mul.f32 lo, %1, %3;\n\t"
      "mul.f32 hi, %2, %3;\n\t"
      "cvt.rn.satfinite.e4m3x2.f32 %0, hi, lo;\n\t"
      "}"
      : "=h"(r)
      : "f"(v.x), "f"(v.y), "f"(scale));
  q[i] = r;
}
