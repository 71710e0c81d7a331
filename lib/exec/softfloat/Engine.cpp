//===- Engine.cpp - exact soft-float core: formats, decode, round ---------===//
//
// The format table (PTX ISA 5.2.3 "Alternate Floating-Point Data Formats"
// plus IEEE binary16/32/64), decoding of any format into an exact unpacked
// value, exact add/mul/div/sqrt on unpacked values, and the single rounding
// routine used by every non-fast path (PTX ISA 6.5.2 rounding modifiers).
//
//===----------------------------------------------------------------------===//
#include "lib/exec/softfloat/Internal.h"

#include <cmath>

namespace ptx::exec::fp {

FmtInfo fmtInfo(Fmt F) {
  //            Bits Exp Man Shift Bias  Signed Inf    NaN    AllOnesNaN
  switch (F) {
  case Fmt::F16:
    return {16, 5, 10, 0, 15, true, true, true, false};
  case Fmt::BF16:
    return {16, 8, 7, 0, 127, true, true, true, false};
  case Fmt::TF32:
    return {32, 8, 10, 13, 127, true, true, true, false};
  case Fmt::F32:
    return {32, 8, 23, 0, 127, true, true, true, false};
  case Fmt::F64:
    return {64, 11, 52, 0, 1023, true, true, true, false};
  case Fmt::E4M3:
    return {8, 4, 3, 0, 7, true, false, true, true};
  case Fmt::E5M2:
    return {8, 5, 2, 0, 15, true, true, true, false};
  case Fmt::E2M3:
    return {6, 2, 3, 0, 1, true, false, false, false};
  case Fmt::E3M2:
    return {6, 3, 2, 0, 3, true, false, false, false};
  case Fmt::E2M1:
    return {4, 2, 1, 0, 1, true, false, false, false};
  case Fmt::UE8M0:
    return {8, 8, 0, 0, 127, false, false, true, true};
  case Fmt::UE4M3:
    return {7, 4, 3, 0, 7, false, false, true, true};
  }
  return {32, 8, 23, 0, 127, true, true, true, false};
}

uint64_t canonicalNaN(Fmt F) {
  switch (F) {
  case Fmt::F16:
  case Fmt::BF16:
    return 0x7FFF;
  case Fmt::TF32:
  case Fmt::F32:
    return kNaN32;
  case Fmt::F64:
    return kNaN64;
  case Fmt::E4M3:
  case Fmt::E5M2:
  case Fmt::UE4M3:
    return 0x7F;
  case Fmt::UE8M0:
    return 0xFF;
  case Fmt::E2M3:
  case Fmt::E3M2:
  case Fmt::E2M1:
    return 0;
  }
  return 0;
}

bool isNaN(Fmt F, uint64_t A) {
  return detail::decode(F, A).C == detail::Cls::NaN;
}
bool isInf(Fmt F, uint64_t A) {
  return detail::decode(F, A).C == detail::Cls::Inf;
}
bool isSubnormal(Fmt F, uint64_t A) {
  FmtInfo I = fmtInfo(F);
  if (F == Fmt::UE8M0)
    return false;
  uint64_t Exp = (A >> (I.ManShift + I.ManBits)) & ((1u << I.ExpBits) - 1);
  uint64_t Man = (A >> I.ManShift) & ((uint64_t(1) << I.ManBits) - 1);
  return Exp == 0 && Man != 0;
}

namespace detail {

static uint64_t widthMask(unsigned Bits) {
  return Bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << Bits) - 1;
}

uint64_t signMask(Fmt F) {
  FmtInfo I = fmtInfo(F);
  return I.Signed ? uint64_t(1) << (I.Bits - 1) : 0;
}

Decoded decode(Fmt F, uint64_t A) {
  FmtInfo I = fmtInfo(F);
  A &= widthMask(I.Bits);
  Decoded D;
  D.V.S = I.Signed && ((A >> (I.Bits - 1)) & 1);
  uint64_t ExpAll = (uint64_t(1) << I.ExpBits) - 1;
  uint64_t ManAll = (uint64_t(1) << I.ManBits) - 1;
  uint64_t Exp = (A >> (I.ManShift + I.ManBits)) & ExpAll;
  uint64_t Man = (A >> I.ManShift) & ManAll;
  if (F == Fmt::UE8M0) {
    if (Exp == 0xFF) {
      D.C = Cls::NaN;
      return D;
    }
    D.C = Cls::Finite;
    D.V.M = 1;
    D.V.E = int(Exp) - 127;
    return D;
  }
  if (Exp == ExpAll) {
    if (I.HasInf) {
      D.C = Man == 0 ? Cls::Inf : Cls::NaN;
      return D;
    }
    if (I.NaNAllOnesOnly && Man == ManAll) {
      D.C = Cls::NaN;
      return D;
    }
  }
  if (Exp == 0) {
    if (Man == 0) {
      D.C = Cls::Zero;
      return D;
    }
    D.C = Cls::Finite;
    D.V.M = Man;
    D.V.E = 1 - I.Bias - I.ManBits;
    return D;
  }
  D.C = Cls::Finite;
  D.V.M = Man | (uint64_t(1) << I.ManBits);
  D.V.E = int(Exp) - I.Bias - I.ManBits;
  return D;
}

static uint64_t maxBiased(const FmtInfo &I) {
  uint64_t ExpAll = (uint64_t(1) << I.ExpBits) - 1;
  return I.HasInf ? ExpAll - 1 : ExpAll;
}
static uint64_t maxFracAtMax(const FmtInfo &I) {
  uint64_t ManAll = (uint64_t(1) << I.ManBits) - 1;
  if (I.NaNAllOnesOnly)
    return I.ManBits == 0 ? 0 : ManAll - 1;
  return ManAll;
}

static uint64_t compose(const FmtInfo &I, bool S, uint64_t Biased,
                        uint64_t Frac) {
  uint64_t Bits = (Biased << (I.ManShift + I.ManBits)) | (Frac << I.ManShift);
  if (S && I.Signed)
    Bits |= uint64_t(1) << (I.Bits - 1);
  return Bits;
}

uint64_t packMaxNorm(Fmt F, bool S) {
  FmtInfo I = fmtInfo(F);
  if (F == Fmt::UE8M0)
    return 0xFE;
  return compose(I, S, maxBiased(I), maxFracAtMax(I));
}

uint64_t packZero(Fmt F, bool S) {
  FmtInfo I = fmtInfo(F);
  return compose(I, S, 0, 0);
}

uint64_t packInf(Fmt F, bool S, bool SatFinite) {
  FmtInfo I = fmtInfo(F);
  if (SatFinite)
    return packMaxNorm(F, S);
  if (I.HasInf)
    return compose(I, S, (uint64_t(1) << I.ExpBits) - 1, 0);
  if (I.HasNaN)
    return canonicalNaN(F);
  return packMaxNorm(F, S);
}

/// Decides whether to increment the truncated significand.
/// \p Rem is the discarded part (\p Shift bits), \p Sticky marks further
/// nonzero bits below it.
static bool roundUp(Rnd R, bool S, u128 Q, u128 Rem, int Shift, bool Sticky,
                    const PackOpts &O) {
  bool Inexact = Rem != 0 || Sticky;
  if (!Inexact)
    return false;
  // Shift >= 128 means the whole significand (< 2^126) is below half.
  bool Above, Tie;
  if (Shift > 127) {
    Above = false;
    Tie = false;
  } else {
    u128 Half = u128(1) << (Shift - 1);
    Above = Rem > Half || (Rem == Half && Sticky);
    Tie = Rem == Half && !Sticky;
  }
  switch (R) {
  case Rnd::RN:
    return Above || (Tie && (Q & 1));
  case Rnd::RNA:
    return Above || Tie;
  case Rnd::RZ:
    return false;
  case Rnd::RM:
    return S;
  case Rnd::RP:
    return !S;
  case Rnd::RS: {
    // PTX ISA 9.7.9.21 .rs: add the random bits to the discarded bits (as
    // many of their leading bits as there are random bits) and round away
    // from zero on carry-out.
    // The discarded part can be the whole significand (Shift 128 or more for
    // results far below the smallest subnormal): its leading bits still meet
    // the random bits (an f32 subnormal to bf16, seed 66515).
    int W = O.RBitsWidth;
    if (W <= 0)
      return false;
    u128 Top;
    if (Shift - W > 127)
      Top = 0;
    else if (Shift >= W)
      Top = Rem >> (Shift - W);
    else
      Top = Rem << (W - Shift);
    u128 Mask = (u128(1) << W) - 1;
    return Top + (O.RBits & Mask) > Mask;
  }
  }
  return false;
}

static uint64_t roundPackUE8M0(const UF &V0, const PackOpts &O) {
  if (V0.M == 0 && !V0.Sticky)
    return 0x00; // no zero: the smallest value 2^-127
  UF V = V0;
  int L = bitLen(V.M);
  int Top = V.E + L - 1;
  u128 Rest = V.M - (u128(1) << (L - 1));
  bool Inexact = Rest != 0 || V.Sticky;
  bool Up = false;
  switch (O.R) {
  case Rnd::RZ:
  case Rnd::RM:
    break;
  case Rnd::RP:
    Up = Inexact;
    break;
  case Rnd::RN:
  case Rnd::RNA:
  case Rnd::RS: {
    u128 Half = L >= 2 ? (u128(1) << (L - 2)) : 0;
    if (L >= 2) {
      if (Rest > Half || (Rest == Half && V.Sticky))
        Up = true;
      else if (Rest == Half)
        Up = O.R == Rnd::RNA || ((Top + 127) & 1);
    } else {
      Up = false; // L == 1: sticky below a single bit is < half
    }
    break;
  }
  }
  int Biased = Top + 127 + (Up ? 1 : 0);
  if (Biased < 0)
    return 0x00;
  if (Biased > 254)
    return O.SatFinite ? 0xFE : 0xFF;
  return uint64_t(Biased);
}

uint64_t roundPack(Fmt F, const UF &V0, const PackOpts &O) {
  if (F == Fmt::UE8M0)
    return roundPackUE8M0(V0, O);
  FmtInfo I = fmtInfo(F);
  if (V0.M == 0 && !V0.Sticky)
    return packZero(F, V0.S);
  UF V = V0;
  // Normalise so that the significand has 120 bits: then the discarded part
  // always has room for the guard bit and Sticky only matters below it.
  int L = bitLen(V.M);
  if (L < 120) {
    V.M <<= (120 - L);
    V.E -= (120 - L);
    L = 120;
  }
  int Top = V.E + L - 1;
  int EMin = 1 - I.Bias;
  int LsbExp = (Top > EMin ? Top : EMin) - I.ManBits;
  int Shift = LsbExp - V.E; // > 0 because L >= 120 > ManBits + 1
  u128 Q, Rem;
  if (Shift > 127) {
    Q = 0;
    Rem = V.M;
  } else {
    Q = V.M >> Shift;
    Rem = V.M & ((u128(1) << Shift) - 1);
  }
  if (roundUp(O.R, V.S, Q, Rem, Shift, V.Sticky, O))
    ++Q;
  if (Q == (u128(1) << (I.ManBits + 1))) {
    Q >>= 1;
    ++LsbExp;
  }
  uint64_t Biased, Frac;
  if (Q >= (u128(1) << I.ManBits)) {
    Biased = uint64_t(LsbExp + I.ManBits + I.Bias);
    Frac = uint64_t(Q) - (uint64_t(1) << I.ManBits);
  } else {
    Biased = 0;
    Frac = uint64_t(Q);
  }
  // Overflow: beyond the largest finite encoding.
  bool Overflow = false;
  if (LsbExp + I.ManBits + I.Bias > int(maxBiased(I)))
    Overflow = true;
  else if (Biased == maxBiased(I) && Frac > maxFracAtMax(I))
    Overflow = true;
  if (Overflow) {
    if (O.SatFinite)
      return packMaxNorm(F, V.S);
    switch (O.R) {
    case Rnd::RZ:
      return packMaxNorm(F, V.S);
    case Rnd::RM:
      return V.S ? packInf(F, true, false) : packMaxNorm(F, false);
    case Rnd::RP:
      return V.S ? packMaxNorm(F, true) : packInf(F, false, false);
    default:
      return packInf(F, V.S, false);
    }
  }
  return compose(I, V.S, Biased, Frac);
}

UF addUF(const UF &A, const UF &B, Rnd R) {
  bool AZ = A.M == 0 && !A.Sticky, BZ = B.M == 0 && !B.Sticky;
  if (AZ && BZ) {
    UF Z;
    Z.S = A.S == B.S ? A.S : (R == Rnd::RM);
    return Z;
  }
  if (AZ)
    return B;
  if (BZ)
    return A;
  int TA = A.E + bitLen(A.M), TB = B.E + bitLen(B.M);
  const UF &X = TA >= TB ? A : B;
  const UF &Y = TA >= TB ? B : A;
  int TX = TA >= TB ? TA : TB;
  int Ec = TX - 125;
  u128 XM = X.M << (X.E - Ec);
  u128 YM;
  bool Sticky = false;
  int D = Y.E - Ec;
  if (D >= 0) {
    YM = Y.M << D;
  } else if (-D >= 128) {
    YM = 0;
    Sticky = Y.M != 0;
  } else {
    YM = Y.M >> -D;
    Sticky = (Y.M & ((u128(1) << -D) - 1)) != 0;
  }
  Sticky = Sticky || Y.Sticky; // inputs are exact in practice
  UF Res;
  Res.E = Ec;
  if (X.S == Y.S) {
    Res.S = X.S;
    Res.M = XM + YM;
    Res.Sticky = Sticky;
    return Res;
  }
  if (Sticky) {
    // |X| is far larger than |Y|: true difference lies in (XM-YM-1, XM-YM).
    Res.S = X.S;
    Res.M = XM - YM - 1;
    Res.Sticky = true;
    return Res;
  }
  if (XM >= YM) {
    Res.S = X.S;
    Res.M = XM - YM;
  } else {
    Res.S = Y.S;
    Res.M = YM - XM;
  }
  if (Res.M == 0)
    Res.S = R == Rnd::RM;
  return Res;
}

UF mulUF(const UF &A, const UF &B) {
  UF R;
  R.S = A.S != B.S;
  R.M = A.M * B.M;
  R.E = A.E + B.E;
  R.Sticky = false;
  return R;
}

UF divUF(const UF &A, const UF &B) {
  UF R;
  R.S = A.S != B.S;
  int K = 125 - bitLen(A.M);
  u128 Num = A.M << K;
  R.M = Num / B.M;
  R.Sticky = (Num % B.M) != 0;
  R.E = A.E - K - B.E;
  return R;
}

/// floor(sqrt(N)) for N < 2^126.
static u128 isqrt128(u128 N) {
  if (N == 0)
    return 0;
  u128 R = u128(std::sqrt(double(N)));
  if (R == 0)
    R = 1;
  R = (R + N / R) / 2; // one Newton step: error now a few units at most
  while (R * R > N)
    --R;
  while ((R + 1) * (R + 1) <= N)
    ++R;
  return R;
}

UF sqrtUF(const UF &A) {
  int L = bitLen(A.M);
  int K = 124 - L;
  if (((A.E - K) & 1) != 0)
    ++K;
  u128 N = A.M << K;
  int E = A.E - K;
  UF R;
  R.S = false;
  R.M = isqrt128(N);
  R.Sticky = R.M * R.M != N;
  R.E = E / 2; // E is even
  return R;
}

UF roundToIntegral(const UF &V, Rnd R) {
  if (V.E >= 0 || (V.M == 0 && !V.Sticky))
    return V;
  int Shift = -V.E;
  u128 Q, Rem;
  if (Shift > 127) {
    Q = 0;
    Rem = V.M;
  } else {
    Q = V.M >> Shift;
    Rem = V.M & ((u128(1) << Shift) - 1);
  }
  PackOpts O;
  O.R = R;
  if (roundUp(R, V.S, Q, Rem, Shift, V.Sticky, O))
    ++Q;
  UF Res;
  Res.S = V.S;
  Res.M = Q;
  Res.E = 0;
  return Res;
}

} // namespace detail
} // namespace ptx::exec::fp
