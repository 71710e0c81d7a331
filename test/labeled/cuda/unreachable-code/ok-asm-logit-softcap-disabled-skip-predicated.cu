// EXPECT: clean
// Gemma-style logit soft-capping, cap * tanh(x / cap), in inline PTX with
// an early-out when the cap is 0 (soft-capping disabled): the skip branch is
// predicated on the setp, so both the capping path and the join after the
// label are reachable; the copy to the output happens before the branch.
__device__ __forceinline__ float softcap(float x, float cap) {
  float r;
  asm("{\n\t"
      ".reg .pred off;\n\t"
      ".reg .f32 t;\n\t"
      "mov.f32 %0, %1;\n\t"
      "setp.eq.f32 off, %2, 0f00000000;\n\t"
      "@off bra $Lcap_done;\n\t"
      "div.approx.f32 t, %1, %2;\n\t"
      "tanh.approx.f32 t, t;\n\t"
      "mul.f32 %0, t, %2;\n"
      "$Lcap_done:\n\t"
      "}"
      : "=f"(r)
      : "f"(x), "f"(cap));
  return r;
}
__global__ void softcap_logits(float *__restrict__ logits, int vocab, float cap) {
  float *row = logits + (size_t)blockIdx.x * vocab;
  for (int i = threadIdx.x; i < vocab; i += blockDim.x)
    row[i] = softcap(row[i], cap);
}
