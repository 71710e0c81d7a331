//===- DecodeContract.cpp - ptxas's mul+add contraction --------------------===//
//
// PTX lets the code generator contract a `mul` and an `add`/`sub` that carry
// no rounding modifier into a fused multiply-add (PTX ISA 8.5 9.7.3.3-5:
// "mul/add ... without rounding modifiers may be optimized aggressively").
// ptxas does, and the hardware then rounds once where the PTX text rounds
// twice. nvcc leaves such pairs in its output (`mul.f32` then `sub.f32`
// where NVVM did not form an fma), so replaying nvcc's PTX bit for bit
// needs the same contraction. What ptxas 13.0 contracts (read from the
// SASS of one kernel per pattern, utils/exec/ptxas-contract.py; the same
// for sm_75, sm_80, sm_89, sm_90, sm_100a and sm_120):
//  * a mul (f32, f64, f16, bf16 and their x2 forms) whose every use is an
//    add or sub of the same type, in the same basic block, that names the
//    product as exactly one operand: each becomes one FFMA/DFMA/HFMA2
//    (a product used by two adds is multiplied twice); `sub d, p, c` is
//    fma(a, b, -c) and `sub d, c, p` fma(-a, b, c);
//  * the product may reach the add through a neg (FFMA -a, b, c);
//  * the add may be predicated or carry .sat (FFMA.SAT); .ftz must agree;
//  * not contracted: an explicit rounding modifier on either, a product
//    with any other use (a store, a second operand of the same add), a
//    predicated mul, an add in another basic block (also of the SASS: an
//    IEEE div/rcp/sqrt or a 64-bit integer div/rem in between, which
//    ptxas expands with a branch to a slow path), mixed .ftz.
// The pass rewrites each such add into Op::FFma reading the mul's operands
// (Instr::Sub2: bit 0 negates the product, bit 1 the addend); the mul still
// runs, so its destination keeps its value for the uninitialized-read check.
// Where an operand's register is overwritten between the mul and an add,
// ptxas, working in SSA form, still fuses with the old value (an H200 did,
// the contract case's operand-changes probe; the SASS of both operands
// overwritten has the FFMA too): the mul then also copies the operand into
// a slot of its own (operand K, Sub2 bit K, into Dst2 + K), which the fma
// reads.
//
//===----------------------------------------------------------------------===//
#include "lib/exec/Decode.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <functional>

