// EXPECT: clean
// The tag insert with the word as a read-write operand ("+r") and a scratch
// register that is written by bfe before bfi reads it.
__global__ void set_tag_ok(unsigned *words, const unsigned *tags) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned w = words[i];
  asm("{\n\t.reg .b32 t;\n\t"
      "bfe.u32 t, %1, 0, 8;\n\t"
      "bfi.b32 %0, t, %0, 8, 8;\n\t}"
      : "+r"(w) : "r"(tags[i]));
  words[i] = w;
}
