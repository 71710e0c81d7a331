// EXPECT: clean
// SpMM (CSR times dense, 32 columns) with a warp per row: each row's storage
// is packed as the row length padded to 8 bytes, then (column, value-bits)
// pairs that the lanes fetch as int2 at 8 bytes into the 8-byte aligned
// record (row_off counts 8-byte units): aligned.
__global__ void spmm_packed(const int *rows, const long long *row_off, const float *B,
                            float *C, int nrows) {
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32, lane = threadIdx.x % 32;
  if (row >= nrows)
    return;
  const int *rec = rows + 2 * row_off[row];
  int len = rec[0];
  const int2 *pairs = reinterpret_cast<const int2 *>(rec + 2);
  float acc = 0.f;
  for (int j = 0; j < len; ++j) {
    int2 p = pairs[j];
    acc += __int_as_float(p.y) * B[(size_t)p.x * 32 + lane];
  }
  C[(size_t)row * 32 + lane] = acc;
}
