// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=128
// BUG: beam-search expansion, one block per (batch, beam) row of vocabulary
// log-probabilities. K rounds of block argmax pick the top-K tokens: every
// thread keeps the best not-yet-taken token of its strided slice, the block
// reduces (value, index) pairs in shared memory, and the winning thread
// rescans its slice. Banned tokens (repetition / bad-word masks) are -inf;
// a thread whose slice has nothing left `break`s out of the round loop --
// and no longer reaches the round's barriers, while the others still do.
#include <cfloat>
__device__ __forceinline__ void best_of_slice(const float *row, const unsigned char *taken, int V, int t,
                                              float &bv, int &bi) {
  bv = -INFINITY; bi = -1;
  for (int j = t; j < V; j += 128)
    if (!taken[j] && row[j] > bv) { bv = row[j]; bi = j; }
}
__global__ void __launch_bounds__(128)
beam_topk(const float *__restrict__ logp, unsigned char *__restrict__ taken, const float *__restrict__ beam_score,
          float *__restrict__ out_score, int *__restrict__ out_tok, int V, int K) {
  __shared__ float sv[128];
  __shared__ int si[128];
  const int row = blockIdx.x, t = threadIdx.x;
  const float *lp = logp + (size_t)row * V;
  unsigned char *tk = taken + (size_t)row * V;
  float bv; int bi;
  best_of_slice(lp, tk, V, t, bv, bi);
  for (int r = 0; r < K; ++r) {
    if (bi < 0) break;
    sv[t] = bv; si[t] = bi;
    __syncthreads();
    for (int s = 64; s > 0; s >>= 1) {
      if (t < s && sv[t + s] > sv[t]) { sv[t] = sv[t + s]; si[t] = si[t + s]; }
      __syncthreads();
    }
    const int win = si[0];
    if (t == 0) { out_score[row * K + r] = beam_score[row] + sv[0]; out_tok[row * K + r] = win; }
    __syncthreads();
    if (win == bi) { tk[bi] = 1; best_of_slice(lp, tk, V, t, bv, bi); }
  }
}
