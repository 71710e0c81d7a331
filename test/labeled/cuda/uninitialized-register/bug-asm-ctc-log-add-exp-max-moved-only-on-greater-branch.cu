// EXPECT: uninitialized-register
// BUG: CTC beta (backward) recursion with log-add-exp in inline PTX. The
// running max m is chosen with a predicated move that only covers a > b;
// the @!p arm was lost, so when b >= a the final fma adds the softplus term
// to a register nothing wrote.
#include <math_constants.h>
#define MAXS 256
__device__ __forceinline__ float log_add(float a, float b) {
  if (a == -CUDART_INF_F)
    return b;
  if (b == -CUDART_INF_F)
    return a;
  float r;
  asm("{\n\t"
      ".reg .pred p;\n\t"
      ".reg .f32 m, d, e;\n\t"
      "setp.gt.f32 p, %1, %2;\n\t"
      "@p mov.f32 m, %1;\n\t" // BUG: no "@!p mov.f32 m, %2;": m is unset when b >= a
      "sub.f32 d, %1, %2;\n\t"
      "abs.f32 d, d;\n\t"
      "mul.f32 d, d, 0fBFB8AA3B;\n\t" // -log2(e)
      "ex2.approx.f32 e, d;\n\t"
      "add.f32 e, e, 0f3F800000;\n\t"
      "lg2.approx.f32 e, e;\n\t"
      "fma.rn.f32 %0, e, 0f3F317218, m;\n\t" // ln(2)
      "}"
      : "=f"(r)
      : "f"(a), "f"(b));
  return r;
}
__global__ void __launch_bounds__(256) ctc_beta(const float *__restrict__ logp, const int *__restrict__ labels,
                                                const int *__restrict__ label_len, const int *__restrict__ in_len,
                                                float *__restrict__ beta0, int V, int maxT, int maxL) {
  __shared__ float beta[2][MAXS + 2];
  int b = blockIdx.x, s = threadIdx.x;
  int L = label_len[b], T = in_len[b], S = 2 * L + 1;
  const int *lab = labels + b * maxL;
  bool live = s < S;
  int l = live && (s & 1) ? lab[s >> 1] : 0;
  bool skip = live && (s & 1) && s + 2 < S && l != lab[(s >> 1) + 1];
  const float *lp = logp + (size_t)b * maxT * V;
  beta[(T - 1) & 1][s] = live && s >= S - 2 ? lp[(size_t)(T - 1) * V + l] : -CUDART_INF_F;
  if (s < 2)
    beta[0][MAXS + s] = beta[1][MAXS + s] = -CUDART_INF_F;
  __syncthreads();
  for (int t = T - 2; t >= 0; --t) {
    int cur = t & 1, nxt = cur ^ 1;
    float x = -CUDART_INF_F;
    if (live) {
      x = log_add(beta[nxt][s], beta[nxt][s + 1]);
      if (skip)
        x = log_add(x, beta[nxt][s + 2]);
      x += lp[(size_t)t * V + l];
    }
    beta[cur][s] = x;
    __syncthreads();
  }
  if (s < S)
    beta0[b * MAXS + s] = beta[0][s];
}
