// EXPECT: clean
// CG step: CSR SpMV y = A p fused with the dot product p.Ap, 4 lanes per
// row (short rows): lane group g of the warp
// handles row tid/4, and the partial sums are combined with xor shuffles of
// width 4. The mask is the ballot of the row guard taken by the whole warp
// before the branch, so it names exactly the lanes that run the shuffles
// (lanes of one row-group are in or out together, so every xor partner is in).
__global__ void spmv_csr_vec4(const int *row_ptr, const int *col,
                              const float *val, const float *x, float *y,
                              float *pAp, int nrows) {
  const int tid = blockIdx.x * blockDim.x + threadIdx.x;
  const int row = tid / 4;
  const int sub = tid % 4;
  const unsigned mask = __ballot_sync(0xffffffffu, row < nrows);
  float dot = 0.f;
  if (row < nrows) {
    float s = 0.f;
    for (int j = row_ptr[row] + sub; j < row_ptr[row + 1]; j += 4)
      s += val[j] * x[col[j]];
    s += __shfl_xor_sync(mask, s, 2, 4);
    s += __shfl_xor_sync(mask, s, 1, 4);
    if (sub == 0) {
      y[row] = s;
      dot = s * x[row];
    }
  }
  // every lane of the warp, in range or not, joins the p.Ap reduction
  for (int o = 16; o > 0; o >>= 1)
    dot += __shfl_xor_sync(0xffffffffu, dot, o);
  if (threadIdx.x % 32 == 0)
    atomicAdd(pAp, dot);
}
