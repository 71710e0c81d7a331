// EXPECT: clean
// PTXLINT-ARGS: --block-dim=160
// Persistent warp-specialised kernel: the tile loop runs the same tiles in
// every thread (blockIdx/gridDim stride); warp 0 loads, and the four
// consumer warps (128 threads) synchronise among themselves on named
// barrier 1 with a count of 128 around their shared-memory epilogue.
__global__ void __launch_bounds__(160)
persistent_ws(const float *a, float *c, int tiles) {
  __shared__ float stage[128];
  __shared__ float epi[128];
  const int warp = threadIdx.x / 32, lane = threadIdx.x & 31;
  for (int tile = blockIdx.x; tile < tiles; tile += gridDim.x) {
    if (warp == 0) {
      for (int j = lane; j < 128; j += 32)
        stage[j] = a[(size_t)tile * 128 + j];
    }
    __syncthreads();
    if (warp > 0) {
      const int t = threadIdx.x - 32;
      epi[t] = stage[t] * 0.5f;
      asm volatile("bar.sync 1, 128;" ::: "memory");
      c[(size_t)tile * 128 + t] = epi[127 - t];
      asm volatile("bar.sync 1, 128;" ::: "memory");
    }
    __syncthreads();
  }
}
