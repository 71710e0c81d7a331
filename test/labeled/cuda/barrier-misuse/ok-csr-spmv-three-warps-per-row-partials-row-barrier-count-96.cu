// EXPECT: clean
// PTXLINT-ARGS: --block-dim=288
// CSR SpMV for long rows: a 288-thread block handles three rows, three warps
// (96 threads) per row. Each row's warps write their partial sums to shared
// memory and meet on the row's own named barrier (ids 1, 2, 3) with a count
// of 96, the row's three warps, before the row's first warp adds the
// partials; rows past the end still take part with zero partials.
#define WARPS_PER_ROW 3
__global__ void __launch_bounds__(288)
spmv_long_rows(const int *__restrict__ rowptr, const int *__restrict__ col,
               const float *__restrict__ val, const float *__restrict__ x,
               float *__restrict__ y, int nrows) {
  __shared__ float part[288];
  const int t = threadIdx.x, warp = t / 32, grp = warp / WARPS_PER_ROW;
  const int lt = t - grp * 32 * WARPS_PER_ROW;
  const int row = blockIdx.x * 3 + grp;
  float s = 0.f;
  if (row < nrows)
    for (int j = rowptr[row] + lt; j < rowptr[row + 1]; j += 32 * WARPS_PER_ROW)
      s += val[j] * x[col[j]];
  part[t] = s;
  asm volatile("bar.sync %0, %1;" ::"r"(1 + grp), "r"(32 * WARPS_PER_ROW) : "memory");
  if (lt < 32) {
    float r = part[grp * 96 + lt] + part[grp * 96 + lt + 32] + part[grp * 96 + lt + 64];
    for (int o = 16; o > 0; o >>= 1) r += __shfl_xor_sync(0xffffffffu, r, o);
    if (lt == 0 && row < nrows) y[row] = r;
  }
}
