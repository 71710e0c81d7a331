// EXPECT: clean
// An if/else written with branches in inline PTX: the scratch register is
// set on each arm before the join reads it.
__global__ void abs_diff(const int *a, const int *b, int *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int r;
  asm("{\n\t.reg .s32 t;\n\t.reg .pred p;\n\t"
      "setp.lt.s32 p, %1, %2;\n\t"
      "@p bra $Lless;\n\t"
      "sub.s32 t, %1, %2;\n\t"
      "bra.uni $Ljoin;\n"
      "$Lless:\n\t"
      "sub.s32 t, %2, %1;\n"
      "$Ljoin:\n\t"
      "mov.s32 %0, t;\n\t}"
      : "=r"(r) : "r"(a[i]), "r"(b[i]));
  out[i] = r;
}
