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

using namespace ptx;

namespace {
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

/// Instructions \p Insts are a compiler's leftovers: all pure, and what the
/// live code (which reads the registers of \p Live) gets from them are
/// plain copies of values from outside them (or constants), nothing they
/// computed.
bool handsOnlyCopies(const FunctionIR &F, llvm::ArrayRef<unsigned> Insts,
                     const llvm::BitVector &Live) {
  llvm::BitVector DefinedHere(F.Regs.size(), false);
  for (unsigned I : Insts) {
    if (!isPure(F.Insts[I]))
      return false;
    for (const RegRef &D : F.Insts[I].Defs)
      if (D.Reg < DefinedHere.size())
        DefinedHere.set(D.Reg);
  }
  for (unsigned I : Insts) {
    const Inst &In = F.Insts[I];
    bool Escapes = llvm::any_of(
        In.Defs, [&](const RegRef &D) { return D.Reg < Live.size() && Live.test(D.Reg); });
    if (!Escapes)
      continue;
    if (In.opcode() != "mov" || In.S->Operands.size() != 2 || In.S->Operands[1]->K == Expr::Vector)
      return false;
    for (const RegRef &U : In.Uses)
      if (U.Reg < DefinedHere.size() && DefinedHere.test(U.Reg))
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
    llvm::SmallVector<unsigned, 8> Work{Head}, Region{Head};
    std::vector<bool> Seen(NB, false);
    Seen[Head] = true;
    bool IntoReachable = false;
    while (!Work.empty()) {
      const BasicBlock &BB = F.Blocks[Work.pop_back_val()];
      if (BB.ExitsFunction)
        return false;
      for (unsigned I = BB.Begin; I < BB.End; ++I)
        if (!isPure(F.Insts[I]))
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
    for (unsigned B : Region)
      for (unsigned I = F.Blocks[B].Begin; I < F.Blocks[B].End; ++I)
        Insts.push_back(I);
    return handsOnlyCopies(F, Insts, ReadReachable);
  };
  bool InRun = false;
  for (unsigned B = 0; B < NB; ++B) {
    const BasicBlock &BB = F.Blocks[B];
    if (BB.Reachable || BB.ConstDead) {
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
    if (Substantial && !InRun && IsArtefact(B))
      continue;
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
