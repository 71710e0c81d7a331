// EXPECT: unreachable-code
// ARCHS: sm_80 sm_75 sm_90
// Piecewise GELU approximation in inline PTX for an fp32 epilogue: below -4
// the result is 0, above 4 it is x, in between a tanh-based polynomial. The
// asm branches to the low region, else to the high region, else falls into
// the middle region. Bug: while reordering the regions the author turned the
// branch to the high region into an unconditional `bra.uni` (and dropped the
// label of the middle region), so the polynomial is never executed: every
// |x| < 4 is returned unchanged.
__device__ __forceinline__ float gelu_piecewise(float x) {
  float r;
  asm("{\n\t.reg .pred lo;\n\t.reg .f32 x3, u, th;\n\t"
      "setp.lt.f32 lo, %1, 0fC0800000;\n\t"
      "@lo bra GELU_LOW%=;\n\t"
      "bra.uni GELU_HIGH%=;\n\t"
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
