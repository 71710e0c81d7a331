// EXPECT: clean
// LayerNorm statistics: each warp reduces its partial sum and sum of squares,
// lane 0 writes them to shared memory, and warp 0 combines them. The
// `if (warp == 0)` block is entered by whole warps only (blockDim.x is a
// multiple of 32), and lanes past the number of warps take 0 instead of
// leaving, so the full-mask shuffles there have all 32 lanes.
__global__ void layernorm_stats(const float *__restrict__ x, float2 *__restrict__ stats, int cols) {
  __shared__ float s_sum[32], s_sq[32];
  const float *row = x + (size_t)blockIdx.x * cols;
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, nwarps = blockDim.x >> 5;
  float s = 0.f, q = 0.f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x) {
    float v = row[c];
    s += v;
    q += v * v;
  }
  for (int o = 16; o > 0; o >>= 1) {
    s += __shfl_down_sync(0xffffffffu, s, o);
    q += __shfl_down_sync(0xffffffffu, q, o);
  }
  if (lane == 0) { s_sum[warp] = s; s_sq[warp] = q; }
  __syncthreads();
  if (warp == 0) {
    s = lane < nwarps ? s_sum[lane] : 0.f;
    q = lane < nwarps ? s_sq[lane] : 0.f;
    for (int o = 16; o > 0; o >>= 1) {
      s += __shfl_xor_sync(0xffffffffu, s, o);
      q += __shfl_xor_sync(0xffffffffu, q, o);
    }
    if (lane == 0) {
      float mean = s / cols;
      stats[blockIdx.x] = make_float2(mean, rsqrtf(q / cols - mean * mean + 1e-5f));
    }
  }
}
