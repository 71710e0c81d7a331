// EXPECT: uninitialized-register
// ARCHS: sm_80 sm_90
// Epilogue of a GEMM that writes bf16 pairs: a hand-written packer turns two
// fp32 accumulators into one bf16x2 word. Bug: the inline asm declares two
// 16-bit scratch registers and packs both with mov.b32 {lo, hi}, but only
// the low half is converted (the cvt of %2 into `hi` was lost in an edit):
// the high half of every stored pair is whatever the register held.
#include <cuda_bf16.h>
__device__ __forceinline__ unsigned pack_bf16x2(float lo, float hi) {
  unsigned r;
  asm("{\n\t.reg .b16 l16, h16;\n\t"
      "cvt.rn.bf16.f32 l16, %1;\n\t"
      "mov.b32 %0, {l16, h16};\n\t}"
      : "=r"(r)
      : "f"(lo), "f"(hi));
  return r;
}
__global__ void store_bf16_pairs(const float2 *__restrict__ acc, unsigned *__restrict__ out,
                                 float alpha, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float2 a = acc[i];
    out[i] = pack_bf16x2(a.x * alpha, a.y * alpha);
  }
}
