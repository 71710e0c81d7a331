// EXPECT: uninitialized-register
// ARCHS: sm_90
// BUG: per-tensor fp8 (e4m3) quantisation of activations before an fp8 GEMM:
// each thread scales four floats and packs them into one 32-bit word with
// two `cvt.rn.satfinite.e4m3x2.f32` into 16-bit scratch registers, then
// `mov.b32 {lo, hi}`. The second conversion was pasted from the first and
// still writes `lo`: the scratch `hi` is read by the pack without ever
// having been written (and elements 0-1 are overwritten by 2-3).
#include <cstdint>
__device__ __forceinline__ uint32_t pack_e4m3x4(float a, float b, float c, float d) {
  uint32_t r;
  asm("{\n\t"
      ".reg .b16 lo, hi;\n\t"
      "cvt.rn.satfinite.e4m3x2.f32 lo, %2, %1;\n\t"
      "cvt.rn.satfinite.e4m3x2.f32 lo, %4, %3;\n\t"
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
