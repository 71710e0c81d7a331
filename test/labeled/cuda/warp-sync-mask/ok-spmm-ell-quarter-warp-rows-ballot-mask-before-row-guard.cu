// EXPECT: clean
// ELL SpMM-vector: four lanes per row, eight rows per warp. The mask of the
// fold is balloted over the warp before the row guard, so in the last warp it
// names exactly the quarters whose rows exist; whole quarters drop out
// together and __shfl_down_sync(mask, v, o, 4) stays inside each quarter.
__global__ void ell_rows(const int *cols, const float *vals, const float *x, float *y,
                         int nrows, int width) {
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  int row = gid / 4, q = gid % 4;
  unsigned mask = __ballot_sync(0xffffffffu, row < nrows);
  if (row < nrows) {
    float v = 0.f;
    for (int j = q; j < width; j += 4)
      v += vals[(size_t)j * nrows + row] * x[cols[(size_t)j * nrows + row]];
    v += __shfl_down_sync(mask, v, 2, 4);
    v += __shfl_down_sync(mask, v, 1, 4);
    if (q == 0)
      y[row] = v;
  }
}
