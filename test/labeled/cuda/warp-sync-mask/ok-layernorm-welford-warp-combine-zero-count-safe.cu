// EXPECT: clean
// Welford row statistics, one warp per row, combined the ATen way: every lane
// of the warp runs the full-mask butterfly, and a partner with count 0 is
// handled in the arithmetic (the weights nb / nn are 0 when nb is 0, and the
// division is skipped when both counts are 0), not by skipping the shuffle.
// The row guard is the same for the 32 lanes of a warp.
__global__ void welford_rows(const float *__restrict__ x, float2 *__restrict__ stats, int rows,
                             int hidden) {
  const int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  const int lane = threadIdx.x % 32;
  if (row >= rows)
    return;
  float n = 0.f, mean = 0.f, m2 = 0.f;
  for (int c = lane; c < hidden; c += 32) {
    const float v = x[(size_t)row * hidden + c];
    n += 1.f;
    const float d = v - mean;
    mean += d / n;
    m2 += d * (v - mean);
  }
  for (int o = 16; o > 0; o >>= 1) {
    const float nb = __shfl_xor_sync(0xffffffffu, n, o);
    const float mb = __shfl_xor_sync(0xffffffffu, mean, o);
    const float qb = __shfl_xor_sync(0xffffffffu, m2, o);
    const float nn = n + nb;
    const float w = nn > 0.f ? nb / nn : 0.f;
    const float d = mb - mean;
    mean += d * w;
    m2 += qb + d * d * n * w;
    n = nn;
  }
  if (lane == 0)
    stats[row] = make_float2(mean, n > 0.f ? m2 / n : 0.f);
}
