// EXPECT: clean
// ARCHS: sm_90
// OK: the same per-tensor fp8 (e4m3) quantisation with the pack helper
// complete: the first `cvt.rn.satfinite.e4m3x2.f32` writes `lo` (elements
// 0-1), the second `hi` (elements 2-3), and `mov.b32 {lo, hi}` reads two
// written scratch registers.
#include <cstdint>
__device__ __forceinline__ uint32_t pack_e4m3x4(float a, float b, float c, float d) {
  uint32_t r;
  asm("{\n\t"
      ".reg .b16 lo, hi;\n\t"
      "cvt.rn.satfinite.e4m3x2.f32 lo, %2, %1;\n\t"
      "cvt.rn.satfinite.e4m3x2.f32 hi, %4, %3;\n\t"
      "mov.b32 %0, {lo, hi};\n\t"
      "}"
      : "=r"(r)
      : "f"(a), "f"(b), "f"(c), "f"(d));
  return r;
}
__global__ void __launch_bounds__(256) quantize_fp8(const float4 *__restrict__ x, uint32_t *__restrict__ q,
                                                    const float *__restrict__ inv_scale, int n4) {
  const float s = *inv_scale;
  for (int i = blockIdx.x * 256 + threadIdx.x; i < n4; i += gridDim.x * 256) {
    const float4 v = x[i];
    q[i] = pack_e4m3x4(v.x * s, v.y * s, v.z * s, v.w * s);
  }
}
