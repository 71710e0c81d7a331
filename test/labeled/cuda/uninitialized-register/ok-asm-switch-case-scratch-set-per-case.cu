// EXPECT: clean
// Activation selected by a switch, each case an inline-PTX snippet with its
// own scratch registers, each set in its own block before use (the leaky
// ReLU case loads its constant slope).
__global__ void activate(const float *__restrict__ x, float *__restrict__ y, int kind,
                         float alpha, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i], r;
  switch (kind) {
  case 0:
    asm("max.f32 %0, %1, 0f00000000;" : "=f"(r) : "f"(v));
    break;
  case 1: // PReLU
    asm("{\n\t.reg .f32 slope, neg;\n\t"
        "mov.f32 slope, %2;\n\t"
        "min.f32 neg, %1, 0f00000000;\n\t"
        "max.f32 %0, %1, 0f00000000;\n\t"
        "fma.rn.f32 %0, neg, slope, %0;\n\t}"
        : "=f"(r)
        : "f"(v), "f"(alpha));
    break;
  default: // leaky ReLU with slope 0.01
    asm("{\n\t.reg .f32 slope, neg;\n\t"
        "mov.f32 slope, 0f3C23D70A;\n\t"
        "min.f32 neg, %1, 0f00000000;\n\t"
        "max.f32 %0, %1, 0f00000000;\n\t"
        "fma.rn.f32 %0, neg, slope, %0;\n\t}"
        : "=f"(r)
        : "f"(v));
    break;
  }
  y[i] = r;
}
