//===- ClusterBarrierOrder.cpp - barrier-misuse: cluster barrier protocol -===//
//
// barrier-misuse for the cluster barrier (PTX ISA 9.7.13.3, barrier.cluster):
// each thread alternates `barrier.cluster.arrive` and `barrier.cluster.wait`.
// "Each thread must arrive at the barrier only once before the barrier
// completes", and the wait waits for all non-exited threads of the cluster
// to arrive, the waiting thread among them. So, per thread and path from a
// kernel's entry:
// - a wait with no arrive since the entry or the last wait: the thread waits
//   for its own arrival, which never comes (the cluster hangs);
// - an arrive after an arrive with no wait between: a second arrival before
//   the barrier completed (undefined).
// Error when it holds on every path to the instruction, warning when on
// some path (a branch the analysis does not correlate with another).
// Out-of-line arrivals and waits (nvcc -G's __cluster_barrier_arrive and
// __cluster_barrier_wait) are followed through calls, three deep; a call
// that cannot be seen into ends the check of the kernel.
//
// barrier-divergence between the CTAs of a cluster (checkCtaVaryingArrivals):
// an arrival under control that is the same within a CTA but depends on the
// CTA's place (%ctaid, %cluster_ctarank, a call's returned rank), also when
// the CTAs that skip it leave the kernel (an exit before a cluster barrier
// is reported at every level that can differ within the cluster, as one
// before a CTA barrier is: docs/rules/barrier-divergence.md).
//
//===----------------------------------------------------------------------===//
#include "analyses/ControlDeps.h"
#include "analyses/Dominators.h"
#include "analyses/Interproc.h"
#include "checkers/CheckerContext.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include <array>
#include <memory>

using namespace ptx;

namespace {

/// The states a thread may be in: not arrived (since the entry or the last
/// wait) and arrived (waiting for nothing yet).
enum : uint8_t { NotArrived = 1, Arrived = 2 };

/// The instruction's opcode with its modifiers (`barrier.cluster.wait.aligned`).
std::string spelled(const Inst &I) {
  std::string S = I.opcode().str();
  for (const auto &M : I.S->Mods)
    S += M.Text.str();
  return S;
}

bool isClusterWait(const Inst &I) {
  return I.Kind == InstKind::Other && opIs(I.opcode(), "barrier") && I.hasMod(".cluster") &&
         I.hasMod(".wait");
}

/// What a call of a function does, for each entry state set (index 1 to 3).
struct Summary {
  bool Known = true; ///< every call it makes could be seen into
  bool Touches = false; ///< it (or a callee) arrives or waits
  bool Arrives = false; ///< it (or a callee) arrives on some path
  std::array<uint8_t, 4> Out{0, 1, 2, 3};
  /// The first offending instruction of the function (or of a callee)
  /// for that entry set: a wait the thread may reach without having
  /// arrived, an arrive it may reach having arrived.
  std::array<const InstrStmt *, 4> BareWait{}, SecondArrive{};
};

class OrderCheck {
public:
  explicit OrderCheck(const AnalysisContext &Ctx) : Ctx(Ctx) {}

  /// Runs the state dataflow over \p F from entry set \p In; \p Visit is
  /// called for each instruction with the states before it.
  template <typename VisitFn>
  std::optional<uint8_t> run(const FunctionIR &F, uint8_t In, unsigned Depth, VisitFn Visit) {
    unsigned NB = F.numBlocks();
    if (!NB)
      return uint8_t(0);
    std::vector<uint8_t> BlockIn(NB, 0);
    BlockIn[0] = In;
    uint8_t Exit = 0;
    bool Changed = true;
    // Two passes past the fixed point are never needed: the sets only grow,
    // and each pass in reverse post-order settles every acyclic edge.
    for (unsigned Pass = 0; Changed && Pass < 2 * NB + 2; ++Pass) {
      Changed = false;
      for (unsigned B : F.RPO) {
        const BasicBlock &BB = F.Blocks[B];
        uint8_t S = BlockIn[B];
        if (!S)
          continue;
        for (unsigned K = BB.Begin; K < BB.End; ++K) {
          auto T = step(F, K, S, Depth);
          if (!T)
            return std::nullopt;
          S = *T;
        }
        if (BB.ExitsFunction)
          Exit |= S;
        for (unsigned N : BB.Succs)
          if ((BlockIn[N] | S) != BlockIn[N]) {
            BlockIn[N] |= S;
            Changed = true;
          }
      }
    }
    // The states before each instruction, at the fixed point.
    for (unsigned B : F.RPO) {
      const BasicBlock &BB = F.Blocks[B];
      uint8_t S = BlockIn[B];
      if (!S)
        continue;
      for (unsigned K = BB.Begin; K < BB.End; ++K) {
        Visit(K, S);
        S = *step(F, K, S, Depth);
      }
    }
    return Exit;
  }

