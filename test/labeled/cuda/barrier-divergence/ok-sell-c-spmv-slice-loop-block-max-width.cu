// EXPECT: clean
// SELL-C SpMV with a shared staging step per column: the loop runs to the
// largest slice width of the block, read from a precomputed per-block array
// (blk_width[blockIdx.x], one value for every thread of the block), and rows
// that are shorter simply contribute padding zeros, so every thread meets
// both __syncthreads() the same number of times.
__global__ void __launch_bounds__(128) sell_spmv(const int *__restrict__ slice_ptr,
                                                 const int *__restrict__ slice_width,
                                                 const int *__restrict__ blk_width,
                                                 const int *__restrict__ cols,
                                                 const float *__restrict__ vals,
                                                 const float *__restrict__ x,
                                                 float *__restrict__ y, int nrows) {
  __shared__ float prod[128];
  const int row = blockIdx.x * 128 + threadIdx.x;
  const int slice = row / 32, r = row % 32;
  const int base = slice_ptr[slice];
  const int w = slice_width[slice];
  const int bw = blk_width[blockIdx.x];
  float acc = 0.f;
  for (int k = 0; k < bw; ++k) {
    float p = 0.f;
    if (k < w && row < nrows)
      p = vals[base + k * 32 + r] * __ldg(&x[cols[base + k * 32 + r]]);
    prod[threadIdx.x] = p;
    __syncthreads();
    acc += prod[threadIdx.x];
    __syncthreads();
  }
  if (row < nrows)
    y[row] = acc;
}
