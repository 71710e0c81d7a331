//===- LoopCounters.cpp - barrier ids and counts from loop counters -------===//
//
// nvcc -G keeps counted loops rolled, and optimised builds keep the ones
// they do not unroll: a named barrier's id or thread count computed from
// the loop counter (`bar.sync 1 + i, ...`, `bar.sync 1, N >> l`) is known
// only per trip. These helpers find the counter an operand is read from,
// bound it from the loop's test and evaluate an operand for one value of it
// (barrier-misuse's id and count checks, Barriers.cpp).
//
//===----------------------------------------------------------------------===//
#include "checkers/LoopCounters.h"
#include "analyses/ControlDeps.h"
#include "analyses/Interproc.h"
#include "checkers/CheckerContext.h"
#include "llvm/ADT/StringSwitch.h"
#include <limits>

using namespace ptx;

namespace ptx {

/// The instruction that computes the guard of control literal \p L's
/// branch, through `not`s (nvcc -G negates its tests twice), and in \p Want
/// the value it has on the literal's side; -1 without a literal or guard.
int literalTest(const FunctionIR &F, const ControlLiteral &L, bool &Want) {
  Want = false;
  if (!L.Literal || L.Inst < 0 || F.Insts[L.Inst].Guard < 0)
    return -1;
  Want = F.Insts[L.Inst].GuardNeg ? !L.Taken : L.Taken;
  int P = F.uniqueDef(F.Insts[L.Inst].Guard);
  for (unsigned Steps = 0;
       P >= 0 && Steps < 4 && F.Insts[P].opcode() == "not" && F.Insts[P].Uses.size() == 1;
       ++Steps) {
    Want = !Want;
    P = F.uniqueDef(F.Insts[P].Uses[0].Reg);
  }
  return P;
}

std::optional<CounterUse> counterOf(FunctionIR &F, const Expr *E, unsigned Depth) {
  if (!E || Depth > 16)
    return std::nullopt;
  if (E->K == Expr::Paren && E->Sub.size() == 1)
    return counterOf(F, E->Sub[0], Depth + 1);
  if (E->K != Expr::Symbol)
    return std::nullopt;
  auto R = F.lookupReg(E->Name);
  if (!R || F.Regs[*R].IsParam)
    return std::nullopt;
  int D = F.uniqueDef(*R);
  if (D < 0)
    return std::nullopt;
  const Inst &I = F.Insts[D];
  auto Ops = I.S->Operands;
  llvm::StringRef Op = I.opcode();
  if ((Op == "mov" || Op == "cvt") && Ops.size() == 2 && Ops[1]->K == Expr::Symbol) {
    auto X = F.lookupReg(Ops[1]->Name);
    if (X && F.defsOf(*X).size() > 1 && !F.Regs[*X].IsParam)
      return CounterUse{*X, *R, 0};
    return counterOf(F, Ops[1], Depth + 1);
  }
  if ((Op == "add" || Op == "sub") && Ops.size() == 3 && !I.hasMod(".sat"))
    if (auto K = evalConstExpr(Ops[2]))
      if (auto C = counterOf(F, Ops[1], Depth + 1)) {
        C->Add += Op == "add" ? *K : -*K;
        return C;
      }
  return std::nullopt;
}

bool nonNegativeCounter(FunctionIR &F, const ValueFacts &VF, const Expr *E) {
  auto Use = counterOf(F, E);
  if (!Use || Use->Add < 0)
    return false;
  bool Init = false, Step = false;
  for (unsigned D : F.defsOf(Use->X)) {
    const Inst &I = F.Insts[D];
    if (I.S->Operands.size() != 2 || (I.opcode() != "mov" && I.opcode() != "cvt"))
      return false;
    const Expr *V = I.S->Operands[1];
    if (auto K = VF.constant(V)) {
      // A start that, as a signed value of the counter's width, is >= 0
      // (and leaves room for the added c).
      unsigned W = typeSizeBytes(F.Regs[Use->X].Type) == 8 ? 64 : 32;
      if (W == 32 ? (*K & 0xffffffffu) >= 0x80000000u : (*K >> 63) != 0)
        return false;
      Init = true;
      continue;
    }
    auto C = counterOf(F, V);
    if (!C || C->X != Use->X || C->Add <= 0)
      return false;
    Step = true;
  }
  return Init && Step;
}

/// The largest value a barrier-id operand takes when it is `counter + c` of
/// a counted loop `for (X = I; X < C; X += S)` (nvcc -G does not unroll):
/// the counter's definitions are one constant and increments of itself, and
/// a comparison with a constant that holds whenever \p At runs bounds it.
/// \p Certain: every launch reaches that value (the loop has no other exit
/// and \p At runs on every iteration).
std::optional<int64_t> counterMax(FunctionIR &F, const ValueFacts &VF, const DomTree &Dom,
                                  const DomTree &PostDom, const ControlDeps &CD, const Expr *E,
                                  unsigned At, bool &Certain, int64_t *InitOut, int64_t *StepOut) {
  auto Use = counterOf(F, E);
  if (!Use)
    return std::nullopt;
  std::optional<int64_t> Init, Step;
  for (unsigned D : F.defsOf(Use->X)) {
    const Inst &I = F.Insts[D];
    if (I.S->Guard || I.S->Operands.size() != 2 ||
        (I.opcode() != "mov" && I.opcode() != "cvt"))
      return std::nullopt;
    const Expr *V = I.S->Operands[1];
    if (auto K = VF.constant(V)) {
      int64_t KV = static_cast<int64_t>(static_cast<int32_t>(*K));
      if (typeSizeBytes(F.Regs[Use->X].Type) == 8)
        KV = static_cast<int64_t>(*K);
      if (Init && *Init != KV)
        return std::nullopt;
      Init = KV;
      continue;
    }
    // V = (copy of X) + step.
    std::optional<int64_t> Add;
    if (auto C = counterOf(F, V); C && C->X == Use->X)
      Add = C->Add;
    if (!Add || *Add <= 0 || (Step && *Step != *Add))
      return std::nullopt;
    Step = Add;
  }
  if (!Init || !Step)
    return std::nullopt;
  // A comparison of the same copy Y with a constant that holds at At.
  unsigned AtBlock = F.Insts[At].Block;
  for (const ControlLiteral &L : CD.of(AtBlock)) {
    bool Want;
    int P = literalTest(F, L, Want);
    if (P < 0)
      continue;
    const Inst &S = *(&F.Insts[P]);
    if (S.opcode() != "setp" || S.Defs.size() != 1 || S.S->Operands.size() != 3 ||
        S.S->Mods.empty())
      continue;
    llvm::StringRef Cmp = S.S->Mods[0].Text;
    const Expr *A = S.S->Operands[1], *B = S.S->Operands[2];
    auto K = evalConstExpr(B);
    if (!K) {
      std::swap(A, B);
      K = evalConstExpr(B);
      Cmp = llvm::StringSwitch<llvm::StringRef>(Cmp)
                .Case(".lt", ".gt").Case(".gt", ".lt").Case(".le", ".ge").Case(".ge", ".le")
                .Case(".lo", ".hi").Case(".hi", ".lo").Case(".ls", ".hs").Case(".hs", ".ls")
                .Default(Cmp);
    }
    auto C = counterOf(F, A);
    if (!K || !C || C->X != Use->X || C->Y != Use->Y)
      continue;
    // The copy Y is taken before the test (the same iteration's value).
    int YDef = F.uniqueDef(Use->Y);
    unsigned TestB = F.Insts[L.Inst].Block;
    if (YDef < 0 || !Dom.dominates(F.Insts[YDef].Block, TestB) ||
        (F.Insts[YDef].Block == TestB && YDef > P))
      continue;
    if (!Want)
      Cmp = llvm::StringSwitch<llvm::StringRef>(Cmp)
                .Case(".lt", ".ge").Case(".ge", ".lt").Case(".gt", ".le").Case(".le", ".gt")
                .Case(".lo", ".hs").Case(".hs", ".lo").Case(".hi", ".ls").Case(".ls", ".hi")
                .Default("");
    // Y + C->Add < K  (or <=): the largest counter value the loop reaches.
    int64_t Bound;
    if (Cmp == ".lt" || Cmp == ".lo")
      Bound = *K - 1 - C->Add;
    else if (Cmp == ".le" || Cmp == ".ls")
      Bound = *K - C->Add;
    else
      continue;
    if (Bound < *Init)
      return std::nullopt; // At never runs
    int64_t Max = *Init + (Bound - *Init) / *Step * *Step;
    if (InitOut)
      *InitOut = *Init + Use->Add;
    if (StepOut)
      *StepOut = *Step;
    // Certain: At runs on every iteration that passes the test, and the
    // test is the only way out of the loop.
    unsigned Test = F.Insts[L.Inst].Block;
    Certain = F.Insts[At].Guard < 0;
    {
      std::vector<bool> Seen(F.numBlocks(), false);
      llvm::SmallVector<unsigned, 16> Work;
      for (unsigned Succ : F.Blocks[Test].Succs)
        if (Succ != Test && (Succ == AtBlock || PostDom.dominates(AtBlock, Succ)))
          Work.push_back(Succ);
      bool Reached = !Work.empty();
      while (!Work.empty() && Certain) {
        unsigned B = Work.pop_back_val();
        if (B == Test || Seen[B])
          continue;
        Seen[B] = true;
        if (F.Blocks[B].ExitsFunction)
          Certain = false;
        for (unsigned Succ : F.Blocks[B].Succs)
          Work.push_back(Succ);
      }
      Certain &= Reached && Seen[AtBlock];
    }
    return Max + Use->Add;
  }
  return std::nullopt;
}

/// The loop-counter copy (a register whose unique write is `mov Y, X`, X
/// with several writes: counterOf) that \p E is computed from, through
/// unique writes of copies and integer arithmetic with constants; the
/// operand naming it. nullptr when E reads anything else that is not a
/// constant, or two different counters.
const Expr *counterIn(FunctionIR &F, const ValueFacts &VF, const Expr *E, unsigned Depth,
                      bool &Bad) {
  if (!E || Depth > 16) {
    Bad = true;
    return nullptr;
  }
  if (E->K == Expr::Paren && E->Sub.size() == 1)
    return counterIn(F, VF, E->Sub[0], Depth + 1, Bad);
  if (VF.constant(E) || evalConstExpr(E))
    return nullptr;
  if (E->K != Expr::Symbol) {
    Bad = true;
    return nullptr;
  }
  if (auto C = counterOf(F, E); C && C->Add == 0 && F.lookupReg(E->Name) == C->Y)
    return E;
  auto R = F.lookupReg(E->Name);
  int D = R && !F.Regs[*R].IsParam ? F.uniqueDef(*R) : -1;
  if (D < 0) {
    Bad = true;
    return nullptr;
  }
  const Inst &SI = F.Insts[D];
  const InstrStmt &S = *SI.S;
  llvm::StringRef Op = S.Opcode.Text;
  bool Known = ((Op == "mov" || Op == "cvt") && S.Operands.size() == 2) ||
               ((Op == "add" || Op == "sub" || Op == "mul" || Op == "shl" || Op == "shr" ||
                 Op == "and" || Op == "or" || Op == "xor") &&
                S.Operands.size() == 3);
  if (!Known || (Op == "mul" && !SI.hasMod(".lo")) || SI.hasMod(".sat") ||
      (Op == "cvt" && (S.Mods.size() != 2 || typeSizeBytes(S.Mods[0].Text) != 4 ||
                       typeSizeBytes(S.Mods[1].Text) != 4))) {
    Bad = true;
    return nullptr;
  }
  const Expr *Found = nullptr;
  for (unsigned K = 1; K < S.Operands.size(); ++K)
    if (const Expr *C = counterIn(F, VF, S.Operands[K], Depth + 1, Bad)) {
      if (Found && F.lookupReg(Found->Name) != F.lookupReg(C->Name))
        Bad = true;
      Found = C;
    }
  return Bad ? nullptr : Found;
}

/// The 32-bit value of \p E (as counterIn walks it) when counter copy \p Y
/// holds \p V.
std::optional<int64_t> evalWithCounter(FunctionIR &F, const ValueFacts &VF, const Expr *E,
                                       unsigned Y, int64_t V, unsigned Depth) {
  if (!E || Depth > 16)
    return std::nullopt;
  if (E->K == Expr::Paren && E->Sub.size() == 1)
    return evalWithCounter(F, VF, E->Sub[0], Y, V, Depth + 1);
  if (auto K = evalConstExpr(E))
    return static_cast<int64_t>(static_cast<int32_t>(*K));
  if (auto K = VF.constant(E))
    return static_cast<int64_t>(static_cast<int32_t>(*K));
  if (E->K != Expr::Symbol)
    return std::nullopt;
  auto R = F.lookupReg(E->Name);
  if (R && *R == Y)
    return static_cast<int64_t>(static_cast<int32_t>(V));
  int D = R ? F.uniqueDef(*R) : -1;
  if (D < 0)
    return std::nullopt;
  const Inst &SI = F.Insts[D];
  const InstrStmt &S = *SI.S;
  llvm::StringRef Op = S.Opcode.Text;
  auto A = evalWithCounter(F, VF, S.Operands.size() > 1 ? S.Operands[1] : nullptr, Y, V,
                           Depth + 1);
  if (!A)
    return std::nullopt;
  if (Op == "mov" || Op == "cvt")
    return A;
  auto B = evalWithCounter(F, VF, S.Operands.size() > 2 ? S.Operands[2] : nullptr, Y, V,
                           Depth + 1);
  if (!B)
    return std::nullopt;
  auto Out = evalIntBinary32(SI, static_cast<uint32_t>(*A), static_cast<uint32_t>(*B));
  if (!Out)
    return std::nullopt;
  return static_cast<int64_t>(static_cast<int32_t>(*Out));
}

std::optional<uint32_t> evalIntBinary32(const Inst &I, uint32_t X, uint32_t Z) {
  llvm::StringRef Op = I.opcode();
  bool Signed = I.hasMod(".s32") || I.hasMod(".s64") || I.hasMod(".s16");
  if (Op == "add")
    return X + Z;
  if (Op == "sub")
    return X - Z;
  if (Op == "mul" && I.hasMod(".lo"))
    return X * Z;
  if (Op == "and")
    return X & Z;
  if (Op == "or")
    return X | Z;
  if (Op == "xor")
    return X ^ Z;
  if (Op == "shl")
    return Z > 31 ? 0 : X << Z;
  if (Op == "shr" && Signed)
    return static_cast<uint32_t>(static_cast<int32_t>(X) >> std::min<uint32_t>(Z, 31));
  if (Op == "shr")
    return Z > 31 ? 0 : X >> Z;
  if (Op == "rem" && Z != 0 && !Signed)
    return X % Z;
  if (Op == "div" && Z != 0 && !Signed)
    return X / Z;
  // Signed: truncating toward zero, as C's `j % 2` and `j / 2` that nvcc
  // -G keeps as rem.s32 / div.s32 (INT_MIN / -1 overflows: not decided).
  if ((Op == "rem" || Op == "div") && Signed && Z != 0 && (I.hasMod(".s32") || I.hasMod(".s16"))) {
    int32_t SX = static_cast<int32_t>(X), SZ = static_cast<int32_t>(Z);
    if (SX == std::numeric_limits<int32_t>::min() && SZ == -1)
      return std::nullopt;
    return static_cast<uint32_t>(Op == "rem" ? SX % SZ : SX / SZ);
  }
  return std::nullopt;
}

/// The largest value a barrier-id operand takes when it is `X + c` of a
/// counter of a rotated loop, as optimised builds keep a loop they do not
/// unroll (`#pragma unroll 1`, NVVM below -O3):
///
///     mov.u32 %rX, I;
///   L: ...  add.s32 %rId, %rX, c;  bar.sync %rId, ...
///     add.s32 %rX, %rX, S;  setp.ne.s32 %p, %rX, K;  @%p bra L;
///
/// X has two writes, the constant before the loop and the step in the
/// latch, which also holds the test; the trips are counted by running the
/// test (at most 2^16 of them). \p Certain: the barrier is in the latch
/// block, unguarded, and the latch is the loop's only way out.
std::optional<int64_t> rotatedCounterMax(FunctionIR &F, const ValueFacts &VF, const DomTree &Dom,
                                         const Expr *E, unsigned At, bool &Certain) {
  Certain = false;
  // E = X + Add, through unique adds of constants and copies.
  int64_t Add = 0;
  int ReadAt = static_cast<int>(At);
  std::optional<unsigned> X;
  for (unsigned Depth = 0; E && Depth < 16 && !X; ++Depth) {
    if (E->K != Expr::Symbol)
      return std::nullopt;
    auto R = F.lookupReg(E->Name);
    if (!R || F.Regs[*R].IsParam)
      return std::nullopt;
    if (F.defsOf(*R).size() == 2) {
      X = *R;
      break;
    }
    int D = F.uniqueDef(*R);
    if (D < 0)
      return std::nullopt;
    const Inst &I = F.Insts[D];
    auto Ops = I.S->Operands;
    llvm::StringRef Op = I.opcode();
    ReadAt = D;
    if ((Op == "mov" || Op == "cvt") && Ops.size() == 2) {
      E = Ops[1];
    } else if ((Op == "add" || Op == "sub") && Ops.size() == 3 && !I.hasMod(".sat")) {
      auto K = evalConstExpr(Ops[2]);
      if (!K)
        return std::nullopt;
      Add += Op == "add" ? *K : -*K;
      E = Ops[1];
    } else {
      return std::nullopt;
    }
  }
  if (!X)
    return std::nullopt;
  // The two writes: a constant, and X = X + S in the latch.
  std::optional<int64_t> Init, Step;
  int StepAt = -1;
  for (unsigned D : F.defsOf(*X)) {
    const Inst &I = F.Insts[D];
    auto Ops = I.S->Operands;
    if (I.S->Guard)
      return std::nullopt;
    if ((I.opcode() == "mov") && Ops.size() == 2) {
      auto K = VF.constant(Ops[1]);
      if (!K || Init)
        return std::nullopt;
      Init = static_cast<int64_t>(static_cast<int32_t>(*K));
      continue;
    }
    if (I.opcode() == "add" && Ops.size() == 3 && !I.hasMod(".sat") && !Step) {
      for (unsigned A = 1; A <= 2; ++A) {
        auto K = evalConstExpr(Ops[3 - A]);
        if (K && *K > 0 && Ops[A]->K == Expr::Symbol && F.lookupReg(Ops[A]->Name) == X) {
          Step = *K;
          StepAt = static_cast<int>(D);
        }
      }
      if (Step)
        continue;
    }
    return std::nullopt;
  }
  if (!Init || !Step || typeSizeBytes(F.Regs[*X].Type) != 4)
    return std::nullopt;
  // The latch: the step's block ends in a branch back to a block that
  // dominates it, guarded by a comparison of X (after the step) with a
  // constant.
  unsigned LB = F.Insts[StepAt].Block;
  const Inst &T = F.Insts[F.Blocks[LB].End - 1];
  if (T.Kind != InstKind::Branch || T.Guard < 0 || F.Blocks[LB].Succs.size() != 2 ||
      T.S->Operands.empty() || T.S->Operands[0]->K != Expr::Symbol)
    return std::nullopt;
  std::optional<unsigned> Target = F.resolveLabel(T.Scope, T.S->Operands[0]->Name);
  if (!Target || *Target >= F.Insts.size())
    return std::nullopt;
  unsigned H = F.Insts[*Target].Block;
  if (!Dom.dominates(H, LB))
    return std::nullopt;
  int P = F.uniqueDef(static_cast<unsigned>(T.Guard));
  if (P < 0 || F.Insts[P].Block != LB || P < StepAt)
    return std::nullopt;
  const Inst &S = F.Insts[P];
  if (S.opcode() != "setp" || S.S->Operands.size() != 3 || S.S->Mods.empty())
    return std::nullopt;
  llvm::StringRef Cmp = S.S->Mods[0].Text;
  const Expr *A = S.S->Operands[1], *B = S.S->Operands[2];
  auto K = evalConstExpr(B);
  if (!K || A->K != Expr::Symbol || F.lookupReg(A->Name) != X)
    return std::nullopt;
  bool ContinueWhen = !T.GuardNeg; // the branch back is taken when the test holds
  // The test, as the setp's own type compares (`setp.ne.s32`, `setp.lt.u32`).
  bool Signed = S.S->Mods.size() >= 2 && S.S->Mods[1].Text.startswith(".s");
  auto Holds = [&](int64_t V) {
    return compareInts(Cmp, static_cast<uint64_t>(V), static_cast<uint64_t>(*K), 32, Signed);
  };
  if (!Holds(*Init))
    return std::nullopt; // not an integer comparison
  // The value the id reads: X before the step, unless it is read after it
  // in the latch.
  unsigned RB = F.Insts[ReadAt].Block;
  bool Post = RB == LB && ReadAt > StepAt;
  if (RB != LB && !Dom.dominates(RB, LB))
    return std::nullopt;
  int64_t V = *Init, Max = V;
  for (unsigned Trip = 0;; ++Trip) {
    if (Trip > (1u << 16))
      return std::nullopt;
    int64_t Next = static_cast<int32_t>(V + *Step);
    Max = std::max(Max, Post ? Next : V);
    if (*Holds(Next) != ContinueWhen)
      break;
    V = Next;
  }
  // Certain: the barrier runs on every trip and the latch is the loop's
  // only way out. The loop: H and the blocks that reach the latch backwards
  // without passing H.
  if (F.Insts[At].Block == LB && !F.Insts[At].S->Guard) {
    std::vector<bool> InLoop(F.numBlocks(), false);
    InLoop[H] = InLoop[LB] = true;
    llvm::SmallVector<unsigned, 16> Work{LB};
    while (!Work.empty()) {
      unsigned C = Work.pop_back_val();
      if (C == H)
        continue;
      for (unsigned Pred : F.Blocks[C].Preds)
        if (!InLoop[Pred]) {
          InLoop[Pred] = true;
          Work.push_back(Pred);
        }
    }
    bool OneExit = true;
    for (unsigned BI = 0; BI < F.numBlocks() && OneExit; ++BI) {
      if (!InLoop[BI] || BI == LB)
        continue;
      if (F.Blocks[BI].ExitsFunction)
        OneExit = false;
      for (unsigned Succ : F.Blocks[BI].Succs)
        if (!InLoop[Succ])
          OneExit = false;
    }
    Certain = OneExit;
  }
  return Max + Add;
}

/// \p E is launch data: built from kernel parameters or values loaded from
/// global or constant memory with copies, conversions and arithmetic
/// (add, sub, mul, div, shifts) with constants, at least one of its leaves
/// not a constant. A `min`, a selection or a thread's own value (its
/// bound may be a constant in disguise, or differ between threads) is not.
static bool launchData(FunctionIR &F, const ValueFacts &VF, const Expr *E, unsigned Depth,
                       bool &Open) {
  if (!E || Depth > 12)
    return false;
  if (E->K == Expr::Paren && E->Sub.size() == 1)
    return launchData(F, VF, E->Sub[0], Depth + 1, Open);
  if (evalConstExpr(E) || VF.constant(E))
    return true;
  if (E->K != Expr::Symbol)
    return false;
  auto R = F.lookupReg(E->Name);
  if (!R || F.Regs[*R].IsParam)
    return false;
  int D = F.uniqueDef(*R);
  if (D < 0 || F.Insts[D].S->Guard)
    return false;
  const Inst &I = F.Insts[D];
  auto Ops = I.S->Operands;
  llvm::StringRef Op = I.opcode();
  if (Op == "ld") {
    if (I.hasMod(".shared") || I.hasMod(".local"))
      return false;
    Open = true;
    return true;
  }
  if ((Op == "mov" || Op == "cvt") && Ops.size() == 2)
    return launchData(F, VF, Ops[1], Depth + 1, Open);
  if ((Op == "add" || Op == "sub" || Op == "mul" || Op == "div" || Op == "shl" || Op == "shr") &&
      Ops.size() == 3)
    return launchData(F, VF, Ops[1], Depth + 1, Open) &&
           launchData(F, VF, Ops[2], Depth + 1, Open);
  return false;
}

std::optional<OpenCounter> openCounter(FunctionIR &F, const ValueFacts &VF, const DomTree &Dom,
                                       unsigned Reg, unsigned At) {
  if (Reg >= F.Regs.size() || F.Regs[Reg].IsParam || typeSizeBytes(F.Regs[Reg].Type) != 4)
    return std::nullopt;
  // Case A (-G): Reg is the head's copy of X; case B (rotated): Reg is X.
  std::optional<unsigned> X;
  bool Rotated = false;
  int CopyAt = -1;
  auto RegDefs = F.defsOf(Reg);
  if (RegDefs.size() == 1) {
    const Inst &C = F.Insts[RegDefs[0]];
    auto Ops = C.S->Operands;
    if (C.S->Guard || (C.opcode() != "mov" && C.opcode() != "cvt") || Ops.size() != 2 ||
        Ops[1]->K != Expr::Symbol)
      return std::nullopt;
    X = F.lookupReg(Ops[1]->Name);
    if (!X || F.Regs[*X].IsParam || F.defsOf(*X).size() < 2)
      return std::nullopt;
    CopyAt = static_cast<int>(RegDefs[0]);
  } else if (RegDefs.size() == 2) {
    X = Reg;
    Rotated = true;
  } else {
    return std::nullopt;
  }
  std::optional<int64_t> Init, Step;
  llvm::SmallVector<unsigned, 4> StepDefs, InitDefs;
  for (unsigned D : F.defsOf(*X)) {
    const Inst &I = F.Insts[D];
    auto Ops = I.S->Operands;
    if (I.S->Guard)
      return std::nullopt;
    if ((I.opcode() == "mov" || I.opcode() == "cvt") && Ops.size() == 2) {
      if (auto K = VF.constant(Ops[1])) {
        int64_t KV = static_cast<int32_t>(*K);
        if (Init && *Init != KV)
          return std::nullopt;
        Init = KV;
        InitDefs.push_back(D);
        continue;
      }
      if (Rotated)
        return std::nullopt;
      auto C = counterOf(F, Ops[1]);
      if (!C || C->X != *X || C->Y != Reg || C->Add <= 0 || (Step && *Step != C->Add))
        return std::nullopt;
      Step = C->Add;
      StepDefs.push_back(D);
      continue;
    }
    if (Rotated && I.opcode() == "add" && Ops.size() == 3 && !I.hasMod(".sat")) {
      std::optional<int64_t> S;
      for (unsigned A = 1; A <= 2; ++A)
        if (Ops[A]->K == Expr::Symbol && F.lookupReg(Ops[A]->Name) == X)
          if (auto K = evalConstExpr(Ops[3 - A]); K && *K > 0 && *K < (1 << 20))
            S = *K;
      if (!S || (Step && *Step != *S))
        return std::nullopt;
      Step = S;
      StepDefs.push_back(D);
      continue;
    }
    return std::nullopt;
  }
  if (!Init || !Step || StepDefs.empty())
    return std::nullopt;
  // The header: the copy's block, or the target of the latch's branch back.
  unsigned H;
  if (!Rotated) {
    H = F.Insts[CopyAt].Block;
  } else {
    if (StepDefs.size() != 1)
      return std::nullopt;
    unsigned LB = F.Insts[StepDefs[0]].Block;
    const Inst &T = F.Insts[F.Blocks[LB].End - 1];
    if (T.Kind != InstKind::Branch || T.Guard < 0 || T.S->Operands.empty() ||
        T.S->Operands[0]->K != Expr::Symbol)
      return std::nullopt;
    auto Target = F.resolveLabel(T.Scope, T.S->Operands[0]->Name);
    if (!Target || *Target >= F.Insts.size())
      return std::nullopt;
    H = F.Insts[*Target].Block;
    if (!Dom.dominates(H, LB))
      return std::nullopt;
  }
  // The natural loop of H.
  std::vector<bool> InLoop(F.numBlocks(), false);
  llvm::SmallVector<unsigned, 4> Latches;
  for (unsigned P : F.Blocks[H].Preds)
    if (Dom.dominates(H, P))
      Latches.push_back(P);
  if (Latches.empty())
    return std::nullopt;
  InLoop[H] = true;
  llvm::SmallVector<unsigned, 16> Work(Latches.begin(), Latches.end());
  while (!Work.empty()) {
    unsigned B = Work.pop_back_val();
    if (InLoop[B])
      continue;
    InLoop[B] = true;
    for (unsigned P : F.Blocks[B].Preds)
      Work.push_back(P);
  }
  for (unsigned D : InitDefs)
    if (InLoop[F.Insts[D].Block])
      return std::nullopt;
  for (unsigned D : StepDefs)
    if (!InLoop[F.Insts[D].Block])
      return std::nullopt;
  // At: in the loop, unguarded, on every trip.
  unsigned AtB = F.Insts[At].Block;
  if (!InLoop[AtB] || F.Insts[At].Guard >= 0)
    return std::nullopt;
  for (unsigned L : Latches)
    if (!Dom.dominates(AtB, L))
      return std::nullopt;
  // Every way out: a test of the counter against launch data.
  bool Open = false;
  for (unsigned B = 0; B < F.numBlocks(); ++B) {
    if (!InLoop[B])
      continue;
    if (F.Blocks[B].ExitsFunction)
      return std::nullopt;
    bool Leaves = false;
    for (unsigned S : F.Blocks[B].Succs)
      Leaves |= !InLoop[S];
    if (!Leaves)
      continue;
    if (F.Blocks[B].End <= F.Blocks[B].Begin)
      return std::nullopt;
    const Inst &T = F.Insts[F.Blocks[B].End - 1];
    if (T.Kind != InstKind::Branch || T.Guard < 0)
      return std::nullopt;
    int P = F.uniqueDef(static_cast<unsigned>(T.Guard));
    for (unsigned N = 0; N < 4 && P >= 0 && F.Insts[P].opcode() == "not" &&
                         F.Insts[P].Uses.size() == 1;
         ++N)
      P = F.uniqueDef(F.Insts[P].Uses[0].Reg);
    if (P < 0 || F.Insts[P].opcode() != "setp" || F.Insts[P].S->Guard ||
        F.Insts[P].S->Operands.size() != 3)
      return std::nullopt;
    auto Ops = F.Insts[P].S->Operands;
    bool Tested = false;
    for (unsigned A = 1; A <= 2 && !Tested; ++A) {
      if (Ops[A]->K != Expr::Symbol)
        continue;
      auto R = F.lookupReg(Ops[A]->Name);
      bool Counter = R && (*R == Reg || *R == *X);
      if (!Counter && R) // `counter + c` through copies
        if (auto C = counterOf(F, Ops[A]); C && C->X == *X && (Rotated || C->Y == Reg))
          Counter = true;
      bool Dummy = false;
      if (Counter && launchData(F, VF, Ops[3 - A], 0, Dummy) && Dummy) {
        Tested = true;
        Open = true;
      }
    }
    if (!Tested)
      return std::nullopt;
  }
  if (!Open)
    return std::nullopt;
  return OpenCounter{Reg, *Init, *Step};
}

static int64_t signExtend(uint64_t V, unsigned W) {
  return W >= 64 ? static_cast<int64_t>(V)
                 : static_cast<int64_t>(V << (64 - W)) >> (64 - W);
}

static uint64_t maskTo(uint64_t V, unsigned W) {
  return W >= 64 ? V : V & ((uint64_t(1) << W) - 1);
}

std::optional<uint64_t> evalWithRegister(FunctionIR &F, const ValueFacts &VF, const Expr *E,
                                         unsigned Reg, int64_t V, unsigned Depth) {
  if (!E || Depth > 20)
    return std::nullopt;
  if (E->K == Expr::Paren && E->Sub.size() == 1)
    return evalWithRegister(F, VF, E->Sub[0], Reg, V, Depth + 1);
  if (auto K = evalConstExpr(E))
    return static_cast<uint64_t>(*K);
  if (E->K != Expr::Symbol)
    return std::nullopt;
  auto R = F.lookupReg(E->Name);
  if (!R || F.Regs[*R].IsParam)
    return std::nullopt;
  unsigned W = typeSizeBytes(F.Regs[*R].Type) * 8;
  if (W == 0 || W > 64)
    return std::nullopt;
  if (*R == Reg)
    return maskTo(static_cast<uint64_t>(V), W);
  if (auto K = VF.constant(E))
    return maskTo(*K, W);
  int D = F.uniqueDef(*R);
  if (D < 0 || F.Insts[D].S->Guard)
    return std::nullopt;
  const Inst &I = F.Insts[D];
  auto Ops = I.S->Operands;
  auto Mods = I.S->Mods;
  llvm::StringRef Op = I.opcode();
  if (Mods.empty() || Ops.size() < 2)
    return std::nullopt;
  llvm::StringRef Ty = Mods.back().Text;
  auto IntType = [](llvm::StringRef T) {
    return T.startswith(".u") || T.startswith(".s") || T.startswith(".b");
  };
  if (!IntType(Ty))
    return std::nullopt;
  unsigned TW = typeSizeBytes(Ty) * 8;
  bool Signed = Ty.startswith(".s");
  if (TW == 0 || TW > 64)
    return std::nullopt;
  auto A = evalWithRegister(F, VF, Ops[1], Reg, V, Depth + 1);
  if (!A)
    return std::nullopt;
  if (Op == "mov" && Ops.size() == 2)
    return maskTo(*A, W);
  if (Op == "cvt" && Ops.size() == 2) {
    if (Mods.size() != 2 || !IntType(Mods[0].Text))
      return std::nullopt;
    unsigned DW = typeSizeBytes(Mods[0].Text) * 8;
    uint64_t X = maskTo(*A, TW);
    if (Signed)
      X = static_cast<uint64_t>(signExtend(X, TW));
    return maskTo(maskTo(X, DW), W);
  }
  if (Ops.size() != 3)
    return std::nullopt;
  auto B = evalWithRegister(F, VF, Ops[2], Reg, V, Depth + 1);
  if (!B)
    return std::nullopt;
  uint64_t X = maskTo(*A, TW), Z = maskTo(*B, TW), Out;
  int64_t SX = signExtend(X, TW), SZ = signExtend(Z, TW);
  if (Op == "add")
    Out = X + Z;
  else if (Op == "sub")
    Out = X - Z;
  else if (Op == "and")
    Out = X & Z;
  else if (Op == "or")
    Out = X | Z;
  else if (Op == "xor")
    Out = X ^ Z;
  else if (Op == "shl")
    Out = Z >= TW ? 0 : X << Z;
  else if (Op == "shr")
    Out = Signed ? static_cast<uint64_t>(SX >> std::min<uint64_t>(Z, TW - 1))
                 : (Z >= TW ? 0 : X >> Z);
  else if (Op == "mul" && (I.hasMod(".wide") || I.hasMod(".hi"))) {
    if (TW > 32)
      return std::nullopt;
    uint64_t P = Signed ? static_cast<uint64_t>(SX * SZ) : X * Z;
    if (I.hasMod(".wide"))
      return maskTo(maskTo(P, 2 * TW), W);
    Out = Signed ? static_cast<uint64_t>(static_cast<int64_t>(P) >> TW) : P >> TW;
  } else if (Op == "mul" && I.hasMod(".lo"))
    Out = X * Z;
  else if ((Op == "rem" || Op == "div") && Z != 0) {
    if (Signed) {
      if (TW < 64 ? false : (SX == std::numeric_limits<int64_t>::min() && SZ == -1))
        return std::nullopt;
      Out = static_cast<uint64_t>(Op == "rem" ? SX % SZ : SX / SZ);
    } else {
      Out = Op == "rem" ? X % Z : X / Z;
    }
  } else
    return std::nullopt;
  return maskTo(maskTo(Out, TW), W);
}



} // namespace ptx
