// EXPECT: clean
// OK: the bias + GELU template for 30-float rows with the rows laid out at a
// pitch rounded up to a multiple of four floats (kPitch = 32, 128 bytes): every
// row starts 16-byte aligned, so the float4 body is aligned and the scalar
// tail covers the last two floats.
template <int kCols>
__global__ void __launch_bounds__(256) bias_gelu_rows(const float *__restrict__ x, const float *__restrict__ bias,
                                                      float *__restrict__ y, int rows) {
  constexpr int kPitch = (kCols + 3) & ~3;
  constexpr int kVec = kCols / 4;
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows)
    return;
  const float4 *__restrict__ xr = reinterpret_cast<const float4 *>(x + (size_t)row * kPitch);
  float4 *__restrict__ yr = reinterpret_cast<float4 *>(y + (size_t)row * kPitch);
  const float4 *__restrict__ b4 = reinterpret_cast<const float4 *>(bias);
#pragma unroll
  for (int v = 0; v < kVec; ++v) {
    float4 a = xr[v], b = b4[v];
    a.x += b.x; a.y += b.y; a.z += b.z; a.w += b.w;
    a.x = 0.5f * a.x * (1.f + erff(a.x * 0.70710678f));
    a.y = 0.5f * a.y * (1.f + erff(a.y * 0.70710678f));
    a.z = 0.5f * a.z * (1.f + erff(a.z * 0.70710678f));
    a.w = 0.5f * a.w * (1.f + erff(a.w * 0.70710678f));
    yr[v] = a;
  }
#pragma unroll
  for (int c = kVec * 4; c < kCols; ++c) {
    float a = x[(size_t)row * kPitch + c] + bias[c];
    y[(size_t)row * kPitch + c] = 0.5f * a * (1.f + erff(a * 0.70710678f));
  }
}
template __global__ void bias_gelu_rows<30>(const float *__restrict__, const float *__restrict__, float *__restrict__,
                                            int);
