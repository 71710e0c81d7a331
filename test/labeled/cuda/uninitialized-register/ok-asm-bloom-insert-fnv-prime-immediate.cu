// EXPECT: clean
// Bloom filter insert with an inline-PTX FNV-1a byte step: the prime is an
// immediate operand of the multiply, nothing is read before it is written.
__device__ __forceinline__ unsigned fnv1a_byte(unsigned h, unsigned byte) {
  unsigned out;
  asm("{\n\t"
      ".reg .u32 x;\n\t"
      "xor.b32 x, %1, %2;\n\t"
      "mul.lo.u32 %0, x, 16777619;\n\t"
      "}"
      : "=r"(out)
      : "r"(h), "r"(byte));
  return out;
}
__global__ void bloom_insert(const unsigned long long *__restrict__ keys, int n,
                             unsigned *__restrict__ bits, unsigned nbits_mask, int k) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    unsigned long long key = keys[i];
    unsigned h = 2166136261u;
    for (int b = 0; b < 8; ++b)
      h = fnv1a_byte(h, (unsigned)(key >> (8 * b)) & 0xffu);
    const unsigned h2 = (h >> 16) | 1u;
    for (int j = 0; j < k; ++j) {
      const unsigned bit = (h + j * h2) & nbits_mask;
      atomicOr(&bits[bit >> 5], 1u << (bit & 31));
    }
  }
}
