// EXPECT: barrier-divergence
// Flash-decoding combine step, one block per (batch, head), one thread per
// KV split: the partial outputs are merged with weights exp(lse_s - lse_max).
// BUG: with variable sequence lengths, splits that start past the sequence
// end have no partial; the author returns those threads early, before the
// block-wide max/sum reductions that use __syncthreads(), so the block hangs
// whenever a sequence is shorter than num_splits * split_len.
constexpr int kMaxSplits = 128;
__global__ void __launch_bounds__(kMaxSplits) combine(const float *__restrict__ lse,
                                                      const float *__restrict__ o_partial,
                                                      const int *__restrict__ seqlens,
                                                      float *__restrict__ o, int split_len,
                                                      int head_dim) {
  __shared__ float red[kMaxSplits];
  __shared__ float w[kMaxSplits];
  const int bh = blockIdx.x, s = threadIdx.x;
  const int seqlen = seqlens[bh / 32];  // 32 heads per sequence
  if (s * split_len >= seqlen)
    return;  // BUG: empty split leaves before the reductions
  const float l = lse[bh * kMaxSplits + s];
  red[s] = l;
  __syncthreads();
  for (int st = kMaxSplits / 2; st > 0; st >>= 1) {
    if (s < st)
      red[s] = fmaxf(red[s], red[s + st]);
    __syncthreads();
  }
  const float m = red[0];
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
