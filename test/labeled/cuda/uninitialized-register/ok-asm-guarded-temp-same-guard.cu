// EXPECT: clean
// Inline PTX where a scratch register is written and read under the same
// predicate (the other path writes the output directly): the guarded write
// counts as a write.
__global__ void clamp_scale(const float *x, float *y, float lim, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float r;
  asm("{\n\t"
      ".reg .pred big;\n\t"
      ".reg .f32 t;\n\t"
      "setp.gt.f32 big, %1, %2;\n\t"
      "@big sub.f32 t, %1, %2;\n\t"
      "@big fma.rn.f32 %0, t, 0f3DCCCCCD, %2;\n\t"
      "@!big mov.f32 %0, %1;\n\t"
      "}"
      : "=f"(r)
      : "f"(x[i]), "f"(lim));
  y[i] = r;
}
