// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Signed int4 dequantisation in inline PTX: a nibble with bit 3 set branches
// to NEG, which sign-extends it (or with 0xfffffff0); the others jump over
// it to DONE. Both blocks are reachable.
__global__ void dequant_int4_ok(const unsigned* __restrict__ packed, const float* __restrict__ scale, float* __restrict__ w,
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
      "@neg bra NEG;\n\t"
      "bra DONE;\n\t"
      "NEG:\n\t"
      "or.b32 %0, t, 0xfffffff0;\n\t"
      "DONE:\n\t}"
      : "=r"(q)
      : "r"(word), "r"(sh));
  w[i] = q * scale[i >> 7];
}
