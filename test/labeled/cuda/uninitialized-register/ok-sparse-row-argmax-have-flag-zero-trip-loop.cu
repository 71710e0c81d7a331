// EXPECT: clean
// Per-row argmax over a CSR sparse matrix (one warp-free thread per row). An
// empty row runs the loop zero times, leaving `best`/`bestv` unset, but they
// are only read when `have` says some entry set them. The compiler's phis
// carry an undefined value in from the entry path: a read written on some
// paths only, which the rule does not report (and which is correct here).
__global__ void csr_row_argmax(const int *rowptr, const int *col, const float *val, int nrows,
                               int *argmax) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= nrows)
    return;
  int best;
  float bestv;
  bool have = false;
  for (int k = rowptr[r]; k < rowptr[r + 1]; ++k) {
    float v = val[k];
    if (!have || v > bestv) {
      bestv = v;
      best = col[k];
      have = true;
    }
  }
  argmax[r] = have ? best : -1;
}
