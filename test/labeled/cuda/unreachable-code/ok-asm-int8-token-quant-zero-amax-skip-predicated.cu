// EXPECT: clean
// Per-token int8 quantisation with the zero-amax short-cut guarded: `@pz
// bra` skips the division only for an all-zero token; otherwise the
// scale, rni conversion and the jump over the zero path run. Every block of
// the asm is reachable.
__device__ __forceinline__ int quant_s8(float x, float amax) {
  int q;
  asm("{\n\t"
      ".reg .pred pz;\n\t"
      ".reg .f32 t;\n\t"
      "setp.eq.f32 pz, %2, 0f00000000;\n\t"
      "@pz bra $Lq_zero;\n\t"
      "div.approx.f32 t, %1, %2;\n\t"
      "mul.f32 t, t, 0f42FE0000;\n\t"
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
