//===- SoftFloatConvertTest.cpp - cvt semantics vs independent reference --===//
//
// Exhaustive f16/bf16 decode, round trip and narrowing; every alternate
// format (e4m3, e5m2, e2m3, e3m2, e2m1, ue8m0) in every rounding mode with
// satfinite/relu around every representable value and midpoint; f64->f32;
// float->int, int->float, integer rounding; the packed x2/x4 layouts
// (PTX ISA 9.7.9.21).
//
//===----------------------------------------------------------------------===//
#include "lib/exec/softfloat/SoftFloat.h"
#include "test/unit/exec/RefFloat.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

using namespace ptx::exec::fp;

namespace {

ref::Mode toMode(Rnd R) {
  switch (R) {
  case Rnd::RN:
    return ref::Mode::RN;
  case Rnd::RZ:
    return ref::Mode::RZ;
  case Rnd::RM:
    return ref::Mode::RM;
  case Rnd::RP:
    return ref::Mode::RP;
  default:
    return ref::Mode::RNA;
  }
}

const Rnd AllModes[] = {Rnd::RN, Rnd::RZ, Rnd::RM, Rnd::RP, Rnd::RNA};

int Failures = 0;
#define CHECK_EQ_HEX(Got, Want, Ctx)                                          \
  do {                                                                         \
    auto G_ = (Got);                                                           \
    auto W_ = (Want);                                                          \
    if (G_ != W_ && Failures++ < 20)                                           \
      ADD_FAILURE() << Ctx << std::hex << " got 0x" << uint64_t(G_)            \
                    << " want 0x" << uint64_t(W_);                             \
    else if (G_ != W_)                                                         \
      ADD_FAILURE();                                                           \
  } while (0)

/// Reference conversion of a non-NaN value of spec \p SS to spec \p DS.
uint64_t refCvt(const ref::Spec &DS, uint64_t DNaN, const ref::Spec &SS,
                uint64_t X, Rnd R, bool SatFinite) {
  bool Neg = (X & ref::signBit(SS)) != 0;
  if (ref::isNaN(SS, X)) {
    // An H200: to and from f64 the sign and the leading payload bits stay
    // (quieted); bf16 -> f32 keeps the bits; otherwise the canonical NaN.
    uint64_t Man = X & ((uint64_t(1) << SS.MBits) - 1);
    bool Half = SS.Bits == 16;
    if (DS.Bits == 64 && (SS.Bits == 32 || Half || SS.Bits == 64))
      return (uint64_t(Neg) << 63) | 0x7FF8000000000000ull | (Man << (52 - SS.MBits));
    if (SS.Bits == 64 && (DS.Bits == 32 || DS.Bits == 16))
      return (uint64_t(Neg) << (DS.Bits - 1)) | (ref::maxK(DS) + 1) |
             (uint64_t(1) << (DS.MBits - 1)) | (Man >> (52 - DS.MBits));
    if (DS.Bits == 32 && Half && SS.EBits == 8)
      return X << 16;
    return DNaN;
  }
  if (ref::isInf(SS, X)) {
    if (SatFinite || !DS.Inf) {
      if (SatFinite)
        return (Neg ? ref::signBit(DS) : 0) | ref::maxK(DS);
      return DS.NoNaN ? ((Neg ? ref::signBit(DS) : 0) | ref::maxK(DS)) : DNaN;
    }
    return (Neg ? ref::signBit(DS) : 0) | (ref::maxK(DS) + 1);
  }
  if (SS.Bits <= 32 && DS.Bits <= 32)
    return ref::roundSmall(DS, ref::decodeD(SS, X), toMode(R), DNaN,
                           SatFinite);
  if (SS.Bits <= 32 && DS.Bits == 64)
    return bitsF64(ref::decodeD(SS, X)); // exact widening
  ref::Big V = ref::bigOf(SS, X);
  return ref::roundBig(DS, V, toMode(R), Neg, DNaN, SatFinite);
}

/// f32 bits of an exact dyadic value m*2^e (must be representable).
uint32_t f32Of(const ref::Val &V, bool Neg) {
  double D = std::ldexp(double(uint64_t(V.M)), V.E);
  float F = float(D);
  uint32_t B = bitsF32(F);
  return Neg ? (B | 0x80000000u) : B;
}

} // namespace

