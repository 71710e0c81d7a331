// EXPECT: warp-sync-mask
// BUG: a row-dot-product kernel written as a template over the row width:
// warp w takes row w, lanes `lane < kWidth` multiply one element each and
// fold them with __shfl_xor_sync(0xffffffff, v, o, kWidth), then the whole
// warp ballots the non-zero rows for a counter. Written for kWidth = 32,
// where the guard is always true; the 16-wide instantiation runs the xor
// folds in lanes 0-15 only while the full mask names lanes 16-31, which are
// alive and waiting at the ballot.
template <int kWidth>
__global__ void row_dot(const float *__restrict__ a, const float *__restrict__ b, float *__restrict__ out,
                        unsigned *__restrict__ nonzero_rows, int rows) {
  int lane = threadIdx.x & 31;
  int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  if (row >= rows)
    return;
  float p = 0.f;
  if (lane < kWidth) {
    p = a[(size_t)row * kWidth + lane] * b[(size_t)row * kWidth + lane];
#pragma unroll
    for (int o = kWidth / 2; o > 0; o >>= 1)
      p += __shfl_xor_sync(0xffffffffu, p, o, kWidth);
    if (lane == 0)
      out[row] = p;
  }
  unsigned nz = __ballot_sync(0xffffffffu, lane == 0 && p != 0.f);
  if (lane == 0 && nz)
    atomicAdd(nonzero_rows, 1u);
}
template __global__ void row_dot<16>(const float *__restrict__, const float *__restrict__, float *__restrict__,
                                     unsigned *__restrict__, int);
