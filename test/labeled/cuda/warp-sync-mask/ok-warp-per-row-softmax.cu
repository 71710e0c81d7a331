// EXPECT: clean
// Warp-per-row softmax for short rows (cols <= 128), as inference kernels
// write it: four values per lane in registers, out-of-range columns padded
// with -inf, then max and sum by full-mask butterfly shuffles. The row guard
// depends only on the warp index, so whole warps return together.
__global__ void __launch_bounds__(128) softmax_warp(const float *__restrict__ x,
                                                   float *__restrict__ y, int rows, int cols) {
  int lane = threadIdx.x & 31;
  int row = blockIdx.x * 4 + (threadIdx.x >> 5);
  if (row >= rows)
    return;
  const float *in = x + (size_t)row * cols;
  float v[4];
  float m = -INFINITY;
#pragma unroll
  for (int k = 0; k < 4; ++k) {
    int c = lane + 32 * k;
    v[k] = c < cols ? in[c] : -INFINITY;
    m = fmaxf(m, v[k]);
  }
#pragma unroll
  for (int o = 16; o > 0; o >>= 1)
    m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  float s = 0.f;
#pragma unroll
  for (int k = 0; k < 4; ++k) {
    v[k] = __expf(v[k] - m);
    s += v[k];
  }
#pragma unroll
  for (int o = 16; o > 0; o >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, o);
  float *out = y + (size_t)row * cols;
#pragma unroll
  for (int k = 0; k < 4; ++k) {
    int c = lane + 32 * k;
    if (c < cols)
      out[c] = v[k] / s;
  }
}
