//===- PhaseTimes.h - wall time of each phase (PTXLINT_TIME_PHASES) -*- C++ -*-===//
//
// With PTXLINT_TIME_PHASES=1 in the environment, ptxlint writes the wall time
// of each phase of a run to stderr, one line each:
//
//   ptxlint: phase parse.scan 0.412 ms
//   ptxlint: phase parse.pieces 6.103 ms [items 31, threads 2, busy 11.900 ms,
//     busiest thread 6.000 ms, longest item 1.100 ms]   (one line)
//
// so that the serial part of a threaded run (what more cores cannot shrink)
// can be told from the parallel part. The bracket of a parallel phase says
// how its work split, in thread CPU time (so that it holds on a machine with
// fewer cores than threads): the busiest thread bounds the phase from below,
// and the longest single item bounds it for any number of threads. Without the
// variable a timer costs one test of a cached flag.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_SUPPORT_PHASETIMES_H
#define PTXLINT_SUPPORT_PHASETIMES_H

#include <chrono>
#include <cstddef>

namespace ptx {

/// Whether PTXLINT_TIME_PHASES is set (read once).
bool phaseTimesEnabled();

/// Milliseconds since \p Start.
inline double msSince(std::chrono::steady_clock::time_point Start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - Start)
      .count();
}

/// CPU time of the calling thread, in milliseconds (what a parallel phase's
/// items cost, whether or not the machine had a core free for each thread).
double threadCpuMs();

/// Prints "ptxlint: phase NAME MS ms" and \p Extra (may be null).
void reportPhase(const char *Name, double Ms, const char *Extra = nullptr);

/// Times the scope it lives in (or until stop()).
class PhaseTimer {
public:
  explicit PhaseTimer(const char *Name) : Name(phaseTimesEnabled() ? Name : nullptr) {
    if (this->Name)
      Start = std::chrono::steady_clock::now();
  }
  ~PhaseTimer() { stop(); }
  PhaseTimer(const PhaseTimer &) = delete;
  PhaseTimer &operator=(const PhaseTimer &) = delete;
  void stop(const char *Extra = nullptr) {
    if (Name)
      reportPhase(Name, msSince(Start), Extra);
    Name = nullptr;
  }
  bool enabled() const { return Name != nullptr; }

private:
  const char *Name;
  std::chrono::steady_clock::time_point Start;
};

} // namespace ptx

#endif
