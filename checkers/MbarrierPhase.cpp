//===- MbarrierPhase.cpp - mbarrier phases: parities and transaction bytes -===//
//
// An mbarrier starts in phase 0; `test_wait.parity` / `try_wait.parity`
// with parity P waits while the current phase has parity P and returns at
// once when P is the parity of the phase before it (PTX ISA 9.7.13.15.16).
// A wait that names the wrong parity therefore returns before the phase it
// should wait for completes (the consumer reads shared memory while the
// bulk copy is still writing it), or waits for a phase nobody starts.
//
// The checker walks the function as single threads would (tid.x 0, 1, 32,
// 128, 256 and the last warp of an exact block), with the integer values of
// registers, of the local depot and of call parameters that follow from
// constants, the thread's id and made-up values of the kernel's integer
// parameters (9, 3, 1024: a launch with a few tiles, one past a ring of up
// to eight stages, a size divided into tiles): a stage counter, `phase ^=
// 1`, `(k / S) & 1`; then launches in which one parameter flips a
// comparison with a constant (`has_bias` 0: paramFlips). Each mbarrier
// object is a shared variable plus a concrete offset. Calls of small
// functions are followed into (nvcc -G's out-of-line member functions of a
// pipeline state on the stack); a branch
// still undecided (on loaded data) forks the walk; the wait of a spin loop
// succeeds. Per object it counts the phases started before each wait:
//   - the thread's own arrivals (`mbarrier.arrive`, `arrive.expect_tx`,
//     `cp.async.mbarrier.arrive.noinc`): each completes its share of one
//     phase;
//   - when the thread has none, arrivals it passes but other threads run
//     (`@p_tid0 mbarrier.arrive.expect_tx`, or an `if (tid == 0)` block
//     without loops), each one phase when the threads that run it times
//     its count equal the count mbarrier.init expects.
// Reported:
//   (A) a parity wait after N >= 1 counted phases whose parity is not that
//       of phase N - 1, the last one started;
//   (B) a first wait with parity 1 on an object that only data arrives on
//       (a "full" barrier), before any phase was started: the phase before
//       the first counts as complete, so it returns at once. (Parity 1
//       first is the empty-slot idiom on barriers that threads arrive on,
//       and is accepted there.)
//   (C) a wait with the same parity as the same thread's previous wait on
//       the object, one or more loop trips earlier, with no phase counted
//       in between, on an object arrivals inside a loop keep starting
//       phases of: the earlier phase is complete, so it returns at once;
//   (D) a producer's first wait with parity 0 on a slot barrier, before it
//       arrived on anything, when every arrival on the slots follows a wait
//       for data that this thread alone starts after the wait: a deadlock;
//   (E) at a wait or the kernel's exit, transaction bytes this thread
//       expected on an object (expect_tx) that differ from the bytes its
//       copies complete there, when no other thread moves that count.
// A finding on a path that decided a branch by a made-up parameter value
// or took an undecided one is a warning (it needs that launch); otherwise
// an error.
//
//===----------------------------------------------------------------------===//
#include "analyses/AffineForms.h"
#include "analyses/ControlDeps.h"
#include "analyses/Dominators.h"
#include "analyses/Specialise.h"
#include "analyses/ThreadFormula.h"
#include "checkers/MbarrierUses.h"
#include "lexer/Token.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MathExtras.h"
#include <functional>
#include <map>
#include <memory>

using namespace ptx;

namespace {

bool isReturnParam(const Function &Fn, llvm::StringRef Name) {
  for (const VarDecl *V : Fn.Returns)
    for (const Declarator &D : V->Decls)
      if (D.Name.Text == Name)
        return true;
  return false;
}

/// Variables get made-up addresses (Index + 1) << VarShift, so a value
/// computed from one (the object's address: `bar + 8 * s`) tells the
/// variable and the offset. Shared memory is far smaller than 16 MB.
constexpr unsigned VarShift = 24;
constexpr unsigned MaxVars = 250;
constexpr unsigned MaxVisits = 14;     ///< per block and loop entry: loop trips
/// Per block and walk, over all entries of its loops: an inner loop's trips
/// restart at MaxVisits each time the walk enters it (each outer trip), up to
/// this many in all.
constexpr unsigned MaxTotalVisits = 96;
/// Loop trips per walk that every branch of which the walk decided (a
/// counted loop, `for (i = 0; i < 16; ++i)` under nvcc -G): they do not count
/// against MaxVisits / MaxTotalVisits, since such a loop ends by itself and
/// costs only its body per trip. Undecided trips (a spin wait, a trip count
/// from an unknown value) still do.
constexpr unsigned MaxDecidedTrips = 64;
constexpr unsigned MaxWorlds = 40;     ///< walks per thread
constexpr unsigned MaxSteps = 400000;  ///< instructions per function

struct ObjState {
  unsigned Own = 0;          ///< this thread's arrivals since the init
  unsigned Cta = 0;          ///< others' arrivals passed, one phase each
  int LastArrive = -1;       ///< the last arrival counted
  int LastParity = -1;       ///< of the previous wait; -1: none known
  int LastWait = -1;
  unsigned LastWaitGen = 0, LastWaitSpinForks = 0;
  unsigned OwnAtLastWait = 0, CtaAtLastWait = 0;
  unsigned OwnSinceWait = 0;
  bool Uncertain = false;    ///< an arrival that cannot be counted
  /// Two of this thread's arrivals with no wait on the object between them
  /// (a producer that only arrives on it): its waits are not checked, but
  /// the count still orders the other threads' waits on it (skippedRegion).
  bool Doubled = false;
  bool Inited = false;       ///< an init this walk ran or passed
  /// This thread's last arrive.expect_tx on the object, with no wait (on
  /// any object) or CTA barrier of the thread since; -1: none.
  int TxArrive = -1;
  /// Transaction bytes this thread expected (expect_tx) and its copies
  /// complete (complete_tx) since the init; TxUnknown: some not known.
  uint64_t TxExp = 0, TxDone = 0;
  int TxExpAt = -1;
  bool TxUnknown = false;
};

struct VarState {
  bool CtaLoop = false;      ///< passed others' arrivals in a loop
  bool CtaMismatch = false;  ///< passed others' arrivals that are not a phase each
  bool InitLoop = false;     ///< passed others' inits in a loop (`init(&full[s])`)
  bool TxOthers = false;     ///< passed others' transactions on it
};

struct World {
  llvm::DenseMap<unsigned, uint64_t> Regs;
  /// Registers (and memory slots) whose values follow from the kernel's
  /// parameters, which the walk gives made-up values.
  llvm::DenseSet<unsigned> FromParam;
  struct Slot {
    unsigned Bytes;
    uint64_t Value;
    bool FromParam;
    /// >= 0: Value is not known; the slot holds unknown Sym (SymOf), which
    /// this thread stored there (storeTo).
    int Sym = -1;
  };
  /// Memory at made-up addresses (local depot slots, call parameters).
  std::map<uint64_t, Slot> Mem;
  std::map<uint64_t, ObjState> Objs;
  llvm::StringMap<VarState> Vars;
  std::vector<uint16_t> Visits;
  std::vector<uint16_t> TotalVisits;
  unsigned Block = 0;
  unsigned Gen = 0; ///< back edges taken
  unsigned Forks = 0; ///< undecided branches taken (0: every branch decided)
  /// Of them, those on a value that may come from a wait (a spin loop the
  /// walk could not decide, nvcc -G's out-of-line try_wait wrapper).
  unsigned SpinForks = 0;
  unsigned ForksAtTrip = 0;   ///< Forks at the last back edge or loop entry
  unsigned ParamDecided = 0;  ///< branches decided by a made-up parameter value
  unsigned ParamAtTrip = 0;   ///< ParamDecided at the last back edge or loop entry
  unsigned DecidedTrips = 0;  ///< loop trips free of undecided branches
  bool ParamBranch = false;   ///< a branch decided by a parameter's value
  bool AllUncertain = false;
  unsigned OwnArrivals = 0; ///< on any object: arrivals and copies
  /// A first wait on a slot barrier with parity 0 made before this thread
  /// arrived on anything: the wait, and whether the paths to it were all
  /// decided.
  struct Candidate {
    unsigned Wait;
    bool Maybe;
    std::string Who;
  };
  std::vector<Candidate> Deadlock;
  /// Arrivals of other threads (a region this thread skipped) that follow,
  /// in their region, a parity wait on object Gate that blocks until Gate's
  /// phase Need - 1 completes: they are counted once this thread has seen
  /// Need phases of Gate (skippedRegion).
  struct Held {
    uint64_t Gate;
    unsigned Need;
    unsigned K;
    uint64_t A;
  };
  std::vector<Held> Deferred;
  /// Integers this thread loaded whose values the walk does not know: each
  /// load makes one unknown, followed through copies and integer cvt, with
  /// the range the branches taken so far allow, so that later comparisons
  /// of the same value are decided the same way (a group's K-tile count,
  /// loaded once, bounds both a prologue loop and the main loop).
  llvm::DenseMap<unsigned, unsigned> SymOf; ///< register -> unknown
  std::vector<std::pair<int64_t, int64_t>> SymRange;
  /// A predicate register that holds `unknown Op C` (signed).
  struct SymCmp {
    unsigned Sym;
    char Op; ///< '<', 'l' (<=), '>', 'g' (>=), '=', '!'
    int64_t C;
  };
  llvm::DenseMap<unsigned, SymCmp> PredCmp;
};

/// Whether `x Op C` can hold / can fail for x in [Lo, Hi], and the ranges
/// it leaves: narrows \p R to where the comparison is \p Value; false when
/// no value is left.
static bool narrowRange(std::pair<int64_t, int64_t> &R, char Op, int64_t C, bool Value) {
  if (!Value) {
    switch (Op) {
    case '<': Op = 'g'; break;
    case 'l': Op = '>'; break;
    case '>': Op = 'l'; break;
    case 'g': Op = '<'; break;
    case '=': Op = '!'; break;
    default: Op = '='; break;
    }
  }
  int64_t &Lo = R.first, &Hi = R.second;
  switch (Op) {
  case '<':
    if (C == INT64_MIN)
      return false;
    Hi = std::min(Hi, C - 1);
    break;
  case 'l': Hi = std::min(Hi, C); break;
  case '>':
    if (C == INT64_MAX)
      return false;
    Lo = std::max(Lo, C + 1);
    break;
  case 'g': Lo = std::max(Lo, C); break;
  case '=':
    if (C < Lo || C > Hi)
      return false;
    Lo = Hi = C;
    break;
  default:
    if (Lo == Hi && Lo == C)
      return false;
    if (C == Lo)
      ++Lo;
    else if (C == Hi)
      --Hi;
    break;
  }
  return Lo <= Hi;
}

class PhaseWalker {
public:
  PhaseWalker(FunctionAnalyses &FA, DiagnosticEngine &Diags,
              const std::vector<CheckedUse> &Uses,
              const std::vector<std::optional<llvm::StringRef>> &Var,
              const std::vector<bool> &MbCall)
      : FA(FA), F(FA.IR), Cur(&FA.IR), Diags(Diags), Uses(Uses), Var(Var), MbCall(MbCall) {}

  void run();

private:
  FunctionAnalyses &FA;
  FunctionIR &F;
  /// The function whose instructions are being run: F, or a callee the walk
  /// follows into (subWalk).
  FunctionIR *Cur;
  DiagnosticEngine &Diags;
  const std::vector<CheckedUse> &Uses;
  const std::vector<std::optional<llvm::StringRef>> &Var;
  const std::vector<bool> &MbCall;

  llvm::StringSet<> DataVars;  ///< only data arrives on them (copies, expect_tx)
  llvm::StringSet<> MultiVars; ///< arrivals inside a loop
  llvm::StringSet<> PlainVars; ///< arrivals without data
  /// Slot variables every arrival on which follows a parity wait on a full
  /// barrier (a consumer's release of a stage), and those full variables.
  llvm::StringSet<> GatedSlots, GatingData;
  llvm::StringMap<int> DataNote;
  /// Variables every arrival on which brings data or publishes it: a plain
  /// arrive right after this thread's store to shared memory that the
  /// waiters on the variable load after their wait (a tile scheduler's
  /// `sched_tile = t; arrive(&sched_full)`), with one such store noted.
  llvm::StringMap<int> PublishVars;
  void findPublishes();
  llvm::StringMap<std::optional<uint64_t>> InitCount; ///< the one constant count
  llvm::StringMap<uint64_t> Bases;
  llvm::DenseMap<const char *, std::optional<uint64_t>> SymCache;
  std::vector<llvm::StringRef> Names;
  std::vector<unsigned> RPOIndex;
  llvm::DenseSet<unsigned> Reported;
  llvm::DenseMap<const Function *, bool> WritesCache;
  /// Whether a call of \p Fn may write memory outside shared and global
  /// (the caller's stack slots, through a pointer it is given).
  bool mayWriteLocal(const Function *Fn, unsigned Depth = 0);
  llvm::DenseSet<unsigned> ReadWaits; ///< waits whose result is read (or calls)
  llvm::DenseMap<unsigned, bool> SpinCache;
  /// Whether register \p R of F may hold what a wait returned: through its
  /// definitions, local-depot slots and integer arithmetic, one is a wait,
  /// a call, or a load that is not of a kernel parameter or a depot slot
  /// with a known store.
  bool mayComeFromWait(unsigned R);
  uint64_t X = 0;          ///< the simulated thread's %tid.x
  uint64_t ParamValue = 0; ///< what every integer parameter holds
  /// A launch in which one parameter holds another value (one that flips a
  /// comparison of it with a constant: `has_bias == 0`).
  struct ParamFlip {
    unsigned Param;
    uint64_t Value;
  };
  std::optional<ParamFlip> Flip;
  /// The launch, for messages: ", every integer parameter 9".
  std::string launch() const;
  /// The made-up value of parameter \p P in the current launch.
  uint64_t paramValue(std::optional<unsigned> P) const {
    return Flip && P && *P == Flip->Param ? Flip->Value : ParamValue;
  }
  /// Parameter values that flip the kernel's comparisons of a parameter
  /// with a constant against the first launch's.
  llvm::SmallVector<ParamFlip, 4> paramFlips();
  /// Some walk decided a branch by a parameter's value, or named an
  /// object or a parity with one: the other made-up values may differ.
  bool ParamMatters = false;
  unsigned Steps = 0;

