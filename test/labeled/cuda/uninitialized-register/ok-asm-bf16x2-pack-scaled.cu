// EXPECT: clean
// ARCHS: sm_80 sm_90
// Packing two scaled floats into a bf16x2 in inline PTX, both halves scaled
// before the packing cvt.
__global__ void to_bf16x2(const float2 *in, unsigned *out, float scale) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float2 v = in[i];
  unsigned packed;
  asm("{\n\t.reg .f32 lo, hi;\n\t"
      "mul.f32 lo, %1, %3;\n\t"
      "mul.f32 hi, %2, %3;\n\t"
      "cvt.rn.bf16x2.f32 %0, hi, lo;\n\t}"
      : "=r"(packed)
      : "f"(v.x), "f"(v.y), "f"(scale));
  out[i] = packed;
}
