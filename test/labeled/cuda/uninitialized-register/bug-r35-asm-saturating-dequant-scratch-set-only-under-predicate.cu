// EXPECT: uninitialized-register
// ARCHS: sm_86 sm_80
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// BUG: int8 -> fp32 dequantisation with an inline-PTX zero-point clamp. The
// scratch register `z` of the asm scope is set only under `@p` (zero point
// inside the int8 range); the `@!p mov.b32 z, 0;` of the original was lost
// when the clamp was reordered, so for an out-of-range zero point the sub
// reads a register nothing wrote.
__global__ void __launch_bounds__(128)
    dequant_i8(const signed char *__restrict__ q, const int *__restrict__ zp, const float *__restrict__ scale,
               float *__restrict__ out, int group) {
  const int i = blockIdx.x * 128 + threadIdx.x;
  const int g = i / group;
  const int qi = q[i];
  int d;
  asm("{\n\t.reg .pred p;\n\t.reg .b32 z;\n\t"
      "setp.lt.u32 p, %2, 256;\n\t"
      "@p sub.s32 z, %2, 128;\n\t"
      "sub.s32 %0, %1, z;\n\t}"
      : "=r"(d)
      : "r"(qi), "r"(zp[g]));
  out[i] = d * scale[g];
}
