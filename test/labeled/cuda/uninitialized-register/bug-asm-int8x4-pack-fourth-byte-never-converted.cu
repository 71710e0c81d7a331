// EXPECT: uninitialized-register
// Per-channel int8 quantisation of activations, four channels packed per
// 32-bit store (char4), with the saturating conversions and byte packing in
// inline PTX. BUG: the fourth conversion was pasted from the third and writes
// b2 again (from %4), so b3 is never written and the prmt that builds the high
// half packs whatever the register holds into channel 3.
__device__ __forceinline__ unsigned pack_s8x4(float x0, float x1, float x2, float x3) {
  unsigned r;
  asm("{\n\t"
      ".reg .s32 b0, b1, b2, b3;\n\t"
      ".reg .b32 lo, hi;\n\t"
      "cvt.rni.sat.s8.f32 b0, %1;\n\t"
      "cvt.rni.sat.s8.f32 b1, %2;\n\t"
      "cvt.rni.sat.s8.f32 b2, %3;\n\t"
      "cvt.rni.sat.s8.f32 b2, %4;\n\t"  // BUG: meant b3
      "prmt.b32 lo, b0, b1, 0x3340;\n\t"
      "prmt.b32 hi, b2, b3, 0x3340;\n\t"
      "prmt.b32 %0, lo, hi, 0x5410;\n\t"
      "}"
      : "=r"(r)
      : "f"(x0), "f"(x1), "f"(x2), "f"(x3));
  return r;
}
__global__ void quant_act(const float4 *__restrict__ x, const float4 *__restrict__ inv_scale,
                          unsigned *__restrict__ q, int n4, int c4) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n4)
    return;
  const float4 v = x[i], s = inv_scale[i % c4];
  q[i] = pack_s8x4(v.x * s.x, v.y * s.y, v.z * s.z, v.w * s.w);
}
