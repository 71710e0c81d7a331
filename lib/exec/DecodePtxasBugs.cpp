//===- DecodePtxasBugs.cpp - what ptxas 13.0 miscompiles -------------------===//
//
// The executor gives the bits the GPU gives, and the GPU runs what ptxas made
// of the PTX. Where ptxas 13.0 provably compiles a form into something else
// than the PTX says, and nvcc emits that form, the executor runs it as the
// GPU does (with an exec-ptxas-miscompile warning when it executes), unless
// `--ptxas-bugs=off`.
//
// add.{u16x2,s16x2} with a constant operand whose result is read only as
// 16-bit values. ptxas rejects an immediate operand of add.u16x2, so the
// constant comes through a register (`mov.u32 %r6, -1;`, nvcc's
// `__vadd2(x, c)` on sm_90 and newer, or the negated halves of `__vsub2`'s
// c, computed through an unpack, `neg.s16` and a pack); ptxas folds it into
// the SASS as
// `VIADD.16x2 Rd, Rx, imm`. When every reader of the sum uses only one of
// its 16-bit halves as a 16-bit value (a `st.u16`, a `cvt` from .u16/.s16,
// a `cvt.u16.u32` into a 16-bit register, one half of a `mov.b32 {h, l}`,
// the c operand of `cvt.pack.sat.s8.s32.b32`, also through a widening
// `cvt.u64.u32`), ptxas narrows the computation to that half and writes the
// immediate as 0 (or drops it): the half read is the other operand's half,
// unchanged. `(short)__vadd2(x, 0x10001u)` at nvcc -O3 stores `(short)x`.
// Seen in the SASS of ptxas 13.0 (-O1 to -O3; -O0 keeps the constant in a
// register and adds it) for sm_90 and sm_100a, and on an H200 (two
// `host-diff.py --fmad` programs, stop 28; docs/executor.md).
//
// Only the shapes whose SASS was read are modelled; others run as written:
//  * narrowed: every reader of the sum (transitively through a `mov` copy,
//    a `cvt.u64.u32`/`cvt.s64.s32`, a `cvt.{u16,s16}.{u32,s32}` or one half
//    of an unpack) is a 16-bit store, a `cvt` from a 16-bit type to 32 or
//    64 bits, or cvt.pack's c;
//  * kept: any other reader (a 32-bit store, `shl`, `and`, `prmt`,
//    `cvt.u8.*`, a `cvt.u32.u64` in between, both halves of an unpack, 16-bit
//    add/sub/xor/shl after a `cvt.u16.u32`), a predicated add, two constant
//    operands, min/max (VIMNMX keeps its immediate).
//
//===----------------------------------------------------------------------===//
#include "lib/exec/Decode.h"
#include "lib/support/Diagnostic.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace ptx::exec {

void forEachMayWrite(const Program &P, const Instr &I, llvm::function_ref<void(uint32_t)> Fn) {
  if (I.Dst != NoSlot)
    Fn(I.Dst);
  if (I.Dst2 != NoSlot)
    Fn(I.Dst2);
  // The side table holds only sources of st, mov's packing form and red,
  // branch targets of brx.idx and element selectors of SIMD video.
  if (I.Opc == Op::St || I.Opc == Op::MovPack || I.Opc == Op::Red || I.Opc == Op::BrxIdx ||
      I.Opc == Op::VideoSimd || uint64_t(I.ExtraBegin) + I.ExtraCount > P.Extra.size())
    return;
  for (uint32_t K = 0; K < I.ExtraCount; ++K)
    Fn(P.Extra[I.ExtraBegin + K]);
}

namespace {

bool isInt(Ty T) {
  switch (T) {
  case Ty::U8: case Ty::U16: case Ty::U32: case Ty::U64:
  case Ty::S8: case Ty::S16: case Ty::S32: case Ty::S64:
  case Ty::B8: case Ty::B16: case Ty::B32: case Ty::B64:
    return true;
  default:
    return false;
  }
}

struct Narrowing {
  const Program &P;
  const FuncCode &F;
  llvm::DenseMap<uint32_t, llvm::SmallVector<uint32_t, 2>> Readers, Writers;
  llvm::DenseSet<uint32_t> ConstSlots;

  std::vector<bool> Leader; ///< branch targets, by Pc - F.Begin

