//===- SlotReach.cpp - must-reach writes per slot, solved sparsely --------===//
#include "analyses/SlotReach.h"
#include "analyses/Dataflow.h"
#include <algorithm>

using namespace ptx;

SlotReach::SlotReach(const FunctionIR &Fn, unsigned NumSlots, const std::vector<bool> *Acts,
                     StepFn Step, SlotReach *Prev, const std::vector<unsigned> *Candidates,
                     const std::vector<unsigned> *From)
    : F(Fn), N(NumSlots) {
  unsigned NB = F.numBlocks();
  Head.assign(NB, ~0u);
  HeadNo.assign(NB, ~0u);
  Sums.resize(NB);
  // Chains as solveForward forms them: a block inChain follows its one
  // predecessor, which comes right before it in F.RPO.
  std::vector<unsigned> Next(NB, ~0u);
  for (unsigned B : F.RPO) {
    if (inChain(F, B)) {
      unsigned P = F.Blocks[B].Preds[0];
      Head[B] = Head[P];
      Next[P] = B;
    } else {
      Head[B] = B;
      HeadNo[B] = NumHeads++;
    }
  }
  SlotWrites W(N);
  for (unsigned B : F.RPO) {
    if (Head[B] != B)
      continue;
    W.reset();
    for (unsigned C = B; C != ~0u; C = Next[C]) {
      unsigned Begin = F.Blocks[C].Begin, End = F.Blocks[C].End;
      if (Candidates) {
        for (unsigned J = From ? (*From)[C]
                               : static_cast<unsigned>(
                                     std::lower_bound(Candidates->begin(), Candidates->end(),
                                                      Begin) -
                                     Candidates->begin());
             J < Candidates->size() && (*Candidates)[J] < End; ++J)
          if (!Acts || (*Acts)[(*Candidates)[J]])
            Step((*Candidates)[J], W);
        continue;
      }
      for (unsigned K = Begin; K < End; ++K)
        if (!Acts || (*Acts)[K])
          Step(K, W);
    }
    ChainSum &S = Sums[B];
    S.KillsAll = W.killed();
    S.Out.reserve(W.touched().size());
    for (unsigned Slot : W.touched())
      S.Out.emplace_back(Slot, *W.own(Slot));
    std::sort(S.Out.begin(), S.Out.end());
  }
  Seen.assign(NB, 0);
  Index.assign(NB, 0);
  Low.assign(NB, 0);
  Acc.assign(NB, -2);
  if (Prev)
    reuse(*Prev);
  MemoOf.resize(N);
}

std::vector<unsigned> SlotReach::candidatesFrom(const FunctionIR &F,
                                                const std::vector<unsigned> &Candidates) {
  std::vector<unsigned> From(F.numBlocks());
  for (unsigned B = 0; B < F.numBlocks(); ++B)
    From[B] = static_cast<unsigned>(
        std::lower_bound(Candidates.begin(), Candidates.end(), F.Blocks[B].Begin) -
        Candidates.begin());
  return From;
}

void SlotReach::reuse(SlotReach &Prev) {
  // An answer (Tarjan's walk in entry) reads the CFG and, for its slot
  // only, chainOut of the chains it meets: where every chain leaves the
  // slot as it did in Prev, Prev's answers for it stand.
  if (&Prev.F != &F || Prev.N != N || Prev.NumHeads != NumHeads || Prev.Sums.size() != Sums.size())
    return;
  std::vector<bool> Dirty(N, false);
  for (size_t H = 0; H < Sums.size(); ++H) {
    const ChainSum &A = Sums[H], &B = Prev.Sums[H];
    if (A.KillsAll != B.KillsAll)
      return; // every slot's answers may differ
    // Both sorted by slot: a slot written by one and not the other, or
    // to another value, changed.
    auto I = A.Out.begin(), J = B.Out.begin();
    while (I != A.Out.end() || J != B.Out.end()) {
      if (J == B.Out.end() || (I != A.Out.end() && I->first < J->first)) {
        Dirty[I->first] = true;
        ++I;
      } else if (I == A.Out.end() || J->first < I->first) {
        Dirty[J->first] = true;
        ++J;
      } else {
        if (I->second != J->second)
          Dirty[I->first] = true;
        ++I;
        ++J;
      }
    }
  }
  MemoOf = std::move(Prev.MemoOf);
  MemoOf.resize(N);
  for (unsigned S = 0; S < N; ++S) {
    if (Dirty[S])
      MemoOf[S].clear();
    else if (!MemoOf[S].empty())
      ++Reused;
  }
}

std::optional<int> SlotReach::chainOut(unsigned H, unsigned Slot) const {
  const ChainSum &S = Sums[H];
  auto It = std::lower_bound(S.Out.begin(), S.Out.end(), std::make_pair(Slot, INT32_MIN));
  if (It != S.Out.end() && It->first == Slot)
    return It->second;
  if (S.KillsAll)
    return -1;
  return std::nullopt;
}

int SlotReach::entry(unsigned H0, unsigned Slot) {
  std::vector<int> &Memo = MemoOf[Slot];
  if (Memo.empty())
    Memo.assign(NumHeads, Unknown);
  if (Memo[HeadNo[H0]] != Unknown)
    return Memo[HeadNo[H0]];
  // Tarjan's algorithm over the chain heads, an edge from a head to the
  // head of each reachable predecessor's chain that leaves Slot as it found
  // it; what the other predecessors leave (and the function's boundary at
  // the entry) is joined into the head's Acc. A component's value is the
  // join of its members' Accs and of the components it reaches.
  ++Query;
  unsigned Counter = 0;
  auto Push = [&](unsigned H) {
    Seen[H] = Query;
    Index[H] = Low[H] = Counter++;
    Acc[H] = H == 0 ? -1 : -2;
    Stack.push_back(H);
    Frames.push_back({H, 0});
  };
  Push(H0);
  while (!Frames.empty()) {
    Frame &Fr = Frames.back();
    unsigned H = Fr.H;
    const auto &Preds = F.Blocks[H].Preds;
    if (Fr.Pred < Preds.size()) {
      unsigned P = Preds[Fr.Pred++];
      if (!F.Blocks[P].Reachable)
        continue;
      unsigned C = Head[P];
      if (auto V = chainOut(C, Slot)) {
        Acc[H] = join(Acc[H], *V);
        continue;
      }
      if (int M = Memo[HeadNo[C]]; M != Unknown) {
        Acc[H] = join(Acc[H], M);
        continue;
      }
      if (Seen[C] == Query) { // on the stack: same component
        Low[H] = std::min(Low[H], Index[C]);
        continue;
      }
      Push(C);
      continue;
    }
    Frames.pop_back();
    if (Low[H] == Index[H]) {
      // H roots a component: the members above it on the stack.
      auto First = std::find(Stack.rbegin(), Stack.rend(), H).base() - 1;
      int V = -2;
      for (auto It = First; It != Stack.end(); ++It)
        V = join(V, Acc[*It]);
      for (auto It = First; It != Stack.end(); ++It)
        Memo[HeadNo[*It]] = V;
      Stack.erase(First, Stack.end());
      if (!Frames.empty())
        Acc[Frames.back().H] = join(Acc[Frames.back().H], V);
    } else if (!Frames.empty()) {
      unsigned Parent = Frames.back().H;
      Low[Parent] = std::min(Low[Parent], Low[H]);
    }
  }
  return Memo[HeadNo[H0]];
}
