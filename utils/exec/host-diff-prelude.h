// host-diff-prelude.h - shared by the programs utils/exec/host-diff.py writes.
//
// The generated `body` function is compiled twice: by nvcc for the device
// (then executed by `ptxlint run`) and by g++ for the host. For the host this
// header supplies reference versions of the CUDA device intrinsics the
// generator uses, written from the CUDA Math API / PTX ISA definitions.
// Directed roundings use fesetround around a single host IEEE operation
// (compile with -frounding-math -ffp-contract=off).
#pragma once
#include <cstdint>
#include <cstring>
#include <cmath>
#include <cfenv>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

#ifdef __CUDACC__
#define HD __host__ __device__ __forceinline__
#define HDN __host__ __device__ __noinline__
#else
#define HD inline
#define HDN inline
#endif

typedef __half hf;
typedef __nv_bfloat16 bf;

// ---- bit access (NaNs canonicalized: the host cannot know the device's) --
HD uint64_t bits(float F) {
  if (F != F)
    return 0x7fffffffu;
  uint32_t U;
  memcpy(&U, &F, 4);
  return U;
}
HD uint64_t bits(double D) {
  if (D != D)
    return 0x7fffffffffffffffull;
  uint64_t U;
  memcpy(&U, &D, 8);
  return U;
}
HD uint64_t bits(hf H) {
  unsigned short U = __half_as_ushort(H);
  if ((U & 0x7c00) == 0x7c00 && (U & 0x3ff))
    return 0x7fff;
  return U;
}
HD uint64_t bits(bf H) {
  unsigned short U = __bfloat16_as_ushort(H);
  if ((U & 0x7f80) == 0x7f80 && (U & 0x7f))
    return 0x7fff;
  return U;
}
HD uint64_t bits(__half2 H) { return bits(__low2half(H)) | (bits(__high2half(H)) << 16); }
HD uint64_t bits(__nv_bfloat162 H) {
  return bits(__low2bfloat16(H)) | (bits(__high2bfloat16(H)) << 16);
}
HD uint64_t bits(uint8_t V) { return V; }
HD uint64_t bits(int8_t V) { return uint64_t(int64_t(V)); }
HD uint64_t bits(uint16_t V) { return V; }
HD uint64_t bits(int16_t V) { return uint64_t(int64_t(V)); }
HD uint64_t bits(uint32_t V) { return V; }
HD uint64_t bits(int32_t V) { return uint64_t(int64_t(V)); }
HD uint64_t bits(uint64_t V) { return V; }
HD uint64_t bits(int64_t V) { return uint64_t(V); }
HD uint64_t bits(bool V) { return V; }

HD float asF(uint64_t W) {
  uint32_t U = uint32_t(W);
  float F;
  memcpy(&F, &U, 4);
  return F;
}
HD double asD(uint64_t W) {
  double D;
  memcpy(&D, &W, 8);
  return D;
}
HD hf asH(uint64_t W) { return __ushort_as_half((unsigned short)W); }
HD bf asB(uint64_t W) { return __ushort_as_bfloat16((unsigned short)W); }
HD __half2 asH2(uint64_t W) { return __halves2half2(asH(W), asH(W >> 16)); }
HD __nv_bfloat162 asB2(uint64_t W) { return __halves2bfloat162(asB(W), asB(W >> 16)); }

// ---- well-defined integer helpers ----------------------------------------
template <class T> HD T divS(T A, T B) {
  if (B == 0 || (A == T(T(1) << (sizeof(T) * 8 - 1)) && B == T(-1)))
    return A;
  return T(A / B);
}
template <class T> HD T remS(T A, T B) {
  if (B == 0 || (A == T(T(1) << (sizeof(T) * 8 - 1)) && B == T(-1)))
    return A;
  return T(A % B);
}
template <class T> HD T divU(T A, T B) { return B ? T(A / B) : A; }
template <class T> HD T remU(T A, T B) { return B ? T(A % B) : A; }
template <class T> HD T mn(T A, T B) { return A < B ? A : B; }
template <class T> HD T mx(T A, T B) { return A > B ? A : B; }
// NaN-free float-to-integer inputs (the NaN results are hardware details).
HD float nn(float X) { return X != X ? 0.0f : X; }
HD double nn(double X) { return X != X ? 0.0 : X; }

