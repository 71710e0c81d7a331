// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Beam-search length penalty ((5 + len) / 6) ^ alpha computed in inline PTX
// as ex2(alpha * lg2(x)), every step in place in the one scratch `l`.
__device__ __forceinline__ float length_penalty(float len, float alpha) {
  float p;
  asm("{\n\t.reg .f32 l;\n\t"
      "add.f32 l, %1, 0f40A00000;\n\t"
      "mul.f32 l, l, 0f3E2AAAAB;\n\t"
      "lg2.approx.f32 l, l;\n\t"
      "mul.f32 l, l, %2;\n\t"
      "ex2.approx.f32 %0, l;\n\t}"
      : "=f"(p)
      : "f"(len), "f"(alpha));
  return p;
}
__global__ void beam_normalise_ok(const float *logp, const int *len, float *score, float alpha,
                               int n) {
  const int i = blockIdx.x * 128 + threadIdx.x;
  if (i < n)
    score[i] = logp[i] / length_penalty((float)len[i], alpha);
}
