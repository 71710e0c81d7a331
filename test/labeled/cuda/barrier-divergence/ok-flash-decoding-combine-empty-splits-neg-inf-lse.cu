// EXPECT: clean
// Flash-decoding combine with empty splits handled the FlashAttention way:
// a split past the sequence end takes lse = -inf (weight exp(-inf - m) = 0)
// and still runs both block reductions, so every thread reaches every
// __syncthreads(). The only thread-dependent branches wrap shared updates.
constexpr int kMaxSplits = 128;
__global__ void __launch_bounds__(kMaxSplits) combine(const float *__restrict__ lse,
                                                      const float *__restrict__ o_partial,
                                                      const int *__restrict__ seqlens,
                                                      float *__restrict__ o, int split_len,
                                                      int head_dim) {
  __shared__ float red[kMaxSplits];
  __shared__ float w[kMaxSplits];
  const int bh = blockIdx.x, s = threadIdx.x;
  const int seqlen = seqlens[bh / 32];
  const bool empty = s * split_len >= seqlen;
  const float l = empty ? -INFINITY : lse[bh * kMaxSplits + s];
  red[s] = l;
  __syncthreads();
  for (int st = kMaxSplits / 2; st > 0; st >>= 1) {
    if (s < st)
      red[s] = fmaxf(red[s], red[s + st]);
    __syncthreads();
  }
  const float m = red[0];  // split 0 is never empty: seqlen >= 1
  __syncthreads();
  w[s] = __expf(l - m);
  red[s] = w[s];
  __syncthreads();
  for (int st = kMaxSplits / 2; st > 0; st >>= 1) {
    if (s < st)
      red[s] += red[s + st];
    __syncthreads();
  }
  const float total = red[0];
  for (int d = s; d < head_dim; d += kMaxSplits) {
    float acc = 0.f;
    for (int j = 0; j < kMaxSplits && j * split_len < seqlen; ++j)
      acc += w[j] * o_partial[((size_t)bh * kMaxSplits + j) * head_dim + d];
    o[(size_t)bh * head_dim + d] = acc / total;
  }
}
