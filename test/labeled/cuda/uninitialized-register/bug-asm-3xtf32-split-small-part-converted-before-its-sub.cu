// EXPECT: uninitialized-register
// ARCHS: sm_80 sm_90
// BUG: the pre-pass of a 3xTF32 GEMM (fp32 accuracy on tensor cores) splits
// every element of A into a "big" tf32 part and a "small" tf32 remainder,
// big = tf32(x), small = tf32(x - big), stored as two planes. The inline-PTX
// helper declares both scratch registers, but the `sub.f32 small, x, big`
// was lost when the helper was reordered: `cvt.rna.tf32.f32` converts the
// scratch `small` before anything wrote it.
#include <cstdint>
__device__ __forceinline__ void split_tf32(float x, uint32_t &hi, uint32_t &lo) {
  asm("{\n\t"
      ".reg .b32 big, small;\n\t"
      "cvt.rna.tf32.f32 big, %2;\n\t"
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
