//===- WarpSyncGroupMask.cpp - group-mask facts for warp-sync-mask --------===//
//
// The group masks of WarpSyncGroupMask.h and the full-warp tests on them:
// activemask, ballot and match.any masks, `popc(M) == 32` (also in the
// packed size cooperative groups keep), binary_partition's xor of a ballot,
// and the greatest fixpoint over loop-carried writes of a mask.
//
//===----------------------------------------------------------------------===//
#include "checkers/WarpSyncGroupMask.h"
#include "analyses/Interproc.h"
#include "lexer/Token.h"
#include "llvm/Support/MathExtras.h"

using namespace ptx;

/// Predicate \p P's write as `R > K` (\p Neg: its negation) for a setp
/// comparing a register with a constant (gt, ge, lt, le), with \p Type
/// the comparison's type.
static bool setpAsGreater(FunctionIR &F, unsigned P, unsigned At, unsigned &R, int64_t &K,
                          bool &Neg, llvm::StringRef &Type) {
  int D = F.reachingDef(P, At);
  if (D < 0)
    return false;
  const Inst &I = F.Insts[D];
  if (I.opcode() != "setp" || I.S->Operands.size() != 3 || I.S->Mods.size() < 2)
    return false;
  auto Reg = I.S->Operands[1]->K == Expr::Symbol ? F.lookupReg(I.S->Operands[1]->Name)
                                                  : std::nullopt;
  auto C = evalConstExpr(I.S->Operands[2]);
  if (!Reg || !C || *C == INT64_MIN)
    return false;
  llvm::StringRef Cmp = I.S->Mods[0].Text;
  Type = I.S->Mods.back().Text;
  if (!(Type == ".s32" || Type == ".u32" || Type == ".s64" || Type == ".u64"))
    return false;
  R = *Reg;
  if (Cmp == ".gt")
    K = *C, Neg = false;
  else if (Cmp == ".ge")
    K = *C - 1, Neg = false;
  else if (Cmp == ".le")
    K = *C, Neg = true;
  else if (Cmp == ".lt")
    K = *C - 1, Neg = true;
  else
    return false;
  return true;
}

/// Predicates \p P (read at \p PAt) and \p Q (read at \p QAt) are
/// setp's of the same type and operands (registers holding the same writes
/// at both) with complementary comparisons: lt/ge, le/gt, eq/ne (lo/hs,
/// ls/hi) on integers, an ordered comparison and the unordered opposite
/// one (lt/geu, eq/neu, num/nan ...) on floating point.
static bool complementarySetp(FunctionIR &F, unsigned P, unsigned PAt, unsigned Q, unsigned QAt) {
  int PD = F.reachingDef(P, PAt), QD = F.reachingDef(Q, QAt);
  if (PD < 0 || QD < 0)
    return false;
  const Inst &A = F.Insts[PD], &B = F.Insts[QD];
  if (A.opcode() != "setp" || B.opcode() != "setp" || A.S->Operands.size() != 3 ||
      B.S->Operands.size() != 3 || A.S->Mods.size() < 2 || A.S->Mods.size() > 3 ||
      A.S->Mods.size() != B.S->Mods.size() || A.S->Guard || B.S->Guard)
    return false;
  // Everything but the comparison (the type, `.ftz`) must be the same.
  for (unsigned K = 1; K < A.S->Mods.size(); ++K)
    if (A.S->Mods[K].Text != B.S->Mods[K].Text)
      return false;
  llvm::StringRef T = A.S->Mods.back().Text;
  bool Int = T.startswith(".s") || T.startswith(".u") || T.startswith(".b");
  if (!Int && !T.startswith(".f"))
    return false;
  llvm::StringRef CA = A.S->Mods[0].Text, CB = B.S->Mods[0].Text;
  auto Pair = [&](llvm::StringRef X, llvm::StringRef Y) {
    return (CA == X && CB == Y) || (CA == Y && CB == X);
  };
  // PTX ISA 9.7.3.1 (integer) and 9.7.3.2 (floating point) comparisons:
  // an ordered float comparison is false where an operand is NaN, so its
  // negation is the unordered comparison of the opposite relation
  // (cooperative groups' `binary_partition(g, x < c)` on a float: the
  // ballot of `setp.lt` against `selp` of `setp.geu`).
  bool Complement =
      Int ? Pair(".lt", ".ge") || Pair(".le", ".gt") || Pair(".eq", ".ne") ||
                Pair(".lo", ".hs") || Pair(".ls", ".hi") || Pair(".lt", ".hs") ||
                Pair(".lo", ".ge") || Pair(".le", ".hi") || Pair(".ls", ".gt")
          : Pair(".lt", ".geu") || Pair(".le", ".gtu") || Pair(".gt", ".leu") ||
                Pair(".ge", ".ltu") || Pair(".eq", ".neu") || Pair(".ne", ".equ") ||
                Pair(".num", ".nan");
  if (!Complement)
    return false;
  for (unsigned J = 1; J <= 2; ++J) {
    const Expr *EA = A.S->Operands[J], *EB = B.S->Operands[J];
    // Floating-point literals: the same bits (0f/0d) or the same value.
    if (EA->K == Expr::HexFloat || EB->K == Expr::HexFloat || EA->K == Expr::FloatLit ||
        EB->K == Expr::FloatLit) {
      if (EA->K != EB->K || (EA->K == Expr::HexFloat
                                 ? EA->IntValue != EB->IntValue || EA->IsDouble != EB->IsDouble
                                 : EA->FloatValue != EB->FloatValue))
        return false;
      continue;
    }
    auto KA = evalConstExpr(EA), KB = evalConstExpr(EB);
    if (KA || KB) {
      if (!KA || !KB || *KA != *KB)
        return false;
      continue;
    }
    if (EA->K != Expr::Symbol || EB->K != Expr::Symbol || EA->Name != EB->Name)
      return false;
    auto R = F.lookupReg(EA->Name);
    llvm::SmallVector<unsigned, 4> DA, DB;
    if (!R || !F.reachingDefs(*R, PD, DA) || !F.reachingDefs(*R, QD, DB) || DA != DB)
      return false;
  }
  return true;
}

