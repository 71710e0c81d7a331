//===- Machine.h - executor state: warps, frames, memory, CTAs --*- C++ -*-===//
//
// Private to lib/exec. The thread model (docs/executor.md):
//  * A CTA is a set of warps of 32 lanes. The CTAs of one cluster (PTX ISA
//    8.5 2.2.2) run together, their warps interleaved; clusters run one
//    after another (CUDA guarantees no inter-cluster concurrency to rely on),
//    except in a cooperative launch, where all CTAs of the grid run together.
//  * Every lane has its own PC, call stack and state (independent thread
//    scheduling, sm_70 and later). A warp executes the lanes
//    that share a PC and frame together ("group"); the deterministic
//    schedule picks the lowest PC, so divergent paths reconverge naturally.
//  * Registers are per-warp structure-of-arrays frames: R[slot * 32 + lane],
//    one frame per (call depth, function), with a written-lanes mask per slot
//    for uninitialized-read warnings.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_EXEC_MACHINE_H
#define PTXLINT_EXEC_MACHINE_H

#include "lib/exec/AddressMap.h"
#include "lib/exec/Executor.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseSet.h"

#include <random>
#include <unordered_map>

namespace ptx::exec {

/// A register frame of one function at one call depth, for all 32 lanes.
struct Frame {
  uint32_t Func = 0;
  uint32_t Depth = 0;
  std::vector<uint64_t> R;     ///< NumSlots * 32
  std::vector<uint32_t> W;     ///< written lanes per slot
  std::vector<uint8_t> Param;  ///< ParamSize bytes per lane, lane-major
  uint32_t ParamSize = 0;
  uint64_t *reg(uint32_t Slot) { return R.data() + size_t(Slot) * WarpSize; }
  uint8_t *param(unsigned Lane) { return Param.data() + size_t(Lane) * ParamSize; }
};

/// A return address on a lane's call stack.
struct CallRec {
  uint32_t RetPc;
  uint32_t CallPc;
  Frame *Caller;
  uint64_t LocalBase; ///< caller's local frame base
  /// Lanes that pushed this record in one call share its PathId, and their
  /// stacks were equal then (a call runs one group, whose lanes came through
  /// the same call sites): equal top PathIds mean equal call paths, so the
  /// scheduler's comparisons are O(1) in the common case, not O(depth).
  uint64_t PathId;
};

/// Whether two lanes' call stacks name the same call sites, outermost first.
inline bool sameCallPath(const std::vector<CallRec> &A, const std::vector<CallRec> &B) {
  if (A.size() != B.size())
    return false;
  if (A.empty() || A.back().PathId == B.back().PathId)
    return true;
  for (size_t I = A.size(); I-- > 0;)
    if (A[I].CallPc != B[I].CallPc)
      return false;
  return true;
}

enum class LaneState : uint8_t { Run, Exited, BarWait, ArriveWait, SyncWait, ClusterWait };

/// A cp.async copy in flight: its source was read at issue; the destination
/// is written when its group completes (PTX ISA 8.5 9.7.10.24.3).
struct PendingCopy {
  uint8_t *Dst, *DstInit;
  std::vector<uint8_t> Bytes;
  uint32_t Group; ///< NoGroup until cp.async.commit_group
  static constexpr uint32_t NoGroup = ~0u;
};

/// A global-memory allocation (module variable or argument buffer).
struct Region {
  std::string Name;
  uint64_t Base = 0, Size = 0;
  std::vector<uint8_t> Data;
  std::vector<uint8_t> Init; ///< shadow: byte has been written
  Space Sp = Space::Global;
  bool ReadOnly = false;
};

struct Warp {
  unsigned Index = 0;
  unsigned Cta = 0;             ///< index of its CTA in Machine::Ctas
  unsigned NumLanes = 0;        ///< threads of the CTA in this warp
  uint32_t LiveMask = 0;        ///< lanes not exited
  uint32_t RunMask = 0;         ///< lanes that can run now
  uint32_t Pc[WarpSize];
  Frame *Cur[WarpSize];
  LaneState State[WarpSize];
  uint8_t WaitBar[WarpSize];    ///< barrier a BarWait lane waits on
  uint32_t Tid[WarpSize][3];
  uint64_t LocalBase[WarpSize]; ///< current frame's local base
  uint64_t LocalTop[WarpSize];  ///< end of the current frame's locals
  std::vector<CallRec> Stack[WarpSize];
  std::vector<uint8_t> Local[WarpSize], LocalInit[WarpSize];
  std::vector<std::unique_ptr<Frame>> Frames;
  /// Frames by depth (usually one function each): getFrame without a scan
  /// of every frame, which made deep recursion quadratic.
  std::vector<std::vector<Frame *>> FramesAt;
  uint32_t BarArrived[16] = {}; ///< lanes that reached barrier b
  std::vector<PendingCopy> Async[WarpSize]; ///< cp.async in flight per lane
  uint32_t NextGroup[WarpSize] = {};
  /// barrier.cluster: 1 + the phase of the lane's arrival not yet consumed
  /// by barrier.cluster.wait; 0 when none.
  uint32_t ClArrive[WarpSize] = {};
  bool Yield = false;           ///< end the warp's quantum (spin-wait hint)
  /// The setmaxnreg instructions the warp executed, in order (the warps of a
  /// warpgroup must execute the same ones, PTX ISA 8.5 9.7.19.5).
  std::vector<uint32_t> MaxNRegPcs;
  // Scheduling state.
  bool Converged = false;       ///< next group = all of RunMask at Pc[first]
  uint64_t DivergentSteps = 0;
  /// (PC, depth) key of the group the last rotation ran, and the lanes of
  /// the lowest group when DivergentSteps was last reset (see pickGroup).
  uint64_t LastRotated = 0;
  uint64_t LowKey = 0;
  uint32_t LowMask = 0;
  uint32_t BackEdges = 0;       ///< loop iterations of the lowest group
};

/// Per-barrier state of a CTA (PTX ISA 8.5 9.7.14.1).
struct CtaBarrier {
  uint64_t Arrived = 0;   ///< threads of warps that have arrived
  uint64_t Expected = 0;  ///< 0: all threads of non-exited warps
  uint32_t RedPopc = 0;
  bool RedAnd = true, RedOr = false;
  BarKind Kind = BarKind::Sync;
  bool Active = false;
};

/// One CTA of the CTAs being executed.
struct Cta {
  Dim3 Ctaid;        ///< %ctaid
  Dim3 InCluster;    ///< %cluster_ctaid
  uint64_t Linear = 0;
  unsigned Rank = 0;    ///< %cluster_ctarank
  unsigned Cluster = 0; ///< its cluster in Machine::Clusters
  std::vector<Warp> Warps;
  CtaBarrier Bars[16];
  std::vector<uint8_t> Shared, SharedInit;
  uint64_t LiveThreads = 0; ///< 0: every thread exited; its shared memory is gone
};

/// The cluster barrier of barrier.cluster (PTX ISA 8.5 9.7.14.3).
struct ClusterBarrier {
  uint64_t Arrived = 0; ///< live threads that arrived in the current phase
  uint32_t Phase = 0;   ///< completed phases
};

/// A cluster being executed.
struct ClusterState {
  Dim3 Id;              ///< %clusterid
  uint64_t Live = 0;    ///< live threads of the cluster
  ClusterBarrier Bar;
};

/// Outcome of executing one warp-instruction.
enum class ExecStatus : uint8_t { Next, Handled, Fault };

class Machine {
public:
  Machine(const Program &P, unsigned KernelId, llvm::ArrayRef<KernelArg> Args,
          const ExecOptions &Opts, DiagnosticEngine &Diags);
  RunResult run();

