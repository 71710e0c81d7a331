// EXPECT: clean
// ARCHS: sm_90a sm_100a
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=256
// Persistent GEMV with a dynamic tile scheduler (the shape of CUTLASS's
// persistent kernels): thread 0 claims the next 256-row tile with an atomic on
// a global counter and publishes it in shared memory; a __syncthreads() at the
// top of each trip makes the claim visible and keeps thread 0 from
// overwriting it while others still read it. The loop exit tests only the
// shared tile index, the same in every thread; threads whose row is past m on
// the last tile skip the dot product but stay in the loop.
__global__ void __launch_bounds__(256)
    persistent_gemv(const float *__restrict__ A, const float *__restrict__ x, float *__restrict__ y,
                    int m, int k, int *__restrict__ tile_counter) {
  __shared__ int s_tile;
  const int ntiles = (m + 255) / 256;
  for (;;) {
    if (threadIdx.x == 0)
      s_tile = atomicAdd(tile_counter, 1);
    __syncthreads();
    const int tile = s_tile;
    __syncthreads();
    if (tile >= ntiles)
      break;
    const int row = tile * 256 + threadIdx.x;
    if (row < m) {
      float acc = 0.f;
      for (int j = 0; j < k; ++j)
        acc = fmaf(A[(size_t)row * k + j], __ldg(&x[j]), acc);
      y[row] = acc;
    }
  }
}
