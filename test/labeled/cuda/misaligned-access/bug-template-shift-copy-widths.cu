// EXPECT: misaligned-access
// A vectorised "skip the 2-float header" copy templated on the vector type
// and instantiated for float, float2 and float4. The header skip is 8 bytes:
// fine for float and float2, but the float4 instance loads from in + 8 bytes
// + 16*i (line marked BUG), 8 mod 16 in every thread.
template <typename V>
__global__ void skip_header_copy(const float *__restrict__ in, V *__restrict__ out, int n) {
  const V *src = reinterpret_cast<const V *>(in + 2); // BUG for V = float4
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = src[i];
}
template __global__ void skip_header_copy<float>(const float *, float *, int);
template __global__ void skip_header_copy<float2>(const float *, float2 *, int);
template __global__ void skip_header_copy<float4>(const float *, float4 *, int);
