// EXPECT: warp-sync-mask
// ELL SpMV with a residual: four lanes per row, eight rows per warp. Each
// quarter-warp sums its row's products and folds them with
// __shfl_down_sync(0xffffffff, v, o, 4); then the whole warp reduces the
// squared residuals of its rows for the solver's convergence test. The fold
// sits inside `if (row < nrows)`: in the last warp the quarters past the end
// skip it (and go on to the warp reduction, so they have not exited) while
// the fold's mask still names them.
__global__ void ell_residual(const int *cols, const float *vals, const float *x, const float *b,
                             float *r, float *norm2, int nrows, int width) {
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  int row = gid / 4, q = gid % 4;
  float res = 0.f;
  if (row < nrows) {
    float v = 0.f;
    for (int j = q; j < width; j += 4)
      v += vals[(size_t)j * nrows + row] * x[cols[(size_t)j * nrows + row]];
    v += __shfl_down_sync(0xffffffffu, v, 2, 4);
    v += __shfl_down_sync(0xffffffffu, v, 1, 4);
    if (q == 0) {
      res = b[row] - v;
      r[row] = res;
    }
  }
  float s = res * res;
  for (int o = 16; o; o >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, o);
  if ((threadIdx.x & 31) == 0)
    atomicAdd(norm2, s);
}
