// EXPECT: clean
// A block-wide inclusive scan kept out of line (__noinline__) with its
// barriers inside, called once per chunk of a row: the chunk loop's bound is
// a kernel parameter and its step blockDim.x, and the carry between chunks
// is read from shared memory after the scan's barriers, so every thread of
// the block makes the same calls.
__device__ __noinline__ float block_scan(float v, float *s) {
  unsigned t = threadIdx.x;
  s[t] = v;
  __syncthreads();
  for (unsigned d = 1; d < blockDim.x; d <<= 1) {
    float u = t >= d ? s[t - d] : 0.f;
    __syncthreads();
    s[t] += u;
    __syncthreads();
  }
  return s[t];
}

__global__ void __launch_bounds__(1024) row_cumsum(const float *in, float *out, int len) {
  __shared__ float s[1024];
  __shared__ float carry;
  const float *src = in + (size_t)blockIdx.x * len;
  float *dst = out + (size_t)blockIdx.x * len;
  if (threadIdx.x == 0)
    carry = 0.f;
  for (int base = 0; base < len; base += blockDim.x) {
    int i = base + threadIdx.x;
    float v = i < len ? src[i] : 0.f;
    float r = block_scan(v, s);
    float c = carry;
    if (i < len)
      dst[i] = r + c;
    __syncthreads();
    if (threadIdx.x == blockDim.x - 1)
      carry = c + r;
    __syncthreads();
  }
}
