// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: block-sparse attention scores for one 64-query tile. While warps 4-7
// stage the Q tile in shared memory, warps 0-3 build the tile's key-block
// mask (sliding window OR global tokens OR random blocks) in two passes that
// they sync between with named barrier 1 and a count of 128; barrier 0 stays
// the whole block's __syncthreads().
#include <cuda_fp16.h>
__global__ void __launch_bounds__(256)
sparse_attn_scores(const __half *__restrict__ Q, const __half *__restrict__ K, const int *__restrict__ rand_blocks,
                   float *__restrict__ S, int nkb, int window, int nglobal, int nrand, float scale) {
  __shared__ unsigned mask_words[64];
  __shared__ unsigned char mask_bits[2048];
  __shared__ __half q[64][64];
  const int t = threadIdx.x, qb = blockIdx.x;
  if (t < 128) {
    for (int kb = t; kb < nkb; kb += 128)
      mask_bits[kb] = (abs(kb - qb) <= window) || kb < nglobal || qb < nglobal;
    asm volatile("bar.sync 1, 128;" ::: "memory");
    for (int r = t; r < nrand; r += 128) mask_bits[rand_blocks[qb * nrand + r]] = 1;
    asm volatile("bar.sync 1, 128;" ::: "memory");
    for (int w = t; w < (nkb + 31) / 32; w += 128) {
      unsigned m = 0;
      for (int b = 0; b < 32 && w * 32 + b < nkb; ++b) m |= (unsigned)mask_bits[w * 32 + b] << b;
      mask_words[w] = m;
    }
  } else {
    for (int i = t - 128; i < 64 * 64; i += 128) q[i / 64][i % 64] = Q[(size_t)(qb * 64 + i / 64) * 64 + i % 64];
  }
  __syncthreads();
  const int row = t / 4, part = t % 4;
  for (int kb = 0; kb < nkb; ++kb) {
    if (!((mask_words[kb / 32] >> (kb % 32)) & 1)) continue;
    for (int c = part; c < 64; c += 4) {
      const __half *k = K + (size_t)(kb * 64 + c) * 64;
      float acc = 0.f;
      for (int d = 0; d < 64; ++d) acc += __half2float(q[row][d]) * __half2float(k[d]);
      S[((size_t)qb * 64 + row) * nkb * 64 + kb * 64 + c] = acc * scale;
    }
  }
}