// min/max with PTX semantics (-0 < +0, one NaN gives the other operand).
#ifndef __CUDA_ARCH__
template <class T> T ptxMin(T A, T B) {
  if (A != A) return B;
  if (B != B) return A;
  if (A == 0 && B == 0) return std::signbit(A) ? A : B;
  return A < B ? A : B;
}
template <class T> T ptxMax(T A, T B) {
  if (A != A) return B;
  if (B != B) return A;
  if (A == 0 && B == 0) return std::signbit(A) ? B : A;
  return A > B ? A : B;
}
#define PTX_MINMAX(DEV, HOST, A, B) HOST(A, B)
#else
#define PTX_MINMAX(DEV, HOST, A, B) DEV(A, B)
#endif
HD float fmn(float A, float B) { return PTX_MINMAX(fminf, ptxMin, A, B); }
HD float fmx(float A, float B) { return PTX_MINMAX(fmaxf, ptxMax, A, B); }
HD double dmn(double A, double B) { return PTX_MINMAX(fmin, ptxMin, A, B); }
HD double dmx(double A, double B) { return PTX_MINMAX(fmax, ptxMax, A, B); }

#ifndef __CUDACC__
// ---- host references for device intrinsics --------------------------------
#define RND_BEGIN(M)                                                          \
  int Old_ = fegetround();                                                     \
  fesetround(M);
#define RND_END fesetround(Old_);

