// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// Up-and-out barrier call priced by Monte Carlo: one GBM path per thread,
// normals from a hand-rolled xorshift128+ and Box-Muller. A knocked-out path
// pays nothing, so the author returns as soon as the path is known to be
// dead -- but the payoffs are summed by a shared-memory tree reduction whose
// __syncthreads() the knocked-out threads never reach.
#define BLOCK 256

struct Xs128p {
  unsigned long long s0, s1;
  __device__ unsigned long long next() {
    unsigned long long x = s0;
    const unsigned long long y = s1;
    s0 = y;
    x ^= x << 23;
    s1 = x ^ y ^ (x >> 17) ^ (y >> 26);
    return s1 + y;
  }
  __device__ float uniform() { return ((float)(next() >> 40) + 0.5f) * (1.0f / 16777216.0f); }
};

__global__ void __launch_bounds__(BLOCK)
up_and_out_call(unsigned long long seed, int steps, float s0, float strike, float barrier,
                float drift, float vol_sqrt_dt, float *__restrict__ block_sum) {
  __shared__ float red[BLOCK];
  const unsigned long long gid = blockIdx.x * BLOCK + threadIdx.x;
  Xs128p rng{seed ^ (0x9E3779B97F4A7C15ull * (gid + 1)), (seed + gid) * 0xBF58476D1CE4E5B9ull | 1ull};
  float s = s0;
  bool alive = true;
  for (int t = 0; t < steps && alive; t += 2) {
    const float u1 = rng.uniform(), u2 = rng.uniform();
    const float r = sqrtf(-2.f * __logf(u1));
    s *= __expf(drift + vol_sqrt_dt * r * cospif(2.f * u2));
    alive = s < barrier;
    if (alive && t + 1 < steps) {
      s *= __expf(drift + vol_sqrt_dt * r * sinpif(2.f * u2));
      alive = s < barrier;
    }
  }
  if (!alive)
    return; // BUG: zero payoff, but the reduction below has barriers

  red[threadIdx.x] = fmaxf(s - strike, 0.f);
  __syncthreads();
  for (int off = BLOCK / 2; off > 0; off >>= 1) {
    if (threadIdx.x < off)
      red[threadIdx.x] += red[threadIdx.x + off];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    block_sum[blockIdx.x] = red[0];
}
