// EXPECT: clean
// An indirect branch with every case in its table, the index range-checked
// before the dispatch; the out-of-range path has its own code.
__global__ void dispatch3(const unsigned *op, const unsigned *in, unsigned *out) {
  unsigned k = op[threadIdx.x], x = in[threadIdx.x], y;
  asm("{\n\t.reg .pred big;\n\tsetp.gt.u32 big, %2, 2;\n\t@big bra $Ldef;\n\t"
      "$Ltab3: .branchtargets $Lk0, $Lk1, $Lk2;\n\tbrx.idx %2, $Ltab3;\n"
      "$Lk0:\n\tadd.u32 %0, %1, 1;\n\tbra $Lfin;\n"
      "$Lk1:\n\tsub.u32 %0, %1, 1;\n\tbra $Lfin;\n"
      "$Lk2:\n\tshl.b32 %0, %1, 1;\n\tbra $Lfin;\n"
      "$Ldef:\n\tmov.u32 %0, 0;\n"
      "$Lfin:\n\t}"
      : "=r"(y) : "r"(x), "r"(k));
  out[threadIdx.x] = y;
}
