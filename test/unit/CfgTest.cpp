//===- CfgTest.cpp - dominator queries and cycle membership ---------------===//
//
// DomTree::dominates answers from depth-first numbers of the tree and
// FunctionIR::inCycle from strongly connected components; both replaced
// walks (up the immediate dominators; a search from the block's successors)
// that are kept here as the reference, over random control-flow graphs.
// solveForward solves chains of single-edge blocks as one node; a plain
// block-by-block iteration is the reference for its entry states, and for
// SlotReach's sparse per-slot answers (DepotSlots' must-reach stores).
//
//===----------------------------------------------------------------------===//
#include "analyses/Dataflow.h"
#include "analyses/Dominators.h"
#include "analyses/FunctionIR.h"
#include "analyses/SlotReach.h"
#include "parser/ParseDriver.h"

#include "llvm/Support/MemoryBuffer.h"
#include "gtest/gtest.h"
#include <algorithm>
#include <random>
#include <string>

using namespace ptx;

namespace {
/// A function of \p N labelled blocks, each ending in a conditional branch,
/// an unconditional one, a return, a trap or a fall-through, at random.
std::string randomFunction(std::mt19937 &Rng, unsigned N) {
  std::string S = ".version 8.5\n.target sm_90\n.address_size 64\n"
                  ".entry k(.param .u32 n)\n{\n.reg .pred %p<2>;\n.reg .b32 %r<2>;\n"
                  "ld.param.u32 %r1, [n];\nsetp.lt.u32 %p1, %r1, 7;\n";
  for (unsigned B = 0; B < N; ++B) {
    S += "L" + std::to_string(B) + ":\n  add.u32 %r1, %r1, 1;\n";
    unsigned T = Rng() % N;
    switch (Rng() % 6) {
    case 0:
    case 1:
      S += "  @%p1 bra L" + std::to_string(T) + ";\n";
      break;
    case 2:
      S += "  bra L" + std::to_string(T) + ";\n";
      break;
    case 3:
      S += "  ret;\n";
      break;
    case 4:
      if (Rng() % 4 == 0)
        S += "  trap;\n";
      break;
    default:
      break;
    }
  }
  S += "  ret;\n}\n";
  return S;
}

bool walkDominates(const DomTree &D, unsigned A, unsigned B, unsigned Total) {
  if (A == D.root())
    return true;
  for (unsigned Steps = 0; Steps <= Total; ++Steps) {
    if (B == A)
      return true;
    if (B == D.root())
      return false;
    B = D.idom(B);
  }
  return false;
}

/// Must-reach "writes" of three slots (a block writes, kills or keeps each
/// by its number), with an unvisited top: the shape of DepotSlots' domain.
struct SlotDomain {
  using State = std::vector<int>;
  State boundary() { return State(3, -1); }
  State top() { return State(3, -2); }
  void join(State &Into, const State &From) {
    for (unsigned K = 0; K < 3; ++K)
      if (Into[K] == -2)
        Into[K] = From[K];
      else if (From[K] != -2 && From[K] != Into[K])
        Into[K] = -1;
  }
  void transfer(unsigned B, State &S) {
    if (B % 2 == 0)
      S[B % 3] = static_cast<int>(B);
    if (B % 5 == 0)
      S[(B + 1) % 3] = -1;
  }
};

/// The reference: every block's entry from its predecessors' exits, all
/// blocks again until nothing changes.
std::vector<std::vector<int>> blockByBlock(const FunctionIR &F) {
  SlotDomain D;
  unsigned N = F.numBlocks();
  std::vector<std::vector<int>> In(N, D.top()), Out(N, D.top());
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (unsigned B : F.RPO) {
      std::vector<int> S = D.top();
      if (B == 0)
        S = D.boundary();
      for (unsigned P : F.Blocks[B].Preds)
        if (F.Blocks[P].Reachable)
          D.join(S, Out[P]);
      In[B] = S;
      D.transfer(B, S);
      if (S != Out[B]) {
        Out[B] = S;
        Changed = true;
      }
    }
  }
  return In;
}

