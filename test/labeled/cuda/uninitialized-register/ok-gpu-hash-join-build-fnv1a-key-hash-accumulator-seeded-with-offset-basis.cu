// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Build phase of a GPU hash join (open addressing, linear probing). The
// 32-bit key is hashed with FNV-1a over its four bytes in one inline-PTX
// block whose accumulator `h` starts at the offset basis 2166136261; every
// later step reads the `h` the step before wrote.
__device__ __forceinline__ unsigned fnv1a32(unsigned key) {
  unsigned r;
  asm("{\n\t.reg .b32 h, b;\n\t"
      "mov.b32 h, 2166136261;\n\t"
      "and.b32 b, %1, 255;\n\t"
      "xor.b32 h, h, b;\n\t"
      "mul.lo.u32 h, h, 16777619;\n\t"
      "bfe.u32 b, %1, 8, 8;\n\t"
      "xor.b32 h, h, b;\n\t"
      "mul.lo.u32 h, h, 16777619;\n\t"
      "bfe.u32 b, %1, 16, 8;\n\t"
      "xor.b32 h, h, b;\n\t"
      "mul.lo.u32 h, h, 16777619;\n\t"
      "shr.u32 b, %1, 24;\n\t"
      "xor.b32 h, h, b;\n\t"
      "mul.lo.u32 %0, h, 16777619;\n\t}"
      : "=r"(r) : "r"(key));
  return r;
}
__global__ void __launch_bounds__(256)
hash_join_build(const unsigned *__restrict__ keys, const unsigned *__restrict__ vals,
                unsigned *__restrict__ tkeys, unsigned *__restrict__ tvals,
                unsigned mask, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const unsigned k = keys[i];
  unsigned slot = fnv1a32(k) & mask;
  for (;;) {
    const unsigned prev = atomicCAS(&tkeys[slot], 0xffffffffu, k);
    if (prev == 0xffffffffu || prev == k) { tvals[slot] = vals[i]; break; }
    slot = (slot + 1) & mask;
  }
}
