// EXPECT: unreachable-code
// A three-way dispatch in inline PTX: the second compare branches to the
// first case's label (a copy-paste slip), so the block for opcode 1 sits
// after an unconditional branch with nothing jumping to it.
__global__ void alu(const unsigned *op, const unsigned *a, const unsigned *b, unsigned *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned r;
  asm("{\n\t.reg .pred p;\n\t"
      "setp.eq.u32 p, %1, 0;\n\t@p bra $Ladd;\n\t"
      "setp.eq.u32 p, %1, 1;\n\t@p bra $Ladd;\n\t"
      "xor.b32 %0, %2, %3;\n\tbra.uni $Ldone;\n"
      "$Lsub:\n\tsub.u32 %0, %2, %3;\n\tbra.uni $Ldone;\n"
      "$Ladd:\n\tadd.u32 %0, %2, %3;\n"
      "$Ldone:\n\t}"
      : "=r"(r) : "r"(op[i]), "r"(a[i]), "r"(b[i]));
  out[i] = r;
}
