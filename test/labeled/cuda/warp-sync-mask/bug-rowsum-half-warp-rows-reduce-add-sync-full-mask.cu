// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_90
// Integer row sums for short rows: the kernel was changed from one warp per
// row to 16 lanes per row (row = gid / 16), keeping the `if (row >= rows)
// return;` and the full-mask __reduce_add_sync (BUG): when rows is odd the
// last row's warp has only its low 16 lanes left, and the full mask names
// the 16 that returned. (It also sums both rows together.)
__global__ void rowsum16(const int *__restrict__ x, int *__restrict__ out, int rows, int cols) {
  const int row = (blockIdx.x * blockDim.x + threadIdx.x) / 16;
  const int lane16 = threadIdx.x & 15;
  if (row >= rows) return;
  unsigned s = 0;
  for (int c = lane16; c < cols; c += 16) s += (unsigned)x[(size_t)row * cols + c];
  s = __reduce_add_sync(0xffffffffu, s);  // BUG: full mask over two 16-lane rows
  if (lane16 == 0) out[row] = (int)s;
}
