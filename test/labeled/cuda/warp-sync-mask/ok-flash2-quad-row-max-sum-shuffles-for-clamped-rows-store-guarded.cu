// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// FlashAttention-2-style forward, fp32 for clarity. A warp owns 8 query rows;
// the four lanes of a quad (lane / 4) share a row and hold 8 of the 32 scores
// of each K tile. Rows past the end are clamped to the last row for the
// loads, so every lane runs the online-softmax update with its two full-mask
// xor shuffles per reduction; only the final store is skipped for padded rows.
#define D 32
__global__ void __launch_bounds__(128)
flash2_fwd(const float *__restrict__ Q, const float *__restrict__ K,
           const float *__restrict__ V, float *__restrict__ O, int seqlen, int nkv) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const int qrow = blockIdx.x * 32 + warp * 8 + (lane >> 2), c0 = (lane & 3) * 8;
  const int qr = min(qrow, seqlen - 1);
  float m_i = -INFINITY, l_i = 0.f, o[8] = {};
  for (int kt = 0; kt < nkv; kt += 32) {
    float s[8], mx = -INFINITY;
#pragma unroll
    for (int j = 0; j < 8; ++j) {
      float d = 0.f;
      for (int e = 0; e < D; ++e) d += Q[qr * D + e] * K[(kt + c0 + j) * D + e];
      s[j] = d * 0.17677669f;
      mx = fmaxf(mx, s[j]);
    }
    mx = fmaxf(mx, __shfl_xor_sync(0xffffffffu, mx, 1));
    mx = fmaxf(mx, __shfl_xor_sync(0xffffffffu, mx, 2));
    const float m_new = fmaxf(m_i, mx), scale = __expf(m_i - m_new);
    float sum = 0.f;
#pragma unroll
    for (int j = 0; j < 8; ++j) { s[j] = __expf(s[j] - m_new); sum += s[j]; }
    sum += __shfl_xor_sync(0xffffffffu, sum, 1);
    sum += __shfl_xor_sync(0xffffffffu, sum, 2);
    l_i = l_i * scale + sum;
    m_i = m_new;
#pragma unroll
    for (int j = 0; j < 8; ++j) o[j] = o[j] * scale + s[j] * V[(kt + c0 + j) * D + c0 + j];
  }
  if (qrow < seqlen)
#pragma unroll
    for (int j = 0; j < 8; ++j) O[qrow * D + c0 + j] = o[j] / l_i;
}
