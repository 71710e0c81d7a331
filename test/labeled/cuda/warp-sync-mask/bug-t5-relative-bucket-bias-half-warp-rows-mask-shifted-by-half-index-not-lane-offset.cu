// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// BUG: T5 relative-position bias plus softmax for short (16-key) local
// windows: each half-warp owns one query row, lane j of the half scoring key
// j with the bucketed bias table. The row max and sum are width-16 xor
// shuffles under the half's own member mask, written as
// `0xffff << (lane >> 4)` -- a shift by the half's *index* (0 or 1) instead
// of its first lane (0 or 16), so the upper half names lanes 1-16.
__device__ __forceinline__ int t5_bucket(int rel, int nb, int maxd) {
  int b = 0;
  const int half = nb / 2;
  if (rel > 0) b += half;
  int a = abs(rel);
  const int exact = half / 2;
  if (a < exact) return b + a;
  int v = exact + (int)(logf((float)a / exact) / logf((float)maxd / exact) * (half - exact));
  return b + min(v, half - 1);
}
__global__ void __launch_bounds__(128)
t5_local_softmax(const float *__restrict__ qk, const float *__restrict__ bias_tab,
                 float *__restrict__ p, int L, int head, int nb, int maxd) {
  const int lane = threadIdx.x & 31;
  const int row = (blockIdx.x * blockDim.x + threadIdx.x) / 16;
  const int j = lane & 15;
  const unsigned mask = 0xffffu << (lane >> 4);
  const int q = row % L;
  const int k = (q / 16) * 16 + j;
  float s = qk[(size_t)row * 16 + j] + bias_tab[t5_bucket(k - q, nb, maxd) * 32 + head];
  float m = s;
  for (int o = 8; o > 0; o >>= 1) m = fmaxf(m, __shfl_xor_sync(mask, m, o, 16));
  const float e = __expf(s - m);
  float z = e;
  for (int o = 8; o > 0; o >>= 1) z += __shfl_xor_sync(mask, z, o, 16);
  p[(size_t)row * 16 + j] = e / z;
}
