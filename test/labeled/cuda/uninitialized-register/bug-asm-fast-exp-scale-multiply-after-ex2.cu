// EXPECT: uninitialized-register
// ARCHS: sm_80 sm_75 sm_90
// Fused softmax numerator with a hand-written fast exp: exp(x) is
// ex2(x * log2(e)) through a scratch register. Bug: after a refactor the two
// instructions are in the wrong order: ex2.approx reads the scratch `t`
// before mul.ftz writes it, so every exponent comes from a stale register
// (and the multiply's result is dead).
__device__ __forceinline__ float fast_exp(float x) {
  float r;
  asm("{\n\t.reg .f32 t;\n\t"
      "ex2.approx.ftz.f32 %0, t;\n\t"
      "mul.ftz.f32 t, %1, 0f3FB8AA3B;\n\t}"
      : "=f"(r)
      : "f"(x));
  return r;
}
__global__ void softmax_numerator(const float *__restrict__ logits, const float *__restrict__ rowmax,
                                  float *__restrict__ p, int cols) {
  const int row = blockIdx.y;
  for (int c = blockIdx.x * blockDim.x + threadIdx.x; c < cols; c += gridDim.x * blockDim.x)
    p[(size_t)row * cols + c] = fast_exp(logits[(size_t)row * cols + c] - rowmax[row]);
}
