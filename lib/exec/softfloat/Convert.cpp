//===- Convert.cpp - PTX cvt semantics between float and integer types ----===//
//
// Float<->float (every format pair, every rounding mode, .ftz, .sat,
// .satfinite, .relu, .rs), float->integer, integer->float, integer->integer
// and the packed x2/x4 forms of PTX ISA 9.7.9.21 (cvt).
//
//===----------------------------------------------------------------------===//
#include "lib/exec/softfloat/Internal.h"

namespace ptx::exec::fp {

using namespace detail;

unsigned intBits(IntT T) {
  switch (T) {
  case IntT::U8:
  case IntT::S8:
    return 8;
  case IntT::U16:
  case IntT::S16:
    return 16;
  case IntT::U32:
  case IntT::S32:
    return 32;
  case IntT::U64:
  case IntT::S64:
    return 64;
  }
  return 32;
}

bool intSigned(IntT T) {
  return T == IntT::S8 || T == IntT::S16 || T == IntT::S32 || T == IntT::S64;
}

namespace {

uint64_t maskBits(unsigned N) {
  return N >= 64 ? ~uint64_t(0) : (uint64_t(1) << N) - 1;
}

/// The encoding of +1.0 in format F (F has a bias-style exponent).
uint64_t oneOf(Fmt F) {
  FmtInfo I = fmtInfo(F);
  return uint64_t(I.Bias) << (I.ManShift + I.ManBits);
}

/// .sat on a float result (PTX ISA 9.7.9.21): NaN -> +0, clamp to [0, 1].
uint64_t applySat(Fmt F, uint64_t D) {
  if (isNaN(F, D))
    return 0;
  if (D & signMask(F))
    return 0;
  uint64_t One = oneOf(F);
  return D > One ? One : D;
}

/// .relu: negative (and -0) -> +0, NaN -> canonical NaN.
uint64_t applyRelu(Fmt F, uint64_t D) {
  if (isNaN(F, D))
    return canonicalNaN(F);
  if (D & signMask(F))
    return 0;
  return D;
}

/// NaN input of a float->float conversion, as an H200 gives it
/// (docs/executor-float.md, "NaN results"): widening to f64 and narrowing
/// from f64 keep the sign and the payload's leading bits and set the quiet
/// bit; bf16 -> f32 moves the bits unchanged (no quieting); .ftz f32 -> f64
/// gives the canonical f32 NaN widened; every other conversion gives the
/// destination's canonical NaN.
uint64_t nanResult(Fmt Dst, Fmt Src, uint64_t A, bool Ftz) {
  FmtInfo SI = fmtInfo(Src);
  uint64_t SrcSign = (A >> (SI.Bits - 1)) & 1;
  uint64_t SrcMan = A & maskBits(SI.ManBits);
  if (Dst == Fmt::F64 && Src == Fmt::F32 && Ftz)
    return 0x7FFFFFFFE0000000ull;
  if (Dst == Fmt::F64 && (Src == Fmt::F64 || Src == Fmt::F32 || Src == Fmt::F16 ||
                          Src == Fmt::BF16))
    return (SrcSign << 63) | 0x7FF8000000000000ull | (SrcMan << (52 - SI.ManBits));
  if (Src == Fmt::F64 && (Dst == Fmt::F32 || Dst == Fmt::F16 || Dst == Fmt::BF16)) {
    FmtInfo DI = fmtInfo(Dst);
    uint64_t ExpAll = maskBits(DI.ExpBits) << DI.ManBits;
    uint64_t Quiet = uint64_t(1) << (DI.ManBits - 1);
    return (SrcSign << (DI.Bits - 1)) | ExpAll | Quiet | (SrcMan >> (52 - DI.ManBits));
  }
  if (Dst == Fmt::F32 && Src == Fmt::BF16)
    return A << 16;
  FmtInfo I = fmtInfo(Dst);
  if (I.HasNaN)
    return canonicalNaN(Dst);
  return packMaxNorm(Dst, false); // spec: +MAX_NORM for no-NaN formats
}

} // namespace

uint64_t cvtF2F(Fmt Dst, Fmt Src, uint64_t A, const CvtOpts &O) {
  if (Dst == Fmt::TF32 && Src == Fmt::F32 && isNaN32(uint32_t(A))) {
    // H200: .rna keeps the leading bits of a NaN (a payload only in the
    // dropped bits leaves infinity, which .satfinite makes +-MAX_NORM);
    // .rn/.rz give 0x7FFFE000.
    if (O.R != Rnd::RNA)
      return 0x7FFFE000u;
    uint64_t R = A & 0xFFFFE000u;
    if (O.SatFinite && (R & 0x7FFFFFFFu) == 0x7F800000u)
      R = (R & 0x80000000u) | 0x7F7FE000u;
    return R;
  }
  // .ftz flushes an f32 subnormal input, except on the way to f16: an H200
  // rounds it as it is (cvt.rp.ftz.f16.f32 of 2^-149 is 0x0001).
  if (Src == Fmt::F32 && O.Ftz && Dst != Fmt::F16)
    A = ftz32(uint32_t(A));
  Decoded D = decode(Src, A);
  uint64_t R = 0;
  switch (D.C) {
  case Cls::NaN:
    R = nanResult(Dst, Src, A, O.Ftz);
    break;
  case Cls::Inf:
    R = packInf(Dst, D.V.S, O.SatFinite);
    break;
  case Cls::Zero:
    R = packZero(Dst, D.V.S);
    break;
  case Cls::Finite: {
    PackOpts PO;
    PO.R = O.R;
    PO.SatFinite = O.SatFinite;
    PO.RBits = O.RBits;
    PO.RBitsWidth = Dst == Fmt::F16 ? 13 : 16;
    if (Dst == Fmt::E2M1)
      PO.RBitsWidth = 8;
    R = roundPack(Dst, D.V, PO);
    break;
  }
  }
  if (Dst == Fmt::F32 && O.Ftz) {
    // Tininess after rounding with an unbounded exponent, as for arithmetic
    // (Arith.cpp's tinyUnbounded): a result rounded to +-2^-126 is flushed
    // when the input, rounded to 24 bits, stays below it; 2x rounds as x
    // would without the exponent bound (H200: cvt.rp.ftz.f32.f64 of
    // 0x380FFFFFC7002000 is 0).
    if (Src == Fmt::F64 && (R & 0x7FFFFFFFu) == 0x00800000u && D.C == Cls::Finite &&
        ((A >> 52) & 0x7FF) < 0x7FE) {
      CvtOpts O2 = O;
      O2.Ftz = O2.Relu = O2.Sat = false;
      uint64_t R2 = cvtF2F(Fmt::F32, Fmt::F64, A + (uint64_t(1) << 52), O2);
      if ((R2 & 0x7FFFFFFFu) < 0x01000000u)
        R &= 0x80000000u;
    }
    R = ftz32(uint32_t(R));
  }
  if (O.Relu)
    R = applyRelu(Dst, R);
  if (O.Sat)
    R = applySat(Dst, R);
  return R;
}

uint64_t cvtRoundInt(Fmt F, uint64_t A, Rnd R, bool Ftz, bool Sat) {
  if (F == Fmt::F32 && Ftz)
    A = ftz32(uint32_t(A));
  Decoded D = decode(F, A);
  uint64_t Res = 0;
  switch (D.C) {
  case Cls::NaN:
    Res = F == Fmt::F64 ? (A | 0x0008000000000000ull) : canonicalNaN(F);
    break;
  case Cls::Inf:
  case Cls::Zero:
    Res = A;
    break;
  case Cls::Finite: {
    UF V = roundToIntegral(D.V, R);
    Res = roundPack(F, V, PackOpts{}); // exact: an integer of F's range
    break;
  }
  }
  if (Sat)
    Res = applySat(F, Res);
  return Res;
}

uint64_t cvtF2I(IntT Dst, Fmt Src, uint64_t A, Rnd R, bool Ftz) {
  unsigned N = intBits(Dst);
  bool Sg = intSigned(Dst);
  if (Src == Fmt::F32 && Ftz)
    A = ftz32(uint32_t(A));
  Decoded D = decode(Src, A);
  // Range of the destination as (magnitude limits).
  uint64_t MaxPos = Sg ? (uint64_t(1) << (N - 1)) - 1 : maskBits(N);
  uint64_t MaxNegMag = Sg ? (uint64_t(1) << (N - 1)) : 0;
  auto Pack = [&](bool Neg, uint64_t Mag) -> uint64_t {
    uint64_t V = Neg ? (~Mag + 1) : Mag;
    return V & maskBits(N);
  };
  switch (D.C) {
  case Cls::NaN:
    // PTX ISA 9.7.9.21 Integer Notes.
    if (Src != Fmt::F64 && N != 64)
      return 0;
    return uint64_t(1) << (N - 1);
  case Cls::Zero:
    return 0;
  case Cls::Inf:
    return D.V.S ? Pack(true, MaxNegMag) : MaxPos;
  case Cls::Finite:
    break;
  }
  UF V = roundToIntegral(D.V, R);
  // Magnitude, saturating at 2^64.
  bool Big = false;
  uint64_t Mag = 0;
  if (V.M != 0) {
    int L = bitLen(V.M) + V.E;
    if (L > 64)
      Big = true;
    else
      Mag = uint64_t(V.M << V.E);
  }
  if (V.S) {
    if (Big || Mag > MaxNegMag)
      return Pack(true, MaxNegMag);
    return Pack(true, Mag);
  }
  if (Big || Mag > MaxPos)
    return MaxPos;
  return Mag;
}

uint64_t cvtI2F(Fmt Dst, IntT Src, uint64_t A, const CvtOpts &O) {
  unsigned N = intBits(Src);
  A &= maskBits(N);
  UF V;
  if (intSigned(Src) && ((A >> (N - 1)) & 1)) {
    V.S = true;
    V.M = (~A + 1) & maskBits(N);
  } else {
    V.M = A;
  }
  uint64_t R = 0;
  if (V.M == 0) {
    R = packZero(Dst, false);
  } else {
    PackOpts PO;
    PO.R = O.R;
    PO.SatFinite = O.SatFinite;
    R = roundPack(Dst, V, PO);
  }
  if (Dst == Fmt::F32 && O.Ftz)
    R = ftz32(uint32_t(R));
  if (O.Relu)
    R = applyRelu(Dst, R);
  if (O.Sat)
    R = applySat(Dst, R);
  return R;
}

uint64_t cvtI2I(IntT Dst, IntT Src, uint64_t A, bool Sat) {
  unsigned SN = intBits(Src), DN = intBits(Dst);
  A &= maskBits(SN);
  bool Neg = intSigned(Src) && ((A >> (SN - 1)) & 1);
  // Sign-extend to 64 bits.
  uint64_t V = Neg ? (A | ~maskBits(SN)) : A;
  if (Sat) {
    if (intSigned(Dst)) {
      int64_t Lo = -(int64_t(1) << (DN - 1)) + (DN == 64 ? 0 : 0);
      int64_t Hi = DN == 64 ? INT64_MAX : (int64_t(1) << (DN - 1)) - 1;
      if (DN == 64)
        Lo = INT64_MIN;
      if (Neg) {
        if (int64_t(V) < Lo)
          V = uint64_t(Lo);
      } else if (V > uint64_t(Hi)) {
        V = uint64_t(Hi);
      }
    } else {
      if (Neg)
        V = 0;
      else if (V > maskBits(DN))
        V = maskBits(DN);
    }
  }
  return V & maskBits(DN);
}

static uint32_t packElems(Fmt Dst, const uint64_t *E, int Count) {
  unsigned W = Dst == Fmt::E2M1 ? 4 : (Dst == Fmt::F16 || Dst == Fmt::BF16)
                                          ? 16
                                          : 8;
  uint32_t R = 0;
  for (int I = 0; I < Count; ++I)
    R = (R << W) | uint32_t(E[I] & maskBits(W));
  return R;
}

uint32_t cvtPack2F32(Fmt Dst, uint32_t A, uint32_t B, const CvtOpts &O) {
  CvtOpts OA = O, OB = O;
  if (O.R == Rnd::RS) {
    if (Dst == Fmt::F16) {
      OA.RBits = (O.RBits >> 16) & 0x1FFF;
      OB.RBits = O.RBits & 0x1FFF;
    } else {
      OA.RBits = (O.RBits >> 16) & 0xFFFF;
      OB.RBits = O.RBits & 0xFFFF;
    }
  }
  uint64_t E[2] = {cvtF2F(Dst, Fmt::F32, A, OA),
                   cvtF2F(Dst, Fmt::F32, B, OB)};
  return packElems(Dst, E, 2);
}

uint32_t cvtPack4F32(Fmt Dst, uint32_t A, uint32_t B, uint32_t E,
                     uint32_t F, const CvtOpts &O) {
  CvtOpts Os[4] = {O, O, O, O};
  if (O.R == Rnd::RS) {
    if (Dst == Fmt::E2M1) {
      // Layout not fully specified in text (figure only): a <- [31:24],
      // b <- [15:8], e <- [23:16], f <- [7:0]. Unverified.
      Os[0].RBits = (O.RBits >> 24) & 0xFF;
      Os[1].RBits = (O.RBits >> 8) & 0xFF;
      Os[2].RBits = (O.RBits >> 16) & 0xFF;
      Os[3].RBits = O.RBits & 0xFF;
    } else {
      // a, b <- upper 16 bits; e, f <- lower 16 bits. Unverified.
      Os[0].RBits = Os[1].RBits = (O.RBits >> 16) & 0xFFFF;
      Os[2].RBits = Os[3].RBits = O.RBits & 0xFFFF;
    }
  }
  uint32_t In[4] = {A, B, E, F};
  uint64_t Out[4];
  for (int I = 0; I < 4; ++I)
    Out[I] = cvtF2F(Dst, Fmt::F32, In[I], Os[I]);
  return packElems(Dst, Out, 4);
}

uint32_t cvtPack2H2(Fmt Dst, Fmt Src, uint32_t A, const CvtOpts &O) {
  uint64_t E[2] = {cvtF2F(Dst, Src, A >> 16, O),
                   cvtF2F(Dst, Src, A & 0xFFFF, O)};
  return packElems(Dst, E, 2);
}

uint32_t cvtUnpack2(Fmt Dst, Fmt Src, uint32_t A, bool Relu) {
  unsigned W = Src == Fmt::E2M1 ? 4 : 8;
  uint64_t ElemMask = maskBits(fmtInfo(Src).Bits);
  uint64_t Hi = (A >> W) & ElemMask, Lo = A & ElemMask;
  CvtOpts O;
  O.Relu = Relu;
  uint64_t E[2] = {cvtF2F(Dst, Src, Hi, O), cvtF2F(Dst, Src, Lo, O)};
  return uint32_t((E[0] << 16) | (E[1] & 0xFFFF));
}

uint64_t toF64(Fmt F, uint64_t A) {
  return cvtF2F(Fmt::F64, F, A, CvtOpts{});
}

uint64_t fromF64(Fmt F, uint64_t A, const CvtOpts &O) {
  return cvtF2F(F, Fmt::F64, A, O);
}

uint32_t f16ToF32(uint16_t A) {
  uint32_t S = uint32_t(A & 0x8000) << 16;
  uint32_t E = (A >> 10) & 0x1F, M = A & 0x3FF;
  if (E == 0x1F)
    return M ? kNaN32 : (S | 0x7F800000u);
  if (E == 0) {
    if (M == 0)
      return S;
    // Subnormal: normalise.
    int Sh = __builtin_clz(M) - 21; // leading zeros within 10 bits, +1
    M <<= Sh;
    return S | (uint32_t(113 - Sh) << 23) | ((M & 0x3FF) << 13);
  }
  return S | ((E + 112) << 23) | (M << 13);
}

uint16_t f32ToF16(uint32_t A, Rnd R) {
  CvtOpts O;
  O.R = R;
  return uint16_t(cvtF2F(Fmt::F16, Fmt::F32, A, O));
}

uint16_t f32ToBF16(uint32_t A, Rnd R) {
  CvtOpts O;
  O.R = R;
  return uint16_t(cvtF2F(Fmt::BF16, Fmt::F32, A, O));
}

} // namespace ptx::exec::fp