/// Instruction \p XD is cooperative groups' binary_partition of a ballot's
/// mask M: `xor ballot(p, M), (q ? -1 : 0)` with q the negation of p (or `(q
/// ? 0 : -1)` with q equal to p), so that its value & M names exactly the
/// lanes of M whose p equals this lane's. \p Ballot gets the ballot.
static bool partitionXor(FunctionIR &F, int XD, int &Ballot) {
  if (XD < 0 || F.Insts[XD].opcode() != "xor" || F.Insts[XD].S->Operands.size() != 3 ||
      F.Insts[XD].S->Guard)
    return false;
  llvm::SmallVector<unsigned, 4> AtAnd, AtBallot;
  const Inst &Xor = F.Insts[XD];
  for (unsigned J = 1; J <= 2; ++J) {
    const Expr *BE = Xor.S->Operands[J], *SE = Xor.S->Operands[3 - J];
    if (BE->K != Expr::Symbol || SE->K != Expr::Symbol)
      continue;
    auto BR = F.lookupReg(BE->Name), SR = F.lookupReg(SE->Name);
    if (!BR || !SR)
      continue;
    int BD = F.reachingDef(*BR, XD), SD = F.reachingDef(*SR, XD);
    if (BD < 0 || SD < 0)
      continue;
    const Inst &B = F.Insts[BD], &Sel = F.Insts[SD];
    if (B.opcode() != "vote" || !B.hasMod(".ballot") || B.S->Operands.size() != 3)
      continue;
    if (Sel.opcode() != "selp" || Sel.S->Operands.size() != 4)
      continue;
    auto A = evalConstExpr(Sel.S->Operands[1]), Z = evalConstExpr(Sel.S->Operands[2]);
    if (!A || !Z)
      continue;
    bool Wide = (*A & 0xffffffffu) == 0xffffffffu && *Z == 0;
    bool Narrow = *A == 0 && (*Z & 0xffffffffu) == 0xffffffffu;
    if (!Wide && !Narrow)
      continue;
    // Wide: q must be not-p; Narrow: q must be p.
    const Expr *PE = B.S->Operands[1], *QE = Sel.S->Operands[3];
    bool PNeg = false, QNeg = false;
    if (PE->K == Expr::Unary && static_cast<TokenKind>(PE->Op) == TokenKind::Bang)
      PE = PE->Sub[0], PNeg = true;
    if (QE->K == Expr::Unary && static_cast<TokenKind>(QE->Op) == TokenKind::Bang)
      QE = QE->Sub[0], QNeg = true;
    if (PE->K != Expr::Symbol || QE->K != Expr::Symbol)
      continue;
    auto PR = F.lookupReg(PE->Name), QR = F.lookupReg(QE->Name);
    if (!PR || !QR)
      continue;
    // Relation of q to p: Same (q == p) or Opposite.
    std::optional<bool> Opposite;
    if (*PR == *QR)
      Opposite = false;
    else if (int QD = F.reachingDef(*QR, SD);
             QD >= 0 && F.Insts[QD].opcode() == "not" && F.Insts[QD].S->Operands.size() == 2 &&
             F.Insts[QD].S->Operands[1]->K == Expr::Symbol &&
             F.lookupReg(F.Insts[QD].S->Operands[1]->Name) == PR &&
             F.reachingDefs(*PR, QD, AtAnd) && F.reachingDefs(*PR, BD, AtBallot) &&
             AtAnd == AtBallot)
      Opposite = true;
    else if (complementarySetp(F, *PR, BD, *QR, SD))
      Opposite = true;
    else {
      unsigned R1, R2;
      int64_t K1, K2;
      bool N1, N2;
      llvm::StringRef T1, T2;
      if (setpAsGreater(F, *PR, BD, R1, K1, N1, T1) &&
          setpAsGreater(F, *QR, SD, R2, K2, N2, T2) && R1 == R2 && K1 == K2 && T1 == T2) {
        // The compared register must hold one value at both reads.
        int PD = F.reachingDef(*PR, BD), QD = F.reachingDef(*QR, SD);
        llvm::SmallVector<unsigned, 4> D1, D2;
        if (PD >= 0 && QD >= 0 && F.reachingDefs(R1, PD, D1) && F.reachingDefs(R1, QD, D2) &&
            D1 == D2)
          Opposite = N1 != N2;
      }
    }
    if (!Opposite)
      continue;
    bool Opp = *Opposite != (PNeg != QNeg);
    if ((Wide && Opp) || (Narrow && !Opp)) {
      Ballot = BD;
      return true;
    }
  }
  return false;
}

/// Register \p X, read at instruction \p At, is binary_partition's xor
/// (partitionXor) of a ballot over mask \p M, reading the writes of M the
/// instruction at \p At reads: X & M names the lanes of M agreeing with
/// this lane.
static bool binaryPartition(FunctionIR &F, unsigned X, const Expr *M, unsigned At) {
  int Ballot = -1;
  if (M->K != Expr::Symbol || !partitionXor(F, F.reachingDef(X, At), Ballot))
    return false;
  const Expr *BM = F.Insts[Ballot].S->Operands[2];
  auto MR = F.lookupReg(M->Name);
  llvm::SmallVector<unsigned, 4> AtAnd, AtBallot;
  return MR && BM->K == Expr::Symbol && BM->Name == M->Name && F.reachingDefs(*MR, At, AtAnd) &&
         F.reachingDefs(*MR, Ballot, AtBallot) && AtAnd == AtBallot;
}

bool GroupMasks::isActiveMask(const Expr *E) const {
  if (!E || E->K != Expr::Symbol)
    return false;
  auto R = F.lookupReg(E->Name);
  if (!R)
    return false;
  auto Defs = F.defsOf(*R);
  for (unsigned K : Defs)
    if (F.Insts[K].opcode() == "activemask")
      return true;
  // The result of a helper returning it (NVVM -O1's out-of-line
  // __activemask()).
  if (Defs.size() == 1)
    if (auto V = resultOf(Defs.front()); V && V->I->opcode() == "activemask")
      return true;
  return false;
}

bool GroupMasks::fromActiveMask(const Expr *E) const {
  if (isActiveMask(E))
    return true;
  auto R = E && E->K == Expr::Symbol ? F.lookupReg(E->Name) : std::nullopt;
  if (!R)
    return false;
  // A lane mask that is 0xffffffff only where all 32 lanes run it
  // (PTX ISA 9.7.14.10, 9.7.14.9): match.sync's mask of the lanes holding
  // the same value (cooperative groups' labeled_partition and scans test it
  // before their full-warp path) and vote.ballot's mask of the lanes whose
  // predicate is true, each the register's only definition, over the whole
  // warp or the active mask (a constant part of the warp never gives it).
  auto Defs = F.defsOf(*R);
  if (Defs.size() != 1)
    return false;
  const Inst &D = F.Insts[Defs.front()];
  if (D.S->Guard || D.S->Operands.size() < 3 ||
      !(D.opcode() == "match" || (D.opcode() == "vote" && D.hasMod(".ballot"))))
    return false;
  const Expr *Member = D.S->Operands.back();
  auto K = evalConstExpr(Member);
  return (K && (*K & 0xffffffffu) == 0xffffffffu) || isActiveMask(Member);
}

std::optional<unsigned> GroupMasks::regOf(const Expr *E) const {
  if (!E || E->K != Expr::Symbol)
    return std::nullopt;
  return F.lookupReg(E->Name);
}

