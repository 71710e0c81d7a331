// EXPECT: clean
// PTXLINT-ARGS: --block-dim=16,16
// Row-wise L2 norm with a 16x16 block (two rows per warp): the xor reduction
// inside `if (row < rows)` uses the mask of the row's own half-warp,
// 0xffff << (16 * (threadIdx.y & 1)), which is exactly the 16 lanes of that
// row, all of which take the same way at the row bound.
__global__ void row_l2(const float *__restrict__ x, float *__restrict__ norms, int rows) {
  const int row = blockIdx.x * 16 + threadIdx.y;
  const unsigned half = 0xffffu << (16 * (threadIdx.y & 1));
  float v = 0.f;
  if (row < rows) {
    float e = x[row * 16 + threadIdx.x];
    v = e * e;
    for (int o = 8; o > 0; o >>= 1)
      v += __shfl_xor_sync(half, v, o, 16);
  }
  if (threadIdx.x == 0 && row < rows)
    norms[row] = sqrtf(v);
  __syncthreads();
}
