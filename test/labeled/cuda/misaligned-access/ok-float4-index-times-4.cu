// EXPECT: clean
// Vectorised copy where the float offset is a multiple of 4 (index * 4),
// so every float4 is 16-byte aligned.
__global__ void copy4(const float *in, float *out, int n4) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n4) {
    float4 v = *reinterpret_cast<const float4 *>(in + i * 4);
    *reinterpret_cast<float4 *>(out + i * 4) = v;
  }
}
