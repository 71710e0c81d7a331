// EXPECT: barrier-divergence
// Row-per-block LayerNorm: threads past the row length return before the
// block reduction, so they never reach the __syncthreads() that publishes the
// per-warp partial sums (a hang when cols is not a multiple of blockDim.x).
__global__ void layernorm_fwd(const float *x, float *y, const float *gamma,
                              const float *beta, int cols, float eps) {
  __shared__ float warp_sum[32];
  __shared__ float mean_s;
  int col = threadIdx.x;
  if (col >= cols)
    return;
  float v = x[blockIdx.x * cols + col];
  float s = v;
  for (int off = 16; off > 0; off >>= 1)
    s += __shfl_xor_sync(__activemask(), s, off);
  if ((threadIdx.x & 31) == 0)
    warp_sum[threadIdx.x >> 5] = s;
  __syncthreads();
  if (threadIdx.x == 0) {
    float t = 0.f;
    for (int w = 0; w < (blockDim.x + 31) / 32; ++w)
      t += warp_sum[w];
    mean_s = t / cols;
  }
  __syncthreads();
  float d = v - mean_s;
  y[blockIdx.x * cols + col] = d * rsqrtf(d * d + eps) * gamma[col] + beta[col];
}
