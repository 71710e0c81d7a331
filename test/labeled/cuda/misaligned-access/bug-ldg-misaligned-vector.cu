// EXPECT: misaligned-access
// Read-only cache load of a float4 from a row whose length is a multiple of
// 4 floats plus an offset of one float.
__global__ void row_sum(const float *__restrict__ m, float *out, int ld) {
  int r = blockIdx.x;
  const float4 *row = reinterpret_cast<const float4 *>(m + r * (ld * 4) + 1);
  float4 v = __ldg(row + threadIdx.x);
  out[r * blockDim.x + threadIdx.x] = v.x + v.y + v.z + v.w;
}
