// EXPECT: clean
// ARCHS: sm_80 sm_90
// A half2 activation clamp with NaN sanitising written in inline PTX: if
// either half is NaN the NaN test branches to `$Lzero`, which writes zero;
// otherwise the pair is clamped to [-limit, limit] and the fast path jumps
// over the zeroing with `bra.uni $Ldone`. The block after the unconditional
// branch looks dead but is the NaN branch's target.
#include <cuda_fp16.h>
__device__ __forceinline__ __half2 clamp_or_zero(__half2 v, __half2 limit) {
  unsigned r, in = *reinterpret_cast<unsigned *>(&v), lim = *reinterpret_cast<unsigned *>(&limit);
  asm("{\n\t"
      ".reg .pred nlo, nhi, isnan;\n\t"
      ".reg .b32 neg;\n\t"
      "setp.nan.f16x2 nlo|nhi, %1, %1;\n\t"
      "or.pred isnan, nlo, nhi;\n\t"
      "@isnan bra $Lzero;\n\t"
      "neg.f16x2 neg, %2;\n\t"
      "max.f16x2 %0, %1, neg;\n\t"
      "min.f16x2 %0, %0, %2;\n\t"
      "bra.uni $Ldone;\n"
      "$Lzero:\n\t"
      "mov.b32 %0, 0;\n"
      "$Ldone:\n\t"
      "}"
      : "=r"(r)
      : "r"(in), "r"(lim));
  return *reinterpret_cast<__half2 *>(&r);
}
__global__ void act_clamp(__half2 *__restrict__ x, __half2 limit, int n2) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n2; i += gridDim.x * blockDim.x)
    x[i] = clamp_or_zero(x[i], limit);
}
