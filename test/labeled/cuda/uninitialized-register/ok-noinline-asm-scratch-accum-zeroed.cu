// EXPECT: clean
// The out-of-line inline-PTX dot-product helper with its scratch accumulator
// set by the first instruction (a plain mul) before the fmas read it.
__device__ __noinline__ float dot3(const float *a, const float *b) {
  float r;
  asm("{\n\t.reg .f32 acc;\n\t"
      "mul.rn.f32 acc, %1, %4;\n\t"
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
