//===- ExecAlu.cpp - integer, logic, comparison, move and integer cvt -----===//
//
// Lane loops for PTX ISA 9.7.1 (integer arithmetic), 9.7.2 (extended
// precision), 9.7.7/9.7.8 (comparison and selection; the comparison itself
// is the softfloat library's, shared with the float forms), 9.7.9 (logic
// and shift) and the register-only data movement of 9.7.10 (mov, prmt, cvt
// between integer types); section numbers of the PTX ISA 8.5 manual.
// Values are raw bits in 64-bit slots; an instruction of type T reads the
// low bits of its sources and writes its result extended to the destination
// register's width (fitDst).
//
//===----------------------------------------------------------------------===//
#include "lib/exec/Machine.h"
#include "lib/exec/softfloat/Compare.h"

#include <algorithm>

using namespace ptx;
using namespace ptx::exec;

namespace {

using u128 = unsigned __int128;
using s128 = __int128;

/// The compared type for set/setp (Compare.h).
bool cmpType(Ty T, fp::CmpType &C) {
  switch (T) {
  case Ty::B16: C = fp::CmpType::B16; return true;
  case Ty::B32: C = fp::CmpType::B32; return true;
  case Ty::B64: C = fp::CmpType::B64; return true;
  case Ty::U16: C = fp::CmpType::U16; return true;
  case Ty::U32: C = fp::CmpType::U32; return true;
  case Ty::U64: C = fp::CmpType::U64; return true;
  case Ty::S16: C = fp::CmpType::S16; return true;
  case Ty::S32: C = fp::CmpType::S32; return true;
  case Ty::S64: C = fp::CmpType::S64; return true;
  case Ty::F16: C = fp::CmpType::F16; return true;
  case Ty::BF16: C = fp::CmpType::BF16; return true;
  case Ty::F32: C = fp::CmpType::F32; return true;
  case Ty::F64: C = fp::CmpType::F64; return true;
  default: return false;
  }
}

bool setDType(Ty T, fp::SetDType &D) {
  switch (T) {
  case Ty::U32: case Ty::B32: D = fp::SetDType::U32; return true;
  case Ty::S32: D = fp::SetDType::S32; return true;
  case Ty::F32: D = fp::SetDType::F32; return true;
  case Ty::U16: case Ty::B16: D = fp::SetDType::U16; return true;
  case Ty::S16: D = fp::SetDType::S16; return true;
  case Ty::F16: D = fp::SetDType::F16; return true;
  case Ty::BF16: D = fp::SetDType::BF16; return true;
  case Ty::F16x2: D = fp::SetDType::F16x2; return true;
  case Ty::BF16x2: D = fp::SetDType::BF16x2; return true;
  default: return false;
  }
}

uint64_t satS32(int64_t V) {
  if (V > INT32_MAX) return uint32_t(INT32_MAX);
  if (V < INT32_MIN) return uint32_t(INT32_MIN);
  return uint32_t(int32_t(V));
}

/// The position or length operand of bfe/bfi: its low 8 bits (PTX ISA
/// 9.7.1.19) in the 32-bit forms; the 64-bit forms take the whole u32, as an
/// H200 runs them (a length of 256 extracts 64 bits, not none).
unsigned bitfieldArg(uint64_t V, unsigned TB) {
  return TB == 64 ? unsigned(std::min<uint64_t>(V & 0xffffffffu, 255)) : unsigned(V & 0xff);
}

/// bfe (PTX ISA 9.7.1.19).
uint64_t bfe(uint64_t A, uint64_t B, uint64_t C, unsigned TB, bool Signed) {
  unsigned Pos = bitfieldArg(B, TB), Len = bitfieldArg(C, TB);
  unsigned Msb = TB - 1;
  bool SBit = false;
  if (Signed && Len != 0)
    SBit = (A >> std::min(Pos + Len - 1, Msb)) & 1;
  uint64_t D = 0;
  for (unsigned I = 0; I < TB; ++I) {
    bool Bit = (I < Len && Pos + I <= Msb) ? ((A >> (Pos + I)) & 1) : SBit;
    D |= uint64_t(Bit) << I;
  }
  return D;
}

/// bfi (PTX ISA 9.7.1.20).
uint64_t bfi(uint64_t A, uint64_t B, uint64_t C, uint64_t Dv, unsigned TB) {
  unsigned Pos = bitfieldArg(C, TB), Len = bitfieldArg(Dv, TB);
  uint64_t F = B;
  for (unsigned I = 0; I < Len && Pos + I < TB; ++I) {
    uint64_t Bit = (A >> I) & 1;
    F = (F & ~(1ull << (Pos + I))) | (Bit << (Pos + I));
  }
  return F;
}

/// prmt byte selection (PTX ISA 8.5 9.7.10.7).
uint32_t prmt(uint32_t A, uint32_t B, uint32_t C, unsigned Mode) {
  uint64_t T = (uint64_t(B) << 32) | A;
  uint32_t D = 0;
  unsigned S = C & 3;
  for (unsigned I = 0; I < 4; ++I) {
    unsigned Sel;
    bool Sign = false;
    switch (Mode) {
    case 0: {
      unsigned Ctl = (C >> (4 * I)) & 0xf;
      Sel = Ctl & 7;
      Sign = Ctl & 8;
      break;
    }
    case 1: Sel = (S + I) & 7; break;                    // f4e
    case 2: Sel = (S - I) & 7; break;                    // b4e
    case 3: Sel = S; break;                              // rc8
    case 4: Sel = std::max(I, S); break;                 // ecl
    case 5: Sel = std::min(I, S); break;                 // ecr
    default: Sel = (I & 1) + 2 * (S & 1); break;         // rc16
    }
    uint32_t Byte = uint32_t(T >> (8 * Sel)) & 0xff;
    if (Sign)
      Byte = (Byte & 0x80) ? 0xff : 0;
    D |= Byte << (8 * I);
  }
  return D;
}

/// fns (PTX ISA 9.7.1.17).
uint32_t fns(uint32_t Mask, uint32_t Base, int32_t Offset) {
  if (Offset == 0)
    return (Base < 32 && ((Mask >> Base) & 1)) ? Base : 0xffffffffu;
  // H200 (four recorded programs: masks 0, 0x2e, 0x0effffe2 and more,
  // bases 0-14): an offset of INT32_MIN gives 0, where counting 2^31 set
  // bits would find none.
  if (Offset == INT32_MIN)
    return 0;
  int Pos = int(Base);
  int64_t Count = (Offset < 0 ? -int64_t(Offset) : int64_t(Offset)) - 1;
  int Inc = Offset > 0 ? 1 : -1;
  while (Pos >= 0 && Pos < 32) {
    if ((Mask >> Pos) & 1) {
      if (Count == 0)
        return uint32_t(Pos);
      --Count;
    }
    Pos += Inc;
  }
  return 0xffffffffu;
}

uint64_t lop3(uint64_t A, uint64_t B, uint64_t C, unsigned Lut) {
  uint64_t D = 0;
  for (unsigned I = 0; I < 8; ++I)
    if ((Lut >> I) & 1)
      D |= ((I & 4) ? A : ~A) & ((I & 2) ? B : ~B) & ((I & 1) ? C : ~C);
  return D & 0xffffffffu;
}

bool intT(Ty T, fp::IntT &I) {
  switch (T) {
  case Ty::U8: case Ty::B8: I = fp::IntT::U8; return true;
  case Ty::U16: case Ty::B16: I = fp::IntT::U16; return true;
  case Ty::U32: case Ty::B32: I = fp::IntT::U32; return true;
  case Ty::U64: case Ty::B64: I = fp::IntT::U64; return true;
  case Ty::S8: I = fp::IntT::S8; return true;
  case Ty::S16: I = fp::IntT::S16; return true;
  case Ty::S32: I = fp::IntT::S32; return true;
  case Ty::S64: I = fp::IntT::S64; return true;
  default: return false;
  }
}

} // namespace

