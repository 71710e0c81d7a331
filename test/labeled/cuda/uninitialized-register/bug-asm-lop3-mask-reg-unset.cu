// EXPECT: uninitialized-register
// A bit-select with lop3 (0xCA: (a & m) | (b & ~m)) in inline PTX: the mask
// register m is declared and meant to be built from the shift amount, but
// the shl that builds it writes the output operand instead.
__global__ void merge_bits(const unsigned *a, const unsigned *b, unsigned *out,
                           unsigned shift) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned r;
  asm("{\n\t.reg .b32 m;\n\t"
      "shl.b32 %0, 0xffff, %3;\n\t"
      "lop3.b32 %0, m, %1, %2, 0xCA;\n\t}"
      : "=r"(r)
      : "r"(a[i]), "r"(b[i]), "r"(shift));
  out[i] = r;
}
