//===- Alignment.cpp - misaligned-access ----------------------------------===//
//
// Memory accesses must be aligned to their size (PTX ISA 5.4.5: ld/st/atom/
// red of an N-byte value, vectors included: ld.v4.f32 needs 16 bytes);
// cp.async to its cp-size; cp.async.bulk to 16 bytes (9.7.9.25); ldmatrix
// and stmatrix rows to 16 bytes; mbarrier objects to 8 bytes (9.7.13.15.1).
//
// Two stages. (1) ValueFacts gives each address a congruence (address == r
// mod 2^k) from variable declarations, `.ptr .align` parameters and
// arithmetic; an access whose known low bits are not zero below its
// alignment is misaligned for every thread that runs it. (2) Otherwise, the
// address's affine form (AffineForms: uniform base + coefficients * thread
// ids + constant) tells whether it varies between threads modulo the
// alignment; then either one thread is misaligned whatever the uniform part
// is within its known congruence, or two threads' addresses differ modulo
// the alignment (so they cannot both be aligned, whatever the base). Plain
// thread ids under uniform control are decided in closed form; non-affine
// atoms (`%tid.x & ~3`) and thread-dependent guards or branches become
// SMT queries (ThreadFormula, smt::Solver) whose model is the witness.
// Facts built on a pointer parameter's assumed alignment, accesses not run
// by every launch, and results that need particular parameter values give
// warnings.
//
//===----------------------------------------------------------------------===//
#include "analyses/AffineForms.h"
#include "analyses/ControlDeps.h"
#include "analyses/Interproc.h"
#include "analyses/SmtTerms.h"
#include "analyses/ThreadFormula.h"
#include "checkers/CheckerContext.h"
#include "checkers/LoopCounters.h"
#include "llvm/Support/MathExtras.h"

using namespace ptx;
using ptx::smtterms::app;

namespace {
using Access = MemAccess;

/// An access an out-of-line helper makes through a pointer argument, seen
/// at the call (the address is the argument plus a constant, plus other
/// arguments times constants: CalleeOp::Index).
struct CallAccess {
  llvm::StringRef Callee;
  const CalleeOp *Op;
};

/// A thread of the launch, for witnesses.
struct Witness {
  std::array<uint64_t, 3> Tid{0, 0, 0}, Ctaid{0, 0, 0};
  uint64_t Offset = 0; ///< the thread part of the address (mod 2^64)
  std::string describe() const {
    std::string S = describeThread(Tid);
    if (Ctaid[0] || Ctaid[1] || Ctaid[2])
      S += " of ctaid (" + std::to_string(Ctaid[0]) + "," + std::to_string(Ctaid[1]) + "," +
           std::to_string(Ctaid[2]) + ")";
    return S;
  }
};

/// What a stage-2 query found.
struct Finding {
  enum Kind { OneThread, TwoThreads } K;
  Witness W[2];
  unsigned Bits = 0;     ///< OneThread: the residue is modulo 2^Bits
  bool Solver = false;   ///< found by the SMT solver
  std::string Unknowns;  ///< "n = 2, ..." from the model
  bool NeedsValues = false; ///< holds only for some parameter values
  bool SecondCta = false;   ///< needs a launch of more than one CTA
  bool AllControlKnown = true; ///< every controlling condition was encoded
};

/// "argument 1", "argument 1 plus 4 times argument 2 plus 4": the address
/// a summarised access takes, in the call's arguments.
std::string operandText(const CalleeOp &Op, bool WithAdd) {
  std::string S = "argument " + std::to_string(Op.Operand->Param + 1);
  auto Signed = [&](int64_t V) {
    return (V < 0 ? " minus " : " plus ") +
           std::to_string(V < 0 ? 0 - static_cast<uint64_t>(V) : static_cast<uint64_t>(V));
  };
  for (const CalleeOp::ScaledParam &T : Op.Index) {
    bool Unit = T.Scale == 1 || T.Scale == -1;
    S += (Unit ? (T.Scale < 0 ? " minus" : " plus") : Signed(T.Scale) + " times") +
         " argument " + std::to_string(T.Param + 1);
  }
  if (WithAdd && Op.Operand->Add)
    S += Op.Index.empty() ? " plus " + std::to_string(Op.Operand->Add) : Signed(Op.Operand->Add);
  return S;
}

uint64_t lowBits(uint64_t V, unsigned Bits) { return Bits >= 64 ? V : V & ((1ull << Bits) - 1); }

/// The start of a finding's message: "misaligned load: 'ld' needs a
/// 16-byte aligned address" for access \p What of instruction \p I, or, for
/// the access \p CA a call makes, "misaligned access: 'f', called here,
/// executes 'ld', which needs a 16-byte aligned address, through argument 1".
static std::string findingHead(const Inst &I, const char *What, unsigned N,
                               const CallAccess *CA) {
  std::string Need = "a " + std::to_string(1ull << N) + "-byte aligned address";
  if (CA)
    return "misaligned access: '" + CA->Callee.str() + "', called here, executes '" +
           CA->Op->What + "', which needs " + Need + ", through " +
           operandText(*CA->Op, /*WithAdd=*/false);
  return "misaligned " + std::string(What) + ": '" + I.opcode().str() + "' needs " + Need;
}

/// Stage 2 of the checker: accesses whose alignment varies with the thread.
/// The note on a finding that rests on the assumed 16-byte alignment of a
/// pointer parameter (ValueFacts.h).
static const char AssumedBaseNote[] =
    "the address is derived from this parameter (no .ptr .align attribute of 16 or more)";

class ThreadAlignment {
public:
  ThreadAlignment(FunctionAnalyses &FA, DiagnosticEngine &Diags)
      : FA(FA), Diags(Diags), Aff(FA.IR, FA.Ctx, FA.Uni, FA.Shape) {}

  /// True when it reported a finding.
  bool check(unsigned Idx, const Access &A, unsigned N);
  /// Records of a size that is not a multiple of the access indexed by a
  /// value loaded from memory (`log + 20 * types[i] + 4` read as u64): the
  /// address is misaligned for some values of the index and aligned for
  /// others, so which the data holds decides. The index 0 (the first
  /// record) is one every record array has: with each such loaded index
  /// taken as a multiple of the alignment (0 modulo it, the residue of index
  /// 0), when the address is misaligned in every thread that runs the
  /// access, or in some thread (stage 2 on the rest of the address), that
  /// is reported, as a warning. Only loads scaled by a constant other than
  /// +-1 (a record stride) are taken so: a loaded pointer or byte offset is
  /// left alone. The access must run where the index is a multiple of the
  /// alignment (a test of the index itself, `if (k % 2)`, may rule that
  /// out), with every condition deciding whether it runs encoded (none on
  /// loaded data in the threads: the rule's policy).
  bool checkLoadedIndex(unsigned Idx, const Access &A, unsigned N);
  /// The same for the address \p Fm of an access: of instruction \p Idx
  /// (\p CA null) or of the access \p CA the call \p Idx makes through an
  /// argument (reported at the call, with a note at the callee's access).
  bool checkLoadedIndexForm(unsigned Idx, const Access &A, const AffineForm &Fm, unsigned N,
                            const CallAccess *CA);
  /// The same for the access \p CA a call (instruction \p Idx) makes
  /// through an argument whose value has the affine form \p Fm.
  bool checkCall(unsigned Idx, const AffineForm &Fm, const CallAccess &CA, unsigned N);
  AffineForms &forms() { return Aff; }
  /// Every launch has CTA 0: when the address's congruence there (its
  /// %ctaid terms, and CTA-uniform products with a %ctaid factor, such as
  /// the row base `(k + 8) * blockIdx.x`, are 0) shows it misaligned in
  /// every thread of CTA 0, reports that and returns true.
  bool checkCta0(const Inst &I, const Access &A, unsigned N);
  /// The same for the address \p Fm of an access: of this instruction
  /// (\p CA null) or of the access \p CA the call \p I makes through an
  /// argument (reported at the call, with a note at the callee's access).
  bool checkCta0Form(const Inst &I, const Access &A, const AffineForm &Fm, unsigned N,
                     const CallAccess *CA);
  /// The value of CTA-uniform register \p R in CTA 0 (%ctaid is 0) when the
  /// loop counters it reads have their first trip's value (constant starts,
  /// ThreadFormula::firstIterationDef; named in \p Counters): through
  /// copies, integer cvt, add, sub, mul, mad and shl; a product with a
  /// factor that is 0 there is 0 whatever the other (`(blockIdx.y + 1 + dy)
  /// * pitch` with dy starting at -1).
  std::optional<int64_t> cta0FirstTrip(unsigned R, unsigned Depth, std::string &Counters,
                                       bool &UsedCta);
  /// A loop's first trip: an address the same in every thread whose
  /// loop counters (set to a constant before the loop, stepped by a
  /// loop-invariant amount in it, read before the step) are taken at their
  /// starting values. When that shows the address misaligned on the first
  /// trip, reports it (a warning: the loop may not run) and returns true.
  bool checkFirstTrip(const Inst &I, const Access &A, unsigned N);
  /// A counted loop's trips: an address that adds a multiple of the counter
  /// of `for (X = I; X < C; X += S)` with constant I, C and S (nvcc -G keeps
  /// such loops rolled), taken at each value the counter has where the
  /// access runs. When one trip's value shows the address misaligned in
  /// every thread (`sub + 1028*w + 16*t` for w = 1), reports it and returns
  /// true: an error when the access runs on every trip, the loop is reached
  /// on every launch and the facts are declared; else a warning.
  bool checkCounterTrips(unsigned Idx, const Access &A, unsigned N);
  /// The same for the address \p Fm of an access: of instruction \p Idx
  /// (\p CA null) or of the access \p CA the call \p Idx makes through an
  /// argument (nvcc -G keeps cuda::ptx::cp_async_bulk out of line and calls
  /// it in the rolled row loop; reported at the call, with a note at the
  /// callee's access).
  bool checkCounterTripsForm(unsigned Idx, const Access &A, const AffineForm &Fm, unsigned N,
                             const CallAccess *CA);
  /// The congruence of the access's address from its affine form: exact
  /// where ValueFacts joins terms of one atom reached by two paths
  /// (`(h + 2*tid) + 2*tid` is h + 4*tid, not h + 2*(...)).
  Congruence affineCongruence(const Access &A) {
    auto Fm = Aff.address(A.Addr);
    if (!Fm)
      return Congruence();
    return formCongruence(*Fm);
  }
  Congruence formCongruence(const AffineForm &Fm) {
    return addCong(Aff.uniformPart(Fm, FA.Values), Aff.threadPart(Fm, FA.Values));
  }