  /// (By value: the cache grows while callers hold results.)
  Summary summary(const Function *Fn, unsigned Depth) {
    // (Keyed by the depth too: what a call finds must not depend on the
    // depth at which the function was first met.)
    auto Key = std::make_pair(Fn, Depth);
    auto It = Cache.find(Key);
    if (It != Cache.end())
      return It->second;
    Summary S;
    // An indirect call, or one too deep, may do anything; a declared
    // function without a body is a library routine (vprintf).
    if (!Fn || Fn->IsEntry || Depth > 3) {
      S.Known = false;
      return Cache[Key] = S;
    }
    if (!Fn->Body)
      return Cache[Key] = S;
    Cache[Key] = S; // (recursion: seen as touching nothing)
    const FunctionIR &IR = Ctx.calleeShape(*Fn);
    for (const Inst &I : IR.Insts) {
      if (isClusterArrive(I) || isClusterWait(I)) {
        S.Touches = true;
        S.Arrives |= isClusterArrive(I);
      } else if (I.Kind == InstKind::Call) {
        Summary C = summary(calleeOf(Ctx, I), Depth + 1);
        S.Known &= C.Known;
        S.Touches |= C.Touches;
        S.Arrives |= C.Arrives;
      }
    }
    if (S.Known && S.Touches)
      for (uint8_t In = 1; In < 4; ++In) {
        auto Out = run(IR, In, Depth, [&](unsigned K, uint8_t Before) {
          const Inst &I = IR.Insts[K];
          const InstrStmt *Wait = nullptr, *Twice = nullptr;
          if (isClusterWait(I) && (Before & NotArrived) && !OrderCheck::pairedArrive(IR, K))
            Wait = I.S;
          else if (isClusterArrive(I) && (Before & Arrived))
            Twice = I.S;
          else if (I.Kind == InstKind::Call) {
            Summary C = summary(calleeOf(Ctx, I), Depth + 1);
            Wait = C.BareWait[Before];
            Twice = C.SecondArrive[Before];
          }
          if (Wait && !S.BareWait[In])
            S.BareWait[In] = Wait;
          if (Twice && !S.SecondArrive[In])
            S.SecondArrive[In] = Twice;
        });
        if (!Out) {
          S.Known = false;
          break;
        }
        S.Out[In] = *Out;
      }
    return Cache[Key] = S;
  }

private:
  std::optional<uint8_t> step(const FunctionIR &F, unsigned K, uint8_t S, unsigned Depth) {
    const Inst &I = F.Insts[K];
    uint8_t T = S;
    if (isClusterArrive(I))
      T = pairedWait(F, K) >= 0 ? S : uint8_t(Arrived); // (the pair: both or neither)
    else if (isClusterWait(I))
      T = NotArrived;
    else if (I.Kind == InstKind::Call) {
      Summary C = summary(calleeOf(Ctx, I), Depth + 1);
      if (!C.Known)
        return std::nullopt;
      T = C.Out[S];
    } else {
      return S;
    }
    // A guarded one: the thread may not run it.
    return I.Guard >= 0 ? uint8_t(S | T) : T;
  }

public:
  /// For a guarded arrive, the wait that follows it in its block under the
  /// same guard (`@p barrier.cluster.arrive; @p barrier.cluster.wait;`,
  /// nothing between them that writes p, arrives, waits or calls): a thread
  /// runs both or neither. nullptr otherwise.
  static int pairedWait(const FunctionIR &F, unsigned K) {
    const Inst &A = F.Insts[K];
    if (A.Guard < 0 || !isClusterArrive(A))
      return -1;
    for (unsigned J = K + 1; J < F.Blocks[A.Block].End && J < K + 64; ++J) {
      const Inst &N = F.Insts[J];
      if (N.Kind == InstKind::Call || isClusterArrive(N))
        return -1;
      if (isClusterWait(N))
        return N.Guard == A.Guard && N.GuardNeg == A.GuardNeg ? int(J) : -1;
      if (llvm::any_of(N.Defs, [&](const RegRef &D) { return int(D.Reg) == A.Guard; }))
        return -1;
    }
    return -1;
  }
  /// Whether \p W is the wait of such a pair.
  static bool pairedArrive(const FunctionIR &F, unsigned W) {
    const Inst &I = F.Insts[W];
    for (unsigned K = W; K-- > F.Blocks[I.Block].Begin;)
      if (isClusterArrive(F.Insts[K]))
        return pairedWait(F, K) == int(W);
    return false;
  }

private:
  const AnalysisContext &Ctx;
  llvm::DenseMap<std::pair<const Function *, unsigned>, Summary> Cache;
};

/// Whether expression \p E names a special register of the CTA's place.
bool namesCtaPlace(FunctionIR &F, const Expr *E) {
  if (!E)
    return false;
  if (E->K == Expr::Symbol && !F.lookupReg(E->Name))
    return E->Name.startswith("%ctaid") || E->Name.startswith("%cluster_ctaid") ||
           E->Name == "%cluster_ctarank";
  return llvm::any_of(E->Sub, [&](const Expr *X) { return namesCtaPlace(F, X); });
}

/// Whether register \p R may differ between the CTAs of one cluster while
/// being the same in all threads of a CTA: computed, through every write,
/// from the CTA's place (`%ctaid`, `%cluster_ctaid`, `%cluster_ctarank`),
/// also through a load at an address so computed. A division or right
/// shift of such a value by a constant may be the cluster's index
/// (`blockIdx.x / 2` with clusters of two), the same in the whole cluster:
/// it ends the dependence, unless the kernel declares its cluster's shape
/// (\p ClusterX CTAs along x) and the divisor is no multiple of it.
bool ctaPlaceDependent(const AnalysisContext &Ctx, FunctionIR &F, unsigned R, uint64_t ClusterX,
                       unsigned Depth, llvm::DenseMap<unsigned, bool> &Memo);

/// Whether the function \p Fn returns, in return value \p Ret at byte
/// \p Off, a value computed from the CTA's place: what its `st.param
/// [func_retvalN+off]` stores is (nvcc -G keeps cooperative groups'
/// `cluster.block_rank()` out of line: `mov %r1, %cluster_ctarank;
/// st.param.b32 [func_retval0], %r1`).
bool returnsCtaPlace(const AnalysisContext &Ctx, const Function &Fn, unsigned Ret, int64_t Off,
                     uint64_t ClusterX, unsigned Depth) {
  llvm::StringRef Name;
  unsigned Idx = 0;
  for (const VarDecl *V : Fn.Returns)
    for (const Declarator &D : V->Decls)
      if (Idx++ == Ret)
        Name = D.Name.Text;
  if (Name.empty() || !Fn.Body || Fn.IsEntry)
    return false;
  FunctionIR &CF = Ctx.calleeIR(Fn);
  llvm::DenseMap<unsigned, bool> Memo;
  for (const Inst &I : CF.Insts) {
    int64_t StOff;
    const Expr *Base = I.opcode() == "st" && I.hasMod(".param") && I.S->Operands.size() == 2
                           ? addressBase(I.S->Operands[0], StOff)
                           : nullptr;
    if (!Base || Base->Name != Name || StOff != Off)
      continue;
    if (namesCtaPlace(CF, I.S->Operands[1]))
      return true;
    for (const RegRef &U : I.Uses)
      if (static_cast<int>(U.Reg) != I.Guard &&
          ctaPlaceDependent(Ctx, CF, U.Reg, ClusterX, Depth + 1, Memo))
        return true;
  }
  return false;
}

bool ctaPlaceDependent(const AnalysisContext &Ctx, FunctionIR &F, unsigned R, uint64_t ClusterX,
                       unsigned Depth, llvm::DenseMap<unsigned, bool> &Memo) {
  if (Depth > 12)
    return false;
  auto [It, New] = Memo.try_emplace(R, false);
  if (!New)
    return It->second; // (a cycle: false while it is being decided)
  bool Dep = false;
  for (unsigned D : F.defsOf(R)) {
    const Inst &I = F.Insts[D];
    llvm::StringRef Op = I.opcode();
    auto Ops = I.S->Operands;
    // A call's returned value (`ld.param d, [retval0]`): what the callee
    // stores to its return variable.
    unsigned Ret;
    int64_t Off;
    if (auto C = callOfResult(F, D, Ret, Off)) {
      const Function *Fn = calleeOf(Ctx, F.Insts[*C]);
      if (Fn && returnsCtaPlace(Ctx, *Fn, Ret, Off, ClusterX, Depth + 1)) {
        Dep = true;
        break;
      }
      continue;
    }
    if ((Op == "div" || Op == "shr") && Ops.size() == 3)
      if (auto K = evalConstExpr(Ops[2])) {
        uint64_t Div = Op == "div" ? uint64_t(*K) : (*K >= 0 && *K < 32 ? 1ull << *K : 0);
        if (!ClusterX || (Div && Div % ClusterX == 0))
          continue;
      }
    for (unsigned K = 1; K < Ops.size() && !Dep; ++K)
      Dep = namesCtaPlace(F, Ops[K]);
    for (const RegRef &U : I.Uses)
      if (!Dep && static_cast<int>(U.Reg) != I.Guard &&
          llvm::none_of(I.Defs, [&](const RegRef &W) { return W.Reg == U.Reg; }))
        Dep = ctaPlaceDependent(Ctx, F, U.Reg, ClusterX, Depth + 1, Memo);
    if (Dep)
      break;
  }
  Memo[R] = Dep;
  return Dep;
}

/// True when a thread entering block \p S does nothing but leave the
/// kernel (unguarded `bra`s, then `ret` or `exit`).
bool leavesAtOnce(const FunctionIR &F, unsigned S) {
  for (unsigned Steps = 0; Steps <= F.numBlocks() && S < F.numBlocks(); ++Steps) {
    const BasicBlock &BB = F.Blocks[S];
    for (unsigned K = BB.Begin; K < BB.End; ++K) {
      const Inst &I = F.Insts[K];
      if (I.isGuarded())
        return false;
      if (I.Kind == InstKind::Exit || I.Kind == InstKind::Ret)
        return true;
      if (I.Kind != InstKind::Branch)
        return false;
    }
    if (BB.Succs.size() != 1)
      return false;
    S = BB.Succs[0];
  }
  return false;
}

/// barrier-divergence between the CTAs of a cluster: a cluster barrier
/// arrival (or a call that arrives) under control that is the same in all
/// threads of a CTA but depends on the CTA's place in the grid or cluster
/// (`if (cluster.block_rank() == 0) cluster.sync();`). The CTAs that skip
/// it stay in the kernel without arriving, so the others' wait completes
/// only when they arrive at some later cluster barrier (pairing different
/// barriers of different CTAs) or exit (PTX ISA 9.7.13.3: the wait waits
/// for the non-exited threads of the cluster). A branch one of whose ways
/// leaves the kernel at once (`if (blockIdx.x >= n) return;`) is reported
/// too, with its own message: exiting releases the barrier (PTX ISA
/// 9.7.12.7), as it releases a CTA barrier that a thread-dependent early
/// return skips, which barrier-divergence reports all the same; a cluster
/// barrier's participants are every thread of every CTA of the cluster,
/// and the CTAs that stay must not touch the exited ones' shared memory
/// (PTX ISA 2.2.2). A warning: whether the CTAs of one cluster differ there
/// depends on the launch (whole clusters leave together when the bound is
/// a multiple of the cluster size; clusters of one CTA never differ).
void checkCtaVaryingArrivals(FunctionAnalyses &FA, DiagnosticEngine &Diags, OrderCheck &Check) {
  FunctionIR &F = FA.IR;
  uint64_t ClusterX = 0;
  for (const FuncDirective *D : F.F.Directives)
    if (D->Name.Text == ".reqnctapercluster")
      ClusterX = !D->Values.empty() && D->Values[0] ? D->Values[0] : 1;
  std::unique_ptr<DomTree> Dom;
  std::unique_ptr<ControlDeps> CD;
  llvm::DenseMap<unsigned, bool> Memo;
  llvm::DenseSet<unsigned> ReportedBranch;
  for (unsigned K = 0; K < F.Insts.size(); ++K) {
    const Inst &I = F.Insts[K];
    if (!F.Blocks[I.Block].Reachable)
      continue;
    bool Arrive = isClusterArrive(I) ||
                  (I.Kind == InstKind::Call && Check.summary(calleeOf(FA.Ctx, I), 1).Arrives);
    if (!Arrive || FA.Uni.controlLevel(I.Block) != Level::Uniform ||
        (I.Guard >= 0 && FA.Uni.reg(static_cast<unsigned>(I.Guard)) != Level::Uniform))
      continue; // (thread-dependent control: the CTA-level rule's)
    int Br = -1;
    bool Exits = false; // (one way of the branch leaves the kernel at once)
    if (I.Guard >= 0 && ctaPlaceDependent(FA.Ctx, F, static_cast<unsigned>(I.Guard), ClusterX, 0, Memo))
      Br = static_cast<int>(K);
    if (Br < 0) {
      if (!CD) {
        Dom = std::make_unique<DomTree>(F, /*Post=*/false);
        CD = std::make_unique<ControlDeps>(F, *Dom, FA.PostDom);
      }
      for (const ControlLiteral &L : CD->of(I.Block)) {
        if (L.Inst < 0)
          continue;
        const Inst &T = F.Insts[L.Inst];
        const BasicBlock &TB = F.Blocks[L.Block];
        bool Leaves = (T.Kind == InstKind::Exit || T.Kind == InstKind::Ret) && T.Guard >= 0;
        if (T.Guard < 0 || !(T.Kind == InstKind::Branch || Leaves) ||
            (!Leaves && TB.Succs.size() != 2) ||
            !ctaPlaceDependent(FA.Ctx, F, static_cast<unsigned>(T.Guard), ClusterX, 0, Memo))
          continue;
        Br = L.Inst;
        Exits = Leaves || leavesAtOnce(F, TB.Succs[0]) || leavesAtOnce(F, TB.Succs[1]);
        break;
      }
    }
    if (Br < 0 || !ReportedBranch.insert(static_cast<unsigned>(Br) * 2 + (Br == int(K))).second)
      continue;
    std::string What = "'" + spelled(I) + "'";
    if (I.Kind == InstKind::Call)
      What += " calls '" + calleeOf(FA.Ctx, I)->Name.Text.str() +
              "', which arrives on the cluster barrier, and";
    std::string Line =
        Br == static_cast<int>(K) ? "" : std::to_string(lineOf(Diags, F.Insts[Br]));
    if (Exits)
      Diags.report(DiagId::BarrierDivergenceMaybe, I.S->Range)
          << (What + " is skipped by the CTAs that leave the kernel at line " + Line +
              ", under a condition on the CTA's place in the grid or cluster (%ctaid, "
              "%cluster_ctarank) that can differ between the CTAs of one cluster: a cluster "
              "barrier expects every thread of every CTA of the cluster, as __syncthreads() "
              "every thread of the CTA; exiting releases either barrier (PTX ISA 9.7.12.7), but "
              "the CTAs that stay then synchronise with none of the exited ones and must not "
              "touch their shared memory (PTX ISA 2.2.2); leave under a condition that is the "
              "same in the whole cluster (the cluster's index, %clusterid, a bound that is a "
              "multiple of the cluster size) or keep the CTAs without work in the kernel until "
              "the cluster barrier");
    else
      Diags.report(DiagId::BarrierDivergenceMaybe, I.S->Range)
          << (What + " runs only in the CTAs for which " +
              (Line.empty() ? std::string("its guard") : "the condition of line " + Line) +
              " holds, a condition on the CTA's place in the grid or cluster (%ctaid, "
              "%cluster_ctarank) that can differ between the CTAs of one cluster: every thread "
              "of every CTA of the cluster must arrive, and the CTAs that skip it stay in the "
              "kernel, so the others' barrier.cluster.wait completes only when they arrive at a "
              "later cluster barrier or exit (PTX ISA 9.7.13.3); make the condition the same in "
              "the whole cluster (the cluster's index, %clusterid) or arrive on both ways");
    if (Br != static_cast<int>(K))
      Diags.report(DiagId::NoteGeneric, F.Insts[Br].S->Range)
          << (Exits ? "this branch leaves the kernel in some CTAs of a cluster and not in others"
                    : "this branch depends on the CTA's place in the cluster");
  }
}

} // namespace