TEST(SoftFloatCvt, HalfDecodeExhaustive) {
  for (Fmt F : {Fmt::F16, Fmt::BF16}) {
    const ref::Spec &S = F == Fmt::F16 ? ref::F16 : ref::BF16;
    for (uint32_t X = 0; X < 65536; ++X) {
      uint32_t Want32 =
          uint32_t(refCvt(ref::F32, kNaN32, S, X, Rnd::RN, false));
      uint64_t Want64 = refCvt(ref::F64, kNaN64, S, X, Rnd::RN, false);
      uint32_t Fast = F == Fmt::F16 ? f16ToF32(uint16_t(X))
                                    : bf16ToF32(uint16_t(X));
      CHECK_EQ_HEX(Fast, Want32, "fast decode " << std::hex << X);
      CHECK_EQ_HEX(cvtF2F(Fmt::F32, F, X), Want32, "cvt f32 " << std::hex << X);
      CHECK_EQ_HEX(cvtF2F(Fmt::F64, F, X), Want64, "cvt f64 " << std::hex << X);
      CHECK_EQ_HEX(toF64(F, X), Want64, "toF64 " << std::hex << X);
      // Round trip through f32 and f64 in every mode: a NaN comes back
      // canonical through f32 and quieted through f64.
      bool N = ref::isNaN(S, X);
      uint16_t Back32 = N ? 0x7FFF : uint16_t(X);
      uint16_t Back64 = N ? uint16_t(X | (1u << (S.MBits - 1))) : uint16_t(X);
      for (Rnd R : AllModes) {
        CvtOpts O;
        O.R = R;
        CHECK_EQ_HEX(cvtF2F(F, Fmt::F32, Want32, O), Back32,
                     "round trip f32 " << std::hex << X);
        CHECK_EQ_HEX(cvtF2F(F, Fmt::F64, Want64, O), Back64,
                     "round trip f64 " << std::hex << X);
      }
      // f16 <-> bf16 cross conversions in every mode.
      Fmt Other = F == Fmt::F16 ? Fmt::BF16 : Fmt::F16;
      const ref::Spec &OS = F == Fmt::F16 ? ref::BF16 : ref::F16;
      for (Rnd R : AllModes) {
        CvtOpts O;
        O.R = R;
        CHECK_EQ_HEX(cvtF2F(Other, F, X, O), refCvt(OS, 0x7FFF, S, X, R, false),
                     "cross " << std::hex << X);
      }
    }
  }
}

TEST(SoftFloatCvt, NarrowFromF32AllModes) {
  struct Case {
    Fmt F;
    const ref::Spec *S;
  };
  const Case Cases[] = {{Fmt::F16, &ref::F16},   {Fmt::BF16, &ref::BF16},
                        {Fmt::E4M3, &ref::E4M3}, {Fmt::E5M2, &ref::E5M2},
                        {Fmt::E2M3, &ref::E2M3}, {Fmt::E3M2, &ref::E3M2},
                        {Fmt::E2M1, &ref::E2M1}};
  for (const Case &C : Cases) {
    const ref::Spec &S = *C.S;
    uint64_t NaNBits = canonicalNaN(C.F);
    // Inputs: every representable value, its neighbours, every midpoint and
    // its neighbours (all exact in f32), both signs, plus specials.
    std::vector<uint32_t> In = {0x7F800000u, 0x7FC00000u, 0x7F800001u,
                                0x7F7FFFFFu, 0x00000001u, 0x0DA24260u};
    for (uint64_t K = 0; K <= ref::maxK(S) + 1; ++K) {
      ref::Val V = ref::val(S, K);
      uint32_t B = f32Of(V, false);
      for (int D = -2; D <= 2; ++D)
        In.push_back(B + D);
      ref::Val W = ref::val(S, K + 1);
      int E = V.E < W.E ? V.E : W.E;
      ref::Val Mid{(V.M << (V.E - E)) + (W.M << (W.E - E)), E - 1};
      uint32_t MB = f32Of(Mid, false);
      for (int D = -1; D <= 1; ++D)
        In.push_back(MB + D);
    }
    size_t N = In.size();
    for (size_t I = 0; I < N; ++I)
      In.push_back(In[I] ^ 0x80000000u);
    for (uint32_t X : In)
      for (Rnd R : AllModes)
        for (int Fl = 0; Fl < 4; ++Fl) {
          CvtOpts O;
          O.R = R;
          O.SatFinite = Fl & 1;
          O.Relu = Fl & 2;
          uint64_t DNaN = S.NoNaN ? ref::maxK(S) : NaNBits; // +MAX_NORM
          uint64_t Want = refCvt(S, DNaN, ref::F32, X, R, O.SatFinite);
          if (O.Relu) {
            if (!ref::isNaN(S, Want) && (Want & ref::signBit(S)))
              Want = 0;
          }
          CHECK_EQ_HEX(cvtF2F(C.F, Fmt::F32, X, O), Want,
                       "fmt " << int(C.F) << " rnd " << int(R) << " fl " << Fl
                              << std::hex << " x 0x" << X);
        }
  }
}

