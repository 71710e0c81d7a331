// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=256
// Block reduction whose second stage runs only in the first blockDim.x/32
// threads (8 lanes of warp 0) but still shuffles with the full mask: lanes
// 8..31 are named in the mask and never arrive.
__global__ void block_reduce(const float *in, float *out) {
  __shared__ float warp_sum[32];
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int off = 16; off > 0; off >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, off);
  if ((threadIdx.x & 31) == 0)
    warp_sum[threadIdx.x / 32] = v;
  __syncthreads();
  if (threadIdx.x < blockDim.x / 32) {
    float t = warp_sum[threadIdx.x];
    for (int off = 16; off > 0; off >>= 1)
      t += __shfl_down_sync(0xffffffffu, t, off);
    if (threadIdx.x == 0)
      out[blockIdx.x] = t;
  }
}
