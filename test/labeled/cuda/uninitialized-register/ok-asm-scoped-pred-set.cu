// EXPECT: clean
// Branch-free ReLU-with-bias in inline PTX: a scoped predicate set by setp
// chooses between the biased value and zero with two guarded movs.
__global__ void bias_relu_ok(const float *x, const float *bias, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float r;
  asm("{\n\t"
      ".reg .pred p;\n\t"
      ".reg .f32 s;\n\t"
      "add.f32 s, %1, %2;\n\t"
      "setp.gt.f32 p, s, 0f00000000;\n\t"
      "@p mov.f32 %0, s;\n\t"
      "@!p mov.f32 %0, 0f00000000;\n\t"
      "}"
      : "=f"(r)
      : "f"(x[i]), "f"(bias[i % 128]));
  y[i] = r;
}
