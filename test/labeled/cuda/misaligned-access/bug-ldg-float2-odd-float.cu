// EXPECT: misaligned-access
// Complex numbers stored interleaved (re, im) after a one-float scale prefix.
// The kernel reads pairs with __ldg(float2*) from `in + 1` (line marked BUG):
// 4 + 8*i bytes, never 8-byte aligned.
__global__ void scale_complex(const float *__restrict__ in, float2 *__restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float s = __ldg(in);
  float2 z = __ldg(reinterpret_cast<const float2 *>(in + 1) + i); // BUG
  out[i] = make_float2(z.x * s, z.y * s);
}
