// EXPECT: barrier-divergence
// The near miss of ok-grid-stride-thread-index-rounded-bound.cu: the bound
// is rounded up to whole warps, not to whole strides, so it is no multiple
// of blockDim.x: in the block that holds it, the threads below it run one
// more trip than the threads above it, and the barriers of that trip wait
// for threads that have left the loop.
__global__ void smooth_warps(const float *in, float *out, int n) {
  __shared__ float buf[257];
  const int stride = gridDim.x * blockDim.x;
  const int rounded = (n + 31) / 32 * 32;
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