// Operand \p E of instruction \p At is 0xffffffff: a constant, or a
// register every write reaching it sets to that constant.
bool GroupMasks::fullConstAt(const Expr *E, unsigned At) const {
  if (auto K = evalConstExpr(E))
    return (*K & 0xffffffffu) == 0xffffffffu;
  auto R = regOf(E);
  llvm::SmallVector<unsigned, 4> Defs;
  if (!R || !F.reachingDefs(*R, At, Defs) || Defs.empty())
    return false;
  return llvm::all_of(Defs, [&](unsigned D) {
    const Inst &I = F.Insts[D];
    if (I.opcode() != "mov" || I.S->Guard || I.S->Operands.size() != 2)
      return false;
    auto K = evalConstExpr(I.S->Operands[1]);
    return K && (*K & 0xffffffffu) == 0xffffffffu;
  });
}

// A predicate (operand \p E of instruction \p At) every lane running
// together holds the same value of: computed by setp and and/or/xor/not
// from constants, registers not varying within a warp, and the results
// of activemask, and of vote and redux over the full warp or an
// activemask (each lane of the group gets the same answer).
bool GroupMasks::sharedPred(const Expr *E, unsigned At, unsigned Depth) const {
  if (Depth > 8)
    return false;
  if (E->K == Expr::Unary && static_cast<TokenKind>(E->Op) == TokenKind::Bang)
    E = E->Sub[0];
  if (evalConstExpr(E))
    return true;
  auto R = regOf(E);
  if (!R)
    return false;
  if (FA.Uni.reg(*R) != Level::Varying)
    return true;
  llvm::SmallVector<unsigned, 4> Defs;
  if (!F.reachingDefs(*R, At, Defs) || Defs.empty())
    return false;
  for (unsigned D : Defs) {
    const Inst &P = F.Insts[D];
    llvm::StringRef Op = P.opcode();
    if (P.S->Guard)
      return false;
    if (Op == "activemask")
      continue;
    if (Op == "vote" || Op == "redux") {
      const Expr *M = P.S->Operands.back();
      auto K = evalConstExpr(M);
      auto MR = regOf(M);
      llvm::SmallVector<unsigned, 4> MDefs;
      bool Active = MR && F.reachingDefs(*MR, D, MDefs) && !MDefs.empty() &&
                    llvm::all_of(MDefs, [&](unsigned X) {
                      return F.Insts[X].opcode() == "activemask" && !F.Insts[X].S->Guard;
                    });
      if ((K && (*K & 0xffffffffu) == 0xffffffffu) || Active || fullConstAt(M, D))
        continue;
      return false;
    }
    if (Defs.size() == 1 &&
        (Op == "setp" || Op == "and" || Op == "or" || Op == "xor" || Op == "not" ||
         Op == "add" || Op == "sub" || Op == "shl" || Op == "shr" || Op == "popc" ||
         Op == "brev" || Op == "bfind" || Op == "selp" || Op == "mov")) {
      for (unsigned J = 1; J < P.S->Operands.size(); ++J)
        if (!sharedPred(P.S->Operands[J], D, Depth + 1))
          return false;
      continue;
    }
    return false;
  }
  return true;
}

// Could the lanes that ran instruction From (writing register R) reach
// instruction To apart, or with another value of R? They take different
// ways only at a thread-varying branch on a guard they do not share
// (sharedPred); that is harmless where every way on to To passes the
// branch's immediate post-dominator first (they meet again there), unless
// some of them write R again on the way, or pass From again (a loop they
// leave in different rounds). Lanes that all take one way hold the value
// of the last write on it, itself a write reaching To.
bool GroupMasks::splitsBetween(unsigned From, unsigned To, unsigned R) const {
  unsigned FB = F.Insts[From].Block, TB = F.Insts[To].Block;
  auto WritesR = [&](unsigned K) {
    for (const RegRef &D : F.Insts[K].Defs)
      if (D.Reg == R)
        return true;
    return false;
  };
  if (FB == TB && From < To)
    return false;
  std::vector<bool> CanReach(F.numBlocks(), false);
  {
    llvm::SmallVector<unsigned, 16> Back{TB};
    while (!Back.empty()) {
      unsigned X = Back.pop_back_val();
      if (CanReach[X])
        continue;
      CanReach[X] = true;
      for (unsigned P : F.Blocks[X].Preds)
        Back.push_back(P);
    }
  }
  // Lanes split at block X meet again at its immediate post-dominator P:
  // harmless when every way from X to To passes P first (they go on
  // together from there).
  auto MeetBefore = [&](unsigned X) {
    unsigned P = FA.PostDom.idom(X);
    if (P >= F.numBlocks())
      return false;
    if (P == TB)
      return true;
    std::vector<bool> Vis(F.numBlocks(), false);
    llvm::SmallVector<unsigned, 16> W(F.Blocks[X].Succs.begin(), F.Blocks[X].Succs.end());
    while (!W.empty()) {
      unsigned Y = W.pop_back_val();
      if (Y == P || Vis[Y])
        continue;
      if (Y == TB)
        return false;
      Vis[Y] = true;
      for (unsigned S : F.Blocks[Y].Succs)
        W.push_back(S);
    }
    return true;
  };
  bool Rejoined = false, Again = false;
  auto Splits = [&](unsigned X) {
    const BasicBlock &BB = F.Blocks[X];
    if (BB.Succs.size() < 2 || FA.Uni.branchLevel(X) != Level::Varying)
      return false;
    const Inst &T = F.Insts[BB.End - 1];
    if (T.Kind == InstKind::Branch && T.S->Guard && sharedPred(T.S->Guard, BB.End - 1, 0))
      return false;
    if (MeetBefore(X)) {
      Rejoined = true;
      return false;
    }
    return true;
  };
  if (!CanReach[FB] || Splits(FB))
    return true;
  for (unsigned K = From + 1; K < F.Blocks[FB].End; ++K)
    Again |= WritesR(K);
  for (unsigned K = F.Blocks[TB].Begin; K < To; ++K)
    Again |= WritesR(K);
  std::vector<bool> Seen(F.numBlocks(), false);
  llvm::SmallVector<unsigned, 16> Work(F.Blocks[FB].Succs.begin(), F.Blocks[FB].Succs.end());
  while (!Work.empty()) {
    unsigned X = Work.pop_back_val();
    if (X == TB || Seen[X])
      continue;
    if (X == FB) {
      Again = true; // a cycle through From that avoids To
      continue;
    }
    Seen[X] = true;
    if (!CanReach[X])
      continue;
    if (Splits(X))
      return true;
    for (unsigned K = F.Blocks[X].Begin; K < F.Blocks[X].End; ++K)
      Again |= WritesR(K);
    for (unsigned S : F.Blocks[X].Succs)
      Work.push_back(S);
  }
  return Rejoined && Again;
}

