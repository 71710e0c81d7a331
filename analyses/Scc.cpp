//===- Scc.cpp - strongly connected components of a small graph -----------===//
#include "analyses/Scc.h"
#include <algorithm>

using namespace ptx;

unsigned ptx::stronglyConnected(unsigned N,
                                llvm::function_ref<llvm::ArrayRef<unsigned>(unsigned)> Succs,
                                std::vector<unsigned> &Component, std::vector<bool> &OnCycle) {
  OnCycle.assign(N, false);
  Component.assign(N, ~0u);
  unsigned NumComps = 0;
  std::vector<unsigned> Index(N, ~0u), Low(N, 0), Comp;
  std::vector<bool> OnStack(N, false);
  std::vector<std::pair<unsigned, unsigned>> Stack; // (node, next successor)
  unsigned Clock = 0;
  for (unsigned Start = 0; Start < N; ++Start) {
    if (Index[Start] != ~0u)
      continue;
    Stack.push_back({Start, 0});
    Index[Start] = Low[Start] = Clock++;
    Comp.push_back(Start);
    OnStack[Start] = true;
    while (!Stack.empty()) {
      auto &[V, Next] = Stack.back();
      llvm::ArrayRef<unsigned> S = Succs(V);
      if (Next < S.size()) {
        unsigned W = S[Next++];
        if (W >= N)
          continue;
        if (W == V)
          OnCycle[V] = true;
        if (Index[W] == ~0u) {
          Index[W] = Low[W] = Clock++;
          Comp.push_back(W);
          OnStack[W] = true;
          Stack.push_back({W, 0});
        } else if (OnStack[W]) {
          Low[V] = std::min(Low[V], Index[W]);
        }
        continue;
      }
      unsigned Done = V;
      Stack.pop_back();
      if (!Stack.empty())
        Low[Stack.back().first] = std::min(Low[Stack.back().first], Low[Done]);
      if (Low[Done] != Index[Done])
        continue;
      bool Many = Comp.back() != Done;
      for (;;) {
        unsigned W = Comp.back();
        Comp.pop_back();
        OnStack[W] = false;
        Component[W] = NumComps;
        if (Many)
          OnCycle[W] = true;
        if (W == Done)
          break;
      }
      ++NumComps;
    }
  }
  return NumComps;
}
