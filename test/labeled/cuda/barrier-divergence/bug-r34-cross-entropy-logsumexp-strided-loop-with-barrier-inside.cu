// EXPECT: barrier-divergence
// ARCHS: sm_80 sm_120 sm_75
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// BUG: fused cross-entropy forward: one block per token row, an online
// logsumexp over the vocabulary staged through shared memory. The staging
// loop is thread-strided (`for (i = tid; i < vocab; i += 128)`) with the
// barrier that publishes each chunk inside it, so when the vocabulary is no
// multiple of 128 the low threads run one more trip, and one more barrier,
// than the others.
__global__ void __launch_bounds__(128)
    cross_entropy_fwd(const float *__restrict__ logits, const int *__restrict__ labels, float *__restrict__ loss,
                      int vocab, int ignore_index) {
  __shared__ float chunk[128];
  __shared__ float m_s, l_s;
  const float *row = logits + (size_t)blockIdx.x * vocab;
  if (threadIdx.x == 0) {
    m_s = -INFINITY;
    l_s = 0.f;
  }
  for (int i = threadIdx.x; i < vocab; i += 128) {
    chunk[threadIdx.x] = row[i];
    __syncthreads();
    if (threadIdx.x == 0) {
      const int n = min(128, vocab - (i - threadIdx.x));
      float m = m_s, l = l_s;
      for (int j = 0; j < n; ++j) {
        const float v = chunk[j], nm = fmaxf(m, v);
        l = l * __expf(m - nm) + __expf(v - nm);
        m = nm;
      }
      m_s = m;
      l_s = l;
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    const int lab = labels[blockIdx.x];
    loss[blockIdx.x] = lab == ignore_index ? 0.f : m_s + __logf(l_s) - row[lab];
  }
}
