// EXPECT: warp-sync-mask
// "CSR vector" SpMV with TPR = 8 threads per row. BUG: the group's mask is
// shifted by the group index within the warp (lane / TPR = 0..3) instead of
// the group's first lane (lane & ~(TPR - 1) = 0, 8, 16, 24): only group 0
// gets its own lanes (0xff); groups 1..3 get 0x1fe, 0x3fc and 0x7f8, so
// lanes 9..31 execute the shuffles with a mask that does not contain their
// own bit, and lane 8's mask names lanes 1..7, which run with another mask.
constexpr int TPR = 8;
__global__ void __launch_bounds__(256) csr_vector8(const int *__restrict__ row_ptr,
                                                   const int *__restrict__ col,
                                                   const float *__restrict__ val,
                                                   const float *__restrict__ x,
                                                   float *__restrict__ y, int nrows) {
  const unsigned lane = threadIdx.x % 32;
  const unsigned group_mask = ((1u << TPR) - 1) << (lane / TPR);  // BUG: lane & ~(TPR - 1)
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