// Every lane of the warp runs instruction \p D, together: a kernel launched
// with whole warps, with no split between its entry and \p D.
bool GroupMasks::allLanesAt(unsigned D) const {
  return F.F.IsEntry &&
         !(FA.Shape.BlockKind == LaunchShape::Exact && FA.Shape.Block.count() % 32 != 0) &&
         !splitsBetween(F.Blocks[0].Begin, D, ~0u);
}

// The element of depot load \p D that register \p R receives reads the
// constant full mask (loadedConstant).
bool GroupMasks::loadedFull(unsigned D, unsigned R) const {
  const Inst &L = F.Insts[D];
  unsigned Elem = 0;
  if (isVectorAccess(L)) {
    const Expr *Vec = L.S->Operands.empty() ? nullptr : L.S->Operands[0];
    if (!Vec || Vec->K != Expr::Vector)
      return false;
    for (Elem = 0; Elem < Vec->Sub.size(); ++Elem)
      if (regOf(Vec->Sub[Elem]) == std::optional<unsigned>(R))
        break;
    if (Elem == Vec->Sub.size())
      return false;
  }
  auto K = loadedConstant(F, D, Elem);
  return K && (*K & 0xffffffffu) == 0xffffffffu;
}

std::optional<GroupMasks::ResultOp> GroupMasks::resultOf(unsigned D) const {
  const Inst &L = F.Insts[D];
  if (L.opcode() != "ld" || !L.hasMod(".param") || L.S->Guard)
    return std::nullopt;
  unsigned Ret;
  int64_t Off;
  auto C = callOfResult(F, D, Ret, Off);
  if (!C || Ret || Off)
    return std::nullopt;
  CallBinding B = bindCall(FA.Ctx, F, *C);
  const Function *Fn = B.Callee;
  if (!Fn || !Fn->Body || Fn->IsEntry)
    return std::nullopt;
  FunctionIR &IR = FA.Ctx.calleeIR(*Fn);
  if (IR.Insts.size() > 16)
    return std::nullopt;
  for (const Inst &I : IR.Insts)
    if (I.Kind == InstKind::Call || I.Kind == InstKind::Branch || I.isGuarded())
      return std::nullopt;
  // The last instruction before the return that writes the register the
  // helper returns.
  for (unsigned K = IR.Insts.size(); K-- > 0;) {
    const Inst &X = IR.Insts[K];
    if (X.Defs.size() != 1 || X.opcode() == "ld" || X.opcode() == "mov" ||
        !IR.returnsRegAfter(K, X.Defs.front().Reg))
      continue;
    ResultOp V;
    V.I = &X;
    for (unsigned J = 0; J < X.S->Operands.size(); ++J) {
      const Expr *E = X.S->Operands[J];
      const Expr *Mine = nullptr;
      unsigned At = *C;
      if (J > 0) {
        ValueOrigin O = traceCopies(IR, FA.Ctx, E, K);
        if (O.Root && O.Add == 0 && evalConstExpr(O.Root))
          Mine = O.Root; // an immediate reads the same in any function
        else if (auto P = asParam(IR, O); P && !P->Off && !P->Add)
          if (const CallBinding::Piece *A = B.arg(P->Param, 0)) {
            Mine = A->Value;
            At = A->Store;
          }
      }
      V.Ops.push_back(Mine);
      V.At.push_back(At);
    }
    return V;
  }
  return std::nullopt;
}

const Expr *GroupMasks::popcOf(unsigned D, unsigned &MAt) const {
  const Inst &I = F.Insts[D];
  if (I.opcode() == "popc") {
    MAt = D;
    return I.S->Operands.size() == 2 && !I.S->Guard ? I.S->Operands[1] : nullptr;
  }
  auto V = I.opcode() == "ld" ? resultOf(D) : std::nullopt;
  if (!V || V->I->opcode() != "popc" || V->Ops.size() != 2 || !V->Ops[1])
    return nullptr;
  MAt = V->At[1];
  return V->Ops[1];
}

// Register operand \p E read by instruction \p At: every write reaching it
// is a group mask and no branch splits the lanes in between.
bool GroupMasks::groupMaskAt(const Expr *E, unsigned At, unsigned Depth) {
  auto R = regOf(E);
  return R && groupDefs(*R, At, Depth);
}

// Every write of register \p R reaching instruction \p At is a group mask
// and no branch splits the lanes in between (groupMaskAt for a register).
bool GroupMasks::groupDefs(unsigned R, unsigned At, unsigned Depth) {
  llvm::SmallVector<unsigned, 4> Defs;
  if (Depth > 8 || !F.reachingDefs(R, At, Defs) || Defs.empty())
    return false;
  for (unsigned D : Defs) {
    if (splitsBetween(D, At, R))
      return false;
    if (!GroupOpen.insert(D).second)
      continue; // loop-carried: assumed while being decided
    const Inst &I = F.Insts[D];
    const auto &Ops = I.S->Operands;
    auto FullOrGroup = [&](const Expr *M) {
      auto K = evalConstExpr(M);
      return (K && (*K & 0xffffffffu) == 0xffffffffu) || groupMaskAt(M, D, Depth + 1);
    };
    bool Ok = false;
    llvm::StringRef Op = I.opcode();
    if (I.S->Guard)
      Ok = false;
    else if (Op == "activemask")
      Ok = true;
    else if ((Op == "vote" && I.hasMod(".ballot")) || (Op == "match" && I.hasMod(".any")))
      Ok = Ops.size() >= 3 && FullOrGroup(Ops.back());
    else if (Op == "ld" && !I.hasMod(".param") && loadedFull(D, R))
      // The full mask read back from a stack slot (a thread_block_tile<32>
      // that NVVM -O1 constructs out of line), where the whole warp runs
      // together.
      Ok = allLanesAt(D);
    else if (auto V = Op == "ld" ? resultOf(D) : std::nullopt) {
      // The result of a helper returning one (NVVM -O1's out-of-line
      // __activemask, __ballot_sync and __match_any_sync).
      llvm::StringRef COp = V->I->opcode();
      if (COp == "activemask")
        Ok = true;
      else if ((COp == "vote" && V->I->hasMod(".ballot")) ||
               (COp == "match" && V->I->hasMod(".any"))) {
        const Expr *M = V->Ops.size() >= 3 ? V->Ops.back() : nullptr;
        auto K = M ? evalConstExpr(M) : std::nullopt;
        Ok = M && ((K && (*K & 0xffffffffu) == 0xffffffffu) ||
                   groupMaskAt(M, V->At.back(), Depth + 1));
      }
    } else if (Op == "mov" && Ops.size() == 2 && evalConstExpr(Ops[1]))
      // The full mask where the whole warp runs together.
      Ok = fullConstAt(Ops[1], D) && allLanesAt(D);
    else if (Op == "mov" && Ops.size() == 2)
      Ok = groupMaskAt(Ops[1], D, Depth + 1);
    else if (int Ballot = -1; Op == "xor" && partitionXor(F, static_cast<int>(D), Ballot))
      // binary_partition of a ballot over the whole warp: the lanes that
      // agree with this one (its complement names no lane outside the
      // warp's group, all 32 lanes being in the ballot).
      Ok = fullConstAt(F.Insts[Ballot].S->Operands[2], static_cast<unsigned>(Ballot)) &&
           allLanesAt(static_cast<unsigned>(Ballot));
    else if (Op == "and" && Ops.size() == 3)
      for (unsigned J = 1; J <= 2 && !Ok; ++J) {
        const Expr *M = Ops[J], *X = Ops[3 - J];
        if (!groupMaskAt(M, D, Depth + 1))
          continue;
        auto XR = regOf(X);
        if (evalConstExpr(X) || (XR && FA.Uni.reg(*XR) != Level::Varying) ||
            groupMaskAt(X, D, Depth + 1))
          Ok = true;
        else if (XR && binaryPartition(F, *XR, M, D))
          Ok = true;
      }
    GroupOpen.erase(D);
    if (!Ok)
      return false;
  }
  return true;
}

