//===- Parallel.cpp - when a file is large enough for threads -------------===//
#include "lib/support/Parallel.h"

#include <algorithm>
#include <atomic>
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
