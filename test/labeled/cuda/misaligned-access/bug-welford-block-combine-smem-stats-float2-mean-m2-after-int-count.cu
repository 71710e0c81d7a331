// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=1024
// BUG: a block-wide Welford reduction (LayerNorm statistics) stores each
// warp's partial {count, mean, m2} in shared memory and the first warp reads
// mean and m2 back as one float2. The struct leads with its int count, so
// mean sits at 4 + 12 * warp bytes: the float2 load of warp 0's partial (and
// of every even warp's) is at 4 mod 8.
struct Stats {
  int n;
  float mean, m2;
};
__device__ void combine(int &n, float &mean, float &m2, int nb, float meanb, float m2b) {
  int nn = n + nb;
  float d = meanb - mean, f = nn ? (float)nb / nn : 0.f;
  mean += d * f;
  m2 += m2b + d * d * n * f;
  n = nn;
}
__global__ void __launch_bounds__(1024) ln_stats(const float *__restrict__ x, float2 *__restrict__ stats, int cols) {
  __shared__ Stats part[32];
  int t = threadIdx.x, lane = t & 31, w = t >> 5;
  const float *row = x + (size_t)blockIdx.x * cols;
  int n = 0;
  float mean = 0.f, m2 = 0.f;
  for (int c = t; c < cols; c += 1024)
    combine(n, mean, m2, 1, row[c], 0.f);
  for (int o = 16; o > 0; o >>= 1)
    combine(n, mean, m2, __shfl_xor_sync(0xffffffffu, n, o), __shfl_xor_sync(0xffffffffu, mean, o),
            __shfl_xor_sync(0xffffffffu, m2, o));
  if (lane == 0)
    part[w] = Stats{n, mean, m2};
  __syncthreads();
  if (w == 0) {
    float2 mv = *reinterpret_cast<const float2 *>(&part[lane].mean);
    n = part[lane].n;
    mean = mv.x;
    m2 = mv.y;
    for (int o = 16; o > 0; o >>= 1)
      combine(n, mean, m2, __shfl_xor_sync(0xffffffffu, n, o), __shfl_xor_sync(0xffffffffu, mean, o),
              __shfl_xor_sync(0xffffffffu, m2, o));
    if (lane == 0)
      stats[blockIdx.x] = make_float2(mean, m2 / cols);
  }
}
