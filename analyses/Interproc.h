//===- Interproc.h - local-depot slots, copy chains and callee summaries -*- C++ -*-===//
//
// What lets the analyses see through nvcc -G output, where every value is
// stored to the `__local_depot` array and loaded back, and where intrinsics
// (`__shfl_sync`, `__syncwarp`, `__cvta_generic_to_shared`, libcu++ and
// cooperative-groups methods) stay out-of-line `.func`s that take their
// operands as `.param`s:
//
//  - DepotSlots: the depot address registers (`%SPL = __local_depot`,
//    `%SP = cvta.local %SPL`, plus constants) and, for every load from the
//    depot at a constant offset, the store that writes those bytes last on
//    every path to it (a must-reach dataflow over constant-offset slots;
//    stores at unknown depot offsets kill every slot, and once a depot
//    address escapes (stored to memory, passed to a call, compared), so do
//    calls and stores through pointers the analysis cannot place).
//  - CallBinding: the operands a call passes (the `st.param` stores into its
//    argument variables before it) and the loads of its results.
//  - traceCopies: follows a value back through mov, cvta, integer cvt,
//    addition of constants, depot slots and calls of functions that return
//    one of their parameters, to the operand it is a copy of.
//  - CalleeSummary: per defined `.func`, which of its parameters it returns,
//    whether it touches mbarrier objects, and the operations it executes on
//    every call whose interesting operand is one of its parameters (plus a
//    constant): the membermask of a warp collective, the address of a memory
//    access (ld/st/atom/red, cp.async, ldmatrix/stmatrix, mbarrier objects;
//    an address may also add other parameters times constants, `p + 4*i`),
//    the operation on an mbarrier object and its count (cuda::ptx's
//    out-of-line mbarrier_init / mbarrier_arrive / mbarrier_try_wait).
//    "Every call" is the blocks on the path the entry's values decide (a
//    counted loop's first trip included) and whatever post-dominates them.
//    A call that passes constants gets the summary of the callee under
//    them (analyses/Specialise.h): nvcc -G's library helpers pick their
//    case from such arguments. Nested calls are folded in; recursion and
//    unknown or indirect callees are conservative. Computed once per module
//    (ModuleFacts), shared by every function's analysis.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSES_INTERPROC_H
#define PTXLINT_ANALYSES_INTERPROC_H

#include "analyses/AnalysisContext.h"
#include "analyses/FunctionIR.h"
#include "analyses/Specialise.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ptx {

class DomTree;
class SlotReach;

/// Stack slots of nvcc's local depot.
class DepotSlots {
public:
  explicit DepotSlots(FunctionIR &F);
  ~DepotSlots();

