// integer_ops.cu - ptxlint real-PTX corpus
//
// Covers integer arithmetic and bit-manipulation instructions:
//   * __popc/__popcll (popc), __clz/__clzll (clz), __ffs/__ffsll, __brev/
//     __brevll (brev), __byte_perm (prmt), __funnelshift_{l,lc,r,rc} (shf),
//     __fns (fns), bfind / bfe / bfi / bmsk / szext via inline PTX, prmt modes
//   * __mul24/__umul24, __mulhi/__umulhi/__mul64hi/__umul64hi (mul.hi,
//     mul.wide, mad.wide), __sad/__usad, __hadd/__rhadd/__uhadd/__urhadd
//   * SIMD video intrinsics: __vadd2/4, __vsub2/4, __vabsdiffs2/4, __vavgu4,
//     __vcmpgeu4, __vmaxs2, __vmins4, __vsads2, __vsetltu4, __vneg2 ...
//   * __dp4a / __dp2a_lo / __dp2a_hi (dp4a, dp2a)
//   * DPX intrinsics (__vimax3_s32, __viaddmax_s32, __vibmax_s32,
//     __vimin_s16x2_relu ...; dpx instructions natively on sm_90+, emulated elsewhere)
//   * extended-precision add/sub with carry: add.cc / addc.cc / sub.cc /
//     subc / mad.lo.cc / madc.hi via inline PTX
//   * 8/16/32/64-bit and 128-bit (__int128 / unsigned __int128) arithmetic:
//     add, mul, div, rem, shifts, comparisons, conversions (cvt.s8/u16/...),
//     division by constants, signed and unsigned min/max/abs
#include <cstdint>

#include "corpus_features.cuh"

extern "C" __global__ void bit_ops(const unsigned* a, const unsigned long long* b, unsigned* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = a[i], y = a[(i + 1) % n];
  unsigned long long w = b[i];
  unsigned r = 0;
  r += __popc(x) + __popcll(w) + __clz(x) + __clzll(w) + __ffs(x) + __ffsll(w);
  r += __brev(x) ^ (unsigned)__brevll(w) ^ (unsigned)(__brevll(w) >> 32);
  r += __byte_perm(x, y, 0x3210) ^ __byte_perm(x, y, 0x7531) ^ __byte_perm(x, y, 0x0123);
  r += __funnelshift_l(x, y, i & 63) ^ __funnelshift_lc(x, y, i & 63);
  r += __funnelshift_r(x, y, i & 63) ^ __funnelshift_rc(x, y, i & 63);
  r += __fns(x, 0, 3) + __fns(~x, 5, -2);
  unsigned hi, bf, bi, msk, sx, ps;
  asm("bfind.u32 %0, %1;" : "=r"(hi) : "r"(x));
  asm("bfind.shiftamt.s32 %0, %1;" : "=r"(bi) : "r"((int)y));
  asm("bfe.u32 %0, %1, %2, %3;" : "=r"(bf) : "r"(x), "r"(4u), "r"(8u));
  asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(bi) : "r"(y), "r"(x), "r"(8u), "r"(12u));
  asm("bmsk.clamp.b32 %0, %1, %2;" : "=r"(msk) : "r"(x & 31), "r"(y & 31));
  asm("szext.wrap.s32 %0, %1, %2;" : "=r"(sx) : "r"(x), "r"(y & 31));
  asm("prmt.b32.f4e %0, %1, %2, %3;" : "=r"(ps) : "r"(x), "r"(y), "r"(i & 3));
  long long sbf;
  asm("bfe.s64 %0, %1, 12, 20;" : "=l"(sbf) : "l"(w));
  r += hi ^ bf ^ bi ^ msk ^ sx ^ ps ^ (unsigned)sbf;
  out[i] = r;
}

__global__ void mul_variants(const int* a, const unsigned* b, const long long* c, long long* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int x = a[i];
  unsigned u = b[i];
  long long z = c[i];
  long long r = 0;
  r += __mul24(x, x + 1) + (long long)__umul24(u, u + 3);
  r += __mulhi(x, 0x12345678) + (long long)__umulhi(u, 0x9abcdef0u);
  r += __mul64hi(z, z + 17) + (long long)__umul64hi((unsigned long long)z, 0xfedcba9876543210ull);
  r += (long long)x * (long long)(x - 7);             // mul.wide.s32
  r += (long long)((unsigned long long)u * (u + 9u));  // mul.wide.u32
  r += __sad(x, -x, 3) + (long long)__usad(u, u >> 1, 7u);
  r += __hadd(x, x + 5) + __rhadd(x, -x) + (long long)__uhadd(u, ~u) + (long long)__urhadd(u, 3u);
  r += abs(x) + llabs(z) + min(x, -x) + max(u, 5u) + llmin(z, -z) + ullmax((unsigned long long)z, 77ull);
  out[i] = r;
}

