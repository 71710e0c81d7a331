//===- SoftFloatCompareTest.cpp - set/setp/selp/slct semantics ------------===//
//
// Comparisons (PTX ISA 9.3.1), set/setp (9.7.6.1/2), half-precision set/setp
// (9.7.7.1/2), selp and slct (9.7.6.3/4): all f16 and bf16 values against a
// dense edge set with every CmpOp and ftz, f32/f64 edge grids, integer
// compares against host integer arithmetic, and the exact result encodings.
//
//===----------------------------------------------------------------------===//
#include "lib/exec/softfloat/Compare.h"
#include "test/unit/exec/RefFloat.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

using namespace ptx::exec::fp;

namespace {

const CmpOp FloatOps[] = {CmpOp::EQ,  CmpOp::NE,  CmpOp::LT,  CmpOp::LE,
                          CmpOp::GT,  CmpOp::GE,  CmpOp::EQU, CmpOp::NEU,
                          CmpOp::LTU, CmpOp::LEU, CmpOp::GTU, CmpOp::GEU,
                          CmpOp::NUM, CmpOp::NAN_};

/// The spec's table: ordered ops false on NaN, unordered true, num/nan.
bool refFloatCmp(CmpOp Op, double A, double B) {
  bool U = std::isnan(A) || std::isnan(B);
  switch (Op) {
  case CmpOp::EQ:
    return !U && A == B;
  case CmpOp::NE:
    return !U && A != B;
  case CmpOp::LT:
    return !U && A < B;
  case CmpOp::LE:
    return !U && A <= B;
  case CmpOp::GT:
    return !U && A > B;
  case CmpOp::GE:
    return !U && A >= B;
  case CmpOp::EQU:
    return U || A == B;
  case CmpOp::NEU:
    return U || A != B;
  case CmpOp::LTU:
    return U || A < B;
  case CmpOp::LEU:
    return U || A <= B;
  case CmpOp::GTU:
    return U || A > B;
  case CmpOp::GEU:
    return U || A >= B;
  case CmpOp::NUM:
    return !U;
  case CmpOp::NAN_:
    return U;
  default:
    return false;
  }
}

double decodeFtz(const ref::Spec &S, uint64_t X, bool Ftz) {
  if (Ftz && ref::isSub(S, X))
    return (X & ref::signBit(S)) ? -0.0 : 0.0;
  return ref::decodeD(S, X);
}

} // namespace

TEST(SoftFloatCompare, HalfAllValuesVsEdges) {
  for (Fmt F : {Fmt::F16, Fmt::BF16}) {
    const ref::Spec &S = F == Fmt::F16 ? ref::F16 : ref::BF16;
    std::vector<uint16_t> Edges;
    if (F == Fmt::F16)
      Edges = {0x0000, 0x8000, 0x0001, 0x8001, 0x03FF, 0x83FF, 0x0400,
               0x8400, 0x3C00, 0xBC00, 0x3C01, 0x7BFF, 0xFBFF, 0x7C00,
               0xFC00, 0x7E00, 0x7C01, 0xFFFF, 0x3555, 0x0200};
    else
      Edges = {0x0000, 0x8000, 0x0001, 0x8001, 0x007F, 0x807F, 0x0080,
               0x8080, 0x3F80, 0xBF80, 0x3F81, 0x7F7F, 0xFF7F, 0x7F80,
               0xFF80, 0x7FC0, 0x7F81, 0xFFFF, 0x3EAB, 0x0040};
    int Bad = 0;
    for (uint32_t X = 0; X < 65536 && Bad < 10; ++X)
      for (bool Ftz : {false, true}) {
        double A = decodeFtz(S, X, Ftz);
        for (uint16_t Y : Edges) {
          double B = decodeFtz(S, Y, Ftz);
          for (CmpOp Op : FloatOps) {
            bool Want = refFloatCmp(Op, A, B);
            if (cmpH(F, Op, uint16_t(X), Y, Ftz) != Want && Bad++ < 10)
              ADD_FAILURE() << "fmt " << int(F) << " op " << int(Op)
                            << " ftz " << Ftz << std::hex << " a " << X
                            << " b " << Y;
          }
        }
      }
  }
}

