// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=128
// LayerNorm over ragged rows: each of the block's four warps owns one row
// (row = blockIdx.x * 4 + warp) and normalises it with warp shuffles when the
// row is short. Long rows take a block-wide fallback that reduces through
// shared memory with __syncthreads (BUG): the path is chosen from the warp's
// own row length, so in a block whose rows differ only some warps run the
// fallback's barriers.
__global__ void ragged_layernorm(const float* __restrict__ x, const int* __restrict__ row_off,
                                 float* __restrict__ y, int nrows) {
  __shared__ float s_sum[4], s_sq[4];
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  const int row = blockIdx.x * 4 + warp;
  if (row >= nrows) return;
  const int beg = row_off[row], len = row_off[row + 1] - beg;
  float s = 0.f, q = 0.f;
  if (len <= 256) {
    for (int c = lane; c < len; c += 32) { float v = x[beg + c]; s += v; q += v * v; }
    for (int o = 16; o > 0; o >>= 1) {
      s += __shfl_xor_sync(0xffffffffu, s, o);
      q += __shfl_xor_sync(0xffffffffu, q, o);
    }
  } else {
    for (int c = threadIdx.x; c < len; c += 128) { float v = x[beg + c]; s += v; q += v * v; }
    for (int o = 16; o > 0; o >>= 1) {
      s += __shfl_xor_sync(0xffffffffu, s, o);
      q += __shfl_xor_sync(0xffffffffu, q, o);
    }
    if (lane == 0) { s_sum[warp] = s; s_sq[warp] = q; }
    __syncthreads();  // BUG: only the warps whose row is long get here
    s = s_sum[0] + s_sum[1] + s_sum[2] + s_sum[3];
    q = s_sq[0] + s_sq[1] + s_sq[2] + s_sq[3];
  }
  const float mean = s / len, rstd = rsqrtf(q / len - mean * mean + 1e-5f);
  for (int c = lane; c < len; c += 32) y[beg + c] = (x[beg + c] - mean) * rstd;
}
