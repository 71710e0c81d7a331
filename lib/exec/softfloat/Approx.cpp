//===- Approx.cpp - models of PTX .approx instructions --------------------===//
//
// rcp/sqrt/rsqrt/div .approx, sin, cos, lg2, ex2, tanh (PTX ISA 9.7.3.8-22)
// and the half-precision ex2/tanh (9.7.4.9/10). NVIDIA does not publish the
// hardware algorithms (MUFU tables), so these are models: the exact function
// rounded to nearest (via the host's double-precision libm, then one
// rounding with our own soft-float), with the special-case results (zeros,
// infinities, NaN, ftz) that the spec lists. rcp.approx.ftz.f64 and
// rsqrt.approx.ftz.f64 follow the documented 1.11.20 truncation recipe.
// docs/executor-float.md gives the spec's error bounds.
//
//===----------------------------------------------------------------------===//
#include "lib/exec/softfloat/Internal.h"

#include <cmath>

namespace ptx::exec::fp {

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

/// The MUFU.RCP core: the correctly rounded reciprocal (the model) of an
/// input whose subnormals read as zero, with subnormal results flushed.
uint32_t mufuRcp(uint32_t A) { return ftz32(rcp32(ftz32(A), Rnd::RN, false)); }

/// |A| < 2^-126 and not NaN: the FSETP.GEU |A|, 2^-126 test with which
/// ptxas guards the subnormal pre-scaling of the non-.ftz forms.
bool belowNormal32(uint32_t A) { return (A & 0x7FFFFFFFu) < 0x00800000u; }

} // namespace

uint32_t rcp32Approx(uint32_t A, bool Ftz) { return rcp32(A, Rnd::RN, Ftz); }

uint32_t sqrt32Approx(uint32_t A, bool Ftz) {
  return sqrt32(A, Rnd::RN, Ftz);
}

uint32_t rsqrt32Approx(uint32_t A, bool Ftz) {
  return unary32(A, Ftz, [](double X) {
    if (X == 0)
      return std::signbit(X) ? -HUGE_VAL : HUGE_VAL;
    return 1.0 / std::sqrt(X);
  });
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

uint32_t sin32Approx(uint32_t A, bool Ftz) {
  return unary32(A, Ftz, [](double X) { return std::sin(X); });
}

uint32_t cos32Approx(uint32_t A, bool Ftz) {
  return unary32(A, Ftz, [](double X) { return std::cos(X); });
}

uint32_t lg232Approx(uint32_t A, bool Ftz) {
  return unary32(A, Ftz, [](double X) {
    if (X == 0)
      return -HUGE_VAL; // lg2(+-0) = -Inf
    return std::log2(X);
  });
}

uint32_t ex232Approx(uint32_t A, bool Ftz) {
  return unary32(A, Ftz, [](double X) { return std::exp2(X); });
}

uint32_t tanh32Approx(uint32_t A, bool Ftz) {
  return unary32(A, Ftz, [](double X) { return std::tanh(X); });
}

uint64_t rcp64ApproxFtz(uint64_t A) {
  // PTX ISA 9.7.3.14.
  uint64_t Hi = A & 0xFFFFFFFF00000000ull;
  bool S = A >> 63;
  uint64_t Sign = uint64_t(S) << 63;
  if (isNaN64(Hi) || isNaN64(A))
    return 0x7FFFFFFF00000000ull;
  if (isInf64(Hi))
    return Sign;
  if ((Hi & 0x7FF0000000000000ull) == 0) // zero or subnormal
    return Sign | 0x7FF0000000000000ull;
  double R = 1.0 / asF64(Hi);
  uint64_t RB = bitsF64(R) & 0xFFFFFFFF00000000ull;
  if ((RB & 0x7FF0000000000000ull) == 0)
    RB &= 0x8000000000000000ull; // subnormal result flushed
  return RB;
}

uint64_t rsqrt64ApproxFtz(uint64_t A) {
  // PTX ISA 9.7.3.17.
  uint64_t Hi = A & 0xFFFFFFFF00000000ull;
  bool S = A >> 63;
  uint64_t Sign = uint64_t(S) << 63;
  if (isNaN64(Hi) || isNaN64(A))
    return 0x7FFFFFFF00000000ull;
  if ((Hi & 0x7FF0000000000000ull) == 0) // +-0, +-subnormal -> +-Inf
    return Sign | 0x7FF0000000000000ull;
  if (S)
    return 0x7FFFFFFF00000000ull; // negative (incl. -Inf)
  if (isInf64(Hi))
    return 0;
  double R = 1.0 / std::sqrt(asF64(Hi));
  return bitsF64(R) & 0xFFFFFFFF00000000ull;
}

uint64_t rsqrt64Approx(uint64_t A) {
  if (isNaN64(A))
    return A | 0x0008000000000000ull;
  if ((A & 0x7FFFFFFFFFFFFFFFull) == 0)
    return (A & 0x8000000000000000ull) | 0x7FF0000000000000ull;
  if (A >> 63)
    return kNaN64;
  if (isInf64(A))
    return 0;
  long double X = (long double)asF64(A);
  long double R = 1.0L / std::sqrt(X);
  return bitsF64(double(R));
}

uint16_t ex2HApprox(Fmt F, uint16_t A, bool Ftz) {
  if (Ftz)
    A = ftzH(F, A);
  if (isNaNH(F, A))
    return 0x7FFF;
  double X = asF64(toF64(F, A));
  uint16_t R = uint16_t(fromF64(F, bitsF64(std::exp2(X))));
  return Ftz ? ftzH(F, R) : R;
}

uint16_t tanhHApprox(Fmt F, uint16_t A) {
  if (isNaNH(F, A))
    return 0x7FFF;
  double X = asF64(toF64(F, A));
  return uint16_t(fromF64(F, bitsF64(std::tanh(X))));
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