  Narrowing(const Program &P, const FuncCode &F) : P(P), F(F), Leader(F.End - F.Begin, false) {
    for (const SlotInit &C : F.Consts)
      ConstSlots.insert(C.Slot);
    auto Lead = [&](uint32_t T) {
      if (T >= F.Begin && T < F.End)
        Leader[T - F.Begin] = true;
    };
    for (uint32_t Pc = F.Begin; Pc < F.End; ++Pc) {
      const Instr &I = P.Code[Pc];
      if (I.Opc == Op::Bra)
        Lead(I.Target);
      if (I.Opc == Op::BrxIdx)
        for (uint32_t K = 0; K < I.ExtraCount; ++K)
          Lead(P.Extra[I.ExtraBegin + K]);
      for (uint32_t K = 0; K < I.ReadCount; ++K)
        Readers[P.Extra[I.ReadBegin + K]].push_back(Pc);
      forEachMayWrite(P, I, [&](uint32_t S) { Writers[S].push_back(Pc); });
    }
  }

  /// The one unpredicated instruction that writes \p S, or nullptr.
  const Instr *soleWriter(uint32_t S) const {
    auto It = Writers.find(S);
    if (It == Writers.end() || It->second.size() != 1)
      return nullptr;
    const Instr &W = P.Code[It->second.front()];
    return W.Guard == NoSlot ? &W : nullptr;
  }

  /// The instruction whose value slot \p S holds when the instruction at
  /// \p Pc reads it: the nearest earlier writer in the same straight-line
  /// run of code (looking back at most 256 instructions), else the one
  /// writer in the function; nullptr if neither exists or that writer is
  /// predicated.
  const Instr *reachingWriter(uint32_t S, uint32_t Pc) const {
    for (uint32_t Q = Pc, Steps = 0; Q > F.Begin && !Leader[Q - F.Begin] && Steps < 256;
         ++Steps) {
      const Instr &I = P.Code[--Q];
      if (I.Opc == Op::Bra || I.Opc == Op::BrxIdx || I.Opc == Op::Call)
        break;
      bool Writes = false;
      forEachMayWrite(P, I, [&](uint32_t X) { Writes |= X == S; });
      if (Writes)
        return I.Guard == NoSlot ? &I : nullptr;
    }
    return soleWriter(S);
  }

  /// Whether slot \p S holds, where the instruction at \p Pc reads it, a
  /// value ptxas knows to be a constant: an immediate, or integer moves,
  /// packs, unpacks and negations of constants (nvcc's `__vsub2(x, c)`
  /// negates c's halves through `mov.b32 {lo, hi}`, `neg.s16` and a pack).
  bool isConstant(uint32_t S, uint32_t Pc, unsigned Depth = 0) const {
    if (ConstSlots.count(S))
      return true;
    const Instr *W = Depth > 8 ? nullptr : reachingWriter(S, Pc);
    if (!W || !isInt(W->T))
      return false;
    uint32_t WPc = uint32_t(W - P.Code.data());
    switch (W->Opc) {
    case Op::Mov: case Op::Neg: case Op::Not:
      return W->Dst == S && W->NumSrc == 1 && isConstant(W->Src[0], WPc, Depth + 1);
    case Op::MovUnpack:
      return isConstant(W->Src[0], WPc, Depth + 1);
    case Op::MovPack:
      if (W->Dst != S)
        return false;
      for (uint32_t K = 0; K < W->ExtraCount; ++K)
        if (!isConstant(P.Extra[W->ExtraBegin + K], WPc, Depth + 1))
          return false;
      return true;
    default:
      return false;
    }
  }

  /// Whether \p I, reading \p S, takes it as a 16-bit value and no more: a
  /// 16-bit store of it, or a conversion from a 16-bit integer type to 32
  /// or 64 bits.
  bool terminal16(const Instr &I, uint32_t S) const {
    if (I.Opc == Op::St)
      return tyBits(I.T) == 16 && isInt(I.T) && I.A.Base != S && I.Guard == NoSlot;
    if (I.Opc == Op::Cvt)
      return I.Src[0] == S && isInt(I.T) && isInt(I.T2) && tyBits(I.T2) == 16 &&
             tyBits(I.T) >= 32;
    return false;
  }

