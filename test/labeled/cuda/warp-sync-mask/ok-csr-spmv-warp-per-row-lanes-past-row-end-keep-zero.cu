// EXPECT: clean
// ARCHS: sm_80 sm_75 sm_90
// CSR SpMV, "vector" kernel: one warp per row, lanes stride over the row's
// non-zeros (a lane past the row's end runs no trip and keeps v = 0), then a
// full-mask shfl_down tree sums the lane partials into lane 0. The only
// early exit is `row >= nrows`, the same for all 32 lanes of a warp (the
// block is a multiple of 32 threads), so whole warps leave and the
// shuffles read only live lanes. Near miss of returning the lanes without a
// non-zero.
__global__ void spmv_csr_vector(const int *__restrict__ row_ptr, const int *__restrict__ col,
                                const float *__restrict__ val, const float *__restrict__ x,
                                float *__restrict__ y, int nrows) {
  const int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  const int lane = threadIdx.x % 32;
  if (row >= nrows)
    return;
  const int start = row_ptr[row], end = row_ptr[row + 1];
  float v = 0.f;
  for (int j = start + lane; j < end; j += 32)
    v += val[j] * x[col[j]];
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, o);
  if (lane == 0)
    y[row] = v;
}
