//===- MbarrierTrips.cpp - a thread's trips through a loop of mbarrier ops ===//
//
// How often one thread can run an arrive in a loop before a wait of the
// same loop holds it back (checkers/Mbarrier.cpp, "too few arrivals"). A
// loop is the strongly connected region around the arrive, entered at one
// header; the thread's trips through it are followed one by one, with the
// values of the loop's counters (registers written once before the loop
// and once on every trip: `c = c + 1`, `phase ^= 1`) known per trip, so
// branches and parities computed from them are decided: `if (c > 0)
// wait(&empty, (c - 1) & 1)`. A parity wait with parity P returns only once
// the object's current phase has the other parity (PTX ISA 9.7.13.15.16);
// phases only grow, so a thread whose waits alternate the parity needs one
// more completed phase for each wait it passes, and with at most M
// completed phases it passes at most M + 1 of them. A wait on the token of
// an arrive of the same trip needs the phase of that arrive to complete.
//
//===----------------------------------------------------------------------===//
#include "checkers/LoopCounters.h"
#include "checkers/MbarrierUses.h"
#include "llvm/ADT/DenseMap.h"
#include <map>

using namespace ptx;

namespace {

constexpr unsigned MaxTrips = 64;

/// The loop around a block, trip by trip.
struct TripLoop {
  FunctionIR &F;
  const ValueFacts &VF;
  int SkipSelf = -1; ///< a wait's spin block: its edge to itself is no trip
  std::vector<bool> In;
  unsigned H = 0;
  bool Ok = false;
  /// Counters: register -> (init instruction, step instruction).
  struct Counter {
    int Init = -1, Step = -1;
    std::vector<bool> After, BeforeOk; ///< blocks that read it after / before the step
    bool Ok = false;
  };
  std::map<unsigned, Counter> Counters; ///< (references stay valid)
  llvm::DenseMap<std::pair<unsigned, unsigned>, std::optional<int64_t>> CounterVal;

  TripLoop(FunctionIR &F, const ValueFacts &VF, unsigned B, int SkipSelf)
      : F(F), VF(VF), SkipSelf(SkipSelf) {
    unsigned N = F.numBlocks();
    auto Reach = [&](bool Fwd) {
      std::vector<bool> Seen(N, false);
      std::vector<unsigned> Work{B};
      while (!Work.empty()) {
        unsigned X = Work.back();
        Work.pop_back();
        const auto &Next = Fwd ? F.Blocks[X].Succs : F.Blocks[X].Preds;
        for (unsigned Y : Next)
          if (Y < N && !Seen[Y] && !(static_cast<int>(X) == SkipSelf && Y == X)) {
            Seen[Y] = true;
            Work.push_back(Y);
          }
      }
      return Seen;
    };
    auto Fw = Reach(true), Bw = Reach(false);
    In.assign(N, false);
    for (unsigned X = 0; X < N; ++X)
      In[X] = Fw[X] && Bw[X];
    if (!In[B])
      return; // not in a loop
    int Header = -1;
    for (unsigned X = 0; X < N; ++X) {
      if (!In[X])
        continue;
      bool Entry = X == 0;
      for (unsigned P : F.Blocks[X].Preds)
        Entry |= P < N && !In[P];
      if (!Entry)
        continue;
      if (Header >= 0)
        return; // more than one way in
      Header = static_cast<int>(X);
    }
    if (Header < 0)
      return;
    H = static_cast<unsigned>(Header);
    Ok = true;
  }

  bool latch(unsigned X) const {
    for (unsigned S : F.Blocks[X].Succs)
      if (S == H)
        return true;
    return false;
  }

  /// Blocks of one trip reachable from the header (or from \p From's
  /// successors) without entering \p Avoid, on edges \p Keep allows.
  template <typename KeepFn>
  std::vector<bool> reach(unsigned From, bool FromSuccs, int Avoid, KeepFn Keep) const {
    std::vector<bool> Seen(F.numBlocks(), false);
    std::vector<unsigned> Work;
    auto Visit = [&](unsigned Y) {
      if (Y < Seen.size() && In[Y] && Y != H && static_cast<int>(Y) != Avoid && !Seen[Y]) {
        Seen[Y] = true;
        Work.push_back(Y);
      }
    };
    if (FromSuccs) {
      for (unsigned S : F.Blocks[From].Succs)
        if (!(static_cast<int>(From) == SkipSelf && S == From) && Keep(From, S))
          Visit(S);
    } else if (static_cast<int>(From) != Avoid) {
      Seen[From] = true;
      Work.push_back(From);
    }
    while (!Work.empty()) {
      unsigned X = Work.back();
      Work.pop_back();
      for (unsigned S : F.Blocks[X].Succs)
        if (!(static_cast<int>(X) == SkipSelf && S == X) && Keep(X, S))
          Visit(S);
    }
    return Seen;
  }
  static bool all(unsigned, unsigned) { return true; }

