// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Up-and-out barrier call by Monte Carlo: a knocked-out path stops drawing
// (its per-thread loop ends early) but still contributes a zero payoff to the
// block sum. The sum is a warp shuffle reduction (every lane of every warp
// present: the block is a multiple of 32 and nobody returns), one partial per
// warp in shared memory, one __syncthreads(), and warp 0 reduces the eight
// partials under a warp-uniform branch.
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
  __shared__ float warp_sum[BLOCK / 32];
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
  float pay = alive ? fmaxf(s - strike, 0.f) : 0.f;
  for (int off = 16; off > 0; off >>= 1)
    pay += __shfl_down_sync(0xffffffffu, pay, off);
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (lane == 0)
    warp_sum[warp] = pay;
  __syncthreads();
  if (warp == 0) {
    float v = lane < BLOCK / 32 ? warp_sum[lane] : 0.f;
    for (int off = 16; off > 0; off >>= 1)
      v += __shfl_down_sync(0xffffffffu, v, off);
    if (lane == 0)
      block_sum[blockIdx.x] = v;
  }
}
