// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_90
// Integer row sums for short rows: the kernel was changed from one warp per
// row to 16 lanes per row (row = gid / 16). The row bound became an `if`
// around the work, but the full-mask __reduce_add_sync stayed inside it
// (BUG): when rows is odd, the last row's warp has lanes 16-31 skipping the
// branch (they are not exited: they go on to the common epilogue), and the
// full mask names them. (It would also sum two rows together; the mask
// should be 0xffff << (lane & 16).)
__global__ void rowsum16(const int *__restrict__ x, int *__restrict__ out, int *__restrict__ done,
                         int rows, int cols) {
  const int row = (blockIdx.x * blockDim.x + threadIdx.x) / 16;
  const int lane16 = threadIdx.x & 15;
  if (row < rows) {
    unsigned s = 0;
    for (int c = lane16; c < cols; c += 16) s += (unsigned)x[(size_t)row * cols + c];
    s = __reduce_add_sync(0xffffffffu, s);  // BUG: full mask over two 16-lane rows
    if (lane16 == 0) out[row] = (int)s;
  }
  if (threadIdx.x == 0) atomicAdd(done, 1);
}
