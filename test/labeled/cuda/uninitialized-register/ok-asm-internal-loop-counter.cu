// EXPECT: clean
// An inline-PTX polynomial (Horner) with its own loop: the scoped counter
// and accumulator are set before the loop label, so every path into the
// loop body has written them.
__global__ void horner(const float *x, const float *coef, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float r;
  asm("{\n\t"
      ".reg .u32 k;\n\t"
      ".reg .u64 p;\n\t"
      ".reg .f32 c, acc;\n\t"
      ".reg .pred more;\n\t"
      "mov.u32 k, 0;\n\t"
      "mov.f32 acc, 0f00000000;\n\t"
      "mov.u64 p, %2;\n"
      "LOOP_%=:\n\t"
      "ld.global.f32 c, [p];\n\t"
      "fma.rn.f32 acc, acc, %1, c;\n\t"
      "add.u64 p, p, 4;\n\t"
      "add.u32 k, k, 1;\n\t"
      "setp.lt.u32 more, k, 8;\n\t"
      "@more bra LOOP_%=;\n\t"
      "mov.f32 %0, acc;\n\t"
      "}"
      : "=f"(r)
      : "f"(x[i]), "l"(coef));
  y[i] = r;
}
