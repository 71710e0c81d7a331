//===- Parallel.cpp - when a file is large enough for threads -------------===//
#include "lib/support/Parallel.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <mutex>
#include <system_error>
#include <thread>
#include <cstdio>
#include <numeric>
#include <cstdlib>

using namespace ptx;

namespace {
std::atomic<size_t> &splitMin() {
  static std::atomic<size_t> Min{[] {
    const char *S = std::getenv("PTXLINT_SPLIT_MIN_BYTES");
    return S ? size_t(std::strtoull(S, nullptr, 10)) : size_t(256) << 10;
  }()};
  return Min;
}
} // namespace

size_t ptx::splitMinBytes() { return splitMin().load(std::memory_order_relaxed); }
void ptx::setSplitMinBytes(size_t Bytes) { splitMin().store(Bytes, std::memory_order_relaxed); }

void ptx::reportParallelPhase(const char *Phase, double WallMs, size_t Items, unsigned Threads,
                              const std::vector<double> &Busy,
                              const std::vector<double> &Longest) {
  double Sum = std::accumulate(Busy.begin(), Busy.end(), 0.0);
  double Max = Busy.empty() ? 0 : *std::max_element(Busy.begin(), Busy.end());
  double Long = Longest.empty() ? 0 : *std::max_element(Longest.begin(), Longest.end());
  char Extra[200];
  std::snprintf(Extra, sizeof Extra,
                "[items %zu, threads %u, busy %.3f ms, busiest thread %.3f ms, longest item "
                "%.3f ms]",
                Items, Threads, Sum, Max, Long);
  reportPhase(Phase, WallMs, Extra);
}

namespace {
/// Threads kept for the next parallelFor. One job at a time: the caller is
/// worker 0, and the first Want pool threads to wake take workers 1..Want.
class ThreadPool {
public:
  /// Runs \p Work on the pool; false when another caller has it.
  bool tryRun(unsigned N, llvm::function_ref<void(unsigned)> Work, unsigned &Ran) {
    std::unique_lock<std::mutex> L(M);
    if (Busy)
      return false;
    Busy = true;
    if (Threads < N - 1) {
      // One thread starts the missing ones and then works itself: starting
      // a thread takes the caller ~25 us, and 15 of them in a row would be
      // serial time. The caller works meanwhile; threads join the job (or a
      // later one) as they come up.
      unsigned Missing = N - 1 - Threads;
      try {
        std::thread([this, Missing] {
          for (unsigned I = 1; I < Missing; ++I) {
            try {
              std::thread([this] { loop(); }).detach();
            } catch (const std::system_error &) {
              break; // no more threads to be had: the ones there share the work
            }
          }
          loop();
        }).detach();
        Threads += Missing;
      } catch (const std::system_error &) {
      }
    }
    Job = &Work;
    Want = N - 1; // slots; those not taken when Work(0) returns are closed
    Taken = Finished = 0;
    ++Gen;
    L.unlock();
    Wake.notify_all();
    Work(0);
    L.lock();
    // The caller ran out of items: a pool thread that has not woken by now
    // would find none (parallelFor hands them out as they are asked for),
    // so only those that took a slot are waited for. On a busy machine a
    // sleeping thread can take milliseconds to get a core.
    Want = Taken;
    Done.wait(L, [this] { return Finished == Want; });
    Ran = Want + 1;
    Job = nullptr;
    Busy = false;
    return true;
  }

private:
  void loop() {
    uint64_t Seen = 0;
    std::unique_lock<std::mutex> L(M);
    for (;;) {
      Wake.wait(L, [&] { return Gen != Seen; });
      Seen = Gen;
      if (!Job || Taken == Want)
        continue; // the job has all the workers it asked for
      unsigned W = ++Taken;
      llvm::function_ref<void(unsigned)> *J = Job;
      L.unlock();
      (*J)(W);
      L.lock();
      if (++Finished == Want)
        Done.notify_one();
    }
  }

  std::mutex M;
  std::condition_variable Wake, Done;
  unsigned Threads = 0; ///< started or being started (they never end)
  bool Busy = false;
  llvm::function_ref<void(unsigned)> *Job = nullptr;
  unsigned Want = 0, Taken = 0, Finished = 0;
  uint64_t Gen = 0;
};

ThreadPool &threadPool() {
  // Never destroyed: its threads wait on it until the process ends.
  static ThreadPool *P = new ThreadPool;
  return *P;
}
} // namespace

unsigned ptx::runOnThreads(unsigned N, llvm::function_ref<void(unsigned)> Work) {
  if (N <= 1) {
    Work(0);
    return 1;
  }
  unsigned Ran = 0;
  if (threadPool().tryRun(N, Work, Ran))
    return Ran;
  std::vector<std::thread> Own;
  for (unsigned W = 1; W < N; ++W) {
    try {
      Own.emplace_back([&Work, W] { Work(W); });
    } catch (const std::system_error &) {
      break; // no more threads to be had: the ones started share the work
    }
  }
  Work(0);
  for (std::thread &T : Own)
    T.join();
  return unsigned(Own.size() + 1);
}
