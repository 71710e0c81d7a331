// EXPECT: warp-sync-mask
// ELL SpMM-vector: four lanes per row, eight rows per warp. Each quarter-warp
// sums its row's products and folds them with __shfl_down_sync(0xffffffff,
// v, o, 4). The fold sits inside `if (row < nrows)`: in the last warp the
// quarters past the end skip it while the mask still names them.
__global__ void ell_rows(const int *cols, const float *vals, const float *x, float *y,
                         int nrows, int width) {
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  int row = gid / 4, q = gid % 4;
  if (row < nrows) {
    float v = 0.f;
    for (int j = q; j < width; j += 4)
      v += vals[(size_t)j * nrows + row] * x[cols[(size_t)j * nrows + row]];
    v += __shfl_down_sync(0xffffffffu, v, 2, 4);
    v += __shfl_down_sync(0xffffffffu, v, 1, 4);
    if (q == 0)
      y[row] = v;
  }
}
