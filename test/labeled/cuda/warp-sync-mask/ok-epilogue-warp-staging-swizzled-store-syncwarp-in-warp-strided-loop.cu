// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// OK: the same warp epilogue (a 32-float staging slot per warp, stage,
// __syncwarp(), read the partner lane's value, store, __syncwarp()) with the
// loop over warp-sized chunks: `for (i0 = 0; i0 < count; i0 += 32)` takes
// the same trips in every lane, the tail only masks the load (staging 0) and
// the partner's store (j < count), and both full-mask __syncwarp() run in all 32 lanes.
__global__ void __launch_bounds__(128) epilogue_pair_swap(const float *__restrict__ acc, float *__restrict__ out,
                                                          int rows, int N, float alpha) {
  __shared__ float stage[4][32];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  for (int row = blockIdx.x * 4 + warp; row < rows; row += 4 * gridDim.x) {
    const int count = N;
    for (int i0 = 0; i0 < count; i0 += 32) {
      const int i = i0 + lane;
      stage[warp][lane] = i < count ? alpha * acc[(size_t)row * N + i] : 0.f;
      __syncwarp();
      const int src = lane ^ 1;
      const int j = i0 + src;
      if (j < count)
        out[(size_t)row * N + j] = stage[warp][src];
      __syncwarp();
    }
  }
}
