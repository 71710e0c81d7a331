// EXPECT: clean
// Inline PTX that writes a scratch register under complementary predicates
// (@p and @!p) before reading it: every path writes it.
__global__ void clamp_sel(const int *x, int *y, int lo) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = x[i], r;
  asm("{\n\t.reg .pred p;\n\t.reg .b32 t;\n\t"
      "setp.lt.s32 p, %1, %2;\n\t"
      "@p mov.b32 t, %2;\n\t"
      "@!p mov.b32 t, %1;\n\t"
      "add.s32 %0, t, 1;\n\t}"
      : "=r"(r)
      : "r"(v), "r"(lo));
  y[i] = r;
}
