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

template <typename Domain>
std::vector<typename Domain::State> solveForward(const FunctionIR &F, Domain &D) {
  using State = typename Domain::State;
  unsigned N = F.numBlocks();
  std::vector<State> In(N, D.top()), Out(N, D.top());
  if (N == 0)
    return In;
  std::vector<bool> Queued(N, false);
  std::deque<unsigned> Work(F.RPO.begin(), F.RPO.end());
  for (unsigned B : F.RPO)
    Queued[B] = true;
  // The state on entry, into S: the boundary at the entry, else the join of
  // the reachable predecessors' exits (top() is the join's identity, so the
  // first one is copied, not joined into a fresh top()). Copy-assignment
  // reuses S's storage: one scratch state serves every visit, and the one a
  // changed block's exit replaces becomes the next scratch.
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
    if (S == Out[B])
      continue;
    std::swap(Out[B], S);
    for (unsigned Succ : F.Blocks[B].Succs)
      if (!Queued[Succ]) {
        Queued[Succ] = true;
        Work.push_back(Succ);
      }
  }
  // Each block's entry state from the predecessors' final exits (what its
  // last visit computed), once instead of at every visit.
  for (unsigned B : F.RPO)
    Entry(B, In[B]);
  return In;
}

} // namespace ptx

#endif