  /// The access runs only where a run-time test has shown its address
  /// aligned: a controlling branch (or the access's own guard) on
  /// `(V & M) == 0` (through `or` of pointers, copies, `not.pred`, nvcc -G's
  /// `selp 1, 0` / `setp.ne 0` round trip through a bool), with M's low
  /// bits covering the alignment and the address V plus a multiple of it
  /// (`if (((uintptr_t)src | (uintptr_t)dst) % 16 == 0)` around a float4
  /// path: PyTorch's can_vectorize, a shifted-by-one labels view).
  bool guardedAligned(unsigned Idx, const Access &A, unsigned N);

private:
  /// Registers with known zero low bits when predicate \p P is \p Value:
  /// (register, number of low bits) into \p Out.
  void impliedZeroBits(unsigned P, bool Value, unsigned Depth,
                       llvm::SmallVectorImpl<std::pair<unsigned, unsigned>> &Out);
  void zeroValue(const Expr *X, unsigned Depth,
                 llvm::SmallVectorImpl<std::pair<unsigned, unsigned>> &Out);
  void lowBitsZero(unsigned V, unsigned Bits, unsigned Depth,
                   llvm::SmallVectorImpl<std::pair<unsigned, unsigned>> &Out);
  /// Register \p R's only write, when it is unguarded and writes nothing
  /// else.
  const Inst *soleDef(unsigned R) {
    int D = FA.IR.uniqueDef(R);
    if (D < 0)
      return nullptr;
    const Inst &I = FA.IR.Insts[D];
    return I.isGuarded() || I.Defs.size() != 1 ? nullptr : &I;
  }
  std::unique_ptr<ThreadFormula> FirstTripTF;
  /// counterCopyBlock's answer per register (it scans the function).
  llvm::DenseMap<unsigned, int> CopyBlocks;
  /// Register \p R is 0 in CTA 0: a product (mul.lo/.wide, shl, and) with a
  /// factor that is %ctaid or such a register, or a copy of one.
  bool zeroInCta0(unsigned R, unsigned Depth = 0);
  /// The finding being reported is about CTA 0 with the uniform terms that
  /// have a %ctaid factor left out (checkForm's first round).
  bool InCta0 = false;
  /// checkLoadedIndex's question: the loaded indices taken as multiples of
  /// the alignment (left out of the form; solve() constrains those it can
  /// encode) and their names for the message; null otherwise.
  const llvm::SmallVectorImpl<AffineAtom> *ZeroedLoads = nullptr;
  std::string ZeroedNames;
  /// Term \p T of an address is a loaded record index (checkLoadedIndex):
  /// a register written by a load from memory (not .param, not the local
  /// stack), times a constant other than +-1 whose product with it is not
  /// known to be 0 modulo 2^\p N.
  bool loadedIndexTerm(const AffineTerm &T, unsigned N);
  /// Adds to \p TF, for thread \p K, that each of ZeroedLoads it can encode
  /// is 0 modulo 2^\p N.
  void requireZeroedLoads(ThreadFormula &TF, unsigned K, unsigned N);
  /// Range of a thread variable among the threads every launch has.
  uint64_t range(ThreadVar V) const;
  std::optional<Finding> closedForm(const AffineForm &Fm, const Congruence &U, unsigned N,
                                    bool OneThread, unsigned Bits);
  std::optional<Finding> solve(unsigned Idx, const AffineForm &Fm, const Congruence &U,
                               unsigned N, bool OneThread, unsigned Bits, bool &Aborted);
  /// The thread part of \p Fm (the address of instruction \p Idx's access)
  /// read the counters \p Counters at their starts
  /// (ThreadFormula::CounterStarts). True when that is what every
  /// execution of the access sees modulo 2^\p N: each counter's reads in
  /// the address agree (counterReadsAgree), and no step of a counter
  /// changes the address modulo 2^N, asked of the solver with each counter
  /// at its start plus a multiple of its steps' gcd below 2^20 trips
  /// without signed overflow (C's `int` counters do not wrap).
  bool stepsKeepResidue(unsigned Idx, const AffineForm &Fm, unsigned N,
                        llvm::ArrayRef<unsigned> Counters);
  /// True when it reported a finding.
  bool checkForm(unsigned Idx, const Access &A, const AffineForm &Fm, unsigned N,
                 const CallAccess *CA);
  void report(const Inst &I, const Access &A, const AffineForm &Fm, const Congruence &U,
              unsigned N, const Finding &Fd, bool EveryLaunch, const CallAccess *CA);
  Witness unitStep(ThreadVar V) const;
  FunctionIR &F() { return FA.IR; }

