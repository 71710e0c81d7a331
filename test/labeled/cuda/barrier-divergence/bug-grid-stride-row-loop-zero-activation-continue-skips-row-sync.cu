// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// Sparse-activation layer: a grid-stride loop over rows, one element per
// thread. Threads whose activation is exactly zero `continue` to the next row
// to save the work, but the row's shared-memory partial sums are exchanged
// with a __syncthreads() after that test, so the block splits at the barrier.
__global__ void relu_rows_skip_zero(const float *x, const float *w, float *out, int rows) {
  __shared__ float part[256];
  for (int r = blockIdx.x; r < rows; r += gridDim.x) {
    const float a = x[(size_t)r * 256 + threadIdx.x];
    if (a == 0.f)
      continue;
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
