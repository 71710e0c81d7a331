//===- SoftFloatApproxTest.cpp - .approx models: specials and error bounds ===//
//
// The .approx functions are models, not bit-exact hardware (see
// docs/executor-float.md). These tests pin the special-case results the PTX
// ISA lists (9.7.3.13-22, 9.7.4.9/10) and check the models stay within the
// spec's error bounds of the exact function.
//
//===----------------------------------------------------------------------===//
#include "lib/exec/softfloat/SoftFloat.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

using namespace ptx::exec::fp;

namespace {
uint32_t f(float X) { return bitsF32(X); }
float v(uint32_t B) { return asF32(B); }
} // namespace

TEST(SoftFloatApprox, SpecialValues) {
  // rcp.approx: 1/+-0 = +-inf, 1/+-inf = +-0, NaN -> NaN.
  EXPECT_EQ(rcp32Approx(0x00000000u), 0x7F800000u);
  EXPECT_EQ(rcp32Approx(0x80000000u), 0xFF800000u);
  EXPECT_EQ(rcp32Approx(0xFF800000u), 0x80000000u);
  EXPECT_EQ(rcp32Approx(0x7FC00001u), kNaN32);
  // ftz: subnormal input is a zero.
  EXPECT_EQ(rcp32Approx(0x80000001u, true), 0xFF800000u);
  // sqrt.approx: -0 -> -0, negative -> NaN.
  EXPECT_EQ(sqrt32Approx(0x80000000u), 0x80000000u);
  EXPECT_EQ(sqrt32Approx(0xBF800000u), kNaN32);
  EXPECT_EQ(sqrt32Approx(f(4.0f)), f(2.0f));
  // rsqrt.approx: +-0 -> +-inf, +inf -> +0, negative -> NaN.
  EXPECT_EQ(rsqrt32Approx(0x00000000u), 0x7F800000u);
  EXPECT_EQ(rsqrt32Approx(0x80000000u), 0xFF800000u);
  EXPECT_EQ(rsqrt32Approx(0x7F800000u), 0x00000000u);
  EXPECT_EQ(rsqrt32Approx(0xBF800000u), kNaN32);
  EXPECT_EQ(rsqrt32Approx(f(4.0f)), f(0.5f));
  // lg2: +-0 -> -inf, negative -> NaN, +inf -> +inf, 1 -> 0.
  EXPECT_EQ(lg232Approx(0x00000000u), 0xFF800000u);
  EXPECT_EQ(lg232Approx(0x80000000u), 0xFF800000u);
  EXPECT_EQ(lg232Approx(0xBF800000u), kNaN32);
  EXPECT_EQ(lg232Approx(0x7F800000u), 0x7F800000u);
  EXPECT_EQ(lg232Approx(f(1.0f)), 0u);
  EXPECT_EQ(lg232Approx(f(8.0f)), f(3.0f));
  // ex2: -inf -> +0, +inf -> +inf, integers exact.
  EXPECT_EQ(ex232Approx(0xFF800000u), 0u);
  EXPECT_EQ(ex232Approx(0x7F800000u), 0x7F800000u);
  EXPECT_EQ(ex232Approx(f(3.0f)), f(8.0f));
  EXPECT_EQ(ex232Approx(f(-130.0f), true), 0u); // subnormal result flushed
  // sin/cos of a subnormal: the MUFU reads it as zero (PTX ISA 9.7.3.18/19
  // tables), with or without .ftz.
  EXPECT_EQ(sin32Approx(0x80000001u), 0x80000000u);
  EXPECT_EQ(sin32Approx(0x00400000u), 0u);
  EXPECT_EQ(cos32Approx(0x807FFFFFu), f(1.0f));
  // The angle is first rounded to revolutions toward zero: 100 * 0x3E22F983
  // = 15.9154936671... rounds (RZ) to 15.91549301147461, so sin(100) reads
  // sin(2 pi (0.91549301147461 - 1)) = -0.5063727 (within MUFU.SIN's
  // absolute error, 2^-22.3 on the H200), not sin(100) = -0.5063656.
  double Sin100 = double(asF32(sin32Approx(f(100.0f))));
  EXPECT_NEAR(Sin100, std::sin(2 * M_PI * (0.9154930114746094 - 1.0)), 0x1p-22);
  EXPECT_GT(std::fabs(Sin100 - std::sin(100.0)), 0x1p-18);
  // MUFU.SIN reads r as fixed point with 25 fraction bits (|r| truncated),
  // so a whole number of revolutions gives +-0 (cos: 1).
  EXPECT_EQ(sin32Approx(f(0x1p30f)), 0u);
  EXPECT_EQ(cos32Approx(f(0x1p30f)), f(1.0f));
  EXPECT_EQ(sin32Approx(f(-0x1p30f)), 0x80000000u);
  // sin(-x) = -sin(x), cos(-x) = cos(x).
  EXPECT_EQ(sin32Approx(f(-1.25f)), sin32Approx(f(1.25f)) ^ 0x80000000u);
  EXPECT_EQ(cos32Approx(f(-1.25f)), cos32Approx(f(1.25f)));
  // tanh: x itself below 2^-8 (subnormals too), +-1 from 16 up, NaN
  // canonical; the half forms truncate the f32 result.
  EXPECT_EQ(tanh32Approx(0x3B7FFFFFu), 0x3B7FFFFFu);
  EXPECT_EQ(tanh32Approx(0x80000001u), 0x80000001u);
  EXPECT_EQ(tanh32Approx(f(16.0f)), f(1.0f));
  EXPECT_EQ(tanh32Approx(f(-20.0f)), f(-1.0f));
  EXPECT_EQ(tanh32Approx(0x7F800001u), kNaN32);
  EXPECT_NEAR(double(asF32(tanh32Approx(f(0.5f)))), std::tanh(0.5), 0x1p-11 * std::tanh(0.5));
  EXPECT_EQ(tanhHApprox(Fmt::F16, 0x3800), uint16_t(tanh32Approx(f(0.5f)) >> 13 & 0x3FF) | 0x3400);
  EXPECT_EQ(tanhHApprox(Fmt::BF16, 0x3F00), uint16_t(tanh32Approx(f(0.5f)) >> 16));
  // rsqrt.approx.f64 refines MUFU.RSQ64H once (ptxas's DFMA sequence) and
  // scales a subnormal by 2^54 first: 4 -> 0.5, 2^-1074 -> 2^537.
  EXPECT_EQ(rsqrt64Approx(0x4010000000000000ull), 0x3FE0000000000000ull);
  EXPECT_EQ(rsqrt64Approx(0x0000000000000001ull), 0x6180000000000000ull);
  EXPECT_EQ(rsqrt64Approx(0x7FF0000000000001ull), 0x7FF8000000000001ull);
  // MUFU.LG2 (H200): lg2(1 + 2^-23) is 19195 * 2^-36 (0x3495F600), not the
  // rounded 0x3438AA3B; at other exponents e + that, rounded toward zero:
  // lg2(2 + 2^-22) = RZ(1 + 2.79e-7) = 1 + 2^-22.
  EXPECT_EQ(lg232Approx(0x3F800001u, true), 0x3495F600u);
  EXPECT_EQ(lg232Approx(0x40000001u, true), 0x3F800002u);
  // lg2 of a subnormal without .ftz: lg2(a * 2^24) - 24, rounded twice;
  // with .ftz: -inf. ex2 below -126 without .ftz: the square of 2^(a/2).
  EXPECT_EQ(lg232Approx(0x00000001u), f(-149.0f));
  EXPECT_EQ(lg232Approx(0x00000001u, true), 0xFF800000u);
  EXPECT_EQ(ex232Approx(f(-149.0f)), 1u);
  EXPECT_EQ(ex232Approx(f(-130.0f)), 0x00080000u);
  // rcp.approx of a huge value: 1/(a/4) / 4, a subnormal result.
  EXPECT_EQ(rcp32Approx(f(0x1p127f)), 0x00400000u);
  EXPECT_EQ(rcp32Approx(f(0x1p127f), true), 0u);
  // div.full: a*s * rcp(b*s), s = 0.25 for |b| > 2^126, 2^24 below 2^-126.
  EXPECT_EQ(div32Full(f(1.0f), f(0x1p127f)), 0x00400000u);
  EXPECT_EQ(div32Full(f(0x1p-140f), f(0x1p-140f)), f(1.0f));
  EXPECT_EQ(div32Full(f(0x1p-140f), f(0x1p-140f), true), kNaN32);
  // sin/cos: +-inf -> NaN, sin(-0) = -0.
  EXPECT_EQ(sin32Approx(0x7F800000u), kNaN32);
  EXPECT_EQ(cos32Approx(0xFF800000u), kNaN32);
  EXPECT_EQ(sin32Approx(0x80000000u), 0x80000000u);
  EXPECT_EQ(cos32Approx(0x00000000u), f(1.0f));
  // tanh: +-inf -> +-1, -0 -> -0.
  EXPECT_EQ(tanh32Approx(0x7F800000u), f(1.0f));
  EXPECT_EQ(tanh32Approx(0xFF800000u), f(-1.0f));
  EXPECT_EQ(tanh32Approx(0x80000000u), 0x80000000u);
  // div.approx: |b| in (2^126, 2^128) gives a signed zero, NaN if a is inf.
  EXPECT_EQ(div32Approx(f(1.0f), f(0x1.8p126f)), 0u);
  EXPECT_EQ(div32Approx(f(-1.0f), f(0x1.8p126f)), 0x80000000u);
  EXPECT_EQ(div32Approx(0x7F800000u, f(0x1.8p126f)), kNaN32);
  EXPECT_EQ(div32Approx(f(6.0f), f(2.0f)), f(3.0f));
  // Without .ftz a subnormal b scales both operands by 2^24 first (ptxas's
  // FSETP.GEU |b|, 2^-126 guard), so 3*2^-140 / 2^-140 is 3, not inf; with
  // .ftz both flush: 0 * (1/0) = NaN.
  EXPECT_EQ(div32Approx(f(0x3p-140f), f(0x1p-140f)), f(3.0f));
  EXPECT_EQ(div32Approx(f(-0x1.8p-127f), f(0x1p-130f)), f(-12.0f));
  EXPECT_EQ(div32Approx(f(0x3p-140f), f(0x1p-140f), true), kNaN32);
  EXPECT_EQ(div32Approx(f(1.0f), f(0x1p-140f), true), 0x7F800000u);
  EXPECT_EQ(div32Full(f(6.0f), f(3.0f)), f(2.0f));
  // rcp.approx.ftz.f64 (9.7.3.14 table): low word zero, NaN ->
  // 0x7FFFFFFF00000000, subnormal -> inf, inf -> 0.
  EXPECT_EQ(rcp64ApproxFtz(0x4000000000000000ull), 0x3FE0000000000000ull);
  EXPECT_EQ(rcp64ApproxFtz(0x7FF8000000000001ull), 0x7FFFFFFF00000000ull);
  EXPECT_EQ(rcp64ApproxFtz(0x8000000000000001ull), 0xFFF0000000000000ull);
  EXPECT_EQ(rcp64ApproxFtz(0x0000000000000000ull), 0x7FF0000000000000ull);
  EXPECT_EQ(rcp64ApproxFtz(0xFFF0000000000000ull), 0x8000000000000000ull);
  EXPECT_EQ(rcp64ApproxFtz(0x4008000000000000ull) & 0xFFFFFFFFull, 0u);
  // rsqrt.approx.ftz.f64 (9.7.3.17 table): -inf -> NaN, -0/-subnormal ->
  // -inf, +inf -> +0.
  EXPECT_EQ(rsqrt64ApproxFtz(0xFFF0000000000000ull), 0x7FFFFFFF00000000ull);
  EXPECT_EQ(rsqrt64ApproxFtz(0x8000000000000001ull), 0xFFF0000000000000ull);
  EXPECT_EQ(rsqrt64ApproxFtz(0x8000000000000000ull), 0xFFF0000000000000ull);
  EXPECT_EQ(rsqrt64ApproxFtz(0x7FF0000000000000ull), 0u);
  EXPECT_EQ(rsqrt64ApproxFtz(0x4010000000000000ull), 0x3FE0000000000000ull);
  EXPECT_EQ(rsqrt64Approx(0x4010000000000000ull), 0x3FE0000000000000ull);
  EXPECT_EQ(rsqrt64Approx(0x8000000000000000ull), 0xFFF0000000000000ull);
  // Half-precision ex2/tanh.
  EXPECT_EQ(ex2HApprox(Fmt::F16, 0x4000), 0x4400u); // 2^2 = 4
  EXPECT_EQ(ex2HApprox(Fmt::BF16, 0x4000), 0x4080u);
  EXPECT_EQ(ex2HApprox(Fmt::F16, 0xFC00), 0u);
  EXPECT_EQ(tanhHApprox(Fmt::F16, 0x7C00), 0x3C00u);
  EXPECT_EQ(tanhHApprox(Fmt::BF16, 0x8000), 0x8000u);
  EXPECT_EQ(ex2H2Approx(Fmt::F16, 0x40003C00u), 0x44004000u);
}

