// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Dropout writing four outputs per thread (one 4x32 counter-based draw) into
// a buffer whose {keep probability, scale} header is padded to four floats,
// so the float4 stores at y + 4 + 4*i are 16-byte aligned.
__device__ __forceinline__ uint4 draw4(unsigned ctr, unsigned key) {
  uint4 c = make_uint4(ctr, 0u, 0u, 0u);
  for (int r = 0; r < 7; ++r) {
    const unsigned hi0 = __umulhi(0xD2511F53u, c.x), lo0 = 0xD2511F53u * c.x;
    const unsigned hi1 = __umulhi(0xCD9E8D57u, c.z), lo1 = 0xCD9E8D57u * c.z;
    c = make_uint4(hi1 ^ c.y ^ key, lo1, hi0 ^ c.w ^ (key + 0xBB67AE85u), lo0);
    key += 0x9E3779B9u;
  }
  return c;
}
__global__ void dropout4_header4(const float4 *x, float *y, unsigned seed, unsigned threshold, int n4) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n4)
    return;
  const float scale = y[1];
  const uint4 r = draw4(i, seed);
  const float4 v = x[i];
  const float4 o = make_float4(r.x >= threshold ? v.x * scale : 0.f,
                               r.y >= threshold ? v.y * scale : 0.f,
                               r.z >= threshold ? v.z * scale : 0.f,
                               r.w >= threshold ? v.w * scale : 0.f);
  *reinterpret_cast<float4 *>(y + 4 + 4 * i) = o;
}
