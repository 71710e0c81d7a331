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
// warning, unless the lanes the thread-dependent branches turn away only
// leave the kernel (`if (i >= n) return;`: a collective waits for the
// non-exited threads of its mask). A mask computed from the lane id
// (cooperative-groups tiles: `((1 << n) - 1) << (%laneid & -n)`) is an SMT
// query (ThreadFormula): is there a lane that runs the instruction (its
// guard and controlling branches hold) whose own bit is not in its mask?
// The model is the witness. A membermask that is a ballot of a condition
// (`__ballot_sync(full, lane < rem)`) is the same query with the lane's
// bit being its condition. A membermask sampled with activemask before a
// thread-dependent branch and used under it is a warning (stale mask).
//
//===----------------------------------------------------------------------===//
#include "analyses/ControlDeps.h"
#include "analyses/Interproc.h"
#include "analyses/Specialise.h"
#include "analyses/ThreadEval.h"
#include "analyses/ThreadFormula.h"
#include "analyses/smt/Enumerate.h"
#include "checkers/CheckerContext.h"
#include "checkers/WarpSyncGroupMask.h"
#include "lexer/Token.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MathExtras.h"
#include <functional>

using namespace ptx;

static std::string hexMask(uint64_t V) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << llvm::format_hex(V & 0xffffffffu, 10);
  return OS.str();
}

/// For a loop counter written twice, once to start it and once to step it
/// by adding to its own value (`add R, R, s`, or nvcc -G's `mov c, R; add
/// x, c, s; mov R, x`): the starting write and the step's other operand.
static bool inductionParts(FunctionIR &F, unsigned R, unsigned &Init, const Expr *&Step) {
  auto Defs = F.defsOf(R);
  if (Defs.size() != 2)
    return false;
  auto RegOf = [&](const Expr *E) -> std::optional<unsigned> {
    return E && E->K == Expr::Symbol ? F.lookupReg(E->Name) : std::nullopt;
  };
  auto IsR = [&](const Expr *E) { return F.isRegOrCopyOf(E, R); };
  for (unsigned K = 0; K < 2; ++K) {
    const Inst &W = F.Insts[Defs[K]], &Other = F.Insts[Defs[1 - K]];
    if (W.isGuarded() || Other.isGuarded() || Other.Defs.size() != 1)
      continue;
    int A = Defs[K];
    if (W.opcode() == "mov" && W.S->Operands.size() == 2) {
      auto X = RegOf(W.S->Operands[1]);
      A = X ? F.uniqueDef(*X) : -1;
    }
    if (A < 0)
      continue;
    const Inst &S = F.Insts[A];
    if ((S.opcode() != "add" && S.opcode() != "sub") || S.isGuarded() ||
        S.S->Operands.size() != 3)
      continue;
    if (IsR(S.S->Operands[1]))
      Step = S.S->Operands[2];
    else if (S.opcode() == "add" && IsR(S.S->Operands[2]))
      Step = S.S->Operands[1];
    else
      continue;
    if (IsR(Step))
      continue;
    Init = Defs[1 - K];
    return true;
  }
  return false;
}

/// The arithmetic directThreadValue, dataThreadValue and kernelParamsOnly follow.
static bool isArith(llvm::StringRef Op) {
  static const char *const Arith[] = {"mov", "cvt", "add", "sub", "mul", "mad", "and",
                                      "or",  "xor", "shl", "shr", "div", "rem", "setp",
                                      "not", "selp", "min", "max"};
  return llvm::is_contained(Arith, Op);
}

/// True when register \p R is computed from thread ids, constants and
/// kernel parameters (unless \p NoParams) by arithmetic alone (no loads,
/// calls or loop-carried values). With \p UniformAtoms, a register written
/// more than once whose value is the same in every thread of the CTA (a
/// uniform loop counter: `for (o = 16; o > 0; o >>= 1)` under nvcc -G)
/// counts as an unknown uniform value, like a parameter, and a
/// thread-varying loop counter started from such arithmetic and stepped by
/// a uniform amount (`for (c = lane; c < n; c += 32)`, which nvcc -G keeps
/// in a register written before the loop and on its back edge) counts as
/// that arithmetic.
static bool directThreadValue(FunctionIR &F, unsigned R, unsigned Depth,
                              bool NoParams = false,
                              const Uniformity *UniformAtoms = nullptr);

/// For directThreadValue with uniform atoms: register \p R written twice
/// as nvcc -G writes a short-circuit `a && b` or a ternary, one value
/// chosen by one conditional branch: written in the branch's block and again
/// in a successor entered only from it (`p = false; if (a) p = b;`), or on
/// the two sides of the branch, each entered only from it. Each write is
/// arithmetic on values that are themselves direct (not on \p R: no
/// loop-carried value), and so is the branch's guard: then \p R is that
/// arithmetic too, whichever write a thread ran (the NW wavefront's `active
/// = i >= 1 && i <= m` over a uniform loop counter).
static bool directSelect(FunctionIR &F, unsigned R, unsigned Depth, bool NoParams,
                         const Uniformity *UniformAtoms) {
  auto Defs = F.defsOf(R);
  if (Defs.size() != 2)
    return false;
  for (unsigned D : Defs) {
    const Inst &I = F.Insts[D];
    if (I.isGuarded() || I.Defs.size() != 1 || !isArith(I.opcode()) ||
        !F.Blocks[I.Block].Reachable)
      return false;
    for (const RegRef &U : I.Uses)
      if (U.Reg == R || !directThreadValue(F, U.Reg, Depth + 1, NoParams, UniformAtoms))
        return false;
  }
  auto Decides = [&](unsigned H) {
    const BasicBlock &HB = F.Blocks[H];
    if (HB.End == HB.Begin || HB.Succs.size() != 2)
      return false;
    const Inst &T = F.Insts[HB.End - 1];
    return T.Kind == InstKind::Branch && T.Guard >= 0 &&
           directThreadValue(F, static_cast<unsigned>(T.Guard), Depth + 1, NoParams,
                             UniformAtoms);
  };
  // The block that enters \p S, through blocks that only branch on
  // unconditionally (nvcc -G's `@p bra A; bra.uni B;` puts the second branch
  // in a block of its own), each entered from one block; -1 if none.
  auto EnteredFrom = [&](unsigned S) -> int {
    for (unsigned Steps = 0; Steps < 4; ++Steps) {
      if (F.Blocks[S].Preds.size() != 1)
        return -1;
      unsigned P = F.Blocks[S].Preds[0];
      const BasicBlock &PB = F.Blocks[P];
      bool Trampoline = PB.End == PB.Begin + 1 && PB.Succs.size() == 1 &&
                        F.Insts[PB.Begin].Kind == InstKind::Branch &&
                        F.Insts[PB.Begin].Guard < 0;
      if (!Trampoline)
        return static_cast<int>(P);
      S = P;
    }
    return -1;
  };
  unsigned B[2] = {F.Insts[Defs[0]].Block, F.Insts[Defs[1]].Block};
  if (B[0] == B[1])
    return false;
  int P[2] = {EnteredFrom(B[0]), EnteredFrom(B[1])};
  for (unsigned K = 0; K < 2; ++K)
    if (P[1 - K] == static_cast<int>(B[K]) && Decides(B[K]))
      return true;
  return P[0] >= 0 && P[0] == P[1] && static_cast<unsigned>(P[0]) != B[0] &&
         static_cast<unsigned>(P[0]) != B[1] && Decides(static_cast<unsigned>(P[0]));
}

static bool directThreadValue(FunctionIR &F, unsigned R, unsigned Depth, bool NoParams,
                              const Uniformity *UniformAtoms) {
  if (Depth > 24)
    return false;
  int D = F.uniqueDef(R);
  if (D < 0) {
    if (!UniformAtoms || NoParams || F.defsOf(R).size() < 2)
      return false;
    if (UniformAtoms->reg(R) == Level::Uniform)
      return true;
    if (directSelect(F, R, Depth, NoParams, UniformAtoms))
      return true;
    unsigned Init;
    const Expr *Step;
    if (!inductionParts(F, R, Init, Step))
      return false;
    if (Step->K == Expr::Symbol) {
      auto SR = F.lookupReg(Step->Name);
      if (!SR || UniformAtoms->reg(*SR) != Level::Uniform ||
          !directThreadValue(F, *SR, Depth + 1, NoParams, UniformAtoms))
        return false;
    } else if (!evalConstExpr(Step) && Step->K != Expr::FloatLit &&
               Step->K != Expr::HexFloat) {
      return false;
    }
    bool UniformStart = true;
    for (const RegRef &U : F.Insts[Init].Uses) {
      if (!directThreadValue(F, U.Reg, Depth + 1, NoParams, UniformAtoms))
        return false;
      UniformStart &= UniformAtoms->reg(U.Reg) == Level::Uniform;
    }
    if (!UniformStart)
      return true;
    // Started the same in every thread (`n = 0.f; for (c = lane; c <
    // hidden; c += 32) n += 1.f;`), the counter differs between threads
    // only by how many trips each makes. When every trip of its loop runs
    // the step once (each cycle of the loop passes the step's block), that
    // is the number of trips, which the loop's exits decide: thread
    // arithmetic when each exit is, not when one tests loaded data.
    unsigned StepBlock = F.Insts[F.defsOf(R)[0] == Init ? F.defsOf(R)[1] : F.defsOf(R)[0]].Block;
    if (!F.inCycle(StepBlock))
      return false;
    unsigned Comp = F.component(StepBlock);
    auto InLoop = [&](unsigned B) {
      return B < F.numBlocks() && F.inCycle(B) && F.component(B) == Comp;
    };
    // The loop without the step's block has no cycle left (colours: 0
    // unseen, 1 on the walk, 2 done).
    std::vector<uint8_t> Colour(F.numBlocks(), 0);
    std::vector<std::pair<unsigned, unsigned>> Walk;
    for (unsigned B0 = 0; B0 < F.numBlocks(); ++B0) {
      if (!InLoop(B0) || B0 == StepBlock || Colour[B0])
        continue;
      Walk.push_back({B0, 0});
      Colour[B0] = 1;
      while (!Walk.empty()) {
        auto &[B, K] = Walk.back();
        if (K == F.Blocks[B].Succs.size()) {
          Colour[B] = 2;
          Walk.pop_back();
          continue;
        }
        unsigned S = F.Blocks[B].Succs[K++];
        if (!InLoop(S) || S == StepBlock || Colour[S] == 2)
          continue;
        if (Colour[S] == 1)
          return false;
        Colour[S] = 1;
        Walk.push_back({S, 0});
      }
    }
    // An exit may test the counter itself, or another counter of the loop
    // (`i = base + 32 * k; if (i >= n) break;`): decided assuming those
    // are thread arithmetic, as the loop computes them from its own trips.
    static thread_local llvm::SmallVector<unsigned, 4> Deciding;
    if (llvm::is_contained(Deciding, R))
      return true;
    Deciding.push_back(R);
    bool Ok = true;
    for (unsigned B = 0; B < F.numBlocks() && Ok; ++B) {
      if (!InLoop(B) || F.Blocks[B].End == F.Blocks[B].Begin)
        continue;
      const Inst &T = F.Insts[F.Blocks[B].End - 1];
      if (T.Kind == InstKind::Exit || T.Kind == InstKind::Ret)
        Ok = false;
      bool Exits = llvm::any_of(F.Blocks[B].Succs, [&](unsigned S) { return !InLoop(S); });
      if (Exits && T.Kind == InstKind::Branch && T.Guard >= 0 &&
          !directThreadValue(F, T.Guard, Depth + 1, NoParams, UniformAtoms))
        Ok = false;
    }
    Deciding.pop_back();
    return Ok;
  }
  const Inst &I = F.Insts[D];
  llvm::StringRef Op = I.opcode();
  // A local-depot slot (nvcc -G): the value the store every path to the
  // load writes last.
  if (Op == "ld" && !I.hasMod(".param") && !F.Depot.empty()) {
    int St = F.depot().storeOf(static_cast<unsigned>(D));
    if (St < 0 || F.Insts[St].S->Operands.size() != 2)
      return false;
    const Expr *V = F.Insts[St].S->Operands[1];
    if (evalConstExpr(V))
      return true;
    auto VR = V->K == Expr::Symbol ? F.lookupReg(V->Name) : std::nullopt;
    return VR && F.reachingDef(*VR, static_cast<unsigned>(St)) == F.uniqueDef(*VR) &&
           directThreadValue(F, *VR, Depth + 1, NoParams, UniformAtoms);
  }
  bool Ok = (!NoParams && Op == "ld" && I.hasMod(".param") && F.F.IsEntry) || isArith(Op);
  if (!Ok)
    return false;
  if (Op == "ld")
    return true;
  for (const RegRef &U : I.Uses)
    if (!directThreadValue(F, U.Reg, Depth + 1, NoParams, UniformAtoms))
      return false;
  return true;
}

