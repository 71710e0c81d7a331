// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// The same block reduction done right: the whole first warp runs the second
// stage, lanes past the number of warps contribute 0.
__global__ void block_reduce(const float *in, float *out) {
  __shared__ float warp_sum[32];
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int off = 16; off > 0; off >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, off);
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (lane == 0)
    warp_sum[warp] = v;
  __syncthreads();
  if (warp == 0) {
    float t = lane < blockDim.x / 32 ? warp_sum[lane] : 0.f;
    for (int off = 16; off > 0; off >>= 1)
      t += __shfl_down_sync(0xffffffffu, t, off);
    if (lane == 0)
      out[blockIdx.x] = t;
  }
}
