// EXPECT: warp-sync-mask
// BUG: vector-CSR SpMV tuned for short rows: one warp per row, lane j takes
// nonzero j. The tree reduction was moved inside `if (lane < len)` "to skip the
// idle lanes", but it still names the full warp: the lanes at and past the row
// length never reach the shuffles, and a row of fewer than 32 nonzeros leaves
// the collective waiting for lanes that are still running (undefined).
__global__ void spmv_short_rows(const int *__restrict__ rowptr, const int *__restrict__ col,
                                const float *__restrict__ val, const float *__restrict__ x, float *__restrict__ y,
                                int nrows) {
  int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  int lane = threadIdx.x & 31;
  if (row >= nrows)
    return;
  int b = rowptr[row];
  int len = min(rowptr[row + 1] - b, 32);
  if (lane < len) {
    float v = val[b + lane] * x[col[b + lane]];
    for (int o = 16; o; o >>= 1)
      v += __shfl_xor_sync(0xffffffffu, v, o);
    if (lane == 0)
      y[row] = v;
  }
}
