//===- RefFloat.h - independent reference floating-point model for tests --===//
//
// A deliberately different implementation from lib/exec/softfloat: exact
// values are huge fixed-point integers (Big, 2^-2200 granularity), a format is
// described by its field widths, and rounding finds the two neighbouring
// encodings by binary search over the (monotone) positive encodings, then
// picks one by comparing the exact value against them and their midpoint.
// Division and square root are checked by comparing exact products
// (a vs q*b, a vs q*q), so no quotient is ever computed here.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_TEST_UNIT_EXEC_REFFLOAT_H
#define PTXLINT_TEST_UNIT_EXEC_REFFLOAT_H

#include <cstdint>
#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <vector>

namespace ref {

using u128 = unsigned __int128;

/// A magnitude m * 2^e.
struct Val {
  u128 M = 0;
  int E = 0;
};

/// Two's complement fixed-point integer; bit i has weight 2^(i - Off).
struct Big {
  static constexpr int Words = 72;
  static constexpr int Off = 2240;
  uint64_t W[Words] = {};

  static Big fromVal(const Val &V, bool Neg = false) {
    Big B;
    if (V.M != 0) {
      int P = V.E + Off;
      int Wd = P / 64, Sh = P % 64;
      uint64_t Parts[3] = {uint64_t(V.M), uint64_t(V.M >> 64), 0};
      // Shift the 128-bit value left by Sh into three words.
      uint64_t Out[3];
      Out[0] = Parts[0] << Sh;
      Out[1] = Sh ? (Parts[1] << Sh) | (Parts[0] >> (64 - Sh)) : Parts[1];
      Out[2] = Sh ? (Parts[1] >> (64 - Sh)) : 0;
      for (int I = 0; I < 3; ++I)
        if (Wd + I < Words)
          B.W[Wd + I] = Out[I];
    }
    return Neg ? B.neg() : B;
  }
  Big neg() const {
    Big R;
    unsigned __int128 C = 1;
    for (int I = 0; I < Words; ++I) {
      C += uint64_t(~W[I]);
      R.W[I] = uint64_t(C);
      C >>= 64;
    }
    return R;
  }
  Big operator+(const Big &O) const {
    Big R;
    unsigned __int128 C = 0;
    for (int I = 0; I < Words; ++I) {
      C += u128(W[I]) + O.W[I];
      R.W[I] = uint64_t(C);
      C >>= 64;
    }
    return R;
  }
  Big operator-(const Big &O) const { return *this + O.neg(); }
  bool negative() const { return W[Words - 1] >> 63; }
  bool zero() const {
    for (uint64_t X : W)
      if (X)
        return false;
    return true;
  }
  Big abs() const { return negative() ? neg() : *this; }
  /// Signed comparison: -1, 0, 1.
  static int cmp(const Big &A, const Big &B) {
    bool NA = A.negative(), NB = B.negative();
    if (NA != NB)
      return NA ? -1 : 1;
    for (int I = Words - 1; I >= 0; --I)
      if (A.W[I] != B.W[I])
        return A.W[I] < B.W[I] ? -1 : 1;
    return 0;
  }
  Big twice() const { return *this + *this; }
};

/// A storage format described independently of the library.
struct Spec {
  int Bits;       // storage width
  int EBits;      // exponent width
  int MBits;      // fraction width
  int Bias;       // exponent bias
  bool Signed;    // has a sign bit
  bool Inf;       // IEEE-style inf/NaN in the top exponent
  bool NaNOnes;   // only all-ones (exp+mant) is NaN
  bool NoNaN;     // no NaN at all
  bool PureExp;   // UE8M0: value 2^(e-bias), no zero
};

inline constexpr Spec F16{16, 5, 10, 15, true, true, false, false, false};
inline constexpr Spec BF16{16, 8, 7, 127, true, true, false, false, false};
inline constexpr Spec F32{32, 8, 23, 127, true, true, false, false, false};
inline constexpr Spec F64{64, 11, 52, 1023, true, true, false, false, false};
inline constexpr Spec E4M3{8, 4, 3, 7, true, false, true, false, false};
inline constexpr Spec E5M2{8, 5, 2, 15, true, true, false, false, false};
inline constexpr Spec E2M3{6, 2, 3, 1, true, false, false, true, false};
inline constexpr Spec E3M2{6, 3, 2, 3, true, false, false, true, false};
inline constexpr Spec E2M1{4, 2, 1, 1, true, false, false, true, false};
inline constexpr Spec UE8M0{8, 8, 0, 127, false, false, true, false, true};

inline uint64_t signBit(const Spec &S) {
  return S.Signed ? uint64_t(1) << (S.Bits - 1) : 0;
}
inline uint64_t magMask(const Spec &S) {
  int N = S.Signed ? S.Bits - 1 : S.Bits;
  return N == 64 ? ~uint64_t(0) : (uint64_t(1) << N) - 1;
}
/// Largest positive finite encoding.
inline uint64_t maxK(const Spec &S) {
  uint64_t All = (uint64_t(1) << (S.EBits + S.MBits)) - 1;
  if (S.Inf)
    return (((uint64_t(1) << S.EBits) - 1) << S.MBits) - 1;
  if (S.NaNOnes)
    return All - 1;
  return All;
}
/// Value of a positive encoding K (K may be maxK+1: the overflow point).
inline Val val(const Spec &S, uint64_t K) {
  if (S.PureExp)
    return Val{1, int(K) - S.Bias};
  uint64_t E = K >> S.MBits, M = K & ((uint64_t(1) << S.MBits) - 1);
  if (E == 0)
    return Val{M, 1 - S.Bias - S.MBits};
  return Val{M | (uint64_t(1) << S.MBits), int(E) - S.Bias - S.MBits};
}
inline bool isNaN(const Spec &S, uint64_t X) {
  uint64_t K = X & magMask(S);
  if (S.NoNaN)
    return false;
  if (S.Inf)
    return K > maxK(S) + 1;
  return K == maxK(S) + 1;
}
inline bool isInf(const Spec &S, uint64_t X) {
  return S.Inf && (X & magMask(S)) == maxK(S) + 1;
}
inline bool isSub(const Spec &S, uint64_t X) {
  uint64_t K = X & magMask(S);
  return !S.PureExp && K != 0 && (K >> S.MBits) == 0;
}
/// Exact value of a finite encoding as a Big.
inline Big bigOf(const Spec &S, uint64_t X) {
  return Big::fromVal(val(S, X & magMask(S)), (X & signBit(S)) != 0);
}

enum class Mode { RN, RZ, RM, RP, RNA };

/// Result of rounding a nonzero exact magnitude.
struct Rounded {
  uint64_t K;     // positive encoding
  bool Overflow;  // rounded past maxK
};

/// Rounds the exact magnitude described by \p CmpX (CmpX(v) = sign of
/// |X| - v) into \p S with mode \p M; \p Neg is the sign of X.
inline Rounded roundMag(const Spec &S, bool Neg,
                        const std::function<int(const Val &)> &CmpX,
                        Mode M) {
  // Largest K with val(K) <= |X|.
  uint64_t Lo = 0, Hi = maxK(S);
  if (S.PureExp && CmpX(val(S, 0)) < 0) {
    // below the smallest value: only RP/RN-ish semantics matter; clamp
    return {0, false};
  }
  while (Lo < Hi) {
    uint64_t Mid = Lo + (Hi - Lo + 1) / 2;
    if (CmpX(val(S, Mid)) >= 0)
      Lo = Mid;
    else
      Hi = Mid - 1;
  }
  uint64_t D = Lo;
  bool Exact = CmpX(val(S, D)) == 0;
  if (Exact)
    return {D, false};
  uint64_t U = D + 1;
  bool PickUp = false;
  switch (M) {
  case Mode::RZ:
    PickUp = false;
    break;
  case Mode::RM:
    PickUp = Neg;
    break;
  case Mode::RP:
    PickUp = !Neg;
    break;
  case Mode::RN:
  case Mode::RNA: {
    Val VD = val(S, D), VU = val(S, U);
    int E = VD.E < VU.E ? VD.E : VU.E;
    Val Mid{(VD.M << (VD.E - E)) + (VU.M << (VU.E - E)), E - 1};
    int C = CmpX(Mid);
    if (C > 0)
      PickUp = true;
    else if (C < 0)
      PickUp = false;
    else
      PickUp = M == Mode::RNA ? true : (D & 1) != 0;
    break;
  }
  }
  if (!PickUp)
    return {D, false};
  return {U, U > maxK(S)};
}

/// Packs a rounded result: overflow gives inf (or NaN / max for formats
/// without inf), or +-max when \p SatFinite.
inline uint64_t pack(const Spec &S, bool Neg, Rounded R, bool SatFinite,
                     uint64_t NaNBits) {
  uint64_t Sg = Neg ? signBit(S) : 0;
  if (R.Overflow) {
    if (SatFinite)
      return Sg | maxK(S);
    if (S.Inf)
      return Sg | (maxK(S) + 1);
    if (!S.NoNaN)
      return NaNBits;
    return Sg | maxK(S);
  }
  return Sg | R.K;
}

/// Rounds the nonzero exact magnitude given by \p CmpX with sign \p Neg;
/// handles overflow per mode (RZ and the directed mode pointing at zero give
/// +-max), or +-max when \p SatFinite.
inline uint64_t roundWith(const Spec &S, bool Neg,
                          const std::function<int(const Val &)> &CmpX, Mode M,
                          uint64_t NaNBits, bool SatFinite = false) {
  Rounded R = roundMag(S, Neg, CmpX, M);
  if (R.Overflow && !SatFinite) {
    bool ToMax = M == Mode::RZ || (M == Mode::RM && !Neg) ||
                 (M == Mode::RP && Neg);
    if (ToMax)
      return (Neg ? signBit(S) : 0) | maxK(S);
  }
  return pack(S, Neg, R, SatFinite, NaNBits);
}

/// Rounds an exact Big into S (zero keeps the sign \p ZeroNeg).
inline uint64_t roundBig(const Spec &S, const Big &X, Mode M, bool ZeroNeg,
                         uint64_t NaNBits, bool SatFinite = false) {
  if (X.zero())
    return ZeroNeg ? signBit(S) : 0;
  Big A = X.abs();
  return roundWith(
      S, X.negative(),
      [&](const Val &V) { return Big::cmp(A, Big::fromVal(V)); }, M, NaNBits,
      SatFinite);
}

/// Exact value of a positive encoding as a double (formats up to f32 and
/// the 16-bit and smaller formats are exact in double).
inline double valD(const Spec &S, uint64_t K) {
  Val V = val(S, K);
  return std::ldexp(double(uint64_t(V.M)), V.E);
}

/// Decodes any encoding of a small format to a double (NaN, +-inf).
inline double decodeD(const Spec &S, uint64_t X) {
  if (isNaN(S, X))
    return NAN;
  bool Neg = (X & signBit(S)) != 0;
  double V = isInf(S, X) ? INFINITY : valD(S, X & magMask(S));
  return Neg ? -V : V;
}

/// Fast rounding of a finite double into a format whose values, neighbours
/// and midpoints are exact doubles (16-bit and smaller formats, f32). Zero
/// keeps the sign of X.
inline uint64_t roundSmall(const Spec &S, double X, Mode M, uint64_t NaNBits,
                           bool SatFinite = false) {
  bool Neg = std::signbit(X);
  double A = std::fabs(X);
  if (A == 0)
    return Neg ? signBit(S) : 0;
  return roundWith(
      S, Neg,
      [&](const Val &V) {
        double D = std::ldexp(double(uint64_t(V.M)), V.E);
        return A < D ? -1 : (A > D ? 1 : 0);
      },
      M, NaNBits, SatFinite);
}

} // namespace ref

#endif // PTXLINT_TEST_UNIT_EXEC_REFFLOAT_H