/// Compare-type helper shared with ExecFloat.cpp.
namespace ptx::exec {
bool toCmpType(Ty T, fp::CmpType &C) { return cmpType(T, C); }
} // namespace ptx::exec

ExecStatus Machine::execAlu(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t E) {
  const unsigned TB = tyBits(I.T);
  const bool Sg = tySigned(I.T);
  const uint64_t TM = bitsMask(TB);
  const unsigned DB = I.DstBits;
  uint64_t *D = I.Dst != NoSlot ? Fr.reg(I.Dst) : nullptr;
  const uint64_t *A = I.NumSrc > 0 ? Fr.reg(I.Src[0]) : nullptr;
  const uint64_t *B = I.NumSrc > 1 ? Fr.reg(I.Src[1]) : nullptr;
  const uint64_t *C = I.NumSrc > 2 ? Fr.reg(I.Src[2]) : nullptr;
  const uint64_t *Dd = I.NumSrc > 3 ? Fr.reg(I.Src[3]) : nullptr;
  auto S = [&](uint64_t V) { return sext(V, TB); };
  auto Out = [&](unsigned L, uint64_t V) { D[L] = fitDst(V, TB, Sg, DB); };
  auto Out2 = [&](unsigned L, uint64_t V, unsigned Bits) { D[L] = fitDst(V, Bits, Sg, DB); };
  uint64_t *CC = Fr.reg(P.Funcs[Fr.Func].CCSlot);
  uint32_t CCSlot = P.Funcs[Fr.Func].CCSlot;

  switch (I.Opc) {
  case Op::Add:
    if (I.Flags & F_Sat) {
      FOR_LANES(E, L) Out(L, satS32(S(A[L]) + S(B[L])));
    } else {
      FOR_LANES(E, L) Out(L, A[L] + B[L]);
    }
    break;
  case Op::Sub:
    if (I.Flags & F_Sat) {
      FOR_LANES(E, L) Out(L, satS32(S(A[L]) - S(B[L])));
    } else {
      FOR_LANES(E, L) Out(L, A[L] - B[L]);
    }
    break;
  case Op::AddC: // add.cc, addc{.cc} (PTX ISA 8.5 9.7.2.1-2)
    FOR_LANES(E, L) {
      uint64_t Cin = (I.Flags & F_CarryIn) ? (CC[L] & 1) : 0;
      u128 Sum = u128(A[L] & TM) + (B[L] & TM) + Cin;
      Out(L, uint64_t(Sum));
      if (I.Flags & F_CC)
        CC[L] = uint64_t(Sum >> TB) & 1;
    }
    break;
  case Op::SubC: // sub.cc, subc{.cc} (PTX ISA 8.5 9.7.2.3-4)
    // The spec names the flag "borrow"; the bit the hardware keeps is the
    // carry of a + ~b + 1, i.e. NOT borrow, as an add reading it shows:
    // nvcc's own 128-bit division tests a remainder's sign with
    // `subc.cc ...; addc.u32 r, 0, 0` and expects 0 after a borrow
    // (docs/executor.md). So CC.CF = 1 when there was no borrow, and subc
    // subtracts 1 - CC.CF; chains of sub.cc/subc alone are unaffected.
    FOR_LANES(E, L) {
      uint64_t Bin = (I.Flags & F_CarryIn) ? 1 - (CC[L] & 1) : 0;
      u128 Sub = u128(A[L] & TM) - u128(B[L] & TM) - Bin;
      Out(L, uint64_t(Sub));
      if (I.Flags & F_CC)
        CC[L] = 1 - (uint64_t(Sub >> TB) & 1);
    }
    break;
  case Op::Mul:
  case Op::Mad:
  case Op::MadC: {
    bool IsMad = I.Opc != Op::Mul;
    FOR_LANES(E, L) {
      s128 Prod = Sg ? s128(S(A[L])) * s128(S(B[L])) : s128(u128(A[L] & TM) * u128(B[L] & TM));
      u128 UP = u128(Prod);
      if (I.Flags & F_Wide) {
        u128 R = UP;
        if (IsMad)
          R += Sg ? u128(s128(sext(C[L], 2 * TB))) : u128(C[L] & bitsMask(2 * TB));
        Out2(L, uint64_t(R), 2 * TB);
        continue;
      }
      uint64_t Part = (I.Flags & F_Hi) ? uint64_t(UP >> TB) : uint64_t(UP);
      Part &= TM;
      if (!IsMad) {
        Out(L, Part);
        continue;
      }
      if (I.Opc == Op::MadC) {
        uint64_t Cin = (I.Flags & F_CarryIn) ? (CC[L] & 1) : 0;
        u128 Sum = u128(Part) + (C[L] & TM) + Cin;
        Out(L, uint64_t(Sum));
        if (I.Flags & F_CC)
          CC[L] = uint64_t(Sum >> TB) & 1;
        continue;
      }
      if (I.Flags & F_Sat) // mad.hi.sat.s32
        Out(L, satS32(S(Part) + S(C[L])));
      else
        Out(L, Part + C[L]);
    }
    if (I.Opc == Op::MadC && (I.Flags & F_CC))
      Fr.W[CCSlot] |= E;
    break;
  }
  case Op::Mul24:
  case Op::Mad24:
    FOR_LANES(E, L) {
      int64_t X = Sg ? sext(A[L], 24) : int64_t(A[L] & 0xffffff);
      int64_t Y = Sg ? sext(B[L], 24) : int64_t(B[L] & 0xffffff);
      uint64_t Prod = uint64_t(X * Y);
      uint64_t Part = (I.Flags & F_Hi) ? (Prod >> 16) & 0xffffffff : Prod & 0xffffffff;
      if (I.Opc == Op::Mad24) {
        if (I.Flags & F_Sat)
          Part = satS32(sext(Part, 32) + sext(C[L], 32));
        else
          Part += C[L];
      }
      Out(L, Part);
    }
    break;
  case Op::Sad:
    FOR_LANES(E, L) {
      uint64_t Diff = Sg ? uint64_t(S(A[L]) < S(B[L]) ? S(B[L]) - S(A[L]) : S(A[L]) - S(B[L]))
                         : ((A[L] & TM) < (B[L] & TM) ? (B[L] & TM) - (A[L] & TM)
                                                      : (A[L] & TM) - (B[L] & TM));
      Out(L, C[L] + Diff);
    }
    break;
  case Op::Div:
  case Op::Rem:
    FOR_LANES(E, L) {
      uint64_t X = A[L] & TM, Y = B[L] & TM;
      if (Y == 0) {
        warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
                 std::string(I.Opc == Op::Div ? "division" : "remainder") +
                     " by zero has an unspecified result (the executor returns all "
                     "ones, as an H200 does)");
        Out(L, TM);
        continue;
      }
      if (Sg) {
        int64_t SX = S(X), SY = S(Y);
        if (SY == -1) // avoids the host's INT_MIN / -1 trap; wraps like PTX
          Out(L, I.Opc == Op::Div ? uint64_t(0) - uint64_t(SX) : 0);
        else
          Out(L, uint64_t(I.Opc == Op::Div ? SX / SY : SX % SY));
      } else {
        Out(L, I.Opc == Op::Div ? X / Y : X % Y);
      }
    }
    break;
  case Op::Abs:
    FOR_LANES(E, L) {
      int64_t X = S(A[L]);
      Out(L, X < 0 ? uint64_t(0) - uint64_t(X) : uint64_t(X));
    }
    break;
  case Op::Neg:
    FOR_LANES(E, L) Out(L, uint64_t(0) - A[L]);
    break;
  case Op::Min:
  case Op::Max: {
    bool IsMin = I.Opc == Op::Min;
    FOR_LANES(E, L) {
      uint64_t R;
      if (Sg) {
        int64_t X = S(A[L]), Y = S(B[L]);
        int64_t M = IsMin ? std::min(X, Y) : std::max(X, Y);
        if ((I.Flags & F_Relu) && M < 0)
          M = 0;
        R = uint64_t(M);
      } else {
        R = IsMin ? std::min(A[L] & TM, B[L] & TM) : std::max(A[L] & TM, B[L] & TM);
      }
      Out(L, R);
    }
    break;
  }
  case Op::Popc:
    FOR_LANES(E, L) D[L] = fitDst(uint64_t(__builtin_popcountll(A[L] & TM)), 32, false, DB);
    break;
  case Op::Clz:
    FOR_LANES(E, L) {
      uint64_t X = A[L] & TM;
      unsigned N = X ? unsigned(__builtin_clzll(X)) - (64 - TB) : TB;
      D[L] = fitDst(N, 32, false, DB);
    }
    break;
  case Op::Bfind: // PTX ISA 9.7.1.16
    FOR_LANES(E, L) {
      uint64_t X = A[L] & TM;
      if (Sg && ((X >> (TB - 1)) & 1))
        X = ~X & TM;
      uint64_t R = 0xffffffffu;
      if (X) {
        unsigned Pos = 63 - unsigned(__builtin_clzll(X));
        R = (I.Flags & F_Shiftamt) ? TB - 1 - Pos : Pos;
      }
      D[L] = fitDst(R, 32, false, DB);
    }
    break;
  case Op::Fns:
    FOR_LANES(E, L) D[L] = fitDst(fns(uint32_t(A[L]), uint32_t(B[L]), int32_t(C[L])), 32, false, DB);
    break;
  case Op::Brev:
    FOR_LANES(E, L) {
      uint64_t X = A[L] & TM, R = 0;
      for (unsigned K = 0; K < TB; ++K)
        R |= ((X >> K) & 1) << (TB - 1 - K);
      Out(L, R);
    }
    break;
  case Op::Bfe:
    FOR_LANES(E, L) Out(L, bfe(A[L] & TM, B[L], C[L], TB, Sg));
    break;
  case Op::Bfi:
    FOR_LANES(E, L) Out(L, bfi(A[L], B[L] & TM, C[L], Dd[L], TB));
    break;
  case Op::Szext: // PTX ISA 9.7.1.21
    FOR_LANES(E, L) {
      uint32_t X = uint32_t(A[L]), Bv = uint32_t(B[L]);
      uint32_t B1 = Bv & 0x1f;
      bool TooLarge = Bv >= 32 && (I.Flags & F_Clamp);
      uint32_t Mask = TooLarge ? 0 : (~0u << B1);
      uint32_t SignPos = (B1 - 1) & 0x1f;
      bool SignBit = !(B1 == 0 || TooLarge || !Sg) && ((X >> SignPos) & 1);
      Out(L, (X & ~Mask) | (SignBit ? Mask : 0));
    }
    break;
  case Op::Bmsk: // PTX ISA 9.7.1.22
    FOR_LANES(E, L) {
      uint32_t Av = uint32_t(A[L]), Bv = uint32_t(B[L]);
      uint32_t A1 = Av & 0x1f, B1 = Bv & 0x1f;
      uint32_t Mask0 = ~0u << A1;
      uint32_t Sum = A1 + B1;
      uint32_t Mask1 = Sum >= 32 ? 0 : (~0u << Sum);
      bool Over = Sum >= 32;
      if (I.Flags & F_Clamp) {
        if (Av >= 32) {
          Over = true;
          Mask0 = 0;
        }
        if (Bv >= 32)
          Over = true;
      }
      if (Over)
        Mask1 = 0;
      else if (B1 == 0)
        Mask1 = ~0u;
      D[L] = fitDst(Mask0 & ~Mask1, 32, false, DB);
    }
    break;
  case Op::Dp4a: // PTX ISA 9.7.1.23
    FOR_LANES(E, L) {
      int64_t Acc = tySigned(I.T) || tySigned(I.T2) ? sext(C[L], 32) : int64_t(C[L] & 0xffffffff);
      for (unsigned K = 0; K < 4; ++K) {
        uint64_t Ab = (A[L] >> (8 * K)) & 0xff, Bb = (B[L] >> (8 * K)) & 0xff;
        int64_t X = tySigned(I.T) ? sext(Ab, 8) : int64_t(Ab);
        int64_t Y = tySigned(I.T2) ? sext(Bb, 8) : int64_t(Bb);
        Acc += X * Y;
      }
      D[L] = uint64_t(Acc) & bitsMask(std::min(32u, unsigned(DB)));
    }
    break;
  case Op::Dp2a: // PTX ISA 9.7.1.24
    FOR_LANES(E, L) {
      int64_t Acc = tySigned(I.T) || tySigned(I.T2) ? sext(C[L], 32) : int64_t(C[L] & 0xffffffff);
      unsigned Base = (I.Flags & F_Hi) ? 2 : 0;
      for (unsigned K = 0; K < 2; ++K) {
        uint64_t Ah = (A[L] >> (16 * K)) & 0xffff, Bb = (B[L] >> (8 * (Base + K))) & 0xff;
        int64_t X = tySigned(I.T) ? sext(Ah, 16) : int64_t(Ah);
        int64_t Y = tySigned(I.T2) ? sext(Bb, 8) : int64_t(Bb);
        Acc += X * Y;
      }
      D[L] = uint64_t(Acc) & bitsMask(std::min(32u, unsigned(DB)));
    }
    break;

  // ---- Logic and shift ------------------------------------------------------------
  case Op::And:
  case Op::Or:
  case Op::Xor:
    if (I.T == Ty::Pred) {
      FOR_LANES(E, L) {
        bool X = bool(A[L] & 1) != bool(I.NegMask & 1);
        bool Y = bool(B[L] & 1) != bool(I.NegMask & 2);
        D[L] = I.Opc == Op::And ? (X && Y) : I.Opc == Op::Or ? (X || Y) : (X != Y);
      }
    } else if (I.Opc == Op::And) {
      FOR_LANES(E, L) Out(L, A[L] & B[L]);
    } else if (I.Opc == Op::Or) {
      FOR_LANES(E, L) Out(L, A[L] | B[L]);
    } else {
      FOR_LANES(E, L) Out(L, A[L] ^ B[L]);
    }
    break;
  case Op::Not:
    if (I.T == Ty::Pred) {
      FOR_LANES(E, L) D[L] = !(bool(A[L] & 1) != bool(I.NegMask & 1));
    } else {
      FOR_LANES(E, L) Out(L, ~A[L]);
    }
    break;
  case Op::Cnot:
    FOR_LANES(E, L) Out(L, (A[L] & TM) == 0 ? 1 : 0);
    break;
  case Op::Lop3:
    if (I.Dst2 != NoSlot) { // .BoolOp: p = (d != 0) BoolOp q (PTX ISA 8.5 9.7.9.6)
      uint64_t *Q = Fr.reg(I.Dst2);
      bool IsAnd = fp::BoolOp(I.Sub2) == fp::BoolOp::And;
      FOR_LANES(E, L) {
        uint64_t V = lop3(A[L], B[L], C[L], I.Target) & 0xffffffffu;
        bool Qv = bool(Dd[L] & 1) != bool(I.NegMask & 8);
        Out(L, V);
        Q[L] = IsAnd ? (V != 0 && Qv) : (V != 0 || Qv);
      }
      Fr.W[I.Dst2] |= E;
      break;
    }
    FOR_LANES(E, L) Out(L, lop3(A[L], B[L], C[L], unsigned(Dd[L] & 0xff)));
    break;
  case Op::Shf: // PTX ISA 8.5 9.7.9.7
    FOR_LANES(E, L) {
      uint64_t Pair = (uint64_t(uint32_t(B[L])) << 32) | uint32_t(A[L]);
      uint32_t N = uint32_t(C[L]);
      N = (I.Flags & F_Clamp) ? std::min(N, 32u) : (N & 31);
      uint64_t R = (I.Flags & F_Left) ? ((Pair << N) >> 32) : (Pair >> N);
      D[L] = fitDst(R, 32, false, DB);
    }
    break;
  case Op::Shl:
    FOR_LANES(E, L) {
      uint64_t N = B[L] & 0xffffffff;
      Out(L, N >= TB ? 0 : (A[L] << N));
    }
    break;
  case Op::Shr:
    FOR_LANES(E, L) {
      uint64_t N = B[L] & 0xffffffff;
      if (Sg)
        Out(L, uint64_t(S(A[L]) >> std::min<uint64_t>(N, 63)));
      else
        Out(L, N >= TB ? 0 : ((A[L] & TM) >> N));
    }
    break;

  // ---- Comparison and selection ---------------------------------------------------
  case Op::Setp: {
    fp::CmpType CT;
    if (I.T2 == Ty::F16x2 || I.T2 == Ty::BF16x2) {
      fp::Fmt F = I.T2 == Ty::F16x2 ? fp::Fmt::F16 : fp::Fmt::BF16;
      uint64_t *Q = Fr.reg(I.Dst2);
      FOR_LANES(E, L) {
        bool Cv = C ? (bool(C[L] & 1) != bool(I.NegMask & 4)) : false;
        fp::PredPair PP = fp::setpH2(F, fp::CmpOp(I.Sub), fp::BoolOp(I.Sub2), uint32_t(A[L]),
                                     uint32_t(B[L]), Cv, I.Flags & F_Ftz);
        D[L] = PP.P;
        Q[L] = PP.Q;
      }
    } else {
      if (!cmpType(I.T2, CT)) {
        fault(DiagId::ExecUnsupported, Pc, W, unsigned(__builtin_ctz(E)),
              ("setp" + tyName(I.T2)).str());
        return ExecStatus::Fault;
      }
      uint64_t *Q = Fr.reg(I.Dst2);
      FOR_LANES(E, L) {
        bool Cv = C ? (bool(C[L] & 1) != bool(I.NegMask & 4)) : false;
        fp::PredPair PP = fp::setp(CT, fp::CmpOp(I.Sub), fp::BoolOp(I.Sub2), A[L], B[L], Cv,
                                   I.Flags & F_Ftz);
        D[L] = PP.P;
        Q[L] = PP.Q;
      }
    }
    Fr.W[I.Dst2] |= E;
    break;
  }
  case Op::Set: {
    fp::SetDType DT;
    fp::CmpType CT;
    bool H2 = I.T2 == Ty::F16x2 || I.T2 == Ty::BF16x2;
    if (!setDType(I.T, DT) || (!H2 && !cmpType(I.T2, CT))) {
      fault(DiagId::ExecUnsupported, Pc, W, unsigned(__builtin_ctz(E)),
            ("set" + tyName(I.T) + tyName(I.T2)).str());
      return ExecStatus::Fault;
    }
    FOR_LANES(E, L) {
      bool Cv = C ? (bool(C[L] & 1) != bool(I.NegMask & 4)) : false;
      uint32_t R = H2 ? fp::setH2(DT, I.T2 == Ty::F16x2 ? fp::Fmt::F16 : fp::Fmt::BF16,
                                  fp::CmpOp(I.Sub), fp::BoolOp(I.Sub2), uint32_t(A[L]),
                                  uint32_t(B[L]), Cv, I.Flags & F_Ftz)
                      : fp::set(DT, CT, fp::CmpOp(I.Sub), fp::BoolOp(I.Sub2), A[L], B[L], Cv,
                                I.Flags & F_Ftz);
      Out(L, R);
    }
    break;
  }
  case Op::Selp:
    FOR_LANES(E, L) Out(L, (bool(C[L] & 1) != bool(I.NegMask & 4)) ? A[L] : B[L]);
    break;
  case Op::Slct:
    if (I.T2 == Ty::F32) {
      FOR_LANES(E, L) Out(L, fp::slctF32(A[L], B[L], uint32_t(C[L]), I.Flags & F_Ftz));
    } else {
      FOR_LANES(E, L) Out(L, fp::slctS32(A[L], B[L], uint32_t(C[L])));
    }
    break;

  // ---- Moves and integer conversion --------------------------------------------
  case Op::Mov:
    if (I.T == Ty::B128) { // two slots: low, high
      const uint64_t *AH = Fr.reg(I.Src[0] + 1);
      uint64_t *DH = Fr.reg(I.Dst + 1);
      FOR_LANES(E, L) {
        D[L] = A[L];
        DH[L] = AH[L];
      }
      Fr.W[I.Dst + 1] |= E;
    } else if (I.T == Ty::Pred) {
      FOR_LANES(E, L) D[L] = bool(A[L] & 1) != bool(I.NegMask & 1);
    } else {
      FOR_LANES(E, L) Out(L, A[L]);
    }
    break;
  case Op::MovPack: {
    unsigned EB = TB / I.VecN;
    const uint32_t *X = P.Extra.data() + I.ExtraBegin;
    if (I.T == Ty::B128) { // PTX ISA 8.5 9.7.10.4: {x,y} (b64) or {x,y,z,w} (b32)
      uint64_t *DH = Fr.reg(I.Dst + 1);
      FOR_LANES(E, L) {
        uint64_t V[2] = {0, 0};
        for (unsigned K = 0; K < I.VecN; ++K) {
          unsigned At = EB * K;
          V[At / 64] |= (Fr.reg(X[K])[L] & bitsMask(EB)) << (At % 64);
        }
        D[L] = V[0];
        DH[L] = V[1];
      }
      Fr.W[I.Dst + 1] |= E;
      break;
    }
    FOR_LANES(E, L) {
      uint64_t V = 0;
      for (unsigned K = 0; K < I.VecN; ++K)
        V |= (Fr.reg(X[K])[L] & bitsMask(EB)) << (EB * K);
      D[L] = V & bitsMask(std::min(TB, DB ? unsigned(DB) : TB));
    }
    break;
  }
  case Op::MovUnpack: {
    unsigned EB = TB / I.VecN;
    const uint32_t *X = P.Extra.data() + I.ExtraBegin;
    if (I.T == Ty::B128) {
      const uint64_t *AH = Fr.reg(I.Src[0] + 1);
      FOR_LANES(E, L) {
        uint64_t V[2] = {A[L], AH[L]};
        for (unsigned K = 0; K < I.VecN; ++K) {
          unsigned At = EB * K;
          Fr.reg(X[K])[L] = (V[At / 64] >> (At % 64)) & bitsMask(EB);
        }
      }
    } else {
      FOR_LANES(E, L) {
        for (unsigned K = 0; K < I.VecN; ++K)
          Fr.reg(X[K])[L] = (A[L] >> (EB * K)) & bitsMask(EB);
      }
    }
    for (unsigned K = 0; K < I.VecN; ++K)
      Fr.W[X[K]] |= E;
    return ExecStatus::Next;
  }
  case Op::Prmt:
    FOR_LANES(E, L) Out(L, prmt(uint32_t(A[L]), uint32_t(B[L]), uint32_t(C[L]), I.Sub2));
    break;
  case Op::Cvt: {
    fp::IntT Dt, St;
    if (!intT(I.T, Dt) || !intT(I.T2, St)) {
      fault(DiagId::ExecUnsupported, Pc, W, unsigned(__builtin_ctz(E)),
            ("cvt" + tyName(I.T) + tyName(I.T2)).str());
      return ExecStatus::Fault;
    }
    FOR_LANES(E, L) Out(L, fp::cvtI2I(Dt, St, A[L], I.Flags & F_Sat));
    break;
  }
  case Op::CvtPackInt: { // PTX ISA 8.5 9.7.10.21: saturate a and b, pack b low, a high
    unsigned Sz = I.Sub;
    int64_t Lo = I.Sub2 ? -(int64_t(1) << (Sz - 1)) : 0;
    int64_t Hi = I.Sub2 ? (int64_t(1) << (Sz - 1)) - 1 : (int64_t(1) << Sz) - 1;
    auto Sat = [&](uint64_t V) {
      return uint64_t(std::clamp<int64_t>(sext(V, 32), Lo, Hi)) & bitsMask(Sz);
    };
    FOR_LANES(E, L) {
      uint64_t V = Sat(B[L]) | (Sat(A[L]) << Sz);
      if (C)
        V |= (C[L] << (2 * Sz)) & 0xffffffffu;
      D[L] = V & bitsMask(DB);
    }
    break;
  }
  case Op::Packed16: // add/sub/min/max{.relu}.{u16x2,s16x2}, per 16-bit half
    if (I.Sub == Packed16DroppedConstant) {
      FOR_LANES(E, L) {
        warnOnce(DiagId::ExecPtxasMiscompile, Pc, W, L,
                 "ptxas 13.0 compiles this add without its constant operand, as its "
                 "result is read only as 16-bit values; the GPU, and the executor, give the "
                 "other operand (--ptxas-bugs=off runs the PTX as written)");
        D[L] = A[L] & bitsMask(DB);
      }
      break;
    }
    FOR_LANES(E, L) {
      uint32_t R = 0;
      for (unsigned H = 0; H < 2; ++H) {
        uint32_t X = uint32_t(A[L] >> (16 * H)) & 0xffff, Y = uint32_t(B[L] >> (16 * H)) & 0xffff;
        int32_t SX = int16_t(X), SY = int16_t(Y);
        bool S16 = I.T == Ty::S16x2;
        uint32_t V;
        switch (I.Sub) {
        case 0: V = X + Y; break;
        case 1: V = X - Y; break;
        case 2: V = S16 ? uint32_t(std::min(SX, SY)) : std::min(X, Y); break;
        default: V = S16 ? uint32_t(std::max(SX, SY)) : std::max(X, Y); break;
        }
        if ((I.Flags & F_Relu) && S16 && int16_t(V) < 0)
          V = 0;
        R |= (V & 0xffff) << (16 * H);
      }
      D[L] = R & bitsMask(DB);
    }
    break;
  case Op::CreatePolicy: // an opaque cache policy; only ever a hint
    FOR_LANES(E, L) D[L] = 0;
    break;
  case Op::Activemask:
    return ExecStatus::Next;
  default:
    fault(DiagId::ExecUnsupported, Pc, W, unsigned(__builtin_ctz(E)),
          I.Stmt ? I.Stmt->Opcode.Text.str() : "?");
    return ExecStatus::Fault;
  }
  if (I.Dst != NoSlot)
    Fr.W[I.Dst] |= E;
  if ((I.Flags & F_CC) && I.Opc != Op::MadC)
    Fr.W[CCSlot] |= E;
  return ExecStatus::Next;
}
