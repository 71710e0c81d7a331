// EXPECT: misaligned-access
// Vectorised window sums: each thread sums the four floats that end just
// before its own group of four, loading them as one float4 from &in[4*i - 1].
// That address is 12 modulo 16 in every thread.
__global__ void left_window(const float *__restrict__ in, float *__restrict__ out, int n4) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i == 0 || i >= n4)
    return;
  float4 l = *reinterpret_cast<const float4 *>(in + 4 * i - 1);
  out[i] = (l.x + l.y) + (l.z + l.w);
}
