// EXPECT: unreachable-code
// PTXLINT-ARGS: --block-dim=256
// BUG: Reed-Solomon parity generation over GF(2^8) (polynomial 0x11d), one
// data byte column per thread. The GF multiply is a shift-and-add loop in
// inline PTX that runs while the multiplier has bits left; its back edge
// was written `bra.uni $Lgf_loop%=;` without the `@p` of the loop test, so
// the loop never exits and the `mov` that returns the product is dead.
#include <cstdint>
__device__ __forceinline__ unsigned gf_mul(unsigned a, unsigned b) {
  unsigned r;
  asm("{\n\t"
      ".reg .pred p, q;\n\t"
      ".reg .u32 acc, x, y, t;\n\t"
      "mov.u32 acc, 0;\n\t"
      "mov.u32 x, %1;\n\t"
      "mov.u32 y, %2;\n"
      "$Lgf_loop%=:\n\t"
      "and.b32 t, y, 1;\n\t"
      "setp.ne.u32 q, t, 0;\n\t"
      "@q xor.b32 acc, acc, x;\n\t"
      "shl.b32 x, x, 1;\n\t"
      "and.b32 t, x, 256;\n\t"
      "setp.ne.u32 q, t, 0;\n\t"
      "@q xor.b32 x, x, 0x11d;\n\t"
      "shr.u32 y, y, 1;\n\t"
      "setp.ne.u32 p, y, 0;\n\t"
      "bra.uni $Lgf_loop%=;\n\t"
      "mov.u32 %0, acc;\n\t"
      "}"
      : "=r"(r)
      : "r"(a), "r"(b));
  return r;
}
__global__ void __launch_bounds__(256)
rs_parity(const uint8_t *__restrict__ data, const uint8_t *__restrict__ gen, uint8_t *__restrict__ parity,
          int k, int m, int cols) {
  const int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= cols) return;
  for (int j = 0; j < m; ++j) {
    unsigned p = 0;
    for (int i = 0; i < k; ++i) p ^= gf_mul(gen[j * k + i], data[(size_t)i * cols + c]);
    parity[(size_t)j * cols + c] = (uint8_t)p;
  }
}