TEST(SoftFloatApprox, ErrorBoundsOnRandomInputs) {
  std::mt19937 G(17);
  std::uniform_real_distribution<float> Ang(-100.0f * 3.14159265f,
                                            100.0f * 3.14159265f);
  for (int I = 0; I < 5000; ++I) {
    float X = Ang(G);
    // sin/cos.approx: the hardware first rounds x / (2 pi) to f32 toward
    // zero (ptxas's FMUL.RZ by 0x3E22F983), so the error grows with |x|:
    // PTX ISA 9.0 only bounds it in the first quadrant (2^-20.9), CUDA's
    // __sinf/__cosf in [-pi, pi] (2^-21.41) and says "larger otherwise".
    // Here: that rounding (and 1/(2 pi)'s own) bounded by |x| 2^-22, plus 2^-21.
    double Bound = std::ldexp(1.0, -21) + std::fabs(double(X)) * std::ldexp(1.0, -22);
    EXPECT_LE(std::fabs(double(v(sin32Approx(f(X)))) - std::sin(double(X))), Bound);
    EXPECT_LE(std::fabs(double(v(cos32Approx(f(X)))) - std::cos(double(X))), Bound);
    float Y = X / 100.0f;
    EXPECT_LE(std::fabs(double(v(sin32Approx(f(Y)))) - std::sin(double(Y))),
              std::ldexp(1.0, -21.41));
    EXPECT_LE(std::fabs(double(v(cos32Approx(f(Y)))) - std::cos(double(Y))),
              std::ldexp(1.0, -21.41));
    float P = std::fabs(X) + 1e-3f;
    // lg2/ex2/rcp/rsqrt: within 2 ulp of the exact result.
    double L = std::log2(double(P));
    EXPECT_LE(std::fabs(double(v(lg232Approx(f(P)))) - L),
              std::ldexp(1.0, -22) + 2 * std::fabs(L) * std::ldexp(1.0, -23));
    double R = 1.0 / double(P);
    EXPECT_LE(std::fabs(double(v(rcp32Approx(f(P)))) - R),
              R * std::ldexp(1.0, -23));
    double Q = 1.0 / std::sqrt(double(P));
    EXPECT_LE(std::fabs(double(v(rsqrt32Approx(f(P)))) - Q),
              Q * std::ldexp(1.0, -22));
    float E = X / 8.0f;
    double Ex = std::exp2(double(E));
    EXPECT_LE(std::fabs(double(v(ex232Approx(f(E)))) - Ex),
              Ex * std::ldexp(1.0, -22));
  }
}
