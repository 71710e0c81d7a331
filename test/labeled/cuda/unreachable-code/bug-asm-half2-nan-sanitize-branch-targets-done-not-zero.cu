// EXPECT: unreachable-code
// ARCHS: sm_80 sm_90
// A half2 activation clamp with NaN sanitising written in inline PTX: if
// either half is NaN the pair is replaced by zero, otherwise it is clamped
// to [-limit, limit]. BUG: the NaN test branches to `$Ldone` (copied from
// the fast path's exit) instead of `$Lzero`; nothing targets `$Lzero`, so
// after the unconditional `bra.uni $Ldone` the zeroing `mov` is dead code
// (NaN pairs still come out as zero, but only because the caller happens to
// pre-set the "+r" output to 0).
#include <cuda_fp16.h>
__device__ __forceinline__ __half2 clamp_or_zero(__half2 v, __half2 limit) {
  unsigned r = 0, in = *reinterpret_cast<unsigned *>(&v), lim = *reinterpret_cast<unsigned *>(&limit);
  asm("{\n\t"
      ".reg .pred nlo, nhi, isnan;\n\t"
      ".reg .b32 neg;\n\t"
      "setp.nan.f16x2 nlo|nhi, %1, %1;\n\t"
      "or.pred isnan, nlo, nhi;\n\t"
      "@isnan bra $Ldone;\n\t"
      "neg.f16x2 neg, %2;\n\t"
      "max.f16x2 %0, %1, neg;\n\t"
      "min.f16x2 %0, %0, %2;\n\t"
      "bra.uni $Ldone;\n"
      "$Lzero:\n\t"
      "mov.b32 %0, 0;\n"
      "$Ldone:\n\t"
      "}"
      : "+r"(r)
      : "r"(in), "r"(lim));
  return *reinterpret_cast<__half2 *>(&r);
}
__global__ void act_clamp(__half2 *__restrict__ x, __half2 limit, int n2) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n2; i += gridDim.x * blockDim.x)
    x[i] = clamp_or_zero(x[i], limit);
}
