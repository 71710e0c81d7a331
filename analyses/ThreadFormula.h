//===- ThreadFormula.h - SMT-LIB2 formulas about a launch's threads -*- C++ -*-===//
//
// Builds the text of a satisfiability query (for smt::Solver) about one or
// more threads of a CTA: each thread copy K gets bit-vector constants
// |%tid.x#K| ... bounded by the launch shape to threads every launch has
// (the exact shape; else the first 32 threads along x, the smallest block
// the analyses assume), and registers are defined bit-precisely from their
// unique definitions (integer arithmetic, shifts, bitwise operations, cvt,
// selp, min/max, div/rem, setp and predicate logic) as |%r5#K|. A
// register that is the same in every thread of the CTA but whose value is
// not known (a parameter, a load, a loop counter) is one free constant
// shared by all copies (|%r5|), constrained by its declared congruence; a
// formula that uses one holds only "for some values" of it. A thread-varying
// induction variable (set before a loop, stepped by a loop-invariant amount
// in it, read only before the step; nvcc -G steps it through copies) is its
// first iteration's value (or, with AnyIteration, its start plus the step
// times an iteration count the copies share), and a register written on the two arms of one
// branch (nvcc -G's ternary), or before a branch that runs once and again on
// one side of it (LLVM's phi of an if without else), is that branch's select.
// popc, floating-point setp (on the bit patterns) and, when the copies are
// lanes of one warp (SameWarp), full-warp votes are encoded. A register written
// more than once is read at its reaching definition where that is one write,
// and the result of a call of an out-of-line min/max helper (nvcc -G) is
// that operation on the call's arguments. Other thread-varying
// values that cannot be encoded (loads, other registers written twice) make
// the encoding fail: callers then ask nothing.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSES_THREADFORMULA_H
#define PTXLINT_ANALYSES_THREADFORMULA_H

#include "analyses/AffineForms.h"
#include "analyses/AnalysisContext.h"
#include "analyses/ControlDeps.h"
#include "analyses/FunctionIR.h"
#include "analyses/Uniformity.h"
#include "analyses/ValueFacts.h"
#include "analyses/smt/Solver.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"
#include <array>
#include <memory>
#include <optional>
#include <string>

namespace ptx {
struct CallBinding; // analyses/Interproc.h

/// For a small out-of-line min/max helper (nvcc -G's `min(int, int)`): the
/// index of its one min/max instruction, whose result it returns; -1 for
/// any other function.
int minMaxHelperOp(FunctionIR &CIR);

class ThreadFormula {
public:
  ThreadFormula(FunctionIR &F, const Uniformity &U, const ValueFacts &V,
                const AnalysisContext &Ctx, const LaunchShape &Shape);