/// Whether a path of one or more edges leads from block \p A to \p B.
bool searchPath(const FunctionIR &F, unsigned A, unsigned B) {
  std::vector<bool> Seen(F.numBlocks(), false);
  std::vector<unsigned> Work(F.Blocks[A].Succs.begin(), F.Blocks[A].Succs.end());
  while (!Work.empty()) {
    unsigned S = Work.back();
    Work.pop_back();
    if (S == B)
      return true;
    if (S >= Seen.size() || Seen[S])
      continue;
    Seen[S] = true;
    Work.insert(Work.end(), F.Blocks[S].Succs.begin(), F.Blocks[S].Succs.end());
  }
  return false;
}

bool searchInCycle(const FunctionIR &F, unsigned B) { return searchPath(F, B, B); }

/// The one function of a randomFunction() module, parsed.
struct Parsed {
  DiagnosticEngine Diags;
  Module M;
  const Function *Fn = nullptr;
  explicit Parsed(const std::string &Src) {
    unsigned Id = Diags.getSourceMgr().AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(Src, "t.ptx"), llvm::SMLoc());
    if (!parseBuffer(Id, M, Diags))
      return;
    for (TopLevel *T : M.Items)
      if (T->K == TopLevel::Func)
        Fn = T->Fn;
  }
};
} // namespace

TEST(Cfg, DominatesAndCyclesMatchTheWalks) {
  std::mt19937 Rng(20261123);
  unsigned Cycles = 0, Strict = 0;
  for (unsigned Round = 0; Round < 300; ++Round) {
    std::string Src = randomFunction(Rng, 2 + Rng() % 24);
    Parsed P(Src);
    ASSERT_NE(P.Fn, nullptr) << Src;
    FunctionIR F(P.M, *P.Fn);
    for (bool Post : {false, true}) {
      DomTree D(F, Post);
      unsigned Total = F.numBlocks() + (Post ? 1 : 0);
      for (unsigned A = 0; A < Total; ++A)
        for (unsigned B = 0; B < Total; ++B) {
          bool Want = walkDominates(D, A, B, Total);
          ASSERT_EQ(D.dominates(A, B), Want)
              << (Post ? "post-" : "") << "dominates(" << A << ", " << B << ")\n" << Src;
          Strict += Want && A != B;
        }
    }
    for (unsigned B = 0; B < F.numBlocks(); ++B) {
      bool Want = searchInCycle(F, B);
      ASSERT_EQ(F.inCycle(B), Want) << "inCycle(" << B << ")\n" << Src;
      Cycles += Want;
      for (unsigned A = 0; A < B; ++A)
        ASSERT_EQ(F.component(A) == F.component(B), searchPath(F, A, B) && searchPath(F, B, A))
            << "component(" << A << ") vs component(" << B << ")\n" << Src;
    }
  }
  // The graphs have both: the comparison is not vacuous.
  EXPECT_GT(Cycles, 100u);
  EXPECT_GT(Strict, 1000u);
}

TEST(Cfg, ChainsSolveAsBlockByBlock) {
  std::mt19937 Rng(20261124);
  unsigned Chained = 0;
  for (unsigned Round = 0; Round < 300; ++Round) {
    std::string Src = randomFunction(Rng, 2 + Rng() % 24);
    Parsed P(Src);
    ASSERT_NE(P.Fn, nullptr) << Src;
    FunctionIR F(P.M, *P.Fn);
    SlotDomain D;
    auto Want = blockByBlock(F);
    auto All = solveForward(F, D);
    auto Heads = solveForward(F, D, /*AllBlocks=*/false);
    for (size_t K = 0; K < F.RPO.size(); ++K) {
      unsigned B = F.RPO[K];
      ASSERT_EQ(All[B], Want[B]) << "block " << B << "\n" << Src;
      if (!inChain(F, B)) {
        ASSERT_EQ(Heads[B], Want[B]) << "block " << B << "\n" << Src;
        continue;
      }
      // Inside a chain: right after its one predecessor in RPO.
      ++Chained;
      ASSERT_GT(K, 0u);
      ASSERT_EQ(F.RPO[K - 1], F.Blocks[B].Preds[0]) << Src;
    }
  }
  EXPECT_GT(Chained, 300u);
}