inline unsigned __umulhi(unsigned A, unsigned B) { return unsigned((uint64_t(A) * B) >> 32); }
inline int __mulhi(int A, int B) { return int((int64_t(A) * B) >> 32); }
inline unsigned long long __umul64hi(unsigned long long A, unsigned long long B) {
  return (unsigned long long)(((unsigned __int128)A * B) >> 64);
}
inline long long __mul64hi(long long A, long long B) {
  return (long long)(((__int128)A * B) >> 64);
}
inline unsigned __byte_perm(unsigned X, unsigned Y, unsigned S) {
  uint64_t V = (uint64_t(Y) << 32) | X;
  unsigned R = 0;
  for (int N = 0; N < 4; ++N) {
    unsigned Sel = (S >> (4 * N)) & 7;
    R |= unsigned((V >> (8 * Sel)) & 0xff) << (8 * N);
  }
  return R;
}
inline unsigned __funnelshift_l(unsigned Lo, unsigned Hi, unsigned Sh) {
  uint64_t V = (uint64_t(Hi) << 32) | Lo;
  return unsigned((V << (Sh & 31)) >> 32);
}
inline unsigned __funnelshift_lc(unsigned Lo, unsigned Hi, unsigned Sh) {
  uint64_t V = (uint64_t(Hi) << 32) | Lo;
  Sh = Sh > 32 ? 32 : Sh;
  return unsigned((V << Sh) >> 32);
}
inline unsigned __funnelshift_r(unsigned Lo, unsigned Hi, unsigned Sh) {
  uint64_t V = (uint64_t(Hi) << 32) | Lo;
  return unsigned(V >> (Sh & 31));
}
inline unsigned __funnelshift_rc(unsigned Lo, unsigned Hi, unsigned Sh) {
  uint64_t V = (uint64_t(Hi) << 32) | Lo;
  Sh = Sh > 32 ? 32 : Sh;
  return unsigned(V >> Sh);
}
inline int __popc(unsigned X) { return __builtin_popcount(X); }
inline int __popcll(unsigned long long X) { return __builtin_popcountll(X); }
inline int __clz(int X) { return X ? __builtin_clz(unsigned(X)) : 32; }
inline int __clzll(long long X) { return X ? __builtin_clzll((unsigned long long)X) : 64; }
inline int __ffs(int X) { return X ? __builtin_ctz(unsigned(X)) + 1 : 0; }
inline int __ffsll(long long X) { return X ? __builtin_ctzll((unsigned long long)X) + 1 : 0; }
inline unsigned __brev(unsigned X) {
  unsigned R = 0;
  for (int I = 0; I < 32; ++I)
    R |= ((X >> I) & 1u) << (31 - I);
  return R;
}
inline unsigned long long __brevll(unsigned long long X) {
  unsigned long long R = 0;
  for (int I = 0; I < 64; ++I)
    R |= ((X >> I) & 1ull) << (63 - I);
  return R;
}
inline unsigned __sad(int X, int Y, unsigned Z) {
  return unsigned(X > Y ? int64_t(X) - Y : int64_t(Y) - X) + Z;
}
inline unsigned __usad(unsigned X, unsigned Y, unsigned Z) { return (X > Y ? X - Y : Y - X) + Z; }
inline int __hadd(int X, int Y) { return int((int64_t(X) + Y) >> 1); }
inline int __rhadd(int X, int Y) { return int((int64_t(X) + Y + 1) >> 1); }
inline unsigned __uhadd(unsigned X, unsigned Y) { return unsigned((uint64_t(X) + Y) >> 1); }
inline unsigned __urhadd(unsigned X, unsigned Y) { return unsigned((uint64_t(X) + Y + 1) >> 1); }
inline int __mul24(int X, int Y) {
  int64_t A = int64_t(int32_t(uint32_t(X) << 8) >> 8), B = int64_t(int32_t(uint32_t(Y) << 8) >> 8);
  return int(uint32_t(uint64_t(A * B)));
}
inline unsigned __umul24(unsigned X, unsigned Y) {
  return unsigned((uint64_t(X & 0xffffff) * (Y & 0xffffff)));
}
// SIMD-in-word: per-element helpers.
template <int W, class F> inline unsigned simd(unsigned A, unsigned B, F Fn) {
  unsigned R = 0, M = (1u << W) - 1;
  for (int I = 0; I < 32; I += W)
    R |= (unsigned(Fn((A >> I) & M, (B >> I) & M)) & M) << I;
  return R;
}
template <int W> inline int sx(unsigned V) { return int(V << (32 - W)) >> (32 - W); }
inline unsigned __vadd2(unsigned A, unsigned B) { return simd<16>(A, B, [](unsigned X, unsigned Y) { return X + Y; }); }
inline unsigned __vadd4(unsigned A, unsigned B) { return simd<8>(A, B, [](unsigned X, unsigned Y) { return X + Y; }); }
inline unsigned __vsub2(unsigned A, unsigned B) { return simd<16>(A, B, [](unsigned X, unsigned Y) { return X - Y; }); }
inline unsigned __vsub4(unsigned A, unsigned B) { return simd<8>(A, B, [](unsigned X, unsigned Y) { return X - Y; }); }
inline unsigned __vabsdiffu2(unsigned A, unsigned B) { return simd<16>(A, B, [](unsigned X, unsigned Y) { return X > Y ? X - Y : Y - X; }); }
inline unsigned __vabsdiffu4(unsigned A, unsigned B) { return simd<8>(A, B, [](unsigned X, unsigned Y) { return X > Y ? X - Y : Y - X; }); }
inline unsigned __vabsdiffs4(unsigned A, unsigned B) { return simd<8>(A, B, [](unsigned X, unsigned Y) { int P = sx<8>(X), Q = sx<8>(Y); return unsigned(P > Q ? P - Q : Q - P); }); }
inline unsigned __vmaxu4(unsigned A, unsigned B) { return simd<8>(A, B, [](unsigned X, unsigned Y) { return X > Y ? X : Y; }); }
inline unsigned __vminu2(unsigned A, unsigned B) { return simd<16>(A, B, [](unsigned X, unsigned Y) { return X < Y ? X : Y; }); }
inline unsigned __vmaxs2(unsigned A, unsigned B) { return simd<16>(A, B, [](unsigned X, unsigned Y) { return unsigned(sx<16>(X) > sx<16>(Y) ? X : Y); }); }
inline unsigned __vmins4(unsigned A, unsigned B) { return simd<8>(A, B, [](unsigned X, unsigned Y) { return unsigned(sx<8>(X) < sx<8>(Y) ? X : Y); }); }
inline unsigned __vavgu4(unsigned A, unsigned B) { return simd<8>(A, B, [](unsigned X, unsigned Y) { return (X + Y + 1) >> 1; }); }
inline unsigned __vavgu2(unsigned A, unsigned B) { return simd<16>(A, B, [](unsigned X, unsigned Y) { return (X + Y + 1) >> 1; }); }
inline unsigned __vcmpeq4(unsigned A, unsigned B) { return simd<8>(A, B, [](unsigned X, unsigned Y) { return X == Y ? 0xffu : 0u; }); }
inline unsigned __vcmpgtu2(unsigned A, unsigned B) { return simd<16>(A, B, [](unsigned X, unsigned Y) { return X > Y ? 0xffffu : 0u; }); }
inline unsigned __vsetltu4(unsigned A, unsigned B) { return simd<8>(A, B, [](unsigned X, unsigned Y) { return X < Y ? 1u : 0u; }); }
inline unsigned __vaddus4(unsigned A, unsigned B) { return simd<8>(A, B, [](unsigned X, unsigned Y) { return X + Y > 255 ? 255u : X + Y; }); }
inline unsigned __vsubss2(unsigned A, unsigned B) { return simd<16>(A, B, [](unsigned X, unsigned Y) { int D = sx<16>(X) - sx<16>(Y); return unsigned(D > 32767 ? 32767 : D < -32768 ? -32768 : D); }); }
inline unsigned __vsads4(unsigned A, unsigned B) { unsigned S = 0; for (int I = 0; I < 32; I += 8) { int P = sx<8>((A >> I) & 255), Q = sx<8>((B >> I) & 255); S += unsigned(P > Q ? P - Q : Q - P); } return S; }

