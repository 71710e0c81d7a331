// EXPECT: clean
// An out-of-line helper reading an int2 pair at element (row, col) of a
// matrix of 32-int rows: p + row * 32 + col. Each lane reads pair number
// lane of its warp's row, col = 2 * lane, always even, so each 8-byte load
// is aligned.
__device__ __noinline__ int2 load_pair_rc(const int *p, int row, int col) {
  return *reinterpret_cast<const int2 *>(p + row * 32 + col);
}
__global__ void pair_products(const int *m, int *out, int rows) {
  int lane = threadIdx.x % 16;
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 16;
  if (row >= rows)
    return;
  int2 v = load_pair_rc(m, row, 2 * lane);
  out[row * 16 + lane] = v.x * v.y;
}
