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
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include <array>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <unordered_map>

namespace ptx {

struct CalleeSummary;
class DomTree;
class FunctionIR;
struct CalleeStores;
struct ParamStoreSummary;

/// An identifier of the logical stack the calling thread runs: a thread's
/// own, or inherited by the thread runNested hands a deep computation to.
uint64_t logicalStackId();

/// Runs \p Fn, one level deeper in a nest of callee summaries. Summaries
/// nest once per call level of the call graph (a chain of thousands of
/// functions nests thousands deep), so every so many levels \p Fn runs on a
/// fresh thread with a large stack of its own while this one waits: the
/// nesting costs no depth limit, and so no answer depends on how deep it
/// was asked.
void runNested(llvm::function_ref<void()> Fn);

/// Values computed once per module, by the first thread that asks for their
/// key; a thread asking for a key another thread is computing waits for it.
/// What is computed must depend on the key only (never on what was asked
/// before, or by whom), which is what makes the results the same for every
/// thread count and order. The computations' dependences must be acyclic:
/// a key asked again on the logical stack that is computing it gets null.
template <class K, class V, class Hash = std::hash<K>> class OnceCache {
public:
  template <class Compute> std::shared_ptr<const V> get(const K &Key, Compute &&C) {
    std::unique_lock<std::mutex> L(M);
    auto [It, New] = Map.try_emplace(Key);
    Entry &E = It->second; // unordered_map: references survive rehashing
    if (!New) {
      if (!E.Val && E.Owner == logicalStackId())
        return nullptr;
      CV.wait(L, [&] { return E.Val != nullptr; });
      return E.Val;
    }
    E.Owner = logicalStackId();
    L.unlock();
    auto Val = std::make_shared<const V>(C());
    L.lock();
    E.Val = std::move(Val);
    CV.notify_all();
    return E.Val;
  }

private:
  struct Entry {
    std::shared_ptr<const V> Val;
    uint64_t Owner = 0;
  };
  std::mutex M;
  std::condition_variable CV;
  std::unordered_map<K, Entry, Hash> Map;
};

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

/// The IRs and post-dominator trees of callees that the contexts run on
/// one thread share (ModuleFacts::calleeCache).
struct CalleeCache {
  llvm::DenseMap<const Function *, std::unique_ptr<FunctionIR>> IRs;
  llvm::DenseMap<const Function *, std::unique_ptr<DomTree>> PostDoms;
  CalleeCache();
  ~CalleeCache();
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
  /// module (thread-safe) and never queried: each thread's callee cache
  /// copies it for its callee IR (AnalysisContext::calleeIR), whose lazily computed
  /// parts (depot slots, traced copies) then start empty as they would in a
  /// freshly built one. Null for a function that is not one of the
  /// module's items.
  const FunctionIR *builtIR(const Function &Fn) const;
  /// Whether \p Caller and \p Callee lie on one cycle of the module's
  /// direct-call graph (a function that calls itself included): a call
  /// between them may recurse. The graph's cycles are found on the first
  /// question, once for all threads.
  bool onCallCycle(const Function &Caller, const Function &Callee) const;
  /// The function named by \p Sym, the callee operand of a `call` (its
  /// first symbol): Functions' entry for the name, null when there is none.
  /// Resolved once for every call of the module (nvcc's mangled names are
  /// long, and the analyses ask about each call many times).
  const Function *calledFunction(const Expr &Sym) const;
  /// How many levels of calls to defined, non-entry functions \p Fn's body
  /// makes (0: none; through callees' calls), counted up to \p Cap: a
  /// call-graph cycle reaches the cap. Computed for every function on the
  /// first question (Uniformity's summary keys: a callee whose calls end
  /// above its depth limit is summarised once for every depth).
  unsigned callHeight(const Function &Fn, unsigned Cap) const;
  /// The functions whose bodies call \p Fn directly (each once), when those
  /// are all its calls: null when the module makes a call whose target it
  /// does not name as a function (an indirect call through a register),
  /// which may reach any function.
  const std::vector<const Function *> *callersOf(const Function &Fn) const;
  static constexpr unsigned MaxCallHeight = 8; // Uniformity's call-depth limit

