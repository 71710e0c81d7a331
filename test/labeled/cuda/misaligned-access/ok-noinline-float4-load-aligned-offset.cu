// EXPECT: clean
// The out-of-line float4 load helper with an offset that is a multiple of 4
// floats (the header is padded to a full float4), so every read is at a
// 16-byte boundary of the cudaMalloc'ed buffer.
__device__ __noinline__ float4 load4(const float *p, int off) {
  return *reinterpret_cast<const float4 *>(p + off);
}
__global__ void sum4_after_header(const float *rec, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float4 v = load4(rec, 4 * i + 4);
  out[i] = v.x + v.y + v.z + v.w;
}
