// EXPECT: clean
// ARCHS: sm_80 sm_89
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// int8 -> fp32 dequantisation with an inline-PTX zero-point clamp: the
// scratch register `z` is written under `@p` and under `@!p`, so whichever
// way the predicate goes the sub reads a written value.
__global__ void __launch_bounds__(128)
    dequant_i8_ok(const signed char *__restrict__ q, const int *__restrict__ zp, const float *__restrict__ scale,
                  float *__restrict__ out, int group) {
  const int i = blockIdx.x * 128 + threadIdx.x;
  const int g = i / group;
  const int qi = q[i];
  int d;
  asm("{\n\t.reg .pred p;\n\t.reg .b32 z;\n\t"
      "setp.lt.u32 p, %2, 256;\n\t"
      "@p sub.s32 z, %2, 128;\n\t"
      "@!p mov.b32 z, 0;\n\t"
      "sub.s32 %0, %1, z;\n\t}"
      : "=r"(d)
      : "r"(qi), "r"(zp[g]));
  out[i] = d * scale[g];
}