  /// Declares thread copy \p K (its %tid bounded by the shape). Without an
  /// exact shape, %tid.x ranges over the first \p AssumeX threads (32, the
  /// smallest block the analyses assume, unless a caller asks about larger
  /// blocks; .maxntid still bounds it).
  void addThread(unsigned K, uint64_t AssumeX = 32);
  /// Model a value loaded through a thread-dependent address (global,
  /// shared, generic or const memory; not .param or the local stack) as an
  /// unknown of its own in each thread, instead of giving up. For questions
  /// that compare two conditions on the same loaded value (a ballot's and a
  /// branch's); a model that needs one is a warning (it uses an unknown).
  bool ThreadData = false;
  /// Without a known grid, let %ctaid range over CTAs 0 and 1 instead of
  /// CTA 0 only (a launch of more than one CTA; a model in CTA 1 needs one).
  bool AnyOfTwoCtas = false;
  /// Let %ctaid be any CTA of the grid (without a known grid: any value).
  /// For questions whose "no" suppresses a finding (are two lanes always on
  /// the same side?): the answer must hold in every CTA, not only CTA 0.
  bool AnyCta = false;
  /// The thread copies are lanes of one warp (the caller constrains them
  /// so): a full-warp vote.sync (ballot, all, any) is one value shared by
  /// the copies, tied to each copy's own vote; otherwise votes are not
  /// encoded.
  bool SameWarp = false;
  /// With ThreadData: each load is an unknown of its own, not tied to the
  /// thread's memory at its address (no uninterpreted function in the query:
  /// faster, and only ever less precise about which values agree).
  bool IndependentLoads = false;
  /// With IndependentLoads: a weak load (no .volatile, .relaxed, .acquire or
  /// .mmio) of memory the threads share (.global, .shared, .const, or a
  /// generic address in a kernel that is not into the local depot) reads
  /// one value per address in every thread copy, though never
  /// the value of another load. For lanes of one warp that run the load
  /// together (the question assumes they agreed so far): one load
  /// instruction of one address gives the whole warp one value (`len =
  /// row_len[warp_row]` is the warp's), while two loads stay apart (a store
  /// between them is not modelled) and a polled flag stays the thread's own.
  bool SameLoadSameValue = false;
  /// With ThreadData: the thread copies read one memory (a load of one
  /// address gives the same value in every copy), for lanes of one warp
  /// running the same load (`flags[lane / 8]` is one value per group of
  /// eight lanes); otherwise each copy has its own.
  bool SharedMemory = false;
  /// Read a thread-varying induction variable as its first iteration's
  /// value (right for "some thread, on its first iteration, ..."; a question
  /// about every iteration turns it off).
  bool UseFirstIteration = true;
  /// With UseFirstIteration off: read such an induction variable as its
  /// initial value plus the step times one unknown iteration count shared by
  /// all thread copies (lanes of one warp that run a collective together are
  /// in the same iteration: `for (j = lane; j < (n + 31) & ~31; j += 32)`
  /// tests `lane + 32 i < 32 m` in every lane), instead of giving up.
  bool AnyIteration = false;
  /// With AnyIteration: the trip count is below 2^20 and the counter's
  /// start plus the step times it does not overflow as a signed value of
  /// the counter's width (C's `int` loop counters do not wrap), so a
  /// finding never rests on a counter that wraps round to pass its test
  /// again.
  bool NoWrapIterations = false;
  /// Read a loop counter the same in every thread (written before its loop
  /// and stepped by a loop-invariant amount in it) as its start plus the
  /// step times a trip count below 2^20, instead of an unknown value.
  bool UniformCounters = false;
  /// With UseFirstIteration (and neither AnyIteration nor UniformCounters):
  /// "runs" means "runs on its first trip through every loop around it",
  /// the trip the registers are read at, so a loop's test at its bottom
  /// that decides only whether the loop goes round again
  /// (ControlDeps::decidesOnlyByBackEdge) is no condition (an outer
  /// counter's `u += 128` test below an inner loop).
  bool FirstTrips = false;
  /// Registers the caller knows to hold the same value in every thread copy
  /// where the formula reads them (with SameWarp: a loop counter computed
  /// from constants alone, of a loop nested in a lane-varying one, whose
  /// writes only the conditions under question decide): one shared unknown
  /// each.
  const llvm::DenseSet<unsigned> *SharedRegs = nullptr;
  /// Read a thread-varying register that some writes start at one value
  /// and the others step by constants of one sign (nvcc -O3 for sm_90a
  /// splits `for (i = tid; i < 1024; i += 128)` into a remainder loop and a
  /// four-way unrolled one that share one counter: two `mov R, %tid.x`,
  /// `add R, R, 128` and `mov R, t` with `t = R + 512`), where no one write
  /// reaches the read, at its start (startCounter). That holds only for
  /// what every step leaves unchanged: each such read is counted in
  /// startReads() and its register listed in startCounters(), for the
  /// caller to check (counterReadsAgree, and a query with the register
  /// pinned by pinCounter to a value and to that value plus a step).
  bool CounterStarts = false;
  /// For a register written at least once to start it and once to step it,
  /// every write unguarded: a start is `mov R, X` with the same X every
  /// time (a special register, a constant, or a register written once
  /// outside every loop), a step writes R (or R read through a chain of
  /// temporaries `t = R + c`) plus a nonzero constant, the steps all of one
  /// sign; every read of R has a write on each path to it. Then R is always
  /// \p Start plus a sum of \p Steps.
  bool startCounter(unsigned R, const Expr *&Start, llvm::SmallVectorImpl<int64_t> &Steps);
  /// Registers read at their start (CounterStarts), in order of first read.
  llvm::ArrayRef<unsigned> startCounters() const { return StartCounterRegs; }
  /// How many reads were encoded at a counter's start so far.
  unsigned startReads() const { return StartReadCount; }
  /// With CounterStarts: read register \p R in thread copy \p K as \p Term
  /// (its width) where it would be read at its start.
  void pinCounter(unsigned R, unsigned K, std::string Term) { Pins[{R, K}] = std::move(Term); }
  /// Every read of counter \p R that the value of instruction \p At's
  /// operands depends on (through single writes and the writes that reach
  /// a read) and that no one write reaches sees the same value: no write
  /// of R lies on a path from such a read to \p At. False when a register
  /// on the way is written more than once and no one write reaches.
  bool counterReadsAgree(unsigned R, unsigned At);

