// EXPECT: uninitialized-register
// 256-bit accumulation of per-thread 32-bit terms into a little-endian
// multiword counter, word by word. The author tried to carry between calls of
// the inline-PTX helper by keeping the carry in a register declared inside the
// asm block (BUG): each entry into the `{ }` block gets a fresh, unwritten
// `carry`, which the first instruction reads.
__device__ __forceinline__ unsigned add_word(unsigned a, unsigned b) {
  unsigned s;
  asm volatile("{\n\t"
               ".reg .u32 carry, z;\n\t"
               "add.u32 %0, %1, carry;\n\t"  // BUG: carry from the "previous call"
               "add.cc.u32 %0, %0, %2;\n\t"
               "mov.u32 z, 0;\n\t"
               "addc.u32 carry, z, 0;\n\t"
               "}"
               : "=r"(s)
               : "r"(a), "r"(b));
  return s;
}
__global__ void accumulate256(const unsigned *__restrict__ terms, unsigned *__restrict__ acc,
                              int nterms) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned w[8];
  for (int k = 0; k < 8; ++k) w[k] = acc[t * 8 + k];
  for (int i = 0; i < nterms; ++i) {
    const unsigned v = terms[(size_t)i * gridDim.x * blockDim.x + t];
#pragma unroll
    for (int k = 0; k < 8; ++k) w[k] = add_word(w[k], k == 0 ? v : 0u);
  }
  for (int k = 0; k < 8; ++k) acc[t * 8 + k] = w[k];
}
