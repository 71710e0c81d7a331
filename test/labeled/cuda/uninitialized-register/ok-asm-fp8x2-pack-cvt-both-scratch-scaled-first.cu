// EXPECT: clean
// ARCHS: sm_90 sm_90a
// Activation quantisation to fp8 (e4m3) in an inline-PTX helper: two scaled
// floats are packed with cvt.rn.satfinite.e4m3x2.f32 into 16 bits. The helper
// scales the inputs into scratch registers lo and hi (one mul each) before
// the pack reads both.
#include <cstdint>
__device__ __forceinline__ uint16_t pack_fp8x2(float a, float b, float inv_scale) {
  uint16_t r;
  asm("{\n\t.reg .f32 lo, hi;\n\t"
      "mul.f32 lo, %1, %3;\n\t"
      "mul.f32 hi, %2, %3;\n\t"
      "cvt.rn.satfinite.e4m3x2.f32 %0, hi, lo;\n\t}"
      : "=h"(r)
      : "f"(a), "f"(b), "f"(inv_scale));
  return r;
}
__global__ void quant_fp8(const float2 *x, uint16_t *q, const float *amax, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float2 v = x[i];
    q[i] = pack_fp8x2(v.x, v.y, 448.f / amax[0]);
  }
}
