// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// BSR SpMM with 4x4 blocks whose scale header is padded to four floats: 20
// floats per block, so the block rows at vals + 20*b + 4 + 4*r are 16-byte
// aligned float4 reads.
__global__ void bsr_spmm_pad(const int *row_ptr, const int *col_idx, const float *vals,
                             const float *x, float *y, int brows) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const int br = t / 4, r = t % 4;
  if (br >= brows)
    return;
  float acc = 0.f;
  for (int b = row_ptr[br]; b < row_ptr[br + 1]; ++b) {
    const float s = vals[20 * b];
    const float4 v = *reinterpret_cast<const float4 *>(vals + 20 * b + 4 + 4 * r);
    const float *xc = x + 4 * col_idx[b];
    acc += s * (v.x * xc[0] + v.y * xc[1] + v.z * xc[2] + v.w * xc[3]);
  }
  y[4 * br + r] = acc;
}
