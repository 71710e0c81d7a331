// EXPECT: clean
// Bit-field merge and rotate in inline PTX whose scratch registers are all
// written before they are read: lop3 (0xCA: (m & a) | (~m & b)) merges, shf
// rotates, and the output is written by a predicated pair of movs that
// between them cover both outcomes of the predicate.
__global__ void merge_bits(const unsigned *a, const unsigned *b, const unsigned *m, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned r;
  asm("{\n\t.reg .b32 t, u;\n\t.reg .pred p;\n\t"
      "lop3.b32 t, %1, %2, %3, 0xCA;\n\t"
      "shf.l.wrap.b32 u, t, t, 7;\n\t"
      "setp.ne.u32 p, %1, 0;\n\t"
      "@p mov.b32 %0, u;\n\t"
      "@!p mov.b32 %0, t;\n\t}"
      : "=r"(r)
      : "r"(m[i]), "r"(a[i]), "r"(b[i]));
  out[i] = r;
}
