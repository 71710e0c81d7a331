// EXPECT: clean
// The out-of-line float4 load helper read in a grid-stride loop over whole
// float4 chunks: the caller passes off = 4 * c for chunk c, a multiple of 4
// floats, so every read is at a 16-byte boundary of the cudaMalloc'ed
// buffer, in every iteration.
__device__ __noinline__ float4 load4(const float *p, int off) {
  return *reinterpret_cast<const float4 *>(p + off);
}
__global__ void sum_chunks(const float *in, float *out, int chunks) {
  float acc = 0.f;
  for (int c = blockIdx.x * blockDim.x + threadIdx.x; c < chunks;
       c += gridDim.x * blockDim.x) {
    float4 v = load4(in, 4 * c);
    acc += v.x + v.y + v.z + v.w;
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
