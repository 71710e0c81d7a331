// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// Warp-specialised kernel: in the producer warp only lane 0 publishes the
// tile descriptor, and the __syncwarp() that should order it before the
// other lanes' reads was put inside the lane-0 branch. Its full mask names 31
// lanes that never execute it (they go on to read the descriptor and run the
// next tiles): lane 0 waits for lanes that never arrive (PTX ISA 9.7.14.2), and
// the reads race the writes.
__global__ void __launch_bounds__(128) ws_descriptor(const int *tiles, int *out, int ntiles) {
  __shared__ int desc[4];
  int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
  if (warp == 0) {
    for (int k = 0; k < ntiles; ++k) {
      if (lane == 0) {
        desc[0] = tiles[(blockIdx.x * ntiles + k) * 2];
        desc[1] = tiles[(blockIdx.x * ntiles + k) * 2 + 1];
        __syncwarp();
      }
      out[(blockIdx.x * ntiles + k) * 32 + lane] = desc[0] * 32 + desc[1] + lane;
    }
  }
}
