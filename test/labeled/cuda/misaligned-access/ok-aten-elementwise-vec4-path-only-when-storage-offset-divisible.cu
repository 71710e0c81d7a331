// EXPECT: clean
// ATen-style elementwise add with a run-time vectorisation check
// (can_vectorize_up_to): the tensors are views with a storage offset in
// elements, and the float4 path is taken only when that offset is a multiple
// of 4 (the base allocations are 16-byte aligned), otherwise the scalar
// loop runs. On the float4 path a + offset is 16-byte aligned: offset = 4m,
// and the index is 4 * i.
__global__ void add_offset(const float *__restrict__ a, const float *__restrict__ b,
                           float *__restrict__ c, int offset, int n) {
  const int tid = blockIdx.x * blockDim.x + threadIdx.x;
  const int stride = gridDim.x * blockDim.x;
  if ((offset & 3) == 0) {
    const float4 *a4 = reinterpret_cast<const float4 *>(a + offset);
    const float4 *b4 = reinterpret_cast<const float4 *>(b + offset);
    float4 *c4 = reinterpret_cast<float4 *>(c + offset);
    for (int i = tid; i < n / 4; i += stride) {
      const float4 x = a4[i], y = b4[i];
      c4[i] = make_float4(x.x + y.x, x.y + y.y, x.z + y.z, x.w + y.w);
    }
    for (int i = n / 4 * 4 + tid; i < n; i += stride)
      c[offset + i] = a[offset + i] + b[offset + i];
  } else {
    for (int i = tid; i < n; i += stride)
      c[offset + i] = a[offset + i] + b[offset + i];
  }
}
