//===- Barriers.cpp - barrier-divergence and barrier-misuse ---------------===//
//
// barrier-divergence: a CTA barrier (bar.sync, barrier.sync, bar.red, with or
// without .aligned, or a call to a function that executes one; also a
// cluster barrier's barrier.cluster.arrive, which every thread of every CTA
// of the cluster must make) inside the region of a branch (or guarded exit) whose
// condition differs between warps or threads, so some threads of the CTA
// skip it or reach it a different number of times (PTX ISA 9.7.13.1); and an
// `.aligned` warp-collective (bar.sync, *.sync.aligned, wmma, mma,
// ldmatrix, ...) under a branch that differs between the lanes of a warp.
// An error when a simulated warp proves it (a witness thread that reaches the
// barrier and one that does not); a warning when the divergence depends on
// values the analysis cannot evaluate (parameters, loaded data).
//
// barrier-misuse: barrier ids above 15 (constant, a loop counter, or computed
// from the thread ids and evaluated for every thread of a known block),
// thread counts that are not a multiple of the warp size, exceed the block,
// or are smaller than the block when every thread executes the barrier,
// bar.arrive/bar.sync pairs on one id with different counts (and bar.sync
// pairs in the two arms of a thread-dependent branch), one id used for
// the whole CTA and for a subset, and bar.arrive on an id nothing waits on.
// The rules that count arrivals per id across instructions are in
// BarrierCounts.cpp; ids and counts read from loop counters are evaluated by
// LoopCounters.cpp. The cluster barrier's arrive/wait order (barrier-misuse)
// and cluster arrivals under conditions that differ between the CTAs of a
// cluster (barrier-divergence) are in ClusterBarrierOrder.cpp.
//
//===----------------------------------------------------------------------===//
#include "analyses/ControlDeps.h"
#include "analyses/Interproc.h"
#include "analyses/ObjectFields.h"
#include "analyses/PointeeFields.h"
#include "analyses/ThreadFormula.h"
#include "checkers/CheckerContext.h"
#include "checkers/LoopCounters.h"
#include "llvm/ADT/DenseSet.h"
#include <map>

using namespace ptx;

namespace ptx {
/// barrier-misuse for the cluster barrier: a barrier.cluster.wait with no
/// arrive before it, or an arrive after an arrive with no wait between, on
/// some path of a kernel (ClusterBarrierOrder.cpp). Declared here, its one
/// caller, rather than in CheckerContext.h.
void checkClusterBarrierOrder(FunctionAnalyses &FA, DiagnosticEngine &D);
} // namespace ptx

void ptx::barrierOperands(const Inst &I, const Expr *&Id, const Expr *&Count) {
  Id = Count = nullptr;
  auto Ops = I.S->Operands;
  if (I.hasMod(".red")) {
    // bar.red.op.type d, a{, b}, {!}c
    if (Ops.size() >= 3)
      Id = Ops[1];
    if (Ops.size() >= 4)
      Count = Ops[2];
    return;
  }
  if (!Ops.empty())
    Id = Ops[0];
  if (Ops.size() >= 2)
    Count = Ops[1];
}

const Function *ptx::calleeOf(const AnalysisContext &Ctx, const Inst &I) {
  for (const Expr *E : I.S->Operands)
    if (E->K == Expr::Symbol)
      return Ctx.calledFunction(*E);
  return nullptr;
}


namespace {

/// True when \p Fn (or what it calls) may wait on a barrier: a bar.sync,
/// barrier.sync or bar.red of any id, or a call it cannot see into.
bool mayWaitOnBarrier(const AnalysisContext &Ctx, const Function *Fn, unsigned Depth) {
  if (!Fn || !Fn->Body || Depth > 3)
    return true;
  const FunctionIR &IR = Ctx.calleeShape(*Fn);
  for (const Inst &I : IR.Insts)
    if (I.Kind == InstKind::CtaBarrier ||
        (I.Kind == InstKind::Call && mayWaitOnBarrier(Ctx, calleeOf(Ctx, I), Depth + 1)))
      return true;
  return false;
}

/// True when calling \p Fn executes an instruction \p Is holds for on some
/// path, in Fn or in a function it calls (up to three calls deep).
template <typename Pred>
bool callsSome(const AnalysisContext &Ctx, const Function *Fn, unsigned Depth,
               llvm::StringMap<bool> &Cache, Pred Is) {
  if (!Fn || !Fn->Body || Fn->IsEntry || Depth > 3)
    return false;
  auto [It, New] = Cache.try_emplace(Fn->Name.Text, false);
  if (!New)
    return It->second;
  const FunctionIR &IR = Ctx.calleeShape(*Fn);
  bool Found = false;
  for (const Inst &I : IR.Insts) {
    if (Is(I))
      Found = true;
    else if (I.Kind == InstKind::Call)
      Found = callsSome(Ctx, calleeOf(Ctx, I), Depth + 1, Cache, Is);
    if (Found)
      break;
  }
  Cache[Fn->Name.Text] = Found;
  return Found;
}

/// True when calling \p Fn executes a CTA-wide barrier (no thread count) on
/// some path: nvcc -G keeps cooperative_groups' block.sync() out of line.
bool callsCtaBarrier(const AnalysisContext &Ctx, const Function *Fn, unsigned Depth,
                     llvm::StringMap<bool> &Cache) {
  return callsSome(Ctx, Fn, Depth, Cache, [](const Inst &I) {
    if (I.Kind != InstKind::CtaBarrier)
      return false;
    const Expr *IdE, *CountE;
    barrierOperands(I, IdE, CountE);
    return CountE == nullptr;
  });
}

/// True when calling \p Fn executes `barrier.cluster.arrive` on some path:
/// nvcc -G keeps cooperative_groups' cluster.sync() out of line (a call of
/// `__cluster_barrier_arrive`, then one of `__cluster_barrier_wait`).
bool callsClusterArrive(const AnalysisContext &Ctx, const Function *Fn, unsigned Depth,
                        llvm::StringMap<bool> &Cache) {
  return callsSome(Ctx, Fn, Depth, Cache, isClusterArrive);
}

/// The warp-collective `.aligned` instruction (wmma, mma.sync, ldmatrix,
/// `*.sync.aligned`) that a call of \p Fn executes on every call, unguarded,
/// in Fn or in a function it calls that way (nvcc -G keeps
/// nvcuda::wmma::load_matrix_sync out of line); nullptr if none.
const InstrStmt *callsAlignedCollective(const AnalysisContext &Ctx, const Function *Fn,
                                        unsigned Depth,
                                        llvm::DenseMap<const Function *, const InstrStmt *> &Cache) {
  if (!Fn || !Fn->Body || Fn->IsEntry || Depth > 3)
    return nullptr;
  auto [It, New] = Cache.try_emplace(Fn, nullptr);
  if (!New)
    return It->second;
  FunctionIR &IR = Ctx.calleeIR(*Fn);
  if (IR.RPO.empty())
    return nullptr;
  const DomTree &PDT = Ctx.calleePostDom(*Fn);
  const InstrStmt *Found = nullptr;
  for (const Inst &I : IR.Insts) {
    if (I.Guard >= 0 || !IR.Blocks[I.Block].Reachable || !PDT.dominates(I.Block, 0))
      continue; // not on every call
    if (I.Kind != InstKind::CtaBarrier && I.Kind != InstKind::Call && isAlignedCollective(I))
      Found = I.S;
    else if (I.Kind == InstKind::Call)
      Found = callsAlignedCollective(Ctx, calleeOf(Ctx, I), Depth + 1, Cache);
    if (Found)
      break;
  }
  Cache[Fn] = Found;
  return Found;
}

} // namespace

/// Register \p R is computed, by arithmetic alone, from the value of a
/// kernel parameter (an element count) and no `%ntid` (a count derived from
/// the block size is the launch's to keep whole).
static bool fromSizeParam(FunctionIR &F, unsigned R, unsigned Depth, bool &Ntid) {
  if (Depth > 12)
    return false;
  int D = F.uniqueDef(R);
  if (D < 0)
    return false;
  const Inst &I = F.Insts[D];
  llvm::StringRef Op = I.opcode();
  if (Op == "ld")
    return I.hasMod(".param") && F.F.IsEntry;
  static const char *const Arith[] = {"mov", "cvt", "add", "sub", "mul", "mad", "min", "max",
                                      "shl", "shr", "and", "or", "div", "rem", "neg"};
  if (!llvm::is_contained(Arith, Op))
    return false;
  bool Any = false;
  for (const Expr *E : llvm::drop_begin(I.S->Operands)) {
    auto [N, Sel, Dim] = splitSpecialReg(*E);
    if (N == "%ntid")
      Ntid = true;
    if (E->K != Expr::Symbol)
      continue;
    if (auto U = F.lookupReg(E->Name))
      Any |= fromSizeParam(F, *U, Depth + 1, Ntid);
  }
  return Any;
}

