// EXPECT: warp-sync-mask
// Warp-level tree reduction through shared memory of a 3-float struct. The
// __syncwarp mask is carried across levels and updated at the bottom of the
// loop, so at level s it still names the 2*s lanes of the previous level:
// the lanes in [s, 2s) are not in the branch, and the lanes below s wait for
// them at the __syncwarp.
struct Moments {
  float n, mean, m2;
};

__device__ __forceinline__ Moments merge(Moments a, Moments b) {
  float n = a.n + b.n;
  if (n == 0.f)
    return a;
  float d = b.mean - a.mean;
  Moments r;
  r.n = n;
  r.mean = a.mean + d * b.n / n;
  r.m2 = a.m2 + b.m2 + d * d * a.n * b.n / n;
  return r;
}

__global__ void __launch_bounds__(256)
welford_rows(const float *__restrict__ x, float2 *__restrict__ stats, int cols) {
  __shared__ Moments buf[8][32];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int row = blockIdx.x * 8 + warp;
  Moments m = {0.f, 0.f, 0.f};
  for (int c = lane; c < cols; c += 32) {
    float v = x[(size_t)row * cols + c];
    m.n += 1.f;
    float d = v - m.mean;
    m.mean += d / m.n;
    m.m2 += d * (v - m.mean);
  }
  buf[warp][lane] = m;
  __syncwarp();
  unsigned mask = 0xffffffffu;
  for (int s = 16; s > 0; s >>= 1) {
    if (lane < s) {
      buf[warp][lane] = merge(buf[warp][lane], buf[warp][lane + s]);
      __syncwarp(mask); // BUG: names the 2*s lanes of the previous level
    }
    mask = (1u << s) - 1;
  }
  if (lane == 0)
    stats[row] = make_float2(buf[warp][0].mean, buf[warp][0].m2 / buf[warp][0].n);
}
