// EXPECT: clean
// Shared float4 array (natural 16-byte alignment) and float4 parameters.
__global__ void copy4(const float4 *in, float4 *out, int n) {
  __shared__ float4 s[128];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    s[threadIdx.x] = in[i];
  __syncthreads();
  if (i < n)
    out[i] = s[(threadIdx.x + 1) & 127];
}