// `popc(M) == 32` read as `M == 0xffffffff`, for a group mask M, also
// through the packed form cooperative groups keep a tile's size in
// (`(popc(M) << 8) | 2` on every path, tested as `(x & -256) == 8192` or
// `(x >> 8) == 32`): the mask operand, or nullptr.
const Expr *GroupMasks::fullPopcTest(const Inst &P, bool Eq) {
  if (P.opcode() != "setp" || P.S->Operands.size() != 3 || P.S->Mods.empty() ||
      P.S->Mods[0].Text != (Eq ? ".eq" : ".ne") || P.S->Guard)
    return nullptr;
  unsigned At = static_cast<unsigned>(&P - F.Insts.data());
  for (unsigned K = 1; K <= 2; ++K) {
    auto V = evalConstExpr(P.S->Operands[K]);
    auto XR = regOf(P.S->Operands[3 - K]);
    if (!V || !XR)
      continue;
    // X is T & -(1 << S) or T >> S, compared with 32 << S (or 32).
    unsigned S = 0;
    std::optional<unsigned> TR = XR;
    unsigned TAt = At;
    int XD = F.reachingDef(*XR, At);
    // Through register copies (nvcc -G: `shr.u32 %r79, %r78, 8; mov.b32
    // %r80, %r79; setp.eq.s32 %p18, %r80, 32`).
    for (unsigned Steps = 0; Steps < 4 && XD >= 0 && !F.Insts[XD].S->Guard &&
                             F.Insts[XD].opcode() == "mov" && F.Insts[XD].S->Operands.size() == 2;
         ++Steps) {
      auto CR = regOf(F.Insts[XD].S->Operands[1]);
      if (!CR || splitsBetween(static_cast<unsigned>(XD), TAt, *XR))
        break;
      int CD = F.reachingDef(*CR, static_cast<unsigned>(XD));
      if (CD < 0)
        break;
      TAt = static_cast<unsigned>(XD);
      XR = CR;
      TR = CR;
      XD = CD;
    }
    if (XD >= 0 && !F.Insts[XD].S->Guard && F.Insts[XD].S->Operands.size() == 3 &&
        (F.Insts[XD].opcode() == "and" || F.Insts[XD].opcode() == "shr")) {
      const Inst &X = F.Insts[XD];
      auto C = evalConstExpr(X.S->Operands[2]);
      if (!C)
        continue;
      uint32_t C32 = static_cast<uint32_t>(*C);
      if (X.opcode() == "shr") {
        if (C32 >= 26)
          continue;
        S = C32;
        if ((*V & 0xffffffffu) != 32u)
          continue;
      } else {
        if (C32 == 0)
          continue;
        S = llvm::countTrailingZeros(C32);
        if (S >= 26 || C32 != (0xffffffffu << S) || (*V & 0xffffffffu) != (32u << S))
          continue;
      }
      TR = regOf(X.S->Operands[1]);
      TAt = static_cast<unsigned>(XD);
      if (!TR || splitsBetween(TAt, At, *XR))
        continue;
    } else if (XD >= 0 && !F.Insts[XD].S->Guard && F.Insts[XD].S->Operands.size() == 3 &&
               F.Insts[XD].opcode() == "shl") {
      // X is T << S compared with 32 << S, T a popc (at most 32, so the
      // shift loses nothing): NVVM -O1 tests the packed size's shifted
      // half before or-ing in the low bits.
      const Inst &X = F.Insts[XD];
      auto C = evalConstExpr(X.S->Operands[2]);
      if (!C || *C < 0 || *C >= 26 || (*V & 0xffffffffu) != (32u << *C))
        continue;
      TR = regOf(X.S->Operands[1]);
      TAt = static_cast<unsigned>(XD);
      if (!TR || splitsBetween(TAt, At, *XR))
        continue;
    } else if ((*V & 0xffffffffu) != 32u) {
      continue;
    }
    // Every write of T reaching the test: popc(M) << S, plus or or-ed
    // with a constant below 1 << S, all of one mask register M.
    llvm::SmallVector<unsigned, 4> TDefs;
    if (!F.reachingDefs(*TR, TAt, TDefs) || TDefs.empty())
      continue;
    const Expr *Mask = nullptr;
    bool Ok = true;
    for (unsigned TD : TDefs) {
      const Inst *I = &F.Insts[TD];
      unsigned PopAt = TD;
      const Expr *Pop = nullptr;
      // Through what keeps T's bits from S up: a register copy, `and` with
      // a constant that keeps them (cooperative groups clearing a flag in
      // the packed word's low byte), and a depot slot whose bytes one store
      // wrote last (nvcc -G: the word stored into the group object, the
      // object copied 8 bytes at a time, read back as 32 bits through a
      // pointer passed down stack slots; DepotSlots::pieceOf).
      for (unsigned Peel = 0; Peel < 16 && !I->S->Guard; ++Peel) {
        unsigned IAt = static_cast<unsigned>(I - F.Insts.data());
        const auto &IOps = I->S->Operands;
        const Expr *Next = nullptr;
        unsigned NextAt = IAt;
        if (I->opcode() == "mov" && IOps.size() == 2 && regOf(IOps[1])) {
          Next = IOps[1];
        } else if (I->opcode() == "and" && IOps.size() == 3 && S > 0) {
          for (unsigned J = 1; J <= 2 && !Next; ++J)
            if (auto C = evalConstExpr(IOps[J]);
                C && (static_cast<uint32_t>(*C) | ((1u << S) - 1)) == 0xffffffffu)
              Next = IOps[3 - J];
        } else if (I->opcode() == "ld" && !I->hasMod(".param") && !isVectorAccess(*I) &&
                   !F.Depot.empty()) {
          auto P = F.depot().pieceOf(IAt);
          if (P && P->Shift == 0 && accessBytes(F.Insts[P->Store]) >= 4 &&
              F.Insts[P->Store].S->Operands.size() == 2 &&
              !splitsBetween(P->Store, IAt, ~0u)) {
            Next = F.Insts[P->Store].S->Operands[1];
            NextAt = P->Store;
          }
        }
        auto NR = Next ? regOf(Next) : std::nullopt;
        int ND = NR ? F.reachingDef(*NR, NextAt) : -1;
        if (ND < 0 || splitsBetween(static_cast<unsigned>(ND), NextAt, *NR))
          break;
        I = &F.Insts[ND];
        TD = static_cast<unsigned>(ND);
        PopAt = TD;
      }
      if (I->S->Guard) {
        Ok = false;
        break;
      }
      // The size written as the constant 32 (packed), where the whole warp
      // runs together (cooperative groups' `8194` for a partition that is
      // the whole warp).
      if (I->opcode() == "mov" && I->S->Operands.size() == 2)
        if (auto C = evalConstExpr(I->S->Operands[1])) {
          if ((static_cast<uint32_t>(*C) >> S) != 32u || !allLanesAt(TD) ||
              splitsBetween(TD, TAt, *TR)) {
            Ok = false;
            break;
          }
          continue;
        }
      if ((I->opcode() == "or" || I->opcode() == "add") && I->S->Operands.size() == 3 && S > 0) {
        // One side below 1 << S: a constant, or `and X, C` with such a C
        // (the low byte of the word the group type lives in).
        auto Low = [&](const Expr *E) {
          if (auto C = evalConstExpr(E))
            return *C >= 0 && *C < (1ll << S);
          auto LR = regOf(E);
          int LD = LR ? F.reachingDef(*LR, TD) : -1;
          if (LD < 0 || F.Insts[LD].S->Guard || F.Insts[LD].opcode() != "and" ||
              F.Insts[LD].S->Operands.size() != 3)
            return false;
          for (unsigned J = 1; J <= 2; ++J)
            if (auto C = evalConstExpr(F.Insts[LD].S->Operands[J]); C && *C >= 0 && *C < (1ll << S))
              return true;
          return false;
        };
        const Expr *Other = nullptr;
        for (unsigned J = 1; J <= 2 && !Other; ++J)
          if (Low(I->S->Operands[J]))
            Other = I->S->Operands[3 - J];
        int SD = Other ? (regOf(Other) ? F.reachingDef(*regOf(Other), TD) : -1) : -1;
        if (SD < 0 || F.Insts[SD].opcode() != "shl" || F.Insts[SD].S->Operands.size() != 3 ||
            evalConstExpr(F.Insts[SD].S->Operands[2]) != std::optional<int64_t>(S)) {
          Ok = false;
          break;
        }
        I = &F.Insts[SD];
        PopAt = SD;
        Pop = I->S->Operands[1];
      } else if (I->opcode() == "shl" && I->S->Operands.size() == 3 && S > 0 &&
                 evalConstExpr(I->S->Operands[2]) == std::optional<int64_t>(S)) {
        Pop = I->S->Operands[1];
      } else if (S == 0) {
        unsigned MAt = TD;
        if (const Expr *M = popcOf(TD, MAt)) {
          if ((Mask && (M->K != Expr::Symbol || M->Name != Mask->Name)) ||
              !groupMaskAt(M, MAt, 0) || splitsBetween(TD, TAt, *TR)) {
            Ok = false;
            break;
          }
          Mask = M;
          continue;
        }
        Ok = false;
        break;
      }
      int PD = regOf(Pop) ? F.reachingDef(*regOf(Pop), PopAt) : -1;
      // popc(M) & C with C keeping the six low bits: popc(M) itself (at
      // most 32; cooperative groups' 24-bit size field).
      if (PD >= 0 && !F.Insts[PD].S->Guard && F.Insts[PD].opcode() == "and" &&
          F.Insts[PD].S->Operands.size() == 3)
        for (unsigned J = 1; J <= 2; ++J)
          if (auto C = evalConstExpr(F.Insts[PD].S->Operands[J]); C && (*C & 63) == 63) {
            const Expr *X = F.Insts[PD].S->Operands[3 - J];
            int XD = regOf(X) ? F.reachingDef(*regOf(X), static_cast<unsigned>(PD)) : -1;
            if (XD >= 0 && !splitsBetween(static_cast<unsigned>(XD), static_cast<unsigned>(PD),
                                          *regOf(X))) {
              unsigned MAt0 = 0;
              if (popcOf(static_cast<unsigned>(XD), MAt0))
                PD = XD;
            }
            break;
          }
      unsigned MAt = PD >= 0 ? static_cast<unsigned>(PD) : 0;
      const Expr *M = PD >= 0 ? popcOf(static_cast<unsigned>(PD), MAt) : nullptr;
      if (!M) {
        Ok = false;
        break;
      }
      if ((Mask && (M->K != Expr::Symbol || M->Name != Mask->Name)) ||
          !groupMaskAt(M, MAt, 0) ||
          splitsBetween(static_cast<unsigned>(PD), PopAt, *regOf(Pop)) ||
          (PopAt != TD && splitsBetween(PopAt, TD, *regOf(F.Insts[PopAt].S->Operands[0]))) ||
          splitsBetween(TD, TAt, *TR)) {
        Ok = false;
        break;
      }
      Mask = M;
    }
    if (Ok)
      return Mask ? Mask : P.S->Operands[3 - K];
  }
  return nullptr;
}

