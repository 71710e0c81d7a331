//===- Parallel.cpp - when a file is large enough for threads -------------===//
#include "lib/support/Parallel.h"

#include <atomic>
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