  std::optional<uint64_t> base(llvm::StringRef Name);
  std::optional<std::pair<llvm::StringRef, int64_t>> decode(uint64_t A) const;
  std::optional<uint64_t> special(const Expr *E) const;
  std::optional<uint64_t> eval(const Expr *E, const World &W);
  bool fromParam(const Expr *E, const World &W) const;
  std::optional<bool> guard(const Inst &I, const World &W) const;
  std::optional<uint64_t> countOf(const CheckedUse &U) const;
  std::optional<uint64_t> objectAddress(unsigned K, const World &W);
  /// A wrapper's argument: a constant, the value of \p E, or the 32-bit
  /// value the walk holds where \p Ptr (plus \p PtrAdd) points (one passed
  /// by reference).
  std::optional<uint64_t> argValue(std::optional<uint64_t> Const, const Expr *E,
                                   const Expr *Ptr, int64_t PtrAdd, const World &W);

  void step(unsigned K, World &W);
  /// Unknown loaded integers (World::SymOf): makes one at a load the walk
  /// cannot value, follows it through copies, records and, where the
  /// unknown's range decides it, sets \p V of a comparison with a constant.
  void symbolic(const Inst &I, llvm::ArrayRef<const Expr *> Ops, std::optional<uint64_t> &V,
                std::optional<bool> G, World &W);
  void storeTo(const Inst &I, const Expr *Addr, const Expr *Value, World &W);
  /// Variable \p Name (of the function being run) is the thread's own: the
  /// local depot, a `.local` variable, a parameter or return slot.
  bool threadPrivate(llvm::StringRef Name) const;
  /// At most one thread of the CTA runs store \p I (of F): its control is
  /// thread-dependent and the solver finds no two threads that both run it.
  bool slotStoreExclusive(const Inst &I);
  llvm::DenseMap<unsigned, bool> Exclusive;
  std::unique_ptr<AffineForms> Aff;
  std::unique_ptr<ControlDeps> CD;
  /// The unknown the current load reads from a slot (storeTo), or -1.
  int LoadedSym = -1;
  void call(unsigned K, World &W);
  /// Runs callee \p Fn of call binding \p B (in *Cur) on the caller's
  /// memory, for what it stores through pointers and returns; false
  /// (memory untouched) when it takes a branch the walk cannot decide or is
  /// too long.
  bool subWalk(const Function *Fn, const CallBinding &B, World &W);
  /// Call bindings, per function run and call instruction.
  std::map<std::pair<const FunctionIR *, unsigned>, CallBinding> Bindings;
  const CallBinding &binding(unsigned K);
  llvm::SmallVector<const Function *, 4> CallStack;
  void mbarrier(unsigned K, World &W, std::optional<bool> G);
  /// A call of F that makes only data operations on mbarrier objects
  /// (arrive.expect_tx, expect_tx, complete_tx, non-multicast bulk copies),
  /// each at an address the walk can evaluate in the callee, and calls of
  /// helpers that touch none: nvcc -G's out-of-line lambda `issue(c)` of a
  /// pipeline's producer, its captures read through the caller's frame. The
  /// walk follows it (subWalk) and counts its operations as the call's own
  /// (TxCaller), as if it were inlined.
  bool txCall(unsigned K);
  llvm::DenseMap<unsigned, bool> TxCallCache;
  /// While such a call is followed: the call and the caller's world.
  int TxCaller = -1;
  World *TxWorld = nullptr;
  /// Variables whose transaction bytes such a call moved.
  llvm::DenseMap<unsigned, llvm::StringSet<>> CallTxVars;
  /// Callee instruction \p I (classified \p U) of the call TxCaller,
  /// evaluated in the callee's world \p Sub.
  void calleeMbarrier(const Inst &I, const MbUse &U, std::optional<bool> G, World &Sub);
  /// Adds \p N bytes (unknown: none) expected or completed by \p K.
  void addTx(unsigned K, ObjState &S, std::optional<uint64_t> N, bool Expect);
  void ownData(unsigned K, uint64_t A, World &W);
  /// Adds what instruction \p K (this thread's) expects or completes of
  /// the transaction count of object \p S.
  void ownTx(unsigned K, ObjState &S, World &W, bool Expect);
  /// The expected and completed bytes of \p S differ at \p At (a wait
  /// of this thread, or its exit): a candidate, confirmed once every thread
  /// has been walked.
  void txBalance(unsigned At, uint64_t A, ObjState &S, World &W, bool AtWait);
  struct TxFinding {
    unsigned At;
    int ExpAt;
    llvm::StringRef Var;
    uint64_t Thread, Exp, Done;
    bool Maybe, AtWait;
    std::string Who;
  };
  std::vector<TxFinding> TxFindings;
  llvm::StringSet<> TxReportedVars; ///< one finding per variable
  /// Other CTAs of a cluster may complete transactions on this CTA's
  /// objects (st.async, red.async, multicast copies, .shared::cluster
  /// barrier operands, mapa): transaction bytes are not balanced.
  bool TxCluster = false;
  void reportTx();
  void reportDeadlocks();
  /// (F) A second arrival of one thread on a count-1 object after its own
  /// arrive.expect_tx, with nothing in between that waits for the phase.
  struct RaceFinding {
    unsigned At, First;
    bool Maybe;
    std::string Who;
  };
  std::vector<RaceFinding> Races;
  void reportRaces();
  /// The thread waits or passes a CTA barrier: the phase its earlier
  /// arrive.expect_tx started may have completed since.
  static void clearTxArrives(World &W) {
    for (auto &KV : W.Objs)
      KV.second.TxArrive = -1;
  }
  struct DeadlockFinding {
    unsigned Wait, Data;
    uint64_t Thread;
    bool Maybe;
    std::string Who;
  };
  std::vector<DeadlockFinding> Deadlocks;
  /// Data instructions (arrivals, copies) -> the walked threads that ran them.
  llvm::DenseMap<unsigned, llvm::SmallSet<uint64_t, 4>> DataRunBy;
  void othersArrive(unsigned K, std::optional<uint64_t> A, World &W,
                    llvm::DenseMap<uint64_t, unsigned> *Seen);
  /// Phases of object \p A this thread has counted (its own arrivals, else
  /// the others' it passed); nullopt when they cannot be counted.
  std::optional<unsigned> phasesSeen(World &W, uint64_t A);
  /// An init at offsets the threads compute: every object it covers.
  void initCovered(const CheckedUse &U, World &W);
  /// Counts the deferred arrivals whose gate on \p A has now opened.
  void release(World &W, uint64_t A);
  std::unique_ptr<DomTree> Dom;
  void skippedRegion(unsigned From, unsigned NotTaken, World &W);
  void wait(unsigned K, uint64_t A, unsigned P, World &W);
  void walk(World W, std::vector<World> &Pending);
  bool isBackEdge(unsigned From, unsigned To) const {
    return RPOIndex[To] <= RPOIndex[From];
  }
  /// Loop header -> the blocks of its natural loops (the targets of back
  /// edges, RPO order); entering the header from outside resets their
  /// per-entry visit counts.
  llvm::DenseMap<unsigned, std::vector<unsigned>> LoopBody;
};

std::optional<uint64_t> PhaseWalker::base(llvm::StringRef Name) {
  auto It = Bases.find(Name);
  if (It != Bases.end())
    return It->second;
  if (Names.size() >= MaxVars)
    return std::nullopt;
  Names.push_back(Name);
  uint64_t B = static_cast<uint64_t>(Names.size()) << VarShift;
  Bases[Name] = B;
  return B;
}

std::optional<std::pair<llvm::StringRef, int64_t>> PhaseWalker::decode(uint64_t A) const {
  uint64_t Idx = A >> VarShift;
  if (Idx == 0 || Idx > Names.size())
    return std::nullopt;
  return std::make_pair(Names[Idx - 1], static_cast<int64_t>(A & ((1u << VarShift) - 1)));
}

std::optional<uint64_t> PhaseWalker::special(const Expr *E) const {
  auto [N, Sel, Dim] = splitSpecialReg(*E);
  if (N == "%tid" && Dim >= 0)
    return Dim == 0 ? X : 0; // threads (X, 0, 0) exist in every shape wide enough
  if (N == "%ntid" && Dim >= 0 && FA.Shape.BlockKind == LaunchShape::Exact)
    return FA.Shape.Block.V[Dim];
  if (N == "%laneid")
    return X % 32;
  return std::nullopt;
}

std::optional<uint64_t> PhaseWalker::eval(const Expr *E, const World &W) {
  if (!E)
    return std::nullopt;
  switch (E->K) {
  case Expr::IntLit:
    return E->IntValue;
  case Expr::Paren:
    return E->Sub.size() == 1 ? eval(E->Sub[0], W) : std::nullopt;
  case Expr::Address:
    return E->Sub.size() == 1 ? eval(E->Sub[0], W) : std::nullopt;
  case Expr::Unary: {
    auto A = E->Sub.size() == 1 ? eval(E->Sub[0], W) : std::nullopt;
    if (A && E->Op == static_cast<unsigned char>(TokenKind::Minus))
      return 0 - *A;
    if (auto C = evalConstExpr(E))
      return static_cast<uint64_t>(*C);
    return std::nullopt;
  }
  case Expr::Binary: {
    if (E->Sub.size() != 2)
      return std::nullopt;
    auto A = eval(E->Sub[0], W), B = eval(E->Sub[1], W);
    if (!A || !B)
      return std::nullopt;
    if (E->Op == static_cast<unsigned char>(TokenKind::Plus))
      return *A + *B;
    if (E->Op == static_cast<unsigned char>(TokenKind::Minus))
      return *A - *B;
    if (E->Op == static_cast<unsigned char>(TokenKind::Star))
      return *A * *B;
    if (auto C = evalConstExpr(E))
      return static_cast<uint64_t>(*C);
    return std::nullopt;
  }
  case Expr::Symbol: {
    if (E->Selector.Text.empty())
      if (auto R = Cur->lookupReg(E->Name)) {
        auto It = W.Regs.find(*R);
        return It == W.Regs.end() ? std::nullopt : std::optional<uint64_t>(It->second);
      }
    if (E->Name.startswith("%"))
      return special(E);
    // A variable's made-up address, kept per occurrence (the name's text).
    auto [It, New] = SymCache.try_emplace(E->Name.data(), std::nullopt);
    if (New && (Cur->LocalVars.count(E->Name) || FA.Ctx.Globals.count(E->Name) ||
                paramIndex(Cur->F, E->Name) || isReturnParam(Cur->F, E->Name)))
      It->second = base(E->Name);
    return It->second;
  }
  default:
    if (auto C = evalConstExpr(E))
      return static_cast<uint64_t>(*C);
    return std::nullopt;
  }
}

bool PhaseWalker::fromParam(const Expr *E, const World &W) const {
  if (!E)
    return false;
  if (E->K == Expr::Symbol) {
    if (!E->Selector.Text.empty())
      return false;
    auto R = Cur->lookupReg(E->Name);
    return R && W.FromParam.count(*R);
  }
  for (const Expr *Sub : E->Sub)
    if (fromParam(Sub, W))
      return true;
  return false;
}

std::optional<bool> PhaseWalker::guard(const Inst &I, const World &W) const {
  if (I.Guard < 0)
    return true;
  auto It = W.Regs.find(static_cast<unsigned>(I.Guard));
  if (It == W.Regs.end())
    return std::nullopt;
  return (It->second != 0) != I.GuardNeg;
}

std::optional<uint64_t> PhaseWalker::countOf(const CheckedUse &U) const {
  if (!U.HasCount)
    return 1;
  if (U.CountConst)
    return U.CountConst;
  return U.Count ? FA.Values.constant(U.Count) : std::nullopt;
}

std::optional<uint64_t> PhaseWalker::argValue(std::optional<uint64_t> Const, const Expr *E,
                                              const Expr *Ptr, int64_t PtrAdd, const World &W) {
  if (Const)
    return Const;
  if (E)
    return eval(E, W);
  if (auto P = Ptr ? eval(Ptr, W) : std::nullopt) {
    auto It = W.Mem.find(*P + PtrAdd);
    if (It != W.Mem.end() && It->second.Bytes == 4 && It->second.Sym < 0)
      return It->second.Value;
  }
  return std::nullopt;
}

std::optional<uint64_t> PhaseWalker::objectAddress(unsigned K, const World &W) {
  const CheckedUse &U = Uses[K];
  if (!U.FixedVar.empty()) {
    auto B = base(U.FixedVar);
    return B ? std::optional<uint64_t>(*B + U.FixedAdd) : std::nullopt;
  }
  auto A = eval(U.Addr, W);
  if (!A)
    return std::nullopt;
  // Shared addresses, 32 or 64 bits (generic ones through cvta, which the
  // walk takes as the identity).
  return (*A + U.AddrAdd) & 0xffffffffu;
}

void PhaseWalker::storeTo(const Inst &I, const Expr *Addr, const Expr *Value, World &W) {
  unsigned Bytes = accessBytes(I);
  auto A = eval(Addr, W);
  if (!A || !Bytes) {
    // A store that may write any slot the walk knows, unless it is to
    // global memory (which holds none of them).
    if (!I.hasMod(".global"))
      W.Mem.clear();
    return;
  }
  uint64_t Lo = *A, Hi = *A + Bytes;
  for (auto It = W.Mem.lower_bound(Lo >= 16 ? Lo - 16 : 0); It != W.Mem.end() && It->first < Hi;) {
    if (It->first + It->second.Bytes > Lo)
      It = W.Mem.erase(It);
    else
      ++It;
  }
  if (!Value || isVectorAccess(I))
    return;
  if (auto V = eval(Value, W)) {
    W.Mem[Lo] = {Bytes, *V & (Bytes >= 8 ? ~0ull : ((1ull << (8 * Bytes)) - 1)),
                 fromParam(Value, W) || fromParam(Addr, W)};
    return;
  }
  // An unknown this thread loaded (an atomic's old value, a call's result),
  // stored whole: a later load of the slot by this thread reads the same
  // unknown, so comparisons of the two registers are decided alike (thread
  // 0 publishes `tile = atomicAdd(...)` in a shared slot, guards its own
  // arrive on `tile < n` and, after __syncthreads(), every thread breaks on
  // the slot re-read: thread 0's two tests agree). Only in the function the
  // walk checks (SymOf is its own), and in shared or global memory only for
  // a store that one thread of the CTA runs (slotStoreExclusive): a store
  // that other threads run too may leave their value in the slot.
  if (Cur != &F || Value->K != Expr::Symbol || !Value->Selector.Text.empty())
    return;
  auto R = Cur->lookupReg(Value->Name);
  auto S = R ? W.SymOf.find(*R) : W.SymOf.end();
  if (S == W.SymOf.end() || (Bytes != 4 && Bytes != 8) ||
      (Bytes == 4) != (Cur->Regs[*R].Type.endswith("32")))
    return;
  auto D = decode(Lo & 0xffffffffu);
  if (!D)
    return;
  if (!threadPrivate(D->first) && !slotStoreExclusive(I))
    return;
  W.Mem[Lo] = {Bytes, 0, false, static_cast<int>(S->second)};
}

bool PhaseWalker::threadPrivate(llvm::StringRef Name) const {
  if (Name == Cur->Depot || paramIndex(Cur->F, Name) || isReturnParam(Cur->F, Name))
    return true;
  auto It = Cur->LocalVars.find(Name);
  if (It == Cur->LocalVars.end())
    return false; // a module-scope variable: shared, global, const
  for (const DeclSpec &Sp : It->second->Specs)
    if (Sp.K == DeclSpec::StateSpace)
      return Sp.W.Text == ".local" || Sp.W.Text == ".param" || Sp.W.Text == ".reg";
  return false;
}

bool PhaseWalker::slotStoreExclusive(const Inst &I) {
  unsigned K = static_cast<unsigned>(&I - F.Insts.data());
  auto [It, New] = Exclusive.try_emplace(K, false);
  if (!New)
    return It->second;
  // Thread-dependent control (`if (threadIdx.x == 0)`), and no two threads
  // of the block that both run it, over the thread ids alone.
  if (!F.F.IsEntry || (FA.Uni.controlLevel(I.Block) != Level::Varying &&
                       !(I.Guard >= 0 && FA.Uni.reg(I.Guard) == Level::Varying)))
    return false;
  // No other store, atomic or reduction of the function names the slot's
  // variable at bytes that may overlap the slot's (`if (t == 5) slot = -1`
  // would leave another value there): a constant offset whose bytes are
  // disjoint is fine, anything else at that variable is not.
  if (!Aff)
    Aff = std::make_unique<AffineForms>(F, FA.Ctx, FA.Uni, FA.Shape);
  auto VarBytes = [&](unsigned J) -> std::optional<std::pair<llvm::StringRef, std::optional<int64_t>>> {
    const Inst &S = F.Insts[J];
    const Expr *Addr = nullptr;
    for (const Expr *E : S.S->Operands)
      if (E->K == Expr::Address) {
        Addr = E;
        break;
      }
    if (!Addr)
      return std::nullopt;
    Aff->setUseSite(static_cast<int>(J));
    auto Fm = Aff->address(Addr);
    if (!Fm)
      return std::nullopt;
    llvm::StringRef V;
    bool Other = false;
    for (const AffineTerm &T : Fm->Terms) {
      if (T.Atom.K == AffineAtom::Symbol && T.Coef == 1 && V.empty())
        V = T.Atom.Name;
      else
        Other = true;
    }
    if (V.empty())
      return std::nullopt;
    return std::make_pair(V, Other ? std::nullopt : std::optional<int64_t>(Fm->Const));
  };
  auto Mine = VarBytes(K);
  if (!Mine || !Mine->second)
    return false;
  int64_t Lo = *Mine->second, Hi = Lo + static_cast<int64_t>(accessBytes(I));
  for (unsigned J = 0; J < F.Insts.size(); ++J) {
    llvm::StringRef Op = F.Insts[J].opcode();
    if (J == K || (Op != "st" && Op != "atom" && Op != "red") ||
        !F.Blocks[F.Insts[J].Block].Reachable || F.Insts[J].hasMod(".param"))
      continue;
    auto Theirs = VarBytes(J);
    if (!Theirs || Theirs->first != Mine->first)
      continue;
    unsigned N = accessBytes(F.Insts[J]);
    if (!Theirs->second || !N || (*Theirs->second < Hi && Lo < *Theirs->second + N))
      return false;
  }
  if (!CD) {
    if (!Dom)
      Dom = std::make_unique<DomTree>(F, /*Post=*/false);
    CD = std::make_unique<ControlDeps>(F, *Dom, FA.PostDom);
  }
  ThreadFormula TF(F, FA.Uni, FA.Values, FA.Ctx, FA.Shape);
  TF.addThread(0, 64);
  TF.addThread(1, 64);
  // Uniform conditions it cannot encode (AllKnown false: a loop exit on a
  // loaded value) are left out and free uniform values stay free: both only
  // widen the threads that may run it, so no two such threads still proves
  // that at most one does.
  bool AllKnown = true;
  if (!TF.requireRuns(I, 0, *CD, AllKnown) || !TF.requireRuns(I, 1, *CD, AllKnown))
    return false;
  std::string Differ;
  for (unsigned Dm = 0; Dm < 3; ++Dm)
    Differ += " (not (= " + ThreadFormula::quote(ThreadFormula::tidName(Dm, 0)) + " " +
              ThreadFormula::quote(ThreadFormula::tidName(Dm, 1)) + "))";
  TF.require("(or" + Differ + ")");
  std::string Name = queryName("mbarrier-misuse", F, Diags, I, "slot-store-threads");
  smt::Result R = TF.solveMinimal(FA.Ctx.solver(), Name, 2);
  It = Exclusive.find(K); // the solver does not touch the map, but be safe
  It->second = R.isUnsat();
  return It->second;
}

/// Visits the instructions of \p B, nested scopes included, in order until
/// \p Fn returns true; returns whether it did.
static bool anyInstr(const BlockStmt *B, llvm::function_ref<bool(const InstrStmt &)> Fn) {
  for (const Stmt *St : B->Body) {
    if (St->K == Stmt::Block) {
      if (anyInstr(static_cast<const BlockStmt *>(St), Fn))
        return true;
    } else if (St->K == Stmt::Instr && Fn(*static_cast<const InstrStmt *>(St))) {
      return true;
    }
  }
  return false;
}

/// The function a `call` statement names (its first symbol operand), or null.
static const Function *calleeOf(const AnalysisContext &Ctx, const InstrStmt &I) {
  for (const Expr *E : I.Operands)
    if (E->K == Expr::Symbol)
      return Ctx.calledFunction(*E);
  return nullptr;
}

/// Whether a call of \p Fn may complete transactions the walk does not
/// see: its body (or a callee's, a few calls deep) maps a peer CTA's
/// address (`mapa`), stores or reduces asynchronously into one (`st.async`,
/// `red.async`), copies with `.multicast::cluster`, or names
/// `.mbarrier::complete_tx` (nvcc -G keeps cuda::ptx::st_async and
/// cooperative groups' map_shared_rank out of line).
static bool calleeCompletesTx(const AnalysisContext &Ctx, const Function *Fn, unsigned Depth) {
  if (!Fn || !Fn->Body || Depth > 3)
    return false;
  return anyInstr(Fn->Body, [&](const InstrStmt &I) {
    llvm::StringRef Op = I.Opcode.Text;
    if (Op == "call")
      return calleeCompletesTx(Ctx, calleeOf(Ctx, I), Depth + 1);
    bool Async = false, Found = false;
    for (const Word &M : I.Mods) {
      Async |= M.Text == ".async";
      Found |= M.Text.startswith(".mbarrier::complete_tx") || M.Text == ".multicast::cluster";
    }
    return Found || Op == "mapa" || ((Op == "st" || Op == "red") && Async);
  });
}

bool PhaseWalker::mayWriteLocal(const Function *Fn, unsigned Depth) {
  if (!Fn || !Fn->Body || Depth > 4)
    return true;
  auto It = WritesCache.find(Fn);
  if (It != WritesCache.end())
    return It->second;
  WritesCache[Fn] = true; // recursion: assume the worst
  bool Writes = anyInstr(Fn->Body, [&](const InstrStmt &I) {
    llvm::StringRef Op = I.Opcode.Text;
    if (Op == "call")
      return mayWriteLocal(calleeOf(FA.Ctx, I), Depth + 1);
    if (Op != "st" && Op != "atom" && Op != "red")
      return false;
    // nvcc's own frame (`st.u8 [%SP+0]`: the callee's depot).
    int64_t Off;
    const Expr *Base = I.Operands.empty() ? nullptr : addressBase(I.Operands[0], Off);
    bool Elsewhere = Base && (Base->Name == "%SP" || Base->Name == "%SPL");
    for (const Word &M : I.Mods)
      Elsewhere |= M.Text == ".shared" || M.Text == ".global" || M.Text == ".param" ||
                   M.Text.startswith(".shared::");
    return !Elsewhere;
  });
  WritesCache[Fn] = Writes;
  return Writes;
}

const CallBinding &PhaseWalker::binding(unsigned K) {
  auto [It, New] = Bindings.try_emplace({Cur, K});
  if (New)
    It->second = bindCall(FA.Ctx, *Cur, K);
  return It->second;
}

void PhaseWalker::call(unsigned K, World &W) {
  const CallBinding &B = binding(K);
  bool Top = Cur == &F;
  bool Tx = Top && MbCall[K] && TxCaller < 0 && txCall(K);
  if (Tx) {
    TxCaller = static_cast<int>(K);
    TxWorld = &W;
  }
  bool Walked = B.Callee && B.Callee->Body && !(Top && Uses[K].Op == MbOp::Wait) &&
                subWalk(B.Callee, B, W);
  if (Tx) {
    TxCaller = -1;
    TxWorld = nullptr;
    if (!Walked)
      W.AllUncertain = true; // (as for any call the walk cannot follow)
  }
  if (Walked)
    return;
  const CalleeSummary *CS =
      B.Callee ? &callSummary(FA.Ctx, *Cur, B) : nullptr;
  bool Known = CS && CS->Known;
  // What the callee may write: the slots of the local variables whose
  // addresses it is given (a struct by reference), or anything at all.
  if (!Known) {
    W.Mem.clear();
  } else if (mayWriteLocal(B.Callee)) {
    for (const CallBinding::Piece &P : B.Args) {
      auto A = eval(P.Value, W);
      auto D = A ? decode(*A & 0xffffffffu) : std::nullopt;
      if (!D || !Cur->LocalVars.count(D->first))
        continue;
      uint64_t Lo = *base(D->first);
      for (auto It = W.Mem.lower_bound(Lo); It != W.Mem.end() &&
                                            It->first < Lo + (1ull << VarShift);)
        It = W.Mem.erase(It);
    }
  }
  // Return values: the parameter a function returns (nvcc -G's
  // out-of-line __cvta_generic_to_shared), else unknown.
  for (unsigned R = 0; R < B.RetNames.size(); ++R) {
    auto RB = base(B.RetNames[R]);
    if (!RB)
      continue;
    for (auto It = W.Mem.lower_bound(*RB); It != W.Mem.end() &&
                                           It->first < *RB + (1ull << VarShift);)
      It = W.Mem.erase(It);
    if (Top && Uses[K].Op == MbOp::Wait) {
      W.Mem[*RB] = {4, 1, false}; // a wrapper's wait succeeds, as the instruction's
      continue;
    }
    if (!Known || R >= CS->Returns.size() || !CS->Returns[R])
      continue;
    const ParamRef &P = *CS->Returns[R];
    if (const CallBinding::Piece *A = B.arg(P.Param, P.Off))
      if (auto V = eval(A->Value, W))
        W.Mem[*RB] = {8, *V + P.Add, fromParam(A->Value, W)};
  }
}

bool PhaseWalker::subWalk(const Function *Fn, const CallBinding &B, World &W) {
  if (CallStack.size() >= 3 || llvm::is_contained(CallStack, Fn) || Fn->IsEntry)
    return false;
  FunctionIR *IR = &FA.Ctx.calleeIR(*Fn);
  if (IR->RPO.empty() || IR->Insts.size() > 2000)
    return false;
  // The callee's parameters: the caller's argument slots, copied.
  auto Names = [](llvm::ArrayRef<VarDecl *> Ds) {
    llvm::SmallVector<llvm::StringRef, 4> Out;
    for (const VarDecl *V : Ds)
      for (const Declarator &D : V->Decls)
        Out.push_back(D.Name.Text);
    return Out;
  };
  auto Params = Names(Fn->Params), Rets = Names(Fn->Returns);
  if (Params.size() != B.ArgNames.size() || Rets.size() < B.RetNames.size())
    return false;
  auto CopyVar = [&](std::map<uint64_t, World::Slot> &Mem, llvm::StringRef From,
                     llvm::StringRef To) {
    auto FB = base(From), TB = base(To);
    if (!FB || !TB)
      return false;
    for (auto It = Mem.lower_bound(*TB); It != Mem.end() && It->first < *TB + (1ull << VarShift);)
      It = Mem.erase(It);
    std::vector<std::pair<uint64_t, World::Slot>> Copy;
    for (auto It = Mem.lower_bound(*FB); It != Mem.end() && It->first < *FB + (1ull << VarShift);
         ++It)
      Copy.push_back({It->first - *FB + *TB, It->second});
    for (auto &C : Copy)
      Mem[C.first] = C.second;
    return true;
  };
  World Sub;
  Sub.Mem = W.Mem;
  for (unsigned I = 0; I < Params.size(); ++I)
    if (!CopyVar(Sub.Mem, B.ArgNames[I], Params[I]))
      return false;
  Sub.Visits.assign(IR->numBlocks(), 0);
  FunctionIR *Saved = Cur;
  Cur = IR;
  CallStack.push_back(Fn);
  bool Done = false;
  unsigned Budget = 4000;
  unsigned Blk = 0;
  while (Budget) {
    const BasicBlock &BB = IR->Blocks[Blk];
    if (BB.End == BB.Begin || ++Sub.Visits[Blk] > 64)
      break;
    for (unsigned K = BB.Begin; K < BB.End; ++K)
      step(K, Sub);
    Steps += BB.End - BB.Begin; // the function's budget covers its callees
    Budget = Budget > BB.End - BB.Begin && Steps < MaxSteps ? Budget - (BB.End - BB.Begin) : 0;
    const Inst &T = IR->Insts[BB.End - 1];
    int Fall = BB.End < IR->Insts.size() ? static_cast<int>(IR->Insts[BB.End].Block) : -1;
    std::optional<bool> G = guard(T, Sub);
    if (T.Kind == InstKind::Ret) {
      if (!G)
        break;
      if (*G) {
        Done = true;
        break;
      }
      if (Fall < 0)
        break;
      Blk = static_cast<unsigned>(Fall);
      continue;
    }
    if (T.Kind == InstKind::Exit || T.Kind == InstKind::Trap || T.Kind == InstKind::BranchIdx)
      break;
    if (T.Kind == InstKind::Branch) {
      std::optional<unsigned> L;
      if (!T.S->Operands.empty() && T.S->Operands[0]->K == Expr::Symbol)
        L = IR->resolveLabel(T.Scope, T.S->Operands[0]->Name);
      if (!L || *L >= IR->Insts.size() || !G)
        break;
      if (*G) {
        Blk = IR->Insts[*L].Block;
        continue;
      }
    }
    if (Fall < 0) {
      Done = true; // the end of the body
      break;
    }
    Blk = static_cast<unsigned>(Fall);
  }
  CallStack.pop_back();
  Cur = Saved;
  if (!Done)
    return false;
  // What it returns, into the caller's return slots.
  for (unsigned R = 0; R < B.RetNames.size(); ++R)
    CopyVar(Sub.Mem, Rets[R], B.RetNames[R]);
  W.Mem = std::move(Sub.Mem);
  return true;
}

void PhaseWalker::symbolic(const Inst &I, llvm::ArrayRef<const Expr *> Ops,
                           std::optional<uint64_t> &V, std::optional<bool> G, World &W) {
  for (const RegRef &D : I.Defs) {
    W.SymOf.erase(D.Reg);
    W.PredCmp.erase(D.Reg);
  }
  if (V || I.Defs.size() != 1 || !G || !*G)
    return;
  unsigned D = I.Defs[0].Reg;
  llvm::StringRef Op = I.opcode();
  // What map \p Of holds for the register operand \p E.
  auto RegEntry = [&](const auto &Of, const Expr *E)
      -> std::optional<typename std::decay_t<decltype(Of)>::mapped_type> {
    if (!E || E->K != Expr::Symbol)
      return std::nullopt;
    auto R = Cur->lookupReg(E->Name);
    if (!R)
      return std::nullopt;
    auto It = Of.find(*R);
    if (It == Of.end())
      return std::nullopt;
    return It->second;
  };
  auto SymOfExpr = [&](const Expr *E) { return RegEntry(W.SymOf, E); };
  unsigned Bits = 0;
  bool Signed = false;
  for (const Word &M : I.S->Mods) {
    llvm::StringRef T = M.Text;
    if (T == ".s32" || T == ".s64")
      Signed = true;
    if (T == ".s32" || T == ".u32" || T == ".b32")
      Bits = 32;
    if (T == ".s64" || T == ".u64" || T == ".b64")
      Bits = 64;
  }
  int64_t POff = 0;
  const Expr *PB = Op == "ld" && Ops.size() == 2 && I.hasMod(".param")
                       ? addressBase(Ops[1], POff)
                       : nullptr;
  // A call's result (`ld.param [retval0]`): an unknown like a loaded value.
  bool RetLoad = PB && !paramIndex(Cur->F, PB->Name);
  if (Op == "ld" && Ops.size() == 2 && Bits && LoadedSym >= 0) {
    W.SymOf[D] = static_cast<unsigned>(LoadedSym); // what this thread stored there
    return;
  }
  if (((Op == "ld" && Ops.size() == 2 && (!I.hasMod(".param") || RetLoad) &&
        !I.hasMod(".local")) ||
       (Op == "atom" && Ops.size() >= 3)) &&
      Bits && !isVectorAccess(I)) {
    // A fresh unknown: what this thread loaded here this time (an atomic's
    // old value included).
    W.SymOf[D] = static_cast<unsigned>(W.SymRange.size());
    W.SymRange.push_back(Bits == 32 ? std::make_pair<int64_t, int64_t>(INT32_MIN, UINT32_MAX)
                                    : std::make_pair(INT64_MIN, INT64_MAX));
    return;
  }
  if ((Op == "mov" || (Op == "cvt" && !I.hasMod(".sat") && Bits)) && Ops.size() == 2) {
    if (auto S = SymOfExpr(Ops[1]))
      W.SymOf[D] = *S;
    return;
  }
  // Predicate logic over such a comparison: `and.pred p, cmp, q` with q
  // known (nvcc's `issued < kt && issued < STAGES`), `not.pred`, copies.
  auto CmpOf = [&](const Expr *E) { return RegEntry(W.PredCmp, E); };
  if (I.hasMod(".pred")) {
    if ((Op == "not" || Op == "mov") && Ops.size() == 2) {
      if (auto PC = CmpOf(Ops[1])) {
        if (Op == "not")
          PC->Op = PC->Op == '<'   ? 'g'
                   : PC->Op == 'l' ? '>'
                   : PC->Op == '>' ? 'l'
                   : PC->Op == 'g' ? '<'
                   : PC->Op == '=' ? '!'
                                   : '=';
        W.PredCmp[D] = *PC;
      }
      return;
    }
    if ((Op == "and" || Op == "or") && Ops.size() == 3)
      for (unsigned K = 1; K <= 2; ++K) {
        auto PC = CmpOf(Ops[K]);
        auto Other = eval(Ops[3 - K], W);
        if (!PC || !Other)
          continue;
        bool O = *Other != 0;
        if ((Op == "and" && !O) || (Op == "or" && O))
          V = O ? 1 : 0;
        else
          W.PredCmp[D] = *PC;
        return;
      }
    return;
  }
  if (Op != "setp" || Ops.size() != 3 || !Signed || I.hasMod(".and") || I.hasMod(".or") ||
      I.hasMod(".xor"))
    return;
  char Cmp = 0;
  if (I.hasMod(".lt"))
    Cmp = '<';
  else if (I.hasMod(".le"))
    Cmp = 'l';
  else if (I.hasMod(".gt"))
    Cmp = '>';
  else if (I.hasMod(".ge"))
    Cmp = 'g';
  else if (I.hasMod(".eq"))
    Cmp = '=';
  else if (I.hasMod(".ne"))
    Cmp = '!';
  if (!Cmp)
    return;
  std::optional<unsigned> S = SymOfExpr(Ops[1]);
  std::optional<uint64_t> C = S ? eval(Ops[2], W) : std::nullopt;
  if (!S) {
    // `C Op x`: the same as `x Op' C`.
    S = SymOfExpr(Ops[2]);
    C = S ? eval(Ops[1], W) : std::nullopt;
    switch (Cmp) {
    case '<': Cmp = '>'; break;
    case 'l': Cmp = 'g'; break;
    case '>': Cmp = '<'; break;
    case 'g': Cmp = 'l'; break;
    default: break;
    }
  }
  if (!S || !C)
    return;
  int64_t CV = Bits == 32 ? static_cast<int64_t>(static_cast<int32_t>(*C))
                          : static_cast<int64_t>(*C);
  W.PredCmp[D] = {*S, Cmp, CV};
  // Decided when only one outcome is left in the unknown's range.
  auto R = W.SymRange[*S];
  if (Bits == 32)
    R.second = std::min<int64_t>(R.second, INT32_MAX);
  auto T = R, Fl = R;
  bool CanHold = narrowRange(T, Cmp, CV, true), CanFail = narrowRange(Fl, Cmp, CV, false);
  if (CanHold != CanFail)
    V = CanHold ? 1 : 0;
}

void PhaseWalker::step(unsigned K, World &W) {
  const Inst &I = Cur->Insts[K];
  std::optional<bool> G = guard(I, W);
  if (Cur == &F && (Uses[K].Op != MbOp::None || MbCall[K]))
    mbarrier(K, W, G);
  else if (Cur != &F && TxWorld)
    if (MbUse U = classifyMbarrier(I); U.Op != MbOp::None)
      calleeMbarrier(I, U, G, W);
  if (G && !*G)
    return;
  llvm::StringRef Op = I.opcode();
  auto Ops = I.S->Operands;
  if (Op == "bar" || Op == "barrier")
    clearTxArrives(W);
  if (I.Kind == InstKind::Call) {
    // A callee may wait; not one that runs no barrier, collective or
    // mbarrier operation (nvcc -G's out-of-line __cvta_generic_to_shared
    // between two arrive.expect_tx).
    if ((Cur != &F || (Uses[K].Op == MbOp::None && !MbCall[K])) && isSimulated(&FA.Ctx, I))
      clearTxArrives(W);
    if (G)
      call(K, W);
    else
      W.Mem.clear();
    return;
  }
  bool Writes = Op == "st" || Op == "atom" || Op == "red" || Op == "cp" || Op == "stmatrix";
  if (Writes && !I.hasMod(".param") && !Ops.empty()) {
    const Expr *Addr = nullptr;
    for (const Expr *E : Ops)
      if (E->K == Expr::Address) {
        Addr = E;
        break;
      }
    if (!G)
      W.Mem.clear();
    else
      storeTo(I, Addr, Op == "st" && Ops.size() == 2 ? Ops[1] : nullptr, W);
  } else if (Op == "st" && Ops.size() == 2) {
    storeTo(I, Ops[0], G ? Ops[1] : nullptr, W); // a call's argument
  }
  if (I.Defs.empty())
    return;
  std::optional<uint64_t> V;
  bool Tainted = false;
  for (const RegRef &U : I.Uses)
    Tainted |= W.FromParam.count(U.Reg) > 0;
  int64_t ParamOff = 0;
  const Expr *PBase = Op == "ld" && Ops.size() == 2 && I.hasMod(".param")
                          ? addressBase(Ops[1], ParamOff)
                          : nullptr;
  if (I.Kind == InstKind::Mbarrier && (I.hasMod(".test_wait") || I.hasMod(".try_wait"))) {
    V = 1; // the wait of a spin loop succeeds
  } else if (PBase && Cur == &F && paramIndex(F.F, PBase->Name)) {
    // A parameter of the function: the launch's made-up value.
    V = paramValue(ParamOff == 0 ? paramIndex(F.F, PBase->Name) : std::nullopt);
    Tainted = true;
    if (isVectorAccess(I)) {
      for (const RegRef &D : I.Defs) {
        W.Regs[D.Reg] = ParamValue;
        W.FromParam.insert(D.Reg);
      }
      return;
    }
  } else if (Op == "ld" && I.Defs.size() == 1 && Ops.size() == 2 && !isVectorAccess(I)) {
    if (auto A = eval(Ops[1], W)) {
      auto It = W.Mem.find(*A);
      if (It != W.Mem.end() && It->second.Bytes == accessBytes(I)) {
        if (It->second.Sym >= 0) {
          LoadedSym = It->second.Sym;
        } else {
          V = It->second.Value;
          Tainted |= It->second.FromParam;
        }
      }
    }
  } else if (Op == "cvta" && Ops.size() == 2) {
    V = eval(Ops[1], W);
  } else if (Op == "mov" && Ops.size() == 2 && Ops[1]->K == Expr::Symbol &&
             !Cur->lookupReg(Ops[1]->Name) && !Ops[1]->Name.startswith("%")) {
    V = eval(Ops[1], W); // a variable's address
  } else if (Op == "elect" && !Ops.empty()) {
    // elect.sync: the hardware elects the lowest lane of the mask (all
    // lanes of the warp are taken to be active).
    if (auto M = eval(Ops.back(), W); M && (*M & 0xffffffffu)) {
      uint64_t Leader = llvm::countTrailingZeros(static_cast<uint32_t>(*M));
      for (const RegRef &D : I.Defs) {
        W.FromParam.erase(D.Reg);
        if (Cur->Regs[D.Reg].Type == ".pred")
          W.Regs[D.Reg] = (X % 32) == Leader;
        else
          W.Regs[D.Reg] = Leader;
      }
      return;
    }
  } else {
    V = evalIntInst(I, [&](unsigned Idx) {
      return Idx < Ops.size() ? eval(Ops[Idx], W) : std::nullopt;
    });
  }
  if (Cur == &F)
    symbolic(I, Ops, V, G, W);
  LoadedSym = -1;
  for (const RegRef &D : I.Defs) {
    if (Tainted)
      W.FromParam.insert(D.Reg);
    else
      W.FromParam.erase(D.Reg);
    if (!V || I.Defs.size() != 1) {
      W.Regs.erase(D.Reg);
      continue;
    }
    if (!G) {
      auto It = W.Regs.find(D.Reg);
      if (It == W.Regs.end() || It->second != *V)
        W.Regs.erase(D.Reg);
      continue;
    }
    W.Regs[D.Reg] = *V;
  }
}

void PhaseWalker::mbarrier(unsigned K, World &W, std::optional<bool> G) {
  const Inst &I = F.Insts[K];
  const CheckedUse &U = Uses[K];
  if (MbCall[K]) {
    // (A call whose data operations the walk follows: call(), subWalk.)
    if (G && *G && txCall(K))
      return;
    if (!G || *G)
      W.AllUncertain = true;
    return;
  }
  std::optional<uint64_t> A = objectAddress(K, W);
  ParamMatters |= fromParam(U.Addr, W) || fromParam(U.ParityE, W) || fromParam(U.Count, W) ||
                  (I.Guard >= 0 && W.FromParam.count(static_cast<unsigned>(I.Guard)));
  if (G && !*G) {
    // Skipped by this thread; a thread-dependent guard runs it in others.
    if (I.Guard >= 0 && FA.Uni.reg(I.Guard) != Level::Uniform)
      othersArrive(K, A, W, nullptr);
    return;
  }
  if (!A) {
    if (U.Op == MbOp::Wait) {
      for (auto &KV : W.Objs)
        KV.second.LastParity = -1;
    } else if (U.Op == MbOp::Init || U.Op == MbOp::Inval || U.Op == MbOp::Arrive) {
      W.AllUncertain = true;
    }
    return;
  }
  ObjState &S = W.Objs[*A];
  if (!G) {
    // Run or not, as the data decides.
    if (U.Op == MbOp::Wait)
      S.LastParity = -1;
    else if (U.Op == MbOp::Init || U.Op == MbOp::Inval || U.Op == MbOp::Arrive)
      S.Uncertain = true;
    return;
  }
  // `cp.async.mbarrier.arrive.noinc`: an arrival the init's count includes
  // (without .noinc the pending count goes up first: no arrival of its own).
  MbOp Op = U.Op == MbOp::OtherArrive && U.NoInc ? MbOp::Arrive : U.Op;
  switch (Op) {
  case MbOp::Init:
  case MbOp::Inval:
    S = ObjState();
    S.Inited = U.Op == MbOp::Init;
    if (U.Op == MbOp::Init)
      initCovered(U, W); // the objects the other threads that run it initialise
    break;
  case MbOp::Arrive: {
    ownData(K, *A, W);
    if (U.ExpectTx)
      ownTx(K, S, W, /*Expect=*/true);
    if (U.Cluster || I.hasMod(".noComplete")) {
      S.Uncertain = true;
      S.TxArrive = -1;
      break;
    }
    // (F) The object counts one arrival per phase and this thread's last
    // one brought transaction bytes: that phase completes whenever those
    // bytes land, so whether this arrival joins it (too many arrivals) or
    // starts the next one depends on the copy's timing.
    if (S.TxArrive >= 0 && !S.Uncertain && !W.AllUncertain && !U.HasCount) {
      auto D = decode(*A);
      auto CI = D ? InitCount.find(D->first) : InitCount.end();
      if (CI != InitCount.end() && CI->second && *CI->second == 1)
        Races.push_back({K, static_cast<unsigned>(S.TxArrive), W.Forks > 0 || W.ParamBranch,
                         "thread with " + describeThread({X, 0, 0}) +
                             (W.ParamBranch ? launch() : std::string())});
    }
    S.TxArrive = U.ExpectTx ? static_cast<int>(K) : -1;
    ++S.Own;
    S.LastArrive = static_cast<int>(K);
    // Two arrivals of one thread between its waits: not one per phase.
    if (++S.OwnSinceWait > 1)
      S.Doubled = true;
    release(W, *A);
    break;
  }
  case MbOp::Wait: {
    // A probe whose result nothing reads is not a wait.
    if (!ReadWaits.count(K))
      break;
    clearTxArrives(W);
    if (!U.Parity) {
      // A wait on a state token: only the transaction bytes are checked.
      txBalance(K, *A, S, W, /*AtWait=*/true);
      break;
    }
    // The parity operand, or a wrapper's parity argument (Count).
    std::optional<uint64_t> P =
        U.ParityE ? eval(U.ParityE, W)
                  : argValue(U.CountConst, U.Count, U.ParityPtr, U.ParityPtrAdd, W);
    if (P)
      wait(K, *A, static_cast<unsigned>(*P & 1), W);
    else
      S.LastParity = -1;
    break;
  }
  case MbOp::OtherArrive:
  case MbOp::Tx:
    ownData(K, *A, W);
    // (U.ExpectTx: also a call of an out-of-line expect_tx wrapper, nvcc
    // -G's cuda::ptx::mbarrier_expect_tx, whose call instruction carries no
    // `.expect_tx` of its own; it is not a complete_tx.)
    ownTx(K, S, W, U.Op == MbOp::Tx && (I.hasMod(".expect_tx") || U.ExpectTx));
    break;
  default:
    break;
  }
}

void PhaseWalker::findPublishes() {
  if (!Dom)
    Dom = std::make_unique<DomTree>(F, /*Post=*/false);
  AffineForms Aff(F, FA.Ctx, FA.Uni, FA.Shape);
  // A shared variable plus a constant: the bytes a store or load names.
  struct Bytes {
    llvm::StringRef Var;
    int64_t Lo = 0, Hi = 0;
  };
  auto Named = [&](unsigned K) -> std::optional<Bytes> {
    const Inst &I = F.Insts[K];
    llvm::StringRef Op = I.opcode();
    if ((Op != "st" && Op != "ld") || I.Guard >= 0 || I.hasMod(".param") ||
        I.hasMod(".local") || I.hasMod(".global") || I.hasMod(".const"))
      return std::nullopt;
    const Expr *Addr = nullptr;
    for (const Expr *E : I.S->Operands)
      if (E->K == Expr::Address)
        Addr = E;
    unsigned N = accessBytes(I);
    if (!Addr || !N)
      return std::nullopt;
    Aff.setUseSite(static_cast<int>(K));
    auto Fm = Aff.address(Addr);
    if (!Fm || Fm->Terms.size() != 1 || Fm->Terms[0].Coef != 1 ||
        Fm->Terms[0].Atom.K != AffineAtom::Symbol)
      return std::nullopt;
    llvm::StringRef V = Fm->Terms[0].Atom.Name;
    llvm::StringRef Space;
    if (auto L = F.LocalVars.find(V); L != F.LocalVars.end())
      Space = varFacts(*L->second).Space;
    else if (auto G = FA.Ctx.Globals.find(V); G != FA.Ctx.Globals.end())
      Space = G->second.Space;
    if (Space != ".shared")
      return std::nullopt;
    return Bytes{V, Fm->Const, Fm->Const + static_cast<int64_t>(N)};
  };
  // Per shared variable, its named loads; per mbarrier variable, its waits.
  llvm::StringMap<std::vector<std::pair<unsigned, Bytes>>> Loads;
  llvm::StringMap<llvm::SmallVector<unsigned, 4>> Waits;
  for (unsigned K = 0; K < F.Insts.size(); ++K) {
    if (!F.Blocks[F.Insts[K].Block].Reachable)
      continue;
    if (Uses[K].Op == MbOp::Wait && Var[K])
      Waits[*Var[K]].push_back(K);
    if (F.Insts[K].opcode() == "ld")
      if (auto B = Named(K))
        Loads[B->Var].push_back({K, *B});
  }
  if (Loads.empty())
    return;
  auto Before = [&](unsigned A, unsigned B) {
    unsigned BA = F.Insts[A].Block, BB = F.Insts[B].Block;
    return BA == BB ? A < B : Dom->dominates(BA, BB);
  };
  llvm::StringSet<> NotPublish;
  for (unsigned K = 0; K < F.Insts.size(); ++K) {
    const CheckedUse &U = Uses[K];
    if (!Var[K] || !F.Blocks[F.Insts[K].Block].Reachable)
      continue;
    if (U.Op == MbOp::Tx || U.Op == MbOp::OtherArrive || (U.Op == MbOp::Arrive && U.ExpectTx))
      continue; // data
    if (U.Op != MbOp::Arrive)
      continue;
    llvm::StringRef V = *Var[K];
    // This thread's stores since its last wait, on the instructions that
    // run before the arrive on every path (its block, then its dominators).
    int Found = -1;
    unsigned B = F.Insts[K].Block;
    int J = static_cast<int>(K) - 1;
    for (unsigned Steps = 0; Steps < 512 && Found < 0; ++Steps) {
      if (J < static_cast<int>(F.Blocks[B].Begin)) {
        unsigned P = Dom->idom(B);
        if (P >= F.numBlocks() || P == B)
          break;
        B = P;
        J = static_cast<int>(F.Blocks[B].End) - 1;
        continue;
      }
      const Inst &I = F.Insts[J];
      if (Uses[J].Op == MbOp::Wait || MbCall[J] || I.opcode() == "bar" ||
          I.opcode() == "barrier")
        break;
      auto St = I.opcode() == "st" ? Named(static_cast<unsigned>(J)) : std::nullopt;
      auto LIt = St ? Loads.find(St->Var) : Loads.end();
      if (LIt != Loads.end())
        for (const auto &[L, LB] : LIt->second) {
          if (LB.Hi <= St->Lo || St->Hi <= LB.Lo)
            continue;
          // Read by a thread after its wait on the same variable.
          bool After = false;
          for (unsigned W : Waits.lookup(V))
            if ((After = Before(W, L)))
              break;
          if (After) {
            Found = J;
            break;
          }
        }
      --J;
    }
    if (Found < 0)
      NotPublish.insert(V);
    else
      PublishVars.try_emplace(V, Found);
  }
  for (const auto &N : NotPublish)
    PublishVars.erase(N.getKey());
}

bool PhaseWalker::txCall(unsigned K) {
  auto [It, New] = TxCallCache.try_emplace(K, false);
  if (!New)
    return It->second;
  const Inst &CI = F.Insts[K];
  if (CI.Kind != InstKind::Call || !MbCall[K])
    return false;
  CallBinding B = bindCall(FA.Ctx, F, K);
  if (!B.Callee || !B.Callee->Body || B.Callee->IsEntry)
    return false;
  FunctionIR &IR = FA.Ctx.calleeIR(*B.Callee);
  if (IR.Insts.size() > 2000)
    return false;
  bool Any = false;
  for (const Inst &I : IR.Insts) {
    llvm::StringRef Op = I.opcode();
    if (I.Kind == InstKind::Call) {
      const Function *C = calleeOf(FA.Ctx, *I.S);
      if (!C || calleeSummary(FA.Ctx, C).TouchesMbarrier || calleeCompletesTx(FA.Ctx, C, 0))
        return false;
      continue;
    }
    if (Op == "bar" || Op == "barrier" || Op == "mapa" || I.hasMod(".multicast::cluster") ||
        ((Op == "st" || Op == "red") && I.hasMod(".async")))
      return false;
    MbUse U = classifyMbarrier(I);
    if (U.Op == MbOp::None) {
      for (const Word &M : I.S->Mods)
        if (M.Text.startswith(".mbarrier::complete_tx"))
          return false;
      continue;
    }
    if (!U.Addr || (I.hasMod(".shared::cluster") && Op == "mbarrier"))
      return false;
    switch (U.Op) {
    case MbOp::Arrive:
      // Data arrivals only (a plain one would be a "slot" arrival the
      // per-variable tables of run() do not see).
      if (!I.hasMod(".expect_tx") || U.Count || I.S->Mods.empty() ||
          I.S->Mods[0].Text != ".arrive" || I.hasMod(".noComplete"))
        return false;
      break;
    case MbOp::Tx:
      break;
    case MbOp::OtherArrive:
      if (Op != "cp" || !I.hasMod(".bulk") || I.hasMod(".tensor") || I.S->Operands.size() != 4)
        return false;
      break;
    default:
      return false;
    }
    Any = true;
  }
  It = TxCallCache.find(K);
  It->second = Any;
  return Any;
}

void PhaseWalker::calleeMbarrier(const Inst &I, const MbUse &U, std::optional<bool> G,
                                 World &Sub) {
  World &W = *TxWorld;
  unsigned K = static_cast<unsigned>(TxCaller);
  if (!G) {
    W.AllUncertain = true;
    return;
  }
  if (!*G)
    return;
  auto A = eval(U.Addr, Sub);
  auto Ops = I.S->Operands;
  const Expr *NE = I.opcode() == "cp" ? (Ops.size() == 4 ? Ops[2] : nullptr)
                                      : (Ops.empty() ? nullptr : Ops.back());
  ParamMatters |= fromParam(U.Addr, Sub) || fromParam(NE, Sub);
  if (!A) {
    W.AllUncertain = true;
    return;
  }
  uint64_t Ad = *A & 0xffffffffu;
  ObjState &S = W.Objs[Ad];
  if (auto D = decode(Ad))
    CallTxVars[K].insert(D->first);
  ownData(K, Ad, W);
  std::optional<uint64_t> N = NE ? eval(NE, Sub) : std::nullopt;
  if (U.Op == MbOp::Arrive) {
    addTx(K, S, N, /*Expect=*/true);
    S.TxArrive = -1; // (the same-phase race is checked for inline arrives only)
    ++S.Own;
    S.LastArrive = static_cast<int>(K);
    if (++S.OwnSinceWait > 1)
      S.Doubled = true;
    release(W, Ad);
    return;
  }
  addTx(K, S, N, /*Expect=*/U.Op == MbOp::Tx && I.hasMod(".expect_tx"));
}

void PhaseWalker::ownData(unsigned K, uint64_t A, World &W) {
  ++W.OwnArrivals;
  DataRunBy[K].insert(X);
  if (W.Deadlock.empty())
    return;
  // This thread starts data on a full barrier only now: the waits made
  // before, for slots whose releases wait for that data, hang (when no
  // other thread starts it: checked once every thread has been walked).
  auto D = decode(A);
  if (D && DataVars.count(D->first) && GatingData.count(D->first))
    for (const World::Candidate &C : W.Deadlock)
      Deadlocks.push_back({C.Wait, K, X, C.Maybe, C.Who});
  W.Deadlock.clear();
}

void PhaseWalker::ownTx(unsigned K, ObjState &S, World &W, bool Expect) {
  const Inst &I = F.Insts[K];
  auto Ops = I.S->Operands;
  std::optional<uint64_t> N;
  if (I.Kind == InstKind::Call) {
    // A wrapper: the byte count its summary ties to an argument.
    const CheckedUse &U = Uses[K];
    N = argValue(U.TxConst, U.TxE, U.TxPtr, U.TxPtrAdd, W);
    // (The callee's instruction says which copy: the name kept for the
    // call is only its first words, `cp.async`; a tensor copy's bytes come
    // from its tensor map, unknown here.)
    bool Bulk = llvm::StringRef(U.Name).contains("bulk");
    if (U.Via)
      for (const auto &M : U.Via->Mods)
        Bulk |= M.Text == ".bulk" || M.Text == ".tensor";
    if (!N && U.Op == MbOp::OtherArrive && !Bulk)
      return; // cp.async.mbarrier.arrive through a wrapper: no bytes
  } else if (I.opcode() == "mbarrier") {
    // arrive.expect_tx state, [addr], n / expect_tx [addr], n / complete_tx [addr], n
    if (!Ops.empty())
      N = eval(Ops.back(), W);
  } else if (I.opcode() == "cp" && I.hasMod(".bulk") && !I.hasMod(".tensor") &&
             !I.hasMod(".multicast::cluster") && Ops.size() == 4) {
    N = eval(Ops[2], W); // [dst], [src], size, [mbar]
  } else if (I.opcode() == "cp" && I.hasMod(".mbarrier") && !I.hasMod(".bulk")) {
    return; // cp.async.mbarrier.arrive: no transaction bytes
  } else if (I.opcode() == "clusterlaunchcontrol") {
    N = 16; // the 16-byte response of try_cancel
  }
  addTx(K, S, N, Expect);
}

void PhaseWalker::addTx(unsigned K, ObjState &S, std::optional<uint64_t> N, bool Expect) {
  if (!N) {
    S.TxUnknown = true;
    return;
  }
  if (Expect) {
    S.TxExp += *N & 0xffffffffu;
    S.TxExpAt = static_cast<int>(K);
  } else {
    S.TxDone += *N & 0xffffffffu;
  }
}

void PhaseWalker::txBalance(unsigned At, uint64_t A, ObjState &S, World &W, bool AtWait) {
  auto D = decode(A);
  if (!D || TxCluster || S.TxUnknown || (!S.TxExp && !S.TxDone) || S.TxExp == S.TxDone ||
      W.Vars[D->first].TxOthers || W.AllUncertain)
    return;
  TxFindings.push_back(
      {At, S.TxExpAt, D->first, X, S.TxExp, S.TxDone, W.Forks || W.ParamBranch, AtWait,
       "thread with " + describeThread({X, 0, 0}) + (W.ParamBranch ? launch() : std::string())});
  S.TxUnknown = true; // one finding per object and walk
}

void PhaseWalker::reportTx() {
  for (const TxFinding &T : TxFindings) {
    unsigned Where = T.AtWait || T.ExpAt < 0 ? T.At : static_cast<unsigned>(T.ExpAt);
    if (Reported.count(Where))
      continue;
    // Only this thread moves the object's transaction count (no other
    // walked thread runs a data operation on the variable).
    bool Alone = true;
    for (const auto &KV : DataRunBy) {
      const CheckedUse &U = Uses[KV.first];
      bool Moves = U.Op == MbOp::Tx || (U.Op == MbOp::Arrive && U.ExpectTx) ||
                   (U.Op == MbOp::OtherArrive && F.Insts[KV.first].opcode() != "cp") ||
                   (U.Op == MbOp::OtherArrive && F.Insts[KV.first].hasMod(".bulk"));
      auto CT = CallTxVars.find(KV.first);
      if ((Moves && Var[KV.first] && *Var[KV.first] == T.Var) ||
          (CT != CallTxVars.end() && CT->second.count(T.Var)))
        for (uint64_t Th : KV.second)
          Alone &= Th == T.Thread;
    }
    if (!Alone || !TxReportedVars.insert(T.Var).second)
      continue;
    Reported.insert(Where);
    std::string Msg =
        std::string(T.AtWait ? "before this wait, " : "by the end of the kernel, ") +
        "this thread's expect_tx operations on the mbarrier expect " + std::to_string(T.Exp) +
        " transaction bytes since mbarrier.init, but the copies that complete on it transfer " +
        std::to_string(T.Done) + " bytes: " +
        (T.Exp > T.Done
             ? "the tx-count never returns to zero, so the phase never completes and its waits "
               "hang"
             : "the tx-count goes below zero (undefined), and the phase can complete before "
               "all of the data has landed") +
        " (" + T.Who + ")";
    Diags.report(T.Maybe ? DiagId::MbarrierMisuseMaybe : DiagId::MbarrierMisuse,
                 F.Insts[Where].S->Range)
        << Msg;
    if (T.ExpAt >= 0 && static_cast<unsigned>(T.ExpAt) != Where)
      Diags.report(DiagId::NoteGeneric, F.Insts[T.ExpAt].S->Range)
          << "the last expect_tx before it";
  }
}

void PhaseWalker::reportDeadlocks() {
  for (const DeadlockFinding &DF : Deadlocks) {
    if (Reported.count(DF.Wait))
      continue;
    // Only one of the walked threads starts that data.
    const auto &By = DataRunBy[DF.Data];
    if (By.size() != 1 || !By.count(DF.Thread))
      continue;
    Reported.insert(DF.Wait);
    Diags.report(DF.Maybe ? DiagId::MbarrierMisuseMaybe : DiagId::MbarrierMisuse,
                 F.Insts[DF.Wait].S->Range)
        << ("'" + Uses[DF.Wait].Name +
            "' waits with parity 0 for the first phase of a slot barrier before this thread "
            "has filled any slot: the threads that arrive on it do so only after waiting for "
            "data, which this thread starts only after the wait (note), so the wait never "
            "returns (a deadlock); the first wait on a slot that starts free uses parity 1 (" +
            DF.Who + ")");
    Diags.report(DiagId::NoteGeneric, F.Insts[DF.Data].S->Range)
        << "the thread's first transfer, after the wait";
  }
}

void PhaseWalker::othersArrive(unsigned K, std::optional<uint64_t> A, World &W,
                               llvm::DenseMap<uint64_t, unsigned> *Seen) {
  const Inst &I = F.Insts[K];
  const CheckedUse &U = Uses[K];
  if (MbCall[K]) {
    W.AllUncertain = true;
    return;
  }
  if (U.Op == MbOp::Init && !U.Covers.empty()) {
    initCovered(U, W);
    return;
  }
  if (U.Op == MbOp::Init || U.Op == MbOp::Inval) {
    if (A) {
      W.Objs[*A] = ObjState();
      W.Objs[*A].Inited = U.Op == MbOp::Init;
    } else if (Var[K] && U.Op == MbOp::Init) {
      W.Vars[*Var[K]].InitLoop = true;
    }
    return;
  }
  if (U.Op == MbOp::Tx || U.Op == MbOp::OtherArrive || (U.Op == MbOp::Arrive && U.ExpectTx)) {
    if (auto D = A ? decode(*A) : std::nullopt)
      W.Vars[D->first].TxOthers = true;
    else if (Var[K])
      W.Vars[*Var[K]].TxOthers = true;
  }
  if (U.Op != MbOp::Arrive)
    return;
  if (!A) {
    W.AllUncertain = true;
    return;
  }
  auto D = decode(*A);
  if (!D) {
    W.AllUncertain = true;
    return;
  }
  VarState &VS = W.Vars[D->first];
  if (U.Cluster || I.hasMod(".noComplete")) {
    VS.CtaMismatch = true;
    return;
  }
  if (Seen && ++(*Seen)[*A] > 1) {
    VS.CtaMismatch = true; // two arrivals in one region (if / else)
    return;
  }
  // One phase when the threads that run it, times its count, are the
  // count the init expects.
  auto CI = InitCount.find(D->first);
  auto C = countOf(U);
  if (CI == InitCount.end() || !CI->second || !C || !*C ||
      leastThreadsWhenRuns(FA, K) * *C != *CI->second) {
    VS.CtaMismatch = true;
    return;
  }
  ObjState &S = W.Objs[*A];
  ++S.Cta;
  S.LastArrive = static_cast<int>(K);
  release(W, *A);
}

void PhaseWalker::initCovered(const CheckedUse &U, World &W) {
  for (const CheckedUse::Cover &C : U.Covers)
    if (auto B = base(C.Var)) {
      ObjState &S = W.Objs[*B + static_cast<uint64_t>(C.Off)];
      S = ObjState();
      S.Inited = true;
    }
}

std::optional<unsigned> PhaseWalker::phasesSeen(World &W, uint64_t A) {
  auto D = decode(A);
  if (!D || W.AllUncertain)
    return std::nullopt;
  auto It = W.Objs.find(A);
  if (It != W.Objs.end() && It->second.Uncertain)
    return std::nullopt;
  unsigned Own = It == W.Objs.end() ? 0 : It->second.Own;
  if (Own)
    return Own;
  const VarState &VS = W.Vars[D->first];
  if (VS.CtaLoop || VS.CtaMismatch)
    return std::nullopt;
  return It == W.Objs.end() ? 0 : It->second.Cta;
}

void PhaseWalker::release(World &W, uint64_t A) {
  if (W.Deferred.empty())
    return;
  auto N = phasesSeen(W, A);
  llvm::SmallVector<World::Held, 4> Ready;
  llvm::erase_if(W.Deferred, [&](const World::Held &H) {
    if (H.Gate != A || (N && *N < H.Need))
      return false;
    Ready.push_back(H); // (phases no longer counted: released as well)
    return true;
  });
  for (const World::Held &H : Ready)
    othersArrive(H.K, H.A, W, nullptr);
}

void PhaseWalker::skippedRegion(unsigned From, unsigned NotTaken, World &W) {
  unsigned Join = FA.PostDom.idom(From);
  if (NotTaken == Join || NotTaken >= F.numBlocks())
    return;
  // The blocks other threads run before they rejoin this one.
  std::vector<bool> In(F.numBlocks(), false);
  llvm::SmallVector<unsigned, 16> Work{NotTaken}, Region;
  In[NotTaken] = true;
  while (!Work.empty()) {
    unsigned B = Work.pop_back_val();
    Region.push_back(B);
    if (Region.size() > 64)
      break;
    for (unsigned S : F.Blocks[B].Succs)
      if (S != Join && S < In.size() && !In[S]) {
        In[S] = true;
        Work.push_back(S);
      }
  }
  // A loop inside the region (other than a wait's spin loop) runs its
  // arrivals an unknown number of times.
  bool Truncated = Region.size() > 64;
  bool Loop = Truncated;
  llvm::SmallVector<unsigned, 4> Heads;
  for (unsigned B : Region) {
    for (unsigned S : F.Blocks[B].Succs) {
      if (S >= In.size() || !In[S] || !isBackEdge(B, S))
        continue;
      const Inst &T = F.Insts[F.Blocks[B].End - 1];
      bool Spin = false;
      if (T.Kind == InstKind::Branch && T.Guard >= 0)
        for (unsigned D : F.defsOf(static_cast<unsigned>(T.Guard)))
          Spin |= F.Insts[D].Kind == InstKind::Mbarrier &&
                  (F.Insts[D].Block == S || F.Insts[D].Block == B) &&
                  (F.Insts[D].hasMod(".test_wait") || F.Insts[D].hasMod(".try_wait"));
      if (!Spin) {
        Loop = true;
        Heads.push_back(S);
      }
    }
  }
  if (Loop) {
    // The blocks such a loop reaches (the loop and what follows it in the
    // region): their arrivals run an unknown number of times, or at objects
    // computed from the loop's values. The blocks before it (thread 0's
    // arrive on the Q barrier before its rolled prologue loop over the K
    // ring under nvcc -G) are run once below.
    std::vector<bool> Looped(F.numBlocks(), Truncated);
    if (!Truncated) {
      llvm::SmallVector<unsigned, 16> Todo(Heads.begin(), Heads.end());
      while (!Todo.empty()) {
        unsigned B = Todo.pop_back_val();
        if (B >= In.size() || !In[B] || Looped[B])
          continue;
        Looped[B] = true;
        Todo.append(F.Blocks[B].Succs.begin(), F.Blocks[B].Succs.end());
      }
    }
    for (unsigned B : Region)
      for (unsigned K = F.Blocks[B].Begin; K < F.Blocks[B].End && Looped[B]; ++K) {
        if (MbCall[K]) {
          W.AllUncertain = true;
          continue;
        }
        MbOp Op = Uses[K].Op;
        if (Op == MbOp::Init && Var[K])
          W.Vars[*Var[K]].InitLoop = true;
        if ((Op == MbOp::Tx || Op == MbOp::OtherArrive || Uses[K].ExpectTx) && Var[K])
          W.Vars[*Var[K]].TxOthers = true;
        if (Op != MbOp::Arrive && Op != MbOp::OtherArrive)
          continue;
        if (Var[K])
          W.Vars[*Var[K]].CtaLoop = true;
        else
          W.AllUncertain = true;
      }
    llvm::erase_if(Region, [&](unsigned B) { return Looped[B]; });
    if (Region.empty())
      return;
  }
  // Run the region once, in order, on a copy of the values, for the
  // objects its arrivals name.
  std::sort(Region.begin(), Region.end(),
            [&](unsigned A, unsigned B) { return RPOIndex[A] < RPOIndex[B]; });
  World T;
  T.Regs = W.Regs;
  T.Mem = W.Mem;
  llvm::DenseMap<uint64_t, unsigned> Seen;
  // Parity waits of the region that block the other threads for a phase
  // this thread has not seen complete yet (the consumers' wait for this
  // round's data, in a role loop whose producer arm this thread runs): the
  // arrivals the wait dominates happen after that phase completes, not
  // before what this thread does next (its own wait on the consumers'
  // release of the previous round).
  struct Gate {
    unsigned Block, At;
    uint64_t A;
    unsigned Need;
  };
  llvm::SmallVector<Gate, 2> Gates;
  for (unsigned B : Region)
    for (unsigned K = F.Blocks[B].Begin; K < F.Blocks[B].End; ++K) {
      const CheckedUse &U = Uses[K];
      if (U.Op == MbOp::Wait && U.Parity && !MbCall[K] && ReadWaits.count(K)) {
        auto A = objectAddress(K, T);
        std::optional<uint64_t> P =
            !A          ? std::nullopt
            : U.ParityE ? eval(U.ParityE, T)
                        : argValue(U.CountConst, U.Count, U.ParityPtr, U.ParityPtrAdd, T);
        auto N = A && P ? phasesSeen(W, *A) : std::nullopt;
        if (N && (*N & 1) == (*P & 1))
          Gates.push_back({B, K, *A, *N + 1});
      }
      if (U.Op == MbOp::Arrive && !MbCall[K] && !Gates.empty()) {
        auto A = objectAddress(K, T);
        const Gate *G = nullptr;
        for (const Gate &Gt : Gates)
          if (Gt.Block == B ? Gt.At < K : Dom->dominates(Gt.Block, B))
            G = &Gt;
        if (A && G && G->A != *A) {
          W.Deferred.push_back({G->A, G->Need, K, *A});
          continue;
        }
      }
      if (U.Op != MbOp::None || MbCall[K])
        othersArrive(K, objectAddress(K, T), W, &Seen);
      const Inst &I = F.Insts[K];
      if (U.Op == MbOp::None && !MbCall[K] &&
          (!I.Defs.empty() || I.Kind == InstKind::Call || I.opcode() == "st")) {
        // Values only (the guard as this thread sees it), through calls
        // and the slots they pass arguments and results in (nvcc -G's
        // out-of-line __cvta_generic_to_shared: a stale result slot would
        // name the object of this thread's own last call).
        World Scratch;
        std::swap(Scratch.Regs, T.Regs);
        std::swap(Scratch.Mem, T.Mem);
        step(K, Scratch);
        std::swap(Scratch.Regs, T.Regs);
        std::swap(Scratch.Mem, T.Mem);
      }
    }
}

void PhaseWalker::wait(unsigned K, uint64_t A, unsigned P, World &W) {
  ObjState &S = W.Objs[A];
  txBalance(K, A, S, W, /*AtWait=*/true);
  auto D = decode(A);
  auto Done = [&]() {
    S.LastParity = static_cast<int>(P);
    S.LastWait = static_cast<int>(K);
    S.LastWaitGen = W.Gen;
    S.LastWaitSpinForks = W.SpinForks;
    S.OwnAtLastWait = S.Own;
    S.CtaAtLastWait = S.Cta;
    S.OwnSinceWait = 0;
  };
  if (W.AllUncertain || S.Uncertain || S.Doubled || !D || Reported.count(K)) {
    Done();
    return;
  }
  const VarState &VS = W.Vars[D->first];
  // Only objects this walk saw initialised (not an element past the end
  // of an array, nor one whose init the walk cannot tell).
  if (!S.Inited && !VS.InitLoop) {
    Done();
    return;
  }
  std::optional<unsigned> E;
  if (S.Own)
    E = S.Own;
  else if (!VS.CtaLoop && !VS.CtaMismatch)
    E = S.Cta;
  const Inst &I = F.Insts[K];
  const CheckedUse &U = Uses[K];
  bool Maybe = W.Forks || W.ParamBranch;
  DiagId Id = Maybe ? DiagId::MbarrierMisuseMaybe : DiagId::MbarrierMisuse;
  std::string Who =
      "thread with " + describeThread({X, 0, 0}) + (W.ParamBranch ? launch() : std::string());
  std::string Name = "'" + U.Name + "'";
  if (E && *E >= 1) {
    unsigned Want = (*E - 1) & 1;
    if (P != Want) {
      Reported.insert(K);
      Diags.report(Id, I.S->Range)
          << (Name + " waits with parity " + std::to_string(P) + ", but " +
              (S.Own ? "this thread's " + std::to_string(*E) + " arrival" +
                           (*E == 1 ? std::string() : std::string("s"))
                     : std::to_string(*E) + " arrival" +
                           (*E == 1 ? std::string() : std::string("s")) +
                           " of other threads") +
              " on this mbarrier since mbarrier.init started phase " + std::to_string(*E - 1) +
              ", of parity " + std::to_string(Want) + ": while that phase is incomplete, "
              "parity " + std::to_string(P) +
              " names the phase before it, which is complete, so the wait returns at once "
              "without waiting for the arrivals (and once it completes, the wait is for "
              "phase " + std::to_string(*E) + ", which no arrival before it starts) (" + Who +
              (W.Forks ? std::string(", on a path through undecided branches")
                        : std::string()) +
              ")");
      if (S.LastArrive >= 0)
        Diags.report(DiagId::NoteGeneric, F.Insts[S.LastArrive].S->Range)
            << "the last arrival before the wait";
    }
  } else if (S.LastParity < 0 && !S.Own && !S.Cta && !VS.CtaMismatch && P == 1 &&
             (DataVars.count(D->first) || PublishVars.count(D->first))) {
    Reported.insert(K);
    bool Copies = DataVars.count(D->first);
    Diags.report(Id, I.S->Range)
        << (Name + " waits with parity 1 before any phase of this mbarrier has completed: "
                   "parity 1 names the phase before the first, which counts as complete, so "
                   "the wait returns at once, before " +
            (Copies ? std::string("the data the asynchronous copies complete on this "
                                  "mbarrier has landed")
                    : std::string("the value published with the arrival on this mbarrier "
                                  "has been stored")) +
            "; the first phase has parity 0 (" + Who + ")");
    if (Copies) {
      auto N = DataNote.find(D->first);
      if (N != DataNote.end())
        Diags.report(DiagId::NoteGeneric, F.Insts[N->second].S->Range)
            << "a transfer that completes on this mbarrier";
    } else {
      Diags.report(DiagId::NoteGeneric, F.Insts[PublishVars.lookup(D->first)].S->Range)
          << "the store an arrival on this mbarrier publishes, which the waiters read after "
             "their wait";
    }
  } else if (S.LastParity == static_cast<int>(P) && W.Gen > S.LastWaitGen &&
             W.SpinForks == S.LastWaitSpinForks &&
             S.Own == S.OwnAtLastWait && S.Cta == S.CtaAtLastWait && (!E || *E == 0) &&
             MultiVars.count(D->first)) {
    Reported.insert(K);
    Diags.report(Id, I.S->Range)
        << (Name + " waits again with parity " + std::to_string(P) +
            ", the parity of the phase this thread waited for in an earlier loop trip: that "
            "phase is complete, so the wait returns at once instead of waiting for the next "
            "phase, which the arrivals inside the loop start (flip the parity after each "
            "completed phase: `phase ^= 1`) (" +
            Who + ")");
    Diags.report(DiagId::NoteGeneric, F.Insts[S.LastWait].S->Range)
        << ("the previous wait with parity " + std::to_string(P));
  } else if (P == 0 && S.LastParity < 0 && !S.Own && !S.Cta && !W.OwnArrivals &&
             GatedSlots.count(D->first)) {
    W.Deadlock.push_back({K, Maybe, Who});
  }
  Done();
}

bool PhaseWalker::mayComeFromWait(unsigned R0) {
  auto It = SpinCache.find(R0);
  if (It != SpinCache.end())
    return It->second;
  llvm::DenseSet<unsigned> Seen;
  llvm::SmallVector<unsigned, 16> Work{R0};
  bool May = false;
  while (!Work.empty() && !May) {
    unsigned R = Work.pop_back_val();
    if (!Seen.insert(R).second)
      continue;
    if (Seen.size() > 64) {
      May = true;
      break;
    }
    for (unsigned D : F.defsOf(R)) {
      const Inst &I = F.Insts[D];
      if (Uses[D].Op == MbOp::Wait || MbCall[D] || I.Kind == InstKind::Call) {
        May = true;
        break;
      }
      llvm::StringRef Op = I.opcode();
      if (Op == "ld" || Op == "ldu") {
        if (I.hasMod(".param")) {
          unsigned Ret;
          int64_t Off;
          if (callOfResult(F, D, Ret, Off)) {
            May = true;
            break;
          }
          continue; // a kernel parameter
        }
        int St = F.Depot.empty() ? -1 : F.depot().storeOf(D);
        if (St < 0) {
          May = true;
          break;
        }
        for (const RegRef &U : F.Insts[St].Uses)
          Work.push_back(U.Reg);
        continue;
      }
      if (Op == "atom" || Op == "vote" || Op == "shfl" || Op == "mbarrier") {
        May = true;
        break;
      }
      for (const RegRef &U : I.Uses)
        Work.push_back(U.Reg);
    }
  }
  SpinCache[R0] = May;
  return May;
}

void PhaseWalker::walk(World W, std::vector<World> &Pending) {
  while (Steps < MaxSteps) {
    unsigned B = W.Block;
    if (++W.Visits[B] > MaxVisits || ++W.TotalVisits[B] > MaxTotalVisits)
      return;
    const BasicBlock &BB = F.Blocks[B];
    for (unsigned K = BB.Begin; K < BB.End; ++K)
      step(K, W);
    Steps += BB.End - BB.Begin;
    if (BB.End == BB.Begin)
      return;
    const Inst &T = F.Insts[BB.End - 1];
    int Fall = BB.End < F.Insts.size() ? static_cast<int>(F.Insts[BB.End].Block) : -1;
    auto Go = [&](World &Wd, unsigned To) {
      if (isBackEdge(B, To)) {
        ++Wd.Gen;
        // A trip on which every branch was decided (a counted loop): its
        // visits are given back, up to MaxDecidedTrips per walk.
        // (Not a trip count from a made-up parameter value, such as 1024
        // tiles: walking those costs much and tells little.)
        if (Wd.Forks == Wd.ForksAtTrip && Wd.ParamDecided == Wd.ParamAtTrip &&
            Wd.DecidedTrips < MaxDecidedTrips)
          if (auto It = LoopBody.find(To); It != LoopBody.end()) {
            ++Wd.DecidedTrips;
            for (unsigned L : It->second) {
              Wd.Visits[L] = 0;
              if (Wd.TotalVisits[L])
                --Wd.TotalVisits[L];
            }
          }
        Wd.ForksAtTrip = Wd.Forks;
        Wd.ParamAtTrip = Wd.ParamDecided;
      } else if (auto It = LoopBody.find(To); It != LoopBody.end()) {
        // A new entry of a loop (an inner loop on the next outer trip):
        // its trips count afresh.
        for (unsigned L : It->second)
          Wd.Visits[L] = 0;
        Wd.ForksAtTrip = Wd.Forks;
        Wd.ParamAtTrip = Wd.ParamDecided;
      }
      Wd.Block = To;
    };
    if (T.Kind == InstKind::BranchIdx)
      return;
    if (T.Kind == InstKind::Ret || T.Kind == InstKind::Exit || T.Kind == InstKind::Trap) {
      auto G = guard(T, W);
      if (G && *G && T.Kind != InstKind::Trap && F.F.IsEntry)
        for (auto &KV : W.Objs)
          txBalance(BB.End - 1, KV.first, KV.second, W, /*AtWait=*/false);
      if ((G && *G) || Fall < 0)
        return;
      Go(W, static_cast<unsigned>(Fall)); // not taken, or (undecided) the way that goes on
      continue;
    }
    if (T.Kind != InstKind::Branch) {
      if (BB.Succs.empty())
        return;
      Go(W, BB.Succs[0]);
      continue;
    }
    std::optional<unsigned> L;
    if (!T.S->Operands.empty() && T.S->Operands[0]->K == Expr::Symbol)
      L = F.resolveLabel(T.Scope, T.S->Operands[0]->Name);
    if (!L || *L >= F.Insts.size())
      return;
    unsigned To = F.Insts[*L].Block;
    if (!T.isGuarded()) {
      Go(W, To);
      continue;
    }
    if (Fall < 0)
      return;
    auto G = guard(T, W);
    if (G && W.FromParam.count(static_cast<unsigned>(T.Guard))) {
      W.ParamBranch = ParamMatters = true;
      ++W.ParamDecided;
    }
    if (G) {
      unsigned Taken = *G ? To : static_cast<unsigned>(Fall);
      unsigned Other = *G ? static_cast<unsigned>(Fall) : To;
      if (T.Guard >= 0 && FA.Uni.reg(static_cast<unsigned>(T.Guard)) != Level::Uniform &&
          Taken != Other)
        skippedRegion(B, Other, W);
      Go(W, Taken);
      continue;
    }
    // Undecided: both launches; this walk stays in the loop when one way
    // goes back.
    unsigned Stay = To, Leave = static_cast<unsigned>(Fall);
    if (isBackEdge(B, Leave) && !isBackEdge(B, Stay))
      std::swap(Stay, Leave);
    ++W.Forks;
    if (T.Guard < 0 || mayComeFromWait(static_cast<unsigned>(T.Guard)))
      ++W.SpinForks;
    // A comparison of an unknown the thread loaded: each way narrows its
    // range, and a way no value is left for is not walked.
    auto Narrow = [&](World &Wd, unsigned To) {
      if (T.Guard < 0)
        return true;
      auto It = Wd.PredCmp.find(static_cast<unsigned>(T.Guard));
      if (It == Wd.PredCmp.end())
        return true;
      bool Pred = (To == F.Insts[*L].Block) != T.GuardNeg;
      return narrowRange(Wd.SymRange[It->second.Sym], It->second.Op, It->second.C, Pred);
    };
    if (Pending.size() < MaxWorlds) {
      World O = W;
      if (Narrow(O, Leave)) {
        Go(O, Leave);
        Pending.push_back(std::move(O));
      }
    }
    if (!Narrow(W, Stay))
      return;
    Go(W, Stay);
  }
}

void PhaseWalker::run() {
  RPOIndex.assign(F.numBlocks(), ~0u);
  for (unsigned I = 0; I < F.RPO.size(); ++I)
    RPOIndex[F.RPO[I]] = I;
  // Natural loops: the blocks that reach a back edge's source without
  // passing its target (the header).
  for (unsigned From : F.RPO)
    for (unsigned H : F.Blocks[From].Succs) {
      if (RPOIndex[H] == ~0u || !isBackEdge(From, H))
        continue;
      std::vector<unsigned> &Body = LoopBody[H];
      llvm::DenseSet<unsigned> In(Body.begin(), Body.end());
      In.insert(H);
      if (Body.empty())
        Body.push_back(H);
      llvm::SmallVector<unsigned, 16> Work{From};
      while (!Work.empty()) {
        unsigned B = Work.pop_back_val();
        if (!In.insert(B).second)
          continue;
        Body.push_back(B);
        for (unsigned P : F.Blocks[B].Preds)
          Work.push_back(P);
      }
    }
  // Waits whose result something reads (a spin loop's branch, a wrapper
  // returning it); a wrapper call counts as one.
  {
    llvm::DenseSet<unsigned> Read;
    for (const Inst &I : F.Insts)
      for (const RegRef &R : I.Uses)
        Read.insert(R.Reg);
    for (unsigned K = 0; K < F.Insts.size(); ++K) {
      if (Uses[K].Op != MbOp::Wait)
        continue;
      const Inst &I = F.Insts[K];
      bool IsRead = I.Kind == InstKind::Call;
      for (const RegRef &D : I.Defs)
        IsRead |= Read.count(D.Reg) > 0;
      if (IsRead)
        ReadWaits.insert(K);
    }
  }
  for (unsigned K = 0; K < F.Insts.size(); ++K) {
    const Inst &I = F.Insts[K];
    llvm::StringRef Op = I.opcode();
    TxCluster |= Op == "mapa" || ((Op == "st" || Op == "red") && I.hasMod(".async")) ||
                 I.hasMod(".multicast::cluster") ||
                 // (A bulk copy's `.shared::cluster` names its destination,
                 // the CTA's own window: not a remote barrier.)
                 (Uses[K].Op != MbOp::None && Uses[K].Op != MbOp::OtherArrive && Uses[K].Cluster);
    // An instruction that completes transaction bytes the checker does not
    // know of.
    if (Uses[K].Op == MbOp::None && I.Kind != InstKind::Call)
      for (const Word &M : I.S->Mods)
        TxCluster |= M.Text.startswith(".mbarrier::complete_tx");
    // The same done by a helper the call runs (nvcc -G's out-of-line
    // cuda::ptx::st_async, cooperative groups' map_shared_rank).
    if (Uses[K].Op == MbOp::None && I.Kind == InstKind::Call && !TxCluster && !txCall(K))
      for (const Expr *E : I.S->Operands)
        if (E->K == Expr::Symbol) {
          TxCluster |= calleeCompletesTx(FA.Ctx, FA.Ctx.calledFunction(*E), 0);
          break;
        }
  }
  // What the whole function does to each variable's objects.
  for (unsigned K = 0; K < F.Insts.size(); ++K) {
    const CheckedUse &U = Uses[K];
    if (U.Op == MbOp::None || !Var[K])
      continue;
    llvm::StringRef V = *Var[K];
    const Inst &I = F.Insts[K];
    bool Data = U.Op == MbOp::Tx || U.Op == MbOp::OtherArrive ||
                (U.Op == MbOp::Arrive && U.ExpectTx);
    if (Data) {
      DataVars.insert(V);
      DataNote.try_emplace(V, static_cast<int>(K));
    } else if (U.Op == MbOp::Arrive) {
      PlainVars.insert(V);
    }
    if ((U.Op == MbOp::Arrive || U.Op == MbOp::OtherArrive || U.Op == MbOp::Tx) &&
        F.inCycle(I.Block))
      MultiVars.insert(V);
    if (U.Op == MbOp::Init) {
      // (An init at offsets the threads compute: the count of each.)
      llvm::SmallVector<std::optional<uint64_t>, 2> Cs;
      for (const CheckedUse::Cover &Cv : U.Covers)
        Cs.push_back(Cv.Count);
      if (Cs.empty())
        Cs.push_back(countOf(U));
      for (const auto &C : Cs) {
        auto [It, New] = InitCount.try_emplace(V, C);
        if (!New && It->second != C)
          It->second = std::nullopt;
      }
    }
  }
  findPublishes();
  // A "full" barrier only when no thread arrives on the variable without
  // data (a struct of full and empty barriers is one variable).
  for (const auto &P : PlainVars)
    DataVars.erase(P.getKey());
  // Slots released only after a wait for data: every plain arrival on the
  // variable is dominated by a parity wait on a full barrier.
  {
    if (!Dom)
      Dom = std::make_unique<DomTree>(F, /*Post=*/false);
    llvm::SmallVector<unsigned, 8> DataWaits;
    for (unsigned K = 0; K < F.Insts.size(); ++K)
      if (Uses[K].Op == MbOp::Wait && Uses[K].Parity && Var[K] && DataVars.count(*Var[K]))
        DataWaits.push_back(K);
    llvm::StringMap<bool> AllGated;
    for (unsigned K = 0; K < F.Insts.size(); ++K) {
      if (!Var[K] || (Uses[K].Op != MbOp::Arrive && Uses[K].Op != MbOp::OtherArrive))
        continue;
      if (DataVars.count(*Var[K]))
        continue;
      unsigned B = F.Insts[K].Block;
      bool Gated = false;
      for (unsigned J : DataWaits) {
        unsigned BJ = F.Insts[J].Block;
        if (BJ == B ? J < K : Dom->dominates(BJ, B)) {
          Gated = true;
          GatingData.insert(*Var[J]);
        }
      }
      auto [It, New] = AllGated.try_emplace(*Var[K], Gated);
      if (!New)
        It->second = It->second && Gated;
    }
    for (const auto &KV : AllGated)
      if (KV.second)
        GatedSlots.insert(KV.getKey());
  }
  // Threads to walk: the first two lanes of the first warp, the first lane
  // of the second warp and of the second and third warpgroups (producer
  // and consumer roles), and the last warp of an exact block.
  llvm::SmallVector<uint64_t, 8> Xs{0, 1, 32, 128, 256};
  bool Exact = FA.Shape.BlockKind == LaunchShape::Exact;
  if (FA.Shape.BlockKind != LaunchShape::Any) {
    uint64_t NX = FA.Shape.Block.V[0];
    if (Exact && NX >= 32 && !llvm::is_contained(Xs, NX - 32))
      Xs.push_back(NX - 32);
    llvm::erase_if(Xs, [&](uint64_t T) { return T >= NX; });
  }
  // A function that reads no thread id (and calls nothing that could)
  // runs the same in every thread: one is enough.
  bool ThreadDependent = false;
  std::function<bool(const Expr *)> ReadsTid = [&](const Expr *E) {
    if (!E)
      return false;
    if (E->K == Expr::Symbol)
      return E->Name.startswith("%tid") || E->Name.startswith("%laneid") ||
             E->Name.startswith("%warpid");
    for (const Expr *Sub : E->Sub)
      if (ReadsTid(Sub))
        return true;
    return false;
  };
  for (const Inst &I : F.Insts) {
    ThreadDependent |= I.Kind == InstKind::Call || I.opcode() == "elect";
    for (const Expr *E : I.S->Operands)
      ThreadDependent |= ReadsTid(E);
    if (ThreadDependent)
      break;
  }
  if (!ThreadDependent && !Xs.empty())
    Xs.resize(1);
  // Launches: every integer parameter 3, 9 or 1024 (a tile count of a
  // few, one past a ring of up to eight stages, a size divided into
  // tiles); branches on them are decided as in that launch.
  // Then the launches in which one parameter flips a comparison with a
  // constant that the first launch decided (`if (has_bias)` with
  // has_bias 0: the copy the expect_tx counts is not issued).
  llvm::SmallVector<std::pair<uint64_t, std::optional<ParamFlip>>, 8> Launches;
  for (uint64_t PV : {9u, 3u, 1024u})
    Launches.push_back({PV, std::nullopt});
  for (const ParamFlip &PF : paramFlips())
    Launches.push_back({9u, PF});
  for (const auto &[PV, PF] : Launches) {
    // The other values only when this one decided something.
    if ((PV != 9u || PF) && !ParamMatters)
      break;
    for (uint64_t T : Xs) {
      X = T;
      ParamValue = PV;
      Flip = PF;
      std::vector<World> Pending;
      World W0;
      W0.Visits.assign(F.numBlocks(), 0);
      W0.TotalVisits.assign(F.numBlocks(), 0);
      Pending.push_back(std::move(W0));
      unsigned Worlds = 0;
      while (!Pending.empty() && Worlds < MaxWorlds && Steps < MaxSteps) {
        World W = std::move(Pending.back());
        Pending.pop_back();
        ++Worlds;
        walk(std::move(W), Pending);
      }
    }
  }
  reportDeadlocks();
  reportTx();
  reportRaces();
}

void PhaseWalker::reportRaces() {
  for (const RaceFinding &R : Races) {
    if (!Reported.insert(R.At).second)
      continue;
    Diags.report(R.Maybe ? DiagId::MbarrierMisuseMaybe : DiagId::MbarrierMisuse,
                 F.Insts[R.At].S->Range)
        << ("'" + Uses[R.At].Name +
            "' is this thread's second arrival on an mbarrier initialised with a count of 1, "
            "after its arrive.expect_tx (note) and with no wait in between: that arrival alone "
            "completed the phase's count, so the phase completes as soon as its transaction "
            "bytes land, and this arrival falls into that phase (an arrival too many) or the "
            "next one depending on the copy's timing; expect the bytes of every copy with "
            "expect_tx and arrive once per phase (" +
            R.Who + ")");
    Diags.report(DiagId::NoteGeneric, F.Insts[R.First].S->Range)
        << "the thread's arrive.expect_tx that completes the count";
  }
}

std::string PhaseWalker::launch() const {
  if (!Flip)
    return ", every integer parameter " + std::to_string(ParamValue);
  std::string Name = "#" + std::to_string(Flip->Param);
  unsigned N = 0;
  for (const VarDecl *V : F.F.Params)
    for (const Declarator &D : V->Decls)
      if (N++ == Flip->Param)
        Name = "'" + D.Name.Text.str() + "'";
  return ", kernel parameter " + Name + " " + std::to_string(Flip->Value) +
         " and every other integer parameter " + std::to_string(ParamValue);
}

llvm::SmallVector<PhaseWalker::ParamFlip, 4> PhaseWalker::paramFlips() {
  constexpr unsigned MaxFlips = 4;
  constexpr int64_t Default = 9;
  llvm::SmallVector<ParamFlip, 4> Out;
  if (!F.F.IsEntry)
    return Out;
  // Whether `A cmp B` holds (integers that fit in 32 bits, compared as
  // signed: the values tried are small and not negative).
  auto Holds = [](llvm::StringRef Cmp, int64_t A, int64_t B) -> std::optional<bool> {
    if (Cmp == ".eq")
      return A == B;
    if (Cmp == ".ne")
      return A != B;
    if (Cmp == ".lt" || Cmp == ".lo")
      return A < B;
    if (Cmp == ".le" || Cmp == ".ls")
      return A <= B;
    if (Cmp == ".gt" || Cmp == ".hi")
      return A > B;
    if (Cmp == ".ge" || Cmp == ".hs")
      return A >= B;
    return std::nullopt;
  };
  for (unsigned K = 0; K < F.Insts.size() && Out.size() < MaxFlips; ++K) {
    const Inst &I = F.Insts[K];
    if (I.opcode() != "setp" || I.S->Operands.size() < 3 || !F.Blocks[I.Block].Reachable)
      continue;
    llvm::StringRef Cmp;
    bool Int = true;
    for (const Word &M : I.S->Mods) {
      if (Holds(M.Text, 0, 0))
        Cmp = M.Text;
      Int &= !M.Text.startswith(".f");
    }
    if (Cmp.empty() || !Int)
      continue;
    for (unsigned Side = 1; Side <= 2 && Out.size() < MaxFlips; ++Side) {
      auto C = FA.Values.constant(I.S->Operands[3 - Side]);
      if (!C)
        continue;
      int64_t CV = static_cast<int32_t>(*C & 0xffffffffu);
      // The compared operand: a kernel parameter (plus a constant) through
      // copies and the local depot.
      ValueOrigin O = traceCopies(F, FA.Ctx, I.S->Operands[Side], K);
      if (O.RootDef < 0)
        continue;
      const Inst &D = F.Insts[O.RootDef];
      int64_t Off = 0;
      const Expr *Base = D.opcode() == "ld" && D.hasMod(".param") && D.S->Operands.size() == 2
                             ? addressBase(D.S->Operands[1], Off)
                             : nullptr;
      auto P = Base && Off == 0 ? paramIndex(F.F, Base->Name) : std::nullopt;
      if (!P)
        continue;
      auto Cmps = [&](int64_t V) { return Side == 1 ? Holds(Cmp, V, CV) : Holds(Cmp, CV, V); };
      auto First = Cmps(Default + O.Add);
      for (int64_t Delta : {0, -1, 1}) {
        int64_t Seen = CV + Delta, PV = Seen - O.Add;
        if (PV < 0 || PV > (1 << 20) || PV == Default || Cmps(Seen) == First)
          continue;
        bool Dup = false;
        for (const ParamFlip &PF : Out)
          Dup |= PF.Param == *P && PF.Value == static_cast<uint64_t>(PV);
        if (!Dup)
          Out.push_back({*P, static_cast<uint64_t>(PV)});
        break;
      }
    }
  }
  return Out;
}

} // namespace

void ptx::checkMbarrierPhases(FunctionAnalyses &FA, DiagnosticEngine &Diags,
                              const std::vector<CheckedUse> &Uses,
                              const std::vector<std::optional<llvm::StringRef>> &Var,
                              const std::vector<bool> &MbCall) {
  if (FA.IR.RPO.empty())
    return;
  PhaseWalker(FA, Diags, Uses, Var, MbCall).run();
}
