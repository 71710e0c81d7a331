// EXPECT: clean
// Read-only float4 loads from rows whose pitch is a multiple of 4 floats.
__global__ void row_sum(const float *__restrict__ m, float *out, int ld4) {
  int r = blockIdx.x;
  const float4 *row = reinterpret_cast<const float4 *>(m + r * (ld4 * 4));
  float4 v = __ldg(row + threadIdx.x);
  out[r * blockDim.x + threadIdx.x] = v.x + v.y + v.z + v.w;
}