  // ---- state -----------------------------------------------------------------
  const Program &P;
  const FuncCode &Kernel;
  llvm::ArrayRef<KernelArg> Args;
  const ExecOptions &Opts;
  DiagnosticEngine &Diags;
  std::mt19937_64 Rng;

  std::vector<Region> Regions;   ///< global allocations, sorted by base
  size_t LastRegion = 0;
  std::vector<int> ArgRegion;    ///< per argument: region index or -1
  std::vector<uint8_t> ConstMem, ConstInit;
  std::vector<uint8_t> KParamMem;
  uint64_t SharedSize = 0;      ///< bytes per CTA, reserved region included
  uint64_t UserSharedSize = 0;  ///< static + dynamic shared memory
  /// The reserved shared memory region, when the program names it.
  bool HasReservedSmem = false;
  uint64_t SharedLow = addrmap::SharedBase; ///< lowest accessible shared address
  static constexpr uint64_t ReservedSmemBytes = addrmap::SharedBase;

  /// The CTAs being executed: one cluster, by %cluster_ctarank, or in a
  /// cooperative launch every cluster of the grid, cluster after cluster
  /// (cluster k's rank r is Ctas[k * ClusterCtas + r]). C is the CTA of the
  /// warp executing now.
  std::vector<Cta> Ctas;
  Cta *C = nullptr;
  std::vector<ClusterState> Clusters; ///< the clusters being executed
  Dim3 ClusterDim;            ///< %cluster_nctaid
  unsigned ClusterCtas = 1;   ///< CTAs per cluster
  unsigned NumWarps = 0;      ///< warps per CTA
  uint64_t LiveThreads = 0;   ///< live threads of all CTAs being executed
  /// Cooperative launch: the grid workspace (%envreg1/%envreg2), else 0.
  uint64_t GridWorkspace = 0;
  static constexpr uint64_t GridWorkspaceBytes = 64;
  /// The CTA of cluster rank \p Rank in \p W's cluster.
  Cta &clusterPeer(const Warp &W, unsigned Rank) {
    return Ctas[size_t(Ctas[W.Cta].Cluster) * ClusterCtas + Rank];
  }