TEST(SoftFloatCvt, AlternateDecodeExhaustive) {
  struct Case {
    Fmt F;
    const ref::Spec *S;
  };
  const Case Cases[] = {{Fmt::E4M3, &ref::E4M3}, {Fmt::E5M2, &ref::E5M2},
                        {Fmt::E2M3, &ref::E2M3}, {Fmt::E3M2, &ref::E3M2},
                        {Fmt::E2M1, &ref::E2M1}, {Fmt::UE8M0, &ref::UE8M0}};
  for (const Case &C : Cases)
    for (uint64_t X = 0; X < (uint64_t(1) << C.S->Bits); ++X) {
      uint32_t Want32 =
          uint32_t(refCvt(ref::F32, kNaN32, *C.S, X, Rnd::RN, false));
      CHECK_EQ_HEX(cvtF2F(Fmt::F32, C.F, X), Want32,
                   "decode fmt " << int(C.F) << std::hex << " x " << X);
      uint16_t WantH =
          uint16_t(refCvt(ref::F16, 0x7FFF, *C.S, X, Rnd::RN, false));
      if (C.F != Fmt::UE8M0)
        CHECK_EQ_HEX(cvtF2F(Fmt::F16, C.F, X), WantH,
                     "to f16 fmt " << int(C.F) << std::hex << " x " << X);
    }
  // Known encodings (PTX ISA 5.2.3): e4m3 max 448 = 0x7E, NaN 0x7F;
  // e5m2 max 57344 = 0x7B; e2m1 max 6 = 0x7; e2m3 7.5 = 0x1F; e3m2 28 =
  // 0x1F.
  EXPECT_EQ(cvtF2F(Fmt::F32, Fmt::E4M3, 0x7E), bitsF32(448.0f));
  EXPECT_EQ(cvtF2F(Fmt::F32, Fmt::E4M3, 0x7F), kNaN32);
  EXPECT_EQ(cvtF2F(Fmt::F32, Fmt::E5M2, 0x7B), bitsF32(57344.0f));
  EXPECT_EQ(cvtF2F(Fmt::F32, Fmt::E5M2, 0x7C), 0x7F800000u);
  EXPECT_EQ(cvtF2F(Fmt::F32, Fmt::E2M1, 0x7), bitsF32(6.0f));
  EXPECT_EQ(cvtF2F(Fmt::F32, Fmt::E2M1, 0xF), bitsF32(-6.0f));
  EXPECT_EQ(cvtF2F(Fmt::F32, Fmt::E2M3, 0x1F), bitsF32(7.5f));
  EXPECT_EQ(cvtF2F(Fmt::F32, Fmt::E3M2, 0x1F), bitsF32(28.0f));
  EXPECT_EQ(cvtF2F(Fmt::F32, Fmt::UE8M0, 0x7F), 0x3F800000u);
  EXPECT_EQ(cvtF2F(Fmt::F32, Fmt::UE8M0, 0x00), 0x00400000u); // 2^-127
  EXPECT_EQ(cvtF2F(Fmt::F32, Fmt::UE8M0, 0xFF), kNaN32);
}