  /// Whether every reader of \p S (written only by its definition) reads it
  /// as ptxas narrows: \p Wide says that \p S holds the 32- or 64-bit sum
  /// (else a 16-bit register holding one half of it).
  bool readAs16(uint32_t S, bool Wide, unsigned Depth) const {
    if (Depth > 6 || S == F.SinkSlot)
      return false;
    auto W = Writers.find(S);
    auto R = Readers.find(S);
    if (W == Writers.end() || W->second.size() != 1 || R == Readers.end())
      return false;
    for (uint32_t Pc : R->second) {
      const Instr &I = P.Code[Pc];
      if (terminal16(I, S))
        continue;
      if (I.Opc == Op::Mov && I.Src[0] == S && I.NumSrc == 1 && I.Guard == NoSlot &&
          readAs16(I.Dst, Wide, Depth + 1))
        continue; // a copy
      if (!Wide)
        return false;
      if (I.Opc == Op::Cvt && I.Src[0] == S && I.Guard == NoSlot && isInt(I.T) &&
          isInt(I.T2) && !(I.Flags & F_Sat)) {
        if (tyBits(I.T) == 64 && tyBits(I.T2) == 32 && readAs16(I.Dst, true, Depth + 1))
          continue; // widened: its readers decide
        if (tyBits(I.T) == 16 && tyBits(I.T2) >= 32 && I.DstBits == 16 &&
            readAs16(I.Dst, false, Depth + 1))
          continue; // narrowed into a 16-bit register
        return false;
      }
      if (I.Opc == Op::MovUnpack && I.Src[0] == S && I.VecN == 2 && tyBits(I.T) == 32 &&
          I.Guard == NoSlot) {
        // One half read, as a 16-bit value; the other not at all.
        uint32_t Lo = P.Extra[I.ExtraBegin], Hi = P.Extra[I.ExtraBegin + 1];
        bool LoRead = Lo != F.SinkSlot && Readers.count(Lo);
        bool HiRead = Hi != F.SinkSlot && Readers.count(Hi);
        if (LoRead != HiRead && readAs16(LoRead ? Lo : Hi, false, Depth + 1))
          continue;
        return false;
      }
      if (I.Opc == Op::CvtPackInt && I.Sub == 8 && I.NumSrc == 3 && I.Src[2] == S &&
          I.Src[0] != S && I.Src[1] != S)
        continue; // cvt.pack.sat.{s8,u8}.s32.b32's c: its low half only
      return false;
    }
    return true;
  }
};

} // namespace

void modelPtxasBugs(Program &P, const FuncCode &F) {
  if (std::none_of(P.Code.begin() + F.Begin, P.Code.begin() + F.End, [](const Instr &I) {
        return I.Opc == Op::Packed16 && I.Sub == 0;
      }))
    return;
  Narrowing N(P, F);
  for (uint32_t Pc = F.Begin; Pc < F.End; ++Pc) {
    Instr &I = P.Code[Pc];
    if (I.Opc != Op::Packed16 || I.Sub != 0 || I.NumSrc != 2 || I.Guard != NoSlot ||
        I.Dst == NoSlot || I.Src[0] == I.Src[1])
      continue;
    bool C0 = N.isConstant(I.Src[0], Pc), C1 = N.isConstant(I.Src[1], Pc);
    if (C0 == C1 || !N.readAs16(I.Dst, true, 0))
      continue;
    if (C0)
      std::swap(I.Src[0], I.Src[1]);
    I.Sub = Packed16DroppedConstant;
  }
}

namespace {

/// Whether \p S holds, at any depth, an `add` of a packed 16-bit type.
bool hasPackedAdd(const Stmt *S) {
  if (S->K == Stmt::Block) {
    for (const Stmt *X : static_cast<const BlockStmt *>(S)->Body)
      if (hasPackedAdd(X))
        return true;
    return false;
  }
  if (S->K != Stmt::Instr)
    return false;
  const auto *I = static_cast<const InstrStmt *>(S);
  return I->Opcode.Text == "add" && llvm::any_of(I->Mods, [](const Word &W) {
           return W.Text == ".u16x2" || W.Text == ".s16x2";
         });
}

} // namespace

void reportPtxasMiscompiles(const Module &M, DiagnosticEngine &Diags) {
  bool Any = llvm::any_of(M.Items, [](const TopLevel *T) {
    return T->K == TopLevel::Func && T->Fn && T->Fn->Body && hasPackedAdd(T->Fn->Body);
  });
  if (!Any)
    return;
  std::unique_ptr<Program> P = decodeModule(M, /*FpContract=*/false, /*PtxasBugs=*/true);
  for (const Instr &I : P->Code) {
    if (I.Opc != Op::Packed16 || I.Sub != Packed16DroppedConstant || !I.Stmt)
      continue;
    std::string Name = I.Stmt->Opcode.Text.str();
    for (const Word &W : I.Stmt->Mods)
      Name += W.Text.str();
    Diags.report(DiagId::PtxasMiscompile, I.Stmt->Range)
        << "ptxas 13.0 miscompiles this " + Name +
               ": its sum is read only as 16-bit values, so ptxas narrows the add to one "
               "half and writes the constant operand as 0; the GPU gives the other operand's "
               "half unchanged (a 16-bit add of the half that is used, or reading all 32 bits "
               "of the sum, compiles correctly)";
  }
}

} // namespace ptx::exec