  uint64_t WarpSteps = 0, LaneSteps = 0;
  std::string DeviceOutput;          ///< printf / assert output, in call order
  uint64_t HeapUsed = 0, HeapAllocs = 0; ///< device malloc
  bool Faulted = false;
  llvm::DenseSet<uint32_t> WarnedPc; ///< instructions already warned about
  llvm::DenseSet<uint64_t> WarnedMisc;

  // ---- Machine.cpp: scheduling, frames, control flow, faults -------------------
  void setupMemory();
  uint64_t sharedBytes() const;
  uint64_t localStart() const;
  uint64_t memoryNeeded() const;
  /// Host memory the simulated memory takes now (memoryNeeded, then local
  /// frames grown by calls), against ExecOptions::MaxMemory.
  uint64_t MemoryUsed = 0;
  uint64_t NextPathId = 0; ///< CallRec::PathId of the next call
  /// Runs the CTAs of Ctas together until every thread exits.
  bool runCtas();
  void initCta(Cta &Ct);
  Frame *getFrame(Warp &W, uint32_t Depth, uint32_t Func);
  void enterFunction(Warp &W, Frame &Fr, unsigned Lane);
  bool stepWarp(Warp &W, unsigned Quantum);
  uint32_t pickGroup(Warp &W);
  ExecStatus exec(Warp &W, uint32_t Pc, uint32_t Mask);
  ExecStatus execControl(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t M,
                         uint32_t E);
  ExecStatus execCall(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t E);
  ExecStatus execRet(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t E);
  // ---- ExecBuiltins.cpp: vprintf, __assertfail, malloc, free -------------------------
  /// Executes lane \p L's call of the body-less function \p C; \p Known is
  /// false when the executor does not implement it.
  ExecStatus execBuiltin(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, unsigned L,
                         const FuncCode &C, bool &Known);
  bool readCString(Warp &W, Frame &Fr, unsigned L, uint64_t Addr, uint32_t Pc,
                   std::string &Out);
  int64_t formatPrintf(Warp &W, Frame &Fr, unsigned L, llvm::StringRef Fmt, uint64_t Args,
                       uint32_t Pc, std::string &Out);
  void exitLane(Warp &W, unsigned Lane);
  void afterExit(Warp &W);
  void wakeSyncWaiters(Warp &W);

