// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// OK: canonical Huffman decoder, one independent chunk per thread (chunk
// bit offsets from the encoder). The bit reader loads the two aligned 64-bit
// words that hold bits [pos, pos + 64) -- word pos >> 6 and the next one --
// and funnels them together by pos & 63 (a zero shift takes the first word
// alone): every load is at a multiple of 8 bytes of the 256-byte aligned
// stream, which the encoder pads by one word.
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
    const uint64_t *words = reinterpret_cast<const uint64_t *>(bits);
    const unsigned sh = (unsigned)(pos & 63);
    const uint64_t w0 = bswap64(words[pos >> 6]), w1 = bswap64(words[(pos >> 6) + 1]);
    const uint64_t win = sh ? (w0 << sh) | (w1 >> (64 - sh)) : w0;
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
