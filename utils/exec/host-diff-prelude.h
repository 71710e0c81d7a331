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
#include <cuda_pipeline.h>
#endif

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
// The device side is the PTX instruction itself: nvcc folds fmin/fmax of
// constants with C's freedom over the sign of a zero result (seed 63148:
// fmin(+0, -0) folded to +0 where min.f64 gives -0).
#define PTX_MINMAX(DEV, HOST, A, B) DEV(A, B)
__device__ __forceinline__ float ptxMinF(float A, float B) { float D; asm("min.f32 %0, %1, %2;" : "=f"(D) : "f"(A), "f"(B)); return D; }
__device__ __forceinline__ float ptxMaxF(float A, float B) { float D; asm("max.f32 %0, %1, %2;" : "=f"(D) : "f"(A), "f"(B)); return D; }
__device__ __forceinline__ double ptxMinD(double A, double B) { double D; asm("min.f64 %0, %1, %2;" : "=d"(D) : "d"(A), "d"(B)); return D; }
__device__ __forceinline__ double ptxMaxD(double A, double B) { double D; asm("max.f64 %0, %1, %2;" : "=d"(D) : "d"(A), "d"(B)); return D; }
#endif
HD float fmn(float A, float B) { return PTX_MINMAX(ptxMinF, ptxMin, A, B); }
HD float fmx(float A, float B) { return PTX_MINMAX(ptxMaxF, ptxMax, A, B); }
HD double dmn(double A, double B) { return PTX_MINMAX(ptxMinD, ptxMin, A, B); }
HD double dmx(double A, double B) { return PTX_MINMAX(ptxMaxD, ptxMax, A, B); }

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

// The rest of the SIMD video intrinsics (--focus-intrin), per element as the
// CUDA Math API describes them: X, Y the elements (sign-extended for the
// signed forms), Smin/Smax/Umax the element's limits.
#define SIMD_FN(NAME, W, SIGNED, EXPR)                                         \
  inline unsigned NAME(unsigned A, unsigned B) {                               \
    return simd<W>(A, B, [](unsigned Xu, unsigned Yu) {                        \
      const int64_t Smin = -(int64_t(1) << (W - 1)), Smax = (int64_t(1) << (W - 1)) - 1; \
      const int64_t Umax = (int64_t(1) << W) - 1;                              \
      int64_t X = SIGNED ? int64_t(sx<W>(Xu)) : int64_t(Xu);                   \
      int64_t Y = SIGNED ? int64_t(sx<W>(Yu)) : int64_t(Yu);                   \
      (void)Smin; (void)Smax; (void)Umax; (void)Y;                             \
      return unsigned(EXPR);                                                   \
    });                                                                        \
  }
