// EXPECT: clean
// 1-D stencil reading float4 chunks with the chunk start clamped to the last
// full chunk: both operands of min() are multiples of 4 elements (4 * tid
// and (n - 4) & ~3), so the clamped start is one too, and the float4 load is
// 16-byte aligned whichever one min() picks.
__global__ void stencil_clamped(const float *__restrict__ in, float *__restrict__ out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int last = (n - 4) & ~3;
  int c = min(4 * t, last);
  int l = max(4 * t - 4, 0);
  float4 m = *reinterpret_cast<const float4 *>(in + c);
  float4 p = *reinterpret_cast<const float4 *>(in + l);
  if (4 * t < n) out[t] = m.x + m.y + m.z + m.w - 0.25f * (p.x + p.y + p.z + p.w);
}
