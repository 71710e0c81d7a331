// EXPECT: unreachable-code
// Inline PTX with a block between an unconditional jump and its target that
// no branch targets: a mistyped label ($Lslow vs $Lslow2).
__global__ void fast_slow(const unsigned *in, unsigned *out) {
  unsigned x = in[threadIdx.x], y;
  asm("{\n\t.reg .pred p;\n\tsetp.lt.u32 p, %1, 16;\n\t@p bra $Lfast;\n\tbra $Lslow2;\n"
      "$Lslow:\n\tmul.lo.u32 %0, %1, %1;\n\tbra $Lend;\n"
      "$Lfast:\n\tshl.b32 %0, %1, 1;\n\tbra $Lend;\n"
      "$Lslow2:\n\tmov.u32 %0, 0;\n"
      "$Lend:\n\t}"
      : "=r"(y) : "r"(x));
  out[threadIdx.x] = y;
}