  /// True when register \p R holds a depot address (any offset).
  bool isDepotReg(unsigned R) const { return R < IsDepot.size() && IsDepot[R]; }
  /// The depot offset register \p R holds, when every definition agrees.
  std::optional<int64_t> regOffset(unsigned R) const {
    return R < Off.size() ? Off[R] : std::nullopt;
  }
  /// Depot offset of an address operand (`[%SP+8]`, `[__local_depot0+4]`).
  std::optional<int64_t> addressOffset(const Expr *Addr) const;
  /// True when the address operand's base is a depot address.
  bool isDepotAddress(const Expr *Addr) const;
  /// For a load from the depot: the store every path to it writes those
  /// bytes with last (same width, scalar, unguarded); -1 when none.
  int storeOf(unsigned LoadIdx) const {
    auto It = LoadStore.find(LoadIdx);
    return It == LoadStore.end() ? -1 : static_cast<int>(It->second);
  }
  /// Where the bytes of a scalar load from the depot come from when they
  /// lie inside what one scalar store wrote last on every path, that store
  /// perhaps wider than the load (a 32-bit field of a 16-byte object that
  /// nvcc -G copies with two 64-bit moves): the store and the byte offset
  /// of the load's bytes in its value, which the load reads as bits
  /// [8 * Shift, 8 * Shift + 8 * width) (little-endian). A store of a
  /// register that a depot load of the store's width defines (through
  /// copies: the copy `ld.u64 %rd, [a]; st.u64 [b], %rd`) is followed to
  /// what that load read, which may be narrower stores (the object's
  /// fields written one by one), as long as the bytes asked for lie in one
  /// of them. The same-width case is storeOf (Shift 0); none when the bytes
  /// come from several stores, a call, or nothing known.
  struct Piece {
    unsigned Store;
    unsigned Shift; ///< bytes
  };
  std::optional<Piece> pieceOf(unsigned LoadIdx) const;
  /// Where the bytes of a scalar depot load come from when, through the
  /// stores and copies pieceOf follows, they lie inside what one call wrote
  /// last on every path with a value the callee computes (a summary store
  /// with a Src: a -G constructor that writes one field of a stack object
  /// through its `this`, the object then copied 8 bytes at a time): the
  /// call, the index of the callee's ParamStoreSummary store, and the byte
  /// offset of the load's bytes in that store's value.
  struct CallPiece {
    unsigned Call;
    unsigned Store;
    unsigned Shift; ///< bytes
  };
  std::optional<CallPiece> callPieceOf(unsigned LoadIdx) const;
  /// The depot bytes [first, second) a write of \p Bytes through address
  /// operand \p Addr at instruction \p At can touch when it is an element
  /// of a stack array at a bounded index (indexedBytes), the index perhaps
  /// a loop counter clang -O0 reads back from its own slot (slotLoadRange);
  /// none otherwise. Only once the slots are solved.
  std::optional<std::pair<int64_t, int64_t>> elementBytes(const Expr *Addr, unsigned At,
                                                          unsigned Bytes) const;
  /// Some depot address leaves the function's direct loads and stores.
  bool escapes() const { return Escaped; }
  /// Instruction \p I lets a depot address leave the function's direct
  /// loads and stores: it uses one other than as the address of a load or
  /// store, or to form another depot address (a store of it, a call
  /// argument's `st.param`, a comparison). Before the first such
  /// instruction on a path, only the function's own stores write the frame.
  bool escapesAt(const Inst &I) const;
  /// For element \p Elem of a vector load from the depot (`ld.local.v2.u32
  /// {%r1, %r2}, [%SPL+8]`, NVVM -O1 reading two fields of an object):
  /// the scalar store of that element's width every path to it writes those
  /// bytes with last; -1 when none.
  int elementStoreOf(unsigned LoadIdx, unsigned Elem) const {
    auto It = ElemStore.find({LoadIdx, Elem});
    return It == ElemStore.end() ? -1 : static_cast<int>(It->second);
  }
  /// For a scalar load from the depot whose bytes are exactly one element
  /// of a vector store that wrote them last on every path (nvcc -G keeps a
  /// loaded float4 as `st.v4.u32 [%SP+16], {...}` and reads its fields back
  /// one at a time, `ld.f32 [%SP+20]`): the store and the element.
  struct VectorElement {
    unsigned Store;
    unsigned Elem;
  };
  std::optional<VectorElement> vectorElementOf(unsigned LoadIdx) const {
    auto It = LoadVecElem.find(LoadIdx);
    if (It == LoadVecElem.end())
      return std::nullopt;
    return It->second;
  }
  /// A slot a call wrote last on every path to a load (a scalar load, or
  /// element Elem of a vector one), with a value the callee computes: the
  /// call and the index of the callee's ParamStoreSummary store (its Src).
  struct CallStore {
    unsigned Call;
    unsigned Store;
  };
  std::optional<CallStore> callStoreOf(unsigned LoadIdx, unsigned Elem = 0) const {
    auto It = LoadCall.find({LoadIdx, Elem});
    if (It == LoadCall.end())
      return std::nullopt;
    return It->second;
  }

private:
  /// A pointer value \p V at \p At that is `Base + [Lo, Hi]` with a bounded
  /// index (`&items[i]`, an element of a stack array in nvcc -G's loop over
  /// ITEMS_PER_THREAD): Base's value is read at BaseAt. Lo > Hi: no index
  /// reaches it (the write never runs).
  struct IndexedAddr {
    const Expr *Base;
    unsigned BaseAt;
    int64_t Lo, Hi;
  };
  std::optional<IndexedAddr> indexedValue(const Expr *V, unsigned At) const;
  /// The depot bytes [first, second) a write of \p Bytes at `V + Add` can
  /// touch, from indexedValue and Base's depot offset.
  std::optional<std::pair<int64_t, int64_t>> indexedBytes(const Expr *V, unsigned At,
                                                          int64_t Add, unsigned Bytes) const;
  /// A write (a store, or a call's store through a pointer argument) whose
  /// pointer the slots known before this round do not place, while solve
  /// checks the bytes it assumes it kills.
  struct PendingWrite {
    unsigned K;      ///< the store or call
    const Expr *Ptr; ///< the pointer, read at At
    unsigned At;
    int64_t Add;
    unsigned Bytes;
    std::optional<std::pair<int64_t, int64_t>> Assumed; ///< none: kills nothing
    bool All = false;                                  ///< kills every slot
    /// A call of a callee with no exact ParamStoreSummary (too big, an
    /// external or indirect callee): it writes no slot while no depot
    /// address reaches it (opaqueCallMayWrite), else every slot.
    bool Opaque = false;
  };
  /// Whether opaque call \p K may write the frame under the slots known
  /// now: some argument may hold a depot address, or some depot address
  /// may be kept where a callee could read it (depotConfinedNow).
  bool opaqueCallMayWrite(unsigned K) const;
  /// No depot address is kept outside the depot under the slots known
  /// now: every write of a value that may be one goes to a depot address,
  /// and every call passed one has an exact ParamStoreSummary whose writes
  /// go to placed depot slots. Memoised per check of a solution.
  bool depotConfinedNow() const;
  mutable int ConfinedMemo = -1;
  const Expr *baseOf(const Expr *Addr, int64_t &Add) const;
  void computeRegs();
  void computeEscape();
  void computeReaching();
  /// One round of the must-reach dataflow over the accesses at the depot
  /// offsets \p AccOff gives (per instruction); fills LoadStore. \p Refine:
  /// the second round (calls with store summaries, pointers that cannot
  /// hold a depot address). False when there is nothing to track.
  bool solve(const std::vector<std::optional<int64_t>> &AccOff, bool Refine);
  /// A call of a callee with an exact ParamStoreSummary whose pointers are
  /// placed: kills only the slots it writes, defines the ones it stores an
  /// argument in.
  void refineCall(
      unsigned K, const llvm::DenseMap<int64_t, unsigned> &SlotId,
      llvm::function_ref<void(int64_t, unsigned, llvm::SmallVectorImpl<unsigned> &)> Overlapping,
      std::vector<bool> &KillAll, llvm::DenseMap<unsigned, llvm::SmallVector<unsigned, 2>> &Kills,
      llvm::DenseMap<unsigned, llvm::SmallVector<std::pair<unsigned, unsigned>, 4>> &CallDefs,
      std::vector<PendingWrite> &Pending);
  /// The depot bytes write \p W touches under the slots known now: at a
  /// placed pointer, or an element of a placed stack array; none when its
  /// pointer cannot hold a depot address, and then \p All is false (true:
  /// it may write any slot).
  std::optional<std::pair<int64_t, int64_t>> writeBytes(const PendingWrite &W,
                                                        bool *All = nullptr) const;
  /// A pending write's first assumption: its bytes under the slots known
  /// now, widened by what the last round settled for it.
  void seedPending(PendingWrite &W) const;
  /// The constant depot offset the value of operand \p E at instruction
  /// \p At holds, through copies and the depot slots known so far.
  std::optional<int64_t> depotValueOffset(const Expr *E, unsigned At, unsigned Depth = 0) const;
  /// Whether operand \p E at \p At may hold a depot address.
  bool mayBeDepot(const Expr *E, unsigned At, unsigned Depth = 0) const;
  /// The values integer operand \p E can hold at \p At: through copies,
  /// widening, shifts, products and sums with constants, and for a loop
  /// counter the tests that dominate \p At and its start and step. A range
  /// whose first is above its second is empty: \p At never runs (a loop
  /// whose test its start already fails).
  std::optional<std::pair<int64_t, int64_t>> valueRange(const Expr *E, unsigned At,
                                                        unsigned Depth = 0) const;
  std::optional<std::pair<int64_t, int64_t>> computeValueRange(const Expr *E, unsigned At,
                                                               unsigned Depth) const;
  /// Bounds of register \p R at \p At from the branches whose one side
  /// dominates \p At (`setp.lt.s32 %p, %r, 10; @!%p bra exit`) and, for a
  /// counter `mov R, X` where X is only set to constants or R + step > 0,
  /// the least start. \p Lo and \p Hi come in empty.
  void regBounds(unsigned R, unsigned At, std::optional<int64_t> &Lo,
                 std::optional<int64_t> &Hi) const;