TEST(SoftFloatCvt, SatFiniteAndNaNRules) {
  CvtOpts SF;
  SF.SatFinite = true;
  // e4m3: 464 is the tie between 448 and (non-existent) 480 -> even 448;
  // 470 -> NaN without satfinite, 448 with.
  CvtOpts RN;
  EXPECT_EQ(cvtF2F(Fmt::E4M3, Fmt::F32, bitsF32(464.0f), RN), 0x7Eu);
  EXPECT_EQ(cvtF2F(Fmt::E4M3, Fmt::F32, bitsF32(470.0f), RN), 0x7Fu);
  EXPECT_EQ(cvtF2F(Fmt::E4M3, Fmt::F32, bitsF32(470.0f), SF), 0x7Eu);
  EXPECT_EQ(cvtF2F(Fmt::E4M3, Fmt::F32, bitsF32(-1e9f), SF), 0xFEu);
  EXPECT_EQ(cvtF2F(Fmt::E4M3, Fmt::F32, 0xFF800000u, SF), 0xFEu);
  EXPECT_EQ(cvtF2F(Fmt::E4M3, Fmt::F32, 0x7FC00000u, SF), 0x7Fu);
  EXPECT_EQ(cvtF2F(Fmt::E5M2, Fmt::F32, 0x7F800000u, SF), 0x7Bu);
  EXPECT_EQ(cvtF2F(Fmt::E5M2, Fmt::F32, 0x7FC00000u, SF), 0x7Fu);
  // e2m1/e2m3/e3m2: NaN -> +MAX_NORM (spec).
  EXPECT_EQ(cvtF2F(Fmt::E2M1, Fmt::F32, 0xFFC00000u, SF), 0x7u);
  EXPECT_EQ(cvtF2F(Fmt::E2M3, Fmt::F32, 0xFFC00000u, SF), 0x1Fu);
  EXPECT_EQ(cvtF2F(Fmt::E3M2, Fmt::F32, 0x7FC00000u, SF), 0x1Fu);
  EXPECT_EQ(cvtF2F(Fmt::E2M1, Fmt::F32, bitsF32(-100.0f), SF), 0xFu);
  // f16 satfinite: inf -> 65504, NaN stays NaN.
  EXPECT_EQ(cvtF2F(Fmt::F16, Fmt::F32, 0x7F800000u, SF), 0x7BFFu);
  EXPECT_EQ(cvtF2F(Fmt::F16, Fmt::F32, 0xC7800000u, SF), 0xFBFFu); // -65536
  EXPECT_EQ(cvtF2F(Fmt::F16, Fmt::F32, 0x7FC00001u, SF), 0x7FFFu);
  EXPECT_EQ(cvtF2F(Fmt::F16, Fmt::F32, 0x7F800000u, RN), 0x7C00u);
  // relu: negative -> +0, NaN -> canonical NaN.
  CvtOpts Re;
  Re.Relu = true;
  EXPECT_EQ(cvtF2F(Fmt::BF16, Fmt::F32, 0xBF800000u, Re), 0u);
  EXPECT_EQ(cvtF2F(Fmt::BF16, Fmt::F32, 0xFFC00001u, Re), 0x7FFFu);
  // .sat on f16/f32/f64 destinations: [0,1], NaN -> +0.
  CvtOpts Sa;
  Sa.Sat = true;
  EXPECT_EQ(cvtF2F(Fmt::F16, Fmt::F32, 0x40000000u, Sa), 0x3C00u);
  EXPECT_EQ(cvtF2F(Fmt::F16, Fmt::F32, 0x7FC00000u, Sa), 0u);
  EXPECT_EQ(cvtF2F(Fmt::F64, Fmt::F32, 0xBF000000u, Sa), 0u);
  // NaN payloads to and from f64 keep their leading bits, quieted (an
  // H200): f32 -> f64 shifts them up, f64 -> f32 truncates them.
  EXPECT_EQ(cvtF2F(Fmt::F64, Fmt::F32, 0x7F800001u),
            0x7FF8000020000000ull);
  EXPECT_EQ(cvtF2F(Fmt::F32, Fmt::F64, 0x7FF0000000000001ull), 0x7FC00000u);
  EXPECT_EQ(cvtF2F(Fmt::F32, Fmt::F64, 0xFFF4000000000000ull), 0xFFE00000u);
  EXPECT_EQ(cvtF2F(Fmt::F16, Fmt::F64, 0x7FF4000000000000ull), 0x7F00u);
  // .ftz f32 -> f64 of a NaN: the canonical f32 NaN widened.
  CvtOpts Fn;
  Fn.Ftz = true;
  EXPECT_EQ(cvtF2F(Fmt::F64, Fmt::F32, 0x7FC00000u, Fn), 0x7FFFFFFFE0000000ull);
  // ftz on f32 input and result only.
  CvtOpts Fz;
  Fz.Ftz = true;
  EXPECT_EQ(cvtF2F(Fmt::F64, Fmt::F32, 0x80000001u, Fz),
            0x8000000000000000ull);
  EXPECT_EQ(cvtF2F(Fmt::F32, Fmt::F64, 0x3800000000000000ull, Fz), 0u);
  EXPECT_EQ(cvtF2F(Fmt::F32, Fmt::F64, 0x3800000000000000ull), 0x00400000u);
  // tf32: f32 layout, low 13 bits zero; rna rounds ties away.
  CvtOpts Rna;
  Rna.R = Rnd::RNA;
  EXPECT_EQ(cvtF2F(Fmt::TF32, Fmt::F32, 0x3F801000u, Rna), 0x3F802000u);
  EXPECT_EQ(cvtF2F(Fmt::TF32, Fmt::F32, 0x3F801000u, RN), 0x3F800000u);
  EXPECT_EQ(cvtF2F(Fmt::TF32, Fmt::F32, 0x3F803000u, RN), 0x3F804000u);
  EXPECT_EQ(cvtF2F(Fmt::TF32, Fmt::F32, 0x7F7FFFFFu, Rna), 0x7F800000u);
  CvtOpts RnaSf = Rna;
  RnaSf.SatFinite = true;
  EXPECT_EQ(cvtF2F(Fmt::TF32, Fmt::F32, 0x7F7FFFFFu, RnaSf), 0x7F7FE000u);
}

TEST(SoftFloatCvt, FtzToF16KeepsF32Subnormals) {
  // H200: .ftz does not flush an f32 subnormal on the way to f16 (it does
  // to bf16 and f64): the directed roundings show it.
  CvtOpts O;
  O.Ftz = true;
  O.R = Rnd::RP;
  EXPECT_EQ(cvtF2F(Fmt::F16, Fmt::F32, 0x00000001u, O), 0x0001u);
  EXPECT_EQ(cvtF2F(Fmt::BF16, Fmt::F32, 0x00000001u, O), 0x0000u);
  O.R = Rnd::RM;
  EXPECT_EQ(cvtF2F(Fmt::F16, Fmt::F32, 0x80400000u, O), 0x8001u);
  O.R = Rnd::RN;
  EXPECT_EQ(cvtF2F(Fmt::F16, Fmt::F32, 0x007FFFFFu, O), 0x0000u);
  // f64 -> f32 .ftz: 0x380FFFFFC7002000 (just below 2^-126) rounds up to
  // 2^-126 only through the subnormal grid; rounded to 24 bits it stays
  // below, so it is flushed (H200, cvt.rp.ftz.f32.f64).
  O.R = Rnd::RP;
  EXPECT_EQ(cvtF2F(Fmt::F32, Fmt::F64, 0x380FFFFFC7002000ull, O), 0u);
  O.Ftz = false;
  EXPECT_EQ(cvtF2F(Fmt::F32, Fmt::F64, 0x380FFFFFC7002000ull, O), 0x00800000u);
}

