//===- Uniformity.h - which values and branches vary across threads -*- C++ -*-===//
//
// A three-level lattice per register:
//   Uniform      the same in every thread of the CTA,
//   WarpUniform  the same within each warp, possibly different across warps,
//   Varying      may differ between threads of one warp.
// Seeds: %tid and %laneid (Varying), %warpid (WarpUniform), clocks and timers;
// loads through varying addresses, atomics, shuffles and matches. Kernel
// parameters, %ctaid, %ntid, %nctaid and loads from uniform addresses
// (including shared memory read after a barrier) are uniform, except a
// shared load that a write to shared memory which differs between threads
// (an atomic; a store some threads make, or of a thread-dependent value or
// at a thread-dependent address) to a possibly-same variable reaches on a
// path without a barrier: it varies (nvcc -G's generic accesses through
// `cvta.shared` of a named variable, and calls of out-of-line atomic
// wrappers passed such an address, count as shared ones). Stack slots of
// the local depot that nvcc -G spills everything to are tracked per offset,
// including what a called function stores into them through a pointer
// argument: small callees are analysed in the call's context (argument
// levels, and the levels of the slots a pointer argument points to), cached
// per context in AnalysisContext; the same per-context analysis gives the
// level of what the callee returns (`ld.param [retval0]` in the caller).
// A .func analysed on its own (depth 0) reads its parameters at the level
// of what its callers pass (callerArgLevels: Varying only when every call
// passes a varying value); without known callers they are uniform.
// match.all.sync over the full warp, and a match.any.sync over the full warp
// compared (eq/ne) with 0xffffffff, are warp-uniform.
//
// Sync dependence: a register written inside the region controlled by a
// divergent branch (between the branch and its immediate post-dominator)
// takes at least the branch's level when it is read at a join of the
// branch's sides or after one (a block two of its successors reach before
// the post-dominator, the post-dominator included), and is not a
// block-local temporary (every read follows a write in the same block, so
// its values never meet at a join); iterated to a fixed point together with
// the branch levels. The side of an early exit (`if (i >= n) return;`)
// reaches no join, so the loop counters of the threads that stay are not
// divergent; a loop left by a divergent exit makes what is read after the
// loop divergent (the loop's exit block is the join).
// Control dependence is transitive: a block under a uniform branch that is
// itself inside a divergent region is controlled by the divergent branch.
// bar.red results (__syncthreads_or/_and/_count) are uniform.
//
// Bit ranges: nvcc -G packs small fields into one stack word (a
// cooperative-groups thread_group keeps its type in bits 1..7 next to a
// thread-dependent size, a thread rank next to a uniform group count) and
// extracts them with shifts and masks. Each register also carries which of
// its bits may vary (within a warp / between warps), through mov, cvt, and,
// or, xor, not, shl, shr and bfe with constant amounts, add/sub of a
// constant (no carry leaves the bits below the constant's lowest set bit),
// and each depot byte the bits stored into it; a value whose varying bits
// are all masked or shifted out takes the level of what is left. %tid.x (in
// rows of whole warps) and %laneid vary within a warp in their five low
// bits only, so a wmma kernel's `(tid >> 2) & ~15` is warp-uniform.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSES_UNIFORMITY_H
#define PTXLINT_ANALYSES_UNIFORMITY_H

#include "analyses/AnalysisContext.h"
#include "analyses/Dominators.h"
#include "analyses/FunctionIR.h"
#include "analyses/Interproc.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include <memory>