  FunctionIR &F;
  /// Per instruction, what the rounds of solve() ask of it again and again
  /// (modifier and opcode string compares), read once.
  struct AccessInfo {
    bool Ld = false, St = false;
    bool StoreLike = false; ///< st, atom, red, cp, stmatrix, mbarrier, wmma.store
    bool Prefetch = false;
    bool Vector = false;    ///< .v2, .v4, .v8
    bool Other = false;     ///< an explicit state space other than the depot's
    unsigned Bytes = 0;     ///< accessBytes
  };
  std::vector<AccessInfo> Acc;
  /// The instructions solve() can read or change a slot at (loads, stores
  /// and other writes, calls), ascending: its walks skip the others.
  std::vector<unsigned> Touching;
  std::vector<unsigned> TouchFrom; ///< per block: its first in Touching
  /// A solve's slots (the offsets it accesses, the widest access at each),
  /// kept for the next solve over the same offsets.
  struct SlotTable {
    bool Valid = false;
    std::vector<std::optional<int64_t>> AccOff;
    llvm::DenseMap<int64_t, unsigned> SlotId;
    std::vector<int64_t> Offs;     ///< per slot, ascending
    std::vector<unsigned> WidthOf; ///< per slot
    unsigned MaxW = 1;
  };
  SlotTable Slots;
  /// valueRange's results by (operand, instruction): they read only the
  /// function's definitions and branches, never the depot solution, and
  /// solve() asks for the same indices once per pending write per round
  /// (an add of two copies of one value doubles the walk at every level).
  /// A result cut short by the depth limit is not kept.
  mutable llvm::DenseMap<std::pair<const Expr *, unsigned>,
                         std::optional<std::pair<int64_t, int64_t>>>
      RangeMemo;
  mutable bool RangeCut = false; ///< the walk in progress hit the depth limit
  /// regBounds by (register, block of the read): nothing else of the
  /// instruction enters it.
  mutable llvm::DenseMap<std::pair<unsigned, unsigned>,
                         std::pair<std::optional<int64_t>, std::optional<int64_t>>>
      BoundsMemo;
  void computeRegBounds(unsigned R, unsigned At, std::optional<int64_t> &Lo,
                        std::optional<int64_t> &Hi) const;
  /// clang -O0 keeps a loop counter in a depot slot and loads it again at
  /// each use: the values scalar depot load \p LoadIdx can read, from the
  /// loop test on another load of the slot in the block that branches
  /// (through blocks of one predecessor) into the load's, when nothing in
  /// between may write the slot, and below from slotFloor. Set once Solved.
  std::optional<std::pair<int64_t, int64_t>> slotLoadRange(unsigned LoadIdx) const;
  std::optional<std::pair<int64_t, int64_t>> slotLoadRangeAt(unsigned LoadIdx, int64_t Off,
                                                             unsigned W) const;
  mutable llvm::DenseMap<unsigned, std::optional<std::pair<int64_t, int64_t>>> LoadRangeMemo;
  /// The least value the \p W-byte depot slot at \p Off ever holds, when
  /// every write that may touch it stores a constant (the least is the
  /// floor, not negative) or the slot's own value plus a positive step (a
  /// counter, read as not wrapping, as regBounds reads a register's), and
  /// no other write may touch it.
  std::optional<int64_t> slotFloor(int64_t Off, unsigned W) const;
  /// Whether instruction \p K may write a byte of [Off, Off + W).
  bool mayWriteSlot(unsigned K, int64_t Off, unsigned W) const;
  bool Solved = false;
  mutable unsigned SlotDepth = 0;
  /// slotFloor's answers (none: not a counter slot) and, while one is being
  /// checked, the floor it assumes (a store whose index is a load of the
  /// slot itself: the first write breaking the floor would have to be one
  /// whose index already kept it).
  mutable llvm::DenseMap<std::pair<int64_t, unsigned>, std::optional<int64_t>> FloorMemo;
  mutable llvm::DenseMap<std::pair<int64_t, unsigned>, int64_t> FloorAssumed;
  /// The test loads whose windows slotLoadRange is checking, with each
  /// window's blocks: a load of the slot in one takes that test's range
  /// (see there).
  struct CeilWindow {
    unsigned LoadBlock, Load;
    llvm::DenseSet<unsigned> Blocks; ///< whole blocks of the window
  };
  mutable llvm::DenseMap<unsigned, CeilWindow> CeilAssumed;
  /// The pending writes of the rounds that settled: (write, pointer) ->
  /// its bytes, and in how many rounds in a row it may write any slot.
  struct SettledWrite {
    std::optional<std::pair<int64_t, int64_t>> Range;
    unsigned Unplaced = 0;
  };
  llvm::DenseMap<std::pair<unsigned, const Expr *>, SettledWrite> Settled;
  /// The last solve's per-slot answers, while computeReaching runs: the
  /// next solve takes over those of the slots its chains leave as they were.
  std::unique_ptr<SlotReach> LastReach;
  std::vector<int64_t> ReachOffs; ///< LastReach's slots' offsets
  std::vector<bool> IsDepot;
  std::vector<std::optional<int64_t>> Off;
  bool Escaped = false;
  llvm::DenseMap<unsigned, unsigned> LoadStore;
  /// Per scalar depot load not in LoadStore: the scalar stores that wrote
  /// parts of its bytes last on every path (disjoint), for pieceOf.
  /// Or a call's summary store with a computed value (Store is then the
  /// call, SumStore the summary store).
  struct LoadPiece {
    unsigned LoadOff;  ///< first byte within the load
    unsigned Store;
    unsigned StoreOff; ///< the same byte within the stored value
    unsigned Bytes;
    int SumStore = -1;
  };
  llvm::DenseMap<unsigned, llvm::SmallVector<LoadPiece, 2>> LoadPieces;
  /// vectorElementOf's answers.
  llvm::DenseMap<unsigned, VectorElement> LoadVecElem;
  /// bytesOf's answer: a plain store (SumStore < 0) or a call's summary
  /// store, and the deepest plain store on the way (for pieceOf).
  struct DeepPiece {
    Piece P;
    int SumStore = -1;
  };
  std::optional<DeepPiece> bytesOf(unsigned LoadIdx, unsigned Off, unsigned Bytes,
                                   unsigned Depth, std::optional<Piece> *LastPlain) const;
  /// For the round being solved: per call, the depot bytes of the callee's
  /// summary stores with a computed value (offset, bytes, store index).
  struct CallWrite {
    int64_t Lo;
    unsigned Bytes;
    unsigned Store;
  };
  llvm::DenseMap<unsigned, llvm::SmallVector<CallWrite, 4>> CallWrites;
  /// (vector load, element) -> store; (load, element) -> a call's computed
  /// store; and, for the round being solved, (call, depot offset) -> the
  /// callee's summary store it defines there.
  llvm::DenseMap<std::pair<unsigned, unsigned>, unsigned> ElemStore;
  llvm::DenseMap<std::pair<unsigned, unsigned>, CallStore> LoadCall;
  llvm::DenseMap<std::pair<unsigned, int64_t>, unsigned> CallSlotStore;
};

