// EXPECT: clean
// Row reduction where a warp holds 32 / w rows of w columns: the segment
// width w is the smallest power of two that covers the row (at most 32),
// computed from the parameter, and the butterfly passes it as the shuffle
// width. Every lane executes every shuffle with the full mask.
__global__ void small_row_max(const float *x, float *out, int rows, int cols) {
  int w = 1;
  while (w < cols && w < 32) w <<= 1;
  const int lane = threadIdx.x & 31;
  const int rows_per_warp = 32 / w;
  const int warp_global = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  const int row = warp_global * rows_per_warp + lane / w;
  const int col = lane % w;
  float v = (row < rows && col < cols) ? x[(size_t)row * cols + col] : -1e30f;
  for (int off = w / 2; off > 0; off >>= 1)
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, off, w));
  if (col == 0 && row < rows)
    out[row] = v;
}
