// EXPECT: barrier-divergence warp-sync-mask
// PTXLINT-ARGS: --block-dim=256
// BUG: persistent row-sum kernel with an atomic tile counter. Thread 0 takes
// the next row from the counter and broadcasts it through shared memory
// behind a __syncthreads(). When the counter runs past the last row the
// leader `break`s out of the loop inside its own `if`, before the broadcast
// barrier, which the other 255 threads then reach without it (the exit test
// belongs after the barrier, on the broadcast value). A barrier waits only
// for threads that have not exited, so the others go on with a stale row
// and never leave the loop, and warp 0's xor shuffles read lane 0, which
// has exited: its value is undefined (warp-sync-mask).
__global__ void __launch_bounds__(256)
persistent_rowsum(const float *__restrict__ in, float *__restrict__ out,
                  int *__restrict__ tile_counter, int nrows, int cols) {
  __shared__ int s_row;
  __shared__ float red[8];
  for (;;) {
    if (threadIdx.x == 0) {
      const int r = atomicAdd(tile_counter, 1);
      if (r >= nrows) break;
      s_row = r;
    }
    __syncthreads();
    const int row = s_row;
    float s = 0.f;
    for (int c = threadIdx.x; c < cols; c += 256) s += in[(size_t)row * cols + c];
    for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
    if ((threadIdx.x & 31) == 0) red[threadIdx.x / 32] = s;
    __syncthreads();
    if (threadIdx.x < 32) {
      s = threadIdx.x < 8 ? red[threadIdx.x] : 0.f;
      for (int o = 4; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
      if (threadIdx.x == 0) out[row] = s;
    }
    __syncthreads();
  }
}
