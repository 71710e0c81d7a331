// EXPECT: misaligned-access
// BUG: a bias + GELU kernel for small MLP-head rows, written as a template
// over the row length with a `__restrict__` float4 body and a scalar tail
// for `kCols % 4`. The tail handles the row's length, but the rows are packed
// at kCols floats: the 30-float instantiation puts row r at 120 * r bytes, so
// every odd row's float4 loads and stores are only 8-byte aligned.
template <int kCols>
__global__ void __launch_bounds__(256) bias_gelu_rows(const float *__restrict__ x, const float *__restrict__ bias,
                                                      float *__restrict__ y, int rows) {
  constexpr int kVec = kCols / 4;
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows)
    return;
  const float4 *__restrict__ xr = reinterpret_cast<const float4 *>(x + (size_t)row * kCols);
  float4 *__restrict__ yr = reinterpret_cast<float4 *>(y + (size_t)row * kCols);
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
    float a = x[(size_t)row * kCols + c] + bias[c];
    y[(size_t)row * kCols + c] = 0.5f * a * (1.f + erff(a * 0.70710678f));
  }
}
template __global__ void bias_gelu_rows<30>(const float *__restrict__, const float *__restrict__, float *__restrict__,
                                            int);
