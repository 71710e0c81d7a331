// EXPECT: warp-sync-mask
// LayerNorm statistics with Welford, one warp per row (hidden < 1024): each
// lane accumulates (count, mean, m2) over its strided columns, then the warp
// combines them with xor shuffles. BUG: to avoid a 0/0 in the combine the
// author wrapped the whole butterfly in `if (count > 0)`; for hidden < 32 the
// lanes past the row have count 0 and skip the full-mask shuffles the others
// execute (the ATen WelfordOps combine handles n == 0 arithmetically).
__global__ void welford_rows(const float *__restrict__ x, float2 *__restrict__ stats, int rows,
                             int hidden) {
  const int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  const int lane = threadIdx.x % 32;
  if (row >= rows)
    return;  // whole warp
  float n = 0.f, mean = 0.f, m2 = 0.f;
  for (int c = lane; c < hidden; c += 32) {
    const float v = x[(size_t)row * hidden + c];
    n += 1.f;
    const float d = v - mean;
    mean += d / n;
    m2 += d * (v - mean);
  }
  if (n > 0.f) {  // BUG: lanes with no column skip the shuffles
    for (int o = 16; o > 0; o >>= 1) {
      const float nb = __shfl_xor_sync(0xffffffffu, n, o);
      const float mb = __shfl_xor_sync(0xffffffffu, mean, o);
      const float qb = __shfl_xor_sync(0xffffffffu, m2, o);
      const float nn = n + nb;
      const float d = mb - mean;
      mean += nb > 0.f ? d * nb / nn : 0.f;
      m2 += qb + (nb > 0.f ? d * d * n * nb / nn : 0.f);
      n = nn;
    }
  }
  if (lane == 0)
    stats[row] = make_float2(mean, m2 / n);
}
