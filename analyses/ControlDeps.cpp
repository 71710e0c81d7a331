//===- ControlDeps.cpp - control dependence and branch literals -----------===//
#include "analyses/ControlDeps.h"

using namespace ptx;

ControlDeps::ControlDeps(const FunctionIR &Fn, const DomTree &D, const DomTree &P)
    : F(Fn), Dom(D), PDT(P) {
  unsigned N = F.numBlocks();
  Direct.assign(N, {});
  DirectVia.assign(N, {});
  for (unsigned X = 0; X < N; ++X) {
    const BasicBlock &BB = F.Blocks[X];
    if (!BB.Reachable)
      continue;
    llvm::SmallVector<unsigned, 3> Succs(BB.Succs.begin(), BB.Succs.end());
    if (BB.ExitsFunction)
      Succs.push_back(PDT.root());
    if (Succs.size() < 2)
      continue;
    unsigned Stop = PDT.idom(X);
    for (unsigned Y : Succs) {
      // Every block from Y up the post-dominator tree to (excluding)
      // ipdom(X) is control dependent on X.
      for (unsigned Z = Y, Steps = 0; Z != Stop && Z != PDT.root() && Steps <= N;
           Z = PDT.idom(Z), ++Steps)
        if (Z < N) {
          if (Direct[Z].empty() || Direct[Z].back() != X)
            Direct[Z].push_back(X);
          DirectVia[Z].push_back({X, Y});
        }
    }
  }
}

std::vector<ControlLiteral> ControlDeps::of(unsigned B) const {
  std::vector<ControlLiteral> Out;
  unsigned N = F.numBlocks();
  std::vector<bool> Seen(N, false);
  llvm::SmallVector<unsigned, 8> Work{B};
  while (!Work.empty()) {
    unsigned Z = Work.pop_back_val();
    for (unsigned X : Direct[Z]) {
      if (Seen[X])
        continue;
      Seen[X] = true;
      Work.push_back(X);
      ControlLiteral L;
      L.Block = X;
      const BasicBlock &BB = F.Blocks[X];
      if (BB.End > BB.Begin) {
        unsigned T = BB.End - 1;
        const Inst &I = F.Insts[T];
        bool Transfer = I.Kind == InstKind::Branch || I.Kind == InstKind::Ret ||
                        I.Kind == InstKind::Exit || I.Kind == InstKind::Trap;
        if (Transfer && I.Guard >= 0) {
          L.Inst = static_cast<int>(T);
          if (Dom.dominates(X, B)) {
            // The successor that leads to B, entered only from X.
            unsigned Fall = N, Target = N;
            if (I.Kind == InstKind::Branch) {
              for (unsigned S : BB.Succs) {
                if (F.Blocks[S].Begin == BB.End)
                  Fall = S;
                else
                  Target = S;
              }
            } else if (BB.Succs.size() == 1) {
              Fall = BB.Succs[0];
            }
            // Entered from X alone: its other predecessors, if any, are
            // back edges of a loop S heads (S dominates them), which run
            // only after X has led into S (a loop's guard before a rotated
            // loop whose header is the block after it).
            auto Leads = [&](unsigned S) {
              if (S >= N || S == X || !Dom.dominates(S, B))
                return false;
              for (unsigned P : F.Blocks[S].Preds)
                if (P != X && !Dom.dominates(S, P))
                  return false;
              return llvm::count(F.Blocks[S].Preds, X) == 1;
            };
            if (Fall != Target) {
              if (Leads(Target) && !Leads(Fall)) {
                L.Literal = true;
                L.Taken = true;
              } else if (Leads(Fall) && !Leads(Target)) {
                L.Literal = true;
                L.Taken = false;
              }
            }
          }
        }
      }
      Out.push_back(L);
    }
  }
  return Out;
}

bool ControlDeps::decidesOnlyByBackEdge(unsigned X, unsigned B) const {
  unsigned N = F.numBlocks();
  if (X >= N || B >= N)
    return false;
  auto It = BackEdgeReach.find(X);
  if (It == BackEdgeReach.end()) {
    // The one successor of X that dominates X: the header its back edge
    // goes to (N: none, or more than one).
    const BasicBlock &BB = F.Blocks[X];
    unsigned Header = N;
    unsigned Count = 0;
    for (unsigned S : BB.Succs)
      if (S < N && Dom.dominates(S, X)) {
        Header = S;
        ++Count;
      }
    std::vector<bool> Seen;
    if (Count == 1 && !BB.ExitsFunction) {
      // Blocks the other successors reach without entering the header.
      Seen.assign(N, false);
      llvm::SmallVector<unsigned, 16> Work;
      for (unsigned S : BB.Succs)
        if (S < N && S != Header && !Seen[S]) {
          Seen[S] = true;
          Work.push_back(S);
        }
      while (!Work.empty()) {
        unsigned Z = Work.pop_back_val();
        for (unsigned Y : F.Blocks[Z].Succs)
          if (Y < N && Y != Header && !Seen[Y]) {
            Seen[Y] = true;
            Work.push_back(Y);
          }
      }
    } else {
      Header = N;
    }
    It = BackEdgeReach.insert({X, {Header, std::move(Seen)}}).first;
  }
  unsigned Header = It->second.first;
  if (Header >= N || !Dom.dominates(Header, B) || Dom.dominates(B, X) || Dom.dominates(X, B))
    return false;
  return !It->second.second[B];
}
