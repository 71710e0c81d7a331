//===- SoftFloatArithTest.cpp - f32/f64/f16/bf16 arithmetic vs reference --===//
//
// Checks lib/exec/softfloat arithmetic against the independent exact model in
// RefFloat.h over dense edge grids (zeros, subnormal and normal extremes,
// ones, max finite, infinities, NaNs with payloads, values around ties) and
// random operands, in every rounding mode, with and without ftz/sat.
//
//===----------------------------------------------------------------------===//
#include "lib/exec/softfloat/SoftFloat.h"
#include "test/unit/exec/RefFloat.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>

using namespace ptx::exec::fp;

namespace {

const Rnd Modes[] = {Rnd::RN, Rnd::RZ, Rnd::RM, Rnd::RP};

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

std::vector<uint32_t> edges32() {
  std::vector<uint32_t> V = {
      0x00000000, 0x00000001, 0x00000002, 0x007FFFFF, 0x00400000, 0x00800000,
      0x00800001, 0x3F800000, 0x3F800001, 0x3F7FFFFF, 0x3F000000, 0x3FC00000,
      0x40000000, 0x40400000, 0x4B000000, 0x4B000001, 0x33800000, 0x34000000,
      0x7F7FFFFF, 0x7F7FFFFE, 0x7F000000, 0x7F800000, 0x7FC00000, 0x7F800001,
      0x7FFFFFFF, 0x0C000000, 0x1F800000, 0x5F000000, 0x3EAAAAAB, 0x00000003};
  size_t N = V.size();
  for (size_t I = 0; I < N; ++I)
    V.push_back(V[I] ^ 0x80000000u);
  return V;
}

std::vector<uint64_t> edges64() {
  std::vector<uint64_t> V = {
      0x0000000000000000ull, 0x0000000000000001ull, 0x000FFFFFFFFFFFFFull,
      0x0010000000000000ull, 0x0010000000000001ull, 0x3FF0000000000000ull,
      0x3FF0000000000001ull, 0x3FEFFFFFFFFFFFFFull, 0x3FE0000000000000ull,
      0x3FF8000000000000ull, 0x4330000000000000ull, 0x3CA0000000000000ull,
      0x7FEFFFFFFFFFFFFFull, 0x7FE0000000000000ull, 0x7FF0000000000000ull,
      0x7FF8000000000000ull, 0x7FF0000000000001ull, 0x3FD5555555555555ull,
      0x0008000000000000ull, 0x2000000000000000ull, 0x5FF0000000000000ull};
  size_t N = V.size();
  for (size_t I = 0; I < N; ++I)
    V.push_back(V[I] ^ 0x8000000000000000ull);
  return V;
}

//===-- reference f32/f64/half arithmetic built on RefFloat.h ------------===//

enum class ROp { Add, Sub, Mul, Fma, Div, Sqrt };

uint64_t refFtz(const ref::Spec &S, uint64_t X) {
  return ref::isSub(S, X) ? (X & ref::signBit(S)) : X;
}

ref::Val valOf(const ref::Spec &S, uint64_t X) {
  return ref::val(S, X & ref::magMask(S));
}
bool negOf(const ref::Spec &S, uint64_t X) { return X & ref::signBit(S); }
bool zeroOf(const ref::Spec &S, uint64_t X) {
  return (X & ref::magMask(S)) == 0;
}

/// Whether \p Doubled (twice the exact result, rounded in format S) is
/// below twice the smallest normal: the exact result is tiny after rounding
/// with an unbounded exponent (IEEE's "after rounding"), which .ftz flushes
/// on an H200 even when the bounded rounding reached the smallest normal.
bool tinyDoubled(const ref::Spec &S, uint64_t Doubled) {
  return ((Doubled & ref::magMask(S)) >> S.MBits) < 2;
}

/// IEEE-754 arithmetic (all operand classes) in format S, result NaN ->
/// \p NaN, plus PTX ftz on inputs and results (tininess after rounding at
/// an unbounded exponent).
uint64_t refArith(const ref::Spec &S, ROp Op, uint64_t A, uint64_t B,
                  uint64_t C, Rnd R, bool Ftz, uint64_t NaN) {
  using namespace ref;
  if (Ftz) {
    A = refFtz(S, A);
    B = refFtz(S, B);
    C = refFtz(S, C);
  }
  uint64_t SB = signBit(S);
  uint64_t InfB = maxK(S) + 1;
  Mode M = toMode(R);
  if (Op == ROp::Sub) {
    B ^= SB;
    Op = ROp::Add;
  }
  bool AnyNaN = isNaN(S, A) || (Op != ROp::Sqrt && isNaN(S, B)) ||
                (Op == ROp::Fma && isNaN(S, C));
  if (AnyNaN)
    return NaN;
  uint64_t Res;
  auto Fin = [&](uint64_t X) { return Ftz ? refFtz(S, X) : X; };
  uint64_t MinNorm = uint64_t(1) << S.MBits;
  // Ftz on a result that rounded to +-MinNorm: \p Doubled() rounds twice
  // the exact result; a tiny one becomes a signed zero.
  auto FinT = [&](uint64_t X, auto Doubled) {
    if (Ftz && (X & magMask(S)) == MinNorm && tinyDoubled(S, Doubled()))
      return X & SB;
    return Fin(X);
  };
  switch (Op) {
  case ROp::Add: {
    if (isInf(S, A) && isInf(S, B))
      return negOf(S, A) == negOf(S, B) ? A : NaN;
    if (isInf(S, A))
      return A;
    if (isInf(S, B))
      return B;
    Big X = bigOf(S, A) + bigOf(S, B);
    bool ZNeg = (zeroOf(S, A) && zeroOf(S, B) && negOf(S, A) == negOf(S, B))
                    ? negOf(S, A)
                    : M == Mode::RM;
    Res = roundBig(S, X, M, ZNeg, NaN);
    return FinT(Res, [&] { return roundBig(S, X + X, M, ZNeg, NaN); });
  }
  case ROp::Mul:
  case ROp::Fma: {
    bool PNeg = negOf(S, A) != negOf(S, B);
    bool PInf = isInf(S, A) || isInf(S, B);
    bool PZero = zeroOf(S, A) || zeroOf(S, B);
    if (PInf && PZero)
      return NaN;
    if (Op == ROp::Mul) {
      if (PInf)
        return (PNeg ? SB : 0) | InfB;
      if (PZero)
        return PNeg ? SB : 0;
      Val VA = valOf(S, A), VB = valOf(S, B);
      Big X = Big::fromVal(Val{VA.M * VB.M, VA.E + VB.E}, PNeg);
      return FinT(roundBig(S, X, M, false, NaN),
                  [&] { return roundBig(S, X + X, M, false, NaN); });
    }
    if (PInf) {
      if (isInf(S, C) && negOf(S, C) != PNeg)
        return NaN;
      return (PNeg ? SB : 0) | InfB;
    }
    if (isInf(S, C))
      return C;
    Val VA = valOf(S, A), VB = valOf(S, B);
    Big P = PZero ? Big() : Big::fromVal(Val{VA.M * VB.M, VA.E + VB.E}, PNeg);
    Big X = P + bigOf(S, C);
    bool ZNeg = (PZero && zeroOf(S, C) && PNeg == negOf(S, C))
                    ? PNeg
                    : M == Mode::RM;
    return FinT(roundBig(S, X, M, ZNeg, NaN),
                [&] { return roundBig(S, X + X, M, ZNeg, NaN); });
  }
  case ROp::Div: {
    bool Neg = negOf(S, A) != negOf(S, B);
    uint64_t Sg = Neg ? SB : 0;
    if (isInf(S, A))
      return isInf(S, B) ? NaN : Sg | InfB;
    if (isInf(S, B))
      return Sg;
    if (zeroOf(S, B))
      return zeroOf(S, A) ? NaN : Sg | InfB;
    if (zeroOf(S, A))
      return Sg;
    Val VA = valOf(S, A), VB = valOf(S, B);
    auto Quot = [&](int Scale) {
      Big BA = Big::fromVal(Val{VA.M, VA.E + Scale});
      return roundWith(
          S, Neg,
          [&](const Val &V) {
            return Big::cmp(BA, Big::fromVal(Val{V.M * VB.M, V.E + VB.E}));
          },
          M, NaN);
    };
    Res = Quot(0);
    return FinT(Res, [&] { return Quot(1); });
  }
  case ROp::Sqrt: {
    if (zeroOf(S, A))
      return A;
    if (negOf(S, A))
      return NaN;
    if (isInf(S, A))
      return A;
    Big BA = Big::fromVal(valOf(S, A));
    Res = roundWith(
        S, false,
        [&](const Val &V) {
          return Big::cmp(BA, Big::fromVal(Val{V.M * V.M, 2 * V.E}));
        },
        M, NaN);
    return Fin(Res);
  }
  case ROp::Sub:
    break;
  }
  return NaN;
}

uint32_t refSat32(uint32_t D) {
  if (ref::isNaN(ref::F32, D) || (D >> 31))
    return 0;
  return D > 0x3F800000u ? 0x3F800000u : D;
}

uint32_t lib32(ROp Op, uint32_t A, uint32_t B, uint32_t C, Rnd R, bool Ftz,
               bool Sat) {
  switch (Op) {
  case ROp::Add:
    return add32(A, B, R, Ftz, Sat);
  case ROp::Sub:
    return sub32(A, B, R, Ftz, Sat);
  case ROp::Mul:
    return mul32(A, B, R, Ftz, Sat);
  case ROp::Fma:
    return fma32(A, B, C, R, Ftz, Sat);
  case ROp::Div:
    return div32(A, B, R, Ftz);
  case ROp::Sqrt:
    return sqrt32(A, R, Ftz);
  }
  return 0;
}

uint32_t ref32(ROp Op, uint32_t A, uint32_t B, uint32_t C, Rnd R, bool Ftz,
               bool Sat) {
  uint32_t D = uint32_t(refArith(ref::F32, Op, A, B, C, R, Ftz, kNaN32));
  return Sat ? refSat32(D) : D;
}

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

} // namespace

