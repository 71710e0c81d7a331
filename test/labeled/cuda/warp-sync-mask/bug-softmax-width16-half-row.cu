// EXPECT: warp-sync-mask
// Two 16-wide rows per warp (shfl width 16), but the max reduction runs only
// in the lanes whose column is inside the row (lane % 16 < 12) with the full
// mask: lanes 12..15 and 28..31 are named and never shuffle.
__global__ void softmax12(const float *x, float *y, int rows) {
  int lane = threadIdx.x & 31;
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 16;
  int col = lane & 15;
  if (row >= rows)
    return;
  float v = -INFINITY;
  if (col < 12) {
    v = x[row * 12 + col];
    for (int off = 8; off > 0; off >>= 1)
      v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, off, 16));
    y[row * 12 + col] = v;
  }
}
