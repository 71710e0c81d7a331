// EXPECT: clean
// OK: the paged KV-cache gather with the block-table entry loaded into the
// same scratch (`page`) that the address arithmetic reads.

#include <cuda_fp16.h>
constexpr int kPageTokens = 16, kHeadDim = 128;
// Address of token `tok` of a paged KV cache: the page comes from the block table.
__device__ __forceinline__ const uint4 *kv_token_ptr(const __half *cache, const int *table_row, int tok) {
  const uint4 *p;
  asm("{\n\t"
      ".reg .u32 page, in_page;\n\t"
      ".reg .u64 off;\n\t"
      "ld.global.nc.u32 page, [%1];\n\t"
      "and.b32 in_page, %2, 15;\n\t"
      "mad.lo.u32 page, page, 16, in_page;\n\t"
      "mul.wide.u32 off, page, 256;\n\t"
      "add.u64 %0, %3, off;\n\t"
      "}"
      : "=l"(p) : "l"(table_row + (tok >> 4)), "r"(tok), "l"(cache));
  return p;
}
// Gather a sequence's K vectors into a contiguous buffer (uint4 = 8 halves).
__global__ void gather_k(const __half *__restrict__ cache, const int *__restrict__ block_table,
                         const int *__restrict__ seq_lens, int max_pages, uint4 *__restrict__ out) {
  int seq = blockIdx.y;
  int len = seq_lens[seq];
  const int *table_row = block_table + (size_t)seq * max_pages;
  for (int e = blockIdx.x * blockDim.x + threadIdx.x; e < len * (kHeadDim / 8); e += gridDim.x * blockDim.x) {
    int tok = e / (kHeadDim / 8), chunk = e % (kHeadDim / 8);
    out[((size_t)seq * max_pages * kPageTokens + tok) * (kHeadDim / 8) + chunk] = kv_token_ptr(cache, table_row, tok)[chunk];
  }
}
