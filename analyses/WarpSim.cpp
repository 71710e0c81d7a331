//===- WarpSim.cpp - reconvergence-stack simulation of one warp -----------===//
#include "analyses/WarpSim.h"
#include <map>
#include "llvm/ADT/STLExtras.h"

using namespace ptx;

uint32_t ptx::warpLanes(const LaunchShape &S, unsigned Warp, LaneTids &Out) {
  uint32_t Exists = 0;
  for (unsigned L = 0; L < 32; ++L) {
    uint64_t Linear = Warp * 32ull + L;
    if (S.BlockKind == LaunchShape::Exact) {
      if (Linear >= S.Block.count())
        continue;
      uint64_t X = S.Block.V[0], Y = S.Block.V[1];
      Out[L] = {Linear % X, (Linear / X) % Y, Linear / (X * Y)};
    } else {
      Out[L] = {Linear, 0, 0};
    }
    Exists |= 1u << L;
  }
  return Exists;
}

unsigned ptx::warpsToSimulate(const LaunchShape &S) {
  if (S.BlockKind == LaunchShape::Exact)
    return std::min<uint64_t>(32, (S.Block.count() + 31) / 32);
  return 2;
}

namespace {
struct Entry {
  unsigned PC, RPC;
  uint32_t Mask;
  bool operator<(const Entry &O) const {
    return std::tie(PC, RPC, Mask) < std::tie(O.PC, O.RPC, O.Mask);
  }
};
struct State {
  std::vector<Entry> Stack;
  /// Each lane's values of the registers written more than once, as the
  /// lanes ran their writes (a strided loop's counter, `-G`'s copies).
  LaneState Regs;
  WarpWorld World;
  unsigned Steps = 0;
  /// Past a budget of steps the lanes' register values are no longer
  /// followed (a loop of many trips on a known bound): its conditions are
  /// unknown again, and a uniform one forks and is cut where it repeats.
  bool Stateless = false;
  unsigned Id = 0;
  /// The world that explored the state this one was cut at (see below).
  int ContinuesAs = -1;
  /// CTA-uniform predicates this world has chosen a value for (register,
  /// value): a thread-dependent condition that combines one with the
  /// thread ids (`tid > 127 || !last`) is known per lane once it is.
  llvm::SmallVector<std::pair<unsigned, uint64_t>, 2> Assumed;
};
/// Who first reached a fork state, and what it had recorded then; for the
/// taken side of a fork, also who explores the other side (Alt).
struct SeenBy {
  unsigned Id;
  llvm::DenseMap<unsigned, uint32_t> Ever;
  int Alt = -1;
  llvm::DenseMap<unsigned, uint32_t> AltEver;
};
} // namespace

