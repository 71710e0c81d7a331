//===- WarpSync.cpp - warp-sync-mask --------------------------------------===//
//
// shfl.sync, vote.sync, match.sync, redux.sync and bar.warp.sync take a
// membermask: every executing thread must be in it, and every thread it
// names must execute the same instruction (PTX ISA 9.7.8.6, 9.7.12.x).
// With a constant mask, the simulated warps (WarpSim) tell which lanes
// execute the instruction: an executing lane missing from the mask, or a
// named lane that never gets there, is an error with a witness lane. When
// the lanes cannot be determined (the condition depends on data) but the
// instruction sits under a thread-dependent branch with a full mask, a
// warning. A mask computed from the lane id (cooperative-groups tiles:
// `((1 << n) - 1) << (%laneid & -n)`) is an SMT query (ThreadFormula):
// is there a lane that runs the instruction (its guard and controlling
// branches hold) whose own bit is not in its mask? The model is the witness.
//
//===----------------------------------------------------------------------===//
#include "analyses/ControlDeps.h"
#include "analyses/ThreadFormula.h"
#include "checkers/CheckerContext.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MathExtras.h"

using namespace ptx;

static std::string hexMask(uint64_t V) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << llvm::format_hex(V & 0xffffffffu, 10);
  return OS.str();
}

/// The membermask operand of a warp-synchronous instruction, if it has one.
static const Expr *maskOperand(const Inst &I) {
  auto Ops = I.S->Operands;
  if (Ops.empty())
    return nullptr;
  switch (I.Kind) {
  case InstKind::WarpSync:
    return Ops[0];
  case InstKind::Shfl:
  case InstKind::Vote:
  case InstKind::Match:
  case InstKind::Redux:
    return I.hasMod(".sync") ? Ops.back() : nullptr;
  default:
    return nullptr;
  }
}

static std::string instName(const Inst &I) {
  std::string Name = I.opcode().str();
  for (const Word &W : I.S->Mods)
    Name += W.Text.str();
  return Name;
}

/// Masks that are functions of the lane id: exists a lane that runs the
/// instruction with its own bit clear in the mask it passes?
static void checkLaneMasks(FunctionAnalyses &FA, DiagnosticEngine &Diags,
                           llvm::ArrayRef<unsigned> Insts) {
  FunctionIR &F = FA.IR;
  DomTree Dom(F, /*Post=*/false);
  ControlDeps CD(F, Dom, FA.PostDom);
  for (unsigned Idx : Insts) {
    const Inst &I = F.Insts[Idx];
    ThreadFormula TF(F, FA.Uni, FA.Values, FA.Ctx, FA.Shape);
    TF.addThread(0);
    bool AllKnown = true;
    if (!TF.requireRuns(I, 0, CD, AllKnown))
      continue;
    auto M = TF.value(maskOperand(I), 0, 32);
    auto Lane = TF.threadVar(ThreadVar::LaneId, 0);
    if (!M || !Lane)
      continue;
    std::string MaskName = TF.name("mask", "((_ zero_extend 32) " + *M + ")");
    std::string LaneName = TF.name("lane", "((_ zero_extend 32) " + *Lane + ")");
    TF.require("(= ((_ extract 0 0) (bvlshr " + MaskName + " " + LaneName + ")) #b0)");
    std::string Name = ("warp-sync-mask." + F.F.Name.Text + ".L" +
                        std::to_string(lineOf(Diags, I)) + ".lane")
                           .str();
    smt::Result R = TF.solveMinimal(FA.Ctx.solver(), Name, 1);
    if (!R.isSat())
      continue;
    std::array<uint64_t, 3> Tid;
    for (unsigned D = 0; D < 3; ++D)
      Tid[D] = R.Model.lookup(ThreadFormula::tidName(D, 0));
    std::string Values;
    for (const std::string &U : TF.unknowns())
      Values += (Values.empty() ? "" : ", ") + U + " = " + std::to_string(R.Model.lookup(U));
    bool Definite = AllKnown && !TF.usesUnknowns();
    Diags.report(Definite ? DiagId::WarpSyncMask : DiagId::WarpSyncMaskMaybe, I.S->Range)
        << ("thread " + describeThread(Tid) + " (lane " + std::to_string(R.Model.lookup("lane")) +
            ") executes '" + instName(I) + "' with membermask " + hexMask(R.Model.lookup("mask")) +
            ", which does not include its own lane; the behaviour is undefined (found by the "
            "SMT solver" +
            (Values.empty() ? std::string(")") : " for " + Values + ")"));
  }
}

