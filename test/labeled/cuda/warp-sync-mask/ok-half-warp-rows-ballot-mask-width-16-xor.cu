// EXPECT: clean
// Row max for 16-wide rows, two rows per warp: row = gid / 16. The mask of
// the shuffles is the ballot of the row bound itself, so inside
// `if (row < rows)` it names exactly the lanes that are there (both halves,
// or only the low half in the last warp), and the width-16 xor shuffles
// stay inside each row's half-warp.
__global__ void rowmax16(const float *__restrict__ x, float *__restrict__ out, int rows) {
  const int gid = blockIdx.x * blockDim.x + threadIdx.x;
  const int row = gid / 16, c = threadIdx.x & 15;
  const unsigned m = __ballot_sync(0xffffffffu, row < rows);
  if (row < rows) {
    float v = x[(size_t)row * 16 + c];
    for (int o = 8; o > 0; o >>= 1) v = fmaxf(v, __shfl_xor_sync(m, v, o, 16));
    if (c == 0) out[row] = v;
  }
}
