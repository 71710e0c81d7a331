//===- Unreachable.cpp - unreachable-code ---------------------------------===//
//
// Blocks no path from the function entry reaches. Blocks made only of
// control transfers (a `ret` after a `trap`, a `bra` to the loop header)
// are compiler artefacts and not reported, nor is the arm of a branch that
// constants decide (nvcc -G's unfolded template tests), and so are regions without
// effects that lead back into reachable code handing it only copies (what a
// compiler leaves after an inline-asm `exit` it cannot see). A run of
// consecutive unreachable blocks is reported once, at its first instruction.
//
//===----------------------------------------------------------------------===//
#include "checkers/CheckerContext.h"
#include "llvm/ADT/StringSet.h"

using namespace ptx;

namespace {
/// \p In reads (Store false) or writes (Store true) one stack slot at a
/// fixed depot offset, unguarded and not volatile: clang -O0 keeps every
/// local there, so its copies go through such slots.
bool slotAccess(const DepotSlots *DS, const Inst &In, bool Store) {
  if (!DS || In.opcode() != (Store ? "st" : "ld") || In.isGuarded() || In.hasMod(".param") ||
      In.hasMod(".volatile") || In.S->Operands.size() != 2)
    return false;
  const Expr *A = In.S->Operands[Store ? 0 : 1];
  return DS->isDepotAddress(A) && DS->addressOffset(A).has_value();
}

/// Instructions with no effect but their destination registers.
bool isPure(const Inst &I) {
  if (I.Kind == InstKind::Branch)
    return true;
  if (I.Kind != InstKind::Other)
    return false;
  static const llvm::StringRef Pure[] = {
      "mov",  "ld",    "ldu",   "add",  "sub",  "mul",  "mad",  "mul24", "mad24", "sad",
      "div",  "rem",   "abs",   "neg",  "min",  "max",  "and",  "or",    "xor",   "not",
      "cnot", "shl",   "shr",   "selp", "setp", "set",  "slct", "cvt",   "cvta",  "prmt",
      "bfe",  "bfi",   "popc",  "clz",  "brev", "bfind", "fma", "rcp",   "sqrt",  "lop3",
      "shf",  "isspacep", "testp", "copysign", "fns", "addc", "subc", "madc"};
  llvm::StringRef Op = I.opcode();
  if (Op == "ld" || Op == "ldu")
    return !I.hasMod(".volatile") && !I.hasMod(".acquire") && !I.hasMod(".relaxed");
  return llvm::is_contained(Pure, Op);
}

/// The registers \p Insts define only as copies: every write of one is a
/// `mov` of a constant, of a register they do not define, or of another
/// such copy (nvcc -G copies a value through a chain of temporaries), or an
/// `ld.param`: a parameter's value, or what a call left in its return
/// parameter (the value a call that never returns would have returned).
/// With \p DS, a reload of a stack slot (slotAccess) too: handsOnlyCopies
/// lets the instructions store only copies there.
/// None of them holds anything the instructions computed.
llvm::BitVector copiesOnly(const FunctionIR &F, llvm::ArrayRef<unsigned> Insts,
                           const llvm::BitVector &DefinedHere,
                           const DepotSlots *DS = nullptr) {
  llvm::BitVector Copy(F.Regs.size(), false);
  auto IsCopyWrite = [&](const Inst &In) {
    if (In.opcode() == "ld")
      return (In.hasMod(".param") && !In.isGuarded()) || slotAccess(DS, In, false);
    if (In.opcode() != "mov" || In.S->Operands.size() != 2 ||
        In.S->Operands[1]->K == Expr::Vector)
      return false;
    for (const RegRef &U : In.Uses)
      if (U.Reg < DefinedHere.size() && DefinedHere.test(U.Reg) && !Copy.test(U.Reg))
        return false;
    return true;
  };
  // Least fixed point: a register joins once every write of it is a copy of
  // values already known to be copies.
  for (bool Changed = true; Changed;) {
    Changed = false;
    llvm::BitVector Bad(F.Regs.size(), false), Seen(F.Regs.size(), false);
    for (unsigned I : Insts)
      for (const RegRef &D : F.Insts[I].Defs)
        if (D.Reg < F.Regs.size()) {
          Seen.set(D.Reg);
          if (F.Insts[I].Defs.size() != 1 || !IsCopyWrite(F.Insts[I]))
            Bad.set(D.Reg);
        }
    for (unsigned R : Seen.set_bits())
      if (!Bad.test(R) && !Copy.test(R)) {
        Copy.set(R);
        Changed = true;
      }
  }
  return Copy;
}

/// Instructions \p Insts are a compiler's leftovers: all pure, and what the
/// live code (which reads the registers of \p Live) gets from them are
/// plain copies of values from outside them (or constants), nothing they
/// computed. With \p RetParams (a `.func`'s return parameters), stores of
/// such copies into them count too: what the caller gets back. With \p DS,
/// so do stores of such copies into stack slots (clang -O0's `return x;`
/// after an inline-asm `trap` writes x's reload into the slot of the
/// return value, which the reachable return block reads back).
bool handsOnlyCopies(const FunctionIR &F, llvm::ArrayRef<unsigned> Insts,
                     const llvm::BitVector &Live,
                     const llvm::StringSet<> *RetParams = nullptr,
                     const DepotSlots *DS = nullptr) {
  llvm::BitVector DefinedHere(F.Regs.size(), false);
  auto IsReturnStore = [&](const Inst &In) {
    if (!RetParams || In.opcode() != "st" || !In.hasMod(".param") || In.isGuarded() ||
        In.S->Operands.size() != 2)
      return false;
    const Expr *A = In.S->Operands[0];
    while (A && (A->K == Expr::Address || A->K == Expr::Binary || A->K == Expr::Paren) &&
           !A->Sub.empty())
      A = A->Sub[0];
    return A && A->K == Expr::Symbol && RetParams->count(A->Name);
  };
  for (unsigned I : Insts) {
    if (!isPure(F.Insts[I]) && !IsReturnStore(F.Insts[I]) && !slotAccess(DS, F.Insts[I], true))
      return false;
    for (const RegRef &D : F.Insts[I].Defs)
      if (D.Reg < DefinedHere.size())
        DefinedHere.set(D.Reg);
  }
  llvm::BitVector Copy = copiesOnly(F, Insts, DefinedHere, DS);
  auto FromOutsideOrCopy = [&](const Inst &In) {
    for (const RegRef &U : In.Uses)
      if (U.Reg < DefinedHere.size() && DefinedHere.test(U.Reg) && !Copy.test(U.Reg))
        return false;
    return true;
  };
  for (unsigned I : Insts) {
    const Inst &In = F.Insts[I];
    if (IsReturnStore(In) || slotAccess(DS, In, true)) {
      if (!FromOutsideOrCopy(In))
        return false;
      continue;
    }
    bool Escapes = llvm::any_of(
        In.Defs, [&](const RegRef &D) { return D.Reg < Live.size() && Live.test(D.Reg); });
    if (!Escapes)
      continue;
    for (const RegRef &D : In.Defs)
      if (D.Reg < Copy.size() && !Copy.test(D.Reg))
        return false;
  }
  return true;
}
} // namespace

