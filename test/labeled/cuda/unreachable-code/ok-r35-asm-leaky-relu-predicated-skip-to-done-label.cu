// EXPECT: clean
// ARCHS: sm_100a sm_86
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// Fused bias + leaky-ReLU epilogue with the activation in inline PTX: a
// predicated `@p bra DONE` skips the negative-slope multiply for positive
// inputs, and the asm is inlined twice (two outputs per thread), each copy in
// its own `{ }` scope so its DONE label is local.
__device__ __forceinline__ float leaky(float v, float slope) {
  float r;
  asm volatile("{\n\t.reg .pred p;\n\t"
               "mov.f32 %0, %1;\n\t"
               "setp.gt.f32 p, %1, 0f00000000;\n\t"
               "@p bra DONE;\n\t"
               "mul.f32 %0, %1, %2;\n\t"
               "DONE:\n\t}"
               : "=f"(r)
               : "f"(v), "f"(slope));
  return r;
}
__global__ void __launch_bounds__(128)
    bias_leaky_relu2(const float2 *__restrict__ x, const float2 *__restrict__ bias, float2 *__restrict__ y, float slope,
                     int n) {
  const int i = blockIdx.x * 128 + threadIdx.x;
  const float2 v = x[i], b = bias[i % n];
  y[i] = make_float2(leaky(v.x + b.x, slope), leaky(v.y + b.y, slope));
}