/// The base symbol and constant offset of an address operand `[sym]` or
/// `[sym+imm]`; nullptr for any other form.
const Expr *addressBase(const Expr *Addr, int64_t &Off);

/// A memory access an instruction makes and the alignment it needs (PTX ISA
/// 5.4.5, 9.7.9.25, 9.7.13.15.1): ld/st/atom/red of an N-byte value (vectors
/// included), cp.async to its cp-size, cp.async.bulk to 16 bytes, ldmatrix
/// and stmatrix rows to 16 bytes, mbarrier objects to 8 bytes.
struct MemAccess {
  const Expr *Addr;
  uint64_t Align;
  const char *What; ///< "access", "cp.async destination", ...
};
/// The accesses of \p I; \p Const evaluates a constant operand (cp.async's
/// size).
void memoryAccesses(const Inst &I,
                    llvm::function_ref<std::optional<uint64_t>(const Expr *)> Const,
                    llvm::SmallVectorImpl<MemAccess> &Out);

/// The byte size of the value a load or store moves (vectors included).
unsigned accessBytes(const Inst &I);
/// True for vector accesses (`.v2`, `.v4`, `.v8`).
bool isVectorAccess(const Inst &I);

/// What a call instruction passes and returns.
struct CallBinding {
  const Function *Callee = nullptr; ///< nullptr: indirect or undeclared
  llvm::StringRef CalleeName;
  struct Piece {
    unsigned Arg;     ///< argument position
    int64_t Off;      ///< byte offset inside the argument
    const Expr *Value;
    unsigned Store;   ///< the st.param instruction
  };
  llvm::SmallVector<Piece, 4> Args;
  llvm::SmallVector<llvm::StringRef, 4> ArgNames, RetNames;
  /// The operand stored at byte \p Off of argument \p K (and the store).
  const Piece *arg(unsigned K, int64_t Off) const {
    for (const Piece &P : Args)
      if (P.Arg == K && P.Off == Off)
        return &P;
    return nullptr;
  }
};

