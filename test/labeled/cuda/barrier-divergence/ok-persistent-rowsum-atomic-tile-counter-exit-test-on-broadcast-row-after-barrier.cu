// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Persistent row-sum kernel with an atomic tile counter. Thread 0 takes the
// next row from the counter and broadcasts it through shared memory behind a
// __syncthreads(); every thread then reads the same slot and leaves the loop
// on the same value (`row >= nrows`), so the exit is uniform over the block
// although only thread 0 ran the atomic. The trailing barrier keeps the slot
// and the warp partials from being overwritten while still being read.
__global__ void __launch_bounds__(256)
persistent_rowsum(const float *__restrict__ in, float *__restrict__ out,
                  int *__restrict__ tile_counter, int nrows, int cols) {
  __shared__ int s_row;
  __shared__ float red[8];
  for (;;) {
    if (threadIdx.x == 0) s_row = atomicAdd(tile_counter, 1);
    __syncthreads();
    const int row = s_row;
    if (row >= nrows) break;
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
