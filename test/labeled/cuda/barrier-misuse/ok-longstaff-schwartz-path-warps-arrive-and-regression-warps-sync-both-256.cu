// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: Longstaff-Schwartz pricing of a Bermudan option, warp-specialised:
// warps 0-1 simulate the next batch of 64 GBM paths into shared memory and
// signal on named barrier 1 with `bar.arrive`, warps 2-7 wait there with
// `bar.sync`. Both sides count all 256 threads that take part in barrier 1
// (PTX ISA: the count is the producers plus the consumers).
#include <cstdint>
__device__ __forceinline__ float gbm_step(float s, float drift, float vol, float z) { return s * __expf(drift + vol * z); }
__device__ __forceinline__ float hash_normal(uint32_t x) {
  x ^= x >> 17; x *= 0xed5ad4bbu; x ^= x >> 11; x *= 0xac4c1b51u; x ^= x >> 15;
  const float u = (x >> 8) * (1.f / 16777216.f) + 1e-7f;
  return sqrtf(-2.f * __logf(u)) * __cosf(6.2831853f * u);
}
__global__ void __launch_bounds__(256)
lsm_bermudan(float s0, float k, float drift, float vol, float disc, int nbatches, int nsteps,
             uint32_t seed, float *__restrict__ beta_out) {
  __shared__ float paths[64];
  __shared__ float acc[6][3];
  const int t = threadIdx.x, warp = t / 32, lane = t % 32;
  float sxx = 0.f, sxy = 0.f, sy = 0.f;
  for (int b = 0; b < nbatches; ++b) {
    if (warp < 2) {
      float s = s0;
      const int p = t;
      for (int st = 0; st < nsteps; ++st)
        s = gbm_step(s, drift, vol, hash_normal(seed ^ (uint32_t)((blockIdx.x * nbatches + b) * 64 + p) * 977u + st));
      paths[p] = s;
      asm volatile("bar.arrive 1, 256;" ::: "memory");
    } else {
      asm volatile("bar.sync 1, 256;" ::: "memory");
      for (int p = t - 64; p < 64; p += 192) {
        const float x = paths[p], payoff = fmaxf(k - x, 0.f);
        if (payoff > 0.f) { sxx += x * x; sxy += x * payoff * disc; sy += payoff * disc; }
      }
    }
    __syncthreads();
  }
  if (warp >= 2) {
    for (int o = 16; o; o >>= 1) {
      sxx += __shfl_xor_sync(0xffffffffu, sxx, o);
      sxy += __shfl_xor_sync(0xffffffffu, sxy, o);
      sy += __shfl_xor_sync(0xffffffffu, sy, o);
    }
    if (lane == 0) { acc[warp - 2][0] = sxx; acc[warp - 2][1] = sxy; acc[warp - 2][2] = sy; }
  }
  __syncthreads();
  if (t < 3) {
    float v = 0.f;
    for (int w = 0; w < 6; ++w) v += acc[w][t];
    beta_out[blockIdx.x * 3 + t] = v;
  }
}
