//===- Dominators.cpp - Cooper-Harvey-Kennedy dominance -------------------===//
#include "analyses/Dominators.h"
#include <memory>

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
  // Marks in Seen every block the blocks on Work reach through Next
  // (SuccsOf or PredsOf); those on Work are marked already. Empties Work.
  auto Close = [](std::vector<bool> &Seen, std::vector<unsigned> &Work, auto Next) {
    while (!Work.empty()) {
      unsigned B = Work.back();
      Work.pop_back();
      for (unsigned X : Next(B))
        if (!Seen[X]) {
          Seen[X] = true;
          Work.push_back(X);
        }
    }
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
      Close(Real, Work, PredsOf);
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
      Close(TrapExitKept, Work, SuccsOf);
    }
  }
  auto KeptExits = [&](unsigned B) {
    if (!TrapExitKept.empty() && F.Blocks[B].TrapOnly && !TrapExitKept[B])
      return false;
    return RawExits(B);
  };
  // A function whose entry reaches no exit at all (a persistent `for (;;)`
  // loop whose only way out is a call of a `__noinline__` helper that ends
  // in `exit`: the compiler branches back after the call) would hang off the
  // virtual exit whole, so no branch in it would ever reconverge. As LLVM's
  // post-dominator tree does, it gets artificial exits: the back edges of
  // its outermost loop (so a trip is the unit: the branches of one trip
  // reconverge within it, and a branch that skips a barrier of the trip, a
  // `continue`, still diverges), else the block the depth-first walk from
  // the entry reaches last. A loop that never ends
  // entered from code that can return (a poll loop whose exit branch lost
  // its predicate) keeps hanging off the virtual exit, as do trap-only
  // blocks (above): the threads that enter it never come back, and the
  // others' branches reconverge without them.
  std::vector<bool> ExtraExit;
  if (Post && N > 0) {
    std::vector<bool> ToExit(N, false);
    std::vector<unsigned> Work;
    auto Spread = [&](unsigned From) {
      ToExit[From] = true;
      Work.assign(1, From);
      Close(ToExit, Work, PredsOf);
    };
    for (unsigned B = 0; B < N; ++B)
      if (KeptExits(B) && !ToExit[B])
        Spread(B);
    // Depth-first preorder from the entry.
    std::vector<unsigned> Pre(N, ~0u);
    unsigned Clock = 0;
    std::vector<std::pair<unsigned, unsigned>> DFS{{0, 0}};
    Pre[0] = Clock++;
    while (!DFS.empty()) {
      auto &[B, K] = DFS.back();
      auto Ss = SuccsOf(B);
      if (K < Ss.size()) {
        unsigned S = Ss[K++];
        if (Pre[S] == ~0u) {
          Pre[S] = Clock++;
          DFS.push_back({S, 0});
        }
        continue;
      }
      DFS.pop_back();
    }
    auto Stuck = [&](unsigned B) { return Pre[B] != ~0u && !ToExit[B] && !F.Blocks[B].TrapOnly; };
    std::unique_ptr<DomTree> Fwd;
    while (!ToExit[0]) {
      // The outermost loop's header: the target of a back edge (to a block
      // that dominates its source) first in the walk.
      unsigned Head = ~0u;
      for (unsigned B = 0; B < N; ++B) {
        if (!Stuck(B))
          continue;
        if (!Fwd)
          Fwd = std::make_unique<DomTree>(F, /*Post=*/false, View);
        for (unsigned S : SuccsOf(B))
          if (Stuck(S) && Fwd->dominates(S, B) && (Head == ~0u || Pre[S] < Pre[Head]))
            Head = S;
      }
      llvm::SmallVector<unsigned, 4> Picks;
      if (Head != ~0u) {
        for (unsigned B = 0; B < N; ++B)
          if (Stuck(B) && Fwd->dominates(Head, B) && llvm::is_contained(SuccsOf(B), Head))
            Picks.push_back(B);
      } else {
        unsigned Last = ~0u;
        for (unsigned B = 0; B < N; ++B)
          if (Stuck(B) && (Last == ~0u || Pre[B] > Pre[Last]))
            Last = B;
        if (Last != ~0u)
          Picks.push_back(Last);
      }
      if (Picks.empty())
        break;
      if (ExtraExit.empty())
        ExtraExit.assign(N, false);
      for (unsigned B : Picks) {
        ExtraExit[B] = true;
        Spread(B);
      }
    }
  }
  auto Exits = [&](unsigned B) {
    return KeptExits(B) || (!ExtraExit.empty() && ExtraExit[B]);
  };
  // The walk below looks at a block's successors once per step: a list,
  // not a copy (a brx.idx with thousands of targets was copied once per
  // target).
  std::vector<unsigned> ExitSuccs;
  if (Post)
    for (unsigned I = 0; I < N; ++I)
      if (Exits(I))
        ExitSuccs.push_back(I);
  auto Succs = [&](unsigned B) -> llvm::ArrayRef<unsigned> {
    if (!Post)
      return B < N ? SuccsOf(B) : llvm::ArrayRef<unsigned>();
    // Reversed graph: successors are CFG predecessors.
    if (B == Exit)
      return ExitSuccs;
    return PredsOf(B);
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
    llvm::ArrayRef<unsigned> Ss = Succs(B);
    if (Stack.back().second < Ss.size()) {
      unsigned S = Ss[Stack.back().second++];
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