TEST(SoftFloatCompare, F32F64EdgeGrid) {
  std::vector<uint32_t> E = {0x00000000, 0x80000000, 0x00000001, 0x80000001,
                             0x007FFFFF, 0x807FFFFF, 0x00800000, 0x80800000,
                             0x3F800000, 0xBF800000, 0x3F800001, 0x7F7FFFFF,
                             0xFF7FFFFF, 0x7F800000, 0xFF800000, 0x7FC00000,
                             0x7F800001, 0xFFFFFFFF, 0x00000002};
  for (uint32_t A : E)
    for (uint32_t B : E)
      for (bool Ftz : {false, true})
        for (CmpOp Op : FloatOps) {
          bool Want = refFloatCmp(Op, decodeFtz(ref::F32, A, Ftz),
                                  decodeFtz(ref::F32, B, Ftz));
          EXPECT_EQ(cmpF32(Op, A, B, Ftz), Want)
              << std::hex << A << " " << B << " op " << int(Op) << " ftz "
              << Ftz;
          EXPECT_EQ(compare(CmpType::F32, Op, A, B, Ftz), Want);
        }
  std::vector<uint64_t> E64 = {
      0x0000000000000000ull, 0x8000000000000000ull, 0x0000000000000001ull,
      0x8000000000000001ull, 0x3FF0000000000000ull, 0xBFF0000000000000ull,
      0x7FF0000000000000ull, 0xFFF0000000000000ull, 0x7FF8000000000000ull,
      0x7FF0000000000001ull, 0x7FEFFFFFFFFFFFFFull, 0x3FF0000000000001ull};
  for (uint64_t A : E64)
    for (uint64_t B : E64)
      for (CmpOp Op : FloatOps) {
        double DA = std::bit_cast<double>(A), DB = std::bit_cast<double>(B);
        EXPECT_EQ(cmpF64(Op, A, B), refFloatCmp(Op, DA, DB));
        // f64 has no ftz: the flag must not change anything.
        EXPECT_EQ(compare(CmpType::F64, Op, A, B, true),
                  refFloatCmp(Op, DA, DB));
      }
}

TEST(SoftFloatCompare, Integers) {
  std::mt19937_64 G(1);
  std::vector<uint64_t> V = {0, 1, 0x7F, 0x80, 0x7FFF, 0x8000, 0xFFFF,
                             0x7FFFFFFF, 0x80000000, 0xFFFFFFFF,
                             0x7FFFFFFFFFFFFFFFull, 0x8000000000000000ull,
                             0xFFFFFFFFFFFFFFFFull, 0x123456789ABCDEFull};
  for (int I = 0; I < 30; ++I)
    V.push_back(G());
  for (uint64_t A : V)
    for (uint64_t B : V) {
      // 16-bit.
      int16_t SA16 = int16_t(A), SB16 = int16_t(B);
      uint16_t UA16 = uint16_t(A), UB16 = uint16_t(B);
      EXPECT_EQ(cmpInt(CmpType::S16, CmpOp::LT, A, B), SA16 < SB16);
      EXPECT_EQ(cmpInt(CmpType::S16, CmpOp::GE, A, B), SA16 >= SB16);
      EXPECT_EQ(cmpInt(CmpType::U16, CmpOp::LT, A, B), UA16 < UB16);
      EXPECT_EQ(cmpInt(CmpType::U16, CmpOp::HI, A, B), UA16 > UB16);
      EXPECT_EQ(cmpInt(CmpType::B16, CmpOp::EQ, A, B), UA16 == UB16);
      // 32-bit.
      int32_t SA = int32_t(A), SB = int32_t(B);
      uint32_t UA = uint32_t(A), UB = uint32_t(B);
      EXPECT_EQ(cmpInt(CmpType::S32, CmpOp::LE, A, B), SA <= SB);
      EXPECT_EQ(cmpInt(CmpType::S32, CmpOp::GT, A, B), SA > SB);
      EXPECT_EQ(cmpInt(CmpType::U32, CmpOp::LS, A, B), UA <= UB);
      EXPECT_EQ(cmpInt(CmpType::U32, CmpOp::HS, A, B), UA >= UB);
      EXPECT_EQ(cmpInt(CmpType::U32, CmpOp::LO, A, B), UA < UB);
      EXPECT_EQ(cmpInt(CmpType::B32, CmpOp::NE, A, B), UA != UB);
      // 64-bit.
      EXPECT_EQ(cmpInt(CmpType::S64, CmpOp::LT, A, B), int64_t(A) < int64_t(B));
      EXPECT_EQ(cmpInt(CmpType::U64, CmpOp::GT, A, B), A > B);
      EXPECT_EQ(cmpInt(CmpType::B64, CmpOp::EQ, A, B), A == B);
      EXPECT_EQ(compare(CmpType::S64, CmpOp::GE, A, B),
                int64_t(A) >= int64_t(B));
    }
  EXPECT_TRUE(cmpOpValid(CmpType::U32, CmpOp::LO));
  EXPECT_FALSE(cmpOpValid(CmpType::S32, CmpOp::LO));
  EXPECT_FALSE(cmpOpValid(CmpType::B32, CmpOp::LT));
  EXPECT_TRUE(cmpOpValid(CmpType::F32, CmpOp::NAN_));
  EXPECT_FALSE(cmpOpValid(CmpType::F32, CmpOp::HI));
  EXPECT_FALSE(cmpOpValid(CmpType::S32, CmpOp::EQU));
}