/// True when a lane entering block \p S does nothing but leave the kernel:
/// unguarded `bra`s (followed) and then `exit`, or `ret` of a kernel (a
/// function's `ret` returns to its caller, where the lane goes on).
static bool leavesAtOnce(const FunctionIR &F, unsigned S) {
  for (unsigned Steps = 0; Steps <= F.numBlocks() && S < F.numBlocks(); ++Steps) {
    const BasicBlock &BB = F.Blocks[S];
    for (unsigned K = BB.Begin; K < BB.End; ++K) {
      const Inst &I = F.Insts[K];
      if (I.isGuarded())
        return false;
      if (I.Kind == InstKind::Exit || (I.Kind == InstKind::Ret && F.F.IsEntry))
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

/// True when predicate \p R takes the value \p Value in every lane where
/// some predicate computed from the thread ids and constants alone holds:
/// \p R is such a predicate, or an `or.pred` (for true; `and.pred` for
/// false, `not.pred` flipping) with such an operand. nvcc -O3 folds
/// `if (row >= rows || col > 11) return;` into one `or.pred`: the lanes with
/// `col > 11` leave on every launch.
static bool forcedByThreadOnly(FunctionIR &F, int R, bool Value, unsigned Depth = 0) {
  if (R < 0 || Depth > 8)
    return false;
  if (directThreadValue(F, R, 0, /*NoParams=*/true))
    return true;
  int D = F.uniqueDef(R);
  if (D < 0)
    return false;
  const Inst &I = F.Insts[D];
  if (!I.hasMod(".pred"))
    return false;
  if (I.opcode() == "not" && I.Uses.size() == 1)
    return forcedByThreadOnly(F, I.Uses[0].Reg, !Value, Depth + 1);
  if ((I.opcode() == "or" && Value) || (I.opcode() == "and" && !Value))
    for (const RegRef &U : I.Uses)
      if (forcedByThreadOnly(F, U.Reg, Value, Depth + 1))
        return true;
  return false;
}

/// True when the lanes that terminator \p T (ending a block with successors
/// \p Succs, the taken one first) sends to a successor that leaves at once
/// include, on every launch, the lanes where a condition on the thread ids
/// and constants alone holds (see skippingLanesExit).
static bool threadOnlyExit(FunctionIR &F, const Inst &T,
                           llvm::ArrayRef<unsigned> Succs) {
  if (T.Guard < 0)
    return false;
  bool Taken = !T.GuardNeg;
  if (T.Kind == InstKind::Exit || (T.Kind == InstKind::Ret && F.F.IsEntry))
    return forcedByThreadOnly(F, T.Guard, Taken);
  if (T.Kind != InstKind::Branch || Succs.size() != 2)
    return false;
  return (leavesAtOnce(F, Succs[0]) && forcedByThreadOnly(F, T.Guard, Taken)) ||
         (leavesAtOnce(F, Succs[1]) && forcedByThreadOnly(F, T.Guard, !Taken));
}

/// True when every thread-varying branch that decides whether block \p B
/// runs sends the lanes it turns away from \p B straight out of the kernel
/// (`if (i >= n) return;`): a collective waits only for the non-exited
/// threads of its membermask (PTX ISA 9.7.9.6 shfl.sync, 9.7.13.9 vote.sync,
/// 9.7.13.10 match.sync, 9.7.13.12 redux.sync; for bar.warp.sync, the CUDA
/// C++ Programming Guide on __syncwarp), so those lanes are not missing.
/// Not for a condition on the thread ids and constants alone (`lane >= 16`):
/// the same lanes of every warp leave on every launch, so the full mask
/// names lanes the code never meant to take part.
/// True for a shuffle that may read another lane's register: shfl.down,
/// shfl.bfly, shfl.idx from a lane other than a constant 0 (not shfl.up).
static bool readsOtherLanes(const InstrStmt &S,
                            llvm::function_ref<std::optional<uint64_t>(const Expr *)> Const) {
  if (S.Opcode.Text != "shfl")
    return false;
  bool Up = false, Idx = false;
  for (const Word &M : S.Mods) {
    Up |= M.Text == ".up";
    Idx |= M.Text == ".idx";
  }
  if (Up)
    return false;
  if (Idx && S.Operands.size() >= 3)
    if (auto K = Const(S.Operands[2]); K && *K == 0)
      return false;
  return true;
}

/// The constant value operand \p E of a collective \p Op in the function
/// call \p CallIdx of \p F calls has: a constant there, or a parameter the
/// call passes a constant for (`__shfl_sync(mask, v, 0)` out of line).
static std::optional<uint64_t> calleeOperandConstant(FunctionAnalyses &FA, unsigned CallIdx,
                                                     const CalleeOp &Op, const Expr *E) {
  if (auto K = evalConstExpr(E))
    return static_cast<uint64_t>(*K);
  CallBinding B = bindCall(FA.Ctx, FA.IR, CallIdx);
  if (!B.Callee || B.Callee != Op.In)
    return std::nullopt;
  FunctionIR &CIR = FA.Ctx.calleeIR(*Op.In);
  for (unsigned K = 0; K < CIR.Insts.size(); ++K)
    if (CIR.Insts[K].S == Op.Where) {
      ValueOrigin O = traceCopies(CIR, FA.Ctx, E, K);
      if (O.Root)
        if (auto C = evalConstExpr(O.Root))
          return static_cast<uint64_t>(*C + O.Add);
      auto P = asParam(CIR, O);
      if (P && P->Add == 0)
        if (const CallBinding::Piece *A = B.arg(P->Param, P->Off))
          if (auto V = FA.Values.constant(A->Value))
            return V;
      // Computed in the callee from the call's constants (nvcc -G's
      // __shfl_xor_sync builds c from its width argument).
      auto Args = callConstants(FA.Ctx, FA.IR, B);
      if (Args.empty())
        return std::nullopt;
      ConstBranches CB(CIR, Args);
      return CB.valueAt(E, K);
    }
  return std::nullopt;
}

/// The caller's operand for operand \p E of a collective \p Op that the
/// function call \p CallIdx of \p F calls executes directly, when \p E is
/// one of the callee's parameters passed through copies unchanged (nvcc
/// -G's out-of-line `__shfl_sync(m, v, lane ^ 1)`: the source lane is the
/// call's third argument); nullptr otherwise.
static const Expr *calleeOperandArg(FunctionAnalyses &FA, unsigned CallIdx, const CalleeOp &Op,
                                    const Expr *E) {
  if (evalConstExpr(E))
    return nullptr;
  CallBinding B = bindCall(FA.Ctx, FA.IR, CallIdx);
  if (!B.Callee || B.Callee != Op.In)
    return nullptr;
  FunctionIR &CIR = FA.Ctx.calleeIR(*Op.In);
  for (unsigned K = 0; K < CIR.Insts.size(); ++K)
    if (CIR.Insts[K].S == Op.Where) {
      ValueOrigin O = traceCopies(CIR, FA.Ctx, E, K);
      auto P = asParam(CIR, O);
      if (!P || P->Add != 0)
        return nullptr;
      const CallBinding::Piece *A = B.arg(P->Param, P->Off);
      return A ? A->Value : nullptr;
    }
  return nullptr;
}

/// True when the lanes the branch ending block \p Blk turns away leave the
/// kernel at once, on a condition not on the thread ids and constants alone
/// (one literal of skippingLanesExit).
static bool skippersLeave(FunctionIR &F, unsigned Blk) {
  const BasicBlock &BB = F.Blocks[Blk];
  const Inst &T = F.Insts[BB.End - 1];
  if (T.Guard < 0 || directThreadValue(F, T.Guard, 0, /*NoParams=*/true) ||
      threadOnlyExit(F, T, BB.Succs))
    return false;
  // A guarded exit: the lanes that take it leave.
  if (T.Kind == InstKind::Exit || (T.Kind == InstKind::Ret && F.F.IsEntry))
    return true;
  if (T.Kind != InstKind::Branch || BB.Succs.size() != 2)
    return false;
  // The collective's block cannot lie on a path of bare branches to the
  // exit, so a successor that leaves at once is the skipping one.
  return leavesAtOnce(F, BB.Succs[0]) || leavesAtOnce(F, BB.Succs[1]);
}

static bool skippingLanesExit(FunctionIR &F, const Uniformity &Uni, const ControlDeps &CD,
                              unsigned B) {
  bool Any = false;
  for (const ControlLiteral &L : CD.of(B)) {
    if (Uni.branchLevel(L.Block) != Level::Varying)
      continue;
    Any = true;
    if (!skippersLeave(F, L.Block))
      return false;
  }
  return Any;
}

/// True when register \p R is computed by arithmetic from thread ids,
/// constants, kernel parameters and data loaded from global, shared or
/// generic memory at such addresses, with at least one such load (\p Loads
/// counts them): a condition on each thread's own data. Stack slots (.local,
/// the -G depot: its address comes from cvta) do not count. A register
/// written more than once (a loop-carried value: nvcc -G's copies of `node =
/// next[node]`, a grid-stride `base += stride` started at `ctaid * ntid`)
/// counts when each of its writes does, unguarded (\p Open holds the ones
/// being decided: a cycle through them adds nothing else).
/// For `ld.param d, [retvalN+off]` after a call of a small straight-line
/// helper that stores one of its parameters there unchanged (NVVM -O1's
/// out-of-line `make_float4(0.f, 0.f, 0.f, 0.f)`): the argument the call
/// passes for it, read at \p At (its st.param); nullptr otherwise.
static const Expr *returnedArgument(FunctionIR &F, unsigned LdIdx, unsigned &At) {
  unsigned Ret;
  int64_t Off;
  auto C = F.Ctx ? callOfResult(F, LdIdx, Ret, Off) : std::nullopt;
  if (!C)
    return nullptr;
  CallBinding B = bindCall(*F.Ctx, F, *C);
  if (!B.Callee || !B.Callee->Body || B.Callee->IsEntry || Ret >= B.Callee->Returns.size() ||
      B.Callee->Returns[Ret]->Decls.size() != 1)
    return nullptr;
  llvm::StringRef RetName = B.Callee->Returns[Ret]->Decls[0].Name.Text;
  FunctionIR &CIR = F.Ctx->calleeIR(*B.Callee);
  if (CIR.Insts.size() > 32)
    return nullptr;
  int Store = -1;
  for (unsigned K = 0; K < CIR.Insts.size(); ++K) {
    const Inst &X = CIR.Insts[K];
    if (X.isGuarded() || X.Kind == InstKind::Branch || X.Kind == InstKind::Call)
      return nullptr;
    int64_t XOff;
    const Expr *Base = X.opcode() == "st" && X.hasMod(".param") && X.S->Operands.size() == 2
                           ? addressBase(X.S->Operands[0], XOff)
                           : nullptr;
    if (!Base || Base->Name != RetName || XOff != Off)
      continue;
    if (Store >= 0 || isVectorAccess(X))
      return nullptr;
    Store = static_cast<int>(K);
  }
  if (Store < 0)
    return nullptr;
  ValueOrigin O = traceCopies(CIR, *F.Ctx, CIR.Insts[Store].S->Operands[1],
                              static_cast<unsigned>(Store));
  auto P = asParam(CIR, O);
  if (!P || P->Add)
    return nullptr;
  const CallBinding::Piece *A = B.arg(P->Param, P->Off);
  if (!A)
    return nullptr;
  At = A->Store;
  return A->Value;
}

/// For `ld.param d, [retvalN+off]` after a call of a small straight-line
/// helper that computes its results from its parameters alone (no memory
/// but its own parameters, no calls, no collectives: nvcc -G's out-of-line
/// `floorf`, a `cvt.rmi` of its argument): the call's argument pieces, each
/// with its st.param. The result is then arithmetic on those arguments.
/// A full-warp `vote.sync` counts as such arithmetic (nvcc -G's out-of-line
/// `__ballot_sync(0xffffffff, head[i] != 0)`: the ballot of the warp's
/// own data, its mask -1 in the helper or the call's constant -1): a
/// condition on the ballot and the lane (a segmented scan's `lane - d >=
/// seg_start`) splits the warp on data; one the same in every lane
/// (`if (ballot != 0)`) is left to sameInWarp, which reads the helper's
/// vote as one value of the warp (ThreadFormula::calleeVote).
static bool pureHelperArgs(FunctionIR &F, unsigned LdIdx,
                           llvm::SmallVectorImpl<CallBinding::Piece> &Args) {
  unsigned Ret;
  int64_t Off;
  auto C = F.Ctx ? callOfResult(F, LdIdx, Ret, Off) : std::nullopt;
  if (!C)
    return false;
  CallBinding B = bindCall(*F.Ctx, F, *C);
  if (!B.Callee || !B.Callee->Body || B.Callee->IsEntry)
    return false;
  FunctionIR &CIR = F.Ctx->calleeIR(*B.Callee);
  if (CIR.Insts.size() > 48)
    return false;
  static const char *const Pure[] = {"abs", "neg", "fma", "sqrt", "rcp", "testp", "copysign",
                                     "set", "slct", "bfe", "bfi", "popc", "clz", "brev",
                                     "prmt", "lop3", "cnot"};
  for (const Inst &X : CIR.Insts) {
    if (X.isGuarded() || X.Kind == InstKind::Branch || X.Kind == InstKind::Call)
      return false;
    if (X.Kind == InstKind::Ret)
      continue;
    llvm::StringRef Op = X.opcode();
    if ((Op == "ld" || Op == "st") && X.hasMod(".param"))
      continue;
    if (Op == "vote" && X.hasMod(".sync") && X.S->Operands.size() == 3) {
      std::optional<int64_t> M = evalConstExpr(X.S->Operands[2]);
      if (!M) {
        ValueOrigin O = traceCopies(CIR, *F.Ctx, X.S->Operands[2],
                                    static_cast<unsigned>(&X - CIR.Insts.data()));
        if (O.Root)
          M = evalConstExpr(O.Root);
        if (auto P = asParam(CIR, O); !M && P && P->Add == 0)
          if (const CallBinding::Piece *A = B.arg(P->Param, P->Off))
            M = evalConstExpr(A->Value);
      }
      if (!M || (static_cast<uint64_t>(*M) & 0xffffffffu) != 0xffffffffu)
        return false;
      continue;
    }
    if (!isArith(Op) && !llvm::is_contained(Pure, Op))
      return false;
    // No special register but the thread's own ids (a clock or a
    // performance counter is not a function of the arguments).
    if (Op == "mov" && X.S->Operands.size() == 2 && X.S->Operands[1]->K == Expr::Symbol &&
        X.S->Operands[1]->Name.startswith("%") && !CIR.lookupReg(X.S->Operands[1]->Name))
      return false;
  }
  Args.assign(B.Args.begin(), B.Args.end());
  return true;
}

static bool dataThreadValue(FunctionIR &F, unsigned R, unsigned Depth, unsigned &Loads,
                            llvm::SmallVectorImpl<unsigned> *Open = nullptr, int At = -1);

/// The arguments of a pure helper's call (pureHelperArgs) are each thread's
/// own data or arithmetic (dataThreadValue), read where the call stores them.
static bool pureArgsData(FunctionIR &F, llvm::ArrayRef<CallBinding::Piece> Args, unsigned Depth,
                         unsigned &Loads, llvm::SmallVectorImpl<unsigned> *Open) {
  for (const CallBinding::Piece &P : Args) {
    if (evalConstExpr(P.Value) || P.Value->K == Expr::FloatLit || P.Value->K == Expr::HexFloat)
      continue;
    auto AR = P.Value->K == Expr::Symbol ? F.lookupReg(P.Value->Name) : std::nullopt;
    if (!AR || !dataThreadValue(F, *AR, Depth + 1, Loads, Open, static_cast<int>(P.Store)))
      return false;
  }
  return true;
}

/// The control dependences dataThreadValue follows for a register written
/// on several paths (set by DataControlScope for one query; none outside).
static thread_local const ControlDeps *DataCD = nullptr;

/// The function's uniformity, by which dataThreadValue reads a .func's own
/// parameters (set by DataControlScope with the control dependences).
static thread_local const Uniformity *DataUni = nullptr;

namespace {
/// Lets dataThreadValue read the branches that decide which write of a
/// register written on several paths a thread runs, and a .func's
/// parameters by what its callers pass.
struct DataControlScope {
  const ControlDeps *Saved;
  const Uniformity *SavedUni;
  DataControlScope(const ControlDeps &CD, const Uniformity *U = nullptr)
      : Saved(DataCD), SavedUni(DataUni) {
    DataCD = &CD;
    DataUni = U;
  }
  ~DataControlScope() {
    DataCD = Saved;
    DataUni = SavedUni;
  }
};
} // namespace

/// For `ld.param` of one of a .func's own parameters (not a call's
/// result): whether every caller passes a value the same in every thread
/// (\p Varying false) or one that differs between the lanes of a warp
/// (true), by callerArgLevels; nullopt when the callers do not say.
static std::optional<bool> callerParam(FunctionIR &F, const Inst &I, unsigned R) {
  if (!DataUni || F.F.IsEntry || !DataUni->paramsFromCallers() || I.opcode() != "ld" ||
      !I.hasMod(".param") || I.S->Operands.size() != 2)
    return std::nullopt;
  const Expr *A = I.S->Operands[1];
  if (A->K != Expr::Address || A->Sub.size() != 1 || A->Sub[0]->K != Expr::Symbol ||
      F.LocalVars.count(A->Sub[0]->Name) || !paramIndex(F.F, A->Sub[0]->Name))
    return std::nullopt;
  Level L = DataUni->reg(R);
  if (L == Level::WarpUniform)
    return std::nullopt;
  return L == Level::Varying;
}

/// For a register written on several paths: which write a thread runs is
/// decided by the branches the writes' blocks are control dependent on
/// (transitively), so a value written differently under a branch on the
/// thread's own data varies with that data even when every write is
/// arithmetic on constants (nvcc -G's `sp` of a per-lane stack loop:
/// `if (farc >= 0 && ...) stack[sp++] = farc;` writes `sp` or `sp + 1`).
/// Adds the loads of those branches' guards that are each thread's own data
/// or arithmetic to \p Loads; a guard that is neither adds nothing (the
/// writes alone decide, as before).
static void controlDataLoads(FunctionIR &F, llvm::ArrayRef<unsigned> Defs, unsigned Depth,
                             unsigned &Loads, llvm::SmallVectorImpl<unsigned> *Open) {
  if (!DataCD)
    return;
  llvm::SmallVector<unsigned, 8> Work, Seen;
  for (unsigned DI : Defs)
    Work.push_back(F.Insts[DI].Block);
  while (!Work.empty() && Seen.size() < 32) {
    unsigned B = Work.pop_back_val();
    for (const auto &[X, Y] : DataCD->directEdges(B)) {
      (void)Y;
      if (llvm::is_contained(Seen, X))
        continue;
      Seen.push_back(X);
      Work.push_back(X);
      const Inst &T = F.Insts[F.Blocks[X].End - 1];
      if (T.Guard < 0)
        continue;
      unsigned Mine = 0;
      if (dataThreadValue(F, static_cast<unsigned>(T.Guard), Depth + 1, Mine, Open,
                          static_cast<int>(F.Blocks[X].End - 1)))
        Loads += Mine;
    }
  }
}

/// The steps of one dataThreadValue query (its walk is bounded by them).
static thread_local unsigned DataSteps = 0;

namespace {
/// What one query of dataThreadValue has already decided, per register and
/// the write it reads (-1: a register written on several paths), so that a
/// value the walk meets again (nvcc -G's loop-carried `t` under every
/// operand of a distance function, the same stack slots read by each call)
/// costs one step instead of its whole sub-walk again. A result enters the
/// memo only when its sub-walk was cut by no bound (depth, steps) and
/// assumed nothing about a value still being decided above it (a register
/// or stack load open further up: results are then valid wherever the
/// query meets the value again).
struct DataMemo {
  struct Entry {
    bool Ok;
    unsigned Loads;
  };
  llvm::DenseMap<std::pair<unsigned, int>, Entry> Done;
  /// The depth at which each open register was opened.
  llvm::DenseMap<unsigned, unsigned> OpenedAt;
  /// The smallest depth of an open value the current sub-walk assumed
  /// (UINT_MAX: none).
  unsigned Assumed = ~0u;
  /// Bumped whenever a bound cuts the walk.
  unsigned Cuts = 0;
};
} // namespace

static thread_local DataMemo Memo;

/// For a load from the local depot at an offset not known statically (an
/// element of a stack array at a run-time index): the loads behind what the
/// function stores into the depot at such offsets, when there are such
/// stores, each stores a constant or a value dataThreadValue accepts (the
/// array holds what the thread put there: its own data or arithmetic), and
/// not all constants; none otherwise (an array never written at a run-time
/// index, only cleared, or written with values the walk cannot follow). A store of a value that
/// itself comes from such a load (`stack[sp++] = child[stack[sp]]`) adds
/// nothing more (the loads being decided are open).
static std::optional<unsigned> stackArrayData(FunctionIR &F, unsigned LdIdx, unsigned Depth,
                                              llvm::SmallVectorImpl<unsigned> *Open) {
  static thread_local llvm::SmallVector<std::pair<unsigned, unsigned>, 4> OpenLoads;
  for (const auto &[L, At] : OpenLoads)
    if (L == LdIdx) {
      Memo.Assumed = std::min(Memo.Assumed, At);
      return 0u;
    }
  struct Pop {
    ~Pop() { OpenLoads.pop_back(); }
  };
  // The scan of the function's stores counts against the query's steps
  // (one per 16 instructions), so a long -G function is scanned a few
  // times at most.
  DataSteps += static_cast<unsigned>(F.Insts.size() / 16);
  if (DataSteps > 4096) {
    ++Memo.Cuts;
    return std::nullopt;
  }
  OpenLoads.push_back({LdIdx, Depth});
  Pop P;
  const DepotSlots &DS = F.depot();
  unsigned Loads = 0, Stores = 0, Values = 0;
  for (unsigned K = 0; K < F.Insts.size(); ++K) {
    const Inst &W = F.Insts[K];
    if (W.opcode() != "st" || W.hasMod(".param") || W.S->Operands.size() != 2 ||
        !DS.isDepotAddress(W.S->Operands[0]) || DS.addressOffset(W.S->Operands[0]))
      continue;
    if (W.isGuarded() || ++Stores > 16)
      return std::nullopt;
    const Expr *V = W.S->Operands[1];
    if (evalConstExpr(V) || V->K == Expr::FloatLit || V->K == Expr::HexFloat)
      continue;
    auto VR = V->K == Expr::Symbol ? F.lookupReg(V->Name) : std::nullopt;
    if (!VR || !dataThreadValue(F, *VR, Depth + 1, Loads, Open, static_cast<int>(K)))
      return std::nullopt;
    ++Values;
  }
  // Only constants (an array cleared in a loop): the same in every lane.
  if (!Values)
    return std::nullopt;
  return Loads;
}

static bool dataThreadValueAt(FunctionIR &F, unsigned R, int D, unsigned Depth,
                              unsigned &Loads, llvm::SmallVectorImpl<unsigned> *Open);

static bool dataThreadValue(FunctionIR &F, unsigned R, unsigned Depth, unsigned &Loads,
                            llvm::SmallVectorImpl<unsigned> *Open, int At) {
  // nvcc -G's chains from a load's address back to the thread ids are long
  // (a DFA state `delta[state * 256 + text[t * 64 + k]]` is some twenty
  // copies, conversions and products), so the walk is bounded by the
  // number of steps of one query rather than by its depth alone; values
  // met again are read from the query's memo (DataMemo).
  unsigned &Steps = DataSteps;
  if (Depth == 0) {
    Steps = 0;
    Memo.Done.clear();
    Memo.OpenedAt.clear();
    Memo.Assumed = ~0u;
  }
  if (Depth > 64 || ++Steps > 4096) {
    ++Memo.Cuts;
    return false;
  }
  // The write the reading instruction \p At sees, when its block has one
  // before it (`v = in[i]; if (v > 0)` where v is rewritten later, in a
  // loop); else the only write.
  int D = At >= 0 ? F.reachingDef(R, static_cast<unsigned>(At)) : -1;
  if (D >= 0 && F.Insts[D].Block != F.Insts[At].Block)
    D = -1;
  if (D < 0)
    D = F.uniqueDef(R);
  auto Key = std::make_pair(R, D);
  if (auto It = Memo.Done.find(Key); It != Memo.Done.end()) {
    Loads += It->second.Loads;
    return It->second.Ok;
  }
  unsigned SavedAssumed = Memo.Assumed, SavedCuts = Memo.Cuts, Before = Loads;
  Memo.Assumed = ~0u;
  bool Ok = dataThreadValueAt(F, R, D, Depth, Loads, Open);
  // Self-contained: nothing cut, and whatever was assumed open was opened
  // here or below (a register written on several paths that reaches
  // itself round a loop is decided by this walk).
  if (Memo.Cuts == SavedCuts && Memo.Assumed >= Depth)
    Memo.Done[Key] = {Ok, Loads - Before};
  Memo.Assumed = std::min(SavedAssumed, Memo.Assumed);
  return Ok;
}

/// dataThreadValue of register \p R as its write \p D (-1: the register
/// written on several paths) computes it.
static bool dataThreadValueAt(FunctionIR &F, unsigned R, int D, unsigned Depth,
                              unsigned &Loads, llvm::SmallVectorImpl<unsigned> *Open) {
  if (D < 0) {
    auto Defs = F.defsOf(R);
    if (Defs.size() < 2 || F.Regs[R].IsParam)
      return false;
    llvm::SmallVector<unsigned, 8> Mine;
    if (!Open)
      Open = &Mine;
    if (llvm::is_contained(*Open, R)) {
      auto It = Memo.OpenedAt.find(R);
      Memo.Assumed = std::min(Memo.Assumed, It == Memo.OpenedAt.end() ? 0u : It->second);
      return true;
    }
    Open->push_back(R);
    Memo.OpenedAt[R] = Depth;
    for (unsigned DI : Defs) {
      const Inst &W = F.Insts[DI];
      bool DataLoad = W.opcode() == "ld" && !W.hasMod(".param") && !W.hasMod(".local");
      // One element of a vector load (`p[i]` as a float4) is loaded data
      // like a scalar load's.
      if (W.isGuarded() || (W.Defs.size() != 1 && !(DataLoad && isVectorAccess(W))))
        return false;
      if (DataLoad) {
        ++Loads;
      } else if (W.opcode() == "ld" && W.hasMod(".param")) {
        // A helper's result that is an argument it returns unchanged
        // (`i < n ? p[i] : make_float4(0.f, ...)`): that argument.
        unsigned ArgAt;
        const Expr *Arg = returnedArgument(F, DI, ArgAt);
        llvm::SmallVector<CallBinding::Piece, 4> Args;
        if (!Arg && pureHelperArgs(F, DI, Args)) {
          if (!pureArgsData(F, Args, Depth, Loads, Open))
            return false;
          continue;
        }
        if (!Arg)
          return false;
        if (evalConstExpr(Arg) || Arg->K == Expr::FloatLit || Arg->K == Expr::HexFloat)
          continue;
        auto AR = Arg->K == Expr::Symbol ? F.lookupReg(Arg->Name) : std::nullopt;
        if (!AR || !dataThreadValue(F, *AR, Depth + 1, Loads, Open, static_cast<int>(ArgAt)))
          return false;
        continue;
      } else if (!isArith(W.opcode())) {
        // Any arithmetic write: a grid-stride loop's `base = ctaid * ntid`
        // starts its counter with a product.
        return false;
      }
      for (const RegRef &U : W.Uses)
        if (!dataThreadValue(F, U.Reg, Depth + 1, Loads, Open))
          return false;
    }
    controlDataLoads(F, Defs, Depth, Loads, Open);
    return true;
  }
  const Inst &I = F.Insts[D];
  // A load from the -G depot at `%SP + c` reads a stack slot, not the
  // thread's data: its stored value (below).
  bool DepotLoad = I.opcode() == "ld" && !F.Depot.empty() && I.S->Operands.size() == 2 &&
                   F.depot().isDepotAddress(I.S->Operands[1]);
  if (I.opcode() == "ld" && !I.hasMod(".param") && !I.hasMod(".local") && !DepotLoad) {
    ++Loads;
    for (const RegRef &U : I.Uses)
      if (!dataThreadValue(F, U.Reg, Depth + 1, Loads, Open, D))
        return false;
    return true;
  }
  // A stack slot whose every path to the load last stored such data (NVVM
  // -O1 spills `v = x[i]` to the depot and reloads it for `if (v > 0)`):
  // the stored value.
  if (I.opcode() == "ld" && !F.Depot.empty()) {
    if (int St = F.depot().storeOf(static_cast<unsigned>(D)); St >= 0) {
      const Inst &W = F.Insts[St];
      auto VR = W.S->Operands.size() == 2 && W.S->Operands[1]->K == Expr::Symbol
                    ? F.lookupReg(W.S->Operands[1]->Name)
                    : std::nullopt;
      if (VR && dataThreadValue(F, *VR, Depth + 1, Loads, Open, St))
        return true;
    } else if (auto VE = F.depot().vectorElementOf(static_cast<unsigned>(D))) {
      // One field of a vector the thread stored to its frame (nvcc -G's
      // copy of a loaded float4, read back field by field): that element.
      const Expr *E = F.Insts[VE->Store].S->Operands[1]->Sub[VE->Elem];
      auto VR = E->K == Expr::Symbol ? F.lookupReg(E->Name) : std::nullopt;
      if (VR && dataThreadValue(F, *VR, Depth + 1, Loads, Open, static_cast<int>(VE->Store)))
        return true;
    }
  }
  // A .func's parameter: each lane's own value when every caller passes
  // one that differs between the lanes (a per-lane index handed to a -G
  // helper: data of the lane, as a load of it would be), a value like a
  // kernel parameter's when every caller passes one the same in every
  // thread (callerArgLevels).
  if (auto Varies = callerParam(F, I, R)) {
    Loads += *Varies;
    return true;
  }
  // The result of a helper computed from its arguments alone (nvcc -G's
  // out-of-line `floorf`): those arguments.
  if (I.opcode() == "ld" && I.hasMod(".param")) {
    llvm::SmallVector<CallBinding::Piece, 4> Args;
    if (pureHelperArgs(F, static_cast<unsigned>(D), Args))
      return pureArgsData(F, Args, Depth, Loads, Open);
  }
  // An element of an array in the thread's own frame at an index computed
  // at run time (nvcc -G's per-lane traversal stack, `n = stack[--sp]`):
  // what the thread stored there, its own data as much as a load of its
  // element of global memory (a slot at a fixed offset, such as the fields
  // cooperative groups' constructors write, stays out: above;
  // stackArrayData).
  if (DepotLoad && !I.hasMod(".param") && !F.depot().addressOffset(I.S->Operands[1]))
    if (auto Stored = stackArrayData(F, static_cast<unsigned>(D), Depth, Open)) {
      Loads += 1 + *Stored;
      return true;
    }
  if (I.opcode() == "ld")
    return directThreadValue(F, R, 0);
  // `cvta.to.global` of a kernel's pointer parameter on the way to the
  // load's address (not the local depot's cvta: data in stack slots stays
  // out, as for directThreadValue).
  if (isArith(I.opcode()) || (I.opcode() == "cvta" && I.hasMod(".global"))) {
    for (const RegRef &U : I.Uses)
      if (!dataThreadValue(F, U.Reg, Depth + 1, Loads, Open, D))
        return false;
    return true;
  }
  return false;
}

/// Masks that are functions of the lane id: exists a lane that runs the
/// instruction with its own bit clear in the mask it passes?
/// A membermask that is the same in every thread but computed by arithmetic
/// from kernel parameters (`rem ? (1u << rem) - 1 : ~0u` with `rem = n % 32`):
/// the SMT query of a lane-dependent mask asks, with the parameters unknown,
/// whether a lane that runs the collective is missing from it.
/// Not a parameter passed through as it is (`__shfl_sync(mask, ...)` with
/// the caller's mask): the host is trusted to pass the lanes it launches;
/// and only kernel parameters, not the results of calls.
static bool kernelParamsOnly(const AnalysisContext &Ctx, FunctionIR &F, unsigned R,
                             unsigned &Budget, unsigned Depth = 0) {
  // Budget: registers visited in all (two-write registers and binary
  // operations fan out; shared subexpressions are walked again).
  if (Depth > 24 || !Budget || F.Regs[R].IsParam)
    return false;
  --Budget;
  auto Defs = F.defsOf(R);
  // nvcc -G's ternary: one register written on the two arms of a branch
  // (the SMT encoding takes the branch's select; each arm must qualify).
  if (Defs.size() != 1 && Defs.size() != 2)
    return false;
  for (unsigned Def : Defs) {
    const Inst &I = F.Insts[Def];
    if (I.S->Guard)
      return false;
    if (I.opcode() == "ld" && Defs.size() == 1) {
      // The result of an out-of-line min/max (nvcc -G's clamp `min(max(k,
      // 1), 31)`), which the SMT encoding reads as that operation on the
      // call's arguments; those must qualify in turn.
      unsigned Ret;
      int64_t Off;
      if (auto C = callOfResult(F, Def, Ret, Off)) {
        CallBinding B = bindCall(Ctx, F, *C);
        if (Ret || Off || !B.Callee || !B.Callee->Body || B.Callee->IsEntry ||
            minMaxHelperOp(Ctx.calleeIR(*B.Callee)) < 0)
          return false;
        for (const CallBinding::Piece &P : B.Args) {
          if (evalConstExpr(P.Value))
            continue;
          auto AR = P.Value->K == Expr::Symbol ? F.lookupReg(P.Value->Name) : std::nullopt;
          if (!AR || !kernelParamsOnly(Ctx, F, *AR, Budget, Depth + 1))
            return false;
        }
        continue;
      }
    }
    if (I.opcode() == "ld" && Defs.size() == 1 && !F.Depot.empty() && !I.hasMod(".param")) {
      // A local-depot slot (clang -O0 keeps every local on the stack, the
      // mask `tail ? (1u << tail) - 1 : ~0u` too): the value the one store
      // every path to it writes last, as the SMT encoding reads it.
      int St = F.depot().storeOf(Def);
      if (St >= 0 && F.Insts[St].S->Operands.size() == 2) {
        const Expr *V = F.Insts[St].S->Operands[1];
        if (evalConstExpr(V))
          continue;
        auto VR = V->K == Expr::Symbol ? F.lookupReg(V->Name) : std::nullopt;
        if (VR && kernelParamsOnly(Ctx, F, *VR, Budget, Depth + 1))
          continue;
      }
      return false;
    }
    if (I.opcode() == "ld") {
      // A kernel parameter, not another call's return value.
      const Expr *A = I.S->Operands.size() == 2 ? I.S->Operands[1] : nullptr;
      if (Defs.size() != 1 || !F.F.IsEntry || !I.hasMod(".param") || !A ||
          A->K != Expr::Address || A->Sub.size() != 1 || A->Sub[0]->K != Expr::Symbol ||
          !paramIndex(F.F, A->Sub[0]->Name))
        return false;
      continue;
    }
    if (!isArith(I.opcode()))
      return false;
    for (const RegRef &U : I.Uses)
      if (!kernelParamsOnly(Ctx, F, U.Reg, Budget, Depth + 1))
        return false;
  }
  return true;
}

static bool paramMask(const AnalysisContext &Ctx, FunctionIR &F, const Expr *M) {
  if (!M || M->K != Expr::Symbol)
    return false;
  auto R = F.lookupReg(M->Name);
  unsigned Budget = 512;
  if (!R || !kernelParamsOnly(Ctx, F, *R, Budget))
    return false;
  for (unsigned Depth = 0; Depth < 8; ++Depth) {
    int Def = F.uniqueDef(*R);
    if (Def < 0)
      return true; // the two writes of a ternary
    const Inst &D = F.Insts[Def];
    if (D.opcode() == "ld") {
      // Through a stack slot (clang -O0) to the value stored there, which
      // kernelParamsOnly followed too.
      int St = F.Depot.empty() || D.hasMod(".param") ? -1 : F.depot().storeOf(Def);
      const Expr *V = St >= 0 && F.Insts[St].S->Operands.size() == 2
                          ? F.Insts[St].S->Operands[1]
                          : nullptr;
      auto VR = V && V->K == Expr::Symbol ? F.lookupReg(V->Name) : std::nullopt;
      if (!VR)
        return false;
      R = VR;
      continue;
    }
    if ((D.opcode() != "mov" && D.opcode() != "cvt") || D.S->Operands.size() != 2 ||
        D.S->Operands[1]->K != Expr::Symbol)
      return true;
    auto Src = F.lookupReg(D.S->Operands[1]->Name);
    if (!Src)
      return true;
    R = Src;
  }
  return true;
}

/// True when load \p D reads the local stack through a generic address
/// (nvcc -G's `ld.u32 [%SP+0]` after `cvta.local`).
static bool localAddress(FunctionIR &F, const Inst &D) {
  if (D.S->Operands.size() < 2 || D.S->Operands[1]->K != Expr::Address ||
      D.S->Operands[1]->Sub.empty())
    return false;
  const Expr *A = D.S->Operands[1]->Sub[0];
  if (A->K == Expr::Binary && !A->Sub.empty())
    A = A->Sub[0];
  for (unsigned Steps = 0; Steps < 8 && A && A->K == Expr::Symbol; ++Steps) {
    if (A->Name == "%SP" || A->Name == "%SPL")
      return true;
    auto R = F.lookupReg(A->Name);
    int Def = R ? F.uniqueDef(*R) : -1;
    if (Def < 0)
      return false;
    const Inst &X = F.Insts[Def];
    if (X.opcode() == "cvta" && X.hasMod(".local"))
      return true;
    if ((X.opcode() != "mov" && X.opcode() != "add") || X.S->Operands.size() < 2)
      return false;
    A = X.S->Operands[1];
  }
  return false;
}

/// True when membermask \p M is computed (through at most a few
/// instructions) from a value loaded from global, shared or generic memory
/// (a per-segment length: `(1u << min(len[seg], 31)) - 1`); not from the
/// local stack (nvcc -G's objects) or parameters.
static bool dataMask(FunctionIR &F, const Expr *M) {
  if (!M || M->K != Expr::Symbol)
    return false;
  llvm::SmallVector<std::pair<unsigned, unsigned>, 8> Work; // register, depth
  llvm::SmallSet<unsigned, 16> Seen;
  if (auto R = F.lookupReg(M->Name))
    Work.push_back({*R, 0});
  while (!Work.empty()) {
    auto [R, Depth] = Work.pop_back_val();
    if (!Seen.insert(R).second || Depth > 8 || Seen.size() > 32)
      continue;
    int Def = F.uniqueDef(R);
    if (Def < 0)
      continue;
    const Inst &D = F.Insts[Def];
    if (D.opcode() == "ld" || D.opcode() == "ldu") {
      if (!D.hasMod(".param") && !D.hasMod(".local") && !D.hasMod(".const") &&
          !localAddress(F, D))
        return true;
      // A call's result (nvcc -G's out-of-line min): from its arguments,
      // the values stored to the call's parameters before it.
      if (D.hasMod(".param")) {
        bool Called = false;
        for (int J = Def - 1; J >= 0 && J >= Def - 24; --J) {
          const Inst &A = F.Insts[J];
          if (A.Kind == InstKind::Call) {
            if (Called)
              break;
            Called = true;
            continue;
          }
          if (!Called || A.opcode() != "st" || !A.hasMod(".param") ||
              A.S->Operands.size() != 2)
            continue;
          if (A.S->Operands[1]->K == Expr::Symbol)
            if (auto S = F.lookupReg(A.S->Operands[1]->Name))
              Work.push_back({*S, Depth + 1});
        }
      }
      continue;
    }
    for (unsigned O = 1; O < D.S->Operands.size(); ++O)
      if (D.S->Operands[O]->K == Expr::Symbol)
        if (auto S = F.lookupReg(D.S->Operands[O]->Name))
          Work.push_back({*S, Depth + 1});
  }
  return false;
}


struct LaneMask {
  unsigned Index;        ///< the collective, or a call executing one
  const Expr *Mask;      ///< its membermask (the call's argument)
  std::string What;      ///< "shfl.sync..." (empty: the instruction itself)
  llvm::StringRef Callee;
  const CalleeOp *Op = nullptr; ///< the collective in the called function
  bool Data = false;     ///< the same in the warp, computed from loaded data
};

/// Reports what the SMT solver found for a membermask check: the thread and
/// lane of model \p R, what it executes (\p I, or the collective \p What
/// of the called \p Callee), \p Why its lane is missing, the values it
/// assumed for unknowns, and a note at the callee's collective (\p Op).
static void reportLaneWitness(DiagnosticEngine &Diags, const ThreadFormula &TF,
                              const smt::Result &R, bool AllKnown, const Inst &I,
                              llvm::StringRef Callee, const std::string &What,
                              const CalleeOp *Op, const std::string &Why,
                              const Stmt *BallotAt = nullptr,
                              const char *BallotNote = "the membermask is this ballot") {
  std::array<uint64_t, 3> Tid;
  for (unsigned D = 0; D < 3; ++D)
    Tid[D] = R.Model.lookup(ThreadFormula::tidName(D, 0));
  std::string Values;
  for (const std::string &U : TF.unknowns())
    Values += (Values.empty() ? "" : ", ") + U + " = " + std::to_string(R.Model.lookup(U));
  bool Definite = AllKnown && !TF.usesUnknowns();
  Diags.report(Definite ? DiagId::WarpSyncMask : DiagId::WarpSyncMaskMaybe, I.S->Range)
      << ("thread " + describeThread(Tid) + " (lane " + std::to_string(R.Model.lookup("lane")) +
          ") " +
          (What.empty() ? "executes '" + instName(I) + "'"
                        : "calls '" + Callee.str() + "', which executes '" + What + "',") +
          Why + "; the behaviour is undefined (found by the SMT solver" +
          (Values.empty() ? std::string(")") : " for " + Values + ")"));
  if (BallotAt)
    Diags.report(DiagId::NoteGeneric, BallotAt->Range) << BallotNote;
  if (Op)
    Diags.report(DiagId::NoteGeneric, Op->Where->Range)
        << ("the called function executes '" + What + "' here" +
            (Op->Operand ? ", with the membermask the call passes as argument " +
                               std::to_string(Op->Operand->Param + 1)
                         : std::string()));
}

/// Constrains thread copies 0 and 1 of \p TF to one warp: the same linear
/// thread index divided by 32 (tid.x alone for a shape that is not exact).
static void requireSameWarp(ThreadFormula &TF, const LaunchShape &Shape) {
  auto Linear = [&](unsigned K) {
    std::string X = ThreadFormula::quote(ThreadFormula::tidName(0, K));
    if (Shape.BlockKind != LaunchShape::Exact)
      return X;
    std::string Y = ThreadFormula::quote(ThreadFormula::tidName(1, K)),
                Z = ThreadFormula::quote(ThreadFormula::tidName(2, K));
    return "(bvadd " + X + " (bvmul " + bvLit(Shape.Block.V[0], 32) + " (bvadd " + Y +
           " (bvmul " + bvLit(Shape.Block.V[1], 32) + " " + Z + "))))";
  };
  TF.require("(= (bvlshr " + Linear(0) + " " + bvLit(5, 32) + ") (bvlshr " + Linear(1) + " " +
             bvLit(5, 32) + "))");
}

/// Does a lane that runs shuffle \p I read the register of a lane of its
/// warp that does not run it? Asked where the lanes that skip the shuffle
/// leave the kernel (a lane that does not run it has exited): PTX ISA
/// 9.7.9.6 leaves the value read from an exited lane undefined. The source
/// lane follows the instruction's semantics exactly: `shfl.down` reads lane
/// + b, `.bfly` lane ^ b, `.idx` the segment's lane b, each only when it is
/// within the segment and clamp that operand c gives (width-8 shuffles of
/// `__shfl_xor_sync(m, v, o, 8)` stay in their 8 lanes); a lane whose
/// source is out of range reads its own register. \p Operand gives the
/// value of the shuffle's operand b or c for the copy of thread \p K (the
/// call's constants for an out-of-line shuffle). Returns the solver's
/// result (unknown when something cannot be encoded) and fills \p TF.
///
/// With \p Missing, the other question for a block whose thread count is
/// not a multiple of 32: does a lane of the last, partial warp read a lane
/// past the end of the block (one that does not exist, so never runs it)?
static smt::Result readsLeftLane(FunctionAnalyses &FA, const ControlDeps &CD, const Inst &I,
                                 const InstrStmt &Shfl, ThreadFormula &TF, bool &AllKnown,
                                 llvm::function_ref<std::optional<std::string>(const Expr *, unsigned)> Operand,
                                 const std::string &Name, const Expr *MaskAtCall = nullptr,
                                 bool Missing = false) {
  smt::Result Unknown;
  if (Shfl.Opcode.Text != "shfl" || Shfl.Operands.size() < 4)
    return Unknown;
  llvm::StringRef Mode;
  for (const Word &M : Shfl.Mods)
    if (M.Text == ".up" || M.Text == ".down" || M.Text == ".bfly" || M.Text == ".idx")
      Mode = M.Text;
  if (Mode.empty() || Mode == ".up")
    return Unknown;
  // d[|p], a, b, c[, membermask]: b and c follow the source a.
  unsigned BIdx = 2, CIdx = 3;
  const LaunchShape &Shape = FA.Shape;
  if (Missing && (Shape.BlockKind != LaunchShape::Exact || Shape.Block.count() % 32 == 0))
    return Unknown;
  TF.ThreadData = true;
  TF.SharedMemory = true;
  TF.addThread(0);
  if (!Missing)
    TF.addThread(1);
  auto B = Operand(Shfl.Operands[BIdx], 0), C = Operand(Shfl.Operands[CIdx], 0);
  if (!TF.requireRuns(I, 0, CD, AllKnown))
    return Unknown;
  auto Lane = TF.threadVar(ThreadVar::LaneId, 0);
  if (!Lane)
    return Unknown;
  std::string L = TF.name("lane", "((_ zero_extend 32) " + *Lane + ")");
  auto Lit = [](uint64_t V) { return bvLit(V, 64); };
  std::string Src;
  if (Missing) {
    // The source lane's linear thread index: thread 0's, less its lane,
    // plus the source lane.
    auto T = [&](unsigned K) {
      return "((_ zero_extend 32) " + ThreadFormula::quote(ThreadFormula::tidName(K, 0)) + ")";
    };
    std::string Linear = "(bvadd " + T(0) + " (bvmul " + Lit(Shape.Block.V[0]) + " (bvadd " +
                         T(1) + " (bvmul " + Lit(Shape.Block.V[1]) + " " + T(2) + "))))";
    Src = TF.anyValue("source lane");
    TF.require("(bvule " + Src + " " + Lit(31) + ")");
    TF.require("(bvuge (bvadd (bvsub " + Linear + " " + L + ") " + Src + ") " +
               Lit(Shape.Block.count()) + ")");
  } else {
    auto Other = TF.runsTerm(I, 1, CD);
    auto Lane1 = TF.threadVar(ThreadVar::LaneId, 1);
    if (!Other || !Lane1)
      return Unknown;
    TF.require("(not " + *Other + ")");
    requireSameWarp(TF, Shape);
    Src = TF.name("source lane", "((_ zero_extend 32) " + *Lane1 + ")");
  }
  // An operand the formula cannot give (an out-of-line shuffle's offset,
  // a -G loop counter) is a free value: every source lane the other
  // operand allows is asked about.
  auto Op32 = [&](const std::optional<std::string> &V, llvm::StringRef N) {
    if (V)
      return TF.name(N, "((_ zero_extend 32) " + *V + ")");
    std::string Q = TF.anyValue(N);
    TF.require("(bvult " + Q + " " + bvLit(1ull << 32, 64) + ")");
    return Q;
  };
  std::string Bv = Op32(B, "b"), Cv = Op32(C, "c");
  std::string SegMask = "(bvand (bvlshr " + Cv + " " + Lit(8) + ") " + Lit(31) + ")";
  std::string NotSeg = "(bvand (bvnot " + SegMask + ") " + Lit(31) + ")";
  std::string MinLane = "(bvand " + L + " " + SegMask + ")";
  std::string MaxLane = "(bvor " + MinLane + " (bvand (bvand " + Cv + " " + Lit(31) + ") " +
                        NotSeg + "))";
  // An offset the formula cannot give stays inside the segment (below
  // its width): the `for (o = w / 2; o > 0; o >>= 1)` of a reduction that
  // -G keeps in a stack slot.
  if (!B)
    TF.require("(bvult " + Bv + " (bvsub " + Lit(32) + " " + SegMask + "))");
  std::string J;
  if (Mode == ".down")
    J = "(bvand (bvadd " + L + " " + Bv + ") " + Lit(0xffffffffu) + ")";
  else if (Mode == ".bfly")
    J = "(bvxor " + L + " " + Bv + ")";
  else
    J = "(bvor " + MinLane + " (bvand (bvand " + Bv + " " + Lit(31) + ") " + NotSeg + "))";
  TF.require("(bvule " + J + " " + MaxLane + ")");
  TF.require("(= " + Src + " " + J + ")");
  // A source lane outside the membermask is another mistake (the value is
  // undefined whether it left or not): only the mask's lanes are asked
  // about, so a group shuffle whose whole group leaves together is fine.
  if (MaskAtCall) {
    auto M = TF.value(MaskAtCall, 0, 32);
    if (!M)
      return Unknown;
    TF.require("(= ((_ extract 0 0) (bvlshr ((_ zero_extend 32) " + *M + ") " + Src + ")) #b1)");
  }
  return TF.solveMinimal(FA.Ctx.solver(), Name, 2);
}

/// readsLeftLane for instruction \p I: the shuffle itself, or a call (of
/// index \p Index) whose callee runs \p Op, whose operands are the call's
/// constants (or free).
static smt::Result readsLeftLaneAt(FunctionAnalyses &FA, DiagnosticEngine &Diags,
                                   const ControlDeps &CD, const Inst &I, const CalleeOp *Op,
                                   unsigned Index, ThreadFormula &TF, bool &AllKnown,
                                   const Expr *MaskAtCall = nullptr, bool Missing = false) {
  return readsLeftLane(
      FA, CD, I, Op ? *Op->Where : *I.S, TF, AllKnown,
      [&](const Expr *E, unsigned K) -> std::optional<std::string> {
        if (!Op)
          return TF.value(E, K, 32);
        if (auto V = calleeOperandConstant(FA, Index, *Op, E))
          return bvLit(*V & 0xffffffffu, 32);
        // A parameter passed on unchanged: the caller's argument there.
        if (const Expr *A = calleeOperandArg(FA, Index, *Op, E))
          return TF.value(A, K, 32);
        return std::nullopt;
      },
      queryName("warp-sync-mask", FA.IR, Diags, I, Missing ? "missing-lane" : "left-lane"),
      MaskAtCall, Missing);
}

/// A partial last warp (a block of 48 threads): does a lane of it read,
/// with shuffle \p I (or the one the called \p Op executes), a lane past the
/// end of the block, which does not exist and so never runs it (the value
/// is undefined as for a lane that left: `__shfl_down_sync(0xffffffff, v,
/// 16)` in a 16-lane warp)? Only source lanes that \p Mask names, when
/// given. Reports it and returns true.
static bool readsMissingLane(FunctionAnalyses &FA, DiagnosticEngine &Diags,
                             const ControlDeps &CD, const Inst &I, const CalleeOp *Op,
                             unsigned Index, llvm::StringRef Callee, const std::string &What,
                             const Expr *Mask = nullptr) {
  if (FA.Shape.BlockKind != LaunchShape::Exact || FA.Shape.Block.count() % 32 == 0 ||
      (Op ? Op->Where->Opcode.Text : I.opcode()) != "shfl")
    return false;
  ThreadFormula TF(FA.IR, FA.Uni, FA.Values, FA.Ctx, FA.Shape);
  bool AllKnown = true;
  smt::Result R = readsLeftLaneAt(FA, Diags, CD, I, Op, Index, TF, AllKnown, Mask, true);
  if (!R.isSat())
    return false;
  uint64_t Count = FA.Shape.Block.count();
  reportLaneWitness(Diags, TF, R, AllKnown, I, Callee, What, Op,
                    " and reads the register of lane " +
                        std::to_string(R.Model.lookup("source lane")) +
                        " of its warp, past the end of the " + std::to_string(Count) +
                        "-thread block: the last warp has only " + std::to_string(Count % 32) +
                        " lanes, and a lane that does not exist never runs the shuffle (round "
                        "the block up to a multiple of 32, or keep the sources within the "
                        "lanes that exist)");
  return true;
}

/// The other half of a lane-dependent membermask: exists a lane that runs
/// the collective whose mask names another lane of its warp that does not
/// (`if (t8.thread_rank() < 4) t8.shfl_down(...)`: the tile mask names all
/// eight lanes of the tile, half of them never arrive)? Not when the lanes
/// turned away leave the kernel (a collective waits only for the
/// non-exited threads of its mask), nor when which lanes skip it depends on
/// data the formula cannot encode. Data loaded through a thread-dependent
/// address is an unknown of each lane, read from one memory shared by the
/// two lanes (a tile's `flags[lane / 8]` is the same in the whole tile), so
/// a branch on each lane's own element (`if (x[i] != 0)` around a group
/// shuffle) is found, as a warning naming the loaded values.
static void checkNamedLaneSkips(FunctionAnalyses &FA, DiagnosticEngine &Diags,
                                const ControlDeps &CD, const LaneMask &LM) {
  FunctionIR &F = FA.IR;
  const Inst &I = F.Insts[LM.Index];
  if (FA.Uni.controlLevel(I.Block) == Level::Uniform &&
      (I.Guard < 0 || FA.Uni.reg(I.Guard) == Level::Uniform))
    return; // every lane of the warp runs it
  if (skippingLanesExit(F, FA.Uni, CD, I.Block)) {
    // The lanes the mask names that skip it have left, so nobody waits for
    // them; but a shuffle that reads one gets an undefined value (a tile's
    // shfl_down tree after `if (tile.thread_rank() >= len) return;`).
    ThreadFormula TF(F, FA.Uni, FA.Values, FA.Ctx, FA.Shape);
    bool AllKnown = true;
    smt::Result R = readsLeftLaneAt(FA, Diags, CD, I, LM.Op, LM.Index, TF, AllKnown, LM.Mask);
    if (R.isSat())
      reportLaneWitness(Diags, TF, R, AllKnown, I, LM.Callee, LM.What, LM.Op,
                        " and reads the register of lane " +
                            std::to_string(R.Model.lookup("source lane")) +
                            ", which left the kernel before it (a thread-dependent return): "
                            "the value read is undefined (PTX ISA shfl.sync); give the "
                            "leaving lanes a neutral value and let them take part instead of "
                            "returning");
    return;
  }
  ThreadFormula TF(F, FA.Uni, FA.Values, FA.Ctx, FA.Shape);
  TF.addThread(0);
  TF.addThread(1);
  // The mask without loaded data (one read back from memory is not an
  // unknown to choose), the conditions with it.
  auto M = TF.value(LM.Mask, 0, 32);
  if (!M)
    return;
  TF.ThreadData = true;
  TF.SharedMemory = true;
  bool AllKnown = true;
  if (!TF.requireRuns(I, 0, CD, AllKnown))
    return;
  auto Other = TF.runsTerm(I, 1, CD);
  auto Lane = TF.threadVar(ThreadVar::LaneId, 0);
  auto Lane1 = TF.threadVar(ThreadVar::LaneId, 1);
  if (!Other || !M || !Lane || !Lane1)
    return;
  TF.require("(not " + *Other + ")");
  requireSameWarp(TF, FA.Shape);
  std::string MaskName = TF.name("mask", "((_ zero_extend 32) " + *M + ")");
  TF.name("lane", "((_ zero_extend 32) " + *Lane + ")");
  std::string Lane1Name = TF.name("named lane", "((_ zero_extend 32) " + *Lane1 + ")");
  TF.require("(= ((_ extract 0 0) (bvlshr " + MaskName + " " + Lane1Name + ")) #b1)");
  std::string Name = queryName("warp-sync-mask", F, Diags, I, "named");
  smt::Result R = TF.solveMinimal(FA.Ctx.solver(), Name, 2);
  if (!R.isSat())
    return;
  reportLaneWitness(Diags, TF, R, AllKnown, I, LM.Callee, LM.What, LM.Op,
                    " with membermask " + hexMask(R.Model.lookup("mask")) + ", which names lane " +
                        std::to_string(R.Model.lookup("named lane")) +
                        " of its warp, a lane that does not execute it (the others wait for it)");
}

/// The cheap proof that checkNamedLaneMaskDiffers' question is unsat: the
/// membermask's value for every thread the question ranges over
/// (ThreadFormula's domain: the whole block of an exact shape, else the
/// first warp, `.maxntid` permitting), and every lane of the warp it names
/// passing the same value. The conditions under which lanes run the
/// collective only remove lanes, so no two lanes that run it can then
/// differ. False where a thread's mask is unknown (loaded data, several
/// definitions): the solver is asked. Most lane-computed masks are
/// cooperative-groups tiles, `((1 << n) - 1) << (lane & -n)`, where this
/// replaces 32 x 32 evaluated assignments per collective by 32 evaluations.
static bool masksAgreeForEveryThread(FunctionAnalyses &FA, const Expr *Mask) {
  const LaunchShape &S = FA.Shape;
  uint64_t BX = 32, BY = 1, BZ = 1;
  if (S.BlockKind == LaunchShape::Exact) {
    BX = S.Block.V[0];
    BY = S.Block.V[1];
    BZ = S.Block.V[2];
  } else if (S.BlockKind == LaunchShape::Bounded) {
    BX = std::min<uint64_t>(BX, S.Block.V[0]);
  }
  if (!BX || !BY || !BZ || BX > 1024 || BY > 1024 || BZ > 64 || BX * BY * BZ > 1024)
    return false;
  unsigned N = static_cast<unsigned>(BX * BY * BZ);
  ThreadEval TE(FA.IR, S);
  std::vector<uint32_t> M(N);
  for (unsigned T = 0; T < N; ++T) {
    TE.setThread({T % BX, (T / BX) % BY, T / (BX * BY)});
    auto V = TE.expr(Mask);
    if (!V)
      return false;
    M[T] = static_cast<uint32_t>(*V);
  }
  for (unsigned T = 0; T < N; ++T)
    for (uint32_t Bits = M[T]; Bits; Bits &= Bits - 1) {
      unsigned U = (T & ~31u) + static_cast<unsigned>(llvm::countTrailingZeros(Bits));
      if (U != T && U < N && M[U] != M[T])
        return false;
    }
  return true;
}

/// Lanes that name each other must pass the same membermask: a collective
/// waits until the non-exited lanes of its mask "have executed it with the
/// same qualifiers and same membermask value" (PTX ISA shfl.sync, vote.sync,
/// match.sync, redux.sync; bar.warp.sync). Exists two lanes of one warp that
/// both run it, the first's mask naming the second, with different masks
/// (`0xffu << lane` meant as `0xffu << (lane & ~7)`: lane 1 names lanes 1-8,
/// and lane 8 passes 0xff00)? Masks computed from the lane id only (a mask
/// read from loaded data is not asked); the lanes that run it as the
/// formula sees them (nothing when their conditions cannot be encoded).
/// Disjoint groups with masks of their own (cooperative-groups tiles) name
/// no lane of another group and are not found.
static bool checkNamedLaneMaskDiffers(FunctionAnalyses &FA, DiagnosticEngine &Diags,
                                      const ControlDeps &CD, const LaneMask &LM) {
  FunctionIR &F = FA.IR;
  const Inst &I = F.Insts[LM.Index];
  llvm::StringRef Op = LM.What.empty() ? I.opcode() : llvm::StringRef(LM.What);
  if (Op.startswith("elect"))
    return false; // elect.sync names no such wait
  if (masksAgreeForEveryThread(FA, LM.Mask))
    return false;
  // The question, with the conditions under which the two lanes run it or
  // (WithRuns false) without them.
  auto Build = [&](ThreadFormula &TF, bool WithRuns, bool &AllKnown) {
    TF.addThread(0);
    TF.addThread(1);
    // The masks without loaded data, the conditions with it (as in
    // checkNamedLaneSkips).
    auto M0 = TF.value(LM.Mask, 0, 32), M1 = TF.value(LM.Mask, 1, 32);
    if (!M0 || !M1)
      return false;
    TF.ThreadData = true;
    TF.SharedMemory = true;
    if (WithRuns &&
        (!TF.requireRuns(I, 0, CD, AllKnown) || !TF.requireRuns(I, 1, CD, AllKnown)))
      return false;
    auto Lane = TF.threadVar(ThreadVar::LaneId, 0);
    auto Lane1 = TF.threadVar(ThreadVar::LaneId, 1);
    if (!Lane || !Lane1)
      return false;
    requireSameWarp(TF, FA.Shape);
    TF.require("(not (= " + *Lane + " " + *Lane1 + "))");
    std::string MaskName = TF.name("mask", "((_ zero_extend 32) " + *M0 + ")");
    std::string Mask1Name = TF.name("named mask", "((_ zero_extend 32) " + *M1 + ")");
    TF.name("lane", "((_ zero_extend 32) " + *Lane + ")");
    std::string Lane1Name = TF.name("named lane", "((_ zero_extend 32) " + *Lane1 + ")");
    TF.require("(= ((_ extract 0 0) (bvlshr " + MaskName + " " + Lane1Name + ")) #b1)");
    TF.require("(not (= " + MaskName + " " + Mask1Name + "))");
    return true;
  };
  bool AllKnown = true;
  {
    // Without the conditions the masks alone are usually a question over
    // the two lanes' ids, which evaluation answers (Enumerate.h); unsat
    // there is unsat with them. The conditions often read loaded data and
    // send the whole question to Z3.
    ThreadFormula Masks(F, FA.Uni, FA.Values, FA.Ctx, FA.Shape);
    bool Ignored = true;
    if (!Build(Masks, /*WithRuns=*/false, Ignored))
      return false;
    if (auto R = smt::enumerate(Masks.text()); R && R->isUnsat())
      return false;
  }
  ThreadFormula TF(F, FA.Uni, FA.Values, FA.Ctx, FA.Shape);
  if (!Build(TF, /*WithRuns=*/true, AllKnown))
    return false;
  std::string Name = queryName("warp-sync-mask", F, Diags, I, "same-mask");
  smt::Result R = TF.solveMinimal(FA.Ctx.solver(), Name, 2);
  if (!R.isSat())
    return false;
  reportLaneWitness(Diags, TF, R, AllKnown, I, LM.Callee, LM.What, LM.Op,
                    " with membermask " + hexMask(R.Model.lookup("mask")) + ", which names lane " +
                        std::to_string(R.Model.lookup("named lane")) +
                        ", a lane that executes it with membermask " +
                        hexMask(R.Model.lookup("named mask")) +
                        " (the lanes a mask names must pass the same mask; compute it from "
                        "the group, not the lane)");
  return true;
}

/// The `match.any.sync.b32 d, key, mask` whose result register operand \p M
/// is (through unguarded movs), with a constant full-warp mask; -1 if none.
static int matchAnyDef(FunctionAnalyses &FA, const Expr *M) {
  FunctionIR &F = FA.IR;
  for (unsigned Steps = 0; Steps < 8 && M && M->K == Expr::Symbol; ++Steps) {
    auto R = F.lookupReg(M->Name);
    int D = R ? F.uniqueDef(*R) : -1;
    if (D < 0)
      return -1;
    const Inst &I = F.Insts[D];
    auto Ops = I.S->Operands;
    if (I.opcode() == "mov" && Ops.size() == 2) {
      M = Ops[1];
      continue;
    }
    if (I.opcode() != "match" || !I.hasMod(".any") || Ops.size() != 3 ||
        Ops[0]->K != Expr::Symbol)
      return -1;
    auto Mask = FA.Values.constant(Ops[2]);
    return Mask && static_cast<uint32_t>(*Mask) == 0xffffffffu ? D : -1;
  }
  return -1;
}

/// For a collective \p I whose membermask names the lanes that ran \p Src
/// (a match.any peer set, a ballot): a formula of two lanes of one warp,
/// thread 0 running I and thread 1 running Src, each with its own loaded
/// data and one shared memory, for the question whether a named lane skips
/// I. None when every lane that ran Src runs I (uniform control and guard),
/// when the lanes that skip it leave the kernel, or when the runs cannot be
/// written; \p AllKnown as requireRuns leaves it.
static std::unique_ptr<ThreadFormula> skipperPair(FunctionAnalyses &FA, const ControlDeps &CD,
                                                  const Inst &I, const Inst &Src,
                                                  bool UniformCounters, bool &AllKnown,
                                                  bool AnyIteration = false) {
  if (FA.Uni.controlLevel(I.Block) == Level::Uniform &&
      (I.Guard < 0 || FA.Uni.reg(I.Guard) == Level::Uniform))
    return nullptr;
  if (skippingLanesExit(FA.IR, FA.Uni, CD, I.Block))
    return nullptr;
  auto TF = std::make_unique<ThreadFormula>(FA.IR, FA.Uni, FA.Values, FA.Ctx, FA.Shape);
  TF->addThread(0);
  TF->addThread(1);
  TF->UniformCounters = UniformCounters;
  TF->ThreadData = true;
  TF->SharedMemory = true;
  TF->SameWarp = true; // constrained to one warp by the caller
  // Any trip of the loops around, the same in both lanes (a lane-strided
  // loop after the vote: the lane with the shorter run has left it in a
  // trip the other still runs), rather than the first trip alone.
  if (AnyIteration) {
    TF->UseFirstIteration = false;
    TF->AnyIteration = true;
    TF->NoWrapIterations = true;
  }
  if (!TF->requireRuns(I, 0, CD, AllKnown) || !TF->requireRuns(Src, 1, CD, AllKnown))
    return nullptr;
  return TF;
}

/// Membermasks that are a match.any peer set (`peers = __match_any_sync(~0,
/// key); if (v != 0) __reduce_add_sync(peers, v)`, warp-aggregated group-by):
/// exists a lane that runs the collective and a lane of its warp with the
/// same key (so named in its mask) that ran the match but does not run the
/// collective? The keys are each lane's loaded data (a warning naming them).
static void checkMatchMasks(FunctionAnalyses &FA, DiagnosticEngine &Diags,
                            llvm::ArrayRef<std::pair<LaneMask, unsigned>> Uses) {
  FunctionIR &F = FA.IR;
  const DomTree &Dom = FA.dominators();
  const ControlDeps &CD = FA.controlDeps();
  for (const auto &[LM, MatchIdx] : Uses) {
    const Inst &I = F.Insts[LM.Index];
    const Inst &Mt = F.Insts[MatchIdx];
    if (Mt.Block == I.Block ? MatchIdx > LM.Index : !Dom.dominates(Mt.Block, I.Block))
      continue;
    bool AllKnown = true;
    std::unique_ptr<ThreadFormula> Pair =
        skipperPair(FA, CD, I, Mt, /*UniformCounters=*/false, AllKnown);
    if (!Pair)
      continue; // every lane that matched runs it, or no formula
    ThreadFormula &TF = *Pair;
    auto Other = TF.runsTerm(I, 1, CD);
    unsigned KW = typeSizeBytes(".b32") * 8;
    for (const Word &W : Mt.S->Mods)
      if (unsigned B = typeSizeBytes(W.Text))
        KW = B * 8;
    auto K0 = TF.value(Mt.S->Operands[1], 0, KW), K1 = TF.value(Mt.S->Operands[1], 1, KW);
    auto Lane = TF.threadVar(ThreadVar::LaneId, 0);
    auto Lane1 = TF.threadVar(ThreadVar::LaneId, 1);
    if (!Other || !K0 || !K1 || !Lane || !Lane1)
      continue;
    TF.require("(not " + *Other + ")");
    TF.require("(= " + *K0 + " " + *K1 + ")");
    requireSameWarp(TF, FA.Shape);
    TF.require("(not (= " + *Lane + " " + *Lane1 + "))");
    TF.name("lane", "((_ zero_extend 32) " + *Lane + ")");
    TF.name("named lane", "((_ zero_extend 32) " + *Lane1 + ")");
    std::string Name = queryName("warp-sync-mask", F, Diags, I, "match");
    smt::Result R = TF.solveMinimal(FA.Ctx.solver(), Name, 2);
    if (!R.isSat())
      continue;
    reportLaneWitness(Diags, TF, R, AllKnown, I, LM.Callee, LM.What, LM.Op,
                      " with a membermask that is a match.any peer set naming lane " +
                          std::to_string(R.Model.lookup("named lane")) +
                          " (the same key), a lane that matched but does not execute it (the "
                          "others wait for it)",
                      Mt.S, "the membermask is this match.any peer set");
  }
}

/// For a membermask computed from loaded data: is there data with which
/// all 32 lanes of a warp run \p I, each with its own bit of the mask set?
/// Then no lane is outside the mask whatever the data, and checkLaneMasks'
/// per-lane probes (32 solver queries) are not needed. No or unknown (a
/// condition that cannot be encoded, the solver's budget) says nothing.
static bool everyLaneCanHaveItsBit(FunctionAnalyses &FA, DiagnosticEngine &Diags,
                                   const ControlDeps &CD, const LaneMask &LM, const Inst &I,
                                   const llvm::StringMap<uint64_t> &LaneModel) {
  FunctionIR &F = FA.IR;
  ThreadFormula TF(F, FA.Uni, FA.Values, FA.Ctx, FA.Shape);
  // Each copy reads a memory of its own, as each per-lane probe does (one
  // shared memory read at 32 addresses made the solver's work quadratic).
  TF.ThreadData = true;
  TF.SharedMemory = false;
  bool AllKnown = true;
  for (unsigned K = 0; K < 32; ++K) {
    TF.addThread(K);
    auto M = TF.value(LM.Mask, K, 32);
    auto Lane = TF.threadVar(ThreadVar::LaneId, K);
    if (!M || !Lane || !TF.requireRuns(I, K, CD, AllKnown))
      return false;
    TF.require("(= " + *Lane + " " + bvLit(K, 32) + ")");
    TF.require("(= ((_ extract " + std::to_string(K) + " " + std::to_string(K) + ") " + *M +
               ") #b1)");
  }
  std::string Name = queryName("warp-sync-mask", F, Diags, I, "every-lane-in");
  // The data of the last per-lane probe, given to every copy, usually
  // answers it (with the mask's register all ones): evaluation first.
  return FA.Ctx.solver().checkSat(TF.text(), Name, LaneModel).isSat();
}

static void checkLaneMasks(FunctionAnalyses &FA, DiagnosticEngine &Diags,
                           llvm::ArrayRef<LaneMask> Insts) {
  FunctionIR &F = FA.IR;
  const ControlDeps &CD = FA.controlDeps();
  /// The values of the data-mask questions' models in this function, the
  /// latest of each constant: the next collective's masks and conditions
  /// often read the same data.
  llvm::StringMap<uint64_t> FnModel;
  llvm::StringMap<uint64_t> LaneModel; ///< this collective's last such model
  for (const LaneMask &LM : Insts) {
    const Inst &I = F.Insts[LM.Index];
    for (const auto &KV : LaneModel)
      FnModel[KV.getKey()] = KV.getValue();
    LaneModel.clear();
    // Is lane `Fixed` (or, with none, some lane) running it with its own bit
    // of the mask equal to `Bit`? With DataMask the mask may read loaded
    // data (a per-segment count: `(1u << min(len[seg], 31)) - 1`).
    // Minimize: the answer becomes a finding, so its witness takes the
    // smallest thread ids (a binary search of several queries per id);
    // without it only sat/unsat is read (the 32 per-lane probes of a mask
    // computed from data: minimising their models cost hundreds of queries
    // per collective of nvcc -G's cooperative-groups code).
    auto Ask = [&](ThreadFormula &TF, bool DataMask, bool &AllKnown, const char *Bit,
                   std::optional<uint64_t> Fixed,
                   bool Minimize = true) -> std::optional<smt::Result> {
      TF.addThread(0);
      // The mask first, without loaded data: a mask read back from memory
      // (nvcc -G's tile object on the stack) is not an unknown to choose.
      TF.ThreadData = DataMask;
      TF.SharedMemory = DataMask;
      auto M = TF.value(LM.Mask, 0, 32);
      // The conditions with it, as in checkNamedLaneSkips.
      TF.ThreadData = true;
      TF.SharedMemory = true;
      if (!M || !TF.requireRuns(I, 0, CD, AllKnown))
        return std::nullopt;
      auto Lane = TF.threadVar(ThreadVar::LaneId, 0);
      if (!Lane)
        return std::nullopt;
      std::string MaskName = TF.name("mask", "((_ zero_extend 32) " + *M + ")");
      std::string LaneName = TF.name("lane", "((_ zero_extend 32) " + *Lane + ")");
      if (Fixed)
        TF.require("(= " + LaneName + " " + bvLit(*Fixed, 64) + ")");
      TF.require("(= ((_ extract 0 0) (bvlshr " + MaskName + " " + LaneName + ")) " + Bit +
                 ")");
      std::string Name = queryName(
          "warp-sync-mask", F, Diags, I,
          Fixed ? "lane" + std::to_string(*Fixed) + (Bit[2] == '1' ? "-in" : "-out") : "lane");
      if (!Minimize) {
        // Only sat/unsat is read. The probes ask whether a lane can have
        // its bit set (or, first, some lane its bit clear) for some data.
        // The data of the last question answered yes (this collective's,
        // else the function's previous one's), or that data with one
        // register made all ones, usually answers the next one too (nvcc -G
        // reads the mask of a cooperative group back from the stack):
        // evaluation then replaces a solver query.
        const llvm::StringMap<uint64_t> &Hint = LaneModel.empty() ? FnModel : LaneModel;
        smt::Result R = FA.Ctx.solver().checkSat(TF.text(), Name, Hint);
        if (R.isSat() && (!Fixed || Bit[2] == '1'))
          LaneModel = R.Model;
        return R;
      }
      return TF.solveMinimal(FA.Ctx.solver(), Name, 1);
    };
    ThreadFormula TF(F, FA.Uni, FA.Values, FA.Ctx, FA.Shape);
    bool AllKnown = true;
    std::optional<smt::Result> RO;
    if (!LM.Data)
      RO = Ask(TF, /*DataMask=*/false, AllKnown, "#b0", std::nullopt);
    // A mask computed from loaded data: a lane outside it whatever the
    // data (asked again with that lane fixed and its bit set: no data gives
    // it), so the solver does not pick the data that breaks it.
    std::optional<ThreadFormula> DTF;
    if (!RO && LM.Data) {
      ThreadFormula Any(F, FA.Uni, FA.Values, FA.Ctx, FA.Shape);
      AllKnown = true;
      auto RA = Ask(Any, /*DataMask=*/true, AllKnown, "#b0", std::nullopt, /*Minimize=*/false);
      if (!RA || !RA->isSat())
        continue;
      // The lanes from the top (a prefix mask leaves out the last ones).
      for (int L = 31; L >= 0 && !RO; --L) {
        ThreadFormula In(F, FA.Uni, FA.Values, FA.Ctx, FA.Shape);
        bool KnownIn = true;
        auto RI = Ask(In, /*DataMask=*/true, KnownIn, "#b1", static_cast<uint64_t>(L),
                      /*Minimize=*/false);
        // After the top lane, one question for the whole warp: data with
        // which every lane runs it with its own bit set (its 32 lanes as
        // thread copies, each with its own data, as the probes ask). Yes
        // answers every probe below at once.
        if (L == 31 && RI && !RI->isUnsat() &&
            everyLaneCanHaveItsBit(FA, Diags, CD, LM, I, LaneModel))
          break;
        if (!RI || !RI->isUnsat())
          continue;
        DTF.emplace(F, FA.Uni, FA.Values, FA.Ctx, FA.Shape);
        AllKnown = true;
        auto RL = Ask(*DTF, /*DataMask=*/true, AllKnown, "#b0", static_cast<uint64_t>(L));
        if (RL && RL->isSat())
          RO = std::move(RL);
        else
          DTF.reset();
      }
      if (!RO)
        continue;
    }
    if (!RO)
      continue;
    const ThreadFormula &TFR = DTF ? *DTF : TF;
    smt::Result R = std::move(*RO);
    if (R.isSat()) {
      reportLaneWitness(Diags, TFR, R, AllKnown, I, LM.Callee, LM.What, LM.Op,
                        " with membermask " + hexMask(R.Model.lookup("mask")) +
                            ", which does not include its own lane" +
                            (DTF ? std::string(" (whatever the loaded values it is computed "
                                               "from)")
                                 : std::string()));
      continue;
    }
    if (DTF)
      continue; // the rest reads the mask without loaded data
    if (readsMissingLane(FA, Diags, CD, I, LM.Op, LM.Index, LM.Callee, LM.What, LM.Mask))
      continue;
    if (!LM.Data && checkNamedLaneMaskDiffers(FA, Diags, CD, LM))
      continue;
    checkNamedLaneSkips(FA, Diags, CD, LM);
  }
}

/// True when \p Fn is a small helper (nvcc -G's out-of-line intrinsic)
/// whose only collective is one instruction \p IsIt accepts, and that calls
/// nothing; with \p Straight, also one without branches or guards.
static bool smallHelperOf(const AnalysisContext &Ctx, const Function *Fn,
                          llvm::function_ref<bool(const Inst &)> IsIt, bool Straight) {
  if (!Fn || !Fn->Body || Fn->IsEntry)
    return false;
  FunctionIR &IR = Ctx.calleeIR(*Fn);
  unsigned Found = 0;
  for (const Inst &I : IR.Insts) {
    if (IsIt(I)) {
      ++Found;
      continue;
    }
    if (I.Kind == InstKind::Call || I.Kind == InstKind::CtaBarrier || I.Kind == InstKind::Shfl ||
        I.Kind == InstKind::Vote || I.Kind == InstKind::Match || I.Kind == InstKind::Redux)
      return false;
    if (Straight && (I.Kind == InstKind::Branch || I.isGuarded()))
      return false;
  }
  return Found == 1 && IR.Insts.size() <= 16;
}

/// True when \p Fn is a small helper that returns the active mask (nvcc
/// -G's out-of-line __activemask()): its only collective is one activemask,
/// and it calls nothing.
static bool returnsActiveMask(const AnalysisContext &Ctx, const Function *Fn) {
  return smallHelperOf(
      Ctx, Fn, [](const Inst &I) { return I.opcode() == "activemask"; }, /*Straight=*/false);
}

/// The `activemask` instruction register operand \p M is copied from
/// (through unguarded movs), or the call of a helper returning it whose
/// result it is; -1 if neither.
static int activeMaskDef(const AnalysisContext &Ctx, FunctionIR &F, const Expr *M) {
  for (unsigned Depth = 0; M && M->K == Expr::Symbol && Depth < 16; ++Depth) {
    auto R = F.lookupReg(M->Name);
    if (!R)
      return -1;
    int D = F.uniqueDef(*R);
    if (D < 0)
      return -1;
    const Inst &I = F.Insts[D];
    if (I.opcode() == "activemask")
      return D;
    if (I.opcode() == "ld" && I.hasMod(".param")) {
      // `ld.param %r, [retval0]` right after the call in its block.
      for (int K = D - 1; K >= static_cast<int>(F.Blocks[I.Block].Begin); --K) {
        const Inst &C = F.Insts[K];
        if (C.Kind != InstKind::Call)
          continue;
        for (const Expr *E : C.S->Operands)
          if (E->K == Expr::Symbol) {
            const Function *Fn = Ctx.calledFunction(*E);
            if (Fn && returnsActiveMask(Ctx, Fn))
              return K;
            break;
          }
        return -1;
      }
      return -1;
    }
    if (I.opcode() == "ld" && !I.S->Guard && !isVectorAccess(I) && !F.Depot.empty() &&
        accessBytes(I) == 4) {
      // A depot slot read back (nvcc -G: coalesced_threads() stores the
      // mask into the coalesced_group object on the stack, the object is
      // copied 8 bytes at a time, and its shfl/ballot load the 32-bit field
      // through a pointer passed down stack slots): the 4-byte store every
      // path to the load wrote those bytes with last (DepotSlots::pieceOf).
      auto P = F.depot().pieceOf(static_cast<unsigned>(D));
      if (!P || P->Shift != 0)
        return -1;
      const Inst &St = F.Insts[P->Store];
      if (St.Kind == InstKind::Call || St.S->Guard || accessBytes(St) != 4 ||
          St.S->Operands.size() != 2)
        return -1;
      M = St.S->Operands[1];
      continue;
    }
    if (I.opcode() != "mov" || I.S->Operands.size() != 2)
      return -1;
    M = I.S->Operands[1];
  }
  return -1;
}

/// True when \p Fn is a small helper that returns `match.any.sync` of its
/// arguments (nvcc -G's out-of-line __match_any_sync): its only collective
/// is one match.any, and it calls nothing and does not branch.
static bool returnsMatchAny(const AnalysisContext &Ctx, const Function *Fn) {
  return smallHelperOf(
      Ctx, Fn, [](const Inst &I) { return I.Kind == InstKind::Match && I.hasMod(".any"); },
      /*Straight=*/true);
}

/// The instruction (or call) whose result register operand \p M is, through
/// unguarded movs, when that result holds the bit of the lane that reads it
/// and names only lanes that executed the same instruction with it: an
/// `activemask`, a `match.any.sync` peer set (nvcc -G: the call of its
/// out-of-line helper); -1 otherwise.
static int presentLanesMaskDef(FunctionAnalyses &FA, const Expr *M) {
  FunctionIR &F = FA.IR;
  if (int D = activeMaskDef(FA.Ctx, F, M); D >= 0)
    return D;
  for (unsigned Steps = 0; Steps < 16 && M && M->K == Expr::Symbol; ++Steps) {
    auto R = F.lookupReg(M->Name);
    int D = R ? F.uniqueDef(*R) : -1;
    if (D < 0 || F.Insts[D].isGuarded())
      return -1;
    const Inst &I = F.Insts[D];
    auto Ops = I.S->Operands;
    if (I.opcode() == "mov" && Ops.size() == 2) {
      M = Ops[1];
      continue;
    }
    if (I.opcode() == "match" && I.hasMod(".any") && Ops.size() == 3)
      return D;
    if (I.opcode() == "ld" && I.hasMod(".param")) {
      unsigned Ret;
      int64_t Off;
      auto C = callOfResult(F, static_cast<unsigned>(D), Ret, Off);
      if (!C || Ret != 0 || Off != 0)
        return -1;
      CallBinding B = bindCall(FA.Ctx, F, *C);
      return returnsMatchAny(FA.Ctx, B.Callee) ? static_cast<int>(*C) : -1;
    }
    return -1;
  }
  return -1;
}

/// When source lane operand \p S is the lowest set bit of a mask: that mask
/// operand (the forms nvcc emits for `__ffs(m) - 1`: `bfind.shiftamt` or
/// `clz` of `brev(m)`, `bfind` of `m & -m`, and under -G the call of the
/// declared `__ffs` less one); nullptr otherwise.
static const Expr *lowestBitOf(FunctionAnalyses &FA, const Expr *S) {
  FunctionIR &F = FA.IR;
  // The one unguarded definition of register operand E, through movs.
  auto Def = [&](const Expr *&E) -> int {
    for (unsigned Steps = 0; Steps < 16 && E && E->K == Expr::Symbol; ++Steps) {
      auto R = F.lookupReg(E->Name);
      int D = R ? F.uniqueDef(*R) : -1;
      if (D < 0 || F.Insts[D].isGuarded())
        return -1;
      const Inst &I = F.Insts[D];
      if (I.opcode() == "mov" && I.S->Operands.size() == 2) {
        E = I.S->Operands[1];
        continue;
      }
      return D;
    }
    return -1;
  };
  int D = Def(S);
  if (D < 0)
    return nullptr;
  const Inst &I = F.Insts[D];
  auto Ops = I.S->Operands;
  auto Is32 = [&](const Inst &X) { return X.hasMod(".u32") || X.hasMod(".b32") || X.hasMod(".s32"); };
  // brev(m): m.
  auto Reversed = [&](const Expr *E) -> const Expr * {
    int B = Def(E);
    if (B < 0 || F.Insts[B].opcode() != "brev" || !F.Insts[B].hasMod(".b32") ||
        F.Insts[B].S->Operands.size() != 2)
      return nullptr;
    return F.Insts[B].S->Operands[1];
  };
  if (I.opcode() == "bfind" && I.hasMod(".shiftamt") && I.hasMod(".u32") && Ops.size() == 2)
    return Reversed(Ops[1]);
  if (I.opcode() == "clz" && I.hasMod(".b32") && Ops.size() == 2)
    return Reversed(Ops[1]);
  if (I.opcode() == "bfind" && !I.hasMod(".shiftamt") && I.hasMod(".u32") && Ops.size() == 2) {
    // bfind(m & -m): the one bit left is m's lowest.
    const Expr *A = Ops[1];
    int And = Def(A);
    if (And < 0 || F.Insts[And].opcode() != "and" || F.Insts[And].S->Operands.size() != 3)
      return nullptr;
    const Expr *X = F.Insts[And].S->Operands[1], *Y = F.Insts[And].S->Operands[2];
    for (int Swap = 0; Swap < 2; ++Swap, std::swap(X, Y)) {
      const Expr *YY = Y;
      int N = Def(YY);
      if (N < 0 || X->K != Expr::Symbol)
        continue;
      const Inst &NI = F.Insts[N];
      auto NO = NI.S->Operands;
      bool Neg = (NI.opcode() == "neg" && NO.size() == 2 && NO[1]->K == Expr::Symbol &&
                  NO[1]->Name == X->Name) ||
                 (NI.opcode() == "sub" && NO.size() == 3 && evalConstExpr(NO[1]) == 0 &&
                  NO[2]->K == Expr::Symbol && NO[2]->Name == X->Name);
      if (Neg)
        return X;
    }
    return nullptr;
  }
  // __ffs(m) - 1 with an out-of-line __ffs (nvcc -G).
  if ((I.opcode() == "sub" || I.opcode() == "add") && Is32(I) && Ops.size() == 3) {
    auto K = evalConstExpr(Ops[2]);
    if (!K || *K != (I.opcode() == "sub" ? 1 : -1))
      return nullptr;
    const Expr *X = Ops[1];
    int L = Def(X);
    if (L < 0 || F.Insts[L].opcode() != "ld" || !F.Insts[L].hasMod(".param"))
      return nullptr;
    unsigned Ret;
    int64_t Off;
    auto C = callOfResult(F, static_cast<unsigned>(L), Ret, Off);
    if (!C || Ret != 0 || Off != 0)
      return nullptr;
    CallBinding B = bindCall(FA.Ctx, F, *C);
    if (B.CalleeName != "__ffs")
      return nullptr;
    const CallBinding::Piece *A = B.arg(0, 0);
    return A ? A->Value : nullptr;
  }
  return nullptr;
}

/// True when every lane that executes instruction \p D (not in a loop
/// without \p I) goes on to execute \p I, unguarded, without leaving the
/// kernel first, and every trip around a loop through \p I passes \p D
/// again: the lanes a mask taken at \p D names are all present at \p I.
static bool alwaysReaches(FunctionIR &F, const DomTree &Dom, unsigned D, unsigned I) {
  const Inst &X = F.Insts[I];
  unsigned DB = F.Insts[D].Block, IB = X.Block;
  if (X.isGuarded() || !Dom.dominates(DB, IB) || (DB == IB && D >= I))
    return false;
  auto Leaves = [&](unsigned From, unsigned To) {
    for (unsigned K = From; K < To; ++K) {
      InstKind Kd = F.Insts[K].Kind;
      if (Kd == InstKind::Ret || Kd == InstKind::Exit || Kd == InstKind::Trap)
        return true;
    }
    return false;
  };
  if (DB == IB)
    return !Leaves(D + 1, I);
  if (Leaves(D + 1, F.Blocks[DB].End) || Leaves(F.Blocks[IB].Begin, I))
    return false;
  // Every path from D's block reaches I's block, without coming back to
  // D's block or leaving (bounded by the block count: each block once).
  std::vector<bool> Seen(F.numBlocks(), false);
  llvm::SmallVector<unsigned, 16> Work(F.Blocks[DB].Succs.begin(), F.Blocks[DB].Succs.end());
  if (Work.empty())
    return false;
  while (!Work.empty()) {
    unsigned B = Work.pop_back_val();
    if (B == IB)
      continue;
    if (B == DB)
      return false;
    if (Seen[B])
      continue;
    Seen[B] = true;
    const BasicBlock &BB = F.Blocks[B];
    if (BB.Succs.empty() || Leaves(BB.Begin, BB.End))
      return false;
    Work.append(BB.Succs.begin(), BB.Succs.end());
  }
  if (!F.inCycle(IB))
    return true;
  // A loop through I's block passes D's block.
  std::fill(Seen.begin(), Seen.end(), false);
  Work.assign(F.Blocks[IB].Succs.begin(), F.Blocks[IB].Succs.end());
  while (!Work.empty()) {
    unsigned B = Work.pop_back_val();
    if (B == IB)
      return false;
    if (B == DB || Seen[B])
      continue;
    Seen[B] = true;
    Work.append(F.Blocks[B].Succs.begin(), F.Blocks[B].Succs.end());
  }
  return true;
}

/// The caller's operand, with the st.param that passes it, for operand \p E
/// of the collective \p Op that call \p CallIdx of \p F reaches, when \p E
/// is a parameter passed through copies unchanged, also through nested
/// helpers (nvcc -G's `__shfl_sync(unsigned, unsigned, int, int)` calls the
/// `int` one, which runs the shuffle): at most \p Depth calls deep, each
/// callee calling the next once.
static const CallBinding::Piece *nestedOperandArg(const AnalysisContext &Ctx, FunctionIR &F,
                                                  unsigned CallIdx, const CalleeOp &Op,
                                                  const Expr *E, unsigned Depth,
                                                  CallBinding &B) {
  B = bindCall(Ctx, F, CallIdx);
  if (!B.Callee || !B.Callee->Body || B.Callee->IsEntry)
    return nullptr;
  FunctionIR &CIR = Ctx.calleeIR(*B.Callee);
  const Expr *Inner = nullptr;
  unsigned At = 0;
  if (B.Callee == Op.In) {
    for (unsigned K = 0; K < CIR.Insts.size() && !Inner; ++K)
      if (CIR.Insts[K].S == Op.Where) {
        Inner = E;
        At = K;
      }
  } else if (Depth > 0) {
    unsigned Found = 0;
    for (unsigned K = 0; K < CIR.Insts.size(); ++K) {
      if (CIR.Insts[K].Kind != InstKind::Call)
        continue;
      CallBinding IB;
      const CallBinding::Piece *P = nestedOperandArg(Ctx, CIR, K, Op, E, Depth - 1, IB);
      if (!P)
        continue;
      if (++Found > 1 || CIR.Insts[K].isGuarded())
        return nullptr;
      Inner = P->Value;
      At = P->Store;
    }
  }
  if (!Inner || evalConstExpr(Inner))
    return nullptr;
  ValueOrigin O = traceCopies(CIR, Ctx, Inner, At);
  auto P = asParam(CIR, O);
  if (!P || P->Add != 0)
    return nullptr;
  return B.arg(P->Param, P->Off);
}

/// The constant value of operand \p E of the collective \p Op that call
/// \p CallIdx of \p F reaches, computed from the call's constants, also
/// through nested helpers (nvcc -G's `__shfl_sync` wrappers build operand c
/// from the width argument one call down): at most \p Depth calls deep;
/// \p CB, the caller's constant propagation when it is itself a callee.
static std::optional<uint64_t> nestedOperandConstant(const AnalysisContext &Ctx, FunctionIR &F,
                                                     unsigned CallIdx, const CalleeOp &Op,
                                                     const Expr *E, unsigned Depth,
                                                     ConstBranches *CB = nullptr) {
  if (auto K = evalConstExpr(E))
    return static_cast<uint64_t>(*K);
  CallBinding B = bindCall(Ctx, F, CallIdx);
  if (!B.Callee || !B.Callee->Body || B.Callee->IsEntry)
    return std::nullopt;
  // (No constant argument still leaves the helper's own constants: NVVM
  // -O1's `__shfl_sync(~0u, v, leader)` specialised into a helper whose
  // callee moves 31 into operand c.)
  auto Args = callConstants(Ctx, F, B, 0, CB);
  FunctionIR &CIR = Ctx.calleeIR(*B.Callee);
  ConstBranches Inner(CIR, Args);
  if (B.Callee == Op.In) {
    for (unsigned K = 0; K < CIR.Insts.size(); ++K)
      if (CIR.Insts[K].S == Op.Where)
        return Inner.valueAt(E, K);
    return std::nullopt;
  }
  if (Depth == 0)
    return std::nullopt;
  std::optional<uint64_t> V;
  for (unsigned K = 0; K < CIR.Insts.size(); ++K)
    if (CIR.Insts[K].Kind == InstKind::Call)
      if (auto W = nestedOperandConstant(Ctx, CIR, K, Op, E, Depth - 1, &Inner)) {
        if (V && *V != *W)
          return std::nullopt;
        V = W;
      }
  return V;
}

/// A shuffle (\p I, or the one the called \p Op executes) of mode .idx over
/// the whole warp whose source lane is the lowest lane of a mask holding
/// the reading lane and naming only lanes that go on to run the shuffle
/// (`peers = __match_any_sync(__activemask(), key)`, then `__shfl_sync(~0u,
/// v, __ffs(peers) - 1)`: the warp-aggregated atomic's broadcast from the
/// group leader): no lane reads one that left.
static bool readsPresentLowestLane(FunctionAnalyses &FA, const DomTree &Dom, const Inst &I,
                                   const CalleeOp *Op, unsigned Index) {
  const InstrStmt &S = Op ? *Op->Where : *I.S;
  if (S.Opcode.Text != "shfl" || S.Operands.size() < 4 || S.Guard)
    return false;
  bool Idx = false;
  for (const Word &M : S.Mods)
    Idx |= M.Text == ".idx";
  if (!Idx)
    return false;
  auto C = Op ? nestedOperandConstant(FA.Ctx, FA.IR, Index, *Op, S.Operands[3], 2)
              : FA.Values.constant(S.Operands[3]);
  if (!C || (*C >> 8 & 31) != 0)
    return false; // a segment narrower than the warp moves the source lane
  const Expr *Src = S.Operands[2];
  if (Op) {
    CallBinding B;
    const CallBinding::Piece *P = nestedOperandArg(FA.Ctx, FA.IR, Index, *Op, Src, 2, B);
    Src = P ? P->Value : nullptr;
  }
  const Expr *M = Src ? lowestBitOf(FA, Src) : nullptr;
  int D = M ? presentLanesMaskDef(FA, M) : -1;
  return D >= 0 && alwaysReaches(FA.IR, Dom, static_cast<unsigned>(D), Index);
}

/// Walks the registers operand \p E reads and, through their definitions,
/// the registers those are computed from (up to 256 registers), calling
/// \p Visit with each register's definitions; stops with true as soon as
/// \p Visit returns true.
static bool anySourceDefs(FunctionIR &F, const Expr *E,
                          llvm::function_ref<bool(llvm::ArrayRef<unsigned>)> Visit) {
  llvm::SmallVector<unsigned, 16> Work;
  llvm::SmallSet<unsigned, 32> Seen;
  std::function<void(const Expr *)> Regs = [&](const Expr *X) {
    if (!X)
      return;
    if (X->K == Expr::Symbol) {
      if (auto R = F.lookupReg(X->Name))
        Work.push_back(*R);
      return;
    }
    for (const Expr *C : X->Sub)
      Regs(C);
  };
  Regs(E);
  while (!Work.empty() && Seen.size() < 256) {
    unsigned R = Work.pop_back_val();
    if (!Seen.insert(R).second)
      continue;
    auto Defs = F.defsOf(R);
    if (Visit(Defs))
      return true;
    for (unsigned K : Defs)
      for (const RegRef &U : F.Insts[K].Uses)
        Work.push_back(U.Reg);
  }
  return false;
}

/// True when the value of operand \p E is computed (through any chain of
/// register definitions) from the result of instruction \p D: a source lane
/// taken from the active mask itself (`__ffs(m) - 1`, cooperative groups'
/// `__fns(mask, ...)`) names one of its lanes.
static bool computedFrom(FunctionIR &F, const Expr *E, unsigned D) {
  return anySourceDefs(F, E, [&](llvm::ArrayRef<unsigned> Defs) {
    return llvm::is_contained(Defs, D);
  });
}

/// True when a register operand \p E reads is written more than once (a
/// loop-carried value, nvcc's copies into a join), directly or through the
/// registers it is computed from.
static bool fromMultiplyWritten(FunctionIR &F, const Expr *E) {
  return anySourceDefs(F, E, [](llvm::ArrayRef<unsigned> Defs) { return Defs.size() > 1; });
}

/// Where a membermask that is a ballot comes from: a `vote.ballot` in the
/// function (its predicate operand), or the call of an out-of-line helper
/// returning `vote.ballot(arg != 0, mask)` (nvcc -G's __ballot_sync; the
/// call's argument).
struct BallotSrc {
  unsigned At;                 ///< the vote, or the call
  const Expr *Cond = nullptr;  ///< a predicate, or an integer (true when != 0)
  bool IsPred = true, Neg = false;
  const Expr *Mask = nullptr;  ///< the ballot's own membermask
};

/// The vote's condition of thread \p T of \p TF as a term (a predicate, or
/// an integer compared with zero; BallotSrc::Neg not applied); none for a
/// condition the formula cannot write.
static std::optional<std::string> ballotCondition(FunctionIR &F, ThreadFormula &TF,
                                                  const BallotSrc &Src, unsigned T) {
  if (Src.IsPred) {
    if (Src.Cond->K != Expr::Symbol)
      return std::nullopt;
    if (auto PR = F.lookupReg(Src.Cond->Name))
      return TF.reg(*PR, T);
    return std::nullopt;
  }
  if (auto V = TF.value(Src.Cond, T, 32))
    return "(not (= " + *V + " " + bvLit(0, 32) + "))";
  return std::nullopt;
}

/// A helper returning `vote.ballot(arg != 0, mask)` (returnsBallot).
struct BallotHelper {
  unsigned CondParam = 0;
  /// The membermask: a parameter, or the constant the callee writes (NVVM
  /// below -O3 specialises `__ballot_sync(0xffffffff, c)` to a helper of
  /// one argument that moves -1 into its mask): an immediate operand of
  /// the callee, so its value reads the same in any function.
  std::optional<unsigned> MaskParam;
  const Expr *MaskConst = nullptr;
};

/// For a helper of at most a few instructions that returns the ballot of
/// one parameter (compared with zero) under a membermask parameter or a
/// constant one.
static std::optional<BallotHelper> returnsBallot(const AnalysisContext &Ctx, const Function *Fn) {
  if (!Fn || !Fn->Body || Fn->IsEntry)
    return std::nullopt;
  FunctionIR &IR = Ctx.calleeIR(*Fn);
  if (IR.Insts.size() > 16)
    return std::nullopt;
  int Vote = -1;
  for (unsigned K = 0; K < IR.Insts.size(); ++K) {
    const Inst &I = IR.Insts[K];
    if (I.Kind == InstKind::Call || I.Kind == InstKind::Branch || I.isGuarded())
      return std::nullopt;
    if (I.opcode() == "vote") {
      if (Vote >= 0 || !I.hasMod(".ballot") || I.S->Operands.size() != 3)
        return std::nullopt;
      Vote = static_cast<int>(K);
    }
  }
  if (Vote < 0)
    return std::nullopt;
  const Inst &V = IR.Insts[Vote];
  // The result is what the function returns.
  std::optional<unsigned> Result =
      V.S->Operands[0]->K == Expr::Symbol ? IR.lookupReg(V.S->Operands[0]->Name) : std::nullopt;
  bool Returned = Result && IR.returnsRegAfter(unsigned(Vote), *Result);
  const Expr *P = V.S->Operands[1];
  if (!Returned || P->K != Expr::Symbol)
    return std::nullopt;
  auto PR = IR.lookupReg(P->Name);
  if (!PR || IR.uniqueDef(*PR) < 0)
    return std::nullopt;
  const Inst &Setp = IR.Insts[IR.uniqueDef(*PR)];
  if (Setp.opcode() != "setp" || !Setp.hasMod(".ne") || Setp.S->Operands.size() != 3 ||
      evalConstExpr(Setp.S->Operands[2]).value_or(1) != 0)
    return std::nullopt;
  unsigned SetpIdx = static_cast<unsigned>(&Setp - IR.Insts.data());
  auto CondP = asParam(IR, traceCopies(IR, Ctx, Setp.S->Operands[1], SetpIdx));
  if (!CondP || CondP->Off || CondP->Add)
    return std::nullopt;
  BallotHelper H;
  H.CondParam = CondP->Param;
  ValueOrigin MO = traceCopies(IR, Ctx, V.S->Operands[2], static_cast<unsigned>(Vote));
  if (MO.Root && MO.Add == 0 && evalConstExpr(MO.Root)) {
    H.MaskConst = MO.Root;
    return H;
  }
  auto MaskP = asParam(IR, MO);
  if (!MaskP || MaskP->Off || MaskP->Add)
    return std::nullopt;
  H.MaskParam = MaskP->Param;
  return H;
}

/// The ballot register operand \p M is copied from (through unguarded
/// movs), or the call of a ballot helper whose result it is.
static std::optional<BallotSrc> ballotSource(const AnalysisContext &Ctx, FunctionIR &F,
                                             const Expr *M) {
  for (unsigned Depth = 0; M && M->K == Expr::Symbol && Depth < 8; ++Depth) {
    auto R = F.lookupReg(M->Name);
    if (!R)
      return std::nullopt;
    int D = F.uniqueDef(*R);
    if (D < 0 || F.Insts[D].S->Guard)
      return std::nullopt;
    const Inst &I = F.Insts[D];
    if (I.opcode() == "vote" && I.hasMod(".ballot") && I.S->Operands.size() >= 3) {
      BallotSrc S;
      S.At = static_cast<unsigned>(D);
      S.Cond = I.S->Operands[1];
      if (S.Cond->K == Expr::Unary && S.Cond->Sub.size() == 1) {
        S.Neg = true;
        S.Cond = S.Cond->Sub[0];
      }
      S.Mask = I.S->Operands[2];
      return S;
    }
    if (I.opcode() == "ld" && I.hasMod(".param")) {
      unsigned Ret;
      int64_t Off;
      auto C = callOfResult(F, static_cast<unsigned>(D), Ret, Off);
      if (!C || Ret || Off)
        return std::nullopt;
      CallBinding B = bindCall(Ctx, F, *C);
      auto H = returnsBallot(Ctx, B.Callee);
      if (!H)
        return std::nullopt;
      const CallBinding::Piece *CondA = B.arg(H->CondParam, 0);
      const CallBinding::Piece *MaskA = H->MaskParam ? B.arg(*H->MaskParam, 0) : nullptr;
      if (!CondA || (H->MaskParam && !MaskA))
        return std::nullopt;
      BallotSrc S;
      S.At = *C;
      S.Cond = CondA->Value;
      S.IsPred = false;
      S.Mask = MaskA ? MaskA->Value : H->MaskConst;
      return S;
    }
    if (I.opcode() != "mov" || I.S->Operands.size() != 2)
      return std::nullopt;
    M = I.S->Operands[1];
  }
  return std::nullopt;
}

struct BallotMask {
  unsigned Index; ///< the collective, or a call executing one
  BallotSrc Src;
  std::string What; ///< for a call: the collective it executes
  llvm::StringRef Callee;
  const CalleeOp *Op = nullptr;
};

/// The other half of a ballot membermask: exists a lane that runs the
/// collective and another lane of its warp that voted with its condition
/// true (so the mask names it) but does not run it (`m = ballot(valid); if
/// (valid && digit != 0) match_any(m, digit)`: a valid lane with digit 0 is
/// waited for)? Not when the lanes turned away leave the kernel. Each lane's
/// loaded data is an unknown of its own read from one memory the two lanes
/// share (a warning naming the values that make the lanes part).
static void checkBallotNamedSkips(FunctionAnalyses &FA, DiagnosticEngine &Diags,
                                  const ControlDeps &CD, const BallotMask &BM) {
  FunctionIR &F = FA.IR;
  const Inst &I = F.Insts[BM.Index];
  const Inst &B = F.Insts[BM.Src.At];
  bool AllKnown = true;
  std::unique_ptr<ThreadFormula> Pair =
      skipperPair(FA, CD, I, B, /*UniformCounters=*/true, AllKnown, /*AnyIteration=*/true);
  if (!Pair)
    return; // every lane that voted runs it, or no formula
  ThreadFormula &TF = *Pair;
  auto Other = TF.runsTerm(I, 1, CD);
  std::optional<std::string> C = ballotCondition(F, TF, BM.Src, 1);
  auto Lane = TF.threadVar(ThreadVar::LaneId, 0);
  auto Lane1 = TF.threadVar(ThreadVar::LaneId, 1);
  auto M = FA.Values.constant(BM.Src.Mask);
  if (!Other || !C || !Lane || !Lane1 || !M)
    return;
  TF.require("(not " + *Other + ")");
  TF.require(BM.Src.Neg ? "(not " + *C + ")" : *C);
  requireSameWarp(TF, FA.Shape);
  TF.require("(not (= " + *Lane + " " + *Lane1 + "))");
  TF.name("lane", "((_ zero_extend 32) " + *Lane + ")");
  std::string Named = TF.name("named lane", "((_ zero_extend 32) " + *Lane1 + ")");
  // The lane voted in the ballot: it is one of the ballot's own members.
  TF.require("(= ((_ extract 0 0) (bvlshr " + bvLit(static_cast<uint32_t>(*M), 64) + " " +
             Named + ")) #b1)");
  std::string Name = queryName("warp-sync-mask", F, Diags, I, "ballot-named");
  smt::Result R = TF.solveMinimal(FA.Ctx.solver(), Name, 2);
  if (!R.isSat())
    return;
  reportLaneWitness(Diags, TF, R, AllKnown, I, BM.Callee, BM.What, BM.Op,
                    " with a membermask that is a ballot naming lane " +
                        std::to_string(R.Model.lookup("named lane")) +
                        ", whose condition held there, a lane that does not execute it (the "
                        "others wait for it)",
                    B.S);
}

/// Membermasks that are a ballot of a condition (`m = __ballot_sync(full,
/// c); if (c') shfl(m, ...)`): a lane's bit is set iff the condition held
/// in it. Exists a lane that runs the collective (its guard and controlling
/// branches hold) in which the ballot's condition was false? The ballot
/// must dominate the collective (the lane voted before it) and have a
/// constant membermask.
static void checkBallotMasks(FunctionAnalyses &FA, DiagnosticEngine &Diags,
                             llvm::ArrayRef<BallotMask> Uses) {
  FunctionIR &F = FA.IR;
  const DomTree &Dom = FA.dominators();
  const ControlDeps &CD = FA.controlDeps();
  for (const BallotMask &BM : Uses) {
    unsigned Idx = BM.Index, BIdx = BM.Src.At;
    const Inst &I = F.Insts[Idx];
    const Inst &B = F.Insts[BIdx];
    if (B.Block == I.Block ? BIdx > Idx : !Dom.dominates(B.Block, I.Block))
      continue;
    if (!BM.Src.Mask || !FA.Values.constant(BM.Src.Mask))
      continue;
    ThreadFormula TF(F, FA.Uni, FA.Values, FA.Ctx, FA.Shape);
    TF.addThread(0);
    TF.UniformCounters = true;
    // The ballot's condition and the branch's are often both on the lane's
    // own data (`m = ballot(x > 0); if (x >= 0)`): the loaded value is an
    // unknown of the lane, so conditions that differ for some value are
    // found (a warning: it needs that value).
    TF.ThreadData = true;
    // A condition the formula cannot follow (a value written on two paths
    // that feeds the ballot's predicate) is an unknown of the lane: the
    // ballot and a branch on the same predicate still agree (`m =
    // ballot(valid); if (!valid) __syncwarp(m)` names none of its lanes).
    TF.OpaqueRegs = true;
    bool AllKnown = true;
    if (!TF.requireRuns(I, 0, CD, AllKnown))
      continue;
    std::optional<std::string> C = ballotCondition(F, TF, BM.Src, 0);
    auto Lane = TF.threadVar(ThreadVar::LaneId, 0);
    if (!C || !Lane)
      continue;
    TF.require(BM.Src.Neg ? *C : "(not " + *C + ")");
    TF.name("lane", "((_ zero_extend 32) " + *Lane + ")");
    std::string Name = queryName("warp-sync-mask", F, Diags, I, "ballot");
    smt::Result R = TF.solveMinimal(FA.Ctx.solver(), Name, 1);
    if (R.isSat()) {
      reportLaneWitness(Diags, TF, R, AllKnown, I, BM.Callee, BM.What, BM.Op,
                        " with a membermask that is a ballot in which its own condition was "
                        "false, so its lane is not in the mask",
                        B.S);
      continue;
    }
    checkBallotNamedSkips(FA, Diags, CD, BM);
  }
}

/// Whether every thread-dependent condition deciding whether \p I runs (its
/// guard and the branches its block is control dependent on) is provably the
/// same in all lanes of a warp, although the uniformity analysis calls it
/// thread-dependent: asked of the SMT solver for two lanes of one warp, with
/// each lane's loaded data an unknown of its own and a full-warp vote one
/// value tied to both lanes' votes (`__ballot_sync(~0, p)` tested as "all
/// or none", cooperative groups' `size() == 32` fast path of a
/// binary_partition). Any condition that cannot be encoded answers false.
static bool sameInWarp(FunctionAnalyses &FA, const DomTree &Dom,
                       const ControlDeps *&CD, const Inst &I,
                       bool KeepLeaving = false) {
  FunctionIR &F = FA.IR;
  const LaunchShape &Shape = FA.Shape;
  if (Shape.BlockKind == LaunchShape::Exact && Shape.Block.V[0] % 32 != 0)
    return false;
  if (!CD)
    CD = &FA.controlDeps();
  llvm::SmallVector<const Inst *, 4> Conds;
  if (I.Guard >= 0 && FA.Uni.reg(I.Guard) == Level::Varying)
    Conds.push_back(&I);
  bool Leaving = false;
  for (const ControlLiteral &L : CD->of(I.Block)) {
    if (L.Inst < 0)
      return false;
    const Inst &B = F.Insts[L.Inst];
    if (B.Guard < 0 || FA.Uni.reg(B.Guard) != Level::Varying)
      continue;
    // Lanes that a condition turns away only to leave the kernel are not
    // waited for (skippingLanesExit): only the other conditions must agree.
    if (!KeepLeaving && FA.Uni.branchLevel(L.Block) == Level::Varying &&
        skippersLeave(F, L.Block)) {
      Leaving = true;
      continue;
    }
    Conds.push_back(&B);
  }
  if (Conds.empty())
    return Leaving;
  // Registers written more than once, by arithmetic on constants, uniform
  // registers, launch-wide special registers and one another alone, every
  // write unguarded and in a block that only uniform branches and the
  // conditions asked about decide (the counter `o` of `for (o = 1; o < 32;
  // o <<= 1)` nested in a lane-strided loop, which the uniformity analysis
  // calls varying because the outer loop is): if the conditions never differ
  // between the two lanes, the lanes run the same writes, so such a register
  // is the same in both (induction over the run). The greatest set closed
  // under these rules.
  auto LockstepRegs = [&](llvm::function_ref<bool(unsigned)> Decided) {
    llvm::DenseSet<unsigned> Lockstep;
    for (unsigned R = 0; R < F.Regs.size(); ++R)
      if (F.defsOf(R).size() > 1 && FA.Uni.reg(R) != Level::Uniform && !F.Regs[R].IsParam)
        Lockstep.insert(R);
    static const char *const Arith[] = {"mov", "add", "sub", "mul", "shl", "shr",
                                        "and", "or",  "xor", "cvt", "min", "max"};
    // An operand the same in every thread, given the current set.
    std::function<bool(const Expr *, unsigned)> Same = [&](const Expr *E, unsigned Depth) {
      if (!E || Depth > 16)
        return false;
      if (evalConstExpr(E) || FA.Uni.expr(E) == Level::Uniform)
        return true;
      if (E->K != Expr::Symbol)
        return false;
      auto R = F.lookupReg(E->Name);
      if (!R)
        return !E->Name.startswith("%") || FA.Uni.specialRegLevel(E->Name) == Level::Uniform;
      if (Lockstep.count(*R))
        return true;
      int D = F.uniqueDef(*R);
      if (D < 0)
        return false;
      const Inst &I = F.Insts[D];
      if (I.isGuarded() || I.Defs.size() != 1 || llvm::find(Arith, I.opcode()) == std::end(Arith))
        return false;
      for (unsigned K = 1; K < I.S->Operands.size(); ++K)
        if (!Same(I.S->Operands[K], Depth + 1))
          return false;
      return true;
    };
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (auto It = Lockstep.begin(); It != Lockstep.end();) {
        unsigned R = *It++;
        bool Ok = true;
        for (unsigned D : F.defsOf(R)) {
          const Inst &I = F.Insts[D];
          Ok = !I.isGuarded() && I.Defs.size() == 1 &&
               llvm::find(Arith, I.opcode()) != std::end(Arith) && Decided(I.Block);
          for (unsigned K = 1; Ok && K < I.S->Operands.size(); ++K)
            Ok = Same(I.S->Operands[K], 0);
          if (!Ok)
            break;
        }
        if (!Ok) {
          Lockstep.erase(R);
          Changed = true;
        }
      }
    }
    return Lockstep;
  };
  llvm::DenseSet<unsigned> Lockstep;
  {
    llvm::DenseSet<unsigned> Asked;
    for (const Inst *C : Conds)
      Asked.insert(static_cast<unsigned>(C - F.Insts.data()));
    Lockstep = LockstepRegs([&](unsigned B) {
      for (const ControlLiteral &L : CD->of(B)) {
        if (L.Inst < 0)
          return false;
        const Inst &T = F.Insts[L.Inst];
        if (T.Guard >= 0 && FA.Uni.reg(T.Guard) != Level::Uniform && !Asked.count(L.Inst))
          return false;
      }
      return true;
    });
  }
  auto MakeTF = [&]() {
    auto TF = std::make_unique<ThreadFormula>(F, FA.Uni, FA.Values, FA.Ctx, Shape);
    TF->ThreadData = true;
    TF->SameWarp = true;
    TF->AnyCta = true; // the lanes must agree in every CTA, not only CTA 0
    TF->IndependentLoads = true;
    TF->SameLoadSameValue = true;  // the lanes run each load together
    TF->UseFirstIteration = false; // about every iteration, not the first
    TF->AnyIteration = true;       // both lanes in the same one
    TF->SharedRegs = &Lockstep;
    TF->addThread(0);
    TF->addThread(1);
    // The two copies are lanes of one warp: the same row and warp of it.
    for (unsigned D = 1; D < 3; ++D)
      TF->require("(= " + ThreadFormula::quote(ThreadFormula::tidName(D, 0)) + " " +
                  ThreadFormula::quote(ThreadFormula::tidName(D, 1)) + ")");
    TF->require("(= ((_ extract 31 5) " + ThreadFormula::quote(ThreadFormula::tidName(0, 0)) +
                ") ((_ extract 31 5) " + ThreadFormula::quote(ThreadFormula::tidName(0, 1)) +
                "))");
    return TF;
  };
  // Asks whether one of the terms can differ between the two lanes; a
  // timeout here costs a false warning: five times the usual budget.
  auto NeverDiffer = [&](ThreadFormula &TF, llvm::ArrayRef<std::pair<std::string, std::string>>
                                                Terms) {
    std::string Differs = "false";
    for (const auto &[A, B] : Terms)
      Differs = "(or " + Differs + " (not (= " + A + " " + B + ")))";
    TF.require(Differs);
    return FA.Ctx.solver().checkSampled(TF.text(), "warp-sync-mask.same-in-warp", 5).isUnsat();
  };
  {
    auto TF = MakeTF();
    llvm::SmallVector<std::pair<std::string, std::string>, 4> Terms;
    bool Encoded = true;
    for (const Inst *C : Conds) {
      auto A = TF->guard(*C, 0), B = TF->guard(*C, 1);
      if (!A || !B) {
        Encoded = false;
        break;
      }
      Terms.push_back({*A, *B});
    }
    if (Encoded && NeverDiffer(*TF, Terms))
      return true;
  }
  // The conditions differ, but perhaps not whether the lanes get here: a
  // join that lanes reach on both sides of a thread-dependent branch (`if
  // (tid == 0) publish(); else if (tid >= 32) goto out;` before warp 0's
  // collective). Ask about each lane's reach term (ThreadFormula::reachTerm)
  // instead, with the conditions of the loops around it required to be the
  // same, as above. Lanes turned away to leave count as skipping here.
  // The registers in lockstep are those whose every write runs in a block
  // both lanes agree on reaching (asked below with the other terms).
  Lockstep = LockstepRegs([](unsigned) { return true; });
  auto TF = MakeTF();
  llvm::SmallVector<unsigned, 8> LoopBlocks;
  auto R0 = TF->reachTerm(I.Block, 0, *CD, LoopBlocks);
  auto R1 = TF->reachTerm(I.Block, 1, *CD, LoopBlocks);
  if (!R0 || !R1)
    return false;
  llvm::SmallVector<std::pair<std::string, std::string>, 8> Terms;
  Terms.push_back({*R0, *R1});
  llvm::DenseSet<unsigned> DefBlocks;
  for (unsigned R : Lockstep)
    for (unsigned D : F.defsOf(R))
      DefBlocks.insert(F.Insts[D].Block);
  for (unsigned B : DefBlocks) {
    auto A = TF->reachTerm(B, 0, *CD, LoopBlocks), Z = TF->reachTerm(B, 1, *CD, LoopBlocks);
    if (!A || !Z)
      return false;
    Terms.push_back({*A, *Z});
  }
  llvm::DenseSet<unsigned> Seen;
  llvm::SmallVector<const Inst *, 8> Agree;
  if (I.Guard >= 0 && FA.Uni.reg(I.Guard) == Level::Varying)
    Agree.push_back(&I);
  for (unsigned X : LoopBlocks) {
    if (!Seen.insert(X).second)
      continue;
    const BasicBlock &BB = F.Blocks[X];
    if (BB.End <= BB.Begin)
      return false;
    const Inst &T = F.Insts[BB.End - 1];
    if (T.Guard < 0)
      return false;
    if (FA.Uni.reg(T.Guard) == Level::Varying)
      Agree.push_back(&T);
  }
  for (const Inst *C : Agree) {
    auto A = TF->guard(*C, 0), B = TF->guard(*C, 1);
    if (!A || !B)
      return false;
    Terms.push_back({*A, *B});
  }
  return NeverDiffer(*TF, Terms);
}

/// A membermask the same in the warp but carried round a loop (nvcc -G's
/// `mask = -1; for (s = 16; s > 0; s >>= 1) { if (lane < s) __syncwarp(mask);
/// mask = (1u << s) - 1; }`): a register computed from one written more than
/// once. Its register, or -1.
static int carriedMaskReg(FunctionIR &F, const Uniformity &U, const Expr *M) {
  if (!M || M->K != Expr::Symbol || U.expr(M) == Level::Varying)
    return -1;
  auto R = F.lookupReg(M->Name);
  if (!R)
    return -1;
  llvm::SmallVector<unsigned, 8> Work{*R};
  llvm::SmallSet<unsigned, 16> Seen;
  while (!Work.empty() && Seen.size() < 32) {
    unsigned X = Work.pop_back_val();
    if (!Seen.insert(X).second)
      continue;
    if (F.defsOf(X).size() > 1)
      return static_cast<int>(*R);
    for (unsigned D : F.defsOf(X)) {
      const Inst &DI = F.Insts[D];
      if (DI.Kind == InstKind::Call || DI.opcode().startswith("ld"))
        return -1;
      for (const RegRef &Us : DI.Uses)
        Work.push_back(Us.Reg);
    }
  }
  return -1;
}

/// A collective (or a call executing one) whose membermask carriedMaskReg
/// accepts.
struct CarriedMask {
  unsigned Index, Reg;
  std::string What;
  llvm::StringRef Callee;
  const CalleeOp *Op = nullptr;
};

/// The warps simulated again, recording the carried mask's value at each
/// execution (WarpSim's Record): in each world simulated to its end, a
/// lane named by the value some lanes ran it with that never runs it with
/// that value while it has not left is waited for (the tree level's lanes
/// [s, 2s) under the previous level's mask); in a kernel, a lane that runs
/// it outside the value it runs it with is undefined behaviour.
static void checkCarriedMasks(FunctionAnalyses &FA, DiagnosticEngine &Diags,
                              llvm::ArrayRef<CarriedMask> Masks) {
  FunctionIR &F = FA.IR;
  llvm::DenseMap<unsigned, unsigned> Record;
  for (const CarriedMask &C : Masks)
    Record[C.Index] = C.Reg;
  // Lanes pass a quiet region of an unknown thread-dependent condition (the
  // per-lane loop before the tree, `for (c = lane; c < cols; c += 32)`),
  // whatever the shape: what is asked is about the lanes of one simulated
  // warp, each a witness of its own, not about the warps never simulated.
  WarpSim Sim(F, FA.PostDom, FA.Uni, FA.Eval, /*PassQuiet=*/true);
  llvm::SmallSet<unsigned, 4> Reported;
  for (unsigned W = 0, NW = warpsToSimulate(FA.Shape); W < NW; ++W) {
    WarpRun R;
    R.Exists = warpLanes(FA.Shape, W, R.Lanes);
    if (!R.Exists)
      continue;
    R.Worlds = Sim.run(
        R.Lanes, R.Exists,
        [&](unsigned I) { return Record.count(I) || isSimulated(&FA.Ctx, F.Insts[I]); }, &Record);
    for (const CarriedMask &C : Masks) {
      if (Reported.count(C.Index))
        continue;
      const Inst &I = F.Insts[C.Index];
      std::string Name = C.Op ? C.What : instName(I);
      std::string Of = C.Op ? "'" + Name + "' (in '" + C.Callee.str() + "', called here)"
                            : "'" + Name + "'";
      for (const WarpWorld &World : R.Worlds) {
        if (!World.Exact || !World.Cuts.empty() || World.ValuesCut || Reported.count(C.Index))
          continue;
        auto It = World.Values.find(C.Index);
        if (It == World.Values.end())
          continue;
        bool Known = true;
        for (const WarpWorld::ValueRun &V : It->second)
          Known &= V.Value.has_value();
        if (!Known)
          continue;
        for (const WarpWorld::ValueRun &V : It->second) {
          auto Exec = guardedLanes(FA, R, I, V.Lanes);
          if (!Exec || !*Exec)
            continue;
          uint32_t Mask = static_cast<uint32_t>(*V.Value);
          uint32_t With = 0;
          for (const WarpWorld::ValueRun &O : It->second)
            if (static_cast<uint32_t>(*O.Value) == Mask)
              if (auto E = guardedLanes(FA, R, I, O.Lanes))
                With |= *E;
          std::string What;
          DiagId Id = R.definite() ? DiagId::WarpSyncMask : DiagId::WarpSyncMaskMaybe;
          if (uint32_t Out = *Exec & ~Mask; Out && F.F.IsEntry) {
            unsigned L = llvm::countTrailingZeros(Out);
            What = "thread " + describeThread(R.Lanes[L]) + " (lane " + std::to_string(L) +
                   ") runs " + Of + " with membermask " + hexMask(Mask) +
                   ", which does not name it; the behaviour is undefined";
            Id = DiagId::WarpSyncMask;
          } else if (uint32_t Miss = Mask & R.Exists & V.Alive & ~With) {
            unsigned L = llvm::countTrailingZeros(Miss);
            What = "membermask " + hexMask(Mask) + " of " + Of + " names lane " +
                   std::to_string(L) + " (thread " + describeThread(R.Lanes[L]) +
                   "), which never executes it with that mask, while lane " +
                   std::to_string(llvm::countTrailingZeros(*Exec)) +
                   " does: the instruction waits for a thread that does not come" +
                   (R.definite() ? "" : " (for some parameter values)");
          }
          if (What.empty())
            continue;
          Diags.report(Id, I.S->Range)
              << (What + " (the mask is carried round the loop: this is its value on one "
                         "trip)");
          if (C.Op)
            Diags.report(DiagId::NoteGeneric, C.Op->Where->Range)
                << ("the called function executes '" + Name +
                    "' here, with the membermask the call passes");
          Reported.insert(C.Index);
          break;
        }
      }
    }
  }
}

void ptx::checkWarpSync(FunctionAnalyses &FA, DiagnosticEngine &Diags) {
  FunctionIR &F = FA.IR;
  struct Cand {
    unsigned Index;
    uint32_t Mask;
    const CalleeOp *Op = nullptr; ///< a collective the called function executes
    llvm::StringRef Callee;
  };
  std::vector<Cand> Cands;
  llvm::SmallVector<LaneMask, 4> LaneMasks;
  llvm::SmallVector<BallotMask, 4> BallotMasks;
  llvm::SmallVector<std::pair<LaneMask, unsigned>, 2> MatchMasks;
  /// A collective (or a call executing one) whose membermask comes from an
  /// activemask (or a call of a helper returning it).
  struct SampledMask {
    unsigned Index, Def;
    std::string Name;
    const CalleeOp *Op = nullptr; ///< the called collective (a call)
    llvm::StringRef Callee;
  };
  llvm::SmallVector<SampledMask, 4> Sampled;
  llvm::SmallVector<CarriedMask, 2> Carried;
  for (unsigned K = 0; K < F.Insts.size(); ++K) {
    const Inst &I = F.Insts[K];
    if (!F.Blocks[I.Block].Reachable)
      continue;
    if (I.Kind == InstKind::Call) {
      // Collectives an out-of-line helper (nvcc -G: __shfl_sync,
      // __syncwarp, ...) executes on every call, with the membermask it
      // takes as a parameter: the mask is the argument of this call.
      CallBinding B = bindCall(FA.Ctx, F, K);
      const CalleeSummary &S = callSummary(FA.Ctx, F, B);
      for (const CalleeOp &Op : S.Ops) {
        if (Op.K != CalleeOp::Collective)
          continue;
        std::optional<uint64_t> V = Op.Const;
        if (Op.Operand) {
          const CallBinding::Piece *A = B.arg(Op.Operand->Param, Op.Operand->Off);
          if (!A)
            continue;
          V = FA.Values.constant(A->Value);
          if (!V) {
            if (int D = activeMaskDef(FA.Ctx, F, A->Value); D >= 0)
              Sampled.push_back({K, static_cast<unsigned>(D), Op.What, &Op, B.CalleeName});
            else if (FA.Uni.expr(A->Value) == Level::Varying)
              LaneMasks.push_back({K, A->Value, Op.What, B.CalleeName, &Op});
            else if (auto BS = ballotSource(FA.Ctx, F, A->Value))
              BallotMasks.push_back({K, *BS, Op.What, B.CalleeName, &Op});
            else if (paramMask(FA.Ctx, F, A->Value))
              LaneMasks.push_back({K, A->Value, Op.What, B.CalleeName, &Op});
            else if (dataMask(F, A->Value))
              LaneMasks.push_back({K, A->Value, Op.What, B.CalleeName, &Op, /*Data=*/true});
            else if (int CR = carriedMaskReg(F, FA.Uni, A->Value); CR >= 0)
              Carried.push_back({K, static_cast<unsigned>(CR), Op.What, B.CalleeName, &Op});
          }
        }
        if (V)
          Cands.push_back({K, static_cast<uint32_t>(*V), &Op, B.CalleeName});
      }
      continue;
    }
    const Expr *M = membermaskOperand(I);
    if (!M)
      continue;
    auto V = FA.Values.constant(M);
    if (!V) {
      // The active mask sampled earlier (the uniformity analysis calls it
      // thread-varying: it differs between warps), or a mask that differs
      // between lanes (computed from %laneid/%tid).
      if (int D = activeMaskDef(FA.Ctx, F, M); D >= 0)
        Sampled.push_back({K, static_cast<unsigned>(D), instName(I), nullptr, {}});
      else if (int MD = matchAnyDef(FA, M); MD >= 0)
        MatchMasks.push_back({LaneMask{K, M, {}, {}}, static_cast<unsigned>(MD)});
      else if (FA.Uni.expr(M) == Level::Varying)
        LaneMasks.push_back({K, M, {}, {}});
      else if (auto BS = ballotSource(FA.Ctx, F, M))
        BallotMasks.push_back({K, *BS, {}, {}});
      else if (paramMask(FA.Ctx, F, M))
        LaneMasks.push_back({K, M, {}, {}});
      else if (dataMask(F, M))
        LaneMasks.push_back({K, M, {}, {}, nullptr, /*Data=*/true});
      else if (int CR = carriedMaskReg(F, FA.Uni, M); CR >= 0)
        Carried.push_back({K, static_cast<unsigned>(CR), {}, {}, nullptr});
      continue;
    }
    Cands.push_back({K, static_cast<uint32_t>(*V), nullptr, {}});
  }
  if (!LaneMasks.empty())
    checkLaneMasks(FA, Diags, LaneMasks);
  if (!BallotMasks.empty())
    checkBallotMasks(FA, Diags, BallotMasks);
  if (!MatchMasks.empty())
    checkMatchMasks(FA, Diags, MatchMasks);
  if (!Carried.empty())
    checkCarriedMasks(FA, Diags, Carried);
  if (Cands.empty() && Sampled.empty())
    return;
  const DomTree &Dom = FA.dominators();
  const ControlDeps *CD = nullptr;
  // A membermask taken from __activemask() before a thread-dependent branch
  // and used by a collective under it: it names the lanes that were active
  // before the split, including those that took the other way.
  for (const SampledMask &SM : Sampled) {
    unsigned K = SM.Index, D = SM.Def;
    const Inst &I = F.Insts[K];
    if (FA.Uni.controlLevel(I.Block) != Level::Varying)
      continue;
    if (!CD)
      CD = &FA.controlDeps();
    // A shuffle whose membermask is the active mask sampled on a path some
    // lanes of the warp did not take (`if (phase[i]) __shfl_sync(
    // __activemask(), v, lane ^ 1)`): the mask holds exactly the lanes that
    // run it, but a lane whose source lane took the other way reads the
    // register of an inactive thread, which is undefined (PTX ISA
    // shfl.sync). Not when the source lane is computed from the mask (its
    // lowest lane: `__ffs(m) - 1`), nor when no lane that runs it can read
    // one that does not (a condition the two lanes share), nor when it is a
    // loop-carried value inside the loop (the formula cannot follow the
    // trips: cooperative groups' scans step a source lane along the mask).
    // Not when the lanes that skip it only leave the kernel (`if (i >= n)
    // return;`, or a branch whose other side just exits): a collective does
    // not wait for exited lanes, and the rule leaves reads of them alone.
    // An out-of-line shuffle (nvcc -G's __shfl_sync) is asked the same at
    // the call, its source lane the call's argument when the helper passes
    // its parameter on unchanged (a constant one needs no argument).
    const InstrStmt *Shfl = nullptr;
    const Expr *SrcLane = nullptr;
    if (!SM.Op && I.Kind == InstKind::Shfl && I.S->Operands.size() >= 4) {
      Shfl = I.S;
      SrcLane = I.S->Operands[2];
    } else if (SM.Op && SM.Op->Where->Opcode.Text == "shfl" &&
               SM.Op->Where->Operands.size() >= 4) {
      Shfl = SM.Op->Where;
      SrcLane = calleeOperandArg(FA, K, *SM.Op, Shfl->Operands[2]);
      // (Only a source lane the call passes: a constant offset, the
      // out-of-line `__shfl_down_sync(m, v, 1)` under the branch, is left to
      // the stale-mask question.)
      if (!SrcLane)
        Shfl = nullptr;
      // A source lane computed from the thread ids and constants by
      // arithmetic (`lane ^ 1`), as for the other call-level questions: not
      // one computed by calls (the out-of-line `__ffs(m) - 1` of a leader
      // broadcast, cooperative groups' `__fns(mask, lane, delta)` on a group
      // mask read back from the stack in a coalesced group's reduce).
      auto SR = SrcLane && SrcLane->K == Expr::Symbol ? F.lookupReg(SrcLane->Name)
                                                      : std::nullopt;
      if (SrcLane && (!SR || !directThreadValue(F, *SR, 0, /*NoParams=*/true)))
        Shfl = nullptr;
    }
    if (Shfl && !skippingLanesExit(F, FA.Uni, *CD, I.Block) &&
        FA.Uni.controlLevel(F.Insts[D].Block) == Level::Varying &&
        !(SrcLane && computedFrom(F, SrcLane, D)) &&
        !(SrcLane && F.inCycle(I.Block) && fromMultiplyWritten(F, SrcLane))) {
      ThreadFormula TF(F, FA.Uni, FA.Values, FA.Ctx, FA.Shape);
      bool AllKnown = true;
      smt::Result R = readsLeftLaneAt(FA, Diags, *CD, I, SM.Op, K, TF, AllKnown);
      if (R.isSat()) {
        reportLaneWitness(Diags, TF, R, AllKnown, I, SM.Callee,
                          SM.Op ? SM.Name : std::string(), SM.Op,
                          " with the active mask sampled under a branch that splits the "
                          "warp, and reads the register of lane " +
                              std::to_string(R.Model.lookup("source lane")) +
                              ", which took the other way and does not execute it: the value "
                              "read from an inactive thread is undefined (PTX ISA shfl.sync); "
                              "shuffle before the branch with the full mask, or read only "
                              "lanes of the mask (`__ffs(mask) - 1`)");
        Diags.report(DiagId::NoteGeneric, F.Insts[D].S->Range) << "the mask is sampled here";
        continue;
      }
    }
    if (skippingLanesExit(F, FA.Uni, *CD, I.Block))
      continue;
    unsigned DB = F.Insts[D].Block;
    // A test of the sampled mask itself (cooperative groups' `mask ==
    // 0xffffffff` fast path) does not split the lanes that sampled it
    // together: they all hold the same value.
    auto OnMaskOnly = [&](int G) {
      if (G < 0 || F.uniqueDef(G) < 0)
        return false;
      const Inst &P = F.Insts[F.uniqueDef(G)];
      if (P.opcode() != "setp" || P.S->Operands.size() != 3)
        return false;
      for (unsigned J = 1; J <= 2; ++J) {
        const Expr *E = P.S->Operands[J];
        if (!evalConstExpr(E) && activeMaskDef(FA.Ctx, F, E) != static_cast<int>(D))
          return false;
      }
      return true;
    };
    // The mask the use reads is the last sample before it: a branch counts
    // only on a path from the sample to the use that does not sample again
    // (the loop test after a use that samples its own mask each round
    // splits lanes before the next sample, not before this use).
    if (DB == I.Block && D < K)
      continue;
    auto ReachesAvoiding = [&](unsigned From, unsigned To) {
      std::vector<bool> Seen(F.numBlocks(), false);
      llvm::SmallVector<unsigned, 16> Work;
      for (unsigned S : F.Blocks[From].Succs)
        Work.push_back(S);
      while (!Work.empty()) {
        unsigned B = Work.pop_back_val();
        if (B == To)
          return true;
        if (Seen[B] || B == DB)
          continue;
        Seen[B] = true;
        for (unsigned S : F.Blocks[B].Succs)
          Work.push_back(S);
      }
      return false;
    };
    for (const ControlLiteral &L : CD->of(I.Block)) {
      if (L.Inst < 0 || FA.Uni.branchLevel(L.Block) != Level::Varying ||
          !Dom.dominates(DB, L.Block) || (DB == L.Block && D > static_cast<unsigned>(L.Inst)) ||
          OnMaskOnly(F.Insts[L.Inst].Guard))
        continue;
      if ((L.Block != DB && !ReachesAvoiding(DB, L.Block)) ||
          (L.Block != I.Block && !ReachesAvoiding(L.Block, I.Block)))
        continue;
      Diags.report(DiagId::WarpSyncMaskMaybe, I.S->Range)
          << ("the membermask of '" + SM.Name +
              "' is the active mask sampled before a branch that can split the lanes of a "
              "warp; lanes that took the other way are named in it but do not execute this "
              "instruction (sample __activemask() on this path, or use a __ballot_sync of the "
              "branch condition)");
      Diags.report(DiagId::NoteGeneric, F.Insts[D].S->Range) << "the mask is sampled here";
      Diags.report(DiagId::NoteGeneric, F.Insts[L.Inst].S->Range)
          << "the lanes can split at this branch";
      break;
    }
  }
  if (Cands.empty())
    return;
  const auto &Runs = FA.warps();

  GroupMasks Groups(FA, Dom);
  // The exact source lanes of a shuffle after a thread-dependent return:
  // true when no lane that runs it reads one that left (width-8 shuffles
  // inside rows that leave together).
  auto readsNoLeftLane = [&](const Inst &I, const CalleeOp *Op, unsigned Index) {
    if (!CD)
      CD = &FA.controlDeps();
    ThreadFormula TF(F, FA.Uni, FA.Values, FA.Ctx, FA.Shape);
    bool AllKnown = true;
    return readsLeftLaneAt(FA, Diags, *CD, I, Op, Index, TF, AllKnown).isUnsat();
  };

  for (const Cand &C : Cands) {
    const Inst &I = F.Insts[C.Index];
    std::string Name = C.Op ? C.Op->What : instName(I);
    // "executes 'shfl.sync...'" or "calls 'f', which executes 'shfl.sync...'"
    std::string Executes = C.Op ? "calls '" + C.Callee.str() + "', which executes '" + Name + "'"
                                : "executes '" + Name + "'";
    std::string Of = C.Op ? "'" + Name + "' (in '" + C.Callee.str() + "', called here)"
                          : "'" + Name + "'";
    auto NoteCallee = [&]() {
      if (C.Op)
        Diags.report(DiagId::NoteGeneric, C.Op->Where->Range)
            << ("the called function executes '" + Name + "' here" +
                (C.Op->Operand ? ", with the membermask the call passes as argument " +
                                     std::to_string(C.Op->Operand->Param + 1)
                               : std::string()));
    };
    // A partial last warp: a shuffle that reads a lane past the block.
    if (FA.Shape.BlockKind == LaunchShape::Exact && FA.Shape.Block.count() % 32 != 0) {
      if (!CD)
        CD = &FA.controlDeps();
      if (readsMissingLane(FA, Diags, *CD, I, C.Op, C.Index, C.Callee,
                           C.Op ? Name : std::string()))
        continue;
    }
    bool Reported = false, AnyUnknown = false;
    for (const WarpRun &R : Runs) {
      for (const WarpWorld &World : R.Worlds) {
        auto GIt = World.Groups.find(C.Index);
        // (a) an executing lane outside the mask. In a .func, which lanes
        // enter is up to its callers (the simulation lets the whole warp
        // in): checked at the calls instead, where a collective the callee
        // runs on every call is one of the call's operations.
        if (GIt != World.Groups.end() && F.F.IsEntry)
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
                    ") " + Executes + " but is not in its membermask " +
                    hexMask(C.Mask) + "; the behaviour is undefined");
            NoteCallee();
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
        // Names lane L, which `What` says of: the finding, the split and the callee.
        auto ReportLane = [&](unsigned L, const std::string &What) {
          bool Definite = R.definite();
          Diags.report(Definite ? DiagId::WarpSyncMask : DiagId::WarpSyncMaskMaybe, I.S->Range)
              << ("membermask " + hexMask(C.Mask) + " of " + Of + " names lane " +
                  std::to_string(L) + " (thread " + describeThread(R.Lanes[L]) + What +
                  (Definite ? "" : " (for some parameter values)"));
          int Br = FA.Uni.controllingBranch(I.Block, Level::Varying);
          if (Br >= 0)
            Diags.report(DiagId::NoteGeneric, F.Insts[Br].S->Range)
                << "the lanes split at this branch";
          NoteCallee();
          Reported = true;
        };
        uint32_t Missing = C.Mask & R.Exists & ~*Exec;
        if (!Missing) {
          // (c) Every named lane executes it, but not as often: a lane's
          // last run waits for a named lane that runs it fewer times and
          // has not left the kernel by then (lanes 0 and 31 skip the odd
          // phases of an odd-even transposition loop that nvcc -G keeps
          // rolled: one instruction, run 32 times by lanes 1-30 and 16 by
          // the end lanes). Only for a world simulated to its end (no cut,
          // counts not saturated) and an unguarded instruction (the
          // counts are taken before the guard).
          auto CIt = World.Count.find(C.Index);
          auto AIt = World.LastAlive.find(C.Index);
          if (I.Guard >= 0 || !World.Cuts.empty() || CIt == World.Count.end() ||
              AIt == World.LastAlive.end())
            continue;
          const auto &Cnt = CIt->second;
          int Many = -1, Few = -1;
          for (unsigned A = 0; A < 32 && Many < 0; ++A) {
            if (!(C.Mask & *Exec >> A & 1) || Cnt[A] == UINT16_MAX)
              continue;
            for (unsigned Bl = 0; Bl < 32; ++Bl)
              if ((C.Mask & R.Exists & AIt->second[A]) >> Bl & 1 && Cnt[Bl] < Cnt[A]) {
                Many = static_cast<int>(A);
                Few = static_cast<int>(Bl);
                break;
              }
          }
          if (Many < 0)
            continue;
          ReportLane(static_cast<unsigned>(Few),
                     "), which executes it " + std::to_string(Cnt[Few]) + " times, while lane " +
                         std::to_string(Many) + " executes it " + std::to_string(Cnt[Many]) +
                         " times: its last one waits for a thread that does not come");
          continue;
        }
        unsigned L = llvm::countTrailingZeros(Missing);
        ReportLane(L, "), which never executes it, while lane " +
                          std::to_string(llvm::countTrailingZeros(*Exec)) +
                          " does: the instruction waits for a thread that does not come");
      }
    }
    if (Reported || !AnyUnknown)
      continue;
    Level Ctl = maxLevel(FA.Uni.controlLevel(I.Block),
                         I.Guard >= 0 ? FA.Uni.reg(I.Guard) : Level::Uniform);
    // For a collective inside a called helper, only when the split is
    // computed from the thread ids themselves, or from each thread's own
    // data: thread-dependence inferred through the stack (nvcc -G's slots
    // written by constructors) is too coarse to warn about a helper every
    // cooperative-groups kernel calls.
    int SplitBr = -1;
    if (C.Op) {
      // A predicate computed from the thread ids that takes both values
      // within one simulated warp.
      auto Splits = [&](int G) {
        if (G < 0 || FA.Uni.reg(G) != Level::Varying ||
            !directThreadValue(F, G, 0, /*NoParams=*/false, &FA.Uni))
          return false;
        for (const WarpRun &R : Runs) {
          bool Seen[2] = {false, false};
          for (unsigned L = 0; L < 32; ++L) {
            if (!(R.Exists >> L & 1))
              continue;
            FA.Eval.setThread(R.Lanes[L]);
            auto V = FA.Eval.reg(G);
            // Arithmetic on the thread ids and kernel parameters (`lane <
            // n % 32`): the lanes split for some parameter values, as for
            // an inline collective.
            if (!V)
              return true;
            Seen[*V ? 1 : 0] = true;
          }
          if (Seen[0] && Seen[1])
            return true;
        }
        return false;
      };
      // Or a condition on each thread's own data (loaded through an
      // address computed from the thread ids), as for an inline collective.
      auto OnData = [&](int G) {
        unsigned Loads = 0;
        if (!CD)
          CD = &FA.controlDeps();
        DataControlScope Scope(*CD, &FA.Uni);
        return G >= 0 && FA.Uni.reg(G) == Level::Varying && dataThreadValue(F, G, 0, Loads) &&
               Loads > 0;
      };
      bool Direct = Splits(I.Guard) || OnData(I.Guard);

      if (!Direct) {
        if (!CD)
          CD = &FA.controlDeps();
        // A split whose skipping lanes leave the kernel at once (`if (i >=
        // n) return;`) does not count: exited lanes are not waited for
        // (unless the condition is on the thread ids and constants alone,
        // as in skippingLanesExit).
        auto ExitSkip = [&](unsigned B) {
          const BasicBlock &BB = F.Blocks[B];
          const Inst &T = F.Insts[BB.End - 1];
          return BB.Succs.size() == 2 && T.Guard >= 0 &&
                 !directThreadValue(F, T.Guard, 0, /*NoParams=*/true) &&
                 !threadOnlyExit(F, T, BB.Succs) &&
                 (leavesAtOnce(F, BB.Succs[0]) || leavesAtOnce(F, BB.Succs[1]));
        };
        // A shuffle that reads other lanes (below) does care about lanes
        // that left: their registers are undefined.
        bool Reads = readsOtherLanes(*C.Op->Where, [&](const Expr *E) {
          return calleeOperandConstant(FA, C.Index, *C.Op, E);
        });
        for (const ControlLiteral &L : CD->of(I.Block))
          if (!Direct && L.Inst >= 0 && (Reads || !ExitSkip(L.Block)) &&
              (Splits(F.Insts[L.Inst].Guard) || OnData(F.Insts[L.Inst].Guard))) {
            Direct = true;
            SplitBr = L.Inst;
          }
      }
      if (!Direct)
        continue;
    }
    // Lanes that skip the collective only by leaving the kernel are not
    // waited for (a guard on the collective itself is a skip, though).
    bool SkippersExit = false;
    if (Ctl == Level::Varying && (I.Guard < 0 || FA.Uni.reg(I.Guard) != Level::Varying)) {
      if (!CD)
        CD = &FA.controlDeps();
      SkippersExit = skippingLanesExit(F, FA.Uni, *CD, I.Block);
    }
    // Lanes that left the kernel are not waited for, but a shuffle that
    // reads a register of one gets an undefined value (PTX ISA shfl.sync:
    // "results are undefined if a thread sources a register from an
    // inactive thread"): `if (i >= n) return;` before a full-warp
    // butterfly or shfl.down reduction. Not for shfl.up (with the usual
    // tail exit, the lanes below a live lane live) nor a broadcast from
    // lane 0.
    if (Ctl == Level::Varying && C.Mask == 0xffffffffu && SkippersExit &&
        readsOtherLanes(C.Op ? *C.Op->Where : *I.S,
                        [&](const Expr *E) -> std::optional<uint64_t> {
                          if (C.Op)
                            return calleeOperandConstant(FA, C.Index, *C.Op, E);
                          return FA.Values.constant(E);
                        }) &&
        !Groups.fullWarpTested(I.Block) &&
        !sameInWarp(FA, Dom, CD, I, /*KeepLeaving=*/true) &&
        !readsPresentLowestLane(FA, Dom, I, C.Op, C.Index) &&
        !readsNoLeftLane(I, C.Op, C.Index)) {
      Diags.report(DiagId::WarpSyncMaskMaybe, I.S->Range)
          << (Of + " with the full membermask 0xffffffff runs after a thread-dependent "
              "return: in a warp some of whose lanes left, a lane reading the register of "
              "one that left gets an undefined value (PTX ISA shfl.sync); give the leaving "
              "lanes a neutral value and let them take part instead of returning");
      int Br = FA.Uni.controllingBranch(I.Block, Level::Varying);
      if (Br >= 0)
        Diags.report(DiagId::NoteGeneric, F.Insts[Br].S->Range)
            << "lanes leave the kernel here";
      NoteCallee();
      continue;
    }
    if (Ctl == Level::Varying && C.Mask == 0xffffffffu && !SkippersExit &&
        !Groups.fullWarpTested(I.Block) && !sameInWarp(FA, Dom, CD, I)) {
      Diags.report(DiagId::WarpSyncMaskMaybe, I.S->Range)
          << (Of + " with the full membermask 0xffffffff runs under a condition "
              "that can differ between the lanes of a warp; if some lanes skip it, the "
              "others wait for them (use __activemask() or a mask of the lanes that take "
              "this path)");
      int Br = SplitBr >= 0 ? SplitBr : FA.Uni.controllingBranch(I.Block, Level::Varying);
      if (Br >= 0)
        Diags.report(DiagId::NoteGeneric, F.Insts[Br].S->Range)
            << "this branch depends on the thread";
      NoteCallee();
    }
  }
}