namespace {
/// What instruction K does to \p Slots slots, from a seeded hash: most
/// instructions nothing, some kill every slot, others set or kill a few.
struct RandomSteps {
  unsigned Slots;
  uint64_t Seed;
  uint64_t hash(unsigned K, unsigned Salt) const {
    uint64_t X = (Seed ^ (uint64_t(K) << 8) ^ Salt) * 0x9E3779B97F4A7C15ull;
    return X ^ (X >> 29);
  }
  bool acts(unsigned K) const { return hash(K, 1) % 3 != 0; }
  template <typename SetFn, typename KillAllFn>
  void apply(unsigned K, SetFn Set, KillAllFn KillAll) const {
    if (!acts(K))
      return;
    if (hash(K, 2) % 23 == 0) {
      KillAll();
      return;
    }
    unsigned Writes = 1 + hash(K, 3) % 3;
    for (unsigned J = 0; J < Writes; ++J) {
      unsigned Slot = hash(K, 4 + J) % Slots;
      Set(Slot, hash(K, 9 + J) % 4 == 0 ? -1 : static_cast<int>(K));
    }
  }
};

/// The dense reference: every block's entry state, block by block until
/// nothing changes, over every slot.
template <typename Steps>
std::vector<std::vector<int>> denseSlots(const FunctionIR &F, const Steps &R) {
  unsigned N = F.numBlocks();
  std::vector<int> Top(R.Slots, -2);
  std::vector<std::vector<int>> In(N, Top), Out(N, Top);
  auto Join = [](int A, int B) { return A == -2 ? B : (B == -2 || A == B ? A : -1); };
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (unsigned B : F.RPO) {
      std::vector<int> S = Top;
      if (B == 0)
        S.assign(R.Slots, -1);
      for (unsigned P : F.Blocks[B].Preds)
        if (F.Blocks[P].Reachable)
          for (unsigned K = 0; K < R.Slots; ++K)
            S[K] = Join(S[K], Out[P][K]);
      In[B] = S;
      for (unsigned K = F.Blocks[B].Begin; K < F.Blocks[B].End; ++K)
        R.apply(
            K, [&](unsigned Slot, int V) { S[Slot] = V; },
            [&] { S.assign(R.Slots, -1); });
      if (S != Out[B]) {
        Out[B] = S;
        Changed = true;
      }
    }
  }
  return In;
}

/// Two rounds' steps: \p A's, but \p B's where \p Other says.
struct MixedSteps {
  unsigned Slots;
  const RandomSteps &A, &B;
  const std::vector<bool> &Other;
  bool acts(unsigned K) const { return (Other[K] ? B : A).acts(K); }
  template <typename SetFn, typename KillAllFn>
  void apply(unsigned K, SetFn Set, KillAllFn KillAll) const {
    (Other[K] ? B : A).apply(K, Set, KillAll);
  }
};
} // namespace

