// EXPECT: uninitialized-register
// PTXLINT-ARGS: --block-dim=256
// BUG: k-mer counting (k = 15) into a global hash table: each thread packs
// the 15 bases at its position two bits each with inline-PTX `bfi` into a
// 32-bit word. The word is declared without a value ("every bit gets
// written"), but 15 bases fill only bits 0-29: the two top bits of the
// packed k-mer, hashed and compared as the key, are whatever the register
// held. Every write of `packed` is a bfi that reads it first.
#include <cstdint>
constexpr int K = 15;
__device__ __forceinline__ uint32_t mix32(uint32_t x) { x ^= x >> 16; x *= 0x7feb352du; x ^= x >> 15; x *= 0x846ca68bu; return x ^ (x >> 16); }
__global__ void __launch_bounds__(256)
count_kmers(const uint8_t *__restrict__ codes, int len, uint32_t *__restrict__ tkeys, uint32_t *__restrict__ tcounts,
            uint32_t cap_mask) {
  const int pos = blockIdx.x * blockDim.x + threadIdx.x;
  if (pos + K > len) return;
  uint32_t packed;
  bool clean = true;
  #pragma unroll
  for (int j = 0; j < K; ++j) {
    const uint32_t b = codes[pos + j];  // 0..3 = ACGT, 4 = N
    clean &= b < 4;
    asm("bfi.b32 %0, %1, %0, %2, 2;" : "+r"(packed) : "r"(b), "r"(2 * (K - 1 - j)));
  }
  if (!clean) return;
  uint32_t h = mix32(packed) & cap_mask;
  for (int probe = 0; probe <= (int)cap_mask; ++probe) {
    const uint32_t prev = atomicCAS(&tkeys[h], 0xffffffffu, packed);
    if (prev == 0xffffffffu || prev == packed) { atomicAdd(&tcounts[h], 1u); return; }
    h = (h + 1) & cap_mask;
  }
}
