// EXPECT: clean
// ARCHS: sm_86 sm_120
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// CSR SpMV, one row per thread, with the row's values read as float4 once
// the row is peeled to a 4-element boundary: the scalar head runs from
// row_ptr[r] up to `(row_ptr[r] + 3) & ~3`, so the float4 loads start at a
// multiple of 4 floats (16 bytes) whatever the row's start; the tail is
// scalar again. The column indices are read as int4 at the same indices.
__global__ void __launch_bounds__(128)
    spmv_csr_vec4(const int *__restrict__ row_ptr, const int *__restrict__ cols, const float *__restrict__ vals,
                  const float *__restrict__ x, float *__restrict__ y, int rows) {
  const int r = blockIdx.x * 128 + threadIdx.x;
  if (r >= rows)
    return;
  const int beg = row_ptr[r], end = row_ptr[r + 1];
  float sum = 0.f;
  int e = beg;
  const int head = min(end, (beg + 3) & ~3);
  for (; e < head; ++e)
    sum += vals[e] * x[cols[e]];
  for (; e + 4 <= end; e += 4) {
    const float4 v = *reinterpret_cast<const float4 *>(vals + e);
    const int4 c = *reinterpret_cast<const int4 *>(cols + e);
    sum += v.x * x[c.x] + v.y * x[c.y] + v.z * x[c.z] + v.w * x[c.w];
  }
  for (; e < end; ++e)
    sum += vals[e] * x[cols[e]];
  y[r] = sum;
}
