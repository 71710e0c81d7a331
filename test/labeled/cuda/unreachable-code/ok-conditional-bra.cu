// EXPECT: clean
// The select written correctly: both paths reachable.
__global__ void inc_nonzero_ok(const unsigned *in, unsigned *out) {
  unsigned x = in[threadIdx.x], y;
  asm("{\n\t.reg .pred p;\n\tsetp.eq.u32 p, %1, 0;\n\t@p bra $Lzero;\n\t"
      "add.u32 %0, %1, 1;\n\tbra $Ldone;\n"
      "$Lzero:\n\tmov.u32 %0, 0;\n"
      "$Ldone:\n\t}"
      : "=r"(y) : "r"(x));
  out[threadIdx.x] = y;
}