TEST(SoftFloatF32, BinaryOpsEdgeGrid) {
  auto E = edges32();
  for (ROp Op : {ROp::Add, ROp::Sub, ROp::Mul, ROp::Div})
    for (Rnd R : Modes)
      for (bool Ftz : {false, true})
        for (bool Sat : {false, true}) {
          if (Op == ROp::Div && Sat)
            continue;
          for (uint32_t A : E)
            for (uint32_t B : E)
              CHECK_EQ_HEX(lib32(Op, A, B, 0, R, Ftz, Sat),
                           ref32(Op, A, B, 0, R, Ftz, Sat),
                           "op " << int(Op) << " rnd " << int(R) << " ftz "
                                 << Ftz << " sat " << Sat << std::hex
                                 << " a 0x" << A << " b 0x" << B);
        }
}

TEST(SoftFloatF32, FmaEdgeGrid) {
  auto E = edges32();
  std::vector<uint32_t> Sub(E.begin(), E.begin() + 30);
  for (uint32_t X : {0x80000000u, 0xBF800000u, 0x80000001u, 0xFF800000u,
                     0xFF7FFFFFu, 0xB3800000u})
    Sub.push_back(X);
  for (Rnd R : Modes)
    for (bool Ftz : {false, true})
      for (uint32_t A : Sub)
        for (uint32_t B : Sub)
          for (uint32_t C : Sub)
            CHECK_EQ_HEX(fma32(A, B, C, R, Ftz, false),
                         ref32(ROp::Fma, A, B, C, R, Ftz, false),
                         "fma rnd " << int(R) << " ftz " << Ftz << std::hex
                                    << " a 0x" << A << " b 0x" << B << " c 0x"
                                    << C);
}

