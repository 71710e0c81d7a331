// EXPECT: clean
// PTXLINT-ARGS: --block-dim=384
// Hopper-style warp specialisation: warpgroup 0 produces, warpgroups 1 and
// 2 consume; each consumer warpgroup synchronises its own 128 threads on its
// own named barrier (ids 2 and 3) inside the k loop, and the whole block
// meets at __syncthreads between tiles.
__global__ void __launch_bounds__(384)
ws_two_consumers(const float *a, float *c, int ktiles) {
  __shared__ float stage[2][128];
  __shared__ float red[2][128];
  const int wg = threadIdx.x / 128, t = threadIdx.x % 128;
  for (int k = 0; k < ktiles; ++k) {
    if (wg == 0) {
      stage[0][t] = a[(2 * k) * 128 + t];
      stage[1][t] = a[(2 * k + 1) * 128 + t];
    }
    __syncthreads();
    if (wg > 0) {
      red[wg - 1][t] = stage[wg - 1][t] * stage[wg - 1][127 - t];
      asm volatile("bar.sync %0, 128;" ::"r"(1 + wg) : "memory");
      c[(size_t)k * 256 + (wg - 1) * 128 + t] = red[wg - 1][(t + 1) % 128];
      asm volatile("bar.sync %0, 128;" ::"r"(1 + wg) : "memory");
    }
    __syncthreads();
  }
}
