// EXPECT: clean
// Grid-stride loop over the thread's own index with the bound rounded up to
// a multiple of the grid's thread count: every thread of a block starts at
// blockIdx.x * blockDim.x + threadIdx.x and the bound is a multiple of
// blockDim.x, so all threads of the block run the same number of
// iterations, and the barriers in the body are reached by the whole block.
__global__ void smooth(const float *in, float *out, int n) {
  __shared__ float buf[257];
  const int stride = gridDim.x * blockDim.x;
  const int rounded = (n + stride - 1) / stride * stride;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < rounded; i += stride) {
    buf[threadIdx.x] = i < n ? in[i] : 0.f;
    if (threadIdx.x == 0)
      buf[blockDim.x] = (i + (int)blockDim.x) < n ? in[i + blockDim.x] : 0.f;
    __syncthreads();
    if (i < n)
      out[i] = 0.5f * (buf[threadIdx.x] + buf[threadIdx.x + 1]);
    __syncthreads();
  }
}
