//===- PhaseTimes.cpp - wall time of each phase ---------------------------===//
#include "lib/support/PhaseTimes.h"

#include <cstdio>
#include <cstdlib>
#include <ctime>

bool ptx::phaseTimesEnabled() {
  static const bool On = [] {
    const char *S = std::getenv("PTXLINT_TIME_PHASES");
    return S && *S && *S != '0';
  }();
  return On;
}

void ptx::reportPhase(const char *Name, double Ms, const char *Extra) {
  std::fprintf(stderr, "ptxlint: phase %s %.3f ms%s%s\n", Name, Ms, Extra ? " " : "",
               Extra ? Extra : "");
}

double ptx::threadCpuMs() {
  timespec T;
  if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &T) != 0)
    return 0;
  return double(T.tv_sec) * 1e3 + double(T.tv_nsec) * 1e-6;
}
