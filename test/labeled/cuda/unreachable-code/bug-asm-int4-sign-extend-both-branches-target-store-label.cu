// EXPECT: unreachable-code
// PTXLINT-ARGS: --block-dim=256
// Signed int4 dequantisation in inline PTX: a nibble with bit 3 set must be
// sign-extended (or with 0xfffffff0) before scaling. The branch on the sign
// bit jumps to the store label and so does the unconditional branch after it
// (BUG: the first should target NEG): the sign-extension block is never
// reached, and negative weights decode as 8..15.
__global__ void dequant_int4(const unsigned* __restrict__ packed, const float* __restrict__ scale, float* __restrict__ w,
                             int n) {
  const int i = blockIdx.x * 256 + threadIdx.x;
  if (i >= n) return;
  const unsigned word = packed[i >> 3];
  const int sh = (i & 7) * 4;
  int q;
  asm("{\n\t.reg .pred neg;\n\t.reg .u32 t, sb;\n\t"
      "bfe.u32 t, %1, %2, 4;\n\t"
      "and.b32 sb, t, 8;\n\t"
      "setp.ne.u32 neg, sb, 0;\n\t"
      "mov.u32 %0, t;\n\t"
      "@neg bra DONE;\n\t"
      "bra DONE;\n\t"
      "NEG:\n\t"
      "or.b32 %0, t, 0xfffffff0;\n\t"
      "DONE:\n\t}"
      : "=r"(q)
      : "r"(word), "r"(sh));
  w[i] = q * scale[i >> 7];
}
