//===- Dataflow.h - a generic forward dataflow solver over basic blocks -*- C++ -*-===//
//
// A worklist solver in reverse post-order. A domain provides:
//   using State = ...;                       // copyable, comparable with ==
//   State boundary();                        // state on entry to the function
//   State top();                             // identity of join (unvisited)
//   void join(State &Into, const State &From);
//   void transfer(unsigned Block, State &S); // applies the block's effect
// The solver returns the state on entry to every block; unreachable blocks
// keep top().
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSES_DATAFLOW_H
#define PTXLINT_ANALYSES_DATAFLOW_H

#include "analyses/FunctionIR.h"
#include <deque>
#include <optional>
#include <vector>

namespace ptx {

/// Whether block \p B is the inside of a chain: its one predecessor P has
/// no successor but \p B and does not leave the function (nvcc -G's
/// `bra.uni` to the next line, a call's fall-through). Its entry state is
/// P's exit state, and in F.RPO it comes right after P (the depth-first
/// search goes from P to its one successor at once, which nothing else
/// reaches), so a walk of the blocks in F.RPO can carry the state from P
/// on instead of reading its entry state.
inline bool inChain(const FunctionIR &F, unsigned B) {
  const BasicBlock &BB = F.Blocks[B];
  if (B == 0 || BB.Preds.size() != 1 || BB.Preds[0] == B)
    return false;
  const BasicBlock &P = F.Blocks[BB.Preds[0]];
  return P.Reachable && P.Succs.size() == 1 && !P.ExitsFunction;
}

/// The state on entry to every block (\p AllBlocks), or only to those that
/// are not inChain (the others' entries stay default-constructed: a walk in
/// F.RPO that carries the state along chains does not read them). A chain
/// is solved as one node: one state per chain instead of per block, and one
/// comparison and join per visit of the chain (nvcc -G output is mostly
/// chains of short blocks). The solution is the same as block by block.
template <typename Domain>
std::vector<typename Domain::State> solveForward(const FunctionIR &F, Domain &D,
                                                 bool AllBlocks = true) {
  using State = typename Domain::State;
  unsigned N = F.numBlocks();
  std::vector<State> In(N);
  if (N == 0)
    return In;
  // Next[B]: the block B's chain goes on to; ~0u at a chain's end. Out is
  // kept at chain ends only (a chain head's predecessors are all ends).
  std::vector<unsigned> Next(N, ~0u);
  std::vector<unsigned> Heads;
  for (unsigned B : F.RPO)
    if (inChain(F, B))
      Next[F.Blocks[B].Preds[0]] = B;
    else
      Heads.push_back(B);
  std::vector<State> Out(N);
  for (unsigned B : F.RPO)
    if (Next[B] == ~0u)
      Out[B] = D.top();
  std::vector<bool> Queued(N, false);
  std::deque<unsigned> Work(Heads.begin(), Heads.end());
  for (unsigned B : Heads)
    Queued[B] = true;
  // The state on entry, into S: the boundary at the entry, else the join of
  // the reachable predecessors' exits (top() is the join's identity, so the
  // first one is copied, not joined into a fresh top()). Copy-assignment
  // reuses S's storage: one scratch state serves every visit, and the one a
  // changed chain's exit replaces becomes the next scratch.
  auto Entry = [&](unsigned B, State &S) {
    bool Have = false;
    if (B == 0) {
      S = D.boundary();
      Have = true;
    }
    for (unsigned P : F.Blocks[B].Preds)
      if (F.Blocks[P].Reachable) {
        if (!Have) {
          S = Out[P];
          Have = true;
        } else {
          D.join(S, Out[P]);
        }
      }
    if (!Have)
      S = D.top();
  };
  State S = D.top();
  while (!Work.empty()) {
    unsigned B = Work.front();
    Work.pop_front();
    Queued[B] = false;
    Entry(B, S);
    D.transfer(B, S);
    while (Next[B] != ~0u) {
      B = Next[B];
      D.transfer(B, S);
    }
    if (S == Out[B])
      continue;
    std::swap(Out[B], S);
    for (unsigned Succ : F.Blocks[B].Succs)
      if (!Queued[Succ]) {
        Queued[Succ] = true;
        Work.push_back(Succ);
      }
  }
  // Each chain head's entry state from the predecessors' final exits (what
  // its last visit computed), once instead of at every visit; the blocks
  // inside a chain from the block before them.
  for (unsigned B : Heads) {
    Entry(B, In[B]);
    if (!AllBlocks || Next[B] == ~0u)
      continue;
    S = In[B];
    for (unsigned C = B; Next[C] != ~0u; C = Next[C]) {
      D.transfer(C, S);
      In[Next[C]] = S;
    }
  }
  return In;
}

} // namespace ptx

#endif
