// EXPECT: barrier-divergence
// Two-stage tree reduction where the second stage was wrapped in a guard for
// the lower half of the block, barriers and all: the upper half never arrives.
__global__ void block_sum(const float *in, float *out) {
  __shared__ float s[256];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  if (t < blockDim.x / 2) {
    for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
      if (t < stride)
        s[t] += s[t + stride];
      __syncthreads();
    }
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}
