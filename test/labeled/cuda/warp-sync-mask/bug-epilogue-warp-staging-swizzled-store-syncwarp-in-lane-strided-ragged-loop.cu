// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// BUG: a CUTLASS-style warp epilogue that writes a warp's row segment of the
// output through a 32-float staging slot per warp: each lane stages one
// scaled value, __syncwarp(), reads back its partner's value (lane ^ 1, the
// pair swap of the fragment layout), stores it, and __syncwarp() again before
// the slot is reused. The loop was written lane-strided, `for (i = lane;
// i < count; i += 32)`, so when the segment's `count` is not a multiple of
// 32 the lanes past the tail leave the loop one trip early: the last trip's
// full-mask __syncwarp() names lanes that do not execute it (they went on to
// the next row segment's loop).
__global__ void __launch_bounds__(128) epilogue_pair_swap(const float *__restrict__ acc, float *__restrict__ out,
                                                          int rows, int N, float alpha) {
  __shared__ float stage[4][32];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  for (int row = blockIdx.x * 4 + warp; row < rows; row += 4 * gridDim.x) {
    const int count = N;
    for (int i = lane; i < count; i += 32) {
      stage[warp][lane] = alpha * acc[(size_t)row * N + i];
      __syncwarp();
      const int src = lane ^ 1;
      const int j = i - lane + src;
      if (j < count)
        out[(size_t)row * N + j] = stage[warp][src];
      __syncwarp();
    }
  }
}
