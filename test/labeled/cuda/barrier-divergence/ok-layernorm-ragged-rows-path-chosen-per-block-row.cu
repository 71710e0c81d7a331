// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// LayerNorm over ragged rows, one row per block: the warp-shuffle path for
// short rows and the block fallback with __syncthreads for long ones are
// chosen from the block's row length, the same in every thread, so either
// all four warps run the fallback's barrier or none does.
__global__ void ragged_layernorm_block(const float* __restrict__ x, const int* __restrict__ row_off,
                                       float* __restrict__ y) {
  __shared__ float s_sum[4], s_sq[4];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const int row = blockIdx.x;
  const int beg = row_off[row], len = row_off[row + 1] - beg;
  float s = 0.f, q = 0.f;
  if (len <= 32) {
    if (warp == 0) {
      float v = lane < len ? x[beg + lane] : 0.f;
      s = v; q = v * v;
      for (int o = 16; o > 0; o >>= 1) {
        s += __shfl_xor_sync(0xffffffffu, s, o);
        q += __shfl_xor_sync(0xffffffffu, q, o);
      }
      const float mean = s / len, rstd = rsqrtf(q / len - mean * mean + 1e-5f);
      if (lane < len) y[beg + lane] = (v - mean) * rstd;
    }
  } else {
    for (int c = threadIdx.x; c < len; c += 128) { float v = x[beg + c]; s += v; q += v * v; }
    for (int o = 16; o > 0; o >>= 1) {
      s += __shfl_xor_sync(0xffffffffu, s, o);
      q += __shfl_xor_sync(0xffffffffu, q, o);
    }
    if (lane == 0) { s_sum[warp] = s; s_sq[warp] = q; }
    __syncthreads();
    s = s_sum[0] + s_sum[1] + s_sum[2] + s_sum[3];
    q = s_sq[0] + s_sq[1] + s_sq[2] + s_sq[3];
    const float mean = s / len, rstd = rsqrtf(q / len - mean * mean + 1e-5f);
    for (int c = threadIdx.x; c < len; c += 128) y[beg + c] = (x[beg + c] - mean) * rstd;
  }
}