namespace ptx {

enum class Level : unsigned char { Uniform = 0, WarpUniform = 1, Varying = 2 };
inline Level maxLevel(Level A, Level B) { return A < B ? B : A; }
inline Level minLevel(Level A, Level B) { return A < B ? A : B; }

/// A store a function makes through one of its parameters (a pointer):
/// `*(param + Off) = value of level L`.
struct ParamStore {
  unsigned Param;
  int64_t Off;
  Level L;
  unsigned Size = 8; ///< bytes written (the widest store at that offset)
};

/// What a call site tells a callee: the level of each argument and of what
/// each pointer argument points to.
struct CallContext {
  std::vector<Level> Args, Pointees;
};

/// Per callee, call context and call depth (ModuleFacts caches them).
struct CalleeStores {
  std::vector<ParamStore> Stores;
  /// The strongest level of what the callee returns in this context.
  Level Return = Level::Varying;
};

/// What Uniformity's constructor computes before its fixpoint that depends
/// on the function alone (its CFG, post-dominator tree and instructions,
/// and callees' shapes), not on the call context or depth: kept on the
/// FunctionIR (FunctionIR::UniformityMemo) by the first analysis, for the
/// same post-dominator tree.
struct UniformityFacts {
  const DomTree *PDT = nullptr;
  std::vector<bool> AfterNoReturn;
  std::shared_ptr<const std::vector<llvm::SmallVector<unsigned, 4>>> CtrlDeps, DirectCtl;
  std::vector<bool> CrossBlock;
  std::vector<signed char> Invariant;
  llvm::DenseMap<unsigned, llvm::SmallVector<unsigned, 4>> SharedRaces;
};

/// For a .func \p Fn analysed on its own (call depth 0): per parameter
/// (paramIndex order), the most uniform level among the arguments its calls
/// pass, each caller analysed at depth 0 (itself with this rule): Varying
/// when every call passes a value that differs between the lanes of a warp
/// (a per-lane index handed to a -G helper), Uniform when some call passes
/// one the same in every thread. Empty when the calls are not all known: an
/// indirect call in the module, a caller on a call-graph cycle with \p Fn,
/// no caller, or more than a few callers or calls.
std::vector<Level> callerArgLevels(const AnalysisContext &Ctx, const Function &Fn);

class Uniformity;

/// Publishes ModuleFacts::CallArgs for \p F's function from \p U, the
/// uniformity a check of it computed at depth 0 on \p F, when that IR is
/// the function's own (no call context rewrote it): the analysis
/// callerArgLevels makes of a caller for its callees is then the same one,
/// and a caller checked before its callees (nvcc emits kernels first) does
/// not analyse itself twice. A function that reaches no collective is
/// left out (no callee asks).
void shareCallArgs(const AnalysisContext &Ctx, FunctionIR &F, const Uniformity &U);

class Uniformity {
public:
  /// \p CallDepth > 0 analyses a callee for a call-site summary: its
  /// parameters are then assumed to vary, unless \p Context gives their
  /// levels.
  /// At depth 0 a .func takes its callers' argument levels
  /// (callerArgLevels) when it reaches a barrier, collective or mbarrier
  /// operation, or always with \p ForCallerArgs (a caller analysed for the
  /// arguments it passes).
  Uniformity(FunctionIR &F, const AnalysisContext &Ctx, const DomTree &PostDom,
             unsigned CallDepth = 0, const CallContext *Context = nullptr,
             bool ForCallerArgs = false);

  /// Stores through the function's own parameters (callees: the caller's
  /// stack slots written through a pointer argument, nvcc -G constructors).
  const std::vector<ParamStore> &paramStores() const { return PStores; }

  /// The strongest level of the values the function returns (.param or
  /// .reg return values).
  Level returnLevel() const;

