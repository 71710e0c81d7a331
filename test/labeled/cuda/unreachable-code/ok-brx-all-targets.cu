// EXPECT: clean
// brx.idx with every case in its .branchtargets list.
__global__ void dispatch_ok(const unsigned *op, const unsigned *in, unsigned *out) {
  unsigned k = op[threadIdx.x] % 3, x = in[threadIdx.x], y;
  asm("{\n\t$Ltab: .branchtargets $Lc0, $Lc1, $Lc2;\n\tbrx.idx %2, $Ltab;\n"
      "$Lc0:\n\tadd.u32 %0, %1, 1;\n\tbra $Lend;\n"
      "$Lc1:\n\tsub.u32 %0, %1, 1;\n\tbra $Lend;\n"
      "$Lc2:\n\tshl.b32 %0, %1, 1;\n"
      "$Lend:\n\t}"
      : "=r"(y) : "r"(x), "r"(k));
  out[threadIdx.x] = y;
}
