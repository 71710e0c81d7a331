// EXPECT: barrier-divergence
// ARCHS: sm_80 sm_75 sm_90
// RMSNorm, one row per block, hidden size not a multiple of the block. The
// block-wide sum is a generic lambda (a shared-memory tree with a
// __syncthreads() per level). Bug: the author guarded the
// whole per-thread computation with `if (col < hidden)` and put the call of
// the reducing lambda inside it; the lambda is inlined there, so in the
// block that covers the tail of the row the threads past `hidden` skip the
// reduction's barriers while the others wait in them.
__global__ void rmsnorm(const float *__restrict__ x, const float *__restrict__ w,
                        float *__restrict__ y, int hidden, float eps) {
  extern __shared__ float red[]; // blockDim.x floats, blockDim.x a power of two
  auto block_sum = [&](float v) {
    red[threadIdx.x] = v;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
      if (threadIdx.x < s)
        red[threadIdx.x] += red[threadIdx.x + s];
      __syncthreads();
    }
    float total = red[0];
    __syncthreads(); // red is reused by the next call
    return total;
  };
  const float *xr = x + (size_t)blockIdx.x * hidden;
  float *yr = y + (size_t)blockIdx.x * hidden;
  for (int base = 0; base < hidden; base += blockDim.x) {
    const int col = base + threadIdx.x;
    if (col < hidden) {
      float v = xr[col];
      float ss = block_sum(v * v);
      yr[col] = v * rsqrtf(ss / hidden + eps) * w[col];
    }
  }
}
