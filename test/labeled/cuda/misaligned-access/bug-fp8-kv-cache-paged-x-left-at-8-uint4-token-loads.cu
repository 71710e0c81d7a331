// EXPECT: misaligned-access
// vLLM-style paged key cache, layout [block][head][head_size / x][block_size][x]
// with x = 16 / sizeof(cache element), so that each token's x-element group
// is one 16-byte vector. BUG: when the cache element became fp8 (1 byte) the
// kernel kept kX = 8 from the fp16 version: a token's group is now 8 bytes,
// and the uint4 load of token tok's group starts at tok * 8 bytes: every odd
// token is only 8-byte aligned.
#include <cstdint>
constexpr int kHeadSize = 128, kBlockSize = 16, kHeads = 8;
constexpr int kX = 8;  // BUG: 16 / sizeof(uint8_t) == 16
__global__ void __launch_bounds__(128) qk_fp8(const uint8_t *__restrict__ k_cache,
                                              const int *__restrict__ block_table,
                                              const float *__restrict__ q,
                                              float *__restrict__ logits, float k_scale) {
  const int head = blockIdx.y, tok = threadIdx.x % kBlockSize, grp = threadIdx.x / kBlockSize;
  const int blk = block_table[blockIdx.x];
  const uint8_t *base = k_cache + ((size_t)blk * kHeads + head) * kHeadSize * kBlockSize;
  float acc = 0.f;
  for (int g = grp; g < kHeadSize / kX; g += 128 / kBlockSize) {
    const uint4 v = *reinterpret_cast<const uint4 *>(base + (g * kBlockSize + tok) * kX);
    const uint8_t *b = reinterpret_cast<const uint8_t *>(&v);
#pragma unroll
    for (int j = 0; j < 16; ++j)
      acc += (float)b[j] * k_scale * q[head * kHeadSize + (g * kX + j) % kHeadSize];
  }
  atomicAdd(&logits[(blockIdx.x * kHeads + head) * kBlockSize + tok], acc);
}
