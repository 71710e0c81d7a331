//===- CheckerContext.h - analyses shared by the checkers of one function -*- C++ -*-===//
#ifndef PTXLINT_CHECKERS_CHECKERCONTEXT_H
#define PTXLINT_CHECKERS_CHECKERCONTEXT_H

#include "analyses/AnalysisContext.h"
#include "analyses/Dominators.h"
#include "analyses/FunctionIR.h"
#include "analyses/ThreadEval.h"
#include "analyses/Uniformity.h"
#include "analyses/ValueFacts.h"
#include "analyses/WarpSim.h"
#include "lib/support/Diagnostic.h"
#include <memory>

namespace ptx {

/// Everything the checkers read about one function.
struct FunctionAnalyses {
  const AnalysisContext &Ctx;
  FunctionIR IR;
  DomTree PostDom;
  Uniformity Uni;
  ValueFacts Values;
  LaunchShape Shape;
  ThreadEval Eval;

  FunctionAnalyses(const AnalysisContext &C, const Function &F);
};

void checkUninitialized(FunctionAnalyses &FA, DiagnosticEngine &D);
void checkUnreachable(FunctionAnalyses &FA, DiagnosticEngine &D);
void checkBarriers(FunctionAnalyses &FA, DiagnosticEngine &D);
void checkWarpSync(FunctionAnalyses &FA, DiagnosticEngine &D);
void checkAlignment(FunctionAnalyses &FA, DiagnosticEngine &D);
void checkMbarriers(FunctionAnalyses &FA, DiagnosticEngine &D);

/// One simulated warp of a block and its worlds (WarpSim).
struct WarpRun {
  LaneTids Lanes;
  uint32_t Exists = 0;
  std::vector<WarpWorld> Worlds;
  /// Exactly one world, simulated to the end: the result holds for every input.
  bool definite() const { return Worlds.size() == 1 && Worlds[0].Exact; }
};
std::vector<WarpRun> simulateWarps(FunctionAnalyses &FA,
                                   llvm::function_ref<bool(unsigned)> Interesting);

/// Lanes of \p Group whose own guard holds for instruction \p I; nullopt when
/// a thread-varying guard cannot be evaluated.
std::optional<uint32_t> guardedLanes(FunctionAnalyses &FA, const WarpRun &W, const Inst &I,
                                     uint32_t Group);

/// Line number of an instruction (for messages).
unsigned lineOf(DiagnosticEngine &D, const Inst &I);

/// "ctaid/tid" style description of a thread for witnesses.
std::string describeThread(const std::array<uint64_t, 3> &Tid);

} // namespace ptx

#endif
