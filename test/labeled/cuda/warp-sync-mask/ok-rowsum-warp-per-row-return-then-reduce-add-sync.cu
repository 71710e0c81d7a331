// EXPECT: clean
// ARCHS: sm_80 sm_90
// Integer row sums, one warp per row (blockDim.x a multiple of 32): the
// row index is the same for all 32 lanes of a warp, so the `if (row >= rows)
// return;` at the top removes whole warps, and the survivors reduce with
// the sm_80 __reduce_add_sync over the full mask.
__global__ void rowsum_i32(const int *__restrict__ x, int *__restrict__ out, int rows, int cols) {
  const int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  const int lane = threadIdx.x & 31;
  if (row >= rows) return;
  unsigned s = 0;
  for (int c = lane; c < cols; c += 32) s += (unsigned)x[(size_t)row * cols + c];
  s = __reduce_add_sync(0xffffffffu, s);
  if (lane == 0) out[row] = (int)s;
}