TEST(Cfg, SparseSlotsMatchTheDenseSolution) {
  std::mt19937 Rng(20261125);
  unsigned Asked = 0, Known = 0;
  for (unsigned Round = 0; Round < 300; ++Round) {
    std::string Src = randomFunction(Rng, 2 + Rng() % 30);
    Parsed P(Src);
    ASSERT_NE(P.Fn, nullptr) << Src;
    FunctionIR F(P.M, *P.Fn);
    RandomSteps R{1 + static_cast<unsigned>(Rng() % 6), Rng()};
    auto Want = denseSlots(F, R);
    std::vector<bool> Acts(F.Insts.size());
    for (unsigned K = 0; K < Acts.size(); ++K)
      Acts[K] = R.acts(K);
    SlotReach Reach(F, R.Slots, &Acts, [&](unsigned K, SlotWrites &W) {
      R.apply(
          K, [&](unsigned Slot, int V) { W.set(Slot, V); }, [&] { W.killAll(); });
    });
    // The same over a candidate list (every acting instruction and a random
    // share of the others), as DepotSlots passes its loads, stores and calls.
    std::vector<unsigned> Cand;
    for (unsigned K = 0; K < Acts.size(); ++K)
      if (Acts[K] || Rng() % 3 == 0)
        Cand.push_back(K);
    SlotReach ReachC(
        F, R.Slots, &Acts,
        [&](unsigned K, SlotWrites &W) {
          EXPECT_TRUE(std::binary_search(Cand.begin(), Cand.end(), K));
          R.apply(
              K, [&](unsigned Slot, int V) { W.set(Slot, V); }, [&] { W.killAll(); });
        },
        nullptr, &Cand);
    // Ask in a random order, so that answers kept from earlier questions
    // (another head's component) are used in every position.
    std::vector<std::pair<unsigned, unsigned>> Qs;
    for (unsigned B : F.RPO)
      if (!inChain(F, B))
        for (unsigned S = 0; S < R.Slots; ++S)
          Qs.emplace_back(B, S);
    std::shuffle(Qs.begin(), Qs.end(), Rng);
    for (auto [B, S] : Qs) {
      ASSERT_EQ(Reach.headOf(B), B);
      ASSERT_EQ(Reach.entry(B, S), Want[B][S]) << "block " << B << " slot " << S << "\n" << Src;
      ASSERT_EQ(ReachC.entry(B, S), Want[B][S]) << "block " << B << " slot " << S << "\n" << Src;
      ++Asked;
      Known += Want[B][S] >= 0;
    }
    // Inside a chain: the head's entry plus the chain's writes so far.
    for (unsigned B : F.RPO)
      if (inChain(F, B)) {
        unsigned H = Reach.headOf(B);
        ASSERT_NE(H, B);
        ASSERT_EQ(Reach.headOf(F.Blocks[B].Preds[0]), H);
      }
  }
  // The random functions exercise both answers.
  EXPECT_GT(Asked, 1000u);
  EXPECT_GT(Known, 100u);
  EXPECT_LT(Known, Asked);
}