void ptx::checkUnreachable(FunctionAnalyses &FA, DiagnosticEngine &Diags) {
  FunctionIR &F = FA.IR;
  // A compiler's leftovers on a path it did not know ends: after an
  // inline-asm `exit` (CUB's ThreadExit() in DeviceRadixSort's onesweep
  // kernel) nvcc -O3 still places the copies for the join that follows, and
  // nvcc -G the rest of the inlined caller's bookkeeping (stack reloads,
  // `this != nullptr` tests). Such a region has no effect (no store, atomic,
  // call, barrier or warp operation), does not leave the function, and what
  // it hands to reachable code are plain copies, not values it computed: a
  // loop increment skipped by an `exit` in the loop is still reported.
  unsigned NB = F.numBlocks();
  // Registers reachable code reads, computed when a dead region is first
  // asked about (most functions have none).
  llvm::BitVector ReadReachable;
  llvm::StringSet<> RetParams;
  for (const VarDecl *V : F.F.Returns)
    for (const Declarator &D : V->Decls)
      RetParams.insert(D.Name.Text);
  // Blocks of a region found to be such leftovers (a region's later blocks
  // follow its own branches, not the trap or exit).
  std::vector<bool> ArtefactBlock(NB, false);
  auto IsArtefact = [&](unsigned Head) {
    if (ReadReachable.empty()) {
      ReadReachable.resize(F.Regs.size() + 1);
      for (unsigned B = 0; B < NB; ++B)
        if (F.Blocks[B].Reachable)
          for (unsigned I = F.Blocks[B].Begin; I < F.Blocks[B].End; ++I)
            for (const RegRef &U : F.Insts[I].Uses)
              if (U.Reg < F.Regs.size())
                ReadReachable.set(U.Reg);
    }
    // In a `.func`, what follows an inline-asm `trap` or `exit` may also be
    // the `return x;` C++ still needed after it: copies into the return
    // parameter and `ret` (the caller is the reachable code it hands them to).
    // Only behind an end of the thread or function the compiler may not have
    // seen (an inline-asm `trap`, `exit` or `ret`): behind a `bra` the
    // compiler emits no dead code, so a dead region there is the author's (an
    // inline-asm retry path cut off by a branch that lost its predicate,
    // however little it does).
    const Inst *Prev =
        Head < NB && F.Blocks[Head].Begin > 0 ? &F.Insts[F.Blocks[Head].Begin - 1] : nullptr;
    if (!Prev || Prev->isGuarded() ||
        (Prev->Kind != InstKind::Trap && Prev->Kind != InstKind::Exit &&
         Prev->Kind != InstKind::Ret))
      return false;
    const llvm::StringSet<> *Rets = nullptr;
    if (!F.F.IsEntry && (Prev->Kind == InstKind::Trap || Prev->Kind == InstKind::Exit))
      Rets = &RetParams;
    auto IsReturnStore = [&](const Inst &In) {
      return Rets && In.opcode() == "st" && In.hasMod(".param");
    };
    // The stack slots of a function with a local depot (clang -O0 copies
    // through them; handsOnlyCopies checks that only copies are stored).
    const DepotSlots *DS = F.Depot.empty() ? nullptr : &F.depot();
    llvm::SmallVector<unsigned, 8> Work{Head}, Region{Head};
    std::vector<bool> Seen(NB, false);
    Seen[Head] = true;
    bool IntoReachable = false;
    while (!Work.empty()) {
      const BasicBlock &BB = F.Blocks[Work.pop_back_val()];
      if (BB.ExitsFunction) {
        const Inst &T = F.Insts[BB.End - 1];
        if (!Rets || T.Kind != InstKind::Ret || T.isGuarded())
          return false;
        IntoReachable = true;
      }
      for (unsigned I = BB.Begin; I < BB.End; ++I)
        if (!isPure(F.Insts[I]) && !IsReturnStore(F.Insts[I]) &&
            !slotAccess(DS, F.Insts[I], true) &&
            !(Rets && F.Insts[I].Kind == InstKind::Ret && I + 1 == BB.End))
          return false;
      for (unsigned S : BB.Succs) {
        if (F.Blocks[S].Reachable) {
          IntoReachable = true;
          continue;
        }
        if (!Seen[S]) {
          Seen[S] = true;
          Work.push_back(S);
          Region.push_back(S);
        }
      }
    }
    if (!IntoReachable)
      return false;
    llvm::SmallVector<unsigned, 32> Insts;
    bool Returns = false, StoresReturn = false;
    for (unsigned B : Region)
      for (unsigned I = F.Blocks[B].Begin; I < F.Blocks[B].End; ++I) {
        if (F.Insts[I].Kind == InstKind::Ret) {
          Returns = true;
          continue;
        }
        StoresReturn |= IsReturnStore(F.Insts[I]);
        Insts.push_back(I);
      }
    // A region that returns must be handing the caller a return value
    // through `.param` (nvcc's `return x;`); copies into `.reg` results
    // before a `ret` are hand-written, the author's last writes.
    if (Returns && !StoresReturn)
      return false;
    if (!handsOnlyCopies(F, Insts, ReadReachable, Rets, DS))
      return false;
    for (unsigned B : Region)
      ArtefactBlock[B] = true;
    return true;
  };
  bool InRun = false;
  for (unsigned B = 0; B < NB; ++B) {
    const BasicBlock &BB = F.Blocks[B];
    if (BB.Reachable || BB.ConstDead || ArtefactBlock[B]) {
      InRun = false;
      continue;
    }
    bool Substantial = false;
    for (unsigned I = BB.Begin; I < BB.End; ++I) {
      InstKind K = F.Insts[I].Kind;
      if (K != InstKind::Ret && K != InstKind::Exit && K != InstKind::Trap &&
          K != InstKind::Branch)
        Substantial = true;
    }
    // A `trap` right behind an unconditional `bra` (an inline-asm spin loop
    // whose back edge lost its predicate, so the timeout trap after it never
    // fires): compilers leave a `ret` or `trap` behind a `trap`, an `exit`
    // or a call that never returns, not behind a branch.
    if (!Substantial && BB.Begin > 0 && F.Insts[BB.Begin].Kind == InstKind::Trap &&
        !F.Insts[BB.Begin].isGuarded() && F.Insts[BB.Begin - 1].Kind == InstKind::Branch &&
        !F.Insts[BB.Begin - 1].isGuarded())
      Substantial = true;
    if (Substantial && !InRun && IsArtefact(B))
      continue;
    // A region whose first block is only a branch: nvcc -G ends the inlined
    // body of a `do { ...; asm("trap;"); } while (0)` macro with `bra.uni`
    // to the loop's constant-false latch, so the leftovers start one block
    // behind the trap. The region is asked about from its head, right
    // behind the trap (IsArtefact marks the blocks that follow).
    if (!Substantial && !InRun) {
      IsArtefact(B);
      continue;
    }
    if (!Substantial || InRun)
      continue;
    InRun = true;
    const Inst &First = F.Insts[BB.Begin];
    std::string Why = "no path from the start of '" + F.F.Name.Text.str() + "' reaches it";
    if (BB.Begin > 0) {
      const Inst &Prev = F.Insts[BB.Begin - 1];
      if (!Prev.isGuarded() && (Prev.Kind == InstKind::Branch || Prev.Kind == InstKind::Ret ||
                                Prev.Kind == InstKind::Exit || Prev.Kind == InstKind::Trap))
        Why = "it follows an unconditional '" + Prev.opcode().str() +
              "' and no branch targets it";
    }
    Diags.report(DiagId::UnreachableCode, First.S->Range) << Why;
  }
  // Code after a call of a function that never returns (a `__noinline__`
  // stub every path through whose body traps or exits before returning): reachable
  // in the control-flow graph, but no thread ever gets there. Reported once
  // per call, at the first instruction after it that is not a control
  // transfer. Not after nvcc -G's out-of-line `__trap()` (`.func __trap`):
  // the compiler keeps library code after it (cooperative groups' invalid
  // tile-size path), an artefact like a `ret` after a `trap`.
  InRun = false;
  const Inst *LastCall = nullptr;
  llvm::BitVector LiveReads; // registers live code reads, when first needed
  for (unsigned K = 0; K < F.Insts.size(); ++K) {
    const Inst &I = F.Insts[K];
    if (!F.Blocks[I.Block].Reachable || !FA.Uni.afterNoReturn(K)) {
      InRun = false;
      if (F.Blocks[I.Block].Reachable && I.Kind == InstKind::Call)
        LastCall = &I;
      continue;
    }
    if (InRun || I.Kind == InstKind::Ret || I.Kind == InstKind::Exit ||
        I.Kind == InstKind::Trap || I.Kind == InstKind::Branch)
      continue;
    InRun = true;
    std::string Callee;
    if (LastCall)
      for (const Expr *E : LastCall->S->Operands)
        if (E->K == Expr::Symbol) {
          Callee = E->Name.str();
          break;
        }
    if (Callee.empty() || Callee == "__trap")
      continue;
    // The same leftovers after a call the compiler did not know never
    // returns (nvcc for sm_100a: `mov.f32 %f6, 0f00000000` after the call of
    // a fatal-error stub, the value the join after it expects): pure
    // instructions that hand the live code only copies.
    if (LiveReads.empty()) {
      LiveReads.resize(F.Regs.size() + 1);
      for (unsigned J = 0; J < F.Insts.size(); ++J)
        if (F.Blocks[F.Insts[J].Block].Reachable && !FA.Uni.afterNoReturn(J))
          for (const RegRef &U : F.Insts[J].Uses)
            if (U.Reg < F.Regs.size())
              LiveReads.set(U.Reg);
    }
    llvm::SmallVector<unsigned, 8> Run;
    unsigned J = K;
    for (; J < F.Insts.size() && FA.Uni.afterNoReturn(J); ++J)
      Run.push_back(J);
    if (J < F.Insts.size() && handsOnlyCopies(F, Run, LiveReads))
      continue;
    Diags.report(DiagId::UnreachableCode, I.S->Range)
        << ("it follows a call of '" + Callee +
            "', which never returns (every path through its body traps or exits before "
            "returning)");
  }
}
