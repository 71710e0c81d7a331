// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: Monte Carlo under the Heston model, full-truncation Euler scheme. The
// inline-PTX variance step clamps into its scratch `vp` (max.f32 vp, v, 0)
// before the sqrt and the drift read it; v itself stays unclamped, as the
// full-truncation scheme wants.
#include <cstdint>
__device__ __forceinline__ float heston_var_step(float v, float kappa_dt, float theta, float xi, float dw) {
  asm("{\n\t.reg .f32 vp, sv, d;\n\t"
      "max.f32 vp, %0, 0f00000000;\n\t"
      "sqrt.approx.f32 sv, vp;\n\t"
      "sub.f32 d, %2, vp;\n\t"
      "fma.rn.f32 %0, %1, d, %0;\n\t"
      "mul.f32 sv, sv, %3;\n\t"
      "fma.rn.f32 %0, sv, %4, %0;\n\t}"
      : "+f"(v) : "f"(kappa_dt), "f"(theta), "f"(xi), "f"(dw));
  return v;
}
__device__ __forceinline__ float2 box_muller(uint32_t a, uint32_t b) {
  const float u1 = (a >> 8) * (1.f / 16777216.f) + 1e-7f, u2 = (b >> 8) * (1.f / 16777216.f);
  const float r = sqrtf(-2.f * __logf(u1));
  return make_float2(r * __cosf(6.2831853f * u2), r * __sinf(6.2831853f * u2));
}
__global__ void __launch_bounds__(256)
heston_paths(float s0, float v0, float kappa, float theta, float xi, float rho, float r, float dt, int nsteps,
             float strike, uint64_t seed, float *__restrict__ payoff, int npaths) {
  const int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= npaths) return;
  uint64_t st = seed ^ (0x9e3779b97f4a7c15ull * (p + 1));
  float lnS = __logf(s0), v = v0;
  const float sdt = sqrtf(dt), rc = sqrtf(1.f - rho * rho);
  for (int k = 0; k < nsteps; ++k) {
    st = st * 6364136223846793005ull + 1442695040888963407ull;
    const float2 z = box_muller((uint32_t)(st >> 32), (uint32_t)st);
    const float vp = fmaxf(v, 0.f);
    lnS += (r - 0.5f * vp) * dt + sqrtf(vp) * sdt * z.x;
    v = heston_var_step(v, kappa * dt, theta, xi, sdt * (rho * z.x + rc * z.y));
  }
  payoff[p] = __expf(-r * dt * nsteps) * fmaxf(__expf(lnS) - strike, 0.f);
}
