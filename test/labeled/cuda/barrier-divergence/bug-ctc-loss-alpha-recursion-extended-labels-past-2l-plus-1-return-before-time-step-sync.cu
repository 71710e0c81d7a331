// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// BUG: CTC loss forward (alpha) recursion, one block per utterance, one
// thread per position s of the blank-extended label sequence (length 2L+1).
// The threads past 2L+1 return right away "since they have no label", but
// the recursion over time steps double-buffers alpha in shared memory with a
// __syncthreads() per step, which the returned threads never reach.
#include <math_constants.h>
#define MAXS 256
__device__ __forceinline__ float log_add(float x, float y) {
  float m = fmaxf(x, y);
  return m == -CUDART_INF_F ? m : m + log1pf(__expf(-fabsf(x - y)));
}
__global__ void __launch_bounds__(256) ctc_alpha(const float *__restrict__ logp, const int *__restrict__ labels,
                                                 const int *__restrict__ label_len, const int *__restrict__ in_len,
                                                 float *__restrict__ nll, int V, int maxT, int maxL) {
  __shared__ float alpha[2][MAXS];
  int b = blockIdx.x;
  int L = label_len[b], T = in_len[b];
  int S = 2 * L + 1;
  int s = threadIdx.x;
  if (s >= S)
    return; // BUG: the rest of the block still syncs once per time step
  const int *lab = labels + b * maxL;
  int l = (s & 1) ? lab[s >> 1] : 0; // 0 is the blank
  bool skip = (s & 1) && s >= 3 && lab[s >> 1] != lab[(s >> 1) - 1];
  const float *lp = logp + (size_t)b * maxT * V;
  alpha[0][s] = s < 2 ? lp[l] : -CUDART_INF_F;
  __syncthreads();
  for (int t = 1; t < T; ++t) {
    int cur = t & 1, prev = cur ^ 1;
    float a = alpha[prev][s];
    if (s >= 1)
      a = log_add(a, alpha[prev][s - 1]);
    if (skip)
      a = log_add(a, alpha[prev][s - 2]);
    alpha[cur][s] = a + lp[(size_t)t * V + l];
    __syncthreads();
  }
  if (s == S - 1) {
    int last = (T - 1) & 1;
    nll[b] = -log_add(alpha[last][S - 1], S >= 2 ? alpha[last][S - 2] : -CUDART_INF_F);
  }
}
