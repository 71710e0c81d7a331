// EXPECT: clean
// Softmax backward with one warp per row, the block's 8 warps striding over
// the rows, and a helper whose scratch is protected by __syncthreads(): the
// loop runs over row groups of 8 (the same trip count in every warp,
// ceil(rows / 8)) and a warp whose row is past the end computes a dummy dot
// product of zero length, so every warp reaches the helper's barrier the
// same number of times.
__device__ float row_dot(const float *dy, const float *y, int cols, float *scratch) {
  const int lane = threadIdx.x % 32;
  float s = 0.f;
  for (int c = lane; c < cols; c += 32)
    s += dy[c] * y[c];
  for (int o = 16; o > 0; o >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, o);
  if (lane == 0)
    scratch[threadIdx.x / 32] = s;
  __syncthreads();
  const float r = scratch[threadIdx.x / 32];
  __syncthreads();
  return r;
}
__global__ void __launch_bounds__(256) softmax_bwd(const float *__restrict__ y,
                                                   const float *__restrict__ dy,
                                                   float *__restrict__ dx, int rows, int cols) {
  __shared__ float scratch[8];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  for (int r0 = 0; r0 < rows; r0 += 8) {
    const int r = r0 + warp;
    const bool valid = r < rows;
    const float *yr = y + (size_t)(valid ? r : 0) * cols, *dyr = dy + (size_t)(valid ? r : 0) * cols;
    const float dot = row_dot(dyr, yr, valid ? cols : 0, scratch);
    if (valid)
      for (int c = lane; c < cols; c += 32)
        dx[(size_t)r * cols + c] = yr[c] * (dyr[c] - dot);
  }
}