// A solution built over an earlier one (DepotSlots' next round) takes over
// the earlier answers of the slots no chain summary changed for: every
// answer must still be the dense solution's for the new steps, whichever
// questions the earlier solution had been asked.
TEST(Cfg, SparseSlotsReusedAcrossRoundsMatchTheDenseSolution) {
  std::mt19937 Rng(20261126);
  unsigned Asked = 0, Reused = 0, Changed = 0;
  for (unsigned Round = 0; Round < 300; ++Round) {
    std::string Src = randomFunction(Rng, 2 + Rng() % 30);
    Parsed P(Src);
    ASSERT_NE(P.Fn, nullptr) << Src;
    FunctionIR F(P.M, *P.Fn);
    unsigned Slots = 1 + static_cast<unsigned>(Rng() % 6);
    RandomSteps R1{Slots, Rng()};
    // The next round: most instructions act as before, a few (none, at
    // times) differently, as a round that places one more access does.
    RandomSteps R2{Slots, Rng()};
    std::vector<bool> Other(F.Insts.size());
    unsigned Odds = 1 + Rng() % 12;
    for (unsigned K = 0; K < Other.size(); ++K)
      Other[K] = Rng() % 16 < Odds && Rng() % 3 != 0;
    MixedSteps M{Slots, R1, R2, Other};
    auto In = denseSlots(F, M);
    auto ActsOf = [&](const auto &Steps) {
      std::vector<bool> Acts(F.Insts.size());
      for (unsigned K = 0; K < Acts.size(); ++K)
        Acts[K] = Steps.acts(K);
      return Acts;
    };
    std::vector<std::pair<unsigned, unsigned>> Qs;
    for (unsigned B : F.RPO)
      if (!inChain(F, B))
        for (unsigned S = 0; S < Slots; ++S)
          Qs.emplace_back(B, S);
    auto Acts1 = ActsOf(R1);
    SlotReach Reach1(F, Slots, &Acts1, [&](unsigned K, SlotWrites &W) {
      R1.apply(
          K, [&](unsigned Slot, int V) { W.set(Slot, V); }, [&] { W.killAll(); });
    });
    // The first round answers some of the questions, in a random order.
    std::shuffle(Qs.begin(), Qs.end(), Rng);
    for (size_t J = 0; J < Qs.size(); ++J)
      if (Rng() % 2)
        Reach1.entry(Qs[J].first, Qs[J].second);
    auto Acts2 = ActsOf(M);
    SlotReach Reach2(
        F, Slots, &Acts2,
        [&](unsigned K, SlotWrites &W) {
          M.apply(
              K, [&](unsigned Slot, int V) { W.set(Slot, V); }, [&] { W.killAll(); });
        },
        &Reach1);
    Reused += Reach2.reusedSlots();
    std::shuffle(Qs.begin(), Qs.end(), Rng);
    for (auto [B, S] : Qs) {
      ASSERT_EQ(Reach2.entry(B, S), In[B][S]) << "block " << B << " slot " << S << "\n" << Src;
      ++Asked;
    }
    Changed += std::count(Other.begin(), Other.end(), true) > 0;
  }
  // Both kinds of slot occur: answers taken over and answers recomputed.
  EXPECT_GT(Asked, 1000u);
  EXPECT_GT(Reused, 50u);
  EXPECT_GT(Changed, 100u);
}

// The same when the next round has more slots (DepotSlots places an access
// at a new offset, and the slots are numbered again by offset): Prev's
// answers are taken over through the renumbering, only for slots whose
// answers read no chain that changed for them, a kill of every slot that
// appears or goes away included.
namespace {
/// \p A's steps in the new numbering (\p NewOf: per old slot, its new
/// number), but \p B's (new numbering) where \p Other says.
struct RenumberedSteps {
  unsigned Slots;
  const RandomSteps &A, &B;
  const std::vector<unsigned> &NewOf;
  const std::vector<bool> &Other;
  bool acts(unsigned K) const { return (Other[K] ? B : A).acts(K); }
  template <typename SetFn, typename KillAllFn>
  void apply(unsigned K, SetFn Set, KillAllFn KillAll) const {
    if (Other[K])
      B.apply(K, Set, KillAll);
    else
      A.apply(
          K, [&](unsigned Slot, int V) { Set(NewOf[Slot], V); }, KillAll);
  }
};
} // namespace