TEST(SoftFloatF32, RandomOps) {
  std::mt19937_64 G(42);
  auto Rand32 = [&]() -> uint32_t {
    uint32_t X = uint32_t(G());
    switch (G() % 4) {
    case 0: // exponents near 1
      return (X & 0x807FFFFFu) | ((120u + uint32_t(G() % 16)) << 23);
    case 1: // tiny
      return X & 0x81FFFFFFu;
    default:
      return X;
    }
  };
  for (int I = 0; I < 12000; ++I) {
    uint32_t A = Rand32(), B = Rand32(), C = Rand32();
    if (G() % 3 == 0)
      B = (A ^ (uint32_t(G()) & 0x800000FFu)); // near-cancellation
    if (G() % 4 == 0) {
      // C near -A*B so the fma cancels heavily.
      float P = asF32(A) * asF32(B);
      C = bitsF32(-P) ^ uint32_t(G() & 7);
    }
    Rnd R = Modes[G() % 4];
    bool Ftz = G() & 1;
    for (ROp Op : {ROp::Add, ROp::Sub, ROp::Mul, ROp::Fma, ROp::Div,
                   ROp::Sqrt})
      CHECK_EQ_HEX(lib32(Op, A, B, C, R, Ftz, false),
                   ref32(Op, A, B, C, R, Ftz, false),
                   "op " << int(Op) << " rnd " << int(R) << " ftz " << Ftz
                         << std::hex << " a 0x" << A << " b 0x" << B
                         << " c 0x" << C);
  }
}

