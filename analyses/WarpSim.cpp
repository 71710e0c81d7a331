//===- WarpSim.cpp - reconvergence-stack simulation of one warp -----------===//
#include "analyses/WarpSim.h"
#include <set>

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
  WarpWorld World;
  unsigned Steps = 0;
};
} // namespace

std::vector<WarpWorld> WarpSim::run(const LaneTids &Lanes, uint32_t Exists,
                                    llvm::function_ref<bool(unsigned)> Interesting) {
  std::vector<WarpWorld> Done;
  unsigned N = F.numBlocks();
  if (N == 0)
    return Done;
  const unsigned Exit = N;
  std::vector<State> Work;
  State Init;
  Init.Stack.push_back({0, Exit, Exists});
  Work.push_back(std::move(Init));
  std::set<std::pair<unsigned, std::vector<Entry>>> Seen;
  unsigned Forks = 0;

  // Per-lane guard evaluation: returns {known, mask of lanes where true}.
  auto EvalGuard = [&](const Inst &I, uint32_t Mask) -> std::pair<bool, uint32_t> {
    uint32_t True = 0;
    for (unsigned L = 0; L < 32; ++L) {
      if (!(Mask >> L & 1))
        continue;
      Eval.setThread(Lanes[L]);
      auto G = Eval.guard(I);
      if (!G)
        return {false, 0};
      if (*G)
        True |= 1u << L;
    }
    return {true, True};
  };
  // Whether the lanes that reach the branch ending block \p B all arrive,
  // together, at its immediate post-dominator whichever way each goes: no
  // recorded instruction, no `ret`/`exit` and no `brx.idx` between the two,
  // and every path from the branch meets the post-dominator. A `trap` there
  // aborts the launch, so in every run that completes no lane went that way.
  // Lanes that split at a condition the simulation cannot evaluate (a
  // thread-dependent comparison with a parameter, `tid < n`) then rejoin
  // with nothing observed in between. Loops in the region are assumed to
  // terminate (a lane that never leaves hangs the launch anyway); a loop
  // back to the branch's own block counts that block's instructions too.
  std::vector<int8_t> Rejoins(N, -1);
  auto RejoinsQuietly = [&](unsigned B) -> bool {
    if (Rejoins[B] >= 0)
      return Rejoins[B];
    unsigned R = PDT.idom(B);
    bool Ok = R < N;
    std::vector<bool> Seen(N, false);
    llvm::SmallVector<unsigned, 16> Work;
    if (Ok)
      for (unsigned S : F.Blocks[B].Succs)
        Work.push_back(S);
    while (Ok && !Work.empty()) {
      unsigned X = Work.pop_back_val();
      if (X == R || Seen[X])
        continue;
      if (X >= N || F.Blocks[X].ExitsFunction) {
        Ok = false; // a way out of the function
        break;
      }
      Seen[X] = true;
      const BasicBlock &XB = F.Blocks[X];
      for (unsigned I = XB.Begin; I < XB.End && Ok; ++I) {
        const Inst &In = F.Insts[I];
        if (Interesting(I) || In.Kind == InstKind::Ret || In.Kind == InstKind::Exit ||
            In.Kind == InstKind::BranchIdx)
          Ok = false;
      }
      for (unsigned S : XB.Succs)
        Work.push_back(S);
    }
    Rejoins[B] = Ok;
    return Ok;
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

  while (!Work.empty()) {
    State S = std::move(Work.back());
    Work.pop_back();
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
      for (unsigned I = BB.Begin; I < BB.End; ++I)
        if (Interesting(I)) {
          S.World.Ever[I] |= Mask;
          auto &G = S.World.Groups[I];
          if (G.size() < 8)
            G.push_back(Mask);
        }
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
        if (!Known) {
          if (T.Guard >= 0 && Uni.reg(T.Guard) != Level::Varying && Forks < 256) {
            // Uniform but unknown: both outcomes, as separate worlds.
            State Other = S;
            Other.Stack.back().PC = Fall;
            Top.PC = Target;
            if (Uni.reg(T.Guard) == Level::Uniform) {
              Other.World.FirstOutcome.try_emplace(BB.End - 1, false);
              S.World.FirstOutcome.try_emplace(BB.End - 1, true);
            }
            auto Key = std::make_pair(B, Other.Stack);
            if (Seen.insert(Key).second) {
              ++Forks;
              Work.push_back(std::move(Other));
            }
            if (!Seen.insert(std::make_pair(B + N + 1, S.Stack)).second)
              Finished = true; // this world was already explored
            break;
          }
          if (RejoinUnknown && RejoinsQuietly(B)) {
            // Thread-dependent and unknown, but nothing between the branch
            // and its join tells the lanes apart: they all go on there.
            Top.PC = PDT.idom(B);
            break;
          }
          S.World.Exact = false;
          Finished = true;
          break;
        }
        uint32_t NotTaken = Mask & ~Taken;
        if (NotTaken == 0) {
          Top.PC = Target;
        } else if (Taken == 0) {
          Top.PC = Fall;
        } else {
          unsigned R = PDT.idom(B);
          Top.PC = R;
          S.Stack.push_back({Fall, R, NotTaken});
          S.Stack.push_back({static_cast<unsigned>(Target), R, Taken});
        }
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
    if (!Aborted)
      Done.push_back(std::move(S.World));
  }
  return Done;
}
