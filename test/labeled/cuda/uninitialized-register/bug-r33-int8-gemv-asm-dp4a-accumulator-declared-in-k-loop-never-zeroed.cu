// EXPECT: uninitialized-register
// ARCHS: sm_86 sm_120
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=256
// BUG: W8A8 GEMV with an inline-PTX dp4a accumulation (Triton-like program
// written in CUDA: one output row per thread, 16 K words per group, one
// float scale per group). The group accumulator `int gacc;` is declared in
// the group loop and accumulated through a "+r" operand, but its `= 0` was
// lost: the first dp4a of every group adds to an unset register.
__global__ void __launch_bounds__(256)
    w8a8_gemv(const int *__restrict__ Wq, const int *__restrict__ xq, const float *__restrict__ gscale,
              float *__restrict__ y, int groups) {
  const int row = blockIdx.x * 256 + threadIdx.x;
  float acc = 0.f;
  for (int g = 0; g < groups; ++g) {
    int gacc;
#pragma unroll 4
    for (int k = 0; k < 16; ++k)
      asm("dp4a.s32.s32 %0, %1, %2, %0;" : "+r"(gacc) : "r"(Wq[((size_t)row * groups + g) * 16 + k]), "r"(xq[g * 16 + k]));
    acc += gacc * gscale[(size_t)row * groups + g];
  }
  y[row] = acc;
}
