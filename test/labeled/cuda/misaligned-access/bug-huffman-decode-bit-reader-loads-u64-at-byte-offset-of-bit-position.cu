// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=128
// BUG: canonical Huffman decoder, one independent chunk per thread (chunk
// bit offsets from the encoder). The bit reader refills a 64-bit window with
// `*(const uint64_t *)(bits + (pos >> 3))` and shifts off `pos & 7`: a
// 64-bit load at an arbitrary byte address, aligned only when the chunk's
// bit position happens to be a multiple of 64.
#include <cstdint>
struct HuffTable {
  uint16_t first_code[17];
  uint16_t first_index[17];
  uint8_t symbols[256];
};
__device__ __forceinline__ uint64_t bswap64(uint64_t x) {
  const unsigned lo = (unsigned)x, hi = (unsigned)(x >> 32);
  return ((uint64_t)__byte_perm(lo, 0, 0x0123) << 32) | __byte_perm(hi, 0, 0x0123);
}
__global__ void __launch_bounds__(128)
huff_decode(const uint8_t *__restrict__ bits, const unsigned long long *__restrict__ chunk_bit,
            const int *__restrict__ chunk_syms, const HuffTable *__restrict__ tab,
            uint8_t *__restrict__ out, const int *__restrict__ out_off, int nchunks) {
  __shared__ HuffTable t;
  for (int i = threadIdx.x; i < (int)sizeof(HuffTable); i += blockDim.x)
    reinterpret_cast<uint8_t *>(&t)[i] = reinterpret_cast<const uint8_t *>(tab)[i];
  __syncthreads();
  const int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= nchunks) return;
  unsigned long long pos = chunk_bit[c];
  uint8_t *dst = out + out_off[c];
  for (int s = 0; s < chunk_syms[c]; ++s) {
    const uint64_t win = bswap64(*reinterpret_cast<const uint64_t *>(bits + (pos >> 3))) << (pos & 7);
    unsigned code = 0;
    int len = 1;
    for (; len <= 16; ++len) {
      code = (unsigned)(win >> (64 - len));
      if (code - t.first_code[len] < (unsigned)(t.first_index[len + 1 > 16 ? 16 : len + 1] - t.first_index[len]))
        break;
    }
    dst[s] = t.symbols[t.first_index[len] + code - t.first_code[len]];
    pos += len;
  }
}