  /// What the analyses learn about callees, shared by every function's
  /// context (analyses/Interproc.cpp, analyses/Uniformity.cpp): each is a
  /// function of its key alone. Callee summaries by name, or by name, the
  /// constants and the specialisation depth; store summaries by name, call
  /// context and call depth.
  mutable OnceCache<std::string, CalleeSummary> Summaries;
  mutable OnceCache<const Function *, ParamStoreSummary> ParamStores;
  mutable OnceCache<const Function *, llvm::SmallVector<std::pair<unsigned, int64_t>, 2>>
      ControlParams;
  mutable OnceCache<std::string, CalleeStores> StoreSummaries;
  /// Per .func: the levels (analyses/Uniformity.h's Level, as its
  /// underlying value) of the arguments its callers pass, per parameter
  /// (callerArgLevels); empty when not every call is known.
  mutable OnceCache<const Function *, std::vector<unsigned char>> CallerArgs;
  /// Per function with a body, analysed at depth 0: each reachable call of
  /// a defined .func, its callee and its arguments' levels (as above), so
  /// that a caller's uniformity is computed once for all its callees.
  mutable OnceCache<const Function *,
                    std::vector<std::pair<const Function *, std::vector<unsigned char>>>>
      CallArgs;
  /// Per defined function and call depth: whether a call of it never
  /// returns (Uniformity's computeNoReturnDead; a walk of the callee and of
  /// its callees down to a depth limit, so a function of the key alone).
  struct FnDepthHash {
    size_t operator()(const std::pair<const Function *, unsigned> &K) const {
      return std::hash<const void *>()(K.first) * 31 + K.second;
    }
  };
  mutable OnceCache<std::pair<const Function *, unsigned>, bool, FnDepthHash> NoReturn;
  /// Per defined function and call depth: whether it waits at a CTA barrier
  /// or an mbarrier, itself or in what it calls down to the depth limit
  /// (Uniformity's computeSharedRaces).
  mutable OnceCache<std::pair<const Function *, unsigned>, bool, FnDepthHash> Waits;
  /// Per defined function and call depth: whether a call of it is quiet
  /// for the warp simulation (checkers' isSimulated): it and what it calls,
  /// down to the depth limit, run no barrier, collective, mbarrier
  /// operation, exit, trap or loop (a spin on a flag) and no call the walk
  /// cannot see into.
  mutable OnceCache<std::pair<const Function *, unsigned>, bool, FnDepthHash> QuietCalls;
  /// Per defined function and call depth: whether it or what it calls,
  /// down to the depth limit, runs an instruction whose checks ask which
  /// lanes or threads agree (a barrier, warp collective or mbarrier
  /// operation), an exit or trap, or a call the walk cannot see into
  /// (Uniformity: only then are a .func's callers' argument levels, each a
  /// whole analysis of the caller, worth computing).
  mutable OnceCache<std::pair<const Function *, unsigned>, bool, FnDepthHash> Collectives;
  /// Per defined function and call depth: the shared variables it updates
  /// atomically, itself or in what it calls (computeSharedRaces; the names
  /// are the module's text, an empty one an address it cannot name).
  struct SharedAtomics {
    bool Any = false;
    llvm::SmallVector<llvm::StringRef, 2> Bases;
  };
  mutable OnceCache<std::pair<const Function *, unsigned>, SharedAtomics, FnDepthHash>
      SharedAtomicsOf;

  /// What the functions' solvers share: a Z3 context per thread for first
  /// attempts, and the questions proven unsat (smt::Solver::solve).
  mutable smt::SolverShare SmtShare;

  /// The calling thread's callee IRs (AnalysisContext::calleeIR). What is
  /// computed on them on first use (depot slots, traced copies) depends on
  /// the function alone, so every context of the thread can share them; a
  /// context analyses one function at a time on its thread.
  CalleeCache &calleeCache() const;

private:
  mutable std::mutex CachesLock;
  mutable std::unordered_map<std::thread::id, std::unique_ptr<CalleeCache>> Caches;
  const Module &M;
  struct BuiltIR;
  llvm::DenseMap<const Function *, unsigned> FnSlot;
  std::unique_ptr<BuiltIR[]> Built;
  mutable std::once_flag CallsOnce, CyclesOnce, HeightsOnce;
  /// callHeight, capped at MaxCallHeight.
  mutable llvm::DenseMap<const Function *, unsigned> Heights;
  void findHeights() const;
  /// Per call's callee operand, the function it names (or null).
  mutable llvm::DenseMap<const Expr *, const Function *> CalleeOf;
  /// Per function with a body, the callee operands of its calls.
  mutable llvm::DenseMap<const Function *, std::vector<const Expr *>> CallsOf;
  /// Per called function, its callers (callersOf); IndirectCalls: a call
  /// names no function of the module.
  mutable llvm::DenseMap<const Function *, std::vector<const Function *>> CallersOf;
  mutable bool IndirectCalls = false;
  void findCalls() const;
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
  /// The module's facts and its shared callee caches.
  const ModuleFacts &facts() const { return *Facts; }
  /// ModuleFacts::calledFunction.
  const Function *calledFunction(const Expr &Sym) const { return Facts->calledFunction(Sym); }
  /// ModuleFacts::onCallCycle.
  bool onCallCycle(const Function &Caller, const Function &Callee) const {
    return Facts->onCallCycle(Caller, Callee);
  }
  /// The module's SMT solver (one query cache for all functions), created on
  /// first use so that functions without questions cost nothing.
  smt::Solver &solver() const;

  /// This context's view of the module's callee caches (ModuleFacts), so
  /// that a repeated question takes no lock: the same answers.
  mutable llvm::StringMap<const CalleeSummary *> Summaries;
  mutable llvm::DenseMap<const Function *, const llvm::SmallVector<std::pair<unsigned, int64_t>, 2> *>
      ControlParams;
  mutable llvm::StringMap<std::shared_ptr<const CalleeStores>> StoreSummaries;
  mutable llvm::DenseMap<const Function *, const ParamStoreSummary *> ParamStoreSums;

  /// \p Fn's FunctionIR for the questions asked about callees (summaries,
  /// barrier and mask helpers), built once: nvcc -G output calls the same
  /// small helpers from every function, and each question used to rebuild
  /// the callee's IR.
  FunctionIR &calleeIR(const Function &Fn) const;
  /// \p Fn's IR as its constructor builds it, for questions that read only
  /// that (instructions and their kinds, blocks and edges; never a lazily
  /// computed part such as register lookups, cycles or depot slots): the
  /// module's one build, shared by every context without a copy. Walks of
  /// the callees of callees (never-returning calls, barriers three calls
  /// deep) read many functions once each.
  const FunctionIR &calleeShape(const Function &Fn) const;
  /// The module's one build of \p Fn's IR, to copy (ModuleFacts::builtIR).
  const FunctionIR *builtIR(const Function &Fn) const { return Facts->builtIR(Fn); }
  /// The post-dominator tree of calleeIR(Fn), built once.
  const DomTree &calleePostDom(const Function &Fn) const;

private:
  mutable std::unique_ptr<smt::Solver> Smt;
  /// The callee IRs of the thread this context was made on (ModuleFacts).
  CalleeCache &Callees;
};

} // namespace ptx

#endif