TEST(SoftFloatF32, SqrtRcpEdges) {
  for (uint32_t A : edges32())
    for (Rnd R : Modes)
      for (bool Ftz : {false, true}) {
        CHECK_EQ_HEX(sqrt32(A, R, Ftz), ref32(ROp::Sqrt, A, 0, 0, R, Ftz, false),
                     "sqrt " << std::hex << A);
        CHECK_EQ_HEX(rcp32(A, R, Ftz),
                     ref32(ROp::Div, 0x3F800000u, A, 0, R, Ftz, false),
                     "rcp " << std::hex << A);
      }
}

TEST(SoftFloatF32, SignedZeroAndOverflowRules) {
  // x + (-x) is -0 only under RM (PTX ISA 9.7.3.3, IEEE 754).
  EXPECT_EQ(add32(0x3F800000u, 0xBF800000u, Rnd::RN), 0u);
  EXPECT_EQ(add32(0x3F800000u, 0xBF800000u, Rnd::RZ), 0u);
  EXPECT_EQ(add32(0x3F800000u, 0xBF800000u, Rnd::RP), 0u);
  EXPECT_EQ(add32(0x3F800000u, 0xBF800000u, Rnd::RM), 0x80000000u);
  // Overflow: RZ -> max finite; RM of +overflow -> max; RP of -overflow ->
  // -max.
  EXPECT_EQ(mul32(0x7F7FFFFFu, 0x40000000u, Rnd::RZ), 0x7F7FFFFFu);
  EXPECT_EQ(mul32(0x7F7FFFFFu, 0x40000000u, Rnd::RM), 0x7F7FFFFFu);
  EXPECT_EQ(mul32(0x7F7FFFFFu, 0x40000000u, Rnd::RP), 0x7F800000u);
  EXPECT_EQ(mul32(0xFF7FFFFFu, 0x40000000u, Rnd::RP), 0xFF7FFFFFu);
  EXPECT_EQ(mul32(0xFF7FFFFFu, 0x40000000u, Rnd::RM), 0xFF800000u);
  // NaN results are the canonical 0x7FFFFFFF; sat turns NaN into +0.
  EXPECT_EQ(add32(0x7F800000u, 0xFF800000u, Rnd::RN), kNaN32);
  EXPECT_EQ(add32(0xFFC00001u, 0x3F800000u, Rnd::RZ), kNaN32);
  EXPECT_EQ(add32(0x7F800000u, 0xFF800000u, Rnd::RN, false, true), 0u);
  // sat: -0 -> +0, 2 -> 1, 0.5 stays.
  EXPECT_EQ(mul32(0x80000000u, 0x3F800000u, Rnd::RN, false, true), 0u);
  EXPECT_EQ(add32(0x3F800000u, 0x3F800000u, Rnd::RN, false, true),
            0x3F800000u);
  // ftz: subnormal inputs and results flush to signed zero.
  EXPECT_EQ(add32(0x00000001u, 0x00000001u, Rnd::RN, true), 0u);
  EXPECT_EQ(add32(0x00000001u, 0x00000001u, Rnd::RN, false), 2u);
  EXPECT_EQ(mul32(0x80800000u, 0x3F000000u, Rnd::RN, true), 0x80000000u);
  // fma is a single rounding: (1+2^-23)^2 - (1+2^-22) = 2^-46.
  EXPECT_EQ(fma32(0x3F800001u, 0x3F800001u, 0xBF800002u, Rnd::RN),
            0x28800000u);
}

