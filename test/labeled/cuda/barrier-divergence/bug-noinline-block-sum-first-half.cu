// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=128
// An out-of-line shared-memory block sum with a barrier per tree level; the
// caller only needs the first 64 values and calls it under threadIdx.x < 64,
// so the other two warps never arrive at the helper's __syncthreads().
__device__ __noinline__ float block_sum(float *buf, float v) {
  buf[threadIdx.x] = v;
  __syncthreads();
  for (int s = 32; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      buf[threadIdx.x] += buf[threadIdx.x + s];
    __syncthreads();
  }
  return buf[0];
}
__global__ void head_sums(const float *in, float *out) {
  __shared__ float buf[128];
  if (threadIdx.x < 64) {
    float s = block_sum(buf, in[blockIdx.x * 64 + threadIdx.x]);
    if (threadIdx.x == 0)
      out[blockIdx.x] = s;
  }
}