  /// Reports a fault at instruction \p Pc of lane \p Lane; stops the run.
  void fault(DiagId Id, uint32_t Pc, const Warp &W, unsigned Lane, const std::string &What);
  /// Reports a warning once per instruction (and per \p Key).
  void warnOnce(DiagId Id, uint32_t Pc, const Warp &W, unsigned Lane, const std::string &What,
                uint64_t Key = 0);
  /// The first instruction that reads %envreg1/%envreg2 (cooperative
  /// groups' grid_group), or an invalid range.
  SrcRange gridWorkspaceRead() const;
  std::string laneName(const Warp &W, unsigned Lane) const;
  SrcRange rangeOf(uint32_t Pc) const;
  /// For a fault at \p Pc: a note naming the source position nvcc's line
  /// table gives the instruction (the last `.loc` before it in its
  /// function), if the PTX has one.
  void noteSourceLine(uint32_t Pc);

  // ---- ExecAlu.cpp: integer, logic, compare, move, convert ---------------------
  ExecStatus execAlu(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t E);
  // ---- ExecVideo.cpp: video instructions (PTX ISA 8.5 9.7.18) -----------------------
  ExecStatus execVideo(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t E);
  // ---- ExecFloat.cpp -------------------------------------------------------------
  ExecStatus execFloat(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t E);
  // ---- ExecMem.cpp: ld/st/atom/red/cvta/isspacep -----------------------------------
  ExecStatus execMem(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t E);
  ExecStatus execAtomWide(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t E);
  /// The completion of lane \p L's st.async / red.async to \p Addr (\p Bytes
  /// stored): warns about the undefined forms and performs the complete-tx on
  /// the instruction's mbarrier; false after reporting a fault.
  bool completeAsyncStore(Warp &W, Frame &Fr, const Instr &I, unsigned L, uint64_t Addr,
                          uint32_t Bytes, uint32_t Pc);
  /// Resolves \p Size bytes at \p Addr in space \p Sp for a lane; returns
  /// the bytes and their shadow, or nullptr after reporting a fault.
  uint8_t *resolve(Warp &W, Frame &Fr, unsigned Lane, Space Sp, uint64_t Addr, unsigned Size,
                   bool Write, uint32_t Pc, uint8_t *&Init);
  /// A .shared::cluster address (\p A at or above addrmap::ClusterShared),
  /// reached through a generic address when \p Generic; nullptr after
  /// reporting a fault.
  uint8_t *resolveCluster(Warp &W, unsigned Lane, uint64_t A, unsigned Size, bool Write,
                          bool Generic, uint32_t Pc, uint8_t *&Init);
  /// The slow path of resolve: every space, with a fault report on failure.
  uint8_t *diagnoseAccess(Warp &W, Frame &Fr, unsigned Lane, Space Sp, uint64_t Addr,
                          unsigned Size, bool Write, uint32_t Pc, uint8_t *&Init);
  Region *findRegion(uint64_t Addr);
  // ---- ExecAsync.cpp: cp.async, cp.async.bulk, mbarrier ----------------------------
  ExecStatus execAsync(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t E);
  /// The complete-tx of \p Bytes on lane \p L's mbarrier at \p Addr in
  /// \p Sp that st.async and red.async perform when they complete (PTX ISA
  /// 9.0 9.7.9.12, 9.7.13.7); false after reporting a fault.
  bool mbarCompleteTx(Warp &W, Frame &Fr, unsigned L, Space Sp, uint64_t Addr, uint32_t Bytes,
                      uint32_t Pc);
  /// Completes lane \p L's copies in groups below \p Limit (and, with
  /// \p All, the uncommitted ones too).
  void completeCopies(Warp &W, unsigned L, uint32_t Limit, bool All);
  // ---- ExecTensor.cpp: cp.async.bulk.tensor and relatives, tile mode -------------
  ExecStatus execTensor(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t E);
  ExecStatus execTensormap(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t E);
  // ---- ExecTexture.cpp: textures and surfaces (PTX ISA 8.5 9.7.11-12) ------------
  /// The launch's textures, samplers and surfaces by handle (TexObj.h);
  /// Object::Buffer is the index of its Region.
  std::unordered_map<uint64_t, tex::Object> Objects;
  ExecStatus execTexture(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t E);
  ExecStatus execSurface(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t E);
  /// Lane \p L's object (the sampler operand's when \p Sampler), or nullptr
  /// after reporting a fault.
  const tex::Object *texObject(Warp &W, Frame &Fr, const Instr &I, unsigned L, bool Sampler,
                               uint32_t Pc);
  // ---- ExecMatrix.cpp: mma, ldmatrix, stmatrix, movmatrix ---------------------------
  /// Executes a warp-collective matrix instruction for all 32 lanes.
  ExecStatus execMatrix(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc);
  ExecStatus execWmma(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc);
  void execMmaScales(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, const uint32_t *X,
                     std::vector<double> &SFA, std::vector<double> &SFB, unsigned &Vec);
  // ---- ExecWgmma.cpp: wgmma (PTX ISA 8.5 9.7.16) ------------------------------------
  /// Executes a warpgroup matrix instruction for one warp (all 32 lanes);
  /// Handled: the warp waits for the rest of its warpgroup.
  ExecStatus execWgmma(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc);
  /// wgmma.mma_async: computes and writes the warp's 16 rows of D.
  ExecStatus execWgmmaMma(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc);
  /// Per (CTA rank, warpgroup): the wgmma instruction its first warp waits
  /// at and the warps (bits 0-3) that have arrived there.
  struct WgRendezvous {
    uint32_t Pc = 0;
    uint8_t Arrived = 0;
    uint64_t DescA = 0, DescB = 0; ///< wgmma.mma_async: the first warp's descriptors
  };
  std::vector<WgRendezvous> WgWaits;
  // ---- ExecWarp.cpp: barriers and warp-level operations ----------------------------
  ExecStatus execSync(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t M,
                      uint32_t E);
  ExecStatus execBar(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t M, uint32_t E);
  void warpArrive(Warp &W, unsigned Bar);
  void checkBarrier(Cta &Ct, unsigned Bar);
  ExecStatus execClusterBar(Warp &W, const Instr &I, uint32_t Pc, uint32_t M, uint32_t E);
  void checkClusterBarrier(unsigned Cluster);
  bool deadlockReport();
};

/// Sign-extends the low \p Bits of \p V.
inline int64_t sext(uint64_t V, unsigned Bits) {
  if (Bits >= 64)
    return int64_t(V);
  unsigned S = 64 - Bits;
  return int64_t(V << S) >> S;
}

/// Fits a result of type \p T into a destination register of \p DstBits
/// (PTX ISA 9.4.1: sign-extend signed types, zero-extend others).
inline uint64_t fitDst(uint64_t V, unsigned TB, bool Signed, unsigned DstBits) {
  V &= bitsMask(TB);
  if (Signed && DstBits > TB)
    V = uint64_t(sext(V, TB));
  return V & bitsMask(DstBits);
}

/// One atomic read-modify-write (PTX ISA 8.5 9.7.14.5; ExecMem.cpp): the
/// new value for \p Old and operand \p B (\p C: cas); false when the
/// type/operation pair is not supported. \p FtzF32: add.f32 flushes
/// subnormals. Also the element operation of cp.reduce.async.bulk.
bool atomicOp(AtomOp O, Ty T, uint64_t Old, uint64_t B, uint64_t C, uint64_t &New,
              bool FtzF32);

/// The soft-float format of a floating-point mma/wgmma element type (.f32
/// for the others; ExecMatrix.cpp).
fp::Fmt matrixFmt(Ty T);

/// Iterates the set lanes of \p M.
#define FOR_LANES(M, L)                                                                  \
  for (uint32_t _m = (M), L = 0; _m && ((L = unsigned(__builtin_ctz(_m))), true);      \
       _m &= _m - 1)

} // namespace ptx::exec

#endif