TEST(SoftFloatCvt, F64ToF32AllModes) {
  std::mt19937_64 G(11);
  std::vector<uint32_t> Base = {0x00000000u, 0x00000001u, 0x007FFFFFu,
                                0x00800000u, 0x3F800000u, 0x7F7FFFFFu,
                                0x7F7FFFFEu, 0x33800000u, 0x4B000001u};
  for (int I = 0; I < 300; ++I)
    Base.push_back(uint32_t(G()) & 0x7F7FFFFFu);
  std::vector<uint64_t> In = {0x7FF0000000000000ull, 0x47EFFFFFF0000000ull,
                              0x47EFFFFFF0000001ull, 0x47EFFFFFEFFFFFFFull,
                              0x3690000000000000ull, 0x3690000000000001ull,
                              0x3680000000000000ull, 0x0000000000000001ull,
                              0x7FEFFFFFFFFFFFFFull};
  for (uint32_t B : Base) {
    double D = double(asF32(B));
    double Next = double(std::nextafter(asF32(B), INFINITY));
    double Mid = (D + Next) / 2; // exact
    for (double X : {D, Mid})
      for (int K = -2; K <= 2; ++K)
        In.push_back(bitsF64(X) + K);
  }
  size_t N = In.size();
  for (size_t I = 0; I < N; ++I)
    In.push_back(In[I] ^ 0x8000000000000000ull);
  for (uint64_t X : In)
    for (Rnd R : AllModes)
      for (bool Ftz : {false, true}) {
        CvtOpts O;
        O.R = R;
        O.Ftz = Ftz;
        uint64_t Want = refCvt(ref::F32, kNaN32, ref::F64, X, R, false);
        if (Ftz && ref::isSub(ref::F32, Want))
          Want &= 0x80000000u;
        // .ftz: tininess after rounding with an unbounded exponent (H200): a
        // result rounded to +-2^-126 is flushed when X rounded to 24 bits
        // stays below 2^-126, i.e. when 2X (in the normal range) rounds
        // below 2^-125.
        if (Ftz && (Want & 0x7FFFFFFFu) == 0x00800000u &&
            (refCvt(ref::F32, kNaN32, ref::F64, X + (uint64_t(1) << 52), R, false) &
             0x7FFFFFFFu) < 0x01000000u)
          Want &= 0x80000000u;
        CHECK_EQ_HEX(cvtF2F(Fmt::F32, Fmt::F64, X, O), Want,
                     "f64->f32 rnd " << int(R) << std::hex << " x 0x" << X);
      }
}

namespace {

/// Reference float->int: exact value in long double / double, independent
/// rounding, saturation, PTX NaN rule.
uint64_t refF2I(IntT T, bool SrcIsF64, double X, Rnd R) {
  unsigned N = intBits(T);
  bool Sg = intSigned(T);
  uint64_t Mask = N == 64 ? ~0ull : (1ull << N) - 1;
  if (std::isnan(X))
    return (!SrcIsF64 && N != 64) ? 0 : (1ull << (N - 1));
  double Y;
  double Fl = std::floor(X);
  switch (R) {
  case Rnd::RZ:
    Y = std::trunc(X);
    break;
  case Rnd::RM:
    Y = Fl;
    break;
  case Rnd::RP:
    Y = std::ceil(X);
    break;
  default: {
    double Diff = X - Fl; // exact for |X| < 2^52
    if (Diff > 0.5)
      Y = Fl + 1;
    else if (Diff < 0.5)
      Y = Fl;
    else
      Y = std::fmod(Fl, 2.0) == 0 ? Fl : Fl + 1;
    break;
  }
  }
  long double Lo = Sg ? -std::ldexp(1.0L, N - 1) : 0.0L;
  long double Hi = Sg ? std::ldexp(1.0L, N - 1) - 1 : std::ldexp(1.0L, N) - 1;
  long double V = Y;
  if (V < Lo)
    V = Lo;
  if (V > Hi)
    V = Hi;
  if (Sg)
    return uint64_t(int64_t(V)) & Mask;
  return uint64_t(V) & Mask;
}

} // namespace

