// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=32,8
// Row sums with a 32x8 block: each row of threads (threadIdx.y) walks its own
// grid-strided sequence of rows, sums it with a warp reduction and then the
// block combines the eight row sums through shared memory. The barriers are
// inside the per-ty loop, whose trip count depends on threadIdx.y: on the last
// sweep the rows past nrows leave and the others wait for them.
__global__ void row_sums(const float *__restrict__ x, float *__restrict__ out,
                         float *__restrict__ total, int nrows, int ncols) {
  __shared__ float part[8];
  const int ty = threadIdx.y, lane = threadIdx.x;
  for (int row = blockIdx.x * 8 + ty; row < nrows; row += gridDim.x * 8) {
    float s = 0.f;
    for (int c = lane; c < ncols; c += 32)
      s += x[(size_t)row * ncols + c];
    for (int o = 16; o > 0; o >>= 1)
      s += __shfl_xor_sync(0xffffffffu, s, o);
    if (lane == 0) {
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
