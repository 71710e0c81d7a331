// EXPECT: clean
// The dot product with its accumulator zeroed, and a read-write operand.
__global__ void dot4_ok(const float4 *a, const float4 *b, float *out) {
  float4 x = a[threadIdx.x], y = b[threadIdx.x];
  float r = out[threadIdx.x];
  asm("{\n\t.reg .f32 acc;\n\tmov.f32 acc, 0f00000000;\n\t"
      "fma.rn.f32 acc, %1, %5, acc;\n\t"
      "fma.rn.f32 acc, %2, %6, acc;\n\t"
      "fma.rn.f32 acc, %3, %7, acc;\n\t"
      "fma.rn.f32 acc, %4, %8, acc;\n\t"
      "add.f32 %0, %0, acc;\n\t}"
      : "+f"(r)
      : "f"(x.x), "f"(x.y), "f"(x.z), "f"(x.w), "f"(y.x), "f"(y.y), "f"(y.z), "f"(y.w));
  out[threadIdx.x] = r;
}