TEST(SoftFloatCvt, FloatToInt) {
  std::vector<double> Vals = {0.0, -0.0, 0.5, 1.5, 2.5, -0.5, -1.5, -2.5,
                              0.49999997, 1.0, -1.0, 127.5, 128.0, -128.5,
                              -129.0, 255.5, 256.0, 32767.5, 65535.5, 65536.0,
                              2147483647.0, 2147483648.0, -2147483648.0,
                              -2147483649.0, 4294967295.0, 4294967296.0,
                              9.2233720368547758e18, -9.2233720368547758e18,
                              1.8446744073709552e19, 1e30, -1e30, 1e-45,
                              -1e-45, INFINITY, -INFINITY, NAN, 3.75, -3.25};
  std::mt19937_64 G(5);
  for (int I = 0; I < 400; ++I)
    Vals.push_back(std::ldexp(double(int64_t(G()) >> 11), -int(G() % 60)));
  const IntT Ts[] = {IntT::U8,  IntT::U16, IntT::U32, IntT::U64,
                     IntT::S8,  IntT::S16, IntT::S32, IntT::S64};
  for (double V : Vals)
    for (IntT T : Ts)
      for (Rnd R : {Rnd::RN, Rnd::RZ, Rnd::RM, Rnd::RP}) {
        // f64 source.
        CHECK_EQ_HEX(cvtF2I(T, Fmt::F64, bitsF64(V), R),
                     refF2I(T, true, V, R),
                     "f64 " << V << " T " << int(T) << " R " << int(R));
        // f32 source (value rounded to f32 first by the host: exact input).
        float F = float(V);
        CHECK_EQ_HEX(cvtF2I(T, Fmt::F32, bitsF32(F), R),
                     refF2I(T, false, double(F), R),
                     "f32 " << F << " T " << int(T) << " R " << int(R));
        // f32 with ftz: subnormals are zero.
        uint32_t FB = bitsF32(F);
        double FF = ref::isSub(ref::F32, FB) ? 0.0 : double(F);
        CHECK_EQ_HEX(cvtF2I(T, Fmt::F32, FB, R, true),
                     refF2I(T, false, FF, R), "f32 ftz " << F);
      }
  // f16 and bf16 exhaustive to s32/u16 with rni / rzi.
  for (uint32_t X = 0; X < 65536; ++X)
    for (Fmt F : {Fmt::F16, Fmt::BF16}) {
      const ref::Spec &S = F == Fmt::F16 ? ref::F16 : ref::BF16;
      double D = asF64(refCvt(ref::F64, kNaN64, S, X, Rnd::RN, false));
      for (IntT T : {IntT::S32, IntT::U16, IntT::S8, IntT::U64})
        for (Rnd R : {Rnd::RN, Rnd::RZ, Rnd::RM, Rnd::RP})
          CHECK_EQ_HEX(cvtF2I(T, F, X, R), refF2I(T, false, D, R),
                       "half " << std::hex << X);
    }
  // PTX NaN rules (9.7.9.21 Integer Notes).
  EXPECT_EQ(cvtF2I(IntT::S32, Fmt::F32, 0x7FC00000u, Rnd::RZ), 0u);
  EXPECT_EQ(cvtF2I(IntT::S64, Fmt::F32, 0x7FC00000u, Rnd::RZ),
            0x8000000000000000ull);
  EXPECT_EQ(cvtF2I(IntT::U64, Fmt::F32, 0x7FC00000u, Rnd::RZ),
            0x8000000000000000ull);
  EXPECT_EQ(cvtF2I(IntT::S32, Fmt::F64, 0x7FF8000000000000ull, Rnd::RZ),
            0x80000000u);
  EXPECT_EQ(cvtF2I(IntT::U16, Fmt::F64, 0x7FF8000000000000ull, Rnd::RZ),
            0x8000u);
}

