// EXPECT: unreachable-code
// BUG: paged-attention decode, one warp per (sequence, head). The block-table
// lookup has a debug check for unmapped pages (-1): it prints and then calls
// the __noinline__ fatal helper, but the `if` has no braces, so the abort runs
// for every sequence and everything after it (the QK dot products, the
// softmax and the store) is unreachable.
#include <cstdio>
#include <cuda_fp16.h>
#define HEAD_DIM 64
#define BLOCK_TOKENS 16
__device__ __noinline__ void kv_fatal() { __trap(); }
__global__ void decode_qk(const __half *__restrict__ q, const __half *__restrict__ k_pool,
                          const int *__restrict__ block_table, const int *__restrict__ seq_len,
                          float *__restrict__ scores, int max_blocks, int max_tokens, int heads) {
  int seq = blockIdx.y, head = blockIdx.x, lane = threadIdx.x;
  int len = seq_len[seq];
  __half2 qv = reinterpret_cast<const __half2 *>(q + ((size_t)seq * heads + head) * HEAD_DIM)[lane];
  for (int tok = 0; tok < len; ++tok) {
    int page = block_table[seq * max_blocks + tok / BLOCK_TOKENS];
    if (page < 0)
      printf("seq %d: token %d maps to no KV page\n", seq, tok);
      kv_fatal();
    const __half *kr = k_pool + (((size_t)page * BLOCK_TOKENS + tok % BLOCK_TOKENS) * heads + head) * HEAD_DIM;
    float2 p = __half22float2(__hmul2(qv, reinterpret_cast<const __half2 *>(kr)[lane]));
    float s = p.x + p.y;
    for (int o = 16; o; o >>= 1)
      s += __shfl_xor_sync(0xffffffffu, s, o);
    if (lane == 0)
      scores[((size_t)seq * heads + head) * max_tokens + tok] = s * 0.125f;
  }
}
