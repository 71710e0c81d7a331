// EXPECT: clean
// Both scratch registers of the inline-PTX block (mask and magic) are set
// before the lop3s read them; lo and hi are written before they are read.
// Dequantises packed unsigned int4 weights (8 per word) to half2 pairs and
// scales them, the FasterTransformer way: lop3 ORs each nibble into the
// mantissa of the fp16 magic 1024 (0x6400), then 1024 + zero point is
// subtracted.
#include <cuda_fp16.h>
__device__ __forceinline__ void i4_to_h2(unsigned q, unsigned bias,
                                         unsigned &h0, unsigned &h1) {
  asm("{\n\t"
      ".reg .b32 mask, magic, lo, hi;\n\t"
      "mov.b32 mask, 0x000f000f;\n\t"
      "mov.b32 magic, 0x64006400;\n\t"
      "lop3.b32 lo, %2, mask, magic, 0xea;\n\t"  // (q & mask) | magic
      "shr.u32 hi, %2, 4;\n\t"
      "lop3.b32 hi, hi, mask, magic, 0xea;\n\t"
      "sub.f16x2 %0, lo, %3;\n\t"
      "sub.f16x2 %1, hi, %3;\n\t"
      "}"
      : "=r"(h0), "=r"(h1)
      : "r"(q), "r"(bias));
}
__global__ void dequant_w4(const unsigned *qweight, const __half2 *scales,
                           __half2 *out, int nwords, int group_words) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nwords)
    return;
  const unsigned bias = 0x64086408u;  // 1032 in both halves: zero point 8
  unsigned q = qweight[i];
  const __half2 s = scales[i / group_words];
  #pragma unroll
  for (int k = 0; k < 2; ++k) {
    unsigned h0, h1;
    i4_to_h2(q >> (8 * k), bias, h0, h1);
    out[4 * i + 2 * k] = __hmul2(*reinterpret_cast<__half2 *>(&h0), s);
    out[4 * i + 2 * k + 1] = __hmul2(*reinterpret_cast<__half2 *>(&h1), s);
  }
}
