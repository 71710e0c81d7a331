// EXPECT: uninitialized-register
// Hash-join build side: each thread hashes a 16-byte key with MurmurHash3
// (x86_32) written in inline PTX. The running hash `h` is declared in the asm
// block but never seeded from the seed operand (%5): the first `xor.b32 h, h,
// k` mixes in whatever the physical register held, so equal keys land in
// different buckets from run to run.
#include <cstdint>

__device__ __forceinline__ uint32_t murmur3_16(uint4 key, uint32_t seed) {
  uint32_t out;
  asm("{\n\t"
      ".reg .b32 h, k;\n\t"
#define MIX(W)                                                                  \
      "mul.lo.u32 k, " W ", 0xcc9e2d51;\n\t"                                    \
      "shf.l.wrap.b32 k, k, k, 15;\n\t"                                         \
      "mul.lo.u32 k, k, 0x1b873593;\n\t"                                        \
      "xor.b32 h, h, k;\n\t"                                                    \
      "shf.l.wrap.b32 h, h, h, 13;\n\t"                                         \
      "mad.lo.u32 h, h, 5, 0xe6546b64;\n\t"
      MIX("%1") // BUG: h is read here but the seed %5 was never moved into it
      MIX("%2")
      MIX("%3")
      MIX("%4")
#undef MIX
      "xor.b32 h, h, 16;\n\t"
      "shr.u32 k, h, 16;\n\t"
      "xor.b32 h, h, k;\n\t"
      "mul.lo.u32 h, h, 0x85ebca6b;\n\t"
      "shr.u32 k, h, 13;\n\t"
      "xor.b32 h, h, k;\n\t"
      "mul.lo.u32 h, h, 0xc2b2ae35;\n\t"
      "shr.u32 k, h, 16;\n\t"
      "xor.b32 %0, h, k;\n\t"
      "}"
      : "=r"(out)
      : "r"(key.x), "r"(key.y), "r"(key.z), "r"(key.w), "r"(seed));
  return out;
}

__global__ void build_hash_table(const uint4 *keys, int n, uint32_t seed, unsigned nbuckets,
                                 unsigned *bucket_counts, unsigned *bucket_of) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned b = murmur3_16(keys[i], seed) % nbuckets;
  bucket_of[i] = b;
  atomicAdd(&bucket_counts[b], 1u);
}