TEST(SoftFloatF64, OpsEdgeGridAndRandom) {
  auto E = edges64();
  for (ROp Op : {ROp::Add, ROp::Sub, ROp::Mul, ROp::Div})
    for (Rnd R : Modes)
      for (uint64_t A : E)
        for (uint64_t B : E) {
          uint64_t Got = 0;
          switch (Op) {
          case ROp::Add:
            Got = add64(A, B, R);
            break;
          case ROp::Sub:
            Got = sub64(A, B, R);
            break;
          case ROp::Mul:
            Got = mul64(A, B, R);
            break;
          default:
            Got = div64(A, B, R);
            break;
          }
          uint64_t Want;
          // NaN operands propagate quieted, generated NaN kNaN64; an H200
          // prefers b's NaN for add/sub/mul, a's for div.
          bool BFirst = Op != ROp::Div;
          if (BFirst && isNaN64(B))
            Want = B | 0x0008000000000000ull;
          else if (isNaN64(A))
            Want = A | 0x0008000000000000ull;
          else if (isNaN64(B))
            Want = B | 0x0008000000000000ull;
          else
            Want = refArith(ref::F64, Op, A, B, 0, R, false, kNaN64);
          CHECK_EQ_HEX(Got, Want,
                       "op " << int(Op) << " rnd " << int(R) << std::hex
                             << " a 0x" << A << " b 0x" << B);
        }
  std::mt19937_64 G(7);
  for (int I = 0; I < 1500; ++I) {
    uint64_t A = G(), B = G(), C = G();
    if (I % 2)
      A = (A & 0x800FFFFFFFFFFFFFull) | (uint64_t(1000 + G() % 48) << 52);
    if (I % 3 == 0)
      B = A ^ (G() & 0x80000000000003FFull);
    if (I % 5 == 0)
      C = bitsF64(-(asF64(A) * asF64(B))) ^ (G() & 3);
    Rnd R = Modes[G() % 4];
    auto Ref = [&](ROp Op) -> uint64_t {
      // H200 NaN preference: b, c, a for add/mul/fma; a, b for div.
      if (Op != ROp::Div && Op != ROp::Sqrt && isNaN64(B))
        return B | 0x0008000000000000ull;
      if (Op == ROp::Fma && isNaN64(C))
        return C | 0x0008000000000000ull;
      if (isNaN64(A))
        return A | 0x0008000000000000ull;
      if (Op == ROp::Div && isNaN64(B))
        return B | 0x0008000000000000ull;
      return refArith(ref::F64, Op, A, B, C, R, false, kNaN64);
    };
    CHECK_EQ_HEX(add64(A, B, R), Ref(ROp::Add), "add64 " << std::hex << A);
    CHECK_EQ_HEX(mul64(A, B, R), Ref(ROp::Mul), "mul64 " << std::hex << A);
    CHECK_EQ_HEX(fma64(A, B, C, R), Ref(ROp::Fma),
                 "fma64 " << std::hex << A << " " << B << " " << C);
    CHECK_EQ_HEX(div64(A, B, R), Ref(ROp::Div),
                 "div64 " << std::hex << A << " " << B);
    CHECK_EQ_HEX(sqrt64(A, R), Ref(ROp::Sqrt), "sqrt64 " << std::hex << A);
  }
}

TEST(SoftFloatF64, FmaEdgeGrid) {
  auto E = edges64();
  std::vector<uint64_t> Sub(E.begin(), E.begin() + 16);
  Sub.push_back(0x8000000000000000ull);
  Sub.push_back(0xBFF0000000000000ull);
  Sub.push_back(0x8000000000000001ull);
  Sub.push_back(0xFFEFFFFFFFFFFFFFull);
  for (Rnd R : Modes)
    for (uint64_t A : Sub)
      for (uint64_t B : Sub)
        for (uint64_t C : Sub) {
          uint64_t Want;
          if (isNaN64(A))
            Want = A | 0x0008000000000000ull;
          else if (isNaN64(B))
            Want = B | 0x0008000000000000ull;
          else if (isNaN64(C))
            Want = C | 0x0008000000000000ull;
          else
            Want = refArith(ref::F64, ROp::Fma, A, B, C, R, false, kNaN64);
          CHECK_EQ_HEX(fma64(A, B, C, R), Want,
                       "fma64 rnd " << int(R) << std::hex << " " << A << " "
                                    << B << " " << C);
        }
}

//===-- half precision ----------------------------------------------------===//

namespace {

std::vector<uint16_t> edgesH(Fmt F) {
  std::vector<uint16_t> V;
  if (F == Fmt::F16)
    V = {0x0000, 0x0001, 0x0002, 0x03FF, 0x0200, 0x0400, 0x0401, 0x3C00,
         0x3C01, 0x3BFF, 0x3800, 0x3E00, 0x4000, 0x7BFF, 0x7BFE, 0x7800,
         0x7C00, 0x7E00, 0x7C01, 0x7FFF, 0x1400, 0x6400, 0x5BFF, 0x3555};
  else
    V = {0x0000, 0x0001, 0x0002, 0x007F, 0x0040, 0x0080, 0x0081, 0x3F80,
         0x3F81, 0x3F7F, 0x3F00, 0x3FC0, 0x4000, 0x7F7F, 0x7F7E, 0x7F00,
         0x7F80, 0x7FC0, 0x7F81, 0x7FFF, 0x3400, 0x4B00, 0x4AFF, 0x3EAB};
  size_t N = V.size();
  for (size_t I = 0; I < N; ++I)
    V.push_back(V[I] ^ 0x8000);
  return V;
}

uint16_t refHalf(Fmt F, ROp Op, uint16_t A, uint16_t B, uint16_t C,
                 const HMods &M) {
  const ref::Spec &S = F == Fmt::F16 ? ref::F16 : ref::BF16;
  uint16_t D = uint16_t(refArith(S, Op, A, B, C, M.R, M.Ftz, 0x7FFF));
  uint16_t One = F == Fmt::F16 ? 0x3C00 : 0x3F80;
  if (M.Sat) {
    if (ref::isNaN(S, D) || (D & 0x8000))
      return 0;
    return D > One ? One : D;
  }
  if (M.Relu && !ref::isNaN(S, D) && (D & 0x8000))
    return 0;
  return D;
}

} // namespace

