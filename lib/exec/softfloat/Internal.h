//===- Internal.h - private soft-float engine of the executor ---*- C++ -*-===//
//
// Shared by the softfloat .cpp files only (not part of the public API): an
// unpacked exact representation of finite values, the exact operations on
// it (add, mul, div, sqrt) and the one rounding routine that packs an exact
// value into any format (PTX ISA 5.2.3 formats, 6.5.2 rounding modifiers).
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_EXEC_SOFTFLOAT_INTERNAL_H
#define PTXLINT_EXEC_SOFTFLOAT_INTERNAL_H

#include "lib/exec/softfloat/SoftFloat.h"
#include <cstdint>
#include <optional>

namespace ptx::exec::fp::detail {

using u128 = unsigned __int128;

/// Class of a decoded value.
enum class Cls : uint8_t { Zero, Finite, Inf, NaN };

/// An exact finite value (-1)^S * M * 2^E, plus a sticky bit meaning "the
/// true magnitude is strictly greater than M * 2^E by less than 2^E".
/// M == 0 with Sticky == false is a zero of sign S.
struct UF {
  bool S = false;
  int E = 0;
  u128 M = 0;
  bool Sticky = false;
};

/// A decoded value of some format.
struct Decoded {
  Cls C;
  UF V; ///< valid for Zero (sign only) and Finite; sign valid for Inf/NaN
};

/// Number of significant bits of \p X (0 for 0).
inline int bitLen(u128 X) {
  uint64_t Hi = uint64_t(X >> 64);
  if (Hi)
    return 128 - __builtin_clzll(Hi);
  uint64_t Lo = uint64_t(X);
  return Lo ? 64 - __builtin_clzll(Lo) : 0;
}

/// Decodes \p A of format \p F (UE8M0 decodes as 2^(e-127), 0xFF NaN).
Decoded decode(Fmt F, uint64_t A);

/// Options of the rounding/packing step.
struct PackOpts {
  Rnd R = Rnd::RN;
  bool SatFinite = false; ///< overflow (incl. from Inf) -> +-MAX_NORM
  uint32_t RBits = 0;     ///< Rnd::RS random bits
  int RBitsWidth = 0;     ///< number of valid RBits
};

/// Rounds the exact value \p V (finite, possibly zero) into format \p F.
/// Handles subnormals, overflow per rounding mode, formats without Inf
/// (overflow -> NaN if the format has one, else MAX_NORM).
uint64_t roundPack(Fmt F, const UF &V, const PackOpts &O);

/// Infinity of format \p F with sign \p S (formats without Inf: NaN if the
/// format has NaN, else MAX_NORM), or MAX_NORM when \p SatFinite.
uint64_t packInf(Fmt F, bool S, bool SatFinite);
/// Largest finite value of \p F with sign \p S.
uint64_t packMaxNorm(Fmt F, bool S);
/// Signed zero of \p F (UE8M0 has none: returns 0x00 = 2^-127).
uint64_t packZero(Fmt F, bool S);
/// Sign bit mask of \p F (0 for unsigned formats).
uint64_t signMask(Fmt F);

/// Exact sum of two finite values (either may be zero). \p R decides the
/// sign of an exact zero result (-0 only under RM, PTX/IEEE rule).
UF addUF(const UF &A, const UF &B, Rnd R);
/// Exact product.
UF mulUF(const UF &A, const UF &B);
/// Quotient with enough bits and a sticky bit (B nonzero).
UF divUF(const UF &A, const UF &B);
/// Square root with enough bits and a sticky bit (A positive, nonzero).
UF sqrtUF(const UF &A);

/// Rounds \p V to an integral value (in UF form) with mode \p R.
UF roundToIntegral(const UF &V, Rnd R);

/// The MUFU.EX2 result for f32 bits \p A as an H200 gives it
/// (MufuTables.cpp): subnormal inputs read as zero, subnormal results are
/// flushed.
uint32_t mufuEx2(uint32_t A);
/// The MUFU.RSQ, MUFU.SQRT and MUFU.RCP results for f32 bits \p A, likewise.
uint32_t mufuRsqrt(uint32_t A);
uint32_t mufuSqrt(uint32_t A);
uint32_t mufuRcp(uint32_t A);
/// MUFU.SIN (or MUFU.COS) of \p R, the angle in revolutions (f32 bits),
/// and MUFU.TANH of \p A, as an H200 gives them; std::nullopt if the
/// embedded table cannot be read.
std::optional<uint32_t> mufuSinCos(uint32_t R, bool Cos);
std::optional<uint32_t> mufuTanh(uint32_t A);
/// MUFU.LG2 of \p A likewise (subnormal inputs read as zero).
std::optional<uint32_t> mufuLg2(uint32_t A);
/// The upper word of MUFU.RSQ64H / MUFU.RCP64H for the upper word \p Hi of
/// a positive normal (RSQ64H) or normal (RCP64H) f64; the lower word is 0.
uint32_t mufuRsq64H(uint32_t Hi);
uint32_t mufuRcp64H(uint32_t Hi);

} // namespace ptx::exec::fp::detail

#endif // PTXLINT_EXEC_SOFTFLOAT_INTERNAL_H
