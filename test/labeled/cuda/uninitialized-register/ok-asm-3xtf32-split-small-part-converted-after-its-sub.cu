// EXPECT: clean
// ARCHS: sm_80 sm_90
// OK: the same 3xTF32 pre-pass (A split into a tf32 "big" plane and a tf32
// "small" remainder plane) with the helper complete: `small` is written by
// `sub.f32 small, x, big` before `cvt.rna.tf32.f32` converts it.
#include <cstdint>
__device__ __forceinline__ void split_tf32(float x, uint32_t &hi, uint32_t &lo) {
  asm("{\n\t"
      ".reg .b32 big, small;\n\t"
      "cvt.rna.tf32.f32 big, %2;\n\t"
      "sub.f32 small, %2, big;\n\t"
      "cvt.rna.tf32.f32 %1, small;\n\t"
      "mov.b32 %0, big;\n\t"
      "}"
      : "=r"(hi), "=r"(lo)
      : "f"(x));
}
__global__ void __launch_bounds__(256) split_a_planes(const float4 *__restrict__ A, uint4 *__restrict__ hi_plane,
                                                      uint4 *__restrict__ lo_plane, int n4) {
  for (int i = blockIdx.x * 256 + threadIdx.x; i < n4; i += gridDim.x * 256) {
    const float4 v = A[i];
    uint4 h, l;
    split_tf32(v.x, h.x, l.x);
    split_tf32(v.y, h.y, l.y);
    split_tf32(v.z, h.z, l.z);
    split_tf32(v.w, h.w, l.w);
    hi_plane[i] = h;
    lo_plane[i] = l;
  }
}
