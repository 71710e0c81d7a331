// EXPECT: misaligned-access
// BUG: paged attention, K gather. Every KV page starts with a u64
// generation counter (for the allocator's ABA check) followed by
// 16 tokens x 128 halves. The gather reads each token's key as 16 uint4
// from page + sizeof(PageHeader): 8 bytes in, so every uint4 load is half a
// vector off its 16-byte alignment (the page stride, 8 + 4096 bytes, is not
// a multiple of 16 either).
#include <cuda_fp16.h>
#define HEAD_DIM 128
#define BLOCK_TOKENS 16
struct PageHeader {
  unsigned long long generation;
};
#define PAGE_BYTES (sizeof(PageHeader) + BLOCK_TOKENS * HEAD_DIM * 2)
__global__ void gather_keys(const unsigned char *__restrict__ pool, const int *__restrict__ block_table,
                            const int *__restrict__ seq_len, uint4 *__restrict__ k_out, int max_blocks, int max_tokens) {
  int seq = blockIdx.y;
  int tok = blockIdx.x * (blockDim.x / 16) + threadIdx.x / 16; // 16 threads per token
  int chunk = threadIdx.x % 16;                                  // 8 halves each
  if (tok >= seq_len[seq])
    return;
  int page = block_table[seq * max_blocks + tok / BLOCK_TOKENS];
  const unsigned char *base = pool + (size_t)page * PAGE_BYTES + sizeof(PageHeader);
  const uint4 *row = reinterpret_cast<const uint4 *>(base + (tok % BLOCK_TOKENS) * HEAD_DIM * 2);
  k_out[((size_t)seq * max_tokens + tok) * 16 + chunk] = row[chunk];
}
