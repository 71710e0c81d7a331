//===- AddressMap.h - the executor's 64-bit address space layout -*- C++ -*-===//
//
// Generic addresses (PTX ISA 5.1.1, 6.4.1) are laid out so that every state
// space has its own window and every global allocation its own widely spaced
// slot, which makes out-of-bounds and unallocated accesses detectable:
//
//   0x0000300000000000  kernel .param window (cvta.param)
//   0x0000400000000000  .const window (cvta.const)
//   0x0000500000000000  .shared window of the executing CTA (cvta.shared)
//   0x0000600000000000  .local window of the executing thread (cvta.local)
//   0x0000700000000000  .global: allocation i at base + i * 2^36
//   0x00000F0000000000  function "addresses" (indirect call targets)
//
// Addresses in the shared, local, const and param state spaces are byte
// offsets from 0 within the space; a generic address is window + offset.
// A .shared address below ClusterShared is in the executing CTA's shared
// memory (.shared::cta); ClusterShared + rank * ClusterRankStride + offset
// is offset in the shared memory of CTA `rank` of the cluster (the
// .shared::cluster window, PTX ISA 8.5 5.1.7; mapa makes such addresses).
// Global-space addresses are generic addresses (cvta.global is identity).
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_EXEC_ADDRESSMAP_H
#define PTXLINT_EXEC_ADDRESSMAP_H

#include <cstdint>

namespace ptx::exec::addrmap {

constexpr uint64_t ParamWindow = 0x0000300000000000ull;
constexpr uint64_t ConstWindow = 0x0000400000000000ull;
constexpr uint64_t SharedWindow = 0x0000500000000000ull;
constexpr uint64_t LocalWindow = 0x0000600000000000ull;
constexpr uint64_t WindowSize = 1ull << 32;
constexpr uint64_t GlobalBase = 0x0000700000000000ull;
constexpr uint64_t GlobalStride = 1ull << 36;
/// Param-space addresses at or above this denote the executing frame's
/// `.param` area (device-function parameters and call-sequence variables);
/// below it, the kernel parameter buffer.
constexpr uint64_t FrameParamBase = 0x10000000ull;

/// The first byte of a CTA's own shared memory: GPUs of sm_80 and later
/// reserve the 1 KiB below it for system software (an H200 places the first
/// .shared variable at 0x400), and %reserved_smem_offset_* name that range.
constexpr uint64_t SharedBase = 0x400;

constexpr uint64_t ClusterShared = 0x80000000ull;
constexpr uint64_t ClusterRankStride = 1ull << 24;
/// Most CTAs in a cluster (the non-portable cluster size limit of sm_90).
constexpr unsigned MaxClusterCtas = 16;

inline bool inWindow(uint64_t A, uint64_t W) { return A - W < WindowSize; }

} // namespace ptx::exec::addrmap

#endif
