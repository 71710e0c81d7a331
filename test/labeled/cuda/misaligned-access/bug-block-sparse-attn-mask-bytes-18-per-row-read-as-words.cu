// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=128
// Block-sparse attention: the key-block mask is one byte per (query block,
// key block), 18 key blocks per row. Each warp reads its query block's row
// four bytes at a time as uint32_t words; for an odd query block the row
// starts 18 bytes in, 2 bytes past a word boundary.
#include <cstdint>
constexpr int NKB = 18;
__global__ void sparse_attn_mask_words(const uint8_t *mask, int *live) {
  const int qb = blockIdx.x * 4 + threadIdx.x / 32, lane = threadIdx.x % 32;
  const uint8_t *row = mask + (size_t)qb * NKB;
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