/// Binds call instruction \p CallIdx of \p F to its callee and arguments.
CallBinding bindCall(const AnalysisContext &Ctx, const FunctionIR &F, unsigned CallIdx);
/// For `ld.param d, [retvalN+off]` after a call: the call's index.
std::optional<unsigned> callOfResult(const FunctionIR &F, unsigned LdIdx, unsigned &RetIdx,
                                     int64_t &Off);

// ValueOrigin, a value seen through copies, is declared in FunctionIR.h
// (FunctionIR keeps traceDef's answers).

/// Follows operand \p E of instruction \p At back through copies.
ValueOrigin traceCopies(FunctionIR &F, const AnalysisContext &Ctx, const Expr *E, unsigned At,
                        unsigned Depth = 0);
/// Follows the value instruction \p DefIdx defines (a single destination).
ValueOrigin traceDef(FunctionIR &F, const AnalysisContext &Ctx, unsigned DefIdx,
                     unsigned Depth = 0);

/// Index of the parameter variable \p Name of \p Fn (flattened over
/// declarations), if it is one.
std::optional<unsigned> paramIndex(const Function &Fn, llvm::StringRef Name);
/// When \p O is a load of one of \p F's own parameters: which, and where.
struct ParamRef {
  unsigned Param = 0;
  int64_t Off = 0; ///< byte offset inside the parameter
  int64_t Add = 0; ///< constant added to its value
};
std::optional<ParamRef> asParam(FunctionIR &F, const ValueOrigin &O);
/// One element of a vector load of one of \p C's own parameters
/// (`ld.param.v2.u32 {%r1, %r2}, [p]`: nvcc 13 for sm_100 and later passes
/// a small struct, the uint3 behind dim3(threadIdx), so): the parameter,
/// the byte offset inside it and the size of the element that register
/// \p Reg receives. None for a guarded, scalar or any other load.
struct ParamElement {
  unsigned Param = 0;
  int64_t Off = 0;
  unsigned Bytes = 0;
};
std::optional<ParamElement> vectorParamElement(FunctionIR &C, const Inst &I, unsigned Reg);
/// For load \p Ld of \p C through one of its pointer parameters (`ld.u32
/// [this+4]` of a -G constructor's read-modify-write of a field): the
/// callee's own unguarded store of the same bytes through the same pointer
/// that the load reads back, earlier in its block with nothing between
/// that may write them (a call, an atomic, a store through another
/// pointer, an overlapping one); -1 when none.
int ownStoreBefore(FunctionIR &C, const AnalysisContext &Ctx, unsigned Ld);