// DPX (sm_90 native, emulated elsewhere): CUDA Math API "SIMD intrinsics".
inline int __vimax3_s32(int A, int B, int C) { return mx(mx(A, B), C); }
inline unsigned __vimin3_u32(unsigned A, unsigned B, unsigned C) { return mn(mn(A, B), C); }
inline int __viaddmax_s32(int A, int B, int C) { return mx(int(unsigned(A) + unsigned(B)), C); }
inline unsigned __viaddmin_u32(unsigned A, unsigned B, unsigned C) { return mn(A + B, C); }
inline int __vimax_s32_relu(int A, int B) { return mx(mx(A, B), 0); }
inline int __vimin3_s32_relu(int A, int B, int C) { return mx(mn(mn(A, B), C), 0); }
inline unsigned __vimax3_s16x2(unsigned A, unsigned B, unsigned C) {
  unsigned T = simd<16>(A, B, [](unsigned X, unsigned Y) { return unsigned(mx(sx<16>(X), sx<16>(Y))); });
  return simd<16>(T, C, [](unsigned X, unsigned Y) { return unsigned(mx(sx<16>(X), sx<16>(Y))); });
}
inline unsigned __vimin3_u16x2(unsigned A, unsigned B, unsigned C) {
  unsigned T = simd<16>(A, B, [](unsigned X, unsigned Y) { return mn(X, Y); });
  return simd<16>(T, C, [](unsigned X, unsigned Y) { return mn(X, Y); });
}
inline unsigned __viaddmax_s16x2(unsigned A, unsigned B, unsigned C) {
  unsigned T = simd<16>(A, B, [](unsigned X, unsigned Y) { return X + Y; });
  return simd<16>(T, C, [](unsigned X, unsigned Y) { return unsigned(mx(sx<16>(X), sx<16>(Y))); });
}
inline unsigned __vimin_s16x2_relu(unsigned A, unsigned B) {
  return simd<16>(A, B, [](unsigned X, unsigned Y) { return unsigned(mx(mn(sx<16>(X), sx<16>(Y)), 0)); });
}
inline unsigned __vimax3_s16x2_relu(unsigned A, unsigned B, unsigned C) {
  unsigned T = simd<16>(A, B, [](unsigned X, unsigned Y) { return unsigned(mx(sx<16>(X), sx<16>(Y))); });
  return simd<16>(T, C, [](unsigned X, unsigned Y) { return unsigned(mx(mx(sx<16>(X), sx<16>(Y)), 0)); });
}

