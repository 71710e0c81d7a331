// EXPECT: clean
// Vector-CSR SpMV for short rows: one warp per row, lane j takes nonzero j;
// lanes past the row length contribute 0 and every lane of the warp runs the
// full-mask reduction (the row test is per warp, so whole warps return).
__global__ void spmv_short_rows(const int *__restrict__ rowptr, const int *__restrict__ col,
                                const float *__restrict__ val, const float *__restrict__ x, float *__restrict__ y,
                                int nrows) {
  int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  int lane = threadIdx.x & 31;
  if (row >= nrows)
    return;
  int b = rowptr[row];
  int len = min(rowptr[row + 1] - b, 32);
  float v = 0.f;
  if (lane < len)
    v = val[b + lane] * x[col[b + lane]];
  for (int o = 16; o; o >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, o);
  if (lane == 0)
    y[row] = v;
}