TEST(SoftFloatCvt, IntToFloatAndRoundInt) {
  std::vector<uint64_t> Vals = {0,
                                1,
                                2,
                                3,
                                0x7F,
                                0x80,
                                0xFF,
                                0x7FFF,
                                0x8000,
                                0xFFFF,
                                0x00FFFFFF,
                                0x01000001,
                                0x01000003,
                                0x7FFFFFFF,
                                0x80000000,
                                0xFFFFFFFF,
                                0x0020000000000001ull,
                                0x7FFFFFFFFFFFFFFFull,
                                0x8000000000000000ull,
                                0xFFFFFFFFFFFFFFFFull,
                                0xFFFFFFFFFFFFF801ull,
                                0x0000FFF000000000ull};
  std::mt19937_64 G(9);
  for (int I = 0; I < 300; ++I)
    Vals.push_back(G() >> (G() % 64));
  const IntT Ts[] = {IntT::U8,  IntT::U16, IntT::U32, IntT::U64,
                     IntT::S8,  IntT::S16, IntT::S32, IntT::S64};
  struct D {
    Fmt F;
    const ref::Spec *S;
    uint64_t NaN;
  };
  const D Ds[] = {{Fmt::F16, &ref::F16, 0x7FFF},
                  {Fmt::BF16, &ref::BF16, 0x7FFF},
                  {Fmt::F32, &ref::F32, kNaN32},
                  {Fmt::F64, &ref::F64, kNaN64}};
  for (uint64_t V : Vals)
    for (IntT T : Ts) {
      unsigned N = intBits(T);
      uint64_t Bits = N == 64 ? V : V & ((1ull << N) - 1);
      bool Neg = intSigned(T) && ((Bits >> (N - 1)) & 1);
      uint64_t Mag = Neg ? ((~Bits + 1) & (N == 64 ? ~0ull : (1ull << N) - 1))
                         : Bits;
      if (Neg && N == 64)
        Mag = ~Bits + 1;
      ref::Big X = ref::Big::fromVal(ref::Val{Mag, 0}, Neg);
      for (const D &Dst : Ds)
        for (Rnd R : AllModes) {
          CvtOpts O;
          O.R = R;
          uint64_t Want = ref::roundBig(*Dst.S, X, toMode(R), false, Dst.NaN);
          CHECK_EQ_HEX(cvtI2F(Dst.F, T, Bits, O), Want,
                       "i2f " << std::hex << Bits << " T " << int(T)
                              << " F " << int(Dst.F) << " R " << int(R));
        }
    }
  // cvt.rni/rzi/rmi/rpi.f32.f32 and .f64.f64 vs the float->int reference
  // logic on doubles.
  std::vector<double> FV = {0.5,   1.5,  2.5,    -0.5,  -2.5,      0.25,
                            -0.75, 1e10, 8388609, 1e-40, -1e-40, 4503599627370497.0,
                            123.456, -7.5};
  for (double V : FV)
    for (Rnd R : {Rnd::RN, Rnd::RZ, Rnd::RM, Rnd::RP}) {
      double Fl = std::floor(V), Y;
      if (R == Rnd::RZ)
        Y = std::trunc(V);
      else if (R == Rnd::RM)
        Y = Fl;
      else if (R == Rnd::RP)
        Y = std::ceil(V);
      else
        Y = (V - Fl > 0.5 || (V - Fl == 0.5 && std::fmod(Fl, 2.0) != 0))
                ? Fl + 1
                : Fl;
      Y = std::copysign(Y, V); // -0.25 -> -0
      EXPECT_EQ(cvtRoundInt(Fmt::F64, bitsF64(V), R), bitsF64(Y))
          << V << " " << int(R);
      float F = float(V);
      double Fd = F, FlF = std::floor(Fd), YF;
      if (R == Rnd::RZ)
        YF = std::trunc(Fd);
      else if (R == Rnd::RM)
        YF = FlF;
      else if (R == Rnd::RP)
        YF = std::ceil(Fd);
      else
        YF = (Fd - FlF > 0.5 || (Fd - FlF == 0.5 && std::fmod(FlF, 2.0) != 0))
                 ? FlF + 1
                 : FlF;
      YF = std::copysign(YF, Fd);
      EXPECT_EQ(cvtRoundInt(Fmt::F32, bitsF32(F), R), bitsF32(float(YF)))
          << F << " " << int(R);
    }
  EXPECT_EQ(cvtRoundInt(Fmt::F32, 0x00000001u, Rnd::RP, true), 0u);
  EXPECT_EQ(cvtRoundInt(Fmt::F32, 0x00000001u, Rnd::RP), 0x3F800000u);
  EXPECT_EQ(cvtRoundInt(Fmt::F32, 0x7FC00001u, Rnd::RN), kNaN32);
  EXPECT_EQ(cvtRoundInt(Fmt::F16, 0x3E00, Rnd::RN), 0x4000u); // 1.5 -> 2
  // Integer-to-integer.
  EXPECT_EQ(cvtI2I(IntT::S8, IntT::S32, 0xFFFFFF00u, true), 0x80u);
  EXPECT_EQ(cvtI2I(IntT::U8, IntT::S32, 0xFFFFFFFFu, true), 0u);
  EXPECT_EQ(cvtI2I(IntT::U16, IntT::U32, 0x12345u, true), 0xFFFFu);
  EXPECT_EQ(cvtI2I(IntT::U16, IntT::U32, 0x12345u, false), 0x2345u);
  EXPECT_EQ(cvtI2I(IntT::S64, IntT::S16, 0x8000u), 0xFFFFFFFFFFFF8000ull);
  EXPECT_EQ(cvtI2I(IntT::S32, IntT::U64, 0xFFFFFFFFFFFFFFFFull, true),
            0x7FFFFFFFu);
  EXPECT_EQ(cvtI2I(IntT::U64, IntT::S64, 0x8000000000000000ull, true), 0u);
  EXPECT_EQ(cvtI2I(IntT::S64, IntT::U64, 0x8000000000000000ull, true),
            0x7FFFFFFFFFFFFFFFull);
}

TEST(SoftFloatCvt, UE8M0) {
  CvtOpts Rz, Rp, RpSf;
  Rz.R = Rnd::RZ;
  Rp.R = Rnd::RP;
  RpSf.R = Rnd::RP;
  RpSf.SatFinite = true;
  std::mt19937_64 G(13);
  std::vector<uint32_t> In = {0x3F800000u, 0x3F800001u, 0x3FFFFFFFu,
                              0x00000001u, 0x00400000u, 0x00400001u,
                              0x00800000u, 0x7F7FFFFFu, 0x7F000000u,
                              0x00000000u, 0x7F800000u, 0x7FC00000u};
  for (int I = 0; I < 2000; ++I)
    In.push_back(uint32_t(G()) & 0x7FFFFFFFu);
  for (uint32_t X : In)
    for (const CvtOpts *O : {&Rz, &Rp, &RpSf}) {
      uint64_t Want;
      if (ref::isNaN(ref::F32, X))
        Want = 0xFF;
      else if (ref::isInf(ref::F32, X))
        Want = O->SatFinite ? 0xFE : 0xFF;
      else if (X == 0)
        Want = 0x00;
      else
        Want = ref::roundBig(ref::UE8M0, ref::bigOf(ref::F32, X),
                             toMode(O->R), false, 0xFF, O->SatFinite);
      CHECK_EQ_HEX(cvtF2F(Fmt::UE8M0, Fmt::F32, X, *O), Want,
                   "ue8m0 " << std::hex << X << " R " << int(O->R));
    }
  // rp of just above 2^127 overflows: NaN, or 0xFE with satfinite.
  EXPECT_EQ(cvtF2F(Fmt::UE8M0, Fmt::F32, 0x7F000001u, Rp), 0xFFu);
  EXPECT_EQ(cvtF2F(Fmt::UE8M0, Fmt::F32, 0x7F000001u, RpSf), 0xFEu);
  EXPECT_EQ(cvtF2F(Fmt::UE8M0, Fmt::F32, 0x7F000001u, Rz), 0xFEu);
  // bf16 source has the same exponent field.
  EXPECT_EQ(cvtPack2H2(Fmt::UE8M0, Fmt::BF16, 0x3F804040u, Rp), 0x7F81u);
  EXPECT_EQ(cvtUnpack2(Fmt::BF16, Fmt::UE8M0, 0x7F80), 0x3F804000u);
  EXPECT_EQ(cvtUnpack2(Fmt::BF16, Fmt::UE8M0, 0xFF00), 0x7FFF0040u);
}

