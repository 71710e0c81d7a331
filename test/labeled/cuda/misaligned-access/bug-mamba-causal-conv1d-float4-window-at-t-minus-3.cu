// EXPECT: misaligned-access
// Mamba-style causal depthwise conv1d (kernel width 4) over a channel-last
// sequence stored per channel as x[c][t]: each thread produces four outputs
// t0..t0+3 (t0 = 4 * i) and needs inputs t0-3 .. t0+3. BUG: the history
// window was read as one float4 starting at t0 - 3, which is 1 mod 4
// floats: every such load is 4 bytes past a 16-byte boundary.
constexpr int kW = 4;
__global__ void causal_conv1d(const float *__restrict__ x, const float *__restrict__ w,
                              const float *__restrict__ bias, float *__restrict__ y, int seqlen) {
  const int c = blockIdx.y;
  const int t0 = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  if (t0 >= seqlen)
    return;
  const float *xc = x + (size_t)c * seqlen;  // seqlen % 4 == 0 (host check)
  const float4 cur = *reinterpret_cast<const float4 *>(xc + t0);
  float4 hist = make_float4(0.f, 0.f, 0.f, 0.f);
  if (t0 > 0)
    hist = *reinterpret_cast<const float4 *>(xc + t0 - (kW - 1));  // BUG: t0 - 3
  const float in[7] = {hist.x, hist.y, hist.z, cur.x, cur.y, cur.z, cur.w};
  const float w0 = w[c * kW], w1 = w[c * kW + 1], w2 = w[c * kW + 2], w3 = w[c * kW + 3];
  float4 out;
  out.x = bias[c] + w0 * in[0] + w1 * in[1] + w2 * in[2] + w3 * in[3];
  out.y = bias[c] + w0 * in[1] + w1 * in[2] + w2 * in[3] + w3 * in[4];
  out.z = bias[c] + w0 * in[2] + w1 * in[3] + w2 * in[4] + w3 * in[5];
  out.w = bias[c] + w0 * in[3] + w1 * in[4] + w2 * in[5] + w3 * in[6];
  *reinterpret_cast<float4 *>(y + (size_t)c * seqlen + t0) = out;
}
