// EXPECT: clean
// Lanes have different amounts of work (CSR row lengths); the warp keeps
// looping while any lane has work left, decided by a full-mask ballot whose
// result is the same in every lane, and reduces with full-mask shuffles.
__global__ void csr_rows(const int *rowptr, const float *val, float *out, int rows) {
  unsigned lane = threadIdx.x & 31;
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  int beg = 0, end = 0;
  if (row < rows) {
    beg = rowptr[row];
    end = rowptr[row + 1];
  }
  float acc = 0.f;
  for (int k = 0;; ++k) {
    bool more = beg + k < end;
    unsigned m = __ballot_sync(0xffffffffu, more);
    if (m == 0)
      break;
    float x = more ? val[beg + k] : 0.f;
    acc += x;
    float mx = x;
    for (int o = 16; o > 0; o >>= 1)
      mx = fmaxf(mx, __shfl_xor_sync(0xffffffffu, mx, o));
    acc -= 1e-6f * mx;
  }
  if (row < rows)
    out[row] = acc;
}
