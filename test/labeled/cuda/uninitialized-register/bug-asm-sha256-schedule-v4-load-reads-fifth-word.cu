// EXPECT: uninitialized-register
// SHA-256 message schedule expansion in inline PTX: w[t] = s1(w[t-2]) +
// w[t-7] + s0(w[t-15]) + w[t-16]. The four words w[t-16..t-13] come in with
// one ld.v4 into w0..w3; the author then uses a fifth register `w4` for
// w[t-15] (BUG: it should be w1), which the vector load never writes.
__device__ __forceinline__ unsigned expand(const unsigned *w16, unsigned w7, unsigned w2) {
  unsigned out;
  asm("{\n\t"
      ".reg .u32 w0, w1, w2, w3, w4, s0, s1, t;\n\t"
      "ld.v4.u32 {w0, w1, w2, w3}, [%1];\n\t"
      "shf.r.wrap.b32 s0, w4, w4, 7;\n\t"  // BUG: w4 is never loaded
      "shf.r.wrap.b32 t, w4, w4, 18;\n\t"
      "xor.b32 s0, s0, t;\n\t"
      "shr.u32 t, w4, 3;\n\t"
      "xor.b32 s0, s0, t;\n\t"
      "shf.r.wrap.b32 s1, %3, %3, 17;\n\t"
      "shf.r.wrap.b32 t, %3, %3, 19;\n\t"
      "xor.b32 s1, s1, t;\n\t"
      "shr.u32 t, %3, 10;\n\t"
      "xor.b32 s1, s1, t;\n\t"
      "add.u32 %0, w0, s0;\n\t"
      "add.u32 %0, %0, %2;\n\t"
      "add.u32 %0, %0, s1;\n\t"
      "}"
      : "=r"(out)
      : "l"(w16), "r"(w7), "r"(w2));
  return out;
}
__global__ void sha256_schedule(unsigned *__restrict__ W) {
  unsigned *w = W + (size_t)(blockIdx.x * blockDim.x + threadIdx.x) * 64;
  for (int t = 16; t < 64; t += 4) {
    // 16-byte aligned groups of four: t - 16 is a multiple of 4
    w[t] = expand(w + t - 16, w[t - 7], w[t - 2]);
    w[t + 1] = w[t - 15] + w[t - 6];  // (simplified tail of the group)
    w[t + 2] = w[t - 14] + w[t - 5];
    w[t + 3] = w[t - 13] + w[t - 4];
  }
}
