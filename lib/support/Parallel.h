//===- Parallel.h - run independent pieces of one file on threads -*- C++ -*-===//
//
// ptxlint checks one file at a time; a large file's top-level items (parsing)
// and function bodies (the symbol and instruction checks) are independent,
// so they run on a few threads. Every piece writes only to its own state and
// the results are joined in source order, so the output is the same for any
// number of threads (the test suite runs with 1 and with many).
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_SUPPORT_PARALLEL_H
#define PTXLINT_SUPPORT_PARALLEL_H

#include "lib/support/PhaseTimes.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <algorithm>
#include <chrono>
#include <atomic>
#include <cstddef>
#include <system_error>
#include <thread>
#include <vector>

namespace ptx {

/// Files below this size are checked on one thread (~256 KB: a few
/// milliseconds of work, less than starting threads would save).
/// PTXLINT_SPLIT_MIN_BYTES lowers it so the tests split small files too.
size_t splitMinBytes();
/// Sets it (tests).
void setSplitMinBytes(size_t Bytes);

/// Reports a parallelFor phase: its wall time, and from each thread's busy
/// time and longest item, how the work split.
void reportParallelPhase(const char *Phase, double WallMs, size_t Items, unsigned Threads,
                         const std::vector<double> &Busy, const std::vector<double> &Longest);

/// Runs \p Work(W) for W = 0 on the calling thread and for W in [1, N) on
/// threads of a process-wide pool (started on first use and kept, so that
/// the parse, the symbol pass and the call-site pass do not each start
/// threads: 25 us a thread). A pool thread that has not started its W when
/// Work(0) returns is not waited for and does not run it: Work must take
/// its items from a shared counter, as parallelFor does. While another
/// caller has the pool (the declaration pass's thread runs next to the
/// symbol pass), threads of its own are started as before. Returns how
/// many ran.
unsigned runOnThreads(unsigned N, llvm::function_ref<void(unsigned)> Work);

/// Runs \p Body(Worker, Item) for Item in [0, Count) on up to \p Threads
/// threads (the caller's among them); items are handed out in order, and
/// Worker (below \p Threads) identifies the thread, for per-thread state.
/// With PTXLINT_TIME_PHASES, reports the phase \p Phase (when given) with
/// how its work split over the threads.
template <typename Fn>
void parallelFor(size_t Count, unsigned Threads, Fn &&Body, const char *Phase = nullptr) {
  unsigned N = unsigned(std::min<size_t>(std::max(Threads, 1u), Count));
  std::atomic<size_t> Next{0};
  bool Timed = Phase && phaseTimesEnabled();
  std::vector<double> Busy(Timed ? N : 0), Longest(Timed ? N : 0);
  auto Work = [&](unsigned Worker) {
    if (!Timed) {
      for (size_t I; (I = Next.fetch_add(1)) < Count;)
        Body(Worker, I);
      return;
    }
    for (size_t I; (I = Next.fetch_add(1)) < Count;) {
      double T0 = threadCpuMs();
      Body(Worker, I);
      double Ms = threadCpuMs() - T0;
      Busy[Worker] += Ms;
      Longest[Worker] = std::max(Longest[Worker], Ms);
    }
  };
  auto Start = std::chrono::steady_clock::now();
  unsigned Ran = runOnThreads(N, Work);
  if (Timed)
    reportParallelPhase(Phase, msSince(Start), Count, Ran, Busy, Longest);
}

} // namespace ptx

#endif
