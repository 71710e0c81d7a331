// EXPECT: unreachable-code
// ARCHS: sm_90
// BUG: dequantising fp8 KV-cache pages that are stored either as e4m3 or as
// e5m2 (a per-page format flag). The inline-PTX widening picks the
// conversion with a branch, but the flag's branch targets `$Ldone` instead
// of `$Le5m2`: the e5m2 conversion after the unconditional `bra.uni` is
// never reached, and e5m2 pages come out unconverted.
#include <cstdint>
__device__ __forceinline__ uint32_t widen_fp8x2(uint16_t v, uint32_t is_e5m2) {
  uint32_t r = 0;
  asm("{\n\t"
      ".reg .pred p;\n\t"
      "setp.ne.u32 p, %2, 0;\n\t"
      "@p bra $Ldone;\n\t"
      "cvt.rn.f16x2.e4m3x2 %0, %1;\n\t"
      "bra.uni $Ldone;\n"
      "$Le5m2:\n\t"
      "cvt.rn.f16x2.e5m2x2 %0, %1;\n"
      "$Ldone:\n\t"
      "}"
      : "+r"(r) : "h"(v), "r"(is_e5m2));
  return r;
}
__global__ void dequant_kv_pages(const uint16_t *__restrict__ pages, const uint8_t *__restrict__ fmt,
                                 uint32_t *__restrict__ out, int page_pairs) {
  const int page = blockIdx.x;
  for (int i = threadIdx.x; i < page_pairs; i += blockDim.x)
    out[(size_t)page * page_pairs + i] = widen_fp8x2(pages[(size_t)page * page_pairs + i], fmt[page]);
}
