//===- CheckerContext.h - analyses shared by the checkers of one function -*- C++ -*-===//
#ifndef PTXLINT_CHECKERS_CHECKERCONTEXT_H
#define PTXLINT_CHECKERS_CHECKERCONTEXT_H

#include "analyses/AnalysisContext.h"
#include "analyses/ControlDeps.h"
#include "analyses/Dominators.h"
#include "analyses/FunctionIR.h"
#include "analyses/ThreadEval.h"
#include "analyses/Uniformity.h"
#include "analyses/ValueFacts.h"
#include "analyses/WarpSim.h"
#include "lib/support/Diagnostic.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseSet.h"
#include <map>
#include <memory>

namespace ptx {

/// One simulated warp of a block and its worlds (WarpSim).
struct WarpRun {
  LaneTids Lanes;
  uint32_t Exists = 0;
  std::vector<WarpWorld> Worlds;
  /// Exactly one world, simulated to the end: the result holds for every input.
  bool definite() const { return Worlds.size() == 1 && Worlds[0].Exact; }
};

/// Everything the checkers read about one function.
struct FunctionAnalyses {
  const AnalysisContext &Ctx;
  /// Whether a call context bound loads of IR (callContextLoads).
  bool ContextBound = false;
  FunctionIR IR;
  DomTree PostDom;
  Uniformity Uni;
  ValueFacts Values;
  LaunchShape Shape;
  ThreadEval Eval;

  FunctionAnalyses(const AnalysisContext &C, const Function &F);

