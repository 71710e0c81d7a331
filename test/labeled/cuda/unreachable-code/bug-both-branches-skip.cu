// EXPECT: unreachable-code
// The slow path was meant to be guarded by `@!p`, but the fallback branch is
// unconditional: both edges jump past it and the normalisation never runs.
__global__ void normalise(const float *in, float *out) {
  float x = in[blockIdx.x * blockDim.x + threadIdx.x], y;
  asm("{\n\t.reg .pred p;\n\tsetp.lt.f32 p, %1, 1.0;\n\tmov.f32 %0, %1;\n\t"
      "@p bra $Ldone;\n\tbra $Ldone;\n\t"
      "rcp.approx.f32 %0, %1;\n"
      "$Ldone:\n\t}"
      : "=f"(y) : "f"(x));
  out[blockIdx.x * blockDim.x + threadIdx.x] = y;
}