namespace ptx {
void checkClusterBarrierOrder(FunctionAnalyses &FA, DiagnosticEngine &Diags);
} // namespace ptx

void ptx::checkClusterBarrierOrder(FunctionAnalyses &FA, DiagnosticEngine &Diags) {
  FunctionIR &F = FA.IR;
  if (!F.F.IsEntry)
    return;
  bool Any = false;
  for (const Inst &I : F.Insts)
    Any |= isClusterArrive(I) || isClusterWait(I) || I.Kind == InstKind::Call;
  if (!Any)
    return;
  OrderCheck Check(FA.Ctx);
  struct Finding {
    unsigned K;
    uint8_t Before;
    const InstrStmt *Inner; // the offending instruction in a callee
    bool Wait;
  };
  std::vector<Finding> Found;
  bool Touches = false;
  auto Exit = Check.run(F, NotArrived, 0, [&](unsigned K, uint8_t Before) {
    const Inst &I = F.Insts[K];
    if (!F.Blocks[I.Block].Reachable)
      return;
    if (isClusterWait(I)) {
      Touches = true;
      if ((Before & NotArrived) && !OrderCheck::pairedArrive(F, K))
        Found.push_back({K, Before, nullptr, true});
    } else if (isClusterArrive(I)) {
      Touches = true;
      if (Before & Arrived)
        Found.push_back({K, Before, nullptr, false});
    } else if (I.Kind == InstKind::Call) {
      Summary C = Check.summary(calleeOf(FA.Ctx, I), 1);
      Touches |= C.Touches;
      if (const InstrStmt *W = C.BareWait[Before])
        Found.push_back({K, Before, W, true});
      else if (const InstrStmt *A = C.SecondArrive[Before])
        Found.push_back({K, Before, A, false});
    }
  });
  if (!Exit || !Touches)
    return;
  checkCtaVaryingArrivals(FA, Diags, Check);
  for (const Finding &Fd : Found) {
    const Inst &I = F.Insts[Fd.K];
    // Every path (only the offending state reaches it), or some path.
    bool Every = Fd.Before == (Fd.Wait ? NotArrived : Arrived);
    std::string What;
    if (Fd.Inner)
      What = "this call runs " +
             std::string(Fd.Wait ? "'barrier.cluster.wait'" : "'barrier.cluster.arrive'") +
             " (in the called function) ";
    else
      What = "'" + spelled(I) + "' runs ";
    std::string Msg;
    if (Fd.Wait)
      Msg = What + (Every ? "with no barrier.cluster.arrive before it"
                          : "on a path with no barrier.cluster.arrive before it") +
            " since the kernel's entry or the thread's previous barrier.cluster.wait: the wait "
            "waits for every non-exited thread of the cluster to arrive, this thread among "
            "them, so it never completes (PTX ISA 9.7.13.3); arrive before waiting "
            "(cluster.sync() does both)";
    else
      Msg = What + (Every ? "after a barrier.cluster.arrive" : "on a path after a barrier.cluster.arrive") +
            " with no barrier.cluster.wait between them: each thread must arrive on the "
            "cluster barrier only once before it completes (PTX ISA 9.7.13.3); wait for the "
            "barrier before arriving again";
    Diags.report(Every ? DiagId::BarrierMisuse : DiagId::BarrierMisuseMaybe, I.S->Range) << Msg;
    if (Fd.Inner)
      Diags.report(DiagId::NoteGeneric, Fd.Inner->Range)
          << (Fd.Wait ? "the wait in the called function" : "the arrive in the called function");
  }
}