TEST(SoftFloatHalf, ArithEdgeGridAndRandom) {
  std::mt19937_64 G(3);
  for (Fmt F : {Fmt::F16, Fmt::BF16}) {
    auto E = edgesH(F);
    for (Rnd R : Modes)
      for (int Flags = 0; Flags < 8; ++Flags) {
        HMods M;
        M.R = R;
        M.Ftz = Flags & 1;
        M.Sat = Flags & 2;
        M.Relu = (Flags & 4) && !M.Sat;
        for (uint16_t A : E)
          for (uint16_t B : E) {
            CHECK_EQ_HEX(addH(F, A, B, M), refHalf(F, ROp::Add, A, B, 0, M),
                         "addH " << std::hex << A << " " << B);
            CHECK_EQ_HEX(subH(F, A, B, M), refHalf(F, ROp::Sub, A, B, 0, M),
                         "subH " << std::hex << A << " " << B);
            CHECK_EQ_HEX(mulH(F, A, B, M), refHalf(F, ROp::Mul, A, B, 0, M),
                         "mulH " << std::hex << A << " " << B);
            uint16_t C = E[(A ^ B) % E.size()];
            CHECK_EQ_HEX(fmaH(F, A, B, C, M),
                         refHalf(F, ROp::Fma, A, B, C, M),
                         "fmaH " << std::hex << A << " " << B << " " << C);
          }
      }
    for (int I = 0; I < 40000; ++I) {
      uint16_t A = uint16_t(G()), B = uint16_t(G()), C = uint16_t(G());
      HMods M;
      M.R = Modes[G() % 4];
      M.Ftz = G() & 1;
      CHECK_EQ_HEX(fmaH(F, A, B, C, M), refHalf(F, ROp::Fma, A, B, C, M),
                   "fmaH " << std::hex << A << " " << B << " " << C);
      CHECK_EQ_HEX(addH(F, A, B, M), refHalf(F, ROp::Add, A, B, 0, M),
                   "addH " << std::hex << A << " " << B);
    }
    // x2 forms: lanes independent, low half from low halves.
    uint32_t A2 = (uint32_t(E[7]) << 16) | E[1];
    uint32_t B2 = (uint32_t(E[8]) << 16) | E[3];
    EXPECT_EQ(addH2(F, A2, B2),
              (uint32_t(addH(F, E[7], E[8])) << 16) | addH(F, E[1], E[3]));
    EXPECT_EQ(fmaH2(F, A2, B2, A2),
              (uint32_t(fmaH(F, E[7], E[8], E[7])) << 16) |
                  fmaH(F, E[1], E[3], E[1]));
  }
}

TEST(SoftFloatHalf, NegAbsExhaustive) {
  for (Fmt F : {Fmt::F16, Fmt::BF16})
    for (uint32_t X = 0; X < 65536; ++X) {
      uint16_t H = uint16_t(X);
      const ref::Spec &S = F == Fmt::F16 ? ref::F16 : ref::BF16;
      // A NaN gives the canonical NaN (an H200), else the sign bit changes.
      bool N = ref::isNaN(S, H);
      ASSERT_EQ(negH(F, H), N ? uint16_t(0x7FFF) : uint16_t(H ^ 0x8000));
      ASSERT_EQ(absH(F, H), N ? uint16_t(0x7FFF) : uint16_t(H & 0x7FFF));
      uint16_t Fl = uint16_t(refFtz(S, H));
      ASSERT_EQ(negH(F, H, true), N ? uint16_t(0x7FFF) : uint16_t(Fl ^ 0x8000));
      ASSERT_EQ(absH(F, H, true), N ? uint16_t(0x7FFF) : uint16_t(Fl & 0x7FFF));
    }
  EXPECT_EQ(negH2(Fmt::F16, 0x3C00BC00u), 0xBC003C00u);
}