  Level reg(unsigned R) const { return R < Regs.size() ? Regs[R] : Level::Varying; }
  /// Whether a .func's parameters take their levels from its callers
  /// (callerArgLevels), at depth 0.
  bool paramsFromCallers() const { return !CallerArgs.empty(); }
  /// Level of an operand expression.
  Level expr(const Expr *E) const;
  /// Level of the condition of the branch/exit ending block \p B (Uniform if
  /// the block does not end in a conditional transfer).
  Level branchLevel(unsigned B) const { return BranchLevels[B]; }
  /// The strongest divergence controlling block \p B and the instruction
  /// index of a branch responsible for it (-1 when none).
  Level controlLevel(unsigned B) const { return Ctrl[B].L; }
  /// Whether instruction \p I is reached only after a call of a function
  /// that never returns (its body traps or exits before any branch or
  /// return), or not at all.
  bool afterNoReturn(unsigned I) const { return I < AfterNoReturn.size() && AfterNoReturn[I]; }
  int controllingBranch(unsigned B, Level AtLeast) const;
  /// Level of special register \p Name ("%tid.x", "%laneid").
  Level specialRegLevel(llvm::StringRef Name) const;

private:
  /// Which bits of a value may differ within a warp (Vary) and between
  /// warps (Warp; Vary is a subset of it).
  struct Bits {
    uint64_t Vary = 0, Warp = 0;
    Bits &operator|=(const Bits &O) {
      Vary |= O.Vary;
      Warp |= O.Warp;
      return *this;
    }
    Bits operator&(uint64_t M) const { return {Vary & M, Warp & M}; }
    Level level() const {
      return Vary ? Level::Varying : Warp ? Level::WarpUniform : Level::Uniform;
    }
  };
  static Bits levelBits(Level L, uint64_t Width = ~uint64_t(0)) {
    return {L == Level::Varying ? Width : 0, L != Level::Uniform ? Width : 0};
  }
  /// The bytes one element of a load or store moves (its type), 0 if unknown.
  static unsigned scalarSize(const Inst &I);
  /// The bytes a load or store moves (vectors included); 8 if unknown.
  static unsigned accessSize(const Inst &I);
  Bits exprBits(const Expr *E) const;
  /// The bits of the value instruction \p I defines, given the levels and
  /// bits of its operands (\p Def: the level evalDef gives it).
  Bits evalBits(const Inst &I, Level Def) const;
  /// The bits stored in depot bytes [Off, Off + Size).
  Bits slotBits(int64_t Off, unsigned Size) const;
  /// Merges \p B into depot bytes [Off, Off + Size); true when it grew.
  bool storeSlotBits(int64_t Off, unsigned Size, Bits B);
  Level evalDef(const Inst &I) const;
  /// evalDef without reading operand registers through the one write that
  /// reaches them: every operand at its register's level.
  Level evalDefOperands(const Inst &I) const;
  /// %tid.x, or a register copied from it (mov, cvt): never negative.
  /// With \p At (the index of the instruction that reads \p E), a
  /// register with several writes counts when the writes that reach \p At
  /// are all such copies (nvcc -O3 reuses %tid.x's register as a later
  /// loop's counter: `mov %r283, %tid.x` ... `mov %r283, %r62` after the
  /// last read of the thread index).
  bool isTidCopy(const Expr *E, int At = -1) const;
  // shr of mul.hi(%tid.x, magic): a division by a constant whose quotient
  // is the same for each warp's 32 consecutive %tid.x values.
  bool tidMagicQuotient(const InstrStmt &Shr) const;
  /// \p E is nvcc's rounding term of a signed division of a copy of
  /// %tid.x by a power of two (`shr.s32 s, t, 31; shr.u32 c, s, 32 - k`, or
  /// `shr.u32 c, t, 31` for k = 1), which is 0: %tid.x is not negative.
  bool tidSignFixup(const Expr *E) const;
  /// K0 when \p S is %tid.x (through copies) plus the constant K0.
  /// \p At: the index of \p S, for isTidCopy's reaching writes.
  std::optional<int64_t> tidPlusConst(const InstrStmt &S, int At = -1) const;
  bool isTidX(const Expr *E) const;
  /// A constant operand, or a register every definition of which moves the
  /// same constant into it.
  std::optional<int64_t> constValue(const Expr *E) const;
  /// 0xffffffff (possibly through a register).
  bool fullWarpMask(const Expr *E) const;
  /// A register defined once, by match.any.sync over the full warp.
  bool isFullMatchAny(const Expr *E) const;
  bool isAligned32(const Expr *E, unsigned Depth = 0) const;
  /// Instruction \p K writes a multiple of 32 (see isAligned32).
  bool defAligned32(unsigned K, unsigned Depth) const;
  /// For instruction \p K, a scalar load from a depot slot: the store every
  /// path to it writes the slot with last (DepotSlots::storeOf); -1 for
  /// anything else, or without the depot's facts.
  int depotStoreOf(unsigned K) const;
  /// \p E is 0 or a power of two: `C >> s` or `C << s` for a power of two
  /// C (a level of a halving loop: `128 >> l`), through copies.
  bool isPow2OrZero(const Expr *E, unsigned Depth = 0) const;
  /// Register operand \p E is at least 17 wherever block \p B runs, by the
  /// branch that leads there (`max(x, 32)` as nvcc -G leaves it: `if (x <
  /// 32) r = 32; else r = x;`), for the value instruction \p At reads.
  bool atLeast17In(const Expr *E, unsigned B, unsigned At) const;
  /// For a register of the form tid.x + (multiple of 32): the level of the
  /// non-tid part (Varying when the register does not have that form).
  Level laneFormRest(const Expr *E, unsigned Depth = 0) const;
  Level laneFormDef(const InstrStmt &S, unsigned Depth) const;
  /// \p E is a CTA-uniform multiple of %ntid.x: %ntid.x, a product or left
  /// shift of one, a sum or difference of two, `a - a % m` with m one (the
  /// bound of a grid-stride loop rounded to whole strides), through copies
  /// and registers every write of which is one. In integers, assuming no
  /// 32-bit arithmetic wraps (see blockStrided).
  bool isNtidMultiple(const Expr *E, unsigned Depth = 0) const;
  /// \p E is a thread's index in a block-strided run: `q * %ntid.x +
  /// %tid.x` (q CTA-uniform), plus CTA-uniform multiples of %ntid.x, every
  /// write unguarded in a block that CTA-uniform control decides (a
  /// grid-stride loop's counter `i = blockIdx.x * blockDim.x + threadIdx.x;
  /// i += gridDim.x * blockDim.x`): the threads of one CTA hold one run of
  /// %ntid.x consecutive values starting at a multiple of %ntid.x.
  bool blockStrided(const Expr *E, llvm::SmallVectorImpl<unsigned> &Visiting,
                    unsigned Depth = 0) const;
  void computeControl();
  void computeControlDeps();
  void computeNoReturnDead();
  void computeEscapingDefs();
  /// Whether \p E has one value for the whole launch of a CTA, at every
  /// point where it is defined: constants, addresses of variables, the
  /// launch-shape and CTA-index special registers, kernel parameters, and
  /// registers with a single unguarded definition computed from such values.
  bool launchInvariant(const Expr *E, unsigned Depth = 0) const;
  bool invariantReg(unsigned R, unsigned Depth) const;
  void computeInvariantRegs();
  /// For each `ld.shared`, the writes to shared memory (st, atom, red) that
  /// may reach it without passing a barrier on some path and may write
  /// where it reads (SharedRaces).
  void computeSharedRaces();
  /// The level a racing write gives the loads it reaches (Uniform when every
  /// thread that runs it writes the same value at the same place).
  Level sharedWriteLevel(unsigned W) const;
  /// Call \p K passes a generic shared-window address of a named variable
  /// to a callee that updates what that parameter points to atomically on
  /// every call (an out-of-line atomicAdd wrapper): the variables, into
  /// \p Bases.
  bool callParamAtomics(unsigned K, llvm::SmallVectorImpl<llvm::StringRef> &Bases) const;
  /// Per function: whether it or what it calls may run an atom or red.
  mutable llvm::DenseMap<const Function *, bool> AtomicCallees;
  std::optional<int64_t> depotOffset(const Expr *Addr) const;
  /// An address a call returns into this function's stack: nvcc -G keeps
  /// `cuda::std::array::operator[]` out of line, returning its `this` (a
  /// depot object) plus a scaled index (callResultForm). The object's
  /// offset, the element's when the index is a constant, and how far the
  /// object may reach: to the next depot offset the function takes the
  /// address of (at most 256 bytes).
  struct CallDepotAddr {
    int64_t Object = 0;
    std::optional<int64_t> Exact;
    int64_t Extent = 256;
  };
  std::optional<CallDepotAddr> callDepotAddress(const Expr *Addr) const;
  mutable llvm::DenseMap<unsigned, std::optional<CallDepotAddr>> CallDepotAddrs;
  mutable std::vector<int64_t> DepotTaken; ///< sorted depot-register offsets
  /// Whether address \p Addr (`[base+...]`) is based on the local depot
  /// symbol or a register that holds a depot address.
  bool isDepotAddress(const Expr *Addr) const;
  /// Level of a call's result read back by \p Ld (`ld.param [retval0]`).
  Level callResultLevel(const Inst &Ld) const;
  /// Applies the stores callee \p K makes through its pointer arguments.
  bool applyCallStores(unsigned K, Level Ctl);
  /// What the fixpoint needs of call \p K that does not change from one
  /// round to the next: its binding, what each argument piece points to (a
  /// depot slot, one of the function's own pointer parameters) and how far,
  /// per argument the depot slots / own parameters the pointer arguments
  /// designate; and the last context asked with its summary. Built on the
  /// first question about the call: every round asks again.
  struct CallSite {
    CallBinding B;
    struct PieceFacts {
      std::pair<bool, std::optional<int64_t>> Depot{false, std::nullopt};
      int64_t Extent = 0; ///< pointee extent of a depot pointer
      std::optional<ParamRef> Param;
    };
    llvm::SmallVector<PieceFacts, 4> Pieces; ///< parallel to B.Args
    llvm::SmallVector<std::pair<bool, std::optional<int64_t>>, 4> ArgDepot;
    llvm::SmallVector<std::optional<ParamRef>, 4> ArgParam;
    bool AnyPointer = false;
    CallContext LastCC;
    std::shared_ptr<const CalleeStores> LastSum;
  };
  CallSite &callSite(unsigned K) const;
  mutable llvm::DenseMap<unsigned, std::unique_ptr<CallSite>> CallSites;
  /// Per call-result load: the closest call before it (-1: none).
  mutable llvm::DenseMap<unsigned, int> ResultCalls;
  /// The call context of call site \p S this round (argument levels,
  /// pointee levels).
  void callContext(const CallSite &S, CallContext &CC) const;
  /// The summary of \p S's callee in context \p CC (calleeSummary, the
  /// last answer kept).
  std::shared_ptr<const CalleeStores> siteSummary(CallSite &S, const CallContext &CC) const;
  /// The callee analysed in context \p CC at the next call depth, once per
  /// module (ModuleFacts::StoreSummaries).
  std::shared_ptr<const CalleeStores> calleeSummary(const Function &Callee,
                                                    const CallContext &CC) const;
  /// Depot offset a value (an address) points to: {is depot, offset}.
  std::pair<bool, std::optional<int64_t>> depotValue(const Expr *E, unsigned At) const;
  /// The level of what the depot holds at [Off, Off + 256) (any slot if unknown).
  /// The level of the stack slots from \p Off (all of them without one),
  /// \p Extent bytes on.
  Level slotsLevel(std::optional<int64_t> Off, int64_t Extent = 256) const;

