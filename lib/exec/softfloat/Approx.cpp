//===- Approx.cpp - models of PTX .approx instructions --------------------===//
//
// rcp/sqrt/rsqrt/div .approx, sin, cos, lg2, ex2, tanh (PTX ISA 9.7.3.8-22)
// and the half-precision ex2/tanh (9.7.4.9/10). NVIDIA does not publish the
// hardware algorithms (MUFU tables). Every form uses what an H200 computes
// (measured tables, MufuTables.cpp) inside the instruction sequences that
// ptxas emits around the MUFU; should a table be unreadable, the exact
// function rounded to nearest (the host's libm, then one soft-float
// rounding) stands in. docs/executor-float.md gives the sequences and the
// spec's error bounds.
//
//===----------------------------------------------------------------------===//
#include "lib/exec/softfloat/Internal.h"

#include <cmath>

namespace ptx::exec::fp {

using detail::mufuEx2;
using detail::mufuRsqrt;

namespace {

/// Rounds a host double to f32 (RN) and applies PTX f32 result rules.
uint32_t fromDouble32(double D, bool Ftz) {
  uint32_t R = uint32_t(fromF64(Fmt::F32, bitsF64(D)));
  if (isNaN32(R))
    return kNaN32;
  return Ftz ? ftz32(R) : R;
}

template <typename Fn> uint32_t unary32(uint32_t A, bool Ftz, Fn &&F) {
  if (Ftz)
    A = ftz32(A);
  if (isNaN32(A))
    return kNaN32;
  double X = double(asF32(A));
  return fromDouble32(F(X), Ftz);
}

/// The MUFU.RCP core: the measured H200 result (MufuTables.cpp); subnormal
/// inputs read as zero, subnormal results are flushed.
using detail::mufuRcp;

/// |A| < 2^-126 and not NaN: the FSETP.GEU |A|, 2^-126 test with which
/// ptxas guards the subnormal pre-scaling of the non-.ftz forms.
bool belowNormal32(uint32_t A) { return (A & 0x7FFFFFFFu) < 0x00800000u; }

constexpr uint32_t kTwo24 = 0x4B800000u;   // 2^24
constexpr uint32_t kQuarter = 0x3E800000u; // 0.25

/// The scale s of rcp.approx.f32 / div.full.f32: ptxas selects 0.25 for
/// |b| > 2^126 (FSETP.GT), 2^24 for |b| < 2^-126 (not .ftz), else 1.
uint32_t rcpScale(uint32_t B, bool BelowNormal) {
  uint32_t M = B & 0x7FFFFFFFu;
  if (M > 0x7E800000u && M <= 0x7F800000u)
    return kQuarter;
  if (BelowNormal && belowNormal32(B))
    return kTwo24;
  return 0x3F800000u;
}

/// A MUFU core (ex2, lg2, sin, cos): the model function \p F on an input
/// whose subnormals read as zero, subnormal results flushed.
template <typename Fn> uint32_t mufu(uint32_t A, Fn &&F) { return unary32(A, true, F); }

/// MUFU.SIN / MUFU.COS take the angle in revolutions: ptxas (sm_75 to
/// sm_120) emits FMUL.RZ a, 0x3E22F983 (1/(2 pi) in f32) before them; the
/// FMUL does not flush, the MUFU reads a subnormal as zero. Without the
/// measured table, sin / cos of 2 pi r exactly reduced stand in.
uint32_t mufuSinCos(uint32_t A, bool Cos) {
  uint32_t R = ftz32(mul32(A, 0x3E22F983u, Rnd::RZ, false, false));
  if (std::optional<uint32_t> V = detail::mufuSinCos(R, Cos))
    return *V;
  if (isNaN32(R) || (R & 0x7FFFFFFFu) == 0x7F800000u)
    return kNaN32;
  if ((R & 0x7FFFFFFFu) == 0)
    return Cos ? 0x3F800000u : R;
  double F = double(asF32(R));
  F -= std::nearbyint(F);   // exact, in [-0.5, 0.5]
  double G = std::fabs(F);
  double V;
  if (Cos)
    V = std::sin(2 * M_PI * (0.25 - G)); // cos(2 pi g) = sin(2 pi (1/4 - g))
  else
    V = std::copysign(std::sin(2 * M_PI * (G > 0.25 ? 0.5 - G : G)), F);
  return fromDouble32(V, true);
}

/// MUFU.TANH (ptxas emits it alone): the measured table, else RN of tanh.
uint32_t mufuTanh(uint32_t A) {
  if (std::optional<uint32_t> V = detail::mufuTanh(A))
    return *V;
  return unary32(A, false, [](double X) { return std::tanh(X); });
}

} // namespace

uint32_t rcp32Approx(uint32_t A, bool Ftz) {
  if (Ftz)
    return mufuRcp(A);
  // ptxas (sm_75 to sm_120): s = 0.25 / 2^24 / 1 (rcpScale), FMUL a, s;
  // MUFU.RCP; FMUL by s again: a huge a gives a subnormal result rounded
  // twice, a subnormal a a normal or infinite one.
  uint32_t S = rcpScale(A, true);
  return mul32(mufuRcp(mul32(A, S, Rnd::RN, false, false)), S, Rnd::RN, false, false);
}

uint32_t div32Full(uint32_t A, uint32_t B, bool Ftz) {
  // ptxas (sm_75 to sm_120): s = rcpScale(b) (without .ftz also 2^24 for a
  // subnormal b), a' = a*s, b' = b*s, then MUFU.RCP b' and one FMUL.
  uint32_t S = rcpScale(B, !Ftz);
  uint32_t A2 = mul32(A, S, Rnd::RN, Ftz, false);
  uint32_t B2 = mul32(B, S, Rnd::RN, Ftz, false);
  return mul32(A2, mufuRcp(B2), Rnd::RN, Ftz, false);
}

uint32_t sqrt32Approx(uint32_t A, bool Ftz) {
  // The measured MUFU.SQRT (MufuTables.cpp). Without .ftz ptxas scales a
  // subnormal input by 2^24 and the result by 2^-12, both exact.
  if (Ftz || isNaN32(A) || !belowNormal32(A) || (A & 0x7FFFFFFFu) == 0)
    return detail::mufuSqrt(Ftz ? ftz32(A) : A);
  uint32_t R = detail::mufuSqrt(mul32(A, kTwo24, Rnd::RN, false, false));
  return mul32(R, 0x39800000u, Rnd::RN, false, false); // * 2^-12
}

uint32_t rsqrt32Approx(uint32_t A, bool Ftz) {
  // The measured MUFU.RSQ (MufuTables.cpp). Without .ftz ptxas scales a
  // subnormal input by 2^24 and the result by 2^12, both exact.
  if (Ftz || isNaN32(A) || !belowNormal32(A) || (A & 0x7FFFFFFFu) == 0)
    return mufuRsqrt(Ftz ? ftz32(A) : A);
  uint32_t R = mufuRsqrt(mul32(A, kTwo24, Rnd::RN, false, false));
  return mul32(R, 0x45800000u, Rnd::RN, false, false); // * 2^12
}

uint32_t div32Approx(uint32_t A, uint32_t B, bool Ftz) {
  // PTX ISA 9.7.3.8: d = a * (1/b); for 2^126 < |b| < 2^128 the reciprocal
  // is flushed, giving a signed zero (NaN for infinite a). Without .ftz,
  // ptxas (13.0, sm_90) guards a subnormal (or zero) b: FSETP.GEU |b|,
  // 2^-126, then @!P FMUL b, 2^24 and @!P FMUL a, 2^24 before MUFU.RCP and
  // the final FMUL. libdevice's fmodf/remainderf/remquof divide subnormals
  // this way and rely on it (unscaled, 1/b overflowed and they returned inf).
  if (!Ftz && belowNormal32(B)) {
    A = mul32(A, 0x4B800000u, Rnd::RN, false, false);
    B = mul32(B, 0x4B800000u, Rnd::RN, false, false);
  }
  uint32_t R = Ftz ? ftz32(rcp32Approx(B, Ftz)) : mufuRcp(B);
  return mul32(A, R, Rnd::RN, Ftz, false);
}

// sin/cos: the same code with or without .ftz (the FMUL does not flush; the
// MUFU reads a subnormal as zero, as the spec's table has it).
uint32_t sin32Approx(uint32_t A, bool) { return mufuSinCos(A, false); }

uint32_t cos32Approx(uint32_t A, bool) { return mufuSinCos(A, true); }

uint32_t lg232Approx(uint32_t A, bool Ftz) {
  // The measured MUFU.LG2, else RN of log2.
  auto Lg2 = [](uint32_t X) {
    if (std::optional<uint32_t> V = detail::mufuLg2(X))
      return *V;
    return mufu(X, [](double D) { return D == 0 ? -HUGE_VAL : std::log2(D); });
  };
  if (Ftz || !belowNormal32(A))
    return Lg2(A);
  // ptxas: @!P FMUL a, 2^24; MUFU.LG2; @!P FADD r, -24 (a second rounding).
  uint32_t R = Lg2(mul32(A, kTwo24, Rnd::RN, false, false));
  return add32(R, 0xC1C00000u, Rnd::RN, false, false);
}

uint32_t ex232Approx(uint32_t A, bool Ftz) {
  // The measured MUFU.EX2 (MufuTables.cpp). ptxas without .ftz: FSETP.GEU
  // a, -126; @!P FMUL a, 0.5; MUFU.EX2; @!P FMUL r, r, r: a subnormal
  // result is the rounded square of 2^(a/2).
  if (Ftz || isNaN32(A) || !(A >> 31) || (A & 0x7FFFFFFFu) <= 0x42FC0000u)
    return mufuEx2(A);
  uint32_t H = mufuEx2(mul32(A, 0x3F000000u, Rnd::RN, false, false));
  return mul32(H, H, Rnd::RN, false, false);
}

uint32_t tanh32Approx(uint32_t A, bool Ftz) { return mufuTanh(Ftz ? ftz32(A) : A); }

uint64_t rcp64ApproxFtz(uint64_t A) {
  // PTX ISA 9.7.3.14; ptxas emits MUFU.RCP64H alone (the lower word 0).
  uint64_t Hi = A & 0xFFFFFFFF00000000ull;
  uint64_t Sign = A & 0x8000000000000000ull;
  if (isNaN64(Hi)) // the low word is ignored, also for NaN (H200)
    return 0x7FFFFFFF00000000ull;
  if (isInf64(Hi))
    return Sign;
  if ((Hi & 0x7FF0000000000000ull) == 0) // zero or subnormal
    return Sign | 0x7FF0000000000000ull;
  return uint64_t(detail::mufuRcp64H(uint32_t(Hi >> 32))) << 32;
}

uint64_t rsqrt64ApproxFtz(uint64_t A) {
  // PTX ISA 9.7.3.17; ptxas emits MUFU.RSQ64H alone (the lower word 0).
  uint64_t Hi = A & 0xFFFFFFFF00000000ull;
  bool S = A >> 63;
  uint64_t Sign = uint64_t(S) << 63;
  if (isNaN64(Hi)) // the low word is ignored, also for NaN (H200)
    return 0x7FFFFFFF00000000ull;
  if ((Hi & 0x7FF0000000000000ull) == 0) // +-0, +-subnormal -> +-Inf
    return Sign | 0x7FF0000000000000ull;
  if (S)
    return 0x7FFFFFFF00000000ull; // negative (incl. -Inf)
  if (isInf64(Hi))
    return 0;
  return uint64_t(detail::mufuRsq64H(uint32_t(Hi >> 32))) << 32;
}

namespace {
/// ptxas's refinement after MUFU.RSQ64H (13.0, sm_90): y0 = RSQ64H(x),
/// e = 1 - x*y0^2, y = y0 + (y0*e) * (0.5 + 0.375*e), each step one f64
/// DMUL or DFMA rounded to nearest.
uint64_t rsqrtRefined(uint64_t X) {
  uint64_t Y0 = uint64_t(detail::mufuRsq64H(uint32_t(X >> 32))) << 32;
  uint64_t E = fma64(X, neg64(mul64(Y0, Y0)), 0x3FF0000000000000ull);
  uint64_t C = fma64(E, 0x3FD8000000000000ull, 0x3FE0000000000000ull);
  return fma64(C, mul64(Y0, E), Y0);
}
} // namespace

uint64_t rsqrt64Approx(uint64_t A) {
  // PTX ISA 9.7.3.17. ptxas (13.0, sm_90): positive normal x take the
  // refinement inline; the rest a subroutine: +-0 -> +-Inf, NaN -> x + x,
  // negative -> 0xFFF8000000000000, +Inf -> 0, and a subnormal is scaled
  // by 2^54 (DMUL), refined, and the result scaled by 2^27 (DMUL).
  uint32_t Hi = uint32_t(A >> 32);
  if (Hi - 0x00100000u < 0x7FE00000u)
    return rsqrtRefined(A);
  if ((A & 0x7FFFFFFFFFFFFFFFull) == 0)
    return (A & 0x8000000000000000ull) | 0x7FF0000000000000ull;
  if (isNaN64(A))
    return add64(A, A);
  if (A >> 63)
    return kNaN64;
  if (isInf64(A))
    return 0;
  uint64_t R = rsqrtRefined(mul64(A, 0x4350000000000000ull)); // * 2^54
  return mul64(R, 0x41A0000000000000ull);                      // * 2^27
}

uint16_t ex2HApprox(Fmt F, uint16_t A, bool Ftz) {
  if (Ftz)
    A = ftzH(F, A);
  if (isNaNH(F, A))
    return 0x7FFF;
  // Measured on an H200 over every f16 and bf16 input (docs/executor-float.md):
  // the f32 MUFU.EX2 result of the exactly widened input, truncated to the
  // half format; f16 results from 2^16 up are infinite.
  uint32_t Y = mufuEx2(F == Fmt::BF16 ? bf16ToF32(A) : f16ToF32(A));
  if (F == Fmt::F16 && asF32(Y) >= 65536.0f)
    return 0x7C00;
  CvtOpts O;
  O.R = Rnd::RZ;
  uint16_t R = uint16_t(cvtF2F(F, Fmt::F32, Y, O));
  return Ftz ? ftzH(F, R) : R;
}

uint16_t tanhHApprox(Fmt F, uint16_t A) {
  if (isNaNH(F, A))
    return 0x7FFF;
  // MUFU.TANH.F16 / .BF16: on an H200, for every input, the f32 MUFU.TANH
  // result of the exactly widened input truncated to the half format.
  uint32_t Y = mufuTanh(F == Fmt::BF16 ? bf16ToF32(A) : f16ToF32(A));
  CvtOpts O;
  O.R = Rnd::RZ;
  return uint16_t(cvtF2F(F, Fmt::F32, Y, O));
}

uint32_t ex2H2Approx(Fmt F, uint32_t A, bool Ftz) {
  return uint32_t(ex2HApprox(F, uint16_t(A), Ftz)) |
         (uint32_t(ex2HApprox(F, uint16_t(A >> 16), Ftz)) << 16);
}

uint32_t tanhH2Approx(Fmt F, uint32_t A) {
  return uint32_t(tanhHApprox(F, uint16_t(A))) |
         (uint32_t(tanhHApprox(F, uint16_t(A >> 16))) << 16);
}

} // namespace ptx::exec::fp
