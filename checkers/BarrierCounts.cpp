//===- BarrierCounts.cpp - barrier-misuse: arrivals counted per id ----------===//
//
// The barrier-misuse rules that look at every instruction using one named
// barrier id together (PTX ISA 9.7.13.1: a barrier with a thread count
// completes when that many threads have arrived on its id, from any
// bar.sync, barrier.sync, bar.red or bar.arrive):
//  - a thread count larger than the number of threads of the block that can
//    ever arrive on that id (every instruction that may use it, ids
//    evaluated per thread on the simulated warps of an exact launch shape):
//    the barrier never completes;
//  - disjoint groups of threads that arrive on one constant id once per
//    round through different instructions (a bar.arrive and a bar.sync),
//    with nothing ordering them, more of them than the count: a phase
//    completes with a mix of the groups;
//  - a bar.arrive and a bar.sync whose ids are computed (`3 + (k & 1)`) and
//    can take a common value, with different thread counts.
//
//===----------------------------------------------------------------------===//
#include "checkers/CheckerContext.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallSet.h"
#include <map>
#include <set>

using namespace ptx;

namespace {

void barrierOperands(const Inst &I, const Expr *&Id, const Expr *&Count) {
  Id = Count = nullptr;
  auto Ops = I.S->Operands;
  if (I.hasMod(".red")) {
    if (Ops.size() >= 3)
      Id = Ops[1];
    if (Ops.size() >= 4)
      Count = Ops[2];
    return;
  }
  if (!Ops.empty())
    Id = Ops[0];
  if (Ops.size() >= 2)
    Count = Ops[1];
}

const Function *calleeOf(const AnalysisContext &Ctx, const Inst &I) {
  for (const Expr *E : I.S->Operands)
    if (E->K == Expr::Symbol) {
      auto It = Ctx.Functions.find(E->Name);
      return It == Ctx.Functions.end() ? nullptr : It->second;
    }
  return nullptr;
}

/// Calling \p Fn may arrive on or wait at a named barrier (or it cannot be
/// seen into).
bool mayUseBarrier(const AnalysisContext &Ctx, const Function *Fn, unsigned Depth) {
  if (!Fn || !Fn->Body || Depth > 3)
    return true;
  FunctionIR &IR = Ctx.calleeIR(*Fn);
  for (const Inst &I : IR.Insts)
    if (I.Kind == InstKind::CtaBarrier || I.Kind == InstKind::CtaArrive ||
        (I.Kind == InstKind::Call && mayUseBarrier(Ctx, calleeOf(Ctx, I), Depth + 1)))
      return true;
  return false;
}

using ValueSet = std::set<uint64_t>;

/// The values a barrier-id operand can take, when a few (at most 16) are
/// found by following its definitions: constants, copies, sums, `x & m`
/// with a small mask m (every subset of m's bits when x is unknown, a loop
/// counter's parity), `x % c`, selp. nullopt when unknown.
std::optional<ValueSet> idValues(FunctionAnalyses &FA, const Expr *E, unsigned Depth,
                                 llvm::SmallSet<unsigned, 8> &Open) {
  if (!E || Depth > 12)
    return std::nullopt;
  if (auto K = FA.Values.constant(E))
    return ValueSet{*K & 0xffffffffu};
  if (E->K == Expr::Paren && E->Sub.size() == 1)
    return idValues(FA, E->Sub[0], Depth + 1, Open);
  if (E->K != Expr::Symbol)
    return std::nullopt;
  FunctionIR &F = FA.IR;
  auto R = F.lookupReg(E->Name);
  if (!R || F.Regs[*R].IsParam || F.defsOf(*R).empty() || Open.count(*R))
    return std::nullopt;
  Open.insert(*R);
  auto Done = [&](std::optional<ValueSet> V) {
    Open.erase(*R);
    if (V && (V->empty() || V->size() > 16))
      return std::optional<ValueSet>();
    return V;
  };
  ValueSet Out;
  for (unsigned D : F.defsOf(*R)) {
    const Inst &I = F.Insts[D];
    auto Ops = I.S->Operands;
    llvm::StringRef Op = I.opcode();
    auto Sub = [&](unsigned K) { return idValues(FA, Ops[K], Depth + 1, Open); };
    std::optional<ValueSet> V;
    if ((Op == "mov" || Op == "cvt") && Ops.size() == 2) {
      V = Sub(1);
    } else if ((Op == "add" || Op == "sub" || Op == "mul" || Op == "shl" || Op == "or" ||
                Op == "xor") &&
               Ops.size() == 3 && !I.hasMod(".sat") && !I.hasMod(".hi") && !I.hasMod(".wide")) {
      auto A = Sub(1), B = Sub(2);
      if (A && B && A->size() * B->size() <= 64) {
        V.emplace();
        for (uint64_t X : *A)
          for (uint64_t Y : *B) {
            uint64_t Z = Op == "add"   ? X + Y
                         : Op == "sub" ? X - Y
                         : Op == "mul" ? X * Y
                         : Op == "shl" ? (Y < 32 ? X << Y : 0)
                         : Op == "or"  ? (X | Y)
                                       : (X ^ Y);
            V->insert(Z & 0xffffffffu);
          }
      }
    } else if (Op == "and" && Ops.size() == 3) {
      for (unsigned A = 1; A <= 2 && !V; ++A) {
        auto M = FA.Values.constant(Ops[A]);
        if (!M)
          continue;
        uint64_t Mask = *M & 0xffffffffu;
        if (auto X = Sub(3 - A)) {
          V.emplace();
          for (uint64_t Y : *X)
            V->insert(Y & Mask);
        } else if (Mask < 16) {
          V.emplace();
          for (uint64_t S = Mask;; S = (S - 1) & Mask) {
            V->insert(S);
            if (S == 0)
              break;
          }
        }
      }
    } else if (Op == "rem" && I.hasMod(".u32") && Ops.size() == 3) {
      auto C = FA.Values.constant(Ops[2]);
      if (C && *C > 0 && *C <= 16) {
        if (auto X = Sub(1)) {
          V.emplace();
          for (uint64_t Y : *X)
            V->insert(Y % *C);
        } else {
          V.emplace();
          for (uint64_t Y = 0; Y < *C; ++Y)
            V->insert(Y);
        }
      }
    } else if (Op == "selp" && Ops.size() == 4) {
      auto A = Sub(1), B = Sub(2);
      if (A && B) {
        V = *A;
        V->insert(B->begin(), B->end());
      }
    }
    if (!V)
      return Done(std::nullopt);
    Out.insert(V->begin(), V->end());
    if (Out.size() > 16)
      return Done(std::nullopt);
  }
  return Done(Out);
}

std::string listValues(const ValueSet &S) {
  std::string Out = "{";
  for (uint64_t V : S)
    Out += (Out.size() > 1 ? ", " : "") + std::to_string(V);
  return Out + "}";
}

} // namespace

