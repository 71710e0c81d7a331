// EXPECT: unreachable-code
// PTXLINT-ARGS: --block-dim=128
// Horner evaluation of a polynomial of run-time degree in an inline-PTX
// count-down loop. The back edge lost its predicate (`bra` instead of
// `@p bra`), so the loop never exits and the store of the result after it is
// unreachable.
__device__ __forceinline__ float horner(const float *coef, int deg, float x) {
  float r;
  asm volatile("{\n\t.reg .s32 n;\n\t.reg .pred p;\n\t.reg .u64 a;\n\t.reg .f32 c;\n\t"
               "mov.f32 %0, 0f00000000;\n\t"
               "mov.s32 n, %2;\n\t"
               "mul.wide.s32 a, n, 4;\n\t"
               "add.u64 a, a, %1;\n\t"
               "HORNER_%=:\n\t"
               "ld.global.f32 c, [a];\n\t"
               "fma.rn.f32 %0, %0, %3, c;\n\t"
               "sub.u64 a, a, 4;\n\t"
               "sub.s32 n, n, 1;\n\t"
               "setp.ge.s32 p, n, 0;\n\t"
               "bra HORNER_%=;\n\t}"
               : "=f"(r) : "l"(coef), "r"(deg), "f"(x));
  return r;
}
__global__ void eval_poly(const float *__restrict__ coef, int deg, const float *__restrict__ x,
                          float *__restrict__ y) {
  const int i = blockIdx.x * 128 + threadIdx.x;
  y[i] = horner(coef, deg, x[i]);
}
