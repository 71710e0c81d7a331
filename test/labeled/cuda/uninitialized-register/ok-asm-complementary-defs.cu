// EXPECT: clean
// A scratch register written under complementary predicates (@p / @!p), so
// every path sets it before the read.
__global__ void pick(const unsigned *a, const unsigned *b, unsigned *out, unsigned limit) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x, x = a[i], y = b[i], r;
  asm("{\n\t.reg .pred p;\n\t.reg .u32 t;\n\t"
      "setp.lt.u32 p, %1, %3;\n\t"
      "@p mov.u32 t, %1;\n\t"
      "@!p mov.u32 t, %2;\n\t"
      "add.u32 %0, t, 1;\n\t}"
      : "=r"(r) : "r"(x), "r"(y), "r"(limit));
  out[i] = r;
}
