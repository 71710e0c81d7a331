//===- Compare.cpp - PTX set/setp/selp/slct semantics ---------------------===//
//
// Integer and floating-point comparison (PTX ISA 9.3.1), set and setp
// (9.7.6.1/2), the half-precision set and setp (9.7.7.1/2) and slct
// (9.7.6.4).
//
//===----------------------------------------------------------------------===//
#include "lib/exec/softfloat/Compare.h"
#include "lib/exec/softfloat/Internal.h"

namespace ptx::exec::fp {

namespace {

unsigned typeBits(CmpType T) {
  switch (T) {
  case CmpType::B16:
  case CmpType::U16:
  case CmpType::S16:
  case CmpType::F16:
  case CmpType::BF16:
    return 16;
  case CmpType::B32:
  case CmpType::U32:
  case CmpType::S32:
  case CmpType::F32:
    return 32;
  case CmpType::B64:
  case CmpType::U64:
  case CmpType::S64:
  case CmpType::F64:
    return 64;
  }
  return 32;
}

/// Shared float decision: \p Lt is a < b and \p Eq is a == b for non-NaN
/// operands; \p Unord is "either operand is NaN" (PTX ISA 9.3.1.2).
bool floatDecision(CmpOp Op, bool Unord, bool Lt, bool Eq) {
  switch (Op) {
  case CmpOp::NUM:
    return !Unord;
  case CmpOp::NAN_:
    return Unord;
  case CmpOp::EQU:
  case CmpOp::NEU:
  case CmpOp::LTU:
  case CmpOp::LEU:
  case CmpOp::GTU:
  case CmpOp::GEU:
    if (Unord)
      return true;
    break;
  default:
    if (Unord)
      return false;
    break;
  }
  bool Gt = !Lt && !Eq;
  switch (Op) {
  case CmpOp::EQ:
  case CmpOp::EQU:
    return Eq;
  case CmpOp::NE:
  case CmpOp::NEU:
    return !Eq;
  case CmpOp::LT:
  case CmpOp::LTU:
  case CmpOp::LO:
    return Lt;
  case CmpOp::LE:
  case CmpOp::LEU:
  case CmpOp::LS:
    return Lt || Eq;
  case CmpOp::GT:
  case CmpOp::GTU:
  case CmpOp::HI:
    return Gt;
  case CmpOp::GE:
  case CmpOp::GEU:
  case CmpOp::HS:
    return Gt || Eq;
  case CmpOp::NUM:
  case CmpOp::NAN_:
    break;
  }
  return false;
}

/// Compares two doubles that are exact images of the operands.
bool cmpDoubles(CmpOp Op, double A, double B) {
  bool Unord = A != A || B != B;
  return floatDecision(Op, Unord, A < B, A == B);
}

uint32_t trueValue(SetDType D) {
  switch (D) {
  case SetDType::U32:
  case SetDType::S32:
    return 0xFFFFFFFFu;
  case SetDType::F32:
    return 0x3F800000u;
  case SetDType::U16:
  case SetDType::S16:
    return 0xFFFFu;
  case SetDType::F16:
  case SetDType::F16x2:
    return 0x3C00u;
  case SetDType::BF16:
  case SetDType::BF16x2:
    return 0x3F80u;
  }
  return 0;
}

} // namespace

bool cmpOpValid(CmpType T, CmpOp Op) {
  bool Basic = Op == CmpOp::EQ || Op == CmpOp::NE;
  bool Rel = Op == CmpOp::LT || Op == CmpOp::LE || Op == CmpOp::GT ||
             Op == CmpOp::GE;
  bool Unsigned = Op == CmpOp::LO || Op == CmpOp::LS || Op == CmpOp::HI ||
                  Op == CmpOp::HS;
  switch (T) {
  case CmpType::B16:
  case CmpType::B32:
  case CmpType::B64:
    return Basic;
  case CmpType::S16:
  case CmpType::S32:
  case CmpType::S64:
    return Basic || Rel;
  case CmpType::U16:
  case CmpType::U32:
  case CmpType::U64:
    return Basic || Rel || Unsigned;
  case CmpType::F16:
  case CmpType::BF16:
  case CmpType::F32:
  case CmpType::F64:
    return !Unsigned;
  }
  return false;
}

bool cmpInt(CmpType T, CmpOp Op, uint64_t A, uint64_t B) {
  unsigned N = typeBits(T);
  uint64_t Mask = N == 64 ? ~uint64_t(0) : (uint64_t(1) << N) - 1;
  A &= Mask;
  B &= Mask;
  bool Signed = T == CmpType::S16 || T == CmpType::S32 || T == CmpType::S64;
  bool Lt;
  if (Signed) {
    int Sh = 64 - int(N);
    int64_t SA = int64_t(A << Sh) >> Sh, SB = int64_t(B << Sh) >> Sh;
    Lt = SA < SB;
  } else {
    Lt = A < B;
  }
  bool Eq = A == B;
  bool ULt = A < B;
  switch (Op) {
  case CmpOp::EQ:
  case CmpOp::EQU:
    return Eq;
  case CmpOp::NE:
  case CmpOp::NEU:
    return !Eq;
  case CmpOp::LT:
  case CmpOp::LTU:
    return Lt;
  case CmpOp::LE:
  case CmpOp::LEU:
    return Lt || Eq;
  case CmpOp::GT:
  case CmpOp::GTU:
    return !Lt && !Eq;
  case CmpOp::GE:
  case CmpOp::GEU:
    return !Lt;
  case CmpOp::LO:
    return ULt;
  case CmpOp::LS:
    return ULt || Eq;
  case CmpOp::HI:
    return !ULt && !Eq;
  case CmpOp::HS:
    return !ULt;
  case CmpOp::NUM:
    return true;
  case CmpOp::NAN_:
    return false;
  }
  return false;
}

bool cmpF32(CmpOp Op, uint32_t A, uint32_t B, bool Ftz) {
  if (Ftz) {
    A = ftz32(A);
    B = ftz32(B);
  }
  return cmpDoubles(Op, double(asF32(A)), double(asF32(B)));
}

bool cmpF64(CmpOp Op, uint64_t A, uint64_t B) {
  return cmpDoubles(Op, asF64(A), asF64(B));
}

bool cmpH(Fmt F, CmpOp Op, uint16_t A, uint16_t B, bool Ftz) {
  if (Ftz) {
    A = ftzH(F, A);
    B = ftzH(F, B);
  }
  uint32_t FA = F == Fmt::BF16 ? bf16ToF32(A) : f16ToF32(A);
  uint32_t FB = F == Fmt::BF16 ? bf16ToF32(B) : f16ToF32(B);
  return cmpDoubles(Op, double(asF32(FA)), double(asF32(FB)));
}

bool compare(CmpType T, CmpOp Op, uint64_t A, uint64_t B, bool Ftz) {
  switch (T) {
  case CmpType::F16:
    return cmpH(Fmt::F16, Op, uint16_t(A), uint16_t(B), Ftz);
  case CmpType::BF16:
    return cmpH(Fmt::BF16, Op, uint16_t(A), uint16_t(B), Ftz);
  case CmpType::F32:
    return cmpF32(Op, uint32_t(A), uint32_t(B), Ftz);
  case CmpType::F64:
    return cmpF64(Op, A, B);
  default:
    return cmpInt(T, Op, A, B);
  }
}

PredPair setp(CmpType T, CmpOp Op, BoolOp B, uint64_t A, uint64_t Bv, bool C,
              bool Ftz) {
  bool Tv = compare(T, Op, A, Bv, Ftz);
  return {applyBoolOp(B, Tv, C), applyBoolOp(B, !Tv, C)};
}

PredPair setpH2(Fmt F, CmpOp Op, BoolOp B, uint32_t A, uint32_t Bv, bool C,
                bool Ftz) {
  bool T0 = cmpH(F, Op, uint16_t(A), uint16_t(Bv), Ftz);
  bool T1 = cmpH(F, Op, uint16_t(A >> 16), uint16_t(Bv >> 16), Ftz);
  return {applyBoolOp(B, T0, C), applyBoolOp(B, T1, C)};
}

uint32_t set(SetDType D, CmpType T, CmpOp Op, BoolOp B, uint64_t A,
             uint64_t Bv, bool C, bool Ftz) {
  bool R = applyBoolOp(B, compare(T, Op, A, Bv, Ftz), C);
  return R ? trueValue(D) : 0u;
}

uint32_t setH2(SetDType D, Fmt F, CmpOp Op, BoolOp B, uint32_t A, uint32_t Bv,
               bool C, bool Ftz) {
  // PTX ISA 9.7.7.1: integer dtypes get 0xFFFF per half; float dtypes 1.0.
  uint32_t TV;
  switch (D) {
  case SetDType::U32:
  case SetDType::S32:
  case SetDType::U16:
  case SetDType::S16:
    TV = 0xFFFFu;
    break;
  default:
    TV = trueValue(D) & 0xFFFFu;
    break;
  }
  bool R0 = applyBoolOp(B, cmpH(F, Op, uint16_t(A), uint16_t(Bv), Ftz), C);
  bool R1 = applyBoolOp(
      B, cmpH(F, Op, uint16_t(A >> 16), uint16_t(Bv >> 16), Ftz), C);
  return (R0 ? TV : 0u) | ((R1 ? TV : 0u) << 16);
}

uint64_t slctF32(uint64_t A, uint64_t B, uint32_t C, bool Ftz) {
  if (Ftz)
    C = ftz32(C);
  if (isNaN32(C))
    return B;
  if ((C & 0x80000000u) == 0 || (C & 0x7FFFFFFFu) == 0)
    return A; // c >= 0, with -0.0 == 0
  return B;
}

} // namespace ptx::exec::fp
