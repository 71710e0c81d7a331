// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=128
// Block-sparse (BSR) SpMM with 4x4 blocks stored as one float scale followed
// by the 16 values: 17 floats per block. Each thread reads one block row as
// float4 at vals + 17*b + 1 + 4*r, which is 16-byte aligned only when
// 17*b + 1 is a multiple of 4.
__global__ void bsr_spmm(const int *row_ptr, const int *col_idx, const float *vals,
                         const float *x, float *y, int brows) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  const int br = t / 4, r = t % 4;
  if (br >= brows)
    return;
  float acc = 0.f;
  for (int b = row_ptr[br]; b < row_ptr[br + 1]; ++b) {
    const float s = vals[17 * b];
    const float4 v = *reinterpret_cast<const float4 *>(vals + 17 * b + 1 + 4 * r);
    const float *xc = x + 4 * col_idx[b];
    acc += s * (v.x * xc[0] + v.y * xc[1] + v.z * xc[2] + v.w * xc[3]);
  }
  y[4 * br + r] = acc;
}
