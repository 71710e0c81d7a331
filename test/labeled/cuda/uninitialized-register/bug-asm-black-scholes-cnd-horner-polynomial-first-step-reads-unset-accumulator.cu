// EXPECT: uninitialized-register
// PTXLINT-ARGS: --block-dim=256
// BUG: European option pricing (Black-Scholes), the cumulative normal by
// the Abramowitz-Stegun polynomial in k = 1 / (1 + 0.2316419 |x|), written
// as an inline-PTX Horner chain over a scratch `p`. The chain should start
// with `mov.f32 p, a5`; the author wrote the first step like the others,
// `fma p, p, k, a5`, so it multiplies the unset `p` by k and every price is
// computed from garbage.
__device__ __forceinline__ float cnd(float x) {
  const float ax = fabsf(x);
  const float k = __frcp_rn(1.f + 0.2316419f * ax);
  float poly;
  asm("{\n\t.reg .f32 p;\n\t"
      "fma.rn.f32 p, p, %1, 0f3FAA466F;\n\t"
      "fma.rn.f32 p, p, %1, 0fBFE91EEA;\n\t"
      "fma.rn.f32 p, p, %1, 0f3FE40778;\n\t"
      "fma.rn.f32 p, p, %1, 0fBEB68F87;\n\t"
      "fma.rn.f32 p, p, %1, 0f3EA385FA;\n\t"
      "mul.rn.f32 %0, p, %1;\n\t}"
      : "=f"(poly) : "f"(k));
  const float c = 0.3989422804f * __expf(-0.5f * ax * ax) * poly;
  return x > 0.f ? 1.f - c : c;
}
__global__ void __launch_bounds__(256)
black_scholes(const float *__restrict__ S, const float *__restrict__ X, const float *__restrict__ T,
              float *__restrict__ call, float *__restrict__ put, float r, float v, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    const float sqrtT = sqrtf(T[i]);
    const float d1 = (__logf(S[i] / X[i]) + (r + 0.5f * v * v) * T[i]) / (v * sqrtT);
    const float d2 = d1 - v * sqrtT;
    const float c1 = cnd(d1), c2 = cnd(d2), e = __expf(-r * T[i]);
    call[i] = S[i] * c1 - X[i] * e * c2;
    put[i] = X[i] * e * (1.f - c2) - S[i] * (1.f - c1);
  }
}