TEST(SoftFloatCompare, BoolOpsAndSetpPair) {
  // setp: p = BoolOp(t, c), q = BoolOp(!t, c) (PTX ISA 9.7.6.2).
  for (bool T : {false, true})
    for (bool C : {false, true}) {
      uint64_t A = T ? 1 : 2, B = 1; // eq is T
      PredPair P = setp(CmpType::U32, CmpOp::EQ, BoolOp::None, A, B, C);
      EXPECT_EQ(P.P, T);
      EXPECT_EQ(P.Q, !T);
      P = setp(CmpType::U32, CmpOp::EQ, BoolOp::And, A, B, C);
      EXPECT_EQ(P.P, T && C);
      EXPECT_EQ(P.Q, !T && C);
      P = setp(CmpType::U32, CmpOp::EQ, BoolOp::Or, A, B, C);
      EXPECT_EQ(P.P, T || C);
      EXPECT_EQ(P.Q, !T || C);
      P = setp(CmpType::U32, CmpOp::EQ, BoolOp::Xor, A, B, C);
      EXPECT_EQ(P.P, T != C);
      EXPECT_EQ(P.Q, !T != C);
    }
  // NaN: ordered lt false, so q = true; unordered ltu true.
  PredPair P = setp(CmpType::F32, CmpOp::LT, BoolOp::None, 0x7FC00000u,
                    0x3F800000u, false);
  EXPECT_FALSE(P.P);
  EXPECT_TRUE(P.Q);
  P = setp(CmpType::F32, CmpOp::LTU, BoolOp::None, 0x7FC00000u, 0x3F800000u,
           false);
  EXPECT_TRUE(P.P);
  EXPECT_FALSE(P.Q);
  // .ftz: subnormal equals zero only with ftz.
  EXPECT_TRUE(setp(CmpType::F32, CmpOp::EQ, BoolOp::None, 0x00000001u, 0u,
                   false, true)
                  .P);
  EXPECT_FALSE(
      setp(CmpType::F32, CmpOp::EQ, BoolOp::None, 0x00000001u, 0u, false).P);
  // -0 == +0.
  EXPECT_TRUE(
      setp(CmpType::F32, CmpOp::EQ, BoolOp::None, 0x80000000u, 0u, false).P);
}

