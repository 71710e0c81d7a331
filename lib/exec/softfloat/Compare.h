//===- Compare.h - PTX comparison and selection semantics -------*- C++ -*-===//
//
// set, setp, selp, slct (PTX ISA 9.7.6) and the half-precision set/setp
// (PTX ISA 9.7.7) as pure functions over raw bit patterns. Operands are passed
// in uint64_t; only the low bits of the compared type are used.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_EXEC_SOFTFLOAT_COMPARE_H
#define PTXLINT_EXEC_SOFTFLOAT_COMPARE_H

#include "lib/exec/softfloat/SoftFloat.h"
#include <cstdint>

namespace ptx::exec::fp {

/// Comparison operators (PTX ISA 9.3.1). NAN_ is `nan`.
enum class CmpOp : uint8_t {
  EQ,
  NE,
  LT,
  LE,
  GT,
  GE,
  LO,
  LS,
  HI,
  HS,
  EQU,
  NEU,
  LTU,
  LEU,
  GTU,
  GEU,
  NUM,
  NAN_
};

/// Boolean combination with the predicate operand c (None: no c).
enum class BoolOp : uint8_t { None, And, Or, Xor };

/// The compared type (the .stype / .type of set and setp).
enum class CmpType : uint8_t {
  B16,
  B32,
  B64,
  U16,
  U32,
  U64,
  S16,
  S32,
  S64,
  F16,
  BF16,
  F32,
  F64
};

/// The destination type of set (PTX ISA 9.7.6.1 and 9.7.7.1).
enum class SetDType : uint8_t {
  U32,   ///< true -> 0xFFFFFFFF
  S32,   ///< true -> 0xFFFFFFFF
  F32,   ///< true -> 0x3F800000 (1.0f)
  U16,   ///< true -> 0xFFFF
  S16,   ///< true -> 0xFFFF
  F16,   ///< true -> 0x3C00 (1.0 f16)
  BF16,  ///< true -> 0x3F80 (1.0 bf16)
  F16x2, ///< per half: true -> 0x3C00
  BF16x2 ///< per half: true -> 0x3F80
};

/// Is \p Op one that PTX allows for \p T? Integer types: eq..ge; unsigned
/// also lo/ls/hi/hs; bit types only eq/ne; float types: eq..ge, the
/// unordered forms, num and nan.
bool cmpOpValid(CmpType T, CmpOp Op);

/// Integer comparison of the low bits of \p A and \p B as type \p T (B*, U*
/// or S*). lo/ls/hi/hs are unsigned lt/le/gt/ge (also accepted on signed and
/// bit types, where they compare unsigned).
bool cmpInt(CmpType T, CmpOp Op, uint64_t A, uint64_t B);
/// f32 comparison (ftz flushes subnormal inputs first). -0 == +0.
bool cmpF32(CmpOp Op, uint32_t A, uint32_t B, bool Ftz = false);
/// f64 comparison.
bool cmpF64(CmpOp Op, uint64_t A, uint64_t B);
/// f16 (\p F = F16) or bf16 (\p F = BF16) comparison; ftz flushes subnormal
/// inputs (PTX has no .ftz on bf16 forms).
bool cmpH(Fmt F, CmpOp Op, uint16_t A, uint16_t B, bool Ftz = false);
/// Any type: dispatches on \p T. \p Ftz applies to F32/F16/BF16.
bool compare(CmpType T, CmpOp Op, uint64_t A, uint64_t B, bool Ftz = false);

/// BoolOp(t, c); for BoolOp::None returns t. \p C is the predicate's value
/// after the optional `!`.
inline bool applyBoolOp(BoolOp B, bool T, bool C) {
  switch (B) {
  case BoolOp::None:
    return T;
  case BoolOp::And:
    return T && C;
  case BoolOp::Or:
    return T || C;
  case BoolOp::Xor:
    return T != C;
  }
  return T;
}

/// The two predicates of setp.
struct PredPair {
  bool P; ///< first destination
  bool Q; ///< second destination (sink if unused)
};

/// setp.CmpOp{.BoolOp}{.ftz}.type p|q, a, b{, {!}c} (9.7.6.2, and the f16 /
/// bf16 scalar forms of 9.7.7.2): p = BoolOp(t, c), q = BoolOp(!t, c).
PredPair setp(CmpType T, CmpOp Op, BoolOp B, uint64_t A, uint64_t Bv, bool C,
              bool Ftz = false);

/// setp.CmpOp{.BoolOp}{.ftz}.{f16x2,bf16x2} p|q, a, b{, {!}c} (9.7.7.2):
/// p = BoolOp(a[15:0] CmpOp b[15:0], c), q = BoolOp(a[31:16] CmpOp
/// b[31:16], c). Note: unlike the scalar form, q is NOT the complement.
PredPair setpH2(Fmt F, CmpOp Op, BoolOp B, uint32_t A, uint32_t Bv, bool C,
                bool Ftz = false);

/// set.CmpOp{.BoolOp}{.ftz}.dtype.stype d, a, b{, {!}c} for every scalar
/// source type (9.7.6.1 and 9.7.7.1). \p D is U32/S32/F32/U16/S16/F16/BF16.
/// Result zero-extended to 32 bits (16-bit dtypes use the low half).
uint32_t set(SetDType D, CmpType T, CmpOp Op, BoolOp B, uint64_t A,
             uint64_t Bv, bool C, bool Ftz = false);

/// set.CmpOp{.BoolOp}{.ftz}.dtype.{f16x2,bf16x2} d, a, b{, {!}c} (9.7.7.1):
/// each half compared independently, results packed (low half from the low
/// halves). \p D: F16x2/BF16x2 -> 1.0/0.0 per half in that format; U32/S32
/// -> 0xFFFF/0 per half.
uint32_t setH2(SetDType D, Fmt F, CmpOp Op, BoolOp B, uint32_t A, uint32_t Bv,
               bool C, bool Ftz = false);

/// selp.type d, a, b, c (9.7.6.3): c ? a : b.
inline uint64_t selp(uint64_t A, uint64_t B, bool C) { return C ? A : B; }

/// slct.dtype.s32 d, a, b, c (9.7.6.4): (int32)c >= 0 ? a : b.
inline uint64_t slctS32(uint64_t A, uint64_t B, uint32_t C) {
  return int32_t(C) >= 0 ? A : B;
}
/// slct{.ftz}.dtype.f32 d, a, b, c (9.7.6.4): c >= 0.0f ? a : b, with
/// -0.0 >= 0 true, NaN selecting b, and under .ftz a subnormal c (either
/// sign) selecting a. Without .ftz a negative subnormal selects b.
uint64_t slctF32(uint64_t A, uint64_t B, uint32_t C, bool Ftz = false);

} // namespace ptx::exec::fp

#endif // PTXLINT_EXEC_SOFTFLOAT_COMPARE_H
