// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Sparse-activation layer: a grid-stride loop over rows, one element per
// thread. A row whose stored non-zero count is zero is skipped with
// `continue`; the count is read at the block's row, so the whole block skips
// it together and every thread meets both barriers of the rows it works on.
// Zero activations inside a live row still take part and add zero.
__global__ void relu_rows_skip_empty(const float *x, const int *nnz, const float *w, float *out,
                                     int rows) {
  __shared__ float part[256];
  for (int r = blockIdx.x; r < rows; r += gridDim.x) {
    if (nnz[r] == 0) {
      if (threadIdx.x == 0)
        out[r] = 0.f;
      continue;
    }
    const float a = x[(size_t)r * 256 + threadIdx.x];
    part[threadIdx.x] = a * w[threadIdx.x];
    __syncthreads();
    if (threadIdx.x == 0) {
      float s = 0.f;
      for (int i = 0; i < 256; ++i)
        s += part[i];
      out[r] = s;
    }
    __syncthreads();
  }
}