/// The two operands of the `min` that defines \p R, each with the
/// instruction to read it at: an unguarded `min` instruction, or the result
/// of a call of an out-of-line helper that returns `min` of two of its
/// parameters (nvcc -G's CUDA `min(int, int)`), its operands then the
/// call's arguments (or the helper's constants).
static bool minOperands(const AnalysisContext &Ctx, FunctionIR &F, unsigned R,
                        std::array<const Expr *, 2> &Ops) {
  int D = F.uniqueDef(R);
  if (D < 0 || F.Insts[D].isGuarded())
    return false;
  const InstrStmt &S = *F.Insts[D].S;
  if (F.Insts[D].opcode() == "min") {
    if (S.Operands.size() != 3)
      return false;
    Ops = {S.Operands[1], S.Operands[2]};
    return true;
  }
  unsigned Ret;
  int64_t Off;
  auto C = callOfResult(F, static_cast<unsigned>(D), Ret, Off);
  if (!C || Ret || Off)
    return false;
  CallBinding B = bindCall(Ctx, F, *C);
  if (!B.Callee || !B.Callee->Body || B.Callee->IsEntry)
    return false;
  FunctionIR &CIR = Ctx.calleeIR(*B.Callee);
  int Op = minMaxHelperOp(CIR);
  if (Op < 0 || CIR.Insts[Op].opcode() != "min")
    return false;
  for (unsigned K = 0; K < 2; ++K) {
    const Expr *E = CIR.Insts[Op].S->Operands[K + 1];
    if (evalConstExpr(E)) {
      Ops[K] = E;
      continue;
    }
    auto P = asParam(CIR, traceCopies(CIR, Ctx, E, static_cast<unsigned>(Op)));
    const CallBinding::Piece *A = P && !P->Off && !P->Add ? B.arg(P->Param, 0) : nullptr;
    if (!A)
      return false;
    Ops[K] = A->Value;
  }
  return true;
}

/// A thread count `min(C, V)` (also with the operands swapped) with C a
/// positive multiple of the warp size and V a value computed from a kernel
/// parameter that is not known to be a multiple of 32: the number of
/// threads in range of a tail block (`min(128, n - blockIdx.x * 128)`).
static bool clampedToSize(FunctionAnalyses &FA, const Expr *CountE) {
  FunctionIR &F = FA.IR;
  const ValueFacts &Values = FA.Values;
  if (!CountE || CountE->K != Expr::Symbol)
    return false;
  auto R = F.lookupReg(CountE->Name);
  std::array<const Expr *, 2> Ops;
  if (!R || !minOperands(FA.Ctx, F, *R, Ops))
    return false;
  for (unsigned K = 0; K < 2; ++K) {
    auto C = Values.constant(Ops[K]);
    const Expr *V = Ops[1 - K];
    if (!C || static_cast<int64_t>(*C) <= 0 || *C % 32 != 0 || V->K != Expr::Symbol)
      continue;
    auto VR = F.lookupReg(V->Name);
    if (!VR)
      continue;
    const Congruence &Cg = Values.reg(*VR);
    if (Cg.Bits >= 5 && Cg.Rem % 32 == 0)
      continue; // rounded to whole warps
    bool Ntid = false;
    if (fromSizeParam(F, *VR, 0, Ntid) && !Ntid)
      return true;
  }
  return false;
}


/// The register operand \p E is a copy (mov, integer cvt) of `%tid.x`.
static bool isTidX(FunctionIR &F, const Expr *E) {
  for (unsigned Depth = 0; E && Depth < 8; ++Depth) {
    auto [N, Sel, Dim] = splitSpecialReg(*E);
    if (N == "%tid")
      return Dim == 0;
    if (E->K != Expr::Symbol)
      return false;
    auto R = F.lookupReg(E->Name);
    int D = R ? F.uniqueDef(*R) : -1;
    if (D < 0 || F.Insts[D].isGuarded() || F.Insts[D].S->Operands.size() != 2 ||
        (F.Insts[D].opcode() != "mov" && F.Insts[D].opcode() != "cvt"))
      return false;
    E = F.Insts[D].S->Operands[1];
  }
  return false;
}

/// A thread count \p CountE computed from a kernel parameter and not known
/// to be a multiple of the warp size (`bar.sync 1, n`), at a barrier that
/// only the threads below a bound run, the bound a multiple of 32 computed
/// from a kernel parameter (`if (threadIdx.x >= ((n + 31) & ~31)) return;`):
/// whole warps arrive, so wherever the count is not a multiple of 32 it is
/// not the number of threads that arrive. The branch that cuts at the bound,
/// or -1.
static int warpRoundedCut(FunctionAnalyses &FA, const Inst &I, const Expr *CountE) {
  FunctionIR &F = FA.IR;
  if (!F.F.IsEntry || !CountE || CountE->K != Expr::Symbol)
    return -1;
  auto CR = F.lookupReg(CountE->Name);
  if (!CR)
    return -1;
  const Congruence &CC = FA.Values.reg(*CR);
  if (CC.Bits >= 5 && CC.Rem % 32 == 0)
    return -1; // whole warps
  bool Ntid = false;
  if (!fromSizeParam(F, *CR, 0, Ntid) || Ntid)
    return -1;
  // A bound of whole warps from a kernel parameter, not %ntid.
  auto WholeWarps = [&](const Expr *E) {
    auto R = E->K == Expr::Symbol ? F.lookupReg(E->Name) : std::nullopt;
    if (!R)
      return false;
    const Congruence &C = FA.Values.reg(*R);
    bool BNtid = false;
    return C.Bits >= 5 && C.Rem % 32 == 0 && !C.isConstant() && fromSizeParam(F, *R, 0, BNtid) &&
           !BNtid;
  };
  for (const ControlLiteral &L : FA.controlDeps().of(I.Block)) {
    if (L.Inst < 0 || !L.Literal)
      continue;
    // The guard, through `not.pred` and copies of predicates.
    int G = F.Insts[L.Inst].Guard;
    for (unsigned Depth = 0; G >= 0 && Depth < 8; ++Depth) {
      int D = F.uniqueDef(static_cast<unsigned>(G));
      if (D < 0 || F.Insts[D].isGuarded() || F.Insts[D].S->Operands.size() != 2 ||
          (F.Insts[D].opcode() != "not" && F.Insts[D].opcode() != "mov"))
        break;
      const Expr *Src = F.Insts[D].S->Operands[1];
      auto SR = Src->K == Expr::Symbol ? F.lookupReg(Src->Name) : std::nullopt;
      G = SR ? static_cast<int>(*SR) : -1;
    }
    int P = G >= 0 ? F.uniqueDef(static_cast<unsigned>(G)) : -1;
    if (P < 0 || F.Insts[P].isGuarded() || F.Insts[P].opcode() != "setp" ||
        F.Insts[P].S->Operands.size() != 3 || F.Insts[P].S->Mods.empty())
      continue;
    llvm::StringRef Cmp = F.Insts[P].S->Mods[0].Text;
    if (Cmp != ".lt" && Cmp != ".ge" && Cmp != ".gt" && Cmp != ".le")
      continue;
    const Expr *A = F.Insts[P].S->Operands[1], *B = F.Insts[P].S->Operands[2];
    // `tid < B` / `tid >= B` cut at B; `B > tid` / `B <= tid` likewise.
    bool Lower = Cmp == ".lt" || Cmp == ".ge";
    if ((Lower && isTidX(F, A) && WholeWarps(B)) || (!Lower && isTidX(F, B) && WholeWarps(A)))
      return L.Inst;
  }
  return -1;
}

/// Register \p R holds the same value in every iteration of the cycle
/// \p InCycle: written outside it only, or once inside it by arithmetic on
/// such values.
static bool invariantIn(FunctionIR &F, unsigned R, const std::vector<bool> &InCycle,
                        unsigned Depth) {
  if (Depth > 16)
    return false;
  auto Defs = F.defsOf(R);
  for (unsigned D : Defs) {
    const Inst &I = F.Insts[D];
    if (!InCycle[I.Block])
      continue;
    if (Defs.size() != 1 || I.S->Guard)
      return false;
    static const llvm::StringRef Pure[] = {"mov", "add", "sub", "mul", "mad", "shl", "shr",
                                           "and", "or",  "xor", "not", "setp", "selp", "cvt",
                                           "min", "max", "div", "rem", "neg"};
    if (!llvm::is_contained(Pure, I.opcode()))
      return false;
    for (const Expr *E : I.S->Operands)
      if (E->K == Expr::Symbol && E->Name.startswith("%") && !F.lookupReg(E->Name) &&
          !E->Name.startswith("%tid") && !E->Name.startswith("%ntid") &&
          !E->Name.startswith("%laneid"))
        return false; // a special register other than the thread ids
    for (const RegRef &U : I.Uses)
      if (U.Reg != R && !invariantIn(F, U.Reg, InCycle, Depth + 1))
        return false;
  }
  return true;
}

