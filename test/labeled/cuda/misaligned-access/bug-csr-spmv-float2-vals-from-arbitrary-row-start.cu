// EXPECT: misaligned-access
// CSR SpMV, one warp per row, with the values read two at a time as float2
// to halve the load instructions. BUG: the pair index starts at the row's
// first nonzero, row_ptr[row], which is any integer: for a row starting at
// an odd nonzero, &val[row_ptr[row] + 2*j] is 4 mod 8 and the float2 load is
// misaligned (cuSPARSE only vectorises after peeling the odd head element).
__global__ void spmv_warp_row_f2(const int *__restrict__ row_ptr, const int *__restrict__ col,
                                 const float *__restrict__ val, const float *__restrict__ x,
                                 float *__restrict__ y, int nrows) {
  const int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  const int lane = threadIdx.x % 32;
  if (row >= nrows)
    return;  // whole warps leave together
  const int start = row_ptr[row], end = row_ptr[row + 1];
  float s = 0.f;
  for (int j = start + 2 * lane; j + 1 < end; j += 64) {
    const float2 v = *reinterpret_cast<const float2 *>(&val[j]);  // BUG: j may be odd
    s += v.x * x[col[j]] + v.y * x[col[j + 1]];
  }
  if (((end - start) & 1) && lane == 0)
    s += val[end - 1] * x[col[end - 1]];
  for (int o = 16; o > 0; o >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, o);
  if (lane == 0)
    y[row] = s;
}
