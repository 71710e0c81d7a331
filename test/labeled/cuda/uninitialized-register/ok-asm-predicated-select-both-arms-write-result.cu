// EXPECT: clean
// Leaky-ReLU with a hand-written predicated select: the asm block sets the
// predicate and writes the result under @p and under @!p, so every lane
// writes %0 on exactly one of the two instructions before the caller uses it.
__global__ void leaky(const float *__restrict__ x, float *__restrict__ y, int n, float slope) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float r;
  asm("{\n\t.reg .pred p;\n\t.reg .f32 t;\n\t"
      "setp.gt.f32 p, %1, 0f00000000;\n\t"
      "mul.f32 t, %1, %2;\n\t"
      "@p mov.f32 %0, %1;\n\t"
      "@!p mov.f32 %0, t;\n\t}"
      : "=f"(r)
      : "f"(x[i]), "f"(slope));
  y[i] = r;
}
