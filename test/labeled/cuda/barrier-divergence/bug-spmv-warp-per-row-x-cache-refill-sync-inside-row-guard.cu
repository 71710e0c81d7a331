// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// BUG: CSR SpMV, one warp per row, with the block's slice of x cached in
// shared memory and refilled per 1024-column window. The refill and its
// __syncthreads() were put inside `if (row < nrows)`, so in the last block the
// warps whose row is past the end skip the barriers that the other warps of
// the block wait in.
#define WIN 1024
__global__ void __launch_bounds__(256) spmv_warp_row(const int *__restrict__ rowptr, const int *__restrict__ col,
                                                     const float *__restrict__ val, const float *__restrict__ x,
                                                     float *__restrict__ y, int nrows, int ncols) {
  __shared__ float xs[WIN];
  int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  int row = blockIdx.x * 8 + warp;
  if (row < nrows) {
    int b = rowptr[row], e = rowptr[row + 1];
    float sum = 0.f;
    for (int w0 = 0; w0 < ncols; w0 += WIN) {
      for (int i = threadIdx.x; i < WIN; i += 256)
        xs[i] = w0 + i < ncols ? x[w0 + i] : 0.f;
      __syncthreads();
      for (int j = b + lane; j < e; j += 32) {
        int c = col[j] - w0;
        if (c >= 0 && c < WIN)
          sum += val[j] * xs[c];
      }
      __syncthreads();
    }
    for (int o = 16; o; o >>= 1)
      sum += __shfl_down_sync(0xffffffffu, sum, o);
    if (lane == 0)
      y[row] = sum;
  }
}
