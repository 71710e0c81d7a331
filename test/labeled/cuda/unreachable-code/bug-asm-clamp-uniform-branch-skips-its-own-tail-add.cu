// EXPECT: unreachable-code
// PTXLINT-ARGS: --block-dim=256
// A hand-written clamp-and-bias in inline PTX: the branch over the clamp was
// meant to be `@!p bra.uni` but was written unconditional, so the add of the
// bias between it and the label is never executed.
__global__ void __launch_bounds__(256) clamp_bias(const int *in, int *out, int lim, int bias) {
  int i = blockIdx.x * 256 + threadIdx.x;
  int v = in[i], r;
  asm volatile("{\n\t.reg .pred p;\n\t"
               "mov.b32 %0, %1;\n\t"
               "setp.gt.s32 p, %1, %2;\n\t"
               "@p mov.b32 %0, %2;\n\t"
               "bra.uni $Ldone_cb;\n\t"
               "add.s32 %0, %0, %3;\n"
               "$Ldone_cb:\n\t}"
               : "=r"(r) : "r"(v), "r"(lim), "r"(bias));
  out[i] = r;
}
