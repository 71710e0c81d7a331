// EXPECT: clean
// ARCHS: sm_80 sm_75 sm_90
// Piecewise GELU approximation in inline PTX for an fp32 epilogue: below -4
// the result is 0, above 4 it is x, in between a tanh-based polynomial. Both
// region tests are predicated branches (@lo to the low region, @hi to the
// high region), so the middle region is reached by every |x| <= 4 and each
// region ends with a branch to the shared exit label. Near miss of an
// unconditional branch over the middle region.
__device__ __forceinline__ float gelu_piecewise(float x) {
  float r;
  asm("{\n\t.reg .pred lo, hi;\n\t.reg .f32 x3, u, th;\n\t"
      "setp.lt.f32 lo, %1, 0fC0800000;\n\t"
      "setp.gt.f32 hi, %1, 0f40800000;\n\t"
      "@lo bra GELU_LOW%=;\n\t"
      "@hi bra GELU_HIGH%=;\n\t"
      "mul.f32 x3, %1, %1;\n\t"
      "mul.f32 x3, x3, %1;\n\t"
      "fma.rn.f32 u, x3, 0f3D372713, %1;\n\t"
      "mul.f32 u, u, 0f3F4C422A;\n\t"
      "tanh.approx.f32 th, u;\n\t"
      "add.f32 th, th, 0f3F800000;\n\t"
      "mul.f32 th, th, %1;\n\t"
      "mul.f32 %0, th, 0f3F000000;\n\t"
      "bra.uni GELU_DONE%=;\n"
      "GELU_LOW%=:\n\t"
      "mov.f32 %0, 0f00000000;\n\t"
      "bra.uni GELU_DONE%=;\n"
      "GELU_HIGH%=:\n\t"
      "mov.f32 %0, %1;\n"
      "GELU_DONE%=:\n\t}"
      : "=f"(r)
      : "f"(x));
  return r;
}
__global__ void bias_gelu(float *__restrict__ y, const float *__restrict__ bias, int cols, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    y[i] = gelu_piecewise(y[i] + bias[i % cols]);
}
