//===- Dominators.h - dominator and post-dominator trees --------*- C++ -*-===//
//
// Cooper, Harvey and Kennedy's iterative algorithm ("A Simple, Fast
// Dominance Algorithm") over a FunctionIR's CFG. Post-dominators use the
// reversed CFG with a virtual exit node that every returning, exiting or
// trapping block reaches; blocks that cannot reach an exit (infinite loops)
// get the virtual exit as their immediate post-dominator.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSES_DOMINATORS_H
#define PTXLINT_ANALYSES_DOMINATORS_H

#include "analyses/FunctionIR.h"
#include <vector>

namespace ptx {

class DomTree {
public:
  /// Builds dominators (\p Post = false) or post-dominators (true).
  DomTree(const FunctionIR &F, bool Post);

  /// Immediate (post-)dominator of block \p B; root() for the entry (or
  /// the virtual exit) and for unreachable blocks.
  unsigned idom(unsigned B) const { return IDom[B]; }
  /// The tree's root: block 0 for dominators, the virtual exit (numBlocks())
  /// for post-dominators.
  unsigned root() const { return Root; }
  /// True when \p A (post-)dominates \p B (reflexive).
  bool dominates(unsigned A, unsigned B) const;

private:
  std::vector<unsigned> IDom, Order; ///< Order: position in the traversal
  unsigned Root;
};

} // namespace ptx

#endif