  /// A thread-varying register that cannot be encoded is an unknown of
  /// each thread copy (listed in unknowns(), so findings are warnings)
  /// instead of making the whole query unanswerable.
  bool OpaqueRegs = false;
  /// The value of register \p R in thread \p K: a bit-vector term of the
  /// register's width, or a Boolean for a predicate.
  std::optional<std::string> reg(unsigned R, unsigned K);
  /// The value write \p D gives register \p R in thread \p K.
  std::optional<std::string> regAtDef(unsigned R, unsigned D, unsigned K);
  /// An operand as a bit-vector of \p Width bits.
  std::optional<std::string> value(const Expr *E, unsigned K, unsigned Width);
  /// The value of a thread-id variable in thread \p K (32 bits).
  std::optional<std::string> threadVar(ThreadVar V, unsigned K);
  /// An affine atom or form as a 64-bit term (atoms zero-extended).
  std::optional<std::string> atom(const AffineAtom &A, unsigned K);
  std::optional<std::string> affine(const AffineForm &Fm, unsigned K, bool ThreadPartOnly);
  /// Instruction \p I's guard holds in thread \p K (Boolean; "true" unguarded).
  std::optional<std::string> guard(const Inst &I, unsigned K);

  /// Constrains thread \p K to run instruction \p I (at least once): its
  /// guard and the outcomes of the branches \p I's block is control
  /// dependent on, except branches in blocks \p I's block dominates (a
  /// loop test after it), which run only after its first execution.
  /// Returns false when a thread-varying condition cannot be encoded (which
  /// threads run it is unknown); \p AllKnown becomes false when a uniform
  /// condition could not be (some launches may skip it).
  bool requireRuns(const Inst &I, unsigned K, const ControlDeps &CD, bool &AllKnown);
  /// The same conditions as one Boolean term instead of assertions, for
  /// asking whether thread \p K does *not* run \p I. Uniform conditions
  /// that cannot be encoded are left out (they are the same in every
  /// thread of the CTA); nullopt when a thread-varying one cannot be.
  std::optional<std::string> runsTerm(const Inst &I, unsigned K, const ControlDeps &CD);

