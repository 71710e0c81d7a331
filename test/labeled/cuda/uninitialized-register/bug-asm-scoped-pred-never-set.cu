// EXPECT: uninitialized-register
// A branch-free ReLU-with-bias in inline PTX: the scoped predicate p guards
// the two movs, but the setp that should compute it was lost in an edit, so
// both guards read a predicate no path writes.
__global__ void bias_relu(const float *x, const float *bias, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float r;
  asm("{\n\t"
      ".reg .pred p;\n\t"
      ".reg .f32 s;\n\t"
      "add.f32 s, %1, %2;\n\t"
      "@p mov.f32 %0, s;\n\t"
      "@!p mov.f32 %0, 0f00000000;\n\t"
      "}"
      : "=f"(r)
      : "f"(x[i]), "f"(bias[i % 128]));
  y[i] = r;
}
