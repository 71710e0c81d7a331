// EXPECT: uninitialized-register
// PTXLINT-ARGS: --block-dim=128
// BUG: Monte Carlo pricing of an arithmetic Asian call with curand's Philox
// generator (one subsequence per thread, normals drawn four at a time).
// Each thread accumulates the discounted payoff and its square for the
// standard error; the declaration `float sum = 0.f, sumsq;` zeroes only the
// first, so the sum of squares starts from whatever the register held.
#include <curand_kernel.h>
__global__ void __launch_bounds__(128)
asian_call_mc(unsigned long long seed, int paths_per_thread, float S0, float K, float r,
              float sigma, float T, float *__restrict__ psum, float *__restrict__ psumsq) {
  constexpr int STEPS = 64;
  const int tid = blockIdx.x * blockDim.x + threadIdx.x;
  curandStatePhilox4_32_10_t st;
  curand_init(seed, tid, 0, &st);
  const float dt = T / STEPS, drift = (r - 0.5f * sigma * sigma) * dt, vol = sigma * sqrtf(dt);
  const float disc = __expf(-r * T);
  float sum = 0.f, sumsq;
  for (int p = 0; p < paths_per_thread; ++p) {
    float logS = __logf(S0), avg = 0.f;
    for (int k = 0; k < STEPS; k += 4) {
      const float4 z = curand_normal4(&st);
      logS += drift + vol * z.x; avg += __expf(logS);
      logS += drift + vol * z.y; avg += __expf(logS);
      logS += drift + vol * z.z; avg += __expf(logS);
      logS += drift + vol * z.w; avg += __expf(logS);
    }
    const float pay = disc * fmaxf(avg / STEPS - K, 0.f);
    sum += pay;
    sumsq += pay * pay;
  }
  psum[tid] = sum;
  psumsq[tid] = sumsq;
}