TEST(SoftFloatCompare, SetpHalfX2) {
  // setp.f16x2 p|q: p from the low halves, q from the high halves, each
  // combined with c (PTX ISA 9.7.7.2) -- q is not a complement.
  uint32_t A = (0x4000u << 16) | 0x3C00u; // hi 2.0, lo 1.0
  uint32_t B = (0x3C00u << 16) | 0x4000u; // hi 1.0, lo 2.0
  PredPair P = setpH2(Fmt::F16, CmpOp::LT, BoolOp::None, A, B, false);
  EXPECT_TRUE(P.P);  // 1.0 < 2.0
  EXPECT_FALSE(P.Q); // 2.0 < 1.0
  P = setpH2(Fmt::F16, CmpOp::LT, BoolOp::Or, A, B, true);
  EXPECT_TRUE(P.P);
  EXPECT_TRUE(P.Q);
  P = setpH2(Fmt::F16, CmpOp::LT, BoolOp::And, A, B, false);
  EXPECT_FALSE(P.P);
  EXPECT_FALSE(P.Q);
  P = setpH2(Fmt::F16, CmpOp::LT, BoolOp::Xor, A, B, true);
  EXPECT_FALSE(P.P);
  EXPECT_TRUE(P.Q);
  // NaN lanes: ordered false, unordered true, per lane.
  uint32_t N = (0x7E00u << 16) | 0x3C00u;
  P = setpH2(Fmt::F16, CmpOp::EQ, BoolOp::None, N, N, false);
  EXPECT_TRUE(P.P);
  EXPECT_FALSE(P.Q);
  P = setpH2(Fmt::F16, CmpOp::NEU, BoolOp::None, N, N, false);
  EXPECT_FALSE(P.P);
  EXPECT_TRUE(P.Q);
  // ftz on f16 subnormals (HSETP2.FTZ flushes post-converted denorms).
  uint32_t Sub = 0x00010001u;
  P = setpH2(Fmt::F16, CmpOp::EQ, BoolOp::None, Sub, 0x80000000u, false,
             true);
  EXPECT_TRUE(P.P);
  EXPECT_TRUE(P.Q);
  P = setpH2(Fmt::F16, CmpOp::GT, BoolOp::None, Sub, 0, false, false);
  EXPECT_TRUE(P.P && P.Q);
  // bf16x2.
  P = setpH2(Fmt::BF16, CmpOp::GE, BoolOp::None, 0x3F80BF80u, 0x3F803F80u,
             false);
  EXPECT_FALSE(P.P);
  EXPECT_TRUE(P.Q);
}

TEST(SoftFloatCompare, SetEncodings) {
  // set (PTX ISA 9.7.6.1): u32/s32 true -> 0xFFFFFFFF, f32 true -> 1.0f.
  EXPECT_EQ(set(SetDType::U32, CmpType::S32, CmpOp::LT, BoolOp::None,
                0xFFFFFFFFu, 0, false),
            0xFFFFFFFFu);
  EXPECT_EQ(set(SetDType::S32, CmpType::U32, CmpOp::LT, BoolOp::None,
                0xFFFFFFFFu, 0, false),
            0u);
  EXPECT_EQ(set(SetDType::F32, CmpType::F64, CmpOp::EQ, BoolOp::None,
                0x3FF0000000000000ull, 0x3FF0000000000000ull, false),
            0x3F800000u);
  EXPECT_EQ(set(SetDType::F32, CmpType::F32, CmpOp::EQ, BoolOp::None,
                0x7FC00000u, 0x7FC00000u, false),
            0u);
  EXPECT_EQ(set(SetDType::U32, CmpType::F32, CmpOp::NAN_, BoolOp::And,
                0x7FC00000u, 0, true),
            0xFFFFFFFFu);
  EXPECT_EQ(set(SetDType::U32, CmpType::F32, CmpOp::NAN_, BoolOp::And,
                0x7FC00000u, 0, false),
            0u);
  EXPECT_EQ(set(SetDType::F32, CmpType::S64, CmpOp::GE, BoolOp::Xor, 5, 5,
                true),
            0u);
  // Half-precision set (9.7.7.1): u16/s16 true -> 0xFFFF, f16 -> 1.0 in
  // f16 (0x3C00), bf16 -> 1.0 in bf16 (0x3F80); false -> 0.
  EXPECT_EQ(set(SetDType::U16, CmpType::F16, CmpOp::LT, BoolOp::None, 0x3C00,
                0x4000, false),
            0xFFFFu);
  EXPECT_EQ(set(SetDType::S16, CmpType::BF16, CmpOp::GT, BoolOp::None, 0x3F80,
                0x4000, false),
            0u);
  EXPECT_EQ(set(SetDType::U32, CmpType::F16, CmpOp::LT, BoolOp::None, 0x3C00,
                0x4000, false),
            0xFFFFFFFFu);
  EXPECT_EQ(set(SetDType::F16, CmpType::F32, CmpOp::LTU, BoolOp::Or,
                0x7FC00000u, 0, false),
            0x3C00u);
  EXPECT_EQ(set(SetDType::BF16, CmpType::S32, CmpOp::LT, BoolOp::None,
                0xFFFFFFFFu, 0, false),
            0x3F80u);
  EXPECT_EQ(set(SetDType::BF16, CmpType::F16, CmpOp::NUM, BoolOp::Xor, 0x3C00,
                0x3C00, true),
            0u);
  // ftz with set.f16.f16: subnormal vs zero.
  EXPECT_EQ(set(SetDType::F16, CmpType::F16, CmpOp::EQ, BoolOp::None, 0x8001,
                0x0000, false, true),
            0x3C00u);
  EXPECT_EQ(set(SetDType::F16, CmpType::F16, CmpOp::EQ, BoolOp::None, 0x8001,
                0x0000, false, false),
            0u);
  // set.*.f16x2: packed per lane; f16x2 dtype -> 0x3C00 per lane, u32/s32
  // -> 0xFFFF per lane; bf16x2 -> 0x3F80 per lane.
  uint32_t A = (0x4000u << 16) | 0x3C00u, B = (0x3C00u << 16) | 0x4000u;
  EXPECT_EQ(setH2(SetDType::F16x2, Fmt::F16, CmpOp::LT, BoolOp::None, A, B,
                  false),
            0x00003C00u);
  EXPECT_EQ(setH2(SetDType::U32, Fmt::F16, CmpOp::LT, BoolOp::None, A, B,
                  false),
            0x0000FFFFu);
  EXPECT_EQ(setH2(SetDType::S32, Fmt::F16, CmpOp::NE, BoolOp::None, A, B,
                  false),
            0xFFFFFFFFu);
  EXPECT_EQ(setH2(SetDType::F16x2, Fmt::F16, CmpOp::GT, BoolOp::Or, A, B,
                  true),
            0x3C003C00u);
  uint32_t BA = 0x40003F80u, BB = 0x3F804000u;
  EXPECT_EQ(setH2(SetDType::BF16x2, Fmt::BF16, CmpOp::GT, BoolOp::None, BA,
                  BB, false),
            0x3F800000u);
  EXPECT_EQ(setH2(SetDType::U32, Fmt::BF16, CmpOp::GT, BoolOp::None, BA, BB,
                  false),
            0xFFFF0000u);
  EXPECT_EQ(setH2(SetDType::BF16x2, Fmt::BF16, CmpOp::EQU, BoolOp::None,
                  0x7FC07FC0u, 0, false),
            0x3F803F80u);
}

