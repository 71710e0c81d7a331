// EXPECT: uninitialized-register
// PTXLINT-ARGS: --block-dim=256
// BUG: ChaCha20 stream cipher, one 64-byte keystream block per thread,
// XORed into the input. The quarter round is inline PTX with one scratch
// register `t` (d ^= a; d <<<= 16 becomes `xor t, d, a; shf.l.wrap d, t, t,
// 16`). In the first step the two lines were swapped while reordering for
// the rotate-by-funnel-shift version: the shf reads `t` before anything in
// the asm block has written it.
#include <cstdint>
__device__ __forceinline__ void qr(uint32_t &a, uint32_t &b, uint32_t &c, uint32_t &d) {
  asm("{\n\t.reg .b32 t;\n\t"
      "add.u32 %0, %0, %1;\n\t"
      "shf.l.wrap.b32 %3, t, t, 16;\n\t"
      "xor.b32 t, %3, %0;\n\t"
      "add.u32 %2, %2, %3;\n\t"
      "xor.b32 t, %1, %2;\n\t"
      "shf.l.wrap.b32 %1, t, t, 12;\n\t"
      "add.u32 %0, %0, %1;\n\t"
      "xor.b32 t, %3, %0;\n\t"
      "shf.l.wrap.b32 %3, t, t, 8;\n\t"
      "add.u32 %2, %2, %3;\n\t"
      "xor.b32 t, %1, %2;\n\t"
      "shf.l.wrap.b32 %1, t, t, 7;\n\t}"
      : "+r"(a), "+r"(b), "+r"(c), "+r"(d));
}
__global__ void __launch_bounds__(256)
chacha20_xor(const uint32_t *__restrict__ key, const uint32_t *__restrict__ nonce, uint32_t counter0,
             const uint4 *__restrict__ in, uint4 *__restrict__ out, int nblocks) {
  const int blk = blockIdx.x * blockDim.x + threadIdx.x;
  if (blk >= nblocks) return;
  uint32_t s[16] = {0x61707865u, 0x3320646eu, 0x79622d32u, 0x6b206574u,
                    key[0], key[1], key[2], key[3], key[4], key[5], key[6], key[7],
                    counter0 + (uint32_t)blk, nonce[0], nonce[1], nonce[2]};
  uint32_t x[16];
  for (int i = 0; i < 16; ++i) x[i] = s[i];
  for (int r = 0; r < 10; ++r) {
    qr(x[0], x[4], x[8], x[12]); qr(x[1], x[5], x[9], x[13]);
    qr(x[2], x[6], x[10], x[14]); qr(x[3], x[7], x[11], x[15]);
    qr(x[0], x[5], x[10], x[15]); qr(x[1], x[6], x[11], x[12]);
    qr(x[2], x[7], x[8], x[13]); qr(x[3], x[4], x[9], x[14]);
  }
  for (int i = 0; i < 4; ++i) {
    const uint4 p = in[(size_t)blk * 4 + i];
    out[(size_t)blk * 4 + i] = make_uint4(p.x ^ (x[4 * i] + s[4 * i]), p.y ^ (x[4 * i + 1] + s[4 * i + 1]),
                                          p.z ^ (x[4 * i + 2] + s[4 * i + 2]), p.w ^ (x[4 * i + 3] + s[4 * i + 3]));
  }
}
