// EXPECT: uninitialized-register
// Asymmetric per-channel int8 dequantisation in inline PTX: the zero point
// arrives as an integer operand and should be converted into the scratch
// `zp` before `(q - zp) * scale`; the cvt writes `qf` twice (a copy-paste of
// the line above), so `sub.f32` reads `zp` before anything sets it.
__device__ __forceinline__ float dequant(int q, int zero_point, float scale) {
  float r;
  asm("{\n\t"
      ".reg .f32 qf, zp;\n\t"
      "cvt.rn.f32.s32 qf, %1;\n\t"
      "cvt.rn.f32.s32 qf, %2;\n\t"
      "sub.f32 qf, qf, zp;\n\t"
      "mul.f32 %0, qf, %3;\n\t"
      "}"
      : "=f"(r)
      : "r"(q), "r"(zero_point), "f"(scale));
  return r;
}
__global__ void dequant_asym(const signed char *w, const int *zp, const float *scale, float *out,
                             int cols) {
  const int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= cols)
    return;
  const int row = blockIdx.y;
  out[(size_t)row * cols + c] = dequant(w[(size_t)row * cols + c], zp[c], scale[c]);
}
