// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// The out-of-line block sum with a barrier per level, called under a
// condition on blockIdx.x and a kernel parameter: the whole block takes the
// same branch, so every thread reaches the helper's barriers.
__device__ __noinline__ float block_sum(float *buf, float v) {
  buf[threadIdx.x] = v;
  __syncthreads();
  for (int s = 64; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      buf[threadIdx.x] += buf[threadIdx.x + s];
    __syncthreads();
  }
  return buf[0];
}
__global__ void partial_sums(const float *in, float *out, int full_blocks) {
  __shared__ float buf[128];
  if ((int)blockIdx.x < full_blocks) {
    float s = block_sum(buf, in[blockIdx.x * 128 + threadIdx.x]);
    if (threadIdx.x == 0)
      out[blockIdx.x] = s;
  }
}
