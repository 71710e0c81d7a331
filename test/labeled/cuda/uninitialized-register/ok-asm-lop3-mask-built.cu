// EXPECT: clean
// The bit-select with lop3 where the mask register is built by the shl.
__global__ void merge_bits(const unsigned *a, const unsigned *b, unsigned *out,
                           unsigned shift) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned r;
  asm("{\n\t.reg .b32 m;\n\t"
      "shl.b32 m, 0xffff, %3;\n\t"
      "lop3.b32 %0, m, %1, %2, 0xCA;\n\t}"
      : "=r"(r)
      : "r"(a[i]), "r"(b[i]), "r"(shift));
  out[i] = r;
}
