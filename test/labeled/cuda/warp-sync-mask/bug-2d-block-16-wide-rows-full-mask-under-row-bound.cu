// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=16,16
// Row-wise L2 norm of a rows x 16 matrix with a 16x16 block: each row is one
// threadIdx.y, so every warp holds two rows (lanes 0-15 and 16-31). The
// 16-wide xor reduction uses the full mask inside `if (row < rows)` (BUG):
// when rows is odd, the warp holding the last row has its upper half past the
// end, and those 16 lanes never execute the shuffles the full mask names.
__global__ void row_l2(const float *__restrict__ x, float *__restrict__ norms, int rows) {
  const int row = blockIdx.x * 16 + threadIdx.y;
  float v = 0.f;
  if (row < rows) {
    float e = x[row * 16 + threadIdx.x];
    v = e * e;
    for (int o = 8; o > 0; o >>= 1)
      v += __shfl_xor_sync(0xffffffffu, v, o, 16);  // BUG: names the other row's lanes
  }
  if (threadIdx.x == 0 && row < rows)
    norms[row] = sqrtf(v);
  __syncthreads();
}
