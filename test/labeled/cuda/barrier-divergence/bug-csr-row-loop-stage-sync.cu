// EXPECT: barrier-divergence
// CSR SpMV, one thread per row, staging chunks of x through shared memory
// inside the row's own nonzero loop: the trip count is the row's nnz, so
// threads with short rows leave the loop (and its __syncthreads) early.
__global__ void spmv_csr_staged(const int *row_ptr, const int *col,
                                const float *val, const float *x, float *y,
                                int rows) {
  __shared__ float xs[256];
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  int begin = r < rows ? row_ptr[r] : 0;
  int end = r < rows ? row_ptr[r + 1] : 0;
  float sum = 0.f;
  for (int j = begin; j < end; ++j) {
    xs[threadIdx.x] = x[col[j]];
    __syncthreads();
    sum += val[j] * xs[threadIdx.x];
    __syncthreads();
  }
  if (r < rows)
    y[r] = sum;
}
