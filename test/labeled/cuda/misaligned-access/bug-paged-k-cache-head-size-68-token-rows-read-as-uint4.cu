// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=128
// Paged K cache laid out [page][head][16 tokens][head_size] in half, with
// head size 68: a token row is 136 bytes, so the uint4 (8-half) loads of the
// odd tokens of a page start 8 bytes past a 16-byte boundary.
// The first 64 elements of each row are gathered into a dense buffer.
#include <cuda_fp16.h>
constexpr int HS = 68, TOK = 16;
__global__ void paged_k_gather_hs68(const int *page_table, const __half *k_cache, __half *k_out, int heads,
                    int max_pages) {
  const int head = blockIdx.y, seq = blockIdx.x;
  const int tok = threadIdx.x / 8, chunk = threadIdx.x % 8;
  const int page = page_table[seq * max_pages];
  const __half *src = k_cache + (((size_t)page * heads + head) * TOK + tok) * HS + chunk * 8;
  const uint4 v = *reinterpret_cast<const uint4 *>(src);
  *reinterpret_cast<uint4 *>(k_out + ((size_t)(seq * heads + head) * TOK + tok) * 64 +
                             chunk * 8) = v;
}
