//===- WarpSim.h - which lanes of a warp execute each instruction -*- C++ -*-===//
//
// Runs one warp abstractly through a function's CFG with a reconvergence
// stack (lanes split at a branch rejoin at its immediate post-dominator).
// Branch conditions are evaluated per lane with ThreadEval; a condition that
// cannot be evaluated but is uniform (a parameter, a loaded value at a uniform
// address) forks the simulation into both outcomes, each a separate "world";
// a thread-varying condition that cannot be evaluated ends that world as
// inexact, unless (RejoinUnknown) no recorded instruction, return, exit or
// brx.idx lies between the branch and its immediate post-dominator: then all
// its lanes rejoin there whichever way each goes, and the world goes on.
// The result tells, per world, which lanes arrive at each instruction of
// interest.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSES_WARPSIM_H
#define PTXLINT_ANALYSES_WARPSIM_H

#include "analyses/Dominators.h"
#include "analyses/FunctionIR.h"
#include "analyses/ThreadEval.h"
#include "analyses/Uniformity.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <array>

namespace ptx {

using LaneTids = std::array<std::array<uint64_t, 3>, 32>;

struct WarpWorld {
  /// Instruction index -> lanes that executed it at least once (before the
  /// instruction's own guard), and the groups in which they arrived.
  llvm::DenseMap<unsigned, uint32_t> Ever;
  llvm::DenseMap<unsigned, llvm::SmallVector<uint32_t, 2>> Groups;
  /// Branch instruction index -> whether the world took it, the first time
  /// it decided a CTA-uniform condition it could not evaluate (a parameter,
  /// a loaded value at a uniform address). Every warp sees the same value
  /// there, so worlds of different warps that disagree are not one launch.
  llvm::SmallDenseMap<unsigned, bool, 4> FirstOutcome;
  bool Exact = true;
};

class WarpSim {
public:
  WarpSim(FunctionIR &F, const DomTree &PDT, const Uniformity &U, ThreadEval &E)
      : F(F), PDT(PDT), Uni(U), Eval(E) {}

  /// Simulates the warp whose existing lanes (\p Exists) have thread ids
  /// \p Lanes. Only instructions for which \p Interesting returns true are
  /// recorded.
  std::vector<WarpWorld> run(const LaneTids &Lanes, uint32_t Exists,
                             llvm::function_ref<bool(unsigned)> Interesting);

  /// Lets lanes that split at a thread-dependent condition the simulation
  /// cannot evaluate rejoin at its immediate post-dominator when nothing in
  /// between is recorded. Only for an exact launch shape: under the assumed
  /// one (two warps) a world made exact this way would vouch for thresholds
  /// (`tid < 256`) that the assumed block never reaches.
  bool RejoinUnknown = false;

private:
  FunctionIR &F;
  const DomTree &PDT;
  const Uniformity &Uni;
  ThreadEval &Eval;
};

/// Lane thread ids of warp \p Warp for a launch shape (any shape: blocks
/// of (32 * (Warp + 1), 1, 1) or more). Returns the mask of existing lanes.
uint32_t warpLanes(const LaunchShape &S, unsigned Warp, LaneTids &Out);
/// How many warps a block of the shape has (2 for an unknown shape).
unsigned warpsToSimulate(const LaunchShape &S);

} // namespace ptx

#endif
