// EXPECT: clean
// Vectorised elementwise kernel: float4 over the first n/4*4 elements (index
// scaled by 4 floats), scalars for the remainder.
__global__ void scale(const float *__restrict__ x, float *__restrict__ y, float a, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int stride = gridDim.x * blockDim.x;
  int n4 = n / 4;
  for (int i = t; i < n4; i += stride) {
    float4 v = reinterpret_cast<const float4 *>(x)[i];
    v.x *= a; v.y *= a; v.z *= a; v.w *= a;
    reinterpret_cast<float4 *>(y)[i] = v;
  }
  for (int i = n4 * 4 + t; i < n; i += stride)
    y[i] = a * x[i];
}
