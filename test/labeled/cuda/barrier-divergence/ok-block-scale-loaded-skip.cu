// EXPECT: clean
// A per-block scale factor loaded at an address that depends only on
// blockIdx: a zero scale skips the whole block before its barriers. The load
// is data, but every thread of the block reads the same word.
__global__ void scale_rows(const float *scales, const int *iters, float *x) {
  __shared__ float row[256];
  float s = scales[blockIdx.x];
  if (s == 0.f)
    return;
  int n = iters[blockIdx.x];
  for (int k = 0; k < n; ++k) {
    row[threadIdx.x] = x[blockIdx.x * 256 + threadIdx.x];
    __syncthreads();
    x[blockIdx.x * 256 + threadIdx.x] = s * row[255 - threadIdx.x];
    __syncthreads();
  }
}