/// Block \p B is in a cycle whose every decision about iterating is the same
/// in all threads of the CTA: each conditional transfer in the blocks of B's
/// cycle (the blocks B reaches that reach B: nested loops included) has a
/// CTA-uniform guard, or is a thread-dependent branch that reconverges in
/// the same iteration without looping around B (an if/else, a strided loop
/// before B). The threads that enter the loop then run the same iterations,
/// each running B at most once per iteration (as often as a uniform inner
/// loop says), the i-th execution of each thread meeting the i-th of the
/// others.
bool ptx::uniformCycle(FunctionIR &F, const Uniformity &Uni, const DomTree &PDT, unsigned B,
                       bool Turns) {
  auto Reach = [&](unsigned From, bool Forward) {
    std::vector<bool> Seen(F.numBlocks(), false);
    llvm::SmallVector<unsigned, 16> Work{From};
    Seen[From] = true;
    while (!Work.empty()) {
      unsigned X = Work.pop_back_val();
      const auto &Next = Forward ? F.Blocks[X].Succs : F.Blocks[X].Preds;
      for (unsigned S : Next)
        if (S < Seen.size() && !Seen[S]) {
          Seen[S] = true;
          Work.push_back(S);
        }
    }
    return Seen;
  };
  std::vector<bool> Fwd = Reach(B, true), Bwd = Reach(B, false);
  std::vector<bool> InCycle(F.numBlocks());
  for (unsigned X = 0; X < F.numBlocks(); ++X)
    InCycle[X] = Fwd[X] && Bwd[X];
  for (unsigned X = 0; X < F.numBlocks(); ++X) {
    if (!Fwd[X] || !Bwd[X])
      continue;
    const BasicBlock &BB = F.Blocks[X];
    for (unsigned K = BB.Begin; K < BB.End; ++K) {
      const Inst &T = F.Insts[K];
      if (T.Kind == InstKind::BranchIdx)
        return false;
      bool Transfer = T.Kind == InstKind::Branch || T.Kind == InstKind::Ret ||
                      T.Kind == InstKind::Exit || T.Kind == InstKind::Trap;
      if (!Transfer || T.Guard < 0 || Uni.reg(T.Guard) == Level::Uniform)
        continue;
      // A thread-dependent branch that stays inside one iteration: its
      // immediate post-dominator is in the cycle too (it is no `break`),
      // and the blocks between them do not hold both the branch and B
      // (it is no loop of its own around B). An if/else around B, or a
      // strided loop over a tile before it, leaves each thread running B
      // at most once in each iteration of the loop that every thread runs.
      if (T.Kind != InstKind::Branch || K + 1 != BB.End)
        return false;
      unsigned R = PDT.idom(X);
      if (R >= F.numBlocks() || !Fwd[R] || !Bwd[R])
        return false;
      std::vector<bool> Region(F.numBlocks(), false);
      llvm::SmallVector<unsigned, 16> Todo(BB.Succs.begin(), BB.Succs.end());
      while (!Todo.empty()) {
        unsigned Y = Todo.pop_back_val();
        if (Y == R || Y >= Region.size() || Region[Y])
          continue;
        Region[Y] = true;
        Todo.append(F.Blocks[Y].Succs.begin(), F.Blocks[Y].Succs.end());
      }
      if (Region[X] && Region[B])
        return false;
      // One that decides whether a barrier, collective or call runs must
      // decide the same in every iteration (the lanes the simulation sees
      // reach B are then the same each time): its condition is computed
      // from nothing the loop changes. Else (an `if (warp == k)` with k
      // the loop counter) different groups meet B in different iterations.
      bool Quiet = true;
      for (unsigned Y = 0; Y < F.numBlocks() && Quiet && !Turns; ++Y)
        if (Region[Y])
          for (unsigned J = F.Blocks[Y].Begin; J < F.Blocks[Y].End && Quiet; ++J)
            Quiet = !isSimulated(F.Ctx, F.Insts[J]);
      if (!Quiet && !invariantIn(F, T.Guard, InCycle, 0))
        return false;
    }
  }
  return true;
}

/// Whether, in every warp of the largest 1-D block the launch shape allows,
/// all existing lanes or none execute instruction \p K (its guard
/// included), each warp simulated to the end: a warp-level `.aligned`
/// collective reached through thread-dependent branches whose combined
/// condition is warp-uniform (nvcc jump-threads `if (tid == 0) {...}` into
/// the `if (tid < 32)` block that follows, so lane 0 reaches it on another
/// path than lanes 1-31); not in a function that reads %tid.y or %tid.z.
/// A warp split there sets \p Witness, and
/// \p WitnessBlock to the threads along x a block needs to have that warp.
static bool wholeWarpsArrive(FunctionAnalyses &FA, const Inst &I, unsigned K,
                             std::string &Witness, unsigned &WitnessBlock) {
  // The simulated threads are one row (tid.y = tid.z = 0): a function that
  // reads %tid.y or %tid.z may split warps of 2-D blocks they do not show.
  for (const Inst &X : FA.IR.Insts)
    for (const Expr *E : X.S->Operands)
      if (E->K == Expr::Symbol &&
          (E->Name == "%tid.y" || E->Name == "%tid.z" ||
           (E->Name == "%tid" && (E->Selector.Text == ".y" || E->Selector.Text == ".z"))))
        return false;
  const auto &Runs = FA.widestWarps();
  if (Runs.empty())
    return false;
  bool Whole = true;
  for (const WarpRun &R : Runs) {
    if (!R.definite()) {
      Whole = false;
      continue;
    }
    auto It = R.Worlds[0].Ever.find(K);
    uint32_t Ever = It == R.Worlds[0].Ever.end() ? 0 : It->second;
    auto G = guardedLanes(FA, R, I, Ever);
    if (!G) {
      Whole = false;
      continue;
    }
    uint32_t In = *G & R.Exists;
    if (In == 0 || In == R.Exists)
      continue;
    if (Witness.empty()) {
      unsigned A = unsigned(__builtin_ctz(In)), M = unsigned(__builtin_ctz(R.Exists & ~In));
      Witness = "thread " + describeThread(R.Lanes[A]) + " reaches it but thread " +
                describeThread(R.Lanes[M]) + " of the same warp does not";
      WitnessBlock = unsigned(R.Lanes[31][0] + 1);
    }
    return false;
  }
  return Whole;
}

/// The threads of the block that execute a barrier with each id, and the
/// first of them (in x, y, z order).
using ThreadsPerId = llvm::DenseMap<uint64_t, std::pair<uint64_t, std::array<uint64_t, 3>>>;

/// Evaluates a barrier's id for every thread of the launch shape's block
/// (\p IdOf: the id thread T uses); nullopt when one thread's id is not
/// known.
static std::optional<ThreadsPerId>
idsPerThread(FunctionAnalyses &FA,
             llvm::function_ref<std::optional<uint64_t>(const std::array<uint64_t, 3> &)> IdOf) {
  ThreadsPerId PerId;
  const auto &B = FA.Shape.Block.V;
  for (uint64_t Z = 0; Z < B[2]; ++Z)
    for (uint64_t Y = 0; Y < B[1]; ++Y)
      for (uint64_t X = 0; X < B[0]; ++X) {
        std::array<uint64_t, 3> T{X, Y, Z};
        auto V = IdOf(T);
        if (!V)
          return std::nullopt;
        ++PerId.try_emplace(*V, 0, T).first->second.first;
      }
  return PerId;
}

/// The smallest id more threads execute the barrier with than \p Count:
/// that barrier completes with whichever warps arrive first, and the rest
/// start a new phase of it.
static std::optional<uint64_t> overfullId(const ThreadsPerId &PerId, uint64_t Count) {
  std::optional<uint64_t> BadId;
  for (const auto &[V, NT] : PerId)
    if (NT.first > Count && (!BadId || V < *BadId))
      BadId = V;
  return BadId;
}

