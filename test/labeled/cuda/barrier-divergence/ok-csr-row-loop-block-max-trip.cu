// EXPECT: clean
// CSR SpMV staging x through shared memory: the block first agrees on the
// longest row (a shared-memory max after a barrier), every thread runs that
// many iterations and only the work inside is predicated on its own row.
__global__ void spmv_csr_staged_max(const int *row_ptr, const int *col,
                                    const float *val, const float *x, float *y,
                                    int rows) {
  __shared__ float xs[256];
  __shared__ int longest;
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  int begin = r < rows ? row_ptr[r] : 0;
  int len = r < rows ? row_ptr[r + 1] - begin : 0;
  if (threadIdx.x == 0)
    longest = 0;
  __syncthreads();
  atomicMax(&longest, len);
  __syncthreads();
  int trips = longest;
  float sum = 0.f;
  for (int j = 0; j < trips; ++j) {
    bool mine = j < len;
    xs[threadIdx.x] = mine ? x[col[begin + j]] : 0.f;
    __syncthreads();
    if (mine)
      sum += val[begin + j] * xs[threadIdx.x];
    __syncthreads();
  }
  if (r < rows)
    y[r] = sum;
}
