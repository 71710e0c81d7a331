// EXPECT: unreachable-code
// A countdown loop in inline PTX whose exit branch targets the loop head
// instead of the loop end, so the code after the loop is dead.
__global__ void countdown(const unsigned *in, unsigned *out) {
  unsigned n = in[threadIdx.x] & 7, acc;
  asm volatile("{\n\t.reg .pred p;\n\tmov.u32 %0, 0;\n"
               "$Lhead:\n\tsetp.eq.u32 p, %1, 0;\n\t@p bra $Lhead;\n\t"
               "add.u32 %0, %0, %1;\n\tsub.u32 %1, %1, 1;\n\tbra $Lhead;\n\t"
               "shl.b32 %0, %0, 1;\n\t}"
               : "=r"(acc), "+r"(n));
  out[threadIdx.x] = acc;
}