  /// Whether thread \p K runs block \p B, as one Boolean term: the
  /// disjunction, over \p B's direct control dependences (X, Y), of "X runs
  /// and goes to Y" (exact for the acyclic part of the CFG, where a block
  /// runs iff one of the branches it depends on sends it there; a join of
  /// `if (tid == 0) A; else if (warp == 0) B;` is reached by all of warp 0).
  /// A dependence that closes a cycle (a loop's back edge) adds no
  /// disjunct; its block and every block that decides whether it runs are
  /// appended to \p LoopBlocks instead, whose conditions the caller must
  /// constrain itself (the same in the threads compared). nullopt when a
  /// deciding transfer cannot be encoded or the term grows too large.
  std::optional<std::string> reachTerm(unsigned B, unsigned K, const ControlDeps &CD,
                                       llvm::SmallVectorImpl<unsigned> &LoopBlocks);
  /// Adds an assertion.
  void require(const std::string &BoolTerm);
  /// Declares a 64-bit constant |Name| equal to \p Term (so the model shows
  /// its value) and returns its quoted name.
  std::string name(llvm::StringRef Name, const std::string &Term);
  /// Declares a free 64-bit constant |Name| (any value: an operand the
  /// formula cannot encode, when every value of it is to be asked about)
  /// and returns its quoted name.
  std::string anyValue(llvm::StringRef Name);
  /// The query: declarations, definitions and assertions.
  std::string text() const;
  /// Checks the query as \p Name; when satisfiable, narrows the model to
  /// the lexicographically smallest thread ids of copies 0..Copies-1 (a
  /// binary search of small queries, "<Name>.min"), so the witness does
  /// not depend on the solver's choice.
  /// With \p SmallUnknowns, then each unknown (parameter values a finding
  /// names) as small as it can be, within a bound of 64 (a few queries each).
  smt::Result solveMinimal(smt::Solver &S, llvm::StringRef Name, unsigned Copies,
                           bool SmallUnknowns = false) const;

  /// True once a free uniform constant (parameter, unknown register, %ntid
  /// of an unknown shape) was used: results hold only for some values.
  bool usesUnknowns() const { return !Unknowns.empty(); }
  /// Names (as in the model) of the free uniform constants used, in order.
  const std::vector<std::string> &unknowns() const { return Unknowns; }
  /// Constrains each free uniform constant named in \p Names (as in
  /// unknowns()) to a multiple of 2^\p Bits, unless its declared congruence
  /// already says it is not one (predicates are left alone).
  void requireMultiple(llvm::ArrayRef<std::string> Names, unsigned Bits);
  /// Model names of thread \p K's ids.
  static std::string tidName(unsigned Dim, unsigned K);
  static std::string quote(llvm::StringRef Name) {
    std::string S(1, '|');
    S += Name;
    S += '|';
    return S;
  }

