// EXPECT: uninitialized-register
// A hand-written dot product whose accumulator is never zeroed.
__global__ void dot4(const float4 *a, const float4 *b, float *out) {
  float4 x = a[threadIdx.x], y = b[threadIdx.x];
  float r;
  asm("{\n\t.reg .f32 acc;\n\t"
      "fma.rn.f32 acc, %1, %5, acc;\n\t"
      "fma.rn.f32 acc, %2, %6, acc;\n\t"
      "fma.rn.f32 acc, %3, %7, acc;\n\t"
      "fma.rn.f32 acc, %4, %8, acc;\n\t"
      "mov.f32 %0, acc;\n\t}"
      : "=f"(r)
      : "f"(x.x), "f"(x.y), "f"(x.z), "f"(x.w), "f"(y.x), "f"(y.y), "f"(y.z), "f"(y.w));
  out[threadIdx.x] = r;
}
