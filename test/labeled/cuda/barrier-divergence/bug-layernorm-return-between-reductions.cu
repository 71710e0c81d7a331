// EXPECT: barrier-divergence
// Layer norm, one row per block: after the mean reduction the threads past
// the row length return, but the variance reduction that follows still uses
// __syncthreads() and the threads that left never arrive.
template <int BLOCK>
__device__ float block_sum(float v, float *red) {
  red[threadIdx.x] = v;
  __syncthreads();
  for (int s = BLOCK / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      red[threadIdx.x] += red[threadIdx.x + s];
    __syncthreads();
  }
  float r = red[0];
  __syncthreads();
  return r;
}
__global__ void __launch_bounds__(256) layernorm(const float *x, float *y, int cols) {
  __shared__ float red[256];
  const float *row = x + blockIdx.x * cols;
  float v = threadIdx.x < cols ? row[threadIdx.x] : 0.f;
  float mean = block_sum<256>(v, red) / cols;
  if (threadIdx.x >= cols)
    return;
  float d = v - mean;
  float var = block_sum<256>(d * d, red) / cols;
  y[blockIdx.x * cols + threadIdx.x] = d * rsqrtf(var + 1e-5f);
}
