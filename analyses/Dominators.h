//===- Dominators.h - dominator and post-dominator trees --------*- C++ -*-===//
//
// Cooper, Harvey and Kennedy's iterative algorithm ("A Simple, Fast
// Dominance Algorithm") over a FunctionIR's CFG. Post-dominators use the
// reversed CFG with a virtual exit node that every returning or exiting
// block reaches; blocks that can only end in a trap, which aborts the
// launch, and infinite loops entered from code that can return get the
// virtual exit as their immediate post-dominator. A function with no path
// out at all (a `for (;;)` left only through a call of a helper that exits)
// gets artificial exits, its outermost loop's back edges, as in LLVM.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSES_DOMINATORS_H
#define PTXLINT_ANALYSES_DOMINATORS_H

#include "analyses/FunctionIR.h"
#include <vector>

namespace ptx {

/// A CFG with some edges known not to be taken (a callee under constant
/// arguments, analyses/Specialise.h): per block, the successors and whether
/// it may leave the function. Blocks no edge reaches are simply never
/// visited.
struct CFGView {
  std::vector<llvm::SmallVector<unsigned, 2>> Succs, Preds;
  std::vector<bool> Exits;
};

class DomTree {
public:
  /// Builds dominators (\p Post = false) or post-dominators (true), over
  /// \p F's CFG or, when \p View is given, over that subgraph of it.
  DomTree(const FunctionIR &F, bool Post, const CFGView *View = nullptr);

  /// Immediate (post-)dominator of block \p B; root() for the entry (or
  /// the virtual exit) and for unreachable blocks.
  unsigned idom(unsigned B) const { return IDom[B]; }
  /// The tree's root: block 0 for dominators, the virtual exit (numBlocks())
  /// for post-dominators.
  unsigned root() const { return Root; }
  /// True when \p A (post-)dominates \p B (reflexive).
  bool dominates(unsigned A, unsigned B) const;

private:
  /// Numbers the tree depth-first (In/Out), so dominates() is two compares
  /// instead of a walk up the tree (callers ask it inside loops over blocks).
  void number();
  std::vector<unsigned> IDom, Order; ///< Order: position in the traversal
  std::vector<unsigned> In, Out;     ///< depth-first entry and exit times
  unsigned Root;
};

} // namespace ptx

#endif
