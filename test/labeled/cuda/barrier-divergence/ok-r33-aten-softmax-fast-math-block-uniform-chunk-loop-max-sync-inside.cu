// EXPECT: clean
// ARCHS: sm_86 sm_120
// MODES: O3 G
// NVCC-ARGS: --use_fast_math
// PTXLINT-ARGS: --block-dim=256
// PyTorch-like row softmax (one block per row, fast-math expf) whose max pass
// folds a block reduction into every chunk of 256 columns. The chunk loop is
// block-uniform (`for (base = 0; base < cols; base += 256)`, the same trips
// in every thread) and the tail is handled by a -inf fill, so every thread
// reaches every __syncthreads() of every chunk.
__global__ void __launch_bounds__(256)
    softmax_rows(const float *__restrict__ x, float *__restrict__ y, int cols) {
  __shared__ float red[256];
  const int tid = threadIdx.x;
  const float *xr = x + (size_t)blockIdx.x * cols;
  float *yr = y + (size_t)blockIdx.x * cols;
  float m = -INFINITY;
  for (int base = 0; base < cols; base += 256) {
    const int c = base + tid;
    red[tid] = c < cols ? xr[c] : -INFINITY;
    __syncthreads();
    for (int s = 128; s > 0; s >>= 1) {
      if (tid < s)
        red[tid] = fmaxf(red[tid], red[tid + s]);
      __syncthreads();
    }
    m = fmaxf(m, red[0]);
    __syncthreads();
  }
  float sum = 0.f;
  for (int c = tid; c < cols; c += 256)
    sum += __expf(xr[c] - m);
  red[tid] = sum;
  __syncthreads();
  for (int s = 128; s > 0; s >>= 1) {
    if (tid < s)
      red[tid] += red[tid + s];
    __syncthreads();
  }
  const float inv = 1.f / red[0];
  for (int c = tid; c < cols; c += 256)
    yr[c] = __expf(xr[c] - m) * inv;
}