TEST(SoftFloatCvt, PackedLayouts) {
  CvtOpts RN;
  CvtOpts SF;
  SF.SatFinite = true;
  // cvt.rn.f16x2.f32 d, a, b: a in the upper half.
  EXPECT_EQ(cvtPack2F32(Fmt::F16, bitsF32(1.0f), bitsF32(2.0f), RN),
            0x3C004000u);
  EXPECT_EQ(cvtPack2F32(Fmt::BF16, bitsF32(1.0f), bitsF32(-2.0f), RN),
            0x3F80C000u);
  // e4m3x2 / e5m2x2: a in the upper byte.
  EXPECT_EQ(cvtPack2F32(Fmt::E4M3, bitsF32(1.0f), bitsF32(2.0f), SF), 0x3840u);
  EXPECT_EQ(cvtPack2F32(Fmt::E5M2, bitsF32(1.0f), bitsF32(-2.0f), SF),
            0x3CC0u);
  // e2m1x2: a in bits 7:4.
  EXPECT_EQ(cvtPack2F32(Fmt::E2M1, bitsF32(1.0f), bitsF32(-6.0f), SF), 0x2Fu);
  // e2m3x2 / e3m2x2: 6-bit elements, two MSBs of each byte zero.
  EXPECT_EQ(cvtPack2F32(Fmt::E2M3, bitsF32(1.0f), bitsF32(-7.5f), SF),
            0x083Fu);
  EXPECT_EQ(cvtPack2F32(Fmt::E3M2, bitsF32(1.0f), bitsF32(28.0f), SF),
            0x0C1Fu);
  // ue8m0x2.
  CvtOpts Rz;
  Rz.R = Rnd::RZ;
  EXPECT_EQ(cvtPack2F32(Fmt::UE8M0, bitsF32(1.0f), bitsF32(3.0f), Rz),
            0x7F80u);
  // x4: a in the most significant element.
  EXPECT_EQ(cvtPack4F32(Fmt::E4M3, bitsF32(1.0f), bitsF32(2.0f),
                        bitsF32(-1.0f), bitsF32(0.5f), SF),
            0x3840B830u);
  EXPECT_EQ(cvtPack4F32(Fmt::E2M1, bitsF32(1.0f), bitsF32(2.0f),
                        bitsF32(-1.0f), bitsF32(0.5f), SF),
            0x24A1u);
  EXPECT_EQ(cvtPack4F32(Fmt::E3M2, bitsF32(1.0f), bitsF32(2.0f),
                        bitsF32(-1.0f), bitsF32(0.5f), SF),
            0x0C102C08u);
  // f16x2 -> e4m3x2 and back.
  EXPECT_EQ(cvtPack2H2(Fmt::E4M3, Fmt::F16, 0x3C004000u, SF), 0x3840u);
  EXPECT_EQ(cvtUnpack2(Fmt::F16, Fmt::E4M3, 0x3840u), 0x3C004000u);
  EXPECT_EQ(cvtUnpack2(Fmt::F16, Fmt::E2M1, 0x2Fu), 0x3C00C600u);
  EXPECT_EQ(cvtUnpack2(Fmt::F16, Fmt::E2M1, 0x2Fu, true), 0x3C000000u);
  EXPECT_EQ(cvtUnpack2(Fmt::F16, Fmt::E2M3, 0x083Fu), 0x3C00C780u);
  EXPECT_EQ(cvtUnpack2(Fmt::F16, Fmt::E4M3, 0x7F00u), 0x7FFF0000u);
  // Stochastic rounding: f32 1+2^-11 (one half-ulp of f16 below 1+2^-10).
  CvtOpts Rs;
  Rs.R = Rnd::RS;
  uint32_t X = 0x3F801000u; // discarded 13 bits = 0x1000 (half)
  Rs.RBits = 0x0FFF;        // 0x1000 + 0x0FFF < 0x2000: truncate
  EXPECT_EQ(cvtF2F(Fmt::F16, Fmt::F32, X, Rs), 0x3C00u);
  Rs.RBits = 0x1000; // carry: away from zero
  EXPECT_EQ(cvtF2F(Fmt::F16, Fmt::F32, X, Rs), 0x3C01u);
  // Packed .rs: f16x2 takes 13 LSBs of each half of rbits.
  Rs.RBits = 0x10000FFFu;
  EXPECT_EQ(cvtPack2F32(Fmt::F16, X, X, Rs), 0x3C013C00u);
}
