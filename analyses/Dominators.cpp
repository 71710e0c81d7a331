//===- Dominators.cpp - Cooper-Harvey-Kennedy dominance -------------------===//
#include "analyses/Dominators.h"

using namespace ptx;

DomTree::DomTree(const FunctionIR &F, bool Post, const CFGView *View) {
  unsigned N = F.numBlocks();
  unsigned Exit = N; // virtual exit (post-dominators only)
  unsigned Total = Post ? N + 1 : N;
  Root = Post ? Exit : 0;
  auto SuccsOf = [&](unsigned B) -> llvm::ArrayRef<unsigned> {
    return View ? llvm::ArrayRef<unsigned>(View->Succs[B]) : llvm::ArrayRef<unsigned>(F.Blocks[B].Succs);
  };
  auto PredsOf = [&](unsigned B) -> llvm::ArrayRef<unsigned> {
    return View ? llvm::ArrayRef<unsigned>(View->Preds[B]) : llvm::ArrayRef<unsigned>(F.Blocks[B].Preds);
  };
  auto RawExits = [&](unsigned B) {
    return View ? bool(View->Exits[B]) : F.Blocks[B].ExitsFunction;
  };
  // For post-dominators, a trap that only a trap-only region leads to does
  // not leave the function when the blocks branching into that region can
  // also reach a return: the trap aborts the whole launch, so in every run
  // that completes the threads that went near it rejoin the others (a
  // watchdog `trap` in a spin loop does not keep the loop's exit from
  // post-dominating the branch into the loop). Such trap regions hang off
  // the virtual exit, like infinite loops. A trap after a loop that cannot
  // otherwise leave (one that may spin, then traps) still exits.
  std::vector<bool> TrapExitKept;
  if (Post) {
    bool AnyTrap = false;
    for (unsigned B = 0; B < N && !AnyTrap; ++B)
      AnyTrap = F.Blocks[B].TrapOnly;
    if (AnyTrap) {
      // Blocks that reach a return or exit other than a trap's.
      std::vector<bool> Real(N, false);
      std::vector<unsigned> Work;
      for (unsigned B = 0; B < N; ++B)
        if (RawExits(B) && !F.Blocks[B].TrapOnly) {
          Real[B] = true;
          Work.push_back(B);
        }
      while (!Work.empty()) {
        unsigned B = Work.back();
        Work.pop_back();
        for (unsigned P : PredsOf(B))
          if (!Real[P]) {
            Real[P] = true;
            Work.push_back(P);
          }
      }
      // Trap-only blocks entered from a block that cannot return keep their
      // exit.
      TrapExitKept.assign(N, false);
      for (unsigned B = 0; B < N; ++B) {
        if (Real[B] || F.Blocks[B].TrapOnly)
          continue;
        for (unsigned S : SuccsOf(B))
          if (F.Blocks[S].TrapOnly && !TrapExitKept[S]) {
            TrapExitKept[S] = true;
            Work.push_back(S);
          }
      }
      while (!Work.empty()) {
        unsigned B = Work.back();
        Work.pop_back();
        for (unsigned S : SuccsOf(B))
          if (!TrapExitKept[S]) {
            TrapExitKept[S] = true;
            Work.push_back(S);
          }
      }
    }
  }
  auto Exits = [&](unsigned B) {
    if (!TrapExitKept.empty() && F.Blocks[B].TrapOnly && !TrapExitKept[B])
      return false;
    return RawExits(B);
  };
  auto Succs = [&](unsigned B, llvm::SmallVectorImpl<unsigned> &Out) {
    Out.clear();
    if (!Post) {
      if (B < N)
        Out.append(SuccsOf(B).begin(), SuccsOf(B).end());
      return;
    }
    // Reversed graph: successors are CFG predecessors.
    if (B == Exit) {
      for (unsigned I = 0; I < N; ++I)
        if (Exits(I))
          Out.push_back(I);
      return;
    }
    Out.append(PredsOf(B).begin(), PredsOf(B).end());
  };
  auto Preds = [&](unsigned B, llvm::SmallVectorImpl<unsigned> &Out) {
    Out.clear();
    if (!Post) {
      Out.append(PredsOf(B).begin(), PredsOf(B).end());
      return;
    }
    if (B == Exit)
      return;
    Out.append(SuccsOf(B).begin(), SuccsOf(B).end());
    if (Exits(B))
      Out.push_back(Exit);
  };

  IDom.assign(Total, ~0u);
  Order.assign(Total, ~0u);
  if (N == 0) {
    IDom.assign(Total, Root);
    number();
    return;
  }
  // Post-order of the (possibly reversed) graph from the root.
  std::vector<unsigned> PostOrder;
  std::vector<bool> Seen(Total, false);
  std::vector<std::pair<unsigned, unsigned>> Stack{{Root, 0}};
  Seen[Root] = true;
  llvm::SmallVector<unsigned, 8> Tmp;
  while (!Stack.empty()) {
    unsigned B = Stack.back().first;
    Succs(B, Tmp);
    if (Stack.back().second < Tmp.size()) {
      unsigned S = Tmp[Stack.back().second++];
      if (!Seen[S]) {
        Seen[S] = true;
        Stack.push_back({S, 0});
      }
      continue;
    }
    Order[B] = PostOrder.size();
    PostOrder.push_back(B);
    Stack.pop_back();
  }
  IDom[Root] = Root;
  auto Intersect = [&](unsigned A, unsigned B) {
    while (A != B) {
      while (Order[A] < Order[B])
        A = IDom[A];
      while (Order[B] < Order[A])
        B = IDom[B];
    }
    return A;
  };
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (auto It = PostOrder.rbegin(); It != PostOrder.rend(); ++It) {
      unsigned B = *It;
      if (B == Root)
        continue;
      Preds(B, Tmp);
      unsigned New = ~0u;
      for (unsigned P : Tmp) {
        if (Order[P] == ~0u || IDom[P] == ~0u)
          continue;
        New = New == ~0u ? P : Intersect(P, New);
      }
      if (New != ~0u && IDom[B] != New) {
        IDom[B] = New;
        Changed = true;
      }
    }
  }
  // Blocks the traversal never reached hang off the root.
  for (unsigned B = 0; B < Total; ++B)
    if (IDom[B] == ~0u)
      IDom[B] = Root;
  number();
}

void DomTree::number() {
  unsigned T = IDom.size();
  std::vector<unsigned> Child(T, ~0u), Sibling(T, ~0u);
  for (unsigned B = T; B-- > 0;)
    if (B != Root) {
      Sibling[B] = Child[IDom[B]];
      Child[IDom[B]] = B;
    }
  In.assign(T, 0);
  Out.assign(T, 0);
  unsigned Clock = 0;
  std::vector<unsigned> Stack{Root};
  In[Root] = Clock++;
  while (!Stack.empty()) {
    unsigned B = Stack.back();
    if (unsigned C = Child[B]; C != ~0u) {
      Child[B] = Sibling[C];
      In[C] = Clock++;
      Stack.push_back(C);
    } else {
      Out[B] = Clock++;
      Stack.pop_back();
    }
  }
}

bool DomTree::dominates(unsigned A, unsigned B) const {
  return In[A] <= In[B] && Out[B] <= Out[A];
}
