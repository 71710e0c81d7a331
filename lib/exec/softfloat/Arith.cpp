//===- Arith.cpp - PTX f32/f64/f16/bf16 arithmetic semantics --------------===//
//
// add, sub, mul, fma/mad, div, rcp, sqrt (rounded forms), abs, neg, min, max,
// copysign, testp for f32 and f64 (PTX ISA 9.7.3), the half-precision
// arithmetic of PTX ISA 9.7.4 and the mixed-precision forms of 9.7.5.
//
// RN f32/f64 add/sub/mul/fma/div/sqrt use the host's IEEE arithmetic, which
// is exact round-to-nearest-even (the host FPU state is never changed); every
// other case goes through the exact integer engine (Engine.cpp). NaN
// canonicalisation, ftz and sat are applied here, never left to the host.
//
//===----------------------------------------------------------------------===//
#include "lib/exec/softfloat/Internal.h"

#include <cmath>

namespace ptx::exec::fp {

using namespace detail;

namespace {

enum class Op : uint8_t { Add, Sub, Mul, Div, Fma, Sqrt };

/// Quiet NaN propagation for f64 (PTX ISA 9.7.3: NaN payloads supported).
uint64_t quiet64(uint64_t A) { return A | 0x0008000000000000ull; }

uint64_t generic(Fmt F, Op O, uint64_t A, uint64_t B, uint64_t C, Rnd R);

/// IEEE tininess after rounding, for .ftz in F32, F16 or BF16: whether the exact
/// result of \p O, rounded to F's precision with an unbounded exponent
/// range, lies below the smallest normal. An H200 flushes exactly those
/// results (docs/executor-float.md): a result that rounds up to the smallest
/// normal stays when its unbounded rounding does too, and becomes zero when
/// it is already representable below it (2^-126 (1 - 2^-24), say). Only
/// results within half a subnormal step of the smallest normal are asked
/// about, so scaling the result by 2 (through the operands, exactly) moves
/// it into the normal range without changing its rounding. An operand at
/// the largest exponent cannot be scaled; its results are multiples of too
/// large a step to be tiny.
bool tinyUnbounded(Fmt F, Op O, uint64_t A, uint64_t B, uint64_t C, Rnd R) {
  unsigned Shift = F == Fmt::F32 ? 23 : F == Fmt::BF16 ? 7 : 10, K = 1;
  uint64_t EMask = F == Fmt::F16 ? 0x1F : 0xFF;
  bool Overflow = false;
  auto Up = [&](uint64_t X) {
    uint64_t E = (X >> Shift) & EMask;
    if (E == 0)
      return X; // zero (inputs are flushed)
    if (E + K >= EMask)
      Overflow = true;
    return X + (uint64_t(K) << Shift);
  };
  switch (O) {
  case Op::Mul:
  case Op::Div:
    A = Up(A);
    break;
  case Op::Fma:
    A = Up(A);
    C = Up(C);
    break;
  case Op::Add:
  case Op::Sub:
    A = Up(A);
    B = Up(B);
    break;
  case Op::Sqrt:
    return false;
  }
  if (Overflow)
    return false; // an operand that large leaves no tiny result
  uint64_t Z = generic(F, O, A, B, C, R);
  return ((Z >> Shift) & EMask) < 1 + K;
}

/// Flushes a subnormal value of format F to a signed zero.
uint64_t ftzGeneric(Fmt F, uint64_t A) {
  return isSubnormal(F, A) ? (A & signMask(F)) : A;
}

/// Exact operation + single rounding into format F. NaN operands or invalid
/// operations give canonicalNaN(F). Operands are raw bits of format F.
uint64_t generic(Fmt F, Op O, uint64_t A, uint64_t B, uint64_t C, Rnd R) {
  Decoded DA = decode(F, A);
  Decoded DB = decode(F, B);
  Decoded DC = O == Op::Fma ? decode(F, C) : Decoded{Cls::Zero, {}};
  uint64_t NaN = canonicalNaN(F);
  PackOpts PO;
  PO.R = R;
  if (O == Op::Sub) {
    DB.V.S = !DB.V.S;
    O = Op::Add;
  }
  if (DA.C == Cls::NaN || (O != Op::Sqrt && DB.C == Cls::NaN) ||
      (O == Op::Fma && DC.C == Cls::NaN))
    return NaN;
  switch (O) {
  case Op::Add: {
    if (DA.C == Cls::Inf || DB.C == Cls::Inf) {
      if (DA.C == Cls::Inf && DB.C == Cls::Inf && DA.V.S != DB.V.S)
        return NaN;
      bool S = DA.C == Cls::Inf ? DA.V.S : DB.V.S;
      return packInf(F, S, false);
    }
    return roundPack(F, addUF(DA.V, DB.V, R), PO);
  }
  case Op::Mul: {
    bool S = DA.V.S != DB.V.S;
    if (DA.C == Cls::Inf || DB.C == Cls::Inf) {
      if (DA.C == Cls::Zero || DB.C == Cls::Zero)
        return NaN;
      return packInf(F, S, false);
    }
    if (DA.C == Cls::Zero || DB.C == Cls::Zero)
      return packZero(F, S);
    return roundPack(F, mulUF(DA.V, DB.V), PO);
  }
  case Op::Div: {
    bool S = DA.V.S != DB.V.S;
    if (DA.C == Cls::Inf)
      return DB.C == Cls::Inf ? NaN : packInf(F, S, false);
    if (DB.C == Cls::Inf)
      return packZero(F, S);
    if (DB.C == Cls::Zero)
      return DA.C == Cls::Zero ? NaN : packInf(F, S, false);
    if (DA.C == Cls::Zero)
      return packZero(F, S);
    return roundPack(F, divUF(DA.V, DB.V), PO);
  }
  case Op::Sqrt: {
    if (DA.C == Cls::Zero)
      return A; // sqrt(-0) = -0
    if (DA.V.S)
      return NaN;
    if (DA.C == Cls::Inf)
      return A;
    return roundPack(F, sqrtUF(DA.V), PO);
  }
  case Op::Fma: {
    bool PS = DA.V.S != DB.V.S;
    bool PInf = DA.C == Cls::Inf || DB.C == Cls::Inf;
    bool PZero = DA.C == Cls::Zero || DB.C == Cls::Zero;
    if (PInf && PZero)
      return NaN;
    if (PInf) {
      if (DC.C == Cls::Inf && DC.V.S != PS)
        return NaN;
      return packInf(F, PS, false);
    }
    if (DC.C == Cls::Inf)
      return packInf(F, DC.V.S, false);
    UF P;
    if (PZero) {
      P.S = PS; // exact zero product
    } else {
      P = mulUF(DA.V, DB.V);
    }
    return roundPack(F, addUF(P, DC.V, R), PO);
  }
  case Op::Sub:
    break;
  }
  return NaN;
}

//===-- f32 ---------------------------------------------------------------===//

/// Applies PTX result rules for f32: NaN -> canonical, ftz, sat.
inline uint32_t finish32(uint32_t D, bool Ftz, bool Sat) {
  if (isNaN32(D))
    return Sat ? 0u : kNaN32;
  if (Ftz)
    D = ftz32(D);
  if (Sat) {
    if (D & 0x80000000u)
      return 0; // negative (incl. -0) -> +0
    if (D > 0x3F800000u)
      return 0x3F800000u;
  }
  return D;
}

uint32_t op32(Op O, uint32_t A, uint32_t B, uint32_t C, Rnd R, bool Ftz,
              bool Sat) {
  if (Ftz) {
    A = ftz32(A);
    B = ftz32(B);
    C = ftz32(C);
  }
  uint32_t D;
  if (R == Rnd::RN) {
    float X = asF32(A), Y = asF32(B);
    switch (O) {
    case Op::Add:
      D = bitsF32(X + Y);
      break;
    case Op::Sub:
      D = bitsF32(X - Y);
      break;
    case Op::Mul:
      D = bitsF32(X * Y);
      break;
    case Op::Div:
      D = bitsF32(X / Y);
      break;
    case Op::Fma:
      D = bitsF32(std::fma(X, Y, asF32(C)));
      break;
    case Op::Sqrt:
      D = bitsF32(std::sqrt(X));
      break;
    }
  } else {
    D = uint32_t(generic(Fmt::F32, O, A, B, C, R));
  }
  // .ftz flushes results that are tiny after rounding with an unbounded
  // exponent; only a rounded +-2^-126 can hide one.
  if (Ftz && (D & 0x7FFFFFFFu) == 0x00800000u && tinyUnbounded(Fmt::F32, O, A, B, C, R))
    D &= 0x80000000u;
  return finish32(D, Ftz, Sat);
}

//===-- f64 ---------------------------------------------------------------===//

uint64_t op64(Op O, uint64_t A, uint64_t B, uint64_t C, Rnd R) {
  // NaN operands propagate quieted, sign and payload kept. An H200 prefers
  // the second operand's NaN for add, sub, mul and fma (then c, then a) and
  // the first one's for div (docs/executor-float.md, "NaN results").
  if (O == Op::Div) {
    if (isNaN64(A))
      return quiet64(A);
    if (isNaN64(B))
      return quiet64(B);
  } else if (O == Op::Sqrt) {
    if (isNaN64(A))
      return quiet64(A);
  } else {
    if (isNaN64(B))
      return quiet64(B);
    if (O == Op::Fma && isNaN64(C))
      return quiet64(C);
    if (isNaN64(A))
      return quiet64(A);
  }
  uint64_t D;
  if (R == Rnd::RN) {
    double X = asF64(A), Y = asF64(B);
    switch (O) {
    case Op::Add:
      D = bitsF64(X + Y);
      break;
    case Op::Sub:
      D = bitsF64(X - Y);
      break;
    case Op::Mul:
      D = bitsF64(X * Y);
      break;
    case Op::Div:
      D = bitsF64(X / Y);
      break;
    case Op::Fma:
      D = bitsF64(std::fma(X, Y, asF64(C)));
      break;
    case Op::Sqrt:
      D = bitsF64(std::sqrt(X));
      break;
    }
  } else {
    D = generic(Fmt::F64, O, A, B, C, R);
  }
  return isNaN64(D) ? kNaN64 : D;
}

//===-- half --------------------------------------------------------------===//

uint16_t finishH(Fmt F, uint16_t D, const HMods &M) {
  if (isNaNH(F, D)) {
    if (M.Sat)
      return 0;
    return 0x7FFF;
  }
  if (M.Ftz)
    D = ftzH(F, D);
  if (M.Sat) {
    uint16_t One = F == Fmt::BF16 ? 0x3F80 : 0x3C00;
    if (D & 0x8000)
      return 0;
    if (D > One)
      return One;
  }
  if (M.Relu && (D & 0x8000))
    return 0;
  return D;
}

uint16_t opH(Fmt F, Op O, uint16_t A, uint16_t B, uint16_t C,
             const HMods &M) {
  if (M.Oob && (A == 0x7FFF || B == 0x7FFF || C == 0x7FFF))
    return 0;
  if (M.Ftz) {
    A = ftzH(F, A);
    B = ftzH(F, B);
    C = ftzH(F, C);
  }
  Rnd R = M.R == Rnd::RNA || M.R == Rnd::RS ? Rnd::RN : M.R;
  uint16_t D = uint16_t(generic(F, O, A, B, C, R));
  // .ftz: tininess after rounding with an unbounded exponent (see op32;
  // bf16 has no .ftz in PTX, the library treats it alike).
  uint16_t MinNorm = F == Fmt::BF16 ? 0x0080 : 0x0400;
  if (M.Ftz && (D & 0x7FFF) == MinNorm && tinyUnbounded(F, O, A, B, C, R))
    D &= 0x8000;
  return finishH(F, D, M);
}

template <typename Fn> uint32_t lanes2(uint32_t A, uint32_t B, Fn &&Op1) {
  uint16_t Lo = Op1(uint16_t(A), uint16_t(B));
  uint16_t Hi = Op1(uint16_t(A >> 16), uint16_t(B >> 16));
  return uint32_t(Lo) | (uint32_t(Hi) << 16);
}

//===-- min / max ---------------------------------------------------------===//

/// Orders two non-NaN values of a signed format with -0 < +0.
bool lessTotal(Fmt F, uint64_t A, uint64_t B) {
  uint64_t SM = signMask(F);
  bool SA = A & SM, SB = B & SM;
  uint64_t MA = A & ~SM, MB = B & ~SM;
  if (SA != SB)
    return SA; // negative (incl. -0) < positive (incl. +0)
  return SA ? MA > MB : MA < MB;
}

uint64_t minmax2(Fmt F, uint64_t A, uint64_t B, const MinMaxMods &M,
                 bool IsMax, uint64_t NaN) {
  if (M.Ftz) {
    A = ftzGeneric(F, A);
    B = ftzGeneric(F, B);
  }
  uint64_t SM = signMask(F);
  bool XorS = ((A ^ B) & SM) != 0;
  if (M.Abs) {
    A &= ~SM;
    B &= ~SM;
  }
  bool NA = isNaN(F, A), NB = isNaN(F, B);
  uint64_t D;
  if (F == Fmt::F64 && NA && NB && !M.NaN)
    return quiet64(B); // H200: min/max.f64 of two NaNs gives b's, quieted
  if ((NA && NB) || (M.NaN && (NA || NB)))
    return NaN;
  if (NA)
    D = B;
  else if (NB)
    D = A;
  else if (IsMax)
    D = lessTotal(F, A, B) ? B : A;
  else
    D = lessTotal(F, A, B) ? A : B;
  if (M.XorSign)
    D = (D & ~SM) | (XorS ? SM : 0);
  return D;
}

uint64_t minmax3(Fmt F, uint64_t A, uint64_t B, uint64_t C, MinMaxMods M,
                 bool IsMax, uint64_t NaN) {
  M.XorSign = false;
  uint64_t D = minmax2(F, A, B, M, IsMax, NaN);
  return minmax2(F, D, C, M, IsMax, NaN);
}

} // namespace

//===----------------------------------------------------------------------===//
// f32
//===----------------------------------------------------------------------===//

uint32_t add32(uint32_t A, uint32_t B, Rnd R, bool Ftz, bool Sat) {
  return op32(Op::Add, A, B, 0, R, Ftz, Sat);
}
uint32_t sub32(uint32_t A, uint32_t B, Rnd R, bool Ftz, bool Sat) {
  return op32(Op::Sub, A, B, 0, R, Ftz, Sat);
}
uint32_t mul32(uint32_t A, uint32_t B, Rnd R, bool Ftz, bool Sat) {
  return op32(Op::Mul, A, B, 0, R, Ftz, Sat);
}
uint32_t fma32(uint32_t A, uint32_t B, uint32_t C, Rnd R, bool Ftz,
               bool Sat) {
  return op32(Op::Fma, A, B, C, R, Ftz, Sat);
}
uint32_t div32(uint32_t A, uint32_t B, Rnd R, bool Ftz) {
  return op32(Op::Div, A, B, 0, R, Ftz, false);
}
uint32_t rcp32(uint32_t A, Rnd R, bool Ftz) {
  return op32(Op::Div, 0x3F800000u, A, 0, R, Ftz, false);
}
uint32_t sqrt32(uint32_t A, Rnd R, bool Ftz) {
  return op32(Op::Sqrt, A, 0, 0, R, Ftz, false);
}
// abs and neg of a NaN give the canonical NaN in f32, f16 and bf16 and
// the NaN quieted, sign unchanged, in f64 (H200; the spec leaves it open).
uint32_t abs32(uint32_t A, bool Ftz) {
  if (isNaN32(A))
    return kNaN32;
  if (Ftz)
    A = ftz32(A);
  return A & 0x7FFFFFFFu;
}
uint32_t neg32(uint32_t A, bool Ftz) {
  if (isNaN32(A))
    return kNaN32;
  if (Ftz)
    A = ftz32(A);
  return A ^ 0x80000000u;
}
uint32_t copysign32(uint32_t A, uint32_t B) {
  return (B & 0x7FFFFFFFu) | (A & 0x80000000u);
}
uint32_t min32(uint32_t A, uint32_t B, MinMaxMods M) {
  return uint32_t(minmax2(Fmt::F32, A, B, M, false, kNaN32));
}
uint32_t max32(uint32_t A, uint32_t B, MinMaxMods M) {
  return uint32_t(minmax2(Fmt::F32, A, B, M, true, kNaN32));
}
uint32_t min32x3(uint32_t A, uint32_t B, uint32_t C, MinMaxMods M) {
  return uint32_t(minmax3(Fmt::F32, A, B, C, M, false, kNaN32));
}
uint32_t max32x3(uint32_t A, uint32_t B, uint32_t C, MinMaxMods M) {
  return uint32_t(minmax3(Fmt::F32, A, B, C, M, true, kNaN32));
}

static bool testpGeneric(Fmt F, TestP Op, uint64_t A) {
  bool N = isNaN(F, A), I = isInf(F, A), S = isSubnormal(F, A);
  switch (Op) {
  case TestP::Finite:
    return !N && !I;
  case TestP::Infinite:
    return I;
  case TestP::Number:
    return !N;
  case TestP::NotANumber:
    return N;
  case TestP::Normal:
    return !N && !I && !S; // "positive and negative zero are considered normal"
  case TestP::Subnormal:
    return S;
  }
  return false;
}
bool testp32(TestP Op, uint32_t A) { return testpGeneric(Fmt::F32, Op, A); }
bool testp64(TestP Op, uint64_t A) { return testpGeneric(Fmt::F64, Op, A); }

//===----------------------------------------------------------------------===//
// f64
//===----------------------------------------------------------------------===//

uint64_t add64(uint64_t A, uint64_t B, Rnd R) {
  return op64(Op::Add, A, B, 0, R);
}
uint64_t sub64(uint64_t A, uint64_t B, Rnd R) {
  return op64(Op::Sub, A, B, 0, R);
}
uint64_t mul64(uint64_t A, uint64_t B, Rnd R) {
  return op64(Op::Mul, A, B, 0, R);
}
uint64_t fma64(uint64_t A, uint64_t B, uint64_t C, Rnd R) {
  return op64(Op::Fma, A, B, C, R);
}
uint64_t div64(uint64_t A, uint64_t B, Rnd R) {
  return op64(Op::Div, A, B, 0, R);
}
uint64_t rcp64(uint64_t A, Rnd R) {
  return op64(Op::Div, 0x3FF0000000000000ull, A, 0, R);
}
uint64_t sqrt64(uint64_t A, Rnd R) { return op64(Op::Sqrt, A, 0, 0, R); }
uint64_t abs64(uint64_t A) {
  return isNaN64(A) ? quiet64(A) : A & 0x7FFFFFFFFFFFFFFFull;
}
uint64_t neg64(uint64_t A) {
  return isNaN64(A) ? quiet64(A) : A ^ 0x8000000000000000ull;
}
uint64_t copysign64(uint64_t A, uint64_t B) {
  return (B & 0x7FFFFFFFFFFFFFFFull) | (A & 0x8000000000000000ull);
}
uint64_t min64(uint64_t A, uint64_t B, MinMaxMods M) {
  M.Ftz = false;
  return minmax2(Fmt::F64, A, B, M, false, kNaN64);
}
uint64_t max64(uint64_t A, uint64_t B, MinMaxMods M) {
  M.Ftz = false;
  return minmax2(Fmt::F64, A, B, M, true, kNaN64);
}
uint64_t min64x3(uint64_t A, uint64_t B, uint64_t C, MinMaxMods M) {
  M.Ftz = false;
  return minmax3(Fmt::F64, A, B, C, M, false, kNaN64);
}
uint64_t max64x3(uint64_t A, uint64_t B, uint64_t C, MinMaxMods M) {
  M.Ftz = false;
  return minmax3(Fmt::F64, A, B, C, M, true, kNaN64);
}

//===----------------------------------------------------------------------===//
// Half precision
//===----------------------------------------------------------------------===//

uint16_t addH(Fmt F, uint16_t A, uint16_t B, HMods M) {
  return opH(F, Op::Add, A, B, 0, M);
}
uint16_t subH(Fmt F, uint16_t A, uint16_t B, HMods M) {
  return opH(F, Op::Sub, A, B, 0, M);
}
uint16_t mulH(Fmt F, uint16_t A, uint16_t B, HMods M) {
  return opH(F, Op::Mul, A, B, 0, M);
}
uint16_t fmaH(Fmt F, uint16_t A, uint16_t B, uint16_t C, HMods M) {
  return opH(F, Op::Fma, A, B, C, M);
}
uint16_t negH(Fmt F, uint16_t A, bool Ftz) {
  if (isNaNH(F, A))
    return 0x7FFF;
  if (Ftz)
    A = ftzH(F, A);
  return A ^ 0x8000;
}
uint16_t absH(Fmt F, uint16_t A, bool Ftz) {
  if (isNaNH(F, A))
    return 0x7FFF;
  if (Ftz)
    A = ftzH(F, A);
  return A & 0x7FFF;
}
uint16_t minH(Fmt F, uint16_t A, uint16_t B, MinMaxMods M) {
  return uint16_t(minmax2(F, A, B, M, false, 0x7FFF));
}
uint16_t maxH(Fmt F, uint16_t A, uint16_t B, MinMaxMods M) {
  return uint16_t(minmax2(F, A, B, M, true, 0x7FFF));
}

uint32_t addH2(Fmt F, uint32_t A, uint32_t B, HMods M) {
  return lanes2(A, B, [&](uint16_t X, uint16_t Y) { return addH(F, X, Y, M); });
}
uint32_t subH2(Fmt F, uint32_t A, uint32_t B, HMods M) {
  return lanes2(A, B, [&](uint16_t X, uint16_t Y) { return subH(F, X, Y, M); });
}
uint32_t mulH2(Fmt F, uint32_t A, uint32_t B, HMods M) {
  return lanes2(A, B, [&](uint16_t X, uint16_t Y) { return mulH(F, X, Y, M); });
}
uint32_t fmaH2(Fmt F, uint32_t A, uint32_t B, uint32_t C, HMods M) {
  uint16_t Lo = fmaH(F, uint16_t(A), uint16_t(B), uint16_t(C), M);
  uint16_t Hi = fmaH(F, uint16_t(A >> 16), uint16_t(B >> 16),
                     uint16_t(C >> 16), M);
  return uint32_t(Lo) | (uint32_t(Hi) << 16);
}
uint32_t negH2(Fmt F, uint32_t A, bool Ftz) {
  return lanes2(A, 0, [&](uint16_t X, uint16_t) { return negH(F, X, Ftz); });
}
uint32_t absH2(Fmt F, uint32_t A, bool Ftz) {
  return lanes2(A, 0, [&](uint16_t X, uint16_t) { return absH(F, X, Ftz); });
}
uint32_t minH2(Fmt F, uint32_t A, uint32_t B, MinMaxMods M) {
  return lanes2(A, B, [&](uint16_t X, uint16_t Y) { return minH(F, X, Y, M); });
}
uint32_t maxH2(Fmt F, uint32_t A, uint32_t B, MinMaxMods M) {
  return lanes2(A, B, [&](uint16_t X, uint16_t Y) { return maxH(F, X, Y, M); });
}

//===----------------------------------------------------------------------===//
// Mixed precision (PTX ISA 9.7.5)
//===----------------------------------------------------------------------===//

static uint32_t widenHalf(Fmt AF, uint16_t A) {
  return AF == Fmt::BF16 ? bf16ToF32(A) : f16ToF32(A);
}
uint32_t addMixed(Fmt AF, uint16_t A, uint32_t C, Rnd R, bool Sat) {
  return add32(widenHalf(AF, A), C, R, false, Sat);
}
uint32_t subMixed(Fmt AF, uint16_t A, uint32_t C, Rnd R, bool Sat) {
  return sub32(widenHalf(AF, A), C, R, false, Sat);
}
uint32_t fmaMixed(Fmt AF, uint16_t A, uint16_t B, uint32_t C, Rnd R,
                  bool Sat) {
  return fma32(widenHalf(AF, A), widenHalf(AF, B), C, R, false, Sat);
}

} // namespace ptx::exec::fp