// `setp.eq p, mask, -1` of an activemask register (\p Eq; `setp.ne` with
// !Eq): the mask register, or nullptr.
const Expr *GroupMasks::activeMaskFullTest(const Inst &P, bool Eq) {
  if (P.opcode() != "setp" || P.S->Operands.size() < 3 || P.S->Mods.empty() ||
      P.S->Mods[0].Text != (Eq ? ".eq" : ".ne"))
    return nullptr;
  for (unsigned K = 1; K <= 2; ++K)
    if (auto V = evalConstExpr(P.S->Operands[K]);
        V && (*V & 0xffffffffu) == 0xffffffffu && fromActiveMask(P.S->Operands[3 - K]))
      return P.S->Operands[3 - K];
  return fullPopcTest(P, Eq);
}

const Inst *GroupMasks::defOf(unsigned R) const {
  auto Defs = F.defsOf(R);
  return Defs.size() == 1 ? &F.Insts[Defs.front()] : nullptr;
}

// The predicate literals that hold where predicate \p R has value \p V,
// through and.pred (true: both), or.pred (false: both) and not.pred: nvcc
// folds `if (all_same && __activemask() == 0xffffffff)` into one branch,
// as `and.pred` taken or as `or.pred` of the negations not taken.
bool GroupMasks::implied(unsigned R, bool V,
                         llvm::SmallVectorImpl<std::pair<unsigned, bool>> &Out,
                         unsigned Depth) const {
  if (Depth <= 6)
    if (std::optional<bool> Done = impliedThroughCopies(R, V, Out, Depth))
      return *Done;
  const Inst *P = defOf(R);
  if (Depth > 6 || !P || P->S->Guard || P->S->Mods.empty() ||
      P->S->Mods.back().Text != ".pred" ||
      (P->opcode() != "and" && P->opcode() != "or" && P->opcode() != "not")) {
    Out.push_back({R, V});
    return true;
  }
  bool Not = P->opcode() == "not";
  if (!Not && (P->opcode() == "and") != V) {
    Out.push_back({R, V}); // a disjunction: nothing follows for each side
    return true;
  }
  for (unsigned K = 1; K < P->S->Operands.size(); ++K) {
    const Expr *E = P->S->Operands[K];
    bool Neg = Not;
    if (E->K == Expr::Unary && static_cast<TokenKind>(E->Op) == TokenKind::Bang) {
      Neg = !Neg;
      E = E->Sub[0];
    }
    auto OR = E->K == Expr::Symbol ? F.lookupReg(E->Name) : std::nullopt;
    if (!OR)
      return false;
    if (!implied(*OR, V != Neg, Out, Depth + 1))
      return false;
  }
  return true;
}