// Directed-rounding float arithmetic.
#define RND_OP2(NAME, T, MODE, EXPR)                                           \
  inline T NAME(T A, T B) {                                                    \
    volatile T X = A, Y = B;                                                   \
    RND_BEGIN(MODE) volatile T R = EXPR;                                       \
    RND_END return R;                                                          \
  }
#define RND_FAMILY(OP, EXPR)                                                   \
  RND_OP2(__f##OP##_rn, float, FE_TONEAREST, EXPR)                             \
  RND_OP2(__f##OP##_rz, float, FE_TOWARDZERO, EXPR)                            \
  RND_OP2(__f##OP##_ru, float, FE_UPWARD, EXPR)                                \
  RND_OP2(__f##OP##_rd, float, FE_DOWNWARD, EXPR)                              \
  RND_OP2(__d##OP##_rn, double, FE_TONEAREST, EXPR)                            \
  RND_OP2(__d##OP##_rz, double, FE_TOWARDZERO, EXPR)                           \
  RND_OP2(__d##OP##_ru, double, FE_UPWARD, EXPR)                               \
  RND_OP2(__d##OP##_rd, double, FE_DOWNWARD, EXPR)
RND_FAMILY(add, X + Y)
RND_FAMILY(sub, X - Y)
RND_FAMILY(mul, X * Y)
RND_OP2(__fdiv_rn, float, FE_TONEAREST, X / Y)
RND_OP2(__fdiv_rz, float, FE_TOWARDZERO, X / Y)
RND_OP2(__fdiv_ru, float, FE_UPWARD, X / Y)
RND_OP2(__fdiv_rd, float, FE_DOWNWARD, X / Y)
RND_OP2(__ddiv_rn, double, FE_TONEAREST, X / Y)
RND_OP2(__ddiv_rz, double, FE_TOWARDZERO, X / Y)
RND_OP2(__ddiv_ru, double, FE_UPWARD, X / Y)
RND_OP2(__ddiv_rd, double, FE_DOWNWARD, X / Y)
#define RND_OP1(NAME, T, MODE, EXPR)                                           \
  inline T NAME(T A) {                                                         \
    volatile T X = A;                                                          \
    RND_BEGIN(MODE) volatile T R = EXPR;                                       \
    RND_END return R;                                                          \
  }
RND_OP1(__fsqrt_rn, float, FE_TONEAREST, sqrtf(X))
RND_OP1(__fsqrt_rz, float, FE_TOWARDZERO, sqrtf(X))
RND_OP1(__fsqrt_ru, float, FE_UPWARD, sqrtf(X))
RND_OP1(__fsqrt_rd, float, FE_DOWNWARD, sqrtf(X))
RND_OP1(__dsqrt_rn, double, FE_TONEAREST, sqrt(X))
RND_OP1(__dsqrt_rz, double, FE_TOWARDZERO, sqrt(X))
RND_OP1(__dsqrt_ru, double, FE_UPWARD, sqrt(X))
RND_OP1(__dsqrt_rd, double, FE_DOWNWARD, sqrt(X))
RND_OP1(__frcp_rn, float, FE_TONEAREST, 1.0f / X)
RND_OP1(__frcp_rz, float, FE_TOWARDZERO, 1.0f / X)
RND_OP1(__frcp_ru, float, FE_UPWARD, 1.0f / X)
RND_OP1(__frcp_rd, float, FE_DOWNWARD, 1.0f / X)
RND_OP1(__drcp_rn, double, FE_TONEAREST, 1.0 / X)
RND_OP1(__drcp_rz, double, FE_TOWARDZERO, 1.0 / X)
RND_OP1(__drcp_ru, double, FE_UPWARD, 1.0 / X)
RND_OP1(__drcp_rd, double, FE_DOWNWARD, 1.0 / X)
#define RND_FMA(NAME, T, MODE, FN)                                             \
  inline T NAME(T A, T B, T C) {                                               \
    volatile T X = A, Y = B, Z = C;                                            \
    RND_BEGIN(MODE) volatile T R = FN(X, Y, Z);                                \
    RND_END return R;                                                          \
  }
RND_FMA(__fmaf_rn, float, FE_TONEAREST, fmaf)
RND_FMA(__fmaf_rz, float, FE_TOWARDZERO, fmaf)
RND_FMA(__fmaf_ru, float, FE_UPWARD, fmaf)
RND_FMA(__fmaf_rd, float, FE_DOWNWARD, fmaf)
RND_FMA(__fma_rn, double, FE_TONEAREST, fma)
RND_FMA(__fma_rz, double, FE_TOWARDZERO, fma)
RND_FMA(__fma_ru, double, FE_UPWARD, fma)
RND_FMA(__fma_rd, double, FE_DOWNWARD, fma)
inline float __saturatef(float X) {
  if (X != X || X <= 0)
    return 0.0f;
  return X > 1.0f ? 1.0f : X;
}

// Conversions int <- float (saturating; callers pass no NaN).
template <class I, bool Signed, int Bits> inline I f2i(double X, int Mode) {
  volatile double V = X;
  RND_BEGIN(Mode) volatile double R = nearbyint(V);
  RND_END
  double Lo = Signed ? -ldexp(1.0, Bits - 1) : 0.0;
  double Hi = Signed ? ldexp(1.0, Bits - 1) : ldexp(1.0, Bits);
  if (R < Lo)
    return Signed ? I(uint64_t(1) << (Bits - 1)) : I(0);
  if (R >= Hi)
    return Signed ? I((uint64_t(1) << (Bits - 1)) - 1) : I(~uint64_t(0));
  return Signed ? I(int64_t(R)) : I(uint64_t(R));
}
#define F2I(SRC, ST, NAME, I, S, B)                                            \
  inline I __##SRC##2##NAME##_rn(ST X) { return f2i<I, S, B>(X, FE_TONEAREST); } \
  inline I __##SRC##2##NAME##_rz(ST X) { return f2i<I, S, B>(X, FE_TOWARDZERO); } \
  inline I __##SRC##2##NAME##_ru(ST X) { return f2i<I, S, B>(X, FE_UPWARD); }  \
  inline I __##SRC##2##NAME##_rd(ST X) { return f2i<I, S, B>(X, FE_DOWNWARD); }
F2I(float, float, int, int, true, 32)
F2I(float, float, uint, unsigned, false, 32)
F2I(float, float, ll, long long, true, 64)
F2I(float, float, ull, unsigned long long, false, 64)
F2I(double, double, int, int, true, 32)
F2I(double, double, uint, unsigned, false, 32)
F2I(double, double, ll, long long, true, 64)
F2I(double, double, ull, unsigned long long, false, 64)
// Conversions float <- int / float <- double.
#define CVT1(NAME, D, S)                                                       \
  inline D NAME##_rn(S X) { volatile S V = X; RND_BEGIN(FE_TONEAREST) volatile D R = D(V); RND_END return R; } \
  inline D NAME##_rz(S X) { volatile S V = X; RND_BEGIN(FE_TOWARDZERO) volatile D R = D(V); RND_END return R; } \
  inline D NAME##_ru(S X) { volatile S V = X; RND_BEGIN(FE_UPWARD) volatile D R = D(V); RND_END return R; } \
  inline D NAME##_rd(S X) { volatile S V = X; RND_BEGIN(FE_DOWNWARD) volatile D R = D(V); RND_END return R; }
CVT1(__int2float, float, int)
CVT1(__uint2float, float, unsigned)
CVT1(__ll2float, float, long long)
CVT1(__ull2float, float, unsigned long long)
CVT1(__ll2double, double, long long)
CVT1(__ull2double, double, unsigned long long)
CVT1(__double2float, float, double)
inline double __int2double_rn(int X) { return X; }
inline double __uint2double_rn(unsigned X) { return X; }
inline int __float_as_int(float X) { int R; memcpy(&R, &X, 4); return R; }
inline float __int_as_float(int X) { float R; memcpy(&R, &X, 4); return R; }
inline long long __double_as_longlong(double X) { long long R; memcpy(&R, &X, 8); return R; }
#endif