  /// Block \p B lies on a cycle of one trip (an inner loop).
  bool innerCycle(unsigned B) const {
    auto R = reach(B, true, -1, all);
    return R[B];
  }

  /// The counter \p R: written once before the loop and once in it, on
  /// every trip, outside inner loops.
  Counter *counter(unsigned R) {
    auto It = Counters.find(R);
    if (It != Counters.end())
      return It->second.Ok ? &It->second : nullptr;
    Counter &C = Counters[R];
    auto Defs = F.defsOf(R);
    if (Defs.size() != 2 || F.Regs[R].IsParam)
      return nullptr;
    for (unsigned D : Defs) {
      if (F.Insts[D].S->Guard)
        return nullptr;
      (In[F.Insts[D].Block] ? C.Step : C.Init) = static_cast<int>(D);
    }
    if (C.Init < 0 || C.Step < 0)
      return nullptr;
    unsigned SB = F.Insts[C.Step].Block;
    if (innerCycle(SB))
      return nullptr;
    // On every trip: no latch is reachable without the step's block.
    auto Skip = reach(H, false, static_cast<int>(SB), all);
    if (SB != H)
      for (unsigned X = 0; X < Skip.size(); ++X)
        if (Skip[X] && latch(X))
          return nullptr;
    C.After = reach(SB, true, -1, all);
    C.BeforeOk = SB == H ? std::vector<bool>(F.numBlocks(), false) : Skip;
    C.Ok = true;
    return &C;
  }

  /// The value counter \p R holds at the start of trip \p J.
  /// (Trip by trip from the first one not known yet, so that the depth of
  /// one evaluation does not grow with the trip number.)
  std::optional<int64_t> counterAt(unsigned R, Counter &C, unsigned J, unsigned) {
    auto It = CounterVal.find(std::make_pair(R, J));
    if (It != CounterVal.end())
      return It->second;
    unsigned First = J;
    while (First > 0 && !CounterVal.count(std::make_pair(R, First - 1)))
      --First;
    std::optional<int64_t> V;
    for (unsigned I = First; I <= J; ++I) {
      auto Key = std::make_pair(R, I);
      CounterVal[Key] = std::nullopt; // (a cycle: unknown)
      if (I == 0)
        V = evalInst(static_cast<unsigned>(C.Init), 0, 0, /*Outside=*/true);
      else
        V = evalInst(static_cast<unsigned>(C.Step), I - 1, 0, false);
      CounterVal[Key] = V;
    }
    return V;
  }

  /// The 32-bit value of operand \p E read by instruction \p At in trip \p J.
  std::optional<int64_t> eval(const Expr *E, unsigned At, unsigned J, unsigned Depth,
                              bool Outside = false) {
    if (!E || Depth > 24)
      return std::nullopt;
    if (E->K == Expr::Paren && E->Sub.size() == 1)
      return eval(E->Sub[0], At, J, Depth + 1, Outside);
    if (auto K = evalConstExpr(E))
      return static_cast<int64_t>(static_cast<int32_t>(*K));
    if (auto K = VF.constant(E))
      return static_cast<int64_t>(static_cast<int32_t>(*K));
    if (E->K != Expr::Symbol)
      return std::nullopt;
    auto R = F.lookupReg(E->Name);
    if (!R)
      return std::nullopt;
    int D = F.uniqueDef(*R);
    if (D >= 0) {
      // Outside the loop only values that do not change from trip to trip.
      if (!In[F.Insts[D].Block])
        return evalInst(static_cast<unsigned>(D), J, Depth + 1, true);
      if (Outside)
        return std::nullopt;
      return evalInst(static_cast<unsigned>(D), J, Depth + 1, false);
    }
    if (Outside)
      return std::nullopt;
    Counter *C = counter(*R);
    if (!C)
      return std::nullopt;
    unsigned AB = F.Insts[At].Block, SB = F.Insts[C->Step].Block;
    bool After;
    if (AB == SB)
      After = At > static_cast<unsigned>(C->Step);
    else if (C->After[AB] && !C->BeforeOk[AB])
      After = true;
    else if (!C->After[AB] && (C->BeforeOk[AB] || AB == H))
      After = false;
    else
      return std::nullopt;
    return counterAt(*R, *C, After ? J + 1 : J, Depth + 1);
  }