  FunctionAnalyses &FA;
  DiagnosticEngine &Diags;
  /// Without a known grid, also CTA 1 (a launch of more than one CTA), not
  /// only CTA 0: the last resort for a CTA-dependent address.
  bool SecondCta = false;
  bool WrittenStartsRetry = false; ///< checkForm is asking again with written starts
  AffineForms Aff;
  const ControlDeps *CD = nullptr; ///< FA.controlDeps(), once asked
};

uint64_t ThreadAlignment::range(ThreadVar V) const {
  const LaunchShape &S = FA.Shape;
  bool Exact = S.BlockKind == LaunchShape::Exact;
  uint64_t X = Exact ? S.Block.V[0]
                     : S.BlockKind == LaunchShape::Bounded ? std::min<uint64_t>(32, S.Block.V[0])
                                                           : 32;
  switch (V) {
  case ThreadVar::TidX: return X;
  case ThreadVar::TidY: return Exact ? S.Block.V[1] : 1;
  case ThreadVar::TidZ: return Exact ? S.Block.V[2] : 1;
  case ThreadVar::CtaidX: return S.GridKnown ? S.Grid.V[0] : SecondCta ? 2 : 1;
  case ThreadVar::CtaidY: return S.GridKnown ? S.Grid.V[1] : SecondCta ? 2 : 1;
  case ThreadVar::CtaidZ: return S.GridKnown ? S.Grid.V[2] : SecondCta ? 2 : 1;
  case ThreadVar::LaneId: return std::min<uint64_t>(32, Exact ? S.Block.count() : X);
  }
  return 1;
}

Witness ThreadAlignment::unitStep(ThreadVar V) const {
  Witness W;
  switch (V) {
  case ThreadVar::TidX: W.Tid[0] = 1; break;
  case ThreadVar::TidY: W.Tid[1] = 1; break;
  case ThreadVar::TidZ: W.Tid[2] = 1; break;
  case ThreadVar::CtaidX: W.Ctaid[0] = 1; break;
  case ThreadVar::CtaidY: W.Ctaid[1] = 1; break;
  case ThreadVar::CtaidZ: W.Ctaid[2] = 1; break;
  case ThreadVar::LaneId: {
    // The thread with linear id 1.
    const LaunchShape &S = FA.Shape;
    uint64_t X = S.BlockKind == LaunchShape::Exact ? S.Block.V[0] : 32;
    uint64_t Y = S.BlockKind == LaunchShape::Exact ? S.Block.V[1] : 1;
    W.Tid = {1 % X, (1 / X) % Y, 1 / (X * Y)};
    break;
  }
  }
  return W;
}

/// Thread ids only, uniform control: over the box of thread ids, the thread
/// part is Const + sum c_i v_i; from thread 0, a unit step of a variable with
/// a coefficient that is not 0 modulo 2^Bits changes the residue.
std::optional<Finding> ThreadAlignment::closedForm(const AffineForm &Fm, const Congruence &U,
                                                   unsigned N, bool OneThread, unsigned Bits) {
  Finding Fd;
  Fd.K = OneThread ? Finding::OneThread : Finding::TwoThreads;
  Fd.Bits = Bits;
  Fd.SecondCta = SecondCta;
  uint64_t Base = static_cast<uint64_t>(Fm.Const) + (OneThread ? U.Rem : 0);
  Fd.W[0].Offset = static_cast<uint64_t>(Fm.Const);
  if (OneThread && lowBits(Base, Bits))
    return Fd; // thread 0 already
  // Two CTAs see the same uniform part only when it is launch-wide
  // (variables and parameters), not a register of each CTA.
  bool LaunchUniform = true;
  for (const AffineTerm &T : Fm.Terms)
    LaunchUniform &= T.Atom.K != AffineAtom::UniformReg && T.Atom.K != AffineAtom::Stride;
  for (const AffineTerm &T : Fm.Terms) {
    if (T.Atom.K != AffineAtom::Thread || range(T.Atom.Var) < 2 ||
        !lowBits(static_cast<uint64_t>(T.Coef), OneThread ? Bits : N))
      continue;
    bool Cta = T.Atom.Var == ThreadVar::CtaidX || T.Atom.Var == ThreadVar::CtaidY ||
               T.Atom.Var == ThreadVar::CtaidZ;
    if (Cta && !OneThread && !LaunchUniform)
      continue;
    Witness W = unitStep(T.Atom.Var);
    W.Offset = static_cast<uint64_t>(Fm.Const) + static_cast<uint64_t>(T.Coef);
    if (OneThread)
      Fd.W[0] = W;
    else
      Fd.W[1] = W;
    return Fd;
  }
  return std::nullopt;
}

void ThreadAlignment::lowBitsZero(unsigned V, unsigned Bits, unsigned Depth,
                                  llvm::SmallVectorImpl<std::pair<unsigned, unsigned>> &Out) {
  FunctionIR &F = FA.IR;
  if (Depth > 8)
    return;
  Out.push_back({V, Bits});
  const Inst *DI = soleDef(V);
  if (!DI)
    return;
  const Inst &I = *DI;
  llvm::StringRef Op = I.opcode();
  // The low bits of an `or` are zero only where both operands' are.
  unsigned First = 0, Last = 0;
  if (Op == "or" && I.S->Operands.size() == 3)
    First = 1, Last = 2;
  else if ((Op == "mov" || Op == "cvta" || Op == "cvt") && I.S->Operands.size() == 2)
    First = Last = 1;
  else
    return;
  for (unsigned K = First; K <= Last; ++K) {
    const Expr *E = I.S->Operands[K];
    if (E->K != Expr::Symbol)
      continue;
    if (auto R = F.lookupReg(E->Name))
      lowBitsZero(*R, Bits, Depth + 1, Out);
  }
}

void ThreadAlignment::zeroValue(const Expr *X, unsigned Depth,
                                llvm::SmallVectorImpl<std::pair<unsigned, unsigned>> &Out) {
  FunctionIR &F = FA.IR;
  if (Depth > 8 || !X || X->K != Expr::Symbol)
    return;
  auto R = F.lookupReg(X->Name);
  const Inst *DI = R ? soleDef(*R) : nullptr;
  if (!DI)
    return;
  const Inst &I = *DI;
  llvm::StringRef Op = I.opcode();
  if ((Op == "mov" || Op == "cvt") && I.S->Operands.size() == 2) {
    if (Op == "mov" || !I.hasMod(".sat"))
      zeroValue(I.S->Operands[1], Depth + 1, Out);
    return;
  }
  // (V % 2^k) == 0 for an unsigned V (nvcc -G keeps `% alignof(float4)`):
  // V's low k bits are zero.
  if (Op == "rem" && I.S->Operands.size() == 3 && (I.hasMod(".u64") || I.hasMod(".u32") ||
                                                   I.hasMod(".b64") || I.hasMod(".b32"))) {
    auto M = FA.Values.constant(I.S->Operands[2]);
    const Expr *V = I.S->Operands[1];
    if (M && *M > 1 && llvm::isPowerOf2_64(*M) && V->K == Expr::Symbol)
      if (auto VR = F.lookupReg(V->Name))
        lowBitsZero(*VR, llvm::Log2_64(*M), Depth + 1, Out);
    return;
  }
  if (Op != "and" || I.S->Operands.size() != 3)
    return;
  // (V & M) == 0: V's bits under M are zero; the low ones count.
  for (unsigned K = 1; K <= 2; ++K) {
    auto M = FA.Values.constant(I.S->Operands[K]);
    const Expr *V = I.S->Operands[3 - K];
    if (!M || V->K != Expr::Symbol)
      continue;
    unsigned Bits = llvm::countTrailingOnes(static_cast<uint64_t>(*M));
    if (auto VR = F.lookupReg(V->Name); VR && Bits)
      lowBitsZero(*VR, Bits, Depth + 1, Out);
  }
}

void ThreadAlignment::impliedZeroBits(unsigned P, bool Value, unsigned Depth,
                                      llvm::SmallVectorImpl<std::pair<unsigned, unsigned>> &Out) {
  FunctionIR &F = FA.IR;
  if (Depth > 8)
    return;
  const Inst *DI = soleDef(P);
  if (!DI)
    return;
  const Inst &I = *DI;
  llvm::StringRef Op = I.opcode();
  auto Pred = [&](const Expr *E) -> std::optional<unsigned> {
    if (!E || E->K != Expr::Symbol)
      return std::nullopt;
    return F.lookupReg(E->Name);
  };
  if ((Op == "not" || Op == "mov") && I.S->Operands.size() == 2) {
    if (auto Q = Pred(I.S->Operands[1]))
      impliedZeroBits(*Q, Op == "not" ? !Value : Value, Depth + 1, Out);
    return;
  }
  if ((Op == "and" && Value) || (Op == "or" && !Value)) {
    if (I.S->Operands.size() == 3)
      for (unsigned K = 1; K <= 2; ++K)
        if (auto Q = Pred(I.S->Operands[K]))
          impliedZeroBits(*Q, Value, Depth + 1, Out);
    return;
  }
  if (Op != "setp" || I.S->Operands.size() != 3 || I.hasMod(".and") || I.hasMod(".or") ||
      I.hasMod(".xor"))
    return;
  bool Eq = I.hasMod(".eq"), Ne = I.hasMod(".ne");
  if (!Eq && !Ne)
    return;
  for (unsigned K = 1; K <= 2; ++K) {
    auto Z = FA.Values.constant(I.S->Operands[K]);
    if (!Z || *Z != 0)
      continue;
    const Expr *X = I.S->Operands[3 - K];
    bool IsZero = Eq == Value; // X == 0 holds
    if (IsZero)
      zeroValue(X, Depth + 1, Out);
    // nvcc -G keeps a bool: X = selp a, 0, q (a != 0) is nonzero iff q.
    if (X->K != Expr::Symbol)
      continue;
    auto XR = F.lookupReg(X->Name);
    int XD = XR ? F.uniqueDef(*XR) : -1;
    if (XD < 0)
      continue;
    const Inst &S = F.Insts[XD];
    if (S.opcode() != "selp" || S.isGuarded() || S.S->Operands.size() != 4)
      continue;
    auto A = FA.Values.constant(S.S->Operands[1]), B = FA.Values.constant(S.S->Operands[2]);
    if (A && B && *A != 0 && *B == 0)
      if (auto Q = Pred(S.S->Operands[3]))
        impliedZeroBits(*Q, !IsZero, Depth + 1, Out);
  }
}

bool ThreadAlignment::guardedAligned(unsigned Idx, const Access &A, unsigned N) {
  FunctionIR &F = FA.IR;
  const Inst &I = F.Insts[Idx];
  if (!CD)
    CD = &FA.controlDeps();
  llvm::SmallVector<std::pair<unsigned, unsigned>, 8> Zero;
  if (I.Guard >= 0)
    impliedZeroBits(static_cast<unsigned>(I.Guard), !I.GuardNeg, 0, Zero);
  for (const ControlLiteral &L : CD->of(I.Block)) {
    if (!L.Literal || L.Inst < 0)
      continue;
    const Inst &T = F.Insts[L.Inst];
    if (T.Guard < 0)
      continue;
    // The block runs when the guard is L.Taken: the predicate's value.
    impliedZeroBits(static_cast<unsigned>(T.Guard), L.Taken != T.GuardNeg, 0, Zero);
  }
  if (Zero.empty())
    return false;
  auto Fm = Aff.address(A.Addr);
  if (!Fm)
    return false;
  for (auto [V, Bits] : Zero) {
    if (Bits < N)
      continue;
    auto FV = Aff.reg(V);
    if (!FV)
      continue;
    AffineForm Diff = *Fm;
    Diff.add(*FV, -1);
    Congruence C = formCongruence(Diff);
    if (C.Bits >= N && lowBits(C.Rem, N) == 0)
      return true;
  }
  return false;
}

std::optional<Finding> ThreadAlignment::solve(unsigned Idx, const AffineForm &Full,
                                              const Congruence &U, unsigned N, bool OneThread,
                                              unsigned Bits, bool &Aborted) {
  FunctionIR &F = FA.IR;
  const Inst &I = F.Insts[Idx];
  // Terms that are 0 modulo the alignment whatever their atom's value (16
  // times a chunk counter that nvcc -O3 copies between its remainder loop
  // and its unrolled one, and that the solver cannot encode there) do not
  // change the low bits the queries read: they are left out.
  AffineForm Fm = Full;
  Fm.Terms.clear();
  for (const AffineTerm &T : Full.Terms) {
    if (T.Atom.isThreadPart()) {
      Congruence C = mulCong(Congruence::constant(static_cast<uint64_t>(T.Coef)),
                             Aff.atomCongruence(T.Atom, FA.Values));
      if (C.Bits >= N && lowBits(C.Rem, N) == 0)
        continue;
    }
    Fm.Terms.push_back(T);
  }
  if (!CD)
    CD = &FA.controlDeps();
  ThreadFormula TF(F, FA.Uni, FA.Values, FA.Ctx, FA.Shape);
  TF.AnyOfTwoCtas = SecondCta;
  TF.FirstTrips = true; // the form reads induction registers on their first trip
  // A counter that a remainder loop and an unrolled loop share is read at
  // its start where the steps keep the address's residue (checked below).
  TF.CounterStarts = true;
  unsigned Copies = OneThread ? 1 : 2;
  bool AllKnown = true;
  std::string Off[2];
  for (unsigned K = 0; K < Copies; ++K) {
    TF.addThread(K);
    // The thread runs the access: its guard and the controlling branches
    // (none of them may read such a counter: which threads run the access
    // would then depend on the trip).
    unsigned StartReads = TF.startReads();
    if (!TF.requireRuns(I, K, *CD, AllKnown) || TF.startReads() != StartReads)
      return Aborted = true, std::nullopt;
    auto T = TF.affine(Fm, K, /*ThreadPartOnly=*/true);
    if (!T)
      return Aborted = true, std::nullopt;
    Off[K] = TF.name("offset#" + std::to_string(K), *T);
    requireZeroedLoads(TF, K, N);
  }
  if (!TF.startCounters().empty() && !stepsKeepResidue(Idx, Fm, N, TF.startCounters()))
    return Aborted = true, std::nullopt;
  // Unknowns that enter the offset itself (a row pitch `ld` in `row * ld +
  // col`, a parameter stride) are the caller's to choose, and kernels that
  // vectorise over rows rely on the host passing multiples of the vector
  // width: a finding must hold with each of them a multiple of the
  // alignment. Unknowns that only decide which threads run the access
  // (`i < n`) keep any value.
  {
    ThreadFormula Probe(F, FA.Uni, FA.Values, FA.Ctx, FA.Shape);
    Probe.CounterStarts = true;
    for (unsigned K = 0; K < Copies; ++K) {
      Probe.addThread(K);
      (void)Probe.affine(Fm, K, /*ThreadPartOnly=*/true);
    }
    TF.requireMultiple(Probe.unknowns(), N);
  }
  std::string Query;
  if (OneThread) {
    TF.require("(not (= ((_ extract " + std::to_string(Bits - 1) + " 0) (bvadd " + Off[0] + " " +
               bvLit(U.Rem, 64) + ")) " + bvLit(0, Bits) + "))");
  } else {
    std::string E = "(_ extract " + std::to_string(N - 1) + " 0)";
    TF.require("(not (= (" + E + " " + Off[0] + ") (" + E + " " + Off[1] + ")))");
  }
  std::string Name = queryName("misaligned-access", F, Diags, I, OneThread ? "thread" : "pair");
  smt::Result R = TF.solveMinimal(FA.Ctx.solver(), Name, Copies, /*SmallUnknowns=*/true);
  if (!R.isSat())
    return std::nullopt;
  Finding Fd;
  Fd.K = OneThread ? Finding::OneThread : Finding::TwoThreads;
  Fd.Bits = Bits;
  Fd.Solver = true;
  for (unsigned K = 0; K < Copies; ++K) {
    for (unsigned D = 0; D < 3; ++D) {
      Fd.W[K].Tid[D] = R.Model.lookup(ThreadFormula::tidName(D, K));
      static const char *const Ct[3] = {"%ctaid.x", "%ctaid.y", "%ctaid.z"};
      Fd.W[K].Ctaid[D] = R.Model.lookup(Ct[D]);
    }
    Fd.W[K].Offset = R.Model.lookup("offset#" + std::to_string(K));
  }
  Fd.NeedsValues = TF.usesUnknowns();
  Fd.SecondCta = SecondCta;
  Fd.AllControlKnown = AllKnown;
  for (const std::string &U : TF.unknowns()) {
    if (!Fd.Unknowns.empty())
      Fd.Unknowns += ", ";
    Fd.Unknowns += U + " = " + std::to_string(R.Model.lookup(U));
  }
  return Fd;
}

bool ThreadAlignment::stepsKeepResidue(unsigned Idx, const AffineForm &Fm, unsigned N,
                                       llvm::ArrayRef<unsigned> Counters) {
  FunctionIR &F = FA.IR;
  for (unsigned R : Counters)
    if (!ThreadFormula(F, FA.Uni, FA.Values, FA.Ctx, FA.Shape).counterReadsAgree(R, Idx))
      return false;
  for (unsigned R : Counters) {
    ThreadFormula Probe(F, FA.Uni, FA.Values, FA.Ctx, FA.Shape);
    const Expr *Start;
    llvm::SmallVector<int64_t, 4> Steps;
    if (!Probe.startCounter(R, Start, Steps))
      return false;
    for (int64_t Step : Steps) {
      // Thread copies 0 and 1 are one thread; every counter C is its start
      // plus g_C * k_C in both, and R is a step further on in copy 1.
      ThreadFormula TI(F, FA.Uni, FA.Values, FA.Ctx, FA.Shape);
      TI.AnyOfTwoCtas = SecondCta;
      TI.FirstTrips = true;
      TI.CounterStarts = true;
      TI.addThread(0);
      TI.addThread(1);
      for (unsigned D = 0; D < 3; ++D)
        TI.require("(= " + ThreadFormula::quote(ThreadFormula::tidName(D, 0)) + " " +
                   ThreadFormula::quote(ThreadFormula::tidName(D, 1)) + ")");
      for (unsigned C : Counters) {
        const Expr *CS;
        llvm::SmallVector<int64_t, 4> CSteps;
        if (!TI.startCounter(C, CS, CSteps))
          return false;
        unsigned W = typeSizeBytes(F.Regs[C].Type) * 8;
        if (!W || W > 64)
          return false;
        auto S0 = TI.value(CS, 0, W);
        if (!S0)
          return false;
        uint64_t G = 0;
        for (int64_t V : CSteps) {
          uint64_t A = V < 0 ? 0 - static_cast<uint64_t>(V) : static_cast<uint64_t>(V);
          while (A) {
            uint64_t T = G % A;
            G = A;
            A = T;
          }
        }
        bool Down = CSteps.front() < 0;
        std::string Ext = "(_ sign_extend " + std::to_string(W) + ")";
        std::string K = TI.anyValue("k " + F.Regs[C].Name.str());
        TI.require(app("bvult", K, bvLit(1u << 20, 64)));
        // x = start +/- g * k in twice the width, and it fits in W signed bits.
        unsigned W2 = 2 * W;
        auto Wide = [&](const std::string &T) { return "(" + Ext + " " + T + ")"; };
        std::string GK = "(bvmul " + bvLit(G, W2) + " ((_ zero_extend " +
                         std::to_string(W2 - 64) + ") " + K + "))";
        if (W2 < 64)
          GK = "(bvmul " + bvLit(G, W2) + " ((_ extract " + std::to_string(W2 - 1) + " 0) " + K +
               "))";
        std::string X2 = app(Down ? "bvsub" : "bvadd", Wide(*S0), GK);
        std::string Low = "((_ extract " + std::to_string(W - 1) + " 0) ";
        TI.require(app("=", Wide(Low + X2 + ")"), X2));
        std::string X = Low + X2 + ")";
        TI.pinCounter(C, 0, X);
        if (C != R) {
          TI.pinCounter(C, 1, X);
          continue;
        }
        std::string Y2 = app("bvadd", X2, bvLit(static_cast<uint64_t>(Step), W2));
        TI.require(app("=", Wide(Low + Y2 + ")"), Y2));
        TI.pinCounter(C, 1, Low + Y2 + ")");
      }
      auto O0 = TI.affine(Fm, 0, /*ThreadPartOnly=*/true);
      auto O1 = O0 ? TI.affine(Fm, 1, /*ThreadPartOnly=*/true) : std::nullopt;
      if (!O1)
        return false;
      std::string E = "(_ extract " + std::to_string(N - 1) + " 0)";
      TI.require("(not (= (" + E + " " + *O0 + ") (" + E + " " + *O1 + ")))");
      std::string Name = queryName("misaligned-access", F, Diags, F.Insts[Idx],
                                   "counter-step." + F.Regs[R].Name.str() + "." +
                                       std::to_string(Step));
      if (!FA.Ctx.solver().check(TI.text(), Name).isUnsat())
        return false;
    }
  }
  return true;
}

bool ThreadAlignment::zeroInCta0(unsigned R, unsigned Depth) {
  FunctionIR &F = FA.IR;
  int D = F.uniqueDef(R);
  if (D < 0 || Depth > 8 || FA.Uni.reg(R) != Level::Uniform)
    return false;
  const Inst &I = F.Insts[D];
  llvm::StringRef Op = I.opcode();
  auto Ops = I.S->Operands;
  // Operand K is 0 in CTA 0: exactly a %ctaid, or such a register.
  auto Zero = [&](unsigned K) {
    if (K >= Ops.size())
      return false;
    const Expr *E = Ops[K];
    if (auto Fm = Aff.expr(E); Fm && Fm->Const == 0 && Fm->Terms.size() == 1 &&
                               Fm->Terms[0].Atom.K == AffineAtom::Thread) {
      ThreadVar V = Fm->Terms[0].Atom.Var;
      if (V == ThreadVar::CtaidX || V == ThreadVar::CtaidY || V == ThreadVar::CtaidZ)
        return true;
    }
    if (E->K == Expr::Symbol)
      if (auto Reg = F.lookupReg(E->Name))
        return zeroInCta0(*Reg, Depth + 1);
    return false;
  };
  if (Op == "mul" && !I.hasMod(".hi"))
    return Ops.size() == 3 && (Zero(1) || Zero(2));
  if (Op == "and")
    return Ops.size() == 3 && (Zero(1) || Zero(2));
  if (Op == "shl")
    return Ops.size() == 3 && Zero(1);
  if (Op == "mov" || (Op == "cvt" && !I.hasMod(".f32") && !I.hasMod(".f64")))
    return Ops.size() == 2 && Zero(1);
  if (Op == "mad" && !I.hasMod(".hi"))
    return Ops.size() == 4 && (Zero(1) || Zero(2)) && Zero(3);
  return false;
}

std::optional<int64_t> ThreadAlignment::cta0FirstTrip(unsigned R, unsigned Depth,
                                                      std::string &Counters, bool &UsedCta) {
  FunctionIR &F = FA.IR;
  if (Depth > 12 || R >= F.Regs.size() || FA.Uni.reg(R) != Level::Uniform ||
      typeSizeBytes(F.Regs[R].Type) > 8)
    return std::nullopt;
  auto Wrap = [&](uint64_t V) -> int64_t {
    return typeSizeBytes(F.Regs[R].Type) == 8 ? static_cast<int64_t>(V)
                                              : static_cast<int64_t>(static_cast<int32_t>(V));
  };
  if (F.defsOf(R).size() > 1) {
    // A loop counter: its starting value, which the first trip reads.
    if (!FirstTripTF)
      FirstTripTF = std::make_unique<ThreadFormula>(F, FA.Uni, FA.Values, FA.Ctx, FA.Shape);
    int Init = FirstTripTF->firstIterationDef(R);
    if (Init < 0)
      return std::nullopt;
    const Inst &In = F.Insts[Init];
    if (In.opcode() != "mov" || In.S->Operands.size() != 2)
      return std::nullopt;
    auto V = FA.Values.constant(In.S->Operands[1]);
    if (!V)
      return std::nullopt;
    std::string Name = "'" + F.Regs[R].Name.str() + "' = " + std::to_string(Wrap(*V));
    if (Counters.find(Name) == std::string::npos)
      Counters += (Counters.empty() ? "" : ", ") + Name;
    return Wrap(*V);
  }
  int D = F.uniqueDef(R);
  if (D < 0)
    return std::nullopt;
  const Inst &I = F.Insts[D];
  llvm::StringRef Op = I.opcode();
  auto Ops = I.S->Operands;
  auto Val = [&](unsigned K) -> std::optional<int64_t> {
    if (K >= Ops.size())
      return std::nullopt;
    const Expr *E = Ops[K];
    if (auto C = FA.Values.constant(E))
      return static_cast<int64_t>(*C);
    if (auto Fm = Aff.expr(E); Fm && Fm->Const == 0 && Fm->Terms.size() == 1 &&
                               Fm->Terms[0].Atom.K == AffineAtom::Thread &&
                               Fm->Terms[0].Coef == 1) {
      ThreadVar V = Fm->Terms[0].Atom.Var;
      if (V == ThreadVar::CtaidX || V == ThreadVar::CtaidY || V == ThreadVar::CtaidZ)
        return UsedCta = true, 0;
    }
    if (E->K == Expr::Symbol)
      if (auto Reg = F.lookupReg(E->Name))
        return cta0FirstTrip(*Reg, Depth + 1, Counters, UsedCta);
    return std::nullopt;
  };
  if (I.S->Guard || I.Defs.size() != 1)
    return std::nullopt;
  if (Op == "mov" || (Op == "cvt" && I.S->Mods.size() == 2 && typeSizeBytes(I.S->Mods[0].Text) &&
                      !I.hasMod(".f32") && !I.hasMod(".f64") && !I.hasMod(".f16"))) {
    if (Ops.size() != 2)
      return std::nullopt;
    auto V = Val(1);
    if (V && Op == "cvt") {
      // The source type's width and signedness decide the extension.
      llvm::StringRef Src = I.S->Mods[1].Text;
      unsigned W = typeSizeBytes(Src) * 8;
      if (W < 64) {
        uint64_t Low = static_cast<uint64_t>(*V) & ((1ull << W) - 1);
        bool Neg = Src.startswith(".s") && (Low >> (W - 1) & 1);
        V = static_cast<int64_t>(Neg ? Low | ~((1ull << W) - 1) : Low);
      }
    }
    return V ? std::optional<int64_t>(Wrap(static_cast<uint64_t>(*V))) : std::nullopt;
  }
  if ((Op == "add" || Op == "sub") && Ops.size() == 3 && !I.hasMod(".sat")) {
    auto A = Val(1), B = Val(2);
    if (!A || !B)
      return std::nullopt;
    return Wrap(Op == "add" ? static_cast<uint64_t>(*A) + static_cast<uint64_t>(*B)
                            : static_cast<uint64_t>(*A) - static_cast<uint64_t>(*B));
  }
  if ((Op == "mul" || Op == "shl") && Ops.size() == 3 && !I.hasMod(".hi")) {
    auto A = Val(1);
    if (A && *A == 0)
      return 0;
    auto B = Val(2);
    if (Op == "mul" && B && *B == 0)
      return 0;
    if (!A || !B)
      return std::nullopt;
    if (Op == "shl")
      return *B > 63 ? 0 : Wrap(static_cast<uint64_t>(*A) << *B);
    return Wrap(static_cast<uint64_t>(*A) * static_cast<uint64_t>(*B));
  }
  return std::nullopt;
}

bool ThreadAlignment::checkCta0(const Inst &I, const Access &A, unsigned N) {
  // Every grid has CTA 0, a known one too (--grid-dim): the other stages
  // take a CTA-uniform product with a %ctaid factor as an opaque value in
  // every CTA, so a shape must not hide what CTA 0 shows.
  auto Fm = Aff.address(A.Addr);
  return Fm && checkCta0Form(I, A, *Fm, N, nullptr);
}

bool ThreadAlignment::checkCta0Form(const Inst &I, const Access &A, const AffineForm &Form,
                                    unsigned N, const CallAccess *CA) {
  const AffineForm *Fm = &Form;
  Congruence C = Congruence::constant(static_cast<uint64_t>(Fm->Const));
  bool Dropped = false;
  std::string Counters; // loop counters taken at their first trip's value
  // Terms of loop counters alone, with no %ctaid (a head counter h beside
  // the CTA's product in `(blockIdx.x * heads + h) * 155236`, which nvcc -G
  // computes as two terms): taken at their first trip's value too when
  // another term is 0 in CTA 0 (counters alone are checkFirstTrip's).
  llvm::SmallVector<std::pair<const AffineTerm *, std::pair<int64_t, std::string>>, 2> CounterOnly;
  for (const AffineTerm &T : Fm->Terms) {
    bool Zero = false;
    if (T.Atom.K == AffineAtom::Thread)
      Zero = T.Atom.Var == ThreadVar::CtaidX || T.Atom.Var == ThreadVar::CtaidY ||
             T.Atom.Var == ThreadVar::CtaidZ;
    else if (T.Atom.K == AffineAtom::UniformReg) {
      Zero = zeroInCta0(T.Atom.Reg);
      if (!Zero) {
        // Its value in CTA 0 on the loop's first trip (a row base
        // `(blockIdx.y + 1 + dy) * pitch` with dy from -1).
        // (Counters alone, with no %ctaid, are checkFirstTrip's.)
        std::string Cs;
        bool UsedCta = false;
        if (auto V = cta0FirstTrip(T.Atom.Reg, 0, Cs, UsedCta); V && !Cs.empty()) {
          if (UsedCta) {
            C = addCong(C, Congruence::constant(static_cast<uint64_t>(T.Coef * *V)));
            Counters += (Counters.empty() ? "" : ", ") + Cs;
            Dropped = true;
          } else {
            CounterOnly.push_back({&T, {*V, Cs}});
          }
          continue;
        }
      }
    }
    if (Zero) {
      Dropped = true;
      continue;
    }
    C = addCong(C, mulCong(Congruence::constant(static_cast<uint64_t>(T.Coef)),
                           Aff.atomCongruence(T.Atom, FA.Values)));
  }
  for (const auto &[T, VC] : CounterOnly) {
    if (Dropped) {
      C = addCong(C, Congruence::constant(static_cast<uint64_t>(T->Coef * VC.first)));
      if (Counters.find(VC.second) == std::string::npos)
        Counters += (Counters.empty() ? "" : ", ") + VC.second;
    } else {
      C = addCong(C, mulCong(Congruence::constant(static_cast<uint64_t>(T->Coef)),
                             Aff.atomCongruence(T->Atom, FA.Values)));
    }
  }
  if (!Dropped)
    return false;
  unsigned K = std::min<unsigned>(C.Bits, N);
  uint64_t Low = lowBits(C.Rem, K);
  if (!Low)
    return false;
  bool Assumed = C.Src == Congruence::Assumed;
  std::string Head =
      findingHead(I, A.What, N, CA);
  Diags.report(Assumed || !Counters.empty() ? DiagId::MisalignedAccessMaybe
                                            : DiagId::MisalignedAccess,
               CA ? I.S->Range : A.Addr->Range)
      << (Head + ", but the address " + Fm->str(FA.IR) + " is " + std::to_string(Low) + " modulo " + std::to_string(1ull << K) +
          " in every thread of CTA 0 (where the terms with a %ctaid factor are 0)" +
          (Counters.empty() ? std::string()
                            : " on the loop's first trip (where " + Counters + ")") +
          (Assumed ? " if the pointer parameter is 16-byte aligned" : "") + " (offset " +
          std::to_string(Low) + " from a " + std::to_string(1ull << K) + "-byte boundary)");
  if (CA)
    Diags.report(DiagId::NoteGeneric, CA->Op->Where->Range) << "the access in the called function";
  if (C.Origin)
    Diags.report(DiagId::NoteGeneric, C.Origin->Range)
        << (Assumed ? AssumedBaseNote : "the address is derived from this declaration's alignment");
  return true;
}

bool ThreadAlignment::checkFirstTrip(const Inst &I, const Access &A, unsigned N) {
  auto Fm = Aff.address(A.Addr);
  if (!Fm || Fm->hasThreadPart())
    return false;
  std::unique_ptr<ThreadFormula> TF;
  Congruence C = Congruence::constant(static_cast<uint64_t>(Fm->Const));
  std::string Counters;
  for (const AffineTerm &T : Fm->Terms) {
    if (T.Atom.K == AffineAtom::UniformReg && F().Regs.size() > T.Atom.Reg &&
        FA.Uni.reg(T.Atom.Reg) == Level::Uniform) {
      if (!TF)
        TF = std::make_unique<ThreadFormula>(F(), FA.Uni, FA.Values, FA.Ctx, FA.Shape);
      int Init = TF->firstIterationDef(T.Atom.Reg);
      if (Init >= 0) {
        const Inst &In = F().Insts[Init];
        std::optional<int64_t> V;
        if (In.opcode() == "mov" && In.S->Operands.size() == 2)
          V = FA.Values.constant(In.S->Operands[1]);
        if (V) {
          C = addCong(C, Congruence::constant(static_cast<uint64_t>(T.Coef * *V)));
          if (!Counters.empty())
            Counters += ", ";
          Counters += "'" + F().Regs[T.Atom.Reg].Name.str() + "' = " + std::to_string(*V);
          continue;
        }
      }
    }
    C = addCong(C, mulCong(Congruence::constant(static_cast<uint64_t>(T.Coef)),
                           Aff.atomCongruence(T.Atom, FA.Values)));
  }
  if (Counters.empty())
    return false;
  unsigned K = std::min<unsigned>(C.Bits, N);
  uint64_t Low = lowBits(C.Rem, K);
  if (!Low)
    return false;
  bool Assumed = C.Src == Congruence::Assumed;
  Diags.report(DiagId::MisalignedAccessMaybe, A.Addr->Range)
      << ("misaligned " + std::string(A.What) + ": '" + I.opcode().str() + "' needs a " +
          std::to_string(1ull << N) + "-byte aligned address, but the address " +
          Fm->str(FA.IR) + " is " + std::to_string(Low) + " modulo " + std::to_string(1ull << K) +
          " in every thread on the loop's first trip (where " + Counters + ")" +
          (Assumed ? " if the pointer parameter is 16-byte aligned" : "") + " (offset " +
          std::to_string(Low) + " from a " + std::to_string(1ull << K) + "-byte boundary)");
  if (C.Origin)
    Diags.report(DiagId::NoteGeneric, C.Origin->Range)
        << (Assumed ? AssumedBaseNote : "the address is derived from this declaration's alignment");
  return true;
}

/// Register \p X is read only by copies in one block H, which has no write
/// of X (nvcc -G's counter, copied at the loop header before its test), or
/// by its own step: the copies hold the trip's value wherever they are read
/// in that trip. H, or -1.
static int counterCopyBlock(FunctionIR &F, const ValueFacts &VF, unsigned X) {
  int H = -1;
  for (const Inst &I : F.Insts) {
    bool Reads = false;
    for (const RegRef &U : I.Uses)
      Reads |= U.Reg == X;
    if (!Reads)
      continue;
    bool Writes = false;
    for (const RegRef &D : I.Defs)
      Writes |= D.Reg == X;
    if (Writes)
      continue; // the step `add X, X, S`
    llvm::StringRef Op = I.opcode();
    if (I.isGuarded() || I.Defs.size() != 1 || (Op != "mov" && Op != "cvt") ||
        I.S->Operands.size() != 2)
      return -1;
    if (H >= 0 && static_cast<unsigned>(H) != I.Block)
      return -1;
    H = static_cast<int>(I.Block);
  }
  if (H < 0)
    return -1;
  // H is the loop's: it dominates the writes of X that are not constants
  // (the step on the back edge), and holds none.
  const DomTree &Dom = F.dominators();
  for (unsigned D : F.defsOf(X)) {
    const Inst &W = F.Insts[D];
    if (W.Block == static_cast<unsigned>(H))
      return -1;
    bool Const = W.opcode() == "mov" && W.S->Operands.size() == 2 &&
                 VF.constant(W.S->Operands[1]);
    if (!Const && !Dom.dominates(static_cast<unsigned>(H), W.Block))
      return -1;
  }
  return H;
}

bool ThreadAlignment::checkCounterTrips(unsigned Idx, const Access &A, unsigned N) {
  auto Fm = Aff.address(A.Addr);
  return Fm && checkCounterTripsForm(Idx, A, *Fm, N, nullptr);
}

bool ThreadAlignment::checkCounterTripsForm(unsigned Idx, const Access &A,
                                            const AffineForm &Form, unsigned N,
                                            const CallAccess *CA) {
  FunctionIR &F = FA.IR;
  const Inst &I = F.Insts[Idx];
  const AffineForm *Fm = &Form;
  if (!CD)
    CD = &FA.controlDeps();
  for (unsigned TI = 0; TI < Fm->Terms.size(); ++TI) {
    const AffineTerm &CT = Fm->Terms[TI];
    unsigned X = CT.Atom.Reg;
    if (CT.Atom.K != AffineAtom::UniformReg || X >= F.Regs.size() ||
        FA.Uni.reg(X) != Level::Uniform || F.defsOf(X).size() < 2 ||
        lowBits(static_cast<uint64_t>(CT.Coef), N) == 0)
      continue;
    auto [HIt, New] = CopyBlocks.try_emplace(X, -1);
    if (New)
      HIt->second = counterCopyBlock(F, FA.Values, X);
    int H = HIt->second;
    if (H < 0)
      continue;
    // The loop's test on a copy of X in H, controlling the access: the
    // counter's start, step and last value there (counterMax).
    for (const ControlLiteral &L : CD->of(I.Block)) {
      bool Want;
      int P = literalTest(F, L, Want);
      if (P < 0 || !FA.dominators().dominates(static_cast<unsigned>(H), F.Insts[L.Inst].Block) ||
          F.Insts[P].opcode() != "setp" || F.Insts[P].S->Operands.size() != 3)
        continue;
      const Expr *TestE = nullptr;
      for (unsigned K = 1; K <= 2 && !TestE; ++K)
        if (auto C = counterOf(F, F.Insts[P].S->Operands[K]); C && C->X == X)
          TestE = F.Insts[P].S->Operands[K];
      if (!TestE)
        continue;
      bool Certain = false;
      int64_t Init = 0, Step = 0;
      auto Max = counterMax(F, FA.Values, FA.dominators(), FA.PostDom, *CD, TestE, Idx, Certain,
                            &Init, &Step);
      if (!Max || Step <= 0)
        continue;
      int64_t Add = counterOf(F, TestE)->Add;
      int64_t First = Init - Add, Last = *Max - Add;
      // The rest of the address, the same on every trip.
      Congruence Rest = Congruence::constant(static_cast<uint64_t>(Fm->Const));
      for (unsigned K = 0; K < Fm->Terms.size(); ++K)
        if (K != TI)
          Rest = addCong(Rest, mulCong(Congruence::constant(static_cast<uint64_t>(
                                           Fm->Terms[K].Coef)),
                                       Aff.atomCongruence(Fm->Terms[K].Atom, FA.Values)));
      unsigned KBits = std::min<unsigned>(Rest.Bits, N);
      if (!KBits)
        break;
      // The first trip whose counter value leaves the address misaligned
      // (residues modulo 2^N repeat within 2^N trips).
      std::optional<int64_t> Bad;
      int64_t Trip = 0;
      uint64_t Low = 0;
      for (int64_t V = First; V <= Last && Trip < (1 << N); V += Step, ++Trip) {
        Low = lowBits(Rest.Rem + static_cast<uint64_t>(CT.Coef) * static_cast<uint64_t>(V), KBits);
        if (Low) {
          Bad = V;
          break;
        }
      }
      if (!Bad)
        break;
      // Some thread runs the access on that trip: its guard and controlling
      // branches with the counter at that value (a test of a parameter in the
      // loop, `if (s < ktiles)`, needs launches that pass it).
      ThreadFormula TF(F, FA.Uni, FA.Values, FA.Ctx, FA.Shape);
      TF.UseFirstIteration = false;
      TF.addThread(0);
      unsigned W = typeSizeBytes(F.Regs[X].Type) * 8;
      auto XT = TF.reg(X, 0);
      if (!W || W > 64 || !XT)
        break;
      TF.require("(= " + *XT + " " + bvLit(static_cast<uint64_t>(*Bad), W) + ")");
      bool AllKnown = true;
      if (!TF.requireRuns(I, 0, *CD, AllKnown))
        break; // which threads run it is unknown
      std::string QName = queryName("misaligned-access", F, Diags, I, "trip");
      smt::Result R = TF.solveMinimal(FA.Ctx.solver(), QName, 1, /*SmallUnknowns=*/true);
      if (!R.isSat())
        break;
      // Values the launch must have, other than the counter's.
      std::string Values;
      for (const std::string &U : TF.unknowns()) {
        if (U == F.Regs[X].Name)
          continue;
        Values += (Values.empty() ? "" : ", ") + U + " = " + std::to_string(R.Model.lookup(U));
      }
      bool Assumed = Rest.Src == Congruence::Assumed;
      // An error when every launch that enters the loop runs every trip and
      // the access on each, and the thread found needs no parameter values.
      bool Error = Certain && AllKnown && Values.empty() && !Assumed;
      std::string Name = "'" + F.Regs[X].Name.str() + "'";
      Witness Wt;
      for (unsigned D = 0; D < 3; ++D)
        Wt.Tid[D] = R.Model.lookup(ThreadFormula::tidName(D, 0));
      std::string Head =
          findingHead(I, A.What, N, CA);
      Diags.report(Error ? DiagId::MisalignedAccess : DiagId::MisalignedAccessMaybe,
                   CA ? I.S->Range : A.Addr->Range)
          << (Head + ", but the address " + Fm->str(F) + " is " + std::to_string(Low) +
              " modulo " +
              std::to_string(1ull << KBits) + " in every thread on trip " +
              std::to_string(Trip + 1) + " of the loop counting " + Name + " from " +
              std::to_string(First) + " to " + std::to_string(Last) + " by " +
              std::to_string(Step) + " (where " + Name + " = " + std::to_string(*Bad) +
              "), which thread " + Wt.describe() + " runs" +
              (Assumed ? " if the pointer parameter is 16-byte aligned" : "") + " (offset " +
              std::to_string(Low) + " from a " + std::to_string(1ull << KBits) +
              "-byte boundary)" + (Values.empty() ? "" : "; found by the SMT solver for " + Values) +
              (Certain ? "" : ", when the access runs on that trip"));
      if (CA)
        Diags.report(DiagId::NoteGeneric, CA->Op->Where->Range)
            << "the access in the called function";
      if (Rest.Origin)
        Diags.report(DiagId::NoteGeneric, Rest.Origin->Range)
            << (Assumed ? AssumedBaseNote
                        : "the address is derived from this declaration's alignment");
      return true;
      break;
    }
  }
  return false;
}

bool ThreadAlignment::check(unsigned Idx, const Access &A, unsigned N) {
  auto Fm = Aff.address(A.Addr);
  return Fm && checkForm(Idx, A, *Fm, N, nullptr);
}

bool ThreadAlignment::loadedIndexTerm(const AffineTerm &T, unsigned N) {
  FunctionIR &F = FA.IR;
  if ((T.Atom.K != AffineAtom::VaryingReg && T.Atom.K != AffineAtom::UniformReg) ||
      T.Atom.Reg >= F.Regs.size() || T.Coef == 1 || T.Coef == -1 || T.Coef == 0)
    return false;
  Congruence C = mulCong(Congruence::constant(static_cast<uint64_t>(T.Coef)),
                         Aff.atomCongruence(T.Atom, FA.Values));
  if (C.Bits >= N && lowBits(C.Rem, N) == 0)
    return false;
  int D = T.Atom.Def >= 0 ? T.Atom.Def : F.uniqueDef(T.Atom.Reg);
  if (D < 0)
    return false;
  const Inst &L = F.Insts[D];
  if (!(L.opcode() == "ld" || L.opcode() == "ldu") || L.S->Guard || L.Defs.size() != 1 ||
      L.hasMod(".param") || L.hasMod(".local") || L.S->Operands.size() != 2 ||
      L.S->Operands[1]->K != Expr::Address)
    return false;
  // A generic load from the local depot is a stack slot whose value the
  // forms could not follow, not data.
  if (!L.hasMod(".global") && !L.hasMod(".shared") && !L.hasMod(".const") &&
      !F.Depot.empty() && F.depot().isDepotAddress(L.S->Operands[1]))
    return false;
  return true;
}

void ThreadAlignment::requireZeroedLoads(ThreadFormula &TF, unsigned K, unsigned N) {
  if (!ZeroedLoads)
    return;
  for (const AffineAtom &At : *ZeroedLoads)
    if (auto T = TF.atom(At, K))
      TF.require(app("=", "((_ extract " + std::to_string(N - 1) + " 0) " + *T + ")",
                     bvLit(0, N)));
}

bool ThreadAlignment::checkLoadedIndex(unsigned Idx, const Access &A, unsigned N) {
  auto Fm = Aff.address(A.Addr);
  return Fm && checkLoadedIndexForm(Idx, A, *Fm, N, nullptr);
}

bool ThreadAlignment::checkLoadedIndexForm(unsigned Idx, const Access &A,
                                           const AffineForm &Form, unsigned N,
                                           const CallAccess *CA) {
  FunctionIR &F = FA.IR;
  const AffineForm *Fm = &Form;
  if (!N)
    return false;
  llvm::SmallVector<AffineAtom, 2> Zeroed;
  std::string Names;
  AffineForm Z = *Fm;
  Z.Terms.clear();
  for (const AffineTerm &T : Fm->Terms) {
    if (loadedIndexTerm(T, N)) {
      if (!llvm::any_of(Zeroed, [&](const AffineAtom &O) { return O.sameAs(T.Atom); })) {
        Zeroed.push_back(T.Atom);
        Names += (Names.empty() ? "'" : ", '") + F.Regs[T.Atom.Reg].Name.str() + "'";
      }
      continue;
    }
    Z.Terms.push_back(T);
  }
  if (Zeroed.empty())
    return false;
  ZeroedLoads = &Zeroed;
  ZeroedNames = Names;
  bool Found = false;
  Congruence C = formCongruence(Z);
  unsigned K = std::min<unsigned>(C.Bits, N);
  uint64_t Low = lowBits(C.Rem, K);
  const Inst &I = F.Insts[Idx];
  if (Low) {
    // Misaligned in every thread that runs the access with those indices:
    // ask for one that does (its conditions encoded, none on loaded data
    // in the threads, the indices constrained where a condition reads them).
    if (!CD)
      CD = &FA.controlDeps();
    ThreadFormula TF(F, FA.Uni, FA.Values, FA.Ctx, FA.Shape);
    TF.FirstTrips = true;
    TF.addThread(0);
    bool AllKnown = true;
    if (TF.requireRuns(I, 0, *CD, AllKnown)) {
      requireZeroedLoads(TF, 0, N);
      std::string Name = queryName("misaligned-access", F, Diags, I, "loaded-index");
      if (TF.solveMinimal(FA.Ctx.solver(), Name, 1).isSat()) {
        bool Assumed = C.Src == Congruence::Assumed;
        std::string Head =
            findingHead(I, A.What, N, CA);
        Diags.report(DiagId::MisalignedAccessMaybe, CA ? I.S->Range : A.Addr->Range)
            << (Head + ", but the address " + Fm->str(F) + " is " + std::to_string(Low) +
                " modulo " + std::to_string(1ull << K) + " in every thread that runs it when the loaded " +
                (Zeroed.size() > 1 ? "indices " : "index ") + Names + " " +
                (Zeroed.size() > 1 ? "are" : "is") + " 0 (the first record)" +
                (Assumed ? " if the pointer parameter is 16-byte aligned" : "") + " (offset " +
                std::to_string(Low) + " from a " + std::to_string(1ull << K) +
                "-byte boundary)");
        if (CA)
          Diags.report(DiagId::NoteGeneric, CA->Op->Where->Range)
              << "the access in the called function";
        if (C.Origin)
          Diags.report(DiagId::NoteGeneric, C.Origin->Range)
              << (Assumed ? AssumedBaseNote
                          : "the address is derived from this declaration's alignment");
        Found = true;
      }
    }
  } else if (Z.hasThreadPart() && Aff.threadPart(Z, FA.Values).Bits < N) {
    Found = checkForm(Idx, A, Z, N, CA);
  }
  ZeroedLoads = nullptr;
  ZeroedNames.clear();
  return Found;
}

bool ThreadAlignment::checkCall(unsigned Idx, const AffineForm &Fm, const CallAccess &CA,
                                unsigned N) {
  return checkForm(Idx, Access{nullptr, 1ull << N, "access"}, Fm, N, &CA);
}

bool ThreadAlignment::checkForm(unsigned Idx, const Access &A, const AffineForm &Form,
                                unsigned N, const CallAccess *CA) {
  FunctionIR &F = FA.IR;
  const Inst &I = F.Insts[Idx];
  const AffineForm *Fm = &Form;
  if (!Fm->hasThreadPart())
    return false;
  // The thread part known modulo the alignment: no thread differs.
  Congruence T = Aff.threadPart(*Fm, FA.Values);
  if (T.Bits >= N)
    return false;
  Congruence U = Aff.uniformPart(*Fm, FA.Values);
  // Without a known grid the first round asks about CTA 0, where a uniform
  // term with a %ctaid factor is 0 (a warp-per-row base `4098 *
  // (blockIdx.x * (blockDim.x / 32))`, unknown modulo 16 in other CTAs):
  // the uniform part there, when that knows more bits.
  // (A known grid has CTA 0 too.)
  Congruence U0 = U;
  {
    AffineForm Z = *Fm;
    bool Dropped = false;
    Z.Terms.clear();
    for (const AffineTerm &Tm : Fm->Terms) {
      if (Tm.Atom.K == AffineAtom::UniformReg && zeroInCta0(Tm.Atom.Reg)) {
        Dropped = true;
        continue;
      }
      Z.Terms.push_back(Tm);
    }
    if (Dropped) {
      Congruence UZ = Aff.uniformPart(Z, FA.Values);
      if (UZ.Bits > U.Bits)
        U0 = UZ;
    }
  }

  Level GuardLevel = I.Guard >= 0 ? FA.Uni.reg(I.Guard) : Level::Uniform;
  bool Varying = GuardLevel != Level::Uniform;
  if (!Varying && FA.Uni.controlLevel(I.Block) != Level::Uniform)
    Varying = true;
  // Every launch runs the access in every thread: no guard, and the block
  // post-dominates the entry.
  bool EveryLaunch = I.Guard < 0 && FA.PostDom.dominates(I.Block, 0);
  bool Closed = !Varying && Fm->threadPartIsPure();

  // Queries in order of strength: one thread misaligned from declarations;
  // two threads that cannot both be aligned (no assumption about the base);
  // one thread misaligned if the pointer parameter has the assumed alignment.
  struct Q {
    bool One;
    unsigned Bits;
  };
  llvm::SmallVector<Q, 3> Qs;
  auto Queries = [&](const Congruence &UR) {
    unsigned M = std::min<unsigned>(UR.Bits, N);
    Qs.clear();
    if (M && UR.Src == Congruence::Declared)
      Qs.push_back({true, M});
    Qs.push_back({false, N});
    if (M && UR.Src == Congruence::Assumed)
      Qs.push_back({true, M});
  };
  bool HasLane = false, HasTidX = false;
  for (const AffineTerm &T : Fm->Terms)
    if (T.Atom.K == AffineAtom::Thread) {
      HasLane |= T.Atom.Var == ThreadVar::LaneId;
      HasTidX |= T.Atom.Var == ThreadVar::TidX;
    }
  if (HasLane && HasTidX)
    Closed = false; // correlated thread ids: the solver relates them
  // Without a known grid the queries ask about CTA 0, which every launch
  // has; an address that moves with %ctaid (`recs + 40 * blockIdx.x`) is
  // then asked again about CTAs 0 and 1 (a warning: it needs a launch of
  // more than one CTA).
  bool HasCta = false;
  for (const AffineTerm &T : Fm->Terms)
    HasCta |= T.Atom.K == AffineAtom::Thread &&
              (T.Atom.Var == ThreadVar::CtaidX || T.Atom.Var == ThreadVar::CtaidY ||
               T.Atom.Var == ThreadVar::CtaidZ);
  for (unsigned Round = 0; Round < 2; ++Round) {
    SecondCta = Round == 1;
    if (SecondCta && (FA.Shape.GridKnown || !HasCta))
      break;
    const Congruence &UR = SecondCta ? U : U0;
    Queries(UR);
    for (const Q &Qu : Qs) {
      std::optional<Finding> Fd;
      if (Closed) {
        Fd = closedForm(*Fm, UR, N, Qu.One, Qu.Bits);
      } else {
        bool Aborted = false;
        Fd = solve(Idx, *Fm, UR, N, Qu.One, Qu.Bits, Aborted);
        if (Aborted) {
          SecondCta = false;
          // The solver could not encode an atom: an induction register
          // with a non-affine start may still be its start plus its steps
          // (a row counter a remainder loop stepped before this loop's
          // pointer starts from it). Asked once, for accesses in this
          // function.
          if (!CA && A.Addr && !WrittenStartsRetry && !ZeroedLoads) {
            AffineForms Alt(F, FA.Ctx, FA.Uni, FA.Shape);
            Alt.setWrittenStarts(true);
            Alt.setUseSite(static_cast<int>(Idx));
            if (auto AF = Alt.address(A.Addr); AF && AF->str(F) != Fm->str(F)) {
              WrittenStartsRetry = true;
              bool Found = checkForm(Idx, A, *AF, N, nullptr);
              WrittenStartsRetry = false;
              return Found;
            }
          }
          return false; // the threads that run it are unknown: ask nothing more
        }
      }
      if (Fd) {
        SecondCta = false;
        InCta0 = !SecondCta && U0.Bits != U.Bits;
        report(I, A, *Fm, UR, N, *Fd, Fd->Solver ? Fd->AllControlKnown : EveryLaunch, CA);
        InCta0 = false;
        return true;
      }
    }
  }
  SecondCta = false;
  return false;
}

void ThreadAlignment::report(const Inst &I, const Access &A, const AffineForm &Fm,
                             const Congruence &U, unsigned N, const Finding &Fd,
                             bool EveryLaunch, const CallAccess *CA) {
  FunctionIR &F = FA.IR;
  uint64_t Align = 1ull << N;
  std::string Msg = findingHead(I, A.What, N, CA) + ", but the address " + Fm.str(F) + " ";
  bool Assumed = false;
  if (Fd.K == Finding::OneThread) {
    uint64_t Mod = 1ull << Fd.Bits;
    uint64_t R = lowBits(Fd.W[0].Offset + U.Rem, Fd.Bits);
    Assumed = U.Src == Congruence::Assumed;
    Msg += "is " + std::to_string(R) + " modulo " + std::to_string(Mod) + " in thread " +
           Fd.W[0].describe() + (Assumed ? " if the pointer parameter is 16-byte aligned" : "") +
           " (offset " + std::to_string(R) + " from a " + std::to_string(Mod) +
           "-byte boundary)";
  } else {
    uint64_t D = lowBits(Fd.W[1].Offset - Fd.W[0].Offset, N);
    Msg += "differs by " + std::to_string(D) + " modulo " + std::to_string(Align) +
           " between thread " + Fd.W[0].describe() + " and thread " + Fd.W[1].describe() +
           ", so one of them is misaligned whatever the base address";
    if (U.Bits >= N) {
      unsigned Which = lowBits(Fd.W[0].Offset + U.Rem, N) ? 0 : 1;
      uint64_t R = lowBits(Fd.W[Which].Offset + U.Rem, N);
      bool BaseAssumed = U.Src == Congruence::Assumed;
      Msg += " (thread " + Fd.W[Which].describe() + " is at offset " + std::to_string(R) +
             " from a " + std::to_string(Align) + "-byte boundary" +
             (BaseAssumed ? " if the pointer parameter is 16-byte aligned" : "") + ")";
    }
  }
  if (InCta0)
    Msg += " in CTA 0 (where the terms with a %ctaid factor are 0)";
  if (ZeroedLoads)
    Msg += std::string(" when the loaded ") + (ZeroedLoads->size() > 1 ? "indices " : "index ") +
           ZeroedNames + (ZeroedLoads->size() > 1 ? " are" : " is") + " 0 (the first record)";
  if (Fd.NeedsValues)
    Msg += "; found by the SMT solver for " + Fd.Unknowns;
  else if (Fd.Solver)
    Msg += "; found by the SMT solver";
  if (!EveryLaunch)
    Msg += ", when the access runs";
  if (Fd.SecondCta)
    Msg += " (in a launch of more than one CTA)";
  bool Error = EveryLaunch && !Assumed && !Fd.NeedsValues && !Fd.SecondCta && !ZeroedLoads;
  Diags.report(Error ? DiagId::MisalignedAccess : DiagId::MisalignedAccessMaybe,
               CA ? I.S->Range : A.Addr->Range)
      << Msg;
  if (CA)
    Diags.report(DiagId::NoteGeneric, CA->Op->Where->Range) << "the access in the called function";
  if (Fd.K == Finding::OneThread && U.Origin)
    Diags.report(DiagId::NoteGeneric, U.Origin->Range)
        << (Assumed ? AssumedBaseNote
                    : "the address is derived from this declaration's alignment");
}
} // namespace

