// EXPECT: clean
// The row tail done right: the participating lanes are computed with a ballot
// before the branch and the shuffle uses exactly that mask.
__global__ void row_tail(const float *rows, float *out, int len) {
  unsigned lane = threadIdx.x % 32;
  int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int full = len / 32 * 32, rem = len % 32;
  float v = 0.f;
  for (int i = lane; i < full; i += 32)
    v += rows[row * len + i];
  unsigned tail = __ballot_sync(0xffffffffu, lane < rem);
  if (lane < rem) {
    float t = rows[row * len + full + lane];
    t = __shfl_sync(tail, t, 0);
    v += t;
  }
  if (lane == 0)
    out[row] = v;
}
