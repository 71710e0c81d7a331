// EXPECT: misaligned-access
// SpMM (CSR times dense, 32 columns) with a warp per row: each row's storage
// is packed as one int holding the row length, then (column, value-bits)
// pairs that the lanes fetch as int2. The pairs start 4 bytes into a record
// whose start is 8-byte aligned, so every ld.global.v2 is 4 bytes off.
__global__ void spmm_packed(const int *rows, const long long *row_off, const float *B,
                            float *C, int nrows) {
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32, lane = threadIdx.x % 32;
  if (row >= nrows)
    return;
  const int *rec = rows + 2 * row_off[row];
  int len = rec[0];
  const int2 *pairs = reinterpret_cast<const int2 *>(rec + 1);
  float acc = 0.f;
  for (int j = 0; j < len; ++j) {
    int2 p = pairs[j];
    acc += __int_as_float(p.y) * B[(size_t)p.x * 32 + lane];
  }
  C[(size_t)row * 32 + lane] = acc;
}