  FunctionIR &F;
  const AnalysisContext &Ctx;
  const DomTree &PDT;
  unsigned Depth = 0;
  bool ParamsVarying = false;
  std::vector<Level> Regs;
  std::vector<Bits> RegBits; ///< per register, within its Regs level
  std::vector<unsigned char> BitGrowth; ///< how often RegBits grew (widening)
  /// Blocks are made of whole warps along x (ntid.x % 32 == 0: assumed for an
  /// unknown shape): then %tid.y and %tid.z are warp-uniform and
  /// (base + %tid.x) / 32 is warp-uniform when base is a multiple of 32.
  bool WarpRows = true;
  mutable std::vector<bool> InLaneForm; ///< cycle guard for laneFormRest
  /// laneFormRest follows stack-slot reloads (set around one setp test).
  mutable bool LaneSlots = false;
  std::vector<Level> BranchLevels;
  struct CtrlInfo {
    Level L = Level::Uniform;
    int WarpBranch = -1; ///< a controlling branch of level >= WarpUniform
    int VaryBranch = -1; ///< a controlling branch of level Varying
  };
  std::vector<CtrlInfo> Ctrl;
  /// Per instruction: only reached after a call that never returns.
  std::vector<bool> AfterNoReturn;
  llvm::DenseMap<unsigned, llvm::SmallVector<unsigned, 4>> SharedRaces;
  /// Whether load \p K polls memory other agents write (spinPoll()), cached.
  bool spinPoll(unsigned K) const;
  mutable llvm::DenseMap<unsigned, bool> SpinPolls;
  using BlockLists = std::vector<llvm::SmallVector<unsigned, 4>>;
  /// Per conditional block: the blocks control dependent on it (shared
  /// with UniformityFacts).
  std::shared_ptr<const BlockLists> CtrlDeps;
  /// Per register: true when some read of it can see a write from another
  /// block (or an earlier iteration); false for block-local temporaries.
  std::vector<bool> CrossBlock;
  /// Per block: the conditional blocks it is directly control dependent
  /// on (CtrlDeps inverted; shared with UniformityFacts). Transitively,
  /// the branches whose region it lies in: syncLevel walks them.
  std::shared_ptr<const BlockLists> DirectCtl;
  /// syncLevel's scratch: per block, the walk that last saw it.
  mutable std::vector<unsigned> SyncSeen;
  mutable std::vector<unsigned> SyncStack;
  mutable unsigned SyncWalks = 0;
  /// Per conditional block X, built on first use: the registers live into
  /// a join of X (a block that two of X's successors reach before X's
  /// immediate post-dominator, that post-dominator included, through X
  /// again when X is in a loop): read on some path from the join before
  /// any unguarded write. Only those can see writes from both sides of X;
  /// an early exit's side reaches no join, so what the threads that stay
  /// write is not made divergent by the ones that left, and a register
  /// every path from the join writes again before reading (the counter of
  /// an inner loop, re-initialised each trip of an outer one that the join
  /// leads back into) does not carry the divergent write.
  mutable std::vector<std::unique_ptr<llvm::BitVector>> JoinReads;
  const llvm::BitVector &joinReads(unsigned X) const;
  /// joinReads' scratch, per block, kept between calls so that a call costs
  /// the region it walks, not the function: how many of X's successors
  /// reach the block, and the walk that last saw it.
  mutable std::vector<unsigned char> JoinReached;
  mutable std::vector<unsigned> JoinSeenBy;
  mutable unsigned JoinWalks = 0;
  /// Per block, built on first use: the registers live on entry to it,
  /// over LiveRegs' compact indices (the registers some block reads before
  /// writing them: no other register is live anywhere; clang -O0 output
  /// has thousands that live inside one block). One flat array of
  /// LiveWords words per block (a BitVector per block cost an allocation
  /// each, three per block while solving).
  mutable std::vector<uint64_t> LiveIn;
  mutable unsigned LiveWords = 0;
  mutable bool LiveInBuilt = false;
  mutable std::vector<unsigned> LiveRegs;
  void computeLiveIn() const;
  /// The level sync dependence gives a write of \p R in block \p B.
  Level syncLevel(unsigned B, unsigned R) const;
  /// True when every path from conditional block \p X to its immediate
  /// post-dominator writes \p R, and every write of \p R on those paths is
  /// the same pure computation (one instruction text) of registers none of
  /// them write: then \p R holds the same function of the values before the
  /// branch on every side, and the branch does not make it divergent
  /// (clang duplicates a loop-carried `xor` into both arms). Cached per
  /// (X, R).
  bool sameValueOnEverySide(unsigned X, unsigned R) const;
  mutable llvm::DenseMap<std::pair<unsigned, unsigned>, bool> SameValue;
  /// Per register: launch-invariant (launchInvariant): a copy of %ntid.x
  /// made inside a thread-dependent branch is the same in every thread that
  /// made it, so sync dependence at the join does not apply to it.
  std::vector<signed char> Invariant; ///< -1 unknown, 0 no, 1 yes
  // Local depot tracking (nvcc -G): which registers hold depot addresses
  // and at what offset (null without a depot).
  const DepotSlots *Depot = nullptr;
  /// evalDef's depth through copies of a write earlier in the same block.
  mutable unsigned CopyDepth = 0;
  /// Per instruction: 1 when evalDef reads its operands through their
  /// reaching writes (arithmetic and comparisons with an operand register
  /// written more than once), 0 when not, -1 not yet classified (decided
  /// once, not at every visit).
  mutable std::vector<int8_t> ReadsThroughWrites;
  llvm::DenseMap<int64_t, Level> Slots;
  /// Bumped whenever a slot's level or AnySlot grows (slotsLevel's memo).
  unsigned SlotsVersion = 0;
  /// slotsLevel's answers per (offset or INT64_MIN for all, extent), with
  /// the SlotsVersion they were computed at.
  mutable llvm::DenseMap<std::pair<int64_t, int64_t>, std::pair<unsigned, Level>> SlotsLevels;
  /// Per depot byte: which of its bits may vary (within / between warps).
  llvm::DenseMap<int64_t, std::pair<uint8_t, uint8_t>> SlotBytes;
  Level AnySlot = Level::Uniform;
  std::optional<CallContext> Context;
  /// At depth 0 in a .func: callerArgLevels, the levels of its parameters.
  std::vector<Level> CallerArgs;
  std::vector<ParamStore> PStores;
};

} // namespace ptx

#endif