namespace ptx::exec {

namespace {

bool contractible(Ty T) {
  return T == Ty::F32 || T == Ty::F64 || T == Ty::F16 || T == Ty::BF16 || T == Ty::F16x2 ||
         T == Ty::BF16x2;
}

/// A plain float mul/add/sub: no rounding modifier, one element, one type.
bool plainArith(const Instr &I) {
  return (I.Opc == Op::FMul || I.Opc == Op::FAdd || I.Opc == Op::FSub) && contractible(I.T) &&
         I.T2 == Ty::None && I.VecN == 1 && !(I.Flags & F_HasRnd) && I.NumSrc == 2;
}

bool endsBlock(const Instr &I) {
  switch (I.Opc) {
  case Op::Bra: case Op::BrxIdx: case Op::Call: case Op::Ret: case Op::Exit: case Op::Trap:
  case Op::Unsupported:
    return true;
  // What ptxas expands into a fast path and a branch to a slow path (or a
  // call of a subroutine) also splits the SASS block the fusion works in:
  // IEEE-rounded f32/f64 div, rcp and sqrt, and 64-bit integer div/rem. An
  // H200 did not fuse `mul.f64 p` ... `sqrt.rn.f64`, `div.rn.f64` ...
  // `sub.f64 d, p, q` (a recorded host-diff program).
  case Op::FDiv: case Op::FRcp: case Op::FSqrt:
    return (I.T == Ty::F32 || I.T == Ty::F64) && !(I.Flags & (F_Approx | F_Full));
  case Op::Div: case Op::Rem:
    return tyBits(I.T) == 64;
  default:
    return false;
  }
}

} // namespace

void contractMulAdd(Program &P, FuncCode &F) {
  const uint32_t B = F.Begin, E = F.End;
  if (E <= B || std::none_of(P.Code.begin() + B, P.Code.begin() + E,
                             [](const Instr &I) { return I.Opc == Op::FMul; }))
    return;
  // Block leaders: branch targets.
  std::vector<bool> Leader(E - B, false);
  for (uint32_t Pc = B; Pc < E; ++Pc) {
    const Instr &I = P.Code[Pc];
    if (I.Opc == Op::Bra && I.Target >= B && I.Target < E)
      Leader[I.Target - B] = true;
    if (I.Opc == Op::BrxIdx)
      for (uint32_t K = 0; K < I.ExtraCount; ++K) {
        uint32_t T = P.Extra[I.ExtraBegin + K];
        if (T >= B && T < E)
          Leader[T - B] = true;
      }
  }
  auto Reads = [&](const Instr &I) {
    return llvm::ArrayRef<uint32_t>(P.Extra.data() + I.ReadBegin, I.ReadCount);
  };
  // How often each slot is read in the function.
  llvm::DenseMap<uint32_t, uint32_t> ReadCount;
  for (uint32_t Pc = B; Pc < E; ++Pc)
    for (uint32_t S : Reads(P.Code[Pc]))
      ++ReadCount[S];
  // Whether \p I may write slot \p S.
  auto MayWrite = [&](const Instr &I, uint32_t S) {
    bool Hit = false;
    forEachMayWrite(P, I, [&](uint32_t X) { Hit |= X == S; });
    return Hit;
  };

  // Whether slot \p S may be read, before being written, on some path
  // from the end of the block whose last scanned instruction is \p Last.
  // (nvcc's registers are written once, so the read count above settles
  // most products; this walk is for reused registers, and gives up, saying
  // "live", after a bounded number of steps.)
  std::vector<uint32_t> Stamp(E - B, 0);
  uint32_t Walk = 0;
  auto LiveAfter = [&](uint32_t Last, uint32_t S) {
    ++Walk;
    llvm::SmallVector<uint32_t, 16> Work;
    auto Succ = [&](uint32_t Q) {
      const Instr &I = P.Code[Q];
      auto Push = [&](uint32_t T) {
        if (T >= B && T < E && Stamp[T - B] != Walk) {
          Stamp[T - B] = Walk;
          Work.push_back(T);
        }
      };
      switch (I.Opc) {
      case Op::Ret: case Op::Exit: case Op::Trap:
        return;
      case Op::Bra:
        Push(I.Target);
        if (I.Guard != NoSlot)
          Push(Q + 1);
        return;
      case Op::BrxIdx:
        for (uint32_t K = 0; K < I.ExtraCount; ++K)
          Push(P.Extra[I.ExtraBegin + K]);
        return;
      default:
        Push(Q + 1);
      }
    };
    Succ(Last);
    unsigned Budget = 1u << 14;
    while (!Work.empty()) {
      if (!Budget--)
        return true;
      uint32_t Q = Work.pop_back_val();
      const Instr &I = P.Code[Q];
      if (llvm::is_contained(Reads(I), S))
        return true;
      if (MayWrite(I, S) && I.Guard == NoSlot)
        continue;
      Succ(Q);
    }
    return false;
  };

  for (uint32_t Pc = B; Pc < E; ++Pc) {
    const Instr &M = P.Code[Pc];
    if (M.Opc != Op::FMul || !plainArith(M) || M.Guard != NoSlot || (M.Flags & F_Sat) ||
        M.Dst == NoSlot || M.Dst == F.SinkSlot || M.Dst == M.Src[0] || M.Dst == M.Src[1])
      continue;
    // The uses of the product (and, through a plain neg, of its negation)
    // in the rest of the block, until it is redefined. Without a
    // redefinition the value must not be read later (live out of the block).
    struct Use {
      uint32_t Pc, Slot;
      bool Negated;
    };
    llvm::SmallVector<Use, 4> Uses;
    // Bit K: a use runs after M.Src[K] is overwritten (and needs its old value).
    unsigned NeedOld = 0;
    const bool Square = M.Src[0] == M.Src[1];
    // Collects the uses of \p Slot after \p From, where \p Changed says
    // which operands were overwritten before From; false if one cannot fuse.
    std::function<bool(uint32_t, uint32_t, bool, unsigned, unsigned)> Collect =
        [&](uint32_t From, uint32_t Slot, bool Negated, unsigned Depth, unsigned Changed) -> bool {
      auto RC = ReadCount.find(Slot);
      if (RC == ReadCount.end())
        return true;
      uint32_t Seen = 0, LastScanned = From;
      bool Redefined = false;
      for (uint32_t Q = From + 1; Q < E; ++Q) {
        if (Leader[Q - B])
          break;
        LastScanned = Q;
        const Instr &A = P.Code[Q];
        unsigned N = 0;
        for (uint32_t S : Reads(A))
          N += S == Slot;
        if (N) {
          Seen += N;
          bool SameFtz = !(A.Flags & F_Ftz) == !(M.Flags & F_Ftz);
          if (A.Opc == Op::FNeg && A.T == M.T && SameFtz && A.NumSrc == 1 && N == 1 &&
              A.Guard == NoSlot && Depth < 2 && A.Dst != Slot && A.Dst != M.Src[0] &&
              A.Dst != M.Src[1]) {
            if (!Collect(Q, A.Dst, !Negated, Depth + 1, Changed))
              return false;
          } else if (N == 1 && plainArith(A) && A.Opc != Op::FMul && A.T == M.T && SameFtz &&
                     (A.Src[0] == Slot) != (A.Src[1] == Slot)) {
            Uses.push_back({Q, Slot, Negated});
            NeedOld |= Changed;
          } else {
            return false;
          }
        }
        if (MayWrite(A, Slot)) {
          Redefined = true;
          if (A.Guard != NoSlot) // a predicated write may leave the value
            return false;
          break;
        }
        // Uses after an operand changes need its old value.
        if (MayWrite(A, M.Src[0]))
          Changed |= Square ? 3 : 1;
        if (MayWrite(A, M.Src[1]))
          Changed |= Square ? 3 : 2;
        if (endsBlock(A))
          break;
      }
      return Redefined || Seen == RC->second || !LiveAfter(LastScanned, Slot);
    };
    if (!Collect(Pc, M.Dst, false, 0, 0) || Uses.empty())
      continue;
    uint32_t Old[2] = {M.Src[0], M.Src[1]};
    if (NeedOld) {
      // The mul keeps the operands' values in slots of the frame's own (one
      // for x * x).
      if (Square)
        NeedOld = 1;
      Instr &MW = P.Code[Pc];
      MW.Dst2 = F.NumSlots;
      F.NumSlots += 2;
      MW.Sub2 = uint8_t(NeedOld);
      for (unsigned K = 0; K < 2; ++K)
        if (NeedOld >> K & 1)
          Old[K] = MW.Dst2 + K;
      if (Square)
        Old[1] = Old[0];
    }
    for (const Use &U : Uses) {
      Instr &A = P.Code[U.Pc];
      bool ProductFirst = A.Src[0] == U.Slot;
      uint32_t Addend = ProductFirst ? A.Src[1] : A.Src[0];
      // p + c = fma(a, b, c); p - c = fma(a, b, -c); c - p = fma(-a, b, c);
      // and the product's sign flips once more through a neg.
      bool NegProduct = (A.Opc == Op::FSub && !ProductFirst) != U.Negated;
      bool NegAddend = A.Opc == Op::FSub && ProductFirst;
      A.Opc = Op::FFma;
      A.Src[0] = Old[0];
      A.Src[1] = Old[1];
      A.Src[2] = Addend;
      A.NumSrc = 3;
      A.Sub = 0;
      A.Sub2 = uint8_t((NegProduct ? 1 : 0) | (NegAddend ? 2 : 0));
    }
  }
}

} // namespace ptx::exec
