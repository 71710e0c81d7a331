//===- DepotOffset.h - The depot offsets the analyses place -----*- C++ -*-===//
//
// The largest local-depot offset the depot analyses (DepotSlots in
// Interproc.cpp, the depot slots of Uniformity.cpp) place, either sign.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSES_DEPOTOFFSET_H
#define PTXLINT_ANALYSES_DEPOTOFFSET_H

#include <cstdint>
#include <optional>

namespace ptx {

/// A thread's local memory is at most 512 KB, so an offset beyond 2^40
/// names no slot. Bounding what enters the offset arithmetic (immediates up
/// to 2^64-1 are valid PTX, `[%SPL+9223372036854775807]`) keeps its sums
/// from overflowing int64 (undefined behaviour, found by UBSan in the
/// helper-156 round) and off INT64_MAX and INT64_MIN, the empty and
/// tombstone keys of the DenseMaps the slots are kept in.
constexpr int64_t MaxDepotOffset = int64_t(1) << 40;

/// \p V when it is a depot offset the analyses place (|V| <= MaxDepotOffset).
inline std::optional<int64_t> depotOffsetInRange(std::optional<int64_t> V) {
  if (V && (*V > MaxDepotOffset || *V < -MaxDepotOffset))
    return std::nullopt;
  return V;
}

/// Offset arithmetic as PTX's 64-bit add and sub do it, modulo 2^64: the
/// constants added along a chain of copies (`sub.s64 %rd2, %rd1,
/// -9223372036854775808`) may negate INT64_MIN or overflow int64 (undefined
/// behaviour, UBSan, helper-175 round).
inline int64_t wrappingAdd(int64_t A, int64_t B) {
  return static_cast<int64_t>(static_cast<uint64_t>(A) + static_cast<uint64_t>(B));
}
inline int64_t wrappingNeg(int64_t A) {
  return static_cast<int64_t>(0 - static_cast<uint64_t>(A));
}

/// Whether the byte ranges [A, A + ALen) and [B, B + BLen) overlap, for any
/// int64 starts (an address immediate up to 2^64-1 is valid PTX): A + ALen
/// may overflow int64 (undefined behaviour, UBSan, helper-175 round), the
/// distance between the starts as uint64 does not.
inline bool rangesOverlap(int64_t A, uint64_t ALen, int64_t B, uint64_t BLen) {
  if (A <= B)
    return static_cast<uint64_t>(B) - static_cast<uint64_t>(A) < ALen;
  return static_cast<uint64_t>(A) - static_cast<uint64_t>(B) < BLen;
}

} // namespace ptx

#endif
