// EXPECT: clean
// PTXLINT-ARGS: --block-dim=32,8
// Row sums with a 32x8 block: the block walks groups of eight rows, so the
// loop's trip count is the same for every thread; a row past nrows takes part
// with a zero sum and only its store is guarded. The barriers are reached by
// every thread on every trip.
__global__ void row_sums(const float *__restrict__ x, float *__restrict__ out,
                         float *__restrict__ total, int nrows, int ncols) {
  __shared__ float part[8];
  const int ty = threadIdx.y, lane = threadIdx.x;
  for (int base = blockIdx.x * 8; base < nrows; base += gridDim.x * 8) {
    const int row = base + ty;
    float s = 0.f;
    if (row < nrows)
      for (int c = lane; c < ncols; c += 32)
        s += x[(size_t)row * ncols + c];
    for (int o = 16; o > 0; o >>= 1)
      s += __shfl_xor_sync(0xffffffffu, s, o);
    if (lane == 0) {
      if (row < nrows)
        out[row] = s;
      part[ty] = s;
    }
    __syncthreads();
    if (ty == 0 && lane == 0) {
      float t = 0.f;
      for (int k = 0; k < 8; ++k)
        t += part[k];
      atomicAdd(total, t);
    }
    __syncthreads();
  }
}
