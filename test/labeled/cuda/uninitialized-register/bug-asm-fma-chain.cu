// EXPECT: uninitialized-register
// A Horner evaluation in inline PTX whose running value is a scratch
// register the first fma reads before anything sets it (the author meant to
// start from the leading coefficient).
__global__ void poly(const float *x, float *y, float c0, float c1, float c2) {
  float v = x[blockIdx.x * blockDim.x + threadIdx.x], r;
  asm("{\n\t.reg .f32 acc;\n\t"
      "fma.rn.f32 acc, acc, %1, %2;\n\t"
      "fma.rn.f32 acc, acc, %1, %3;\n\t"
      "fma.rn.f32 %0, acc, %1, %4;\n\t}"
      : "=f"(r) : "f"(v), "f"(c2), "f"(c1), "f"(c0));
  y[blockIdx.x * blockDim.x + threadIdx.x] = r;
}
