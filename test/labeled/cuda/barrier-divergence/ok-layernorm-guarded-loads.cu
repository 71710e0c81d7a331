// EXPECT: clean
// Row-per-block LayerNorm done right: out-of-range threads load 0 and take
// part in every barrier; only the final store is guarded.
__global__ void layernorm_fwd(const float *x, float *y, const float *gamma,
                              const float *beta, int cols, float eps) {
  __shared__ float warp_sum[32];
  __shared__ float stat[2];
  int col = threadIdx.x;
  bool in = col < cols;
  float v = in ? x[blockIdx.x * cols + col] : 0.f;
  float s = v, q = v * v;
  for (int off = 16; off > 0; off >>= 1) {
    s += __shfl_xor_sync(0xffffffffu, s, off);
    q += __shfl_xor_sync(0xffffffffu, q, off);
  }
  int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  if (lane == 0)
    warp_sum[warp] = s;
  __syncthreads();
  if (warp == 0) {
    int nw = (blockDim.x + 31) >> 5;
    float t = lane < nw ? warp_sum[lane] : 0.f;
    for (int off = 16; off > 0; off >>= 1)
      t += __shfl_down_sync(0xffffffffu, t, off);
    if (lane == 0)
      stat[0] = t / cols;
  }
  __syncthreads();
  if (lane == 0)
    warp_sum[warp] = q;
  __syncthreads();
  if (threadIdx.x == 0) {
    float t = 0.f;
    for (int w = 0; w < (blockDim.x + 31) / 32; ++w)
      t += warp_sum[w];
    stat[1] = rsqrtf(t / cols - stat[0] * stat[0] + eps);
  }
  __syncthreads();
  if (in)
    y[blockIdx.x * cols + col] = (v - stat[0]) * stat[1] * gamma[col] + beta[col];
}
