// EXPECT: warp-sync-mask
// The tail of a warp-per-row reduction: only `len % 32` lanes take part, but
// the shuffle still names the whole warp.
__global__ void row_tail(const float *rows, float *out, int len) {
  unsigned lane = threadIdx.x % 32;
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int full = len / 32 * 32, rem = len % 32;
  float v = 0.f;
  for (int i = lane; i < full; i += 32)
    v += rows[row * len + i];
  if (lane < rem) {
    float t = rows[row * len + full + lane];
    for (int o = 16; o > 0; o >>= 1)
      t += __shfl_down_sync(0xffffffffu, t, o);
    v += t;
  }
  if (lane == 0)
    out[row] = v;
}
