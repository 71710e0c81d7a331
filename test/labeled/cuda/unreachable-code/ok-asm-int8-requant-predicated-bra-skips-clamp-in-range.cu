// EXPECT: clean
// Int8 requantisation with an inline-PTX clamp that is skipped only when the
// value is already in range: `@p bra` keeps the min/max reachable.
__device__ __forceinline__ int requant_ok(int acc, float scale) {
  int r;
  asm("{\n\t"
      ".reg .f32 f;\n\t"
      ".reg .s32 v, b;\n\t"
      ".reg .pred p;\n\t"
      "cvt.rn.f32.s32 f, %1;\n\t"
      "mul.f32 f, f, %2;\n\t"
      "cvt.rni.s32.f32 v, f;\n\t"
      "add.s32 b, v, 128;\n\t"
      "setp.lt.u32 p, b, 256;\n\t"
      "@p bra DONE_%=;\n\t"
      "min.s32 v, v, 127;\n\t"
      "max.s32 v, v, -128;\n\t"
      "DONE_%=:\n\t"
      "mov.b32 %0, v;\n\t"
      "}"
      : "=r"(r)
      : "r"(acc), "f"(scale));
  return r;
}
__global__ void requant_rows_ok(const int *acc, const float *scale, signed char *out, int cols) {
  const int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c < cols)
    out[(size_t)blockIdx.y * cols + c] = (signed char)requant_ok(acc[(size_t)blockIdx.y * cols + c], scale[c]);
}
