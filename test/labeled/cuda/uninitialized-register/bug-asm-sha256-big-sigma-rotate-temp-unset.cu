// EXPECT: uninitialized-register
// SHA-256 compression rounds, one message block per thread; Sigma1(e) is
// written in inline PTX with funnel-shift rotations. The author reused the
// Sigma0 snippet and forgot the first rotation (BUG): `r6` is xor-ed into
// the result without anything ever writing it.
__device__ __forceinline__ unsigned Sigma1(unsigned e) {
  unsigned out;
  asm("{\n\t"
      ".reg .u32 r6, r11, r25;\n\t"
      "shf.r.wrap.b32 r11, %1, %1, 11;\n\t"
      "shf.r.wrap.b32 r25, %1, %1, 25;\n\t"
      "xor.b32 r11, r11, r25;\n\t"
      "xor.b32 %0, r11, r6;\n\t"  // BUG: r6 = rotr(e, 6) was never computed
      "}"
      : "=r"(out)
      : "r"(e));
  return out;
}
__device__ __forceinline__ unsigned rotr(unsigned x, int n) { return __funnelshift_r(x, x, n); }
__global__ void sha256_rounds(const unsigned *__restrict__ w, const unsigned *__restrict__ k,
                              uint4 *__restrict__ state_lo, uint4 *__restrict__ state_hi) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  uint4 lo = state_lo[t], hi = state_hi[t];
  unsigned a = lo.x, b = lo.y, c = lo.z, d = lo.w, e = hi.x, f = hi.y, g = hi.z, h = hi.w;
  for (int r = 0; r < 64; ++r) {
    unsigned t1 = h + Sigma1(e) + ((e & f) ^ (~e & g)) + k[r] + w[t * 64 + r];
    unsigned t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
    h = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
  }
  state_lo[t] = make_uint4(lo.x + a, lo.y + b, lo.z + c, lo.w + d);
  state_hi[t] = make_uint4(hi.x + e, hi.y + f, hi.z + g, hi.w + h);
}