  std::optional<int64_t> evalInst(unsigned D, unsigned J, unsigned Depth, bool Outside) {
    const Inst &SI = F.Insts[D];
    const InstrStmt &S = *SI.S;
    llvm::StringRef Op = S.Opcode.Text;
    auto Ops = S.Operands;
    auto Arg = [&](unsigned I) {
      return I < Ops.size() ? eval(Ops[I], D, J, Depth + 1, Outside) : std::nullopt;
    };
    if ((Op == "mov" || Op == "cvt" || Op == "not" || Op == "neg") && Ops.size() == 2) {
      auto A = Arg(1);
      if (!A)
        return std::nullopt;
      if (Op == "not")
        return SI.hasMod(".pred") ? static_cast<int64_t>(*A == 0)
                                  : static_cast<int64_t>(static_cast<int32_t>(~*A));
      if (Op == "neg")
        return static_cast<int64_t>(static_cast<int32_t>(-static_cast<uint32_t>(*A)));
      return A;
    }
    if (Op == "selp" && Ops.size() == 4) {
      auto P = Arg(3);
      if (!P)
        return std::nullopt;
      return Arg(*P ? 1 : 2);
    }
    if (Ops.size() != 3)
      return std::nullopt;
    auto A = Arg(1), B = Arg(2);
    if (!A || !B)
      return std::nullopt;
    uint32_t X = static_cast<uint32_t>(*A), Z = static_cast<uint32_t>(*B);
    bool Signed = SI.hasMod(".s32") || SI.hasMod(".s64") || SI.hasMod(".s16");
    if (Op == "setp" && !S.Mods.empty()) {
      llvm::StringRef C = S.Mods[0].Text;
      int64_t SX = static_cast<int32_t>(X), SZ = static_cast<int32_t>(Z);
      bool L = Signed ? SX < SZ : X < Z, G = Signed ? SX > SZ : X > Z;
      bool R;
      if (C == ".eq")
        R = X == Z;
      else if (C == ".ne")
        R = X != Z;
      else if (C == ".lt" || C == ".lo")
        R = L;
      else if (C == ".le" || C == ".ls")
        R = !G;
      else if (C == ".gt" || C == ".hi")
        R = G;
      else if (C == ".ge" || C == ".hs")
        R = !L;
      else
        return std::nullopt;
      return static_cast<int64_t>(R);
    }
    auto Out = evalIntBinary32(SI, X, Z);
    if (!Out)
      return std::nullopt;
    if (SI.hasMod(".pred"))
      return static_cast<int64_t>(*Out & 1);
    return static_cast<int64_t>(static_cast<int32_t>(*Out));
  }

  /// Whether the edge X -> S can be taken in trip \p J (false only when a
  /// branch the trip's counter values decide goes the other way).
  bool edge(unsigned X, unsigned S, unsigned J) {
    const BasicBlock &BB = F.Blocks[X];
    if (BB.End == BB.Begin)
      return true;
    unsigned T = BB.End - 1;
    const Inst &I = F.Insts[T];
    if (I.Kind != InstKind::Branch || I.Guard < 0 || !I.guardExpr() || I.S->Operands.empty())
      return true;
    auto L = F.resolveLabel(I.Scope, I.S->Operands[0]->Name);
    if (!L || *L >= F.Insts.size())
      return true;
    unsigned Target = F.Insts[*L].Block;
    unsigned Fall = BB.End < F.Insts.size() ? F.Insts[BB.End].Block : ~0u;
    if (Target == Fall)
      return true;
    const Expr *G = I.guardExpr();
    auto V = eval(G, T, J, 0);
    if (!V)
      return true;
    bool Taken = (*V != 0) != I.GuardNeg;
    return Taken ? S == Target : S == Fall;
  }
};

} // namespace