TEST(Cfg, SparseSlotsReusedAcrossRenumberingMatchTheDenseSolution) {
  std::mt19937 Rng(20261127);
  unsigned Asked = 0, Reused = 0;
  for (unsigned Round = 0; Round < 300; ++Round) {
    std::string Src = randomFunction(Rng, 2 + Rng() % 30);
    Parsed P(Src);
    ASSERT_NE(P.Fn, nullptr) << Src;
    FunctionIR F(P.M, *P.Fn);
    unsigned Slots1 = 1 + static_cast<unsigned>(Rng() % 6);
    unsigned Slots2 = Slots1 + static_cast<unsigned>(Rng() % 4);
    // Old slot -> new slot, increasing (new slots come in between).
    std::vector<unsigned> NewOf(Slots1);
    {
      std::vector<unsigned> Pick(Slots2);
      for (unsigned S = 0; S < Slots2; ++S)
        Pick[S] = S;
      std::shuffle(Pick.begin(), Pick.end(), Rng);
      Pick.resize(Slots1);
      std::sort(Pick.begin(), Pick.end());
      NewOf = Pick;
    }
    std::vector<unsigned> PrevSlot(Slots2, ~0u);
    for (unsigned O = 0; O < Slots1; ++O)
      PrevSlot[NewOf[O]] = O;
    RandomSteps R1{Slots1, Rng()};
    RandomSteps R2{Slots2, Rng()};
    std::vector<bool> Other(F.Insts.size());
    unsigned Odds = Rng() % 8;
    for (unsigned K = 0; K < Other.size(); ++K)
      Other[K] = Rng() % 16 < Odds && Rng() % 3 != 0;
    RenumberedSteps M{Slots2, R1, R2, NewOf, Other};
    auto In = denseSlots(F, M);
    auto ActsOf = [&](const auto &Steps) {
      std::vector<bool> Acts(F.Insts.size());
      for (unsigned K = 0; K < Acts.size(); ++K)
        Acts[K] = Steps.acts(K);
      return Acts;
    };
    auto Acts1 = ActsOf(R1);
    SlotReach Reach1(F, Slots1, &Acts1, [&](unsigned K, SlotWrites &W) {
      R1.apply(
          K, [&](unsigned Slot, int V) { W.set(Slot, V); }, [&] { W.killAll(); });
    });
    std::vector<std::pair<unsigned, unsigned>> Qs;
    for (unsigned B : F.RPO)
      if (!inChain(F, B))
        for (unsigned S = 0; S < Slots1; ++S)
          Qs.emplace_back(B, S);
    std::shuffle(Qs.begin(), Qs.end(), Rng);
    for (size_t J = 0; J < Qs.size(); ++J)
      if (Rng() % 2)
        Reach1.entry(Qs[J].first, Qs[J].second);
    auto Acts2 = ActsOf(M);
    SlotReach Reach2(
        F, Slots2, &Acts2,
        [&](unsigned K, SlotWrites &W) {
          M.apply(
              K, [&](unsigned Slot, int V) { W.set(Slot, V); }, [&] { W.killAll(); });
        },
        &Reach1, nullptr, nullptr, &PrevSlot);
    Reused += Reach2.reusedSlots();
    Qs.clear();
    for (unsigned B : F.RPO)
      if (!inChain(F, B))
        for (unsigned S = 0; S < Slots2; ++S)
          Qs.emplace_back(B, S);
    std::shuffle(Qs.begin(), Qs.end(), Rng);
    for (auto [B, S] : Qs) {
      ASSERT_EQ(Reach2.entry(B, S), In[B][S]) << "block " << B << " slot " << S << "\n" << Src;
      ++Asked;
    }
  }
  EXPECT_GT(Asked, 1000u);
  EXPECT_GT(Reused, 50u);
}

// FunctionIR::readersOf (an index built on first use) against a scan of
// every instruction with Inst::reads, on random functions, before and after
// a copy of the IR (whose index starts empty).
TEST(Cfg, ReadersOfMatchesAScan) {
  std::mt19937 Rng(20261128);
  unsigned Reads = 0;
  for (unsigned Round = 0; Round < 200; ++Round) {
    std::string Src = randomFunction(Rng, 2 + Rng() % 30);
    Parsed P(Src);
    ASSERT_NE(P.Fn, nullptr) << Src;
    FunctionIR F(P.M, *P.Fn);
    auto Check = [&](FunctionIR &G) {
      std::vector<unsigned> Order(G.Regs.size() + 2);
      for (unsigned R = 0; R < Order.size(); ++R)
        Order[R] = R;
      std::shuffle(Order.begin(), Order.end(), Rng);
      for (unsigned R : Order) {
        std::vector<unsigned> Want;
        for (unsigned K = 0; K < G.Insts.size(); ++K)
          if (G.Insts[K].reads(R))
            Want.push_back(K);
        auto Got = G.readersOf(R);
        ASSERT_EQ(std::vector<unsigned>(Got.begin(), Got.end()), Want)
            << "register " << R << "\n"
            << Src;
        Reads += Want.size();
      }
    };
    Check(F);
    FunctionIR Copy(F, nullptr);
    Check(Copy);
  }
  EXPECT_GT(Reads, 1000u);
}
