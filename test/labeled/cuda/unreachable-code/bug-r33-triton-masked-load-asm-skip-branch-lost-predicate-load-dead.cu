// EXPECT: unreachable-code
// ARCHS: sm_80 sm_120
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// BUG: Triton-like masked load (tl.load(ptr, mask, other=0)) written as
// inline PTX: the value is preset to the "other" 0 and the load is skipped
// when the mask is off. The skip branch lost its predicate (`bra` where
// `@!q bra` was meant), so the load is never reached and every element
// reads as 0.
__device__ __forceinline__ float masked_load(const float *p, bool mask) {
  float r;
  asm volatile("{\n\t.reg .pred q;\n\t"
               "setp.ne.b32 q, %2, 0;\n\t"
               "mov.f32 %0, 0f00000000;\n\t"
               "bra SKIP_%=;\n\t"
               "ld.global.nc.f32 %0, [%1];\n"
               "SKIP_%=:\n\t}"
               : "=f"(r)
               : "l"(p), "r"((int)mask));
  return r;
}
__global__ void __launch_bounds__(128)
    scaled_copy(const float *__restrict__ x, float *__restrict__ y, float s, int n) {
  const int i = blockIdx.x * 128 + threadIdx.x;
  const float v = masked_load(x + min(i, n - 1), i < n);
  if (i < n)
    y[i] = v * s;
}
