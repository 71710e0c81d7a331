// EXPECT: misaligned-access
// A vectorised load helper kept out of line: it reads a float4 at p + off.
// The caller skips a one-float header and passes off = 4 * i + 1, so every
// float4 read is at a 4-byte, not 16-byte, boundary.
__device__ __noinline__ float4 load4(const float *p, int off) {
  return *reinterpret_cast<const float4 *>(p + off);
}
__global__ void sum4_after_header(const float *rec, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float4 v = load4(rec, 4 * i + 1);
  out[i] = v.x + v.y + v.z + v.w;
}
