// EXPECT: clean
// Two 16-wide rows per warp: every lane shuffles (width 16, full mask), lanes
// past the row's 12 columns carry -inf and 0, and only the store is guarded.
__global__ void softmax12(const float *x, float *y, int rows) {
  int lane = threadIdx.x & 31;
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 16;
  int col = lane & 15;
  bool in = col < 12 && row < rows;
  float v = in ? x[row * 12 + col] : -INFINITY;
  float m = v;
  for (int off = 8; off > 0; off >>= 1)
    m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, off, 16));
  float e = in ? __expf(v - m) : 0.f;
  float s = e;
  for (int off = 8; off > 0; off >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, off, 16);
  if (in)
    y[row * 12 + col] = e / s;
}