/// Accesses an out-of-line helper makes on every call through a pointer it
/// takes as a parameter (nvcc -G keeps `__half2::operator=`, vector
/// constructors, ... out of line): the address is this call's argument, or
/// (nvcc -O3's `__noinline__` helpers reading `p[i]`) the pointer argument
/// plus index arguments times constants. Reported at the call, with a note
/// at the access: first what the congruence of the address proves for every
/// thread (stage 1), then, as for an access in this function, the threads
/// with the address's affine form (stage 2).
static void checkCallAccesses(FunctionAnalyses &FA, DiagnosticEngine &Diags, unsigned Idx,
                              std::unique_ptr<ThreadAlignment> &Stage2) {
  FunctionIR &F = FA.IR;
  const Inst &I = F.Insts[Idx];
  CallBinding B = bindCall(FA.Ctx, F, Idx);
  const CalleeSummary &S = callSummary(FA.Ctx, F, B);
  for (const CalleeOp &Op : S.Ops) {
    if (Op.K != CalleeOp::Access || !Op.Operand)
      continue;
    const CallBinding::Piece *A = B.arg(Op.Operand->Param, Op.Operand->Off);
    if (!A)
      continue;
    // The address at this call: the base argument plus the constant plus
    // each index argument times its scale (`p + 4*i`).
    llvm::SmallVector<std::pair<const CallBinding::Piece *, int64_t>, 1> Index;
    for (const CalleeOp::ScaledParam &T : Op.Index)
      if (const CallBinding::Piece *P = B.arg(T.Param, T.Off); P && P->Value->K != Expr::Vector)
        Index.push_back({P, T.Scale});
    if (Index.size() != Op.Index.size())
      continue;
    Congruence C = addCong(FA.Values.expr(A->Value),
                           Congruence::constant(static_cast<uint64_t>(Op.Operand->Add)));
    for (auto [P, Scale] : Index)
      C = addCong(C, mulCong(Congruence::constant(static_cast<uint64_t>(Scale)),
                             FA.Values.expr(P->Value)));
    unsigned Need = 0;
    while ((1ull << Need) < Op.Align)
      ++Need;
    // The address's affine form (stage 2), and its congruence where that
    // knows more (terms of one thread id through two arguments).
    auto Form = [&]() -> std::optional<AffineForm> {
      if (!Stage2)
        Stage2 = std::make_unique<ThreadAlignment>(FA, Diags);
      Stage2->forms().setUseSite(static_cast<int>(Idx));
      auto Fm = Stage2->forms().expr(A->Value);
      if (!Fm)
        return std::nullopt;
      Fm->add(AffineForm::constant(Op.Operand->Add));
      for (auto [P, Scale] : Index) {
        auto Ix = Stage2->forms().expr(P->Value);
        if (!Ix)
          return std::nullopt;
        Fm->add(*Ix, Scale);
      }
      return Fm;
    };
    if (!Index.empty() && C.Bits < Need && (1ull << Need) == Op.Align)
      if (auto Fm = Form()) {
        Congruence AC = Stage2->formCongruence(*Fm);
        if (AC.Bits > C.Bits)
          C = AC;
      }
    unsigned K = std::min<unsigned>(C.Bits, Need);
    uint64_t Low = C.Rem & ((1ull << K) - 1);
    if (!Low) {
      // Not misaligned in every thread: ask about the threads (stage 2)
      // with the argument's affine form, as for an access in this function.
      if (C.Bits >= Need || (1ull << Need) != Op.Align)
        continue;
      auto Fm = Form();
      if (!Fm)
        continue;
      // Every launch has CTA 0, as for an access in this function
      // (checkCta0): nvcc -G's out-of-line float2 atomicAdd at
      // `c + 4 * (blockIdx.y * ldc + 2 * t + 1)`.
      CallAccess CA{B.CalleeName, &Op};
      if (Stage2->checkCta0Form(I, Access{nullptr, Op.Align, "access"}, *Fm, Need, &CA) ||
          Stage2->checkCounterTripsForm(Idx, Access{nullptr, Op.Align, "access"}, *Fm, Need,
                                        &CA) ||
          Stage2->checkCall(Idx, *Fm, CA, Need) ||
          Stage2->checkLoadedIndexForm(Idx, Access{nullptr, Op.Align, "access"}, *Fm, Need,
                                       &CA))
        return; // one finding per call
      continue;
    }
    bool Assumed = C.Src == Congruence::Assumed;
    std::string Fact =
        C.isConstant() ? "is " + std::to_string(C.Rem)
                       : "is " + std::to_string(C.Rem & ((1ull << std::min<unsigned>(C.Bits, 63)) - 1)) +
                             " modulo " + std::to_string(1ull << std::min<unsigned>(C.Bits, 63));
    Diags.report(Assumed ? DiagId::MisalignedAccessMaybe : DiagId::MisalignedAccess, I.S->Range)
        << ("misaligned access: '" + B.CalleeName.str() + "', called here, executes '" +
            Op.What + "', which needs a " + std::to_string(Op.Align) +
            "-byte aligned address, through " + operandText(Op, /*WithAdd=*/true) +
            ", but the address " + Fact +
            (Assumed ? " if the pointer parameter is 16-byte aligned" : "") + " (offset " +
            std::to_string(Low) + " from a " + std::to_string(1ull << K) + "-byte boundary)");
    Diags.report(DiagId::NoteGeneric, Op.Where->Range) << "the access in the called function";
    if (C.Origin)
      Diags.report(DiagId::NoteGeneric, C.Origin->Range)
          << (Assumed ? AssumedBaseNote
                      : "the address is derived from this declaration's alignment");
    return; // one finding per call
  }
}

