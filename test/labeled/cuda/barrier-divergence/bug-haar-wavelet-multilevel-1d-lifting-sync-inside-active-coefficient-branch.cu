// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// BUG: multilevel 1D Haar transform of 512-sample signal rows (one block per
// row, compression of sensor traces). At level l the first n = 256 >> l
// threads each turn one pair of approximation coefficients into an average
// and a detail. The author put the barrier that separates reading a pair
// from writing the average back inside `if (t < n)`, so from level 1 on the
// threads above n skip it while the active ones wait.
__global__ void __launch_bounds__(256)
haar_multilevel(const float *__restrict__ x, float *__restrict__ y, int levels) {
  __shared__ float a[512];
  const int t = threadIdx.x;
  const float *row = x + (size_t)blockIdx.x * 512;
  float *out = y + (size_t)blockIdx.x * 512;
  a[t] = row[t];
  a[t + 256] = row[t + 256];
  __syncthreads();
  for (int l = 0; l < levels; ++l) {
    const int n = 256 >> l;
    if (t < n) {
      const float e = a[2 * t], o = a[2 * t + 1];
      __syncthreads();
      a[t] = (e + o) * 0.70710678f;
      out[n + t] = (e - o) * 0.70710678f;
    }
    __syncthreads();
  }
  if (t < (256 >> (levels - 1))) out[t] = a[t];
}
