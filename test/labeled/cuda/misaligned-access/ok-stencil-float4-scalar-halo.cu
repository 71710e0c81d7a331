// EXPECT: clean
// The vectorised stencil done right: the group is loaded as an aligned
// float4 and the single left neighbour as a scalar.
__global__ void diff4(const float *__restrict__ in, float *__restrict__ out, int n4) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i == 0 || i >= n4)
    return;
  float4 c = reinterpret_cast<const float4 *>(in)[i];
  float left = in[4 * i - 1];
  float4 d = make_float4(c.x - left, c.y - c.x, c.z - c.y, c.w - c.z);
  reinterpret_cast<float4 *>(out)[i] = d;
}
