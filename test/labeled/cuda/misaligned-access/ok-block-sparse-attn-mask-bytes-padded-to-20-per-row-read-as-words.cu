// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Block-sparse attention: the key-block mask is one byte per (query block,
// key block), 18 key blocks per row padded to 20 bytes, so each query block's
// row starts on a word boundary and the uint32_t reads are aligned.
#include <cstdint>
constexpr int NKB = 18, PITCH = 20;
__global__ void sparse_attn_mask_words_ok(const uint8_t *mask, int *live) {
  const int qb = blockIdx.x * 4 + threadIdx.x / 32, lane = threadIdx.x % 32;
  const uint8_t *row = mask + (size_t)qb * PITCH;
  int n = 0;
  if (lane < NKB / 4) {
    const uint32_t w = *reinterpret_cast<const uint32_t *>(row + 4 * lane);
    n = __popc(w & 0x01010101u);
  }
  for (int o = 16; o; o >>= 1)
    n += __shfl_xor_sync(0xffffffffu, n, o);
  if (lane == 0)
    live[qb] = n + row[NKB - 2] + row[NKB - 1];
}
