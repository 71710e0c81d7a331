// EXPECT: uninitialized-register
// ARCHS: sm_86 sm_75
// PTXLINT-ARGS: --block-dim=128
// BUG: Poly1305-style accumulation with 32-bit limbs, one message per
// thread: each step adds limb products into a three-word accumulator with
// an inline-PTX mad chain whose carries are collected in the scratch
// register `c` (addc c, c, 0 after every carry-out), then folded into the
// top word. The `mov.u32 c, 0;` that opened the block was lost when the
// block was split into two statements: c is read before the block writes it.
#include <cstdint>
__device__ __forceinline__ void mac3(uint32_t &d0, uint32_t &d1, uint32_t &d2, uint32_t a, uint32_t b,
                                     uint32_t e) {
  asm("{\n\t.reg .u32 c;\n\t"
      "mad.lo.cc.u32 %0, %3, %4, %0;\n\t"
      "madc.hi.cc.u32 %1, %3, %4, %1;\n\t"
      "addc.u32 c, c, 0;\n\t"
      "mad.lo.cc.u32 %1, %3, %5, %1;\n\t"
      "madc.hi.cc.u32 %2, %3, %5, %2;\n\t"
      "addc.u32 c, c, 0;\n\t"
      "add.u32 %2, %2, c;\n\t}"
      : "+r"(d0), "+r"(d1), "+r"(d2)
      : "r"(a), "r"(b), "r"(e));
}
__global__ void __launch_bounds__(128)
    poly_acc(const uint32_t *__restrict__ msg, const uint32_t *__restrict__ key, uint32_t *__restrict__ tag,
             int words) {
  const int m = blockIdx.x * 128 + threadIdx.x;
  const uint32_t r0 = key[0] & 0x0fffffffu, r1 = key[1] & 0x0ffffffcu;
  uint32_t h0 = 0, h1 = 0, h2 = 0;
  for (int i = 0; i < words; ++i) {
    const uint32_t w = msg[(size_t)m * words + i];
    mac3(h0, h1, h2, w, r0, r1);
    h2 &= 3u; // partial reduction modulo 2^130 - 5 folded later
  }
  tag[3 * m] = h0;
  tag[3 * m + 1] = h1;
  tag[3 * m + 2] = h2;
}