void ptx::checkBarrierCounts(FunctionAnalyses &FA, DiagnosticEngine &Diags) {
  FunctionIR &F = FA.IR;
  struct Use {
    unsigned K;
    const Expr *IdE, *CountE;
    std::optional<uint64_t> Id, Count;
  };
  std::vector<Use> Uses;
  bool Calls = false;
  for (unsigned K = 0; K < F.Insts.size(); ++K) {
    const Inst &I = F.Insts[K];
    if (!F.Blocks[I.Block].Reachable)
      continue;
    if (I.Kind == InstKind::Call && mayUseBarrier(FA.Ctx, calleeOf(FA.Ctx, I), 0))
      Calls = true;
    if (I.Kind != InstKind::CtaBarrier && I.Kind != InstKind::CtaArrive)
      continue;
    Use U{K, nullptr, nullptr, std::nullopt, std::nullopt};
    barrierOperands(I, U.IdE, U.CountE);
    if (!U.IdE)
      continue;
    U.Id = FA.Values.constant(U.IdE);
    if (U.CountE)
      U.Count = FA.Values.constant(U.CountE);
    Uses.push_back(U);
  }
  if (Uses.empty())
    return;

  // ---- arrive/sync count mismatch on computed ids --------------------------
  {
    llvm::DenseMap<unsigned, std::optional<ValueSet>> Sets;
    auto SetOf = [&](const Use &U) -> const std::optional<ValueSet> & {
      auto [It, New] = Sets.try_emplace(U.K);
      if (New) {
        llvm::SmallSet<unsigned, 8> Open;
        It->second = idValues(FA, U.IdE, 0, Open);
      }
      return It->second;
    };
    llvm::DenseSet<unsigned> Reported;
    for (const Use &W : Uses) {
      const Inst &WI = F.Insts[W.K];
      if (WI.Kind != InstKind::CtaBarrier || !W.Count || *W.Count == 0 || *W.Count % 32)
        continue;
      for (const Use &A : Uses) {
        if (F.Insts[A.K].Kind != InstKind::CtaArrive || !A.Count || *A.Count == *W.Count ||
            *A.Count == 0 || *A.Count % 32 || (A.Id && W.Id) || Reported.count(W.K))
          continue;
        const auto &SW = SetOf(W), &SA = SetOf(A);
        if (!SW || !SA)
          continue;
        ValueSet Common;
        for (uint64_t V : *SW)
          if (SA->count(V) && V <= 15)
            Common.insert(V);
        if (Common.empty())
          continue;
        Reported.insert(W.K);
        Diags.report(DiagId::BarrierMisuseMaybe, W.CountE->Range)
            << ("this barrier waits for " + std::to_string(*W.Count) +
                " threads on barrier id " + listValues(*SW) + ", and a bar.arrive signals " +
                std::to_string(*A.Count) + " threads on barrier id " + listValues(*SA) +
                ": on a common id (" + listValues(Common) +
                ") bar.arrive and bar.sync must agree on the thread count, or the barrier "
                "completes at the wrong time (or never)");
        Diags.report(DiagId::NoteGeneric, F.Insts[A.K].S->Range)
            << ("the bar.arrive with " + std::to_string(*A.Count) + " threads");
      }
    }
  }

  // The rules below count threads on the simulated warps of a known block:
  // an exact one, or (for the count larger than every arriving thread) the
  // largest block .maxntid allows, all of its warps simulated here (a
  // smaller block has a subset of its threads, each doing what it does in
  // the largest, as long as nothing reads %ntid: the evaluator does not
  // know %ntid then, and what depends on it is not decided).
  const bool Exact = FA.Shape.BlockKind == LaunchShape::Exact;
  if (!F.F.IsEntry || FA.Shape.BlockKind == LaunchShape::Any)
    return;
  const auto &B = FA.Shape.Block.V;
  const uint64_t BlockThreads = FA.Shape.Block.count();
  if (BlockThreads == 0 || BlockThreads > 1024)
    return;
  bool AnyCounted = false;
  for (const Use &U : Uses)
    AnyCounted |= U.Count.has_value();
  if (!AnyCounted)
    return;
  std::vector<WarpRun> Own;
  if (!Exact) {
    LaunchShape Largest = FA.Shape;
    Largest.BlockKind = LaunchShape::Exact;
    WarpSim Sim(F, FA.PostDom, FA.Uni, FA.Eval, /*PassQuiet=*/false);
    unsigned N = warpsToSimulate(Largest);
    for (unsigned W = 0; W < N; ++W) {
      WarpRun R;
      R.Exists = warpLanes(Largest, W, R.Lanes);
      if (!R.Exists)
        continue;
      R.Worlds = Sim.run(R.Lanes, R.Exists, [&](unsigned I) { return isSimulated(F.Insts[I]); });
      Own.push_back(std::move(R));
    }
  }
  const auto &Runs = Exact ? FA.warps() : Own;
  if (Runs.empty())
    return;
  auto Linear = [&](const std::array<uint64_t, 3> &T) {
    return T[0] + B[0] * (T[1] + B[1] * T[2]);
  };
  // Lanes of warp R that may execute instruction K in some launch (before
  // its guard): all of them when a world ended inexact (or none completed).
  auto MayRun = [&](const WarpRun &R, unsigned K) {
    if (R.Worlds.empty())
      return R.Exists;
    uint32_t Lanes = 0;
    for (const WarpWorld &W : R.Worlds) {
      if (!W.Exact)
        return R.Exists;
      if (auto It = W.Ever.find(K); It != W.Ever.end())
        Lanes |= It->second;
    }
    return Lanes & R.Exists;
  };
  bool AnyInexact = false;
  for (const WarpRun &R : Runs)
    for (const WarpWorld &W : R.Worlds)
      AnyInexact |= !W.Exact;

  // ---- a count larger than every thread that can arrive on the id ---------
  // Threads that may arrive on each id 0..15; threads that may arrive on an
  // id not evaluated (any id); ids a bar.arrive in a loop signals (a thread
  // may arrive on them more than once per phase).
  std::array<llvm::BitVector, 16> Arrivers;
  for (auto &V : Arrivers)
    V.resize(BlockThreads);
  llvm::BitVector AnyId(BlockThreads);
  std::array<bool, 16> Repeats{};
  bool AnyRepeats = false;
  for (const WarpRun &R : Runs) {
    for (unsigned K = 0; K < F.Insts.size(); ++K) {
      const Inst &I = F.Insts[K];
      if (!F.Blocks[I.Block].Reachable)
        continue;
      bool IsCall = I.Kind == InstKind::Call && mayUseBarrier(FA.Ctx, calleeOf(FA.Ctx, I), 0);
      if (!IsCall && I.Kind != InstKind::CtaBarrier && I.Kind != InstKind::CtaArrive)
        continue;
      const Expr *IdE = nullptr, *CountE = nullptr;
      if (!IsCall)
        barrierOperands(I, IdE, CountE);
      auto Id = IdE ? FA.Values.constant(IdE) : std::nullopt;
      bool Loop = F.inCycle(I.Block);
      uint32_t Lanes = MayRun(R, K);
      for (unsigned L = 0; L < 32; ++L) {
        if (!(Lanes >> L & 1))
          continue;
        uint64_t T = Linear(R.Lanes[L]);
        if (T >= BlockThreads)
          continue;
        std::optional<uint64_t> V = Id;
        if (!V && IdE && !IsCall) {
          FA.Eval.setThread(R.Lanes[L]);
          V = FA.Eval.expr(IdE);
        }
        if (!V || *V > 15) {
          AnyId.set(T);
          AnyRepeats |= I.Kind == InstKind::CtaArrive && Loop;
          if (IsCall)
            AnyRepeats = true;
          continue;
        }
        Arrivers[*V].set(T);
        if (I.Kind == InstKind::CtaArrive && Loop)
          Repeats[*V] = true;
      }
    }
  }
  llvm::DenseSet<unsigned> TooFewReported;
  if (!AnyRepeats)
    for (const Use &U : Uses) {
      // Waits only: a bar.arrive does not wait for the phase it signals.
      const Inst &I = F.Insts[U.K];
      if (I.Kind != InstKind::CtaBarrier || !U.Count || *U.Count == 0 || *U.Count % 32 ||
          *U.Count > BlockThreads)
        continue;
      // The ids the threads that execute it (its guard evaluated) use.
      std::optional<uint64_t> BadId;
      std::array<uint64_t, 3> First{};
      bool Unknown = false;
      for (const WarpRun &R : Runs) {
        uint32_t Lanes = MayRun(R, U.K);
        auto G = guardedLanes(FA, R, I, Lanes);
        if (!G) {
          Unknown = true;
          break;
        }
        for (unsigned L = 0; L < 32; ++L) {
          if (!(*G >> L & 1))
            continue;
          std::optional<uint64_t> V = U.Id;
          if (!V) {
            FA.Eval.setThread(R.Lanes[L]);
            V = FA.Eval.expr(U.IdE);
          }
          if (!V || *V > 15)
            continue;
          if (Repeats[*V])
            continue;
          llvm::BitVector All = Arrivers[*V];
          All |= AnyId;
          if (All.count() < *U.Count && (!BadId || *V < *BadId)) {
            BadId = *V;
            First = R.Lanes[L];
          }
        }
      }
      if (Unknown || !BadId)
        continue;
      llvm::BitVector All = Arrivers[*BadId];
      All |= AnyId;
      uint64_t N = All.count();
      std::string Who;
      if (int Lo = All.find_first(); Lo >= 0) {
        int Hi = All.find_last();
        if (static_cast<uint64_t>(Hi - Lo + 1) == N && B[1] == 1 && B[2] == 1)
          Who = " (threads " + std::to_string(Lo) + " to " + std::to_string(Hi) + ")";
      }
      TooFewReported.insert(U.K);
      Diags.report(Exact ? DiagId::BarrierMisuse : DiagId::BarrierMisuseMaybe, U.CountE->Range)
          << ("barrier thread count " + std::to_string(*U.Count) + " is larger than the " +
              std::to_string(N) + " threads of the block that can ever arrive on barrier " +
              std::to_string(*BadId) + Who +
              (U.Id ? std::string()
                    : " (the id this instruction computes for thread " + describeThread(First) +
                          ")") +
              (Exact ? std::string()
                     : " in the block of " + std::to_string(BlockThreads) +
                           " threads the kernel declares as its maximum (a smaller block has "
                           "no more)") +
              ": no phase of it can complete, so the threads that wait on it hang (count "
              "the threads that take this path, or give the group its own barrier id)");
    }

  // ---- disjoint groups arriving on one id through several instructions ----
  // Per constant id and count: the instructions that use it (all outside
  // loops, or all in one loop whose iterating is CTA-uniform), run by
  // disjoint threads, with no other wait between them: each round, every
  // one of those threads arrives once, and more arrivals than the count
  // mix the groups' rounds in one phase.
  if (!Exact || AnyInexact)
    return;
  std::unique_ptr<DomTree> Dom;
  std::map<std::pair<uint64_t, uint64_t>, llvm::SmallVector<unsigned, 4>> Groups;
  for (const Use &U : Uses) {
    if (!U.Id || *U.Id > 15 || !U.Count || *U.Count == 0 || *U.Count % 32 ||
        *U.Count >= BlockThreads || TooFewReported.count(U.K))
      continue;
    Groups[{*U.Id, *U.Count}].push_back(U.K);
  }
  // Forward reachability (no back edge: an edge to a block that dominates
  // its source) from each block.
  auto Forward = [&](unsigned From) {
    std::vector<bool> Seen(F.numBlocks(), false);
    llvm::SmallVector<unsigned, 16> Work;
    auto Push = [&](unsigned X) {
      for (unsigned S : F.Blocks[X].Succs)
        if (S < Seen.size() && !Seen[S] && !Dom->dominates(S, X)) {
          Seen[S] = true;
          Work.push_back(S);
        }
    };
    Push(From);
    while (!Work.empty())
      Push(Work.pop_back_val());
    return Seen;
  };
  auto Before = [&](unsigned A, unsigned C, const std::vector<bool> &FromA) {
    unsigned BA = F.Insts[A].Block, BC = F.Insts[C].Block;
    return (BA == BC && A < C) || FromA[BC];
  };
  // The instructions that wait (and may order groups), with what they
  // reach going forward.
  std::vector<std::pair<unsigned, std::vector<bool>>> Waits;
  auto WaitsAt = [&]() -> const auto & {
    if (Waits.empty())
      for (unsigned J = 0; J < F.Insts.size(); ++J) {
        const Inst &O = F.Insts[J];
        bool W = O.Kind == InstKind::CtaBarrier || O.Kind == InstKind::Call ||
                 (O.Kind == InstKind::Mbarrier &&
                  (O.hasMod(".test_wait") || O.hasMod(".try_wait")));
        if (W && F.Blocks[O.Block].Reachable)
          Waits.push_back({J, Forward(O.Block)});
      }
    return Waits;
  };
  for (auto &[Key, Members] : Groups) {
    auto [Id, Count] = Key;
    if (Members.size() < 2)
      continue;
    if (!Dom)
      Dom = std::make_unique<DomTree>(F, /*Post=*/false);
    unsigned M = Members.size();
    std::vector<llvm::BitVector> Threads(M, llvm::BitVector(BlockThreads));
    std::vector<bool> Loop(M), Uniform(M);
    std::vector<std::vector<bool>> Fwd(M), All(M);
    for (unsigned X = 0; X < M; ++X) {
      unsigned K = Members[X], BK = F.Insts[K].Block;
      for (const WarpRun &R : Runs) {
        uint32_t Lanes = MayRun(R, K);
        for (unsigned L = 0; L < 32; ++L)
          if (Lanes >> L & 1) {
            uint64_t T = Linear(R.Lanes[L]);
            if (T < BlockThreads)
              Threads[X].set(T);
          }
      }
      Loop[X] = F.inCycle(BK);
      Uniform[X] = !Loop[X] || uniformCycle(F, FA.Uni, FA.PostDom, BK);
      Fwd[X] = Forward(BK);
      // Everything it reaches (around loops too).
      All[X].assign(F.numBlocks(), false);
      llvm::SmallVector<unsigned, 16> Work{BK};
      while (!Work.empty()) {
        unsigned Y = Work.pop_back_val();
        for (unsigned S : F.Blocks[Y].Succs)
          if (S < All[X].size() && !All[X][S]) {
            All[X][S] = true;
            Work.push_back(S);
          }
      }
    }
    // Two uses may take arrivals of one round together: disjoint threads,
    // each once per round (both outside loops, or both in one loop whose
    // iterating is CTA-uniform), and nothing that waits between them (a
    // __syncthreads between two warpgroups' turns on the barrier).
    auto Compatible = [&](unsigned X, unsigned Y) {
      if (Threads[X].anyCommon(Threads[Y]) || Loop[X] != Loop[Y] || !Uniform[X] || !Uniform[Y])
        return false;
      if (Loop[X] && !(All[X][F.Insts[Members[Y]].Block] && All[Y][F.Insts[Members[X]].Block]))
        return false;
      for (const auto &[J, FromO] : WaitsAt()) {
        if (J == Members[X] || J == Members[Y])
          continue;
        if ((Before(Members[X], J, Fwd[X]) && Before(J, Members[Y], FromO)) ||
            (Before(Members[Y], J, Fwd[Y]) && Before(J, Members[X], FromO)))
          return false;
      }
      return true;
    };
    std::vector<std::vector<bool>> Compat(M, std::vector<bool>(M, false));
    for (unsigned X = 0; X < M; ++X)
      for (unsigned Y = X + 1; Y < M; ++Y)
        Compat[X][Y] = Compat[Y][X] = Compatible(X, Y);
    for (unsigned X = 0; X < M; ++X) {
      llvm::SmallVector<unsigned, 4> Clique{X};
      for (unsigned Y = 0; Y < M; ++Y)
        if (Y != X && llvm::all_of(Clique, [&](unsigned Z) { return Compat[Y][Z]; }))
          Clique.push_back(Y);
      if (Clique.size() < 2)
        continue;
      // Outside a loop, a wait that some of these threads pass and others
      // do not can order the groups one after the other (the second group
      // released by the first one's bar.arrive on another id). In a loop
      // whose iterating is uniform, the first group's next round still
      // meets the second group's current one.
      bool Ordered = false;
      if (!Loop[X])
        for (const auto &[J, FromO] : WaitsAt()) {
          if (llvm::any_of(Clique, [&](unsigned Z) { return Members[Z] == J; }))
            continue;
          uint64_t In = 0, Out = 0;
          for (const WarpRun &R : Runs) {
            uint32_t Here = 0;
            for (unsigned Z : Clique)
              Here |= MayRun(R, Members[Z]);
            uint32_t There = MayRun(R, J);
            In += llvm::countPopulation(Here & There);
            Out += llvm::countPopulation(Here & ~There);
          }
          if (In && Out) {
            Ordered = true;
            break;
          }
        }
      if (Ordered)
        continue;
      uint64_t Sum = 0;
      std::string Parts;
      llvm::sort(Clique);
      for (unsigned Z : Clique) {
        uint64_t N = leastThreadsWhenRuns(FA, Members[Z]);
        Sum += N;
        Parts += (Parts.empty() ? "" : " + ") + std::to_string(N);
      }
      if (Sum <= Count)
        continue;
      const Inst &Last = F.Insts[Members[Clique.back()]];
      const Expr *IdE, *CountE;
      barrierOperands(Last, IdE, CountE);
      Diags.report(DiagId::BarrierMisuse, CountE->Range)
          << ("barrier " + std::to_string(Id) + " counts " + std::to_string(Count) +
              " threads, but " + std::to_string(Sum) + " threads (" + Parts +
              ", disjoint groups through " + std::to_string(Clique.size()) +
              " instructions, with nothing ordering them) arrive on it" +
              (Loop[X] ? " in each iteration" : "") +
              ": a phase completes with a mix of the groups, and the rest start the next "
              "phase (count every thread that arrives on it, or give each group its own id)");
      for (unsigned Z : Clique)
        if (Members[Z] != Members[Clique.back()])
          Diags.report(DiagId::NoteGeneric, F.Insts[Members[Z]].S->Range)
              << ("another use of barrier " + std::to_string(Id) + " with " +
                  std::to_string(Count) + " threads, by other threads");
      break; // once per id and count
    }
  }
}
