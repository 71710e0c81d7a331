// EXPECT: barrier-divergence
// Row softmax with four rows per block (threadIdx.y picks the row). Rows past
// the end return early, but the max/sum are combined across the whole block
// with __syncthreads(): in the last block the threads of missing rows never
// arrive.
__global__ void softmax_rows(const float *x, float *y, int rows, int cols) {
  __shared__ float red[4][32];
  int row = blockIdx.x * 4 + threadIdx.y;
  if (row >= rows)
    return;
  const float *xr = x + (size_t)row * cols;
  float m = -INFINITY;
  for (int c = threadIdx.x; c < cols; c += 32)
    m = fmaxf(m, xr[c]);
  red[threadIdx.y][threadIdx.x] = m;
  __syncthreads();
  if (threadIdx.x == 0) {
    for (int i = 1; i < 32; ++i)
      m = fmaxf(m, red[threadIdx.y][i]);
    red[threadIdx.y][0] = m;
  }
  __syncthreads();
  m = red[threadIdx.y][0];
  float s = 0.f;
  for (int c = threadIdx.x; c < cols; c += 32)
    s += __expf(xr[c] - m);
  __syncthreads();
  red[threadIdx.y][threadIdx.x] = s;
  __syncthreads();
  if (threadIdx.x == 0) {
    for (int i = 1; i < 32; ++i)
      s += red[threadIdx.y][i];
    red[threadIdx.y][0] = s;
  }
  __syncthreads();
  s = red[threadIdx.y][0];
  for (int c = threadIdx.x; c < cols; c += 32)
    y[(size_t)row * cols + c] = __expf(xr[c] - m) / s;
}
