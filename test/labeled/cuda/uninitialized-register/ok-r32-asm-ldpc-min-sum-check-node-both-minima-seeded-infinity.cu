// EXPECT: clean
// ARCHS: sm_90 sm_86
// PTXLINT-ARGS: --block-dim=128
// LDPC decoding, normalised min-sum check-node update for degree-4 check
// nodes, one node per thread. The two smallest magnitudes of the incoming
// messages are found in inline PTX with scratch registers m1, m2 (m2 =
// min(m2, max(m1, |x|)); m1 = min(m1, |x|)), both seeded with +infinity
// before the first update.
__device__ __forceinline__ void two_min(float x0, float x1, float x2, float x3, float &min1, float &min2) {
  asm("{\n\t.reg .f32 m1, m2, a, t;\n\t"
      "mov.f32 m1, 0f7F800000;\n\t"
      "mov.f32 m2, 0f7F800000;\n\t"
      "abs.f32 a, %2;\n\t max.f32 t, m1, a;\n\t min.f32 m2, m2, t;\n\t min.f32 m1, m1, a;\n\t"
      "abs.f32 a, %3;\n\t max.f32 t, m1, a;\n\t min.f32 m2, m2, t;\n\t min.f32 m1, m1, a;\n\t"
      "abs.f32 a, %4;\n\t max.f32 t, m1, a;\n\t min.f32 m2, m2, t;\n\t min.f32 m1, m1, a;\n\t"
      "abs.f32 a, %5;\n\t max.f32 t, m1, a;\n\t min.f32 m2, m2, t;\n\t min.f32 m1, m1, a;\n\t"
      "mov.f32 %0, m1;\n\t mov.f32 %1, m2;\n\t}"
      : "=f"(min1), "=f"(min2)
      : "f"(x0), "f"(x1), "f"(x2), "f"(x3));
}
__global__ void __launch_bounds__(128)
    check_node_update(const float *__restrict__ v2c, float *__restrict__ c2v, int nchecks, float alpha) {
  const int c = blockIdx.x * 128 + threadIdx.x;
  if (c >= nchecks)
    return;
  const float4 in = reinterpret_cast<const float4 *>(v2c)[c];
  float m1, m2;
  two_min(in.x, in.y, in.z, in.w, m1, m2);
  const unsigned neg = (__float_as_uint(in.x) ^ __float_as_uint(in.y) ^ __float_as_uint(in.z) ^
                        __float_as_uint(in.w)) & 0x80000000u;
  float out[4] = {in.x, in.y, in.z, in.w};
  for (int e = 0; e < 4; ++e) {
    const float mag = alpha * (fabsf(out[e]) == m1 ? m2 : m1);
    const unsigned s = neg ^ (__float_as_uint(out[e]) & 0x80000000u);
    out[e] = __uint_as_float(__float_as_uint(mag) | s);
  }
  reinterpret_cast<float4 *>(c2v)[c] = make_float4(out[0], out[1], out[2], out[3]);
}