/// What a small callee writes through its pointer parameters: nvcc -G's
/// out-of-line constructors and setters (`dim3(uint3)`, a cooperative-groups
/// tile's constructor) store their arguments into the object a stack address
/// points to. Exact when these are all the writes the callee (and what it
/// calls) can make outside its own stack frame; then a call writes nothing
/// but these bytes of the caller's depot.
struct ParamStoreSummary {
  bool Exact = false;
  struct Store {
    unsigned Param = 0;   ///< the pointer parameter (a whole `.b64`)
    int64_t Add = 0;      ///< bytes past it
    unsigned Bytes = 0;   ///< bytes written (may be more, for a kill)
    /// On every call, an unguarded scalar store of this argument piece
    /// (same width): the bytes then hold it. Otherwise the bytes may only
    /// be changed (a kill).
    std::optional<ParamRef> Value;
    /// On every call, an unguarded scalar store of the same width whose
    /// value the callee computes (a constant, a mask from `%laneid`, fields
    /// packed with `prmt`; NVVM -O1's tile constructors): the index in the
    /// callee of that store, or of the call whose summary store SrcStore
    /// it is (a constructor calling another one on its `this`); -1 when
    /// none. The value is the store's operand, read in the callee (see
    /// ThreadFormula::calleeStored).
    int Src = -1;
    unsigned SrcStore = 0;
    /// On every call, an unguarded scalar 8-byte store of the 8 bytes at
    /// this pointer argument (plus Add), loaded in the same block just
    /// before it (no store or call between): a move constructor's
    /// `this->token = std::move(t)` (`ld.u64 %rd5, [%rd4]; st.u64 [%rd1+8],
    /// %rd5`), libcu++'s `__barrier_poll_tester_phase`. The bytes then hold
    /// what the argument pointed to at the call, unless another store of
    /// the summary writes through that argument.
    std::optional<ParamRef> ValueDeref;
  };
  llvm::SmallVector<Store, 4> Stores;
};
/// The summary of \p Fn, cached in \p Ctx (not exact for declarations,
/// kernels, large functions and recursion).
const ParamStoreSummary &paramStores(const AnalysisContext &Ctx, const Function *Fn);
/// The summary of call \p B's callee when it is exact and the callee is not
/// on a call-graph cycle with \p Caller (the summary is not exact there, and
/// asking would nest the cycle); null otherwise.
const ParamStoreSummary *exactParamStores(const AnalysisContext &Ctx, const Function &Caller,
                                          const CallBinding &B);

/// The constant a depot load (element \p Elem of a vector one) reads: the
/// constant its store wrote, or that a called constructor stores there
/// (cooperative groups' `thread_block_tile<32>` keeps the mask -1 in its
/// object; NVVM -O1 builds it out of line and reads it back). None when
/// the value is not a constant.
std::optional<uint64_t> loadedConstant(FunctionIR &F, unsigned LoadIdx, unsigned Elem = 0);

/// What an instruction does to an mbarrier object (PTX ISA 9.7.13.15):
/// mbarrier.init / inval / arrive{_drop} / test_wait, try_wait /
/// expect_tx, complete_tx, and the other instructions that arrive on one
/// (cp.async.mbarrier.arrive, bulk and tensor copies, tcgen05.commit,
/// st.async, red.async).
enum class MbOp : unsigned char { None, Init, Inval, Arrive, Wait, Tx, OtherArrive };
struct MbUse {
  MbOp Op = MbOp::None;
  const Expr *Addr = nullptr;  ///< the object's address operand
  const Expr *Count = nullptr; ///< init: expected count; arrive: count operand
};
MbUse classifyMbarrier(const Inst &I);

