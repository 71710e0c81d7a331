// EXPECT: clean
// ARCHS: sm_90a sm_100a
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=256
// fp8 output quantisation of an attention epilogue in inline PTX: four
// scaled floats become four e4m3 bytes of one 32-bit word, two per
// cvt.rn.satfinite.e4m3x2.f32 into the 16-bit scratch registers lo and hi,
// joined by mov.b32 {lo, hi}: both scratch registers are written before the
// mov reads them (the first cvt's pair lands in the low half).
#include <cstdint>
__device__ __forceinline__ uint32_t pack_e4m3x4(float a, float b, float c, float d) {
  uint32_t r;
  asm("{\n\t.reg .b16 lo, hi;\n\t"
      "cvt.rn.satfinite.e4m3x2.f32 lo, %2, %1;\n\t"
      "cvt.rn.satfinite.e4m3x2.f32 hi, %4, %3;\n\t"
      "mov.b32 %0, {lo, hi};\n\t}"
      : "=r"(r)
      : "f"(a), "f"(b), "f"(c), "f"(d));
  return r;
}
__global__ void __launch_bounds__(256)
    attn_out_fp8(const float4 *__restrict__ o, const float *__restrict__ inv_scale,
                 uint32_t *__restrict__ q, int n4) {
  const int i = blockIdx.x * 256 + threadIdx.x;
  if (i >= n4)
    return;
  const float s = *inv_scale;
  const float4 v = o[i];
  q[i] = pack_e4m3x4(v.x * s, v.y * s, v.z * s, v.w * s);
}
