//===- WarpSim.h - which lanes of a warp execute each instruction -*- C++ -*-===//
//
// Runs one warp abstractly through a function's CFG with a reconvergence
// stack (lanes split at a branch rejoin at its immediate post-dominator).
// Branch conditions are evaluated per lane with ThreadEval (a CTA-uniform
// one also from the lanes' values of a loop counter the simulation follows
// for a thread-dependent condition, when they agree: a rolled loop runs trip
// by trip); a condition that cannot be evaluated but is uniform (a
// parameter, a loaded value at a uniform address) forks the simulation into
// both outcomes, each a separate "world"; a condition that cannot be
// evaluated sends the lanes straight to its immediate post-dominator (with
// PassQuiet) when no path to it passes an instruction of interest or a lane
// leaving (a strided loop, a timer backoff: whichever way each lane goes,
// they arrive there together; for a uniform one, only when the region writes
// no register the simulation follows), else (thread-varying) ends that world
// as inexact. The result tells, per world, which lanes arrive at each
// instruction of interest, how often, and which lanes were still there.
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
  /// Instruction index -> how many times each lane executed it (before its
  /// own guard; saturating), complete in an exact world.
  llvm::DenseMap<unsigned, std::array<uint16_t, 32>> Count;
  /// Instruction index -> for each lane, the lanes that had not left (exit,
  /// ret of the kernel) when it last executed the instruction: a lane that
  /// runs a collective more often than another lane of its mask that is
  /// still there waits for it in its last run.
  llvm::DenseMap<unsigned, std::array<uint32_t, 32>> LastAlive;
  /// The blocks lanes stood at when the world stopped before they all left
  /// (cut at an unknown condition, a repeated state or the step budget):
  /// what no path from them reaches is recorded completely.
  llvm::SmallVector<unsigned, 2> Cuts;
  /// Branch instruction index -> whether the world took it, the first time
  /// it decided a CTA-uniform condition it could not evaluate (a parameter,
  /// a loaded value at a uniform address). Every warp sees the same value
  /// there, so worlds of different warps that disagree are not one launch.
  llvm::SmallDenseMap<unsigned, bool, 4> FirstOutcome;
  /// One execution of an instruction whose register run() was asked to
  /// record: the lanes that ran it, the lanes that had not left then, and
  /// the register's value there (unknown, or not the same in those lanes:
  /// std::nullopt).
  struct ValueRun {
    uint32_t Lanes = 0, Alive = 0;
    std::optional<uint64_t> Value;
  };
  /// Instruction index -> its executions in order (at most 64; ValuesCut
  /// when there were more).
  llvm::DenseMap<unsigned, llvm::SmallVector<ValueRun, 4>> Values;
  bool ValuesCut = false;
  bool Exact = true;
};

class WarpSim {
public:
  /// \p PassQuiet: let lanes pass a quiet region of an unknown condition
  /// that is not CTA-uniform (see the banner). Only with every warp of the
  /// block simulated (an exact launch shape): with an assumed shape of two
  /// warps, a world that ends exact instead of inexact would speak for
  /// threads the simulation never ran.
  WarpSim(FunctionIR &F, const DomTree &PDT, const Uniformity &U, ThreadEval &E,
          bool PassQuiet = false)
      : F(F), PDT(PDT), Uni(U), Eval(E), PassQuiet(PassQuiet) {}

  /// Simulates the warp whose existing lanes (\p Exists) have thread ids
  /// \p Lanes. Only instructions for which \p Interesting returns true are
  /// recorded.
  /// \p Record: instruction index -> a register whose value the lanes
  /// running it hold there, recorded per execution (WarpWorld::Values; a
  /// loop-carried membermask, one value per trip); the registers it is
  /// computed from are followed per lane like a branch condition's.
  std::vector<WarpWorld> run(const LaneTids &Lanes, uint32_t Exists,
                             llvm::function_ref<bool(unsigned)> Interesting,
                             const llvm::DenseMap<unsigned, unsigned> *Record = nullptr);

private:
  FunctionIR &F;
  const DomTree &PDT;
  const Uniformity &Uni;
  ThreadEval &Eval;
  bool PassQuiet;
};

/// Lane thread ids of warp \p Warp for a launch shape (any shape: blocks
/// of (32 * (Warp + 1), 1, 1) or more). Returns the mask of existing lanes.
uint32_t warpLanes(const LaunchShape &S, unsigned Warp, LaneTids &Out);
/// How many warps a block of the shape has (2 for an unknown shape).
unsigned warpsToSimulate(const LaunchShape &S);

} // namespace ptx

#endif