/// An operation a callee executes on every call.
struct CalleeOp {
  enum Kind : unsigned char { Collective, Access, Barrier, Mbarrier };
  Kind K;
  const InstrStmt *Where = nullptr; ///< the instruction (in the callee or deeper)
  const Function *In = nullptr;     ///< the function that contains Where
  std::string What;                 ///< "shfl.sync.idx.b32"
  std::optional<ParamRef> Operand;  ///< the mask / address, from a parameter
  /// Access: more parameters the address adds, each times a constant: the
  /// address is Operand (plus its Add) plus the sum of Scale * parameter
  /// (`p + 4*sext(i)`, nvcc -O3's `p[i]` in an out-of-line helper). Low
  /// bits are exact (integer cvt, 32-bit wrap), as in AffineForms, so the
  /// residue modulo the alignment is.
  struct ScaledParam {
    unsigned Param = 0;
    int64_t Off = 0;   ///< byte offset inside the parameter
    int64_t Scale = 1;
  };
  llvm::SmallVector<ScaledParam, 1> Index;
  std::optional<uint64_t> Const;    ///< Collective: a constant mask
  unsigned Align = 0;               ///< Access: bytes
  unsigned InstKindV = 0;           ///< the InstKind of Where
  /// Barrier (a named barrier with a thread count; Operand / Const are its
  /// id): the thread count, from a parameter or a constant.
  std::optional<ParamRef> CountOperand;
  std::optional<uint64_t> CountConst;
  /// Barrier: the id as the 32-bit value a pointer parameter points to (a
  /// member of the object a method's `this` points to, CUTLASS-style
  /// `NamedBarrier::sync()` loading `this->id`); its count may be one too
  /// (CountDeref). Only for a callee that stores nothing outside its own
  /// frame, so the field holds at the barrier what the caller left there;
  /// such an op is not lifted into the summaries of callers' callers.
  std::optional<ParamRef> IdDeref;
  /// Mbarrier (Operand is the object's address): the operation, and its
  /// count (init's expected count, arrive's count operand) as CountConst,
  /// CountOperand, or CountDeref: the 32-bit value the parameter points to
  /// (cuda::ptx passes counts as `const uint32_t &`). HasCount: the
  /// instruction has a count operand (an arrive without one counts 1).
  /// A parity wait's parity is its CountConst or CountOperand.
  MbOp Mb = MbOp::None;
  bool HasCount = false;
  std::optional<ParamRef> CountDeref;
  bool Cluster = false; ///< the object is named in .shared::cluster
  /// Mbarrier: an object the callee names itself (a module-scope variable
  /// plus a constant; Operand is then empty): NVVM below -O3 specialises
  /// cuda::ptx's wrappers to the kernel's own `__shared__` barrier.
  llvm::StringRef ObjectVar;
  int64_t ObjectAdd = 0;
  /// Mbarrier: the object's address is not a parameter but the 8 bytes at
  /// OperandAt->Add past the pointer parameter OperandAt (a field of the
  /// object it points to; Operand is then empty): libcu++'s
  /// `__barrier_poll_tester_phase::operator()` loads its barrier from its
  /// first field (analyses/PointeeFields.h, mapObjectAtCall). A caller
  /// that passes its own stack object maps it back to the argument it
  /// stored in the field; a checker that finds only OperandAt treats the
  /// call as one it cannot follow.
  std::optional<ParamRef> OperandAt;
  /// Mbarrier: the transaction bytes an arrive.expect_tx, expect_tx,
  /// complete_tx or bulk copy moves, as a constant, a parameter, or the
  /// 32-bit value a parameter points to.
  std::optional<uint64_t> TxConst;
  std::optional<ParamRef> TxOperand, TxDeref;
  /// Mbarrier, a wait on a state token (not a parity): the token as a
  /// parameter (cuda::ptx's by-value `state`) or the 64-bit value a pointer
  /// parameter points to (`const uint64_t &state`, a token passed by
  /// reference). Only for an operation of the callee itself.
  std::optional<ParamRef> TokenOperand, TokenDeref;
  /// Mbarrier, an arrive: the callee returns its state token as its first
  /// return value, unchanged (cuda::ptx's `mbarrier_arrive`).
  bool ReturnsToken = false;
};

/// A value a callee returns as an affine function of its parameters: the
/// sum of Scale times each parameter plus Const, exact in the low bits (as
/// CalleeOp::Index: integer cvt, 32-bit wrap), through copies, add, sub,
/// mul/mad/shl by constants, cvta and depot slots, and calls of helpers
/// that have one (cuda::std::array::operator[] returns `p + 2*i`;
/// __cvta_generic_to_shared returns its argument's low 32 bits). KeepBits
/// below 64: only the low KeepBits bits are that sum (mapa, the address of
/// the same shared variable in a peer CTA, keeps the low 4 bits of its
/// source: ValueFacts).
struct ReturnForm {
  llvm::SmallVector<CalleeOp::ScaledParam, 2> Terms;
  int64_t Const = 0;
  unsigned KeepBits = 64;
};

struct CalleeSummary {
  bool Known = false;            ///< defined, small, not recursive
  bool TouchesMbarrier = true;   ///< may operate on an mbarrier object
  bool MayBarrier = true;        ///< may execute a CTA or cluster barrier
  bool MayCtaBarrier = true;     ///< the same, not counting warp barriers (bar.warp.sync)
  /// Every mbarrier use the callee (and what it calls) can make is one of
  /// Ops' Mbarrier operations, made on every call on an object whose
  /// address is a parameter or a fixed module-scope variable: the call can
  /// be checked as those operations.
  bool MbarrierExact = false;
  /// Per return variable: the parameter it returns (plus a constant).
  llvm::SmallVector<std::optional<ParamRef>, 1> Returns;
  /// Per return variable: the value as an affine function of the
  /// parameters, where it is one (ReturnForm); Returns' cases included.
  llvm::SmallVector<std::optional<ReturnForm>, 1> ReturnForms;
  /// Per return variable, for a summary under known arguments: the
  /// constant it returns on every call (libcu++'s `__isShared(ptr)` of a
  /// shared-window address returns 1), and whether it returns a generic
  /// shared-window address (see ConstBranches).
  llvm::SmallVector<std::optional<uint64_t>, 1> ReturnConst;
  llvm::SmallVector<bool, 1> ReturnShared;
  std::vector<CalleeOp> Ops;
};

