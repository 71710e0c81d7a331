// EXPECT: unreachable-code
// Hand-written select: the branch to the zero case lost its predicate, so the
// non-zero path is unreachable.
__global__ void inc_nonzero(const unsigned *in, unsigned *out) {
  unsigned x = in[threadIdx.x], y;
  asm("{\n\t.reg .pred p;\n\tsetp.eq.u32 p, %1, 0;\n\tbra $Lzero;\n\t"
      "add.u32 %0, %1, 1;\n\tbra $Ldone;\n"
      "$Lzero:\n\tmov.u32 %0, 0;\n"
      "$Ldone:\n\t}"
      : "=r"(y) : "r"(x));
  out[threadIdx.x] = y;
}