//===-- min / max (PTX ISA 9.7.3.11/12, 9.7.4.7/8) --------------------===//

namespace {

/// Spec pseudo-code of two-input min/max, on an independent decode.
uint64_t refMinMax(const ref::Spec &S, uint64_t A, uint64_t B,
                   const MinMaxMods &M, bool IsMax, uint64_t NaN) {
  if (M.Ftz) {
    A = refFtz(S, A);
    B = refFtz(S, B);
  }
  uint64_t SB = ref::signBit(S);
  bool XS = ((A ^ B) & SB) != 0;
  if (M.Abs) {
    A &= ~SB;
    B &= ~SB;
  }
  bool NA = ref::isNaN(S, A), NB = ref::isNaN(S, B);
  uint64_t D;
  // An H200's min/max.f64 of two NaNs gives b's, quieted.
  if (NA && NB && S.Bits == 64 && !M.NaN)
    return B | 0x0008000000000000ull;
  if (NA && NB)
    return NaN;
  if (M.NaN && (NA || NB))
    return NaN;
  if (NA)
    D = B;
  else if (NB)
    D = A;
  else {
    // Compare exact values; -0 < +0.
    auto Key = [&](uint64_t X) {
      ref::Big V = ref::isInf(S, X) ? ref::Big::fromVal(ref::Val{1, 2100},
                                                       (X & SB) != 0)
                                    : ref::bigOf(S, X);
      return V;
    };
    int C = ref::Big::cmp(Key(A), Key(B));
    bool ALess = C < 0 || (C == 0 && (A & SB) && !(B & SB));
    bool BLess = C > 0 || (C == 0 && (B & SB) && !(A & SB));
    D = IsMax ? (BLess ? A : (ALess ? B : A)) : (ALess ? A : (BLess ? B : A));
  }
  if (M.XorSign)
    D = (D & ~SB) | (XS ? SB : 0);
  return D;
}

} // namespace

TEST(SoftFloatMinMax, AllFormatsAllModifiers) {
  auto E32 = edges32();
  auto E64 = edges64();
  for (int Flags = 0; Flags < 16; ++Flags) {
    MinMaxMods M;
    M.Ftz = Flags & 1;
    M.NaN = Flags & 2;
    M.Abs = Flags & 4;
    M.XorSign = (Flags & 8) && M.Abs;
    for (uint32_t A : E32)
      for (uint32_t B : E32) {
        CHECK_EQ_HEX(min32(A, B, M), refMinMax(ref::F32, A, B, M, false, kNaN32),
                     "min32 " << Flags << std::hex << " " << A << " " << B);
        CHECK_EQ_HEX(max32(A, B, M), refMinMax(ref::F32, A, B, M, true, kNaN32),
                     "max32 " << Flags << std::hex << " " << A << " " << B);
      }
    MinMaxMods M64 = M;
    M64.Ftz = false;
    for (uint64_t A : E64)
      for (uint64_t B : E64) {
        CHECK_EQ_HEX(min64(A, B, M64),
                     refMinMax(ref::F64, A, B, M64, false, kNaN64),
                     "min64 " << Flags << std::hex << " " << A << " " << B);
        CHECK_EQ_HEX(max64(A, B, M64),
                     refMinMax(ref::F64, A, B, M64, true, kNaN64),
                     "max64 " << Flags << std::hex << " " << A << " " << B);
      }
    for (Fmt F : {Fmt::F16, Fmt::BF16}) {
      const ref::Spec &S = F == Fmt::F16 ? ref::F16 : ref::BF16;
      auto E = edgesH(F);
      for (uint16_t A : E)
        for (uint16_t B : E) {
          CHECK_EQ_HEX(minH(F, A, B, M), refMinMax(S, A, B, M, false, 0x7FFF),
                       "minH " << Flags << std::hex << " " << A << " " << B);
          CHECK_EQ_HEX(maxH(F, A, B, M), refMinMax(S, A, B, M, true, 0x7FFF),
                       "maxH " << Flags << std::hex << " " << A << " " << B);
        }
    }
  }
  // Spot checks from the spec text.
  EXPECT_EQ(min32(0x00000000u, 0x80000000u), 0x80000000u); // -0 < +0
  EXPECT_EQ(max32(0x00000000u, 0x80000000u), 0x00000000u);
  EXPECT_EQ(min32(0x7FC00000u, 0x3F800000u), 0x3F800000u);
  MinMaxMods N;
  N.NaN = true;
  EXPECT_EQ(min32(0x7FC00000u, 0x3F800000u, N), kNaN32);
  MinMaxMods XA;
  XA.Abs = XA.XorSign = true;
  // min.xorsign.abs(-2, 3) = -(min(2,3)) = -2
  EXPECT_EQ(min32(0xC0000000u, 0x40400000u, XA), 0xC0000000u);
  EXPECT_EQ(minH(Fmt::F16, 0xC000, 0x4200, XA), 0xC000);
  // Three-input forms.
  EXPECT_EQ(min32x3(0x40000000u, 0x3F800000u, 0x40400000u), 0x3F800000u);
  MinMaxMods Ab;
  Ab.Abs = true;
  EXPECT_EQ(max32x3(0xC0800000u, 0x3F800000u, 0x40400000u, Ab), 0x40800000u);
}