// The constant a predicate operand holds: an immediate, or a register whose
// one write is an unguarded `mov.pred` of one (nvcc -G's `mov.pred %p6, 0`).
static std::optional<bool> constPred(FunctionIR &F, const Expr *E, unsigned Depth = 0) {
  if (auto K = evalConstExpr(E))
    return *K != 0;
  if (!E || E->K != Expr::Symbol || Depth > 4)
    return std::nullopt;
  auto R = F.lookupReg(E->Name);
  if (!R || F.defsOf(*R).size() != 1)
    return std::nullopt;
  const Inst &D = F.Insts[F.defsOf(*R).front()];
  if (D.opcode() != "mov" || D.S->Guard || D.S->Operands.size() != 2)
    return std::nullopt;
  return constPred(F, D.S->Operands[1], Depth + 1);
}

// Predicate copies, which nvcc -G writes for `a && b`: `mov.pred %p14, %p6`
// (%p6 false) on the way that skips b's test, `mov.pred %p14, %p1` (%p1 = b)
// on the other, and the branch tests a copy of %p14 at the join. Where such a
// register holds \p V, the one write whose source can hold V wrote it last,
// so the thread ran that write's block: its source's literals hold, and those
// of the branch that decided the way into that block (a's side). nullopt
// where \p R is not such a copy (implied's other cases apply).
std::optional<bool>
GroupMasks::impliedThroughCopies(unsigned R, bool V,
                                 llvm::SmallVectorImpl<std::pair<unsigned, bool>> &Out,
                                 unsigned Depth) const {
  auto Defs = F.defsOf(R);
  if (Defs.empty())
    return std::nullopt;
  for (unsigned D : Defs) {
    const Inst &I = F.Insts[D];
    if (I.opcode() != "mov" || I.S->Guard || I.S->Mods.empty() ||
        I.S->Mods.back().Text != ".pred" || I.S->Operands.size() != 2)
      return std::nullopt;
  }
  const Inst *Last = nullptr;
  for (unsigned D : Defs) {
    const Inst &I = F.Insts[D];
    if (constPred(F, I.S->Operands[1]) == std::optional<bool>(!V))
      continue; // never holds V
    if (Last)
      return false; // two writes may have written V: nothing follows
    Last = &I;
  }
  if (!Last)
    return false; // R never holds V: no lanes to speak for
  auto Src = regOf(Last->S->Operands[1]);
  if (!Src)
    return false; // an immediate V: only the way in tells
  if (!implied(*Src, V, Out, Depth + 1))
    return false;
  if (Defs.size() == 1)
    return true;
  // The way into the write's block: up through blocks with one predecessor
  // to the first guarded branch, on the side leading there.
  unsigned B = Last->Block;
  for (unsigned Steps = 0; Steps < 8; ++Steps) {
    if (F.Blocks[B].Preds.size() != 1)
      return false;
    unsigned P = F.Blocks[B].Preds.front();
    const BasicBlock &PB = F.Blocks[P];
    if (PB.End <= PB.Begin)
      return false;
    const Inst &T = F.Insts[PB.End - 1];
    if (PB.Succs.size() == 1) {
      B = P;
      continue;
    }
    if (T.Kind != InstKind::Branch || T.Guard < 0 || PB.Succs.size() != 2 ||
        PB.Succs[0] == PB.Succs[1])
      return false;
    bool Fall = B == P + 1;
    // Taken where the guard differs from its negation flag.
    return implied(static_cast<unsigned>(T.Guard), Fall ? T.GuardNeg : !T.GuardNeg, Out,
                   Depth + 1);
  }
  return false;
}

// Where the branch ending block \p D reaches \p At only on one side, the
// literals of that side: one is "the activemask is full" (the whole warp
// was active there), and every other one is the same in all lanes of the
// warp: warp-uniform, or the predicate of a `match.all` over that mask
// (its lanes all get one answer, PTX ISA 9.7.13.8).
bool GroupMasks::foldedFullTest(unsigned D, const Inst &T, unsigned At) {
  if (F.Blocks[D].Succs.size() != 2 || F.Blocks[D].Succs[0] == F.Blocks[D].Succs[1])
    return false;
  unsigned Fall = D + 1;
  unsigned Taken = F.Blocks[D].Succs[0] == Fall ? F.Blocks[D].Succs[1] : F.Blocks[D].Succs[0];
  if (Taken == Fall)
    return false;
  bool TakenSide = Dom.dominates(Taken, At), FallSide = Dom.dominates(Fall, At);
  if (TakenSide == FallSide)
    return false;
  // The guard's value on that side.
  bool V = TakenSide != T.GuardNeg;
  llvm::SmallVector<std::pair<unsigned, bool>, 4> Lits;
  // One literal too: the test reached through `not.pred` (nvcc -G's
  // `setp.eq %p18, %r80, 32; not.pred %p19, %p18; @%p19 bra`).
  if (!implied(static_cast<unsigned>(T.Guard), V, Lits, 0) || Lits.empty() ||
      (Lits.size() == 1 && Lits[0].first == static_cast<unsigned>(T.Guard)))
    return false;
  const Expr *Mask = nullptr;
  for (auto [R, LV] : Lits)
    if (const Inst *P = defOf(R))
      if (const Expr *M = activeMaskFullTest(*P, LV)) {
        Mask = M;
        break;
      }
  if (!Mask || Mask->K != Expr::Symbol)
    return false;
  for (auto [R, LV] : Lits) {
    const Inst *P = defOf(R);
    if (P && activeMaskFullTest(*P, LV))
      continue;
    if (FA.Uni.reg(R) != Level::Varying)
      continue;
    if (P && P->opcode() == "match" && P->hasMod(".all") && !P->S->Guard &&
        P->S->Operands.size() >= 3 && P->S->Operands[2]->K == Expr::Symbol &&
        P->S->Operands[2]->Name == Mask->Name)
      continue;
    if (storedMatchAll(R, Mask))
      continue;
    return false;
  }
  return true;
}

