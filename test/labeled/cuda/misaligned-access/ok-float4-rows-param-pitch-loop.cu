// EXPECT: clean
// One block per row, each thread striding over the row's float4 columns:
// the row pitch is passed in float4 units (pitch4), so every row starts a
// multiple of 16 bytes into the allocation, and nvcc advances the vector
// pointers by blockDim.x * 16 bytes per iteration.
__global__ void row_scale(const float *x, float *y, int pitch4, int cols4, float a) {
  const float4 *src = reinterpret_cast<const float4 *>(x + (size_t)blockIdx.x * pitch4 * 4);
  float4 *dst = reinterpret_cast<float4 *>(y + (size_t)blockIdx.x * pitch4 * 4);
  for (int c = threadIdx.x; c < cols4; c += blockDim.x) {
    float4 v = src[c];
    v.x *= a;
    v.y *= a;
    v.z *= a;
    v.w *= a;
    dst[c] = v;
  }
}
