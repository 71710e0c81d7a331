// EXPECT: unreachable-code
// Per-token symmetric int8 quantisation (SmoothQuant style): q = rni(x * 127
// / amax), with an all-zero token (amax == 0) short-cut to q = 0 to avoid the
// division. BUG: the asm was edited and the `@pz` guard of the skip branch
// was lost, so `bra.uni $Lq_zero` always jumps and the scaling and
// conversion between it and the label are dead: every token quantises to 0.
__device__ __forceinline__ int quant_s8(float x, float amax) {
  int q;
  asm("{\n\t"
      ".reg .pred pz;\n\t"
      ".reg .f32 t;\n\t"
      "setp.eq.f32 pz, %2, 0f00000000;\n\t"
      "bra.uni $Lq_zero;\n\t"  // BUG: meant @pz bra
      "div.approx.f32 t, %1, %2;\n\t"
      "mul.f32 t, t, 0f42FE0000;\n\t"  // * 127
      "cvt.rni.sat.s8.f32 %0, t;\n\t"
      "bra.uni $Lq_done;\n"
      "$Lq_zero:\n\t"
      "mov.s32 %0, 0;\n"
      "$Lq_done:\n\t"
      "}"
      : "=r"(q)
      : "f"(x), "f"(amax));
  return q;
}
__global__ void quant_tokens(const float *__restrict__ x, const float *__restrict__ amax,
                             signed char *__restrict__ q, int hidden) {
  const int tok = blockIdx.x;
  const float a = amax[tok];
  for (int i = threadIdx.x; i < hidden; i += blockDim.x)
    q[(size_t)tok * hidden + i] = (signed char)quant_s8(x[(size_t)tok * hidden + i], a);
}
