// EXPECT: misaligned-access
// RGB pixels (float3, 12 bytes) fetched with one 16-byte float4 load that
// over-reads the next pixel's red channel: pixel i sits at 12*i bytes, which
// is 16-byte aligned only for every fourth pixel.
__global__ void luminance(const float3 *rgb, float *lum, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i + 1 < n) {
    float4 p = *reinterpret_cast<const float4 *>(rgb + i);
    lum[i] = 0.299f * p.x + 0.587f * p.y + 0.114f * p.z;
  }
}