  /// For an induction variable (thread-varying, or a uniform loop counter) (two definitions: an initial
  /// value outside a loop, and a step by a loop-invariant amount inside it)
  /// whose every read sees the first iteration's value on its first
  /// execution: the initialising instruction; else -1.
  int firstIterationDef(unsigned R);

private:
  /// Hands each encodable condition for thread \p K running \p I (its
  /// guard, then the branches it is control dependent on: requireRuns's
  /// conditions) to \p Cond; false when a thread-varying one cannot be
  /// encoded, and \p AllKnown false when a uniform one cannot.
  bool forEachRunCondition(const Inst &I, unsigned K, const ControlDeps &CD,
                           llvm::function_ref<void(const std::string &)> Cond, bool &AllKnown);
  std::optional<std::string> encodeDef(unsigned R, const Inst &I, unsigned K, unsigned Width);
  /// With ThreadData: the value a load \p D of register \p R reads in
  /// thread \p K (an unknown of the thread, tied to its memory at the
  /// address); \p ByDef names it after the load (a register loaded twice).
  std::optional<std::string> loadedValue(unsigned R, unsigned D, unsigned K, unsigned W,
                                         bool ByDef);
  /// Floating-point arithmetic (with ThreadData): an uninterpreted function
  /// of the operands' bits.
  std::optional<std::string> fpArith(unsigned R, const Inst &I, unsigned K, unsigned RW);
  std::optional<std::string> fpCompare(unsigned R, const Inst &I, unsigned K, unsigned RW);
  std::optional<std::string> voteOrPopc(unsigned R, const Inst &I, unsigned K, unsigned RW);
  std::optional<std::string> electSync(unsigned R, const Inst &I, unsigned K, unsigned RW);
  std::optional<std::string> shflBroadcast(unsigned R, const Inst &I, unsigned K, unsigned RW);
  /// A predicate source operand (`%p` or `!%p`) in thread \p K.
  std::optional<std::string> predOperand(const Expr *E, unsigned K);
  std::optional<std::string> special(const Expr *E, unsigned K, unsigned &Width);
  std::string uniformConst(llvm::StringRef Name, unsigned Width, const Congruence &C);
  unsigned regWidth(unsigned R) const;
  /// For a counter that nvcc -O3 peels and unrolls (`for (j = lane; j <
  /// padded; j += 32)` becomes `j = lane`, `j = lane | 32` in the peeled
  /// trip, `t = j + 32; j = t + 32` in the unrolled body): every write is
  /// the same base register plus a constant (an `or` whose bits the base
  /// cannot have counts as one), or the counter plus a constant, through a
  /// chain of temporaries (an unrolled body's trips). Then the counter is the base plus a multiple of
  /// \p G (the gcd of the constants) in every thread, the same multiple in
  /// two threads on one path. \p Base: the base operand.
  bool stridedCounter(unsigned R, const Expr *&Base, uint64_t &G);
  /// For a register written on the two arms of one conditional branch
  /// (`x = c ? a : b` as two writes, nvcc -G's shape of a ternary, and
  /// every if/else that LLVM leaves as two register writes) and read only
  /// where one of the two writes is the last on every path from the
  /// branch: the branch, and the writes on its taken and fall-through
  /// sides; false otherwise.
  bool selectDefs(unsigned R, unsigned &Branch, unsigned &Taken, unsigned &Fall);
  /// For a register written in a block before its conditional branch and
  /// again in one successor that only the branch enters (LLVM's phi of an
  /// `if` without `else`), where the branch is in no loop and every read
  /// follows the branch (in the writing successor, after its write): the
  /// branch, the two writes, and whether the writing side is the taken one.
  bool headerSelectDefs(unsigned R, unsigned &Branch, unsigned &HeadDef, unsigned &SideDef,
                        bool &SideTaken);
  /// The one definition of register \p R that every path reaching
  /// instruction \p J passes last (an unguarded write that dominates \p J,
  /// and no other write of \p R lies on a path from it to \p J); -1 if
  /// none. nvcc -O3 reuses a register such as the copy of %tid.x as the
  /// counter of a later loop: a read before that loop sees the copy.
  int reachingDef(unsigned R, const Inst &J);
  /// For `ld.param R, [retval0]` after a call of a helper that returns
  /// min or max of two of its parameters (nvcc -G keeps CUDA's min, max,
  /// umin, umax out of line): that operation on the call's arguments.
  std::optional<std::string> pureCallResult(const Inst &I, unsigned K, unsigned W);
  /// For a load of a depot slot that call \p Call wrote last, with a value
  /// its callee computes (ParamStoreSummary store \p Store, DepotSlots::
  /// callStoreOf): that value in thread \p K, \p W bits, encoded from the
  /// callee's instructions with its parameters bound to the call's
  /// arguments (analyses/ThreadFormulaCallee.cpp).
  std::optional<std::string> calleeStored(unsigned Call, unsigned Store, unsigned K, unsigned W);
  /// For `ld.param R, [retvalN+off]` after a call of a small helper with
  /// no branches and no calls: the value the helper stores there, encoded
  /// from its instructions (calleeValue) with its parameters bound to the
  /// call's arguments (cuda::ptx's out-of-line `get_sreg_laneid()`, whose
  /// result CUB shifts into a logical warp's mask).
  std::optional<std::string> calleeResult(const Inst &I, unsigned K, unsigned W);
  /// For `ld.param R, [retvalN+off]` after a call of a small straight-line
  /// helper that returns a full-warp `vote.sync` (nvcc -G's out-of-line
  /// __ballot_sync, __all_sync, __any_sync: the mask a constant -1 or a
  /// parameter the call passes -1 for, the vote's predicate an integer
  /// `setp` on values calleeValue encodes, an all/any result through `selp`
  /// of two constants): with SameWarp, one value shared by the thread copies
  /// (named by the call), tied to each copy's own vote, as voteOrPopc does
  /// for an inline vote.
  std::optional<std::string> calleeVote(const Inst &I, unsigned K, unsigned W);
  /// For `ld.param R, [retval0]` after a call of a small straight-line
  /// helper that returns a `shfl.sync.idx` over the full warp from a constant
  /// lane, directly or through up to three nested calls of such helpers
  /// (NVVM -O1's `__shfl_sync(~0u, v, 0)` specialised into a helper that
  /// calls the generic one; the mask, lane and width constants of the calls,
  /// the clamp computed from the width): with SameWarp, one value shared by
  /// the thread copies (named by the call), as shflBroadcast reads the inline
  /// shuffle.
  std::optional<std::string> calleeBroadcast(const Inst &I, unsigned W);
  std::optional<std::string> argValue(const CallBinding &B, unsigned P, int64_t Off,
                                      unsigned K, unsigned W);
  /// How a callee's parameter (index, byte offset) reads, at a width.
  using ParamFn = llvm::function_ref<std::optional<std::string>(unsigned, int64_t, unsigned)>;
  std::optional<std::string> storedIn(const Function &Fn, unsigned Store, ParamFn Param, unsigned K,
                                      unsigned W, unsigned Depth);
  /// \p Demand: the bits of the value that matter (0: any value will do).
  std::optional<std::string> calleeValue(FunctionIR &C, const Expr *E, unsigned At, unsigned W,
                                         ParamFn Param, unsigned K, unsigned Depth,
                                         uint64_t Demand = ~0ull);

