// EXPECT: barrier-divergence
// SELL-C-sigma SpMV with C = 32 rows per slice and one block per 4 slices;
// column chunks of x are staged in shared memory per step of the slice's
// width. BUG: the loop bound was changed from the slice width (the same for
// the 32 rows of a slice) to the thread's own row length (row_len[row], to
// skip the padding), but the loop still holds the two __syncthreads() of the
// staging: threads with short rows leave the loop while the rest wait.
__global__ void __launch_bounds__(128) sell_spmv(const int *__restrict__ slice_ptr,
                                                 const int *__restrict__ row_len,
                                                 const int *__restrict__ cols,
                                                 const float *__restrict__ vals,
                                                 const float *__restrict__ x,
                                                 float *__restrict__ y, int nrows) {
  __shared__ float xs[128];
  const int row = blockIdx.x * 128 + threadIdx.x;
  const int slice = row / 32, r = row % 32;
  const int base = slice_ptr[slice];
  const int len = row < nrows ? row_len[row] : 0;
  float acc = 0.f;
  for (int k = 0; k < len; ++k) {  // BUG: per-thread trip count
    const int c = cols[base + k * 32 + r];
    xs[threadIdx.x] = x[c];
    __syncthreads();
    acc += vals[base + k * 32 + r] * xs[threadIdx.x];
    __syncthreads();
  }
  if (row < nrows)
    y[row] = acc;
}
