// EXPECT: clean
// cuSPARSE/CUSP-style "CSR vector" SpMV with TPR threads per row (chosen by
// the host from the mean row length): each row is handled by an aligned
// group of TPR lanes, rows are visited grid-stride, and the group reduces
// with width-TPR xor shuffles under the group's own mask. The row loop's
// condition depends only on the group index, so the TPR lanes of a group run
// the same trips and leave together; the mask names exactly them.
template <int TPR>
__global__ void __launch_bounds__(256) csr_vector(const int *__restrict__ row_ptr,
                                                  const int *__restrict__ col,
                                                  const float *__restrict__ val,
                                                  const float *__restrict__ x,
                                                  float *__restrict__ y, int nrows) {
  static_assert(TPR >= 2 && TPR <= 32 && (TPR & (TPR - 1)) == 0, "power of two");
  const unsigned lane = threadIdx.x % 32;
  const unsigned group_mask = (TPR == 32 ? 0xffffffffu : ((1u << TPR) - 1)) << (lane & ~(TPR - 1u));
  const int sub = threadIdx.x % TPR;
  const int groups = gridDim.x * blockDim.x / TPR;
  for (int row = (blockIdx.x * blockDim.x + threadIdx.x) / TPR; row < nrows; row += groups) {
    float s = 0.f;
    for (int j = row_ptr[row] + sub; j < row_ptr[row + 1]; j += TPR)
      s += val[j] * __ldg(&x[col[j]]);
#pragma unroll
    for (int o = TPR / 2; o > 0; o >>= 1)
      s += __shfl_xor_sync(group_mask, s, o, TPR);
    if (sub == 0)
      y[row] = s;
  }
}
template __global__ void csr_vector<4>(const int *, const int *, const float *, const float *,
                                       float *, int);
template __global__ void csr_vector<16>(const int *, const int *, const float *, const float *,
                                        float *, int);
