// EXPECT: clean
// Mamba-style causal conv1d (width 4), four outputs per thread: the history
// is read as the whole previous aligned chunk, a float4 at t0 - 4 (t0 = 4i,
// so t0 - 4 is a multiple of 4 floats), and its last three elements are
// used. With seqlen % 4 == 0 (checked on the host) every channel row starts
// 16-byte aligned, so all three vector accesses are aligned.
constexpr int kW = 4;
__global__ void causal_conv1d(const float *__restrict__ x, const float *__restrict__ w,
                              const float *__restrict__ bias, float *__restrict__ y, int seqlen4) {
  const int c = blockIdx.y;
  const int seqlen = seqlen4 * 4;
  const int t0 = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  if (t0 >= seqlen)
    return;
  const float *xc = x + (size_t)c * seqlen;
  const float4 cur = *reinterpret_cast<const float4 *>(xc + t0);
  float4 prev = make_float4(0.f, 0.f, 0.f, 0.f);
  if (t0 > 0)
    prev = *reinterpret_cast<const float4 *>(xc + t0 - 4);
  const float in[7] = {prev.y, prev.z, prev.w, cur.x, cur.y, cur.z, cur.w};
  const float w0 = w[c * kW], w1 = w[c * kW + 1], w2 = w[c * kW + 2], w3 = w[c * kW + 3];
  float4 out;
  out.x = bias[c] + w0 * in[0] + w1 * in[1] + w2 * in[2] + w3 * in[3];
  out.y = bias[c] + w0 * in[1] + w1 * in[2] + w2 * in[3] + w3 * in[4];
  out.z = bias[c] + w0 * in[2] + w1 * in[3] + w2 * in[4] + w3 * in[5];
  out.w = bias[c] + w0 * in[3] + w1 * in[4] + w2 * in[5] + w3 * in[6];
  *reinterpret_cast<float4 *>(y + (size_t)c * seqlen + t0) = out;
}
