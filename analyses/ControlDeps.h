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
  /// The dominator tree it was built with.
  const DomTree &dominators() const { return Dom; }

private:
  const FunctionIR &F;
  const DomTree &Dom, &PDT;
  std::vector<std::vector<unsigned>> Direct; ///< block -> blocks it depends on
};

} // namespace ptx

#endif