/// A call's result as the callee's ReturnForm in this call's arguments:
/// the sum of Scale times each argument (the operand the call stores into
/// it, read at that store) plus Const, exact in the low KeepBits bits.
struct CallResultForm {
  struct Term {
    const Expr *Value;
    unsigned Store; ///< the st.param instruction that passes it
    int64_t Scale;
  };
  llvm::SmallVector<Term, 2> Terms;
  int64_t Const = 0;
  unsigned KeepBits = 64;
};
/// For `ld.param d, [retvalN]` after a call whose callee's summary has a
/// ReturnForm for that return value (the whole variable): its terms in
/// this call's arguments. \p Depth bounds the copy chains followed (as
/// traceCopies').
std::optional<CallResultForm> callResultForm(FunctionIR &F, const AnalysisContext &Ctx,
                                             unsigned LdIdx, unsigned Depth = 0);

/// The summary of callee \p Fn, computed once per module (ModuleFacts) and
/// a function of the question alone: the callee, the constants that can
/// decide something in it (controlParams) and, for a specialised summary,
/// how many specialised summaries it nests under (MaxSpecialisationDepth).
/// Unknown (Known == false) for a null callee (indirect call), declarations,
/// kernels and large functions; a call within a call-graph cycle is unknown
/// to the summary of its caller (recursion). With \p Args, the summary of
/// the calls that pass those constants (analyses/Specialise.h): branches the
/// constants decide are taken one way, so "on every call" means every call
/// with these arguments. A summary specialises the calls it makes for at
/// most MaxSpecialisations argument sets per callee (the first, in the
/// order of its instructions); its other calls get the summary without
/// constants.
const CalleeSummary &calleeSummary(const AnalysisContext &Ctx, const Function *Fn,
                                   llvm::ArrayRef<ArgConst> Args = {});
/// The summary of the callee of \p B, specialised to the constants the call
/// passes (immediates, and values traced through copies to one).
/// \p Depth bounds the copy chains followed (as traceCopies').
const CalleeSummary &callSummary(const AnalysisContext &Ctx, FunctionIR &F, const CallBinding &B,
                                 unsigned Depth = 0);
/// The constant arguments of call \p B (as callSummary finds them), sorted
/// by parameter and offset, and the 8-byte arguments that hold a generic
/// address in the CTA's shared window (ArgConst::SharedAddr;
/// isGenericSharedAddress). With \p CB, also the values (and shared
/// addresses) its constant propagation knows at the argument stores.
llvm::SmallVector<ArgConst, 4> callConstants(const AnalysisContext &Ctx, FunctionIR &F,
                                             const CallBinding &B, unsigned Depth = 0,
                                             ConstBranches *CB = nullptr);
/// Whether operand \p E at instruction \p At holds a generic address in the
/// executing CTA's shared window on every execution: the result of
/// `cvta.shared` (or `.shared::cta`), through 64-bit copies, pointer
/// arithmetic (an addition of a value that is not such an address), nvcc
/// -G's local depot slots and calls that return their argument unchanged
/// in 64 bits. `isspacep.shared` of such a value is true and
/// `isspacep.global` false; libcu++ dispatches `cuda::barrier`'s
/// operations on them (`__isShared(this)`). A pure question of \p F, for
/// any checker that meets run-time address-space dispatch.
bool isGenericSharedAddress(FunctionIR &F, const AnalysisContext &Ctx, const Expr *E,
                            unsigned At, unsigned Depth = 0);
/// Whether operand \p E at instruction \p At holds a generic address in the
/// global window on every execution: the result of `cvta.global` (not
/// `cvta.to`), or the value of a kernel's 8-byte parameter (a pointer the
/// host passes: the host can only pass global memory), through 64-bit
/// copies, pointer arithmetic and nvcc -G's depot slots (as
/// isGenericSharedAddress). `isspacep.global` of such a value is true;
/// libcu++'s `cuda::memcpy_async` tests `__isGlobal(src)` before cp.async.
bool isGenericGlobalAddress(FunctionIR &F, const AnalysisContext &Ctx, const Expr *E,
                            unsigned At, unsigned Depth = 0);
constexpr unsigned MaxSpecialisations = 16;
/// How long a chain of specialised summaries passes on the constants its
/// own constants decide (f(1) calls g(x + 1), which calls h(2 * x) ...):
/// the summary at that depth asks its callees with the constants their
/// calls give by themselves, so argument sets cannot multiply down a deep
/// call graph. Part of a specialised summary's key. Real chains (nvcc -G
/// helpers) are a few levels deep.
constexpr unsigned MaxSpecialisationDepth = 8;
/// The parameters (and byte offsets) of \p Fn whose value can decide
/// something a summary sees: a value loaded from one reaches a guard (a
/// branch condition included) or an argument \p Fn passes on. Only
/// constants for these specialise a summary. Cached in \p Ctx.
const llvm::SmallVector<std::pair<unsigned, int64_t>, 2> &
controlParams(const AnalysisContext &Ctx, const Function &Fn);

/// The membermask operand of a warp-synchronous instruction, if it has one.
const Expr *membermaskOperand(const Inst &I);
/// "shfl.sync.idx.b32"
std::string instName(const Inst &I);

} // namespace ptx

#endif
