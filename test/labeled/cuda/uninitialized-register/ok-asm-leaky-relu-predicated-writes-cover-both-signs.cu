// EXPECT: clean
// ARCHS: sm_80 sm_75 sm_90
// Leaky-ReLU epilogue in inline asm: a scratch register `t` is written by
// two guarded instructions, @p mov for x > 0 and @!p mul for the rest, and
// then copied out. Each guarded write alone covers only some lanes, but
// together (p and !p) they write `t` on every path: the read is not of an
// unset register.
__device__ __forceinline__ float leaky_relu(float x, float slope) {
  float r;
  asm("{\n\t.reg .pred p;\n\t.reg .f32 t;\n\t"
      "setp.gt.f32 p, %1, 0f00000000;\n\t"
      "@p mov.f32 t, %1;\n\t"
      "@!p mul.f32 t, %1, %2;\n\t"
      "mov.f32 %0, t;\n\t}"
      : "=f"(r)
      : "f"(x), "f"(slope));
  return r;
}
__global__ void bias_leaky_relu(float *__restrict__ y, const float *__restrict__ bias, float slope,
                                int cols, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    y[i] = leaky_relu(y[i] + bias[i % cols], slope);
}
