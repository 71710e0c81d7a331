//===- ParallelTest.cpp - parallelFor and its thread pool -----------------===//
#include "lib/support/Parallel.h"
#include "sema/isa/IsaTable.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <set>
#include <thread>
#include <vector>

using namespace ptx;

namespace {

/// Runs parallelFor over \p Count items on \p Threads threads and checks
/// that every item ran once, on a worker below the thread count.
void expectEachOnce(size_t Count, unsigned Threads) {
  std::vector<std::atomic<int>> Seen(Count);
  std::atomic<bool> BadWorker{false};
  parallelFor(Count, Threads, [&](unsigned W, size_t I) {
    if (W >= std::max(Threads, 1u))
      BadWorker = true;
    ++Seen[I];
  });
  EXPECT_FALSE(BadWorker);
  for (size_t I = 0; I < Count; ++I)
    EXPECT_EQ(Seen[I].load(), 1) << "item " << I << " of " << Count << " on " << Threads;
}

TEST(Parallel, EveryItemOnce) {
  for (unsigned T : {0u, 1u, 2u, 3u, 8u})
    for (size_t N : {size_t(0), size_t(1), size_t(2), size_t(7), size_t(1000)})
      expectEachOnce(N, T);
}

/// Waits (at most a second) until \p Flag is set: the caller's Work(0)
/// keeps its slot open until a pool thread has started.
static void waitFor(const std::atomic<int> &Flag) {
  auto Until = std::chrono::steady_clock::now() + std::chrono::seconds(1);
  while (!Flag.load() && std::chrono::steady_clock::now() < Until)
    std::this_thread::yield();
}

TEST(Parallel, RunOnThreadsRunsEachWorkerAtMostOnce) {
  for (unsigned N : {1u, 2u, 5u}) {
    std::vector<std::atomic<int>> Ran(N);
    std::atomic<int> Helper{0};
    unsigned Got = runOnThreads(N, [&](unsigned W) {
      ++Ran[W];
      if (W)
        Helper = 1;
      else if (N > 1)
        waitFor(Helper);
    });
    EXPECT_EQ(Ran[0].load(), 1);
    unsigned Count = 0;
    for (unsigned W = 0; W < N; ++W) {
      EXPECT_LE(Ran[W].load(), 1);
      Count += Ran[W].load();
    }
    EXPECT_EQ(Got, Count);
    if (N > 1) {
      EXPECT_GE(Got, 2u);
    }
  }
}

// The threads are kept: later calls run on the threads of earlier ones (the
// parse, the symbol pass and the call-site pass start threads once). A
// thread started for one call would see one call only.
TEST(Parallel, PoolThreadsAreReused) {
  static thread_local int Calls = 0;
  std::atomic<int> Most{0};
  for (int K = 0; K < 50; ++K) {
    std::atomic<int> Helper{0};
    runOnThreads(4, [&](unsigned W) {
      if (W == 0)
        return waitFor(Helper);
      int C = ++Calls;
      for (int M = Most.load(); C > M && !Most.compare_exchange_weak(M, C);)
        ;
      Helper = 1;
    });
  }
  EXPECT_GT(Most.load(), 1);
}

// Two callers at once (the declaration pass's thread next to the symbol
// pass), and a parallelFor inside a body: the one that finds the pool busy
// starts threads of its own; every item still runs once.
TEST(Parallel, ConcurrentAndNestedCallers) {
  std::thread Other([] {
    for (int K = 0; K < 20; ++K)
      expectEachOnce(200, 3);
  });
  for (int K = 0; K < 20; ++K)
    expectEachOnce(200, 4);
  Other.join();
  std::atomic<int> Inner{0};
  parallelFor(4, 4, [&](unsigned, size_t) {
    parallelFor(10, 2, [&](unsigned, size_t) { ++Inner; });
  });
  EXPECT_EQ(Inner.load(), 40);
}

// The ISA table's opcode index is generated (utils/isa/isagen.py): every
// opcode finds its forms, all of them and only them, in table order.
TEST(IsaTableIndex, FormsForEveryOpcode) {
  const isa::IsaTable &T = isa::IsaTable::get();
  std::vector<llvm::StringRef> Ops = T.opcodes();
  ASSERT_GT(Ops.size(), 100u);
  std::set<llvm::StringRef> Distinct(Ops.begin(), Ops.end());
  EXPECT_EQ(Distinct.size(), Ops.size());
  size_t Forms = 0;
  const isa::IsaForm *Lowest = nullptr, *Highest = nullptr;
  for (llvm::StringRef Op : Ops) {
    auto F = T.formsFor(Op);
    ASSERT_FALSE(F.empty()) << Op.str();
    for (size_t I = 0; I < F.size(); ++I) {
      EXPECT_EQ(llvm::StringRef(F[I]->Opcode), Op);
      if (I) {
        EXPECT_LT(F[I - 1], F[I]) << Op.str() << ": forms out of table order";
      }
      Lowest = Lowest && Lowest < F[I] ? Lowest : F[I];
      Highest = Highest && Highest > F[I] ? Highest : F[I];
    }
    Forms += F.size();
  }
  // The forms of all opcodes are the whole table, each once.
  EXPECT_EQ(size_t(Highest - Lowest) + 1, Forms);
  EXPECT_FALSE(T.formsFor("add").empty());
  EXPECT_FALSE(T.formsFor("tcgen05.mma").empty() && T.formsFor("mma").empty());
  for (llvm::StringRef Unknown : {"", "ad", "addd", "add ", "ADD", ".add", "add.s32",
                                  "a_very_long_name_that_is_no_opcode_at_all"})
    EXPECT_TRUE(T.formsFor(Unknown).empty()) << Unknown.str();
}

} // namespace