#define SIMD_UN(NAME, W, EXPR)                                                 \
  SIMD_FN(NAME##_2arg_, W, true, EXPR)                                         \
  inline unsigned NAME(unsigned A) { return NAME##_2arg_(A, 0); }
#define SIMD_BOTH(NAME, SIGNED, EXPR)                                          \
  SIMD_FN(NAME##2, 16, SIGNED, EXPR) SIMD_FN(NAME##4, 8, SIGNED, EXPR)
#define SIMD_BOTH_UN(NAME, EXPR) SIMD_UN(NAME##2, 16, EXPR) SIMD_UN(NAME##4, 8, EXPR)
inline int64_t clampI(int64_t V, int64_t Lo, int64_t Hi) { return V < Lo ? Lo : V > Hi ? Hi : V; }
inline int64_t absI(int64_t V) { return V < 0 ? -V : V; }
SIMD_BOTH_UN(__vabs, absI(X))
SIMD_BOTH_UN(__vabsss, clampI(absI(X), Smin, Smax))
SIMD_BOTH_UN(__vneg, -X)
SIMD_BOTH_UN(__vnegss, clampI(-X, Smin, Smax))
SIMD_FN(__vabsdiffs2, 16, true, absI(X - Y))
SIMD_BOTH(__vaddss, true, clampI(X + Y, Smin, Smax))
SIMD_FN(__vaddus2, 16, false, clampI(X + Y, 0, Umax))
SIMD_BOTH(__vsubus, false, clampI(X - Y, 0, Umax))
SIMD_FN(__vsubss4, 8, true, clampI(X - Y, Smin, Smax))
// rounded average: the halved sum rounded away from zero
SIMD_BOTH(__vavgs, true, (X + Y >= 0 ? (X + Y + 1) >> 1 : -((-(X + Y) + 1) >> 1)))
SIMD_BOTH(__vhaddu, false, (X + Y) >> 1)
SIMD_FN(__vcmpeq2, 16, false, X == Y ? Umax : 0)
SIMD_BOTH(__vcmpne, false, X != Y ? Umax : 0)
SIMD_BOTH(__vcmpges, true, X >= Y ? Umax : 0)
SIMD_BOTH(__vcmpgeu, false, X >= Y ? Umax : 0)
SIMD_BOTH(__vcmpgts, true, X > Y ? Umax : 0)
SIMD_FN(__vcmpgtu4, 8, false, X > Y ? Umax : 0)
SIMD_BOTH(__vcmples, true, X <= Y ? Umax : 0)
SIMD_BOTH(__vcmpleu, false, X <= Y ? Umax : 0)
SIMD_BOTH(__vcmplts, true, X < Y ? Umax : 0)
SIMD_BOTH(__vcmpltu, false, X < Y ? Umax : 0)
SIMD_BOTH(__vseteq, false, X == Y)
SIMD_BOTH(__vsetne, false, X != Y)
SIMD_BOTH(__vsetges, true, X >= Y)
SIMD_BOTH(__vsetgeu, false, X >= Y)
SIMD_BOTH(__vsetgts, true, X > Y)
SIMD_BOTH(__vsetgtu, false, X > Y)
SIMD_BOTH(__vsetles, true, X <= Y)
SIMD_BOTH(__vsetleu, false, X <= Y)
SIMD_BOTH(__vsetlts, true, X < Y)
SIMD_FN(__vsetltu2, 16, false, X < Y)
SIMD_FN(__vmaxs4, 8, true, X > Y ? X : Y)
SIMD_FN(__vmaxu2, 16, false, X > Y ? X : Y)
SIMD_FN(__vmins2, 16, true, X < Y ? X : Y)
SIMD_FN(__vminu4, 8, false, X < Y ? X : Y)
template <int W, bool S> inline unsigned sadW(unsigned A, unsigned B) {
  unsigned R = 0;
  for (int I = 0; I < 32; I += W) {
    int64_t X = S ? int64_t(sx<W>((A >> I) & ((1u << W) - 1))) : int64_t((A >> I) & ((1u << W) - 1));
    int64_t Y = S ? int64_t(sx<W>((B >> I) & ((1u << W) - 1))) : int64_t((B >> I) & ((1u << W) - 1));
    R += unsigned(absI(X - Y));
  }
  return R;
}
inline unsigned __vsads2(unsigned A, unsigned B) { return sadW<16, true>(A, B); }
inline unsigned __vsadu2(unsigned A, unsigned B) { return sadW<16, false>(A, B); }
inline unsigned __vsadu4(unsigned A, unsigned B) { return sadW<8, false>(A, B); }

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

// ---- inline-PTX helpers -----------------------------------------------------
// host-diff.py also writes small `__host__ __device__` wrappers around one
// inline-PTX instruction (bfe, prmt modes, video, cvt.pack, fp8 cvt, carry
// chains, ...). On the device they are the instruction itself; on the host
// they call these references, written from the PTX ISA semantics sections.
#ifndef __CUDA_ARCH__
namespace ref {
inline uint64_t bit(uint64_t V, int I) { return (V >> I) & 1; }
// The 64-bit forms take the whole u32 position and length (an H200 does;
// the spec names their low 8 bits), clamped here to keep the loops short.
inline int bfarg(uint32_t V, int W) { return W == 64 ? (V > 255 ? 255 : int(V)) : int(V & 0xff); }
template <int W, bool S> inline uint64_t bfe(uint64_t A, uint32_t B, uint32_t C) {
  int Msb = W - 1, Pos = bfarg(B, W), Len = bfarg(C, W);
  uint64_t Sbit = (!S || Len == 0) ? 0 : bit(A, Pos + Len - 1 < Msb ? Pos + Len - 1 : Msb);
  uint64_t D = 0;
  for (int I = 0; I <= Msb; ++I)
    D |= ((I < Len && Pos + I <= Msb) ? bit(A, Pos + I) : Sbit) << I;
  return D;
}
template <int W> inline uint64_t bfi(uint64_t A, uint64_t B, uint32_t C, uint32_t Dd) {
  int Msb = W - 1, Pos = bfarg(C, W), Len = bfarg(Dd, W);
  uint64_t F = B;
  for (int I = 0; I < Len && Pos + I <= Msb; ++I)
    F = (F & ~(uint64_t(1) << (Pos + I))) | (bit(A, I) << (Pos + I));
  return F;
}
template <int W, bool S, bool Shiftamt> inline uint32_t bfind(uint64_t A) {
  int Msb = W - 1;
  if (W == 32) A &= 0xffffffffu;
  if (S && bit(A, Msb)) A = ~A;
  uint32_t D = 0xffffffffu;
  for (int I = Msb; I >= 0; --I)
    if (bit(A, I)) { D = I; break; }
  if (Shiftamt && D != 0xffffffffu) D = Msb - D;
  return D;
}
inline uint32_t fns(uint32_t Mask, uint32_t Base, int32_t Offset) {
  uint32_t D = 0xffffffffu;
  if (Offset == 0) {
    if (bit(Mask, Base)) D = Base;
    return D;
  }
  if (Offset == INT32_MIN) return 0; // an H200, whatever Mask and Base
  int Pos = Base;
  int64_t Count = (Offset < 0 ? -int64_t(Offset) : int64_t(Offset)) - 1;
  int Inc = Offset > 0 ? 1 : -1;
  while (Pos >= 0 && Pos < 32) {
    if (bit(Mask, Pos)) {
      if (Count == 0) { D = Pos; break; }
      --Count;
    }
    Pos += Inc;
  }
  return D;
}
template <bool S, bool Clamp> inline uint32_t szext(uint32_t A, uint32_t B) {
  uint32_t B1 = B & 0x1f;
  bool TooLarge = B >= 32 && Clamp;
  uint32_t Mask = TooLarge ? 0 : (~0u) << B1;
  uint32_t SignPos = (B1 - 1) & 0x1f;
  bool SignBit = (B1 == 0 || TooLarge || !S) ? false : ((A >> SignPos) & 1);
  return (A & ~Mask) | (SignBit ? Mask : 0);
}
template <bool Clamp> inline uint32_t bmsk(uint32_t A, uint32_t B) {
  uint32_t A1 = A & 0x1f, B1 = B & 0x1f, Sum = A1 + B1;
  uint32_t Mask0 = (~0u) << A1;
  uint32_t Mask1 = Sum >= 32 ? 0 : (~0u) << Sum;
  bool SumOv = Sum >= 32, PosOv = false, WidthOv = false;
  if (Clamp) {
    if (A >= 32) { PosOv = true; Mask0 = 0; }
    if (B >= 32) WidthOv = true;
  }
  if (SumOv || PosOv || WidthOv) Mask1 = 0;
  else if (B1 == 0) Mask1 = ~0u;
  return Mask0 & ~Mask1;
}
// prmt: Mode 0 generic, 1 f4e, 2 b4e, 3 rc8, 4 ecl, 5 ecr, 6 rc16.
inline uint32_t prmt(uint32_t A, uint32_t B, uint32_t C, int Mode) {
  static const uint8_t Tab[6][4][4] = {
      // [mode][c&3][byte i of d] (the PTX table lists d.b3..d.b0)
      {{0, 1, 2, 3}, {1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6}},   // f4e
      {{0, 7, 6, 5}, {1, 0, 7, 6}, {2, 1, 0, 7}, {3, 2, 1, 0}},   // b4e
      {{0, 0, 0, 0}, {1, 1, 1, 1}, {2, 2, 2, 2}, {3, 3, 3, 3}},   // rc8
      {{0, 1, 2, 3}, {1, 1, 2, 3}, {2, 2, 2, 3}, {3, 3, 3, 3}},   // ecl
      {{0, 0, 0, 0}, {0, 1, 1, 1}, {0, 1, 2, 2}, {0, 1, 2, 3}},   // ecr
      {{0, 1, 0, 1}, {2, 3, 2, 3}, {0, 1, 0, 1}, {2, 3, 2, 3}}};  // rc16
  uint64_t T = (uint64_t(B) << 32) | A;
  uint32_t D = 0;
  for (int I = 0; I < 4; ++I) {
    uint32_t Byte;
    if (Mode == 0) {
      uint32_t Ctl = (C >> (4 * I)) & 0xf;
      Byte = (T >> (8 * (Ctl & 7))) & 0xff;
      if (Ctl & 8) Byte = (Byte & 0x80) ? 0xff : 0;
    } else {
      Byte = (T >> (8 * Tab[Mode - 1][C & 3][I])) & 0xff;
    }
    D |= Byte << (8 * I);
  }
  return D;
}
inline int64_t ext(uint32_t V, int Bits, bool S) {
  uint64_t M = Bits == 64 ? ~0ull : (1ull << Bits) - 1;
  uint64_t X = V & M;
  if (S && Bits < 64 && ((X >> (Bits - 1)) & 1)) X |= ~M;
  return int64_t(X);
}
template <bool SA, bool SB> inline uint32_t dp4a(uint32_t A, uint32_t B, uint32_t C) {
  uint32_t D = C;
  for (int I = 0; I < 4; ++I)
    D += uint32_t(ext(A >> (8 * I), 8, SA) * ext(B >> (8 * I), 8, SB));
  return D;
}
template <bool Hi, bool SA, bool SB> inline uint32_t dp2a(uint32_t A, uint32_t B, uint32_t C) {
  uint32_t D = C;
  int Sel = Hi ? 2 : 0;
  for (int I = 0; I < 2; ++I)
    D += uint32_t(ext(A >> (16 * I), 16, SA) * ext(B >> (8 * (Sel + I)), 8, SB));
  return D;
}
// cvt.pack.sat.{s16,u16,s8,u8,s4,u4,s2,u2}.s32[.b32]
template <int Size, bool S> inline uint32_t cvtpack(int32_t A, int32_t B, uint32_t C) {
  int64_t Lo = S ? -(int64_t(1) << (Size - 1)) : 0;
  int64_t Hi = S ? (int64_t(1) << (Size - 1)) - 1 : (int64_t(1) << Size) - 1;
  auto Cl = [&](int64_t X) { return uint64_t(X < Lo ? Lo : X > Hi ? Hi : X) & ((1ull << Size) - 1); };
  uint64_t Td = Cl(B) | (Cl(A) << Size);
  if (Size == 16) return uint32_t(Td);
  return uint32_t(Td | (uint64_t(C) << (2 * Size)));
}
template <bool S, bool Hi> inline uint32_t mul24(uint32_t A, uint32_t B) {
  int64_t X = ext(A, 24, S), Y = ext(B, 24, S);
  int64_t T = X * Y;
  return Hi ? uint32_t(uint64_t(T) >> 16) : uint32_t(T);
}
inline uint32_t lop3(uint32_t A, uint32_t B, uint32_t C, int Lut) {
  uint32_t D = 0;
  for (int I = 0; I < 32; ++I) {
    int Idx = int((A >> I) & 1) * 4 + int((B >> I) & 1) * 2 + int((C >> I) & 1);
    D |= uint32_t((Lut >> Idx) & 1) << I;
  }
  return D;
}
// PTX shl/shr: amounts above the width are clamped to the width.
template <int W> inline uint64_t shl(uint64_t A, uint32_t N) {
  uint64_t M = W == 64 ? ~0ull : (1ull << W) - 1;
  return N >= uint32_t(W) ? 0 : (A << N) & M;
}
template <int W, bool S> inline uint64_t shr(uint64_t A, uint32_t N) {
  uint64_t M = W == 64 ? ~0ull : (1ull << W) - 1;
  A &= M;
  if (N > uint32_t(W)) N = W;
  if (S) {
    int64_t V = ext(uint32_t(A), W < 64 ? W : 32, true);
    if (W == 64) V = int64_t(A);
    return uint64_t(N >= 64 ? (V < 0 ? -1 : 0) : (V >> N)) & M;
  }
  return N >= 64 ? 0 : (A >> N) & M;
}
// Scalar video (vadd vsub vabsdiff vmin vmax vset vshr): Sel 0-3 bytes,
// 4-5 halves, 6 the word; Op 0 add 1 sub 2 absdiff 3 min 4 max 5 shr-clamp
// 6 shr-wrap 7..12 set eq ne lt le gt ge; Sec 0 none 1 add 2 min 3 max;
// Dsel 6 none.
inline int64_t vpart(uint32_t X, bool S, int Sel) {
  if (Sel < 4) return ext(X >> (8 * Sel), 8, S);
  if (Sel < 6) return ext(X >> (16 * (Sel - 4)), 16, S);
  return ext(X, 32, S);
}
inline uint32_t video(int Op, bool DS, bool AS, bool BS, bool Sat, int ASel, int BSel, int Sec,
                      int DSel, uint32_t A, uint32_t B, uint32_t C) {
  int64_t Ta = vpart(A, AS, ASel), Tb = vpart(B, Op == 5 || Op == 6 ? false : BS, BSel), T = 0;
  switch (Op) {
  case 0: T = Ta + Tb; break;
  case 1: T = Ta - Tb; break;
  case 2: T = Ta > Tb ? Ta - Tb : Tb - Ta; break;
  case 3: T = Ta < Tb ? Ta : Tb; break;
  case 4: T = Ta > Tb ? Ta : Tb; break;
  case 5: case 6:
    if (Op == 5 && Tb > 32) Tb = 32;
    if (Op == 6) Tb &= 0x1f;
    T = Tb >= 63 ? (Ta < 0 ? -1 : 0) : (Ta >> Tb);
    break;
  default: {
    int Cmp = Op - 7;
    bool R = Cmp == 0 ? Ta == Tb : Cmp == 1 ? Ta != Tb : Cmp == 2 ? Ta < Tb : Cmp == 3 ? Ta <= Tb
           : Cmp == 4 ? Ta > Tb : Ta >= Tb;
    T = R;
    DS = AS; // the secondary operation is signed when a is (an H200)
  }
  }
  if (Sat) {
    // A subword .sat takes the result as u32 first when d or a is unsigned
    // (an H200).
    // vshr saturates to d's 32-bit range even into a byte or half of d
    // (an H200).
    int SatSel = Op == 5 || Op == 6 ? 6 : DSel;
    if (SatSel < 6 && (!DS || !AS)) T = int64_t(uint32_t(T));
    // A whole-word result above INT32_MAX with a .s32 a saturates to d's
    // maximum (an H200).
    if (SatSel == 6 && AS && T > INT32_MAX) T = INT64_MAX;
    int64_t Lo, Hi;
    int Bits = SatSel < 4 ? 8 : SatSel < 6 ? 16 : 32;
    Lo = DS ? -(int64_t(1) << (Bits - 1)) : 0;
    Hi = DS ? (int64_t(1) << (Bits - 1)) - 1 : (int64_t(1) << Bits) - 1;
    T = T < Lo ? Lo : T > Hi ? Hi : T;
  }
  // The secondary operation (an H200): signed, it sees the 32-bit result as
  // signed; unsigned, it compares the wide value unsigned (a negative result
  // lies above every c).
  if (Sec && DS) T = ext(uint32_t(T), 32, true);
  int64_t Cv = ext(C, 32, DS);
  auto Lt = [DS](int64_t X, int64_t Y) { return DS ? X < Y : uint64_t(X) < uint64_t(Y); };
  if (Sec == 1) T = T + Cv;
  else if (Sec == 2) T = Lt(Cv, T) ? Cv : T;
  else if (Sec == 3) T = Lt(T, Cv) ? Cv : T;
  uint32_t R = uint32_t(T);
  if (DSel < 4) R = ((R & 0xff) << (8 * DSel)) | (C & ~(0xffu << (8 * DSel)));
  else if (DSel == 4) R = (R & 0xffff) | (C & 0xffff0000u);
  else if (DSel == 5) R = (R & 0xffff0000u) | (C & 0xffff); // .h1: the result's own upper half (an H200)
  return R;
}
// SIMD video vop2/vop4: N 2 or 4 lanes; Op 0 add 1 sub 2 avrg 3 absdiff 4 min
// 5 max; ASel/BSel lane-to-source-element maps (elements of {b,a}); Mask
// bit i = lane i; Acc: the .add accumulate form.
inline uint32_t vsimd(int N, int Op, bool DS, bool AS, bool BS, bool Sat, const int *ASel,
                      const int *BSel, int Mask, bool Acc, uint32_t A, uint32_t B, uint32_t C) {
  int W = 32 / N;
  uint64_t Src = (uint64_t(B) << 32) | A;
  uint32_t D = Acc ? C : 0;
  for (int I = 0; I < N; ++I) {
    int64_t Va = ext(uint32_t(Src >> (W * ASel[I])), W, AS);
    int64_t Vb = ext(uint32_t(Src >> (W * BSel[I])), W, BS), T = 0;
    switch (Op) {
    case 0: T = Va + Vb; break;
    case 1: T = Va - Vb; break;
    case 2: T = (Va + Vb) >= 0 ? (Va + Vb + 1) >> 1 : (Va + Vb) >> 1; break;
    case 3: T = Va > Vb ? Va - Vb : Vb - Va; break;
    case 4: T = Va < Vb ? Va : Vb; break;
    default: T = Va > Vb ? Va : Vb; break;
    }
    if (Sat) {
      int64_t Lo = DS ? -(int64_t(1) << (W - 1)) : 0;
      int64_t Hi = DS ? (int64_t(1) << (W - 1)) - 1 : (int64_t(1) << W) - 1;
      T = T < Lo ? Lo : T > Hi ? Hi : T;
    }
    uint32_t M = W == 16 ? 0xffffu : 0xffu;
    if (Acc) {
      if ((Mask >> I) & 1) D += uint32_t(T);
    } else {
      uint32_t E = ((Mask >> I) & 1) ? uint32_t(T) & M : (C >> (W * I)) & M;
      D |= E << (W * I);
    }
  }
  return D;
}
// Round a non-negative exact double to M mantissa bits with minimum normal
// exponent Emin. Mode 0 nearest even, 1 truncate, 2 nearest away, 3 up.
inline double roundMag(double A, int M, int Emin, int Mode) {
  if (A == 0) return A;
  int E;
  frexp(A, &E);
  int Ex = E - 1 < Emin ? Emin : E - 1;
  double Q = ldexp(1.0, Ex - M);
  double N = A / Q, R = std::floor(N), F = N - R;
  if (Mode == 0 ? (F > 0.5 || (F == 0.5 && std::fmod(R, 2.0) != 0)) : Mode == 2 ? F >= 0.5 : Mode == 3 ? F > 0 : false)
    R += 1;
  return R * Q;
}
// Round a finite double to a binary format with M mantissa bits and minimum
// normal exponent Emin, to nearest even (exact for inputs from f32/f16).
inline double roundFmt(double X, int M, int Emin) {
  return std::copysign(roundMag(std::fabs(X), M, Emin, 0), X);
}
// f32 -> e4m3 / e5m2 with .rn.satfinite; NaN -> 0x7f.
inline uint32_t toFp8(double X, bool E5) {
  if (X != X) return 0x7f;
  int M = E5 ? 2 : 3, Bias = E5 ? 15 : 7;
  double Max = E5 ? 57344.0 : 448.0;
  uint32_t S = std::signbit(X) ? 0x80 : 0;
  double A = std::fabs(X);
  if (A > Max) A = Max;
  A = roundFmt(A, M, 1 - Bias);
  if (A > Max) A = Max;
  if (A == 0) return S;
  int E;
  frexp(A, &E);
  if (E - 1 < 1 - Bias) return S | uint32_t(A / ldexp(1.0, 1 - Bias - M));
  uint32_t Mant = uint32_t(A / ldexp(1.0, E - 1 - M)) - (1u << M);
  return S | (uint32_t(E - 1 + Bias) << M) | Mant;
}
inline double fromFp8(uint32_t V, bool E5) {
  int M = E5 ? 2 : 3, Bias = E5 ? 15 : 7;
  uint32_t S = (V >> 7) & 1, Ef = (V >> M) & (E5 ? 31 : 15), Mf = V & ((1u << M) - 1);
  double R;
  if (E5 && Ef == 31) R = Mf ? NAN : INFINITY;
  else if (!E5 && Ef == 15 && Mf == 7) R = NAN;
  else if (Ef == 0) R = ldexp(double(Mf), 1 - Bias - M);
  else R = ldexp(double(Mf | (1u << M)), int(Ef) - Bias - M);
  return S ? -R : R;
}
inline double h2d(uint32_t H) {
  uint32_t S = (H >> 15) & 1, E = (H >> 10) & 31, Mf = H & 0x3ff;
  double R = E == 31 ? (Mf ? NAN : INFINITY) : E == 0 ? ldexp(double(Mf), -24)
                                                      : ldexp(double(Mf | 0x400), int(E) - 25);
  return S ? -R : R;
}
inline uint32_t d2h(double X) { // exact values only (from fp8)
  if (X != X) return 0x7fff;
  uint32_t S = std::signbit(X) ? 0x8000 : 0;
  double A = std::fabs(X);
  if (std::isinf(A)) return S | 0x7c00;
  if (A == 0) return S;
  int E;
  frexp(A, &E);
  if (E - 1 < -14) return S | uint32_t(A / ldexp(1.0, -24));
  return S | (uint32_t(E - 1 + 15) << 10) | (uint32_t(A / ldexp(1.0, E - 11)) - 0x400);
}

// vmad (PTX ISA 8.5 9.7.18.1.3): NegAB / NegC / Po at most one; Scale 0, 7, 15.
// As an H200 computes it: a whole-word a or b reads as signed when the result
// is (the multiply is 32 x 32 bits in the result's signedness), c is always
// sign-extended, and .sat clamps the exact value.
inline uint32_t vmad(bool AS, bool BS, int ASel, int BSel, bool NegAB, bool NegC, bool Po,
                     bool Sat, int Scale, uint32_t A, uint32_t B, uint32_t C) {
  bool SignedFinal = AS || BS || NegAB || NegC;
  __int128 Ta = vpart(A, ASel == 6 ? SignedFinal : AS, ASel);
  __int128 Tb = vpart(B, BSel == 6 ? SignedFinal : BS, BSel);
  __int128 T = Ta * Tb, Lsb = 0;
  uint32_t Cc = C;
  if (Po) Lsb = 1;
  else if (NegAB) { T = ~T; Lsb = 1; }
  else if (NegC) { Cc = ~Cc; Lsb = 1; }
  T = T + __int128(int32_t(Cc)) + Lsb;
  __int128 R = T >> Scale;
  if (Sat) {
    __int128 Lo = SignedFinal ? INT32_MIN : 0, Hi = SignedFinal ? INT32_MAX : UINT32_MAX;
    R = R < Lo ? Lo : R > Hi ? Hi : R;
  }
  return uint32_t(uint64_t(R));
}
// Binary16 / bfloat16 from an exact double, rounded to nearest even once
// (Relu: negative and -0 -> +0; Sat: clamp to [+0, 1]).
inline uint32_t toHalfBits(double X, bool Bf, bool Sat = false, bool Relu = false) {
  if (X != X) return Sat ? 0 : 0x7fff; // .sat flushes NaN results to +0
  if (Sat) X = X <= 0 ? 0.0 : X > 1 ? 1.0 : X;
  if (Relu && (X < 0 || (X == 0 && std::signbit(X)))) X = 0.0;
  int M = Bf ? 7 : 10, Emin = Bf ? -126 : -14, Bias = Bf ? 127 : 15, Eb = Bf ? 8 : 5;
  uint32_t S = std::signbit(X) ? 1u << 15 : 0;
  double A = std::fabs(X);
  uint32_t Inf = ((1u << Eb) - 1) << M;
  if (std::isinf(A)) return S | Inf;
  A = roundFmt(A, M, Emin);
  if (A == 0) return S;
  if (std::isinf(A)) return S | Inf; // rounded past DBL_MAX (frexp of inf is unspecified)
  int E;
  frexp(A, &E);
  if (E - 1 > Bias) return S | Inf;
  if (E - 1 < Emin) return S | uint32_t(A / ldexp(1.0, Emin - M));
  return S | (uint32_t(E - 1 + Bias) << M) | (uint32_t(A / ldexp(1.0, E - 1 - M)) - (1u << M));
}
inline double bf2d(uint32_t H) { uint32_t U = H << 16; float F; memcpy(&F, &U, 4); return F; }

// x + y rounded once to f16/bf16 from double: TwoSum error nudges a double
// that sits on a tie (x*y is exact for f16/bf16 operands).
inline double sumNudged(double P, double C) {
  double S = P + C, Bb = S - P, E = (P - (S - Bb)) + (C - Bb);
  if (E != 0 && !std::isinf(S)) S = std::nextafter(S, E > 0 ? INFINITY : -INFINITY);
  return S;
}
// One lane of a f16/bf16 arithmetic op: Op 0 add 1 sub 2 mul 3 fma.
inline uint32_t hop(int Op, bool Bf, bool Sat, bool Relu, uint32_t A, uint32_t B, uint32_t C) {
  double X = Bf ? bf2d(A) : h2d(A), Y = Bf ? bf2d(B) : h2d(B), Z = Bf ? bf2d(C) : h2d(C), R;
  if (X != X || Y != Y || (Op == 3 && Z != Z)) return Sat ? 0 : 0x7fff;
  switch (Op) {
  case 0: R = sumNudged(X, Y); break;
  case 1: R = sumNudged(X, -Y); break;
  case 2: R = X * Y; break;
  default: R = sumNudged(X * Y, Z); break;
  }
  return toHalfBits(R, Bf, Sat, Relu);
}
// __hcmadd (cuda_fp16.hpp / cuda_bf16.hpp): (a.x + i a.y) * (b.x + i b.y) + c
// as four single-rounding fmas, re = fma(-a.y, b.y, fma(a.x, b.x, c.x)) and
// im = fma(a.y, b.x, fma(a.x, b.y, c.y)); lanes in the low (x) and high (y) halves.
inline uint32_t hcmadd(uint32_t A, uint32_t B, uint32_t C, bool Bf) {
  uint32_t Ax = A & 0xffff, Ay = A >> 16, Bx = B & 0xffff, By = B >> 16;
  uint32_t Re = hop(3, Bf, false, false, Ax, Bx, C & 0xffff);
  uint32_t Im = hop(3, Bf, false, false, Ax, By, C >> 16);
  Re = hop(3, Bf, false, false, Ay ^ 0x8000, By, Re);
  Im = hop(3, Bf, false, false, Ay, Bx, Im);
  return Re | Im << 16;
}
// f16/bf16 min/max (one lane): Mode 0 plain, 1 .NaN, 2 .xorsign.abs.
inline uint32_t hmm(uint32_t A, uint32_t B, bool Max, int Mode, bool Bf) {
  double X = Bf ? bf2d(A) : h2d(A), Y = Bf ? bf2d(B) : h2d(B);
  bool XN = X != X, YN = Y != Y;
  if ((XN && YN) || (Mode == 1 && (XN || YN))) return 0x7fff;
  uint32_t Sx = (A ^ B) & 0x8000;
  if (Mode == 2) { X = std::fabs(X); Y = std::fabs(Y); A &= 0x7fff; B &= 0x7fff; }
  uint32_t R;
  if (XN) R = B;
  else if (YN) R = A;
  else if (X == Y) R = Max ? ((A & 0x8000) ? B : A) : ((A & 0x8000) ? A : B);
  else R = (Max ? X > Y : X < Y) ? A : B;
  if (Mode == 2 && !XN && !YN) R = (R & 0x7fff) | Sx;
  return R;
}

// f32 -> e2m1 / e2m3 / e3m2 (.rn.satfinite{.relu}): no infinity or NaN in
// the format; NaN gives +MAX_NORM (PTX ISA 9.0 cvt). Kind 0 e2m1, 1 e2m3, 2 e3m2.
inline uint32_t toFp6(double X, int Kind, bool Relu) {
  int Eb = Kind == 2 ? 3 : 2, M = Kind == 0 ? 1 : Kind == 1 ? 3 : 2, Bias = Kind == 2 ? 3 : 1;
  double Max = Kind == 0 ? 6.0 : Kind == 1 ? 7.5 : 28.0;
  uint32_t MaxCode = ((1u << Eb) - 1) << M | ((1u << M) - 1);
  if (X != X) return MaxCode;
  if (Relu && (X < 0 || (X == 0 && std::signbit(X)))) X = 0.0;
  uint32_t S = std::signbit(X) ? 1u << (Eb + M) : 0;
  double A = std::fabs(X);
  if (A > Max) A = Max;
  A = roundFmt(A, M, 1 - Bias);
  if (A > Max) A = Max;
  if (A == 0) return S;
  int E;
  frexp(A, &E);
  if (E - 1 < 1 - Bias) return S | uint32_t(A / ldexp(1.0, 1 - Bias - M));
  return S | (uint32_t(E - 1 + Bias) << M) | (uint32_t(A / ldexp(1.0, E - 1 - M)) - (1u << M));
}
inline double fromFp6(uint32_t V, int Kind) {
  int Eb = Kind == 2 ? 3 : 2, M = Kind == 0 ? 1 : Kind == 1 ? 3 : 2, Bias = Kind == 2 ? 3 : 1;
  uint32_t S = (V >> (Eb + M)) & 1, Ef = (V >> M) & ((1u << Eb) - 1), Mf = V & ((1u << M) - 1);
  double R = Ef == 0 ? ldexp(double(Mf), 1 - Bias - M) : ldexp(double(Mf | (1u << M)), int(Ef) - Bias - M);
  return S ? -R : R;
}
// integer -> bf16 rounded once (the double conversion can round; nudge it)
inline uint32_t intToBf16(__int128 V) {
  double D = double(V);
  __int128 Back = __int128(D); // |D| <= 2^64: exact
  if (Back != V)
    D = std::nextafter(D, V > Back ? INFINITY : -INFINITY);
  return toHalfBits(D, true);
}

inline float ftz(float X) { return std::fpclassify(X) == FP_SUBNORMAL ? std::copysign(0.0f, X) : X; }
// f32 .ftz arithmetic: Op 0 add 1 sub 2 mul 3 fma 4 div 5 sqrt 6 rcp 7 min 8 max
// 9 abs 10 neg; inputs and rounded results flushed to a zero of the same sign.
inline float ftzOp(int Op, int Mode, float A, float B, float C) {
  volatile float X = ftz(A), Y = ftz(B), Z = ftz(C);
  int O = fegetround();
  fesetround(Mode);
  volatile float R;
  switch (Op) {
  case 0: R = X + Y; break;
  case 1: R = X - Y; break;
  case 2: R = X * Y; break;
  case 3: R = fmaf(X, Y, Z); break;
  case 4: R = X / Y; break;
  case 5: R = sqrtf(X); break;
  case 6: R = 1.0f / X; break;
  case 7: R = ptxMin(float(X), float(Y)); break;
  case 8: R = ptxMax(float(X), float(Y)); break;
  case 9: R = std::fabs(float(X)); break;
  default: R = -X; break;
  }
  fesetround(O);
  return ftz(R);
}

// ---- Conversions and half-precision forms written from PTX ISA 9.0 9.7.9.21
// (cvt: .rz/.rm/.rp, .relu, .satfinite, .sat, .ftz, .tf32, .ue8m0x2) and 9.7.4
// (half .ftz, neg/abs, min/max with .NaN and .xorsign.abs together).
// f16 / bf16 bits of an exact double. Rnd 0 rn, 1 rz, 2 rm, 3 rp; Relu: negative
// (and -0) -> +0; SatFin: |x| > MAX_NORM -> +-MAX_NORM, NaN stays NaN; Sat: [0, 1], NaN -> +0.
inline uint32_t toHalfRnd(double X, bool Bf, int Rnd, bool Relu, bool SatFin, bool Sat) {
  int M = Bf ? 7 : 10, Emin = Bf ? -126 : -14, Bias = Bf ? 127 : 15, Eb = Bf ? 8 : 5;
  uint32_t Inf = ((1u << Eb) - 1) << M, MaxB = Inf - 1;
  double Max = ldexp(double((2u << M) - 1), Bias - M);
  if (X != X) return Sat ? 0 : 0x7fff;
  if (Sat) X = X <= 0 ? 0.0 : X > 1 ? 1.0 : X;
  if (Relu && (X < 0 || (X == 0 && std::signbit(X)))) X = 0.0;
  bool Neg = std::signbit(X);
  uint32_t S = Neg ? 0x8000 : 0;
  double A = std::fabs(X);
  if (SatFin && A > Max) return S | MaxB;
  if (std::isinf(A)) return S | Inf;
  int Mag = Rnd == 0 ? 0 : Rnd == 1 ? 1 : Rnd == 2 ? (Neg ? 3 : 1) : (Neg ? 1 : 3);
  A = roundMag(A, M, Emin, Mag);
  if (A > Max) return S | (Mag == 1 ? MaxB : Inf);
  if (A == 0) return S;
  int E;
  frexp(A, &E);
  if (E - 1 < Emin) return S | uint32_t(A / ldexp(1.0, Emin - M));
  return S | (uint32_t(E - 1 + Bias) << M) | (uint32_t(A / ldexp(1.0, E - 1 - M)) - (1u << M));
}
// f32 -> tf32 (the top 19 bits; PTX ISA 5.2.3 leaves the layout of the rest to
// the implementation). Rnd 0 rn, 1 rz, 2 rna.
inline uint32_t toTf32(float F, int Rnd, bool Relu, bool SatFin) {
  uint32_t U;
  memcpy(&U, &F, 4);
  if (F != F) {
    // An H200: .rna truncates a NaN's payload (leaving infinity when only
    // the dropped bits held it; .satfinite then gives +-MAX_NORM).
    if (Rnd != 2 || (U & 0x7fffe000u) != 0x7f800000u) return 0x7fffe000u;
    return SatFin ? (U & 0x80000000u) | 0x7f7fe000u : U & 0xffffe000u;
  }
  if (Relu && (U >> 31)) return 0;
  uint32_t S = U & 0x80000000u, A = U & 0x7fffffffu;
  if (A == 0x7f800000u) return SatFin ? S | 0x7f7fe000u : U;
  uint32_t Low = A & 0x1fffu, T = A & ~0x1fffu;
  if ((Rnd == 0 && (Low > 0x1000 || (Low == 0x1000 && (T & 0x2000)))) || (Rnd == 2 && Low >= 0x1000))
    T += 0x2000;
  if (T >= 0x7f800000u) T = SatFin ? 0x7f7fe000u : 0x7f800000u;
  return S | T;
}
// ue8m0 (2^(e-127), 0xff NaN) from a value the generator keeps unambiguous:
// NaN, |x| > 2^127 with .satfinite, or positive and >= 2^-127 (any positive for rp).
inline uint32_t toUe8m0(double X, bool Up) {
  if (X != X) return 0xff;
  if (std::fabs(X) > ldexp(1.0, 127)) return 0xfe;
  if (X < ldexp(1.0, -127)) return 0; // rp of a tiny positive value: 2^-127
  int E;
  double Mf = frexp(X, &E); // X = Mf * 2^E, Mf in [0.5, 1)
  int L = E - 1 + ((Up && Mf != 0.5) ? 1 : 0);
  return uint32_t(L + 127);
}
inline uint32_t hftz(uint32_t H) { return (H & 0x7c00) == 0 ? H & 0x8000 : H; }
// f16 .ftz arithmetic (9.7.4.1-4): subnormal inputs and results to signed zero.
inline uint32_t hopFtz(int Op, bool Sat, bool Relu, uint32_t A, uint32_t B, uint32_t C) {
  return hftz(hop(Op, false, Sat, Relu, hftz(A), hftz(B), hftz(C)));
}
// min/max from the 9.7.4.7/8 pseudo-code with every modifier combination.
inline uint32_t hmm2(uint32_t A, uint32_t B, bool Max, bool NanM, bool Xs, bool Bf, bool Ftz) {
  if (Ftz) { A = hftz(A); B = hftz(B); }
  uint32_t Sx = (A ^ B) & 0x8000;
  if (Xs) { A &= 0x7fff; B &= 0x7fff; }
  double X = Bf ? bf2d(A) : h2d(A), Y = Bf ? bf2d(B) : h2d(B);
  bool XN = X != X, YN = Y != Y;
  if ((XN && YN) || (NanM && (XN || YN))) return 0x7fff;
  uint32_t D;
  if (XN) D = B;
  else if (YN) D = A;
  else if (X == Y) D = Max ? ((A & 0x8000) ? B : A) : ((A & 0x8000) ? A : B);
  else D = (Max ? X > Y : X < Y) ? A : B;
  if (Xs) D = (D & 0x7fff) | Sx;
  return D;
}
// f32 results of cvt with .rX/.ftz/.sat (Rnd: an fenv mode).
inline float cvtF32(double X, int Rnd, bool Ftz, bool Sat) {
  int O = fegetround();
  fesetround(Rnd);
  volatile double V = X;
  volatile float R = float(V);
  fesetround(O);
  float F = R;
  if (Ftz) F = ftz(F);
  if (Sat) F = (F != F || F <= 0) ? 0.0f : F > 1.0f ? 1.0f : F;
  return F;
}
// f32 min/max from the PTX ISA 9.0 9.7.3.11/12 pseudo-code: two or three
// inputs, .ftz, .NaN, .abs and (two inputs) .xorsign.abs.
inline float fmm(bool Max, bool Ftz, bool NanM, bool Abs, bool Xs, bool Three, float A, float B, float C) {
  if (Ftz) { A = ftz(A); B = ftz(B); C = ftz(C); }
  bool Sx = std::signbit(A) != std::signbit(B);
  if (Abs) { A = std::fabs(A); B = std::fabs(B); C = std::fabs(C); }
  auto Two = [&](float X, float Y) -> float {
    bool XN = X != X, YN = Y != Y;
    if ((XN && YN) || (NanM && (XN || YN))) return NAN;
    if (XN) return Y;
    if (YN) return X;
    if (X == Y) return (std::signbit(X) == Max) ? Y : X; // -0 < +0
    return (Max ? X > Y : X < Y) ? X : Y;
  };
  float D = Two(A, B);
  if (Three) D = Two(D, C);
  if (Xs && !Three && D == D) D = std::copysign(D, Sx ? -1.0f : 1.0f);
  return Ftz ? ftz(D) : D;
}
// Half comparisons (9.7.7): CmpOp 0..13 = eq ne lt le gt ge equ neu ltu leu
// gtu geu num nan; BoolOp 0 none, 1 and, 2 or, 3 xor with the predicate C.
inline bool fcmp(int Op, double X, double Y) {
  bool U = X != X || Y != Y;
  switch (Op) {
  case 0: return !U && X == Y;
  case 1: return !U && X != Y;
  case 2: return !U && X < Y;
  case 3: return !U && X <= Y;
  case 4: return !U && X > Y;
  case 5: return !U && X >= Y;
  case 6: return U || X == Y;
  case 7: return U || X != Y;
  case 8: return U || X < Y;
  case 9: return U || X <= Y;
  case 10: return U || X > Y;
  case 11: return U || X >= Y;
  case 12: return !U;
  default: return U;
  }
}
inline bool boolOp(int B, bool T, bool C) { return B == 0 ? T : B == 1 ? (T && C) : B == 2 ? (T || C) : (T != C); }
inline bool hcmp(int Op, int B, bool C, bool Bf, bool Ftz, uint32_t A, uint32_t Bv) {
  if (Ftz) { A = hftz(A); Bv = hftz(Bv); }
  double X = Bf ? bf2d(A) : h2d(A), Y = Bf ? bf2d(Bv) : h2d(Bv);
  return boolOp(B, fcmp(Op, X, Y), C);
}
// An integer as a double rounded to odd at 53 bits: rounding that double once
// more to f16/bf16 (fewer than 51 bits) in any mode gives the exact result.
inline double intOdd(__int128 V) {
  bool Neg = V < 0;
  unsigned __int128 A = Neg ? (unsigned __int128)(-V) : (unsigned __int128)V;
  int S = 0;
  while ((A >> S) >> 53) ++S;
  uint64_t M = uint64_t(A >> S);
  if (S && (A & (((unsigned __int128)1 << S) - 1))) M |= 1;
  double D = ldexp(double(M), S);
  return Neg ? -D : D;
}
// cvt.rs (9.7.9.21): add the random bits to the discarded mantissa bits and
// round the magnitude up on a carry out. bf16 keeps f32's exponent range (16
// discarded bits, 16 random bits); f16 results are kept normal by the
// generator (13 and 13). Overflow rounds to infinity, or MAX_NORM with .satfinite.
inline uint32_t cvtRs(float F, uint32_t R, bool Bf, bool Relu, bool SatFin) {
  uint32_t U;
  memcpy(&U, &F, 4);
  if (F != F) return 0x7fff;
  if (Relu && (U >> 31)) return 0;
  uint32_t S = (U >> 16) & 0x8000, A = U & 0x7fffffffu;
  uint32_t Inf = Bf ? 0x7f80 : 0x7c00, Max = Inf - 1;
  if (A == 0x7f800000u) return S | (SatFin ? Max : Inf);
  if (A == 0) return S;
  uint32_t T;
  if (Bf) {
    T = A >> 16;
    if ((A & 0xffff) + (R & 0xffff) > 0xffff) ++T;
  } else {
    uint32_t E = A >> 23; // 113..142 unless it overflows
    if (E > 142) return S | (SatFin ? Max : Inf);
    T = ((E - 112) << 10) | ((A >> 13) & 0x3ff);
    if ((A & 0x1fff) + (R & 0x1fff) > 0x1fff) ++T;
  }
  if (T >= Inf) T = SatFin ? Max : Inf;
  return S | T;
}
// f32 arithmetic in a rounding mode, with or without .ftz (f32x2 lanes).
inline float rndOp(int Op, int Mode, bool Ftz, float A, float B, float C) {
  if (Ftz) return ftzOp(Op, Mode, A, B, C);
  volatile float X = A, Y = B, Z = C;
  int O = fegetround();
  fesetround(Mode);
  volatile float R = Op == 0 ? X + Y : Op == 1 ? X - Y : Op == 2 ? X * Y : fmaf(X, Y, Z);
  fesetround(O);
  return R;
}
// Thread-private atomics (host-diff.py --focus-atomic): each thread owns a
// 16-byte slot S (two u64, little-endian), so the result does not depend on
// the order of the threads. The atom's elements (N of them, each its own
// atomic, PTX ISA 9.0 9.7.13.5) take B (and C for cas); O gets the old
// contents. Ty: 0 f16 1 bf16 2 f32 3 f64 4 u32 5 s32 6 u64 7 s64 8 b16;
// Op: 0 add 1 min 2 max 3 inc 4 dec 5 exch 6 cas. Ftz: f32 add on global
// memory flushes subnormal inputs and results (9.7.13.5), on shared memory
// it does not; f16/bf16 adds are .noftz.
inline unsigned atomBytes(int Ty) { return Ty == 0 || Ty == 1 || Ty == 8 ? 2 : Ty == 2 || Ty == 4 || Ty == 5 ? 4 : 8; }
inline double half2d(uint32_t H, bool Bf) {
  if (Bf) { uint32_t U = H << 16; float F; memcpy(&F, &U, 4); return F; }
  int E = (H >> 10) & 0x1f; double M = H & 0x3ff;
  double V = E ? std::ldexp(1024 + M, E - 25) : std::ldexp(M, -24);
  return (H & 0x8000) ? -V : V;
}
inline void atomRef(int Op, int Ty, int N, bool Ftz, uint64_t S[2], const uint64_t B[2], const uint64_t C[2],
                    uint64_t O[2]) {
  unsigned W = atomBytes(Ty);
  uint8_t Sb[16], Bb[16], Cb[16];
  memcpy(Sb, S, 16); memcpy(Bb, B, 16); memcpy(Cb, C, 16);
  memcpy(O, S, 16);
  for (int K = 0; K < N; ++K) {
    uint64_t Old = 0, Bv = 0, Cv = 0, New = 0;
    memcpy(&Old, Sb + K * W, W); memcpy(&Bv, Bb + K * W, W); memcpy(&Cv, Cb + K * W, W);
    bool Sg = Ty == 5 || Ty == 7;
    int64_t SOld = W == 4 ? int64_t(int32_t(Old)) : int64_t(Old), SB = W == 4 ? int64_t(int32_t(Bv)) : int64_t(Bv);
    switch (Op) {
    case 0:
      if (Ty == 0 || Ty == 1) New = hop(0, Ty == 1, false, false, uint32_t(Old), uint32_t(Bv), 0) & 0xffff;
      else if (Ty == 2) {
        float X, Y; uint32_t XU = uint32_t(Old), YU = uint32_t(Bv);
        memcpy(&X, &XU, 4); memcpy(&Y, &YU, 4);
        if (Ftz) New = bits(ftzOp(0, FE_TONEAREST, X, Y, 0));
        else { volatile float A = X, Bq = Y; New = bits(float(A + Bq)); }
      } else if (Ty == 3) {
        double X, Y; memcpy(&X, &Old, 8); memcpy(&Y, &Bv, 8);
        volatile double A = X, Bq = Y; New = bits(double(A + Bq));
      } else New = Old + Bv;
      break;
    case 1: case 2: {
      bool Lt, Gt;
      if (Ty == 0 || Ty == 1) {
        double X = half2d(uint32_t(Old), Ty == 1), Y = half2d(uint32_t(Bv), Ty == 1);
        Lt = Y < X; Gt = Y > X;
      } else if (Sg) { Lt = SB < SOld; Gt = SB > SOld; }
      else { Lt = Bv < Old; Gt = Bv > Old; }
      New = (Op == 1 ? Lt : Gt) ? Bv : Old;
      break;
    }
    case 3: New = uint32_t(Old) >= uint32_t(Bv) ? 0 : uint32_t(Old) + 1; break;
    case 4: New = (uint32_t(Old) == 0 || uint32_t(Old) > uint32_t(Bv)) ? uint32_t(Bv) : uint32_t(Old) - 1; break;
    case 5: New = Bv; break;
    default: New = Old == Bv ? Cv : Old; break;
    }
    memcpy(Sb + K * W, &New, W);
  }
  memcpy(S, Sb, 16);
}
} // namespace ref
#endif
// The hash of a thread-private atomic's old and new contents (atomRef), with
// every float element's NaN canonical (the host cannot know the device's).
HD uint64_t atomCanon(int Ty, uint64_t V) {
  uint64_t R = 0;
  unsigned W = Ty == 0 || Ty == 1 || Ty == 8 ? 2 : Ty == 2 || Ty == 4 || Ty == 5 ? 4 : 8;
  for (unsigned K = 0; K < 64 / (8 * W); ++K) {
    uint64_t E = W == 8 ? V : (V >> (K * 8 * W)) & ((1ull << (8 * W)) - 1);
    bool Nan = Ty == 0 ? ((E & 0x7c00) == 0x7c00 && (E & 0x3ff))
             : Ty == 1 ? ((E & 0x7f80) == 0x7f80 && (E & 0x7f))
             : Ty == 2 ? ((E & 0x7f800000u) == 0x7f800000u && (E & 0x7fffffu))
             : Ty == 3 ? ((E & 0x7ff0000000000000ull) == 0x7ff0000000000000ull && (E & 0xfffffffffffffull))
                       : false;
    if (Nan) E = Ty == 0 || Ty == 1 ? 0x7fff : Ty == 2 ? 0x7fffffff : 0x7fffffffffffffffull;
    R |= W == 8 ? E : E << (K * 8 * W);
  }
  return R;
}
HD uint64_t atomHash(int Ty, uint64_t O0, uint64_t O1, uint64_t S0, uint64_t S1) {
  return atomCanon(Ty, O0) * 0x9e3779b97f4a7c15ull ^ atomCanon(Ty, O1) * 0xc2b2ae3d27d4eb4full ^
         atomCanon(Ty, S0) * 0x165667b19e3779f9ull ^ atomCanon(Ty, S1);
}
// Four f16/bf16 lanes made neither NaN nor zero (min/max without the ties and
// NaN rules the host cannot know for atomics): such a lane becomes 1.0.
HD uint64_t nz16x4(uint64_t V, bool Bf) {
  uint64_t R = 0;
  for (int K = 0; K < 4; ++K) {
    uint32_t H = uint32_t(V >> (16 * K)) & 0xffff;
    bool Bad = Bf ? (((H & 0x7f80) == 0x7f80 && (H & 0x7f)) || (H & 0x7fff) == 0)
                  : (((H & 0x7c00) == 0x7c00 && (H & 0x3ff)) || (H & 0x7fff) == 0);
    R |= uint64_t(Bad ? (Bf ? 0x3f80u : 0x3c00u) : H) << (16 * K);
  }
  return R;
}
// NaN canonicalization of packed results (fp8 pairs, f16 pairs).
HD uint32_t cz8x2(uint32_t V, bool E5) {
  uint32_t R = 0;
  for (int I = 0; I < 2; ++I) {
    uint32_t B = (V >> (8 * I)) & 0xff;
    bool Nan = E5 ? ((B & 0x7c) == 0x7c && (B & 3)) : ((B & 0x7f) == 0x7f);
    R |= (Nan ? 0x7fu : B) << (8 * I);
  }
  return R;
}
HD uint32_t czbf16x2(uint32_t V) {
  uint32_t R = 0;
  for (int I = 0; I < 2; ++I) {
    uint32_t H = (V >> (16 * I)) & 0xffff;
    R |= (((H & 0x7f80) == 0x7f80 && (H & 0x7f)) ? 0x7fffu : H) << (16 * I);
  }
  return R;
}
HD uint32_t hnn(uint32_t H) { return ((H & 0x7c00) == 0x7c00 && (H & 0x3ff)) ? 0u : H; }
HD uint32_t bnn(uint32_t H) { return ((H & 0x7f80) == 0x7f80 && (H & 0x7f)) ? 0u : H; }
// Both halves of four fp8 lanes, NaNs canonical (cz8x2).
HD uint32_t cz8x4(uint32_t V, bool E5) {
  return cz8x2(V & 0xffff, E5) | cz8x2(V >> 16, E5) << 16;
}
HD uint32_t cz16x2(uint32_t V) {
  uint32_t R = 0;
  for (int I = 0; I < 2; ++I) {
    uint32_t H = (V >> (16 * I)) & 0xffff;
    R |= (((H & 0x7c00) == 0x7c00 && (H & 0x3ff)) ? 0x7fffu : H) << (16 * I);
  }
  return R;
}
// tf32 results: the top 19 bits (the rest is implementation defined), NaN canonical.
HD uint32_t tf32m(uint32_t V) {
  return ((V & 0x7f800000u) == 0x7f800000u && (V & 0x7fffffu)) ? 0x7fffe000u : V & 0xffffe000u;
}
// f32x2 results with each lane's NaN canonical.
HD uint64_t cz32x2(uint64_t V) {
  uint64_t R = 0;
  for (int I = 0; I < 2; ++I) {
    uint32_t W = uint32_t(V >> (32 * I));
    R |= uint64_t(((W & 0x7f800000u) == 0x7f800000u && (W & 0x7fffffu)) ? 0x7fffffffu : W) << (32 * I);
  }
  return R;
}
