// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// One row of 16 columns per half-warp: the row guard is the same in the 16
// lanes of a half (the block size is a multiple of 16), and each half passes
// its own 16-lane mask to the width-16 shuffles.
__global__ void __launch_bounds__(256) row16_sum(const float *x, float *out, int rows) {
  const int gid = blockIdx.x * blockDim.x + threadIdx.x;
  const int row = gid / 16, col = gid % 16;
  if (row < rows) {
    const unsigned mask = 0xffffu << (threadIdx.x & 16);
    float v = x[(size_t)row * 16 + col];
#pragma unroll
    for (int off = 8; off > 0; off >>= 1)
      v += __shfl_down_sync(mask, v, off, 16);
    if (col == 0)
      out[row] = v;
  }
}