  FunctionIR &F;
  const Uniformity &Uni;
  const ValueFacts &Values;
  const AnalysisContext &Ctx;
  LaunchShape Shape;
  std::string Decls, Defs, Asserts;
  llvm::StringSet<> Declared;
  std::vector<std::string> Unknowns;
  /// Width (0: Boolean) and declared low bits of each free uniform constant.
  llvm::StringMap<std::pair<unsigned, Congruence>> UnknownFacts;
  llvm::DenseMap<std::pair<unsigned, unsigned>, std::optional<std::string>> Memo;
  llvm::DenseMap<std::pair<unsigned, unsigned>, bool> InProgress;
  unsigned Depth = 0;
  llvm::DenseMap<unsigned, int> FirstIteration;
  /// For an induction variable firstIterationDef accepted: the add or sub
  /// that steps it and the step amount operand.
  llvm::DenseMap<unsigned, std::pair<unsigned, const Expr *>> IterationStep;
  llvm::DenseMap<unsigned, std::array<int, 3>> Selects;
  const DomTree *FirstIterDom = nullptr; ///< the function's, FunctionIR::dominators()
  /// The instruction whose operands are being encoded (encodeDef, guard):
  /// a register written more than once is read at its reaching definition.
  const Inst *Reader = nullptr;
  llvm::DenseMap<std::pair<unsigned, unsigned>, int> Reaching;
  /// Encodings of a definition (instruction index, thread copy).
  llvm::DenseMap<std::pair<unsigned, unsigned>, std::optional<std::string>> DefMemo;
  /// CounterStarts: registers read at their start, the number of such
  /// reads, and the values pinCounter gives them.
  llvm::SmallVector<unsigned, 2> StartCounterRegs;
  unsigned StartReadCount = 0;
  llvm::DenseMap<std::pair<unsigned, unsigned>, std::string> Pins;
  /// startCounter's answers (a null start: no).
  llvm::DenseMap<unsigned, std::pair<const Expr *, llvm::SmallVector<int64_t, 4>>> StartOf;
};

/// "(_ bvV W)".
std::string bvLit(uint64_t V, unsigned Width);

} // namespace ptx

#endif
