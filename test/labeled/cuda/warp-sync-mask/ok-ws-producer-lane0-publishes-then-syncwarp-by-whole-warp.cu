// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Warp-specialised kernel: lane 0 of the producer warp publishes the tile
// descriptor, then the whole warp runs __syncwarp() before reading it.
__global__ void __launch_bounds__(128) ws_descriptor(const int *tiles, int *out, int ntiles) {
  __shared__ int desc[4];
  int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  if (warp == 0) {
    for (int k = 0; k < ntiles; ++k) {
      if (lane == 0) {
        desc[0] = tiles[(blockIdx.x * ntiles + k) * 2];
        desc[1] = tiles[(blockIdx.x * ntiles + k) * 2 + 1];
      }
      __syncwarp();
      out[(blockIdx.x * ntiles + k) * 32 + lane] = desc[0] * 32 + desc[1] + lane;
      __syncwarp();
    }
  }
}