std::vector<WarpWorld> WarpSim::run(const LaneTids &Lanes, uint32_t Exists,
                                    llvm::function_ref<bool(unsigned)> Interesting,
                                    const llvm::DenseMap<unsigned, unsigned> *Record) {
  std::vector<WarpWorld> Done;
  unsigned N = F.numBlocks();
  if (N == 0)
    return Done;
  const unsigned Exit = N;
  std::vector<State> Work;
  State Init;
  Init.Stack.push_back({0, Exit, Exists});
  Work.push_back(std::move(Init));
  unsigned NextId = 1;
  std::map<std::pair<unsigned, std::vector<Entry>>, SeenBy> Seen;
  // A fork state's key: its block and stack, and the choices its world
  // made (worlds that chose differently are different runs).
  auto KeyOf = [](unsigned B, const State &St) {
    std::vector<Entry> K = St.Stack;
    for (const auto &[R, V] : St.Assumed)
      K.push_back({~0u, R, static_cast<uint32_t>(V)});
    return std::make_pair(B, std::move(K));
  };
  // World id -> index in Done (-1: aborted), and the world each finished
  // world continues as.
  std::vector<int> DoneOf(1, -1);
  std::vector<int> ContinuesAs;
  unsigned Forks = 0;

  // Registers written more than once that a condition the simulation
  // evaluates per lane (not CTA-uniform) depends on: their values are
  // followed per lane as the simulation runs the writes.
  std::vector<bool> Tracked(F.Regs.size(), false);
  {
    std::vector<bool> Needed(F.Regs.size(), false);
    llvm::SmallVector<unsigned, 32> Work;
    auto Need = [&](unsigned R) {
      if (R < Needed.size() && !Needed[R]) {
        Needed[R] = true;
        Work.push_back(R);
      }
    };
    for (const BasicBlock &BB : F.Blocks)
      if (BB.End > BB.Begin) {
        const Inst &T = F.Insts[BB.End - 1];
        if (T.Guard >= 0 && Uni.reg(T.Guard) != Level::Uniform)
          Need(static_cast<unsigned>(T.Guard));
      }
    if (Record)
      for (const auto &[I, R] : *Record)
        Need(R);
    while (!Work.empty()) {
      unsigned R = Work.pop_back_val();
      for (unsigned D : F.defsOf(R))
        for (const RegRef &U : F.Insts[D].Uses)
          Need(U.Reg);
    }
    for (unsigned R = 0; R < F.Regs.size(); ++R)
      Tracked[R] = Needed[R] && F.defsOf(R).size() > 1;
  }
  // Per block, its writes to tracked registers.
  std::vector<llvm::SmallVector<std::pair<unsigned, unsigned>, 2>> Writes(N);
  for (unsigned B = 0; B < N; ++B)
    for (unsigned K = F.Blocks[B].Begin; K < F.Blocks[B].End; ++K)
      for (const RegRef &D : F.Insts[K].Defs)
        if (D.Reg < Tracked.size() && Tracked[D.Reg]) {
          Writes[B].push_back({K, D.Reg});
        }
  // Runs the writes of block \p B to tracked registers for the lanes of
  // \p Mask (a write whose guard or value is unknown makes it unknown).
  auto RunWrites = [&](State &S, unsigned B, uint32_t Mask) {
    // Every write reads the values from before the block (a later write
    // of the block reads an earlier one through its reaching definition,
    // computed from those): the new values are kept aside until the end
    // (`s >>= 1; mask = (1u << s) - 1;` would shift twice otherwise).
    struct Pending {
      unsigned Reg, Lane;
      std::optional<uint64_t> V;
    };
    llvm::SmallVector<Pending, 64> New;
    for (auto [K, Reg] : Writes[B]) {
      const Inst &I = F.Insts[K];
      for (unsigned L = 0; L < 32; ++L) {
        if (!(Mask >> L & 1))
          continue;
        Eval.setThread(Lanes[L]);
        Eval.setLaneState(&S.Regs, L);
        auto G = Eval.guard(I);
        if (G && !*G)
          continue;
        New.push_back({Reg, L, G && I.Defs.size() == 1 ? Eval.defValue(Reg, K) : std::nullopt});
      }
    }
    for (const Pending &P : New) {
      LaneValues &LV = S.Regs[P.Reg];
      if (P.V) {
        LV.V[P.Lane] = *P.V;
        LV.Known |= 1u << P.Lane;
      } else {
        LV.Known &= ~(1u << P.Lane);
      }
    }
    Eval.setLaneState(nullptr, 0);
  };
  // Per-lane guard evaluation: returns {known, mask of lanes where true}.
  // A guard that is not CTA-uniform reads the lanes' loop counters; a
  // CTA-uniform one does not (a uniform loop stays one forked world cut
  // where it repeats, instead of running every trip).
  const LaneState *Current = nullptr;
  auto EvalGuard = [&](const Inst &I, uint32_t Mask) -> std::pair<bool, uint32_t> {
    uint32_t True = 0;
    bool UseState = Current && I.Guard >= 0 && Uni.reg(I.Guard) != Level::Uniform;
    for (unsigned L = 0; L < 32; ++L) {
      if (!(Mask >> L & 1))
        continue;
      Eval.setThread(Lanes[L]);
      Eval.setLaneState(UseState ? Current : nullptr, L);
      auto G = Eval.guard(I);
      if (!G)
        return {false, 0};
      if (*G)
        True |= 1u << L;
    }
    return {true, True};
  };
  auto BlockOfLabel = [&](const Inst &T) -> int {
    if (T.S->Operands.empty() || T.S->Operands[0]->K != Expr::Symbol)
      return -1;
    auto Idx = F.resolveLabel(T.Scope, T.S->Operands[0]->Name);
    if (!Idx)
      return -1;
    if (*Idx >= F.Insts.size())
      return Exit;
    return F.Insts[*Idx].Block;
  };

  // The immediate post-dominator of block \p B when the blocks reachable
  // from B's successors without passing it hold no instruction of interest,
  // no ret/exit/trap, no indirect or unresolved branch and no reconvergence
  // point of an enclosing split; else -1.
  struct QuietRegion {
    int R = -1;
    std::vector<bool> Blocks;
  };
  llvm::DenseMap<unsigned, QuietRegion> Quiet;
  auto QuietRegionOf = [&](unsigned B) -> const QuietRegion & {
    auto [It, New] = Quiet.try_emplace(B);
    if (!New)
      return It->second;
    QuietRegion Q;
    unsigned R = PDT.idom(B);
    bool Ok = R < N;
    std::vector<bool> In(N, false);
    std::vector<unsigned> Todo(F.Blocks[B].Succs.begin(), F.Blocks[B].Succs.end());
    while (Ok && !Todo.empty()) {
      unsigned X = Todo.back();
      Todo.pop_back();
      if (X == R || X >= N || In[X])
        continue;
      In[X] = true;
      const BasicBlock &XB = F.Blocks[X];
      if (XB.ExitsFunction || XB.End <= XB.Begin) {
        Ok = false;
        break;
      }
      for (unsigned I = XB.Begin; I < XB.End && Ok; ++I)
        Ok = !Interesting(I);
      const Inst &T = F.Insts[XB.End - 1];
      if (T.Kind == InstKind::Ret || T.Kind == InstKind::Exit || T.Kind == InstKind::Trap ||
          T.Kind == InstKind::BranchIdx || (T.Kind == InstKind::Branch && BlockOfLabel(T) < 0))
        Ok = false;
      Todo.insert(Todo.end(), XB.Succs.begin(), XB.Succs.end());
    }
    if (Ok) {
      Q.R = static_cast<int>(R);
      Q.Blocks = std::move(In);
    }
    return Quiet[B] = std::move(Q);
  };
  auto QuietUntil = [&](unsigned B, const std::vector<Entry> &Stack) -> int {
    const QuietRegion &Q = QuietRegionOf(B);
    if (Q.R < 0)
      return -1;
    for (const Entry &E : Stack)
      if (E.RPC < N && Q.Blocks[E.RPC])
        return -1;
    return Q.R;
  };

  // The lanes of \p Mask at the branch ending block \p B go to \p Target
  // where \p Taken, else to \p Fall (a split reconverges at B's immediate
  // post-dominator).
  auto SplitBranch = [&](State &St, unsigned B, unsigned Target, unsigned Fall, uint32_t Mask,
                         uint32_t Taken) {
    Entry &Top = St.Stack.back();
    uint32_t NotTaken = Mask & ~Taken;
    if (NotTaken == 0) {
      Top.PC = Target;
    } else if (Taken == 0) {
      Top.PC = Fall;
    } else {
      unsigned R = PDT.idom(B);
      Top.PC = R;
      St.Stack.push_back({Fall, R, NotTaken});
      St.Stack.push_back({Target, R, Taken});
    }
  };
  // A predicate register the thread-dependent guard of branch \p T reads
  // through predicate logic (and, or, xor, not, mov, selp-free), CTA-uniform,
  // written once by an unguarded setp outside any cycle (one value for the
  // whole run) and unknown, such that either value of it makes the guard
  // known in every lane of \p Mask; -1 if none.
  auto UniformFactor = [&](const State &St, const Inst &T, uint32_t Mask) -> int {
    llvm::SmallVector<unsigned, 8> Todo{static_cast<unsigned>(T.Guard)};
    llvm::SmallVector<unsigned, 8> Seen2;
    while (!Todo.empty() && Seen2.size() < 16) {
      unsigned R = Todo.pop_back_val();
      if (llvm::is_contained(Seen2, R))
        continue;
      Seen2.push_back(R);
      int D = F.uniqueDef(R);
      if (D < 0)
        continue;
      const Inst &I = F.Insts[D];
      if (I.S->Guard)
        continue;
      llvm::StringRef Op = I.opcode();
      if (Op == "setp" && Uni.reg(R) == Level::Uniform && !F.inCycle(I.Block) &&
          !llvm::any_of(St.Assumed, [&](const auto &P) { return P.first == R; })) {
        // Unknown in the first lane, and either value decides every lane.
        unsigned L0 = static_cast<unsigned>(llvm::countTrailingZeros(Mask));
        Eval.setThread(Lanes[L0]);
        if (Eval.reg(R))
          continue;
        bool Ok = true;
        for (uint64_t V = 0; V < 2 && Ok; ++V) {
          llvm::ArrayRef<std::pair<unsigned, uint64_t>> Saved = St.Assumed;
          llvm::SmallVector<std::pair<unsigned, uint64_t>, 4> Try(Saved.begin(), Saved.end());
          Try.push_back({R, V});
          Eval.setAssumed(Try);
          for (unsigned L = 0; L < 32 && Ok; ++L)
            if (Mask >> L & 1) {
              Eval.setThread(Lanes[L]);
              Eval.setLaneState(Current, L);
              Ok = Eval.guard(T).has_value();
            }
          Eval.setAssumed(Saved);
        }
        Eval.setLaneState(nullptr, 0);
        if (Ok)
          return static_cast<int>(R);
        continue;
      }
      if (Op == "and" || Op == "or" || Op == "xor" || Op == "not" || Op == "mov")
        if (I.hasMod(".pred"))
          for (const RegRef &U : I.Uses)
            Todo.push_back(U.Reg);
    }
    return -1;
  };

  // True when a lane entering block \p B does nothing but leave the kernel:
  // unguarded `bra`s (followed), then `exit`, or `ret` of a kernel.
  std::vector<int8_t> Leaves(N, -1);
  auto LeavesAtOnce = [&](unsigned B) {
    if (Leaves[B] >= 0)
      return Leaves[B] == 1;
    bool Out = false;
    unsigned X = B;
    for (unsigned Steps = 0; Steps <= N && X < N; ++Steps) {
      const BasicBlock &XB = F.Blocks[X];
      int Verdict = -1;
      for (unsigned K = XB.Begin; K < XB.End && Verdict < 0; ++K) {
        const Inst &I = F.Insts[K];
        if (I.isGuarded())
          Verdict = 0;
        else if (I.Kind == InstKind::Exit || (I.Kind == InstKind::Ret && F.F.IsEntry))
          Verdict = 1;
        else if (I.Kind != InstKind::Branch)
          Verdict = 0;
      }
      if (Verdict >= 0) {
        Out = Verdict == 1;
        break;
      }
      if (XB.Succs.size() != 1)
        break;
      X = XB.Succs[0];
    }
    Leaves[B] = Out ? 1 : 0;
    return Out;
  };

  while (!Work.empty()) {
    State S = std::move(Work.back());
    Work.pop_back();
    Eval.setAssumed(S.Assumed);
    bool Finished = false;
    // A lane ran a trap: the launch aborts, so this world is no run that
    // completes and shows nothing about barriers or collectives.
    bool Aborted = false;
    while (!Finished) {
      if (S.Stack.empty()) {
        Finished = true;
        break;
      }
      if (++S.Steps > 20000) {
        S.World.Exact = false;
        break;
      }
      Entry &Top = S.Stack.back();
      if (Top.Mask == 0 || Top.PC == Top.RPC || Top.PC == Exit) {
        S.Stack.pop_back();
        continue;
      }
      unsigned B = Top.PC;
      uint32_t Mask = Top.Mask;
      const BasicBlock &BB = F.Blocks[B];
      // The lanes that have not left: each entry's lanes not in an entry
      // above it wait (or are due) at its block; those whose block only
      // leaves the kernel count as gone (a collective does not wait for
      // lanes that exit, and nothing orders their exit after this run).
      uint32_t Alive = 0;
      {
        uint32_t Above = 0;
        for (unsigned E = S.Stack.size(); E-- > 0;) {
          const Entry &En = S.Stack[E];
          uint32_t Waiting = En.Mask & ~Above;
          if (E + 1 == S.Stack.size() || En.PC >= N || !LeavesAtOnce(En.PC))
            Alive |= Waiting;
          Above |= En.Mask;
        }
      }
      for (unsigned I = BB.Begin; I < BB.End; ++I)
        if (Interesting(I)) {
          S.World.Ever[I] |= Mask;
          auto &C = S.World.Count[I];
          auto &LA = S.World.LastAlive[I];
          for (unsigned L = 0; L < 32; ++L)
            if (Mask >> L & 1) {
              if (C[L] != UINT16_MAX)
                ++C[L];
              LA[L] = Alive;
            }
          auto &G = S.World.Groups[I];
          if (G.size() < 8)
            G.push_back(Mask);
          if (Record)
            if (auto RIt = Record->find(I); RIt != Record->end()) {
              auto &VR = S.World.Values[I];
              if (VR.size() >= 64) {
                S.World.ValuesCut = true;
                continue;
              }
              // The state holds the values before the block's writes: a
              // tracked register written in it before I is not read.
              bool Stale = S.Stateless;
              for (auto [K, Reg] : Writes[B])
                Stale |= K < I;
              std::optional<uint64_t> V;
              bool First = true;
              for (unsigned L = 0; L < 32 && !Stale; ++L)
                if (Mask >> L & 1) {
                  Eval.setThread(Lanes[L]);
                  Eval.setLaneState(&S.Regs, L);
                  auto X = Eval.reg(RIt->second);
                  if (!X || (!First && *X != *V)) {
                    V.reset();
                    break;
                  }
                  V = X;
                  First = false;
                }
              Eval.setLaneState(nullptr, 0);
              VR.push_back({Mask, Alive, Stale ? std::nullopt : V});
            }
        }
      if (!S.Stateless && S.Steps > 2048) {
        S.Stateless = true;
        S.Regs.clear();
      }
      if (!S.Stateless && !Writes[B].empty())
        RunWrites(S, B, Mask);
      Current = &S.Regs;
      const Inst &T = F.Insts[BB.End - 1];
      unsigned Fall = BB.End < F.Insts.size() ? F.Insts[BB.End].Block : Exit;
      auto RemoveLanes = [&](uint32_t Gone) {
        for (Entry &E : S.Stack)
          E.Mask &= ~Gone;
      };
      switch (T.Kind) {
      case InstKind::Branch: {
        int Target = BlockOfLabel(T);
        if (Target < 0) {
          S.World.Exact = false;
          Finished = true;
          break;
        }
        if (!T.isGuarded()) {
          Top.PC = Target;
          break;
        }
        auto [Known, Taken] = EvalGuard(T, Mask);
        if (!Known && !S.Stateless && T.Guard >= 0 && Uni.reg(T.Guard) == Level::Uniform) {
          // A CTA-uniform condition on a counter the lanes' values follow
          // because a thread-dependent condition reads it too (`for (ph =
          // 0; ph < 32; ++ph) if ((lane ^ ph) & 1) ...`, the loop nvcc -G
          // keeps rolled): the trip the world is in decides it, when every
          // lane agrees. Other uniform loops still fork and are cut where
          // they repeat; past the step budget the values are dropped.
          uint32_t Saved = 0;
          bool Ok = true;
          for (unsigned L = 0; L < 32 && Ok; ++L) {
            if (!(Mask >> L & 1))
              continue;
            Eval.setThread(Lanes[L]);
            Eval.setLaneState(Current, L);
            auto G = Eval.guard(T);
            Ok = G.has_value();
            if (Ok && *G)
              Saved |= 1u << L;
          }
          Eval.setLaneState(nullptr, 0);
          if (Ok && (Saved == 0 || Saved == Mask)) {
            Known = true;
            Taken = Saved;
          }
        }
        if (!Known) {
          // Not CTA-uniform and unknown (a loop counter stepped by a
          // thread-dependent stride, a condition on %globaltimer in a
          // wait's backoff): when every path from the branch reaches its
          // immediate post-dominator without an instruction of interest
          // and without a lane leaving, whichever way each lane goes, all
          // of them arrive there together and nothing recorded differs.
          // (Forking a warp-uniform loop's latch instead would leave a
          // world cut where it repeats, short of what follows the loop.)
          if (int R = PassQuiet && T.Guard >= 0 && Uni.reg(T.Guard) != Level::Uniform
                          ? QuietUntil(B, S.Stack)
                          : -1;
              R >= 0) {
            // The lanes' writes in the region passed are not run: what
            // they write there becomes unknown.
            const std::vector<bool> &Region = QuietRegionOf(B).Blocks;
            for (unsigned X = 0; X < Region.size(); ++X)
              if (Region[X])
                for (unsigned K = F.Blocks[X].Begin; K < F.Blocks[X].End; ++K)
                  for (const RegRef &D : F.Insts[K].Defs)
                    if (D.Reg < Tracked.size() && Tracked[D.Reg])
                      S.Regs[D.Reg].Known &= ~Mask;
            Top.PC = static_cast<unsigned>(R);
            break;
          }
          // Not CTA-uniform (thread-dependent, or the same in a warp
          // only), but known per lane once a CTA-uniform predicate it
          // combines with the thread ids is (`or.pred p, tid > 127, last
          // == 0`, nvcc's merge of `if (!last) return;` and `if (tid <
          // 128)`): both values of that predicate, as separate worlds that
          // record their choice (every warp of one launch makes the same
          // one), rather than both outcomes of the branch in each warp
          // with nothing tying the warps' outcomes together.
          int U = T.Guard >= 0 && Uni.reg(T.Guard) != Level::Uniform && Forks < 256
                      ? UniformFactor(S, T, Mask)
                      : -1;
          std::optional<bool> Decided;
          if (U >= 0)
            // A branch on the predicate itself that this world forked on
            // before (an `if (!last) return;` of its own) decided it.
            for (const auto &[Br, Tk] : S.World.FirstOutcome)
              if (Br < F.Insts.size() && F.Insts[Br].Kind == InstKind::Branch &&
                  F.Insts[Br].Guard == U)
                Decided = Tk != F.Insts[Br].GuardNeg;
          if (U >= 0 && Decided) {
            unsigned Def = static_cast<unsigned>(F.uniqueDef(static_cast<unsigned>(U)));
            S.Assumed.push_back({static_cast<unsigned>(U), *Decided ? 1u : 0u});
            S.World.FirstOutcome.try_emplace(Def, *Decided);
            Eval.setAssumed(S.Assumed);
            auto [KnownD, TakenD] = EvalGuard(T, Mask);
            if (KnownD) {
              SplitBranch(S, B, Target, Fall, Mask, TakenD);
              break;
            }
            S.Assumed.pop_back();
            Eval.setAssumed(S.Assumed);
          } else if (U >= 0) {
            ++Forks;
            State Other = S;
            Other.Id = NextId++;
            DoneOf.push_back(-1);
            Other.Assumed.push_back({static_cast<unsigned>(U), 0});
            S.Assumed.push_back({static_cast<unsigned>(U), 1});
            unsigned Def = static_cast<unsigned>(F.uniqueDef(static_cast<unsigned>(U)));
            Other.World.FirstOutcome.try_emplace(Def, false);
            S.World.FirstOutcome.try_emplace(Def, true);
            Eval.setAssumed(Other.Assumed);
            Current = &Other.Regs;
            auto [KnownO, TakenO] = EvalGuard(T, Mask);
            Eval.setAssumed(S.Assumed);
            Current = &S.Regs;
            auto [KnownS, TakenS] = EvalGuard(T, Mask);
            if (KnownO && KnownS) {
              SplitBranch(Other, B, Target, Fall, Mask, TakenO);
              Work.push_back(std::move(Other));
              SplitBranch(S, B, Target, Fall, Mask, TakenS);
              break;
            }
            S.Assumed.pop_back();
            Eval.setAssumed(S.Assumed);
          }
          // Uniform (or the same in a warp) but unknown, with a quiet
          // region up to its post-dominator that writes no register the
          // lanes' values are followed in (a loop over a local array
          // inside a turn of an outer loop the simulation follows trip by
          // trip, `for (i = 0; i < 8; ++i) stage[...] = acc[i];`): the
          // lanes arrive there together whichever way they go, and nothing
          // recorded or followed differs, so the world goes on past it
          // instead of forking (a fork would be cut where the loop
          // repeats).
          if (int R = PassQuiet && T.Guard >= 0 && Uni.reg(T.Guard) != Level::Varying
                          ? QuietUntil(B, S.Stack)
                          : -1;
              R >= 0) {
            const std::vector<bool> &Region = QuietRegionOf(B).Blocks;
            bool WritesTracked = false;
            for (unsigned X = 0; X < Region.size() && !WritesTracked; ++X)
              if (Region[X])
                WritesTracked = !Writes[X].empty();
            if (!WritesTracked) {
              Top.PC = static_cast<unsigned>(R);
              break;
            }
          }
          if (T.Guard >= 0 && Uni.reg(T.Guard) != Level::Varying && Forks < 256) {
            // Uniform but unknown: both outcomes, as separate worlds. The
            // lanes' register values are dropped there: a fork is where a
            // world is cut when it comes back (a loop on a parameter), and
            // what it continues as is told by the branch and stack alone.
            S.Regs.clear();
            State Other = S;
            Other.Stack.back().PC = Fall;
            Top.PC = Target;
            if (Uni.reg(T.Guard) == Level::Uniform) {
              Other.World.FirstOutcome.try_emplace(BB.End - 1, false);
              S.World.FirstOutcome.try_emplace(BB.End - 1, true);
            }
            auto Key = KeyOf(B, Other);
            Other.Id = NextId++;
            DoneOf.push_back(-1);
            // (AltEver spelled out: clang rejects the omitted initializer
            // of a DenseMap, whose default constructor is explicit.)
            auto [OIt, ONew] = Seen.try_emplace(
                Key, SeenBy{Other.Id, Other.World.Ever, -1, llvm::DenseMap<unsigned, uint32_t>()});
            SeenBy Mine{S.Id, S.World.Ever, static_cast<int>(OIt->second.Id),
                        OIt->second.Ever};
            if (ONew) {
              ++Forks;
              Work.push_back(std::move(Other));
            }
            auto [It, New] = Seen.try_emplace(KeyOf(B + N + 1, S), std::move(Mine));
            if (!New) {
              // This state was already explored (a spin loop's wait failing
              // once more comes back to it): what follows is what the world
              // that explored it recorded after it, or, when this world
              // explored it itself (it went round the loop), what the world
              // exploring the other side of that fork records: a run that
              // completes leaves the loop that way. When everything that
              // world had recorded by then is recorded here too, this world
              // continues as that one (its lanes, added at the end), rather
              // than ending short of what follows.
              Finished = true;
              bool Self = It->second.Id == S.Id;
              int As = Self ? It->second.Alt : static_cast<int>(It->second.Id);
              const auto &Then = Self ? It->second.AltEver : It->second.Ever;
              bool Covered = As >= 0 && static_cast<unsigned>(As) != S.Id;
              for (const auto &[I, L] : Then) {
                auto Here = S.World.Ever.find(I);
                if (!Covered || Here == S.World.Ever.end() || (L & ~Here->second)) {
                  Covered = false;
                  break;
                }
              }
              if (Covered)
                S.ContinuesAs = As;
            }
            break;
          }
          S.World.Exact = false;
          Finished = true;
          break;
        }
        SplitBranch(S, B, static_cast<unsigned>(Target), Fall, Mask, Taken);
        break;
      }
      case InstKind::Ret:
      case InstKind::Exit:
      case InstKind::Trap: {
        if (!T.isGuarded()) {
          if (T.Kind == InstKind::Trap && Mask) {
            Aborted = Finished = true;
            break;
          }
          RemoveLanes(Mask);
          break;
        }
        auto [Known, Leaving] = EvalGuard(T, Mask);
        if (!Known) {
          S.World.Exact = false;
          Finished = true;
          break;
        }
        if (T.Kind == InstKind::Trap && Leaving) {
          Aborted = Finished = true;
          break;
        }
        RemoveLanes(Leaving);
        S.Stack.back().PC = Fall;
        break;
      }
      case InstKind::BranchIdx:
        S.World.Exact = false;
        Finished = true;
        break;
      default:
        Top.PC = Fall;
        break;
      }
    }
    if (!Aborted) {
      // Where lanes stood when the world stopped short of their exit.
      for (const Entry &E : S.Stack)
        if (E.Mask && E.PC < N)
          S.World.Cuts.push_back(E.PC);
      DoneOf[S.Id] = static_cast<int>(Done.size());
      ContinuesAs.push_back(S.ContinuesAs);
      Done.push_back(std::move(S.World));
    }
  }
  Eval.setLaneState(nullptr, 0);
  Eval.setAssumed({});
  // A world cut at an explored state gets the lanes of the world it
  // continues as (to a fixed point: that one may continue as another, or
  // as this one); one that continues into a trap is no completing run.
  std::vector<bool> Drop(Done.size(), false);
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (unsigned W = 0; W < Done.size(); ++W) {
      if (ContinuesAs[W] < 0 || Drop[W])
        continue;
      int O = DoneOf[ContinuesAs[W]];
      if (O < 0 || Drop[O]) {
        Drop[W] = Changed = true;
        continue;
      }
      if (static_cast<unsigned>(O) == W)
        continue;
      const WarpWorld &From = Done[O];
      WarpWorld &To = Done[W];
      for (const auto &[I, L] : From.Ever) {
        uint32_t &Into = To.Ever[I];
        if (L & ~Into) {
          Into |= L;
          Changed = true;
          auto &G = To.Groups[I];
          auto FromG = From.Groups.find(I);
          if (FromG != From.Groups.end())
            for (uint32_t M : FromG->second)
              if (G.size() < 8 && !llvm::is_contained(G, M))
                G.push_back(M);
        }
      }
      if (To.Exact && !From.Exact)
        To.Exact = false, Changed = true;
    }
  }
  if (llvm::is_contained(Drop, true)) {
    std::vector<WarpWorld> Kept;
    for (unsigned W = 0; W < Done.size(); ++W)
      if (!Drop[W])
        Kept.push_back(std::move(Done[W]));
    Done = std::move(Kept);
  }
  return Done;
}