TEST(SoftFloatCompare, SelpSlct) {
  EXPECT_EQ(selp(1, 2, true), 1u);
  EXPECT_EQ(selp(1, 2, false), 2u);
  // slct.s32: c >= 0 selects a.
  EXPECT_EQ(slctS32(1, 2, 0), 1u);
  EXPECT_EQ(slctS32(1, 2, 0x7FFFFFFFu), 1u);
  EXPECT_EQ(slctS32(1, 2, 0x80000000u), 2u);
  EXPECT_EQ(slctS32(1, 2, 0xFFFFFFFFu), 2u);
  // slct.f32 (PTX ISA 9.7.6.4): -0 == 0 -> a; NaN -> b; negative -> b.
  EXPECT_EQ(slctF32(1, 2, 0x00000000u), 1u);
  EXPECT_EQ(slctF32(1, 2, 0x80000000u), 1u);
  EXPECT_EQ(slctF32(1, 2, 0x7FC00000u), 2u);
  EXPECT_EQ(slctF32(1, 2, 0xFFC00000u), 2u);
  EXPECT_EQ(slctF32(1, 2, 0x7F800001u), 2u);
  EXPECT_EQ(slctF32(1, 2, 0xBF800000u), 2u);
  EXPECT_EQ(slctF32(1, 2, 0xFF800000u), 2u);
  EXPECT_EQ(slctF32(1, 2, 0x7F800000u), 1u);
  // Subnormal c: without ftz its sign decides; with ftz it is flushed to
  // (signed) zero and a is selected.
  EXPECT_EQ(slctF32(1, 2, 0x80000001u), 2u);
  EXPECT_EQ(slctF32(1, 2, 0x80000001u, true), 1u);
  EXPECT_EQ(slctF32(1, 2, 0x00000001u, true), 1u);
  EXPECT_EQ(slctF32(1, 2, 0x807FFFFFu, true), 1u);
  EXPECT_EQ(slctF32(1, 2, 0x80800000u, true), 2u);
}
