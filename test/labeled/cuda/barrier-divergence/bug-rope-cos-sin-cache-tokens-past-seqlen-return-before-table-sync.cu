// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=64,4
// Rotary embedding over a ragged batch: a block handles 4 tokens (threadIdx.y)
// of one sequence and 64 rotary pairs (threadIdx.x). The cos/sin rows of the
// four positions are staged into shared memory by all threads, but the tokens
// past the sequence's length return first, so in the last block of a sequence
// some warps never reach the __syncthreads() that publishes the table.
#include <cuda_fp16.h>
__global__ void rope_ragged(half2 *q, const float *cos_cache, const float *sin_cache,
                            const int *seq_start, const int *seq_len, int rot_pairs) {
  __shared__ float cs[4][64], sn[4][64];
  int seq = blockIdx.y;
  int tok = blockIdx.x * 4 + threadIdx.y;
  if (tok >= seq_len[seq])
    return;
  int pair = threadIdx.x;
  cs[threadIdx.y][pair] = cos_cache[tok * rot_pairs + pair];
  sn[threadIdx.y][pair] = sin_cache[tok * rot_pairs + pair];
  __syncthreads();
  half2 *row = q + (size_t)(seq_start[seq] + tok) * rot_pairs;
  float2 v = __half22float2(row[pair]);
  float c = cs[threadIdx.y][pair], s = sn[threadIdx.y][pair];
  row[pair] = __floats2half2_rn(v.x * c - v.y * s, v.x * s + v.y * c);
}
