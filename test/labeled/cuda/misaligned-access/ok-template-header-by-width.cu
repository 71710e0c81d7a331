// EXPECT: clean
// A vectorised "skip the header" copy templated on the vector type and
// instantiated for float, float2 and float4, where the header is one whole
// vector (sizeof(V) / sizeof(float) floats): every instance's loads stay
// aligned to the vector size.
template <typename V>
__global__ void skip_header_copy(const float *__restrict__ in, V *__restrict__ out, int n) {
  const V *src = reinterpret_cast<const V *>(in + sizeof(V) / sizeof(float));
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = src[i];
}
template __global__ void skip_header_copy<float>(const float *, float *, int);
template __global__ void skip_header_copy<float2>(const float *, float2 *, int);
template __global__ void skip_header_copy<float4>(const float *, float4 *, int);
