// EXPECT: clean
// A warp walks a row in chunks of 32 with a trip count that is the same for
// all lanes; lanes past the end contribute zero instead of leaving the loop.
__global__ void row_max(const float *rows, float *out, int len) {
  unsigned lane = threadIdx.x & 31;
  int row = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  float m = -1e30f;
  for (int base = 0; base < len; base += 32) {
    float v = base + lane < len ? rows[row * len + base + lane] : -1e30f;
    for (int o = 16; o > 0; o >>= 1)
      v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
    m = fmaxf(m, v);
  }
  if (lane == 0)
    out[row] = m;
}
