//===- ExecVideo.cpp - scalar and SIMD video instructions ------------------===//
//
// PTX ISA 8.5 9.7.18: the scalar video instructions (vadd vsub vabsdiff vmin
// vmax vshl vshr vmad vset: byte/half-word/word operand selection, .sat,
// secondary .add/.min/.max or a merge into a subword of c) and the SIMD ones
// (vadd2/4 vsub2/4 vavrg2/4 vabsdiff2/4 vmin2/4 vmax2/4 vset2/4: element
// selection from {b, a}, .sat, merge with c under a mask or accumulate into
// c). Decoded operand fields are described at VideoField (ExecIR.h).
//
//===----------------------------------------------------------------------===//
#include "lib/exec/Machine.h"
#include "lib/exec/softfloat/Compare.h"

#include <algorithm>

using namespace ptx;
using namespace ptx::exec;

namespace {

using i128 = __int128;

/// partSelectSignExtend: selector 0 = word, 1-4 = byte 0-3, 5-6 = half 0-1.
int64_t selectPart(uint32_t V, unsigned Sel, bool Signed) {
  if (Sel >= 1 && Sel <= 4) {
    uint32_t B = (V >> (8 * (Sel - 1))) & 0xff;
    return Signed ? int64_t(int8_t(B)) : int64_t(B);
  }
  if (Sel == 5 || Sel == 6) {
    uint32_t H = (V >> (16 * (Sel - 5))) & 0xffff;
    return Signed ? int64_t(int16_t(H)) : int64_t(H);
  }
  return Signed ? int64_t(int32_t(V)) : int64_t(V);
}

int64_t clampTo(int64_t V, unsigned Bits, bool Signed) {
  int64_t Lo = Signed ? -(int64_t(1) << (Bits - 1)) : 0;
  int64_t Hi = Signed ? (int64_t(1) << (Bits - 1)) - 1 : int64_t((uint64_t(1) << Bits) - 1);
  return std::clamp(V, Lo, Hi);
}

bool compareInt(unsigned Cmp, int64_t A, int64_t B) {
  switch (fp::CmpOp(Cmp)) {
  case fp::CmpOp::EQ: return A == B;
  case fp::CmpOp::NE: return A != B;
  case fp::CmpOp::LT: return A < B;
  case fp::CmpOp::LE: return A <= B;
  case fp::CmpOp::GT: return A > B;
  case fp::CmpOp::GE: return A >= B;
  default: return false;
  }
}

/// One scalar video operation (9.7.18.1) on a lane's operands.
uint32_t scalarVideo(const Instr &I, uint32_t A, uint32_t B, uint32_t C) {
  const uint32_t F = I.Target;
  unsigned ASel = F & 0xf, BSel = (F >> 4) & 0xf, DSel = (F >> 8) & 0xf;
  bool AS = F & VF_ASigned, BS = F & VF_BSigned, DS = F & VF_DSigned;
  VideoOp Op = VideoOp(I.Sub);
  if (Op == VideoOp::Mad) { // 9.7.18.1.3
    bool NegA = I.NegMask & 1, NegB = I.NegMask & 2, NegC = I.NegMask & 4;
    bool SignedFinal = AS || BS || (NegA != NegB) || NegC;
    // H200 (gen-hw-vectors.py's video case): the multiply is 32 x 32 bits
    // signed when the result is, so a whole-word a or b of type .u32 then
    // reads as signed (a byte or half keeps its own type's extension), and
    // c is sign-extended whatever the types: an unsigned vmad.sat with c =
    // 0x80000000 gives 0, and the high bits .shr7/.shr15 bring down follow.
    auto Operand = [&](uint32_t V, unsigned Sel, bool S) {
      return selectPart(V, Sel, Sel == 0 ? SignedFinal : S);
    };
    i128 Tmp = i128(Operand(A, ASel, AS)) * i128(Operand(B, BSel, BS));
    int Lsb = 0;
    uint32_t Cv = C;
    if (F & VF_Po) {
      Lsb = 1;
    } else if (NegA != NegB) {
      Tmp = ~Tmp;
      Lsb = 1;
    } else if (NegC) {
      Cv = ~Cv;
      Lsb = 1;
    }
    Tmp = Tmp + i128(int32_t(Cv)) + Lsb;
    unsigned Scale = (F >> 16) & 3;
    if (Scale)
      Tmp >>= Scale == 1 ? 7 : 15;
    if (I.Flags & F_Sat) // the exact value, clamped to d's range
      Tmp = SignedFinal ? std::clamp<i128>(Tmp, INT32_MIN, INT32_MAX)
                        : std::clamp<i128>(Tmp, 0, UINT32_MAX);
    return uint32_t(uint64_t(Tmp));
  }
  int64_t Ta = selectPart(A, ASel, AS);
  int64_t Tb = selectPart(B, BSel, Op == VideoOp::Shl || Op == VideoOp::Shr ? false : BS);
  int64_t Tmp = 0;
  switch (Op) {
  case VideoOp::Add: Tmp = Ta + Tb; break;
  case VideoOp::Sub: Tmp = Ta - Tb; break;
  case VideoOp::Absdiff: Tmp = Ta > Tb ? Ta - Tb : Tb - Ta; break;
  case VideoOp::Min: Tmp = std::min(Ta, Tb); break;
  case VideoOp::Max: Tmp = std::max(Ta, Tb); break;
  case VideoOp::Shl:
  case VideoOp::Shr: { // 9.7.18.1.2
    if (F & VF_Wrap)
      Tb &= 0x1f;
    else if (Tb > 32)
      Tb = 32;
    if (Op == VideoOp::Shl) {
      Tmp = int64_t(uint64_t(i128(Ta) << Tb)); // bits beyond 64 never reach d
      // H200: .sat sees the shifted value as a signed 34-bit number (so
      // 1 << 32 saturates, 2 << 32 is negative and 4 << 32 is zero); the
      // secondary operation without .sat sees it whole.
      if (I.Flags & F_Sat)
        Tmp = sext(uint64_t(Tmp) & ((uint64_t(1) << 34) - 1), 34);
    } else
      Tmp = Ta >> Tb;
    break;
  }
  case VideoOp::Set: Tmp = compareInt((F >> 20) & 0x1f, Ta, Tb); break;
  default: break;
  }
  if ((I.Flags & F_Sat) && Op != VideoOp::Set) { // optSaturate
    // H200: before clamping to a byte or half of d, the result is taken as
    // an unsigned 32-bit value when d or a is unsigned (a negative
    // difference then clamps to the subword's maximum: 0xff for a .u32 d,
    // 0x7f for a .s32 d with a .u32 a).
    // H200: vshl/vshr saturate to d's 32-bit range even when a byte or
    // half of d is written (vshr.s32.s32.u32.sat d.b0 of 0x802de4 >> 0
    // merges 0xe4); the other operations to the subword's.
    bool Shift = Op == VideoOp::Shl || Op == VideoOp::Shr;
    unsigned SatSel = Shift ? 0 : DSel;
    if (SatSel >= 1 && SatSel <= 6 && (!DS || !AS))
      Tmp = int64_t(uint32_t(Tmp));
    // H200: with a .s32 a, a whole-word result above INT32_MAX saturates
    // to d's maximum (for a .u32 d: 0x7fffffff + 0xfd gives 0xffffffff,
    // not 0x800000fc).
    if (SatSel == 0 && AS && Tmp > INT32_MAX)
      Tmp = INT64_MAX;
    Tmp = clampTo(Tmp, SatSel >= 1 && SatSel <= 4 ? 8 : SatSel >= 5 ? 16 : 32, DS);
  }
  // The secondary operation, as an H200 computes it (vset: in a's
  // signedness, else d's): signed, it sees the 32-bit result as signed
  // (vshl excepted: its wide value); unsigned, it compares the wide value
  // unsigned, so a negative result lies above every c (vadd.u32.u32.s32.max
  // of 0 + -128 with c = 0xffffffff gives 0xffffff80; vshl.u32.s32 of a .b0
  // of -1 shifted by 0, min with c = 0, gives 0).
  bool S2 = Op == VideoOp::Set ? AS : DS;
  if (I.Sub2 && S2 && Op != VideoOp::Shl)
    Tmp = int64_t(int32_t(uint32_t(Tmp)));
  int64_t Cs = S2 ? int64_t(int32_t(C)) : int64_t(C);
  auto Less = [&](int64_t X, int64_t Y) { return S2 ? X < Y : uint64_t(X) < uint64_t(Y); };
  switch (I.Sub2) { // optSecondaryOp
  case 1: Tmp = Tmp + Cs; break;
  case 2: Tmp = Less(Cs, Tmp) ? Cs : Tmp; break;
  case 3: Tmp = Less(Tmp, Cs) ? Cs : Tmp; break;
  default: break;
  }
  uint32_t T = uint32_t(Tmp);
  switch (DSel) { // optMerge
  case 1: case 2: case 3: case 4: {
    unsigned Sh = 8 * (DSel - 1);
    return ((T & 0xff) << Sh) | (C & ~(0xffu << Sh));
  }
  case 5:
    return (T & 0xffffu) | (C & 0xffff0000u);
  case 6: // H200: the result's own upper half, not its lower half moved up
    return (T & 0xffff0000u) | (C & 0xffffu);
  default:
    return T;
  }
}

/// One SIMD video operation (9.7.18.2) on a lane's operands.
uint32_t simdVideo(const Instr &I, uint32_t A, uint32_t B, uint32_t C) {
  const uint32_t F = I.Target;
  const unsigned N = I.VecN, EW = 32 / N;
  const uint64_t EM = (1ull << EW) - 1;
  bool AS = F & VF_ASigned, BS = F & VF_BSigned, DS = F & VF_DSigned;
  uint64_t Pool = uint64_t(A) | (uint64_t(B) << 32); // {b, a}: elements 0..2N-1
  uint32_t ASel = I.ExtraBegin, BSel = I.ExtraCount; // 4 bits per position
  unsigned Mask = (F >> 8) & 0xf;
  auto Ext = [&](unsigned K, bool S) {
    uint64_t V = (Pool >> (EW * K)) & EM;
    return S ? sext(V, EW) : int64_t(V);
  };
  int64_t Acc = int64_t(int32_t(C)); // d = c for .add (the low 32 bits are kept)
  uint32_t D = 0;
  for (unsigned Pos = 0; Pos < N; ++Pos) {
    int64_t Va = Ext((ASel >> (4 * Pos)) & 0xf, AS), Vb = Ext((BSel >> (4 * Pos)) & 0xf, BS);
    int64_t T = 0;
    switch (VideoOp(I.Sub)) {
    case VideoOp::Add: T = Va + Vb; break;
    case VideoOp::Sub: T = Va - Vb; break;
    case VideoOp::Avrg: T = Va + Vb >= 0 ? (Va + Vb + 1) >> 1 : (Va + Vb) >> 1; break;
    case VideoOp::Absdiff: T = Va > Vb ? Va - Vb : Vb - Va; break;
    case VideoOp::Min: T = std::min(Va, Vb); break;
    case VideoOp::Max: T = std::max(Va, Vb); break;
    case VideoOp::Set: T = compareInt((F >> 20) & 0x1f, Va, Vb); break;
    default: break;
    }
    if ((I.Flags & F_Sat) && VideoOp(I.Sub) != VideoOp::Set)
      T = clampTo(T, EW, DS);
    bool On = (Mask >> Pos) & 1;
    if (I.Sub2 == 1) { // .add: accumulate the selected results into c
      if (On)
        Acc += T;
    } else { // merge: the selected results, c's elements elsewhere
      uint64_t V = On ? uint64_t(T) : (uint64_t(C) >> (EW * Pos));
      D |= uint32_t((V & EM) << (EW * Pos));
    }
  }
  return I.Sub2 == 1 ? uint32_t(Acc) : D;
}

} // namespace

ExecStatus Machine::execVideo(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t E) {
  (void)W;
  (void)Pc;
  const uint64_t *A = Fr.reg(I.Src[0]), *B = Fr.reg(I.Src[1]);
  const uint64_t *C = I.NumSrc > 2 ? Fr.reg(I.Src[2]) : nullptr;
  uint64_t *D = Fr.reg(I.Dst);
  bool Simd = I.Opc == Op::VideoSimd;
  FOR_LANES(E, L) {
    uint32_t Cv = C ? uint32_t(C[L]) : 0;
    D[L] = Simd ? simdVideo(I, uint32_t(A[L]), uint32_t(B[L]), Cv)
                : scalarVideo(I, uint32_t(A[L]), uint32_t(B[L]), Cv);
    D[L] &= bitsMask(I.DstBits);
  }
  Fr.W[I.Dst] |= E;
  return ExecStatus::Next;
}
