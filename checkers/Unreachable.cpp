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
}