// NVVM -O1's out-of-line `__match_all_sync(mask, v, &pred)` stores its
// predicate through the pointer (`selp.u32 %r, 1, 0, %p; st.local [this],
// %r`) and the caller tests the slot it reads back (`setp.ne %q, %x, 0`):
// predicate \p R is that test, of what a call of such a helper wrote last,
// over the membermask the call passes as register \p Mask. Every lane the
// match ran in got the same predicate (PTX ISA 9.7.13.8).
bool GroupMasks::storedMatchAll(unsigned R, const Expr *Mask) const {
  const Inst *P = defOf(R);
  if (!P || P->opcode() != "setp" || P->S->Guard || P->S->Operands.size() != 3 ||
      P->S->Mods.empty() || (P->S->Mods[0].Text != ".ne" && P->S->Mods[0].Text != ".eq") ||
      !Mask || Mask->K != Expr::Symbol || F.Depot.empty())
    return false;
  unsigned PAt = static_cast<unsigned>(P - F.Insts.data());
  const Expr *X = nullptr;
  for (unsigned K = 1; K <= 2; ++K)
    if (evalConstExpr(P->S->Operands[K]) == std::optional<int64_t>(0))
      X = P->S->Operands[3 - K];
  auto XR = regOf(X);
  int XD = XR ? F.reachingDef(*XR, PAt) : -1;
  if (XD < 0 || F.Insts[XD].opcode() != "ld" || F.Insts[XD].hasMod(".param"))
    return false;
  auto CS = F.depot().callStoreOf(static_cast<unsigned>(XD));
  if (!CS)
    return false;
  CallBinding B = bindCall(FA.Ctx, F, CS->Call);
  const ParamStoreSummary &Sum = paramStores(FA.Ctx, B.Callee);
  if (!Sum.Exact || CS->Store >= Sum.Stores.size() || Sum.Stores[CS->Store].Src < 0)
    return false;
  FunctionIR &C = FA.Ctx.calleeIR(*B.Callee);
  unsigned SAt = static_cast<unsigned>(Sum.Stores[CS->Store].Src);
  const Inst &St = C.Insts[SAt];
  if (St.opcode() != "st" || St.S->Operands.size() != 2 || St.S->Operands[1]->K != Expr::Symbol)
    return false;
  // The stored value: selp of two constants on the match's predicate.
  auto VR = C.lookupReg(St.S->Operands[1]->Name);
  int VD = VR ? C.reachingDef(*VR, SAt) : -1;
  if (VD < 0 || C.Insts[VD].opcode() != "selp" || C.Insts[VD].S->Operands.size() != 4 ||
      !evalConstExpr(C.Insts[VD].S->Operands[1]) || !evalConstExpr(C.Insts[VD].S->Operands[2]) ||
      C.Insts[VD].S->Operands[3]->K != Expr::Symbol)
    return false;
  auto QR = C.lookupReg(C.Insts[VD].S->Operands[3]->Name);
  int QD = QR ? C.reachingDef(*QR, static_cast<unsigned>(VD)) : -1;
  if (QD < 0)
    return false;
  const Inst &Mt = C.Insts[QD];
  if (Mt.opcode() != "match" || !Mt.hasMod(".all") || Mt.S->Guard || Mt.S->Operands.size() < 3 ||
      Mt.S->Operands[0]->K != Expr::PredPair || Mt.S->Operands[0]->Sub.size() != 2 ||
      Mt.S->Operands[0]->Sub[1]->K != Expr::Symbol ||
      C.lookupReg(Mt.S->Operands[0]->Sub[1]->Name) != QR)
    return false;
  // Its membermask is the call's argument Mask.
  auto MP = asParam(C, traceCopies(C, FA.Ctx, Mt.S->Operands.back(), static_cast<unsigned>(QD)));
  if (!MP || MP->Off || MP->Add)
    return false;
  const CallBinding::Piece *A = B.arg(MP->Param, 0);
  if (!A)
    return false;
  // The argument is Mask or a copy of it (nvcc -G copies the mask into a
  // fresh register before the call: `mov.b32 %r13, %r3`).
  const Expr *E = A->Value;
  for (unsigned Steps = 0; E && E->K == Expr::Symbol && Steps < 4; ++Steps) {
    if (E->Name == Mask->Name)
      return true;
    const Inst *C = regOf(E) ? defOf(*regOf(E)) : nullptr;
    if (!C || C->opcode() != "mov" || C->S->Guard || C->S->Operands.size() != 2)
      return false;
    E = C->S->Operands[1];
  }
  return false;
}

bool GroupMasks::fullWarpTested(unsigned B) {
  const unsigned At = B;
  for (unsigned Steps = 0; Steps <= F.numBlocks() && B != Dom.root(); ++Steps) {
    unsigned D = Dom.idom(B);
    const Inst &T = F.Insts[F.Blocks[D].End - 1];
    if (T.Kind == InstKind::Branch && T.Guard >= 0) {
      // A test of the activemask itself counts wherever it dominates. A
      // test of a match or ballot mask counts only on the side where the
      // mask is full: past the join of both sides (cooperative groups'
      // full-warp reduce and its fallback) a later branch, such as the
      // group leader's, splits the warp again.
      unsigned Fall = D + 1;
      const auto &Succs = F.Blocks[D].Succs;
      unsigned Taken = Succs.size() == 2 ? (Succs[0] == Fall ? Succs[1] : Succs[0]) : Fall;
      for (unsigned DefIdx : F.defsOf(T.Guard))
        for (bool Eq : {true, false})
          if (const Expr *M = activeMaskFullTest(F.Insts[DefIdx], Eq)) {
            if (isActiveMask(M))
              return true;
            // setp.eq: the guard is true where the mask is full.
            unsigned FullSide = (Eq != T.GuardNeg) ? Taken : Fall;
            if (Taken != Fall && Dom.dominates(FullSide, At))
              return true;
          }
      if (foldedFullTest(D, T, At))
        return true;
    }
    B = D;
  }
  return false;
}
