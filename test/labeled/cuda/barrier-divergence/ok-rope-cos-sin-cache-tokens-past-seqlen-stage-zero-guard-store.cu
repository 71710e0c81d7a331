// EXPECT: clean
// PTXLINT-ARGS: --block-dim=64,4
// Rotary embedding over a ragged batch: a block handles 4 tokens (threadIdx.y)
// of one sequence. Tokens past the sequence's length still take part in the
// staging barrier (they stage zeros) and only skip the load and store of q,
// so every thread of the block reaches __syncthreads().
#include <cuda_fp16.h>
__global__ void rope_ragged(half2 *q, const float *cos_cache, const float *sin_cache,
                            const int *seq_start, const int *seq_len, int rot_pairs) {
  __shared__ float cs[4][64], sn[4][64];
  int seq = blockIdx.y;
  int tok = blockIdx.x * 4 + threadIdx.y;
  bool live = tok < seq_len[seq];
  int pair = threadIdx.x;
  cs[threadIdx.y][pair] = live ? cos_cache[tok * rot_pairs + pair] : 0.f;
  sn[threadIdx.y][pair] = live ? sin_cache[tok * rot_pairs + pair] : 0.f;
  __syncthreads();
  if (!live)
    return;
  half2 *row = q + (size_t)(seq_start[seq] + tok) * rot_pairs;
  float2 v = __half22float2(row[pair]);
  float c = cs[threadIdx.y][pair], s = sn[threadIdx.y][pair];
  row[pair] = __floats2half2_rn(v.x * c - v.y * s, v.x * s + v.y * c);
}
