//===- ThreadEval.h - concrete values of registers for one thread -*- C++ -*-===//
//
// Evaluates a register for a concrete thread (its %tid, with %ntid when the
// launch shape is exact) by following its unique definition through integer
// arithmetic, comparisons and selections (and `elect.sync` with a known
// mask: the lowest lane of the mask in the thread's warp, see electSync;
// and `shfl.sync.idx` from a known lane: the source thread's value, see
// shflIdx, also in an out-of-line helper whose result a call returns, see
// calleeShfl). Registers with several definitions
// (unless one of them reaches the use from earlier in its block, or a
// simulated warp gives the lanes' current values: setLaneState), loaded
// values and parameters are unknown (std::nullopt), except loads from
// local-depot slots with a reaching store (nvcc -G, analyses/Interproc.h)
// and a call's result, the callee's one store to its return variable
// evaluated there (nvcc -G's out-of-line cluster.block_rank()). This is how the
// checkers turn "this branch depends on %tid" into a witness: which threads
// go which way.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSES_THREADEVAL_H
#define PTXLINT_ANALYSES_THREADEVAL_H

#include "analyses/AnalysisContext.h"
#include "analyses/FunctionIR.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <array>
#include <optional>
#include <vector>

namespace ptx {

/// The values a simulated warp's lanes hold in registers written more than
/// once (loop counters), as WarpSim runs them: lane L's value is V[L] when
/// bit L of Known is set.
struct LaneValues {
  std::array<uint64_t, 32> V{};
  uint32_t Known = 0;
};
using LaneState = llvm::DenseMap<unsigned, LaneValues>;

class ThreadEval {
public:
  ThreadEval(FunctionIR &F, const LaunchShape &Shape);

  /// While set, a register written more than once whose write does not
  /// reach from earlier in the block is read from \p S for lane \p Lane
  /// (the simulated warp's current values); nullptr: unknown, as before.
  void setLaneState(const LaneState *S, unsigned Lane) {
    State = S;
    StateLane = Lane;
    ++Gen;
  }
  /// While set, a register listed in \p A reads as the value given there
  /// (a simulated world's choice for a CTA-uniform predicate it could not
  /// evaluate, WarpSim); empty: none.
  void setAssumed(llvm::ArrayRef<std::pair<unsigned, uint64_t>> A) {
    Assumed = A;
    ++Gen;
  }
  /// The value instruction \p DefIdx writes to register \p R for the
  /// current thread (its guard not asked), from the values cached since the
  /// last setThread/setLaneState.
  std::optional<uint64_t> defValue(unsigned R, unsigned DefIdx) {
    return compute(R, static_cast<int>(DefIdx), 0);
  }

  /// While set, the CTA's rank in its cluster (the cluster's shape
  /// \p Dims, `.reqnctapercluster`): %cluster_ctarank, %cluster_ctaid and
  /// %cluster_nctarank / %cluster_nctaid read as that CTA's; nullopt:
  /// unknown, as before.
  void setClusterCta(std::optional<uint64_t> Rank, const std::array<uint64_t, 3> &Dims) {
    ClusterRank = Rank;
    ClusterDims = Dims;
    ++Gen;
  }

  /// Selects the thread subsequent queries are about.
  void setThread(const std::array<uint64_t, 3> &Tid);
  std::optional<uint64_t> reg(unsigned R);
  std::optional<uint64_t> expr(const Expr *E);
  /// The value of a guard (`p` or `!p`) for the current thread.
  std::optional<bool> guard(const Inst &I);

private:
  /// Register \p R for the current thread: through its unique definition,
  /// or (\p At, an instruction that reads it) the one reaching \p At from
  /// earlier in its block.
  std::optional<uint64_t> eval(unsigned R, unsigned Depth, int At = -1);
  std::optional<uint64_t> evalExpr(const Expr *E, unsigned Depth, int At = -1);
  std::optional<uint64_t> compute(unsigned R, int DefIdx, unsigned Depth);
  std::optional<uint64_t> special(const Expr *E);
  std::optional<uint64_t> electSync(unsigned R, const Inst &I, unsigned Depth);
  std::optional<uint64_t> shflIdx(unsigned R, const Inst &I, unsigned Depth);
  /// The current thread's linear index in the block (nullopt for a thread
  /// off the first row of an unknown shape).
  std::optional<uint64_t> linearTid() const;
  /// A value a called constructor computed and stored into the slot a
  /// load reads (DepotSlots::callStoreOf), for the current thread: the
  /// concrete counterpart of ThreadFormula::calleeStored.
  using ParamFn = llvm::function_ref<std::optional<uint64_t>(unsigned, int64_t, unsigned)>;
  std::optional<uint64_t> calleeStored(unsigned Call, unsigned Store, unsigned Depth);
  /// The value a call returns, for the load \p Ld of its result: the
  /// callee's one store to that return variable, evaluated there.
  std::optional<uint64_t> calleeResult(unsigned Ld, unsigned Depth);
  std::optional<uint64_t> storedIn(const Function &Fn, unsigned Store, ParamFn Param,
                                   unsigned Depth);
  /// \p Demand: the bits of the value that matter (0: any value will do).
  std::optional<uint64_t> calleeValue(FunctionIR &C, const Expr *E, unsigned At, ParamFn Param,
                                      unsigned Depth, uint64_t Demand = ~0ull);
  /// The lane a `shfl.sync.idx` with index \p B, segment \p C and mask
  /// \p M reads for the current thread, and that lane's thread; \p Own
  /// when it is the current thread's own lane. nullopt when an operand is
  /// unknown, either lane is outside the mask, or the source thread does
  /// not exist.
  struct ShflSource {
    std::array<uint64_t, 3> Tid;
    unsigned Lane;
  };
  std::optional<ShflSource> shflSource(std::optional<uint64_t> B, std::optional<uint64_t> C,
                                       std::optional<uint64_t> M, bool &Own) const;
  /// Register \p R, written by `shfl.sync.idx` \p I (instruction \p D of
  /// the callee \p C), for the current thread (calleeValue).
  std::optional<uint64_t> calleeShfl(FunctionIR &C, const Inst &I, unsigned D, unsigned R,
                                     ParamFn Param, unsigned Depth);

  FunctionIR &F;
  LaunchShape Shape;
  std::array<uint64_t, 3> Tid{0, 0, 0};
  std::vector<std::optional<uint64_t>> Cache;
  std::vector<unsigned> CacheGen;
  /// (register, definition) -> (generation, value), for registers with
  /// several definitions.
  llvm::DenseMap<std::pair<unsigned, unsigned>, std::pair<unsigned, std::optional<uint64_t>>>
      AtCache;
  unsigned Gen = 1;
  const LaneState *State = nullptr;
  unsigned StateLane = 0;
  llvm::ArrayRef<std::pair<unsigned, uint64_t>> Assumed;
  std::optional<uint64_t> ClusterRank;
  std::array<uint64_t, 3> ClusterDims{1, 1, 1};
  /// A callee's shfl that read another lane (calleeShfl): calleeResult
  /// evaluates the call again for that lane's thread.
  struct PendingShflRead {
    ShflSource Src;
    const Inst *Shfl;
  };
  std::optional<PendingShflRead> PendingShfl;
  /// In that re-evaluation: the shfl that reads the thread's own value.
  const Inst *ShflOwn = nullptr;
};

} // namespace ptx

#endif
