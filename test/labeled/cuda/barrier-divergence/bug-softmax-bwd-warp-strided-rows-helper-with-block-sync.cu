// EXPECT: barrier-divergence
// Softmax backward, grad_in = y * (dy - sum(dy * y)), one warp per row and
// the block's 8 warps striding over the rows of a tile. The row dot product
// goes through a helper that was shared with the block-per-row kernel and
// still ends with a __syncthreads() (to protect its scratch). BUG: the warps
// run `for (r = warp; r < rows; r += 8)`, so when rows is not a multiple of 8
// the first warps make one more trip than the others and reach the barrier
// in the helper once more.
__device__ float row_dot(const float *dy, const float *y, int cols, float *scratch) {
  const int lane = threadIdx.x % 32;
  float s = 0.f;
  for (int c = lane; c < cols; c += 32)
    s += dy[c] * y[c];
  for (int o = 16; o > 0; o >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, o);
  if (lane == 0)
    scratch[threadIdx.x / 32] = s;
  __syncthreads();  // BUG in this caller: warps arrive a different number of times
  return scratch[threadIdx.x / 32];
}
__global__ void __launch_bounds__(256) softmax_bwd(const float *__restrict__ y,
                                                   const float *__restrict__ dy,
                                                   float *__restrict__ dx, int rows, int cols) {
  __shared__ float scratch[8];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  for (int r = warp; r < rows; r += 8) {
    const float *yr = y + (size_t)r * cols, *dyr = dy + (size_t)r * cols;
    const float dot = row_dot(dyr, yr, cols, scratch);
    for (int c = lane; c < cols; c += 32)
      dx[(size_t)r * cols + c] = yr[c] * (dyr[c] - dot);
  }
}
