//===- Executor.h - run a PTX kernel on the CPU -----------------*- C++ -*-===//
//
// Public interface of the executor (docs/executor.md): decode a checked
// module once (Decode.h), then launch a kernel over a grid with arguments.
// Faults (trap, out-of-bounds, misaligned access, barrier deadlock, step
// limit, unsupported instruction) and warnings (reads of never-written
// memory or registers) are reported through the DiagnosticEngine with the
// instruction's source range; the executor itself never prints.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_EXEC_EXECUTOR_H
#define PTXLINT_EXEC_EXECUTOR_H

#include "lib/exec/ExecIR.h"
#include "lib/exec/TensorCore.h"
#include "lib/exec/TexObj.h"

#include <functional>
#include <memory>

namespace ptx::exec {

/// A grid or block extent.
struct Dim3 {
  uint32_t X = 1, Y = 1, Z = 1;
  uint64_t count() const { return uint64_t(X) * Y * Z; }
};

/// One piece of a kernel argument: scalar bytes or a buffer's address,
/// placed at byte Offset of kernel parameter Param. A scalar or pointer
/// parameter is one piece at offset 0; a by-value struct parameter
/// (`--arg struct:...`) is one piece per field.
struct KernelArg {
  enum Kind : uint8_t { Scalar, Buffer } K = Scalar;
  /// Scalar: the bytes stored at Offset (little-endian). Buffer: initial content.
  std::vector<uint8_t> Bytes;
  /// Buffer: allocation size in bytes (>= Bytes.size(); the rest is zero).
  uint64_t Size = 0;
  /// Label used in messages ("in:data.bin").
  std::string Label;
  /// Index of the kernel parameter, and the byte offset in it.
  unsigned Param = 0;
  uint64_t Offset = 0;
  /// Buffer: its address is not stored in the parameter (a tensor-map's
  /// buffer, whose address the map holds).
  bool NoAddress = false;
  /// Scalar: a tensor-map (TensorMap.h) whose global address field receives
  /// the address of the Buffer piece with this index (-1: none).
  int MapOf = -1;
  /// A texture, sampler or surface (TexObj.h; Obj.Buffer the index of the
  /// Buffer piece holding its texels): a Scalar piece whose 8 bytes receive
  /// the object's handle, tex::HandleBase + 16 * this piece's index; or,
  /// with Bind set, no parameter's: the object of module variable Bind
  /// (`--bind`), whose address is its handle.
  bool IsObject = false;
  tex::Object Obj;
  std::string Bind;
};

/// One executed warp-instruction, for --trace.
struct TraceEvent {
  uint32_t Pc;
  const Instr *I;
  Dim3 Ctaid;
  unsigned Warp;
  uint32_t Mask; ///< lanes executing together (before the guard)
};

struct ExecOptions {
  Dim3 Grid, Block;
  /// CTAs per cluster (%cluster_nctaid); must tile Grid. The CTAs of a
  /// cluster run together and share their shared memory (PTX ISA 8.5 2.2.2).
  Dim3 Cluster;
  /// %is_explicit_cluster: the launch (or .reqnctapercluster) named a cluster.
  bool ExplicitCluster = false;
  /// A cooperative launch (cudaLaunchCooperativeKernel): every CTA of the
  /// grid runs together, and a zeroed grid workspace in global memory is
  /// addressed by %envreg1 (high 32 bits) and %envreg2 (low 32 bits).
  /// Otherwise %envreg1/%envreg2 read 0.
  bool Cooperative = false;
  uint64_t DynamicSmem = 0;
  /// Maximum warp-instructions executed in the whole launch (0: no limit).
  uint64_t MaxSteps = 1000000000ull;
  /// The most host memory the launch's simulated memory may take (its
  /// bytes and their shadow state): a larger launch is refused with
  /// exec-out-of-memory before it starts (--max-memory; 0: no limit).
  uint64_t MaxMemory = uint64_t(4) << 30;
  /// Deterministic (lowest PC first, round-robin warps) or seeded random
  /// interleaving of warps and of divergent paths within a warp.
  bool RandomSchedule = false;
  uint64_t Seed = 0;
  /// How floating-point mma/wmma add their products and C (TensorCore.h;
  /// `ptxlint run` picks defaultTcModel of the module's .target).
  TcModel TensorCore = TcModel::Hopper;
  /// Called for every executed warp-instruction when set.
  std::function<void(const TraceEvent &)> Trace;
};

struct RunResult {
  bool Completed = false;
  uint64_t WarpSteps = 0; ///< warp-instructions executed
  uint64_t LaneSteps = 0; ///< lane-instructions executed (active lanes)
  /// Final contents of each Buffer piece (indexed like the argument pieces;
  /// empty for scalars).
  std::vector<std::vector<uint8_t>> Buffers;
  /// What the kernel printed (printf, failed assertions), also after a fault.
  std::string DeviceOutput;
};

/// Launches kernel \p KernelId of \p P. Diagnostics go to \p Diags.
RunResult runKernel(const Program &P, unsigned KernelId, llvm::ArrayRef<KernelArg> Args,
                    const ExecOptions &Opts, DiagnosticEngine &Diags);

/// Formats a thread as "ctaid (x,y,z) tid (x,y,z)".
std::string threadName(Dim3 Ctaid, Dim3 Tid);

} // namespace ptx::exec

#endif