  /// The block's warps simulated once (WarpSim), recording every
  /// instruction a checker asks about (isSimulated); computed on first use.
  const std::vector<WarpRun> &warps();
  /// Without an exact launch shape: every warp of the largest 1-D block the
  /// shape allows (tid.x up to 1023, or up to .maxntid), the first two
  /// those of warps(); computed on first use. Only warp-level questions
  /// (which lanes of each warp arrive) are settled by these: they speak for
  /// every 1-D launch.
  const std::vector<WarpRun> &widestWarps();
  /// The block's warps as warps() simulates them, in the CTA of cluster
  /// rank \p Rank of a cluster of shape \p Dims (ThreadEval::setClusterCta);
  /// computed on first use per rank. Eval is left without a rank.
  const std::vector<WarpRun> &clusterCtaWarps(uint64_t Rank, const std::array<uint64_t, 3> &Dims);
  /// The dominator tree of IR's CFG (IR.dominators()) and the control
  /// dependences over it and PostDom, built on first use and shared by the
  /// checkers (each built its own, several times per function, before).
  const DomTree &dominators() { return IR.dominators(); }
  const ControlDeps &controlDeps();

private:
  /// Appends the simulated warps of Shape from Out.size() up to \p N.
  void simulateWarps(std::vector<WarpRun> &Out, unsigned N, bool PassQuiet);
  std::unique_ptr<std::vector<WarpRun>> Warps, Widest;
  std::unique_ptr<ControlDeps> CD;
  std::map<uint64_t, std::unique_ptr<std::vector<WarpRun>>> RankWarps;
};

void checkUninitialized(FunctionAnalyses &FA, DiagnosticEngine &D);
/// uninitialized-register's loads of local-depot bytes no store can have
/// written (UninitializedDepot.cpp; run by checkUninitialized).
void checkUninitializedDepot(FunctionAnalyses &FA, DiagnosticEngine &D);
/// Whether \p D, a write of register \p R, computes it from the registers
/// \p In marks (indexed by register) by a copy or by arithmetic no other
/// operand can cancel (Uninitialized.cpp: an accumulator never set).
bool derivesFrom(const Inst &D, const llvm::BitVector &In, unsigned R);
/// Whether a path from the entry reaches instruction \p UseIdx's first
/// execution with a write (\p IsWrite) on it after the last fresh start
/// (\p IsFresh, optional) (Uninitialized.cpp: a register's write before
/// its read; UninitializedDepot.cpp: a store before a frame load).
bool writeReachesFirstUse(const FunctionIR &F, unsigned UseIdx,
                          llvm::function_ref<bool(unsigned)> IsWrite,
                          llvm::function_ref<bool(unsigned)> IsFresh = nullptr);
void checkUnreachable(FunctionAnalyses &FA, DiagnosticEngine &D);
void checkBarriers(FunctionAnalyses &FA, DiagnosticEngine &D);
void checkWarpSync(FunctionAnalyses &FA, DiagnosticEngine &D);
void checkAlignment(FunctionAnalyses &FA, DiagnosticEngine &D);
void checkMbarriers(FunctionAnalyses &FA, DiagnosticEngine &D);
/// barrier-misuse rules that count the threads arriving on each named
/// barrier id across instructions (BarrierCounts.cpp; run by checkBarriers).
/// \p IdsPerThreadDone: instructions whose computed barrier id checkBarriers
/// already evaluated for every thread of the block (they all execute it).
void checkBarrierCounts(FunctionAnalyses &FA, DiagnosticEngine &D,
                        const llvm::DenseSet<unsigned> &IdsPerThreadDone);

/// Block \p B is in a cycle whose every decision about iterating is the
/// same in all threads of the CTA (Barriers.cpp).
/// With \p Turns, a branch that decides whether a barrier runs may decide
/// differently in each iteration (`if (warp == k)` with k the loop counter:
/// groups taking turns on B), as long as the iterating itself is uniform.
bool uniformCycle(FunctionIR &F, const Uniformity &Uni, const DomTree &PDT, unsigned B,
                  bool Turns = false);
/// Operand positions of a barrier's id and thread count (bar/barrier and
/// bar.red); nullptr for the ones it does not have.
void barrierOperands(const Inst &I, const Expr *&Id, const Expr *&Count);
/// The function a call instruction calls, when the module defines it.
const Function *calleeOf(const AnalysisContext &Ctx, const Inst &I);

/// Instructions whose arriving lanes the checkers query: CTA barriers and
/// bar.arrive, barrier.cluster.arrive, warp-synchronous and .aligned
/// collectives, mbarrier operations.
bool isSimulated(const Inst &I);
/// The same, where a call is simulated only when its callee may do one of
/// those (or exit, trap, loop, or call what the walk cannot see into): a call of
/// a quiet helper (nvcc -G's out-of-line atomicAdd, __cvta_generic_to_shared)
/// is computation the simulation steps over like any other instruction, so
/// a thread-dependent loop around it can be a quiet region (WarpSim).
/// Without \p Ctx, every call.
bool isSimulated(const AnalysisContext *Ctx, const Inst &I);
/// True for `.aligned` warp collectives (bar.sync, *.sync.aligned, wmma,
/// mma, ldmatrix, stmatrix, movmatrix).
bool isAlignedCollective(const Inst &I);
/// True for `barrier.cluster.arrive` (`.aligned`, `.relaxed` or not): an
/// arrival on the cluster barrier, which every thread of every CTA of the
/// cluster must make before any `barrier.cluster.wait` completes. FunctionIR
/// classes it as no CTA barrier (its counts and ids are no `bar.sync 0`'s).
bool isClusterArrive(const Inst &I);

/// Lanes of \p Group whose own guard holds for instruction \p I; nullopt when
/// a thread-varying guard cannot be evaluated.
std::optional<uint32_t> guardedLanes(FunctionAnalyses &FA, const WarpRun &W, const Inst &I,
                                     uint32_t Group);

/// Threads of the simulated warps that run instruction \p K (its guard
/// included) in every launch in which some thread runs it: the fewest over
/// combinations of one world per warp that agree on the first outcomes of
/// the CTA-uniform conditions they decided (one launch), among those with
/// a lane running it; the fewest over all worlds per warp (a lower bound
/// that counts launches skipping it) when no such combination is found
/// within a bounded search. A counted loop `for (k = 0; k < n; ++k)` then
/// counts the launches with n > 0.
uint64_t leastThreadsWhenRuns(FunctionAnalyses &FA, unsigned K);

/// Line number of an instruction (for messages).
unsigned lineOf(DiagnosticEngine &D, const Inst &I);

/// Name of an SMT query about instruction \p I of \p F, as --dump-smt2
/// files show it: "RULE.FUNCTION.LLINE.WHAT" ("RULE.FUNCTION.WHAT" when
/// nothing is dumped: the name is then not shown anywhere).
std::string queryName(llvm::StringRef Rule, const FunctionIR &F, DiagnosticEngine &D,
                      const Inst &I, llvm::StringRef What);

/// "ctaid/tid" style description of a thread for witnesses.
std::string describeThread(const std::array<uint64_t, 3> &Tid);

} // namespace ptx

#endif
