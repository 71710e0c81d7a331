// EXPECT: uninitialized-register
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=256
// fp8 (e4m3) weights unpacked four at a time to two f16x2 registers. The
// packed word is split into its low and high 16-bit halves with mov.b32, but
// the split was rewritten to a cvt of the low half only and the high half hi
// is never written before the second cvt reads it.
#include <cuda_fp16.h>
__device__ __forceinline__ void unpack4(unsigned w, unsigned &lo2, unsigned &hi2) {
  asm("{\n\t.reg .b16 lo, hi;\n\t"
      "cvt.u16.u32 lo, %2;\n\t"
      "cvt.rn.f16x2.e4m3x2 %0, lo;\n\t"
      "cvt.rn.f16x2.e4m3x2 %1, hi;\n\t}"
      : "=r"(lo2), "=r"(hi2) : "r"(w));
}
__global__ void dequant(const unsigned *__restrict__ w8, const half2 *__restrict__ scale,
                        half2 *__restrict__ out, int n4) {
  const int i = blockIdx.x * 256 + threadIdx.x;
  if (i >= n4)
    return;
  unsigned a, b;
  unpack4(w8[i], a, b);
  const half2 s = scale[i / 32];
  out[2 * i] = __hmul2(*reinterpret_cast<half2 *>(&a), s);
  out[2 * i + 1] = __hmul2(*reinterpret_cast<half2 *>(&b), s);
}
