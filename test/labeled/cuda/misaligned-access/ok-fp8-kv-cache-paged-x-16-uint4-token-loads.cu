// EXPECT: clean
// The paged fp8 key cache read with the right vector width: x = 16 /
// sizeof(uint8_t) = 16 elements per token group, so each token's group is
// one 16-byte vector at (g * block_size + tok) * 16 bytes from a cache block
// whose size (head_size * block_size = 2048 bytes) keeps every block and
// head 16-byte aligned.
#include <cstdint>
constexpr int kHeadSize = 128, kBlockSize = 16, kHeads = 8;
constexpr int kX = 16 / sizeof(uint8_t);
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
      acc += (float)b[j] * k_scale * q[head * kHeadSize + g * kX + j];
  }
  atomicAdd(&logits[(blockIdx.x * kHeads + head) * kBlockSize + tok], acc);
}
