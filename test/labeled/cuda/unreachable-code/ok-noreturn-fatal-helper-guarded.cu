// EXPECT: clean
// Sparse-matrix validation: a [[noreturn]] out-of-line `fatal` helper (prints
// and traps) is called only for out-of-range column indices; the compiler
// knows it does not return, and the code after the guarded call is reached on
// the other path.
#include <cstdio>

[[noreturn]] __device__ __noinline__ void fatal(int row, int col) {
  printf("row %d: column %d out of range\n", row, col);
  __trap();
}

__global__ void csr_spmv_checked(const int *rowptr, const int *col, const float *val,
                                 const float *x, int nrows, int ncols, float *y) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= nrows)
    return;
  float acc = 0.f;
  for (int k = rowptr[r]; k < rowptr[r + 1]; ++k) {
    int c = col[k];
    if (c < 0 || c >= ncols)
      fatal(r, c);
    acc += val[k] * x[c];
  }
  y[r] = acc;
}
