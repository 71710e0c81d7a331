//===- Barriers.cpp - barrier-divergence and barrier-misuse ---------------===//
//
// barrier-divergence: a CTA barrier (bar.sync, barrier.sync, bar.red, with or
// without .aligned, or a call to a function that executes one) inside the region of a branch (or guarded exit) whose
// condition differs between warps or threads, so some threads of the CTA
// skip it or reach it a different number of times (PTX ISA 9.7.13.1); and an
// `.aligned` warp-collective (bar.sync, *.sync.aligned, wmma, mma,
// ldmatrix, ...) under a branch that differs between the lanes of a warp.
// An error when a simulated warp proves it (a witness thread that reaches the
// barrier and one that does not); a warning when the divergence depends on
// values the analysis cannot evaluate (parameters, loaded data).
//
// barrier-misuse: barrier ids above 15, thread counts that are not a
// multiple of the warp size or exceed the block, and bar.arrive/bar.sync
// pairs on one id with different counts.
//
//===----------------------------------------------------------------------===//
#include "checkers/CheckerContext.h"
#include "llvm/Support/MathExtras.h"

using namespace ptx;

namespace {

/// Operand positions of a barrier's id and thread count.
void barrierOperands(const Inst &I, const Expr *&Id, const Expr *&Count) {
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

/// The function a call instruction calls, when the module defines it.
const Function *calleeOf(const AnalysisContext &Ctx, const Inst &I) {
  for (const Expr *E : I.S->Operands)
    if (E->K == Expr::Symbol) {
      auto It = Ctx.Functions.find(E->Name);
      return It == Ctx.Functions.end() ? nullptr : It->second;
    }
  return nullptr;
}

/// True when calling \p Fn executes a CTA-wide barrier (no thread count) on
/// some path: nvcc -G keeps cooperative_groups' block.sync() out of line.
bool callsCtaBarrier(const AnalysisContext &Ctx, const Function *Fn, unsigned Depth,
                     llvm::StringMap<bool> &Cache) {
  if (!Fn || !Fn->Body || Fn->IsEntry || Depth > 3)
    return false;
  auto [It, New] = Cache.try_emplace(Fn->Name.Text, false);
  if (!New)
    return It->second;
  FunctionIR IR(Ctx.M, *Fn);
  bool Found = false;
  for (const Inst &I : IR.Insts) {
    if (I.Kind == InstKind::CtaBarrier) {
      const Expr *IdE, *CountE;
      barrierOperands(I, IdE, CountE);
      Found |= CountE == nullptr;
    } else if (I.Kind == InstKind::Call) {
      Found |= callsCtaBarrier(Ctx, calleeOf(Ctx, I), Depth + 1, Cache);
    }
    if (Found)
      break;
  }
  Cache[Fn->Name.Text] = Found;
  return Found;
}

} // namespace

void ptx::checkBarriers(FunctionAnalyses &FA, DiagnosticEngine &Diags) {
  FunctionIR &F = FA.IR;
  // ---- barrier-misuse ----------------------------------------------------
  struct Seen {
    uint64_t Count;
    const Inst *I;
  };
  llvm::DenseMap<uint64_t, Seen> CountById;
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
    if (!CountE)
      continue;
    auto Count = FA.Values.constant(CountE);
    if (!Count)
      continue;
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

  // ---- barrier-divergence ------------------------------------------------
  struct Candidate {
    unsigned Index;
    bool Cta;        ///< CTA-wide barrier (all threads of the CTA)
    bool Aligned;    ///< warp-collective .aligned
  };
  std::vector<Candidate> Cands;
  llvm::StringMap<bool> BarrierCallees;
  for (unsigned K = 0; K < F.Insts.size(); ++K) {
    const Inst &I = F.Insts[K];
    if (!F.Blocks[I.Block].Reachable)
      continue;
    const Expr *IdE, *CountE;
    bool Cta = false;
    if (I.Kind == InstKind::CtaBarrier) {
      barrierOperands(I, IdE, CountE);
      Cta = CountE == nullptr; // a thread count names a subset on purpose
    } else if (I.Kind == InstKind::Call) {
      Cta = callsCtaBarrier(FA.Ctx, calleeOf(FA.Ctx, I), 0, BarrierCallees);
    }
    bool Aligned = isAlignedCollective(I);
    Level Ctl = FA.Uni.controlLevel(I.Block);
    Level G = I.Guard >= 0 ? FA.Uni.reg(I.Guard) : Level::Uniform;
    Level L = maxLevel(Ctl, G);
    if ((Cta && L >= Level::WarpUniform) || (Aligned && L == Level::Varying))
      Cands.push_back({K, Cta, Aligned});
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
    // Witness: a lane of a warp that arrives and one that does not.
    std::string Witness;
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
      if (ArriveW >= 0 && MissW >= 0 && (C.Cta || ArriveW == MissW))
        Witness = "thread " + describeThread(Runs[ArriveW].Lanes[ArriveL]) +
                  " reaches it but thread " + describeThread(Runs[MissW].Lanes[MissL]) +
                  " does not";
      else if (ArriveW < 0 || MissW < 0)
        continue; // the simulation shows every thread (or none) arriving
    }
    int Br = FA.Uni.controllingBranch(I.Block, C.Cta ? Level::WarpUniform : Level::Varying);
    std::string Msg;
    if (C.Cta && I.Kind == InstKind::Call)
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
    else
      Msg = "'" + What + "' must be executed by all threads of the warp together (.aligned), "
            "but the lanes of a warp can take different paths to it";
    if (!Witness.empty())
      Msg += "; " + Witness;
    if (FA.Shape.BlockKind != LaunchShape::Exact && !Witness.empty())
      Msg += " (for a block of 64 or more threads along x)";
    // A witness under an assumed launch shape still depends on the launch.
    bool Proven = !Witness.empty() && FA.Shape.BlockKind == LaunchShape::Exact;
    Diags.report(Proven ? DiagId::BarrierDivergence : DiagId::BarrierDivergenceMaybe, I.S->Range)
        << Msg;
    if (Br >= 0)
      Diags.report(DiagId::NoteGeneric, F.Insts[Br].S->Range)
          << "this branch depends on the thread (via %tid, %laneid or values derived from them)";
  }
}