__global__ void simd_video(const unsigned* a, const unsigned* b, unsigned* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = a[i], y = b[i];
  unsigned r = __vadd2(x, y) ^ __vadd4(x, y) ^ __vsub2(x, y) ^ __vsub4(x, y);
  r ^= __vaddss2(x, y) ^ __vaddus4(x, y) ^ __vsubss4(x, y) ^ __vsubus2(x, y);
  r ^= __vabsdiffs2(x, y) ^ __vabsdiffs4(x, y) ^ __vabsdiffu2(x, y) ^ __vabsdiffu4(x, y);
  r ^= __vavgs2(x, y) ^ __vavgu4(x, y) ^ __vhaddu2(x, y) ^ __vhaddu4(x, y);
  r ^= __vcmpeq2(x, y) ^ __vcmpgeu4(x, y) ^ __vcmplts2(x, y) ^ __vcmpne4(x, y);
  r ^= __vmaxs2(x, y) ^ __vmaxu4(x, y) ^ __vmins4(x, y) ^ __vminu2(x, y);
  r ^= __vsads2(x, y) ^ __vsadu4(x, y) ^ __vseteq2(x, y) ^ __vsetltu4(x, y) ^ __vsetges4(x, y);
  r ^= __vneg2(x) ^ __vnegss4(x) ^ __vabs2(x) ^ __vabsss4(x);
  out[i] = r;
}

__global__ void dot_products(const int* a, const int* b, const unsigned* ua, const unsigned* ub, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int acc = __dp4a(a[i], b[i], 0);
  acc = __dp4a((int)ua[i], b[i], acc);
  unsigned uacc = __dp4a(ua[i], ub[i], 5u);
  acc += __dp2a_lo(a[i], b[i], acc) + __dp2a_hi(a[i], b[i], 1);
  uacc += __dp2a_lo(ua[i], ub[i], uacc) + __dp2a_hi(ua[i], ub[i], 2u);
  char4 c4 = make_char4(1, -2, 3, -4);
  acc += __dp4a(c4, make_char4((char)a[i], 2, (char)b[i], 4), 0);
  out[i] = acc + (int)uacc;
}

// DPX instructions (dynamic programming helpers).
__global__ void dpx_ops(const int* a, const int* b, const int* c, int* out, unsigned* uout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int x = a[i], y = b[i], z = c[i];
  int r = __vimax3_s32(x, y, z) + __vimin3_s32(x, y, z) + __viaddmax_s32(x, y, z) + __viaddmin_s32(x, y, z);
  r += __vimax_s32_relu(x, y) + __vimin3_s32_relu(x, y, z) + __viaddmax_s32_relu(x, y, z);
  bool pred;
  r += __vibmax_s32(x, y, &pred) + pred;
  r += __vibmin_s32(x, y, &pred) + pred;
  unsigned u = __vimax3_u32((unsigned)x, (unsigned)y, (unsigned)z) + __vimin3_u32((unsigned)x, (unsigned)z, 9u) + __vibmin_u32((unsigned)y, (unsigned)z, &pred);
  u ^= __vimax3_s16x2((unsigned)x, (unsigned)y, (unsigned)z) ^ __vimin_s16x2_relu((unsigned)x, (unsigned)y);
  u ^= __viaddmax_u16x2((unsigned)x, (unsigned)y, (unsigned)z) ^ __viaddmin_s16x2_relu((unsigned)x, (unsigned)y, 7u);
  bool p1, p2;
  u ^= __vibmax_s16x2((unsigned)x, (unsigned)y, &p1, &p2);
  u += p1 + 2 * p2;
  out[i] = r;
  uout[i] = u;
}

// 128-bit add/mul with explicit carry chains in PTX.
struct U128 {
  unsigned long long lo, hi;
};

__device__ __forceinline__ U128 add128(U128 a, U128 b) {
  U128 r;
  asm("add.cc.u64 %0, %2, %4;\n\t"
      "addc.u64 %1, %3, %5;"
      : "=l"(r.lo), "=l"(r.hi)
      : "l"(a.lo), "l"(a.hi), "l"(b.lo), "l"(b.hi));
  return r;
}

