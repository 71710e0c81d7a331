//===- ControlDeps.h - which branches decide whether a block runs -*- C++ -*-===//
//
// Control dependence (Ferrante, Ottenstein and Warren) from the
// post-dominator tree, and for one block the conditions on its controlling
// branches that hold whenever it runs: a branch X is a *literal* for block B
// when X dominates B and exactly one successor S of X, entered only from X,
// dominates B; B then runs only after X went to S.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSES_CONTROLDEPS_H
#define PTXLINT_ANALYSES_CONTROLDEPS_H

#include "analyses/Dominators.h"
#include "analyses/FunctionIR.h"
#include "llvm/ADT/DenseMap.h"
#include <vector>

namespace ptx {

/// One controlling branch of a block.
struct ControlLiteral {
  unsigned Block;      ///< the block whose terminator decides
  int Inst = -1;       ///< that terminator (guarded bra/ret/exit), -1 if none
  bool Literal = false;///< the block runs only when the terminator's guard...
  bool Taken = false;  ///< ...is this (true: the transfer is taken)
};

class ControlDeps {
public:
  ControlDeps(const FunctionIR &F, const DomTree &Dom, const DomTree &PostDom);

  /// Blocks \p B is control dependent on, transitively, each with its
  /// literal when there is one.
  std::vector<ControlLiteral> of(unsigned B) const;
  /// The direct control dependences of \p B: each (X, Y) is a block X
  /// with two or more successors and the successor Y of X (or the
  /// post-dominator tree's root, for a leaving transfer) whose paths reach
  /// \p B before X's immediate post-dominator; B runs after X only when X
  /// goes to Y.
  llvm::ArrayRef<std::pair<unsigned, unsigned>> directEdges(unsigned B) const {
    return DirectVia[B];
  }
  /// The dominator tree it was built with.
  const DomTree &dominators() const { return Dom; }
  /// Whether branch block \p X decides whether \p B runs only through a
  /// back edge: one successor S of X heads a loop (S dominates X) and
  /// dominates B, and X's other successors reach B only through S. On a
  /// thread's first trip through every loop around B, X has not decided
  /// anything yet (a rotated outer loop's test at its bottom, below an
  /// inner loop or a remainder loop, is such a block for the inner body).
  bool decidesOnlyByBackEdge(unsigned X, unsigned B) const;

private:
  const FunctionIR &F;
  const DomTree &Dom, &PDT;
  std::vector<std::vector<unsigned>> Direct; ///< block -> blocks it depends on
  std::vector<std::vector<std::pair<unsigned, unsigned>>> DirectVia; ///< with the edge
  /// decidesOnlyByBackEdge's memo: for latch X, its loop header and the
  /// blocks its other successors reach without passing that header.
  mutable llvm::DenseMap<unsigned, std::pair<unsigned, std::vector<bool>>> BackEdgeReach;
};

} // namespace ptx

#endif