void ptx::checkBarriers(FunctionAnalyses &FA, DiagnosticEngine &Diags) {
  FunctionIR &F = FA.IR;
  // ---- barrier-misuse ----------------------------------------------------
  struct Seen {
    uint64_t Count;
    const Inst *I;
  };
  llvm::DenseMap<uint64_t, Seen> CountById;
  // Per constant id: a use without a thread count (the whole CTA), a use
  // with one, and whether any instruction waits on it.
  llvm::DenseMap<uint64_t, const Inst *> WholeById, CountedById;
  llvm::DenseMap<uint64_t, uint64_t> CountOfCounted;
  llvm::DenseSet<uint64_t> WaitedIds;
  // Barriers whose computed id was evaluated below for every thread.
  llvm::DenseSet<unsigned> IdsPerThreadDone;
  bool UnknownWait = false;
  std::unique_ptr<DomTree> LoopDom;
  std::unique_ptr<ControlDeps> Loops;
  const bool ShapeKnown = FA.Shape.BlockKind != LaunchShape::Any;
  const uint64_t BlockThreads = FA.Shape.Block.count();
  // Every thread of the CTA executes I (no thread-dependent control or guard).
  auto AllThreads = [&](const Inst &I) {
    return FA.Uni.controlLevel(I.Block) == Level::Uniform &&
           (I.Guard < 0 || FA.Uni.reg(I.Guard) == Level::Uniform);
  };
  // In a .func, uniform control means only "every thread that entered the
  // function": the call may sit under `tid < 64`, so the whole-block
  // reports below are kept to kernels.
  auto WholeBlock = [&](const Inst &I) { return F.F.IsEntry && AllThreads(I); };
  for (const Inst &I : F.Insts) {
    if (I.Kind == InstKind::Call && F.Blocks[I.Block].Reachable &&
        mayWaitOnBarrier(FA.Ctx, calleeOf(FA.Ctx, I), 0))
      UnknownWait = true;
  }
  // Counted barriers under thread-dependent control (index, count).
  llvm::SmallVector<std::pair<unsigned, uint64_t>, 4> OverCands;
  // Calls among OverCands: the callee's barrier ("'f' executes 'bar.sync'").
  llvm::DenseMap<unsigned, std::pair<std::string, const InstrStmt *>> CallOver;
  // Ids computed from the thread ids that exceed 15, per id register and
  // value.
  struct OutOfRangeId {
    const Expr *IdE;
    std::array<uint64_t, 3> Worst;
    unsigned Copies;
  };
  std::map<std::pair<std::string, uint64_t>, OutOfRangeId> OutOfRange;
  std::vector<std::pair<std::string, uint64_t>> OutOfRangeOrder;
  for (const Inst &I : F.Insts) {
    if (I.Kind != InstKind::CtaBarrier && I.Kind != InstKind::CtaArrive)
      continue;
    if (!F.Blocks[I.Block].Reachable)
      continue;
    const Expr *IdE, *CountE;
    barrierOperands(I, IdE, CountE);
    auto Id = IdE ? FA.Values.constant(IdE) : std::nullopt;
    if (Id && *Id > 15)
      Diags.report(DiagId::BarrierMisuse, IdE->Range)
          << ("barrier id " + std::to_string(*Id) +
              " is out of range: a CTA has 16 barriers, 0 to 15 (PTX ISA 9.7.13.1)");
    if (I.Kind == InstKind::CtaBarrier) {
      if (Id)
        WaitedIds.insert(*Id);
      else
        UnknownWait = true;
    }
    if (!Id && IdE && ShapeKnown && BlockThreads <= 1024 && WholeBlock(I) &&
        FA.Uni.expr(IdE) != Level::Uniform) {
      // An id computed from the thread ids (`1 + warp / 2`): evaluated for
      // every thread of the block, which all execute the barrier.
      IdsPerThreadDone.insert(static_cast<unsigned>(&I - F.Insts.data()));
      // How many threads execute it with each id, and the first of them.
      auto PerId = idsPerThread(FA, [&](const std::array<uint64_t, 3> &T) {
        FA.Eval.setThread(T);
        return FA.Eval.expr(IdE);
      });
      // The largest id, and the first thread that uses it.
      std::optional<uint64_t> Max;
      std::array<uint64_t, 3> Worst{0, 0, 0};
      if (PerId)
        for (const auto &[V, NT] : *PerId)
          if (!Max || V > *Max) {
            Max = V;
            Worst = NT.second;
          }
      // Every thread executes it, each on the id computed from its thread
      // ids (`bar.sync 1 + warp / 4, 64`, one id per warpgroup): a count
      // smaller than the threads that share an id completes that barrier
      // with the first warps to arrive, and the rest start a new phase.
      // With the exact block only (a .maxntid block may be smaller).
      auto Count = CountE ? FA.Values.constant(CountE) : std::nullopt;
      if (Max && Count && *Count > 0 && *Count % 32 == 0 &&
          FA.Shape.BlockKind == LaunchShape::Exact) {
        if (auto BadId = overfullId(*PerId, *Count)) {
          const auto &[NT, First] = (*PerId)[*BadId];
          Diags.report(DiagId::BarrierMisuse, CountE->Range)
              << ("barrier thread count " + std::to_string(*Count) + " is smaller than the " +
                  std::to_string(NT) + " threads of the block that execute this barrier with id " +
                  std::to_string(*BadId) + " (the first is thread " + describeThread(First) +
                  "): it completes with whichever warps arrive first, and the rest start a new "
                  "phase of it");
        }
      }
      if (Max && *Max > 15) {
        // Once per id register and value (reported after the loop): the
        // unrolled copies of one barrier reuse the register.
        std::pair<std::string, uint64_t> Key{
            IdE->isa(Expr::Symbol) ? IdE->Name.str() : std::to_string(&I - F.Insts.data()),
            *Max};
        auto [It, New] = OutOfRange.try_emplace(Key, OutOfRangeId{IdE, Worst, 0});
        ++It->second.Copies;
        if (New)
          OutOfRangeOrder.push_back(Key);
      }
    }
    if (!Id && IdE) {
      // A loop counter: `bar.sync 8 + stage` for stage < 9 (nvcc -G keeps
      // the loop).
      if (!Loops) {
        LoopDom = std::make_unique<DomTree>(F, /*Post=*/false);
        Loops = std::make_unique<ControlDeps>(F, *LoopDom, FA.PostDom);
      }
      bool Certain = false;
      unsigned Idx = static_cast<unsigned>(&I - F.Insts.data());
      auto Max = counterMax(F, FA.Values, *LoopDom, FA.PostDom, *Loops, IdE, Idx, Certain);
      if (!Max)
        Max = rotatedCounterMax(F, FA.Values, *LoopDom, IdE, Idx, Certain);
      if (Max && *Max > 15)
        Diags.report(Certain ? DiagId::BarrierMisuse : DiagId::BarrierMisuseMaybe, IdE->Range)
            << ("barrier id reaches " + std::to_string(*Max) +
                " in the last iteration of the loop, out of range: a CTA has 16 barriers, 0 to "
                "15 (PTX ISA 9.7.13.1)" +
                (Certain ? std::string() : std::string(" (if the loop gets that far)")));
    }
    if (!CountE) {
      if (Id && I.Kind == InstKind::CtaBarrier)
        WholeById.try_emplace(*Id, &I);
      continue;
    }
    auto Count = FA.Values.constant(CountE);
    if (!Count && clampedToSize(FA, CountE)) {
      // `bar.sync 1, min(128, n - base)`: the threads in range of a tail
      // block, which a size parameter makes any number.
      Diags.report(DiagId::BarrierMisuseMaybe, CountE->Range)
          << ("barrier thread count is the minimum of a multiple of the warp size and a "
              "value computed from a kernel parameter that need not be one (the threads in "
              "range of a tail block): where that value is the smaller, the count is not a "
              "multiple of the warp size (32), and a warp counts as 32 threads whichever of "
              "its lanes are in range; round the count up to whole warps");
      continue;
    }
    // Warps are runs of 32 consecutive tid.x when the block's x extent is a
    // multiple of 32 (PTX ISA 2.2: threads are numbered x first).
    if (!Count && FA.Shape.BlockKind == LaunchShape::Exact && FA.Shape.Block.V[0] % 32 == 0)
      if (int Cut = warpRoundedCut(FA, I, CountE); Cut >= 0) {
        // `bar.sync 1, n` run by the threads below `(n + 31) & ~31`.
        Diags.report(DiagId::BarrierMisuseMaybe, CountE->Range)
            << ("barrier thread count is computed from a kernel parameter and need not be a "
                "multiple of the warp size (32), but the threads that execute it are those "
                "below a bound of whole warps: wherever the count is not a multiple of 32, it "
                "differs from the number of threads that arrive (a warp counts as 32 threads); "
                "use the rounded bound as the count");
        Diags.report(DiagId::NoteGeneric, F.Insts[Cut].S->Range)
            << "the threads that execute the barrier are cut here, at a multiple of 32";
        continue;
      }
    if (!Count) {
      // A count computed from a counted loop's counter (`bar.sync 1, 128 >>
      // l` in the level loop nvcc -G keeps rolled): evaluated for each value
      // the counter takes where the barrier runs.
      bool Bad = false;
      const Expr *YE = counterIn(F, FA.Values, CountE, 0, Bad);
      if (!YE || Bad)
        continue;
      if (!Loops) {
        LoopDom = std::make_unique<DomTree>(F, /*Post=*/false);
        Loops = std::make_unique<ControlDeps>(F, *LoopDom, FA.PostDom);
      }
      bool Certain = false;
      int64_t Init = 0, Step = 0;
      unsigned Idx = static_cast<unsigned>(&I - F.Insts.data());
      auto Max = counterMax(F, FA.Values, *LoopDom, FA.PostDom, *Loops, YE, Idx, Certain, &Init,
                            &Step);
      auto Y = F.lookupReg(YE->Name);
      if (!Max || !Y || Step <= 0 || (*Max - Init) / Step > 4096)
        continue;
      // The branches the barrier depends on that the counter decides must
      // let it run in that iteration (`if (active >= 32) bar.sync 1,
      // active;` is fine); the others (thread-dependent) are taken to.
      auto Runs = [&](int64_t V) {
        for (const ControlLiteral &L : Loops->of(I.Block)) {
          bool Want;
          int P = literalTest(F, L, Want);
          if (P < 0 || F.Insts[P].opcode() != "setp" || F.Insts[P].S->Operands.size() != 3 ||
              F.Insts[P].S->Mods.size() < 2)
            continue;
          const InstrStmt &SP = *F.Insts[P].S;
          auto A = evalWithCounter(F, FA.Values, SP.Operands[1], *Y, V);
          auto B = evalWithCounter(F, FA.Values, SP.Operands[2], *Y, V);
          if (!A || !B)
            continue;
          bool Signed = SP.Mods[1].Text.startswith(".s");
          auto H = compareInts(SP.Mods[0].Text, static_cast<uint64_t>(*A),
                               static_cast<uint64_t>(*B), 32, Signed);
          if (H && *H != Want)
            return false;
        }
        if (I.Guard >= 0) {
          int P = F.uniqueDef(static_cast<unsigned>(I.Guard));
          if (P >= 0 && F.Insts[P].opcode() == "setp" && F.Insts[P].S->Operands.size() == 3 &&
              F.Insts[P].S->Mods.size() >= 2) {
            const InstrStmt &SP = *F.Insts[P].S;
            auto A = evalWithCounter(F, FA.Values, SP.Operands[1], *Y, V);
            auto B = evalWithCounter(F, FA.Values, SP.Operands[2], *Y, V);
            if (A && B)
              if (auto H = compareInts(SP.Mods[0].Text, static_cast<uint64_t>(*A),
                                       static_cast<uint64_t>(*B), 32,
                                       SP.Mods[1].Text.startswith(".s"));
                  H && *H == I.GuardNeg)
                return false;
          }
        }
        return true;
      };
      for (int64_t V = Init; V <= *Max; V += Step) {
        auto C = evalWithCounter(F, FA.Values, CountE, *Y, V);
        if (!C)
          break;
        bool NotWarp = *C <= 0 || *C % 32 != 0;
        bool TooMany = FA.Shape.BlockKind != LaunchShape::Any && *C > 0 &&
                       static_cast<uint64_t>(*C) > BlockThreads;
        if ((!NotWarp && !TooMany) || !Runs(V))
          continue;
        bool Sure = Certain; // the loop runs every trip to the bound, and the barrier in each
        std::string When = "in the loop iteration where " + YE->Name.str() + " is " +
                           std::to_string(V) + (Sure ? "" : " (if it runs in that iteration)");
        Diags.report(Sure ? DiagId::BarrierMisuse : DiagId::BarrierMisuseMaybe, CountE->Range)
            << ("barrier thread count is " + std::to_string(*C) + " " + When + ", " +
                (NotWarp ? std::string("which is not a positive multiple of the warp size (32)")
                         : "which exceeds the " + std::to_string(BlockThreads) +
                               " threads of the block"));
        break;
      }
      continue;
    }
    if (Id && CountedById.try_emplace(*Id, &I).second)
      CountOfCounted[*Id] = *Count;
    // Every thread of the block executes it (on one barrier id), but it
    // completes with fewer.
    if (ShapeKnown && Id && WholeBlock(I) && *Count % 32 == 0 && *Count > 0 && *Count < BlockThreads) {
      bool Exact = FA.Shape.BlockKind == LaunchShape::Exact;
      Diags.report(Exact ? DiagId::BarrierMisuse : DiagId::BarrierMisuseMaybe, CountE->Range)
          << ("barrier thread count " + std::to_string(*Count) + " is smaller than the " +
              std::to_string(BlockThreads) + " threads of the block" +
              (Exact ? std::string() : std::string(" (the kernel's declared maximum)")) +
              ", all of which execute this barrier: it completes before the rest arrive and "
              "they start a new phase of it");
    }
    // Only some threads execute it: how many is asked of the simulated
    // warps below.
    else if (F.F.IsEntry && FA.Shape.BlockKind == LaunchShape::Exact && Id && *Count % 32 == 0 &&
             *Count > 0 &&
             *Count < BlockThreads)
      OverCands.push_back({static_cast<unsigned>(&I - F.Insts.data()), *Count});
    if (*Count == 0 || *Count % 32 != 0)
      Diags.report(DiagId::BarrierMisuse, CountE->Range)
          << ("barrier thread count " + std::to_string(*Count) +
              " is not a positive multiple of the warp size (32)");
    else if (FA.Shape.BlockKind != LaunchShape::Any && *Count > FA.Shape.Block.count())
      Diags.report(DiagId::BarrierMisuse, CountE->Range)
          << ("barrier thread count " + std::to_string(*Count) + " exceeds the " +
              std::to_string(FA.Shape.Block.count()) + " threads of the block");
    if (Id) {
      auto [It, New] = CountById.try_emplace(*Id, Seen{*Count, &I});
      if (!New && It->second.Count != *Count &&
          (I.Kind == InstKind::CtaArrive) != (It->second.I->Kind == InstKind::CtaArrive)) {
        Diags.report(DiagId::BarrierMisuse, CountE->Range)
            << ("barrier " + std::to_string(*Id) + " is used with " + std::to_string(*Count) +
                " threads here and " + std::to_string(It->second.Count) +
                " threads elsewhere; bar.arrive and bar.sync on one barrier must agree");
        Diags.report(DiagId::NoteGeneric, It->second.I->S->Range) << "the other use";
      }
    }
  }

  // Named barriers a called function executes on every call with id and
  // count from its parameters (nvcc -G's out-of-line __barrier_sync_count):
  // the call's constant arguments are the barrier's, checked at the call.
  for (unsigned K = 0; K < F.Insts.size(); ++K) {
    const Inst &I = F.Insts[K];
    if (I.Kind != InstKind::Call || !F.Blocks[I.Block].Reachable)
      continue;
    CallBinding B = bindCall(FA.Ctx, F, K);
    const CalleeSummary &Sum = callSummary(FA.Ctx, F, B);
    if (!Sum.Known)
      continue;
    for (const CalleeOp &Op : Sum.Ops) {
      if (Op.K != CalleeOp::Barrier)
        continue;
      // A field of the object a pointer argument points to (the callee
      // reads `this->id`): an object in this function's depot, the value
      // written to that field last before the call (a store, or an
      // out-of-line constructor's store of one of its arguments plus a
      // constant: a CUTLASS-style NamedBarrier(user_id) keeping 8 + user_id).
      auto FieldOf = [&](const std::optional<ParamRef> &P) -> std::optional<SlotValue> {
        const CallBinding::Piece *A = P ? B.arg(P->Param, P->Off) : nullptr;
        auto DO = A ? depotPointerOffset(F, A->Value, A->Store) : std::nullopt;
        if (!DO)
          return std::nullopt;
        auto SV = depotValueBefore(F, FA.Ctx, K, *DO + P->Add, 4);
        return SV;
      };
      auto Resolve = [&](const std::optional<ParamRef> &P, const std::optional<uint64_t> &C,
                         const std::optional<ParamRef> &Deref =
                             std::nullopt) -> std::optional<uint64_t> {
        if (C)
          return C;
        if (Deref) {
          auto SV = FieldOf(Deref);
          auto V = SV ? FA.Values.constant(SV->Value) : std::nullopt;
          if (!V)
            return std::nullopt;
          return (*V + static_cast<uint64_t>(SV->Add)) & 0xffffffffu;
        }
        if (!P)
          return std::nullopt;
        const CallBinding::Piece *A = B.arg(P->Param, P->Off);
        if (!A)
          return std::nullopt;
        auto V = FA.Values.constant(A->Value);
        if (!V)
          return std::nullopt;
        return *V + static_cast<uint64_t>(P->Add);
      };
      auto Id = Resolve(Op.Operand, Op.Const, Op.IdDeref);
      auto Count = Resolve(Op.CountOperand, Op.CountConst, Op.CountDeref);
      if (!Count)
        continue;
      bool Arrive = Op.InstKindV == static_cast<unsigned>(InstKind::CtaArrive);
      std::string Via = "'" + B.CalleeName.str() + "' executes '" + Op.What + "'";
      bool Reported = true;
      // An id field the object got from a loop counter (`NamedBarrier
      // full(s, 256)` for s < STAGES, nvcc -G keeping the loop): its value
      // in the last iteration the loop test allows.
      std::optional<int64_t> CounterId;
      bool CounterCertain = false;
      if (!Id && Op.IdDeref)
        if (auto SV = FieldOf(Op.IdDeref)) {
          if (!Loops) {
            LoopDom = std::make_unique<DomTree>(F, /*Post=*/false);
            Loops = std::make_unique<ControlDeps>(F, *LoopDom, FA.PostDom);
          }
          if (auto Max = counterMax(F, FA.Values, *LoopDom, FA.PostDom, *Loops, SV->Value,
                                    SV->At, CounterCertain))
            CounterId = *Max + SV->Add;
        }
      if (Id && *Id > 15)
        Diags.report(DiagId::BarrierMisuse, I.S->Range)
            << (Via + " on barrier id " + std::to_string(*Id) +
                ", out of range: a CTA has 16 barriers, 0 to 15 (PTX ISA 9.7.13.1)");
      else if (CounterId && *CounterId > 15)
        Diags.report(CounterCertain ? DiagId::BarrierMisuse : DiagId::BarrierMisuseMaybe,
                     I.S->Range)
            << (Via + " on a barrier id that reaches " + std::to_string(*CounterId) +
                " in the last iteration of the loop, out of range: a CTA has 16 barriers, 0 to "
                "15 (PTX ISA 9.7.13.1)" +
                (CounterCertain ? std::string() : std::string(" (if the loop gets that far)")));
      else if (*Count == 0 || *Count % 32 != 0)
        Diags.report(DiagId::BarrierMisuse, I.S->Range)
            << (Via + " with thread count " + std::to_string(*Count) +
                ", which is not a positive multiple of the warp size (32)");
      else if (ShapeKnown && *Count > BlockThreads)
        Diags.report(DiagId::BarrierMisuse, I.S->Range)
            << (Via + " with thread count " + std::to_string(*Count) + ", which exceeds the " +
                std::to_string(BlockThreads) + " threads of the block");
      else
        Reported = false;
      // Every thread of an exact block makes the call, so every thread runs
      // the callee's barrier, on the id the call passes (`group_sync(1 +
      // warpgroup, 96)`, evaluated per thread when it depends on the thread
      // ids): a count smaller than the threads that share an id completes
      // that barrier with the first warps to arrive, as for a barrier in the
      // kernel itself.
      if (!Reported && WholeBlock(I) && FA.Shape.BlockKind == LaunchShape::Exact &&
          BlockThreads <= 1024 && *Count < BlockThreads) {
        const CallBinding::Piece *IdArg =
            !Id && Op.Operand ? B.arg(Op.Operand->Param, Op.Operand->Off) : nullptr;
        std::optional<ThreadsPerId> PerId;
        if (Id || IdArg)
          PerId = idsPerThread(FA, [&](const std::array<uint64_t, 3> &T) {
            if (Id)
              return Id;
            FA.Eval.setThread(T);
            auto V = FA.Eval.expr(IdArg->Value);
            if (V)
              *V = (*V + static_cast<uint64_t>(Op.Operand->Add)) & 0xffffffffu;
            return V;
          });
        std::optional<uint64_t> BadId = PerId ? overfullId(*PerId, *Count) : std::nullopt;
        if (BadId) {
          const auto &[NT, First] = (*PerId)[*BadId];
          Diags.report(DiagId::BarrierMisuse, I.S->Range)
              << (Via + " with thread count " + std::to_string(*Count) + " on barrier id " +
                  std::to_string(*BadId) + ", smaller than the " + std::to_string(NT) +
                  " threads of the block that make this call with that id (the first is thread " +
                  describeThread(First) +
                  "): it completes with whichever warps arrive first, and the rest start a new "
                  "phase of it");
          Reported = true;
        }
      }
      // Only some threads make the call: how many is asked of the simulated
      // warps below, as for a barrier instruction (one candidate per call).
      if (!Reported && Id && !WholeBlock(I) && F.F.IsEntry &&
          FA.Shape.BlockKind == LaunchShape::Exact && *Count % 32 == 0 && *Count > 0 &&
          *Count < BlockThreads && !CallOver.count(K)) {
        OverCands.push_back({K, *Count});
        CallOver.try_emplace(K, Via, Op.Where);
      }
      if (!Reported && Id) {
        // Compared with the barrier instructions of the function (an
        // earlier call's entry does not say whether it arrives or waits).
        auto [It, New] = CountById.try_emplace(*Id, Seen{*Count, &I});
        if (!New && It->second.I->Kind != InstKind::Call && It->second.Count != *Count &&
            Arrive != (It->second.I->Kind == InstKind::CtaArrive)) {
          Diags.report(DiagId::BarrierMisuse, I.S->Range)
              << (Via + " on barrier " + std::to_string(*Id) + " with " + std::to_string(*Count) +
                  " threads here, and it is used with " + std::to_string(It->second.Count) +
                  " threads elsewhere; bar.arrive and bar.sync on one barrier must agree");
          Diags.report(DiagId::NoteGeneric, It->second.I->S->Range) << "the other use";
          Reported = true;
        }
      }
      if (Reported)
        Diags.report(DiagId::NoteGeneric, Op.Where->Range)
            << ("the called function executes '" + Op.What + "' here");
    }
  }

  // A counted barrier that more threads of the block execute than its count
  // (`bar.sync 1, 128` run by both consumer warpgroups of a warp-specialised
  // kernel): it completes with whichever warps arrive first, and the rest
  // start a new phase; also a call of a function that executes such a
  // barrier with a constant id and count on every call (a lambda's
  // `bar.sync 2, 64` that nvcc -G keeps out of line), run by only some
  // threads. Asked of the simulated warps of the exact launch
  // shape, for an instruction outside any loop, or in a loop whose every
  // decision is CTA-uniform (elsewhere in a loop, different threads could
  // reach it in different iterations).
  if (!OverCands.empty()) {
    const auto &Runs = FA.warps();
    for (auto [K, Count] : OverCands) {
      const Inst &I = F.Insts[K];
      if (F.inCycle(I.Block) && !uniformCycle(F, FA.Uni, FA.PostDom, I.Block))
        continue;
      // The threads that execute it in a launch that runs it at all (a
      // counted loop around it runs in the launches with a nonzero trip
      // count): per warp, the fewest lanes of its simulated worlds that
      // agree with the other warps' on the CTA-uniform conditions.
      uint64_t N = leastThreadsWhenRuns(FA, K);
      if (N <= Count)
        continue;
      // Not when a wait that only some of these threads pass could order
      // them into groups that arrive one after the other (`if (wg == 1)
      // bar.sync 3, 256;` before it, released by the first group's
      // bar.arrive after it): another barrier, an mbarrier wait or a call
      // that some of the threads running this one may execute and others
      // may not.
      auto MayRun = [&](const WarpRun &R, unsigned J) {
        uint32_t Lanes = 0;
        for (const WarpWorld &W : R.Worlds)
          if (auto It = W.Ever.find(J); It != W.Ever.end())
            Lanes |= It->second;
        return Lanes & R.Exists;
      };
      bool Ordered = false;
      for (unsigned J = 0; J < F.Insts.size() && !Ordered; ++J) {
        const Inst &O = F.Insts[J];
        bool Waits = O.Kind == InstKind::CtaBarrier || O.Kind == InstKind::Call ||
                     (O.Kind == InstKind::Mbarrier &&
                      (O.hasMod(".test_wait") || O.hasMod(".try_wait")));
        if (J == K || !Waits || !F.Blocks[O.Block].Reachable)
          continue;
        uint64_t In = 0, Out = 0;
        for (const WarpRun &R : Runs) {
          uint32_t Here = MayRun(R, K), There = MayRun(R, J);
          In += llvm::countPopulation(Here & There);
          Out += llvm::countPopulation(Here & ~There);
        }
        Ordered = In && Out;
      }
      if (Ordered)
        continue;
      if (auto It = CallOver.find(K); It != CallOver.end()) {
        Diags.report(DiagId::BarrierMisuse, I.S->Range)
            << (It->second.first + " with thread count " + std::to_string(Count) +
                ", smaller than the number of threads of the block that make this call (at "
                "least " + std::to_string(N) + "): it completes with whichever warps arrive "
                "first, and the rest start a new phase of it");
        Diags.report(DiagId::NoteGeneric, It->second.second->Range)
            << "the called function executes the barrier here";
        continue;
      }
      const Expr *IdE, *CountE;
      barrierOperands(I, IdE, CountE);
      Diags.report(DiagId::BarrierMisuse, CountE->Range)
          << ("barrier thread count " + std::to_string(Count) +
              " is smaller than the number of threads of the block that execute this barrier "
              "(at least " + std::to_string(N) + "): it "
              "completes with whichever warps arrive first, and the rest start a new phase of "
              "it (use the number of threads that take this path, or one barrier id per group)");
    }
  }


  // Two waits on one id with different thread counts in the two arms of a
  // thread-dependent branch (`if (warp < 4) bar.sync 1, 128; else bar.sync
  // 1, 64;`): the groups run at the same time, and their arrivals land on
  // one hardware barrier that expects one count. Sequential reuse of an id
  // (one barrier dominating the other, or one that no thread can be waiting
  // at while another waits at the other: see Sequential) is not reported.
  {
    // A path of one or more edges from block \p From to block \p To.
    auto Reaches = [&](unsigned From, unsigned To) {
      std::vector<bool> Seen(F.numBlocks(), false);
      llvm::SmallVector<unsigned, 16> Work(F.Blocks[From].Succs.begin(),
                                           F.Blocks[From].Succs.end());
      while (!Work.empty()) {
        unsigned S = Work.pop_back_val();
        if (S == To)
          return true;
        if (S >= Seen.size() || Seen[S])
          continue;
        Seen[S] = true;
        Work.append(F.Blocks[S].Succs.begin(), F.Blocks[S].Succs.end());
      }
      return false;
    };
    std::unique_ptr<DomTree> SeqDom;
    // No thread can wait at \p Second while another waits at \p First (run
    // before it), so their counts never meet on the hardware barrier:
    //  - a whole-CTA barrier that every thread executes lies between them:
    //    it dominates Second, and First cannot follow it (every thread has
    //    left First for good when that barrier completes);
    //  - every thread that runs Second has run First before (the simulated
    //    warps of an exact launch shape, per world, guards included), First
    //    is in no cycle and Second cannot lead back to it, and at most
    //    \p FirstCount threads run First: its one phase completes only when
    //    all of them have arrived, so when any thread passes it to reach
    //    Second nobody is left waiting at First (the unrolled levels of a
    //    cyclic reduction: `if (t < 64) bar.sync 1, 64;` then
    //    `if (t < 32) bar.sync 1, 32;`).
    auto Sequential = [&](const Inst &First, const Inst &Second, uint64_t FirstCount) {
      if (First.Block == Second.Block)
        return false;
      if (!SeqDom)
        SeqDom = std::make_unique<DomTree>(F, /*Post=*/false);
      for (const Inst &Z : F.Insts) {
        if (Z.Kind != InstKind::CtaBarrier || !F.Blocks[Z.Block].Reachable ||
            Z.Block == First.Block || Z.Block == Second.Block || !WholeBlock(Z))
          continue;
        const Expr *ZId, *ZCount;
        barrierOperands(Z, ZId, ZCount);
        if (ZCount) {
          auto C = FA.Values.constant(ZCount);
          if (!C || FA.Shape.BlockKind != LaunchShape::Exact || *C != BlockThreads)
            continue;
        }
        if (SeqDom->dominates(Z.Block, Second.Block) && !Reaches(Z.Block, First.Block))
          return true;
      }
      if (!F.F.IsEntry || FA.Shape.BlockKind != LaunchShape::Exact || F.inCycle(First.Block) ||
          Reaches(Second.Block, First.Block))
        return false;
      const auto &Runs = FA.warps();
      unsigned KF = static_cast<unsigned>(&First - F.Insts.data());
      unsigned KS = static_cast<unsigned>(&Second - F.Insts.data());
      uint64_t NFirst = 0;
      for (const WarpRun &R : Runs) {
        if (R.Worlds.empty())
          return false;
        unsigned Most = 0;
        for (const WarpWorld &W : R.Worlds) {
          if (!W.Exact)
            return false;
          auto Lanes = [&](unsigned K) -> std::optional<uint32_t> {
            auto It = W.Ever.find(K);
            if (It == W.Ever.end())
              return 0u;
            return guardedLanes(FA, R, F.Insts[K], It->second & R.Exists);
          };
          auto LF = Lanes(KF), LS = Lanes(KS);
          if (!LF || !LS || (*LS & ~*LF))
            return false;
          Most = std::max(Most, llvm::countPopulation(*LF));
        }
        NFirst += Most;
      }
      return NFirst <= FirstCount;
    };
    llvm::SmallVector<const Inst *, 8> Counted;
    for (const Inst &I : F.Insts) {
      if (I.Kind != InstKind::CtaBarrier || !F.Blocks[I.Block].Reachable)
        continue;
      const Expr *IdE, *CountE;
      barrierOperands(I, IdE, CountE);
      if (IdE && CountE && FA.Values.constant(IdE) && FA.Values.constant(CountE) &&
          !AllThreads(I))
        Counted.push_back(&I);
    }
    std::unique_ptr<DomTree> Dom;
    llvm::DenseSet<uint64_t> ReportedIds;
    for (unsigned A = 0; A < Counted.size(); ++A)
      for (unsigned B = A + 1; B < Counted.size(); ++B) {
        const Inst &X = *Counted[A], &Y = *Counted[B];
        const Expr *XId, *XCount, *YId, *YCount;
        barrierOperands(X, XId, XCount);
        barrierOperands(Y, YId, YCount);
        uint64_t Id = *FA.Values.constant(XId);
        uint64_t CX = *FA.Values.constant(XCount), CY = *FA.Values.constant(YCount);
        if (Id != *FA.Values.constant(YId) || CX == CY || ReportedIds.count(Id) ||
            X.Block == Y.Block)
          continue;
        if (!Dom)
          Dom = std::make_unique<DomTree>(F, /*Post=*/false);
        if (Dom->dominates(X.Block, Y.Block) || Dom->dominates(Y.Block, X.Block))
          continue;
        // The nearest common dominator decides between the two arms.
        llvm::DenseSet<unsigned> Up;
        for (unsigned N = X.Block, Steps = 0; Steps <= F.numBlocks(); ++Steps) {
          Up.insert(N);
          if (N == Dom->root())
            break;
          N = Dom->idom(N);
        }
        unsigned N = Y.Block;
        for (unsigned Steps = 0; Steps <= F.numBlocks() && !Up.count(N) && N != Dom->root();
             ++Steps)
          N = Dom->idom(N);
        if (!Up.count(N) || FA.Uni.branchLevel(N) == Level::Uniform)
          continue;
        if (Sequential(X, Y, CX) || Sequential(Y, X, CY))
          continue;
        ReportedIds.insert(Id);
        Diags.report(DiagId::BarrierMisuseMaybe, YCount->Range)
            << ("barrier " + std::to_string(Id) + " is used with " + std::to_string(CY) +
                " threads here and with " + std::to_string(CX) +
                " threads by threads that took the other way at a thread-dependent branch: "
                "both groups arrive on the same barrier at the same time, which then "
                "completes at the wrong count; give each group its own barrier id");
        Diags.report(DiagId::NoteGeneric, X.S->Range) << "the other use";
      }
  }

  // One id used both for the whole CTA (no count: __syncthreads is barrier
  // 0) and for a subset with a count: the two uses disagree on how many
  // threads complete the barrier.
  for (auto &[Id, Whole] : WholeById) {
    auto It = CountedById.find(Id);
    if (It == CountedById.end())
      continue;
    const Inst &Sub = *It->second;
    uint64_t Count = CountOfCounted[Id];
    bool Subset = !AllThreads(Sub);
    bool Exact = FA.Shape.BlockKind == LaunchShape::Exact;
    if (Exact ? Count == BlockThreads : !Subset)
      continue;
    const Expr *IdE, *CountE;
    barrierOperands(Sub, IdE, CountE);
    Diags.report(Exact ? DiagId::BarrierMisuse : DiagId::BarrierMisuseMaybe, CountE->Range)
        << ("barrier " + std::to_string(Id) + " is used here for " + std::to_string(Count) +
            " threads" + (Subset ? std::string(" (a subset of the block)") : std::string()) +
            " and elsewhere for the whole CTA (no thread count" +
            (Id == 0 ? std::string(", as __syncthreads does") : std::string()) +
            "); use a different barrier id for the subset");
    Diags.report(DiagId::NoteGeneric, Whole->S->Range) << "the whole-CTA use";
  }
  // bar.arrive on an id nothing in the kernel waits on.
  if (F.F.IsEntry && !UnknownWait)
    for (const Inst &I : F.Insts) {
      if (I.Kind != InstKind::CtaArrive || !F.Blocks[I.Block].Reachable)
        continue;
      const Expr *IdE, *CountE;
      barrierOperands(I, IdE, CountE);
      auto Id = IdE ? FA.Values.constant(IdE) : std::nullopt;
      if (!Id || WaitedIds.count(*Id))
        continue;
      WaitedIds.insert(*Id); // once per id
      Diags.report(DiagId::BarrierMisuseMaybe, IdE->Range)
          << ("bar.arrive signals barrier " + std::to_string(*Id) +
              ", but no bar.sync, barrier.sync or bar.red in the kernel waits on it: the "
              "threads meant to wait for this signal use another barrier (or none)");
    }

  for (const auto &Key : OutOfRangeOrder) {
    const OutOfRangeId &O = OutOfRange[Key];
    bool Exact = FA.Shape.BlockKind == LaunchShape::Exact;
    Diags.report(Exact ? DiagId::BarrierMisuse : DiagId::BarrierMisuseMaybe, O.IdE->Range)
        << ("barrier id is " + std::to_string(Key.second) + " for thread " +
            describeThread(O.Worst) +
            ", out of range: a CTA has 16 barriers, 0 to 15 (PTX ISA 9.7.13.1)" +
            (Exact ? std::string()
                   : " (with the block of " + std::to_string(BlockThreads) +
                         " threads the kernel declares as its maximum)") +
            (O.Copies > 1 ? " (also at " + std::to_string(O.Copies - 1) +
                                " more barriers on the same id register, such as unrolled "
                                "copies of this one)"
                          : std::string()));
  }
  checkBarrierCounts(FA, Diags, IdsPerThreadDone);
  checkClusterBarrierOrder(FA, Diags);

  // ---- barrier-divergence ------------------------------------------------
  struct Candidate {
    unsigned Index;
    bool Cta;        ///< CTA-wide barrier (all threads of the CTA)
    bool Aligned;    ///< warp-collective .aligned
    bool Cluster;    ///< an arrival on the cluster barrier (Cta set too)
  };
  std::vector<Candidate> Cands;
  llvm::StringMap<bool> BarrierCallees, ClusterCallees;
  llvm::DenseMap<const Function *, const InstrStmt *> AlignedCallees;
  llvm::DenseMap<unsigned, const InstrStmt *> AlignedVia; ///< call -> the callee's instruction
  for (unsigned K = 0; K < F.Insts.size(); ++K) {
    const Inst &I = F.Insts[K];
    if (!F.Blocks[I.Block].Reachable)
      continue;
    const Expr *IdE, *CountE;
    Level Ctl = FA.Uni.controlLevel(I.Block);
    Level G = I.Guard >= 0 ? FA.Uni.reg(I.Guard) : Level::Uniform;
    Level L = maxLevel(Ctl, G);
    bool Cta = false, Cluster = false;
    if (I.Kind == InstKind::CtaBarrier) {
      barrierOperands(I, IdE, CountE);
      Cta = CountE == nullptr; // a thread count names a subset on purpose
    } else if (I.Kind == InstKind::Call) {
      Cta = callsCtaBarrier(FA.Ctx, calleeOf(FA.Ctx, I), 0, BarrierCallees);
      // A cluster barrier's arrival: every thread of the CTA (of every CTA
      // of the cluster) must make it, so the CTA machinery below applies;
      // the wait is not checked (a thread that arrives may leave).
      // (Looked up only under thread-dependent control: a candidate then.)
      if (!Cta && L >= Level::WarpUniform)
        Cta = Cluster = callsClusterArrive(FA.Ctx, calleeOf(FA.Ctx, I), 0, ClusterCallees);
    } else if (isClusterArrive(I)) {
      Cta = Cluster = true;
    }
    bool Aligned = isAlignedCollective(I);
    if (I.Kind == InstKind::Call && !Cta)
      if (const InstrStmt *Via = callsAlignedCollective(FA.Ctx, calleeOf(FA.Ctx, I), 0,
                                                        AlignedCallees)) {
        Aligned = true;
        AlignedVia[K] = Via;
      }
    if ((Cta && L >= Level::WarpUniform) || (Aligned && L == Level::Varying))
      Cands.push_back({K, Cta, Aligned, Cluster});
  }
  if (Cands.empty())
    return;
  const auto &Runs = FA.warps();
  bool AllDefinite = !Runs.empty();
  for (const WarpRun &R : Runs)
    AllDefinite &= R.definite();

  for (const Candidate &C : Cands) {
    const Inst &I = F.Insts[C.Index];
    std::string What = I.opcode().str();
    for (const Word &M : I.S->Mods)
      What += M.Text.str();
    // Witness: a lane of a warp that arrives and one that does not (in the
    // first WitnessBlock threads, under an assumed launch shape).
    std::string Witness;
    unsigned WitnessBlock = 64;
    if (AllDefinite) {
      int ArriveW = -1, ArriveL = -1, MissW = -1, MissL = -1;
      for (unsigned W = 0; W < Runs.size(); ++W) {
        const WarpWorld &World = Runs[W].Worlds[0];
        auto It = World.Ever.find(C.Index);
        uint32_t Ever = It == World.Ever.end() ? 0 : It->second;
        if (auto G = guardedLanes(FA, Runs[W], I, Ever))
          Ever = *G;
        else
          continue;
        for (unsigned L = 0; L < 32; ++L) {
          if (!(Runs[W].Exists >> L & 1))
            continue;
          bool In = Ever >> L & 1;
          if (In && ArriveW < 0) {
            ArriveW = W;
            ArriveL = L;
          }
          // Warp-level: only a miss within an arriving warp counts.
          if (!In && MissW < 0 && (C.Cta || Ever != 0)) {
            MissW = W;
            MissL = L;
          }
        }
      }
      // Every thread arrives: as often? The simulated warps count each
      // lane's executions (a block-strided loop of 1000 bins over 256
      // threads runs the barrier 4 times in threads 0-231, 3 in the rest).
      int FewW = -1, FewL = -1, ManyW = -1, ManyL = -1;
      uint16_t Few = 0, Many = 0;
      // For a warp-level barrier, the lanes of one warp are compared (warps
      // that run it a different number of times are fine: a rolled loop
      // `if (t < (N >> l))` whose last trip keeps half of warp 0 in).
      if (ArriveW >= 0 && MissW < 0 && I.Guard < 0)
        for (unsigned W = 0; W < Runs.size(); ++W) {
          if (!C.Cta && FewW >= 0 && Few != Many)
            break;
          if (!C.Cta)
            FewW = ManyW = -1;
          auto It = Runs[W].Worlds[0].Count.find(C.Index);
          if (It == Runs[W].Worlds[0].Count.end())
            continue;
          for (unsigned L = 0; L < 32; ++L) {
            if (!(Runs[W].Exists >> L & 1))
              continue;
            uint16_t N = It->second[L];
            if (FewW < 0 || N < Few)
              FewW = W, FewL = L, Few = N;
            if (ManyW < 0 || N > Many)
              ManyW = W, ManyL = L, Many = N;
          }
        }
      if (ArriveW >= 0 && MissW >= 0 && (C.Cta || ArriveW == MissW))
        Witness = "thread " + describeThread(Runs[ArriveW].Lanes[ArriveL]) +
                  " reaches it but thread " + describeThread(Runs[MissW].Lanes[MissL]) +
                  " does not";
      else if (Few != Many && Many != UINT16_MAX && (C.Cta || FewW == ManyW))
        Witness = "thread " + describeThread(Runs[ManyW].Lanes[ManyL]) + " reaches it " +
                  std::to_string(Many) + " times but thread " +
                  describeThread(Runs[FewW].Lanes[FewL]) + " " + std::to_string(Few) +
                  " times";
      else if ((ArriveW < 0 || MissW < 0) && FA.Shape.BlockKind == LaunchShape::Exact)
        continue; // the simulation shows every thread (or none) arriving
      else if (!C.Cta && MissW < 0 && FA.Shape.BlockKind != LaunchShape::Exact &&
               wholeWarpsArrive(FA, I, C.Index, Witness, WitnessBlock))
        continue; // every warp of every 1-D block: all its lanes or none
      // Under an assumed shape (two warps), every simulated thread arriving
      // (or none) proves nothing about larger blocks (`if (tid < 64)
      // __syncthreads();`): the warning stands, without a witness.
    } else if (C.Cta && !Runs.empty() && FA.Shape.BlockKind == LaunchShape::Exact) {
      // Several worlds (conditions the simulation could not evaluate but
      // that are the same across the CTA or the warp, forked both ways),
      // each simulated exactly for the known block: when every thread of
      // every warp reaches the barrier in every world, no launch splits the
      // CTA at it.
      // A world cut short (an unknown thread-dependent condition further
      // on) still records every arrival here when no block its lanes stood
      // at can reach this one: then it counts as a complete one, and its
      // counts too (every lane the same number of times, in every world).
      auto Complete = [&](const WarpWorld &W) {
        if (W.Cuts.empty())
          return true;
        std::vector<bool> Seen(F.numBlocks(), false);
        llvm::SmallVector<unsigned, 16> Work(W.Cuts.begin(), W.Cuts.end());
        while (!Work.empty()) {
          unsigned X = Work.pop_back_val();
          if (X >= Seen.size() || Seen[X])
            continue;
          if (X == I.Block)
            return false;
          Seen[X] = true;
          Work.append(F.Blocks[X].Succs.begin(), F.Blocks[X].Succs.end());
        }
        return true;
      };
      bool AllArrive = true, Counted = I.Guard < 0;
      std::optional<uint16_t> Times;
      for (const WarpRun &R : Runs)
        for (const WarpWorld &World : R.Worlds) {
          if (!AllArrive)
            break;
          auto It = World.Ever.find(C.Index);
          uint32_t Ever = It == World.Ever.end() ? 0 : It->second;
          bool Whole = Complete(World);
          auto G = World.Exact || Whole ? guardedLanes(FA, R, I, Ever) : std::nullopt;
          AllArrive = G && (*G & R.Exists) == R.Exists;
          if (!AllArrive || !Counted)
            continue;
          auto CIt = World.Count.find(C.Index);
          if (!Whole || CIt == World.Count.end()) {
            Counted = false;
            continue;
          }
          for (unsigned L = 0; L < 32 && Counted; ++L)
            if (R.Exists >> L & 1) {
              if (!Times)
                Times = CIt->second[L];
              Counted = *Times == CIt->second[L] && *Times != UINT16_MAX;
            }
        }
      // Every lane arrives in every world; the worlds cut short (and not
      // complete here) only when the counts agree too.
      bool AnyCut = false;
      for (const WarpRun &R : Runs)
        for (const WarpWorld &World : R.Worlds)
          AnyCut |= !World.Exact;
      // Worlds of different warps that one launch can combine (they agree
      // on every CTA-uniform condition both decided) must agree on the
      // counts too: a fork on a warp-uniform condition (`if
      // (!__any_sync(~0u, mine)) break;` in a pass loop) is decided per
      // warp, so one warp may run the barrier once and another again.
      bool Combined = true;
      if (AllArrive && !AnyCut) {
        struct Run {
          unsigned Warp;
          const WarpWorld *W;
          std::optional<uint16_t> N;
        };
        llvm::SmallVector<Run, 8> All;
        for (unsigned WI = 0; WI < Runs.size(); ++WI)
          for (const WarpWorld &World : Runs[WI].Worlds) {
            std::optional<uint16_t> N;
            auto CIt = World.Count.find(C.Index);
            for (unsigned L = 0; L < 32 && CIt != World.Count.end(); ++L)
              if (Runs[WI].Exists >> L & 1) {
                if (!N)
                  N = CIt->second[L];
                else if (*N != CIt->second[L]) {
                  N = std::nullopt;
                  break;
                }
              }
            All.push_back({WI, &World, N});
          }
        auto Agree = [](const WarpWorld &A, const WarpWorld &B) {
          for (const auto &[K, V] : A.FirstOutcome)
            if (auto It = B.FirstOutcome.find(K); It != B.FirstOutcome.end() && It->second != V)
              return false;
          return true;
        };
        for (unsigned A = 0; A < All.size() && Combined; ++A)
          for (unsigned B = A + 1; B < All.size() && Combined; ++B)
            if (All[A].Warp != All[B].Warp && Agree(*All[A].W, *All[B].W))
              Combined = All[A].N && All[B].N && *All[A].N == *All[B].N &&
                         *All[A].N != UINT16_MAX;
      }
      if (AllArrive && (AnyCut ? Counted : Combined))
        continue;
    }
    int Br = FA.Uni.controllingBranch(I.Block, C.Cta ? Level::WarpUniform : Level::Varying);
    std::string Msg;
    std::string Why = I.Guard >= 0 && Br < 0 ? std::string("its thread-dependent guard")
                                             : std::string("a thread-dependent condition");
    if (C.Cluster && I.Kind == InstKind::Call)
      Msg = "'" + What + "' calls '" + calleeOf(FA.Ctx, I)->Name.Text.str() +
            "', which arrives on the cluster barrier (barrier.cluster.arrive) that every "
            "thread of every CTA of the cluster must arrive on, but not all threads of the CTA "
            "reach the call (or they reach it a different number of times): control flow "
            "depends on " + Why;
    else if (C.Cluster)
      Msg = "'" + What + "' is a cluster-wide barrier arrival that every thread of every CTA of "
            "the cluster must make, but not all threads of the CTA reach it (or they reach it a "
            "different number of times): control flow depends on " + Why;
    else if (C.Cta && I.Kind == InstKind::Call)
      Msg = "'" + What + "' calls '" + calleeOf(FA.Ctx, I)->Name.Text.str() +
            "', which executes a CTA-wide barrier, but not all threads of the CTA reach the "
            "call (or they reach it a different number of times): control flow depends on " +
            (I.Guard >= 0 && Br < 0 ? std::string("its thread-dependent guard")
                                    : std::string("a thread-dependent condition"));
    else if (C.Cta)
      Msg = "'" + What + "' is a CTA-wide barrier, but not all threads of the CTA reach it "
            "(or they reach it a different number of times): control flow depends on " +
            (I.Guard >= 0 && Br < 0 ? std::string("its thread-dependent guard")
                                    : std::string("a thread-dependent condition"));
    else if (AlignedVia.count(C.Index))
      Msg = "'" + What + "' calls '" + calleeOf(FA.Ctx, I)->Name.Text.str() +
            "', which executes a warp-collective .aligned instruction that all threads of "
            "the warp must execute together, but the lanes of a warp can take different paths "
            "to the call";
    else
      Msg = "'" + What + "' must be executed by all threads of the warp together (.aligned), "
            "but the lanes of a warp can take different paths to it";
    if (!Witness.empty())
      Msg += "; " + Witness;
    if (FA.Shape.BlockKind != LaunchShape::Exact && !Witness.empty())
      Msg += " (for a block of " + std::to_string(WitnessBlock) + " or more threads along x)";
    // A witness under an assumed launch shape still depends on the launch.
    bool Proven = !Witness.empty() && FA.Shape.BlockKind == LaunchShape::Exact;
    Diags.report(Proven ? DiagId::BarrierDivergence : DiagId::BarrierDivergenceMaybe, I.S->Range)
        << Msg;
    if (Br >= 0)
      Diags.report(DiagId::NoteGeneric, F.Insts[Br].S->Range)
          << "this branch depends on the thread (via %tid, %laneid or values derived from them)";
    if (auto It = AlignedVia.find(C.Index); It != AlignedVia.end())
      Diags.report(DiagId::NoteGeneric, It->second->Range)
          << "the called function executes this .aligned instruction";
  }
}