TripBound ptx::tripBound(FunctionIR &F, const ValueFacts &VF, int K, unsigned W,
                         const Expr *Parity, bool Token, int TokenFrom, uint64_t M) {
  TripBound Out;
  unsigned WB = F.Insts[W].Block;
  unsigned Start = K >= 0 ? F.Insts[K].Block : WB;
  TripLoop L(F, VF, Start, static_cast<int>(WB));
  auto NextPhase = [&](uint64_t Q, unsigned J, bool Outside) -> std::optional<uint64_t> {
    if (Token)
      return Q + 1;
    std::optional<int64_t> P;
    if (Outside)
      P = VF.constant(Parity) ? std::optional<int64_t>(*VF.constant(Parity)) : std::nullopt;
    else
      P = L.eval(Parity, W, J, 0);
    if (!P)
      return std::nullopt;
    // The least phase >= Q whose parity differs from P.
    return (Q & 1) != (static_cast<uint64_t>(*P) & 1) ? Q : Q + 1;
  };
  if (!L.Ok) {
    // Not in a loop: at most one run.
    if (K >= 0)
      return Out;
    auto Q = NextPhase(0, 0, true);
    if (Q) {
      Out.Bounded = true;
      Out.Blocks = *Q > M;
    }
    return Out;
  }
  if (!L.In[WB] || L.innerCycle(WB) || (K >= 0 && L.innerCycle(F.Insts[K].Block)))
    return Out;
  // The thread gets past the wait only when it returns true: its block
  // ends in `@!p bra` back to itself on the wait's result p (the spin loop
  // of a test_wait/try_wait). A wait whose result the thread may ignore
  // holds nothing back.
  {
    const BasicBlock &BB = F.Blocks[WB];
    const Inst &T = F.Insts[BB.End - 1];
    const Inst &WI = F.Insts[W];
    auto L2 = T.Kind == InstKind::Branch && T.Guard >= 0 && T.GuardNeg && !T.S->Operands.empty()
                  ? F.resolveLabel(T.Scope, T.S->Operands[0]->Name)
                  : std::nullopt;
    bool Spins = L2 && *L2 < F.Insts.size() && F.Insts[*L2].Block == WB && !WI.Defs.empty() &&
                 static_cast<int>(WI.Defs[0].Reg) == T.Guard && !WI.S->Guard;
    for (unsigned J = W + 1; Spins && J + 1 < BB.End; ++J)
      for (const RegRef &D : F.Insts[J].Defs)
        Spins &= static_cast<int>(D.Reg) != T.Guard;
    if (!Spins)
      return Out;
  }
  if (Token) {
    // The token of an arrive on the object earlier in the same trip.
    if (TokenFrom < 0 || !L.In[F.Insts[TokenFrom].Block] ||
        L.innerCycle(F.Insts[TokenFrom].Block))
      return Out;
    unsigned TB = F.Insts[TokenFrom].Block;
    if (TB == WB ? static_cast<unsigned>(TokenFrom) > W
                 : L.reach(L.H, false, static_cast<int>(TB), TripLoop::all)[WB])
      return Out;
  }
  uint64_t Q = 0, Runs = 0;
  for (unsigned J = 0; J < MaxTrips; ++J) {
    auto Keep = [&](unsigned X, unsigned S) { return L.edge(X, S, J); };
    auto R = L.reach(L.H, false, -1, Keep);
    bool LatchMay = false;
    for (unsigned X = 0; X < R.size(); ++X)
      if (R[X] && L.latch(X))
        for (unsigned S : F.Blocks[X].Succs)
          LatchMay |= S == L.H && L.edge(X, S, J);
    bool KMay = K >= 0 && R[F.Insts[K].Block];
    if (!R[WB]) {
      Runs += KMay;
      if (!LatchMay) {
        Out.Bounded = true;
        Out.Runs = Runs;
        return Out;
      }
      continue;
    }
    auto RNoW = L.reach(L.H, false, static_cast<int>(WB), Keep);
    for (unsigned X = 0; X < RNoW.size(); ++X)
      if (RNoW[X] && L.latch(X))
        for (unsigned S : F.Blocks[X].Succs)
          if (S == L.H && L.edge(X, S, J))
            return Out; // the wait may be skipped in a trip that runs it
    bool KBefore = false;
    if (K >= 0) {
      unsigned KB = F.Insts[K].Block;
      KBefore = KB == WB ? static_cast<unsigned>(K) < W : RNoW[KB];
    }
    auto QN = NextPhase(Q, J, false);
    if (!QN)
      return Out;
    if (*QN > M) {
      Out.Bounded = true;
      Out.Blocks = true;
      Out.Runs = Runs + KBefore;
      Out.BlockTrip = J;
      return Out;
    }
    Q = *QN;
    Runs += KMay;
    if (!LatchMay) {
      Out.Bounded = true;
      Out.Runs = Runs;
      return Out;
    }
  }
  return Out;
}
