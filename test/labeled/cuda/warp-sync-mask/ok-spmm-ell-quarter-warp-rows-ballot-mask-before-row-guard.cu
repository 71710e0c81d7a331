// EXPECT: clean
// ELL SpMV with a residual: four lanes per row, eight rows per warp. The
// mask of the fold is balloted over the warp before the row guard, so in the
// last warp it names exactly the quarters whose rows exist; whole quarters
// drop out together and __shfl_down_sync(mask, v, o, 4) stays inside each
// quarter. The residual reduction after the guard runs in every lane.
__global__ void ell_residual(const int *cols, const float *vals, const float *x, const float *b,
                             float *r, float *norm2, int nrows, int width) {
  int gid = blockIdx.x * blockDim.x + threadIdx.x;
  int row = gid / 4, q = gid % 4;
  unsigned mask = __ballot_sync(0xffffffffu, row < nrows);
  float res = 0.f;
  if (row < nrows) {
    float v = 0.f;
    for (int j = q; j < width; j += 4)
      v += vals[(size_t)j * nrows + row] * x[cols[(size_t)j * nrows + row]];
    v += __shfl_down_sync(mask, v, 2, 4);
    v += __shfl_down_sync(mask, v, 1, 4);
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
