// EXPECT: clean
// ARCHS: sm_80 sm_120 sm_75
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// OK: fused cross-entropy forward with the chunk loop written block-uniform:
// every thread runs `for (base = 0; base < vocab; base += 128)` and only
// the load is guarded (`base + tid < vocab`, the tail padded with -inf), so
// all threads meet both barriers of every chunk the same number of times.
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
  for (int base = 0; base < vocab; base += 128) {
    const int i = base + threadIdx.x;
    chunk[threadIdx.x] = i < vocab ? row[i] : -INFINITY;
    __syncthreads();
    if (threadIdx.x == 0) {
      float m = m_s, l = l_s;
      for (int j = 0; j < 128; ++j) {
        const float v = chunk[j], nm = fmaxf(m, v);
        if (nm != -INFINITY) {
          l = l * __expf(m - nm) + __expf(v - nm);
          m = nm;
        }
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