void ptx::checkAlignment(FunctionAnalyses &FA, DiagnosticEngine &Diags) {
  FunctionIR &F = FA.IR;
  llvm::SmallVector<Access, 2> Accs;
  std::unique_ptr<ThreadAlignment> Stage2;
  for (unsigned Idx = 0; Idx < F.Insts.size(); ++Idx) {
    const Inst &I = F.Insts[Idx];
    if (!F.Blocks[I.Block].Reachable)
      continue;
    if (I.Kind == InstKind::Call) {
      checkCallAccesses(FA, Diags, Idx, Stage2);
      continue;
    }
    Accs.clear();
    memoryAccesses(I, [&](const Expr *E) { return FA.Values.constant(E); }, Accs);
    for (const Access &A : Accs) {
      Congruence C = FA.Values.address(A.Addr);
      unsigned Need = 0;
      while ((1ull << Need) < A.Align)
        ++Need;
      // Not proven aligned: a run-time alignment test around it may be.
      if ((C.Bits < Need || lowBits(C.Rem, Need)) && (1ull << Need) == A.Align) {
        if (!Stage2)
          Stage2 = std::make_unique<ThreadAlignment>(FA, Diags);
        Stage2->forms().setUseSite(static_cast<int>(Idx));
        if (Stage2->guardedAligned(Idx, A, Need))
          continue;
      }
      if (C.Bits < Need && (1ull << Need) == A.Align) {
        if (!Stage2)
          Stage2 = std::make_unique<ThreadAlignment>(FA, Diags);
        Congruence AC = Stage2->affineCongruence(A);
        if (AC.Bits > C.Bits)
          C = AC;
      }
      unsigned K = std::min<unsigned>(C.Bits, Need);
      uint64_t Low = C.Rem & ((1ull << K) - 1);
      if (!Low) {
        // Not misaligned in every thread; aligned in every thread when the
        // congruence covers the alignment. Otherwise ask about the threads.
        if (C.Bits < Need && (1ull << Need) == A.Align && !Stage2->checkCta0(I, A, Need) &&
            !Stage2->checkCounterTrips(Idx, A, Need) && !Stage2->checkFirstTrip(I, A, Need) &&
            !Stage2->check(Idx, A, Need))
          Stage2->checkLoadedIndex(Idx, A, Need);
        continue;
      }
      std::string Fact =
          C.isConstant() ? "is " + std::to_string(C.Rem)
                         : "is " + std::to_string(C.Rem & ((1ull << std::min<unsigned>(C.Bits, 63)) - 1)) +
                               " modulo " + std::to_string(1ull << std::min<unsigned>(C.Bits, 63));
      bool Assumed = C.Src == Congruence::Assumed;
      Diags.report(Assumed ? DiagId::MisalignedAccessMaybe : DiagId::MisalignedAccess,
                   A.Addr->Range)
          << ("misaligned " + std::string(A.What) + ": '" + I.opcode().str() +
              "' needs a " + std::to_string(A.Align) + "-byte aligned address, but the address " +
              Fact + (Assumed ? " if the pointer parameter is 16-byte aligned" : "") +
              " (offset " + std::to_string(Low) + " from a " + std::to_string(1ull << K) +
              "-byte boundary)");
      if (C.Origin)
        Diags.report(DiagId::NoteGeneric, C.Origin->Range)
            << (Assumed ? AssumedBaseNote
                        : "the address is derived from this declaration's alignment");
    }
  }
}
