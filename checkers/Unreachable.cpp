//===- Unreachable.cpp - unreachable-code ---------------------------------===//
//
// Blocks no path from the function entry reaches. Blocks made only of
// control transfers (a `ret` after a `trap`, a `bra` to the loop header)
// are compiler artefacts and not reported; a run of consecutive unreachable
// blocks is reported once, at its first instruction.
//
//===----------------------------------------------------------------------===//
#include "checkers/CheckerContext.h"

using namespace ptx;

void ptx::checkUnreachable(FunctionAnalyses &FA, DiagnosticEngine &Diags) {
  FunctionIR &F = FA.IR;
  bool InRun = false;
  for (unsigned B = 0; B < F.numBlocks(); ++B) {
    const BasicBlock &BB = F.Blocks[B];
    if (BB.Reachable) {
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
    Diags.report(DiagId::UnreachableCode, I.S->Range)
        << ("it follows a call of '" + Callee +
            "', which never returns (every path through its body traps or exits before "
            "returning)");
  }
}
