// EXPECT: unreachable-code
// PTXLINT-ARGS: --block-dim=256
// BUG: UTF-8 to UTF-32 pre-pass of a byte-level tokenizer, one input byte per
// thread: ASCII bytes map to themselves, a 2-byte lead (0xC2-0xDF) decodes
// itself and the next byte, continuation and longer sequences are handled by
// a later pass. The 2-byte decode is inline PTX that returns U+FFFD for a
// bad continuation byte and jumps to the end; the jump lost its `@bad`
// guard, so every lead byte yields U+FFFD and the decode after it is dead.
#include <cstdint>
__device__ __forceinline__ uint32_t decode2(uint32_t b0, uint32_t b1) {
  uint32_t cp;
  asm("{\n\t"
      ".reg .pred bad;\n\t"
      ".reg .b32 t;\n\t"
      "and.b32 t, %2, 0xc0;\n\t"
      "setp.ne.u32 bad, t, 0x80;\n\t"
      "mov.u32 %0, 0xfffd;\n\t"
      "bra $Lutf_done%=;\n\t"
      "and.b32 t, %1, 0x1f;\n\t"
      "shl.b32 t, t, 6;\n\t"
      "and.b32 %0, %2, 0x3f;\n\t"
      "or.b32 %0, %0, t;\n"
      "$Lutf_done%=:\n\t"
      "}" : "=r"(cp) : "r"(b0), "r"(b1));
  return cp;
}
__global__ void __launch_bounds__(256)
utf8_to_utf32(const uint8_t *__restrict__ text, uint32_t *__restrict__ cps, uint8_t *__restrict__ kind, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const uint32_t b0 = text[i];
  uint32_t cp = 0;
  uint8_t k = 0;
  if (b0 < 0x80) { cp = b0; k = 1; }
  else if (b0 >= 0xc2 && b0 <= 0xdf) { cp = decode2(b0, i + 1 < n ? text[i + 1] : 0u); k = 2; }
  else if ((b0 & 0xc0) == 0x80) { k = 0; }
  else { k = 3; }
  cps[i] = cp;
  kind[i] = k;
}
