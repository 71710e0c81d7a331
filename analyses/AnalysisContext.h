//===- AnalysisContext.h - what every analysis knows about the module -*- C++ -*-===//
//
// Module-level symbols (variables with their state space and alignment,
// functions), and the launch shape the analyses assume: `--block-dim` /
// `--grid-dim` from the command line, else the kernel's `.reqntid` (exact) or
// `.maxntid` (an upper bound), else any legal shape.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSES_ANALYSISCONTEXT_H
#define PTXLINT_ANALYSES_ANALYSISCONTEXT_H

#include "analyses/smt/Solver.h"
#include "parser/AST.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include <array>
#include <memory>
#include <mutex>
#include <optional>

namespace ptx {

struct CalleeSummary;
class DomTree;
class FunctionIR;
struct CalleeStores;
struct ParamStoreSummary;

/// A variable's properties the analyses need.
struct VarFacts {
  llvm::StringRef Space;   ///< ".shared", ".global", ...; empty if unknown
  uint64_t Align = 1;      ///< .align N, else the natural alignment of its type
  uint64_t ElemSize = 0;   ///< bytes per element (vector included)
  const VarDecl *Decl = nullptr;
};

/// Reads state space, alignment and element size from a declaration.
VarFacts varFacts(const VarDecl &D);

struct Dim3 {
  std::array<uint64_t, 3> V{1, 1, 1};
  uint64_t count() const { return V[0] * V[1] * V[2]; }
};

/// The launch shape for one kernel.
struct LaunchShape {
  enum Kind { Any, Bounded, Exact };
  Kind BlockKind = Any; ///< Exact: --block-dim or .reqntid; Bounded: .maxntid
  Dim3 Block;
  bool GridKnown = false;
  Dim3 Grid;
};

/// Options the analyses take from the command line.
struct AnalysisOptions {
  std::optional<Dim3> BlockDim; ///< --block-dim
  std::optional<Dim3> GridDim;  ///< --grid-dim
  smt::SolverOptions Smt;       ///< --smt-timeout, --dump-smt2
  unsigned Threads = 1;         ///< -j: call-graph components on threads
};

/// What the analyses read of the module as a whole: its variables and its
/// functions by name. Built once and shared by the contexts of every
/// function's analysis (checkers/Checkers.cpp), which may run on threads.
struct ModuleFacts {
  llvm::StringMap<VarFacts> Globals;
  llvm::StringMap<const Function *> Functions;
  explicit ModuleFacts(const Module &M);
  ~ModuleFacts();

  /// \p Fn's FunctionIR as its constructor leaves it, built once for the
  /// module (thread-safe) and never queried: every context copies it for
  /// its own callee IR (AnalysisContext::calleeIR), whose lazily computed
  /// parts (depot slots, traced copies) then start empty as they would in a
  /// freshly built one. Null for a function that is not one of the
  /// module's items.
  const FunctionIR *builtIR(const Function &Fn) const;
  /// Whether \p Caller and \p Callee lie on one cycle of the module's
  /// direct-call graph (a function that calls itself included): a call
  /// between them may recurse. The graph's cycles are found on the first
  /// question, once for all threads.
  bool onCallCycle(const Function &Caller, const Function &Callee) const;

private:
  const Module &M;
  struct BuiltIR;
  llvm::DenseMap<const Function *, unsigned> FnSlot;
  std::unique_ptr<BuiltIR[]> Built;
  mutable std::once_flag CyclesOnce;
  /// For each function on a cycle: its strongly connected component.
  mutable llvm::DenseMap<const Function *, unsigned> CycleOf;
  void findCycles() const;
};

/// What the analyses of a set of functions share: the module's facts, and
/// the caches of what they learn about their callees.
struct AnalysisContext {
  const Module &M;
  AnalysisOptions Opts;

private:
  std::shared_ptr<const ModuleFacts> Facts; // initialised before the references below

public:
  const llvm::StringMap<VarFacts> &Globals;
  const llvm::StringMap<const Function *> &Functions;

  AnalysisContext(const Module &M, AnalysisOptions O);
  /// A context over facts already built (one per call-graph component).
  AnalysisContext(const Module &M, AnalysisOptions O, std::shared_ptr<const ModuleFacts> F);
  ~AnalysisContext();
  LaunchShape launchShape(const Function &F) const;
  /// ModuleFacts::onCallCycle.
  bool onCallCycle(const Function &Caller, const Function &Callee) const {
    return Facts->onCallCycle(Caller, Callee);
  }
  /// The module's SMT solver (one query cache for all functions), created on
  /// first use so that functions without questions cost nothing.
  smt::Solver &solver() const;

  /// Callee summaries (analyses/Interproc.h), computed on first use.
  /// Keyed by name, and by name and constant arguments for specialised ones.
  mutable llvm::StringMap<std::shared_ptr<CalleeSummary>> Summaries;
  /// How many argument sets each function has been specialised for, and
  /// which of its parameters can decide something (Interproc.h).
  mutable llvm::StringMap<unsigned> Specialisations;
  mutable llvm::DenseMap<const Function *, llvm::SmallVector<std::pair<unsigned, int64_t>, 2>>
      ControlParams;
  /// How many callee summaries are being computed (nested) right now: a
  /// chain of calls deeper than MaxSummaryDepth gets the unknown summary
  /// past that depth instead of recursing once per call level.
  mutable unsigned SummaryDepth = 0;
  /// Stores callees make through pointer arguments, per call context
  /// (analyses/Uniformity.h).
  mutable llvm::StringMap<std::shared_ptr<CalleeStores>> StoreSummaries;
  /// What small callees store through their pointer parameters (the depot
  /// slot analysis, analyses/Interproc.h).
  mutable llvm::DenseMap<const Function *, std::shared_ptr<ParamStoreSummary>> ParamStoreSums;

  /// \p Fn's FunctionIR for the questions asked about callees (summaries,
  /// barrier and mask helpers), built once: nvcc -G output calls the same
  /// small helpers from every function, and each question used to rebuild
  /// the callee's IR.
  FunctionIR &calleeIR(const Function &Fn) const;
  /// The module's one build of \p Fn's IR, to copy (ModuleFacts::builtIR).
  const FunctionIR *builtIR(const Function &Fn) const { return Facts->builtIR(Fn); }
  /// The post-dominator tree of calleeIR(Fn), built once.
  const DomTree &calleePostDom(const Function &Fn) const;

private:
  mutable std::unique_ptr<smt::Solver> Smt;
  mutable llvm::DenseMap<const Function *, std::unique_ptr<FunctionIR>> CalleeIRs;
  mutable llvm::DenseMap<const Function *, std::unique_ptr<DomTree>> CalleePostDoms;
};

} // namespace ptx

#endif
