// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_75 sm_90
// CSR SpMV, "vector" kernel: one warp per row, lanes stride over the row's
// non-zeros, then a shfl_down tree sums the lane partials into lane 0. Bug:
// a lane with no non-zero of its own (start + lane >= end, every row shorter
// than 32 non-zeros) returns early "because it has nothing to add". The
// shuffles use the full mask: the exited lanes are not waited for, but lanes
// below them read their registers (shfl.down from an exited lane gives an
// undefined value), so y[row] gets garbage for short rows. The lanes without
// work must stay with v = 0.
__global__ void spmv_csr_vector(const int *__restrict__ row_ptr, const int *__restrict__ col,
                                const float *__restrict__ val, const float *__restrict__ x,
                                float *__restrict__ y, int nrows) {
  const int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  const int lane = threadIdx.x % 32;
  if (row >= nrows)
    return;
  const int start = row_ptr[row], end = row_ptr[row + 1];
  int j = start + lane;
  if (j >= end)
    return;
  float v = val[j] * x[col[j]];
  for (j += 32; j < end; j += 32)
    v += val[j] * x[col[j]];
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, o);
  if (lane == 0)
    y[row] = v;
}