TEST(SoftFloatMixed, WidenThenOp) {
  // add.f32.f16 d, a, c: a widened exactly.
  EXPECT_EQ(addMixed(Fmt::F16, 0x3C00, 0x3F800000u), 0x40000000u);
  EXPECT_EQ(addMixed(Fmt::BF16, 0x3F80, 0x3F800000u), 0x40000000u);
  EXPECT_EQ(subMixed(Fmt::F16, 0x3C00, 0x3F800000u), 0x00000000u);
  EXPECT_EQ(subMixed(Fmt::F16, 0x3C00, 0x3F800000u, Rnd::RM), 0x80000000u);
  // fma.rz.f32.f16: (1+2^-10)^2 + 2^-30 rounds once.
  EXPECT_EQ(fmaMixed(Fmt::F16, 0x3C01, 0x3C01, 0x30800000u, Rnd::RZ),
            fma32(f16ToF32(0x3C01), f16ToF32(0x3C01), 0x30800000u, Rnd::RZ));
  EXPECT_EQ(addMixed(Fmt::F16, 0x7C00, 0xFF800000u), kNaN32);
  EXPECT_EQ(addMixed(Fmt::F16, 0x7C00, 0xFF800000u, Rnd::RN, true), 0u);
}

TEST(SoftFloatMisc, TestpCopysignAbsNeg) {
  EXPECT_TRUE(testp32(TestP::Subnormal, 0x00000001u));
  // "Positive and negative zero are considered normal numbers" (PTX ISA
  // 9.7.3.1; an H200 agrees).
  EXPECT_TRUE(testp32(TestP::Normal, 0x00000000u));
  EXPECT_TRUE(testp64(TestP::Normal, 0x8000000000000000ull));
  EXPECT_FALSE(testp32(TestP::Normal, 0x00000001u));
  EXPECT_TRUE(testp32(TestP::Normal, 0x00800000u));
  EXPECT_TRUE(testp32(TestP::NotANumber, 0xFF800001u));
  EXPECT_TRUE(testp32(TestP::Infinite, 0xFF800000u));
  EXPECT_FALSE(testp32(TestP::Finite, 0xFF800000u));
  EXPECT_TRUE(testp32(TestP::Number, 0xFF800000u));
  EXPECT_TRUE(testp64(TestP::Subnormal, 0x8000000000000001ull));
  EXPECT_TRUE(testp64(TestP::Finite, 0x7FEFFFFFFFFFFFFFull));
  EXPECT_EQ(copysign32(0x80000000u, 0x3F800000u), 0xBF800000u);
  EXPECT_EQ(copysign64(0x0ull, 0xBFF0000000000000ull), 0x3FF0000000000000ull);
  EXPECT_EQ(abs32(0x80000001u, true), 0u);
  EXPECT_EQ(neg32(0x00000001u, true), 0x80000000u);
  EXPECT_EQ(neg32(0x00000001u), 0x80000001u);
  // NaN inputs (an H200): f32 gives the canonical NaN, f64 the NaN
  // quieted with its sign kept.
  EXPECT_EQ(abs32(0xFFC00001u), 0x7FFFFFFFu);
  EXPECT_EQ(neg32(0x7F800001u), 0x7FFFFFFFu);
  EXPECT_EQ(abs64(0xFFF8000000000001ull), 0xFFF8000000000001ull);
  EXPECT_EQ(neg64(0x7FF0000000000001ull), 0x7FF8000000000001ull);
  EXPECT_EQ(abs64(0xBFF0000000000000ull), 0x3FF0000000000000ull);
}
