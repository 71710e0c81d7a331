// EXPECT: uninitialized-register
// An out-of-line dot-product helper in inline PTX: its scratch accumulator
// `acc` is declared in the asm block but the first fma reads it before any
// instruction sets it (the `mov.f32 acc, 0f00000000;` was left out).
__device__ __noinline__ float dot3(const float *a, const float *b) {
  float r;
  asm("{\n\t.reg .f32 acc;\n\t"
      "fma.rn.f32 acc, %1, %4, acc;\n\t"
      "fma.rn.f32 acc, %2, %5, acc;\n\t"
      "fma.rn.f32 acc, %3, %6, acc;\n\t"
      "mov.f32 %0, acc;\n\t}"
      : "=f"(r)
      : "f"(a[0]), "f"(a[1]), "f"(a[2]), "f"(b[0]), "f"(b[1]), "f"(b[2]));
  return r;
}
__global__ void dots(const float *a, const float *b, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = dot3(a + 3 * i, b + 3 * i);
}
