// EXPECT: clean
// Inline PTX that skips the clamp with a predicated branch to a local label
// and halves the value `reps` times in a hand-written counted loop: every
// instruction is reached on some path (the loop exits through its own
// predicated branch).
__global__ void clamp_scale(float *x, const float *lim, int n, int reps) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i];
  asm("{\n\t.reg .pred p, q;\n\t.reg .b32 k;\n\t"
      "setp.gt.f32 p, %0, %1;\n\t"
      "@!p bra $Lnoclamp;\n\t"
      "mov.f32 %0, %1;\n"
      "$Lnoclamp:\n\t"
      "mov.u32 k, %2;\n"
      "$Lrep:\n\t"
      "setp.le.s32 q, k, 0;\n\t"
      "@q bra $Ldone;\n\t"
      "mul.f32 %0, %0, 0f3F000000;\n\t"
      "sub.s32 k, k, 1;\n\t"
      "bra.uni $Lrep;\n"
      "$Ldone:\n\t}"
      : "+f"(v)
      : "f"(lim[i]), "r"(reps));
  x[i] = v;
}
