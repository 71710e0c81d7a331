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
  while (!Work.empty()) {
    unsigned B = Work.front();
    Work.pop_front();
    Queued[B] = false;
    State S = B == 0 ? D.boundary() : D.top();
    for (unsigned P : F.Blocks[B].Preds)
      if (F.Blocks[P].Reachable)
        D.join(S, Out[P]);
    In[B] = S;
    D.transfer(B, S);
    if (S == Out[B])
      continue;
    Out[B] = std::move(S);
    for (unsigned Succ : F.Blocks[B].Succs)
      if (!Queued[Succ]) {
        Queued[Succ] = true;
        Work.push_back(Succ);
      }
  }
  return In;
}

} // namespace ptx

#endif
