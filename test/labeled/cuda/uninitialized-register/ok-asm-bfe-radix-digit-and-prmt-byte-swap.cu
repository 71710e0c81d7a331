// EXPECT: clean
// Radix-sort key preparation in inline PTX: flip the sign bit of float keys
// (xor with a mask built from the sign by shr/or), extract the current
// 4-bit digit with bfe, and byte-swap the payload with prmt. Every asm-local
// register is written before it is read.
__global__ void prep_keys(const float *__restrict__ k, const unsigned *__restrict__ pay,
                          unsigned *__restrict__ keys_out, unsigned *__restrict__ digit,
                          unsigned *__restrict__ pay_out, int n, int bit) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned key, d, p;
  asm("{\n\t.reg .u32 s, m;\n\t"
      "shr.s32 s, %3, 31;\n\t"
      "or.b32 m, s, 0x80000000;\n\t"
      "xor.b32 %0, %3, m;\n\t"
      "bfe.u32 %1, %0, %4, 4;\n\t"
      "prmt.b32 %2, %5, 0, 0x0123;\n\t}"
      : "=r"(key), "=r"(d), "=r"(p)
      : "r"(__float_as_uint(k[i])), "r"(bit), "r"(pay[i]));
  keys_out[i] = key;
  digit[i] = d;
  pay_out[i] = p;
}
