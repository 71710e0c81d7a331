// EXPECT: uninitialized-register
// Inserting an 8-bit tag into bits 8..15 of a packed word: the asm inserts
// into a scratch register that was meant to hold the old word (%2), so the
// other 24 bits come from a register nothing wrote.
__global__ void set_tag(unsigned *words, const unsigned char *tags) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned w = words[i], r;
  asm("{\n\t.reg .b32 base;\n\t"
      "bfi.b32 %0, %1, base, 8, 8;\n\t}"
      : "=r"(r) : "r"((unsigned)tags[i]), "r"(w));
  words[i] = r;
}
