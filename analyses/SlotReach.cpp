//===- SlotReach.cpp - must-reach writes per slot, solved sparsely --------===//
#include "analyses/SlotReach.h"
#include "analyses/Dataflow.h"
#include <algorithm>
#include <cassert>

using namespace ptx;

SlotReach::SlotReach(const FunctionIR &Fn, unsigned NumSlots, const std::vector<bool> *Acts,
                     StepFn Step, SlotReach *Prev, const std::vector<unsigned> *Candidates,
                     const std::vector<unsigned> *From, const std::vector<unsigned> *PrevSlot)
    : F(Fn), N(NumSlots) {
  unsigned NB = F.numBlocks();
  if (Prev && &Prev->F != &F)
    Prev = nullptr;
  if (Prev) {
    // The chains and the walk's scratch depend on the CFG alone (Seen's
    // marks stay valid with Query carried on).
    Head = std::move(Prev->Head);
    HeadNo = std::move(Prev->HeadNo);
    Tail = std::move(Prev->Tail);
    NumHeads = Prev->NumHeads;
    Seen = std::move(Prev->Seen);
    Index = std::move(Prev->Index);
    Low = std::move(Prev->Low);
    Acc = std::move(Prev->Acc);
    Stack = std::move(Prev->Stack);
    Frames = std::move(Prev->Frames);
    Query = Prev->Query;
  } else {
    // Chains as solveForward forms them: a block inChain follows its one
    // predecessor, which comes right before it in F.RPO.
    Head.assign(NB, ~0u);
    HeadNo.assign(NB, ~0u);
    for (unsigned B : F.RPO) {
      if (inChain(F, B)) {
        Head[B] = Head[F.Blocks[B].Preds[0]];
      } else {
        Head[B] = B;
        HeadNo[B] = NumHeads++;
      }
    }
    Tail.assign(NB, ~0u);
    for (unsigned B : F.RPO)
      Tail[Head[B]] = B; // a chain's blocks are consecutive in F.RPO
    Seen.assign(NB, 0);
    Index.assign(NB, 0);
    Low.assign(NB, 0);
    Acc.assign(NB, -2);
  }
  Sums.resize(NB);
  SlotWrites W(N);
  for (unsigned B : F.RPO) {
    if (Head[B] != B)
      continue;
    W.reset();
    for (unsigned C = B;;) {
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
      } else {
        for (unsigned K = Begin; K < End; ++K)
          if (!Acts || (*Acts)[K])
            Step(K, W);
      }
      if (C == Tail[B])
        break;
      C = F.Blocks[C].Succs[0]; // inChain: the chain goes on to the one successor
    }
    ChainSum &S = Sums[B];
    S.KillsAll = W.killed();
    S.Out.reserve(W.touched().size());
    for (unsigned Slot : W.touched())
      S.Out.emplace_back(Slot, *W.own(Slot));
    std::sort(S.Out.begin(), S.Out.end());
  }
  if (Prev)
    reuse(*Prev, PrevSlot);
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

bool SlotReach::consulted(unsigned H, unsigned Slot) const {
  const std::vector<int> &Memo = MemoOf[Slot];
  if (Memo.empty())
    return false;
  for (unsigned T : F.Blocks[Tail[H]].Succs)
    if (HeadNo[T] != ~0u && Memo[HeadNo[T]] != Unknown)
      return true;
  return false;
}

void SlotReach::reuse(SlotReach &Prev, const std::vector<unsigned> *PrevSlot) {
  // An answer (Tarjan's walk in entry) reads the CFG and, for its slot
  // only, chainOut of the chains that end in a predecessor of a head it
  // pushes, and every pushed head gets an answer. So where every chain
  // whose last block enters a head with a kept answer leaves the slot as
  // it did in Prev, Prev's answers for it stand.
  if (!PrevSlot && Prev.N != N)
    return;
  auto OldOf = [&](unsigned S) { return PrevSlot ? (*PrevSlot)[S] : S; };
  std::vector<unsigned> NewOf(Prev.N, ~0u);
  MemoOf.assign(N, {});
  bool Any = false;
  for (unsigned S = 0; S < N; ++S)
    if (unsigned O = OldOf(S); O < Prev.N) {
      NewOf[O] = S;
      if (O < Prev.MemoOf.size() && !Prev.MemoOf[O].empty()) {
        MemoOf[S] = std::move(Prev.MemoOf[O]);
        Any = true;
      }
    }
  if (!Any)
    return;
  std::vector<bool> Dirty(N, false);
  std::vector<std::pair<unsigned, int>> Old;
  // The heads entered from chains whose kill of every slot came or went:
  // what those chains leave may differ in every slot they do not write.
  std::vector<unsigned> AllChanged;
  for (unsigned H : F.RPO) {
    if (Head[H] != H)
      continue;
    const ChainSum &A = Sums[H], &B = Prev.Sums[H];
    if (A.KillsAll != B.KillsAll) {
      for (unsigned T : F.Blocks[Tail[H]].Succs)
        if (HeadNo[T] != ~0u)
          AllChanged.push_back(HeadNo[T]);
      continue;
    }
    // Prev's summary in this numbering (a slot Prev had but this solve has
    // not has no answers to keep), sorted by slot as A's is (PrevSlot
    // increases where it is defined).
    const std::vector<std::pair<unsigned, int>> *Bs = &B.Out;
    if (PrevSlot) {
      Old.clear();
      for (auto [O, V] : B.Out)
        if (NewOf[O] != ~0u)
          Old.emplace_back(NewOf[O], V);
      assert(std::is_sorted(Old.begin(), Old.end()));
      Bs = &Old;
    }
    // A slot written by one and not the other, or to another value,
    // changed.
    auto Changed = [&](unsigned S) {
      if (!Dirty[S] && consulted(H, S))
        Dirty[S] = true;
    };
    auto I = A.Out.begin(), J = Bs->begin();
    while (I != A.Out.end() || J != Bs->end()) {
      if (J == Bs->end() || (I != A.Out.end() && I->first < J->first)) {
        Changed(I->first);
        ++I;
      } else if (I == A.Out.end() || J->first < I->first) {
        Changed(J->first);
        ++J;
      } else {
        if (I->second != J->second)
          Changed(I->first);
        ++I;
        ++J;
      }
    }
  }
  if (!AllChanged.empty()) {
    std::sort(AllChanged.begin(), AllChanged.end());
    AllChanged.erase(std::unique(AllChanged.begin(), AllChanged.end()), AllChanged.end());
    for (unsigned S = 0; S < N; ++S) {
      const std::vector<int> &Memo = MemoOf[S];
      if (Dirty[S] || Memo.empty())
        continue;
      for (unsigned T : AllChanged)
        if (Memo[T] != Unknown) {
          Dirty[S] = true;
          break;
        }
    }
  }
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
