// EXPECT: uninitialized-register
// Unpacking a bit field in inline PTX: the start position is computed into
// `pos`, but the field length register `len` (meant to be set from %2) is
// read by bfe without any write.
__global__ void unpack(const unsigned *words, const unsigned *field, unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned w = words[i], f = field[i], v;
  asm("{\n\t.reg .b32 pos, len;\n\t"
      "shl.b32 pos, %2, 2;\n\t"
      "bfe.u32 %0, %1, pos, len;\n\t}"
      : "=r"(v)
      : "r"(w), "r"(f), "r"(4u));
  out[i] = v;
}