void ptx::checkWarpSync(FunctionAnalyses &FA, DiagnosticEngine &Diags) {
  FunctionIR &F = FA.IR;
  struct Cand {
    unsigned Index;
    uint32_t Mask;
  };
  std::vector<Cand> Cands;
  llvm::SmallVector<unsigned, 4> LaneMasks;
  for (unsigned K = 0; K < F.Insts.size(); ++K) {
    const Inst &I = F.Insts[K];
    if (!F.Blocks[I.Block].Reachable)
      continue;
    const Expr *M = maskOperand(I);
    if (!M)
      continue;
    auto V = FA.Values.constant(M);
    if (!V) {
      // A mask that differs between lanes (computed from %laneid/%tid).
      if (FA.Uni.expr(M) == Level::Varying)
        LaneMasks.push_back(K);
      continue;
    }
    Cands.push_back({K, static_cast<uint32_t>(*V)});
  }
  if (!LaneMasks.empty())
    checkLaneMasks(FA, Diags, LaneMasks);
  if (Cands.empty())
    return;
  const auto &Runs = FA.warps();

  // Cooperative groups test `__activemask() == 0xffffffff` before using the
  // full mask: a block dominated by such a test runs with the whole warp.
  DomTree Dom(F, /*Post=*/false);
  auto FromActiveMask = [&](const Expr *E) {
    if (!E || E->K != Expr::Symbol)
      return false;
    auto R = F.lookupReg(E->Name);
    if (!R)
      return false;
    for (unsigned K : F.defsOf(*R))
      if (F.Insts[K].opcode() == "activemask")
        return true;
    return false;
  };
  auto FullWarpTested = [&](unsigned B) {
    for (unsigned Steps = 0; Steps <= F.numBlocks() && B != Dom.root(); ++Steps) {
      unsigned D = Dom.idom(B);
      const Inst &T = F.Insts[F.Blocks[D].End - 1];
      if (T.Kind == InstKind::Branch && T.Guard >= 0)
        for (unsigned DefIdx : F.defsOf(T.Guard)) {
          const Inst &P = F.Insts[DefIdx];
          if (P.opcode() != "setp" || P.S->Operands.size() < 3)
            continue;
          bool Full = false;
          for (unsigned K = 1; K <= 2; ++K)
            if (auto V = evalConstExpr(P.S->Operands[K]))
              Full |= (*V & 0xffffffffu) == 0xffffffffu;
          if (Full && (FromActiveMask(P.S->Operands[1]) || FromActiveMask(P.S->Operands[2])))
            return true;
        }
      B = D;
    }
    return false;
  };

  for (const Cand &C : Cands) {
    const Inst &I = F.Insts[C.Index];
    std::string Name = I.opcode().str();
    for (const Word &W : I.S->Mods)
      Name += W.Text.str();
    bool Reported = false, AnyUnknown = false;
    for (const WarpRun &R : Runs) {
      for (const WarpWorld &World : R.Worlds) {
        auto GIt = World.Groups.find(C.Index);
        // (a) an executing lane outside the mask.
        if (GIt != World.Groups.end())
          for (uint32_t Group : GIt->second) {
            auto Exec = guardedLanes(FA, R, I, Group);
            if (!Exec) {
              AnyUnknown = true;
              continue;
            }
            uint32_t Outside = *Exec & ~C.Mask;
            if (!Outside || Reported)
              continue;
            unsigned L = llvm::countTrailingZeros(Outside);
            Diags.report(DiagId::WarpSyncMask, I.S->Range)
                << ("thread " + describeThread(R.Lanes[L]) + " (lane " + std::to_string(L) +
                    ") executes '" + Name + "' but is not in its membermask " +
                    hexMask(C.Mask) + "; the behaviour is undefined");
            Reported = true;
          }
        if (!World.Exact) {
          AnyUnknown = true;
          continue;
        }
        // (b) a named lane that never executes it while others do.
        auto EIt = World.Ever.find(C.Index);
        if (EIt == World.Ever.end() || Reported)
          continue;
        auto Exec = guardedLanes(FA, R, I, EIt->second);
        if (!Exec) {
          AnyUnknown = true;
          continue;
        }
        if (!*Exec)
          continue;
        uint32_t Missing = C.Mask & R.Exists & ~*Exec;
        if (!Missing)
          continue;
        unsigned L = llvm::countTrailingZeros(Missing);
        bool Definite = R.definite();
        Diags.report(Definite ? DiagId::WarpSyncMask : DiagId::WarpSyncMaskMaybe, I.S->Range)
            << ("membermask " + hexMask(C.Mask) + " of '" + Name + "' names lane " +
                std::to_string(L) + " (thread " + describeThread(R.Lanes[L]) +
                "), which never executes it, while lane " +
                std::to_string(llvm::countTrailingZeros(*Exec)) +
                " does: the instruction waits for a thread that does not come" +
                (Definite ? "" : " (for some parameter values)"));
        int Br = FA.Uni.controllingBranch(I.Block, Level::Varying);
        if (Br >= 0)
          Diags.report(DiagId::NoteGeneric, F.Insts[Br].S->Range)
              << "the lanes split at this branch";
        Reported = true;
      }
    }
    if (Reported || !AnyUnknown)
      continue;
    Level Ctl = maxLevel(FA.Uni.controlLevel(I.Block),
                         I.Guard >= 0 ? FA.Uni.reg(I.Guard) : Level::Uniform);
    if (Ctl == Level::Varying && C.Mask == 0xffffffffu && !FullWarpTested(I.Block)) {
      Diags.report(DiagId::WarpSyncMaskMaybe, I.S->Range)
          << ("'" + Name + "' with the full membermask 0xffffffff runs under a condition "
              "that can differ between the lanes of a warp; if some lanes skip it, the "
              "others wait for them (use __activemask() or a mask of the lanes that take "
              "this path)");
      int Br = FA.Uni.controllingBranch(I.Block, Level::Varying);
      if (Br >= 0)
        Diags.report(DiagId::NoteGeneric, F.Insts[Br].S->Range)
            << "this branch depends on the thread";
    }
  }
}