__device__ __forceinline__ U128 sub128(U128 a, U128 b) {
  U128 r;
  asm("sub.cc.u64 %0, %2, %4;\n\t"
      "subc.u64 %1, %3, %5;"
      : "=l"(r.lo), "=l"(r.hi)
      : "l"(a.lo), "l"(a.hi), "l"(b.lo), "l"(b.hi));
  return r;
}

// 64x64 -> 128 multiply via 32-bit limbs with mad.lo.cc / madc.hi.cc chains.
__device__ __forceinline__ void mul_wide_u64(unsigned long long a, unsigned long long b, unsigned (&r)[4]) {
  unsigned a0 = (unsigned)a, a1 = (unsigned)(a >> 32), b0 = (unsigned)b, b1 = (unsigned)(b >> 32);
  asm("{\n\t"
      "mul.lo.u32 %0, %4, %6;\n\t"
      "mul.hi.u32 %1, %4, %6;\n\t"
      "mad.lo.cc.u32 %1, %5, %6, %1;\n\t"
      "madc.hi.u32 %2, %5, %6, 0;\n\t"
      "mad.lo.cc.u32 %1, %4, %7, %1;\n\t"
      "madc.hi.cc.u32 %2, %4, %7, %2;\n\t"
      "addc.u32 %3, 0, 0;\n\t"
      "mad.lo.cc.u32 %2, %5, %7, %2;\n\t"
      "madc.hi.u32 %3, %5, %7, %3;\n\t"
      "}"
      : "=&r"(r[0]), "=&r"(r[1]), "=&r"(r[2]), "=&r"(r[3])
      : "r"(a0), "r"(a1), "r"(b0), "r"(b1));
}

__global__ void carry_chains(const U128* a, const U128* b, U128* out, unsigned* limbs, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  U128 s = add128(a[i], b[i]);
  U128 d = sub128(s, b[(i + 3) % n]);
  out[i] = d;
  unsigned r[4];
  mul_wide_u64(a[i].lo, b[i].hi, r);
  for (int k = 0; k < 4; ++k) limbs[4 * i + k] = r[k];
}

// Native __int128 arithmetic (division and remainder become library calls or
// long inline sequences).
__global__ void int128_math(const __int128* a, const unsigned __int128* b, __int128* out,
                            unsigned __int128* uout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __int128 x = a[i];
  unsigned __int128 y = b[i] | 1;
  __int128 r = x * 3 + (x >> 7) - (x << 9);
  r += (x < 0) ? -x : x;
  r ^= (__int128)(y >> 64);
  unsigned __int128 q = y / 1000000007u;  // division by a constant
  unsigned __int128 m = y % 97u;
  unsigned __int128 qq = (y >> 1) / ((y & 0xffff) | 1);  // general division
  __int128 sq = x / (__int128)((i & 15) + 1);
  out[i] = r + (__int128)m + sq + (x > (__int128)y ? 1 : 0);
  uout[i] = q * y + qq;
}

// Narrow integer types: s8/u8/s16/u16 loads, stores and conversions.
__global__ void narrow_ints(const signed char* s8, const unsigned char* u8, const short* s16,
                            const unsigned short* u16, int* out, short* sout, signed char* cout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int r = s8[i] * u8[i] + s16[i] / 3 - u16[i] % 7;
  short s = (short)(s16[i] * s8[i]);
  signed char c = (signed char)(u8[i] ^ s8[i]);
  unsigned char uc = (unsigned char)(c + 200);
  bool b = (s > 0) && (uc < 128);
  out[i] = r + b;
  sout[i] = (short)(s >> 2) + (short)(u16[i] >> 3);
  cout[i] = (signed char)(c >> 1) + (signed char)uc;
}

// 64-bit integer arithmetic: division/remainder (signed and unsigned),
// by constants and by variables, shifts by variable amounts, rotates.
__global__ void int64_math(const long long* a, const unsigned long long* b, long long* out,
                           unsigned long long* uout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  long long x = a[i];
  unsigned long long y = b[i] | 1ull;
  long long r = x / 10 + x % 10 + x / (long long)y + x % (long long)(y | 2);
  unsigned long long u = y / 3 + y % 1000 + y / (unsigned long long)(i + 1) + (y >> (i & 63)) + (y << (x & 63));
  u += (y << 13) | (y >> 51);  // rotate
  out[i] = r + (x >> (i & 63));
  uout[i] = u;
}
