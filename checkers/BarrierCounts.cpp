//===- BarrierCounts.cpp - barrier-misuse: arrivals counted per id ----------===//
//
// The barrier-misuse rules that look at every instruction using one named
// barrier id together (PTX ISA 9.7.13.1: a barrier with a thread count
// completes when that many threads have arrived on its id, from any
// bar.sync, barrier.sync, bar.red or bar.arrive):
//  - a thread count larger than the number of threads of the block that can
//    ever arrive on that id (every instruction that may use it, ids
//    evaluated per thread on the simulated warps of an exact launch shape):
//    the barrier never completes;
//  - disjoint groups of threads that arrive on one constant id once per
//    round through different instructions (a bar.arrive and a bar.sync),
//    with nothing ordering them, more of them than the count: a phase
//    completes with a mix of the groups; also from different loops that
//    run in lockstep (same counter start and step, same uniform bound), on
//    the same id in each iteration (`1 + (b & 1)` in both);
//  - an id computed from the thread ids that, for some threads, is the id
//    of a whole-CTA barrier (`bar.sync tid.y >> 1, 64` and `bar.sync 0`);
//  - a bar.arrive and a bar.sync whose ids are computed (`3 + (k & 1)`) and
//    can take a common value, with different thread counts.
//
//===----------------------------------------------------------------------===//
#include "analyses/ControlDeps.h"
#include "analyses/Interproc.h"
#include "checkers/LoopCounters.h"
#include "checkers/CheckerContext.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallSet.h"
#include <functional>
#include <map>
#include <set>

using namespace ptx;

namespace {

/// Calling \p Fn may arrive on or wait at a named barrier (or it cannot be
/// seen into).
bool mayUseBarrier(const AnalysisContext &Ctx, const Function *Fn, unsigned Depth) {
  if (!Fn || !Fn->Body || Depth > 3)
    return true;
  const FunctionIR &IR = Ctx.calleeShape(*Fn);
  for (const Inst &I : IR.Insts)
    if (I.Kind == InstKind::CtaBarrier || I.Kind == InstKind::CtaArrive ||
        (I.Kind == InstKind::Call && mayUseBarrier(Ctx, calleeOf(Ctx, I), Depth + 1)))
      return true;
  return false;
}

/// Calling \p Fn may make the calling thread wait for others (or it cannot
/// be seen into): a barrier, an mbarrier wait, a loop (a spin on a flag) or
/// a call that may. `__threadfence_block()`, which nvcc -G keeps out of line
/// as a `membar.cta`, cannot.
bool mayWait(const AnalysisContext &Ctx, const Function *Fn, unsigned Depth) {
  if (!Fn || !Fn->Body || Depth > 3)
    return true;
  FunctionIR &IR = Ctx.calleeIR(*Fn);
  for (const Inst &I : IR.Insts) {
    if (I.Kind == InstKind::CtaBarrier || I.Kind == InstKind::CtaArrive ||
        I.Kind == InstKind::Mbarrier || I.opcode() == "barrier" || I.opcode() == "bar" ||
        (I.Kind == InstKind::Call && mayWait(Ctx, calleeOf(Ctx, I), Depth + 1)))
      return true;
    if (IR.inCycle(I.Block))
      return true;
  }
  return false;
}

using ValueSet = std::set<uint64_t>;

/// `x - (x * M >> s) * n`, the remainder nvcc computes for `x % n` of an
/// unsigned 32-bit x by multiplying with a magic number (`mul.wide.u32 p,
/// x, M; shr.u64 q, p, s; cvt.u32.u64; mul.lo.s32 m, q, n; sub.s32 r, x,
/// m`, or `mul.hi.u32` with a `shr.u32` of s - 32): \p XE and \p ME are the
/// sub's operands. The divisor n when M is a magic number for it (x * M >> s
/// equals x / n for every 32-bit x: 2^s <= M * n <= 2^s + 2^(s - 32)), and
/// the dividend's expression in \p X.
std::optional<uint64_t> magicRemainder(FunctionAnalyses &FA, const Expr *XE, const Expr *ME,
                                       const Expr *&X) {
  FunctionIR &F = FA.IR;
  auto DefOf = [&](const Expr *E) -> const Inst * {
    if (!E || E->K != Expr::Symbol)
      return nullptr;
    auto R = F.lookupReg(E->Name);
    int D = R ? F.uniqueDef(*R) : -1;
    return D >= 0 ? &F.Insts[D] : nullptr;
  };
  auto SameReg = [&](const Expr *A, const Expr *B) {
    if (!A || !B || A->K != Expr::Symbol || B->K != Expr::Symbol)
      return false;
    auto RA = F.lookupReg(A->Name), RB = F.lookupReg(B->Name);
    return RA && RB && *RA == *RB;
  };
  const Inst *Mul = DefOf(ME);
  if (!Mul || Mul->opcode() != "mul" || !Mul->hasMod(".lo") || Mul->S->Operands.size() != 3)
    return std::nullopt;
  const Expr *QE = nullptr;
  std::optional<uint64_t> N;
  for (unsigned A = 1; A <= 2 && !N; ++A)
    if ((N = FA.Values.constant(Mul->S->Operands[A])))
      QE = Mul->S->Operands[3 - A];
  if (!N || *N < 2 || *N > 0xffffffffu)
    return std::nullopt;
  // q = (x * M) >> s, through a cvt from 64 bits.
  const Inst *Q = DefOf(QE);
  if (Q && Q->opcode() == "cvt" && Q->S->Operands.size() == 2)
    Q = DefOf(Q->S->Operands[1]);
  if (!Q)
    return std::nullopt;
  uint64_t Shift = 0;
  const Inst *P = Q;
  if (Q->opcode() == "shr" && Q->S->Operands.size() == 3 && !Q->hasMod(".s32") &&
      !Q->hasMod(".s64")) {
    auto S = FA.Values.constant(Q->S->Operands[2]);
    if (!S || *S > 63)
      return std::nullopt;
    Shift = *S;
    P = DefOf(Q->S->Operands[1]);
  }
  if (!P || P->opcode() != "mul" || !P->hasMod(".u32") || P->S->Operands.size() != 3)
    return std::nullopt;
  if (P->hasMod(".hi"))
    Shift += 32;
  else if (!P->hasMod(".wide"))
    return std::nullopt;
  std::optional<uint64_t> M;
  for (unsigned A = 1; A <= 2 && !M; ++A) {
    auto C = FA.Values.constant(P->S->Operands[A]);
    if (C && SameReg(P->S->Operands[3 - A], XE)) {
      M = C;
      X = P->S->Operands[3 - A];
    }
  }
  if (!M || Shift < 32 || Shift > 95)
    return std::nullopt;
  unsigned __int128 MN = static_cast<unsigned __int128>(*M & 0xffffffffu) * *N;
  unsigned __int128 Lo = static_cast<unsigned __int128>(1) << Shift;
  unsigned __int128 Hi = Lo + (static_cast<unsigned __int128>(1) << (Shift - 32));
  if (MN < Lo || MN > Hi)
    return std::nullopt;
  // The two reads of x see the same value: its only write, or both in one
  // block with no write between them.
  auto R = F.lookupReg(XE->Name);
  if (!R)
    return std::nullopt;
  if (F.uniqueDef(*R) < 0) {
    unsigned PI = static_cast<unsigned>(P - F.Insts.data());
    const Inst *Sub = nullptr; // the sub, which reads XE
    for (unsigned K = PI + 1; K < F.Insts.size() && F.Insts[K].Block == P->Block; ++K) {
      for (const Expr *O : F.Insts[K].S->Operands)
        if (O == XE)
          Sub = &F.Insts[K];
      if (Sub)
        break;
      for (const RegRef &D : F.Insts[K].Defs)
        if (D.Reg == *R)
          return std::nullopt;
    }
    if (!Sub)
      return std::nullopt;
  }
  return N;
}

/// The values a barrier-id operand can take, when a few (at most 16) are
/// found by following its definitions: constants, copies, sums, `x & m`
/// with a small mask m (every subset of m's bits when x is unknown, a loop
/// counter's parity), `x % c`, selp. nullopt when unknown. With \p At (the
/// barrier instruction) and the function's control dependences \p CD, an id
/// the thread ids decide is evaluated in every thread that runs it. With
/// \p PerThread, every value the evaluator knows in the thread FA.Eval is
/// set to (`2 * (tid / 64) + 1`) is that one value there, and the rest of the
/// id combines with it as above.
std::optional<ValueSet> idValues(FunctionAnalyses &FA, const Expr *E, unsigned Depth,
                                 llvm::SmallSet<unsigned, 8> &Open, int At = -1,
                                 const ControlDeps *CD = nullptr, bool ThreadAtoms = false,
                                 bool PerThread = false) {
  if (!E || Depth > 12)
    return std::nullopt;
  if (auto K = FA.Values.constant(E))
    return ValueSet{*K & 0xffffffffu};
  if (PerThread)
    if (auto K = FA.Eval.expr(E))
      return ValueSet{*K & 0xffffffffu};
  if (E->K == Expr::Paren && E->Sub.size() == 1)
    return idValues(FA, E->Sub[0], Depth + 1, Open);
  if (E->K != Expr::Symbol)
    return std::nullopt;
  FunctionIR &F = FA.IR;
  auto R = F.lookupReg(E->Name);
  // A function of the thread ids (`1 + threadIdx.x / 128`, a warpgroup's
  // own id) under an exact launch shape: its value in every thread that
  // runs the barrier (instruction At: its guard and the thread-dependent
  // branches that decide whether it runs, each evaluated per thread;
  // unknown when one of them cannot be).
  // With ThreadAtoms, also a term of the id that is such a function (the
  // warp group's `tid / 128` in `1 + 4 * (k & 3) + tid / 128`), combined
  // with the values of the other terms as the definitions below combine
  // them (every pairing: an over-approximation when terms are correlated).
  if ((Depth == 0 || ThreadAtoms) && At >= 0 && CD && R && !F.Regs[*R].IsParam &&
      FA.Shape.BlockKind == LaunchShape::Exact && FA.Uni.reg(*R) != Level::Uniform) {
    const Dim3 &B = FA.Shape.Block;
    uint64_t N = B.V[0] * B.V[1] * B.V[2];
    const Inst &AtI = F.Insts[At];
    llvm::SmallVector<std::pair<const Inst *, bool>, 4> Conds; // guard must be this
    if (AtI.isGuarded())
      Conds.push_back({&AtI, true});
    bool Known = true;
    for (const ControlLiteral &L : CD->of(AtI.Block)) {
      if (L.Inst < 0)
        continue;
      const Inst &T = F.Insts[L.Inst];
      if (T.Guard < 0 || FA.Uni.reg(static_cast<unsigned>(T.Guard)) == Level::Uniform)
        continue;
      if (!L.Literal)
        Known = false;
      Conds.push_back({&T, L.Taken});
    }
    if (Known && N && N <= 1024) {
      ThreadEval TE(F, FA.Shape);
      ValueSet Out;
      bool All = true;
      for (uint64_t Z = 0; Z < B.V[2] && All; ++Z)
        for (uint64_t Y = 0; Y < B.V[1] && All; ++Y)
          for (uint64_t X = 0; X < B.V[0] && All; ++X) {
            TE.setThread({X, Y, Z});
            bool Runs = true;
            for (auto [T, Want] : Conds) {
              auto G = TE.guard(*T);
              if (!G)
                All = false;
              else if (*G != Want)
                Runs = false;
            }
            if (!All || !Runs)
              continue;
            auto V = TE.reg(*R);
            if (!V)
              All = false;
            else
              Out.insert(*V & 0xffffffffu);
            if (Out.size() > 16)
              All = false;
          }
      if (All && !Out.empty())
        return Out;
    }
  }
  if (!R || F.Regs[*R].IsParam || F.defsOf(*R).empty() || Open.count(*R))
    return std::nullopt;
  Open.insert(*R);
  auto Done = [&](std::optional<ValueSet> V) {
    Open.erase(*R);
    if (V && (V->empty() || V->size() > 16))
      return std::optional<ValueSet>();
    return V;
  };
  ValueSet Out;
  for (unsigned D : F.defsOf(*R)) {
    const Inst &I = F.Insts[D];
    auto Ops = I.S->Operands;
    llvm::StringRef Op = I.opcode();
    auto Sub = [&](unsigned K) {
      return ThreadAtoms ? idValues(FA, Ops[K], Depth + 1, Open, At, CD, true)
             : PerThread ? idValues(FA, Ops[K], Depth + 1, Open, -1, nullptr, false, true)
                         : idValues(FA, Ops[K], Depth + 1, Open);
    };
    std::optional<ValueSet> V;
    if ((Op == "mov" || Op == "cvt") && Ops.size() == 2) {
      V = Sub(1);
    } else if ((Op == "add" || Op == "sub" || Op == "mul" || Op == "shl" || Op == "or" ||
                Op == "xor") &&
               Ops.size() == 3 && !I.hasMod(".sat") && !I.hasMod(".hi") && !I.hasMod(".wide")) {
      auto A = Sub(1), B = Sub(2);
      // `x % n` as nvcc computes it for a constant n (a ring's stage
      // `k % STAGES`): every remainder when x is unknown.
      const Expr *X = nullptr;
      std::optional<uint64_t> N;
      if (Op == "sub" && !B && (N = magicRemainder(FA, Ops[1], Ops[2], X)) && *N <= 16) {
        V.emplace();
        if (auto XV = A ? A : idValues(FA, X, Depth + 1, Open))
          for (uint64_t Y : *XV)
            V->insert(Y % *N);
        else
          for (uint64_t Y = 0; Y < *N; ++Y)
            V->insert(Y);
      } else if (A && B && A->size() * B->size() <= 64) {
        V.emplace();
        for (uint64_t X : *A)
          for (uint64_t Y : *B) {
            uint64_t Z = Op == "add"   ? X + Y
                         : Op == "sub" ? X - Y
                         : Op == "mul" ? X * Y
                         : Op == "shl" ? (Y < 32 ? X << Y : 0)
                         : Op == "or"  ? (X | Y)
                                       : (X ^ Y);
            V->insert(Z & 0xffffffffu);
          }
      }
    } else if (Op == "and" && Ops.size() == 3) {
      for (unsigned A = 1; A <= 2 && !V; ++A) {
        auto M = FA.Values.constant(Ops[A]);
        if (!M)
          continue;
        uint64_t Mask = *M & 0xffffffffu;
        if (auto X = Sub(3 - A)) {
          V.emplace();
          for (uint64_t Y : *X)
            V->insert(Y & Mask);
        } else if (Mask < 16) {
          V.emplace();
          for (uint64_t S = Mask;; S = (S - 1) & Mask) {
            V->insert(S);
            if (S == 0)
              break;
          }
        }
      }
    } else if (Op == "rem" && Ops.size() == 3 &&
               (I.hasMod(".u32") ||
                // `k % STAGES` of a signed counter from 0: never negative.
                (I.hasMod(".s32") && nonNegativeCounter(F, FA.Values, Ops[1])))) {
      auto C = FA.Values.constant(Ops[2]);
      if (C && *C > 0 && *C <= 16) {
        if (auto X = Sub(1)) {
          V.emplace();
          for (uint64_t Y : *X)
            V->insert(Y % *C);
        } else {
          V.emplace();
          for (uint64_t Y = 0; Y < *C; ++Y)
            V->insert(Y);
        }
      }
    } else if (Op == "selp" && Ops.size() == 4) {
      auto A = Sub(1), B = Sub(2);
      if (A && B) {
        V = *A;
        V->insert(B->begin(), B->end());
      }
    } else if (Op == "ld" && I.hasMod(".param") && !I.S->Guard) {
      // The result of an out-of-line helper that returns an affine function
      // of its arguments (nvcc -G's `RingIds<6>::empty(s)`, `14 + s`): that
      // function of the values each argument can take.
      if (auto RF = callResultForm(F, FA.Ctx, D); RF && RF->KeepBits >= 32) {
        V = ValueSet{static_cast<uint64_t>(RF->Const) & 0xffffffffu};
        for (const CallResultForm::Term &T : RF->Terms) {
          auto A = idValues(FA, T.Value, Depth + 1, Open);
          if (!A || A->size() * V->size() > 64) {
            V.reset();
            break;
          }
          ValueSet Sum;
          for (uint64_t X : *V)
            for (uint64_t Y : *A)
              Sum.insert((X + Y * static_cast<uint64_t>(T.Scale)) & 0xffffffffu);
          V = std::move(Sum);
        }
      }
    }
    if (!V)
      return Done(std::nullopt);
    Out.insert(V->begin(), V->end());
    if (Out.size() > 16)
      return Done(std::nullopt);
  }
  return Done(Out);
}

/// The blocks of the innermost natural loop around block BK (a back edge
/// X -> H with H dominating X; its body is H plus what reaches X without
/// passing H), when that loop has one latch and BK dominates it (BK runs
/// on every iteration); its header and latch.
static std::optional<std::vector<bool>> innermostOneLatchLoop(FunctionIR &F,
                                                              const DomTree &Dom,
                                                              unsigned BK,
                                                              unsigned &Header,
                                                              unsigned &Latch) {
  const unsigned NB = F.numBlocks();
  std::optional<std::vector<bool>> Best;
  unsigned BestSize = 0;
  for (unsigned X = 0; X < NB; ++X) {
    if (!F.Blocks[X].Reachable)
      continue;
    for (unsigned H : F.Blocks[X].Succs) {
      if (H >= NB || !Dom.dominates(H, X))
        continue;
      std::vector<bool> Body(NB, false);
      Body[H] = true;
      llvm::SmallVector<unsigned, 16> Work;
      if (!Body[X]) {
        Body[X] = true;
        Work.push_back(X);
      }
      while (!Work.empty()) {
        unsigned Y = Work.pop_back_val();
        for (unsigned P : F.Blocks[Y].Preds)
          if (P < NB && !Body[P]) {
            Body[P] = true;
            Work.push_back(P);
          }
      }
      if (!Body[BK])
        continue;
      unsigned Size = llvm::count(Body, true);
      if (!Best || Size < BestSize) {
        Best = std::move(Body);
        BestSize = Size;
        Header = H;
        Latch = X;
      }
    }
  }
  if (!Best)
    return std::nullopt;
  unsigned Latches = 0;
  for (unsigned P : F.Blocks[Header].Preds)
    Latches += P < NB && (*Best)[P];
  if (Latches != 1 || !Dom.dominates(BK, Latch))
    return std::nullopt;
  return Best;
}

/// A barrier instruction in a counted loop `for (c = I; c < n; c += S)`
/// (either shape: tested at the top as nvcc -G leaves it, or rotated with
/// the test in the latch as optimised builds do), run once per iteration.
struct LockstepLoop {
  /// Equal keys: the instructions run equally often in every launch, the
  /// i-th time on the same barrier id. The key holds the loop's bound (one
  /// register or parameter, CTA-uniform, set before the loop, or a
  /// constant), how many times the instruction runs for several values of
  /// the bound, and the id in the first iterations.
  std::string Key;
  std::vector<bool> Body; ///< the blocks of the loop
};

std::optional<LockstepLoop> lockstepLoop(FunctionAnalyses &FA, const DomTree &Dom, unsigned K,
                                         const Expr *IdE) {
  FunctionIR &F = FA.IR;
  const Inst &BI = F.Insts[K];
  const unsigned BK = BI.Block, NB = F.numBlocks();
  if (BI.Guard >= 0 || !F.inCycle(BK))
    return std::nullopt;
  // One latch; BK on every iteration (it dominates the latch) and in no
  // inner loop (the innermost loop around it is this one).
  unsigned Header = 0, Latch = 0;
  auto Best = innermostOneLatchLoop(F, Dom, BK, Header, Latch);
  if (!Best)
    return std::nullopt;
  const std::vector<bool> &Body = *Best;
  // One way out: a conditional branch at the end of block T, on every
  // iteration; no return or exit inside.
  std::optional<unsigned> T;
  for (unsigned Y = 0; Y < NB; ++Y) {
    if (!Body[Y])
      continue;
    if (F.Blocks[Y].ExitsFunction)
      return std::nullopt;
    for (unsigned S : F.Blocks[Y].Succs)
      if (S >= NB || !Body[S]) {
        if (T && *T != Y)
          return std::nullopt;
        T = Y;
      }
  }
  if (!T || !Dom.dominates(*T, Latch) || F.Blocks[*T].End == F.Blocks[*T].Begin)
    return std::nullopt;
  const unsigned TI = F.Blocks[*T].End - 1;
  const Inst &Br = F.Insts[TI];
  if (Br.Kind != InstKind::Branch || Br.Guard < 0 || Br.S->Operands.size() != 1 ||
      Br.S->Operands[0]->K != Expr::Symbol)
    return std::nullopt;
  auto Target = F.resolveLabel(Br.Scope, Br.S->Operands[0]->Name);
  if (!Target || *Target >= F.Insts.size())
    return std::nullopt;
  const bool StayWhenTaken = Body[F.Insts[*Target].Block];
  // Instruction A runs before B in an iteration (both on its path).
  auto Before = [&](unsigned A, unsigned B) {
    unsigned BA = F.Insts[A].Block, BB = F.Insts[B].Block;
    return BA == BB ? A < B : Dom.dominates(BA, BB);
  };
  // The branch is taken when the setp's result is Want.
  bool Want = !Br.GuardNeg;
  int P = F.uniqueDef(Br.Guard);
  for (unsigned Steps = 0; P >= 0 && Steps < 4 && F.Insts[P].opcode() == "not"; ++Steps) {
    if (F.Insts[P].Uses.size() != 1)
      return std::nullopt;
    Want = !Want;
    P = F.uniqueDef(F.Insts[P].Uses[0].Reg);
  }
  if (P < 0)
    return std::nullopt;
  const Inst &Setp = F.Insts[P];
  if (Setp.opcode() != "setp" || Setp.Defs.size() != 1 || Setp.S->Operands.size() != 3 ||
      Setp.S->Mods.size() != 2 || !Body[Setp.Block] || !Before(P, TI))
    return std::nullopt;
  llvm::StringRef Cmp = Setp.S->Mods[0].Text, Ty = Setp.S->Mods[1].Text;
  const bool Signed = Ty.startswith(".s");
  unsigned Bits = Ty.endswith("64") ? 64 : Ty.endswith("32") ? 32 : 0;
  if (!Bits || !(Signed || Ty.startswith(".u") || Ty.startswith(".b")))
    return std::nullopt;

  // The counter: a register with one write before the loop (a constant)
  // and one in it, every iteration, `X = X + S` (through copies).
  auto RegOf = [&](const Expr *E) -> std::optional<unsigned> {
    while (E && E->K == Expr::Paren && E->Sub.size() == 1)
      E = E->Sub[0];
    if (!E || E->K != Expr::Symbol)
      return std::nullopt;
    auto R = F.lookupReg(E->Name);
    if (!R || F.Regs[*R].IsParam)
      return std::nullopt;
    return R;
  };
  // Follow unique in-loop copies and constant adds from E to a register
  // with two writes.
  std::optional<unsigned> X;
  for (const Expr *E : {Setp.S->Operands[1], Setp.S->Operands[2]}) {
    for (unsigned Depth = 0; Depth < 8 && E && !X; ++Depth) {
      auto R = RegOf(E);
      if (!R)
        break;
      if (F.defsOf(*R).size() == 2) {
        X = R;
        break;
      }
      int D = F.uniqueDef(*R);
      if (D < 0 || !Body[F.Insts[D].Block])
        break;
      const Inst &DI = F.Insts[D];
      llvm::StringRef Op = DI.opcode();
      if ((Op == "mov" || Op == "cvt" || Op == "add" || Op == "sub") && DI.S->Operands.size() >= 2)
        E = DI.S->Operands[1];
      else
        break;
    }
    if (X)
      break;
  }
  if (!X)
    return std::nullopt;
  std::optional<int64_t> Init, Step;
  int StepAt = -1;
  for (unsigned D : F.defsOf(*X)) {
    const Inst &DI = F.Insts[D];
    if (DI.S->Guard)
      return std::nullopt;
    auto Ops = DI.S->Operands;
    if (!Body[DI.Block]) {
      if (DI.opcode() != "mov" || Ops.size() != 2)
        return std::nullopt;
      auto C = FA.Values.constant(Ops[1]);
      if (!C)
        return std::nullopt;
      Init = static_cast<int64_t>(static_cast<int32_t>(*C));
      continue;
    }
    // In the loop: X = X + S, or X = Z with Z = Y + S, Y = X (copies).
    StepAt = static_cast<int>(D);
    const Inst *AddI = &DI;
    if (DI.opcode() == "mov" && Ops.size() == 2) {
      auto Z = RegOf(Ops[1]);
      int ZD = Z ? F.uniqueDef(*Z) : -1;
      if (ZD < 0 || !Body[F.Insts[ZD].Block])
        return std::nullopt;
      AddI = &F.Insts[ZD];
    }
    if (AddI->opcode() != "add" || AddI->S->Operands.size() != 3 || AddI->hasMod(".sat"))
      return std::nullopt;
    auto S = evalConstExpr(AddI->S->Operands[2]);
    auto Y = RegOf(AddI->S->Operands[1]);
    if (!S || *S <= 0 || !Y)
      return std::nullopt;
    if (*Y != *X) {
      int YD = F.uniqueDef(*Y);
      if (YD < 0 || !Body[F.Insts[YD].Block] || F.Insts[YD].opcode() != "mov" ||
          RegOf(F.Insts[YD].S->Operands[1]) != X || !Before(YD, D))
        return std::nullopt;
    }
    Step = *S;
  }
  if (!Init || !Step || StepAt < 0 || !Dom.dominates(F.Insts[StepAt].Block, Latch))
    return std::nullopt;

  // The value of E read at instruction At in iteration I: a constant or a
  // function of the counter (nullopt for anything else).
  std::function<std::optional<int64_t>(const Expr *, unsigned, unsigned, unsigned)> Val =
      [&](const Expr *E, unsigned At, unsigned I, unsigned Depth) -> std::optional<int64_t> {
    if (!E || Depth > 12)
      return std::nullopt;
    if (auto C = FA.Values.constant(E))
      return static_cast<int64_t>(static_cast<int32_t>(*C));
    auto R = RegOf(E);
    if (!R)
      return std::nullopt;
    if (*R == *X)
      return *Init + *Step * static_cast<int64_t>(I + (Before(StepAt, At) ? 1 : 0));
    int D = F.uniqueDef(*R);
    if (D < 0 || !Body[F.Insts[D].Block])
      return std::nullopt;
    const Inst &DI = F.Insts[D];
    auto Ops = DI.S->Operands;
    llvm::StringRef Op = DI.opcode();
    if ((Op == "mov" || Op == "cvt") && Ops.size() == 2)
      return Val(Ops[1], D, I, Depth + 1);
    if (Ops.size() != 3 || DI.hasMod(".hi") || DI.hasMod(".wide") || DI.hasMod(".sat"))
      return std::nullopt;
    auto A = Val(Ops[1], D, I, Depth + 1), B = Val(Ops[2], D, I, Depth + 1);
    if (!A || !B)
      return std::nullopt;
    if (Op == "add")
      return *A + *B;
    if (Op == "sub")
      return *A - *B;
    if (Op == "mul")
      return *A * *B;
    if (Op == "and")
      return *A & *B;
    if (Op == "or")
      return *A | *B;
    if (Op == "xor")
      return *A ^ *B;
    if ((Op == "shl" || Op == "shr") && *B >= 0 && *B < 32)
      return Op == "shl" ? *A << *B : *A >> *B;
    return std::nullopt;
  };

  // The bound: the other operand, a constant or a CTA-uniform register set
  // once before the loop (copies followed; a parameter load named by its
  // address).
  const bool CounterLeft = Val(Setp.S->Operands[1], P, 0, 0).has_value();
  const Expr *CtrE = Setp.S->Operands[CounterLeft ? 1 : 2];
  const Expr *BoundE = Setp.S->Operands[CounterLeft ? 2 : 1];
  if (!Val(CtrE, P, 0, 0))
    return std::nullopt;
  std::string Bound;
  if (auto C = FA.Values.constant(BoundE)) {
    Bound = "k" + std::to_string(*C);
  } else {
    const Expr *E = BoundE;
    for (unsigned Depth = 0; Depth < 8 && Bound.empty(); ++Depth) {
      auto R = RegOf(E);
      if (!R)
        return std::nullopt;
      int D = F.uniqueDef(*R);
      if (D < 0 || Body[F.Insts[D].Block] || FA.Uni.reg(*R) != Level::Uniform)
        return std::nullopt;
      const Inst &DI = F.Insts[D];
      if ((DI.opcode() == "mov" || DI.opcode() == "cvt") && DI.S->Operands.size() == 2 &&
          RegOf(DI.S->Operands[1])) {
        E = DI.S->Operands[1];
        continue;
      }
      const Expr *A = DI.S->Operands.size() == 2 ? DI.S->Operands[1] : nullptr;
      if (DI.opcode() == "ld" && DI.hasMod(".param") && A && A->K == Expr::Address &&
          A->Sub.size() == 1 && A->Sub[0]->K == Expr::Symbol)
        Bound = "p" + A->Sub[0]->Name.str();
      else
        Bound = "r" + std::to_string(*R);
    }
    if (Bound.empty())
      return std::nullopt;
  }
  // Runs of the instruction for bounds from -1 to 40 (at most 64 counted).
  auto Holds = [&](int64_t A, int64_t B) {
    if (Bits == 32) {
      A = Signed ? static_cast<int32_t>(A) : static_cast<int64_t>(static_cast<uint32_t>(A));
      B = Signed ? static_cast<int32_t>(B) : static_cast<int64_t>(static_cast<uint32_t>(B));
    }
    bool U = !Signed && Bits == 64;
    uint64_t UA = A, UB = B;
    if (!CounterLeft)
      std::swap(A, B), std::swap(UA, UB);
    if (Cmp == ".lt" || Cmp == ".lo")
      return U ? UA < UB : A < B;
    if (Cmp == ".le" || Cmp == ".ls")
      return U ? UA <= UB : A <= B;
    if (Cmp == ".gt" || Cmp == ".hi")
      return U ? UA > UB : A > B;
    if (Cmp == ".ge" || Cmp == ".hs")
      return U ? UA >= UB : A >= B;
    if (Cmp == ".eq")
      return A == B;
    return A != B; // .ne (others rejected below)
  };
  static const llvm::StringRef Cmps[] = {".lt", ".lo", ".le", ".ls", ".gt",
                                         ".hi", ".ge", ".hs", ".eq", ".ne"};
  if (!llvm::is_contained(Cmps, Cmp))
    return std::nullopt;
  const bool RunsBeforeTest = Before(K, TI);
  std::string Key = Bound + "|";
  std::vector<int64_t> Samples{-1, 0, 1, 2, 3, 4, 5, 7, 8, 16, 33, 40};
  if (Bound[0] == 'k')
    Samples = {static_cast<int64_t>(static_cast<int32_t>(std::stoull(Bound.substr(1))))};
  for (int64_t B : Samples) {
    unsigned Runs = 0;
    for (unsigned I = 0; I < 64; ++I) {
      auto V = Val(CtrE, P, I, 0);
      if (!V)
        return std::nullopt;
      bool Stay = (Holds(*V, B) == Want) == StayWhenTaken;
      if (RunsBeforeTest || Stay)
        ++Runs;
      if (!Stay)
        break;
    }
    Key += std::to_string(Runs) + ",";
  }
  // The id in the first iterations.
  Key += "|";
  for (unsigned I = 0; I < 8; ++I) {
    auto V = Val(IdE, K, I, 0);
    if (!V)
      return std::nullopt;
    Key += std::to_string(*V & 0xffffffff) + ",";
  }
  return LockstepLoop{Key, Body};
}

/// How many times a thread that takes the path to \p Members runs them in
/// total when register \p BoundReg (CTA-uniform, set once outside loops)
/// holds \p B: the function is run from its entry on the values that follow
/// from constants and B (32-bit integers and predicates). nvcc's unroll by
/// four plus a remainder loop (`rem = n & 3`, the unrolled loop entered when
/// `n - 1 >= 3`, the remainder loop when `rem != 0`) is followed through
/// both loops, its copies counted together. A branch it cannot decide is
/// passed when it lies outside loops before the first member and only one
/// side can still reach a member (the thread's role), or when neither arm up
/// to the branch's immediate post-dominator holds a member or an exit (an
/// `if (i < n)` around a store, a per-thread inner loop: the registers the
/// arms write become unknown); anything else gives none.
std::optional<unsigned> countedRuns(FunctionAnalyses &FA, const llvm::DenseSet<unsigned> &Members,
                                    const std::vector<bool> &ReachesMember, unsigned BoundReg,
                                    int64_t B) {
  FunctionIR &F = FA.IR;
  const unsigned NB = F.numBlocks();
  llvm::DenseMap<unsigned, uint32_t> Env;
  auto Small = [&](unsigned R) {
    llvm::StringRef T = F.Regs[R].Type;
    return T == ".pred" || T.endswith("32");
  };
  auto Value = [&](const Expr *E) -> std::optional<uint32_t> {
    while (E && E->K == Expr::Paren && E->Sub.size() == 1)
      E = E->Sub[0];
    if (!E)
      return std::nullopt;
    if (E->K == Expr::Symbol) {
      auto R = F.lookupReg(E->Name);
      if (!R)
        return std::nullopt;
      auto It = Env.find(*R);
      if (It == Env.end())
        return std::nullopt;
      return It->second;
    }
    if (auto C = evalConstExpr(E))
      return static_cast<uint32_t>(*C);
    return std::nullopt;
  };
  auto Forget = [&](const Inst &I) {
    for (const RegRef &D : I.Defs)
      Env.erase(D.Reg);
  };
  // One instruction's effect on Env.
  auto Step = [&](const Inst &I) {
    if (I.Defs.size() != 1 || !Small(I.Defs[0].Reg) || I.hasMod(".u64") || I.hasMod(".s64") ||
        I.hasMod(".b64") || I.hasMod(".hi") || I.hasMod(".wide") || I.hasMod(".sat") ||
        I.hasMod(".cc")) {
      Forget(I);
      return;
    }
    const unsigned D = I.Defs[0].Reg;
    if (D == BoundReg) {
      Env[D] = static_cast<uint32_t>(B);
      return;
    }
    auto Ops = I.S->Operands;
    llvm::StringRef Op = I.opcode();
    std::optional<uint32_t> V;
    if (Op == "mov" && Ops.size() == 2) {
      V = Value(Ops[1]);
    } else if (Op == "not" && Ops.size() == 2) {
      if (auto A = Value(Ops[1]))
        V = F.Regs[D].Type == ".pred" ? (*A ? 0 : 1) : ~*A;
    } else if (Op == "neg" && Ops.size() == 2 && !I.hasMod(".f32")) {
      if (auto A = Value(Ops[1]))
        V = 0u - *A;
    } else if (Op == "setp" && Ops.size() == 3 && I.S->Mods.size() == 2) {
      llvm::StringRef Cmp = I.S->Mods[0].Text, Ty = I.S->Mods[1].Text;
      auto A = Value(Ops[1]), C = Value(Ops[2]);
      if (A && C && Ty.endswith("32")) {
        bool S = Ty.startswith(".s");
        int64_t X = S ? static_cast<int32_t>(*A) : static_cast<int64_t>(*A);
        int64_t Y = S ? static_cast<int32_t>(*C) : static_cast<int64_t>(*C);
        if (Cmp == ".lt" || Cmp == ".lo")
          V = X < Y;
        else if (Cmp == ".le" || Cmp == ".ls")
          V = X <= Y;
        else if (Cmp == ".gt" || Cmp == ".hi")
          V = X > Y;
        else if (Cmp == ".ge" || Cmp == ".hs")
          V = X >= Y;
        else if (Cmp == ".eq")
          V = X == Y;
        else if (Cmp == ".ne")
          V = X != Y;
      }
    } else if (Ops.size() == 3) {
      auto A = Value(Ops[1]), C = Value(Ops[2]);
      if (A && C)
        V = evalIntBinary32(I, *A, *C);
    }
    if (V)
      Env[D] = *V;
    else
      Env.erase(D);
  };
  unsigned Runs = 0, Budget = 40000;
  unsigned Blk = 0;
  while (true) {
    if (Blk >= NB || !F.Blocks[Blk].Reachable)
      return std::nullopt;
    if (!ReachesMember[Blk])
      return Runs; // this thread runs no member any more
    const BasicBlock &BB = F.Blocks[Blk];
    std::optional<unsigned> Next;
    bool Jumped = false;
    for (unsigned K = BB.Begin; K < BB.End; ++K) {
      if (!Budget--)
        return std::nullopt;
      const Inst &I = F.Insts[K];
      // Whether the instruction's guard is known, and then whether it runs.
      bool Known = true, On = true;
      if (I.Guard >= 0) {
        auto It = Env.find(static_cast<unsigned>(I.Guard));
        Known = It != Env.end();
        On = Known && (It->second != 0) != I.GuardNeg;
      }
      if (I.Kind == InstKind::Branch) {
        if (K + 1 != BB.End || I.S->Operands.size() != 1 || I.S->Operands[0]->K != Expr::Symbol)
          return std::nullopt;
        auto T = F.resolveLabel(I.Scope, I.S->Operands[0]->Name);
        if (!T || *T >= F.Insts.size())
          return std::nullopt;
        const unsigned TB = F.Insts[*T].Block;
        if (Known && On) {
          Next = TB;
          Jumped = true;
          break;
        }
        if (Known) // not taken: fall through
          break;
        const unsigned FB = BB.End < F.Insts.size() ? F.Insts[BB.End].Block : NB;
        if (FB >= NB)
          return std::nullopt;
        // Undecided.
        if (ReachesMember[TB] != ReachesMember[FB]) {
          if (Runs || F.inCycle(Blk))
            return std::nullopt;
          Next = ReachesMember[TB] ? TB : FB;
          Jumped = true;
          break;
        }
        unsigned P = FA.PostDom.idom(Blk);
        if (P >= NB)
          return std::nullopt;
        std::vector<bool> Arm(NB, false);
        llvm::SmallVector<unsigned, 16> Work;
        for (unsigned S : {TB, FB})
          if (S != P && !Arm[S]) {
            Arm[S] = true;
            Work.push_back(S);
          }
        while (!Work.empty()) {
          unsigned Y = Work.pop_back_val();
          if (F.Blocks[Y].ExitsFunction)
            return std::nullopt;
          for (unsigned J = F.Blocks[Y].Begin; J < F.Blocks[Y].End; ++J)
            if (Members.count(J))
              return std::nullopt;
          for (unsigned S : F.Blocks[Y].Succs) {
            if (S >= NB)
              return std::nullopt;
            if (S != P && !Arm[S]) {
              Arm[S] = true;
              Work.push_back(S);
            }
          }
        }
        for (unsigned Y = 0; Y < NB; ++Y)
          if (Arm[Y])
            for (unsigned J = F.Blocks[Y].Begin; J < F.Blocks[Y].End; ++J)
              Forget(F.Insts[J]);
        Next = P;
        Jumped = true;
        break;
      }
      if (I.opcode() == "ret" || I.opcode() == "exit") {
        if (Known && On)
          return Runs;
        if (!Known && (Runs || F.inCycle(Blk)))
          return std::nullopt;
        continue; // not run, or the threads that stay
      }
      if (Members.count(K)) {
        if (!Known)
          return std::nullopt;
        Runs += On;
      }
      if (!Known)
        Forget(I);
      else if (On)
        Step(I);
    }
    if (!Jumped) {
      if (BB.End >= F.Insts.size())
        return Runs;
      Next = F.Insts[BB.End].Block;
    }
    Blk = *Next;
  }
}

std::string listValues(const ValueSet &S) {
  std::string Out = "{";
  for (uint64_t V : S)
    Out += (Out.size() > 1 ? ", " : "") + std::to_string(V);
  return Out + "}";
}

/// The values a barrier id takes on the trips of the innermost loop around
/// the barrier, by running the loop's integer arithmetic trip by trip
/// (TripIdEval below): for an id nvcc -O3 strength-reduces over several
/// induction variables of a loop it unrolled (`8 + 2 * (i % 5)` in a loop
/// unrolled by four is `%r115 + 8 - 10 * (%r120 / 5)`, %r115 stepping 8
/// while %r120 steps 4, the division through the magic multiply), which
/// idValues cannot see as one remainder.
/// Only a loop whose one way out is its latch, with the barrier unguarded
/// in a block that dominates the latch (it runs on every trip), whose test
/// reads a value the loop does not know (a parameter bound: a counted loop's
/// ids are Barriers.cpp's, per trip), and an id that reads at least two
/// registers carried round the loop (one counter's remainder is idValues',
/// with an exact magic number). Every trip count is possible, so the values
/// are taken only when they repeat (the same set after 64 and after 128
/// trips, at most 16 values), as for a remainder: a warning, for the
/// launches that run enough trips.
struct TripIdEval {
  FunctionIR &F;
  const ValueFacts &VF;
  const std::vector<bool> &InLoop;
  unsigned Header, Latch;
  unsigned Steps = 0;
  /// def()'s results by (instruction, trip): trip T reads trip T - 1's.
  std::map<std::pair<unsigned, int>, std::optional<uint64_t>> Memo;
  /// The registers read around the back edge (the loop's counters).
  llvm::SmallSet<unsigned, 8> Carried;

  static uint64_t mask(unsigned Bits, uint64_t V) {
    return Bits >= 64 ? V : V & ((uint64_t(1) << Bits) - 1);
  }
  static int64_t sext(unsigned Bits, uint64_t V) {
    if (Bits >= 64)
      return static_cast<int64_t>(V);
    uint64_t M = uint64_t(1) << (Bits - 1);
    V = mask(Bits, V);
    return static_cast<int64_t>((V ^ M) - M);
  }
  /// The bit width of instruction \p I's type modifier (`.u32`, `.s64`).
  static unsigned instBits(const Inst &I) {
    for (const auto &M : I.S->Mods) {
      llvm::StringRef T = M.Text;
      if (T.size() >= 3 && (T[1] == 'u' || T[1] == 's' || T[1] == 'b')) {
        unsigned B = 0;
        if (!T.drop_front(2).getAsInteger(10, B) && (B == 16 || B == 32 || B == 64))
          return B;
      }
    }
    return 0;
  }

  /// Operand \p E read by instruction \p At on trip \p T (T < 0: outside
  /// the loop, before it).
  std::optional<uint64_t> operand(const Expr *E, unsigned At, int T, unsigned Depth) {
    if (!E || Depth > 48 || ++Steps > 200000)
      return std::nullopt;
    if (E->K == Expr::Paren && E->Sub.size() == 1)
      return operand(E->Sub[0], At, T, Depth + 1);
    if (auto K = evalConstExpr(E))
      return static_cast<uint64_t>(*K);
    if (E->K != Expr::Symbol)
      return std::nullopt;
    auto R = F.lookupReg(E->Name);
    if (!R || F.Regs[*R].IsParam)
      return std::nullopt;
    return regBefore(*R, F.Insts[At].Block, At, T, Depth + 1);
  }

  /// Register \p R just before instruction index \p Pos of block \p B
  /// (Pos == the block's End: at its end).
  std::optional<uint64_t> regBefore(unsigned R, unsigned B, unsigned Pos, int T, unsigned Depth) {
    llvm::SmallVector<unsigned, 8> Seen;
    for (;;) {
      if (Depth > 48)
        return std::nullopt;
      const BasicBlock &BB = F.Blocks[B];
      for (unsigned K = Pos; K > BB.Begin; --K) {
        const Inst &I = F.Insts[K - 1];
        for (const RegRef &D : I.Defs)
          if (D.Reg == R)
            return def(I, K - 1, T, Depth + 1);
      }
      bool In = T >= 0 && InLoop[B];
      if (In && B == Header) {
        if (T == 0) {
          // From the preheader: the header's one predecessor outside the loop.
          std::optional<unsigned> Pre;
          for (unsigned P : BB.Preds) {
            if (InLoop[P])
              continue;
            if (Pre)
              return std::nullopt;
            Pre = P;
          }
          if (!Pre)
            return std::nullopt;
          return regBefore(R, *Pre, F.Blocks[*Pre].End, -1, Depth + 1);
        }
        Carried.insert(R);
        return regBefore(R, Latch, F.Blocks[Latch].End, T - 1, Depth + 1);
      }
      // One predecessor to follow (in the loop: its own; outside: the
      // straight-line code before the loop).
      std::optional<unsigned> Next;
      for (unsigned P : BB.Preds) {
        if (!F.Blocks[P].Reachable || (In && !InLoop[P]))
          continue;
        if (Next)
          return std::nullopt;
        Next = P;
      }
      if (!Next || llvm::is_contained(Seen, *Next) || (!In && InLoop[*Next]))
        return std::nullopt;
      Seen.push_back(*Next);
      B = *Next;
      Pos = F.Blocks[B].End;
      ++Depth;
    }
  }

  /// The value instruction \p I (index \p K) writes on trip \p T.
  std::optional<uint64_t> def(const Inst &I, unsigned K, int T, unsigned Depth) {
    auto Key = std::make_pair(K, T);
    if (auto It = Memo.find(Key); It != Memo.end())
      return It->second;
    auto V = defUncached(I, K, T, Depth);
    Memo[Key] = V;
    return V;
  }
  std::optional<uint64_t> defUncached(const Inst &I, unsigned K, int T, unsigned Depth) {
    if (I.isGuarded() || I.Defs.size() != 1)
      return std::nullopt;
    auto Ops = I.S->Operands;
    llvm::StringRef Op = I.opcode();
    unsigned DB = typeSizeBytes(F.Regs[I.Defs[0].Reg].Type) * 8;
    if (DB != 16 && DB != 32 && DB != 64)
      return std::nullopt;
    auto Arg = [&](unsigned A) { return operand(Ops[A], K, T, Depth + 1); };
    if (Op == "mov" && Ops.size() == 2) {
      auto A = Arg(1);
      if (!A)
        return std::nullopt;
      return mask(DB, *A);
    }
    if (Op == "cvt" && Ops.size() == 2 && I.S->Mods.size() == 2) {
      // cvt.dtype.stype: integer conversions only (no rounding modifier).
      llvm::StringRef DT = I.S->Mods[0].Text, ST = I.S->Mods[1].Text;
      unsigned SB = typeSizeBytes(ST) * 8;
      if (DT.size() < 3 || ST.size() < 3 || (ST[1] != 'u' && ST[1] != 's') ||
          (DT[1] != 'u' && DT[1] != 's') || !SB)
        return std::nullopt;
      auto A = Arg(1);
      if (!A)
        return std::nullopt;
      uint64_t V = ST[1] == 's' ? static_cast<uint64_t>(sext(SB, *A)) : mask(SB, *A);
      return mask(DB, V);
    }
    if (Ops.size() != 3 || I.hasMod(".sat") || I.hasMod(".cc"))
      return std::nullopt;
    unsigned IB = instBits(I);
    if (!IB)
      return std::nullopt;
    auto A = Arg(1), B = Arg(2);
    if (!A || !B)
      return std::nullopt;
    bool Signed = I.S->Mods.back().Text.startswith(".s");
    uint64_t X = mask(IB, *A), Z = mask(IB, *B);
    if (Op == "mul" && I.hasMod(".wide")) {
      if (IB != 32 || DB != 64)
        return std::nullopt;
      return Signed ? static_cast<uint64_t>(sext(32, X) * sext(32, Z)) : X * Z;
    }
    if (Op == "mul" && I.hasMod(".hi")) {
      if (IB != 32 || Signed)
        return std::nullopt;
      return mask(DB, (X * Z) >> 32);
    }
    uint64_t V;
    if (Op == "add")
      V = X + Z;
    else if (Op == "sub")
      V = X - Z;
    else if (Op == "mul" && I.hasMod(".lo"))
      V = X * Z;
    else if (Op == "and")
      V = X & Z;
    else if (Op == "or")
      V = X | Z;
    else if (Op == "xor")
      V = X ^ Z;
    else if (Op == "shl")
      V = Z >= IB ? 0 : X << Z;
    else if (Op == "shr" && !Signed)
      V = Z >= IB ? 0 : X >> Z;
    else if (Op == "shr")
      V = static_cast<uint64_t>(sext(IB, X) >> std::min<uint64_t>(Z, IB - 1));
    else if ((Op == "rem" || Op == "div") && !Signed && Z != 0)
      V = Op == "rem" ? X % Z : X / Z;
    else
      return std::nullopt;
    return mask(DB, mask(IB, V));
  }

  /// The latch's branch back: taken on trip \p T? nullopt when its test
  /// reads something unknown.
  std::optional<bool> continues(unsigned BrK, int T) {
    const Inst &Br = F.Insts[BrK];
    if (Br.Guard < 0)
      return std::nullopt;
    const BasicBlock &LB = F.Blocks[Latch];
    for (unsigned K = BrK; K > LB.Begin; --K) {
      const Inst &S = F.Insts[K - 1];
      bool Writes = false;
      for (const RegRef &D : S.Defs)
        Writes |= D.Reg == static_cast<unsigned>(Br.Guard);
      if (!Writes)
        continue;
      if (S.opcode() != "setp" || S.isGuarded() || S.S->Operands.size() != 3 ||
          S.S->Mods.size() != 2)
        return std::nullopt;
      unsigned Bits = typeSizeBytes(S.S->Mods[1].Text) * 8;
      auto A = operand(S.S->Operands[1], K - 1, T, 0), B = operand(S.S->Operands[2], K - 1, T, 0);
      if (!A || !B || !Bits)
        return std::nullopt;
      auto C = compareInts(S.S->Mods[0].Text, *A, *B, Bits, S.S->Mods[1].Text.startswith(".s"));
      if (!C)
        return std::nullopt;
      return *C != Br.GuardNeg;
    }
    return std::nullopt;
  }
};

std::optional<ValueSet> tripIdValues(FunctionAnalyses &FA, const DomTree &Dom, unsigned K,
                                     const Expr *IdE) {
  FunctionIR &F = FA.IR;
  const Inst &BI = F.Insts[K];
  const unsigned BK = BI.Block, NB = F.numBlocks();
  if (BI.isGuarded() || !F.inCycle(BK))
    return std::nullopt;
  // The innermost natural loop around BK, with one latch.
  unsigned Header = 0, Latch = 0;
  auto Best = innermostOneLatchLoop(F, Dom, BK, Header, Latch);
  if (!Best)
    return std::nullopt;
  const std::vector<bool> &Body = *Best;
  // The latch is the one way out: it ends in a conditional branch back to
  // the header, and no other block of the loop leaves it.
  const BasicBlock &LB = F.Blocks[Latch];
  if (LB.End == LB.Begin)
    return std::nullopt;
  unsigned BrK = LB.End - 1;
  const Inst &Br = F.Insts[BrK];
  if (Br.Kind != InstKind::Branch || Br.Guard < 0 || LB.Succs.size() != 2 || LB.ExitsFunction)
    return std::nullopt;
  for (unsigned B = 0; B < NB; ++B) {
    if (!Body[B] || B == Latch)
      continue;
    if (F.Blocks[B].ExitsFunction)
      return std::nullopt;
    for (unsigned S : F.Blocks[B].Succs)
      if (S < NB && !Body[S])
        return std::nullopt;
  }
  // Which successor is the header: the branch target or the fallthrough.
  if (Br.S->Operands.empty() || Br.S->Operands[0]->K != Expr::Symbol)
    return std::nullopt;
  auto Tg = F.resolveLabel(Br.Scope, Br.S->Operands[0]->Name);
  if (!Tg || *Tg >= F.Insts.size())
    return std::nullopt;
  const bool BackOnTaken = F.Insts[*Tg].Block == Header;
  TripIdEval Ev{F, FA.Values, Body, Header, Latch, 0, {}, {}};
  ValueSet Out, At64;
  std::optional<bool> Bounded; // the latch's test is known
  for (int T = 0; T < 128; ++T) {
    auto V = Ev.operand(IdE, K, T, 0);
    if (!V)
      return std::nullopt;
    Out.insert(*V & 0xffffffffu);
    if (Out.size() > 16)
      return std::nullopt;
    auto C = Ev.continues(BrK, T);
    if (!Bounded)
      Bounded = C.has_value();
    else if (*Bounded != C.has_value())
      return std::nullopt;
    if (*Bounded)
      return std::nullopt; // a counted loop: Barriers.cpp runs its trips
    if (C && *C != BackOnTaken)
      return Out;
    if (T == 63)
      At64 = Out;
  }
  unsigned Counters = 0; // carried registers the loop writes
  for (unsigned R : Ev.Carried)
    Counters += llvm::any_of(F.defsOf(R), [&](unsigned D) { return Body[F.Insts[D].Block]; });
  if (*Bounded || At64 != Out || Counters < 2)
    return std::nullopt; // values that keep growing, or one counter (idValues')
  return Out;
}

} // namespace

void ptx::checkBarrierCounts(FunctionAnalyses &FA, DiagnosticEngine &Diags,
                             const llvm::DenseSet<unsigned> &IdsPerThreadDone) {
  FunctionIR &F = FA.IR;
  struct Use {
    unsigned K;
    const Expr *IdE, *CountE;
    std::optional<uint64_t> Id, Count;
  };
  std::vector<Use> Uses;
  for (unsigned K = 0; K < F.Insts.size(); ++K) {
    const Inst &I = F.Insts[K];
    if (!F.Blocks[I.Block].Reachable)
      continue;
    if (I.Kind != InstKind::CtaBarrier && I.Kind != InstKind::CtaArrive)
      continue;
    Use U{K, nullptr, nullptr, std::nullopt, std::nullopt};
    barrierOperands(I, U.IdE, U.CountE);
    if (!U.IdE)
      continue;
    U.Id = FA.Values.constant(U.IdE);
    if (U.CountE)
      U.Count = FA.Values.constant(U.CountE);
    Uses.push_back(U);
  }
  if (Uses.empty())
    return;

  // ---- computed ids above 15 ------------------------------------------------
  // An id whose values idValues finds (`14 + k % 6`, the remainder through
  // nvcc's magic-number division, `base + (k & 3)`) from a value it cannot
  // pin down (a tile counter bounded by a kernel parameter): one above 15 is
  // out of range in the launches that reach it (warning). Ids the thread
  // ids decide are evaluated per thread (Barriers.cpp), as are counters of
  // counted loops.
  // Unrolled copies of one barrier (`#pragma unroll` over the tile loop)
  // give the same values from different registers: one report for each
  // list of values, which says how many barriers share it.
  // An id that adds a function of the thread ids (a warp group's index) to
  // such a value (`1 + 4 * (k % 4) + tid / 128`, a (stage, group) slot's
  // barrier) takes the group's values in the threads that run the barrier,
  // with an exact launch shape; an id that is a function of the thread ids
  // alone is left to the per-thread rules.
  struct IdFinding {
    const Use *First;
    unsigned Copies;
    ValueSet Values;
  };
  std::map<std::string, IdFinding> ById;
  llvm::DenseSet<unsigned> IdRangeReported;
  std::vector<std::string> IdOrder;
  std::optional<DomTree> IdDom;
  std::optional<ControlDeps> IdCD;
  for (const Use &U : Uses) {
    if (U.Id)
      continue;
    FA.Eval.setThread({0, 0, 0});
    if (FA.Eval.expr(U.IdE))
      continue;
    llvm::SmallSet<unsigned, 8> Open;
    auto V = idValues(FA, U.IdE, 0, Open);
    if (!V && F.F.IsEntry && FA.Shape.BlockKind == LaunchShape::Exact &&
        FA.Uni.expr(U.IdE) != Level::Uniform) {
      if (!IdCD) {
        IdDom.emplace(F, /*Post=*/false);
        IdCD.emplace(F, *IdDom, FA.PostDom);
      }
      llvm::SmallSet<unsigned, 8> Open0, Open1;
      if (!idValues(FA, U.IdE, 0, Open0, static_cast<int>(U.K), &*IdCD))
        V = idValues(FA, U.IdE, 0, Open1, static_cast<int>(U.K), &*IdCD, /*ThreadAtoms=*/true);
    }
    if (!V && FA.Uni.expr(U.IdE) == Level::Uniform) {
      // nvcc -O3's strength-reduced remainders over the counters of an
      // unrolled loop: run the loop's arithmetic trip by trip.
      if (!IdDom)
        IdDom.emplace(F, /*Post=*/false);
      V = tripIdValues(FA, *IdDom, U.K, U.IdE);
    }
    if (!V || *V->rbegin() <= 15)
      continue;
    std::string List;
    for (uint64_t X : *V)
      List += (List.empty() ? "" : ", ") + std::to_string(X);
    IdRangeReported.insert(U.K);
    auto [It, New] = ById.try_emplace(List, IdFinding{&U, 0, *V});
    ++It->second.Copies;
    if (New)
      IdOrder.push_back(List);
  }
  for (const std::string &List : IdOrder) {
    const IdFinding &Fd = ById[List];
    const Use &U = *Fd.First;
    const ValueSet *V = &Fd.Values;
    Diags.report(DiagId::BarrierMisuseMaybe, U.IdE->Range)
        << ("barrier id can be " + std::to_string(*V->rbegin()) + " (it takes the values " +
            List +
            " for the values it is computed from), out of range: a CTA has 16 barriers, 0 to "
            "15 (PTX ISA 9.7.13.1)" +
            (Fd.Copies > 1 ? " (so do " + std::to_string(Fd.Copies - 1) +
                                 " more barriers of this function, such as unrolled copies "
                                 "of this one)"
                           : std::string()));
  }

  // ---- arrive/sync count mismatch on computed ids --------------------------
  {
    llvm::DenseMap<unsigned, std::optional<ValueSet>> Sets;
    // Built once, for the first id that needs them.
    std::optional<DomTree> Dom;
    std::optional<ControlDeps> CD;
    auto SetOf = [&](const Use &U) -> const std::optional<ValueSet> & {
      auto [It, New] = Sets.try_emplace(U.K);
      if (New) {
        if (!CD) {
          Dom.emplace(F, /*Post=*/false);
          CD.emplace(F, *Dom, FA.PostDom);
        }
        llvm::SmallSet<unsigned, 8> Open;
        It->second = idValues(FA, U.IdE, 0, Open, static_cast<int>(U.K), &*CD);
      }
      return It->second;
    };
    llvm::DenseSet<unsigned> Reported;
    for (const Use &W : Uses) {
      const Inst &WI = F.Insts[W.K];
      if (WI.Kind != InstKind::CtaBarrier || !W.Count || *W.Count == 0 || *W.Count % 32)
        continue;
      for (const Use &A : Uses) {
        if (F.Insts[A.K].Kind != InstKind::CtaArrive || !A.Count || *A.Count == *W.Count ||
            *A.Count == 0 || *A.Count % 32 || (A.Id && W.Id) || Reported.count(W.K))
          continue;
        const auto &SW = SetOf(W), &SA = SetOf(A);
        if (!SW || !SA)
          continue;
        ValueSet Common;
        for (uint64_t V : *SW)
          if (SA->count(V) && V <= 15)
            Common.insert(V);
        if (Common.empty())
          continue;
        Reported.insert(W.K);
        Diags.report(DiagId::BarrierMisuseMaybe, W.CountE->Range)
            << ("this barrier waits for " + std::to_string(*W.Count) +
                " threads on barrier id " + listValues(*SW) + ", and a bar.arrive signals " +
                std::to_string(*A.Count) + " threads on barrier id " + listValues(*SA) +
                ": on a common id (" + listValues(Common) +
                ") bar.arrive and bar.sync must agree on the thread count, or the barrier "
                "completes at the wrong time (or never)");
        Diags.report(DiagId::NoteGeneric, F.Insts[A.K].S->Range)
            << ("the bar.arrive with " + std::to_string(*A.Count) + " threads");
      }
    }
  }

  // The rules below count threads on the simulated warps of a known block:
  // an exact one, or (for the count larger than every arriving thread) the
  // largest block .maxntid allows, all of its warps simulated here (a
  // smaller block has a subset of its threads, each doing what it does in
  // the largest, as long as nothing reads %ntid: the evaluator does not
  // know %ntid then, and what depends on it is not decided).
  const bool Exact = FA.Shape.BlockKind == LaunchShape::Exact;
  if (!F.F.IsEntry || FA.Shape.BlockKind == LaunchShape::Any)
    return;
  const auto &B = FA.Shape.Block.V;
  const uint64_t BlockThreads = FA.Shape.Block.count();
  if (BlockThreads == 0 || BlockThreads > 1024)
    return;
  bool AnyCounted = false;
  for (const Use &U : Uses)
    AnyCounted |= U.Count.has_value();
  // Computed ids under a thread-dependent guard or branch (checkBarriers
  // evaluates those that every thread executes).
  auto GuardedId = [&](const Use &U) {
    return !U.Id && !IdsPerThreadDone.count(U.K) && FA.Uni.expr(U.IdE) != Level::Uniform;
  };
  bool AnyGuardedId = false;
  for (const Use &U : Uses)
    AnyGuardedId |= GuardedId(U);
  if (!AnyCounted && !AnyGuardedId)
    return;
  std::vector<WarpRun> Own;
  if (!Exact) {
    LaunchShape Largest = FA.Shape;
    Largest.BlockKind = LaunchShape::Exact;
    WarpSim Sim(F, FA.PostDom, FA.Uni, FA.Eval, /*PassQuiet=*/false);
    unsigned N = warpsToSimulate(Largest);
    for (unsigned W = 0; W < N; ++W) {
      WarpRun R;
      R.Exists = warpLanes(Largest, W, R.Lanes);
      if (!R.Exists)
        continue;
      R.Worlds = Sim.run(R.Lanes, R.Exists,
                         [&](unsigned I) { return isSimulated(&FA.Ctx, F.Insts[I]); });
      Own.push_back(std::move(R));
    }
  }
  const auto &Runs = Exact ? FA.warps() : Own;
  if (Runs.empty())
    return;
  auto Linear = [&](const std::array<uint64_t, 3> &T) {
    return T[0] + B[0] * (T[1] + B[1] * T[2]);
  };
  // Lanes of warp R that may execute instruction K in some launch (before
  // its guard): all of them when a world ended inexact (or none completed).
  // A world cut short still records every lane that runs K when no block
  // its lanes stood at can reach K's block (as Barriers.cpp's complete
  // worlds): nvcc -G's producer warp cut in its try_wait loop never reaches
  // the consumers' branch. Memoised per world and block.
  std::map<std::pair<const WarpWorld *, unsigned>, bool> CutReaches;
  auto CutReachesBlock = [&](const WarpWorld &W, unsigned Block) {
    if (W.Cuts.empty())
      return true; // inexact with nowhere recorded: assume it may
    auto [It, New] = CutReaches.try_emplace({&W, Block}, false);
    if (!New)
      return It->second;
    std::vector<bool> Seen(F.numBlocks(), false);
    llvm::SmallVector<unsigned, 16> Work(W.Cuts.begin(), W.Cuts.end());
    while (!Work.empty()) {
      unsigned X = Work.pop_back_val();
      if (X >= Seen.size() || Seen[X])
        continue;
      if (X == Block)
        return It->second = true;
      Seen[X] = true;
      Work.append(F.Blocks[X].Succs.begin(), F.Blocks[X].Succs.end());
    }
    return false;
  };
  auto MayRun = [&](const WarpRun &R, unsigned K) {
    if (R.Worlds.empty())
      return R.Exists;
    uint32_t Lanes = 0;
    for (const WarpWorld &W : R.Worlds) {
      if (!W.Exact && CutReachesBlock(W, F.Insts[K].Block))
        return R.Exists;
      if (auto It = W.Ever.find(K); It != W.Ever.end())
        Lanes |= It->second;
    }
    return Lanes & R.Exists;
  };
  bool AnyInexact = false;
  for (const WarpRun &R : Runs)
    for (const WarpWorld &W : R.Worlds)
      AnyInexact |= !W.Exact;

  // ---- a computed id above 15 in a thread that runs the barrier ------------
  // `id = 1 + tid / 64; if (id <= 16) bar.sync id, 64;` in a block of 1024:
  // the guard (and the thread-dependent branches before the barrier) is
  // evaluated per thread on the simulated warps, and the id for each thread
  // that runs it; a guard that keeps every id below 16 (`id < 16`) passes.
  // One report per id register and value: the unrolled copies of a loop
  // around the barrier reuse the register the id was computed in.
  std::map<std::pair<std::string, uint64_t>, std::pair<const Use *, unsigned>> Guarded;
  std::vector<std::pair<std::string, uint64_t>> GuardedOrder;
  std::map<const Use *, std::array<uint64_t, 3>> WorstOf;
  // Calls Fn(id, thread) for every simulated thread of the block that runs
  // use U (its guard evaluated) and whose id the evaluator knows; false when
  // a guard cannot be evaluated.
  auto ForEachThreadId =
      [&](const Use &U,
          llvm::function_ref<void(uint64_t, const std::array<uint64_t, 3> &)> Fn) {
        const Inst &I = F.Insts[U.K];
        for (const WarpRun &R : Runs) {
          auto G = guardedLanes(FA, R, I, MayRun(R, U.K));
          if (!G)
            return false;
          for (unsigned L = 0; L < 32; ++L) {
            if (!(*G >> L & 1) || Linear(R.Lanes[L]) >= BlockThreads)
              continue;
            FA.Eval.setThread(R.Lanes[L]);
            if (auto V = FA.Eval.expr(U.IdE))
              Fn(*V, R.Lanes[L]);
          }
        }
        return true;
      };
  for (const Use &U : Uses) {
    if (!GuardedId(U))
      continue;
    std::optional<uint64_t> Max;
    std::array<uint64_t, 3> Worst{};
    bool Known = ForEachThreadId(U, [&](uint64_t V, const std::array<uint64_t, 3> &T) {
      if (!Max || V > *Max) {
        Max = V;
        Worst = T;
      }
    });
    if (!Known || !Max || *Max <= 15)
      continue;
    std::pair<std::string, uint64_t> Key{
        U.IdE->isa(Expr::Symbol) ? U.IdE->Name.str() : std::to_string(U.K), *Max};
    auto [It, New] = Guarded.try_emplace(Key, &U, 0);
    ++It->second.second;
    if (New) {
      GuardedOrder.push_back(Key);
      WorstOf[&U] = Worst;
    }
  }
  for (const auto &Key : GuardedOrder) {
    const auto &[U, Copies] = Guarded[Key];
    Diags.report(Exact ? DiagId::BarrierMisuse : DiagId::BarrierMisuseMaybe, U->IdE->Range)
        << ("barrier id is " + std::to_string(Key.second) + " for thread " +
            describeThread(WorstOf[U]) +
            ", which runs this barrier (its guard and the branches before it hold), out of "
            "range: a CTA has 16 barriers, 0 to 15 (PTX ISA 9.7.13.1)" +
            (Exact ? std::string()
                   : " (with the block of " + std::to_string(BlockThreads) +
                         " threads the kernel declares as its maximum)") +
            (Copies > 1 ? " (also at " + std::to_string(Copies - 1) +
                              " more barriers on the same id register, such as unrolled "
                              "copies of this one)"
                        : std::string()));
  }

  // ---- the same, with a term the evaluator does not know ------------------
  // `1 + 2 * pair + ((stage + 1) & 1)` with `pair = tid / 64` and `stage` a
  // loop-carried counter (nvcc -G's copies hide the loop's step from the
  // evaluator): in each thread that may run the barrier (the simulated
  // warps' guards and branches, unknown early exits included), the terms the
  // evaluator knows take their value in that thread and the others the
  // values idValues gives them (a counter's parity: 0 and 1), so the id's
  // largest value there is a value it can take (a warning: the unknown term
  // is taken to reach each of its values).
  for (const Use &U : Uses) {
    if (!GuardedId(U) || IdRangeReported.count(U.K))
      continue;
    bool Reported = false;
    for (const auto &Key : GuardedOrder)
      Reported |= Guarded[Key].first == &U;
    if (Reported)
      continue;
    std::optional<uint64_t> Max;
    std::array<uint64_t, 3> Worst{};
    ValueSet WorstSet;
    bool Known = true;
    const Inst &I = F.Insts[U.K];
    for (const WarpRun &R : Runs) {
      auto G = guardedLanes(FA, R, I, MayRun(R, U.K));
      if (!G) {
        Known = false;
        break;
      }
      for (unsigned L = 0; L < 32 && Known; ++L) {
        if (!(*G >> L & 1) || Linear(R.Lanes[L]) >= BlockThreads)
          continue;
        FA.Eval.setThread(R.Lanes[L]);
        if (FA.Eval.expr(U.IdE))
          continue; // the pass above
        llvm::SmallSet<unsigned, 8> Open;
        auto V = idValues(FA, U.IdE, 0, Open, -1, nullptr, false, /*PerThread=*/true);
        if (!V) {
          Known = false;
          break;
        }
        if (!Max || *V->rbegin() > *Max) {
          Max = *V->rbegin();
          Worst = R.Lanes[L];
          WorstSet = *V;
        }
      }
      if (!Known)
        break;
    }
    if (!Known || !Max || *Max <= 15)
      continue;
    std::string List;
    for (uint64_t X : WorstSet)
      List += (List.empty() ? "" : ", ") + std::to_string(X);
    Diags.report(DiagId::BarrierMisuseMaybe, U.IdE->Range)
        << ("barrier id can be " + std::to_string(*Max) + " for thread " + describeThread(Worst) +
            ", which may run this barrier (its guard and the branches before it hold): there "
            "it takes the values " +
            List +
            " for the values it is computed from, out of range: a CTA has 16 barriers, 0 to 15 "
            "(PTX ISA 9.7.13.1)" +
            (Exact ? std::string()
                   : " (with the block of " + std::to_string(BlockThreads) +
                         " threads the kernel declares as its maximum)"));
  }
  if (!AnyCounted)
    return;

  // ---- a computed id that meets a whole-CTA barrier ------------------------
  // `bar.sync tid.y >> 1, 64` gives group 0 barrier 0, which the block's
  // __syncthreads (`bar.sync 0`, no count) uses for all of its threads: the
  // two uses of one id disagree on when it completes. Barriers.cpp reports
  // a constant id; here the id a computed one takes for each thread that
  // may run it (its guard evaluated) on the simulated warps.
  {
    std::map<uint64_t, unsigned> WholeIds;
    for (const Use &U : Uses)
      if (U.Id && !U.CountE && F.Insts[U.K].Kind == InstKind::CtaBarrier)
        WholeIds.try_emplace(*U.Id, U.K);
    std::set<uint64_t> ReportedIds; // once per id
    for (const Use &U : Uses) {
      if (WholeIds.empty())
        break;
      if (U.Id || !U.Count || !U.CountE || *U.Count == 0 || *U.Count % 32)
        continue;
      // Per id of a whole-CTA use: how many threads compute it here, and
      // the first of them.
      std::map<uint64_t, std::pair<uint64_t, std::array<uint64_t, 3>>> PerId;
      bool Known = ForEachThreadId(U, [&](uint64_t V, const std::array<uint64_t, 3> &T) {
        if (WholeIds.count(V))
          ++PerId.try_emplace(V, 0, T).first->second.first;
      });
      if (!Known || PerId.empty())
        continue;
      auto &[Id, NT] = *PerId.begin();
      if (ReportedIds.count(Id))
        continue;
      // Exact block: a count other than the block; .maxntid: only some of
      // the largest block's threads take this id here.
      if (Exact ? *U.Count == BlockThreads : NT.first >= BlockThreads)
        continue;
      Diags.report(Exact ? DiagId::BarrierMisuse : DiagId::BarrierMisuseMaybe, U.CountE->Range)
          << ("barrier " + std::to_string(Id) + " is used here for " +
              std::to_string(*U.Count) + " threads (the id this instruction computes for " +
              std::to_string(NT.first) + " threads of the block, the first thread " +
              describeThread(NT.second) +
              ") and elsewhere for the whole CTA (no thread count" +
              (Id == 0 ? std::string(", as __syncthreads does") : std::string()) +
              "): the two uses disagree on when the barrier completes; compute ids that "
              "avoid the whole-CTA one");
      ReportedIds.insert(Id);
      Diags.report(DiagId::NoteGeneric, F.Insts[WholeIds[Id]].S->Range)
          << "the whole-CTA use";
    }
  }

  // ---- a count larger than every thread that can arrive on the id ---------
  // Threads that may arrive on each id 0..15; threads that may arrive on an
  // id not evaluated (any id); ids a bar.arrive in a loop signals (a thread
  // may arrive on them more than once per phase).
  std::array<llvm::BitVector, 16> Arrivers;
  for (auto &V : Arrivers)
    V.resize(BlockThreads);
  llvm::BitVector AnyId(BlockThreads);
  std::array<bool, 16> Repeats{};
  bool AnyRepeats = false;
  for (const WarpRun &R : Runs) {
    for (unsigned K = 0; K < F.Insts.size(); ++K) {
      const Inst &I = F.Insts[K];
      if (!F.Blocks[I.Block].Reachable)
        continue;
      bool IsCall = I.Kind == InstKind::Call && mayUseBarrier(FA.Ctx, calleeOf(FA.Ctx, I), 0);
      if (!IsCall && I.Kind != InstKind::CtaBarrier && I.Kind != InstKind::CtaArrive)
        continue;
      const Expr *IdE = nullptr, *CountE = nullptr;
      if (!IsCall)
        barrierOperands(I, IdE, CountE);
      auto Id = IdE ? FA.Values.constant(IdE) : std::nullopt;
      bool Loop = F.inCycle(I.Block);
      uint32_t Lanes = MayRun(R, K);
      for (unsigned L = 0; L < 32; ++L) {
        if (!(Lanes >> L & 1))
          continue;
        uint64_t T = Linear(R.Lanes[L]);
        if (T >= BlockThreads)
          continue;
        std::optional<uint64_t> V = Id;
        if (!V && IdE && !IsCall) {
          FA.Eval.setThread(R.Lanes[L]);
          V = FA.Eval.expr(IdE);
        }
        if (!V || *V > 15) {
          AnyId.set(T);
          AnyRepeats |= I.Kind == InstKind::CtaArrive && Loop;
          if (IsCall)
            AnyRepeats = true;
          continue;
        }
        Arrivers[*V].set(T);
        if (I.Kind == InstKind::CtaArrive && Loop)
          Repeats[*V] = true;
      }
    }
  }
  llvm::DenseSet<unsigned> TooFewReported;
  if (!AnyRepeats)
    for (const Use &U : Uses) {
      // Waits only: a bar.arrive does not wait for the phase it signals.
      const Inst &I = F.Insts[U.K];
      if (I.Kind != InstKind::CtaBarrier || !U.Count || *U.Count == 0 || *U.Count % 32 ||
          *U.Count > BlockThreads)
        continue;
      // The ids the threads that execute it (its guard evaluated) use.
      std::optional<uint64_t> BadId;
      std::array<uint64_t, 3> First{};
      bool Unknown = false;
      for (const WarpRun &R : Runs) {
        uint32_t Lanes = MayRun(R, U.K);
        auto G = guardedLanes(FA, R, I, Lanes);
        if (!G) {
          Unknown = true;
          break;
        }
        for (unsigned L = 0; L < 32; ++L) {
          if (!(*G >> L & 1))
            continue;
          std::optional<uint64_t> V = U.Id;
          if (!V) {
            FA.Eval.setThread(R.Lanes[L]);
            V = FA.Eval.expr(U.IdE);
          }
          if (!V || *V > 15)
            continue;
          if (Repeats[*V])
            continue;
          llvm::BitVector All = Arrivers[*V];
          All |= AnyId;
          if (All.count() < *U.Count && (!BadId || *V < *BadId)) {
            BadId = *V;
            First = R.Lanes[L];
          }
        }
      }
      if (Unknown || !BadId)
        continue;
      llvm::BitVector All = Arrivers[*BadId];
      All |= AnyId;
      uint64_t N = All.count();
      std::string Who;
      if (int Lo = All.find_first(); Lo >= 0) {
        int Hi = All.find_last();
        if (static_cast<uint64_t>(Hi - Lo + 1) == N && B[1] == 1 && B[2] == 1)
          Who = " (threads " + std::to_string(Lo) + " to " + std::to_string(Hi) + ")";
      }
      TooFewReported.insert(U.K);
      Diags.report(Exact ? DiagId::BarrierMisuse : DiagId::BarrierMisuseMaybe, U.CountE->Range)
          << ("barrier thread count " + std::to_string(*U.Count) + " is larger than the " +
              std::to_string(N) + " threads of the block that can ever arrive on barrier " +
              std::to_string(*BadId) + Who +
              (U.Id ? std::string()
                    : " (the id this instruction computes for thread " + describeThread(First) +
                          ")") +
              (Exact ? std::string()
                     : " in the block of " + std::to_string(BlockThreads) +
                           " threads the kernel declares as its maximum (a smaller block has "
                           "no more)") +
              ": no phase of it can complete, so the threads that wait on it hang (count "
              "the threads that take this path, or give the group its own barrier id)");
    }

  // ---- disjoint groups arriving on one id through several instructions ----
  // Per constant id and count: the instructions that use it (all outside
  // loops, or all in one loop whose iterating is CTA-uniform), run by
  // disjoint threads, with no other wait between them: each round, every
  // one of those threads arrives once, and more arrivals than the count
  // mix the groups' rounds in one phase.
  if (!Exact || AnyInexact)
    return;
  // Also per lockstep key and count: instructions in different loops that
  // run equally often, the i-th time on the same id, in every launch (a
  // loader warp's `for (b = 0; b < n; ++b) bar.arrive 1 + (b & 1), 160` and
  // the consumers' own `for (b = 0; b < n; ++b) bar.sync 1 + (b & 1), 160`):
  // each iteration, every one of those threads arrives once on that id.
  auto Dom = std::make_unique<DomTree>(F, /*Post=*/false);
  std::map<std::pair<std::string, uint64_t>, llvm::SmallVector<unsigned, 4>> Groups;
  llvm::DenseMap<unsigned, std::vector<bool>> LoopBody;
  for (const Use &U : Uses) {
    if (!U.Count || *U.Count == 0 || *U.Count % 32 || *U.Count >= BlockThreads ||
        TooFewReported.count(U.K))
      continue;
    if (U.Id && *U.Id <= 15)
      Groups[{"c" + std::to_string(*U.Id), *U.Count}].push_back(U.K);
    if (auto L = lockstepLoop(FA, *Dom, U.K, U.IdE)) {
      Groups[{"L" + L->Key, *U.Count}].push_back(U.K);
      LoopBody[U.K] = std::move(L->Body);
    }
  }
  llvm::DenseSet<unsigned> GroupReported;
  // Forward reachability (no back edge: an edge to a block that dominates
  // its source) from each block.
  auto Forward = [&](unsigned From) {
    std::vector<bool> Seen(F.numBlocks(), false);
    llvm::SmallVector<unsigned, 16> Work;
    auto Push = [&](unsigned X) {
      for (unsigned S : F.Blocks[X].Succs)
        if (S < Seen.size() && !Seen[S] && !Dom->dominates(S, X)) {
          Seen[S] = true;
          Work.push_back(S);
        }
    };
    Push(From);
    while (!Work.empty())
      Push(Work.pop_back_val());
    return Seen;
  };
  auto Before = [&](unsigned A, unsigned C, const std::vector<bool> &FromA) {
    unsigned BA = F.Insts[A].Block, BC = F.Insts[C].Block;
    return (BA == BC && A < C) || FromA[BC];
  };
  // The instructions that wait (and may order groups), with what they
  // reach going forward.
  std::vector<std::pair<unsigned, std::vector<bool>>> Waits;
  auto WaitsAt = [&]() -> const auto & {
    if (Waits.empty())
      for (unsigned J = 0; J < F.Insts.size(); ++J) {
        const Inst &O = F.Insts[J];
        bool W = O.Kind == InstKind::CtaBarrier ||
                 (O.Kind == InstKind::Call && mayWait(FA.Ctx, calleeOf(FA.Ctx, O), 0)) ||
                 (O.Kind == InstKind::Mbarrier &&
                  (O.hasMod(".test_wait") || O.hasMod(".try_wait")));
        if (W && F.Blocks[O.Block].Reachable)
          Waits.push_back({J, Forward(O.Block)});
      }
    return Waits;
  };
  // One instruction that disjoint groups take turns on, in the iterations of
  // a loop nvcc -G keeps rolled (`for (g = 0; g < 2; ++g) if (wg == g) {
  // ...; bar.sync 1, 128; ... }`; -O3 unrolls it into two instructions, the
  // case below): under a thread-dependent condition in a loop whose
  // iterating is CTA-uniform, with no other wait in the loop, and run by
  // more threads than its count over the trips the simulated warps ran
  // (each warp one exact world simulated to its end, the loop counter
  // followed trip by trip). A group that skips a trip reaches its own turn
  // while the previous group is still arriving, and a phase mixes them.
  auto singleUseTurns = [&](unsigned K, uint64_t Count, const std::string &Id) {
    const Inst &I = F.Insts[K];
    if (I.Guard >= 0 || !F.inCycle(I.Block) ||
        FA.Uni.controlLevel(I.Block) == Level::Uniform ||
        !uniformCycle(F, FA.Uni, FA.PostDom, I.Block, /*Turns=*/true))
      return;
    llvm::BitVector Threads(BlockThreads);
    for (const WarpRun &R : Runs) {
      if (R.Worlds.size() != 1 || !R.Worlds[0].Exact || !R.Worlds[0].Cuts.empty())
        return;
      auto It = R.Worlds[0].Ever.find(K);
      uint32_t Lanes = It == R.Worlds[0].Ever.end() ? 0 : It->second & R.Exists;
      for (unsigned L = 0; L < 32; ++L)
        if (Lanes >> L & 1) {
          uint64_t T = Linear(R.Lanes[L]);
          if (T < BlockThreads)
            Threads.set(T);
        }
    }
    uint64_t N = Threads.count();
    if (N <= Count)
      return;
    // The loop's blocks: those that reach I's block and that it reaches.
    auto Reach = [&](unsigned From, bool Back) {
      std::vector<bool> Seen(F.numBlocks(), false);
      llvm::SmallVector<unsigned, 16> Work{From};
      while (!Work.empty()) {
        unsigned X = Work.pop_back_val();
        for (unsigned S : Back ? F.Blocks[X].Preds : F.Blocks[X].Succs)
          if (S < Seen.size() && !Seen[S]) {
            Seen[S] = true;
            Work.push_back(S);
          }
      }
      return Seen;
    };
    auto Fwd = Reach(I.Block, false), Bwd = Reach(I.Block, true);
    for (const auto &JF : WaitsAt()) {
      unsigned JB = F.Insts[JF.first].Block;
      if (JF.first != K && Fwd[JB] && Bwd[JB])
        return;
    }
    const Expr *IdE, *CountE;
    barrierOperands(I, IdE, CountE);
    GroupReported.insert(K);
    Diags.report(DiagId::BarrierMisuse, CountE->Range)
        << ("barrier " + Id + " counts " + std::to_string(Count) + " threads, but " +
            std::to_string(N) +
            " threads arrive on it through this one instruction, in turns: under a "
            "thread-dependent condition in a loop with nothing else in it that waits, a "
            "group that skips an iteration reaches its turn while the previous group is "
            "still arriving, and a phase completes with a mix of the groups (synchronise "
            "the block between the turns, or give each group its own id)");
  };
  for (auto &Group : Groups) {
    // (Not structured bindings here: clang before 16 cannot capture them.)
    const auto &Key = Group.first;
    auto &Members = Group.second;
    const uint64_t Count = Key.second;
    const bool Lockstep = Key.first[0] == 'L';
    if (Members.size() == 1 && !Lockstep)
      singleUseTurns(Members[0], Count, Key.first.substr(1));
    if (Members.size() < 2)
      continue;
    unsigned M = Members.size();
    std::vector<llvm::BitVector> Threads(M, llvm::BitVector(BlockThreads));
    std::vector<bool> Loop(M), Uniform(M);
    std::vector<std::vector<bool>> Fwd(M), All(M);
    for (unsigned X = 0; X < M; ++X) {
      unsigned K = Members[X], BK = F.Insts[K].Block;
      for (const WarpRun &R : Runs) {
        uint32_t Lanes = MayRun(R, K);
        for (unsigned L = 0; L < 32; ++L)
          if (Lanes >> L & 1) {
            uint64_t T = Linear(R.Lanes[L]);
            if (T < BlockThreads)
              Threads[X].set(T);
          }
      }
      Loop[X] = F.inCycle(BK);
      Uniform[X] = !Loop[X] || uniformCycle(F, FA.Uni, FA.PostDom, BK);
      Fwd[X] = Forward(BK);
      // Everything it reaches (around loops too).
      All[X].assign(F.numBlocks(), false);
      llvm::SmallVector<unsigned, 16> Work{BK};
      while (!Work.empty()) {
        unsigned Y = Work.pop_back_val();
        for (unsigned S : F.Blocks[Y].Succs)
          if (S < All[X].size() && !All[X][S]) {
            All[X][S] = true;
            Work.push_back(S);
          }
      }
    }
    // Two uses may take arrivals of one round together: disjoint threads,
    // each once per round (both outside loops, or both in one loop whose
    // iterating is CTA-uniform), and nothing that waits between them (a
    // __syncthreads between two warpgroups' turns on the barrier).
    auto Compatible = [&](unsigned X, unsigned Y) {
      if (Threads[X].anyCommon(Threads[Y]) || !Uniform[X] || !Uniform[Y])
        return false;
      // One in a CTA-uniform loop, one outside loops, on exclusive paths
      // (warpgroup 0's main loop and warpgroup 1's epilogue in the two arms
      // of a role branch): the loop's first round meets the other's one
      // arrival, unless a wait before them orders the groups (below).
      if (Loop[X] != Loop[Y])
        return !Lockstep && !Fwd[X][F.Insts[Members[Y]].Block] &&
               !Fwd[Y][F.Insts[Members[X]].Block] &&
               F.Insts[Members[X]].Block != F.Insts[Members[Y]].Block;
      if (Loop[X] && !Lockstep &&
          !(All[X][F.Insts[Members[Y]].Block] && All[Y][F.Insts[Members[X]].Block]))
        return false;
      for (const auto &JF : WaitsAt()) {
        const auto &J = JF.first;
        const auto &FromO = JF.second;
        if (J == Members[X] || J == Members[Y])
          continue;
        if ((Before(Members[X], J, Fwd[X]) && Before(J, Members[Y], FromO)) ||
            (Before(Members[Y], J, Fwd[Y]) && Before(J, Members[X], FromO)))
          return false;
      }
      return true;
    };
    std::vector<std::vector<bool>> Compat(M, std::vector<bool>(M, false));
    for (unsigned X = 0; X < M; ++X)
      for (unsigned Y = X + 1; Y < M; ++Y)
        Compat[X][Y] = Compat[Y][X] = Compatible(X, Y);
    for (unsigned X = 0; X < M; ++X) {
      llvm::SmallVector<unsigned, 4> Clique{X};
      for (unsigned Y = 0; Y < M; ++Y)
        if (Y != X && llvm::all_of(Clique, [&](unsigned Z) { return Compat[Y][Z]; }))
          Clique.push_back(Y);
      if (Clique.size() < 2)
        continue;
      // Outside a loop, a wait that some of these threads pass and others
      // do not can order the groups one after the other (the second group
      // released by the first one's bar.arrive on another id). In a loop
      // whose iterating is uniform, the first group's next round still
      // meets the second group's current one.
      // Lockstep loops: a wait outside them (the loops' own waits are
      // the pipeline's).
      if (llvm::any_of(Clique, [&](unsigned Z) { return GroupReported.count(Members[Z]); }))
        continue;
      bool Ordered = false;
      // A clique of a loop's barrier and one outside loops: only the waits
      // that may come before one of them can order the first round (the
      // loop's own later waits come after it).
      const bool Mixed = llvm::any_of(Clique, [&](unsigned Z) { return Loop[Z]; }) &&
                         llvm::any_of(Clique, [&](unsigned Z) { return !Loop[Z]; });
      if (!Loop[X] || Lockstep || Mixed)
        for (const auto &JF : WaitsAt()) {
          const auto &J = JF.first;
          const auto &FromO = JF.second;
          if (llvm::any_of(Clique, [&](unsigned Z) { return Members[Z] == J; }))
            continue;
          if (Mixed && llvm::none_of(Clique, [&, &FromO = FromO](unsigned Z) {
                return Before(J, Members[Z], FromO);
              }))
            continue;
          if (Lockstep && llvm::any_of(Clique, [&](unsigned Z) {
                return LoopBody[Members[Z]][F.Insts[J].Block];
              }))
            continue;
          uint64_t In = 0, Out = 0;
          for (const WarpRun &R : Runs) {
            uint32_t Here = 0;
            for (unsigned Z : Clique)
              Here |= MayRun(R, Members[Z]);
            uint32_t There = MayRun(R, J);
            In += llvm::countPopulation(Here & There);
            Out += llvm::countPopulation(Here & ~There);
          }
          if (In && Out) {
            Ordered = true;
            break;
          }
        }
      if (Ordered)
        continue;
      uint64_t Sum = 0;
      std::string Parts;
      llvm::sort(Clique);
      for (unsigned Z : Clique) {
        uint64_t N = leastThreadsWhenRuns(FA, Members[Z]);
        Sum += N;
        Parts += (Parts.empty() ? "" : " + ") + std::to_string(N);
      }
      if (Sum <= Count)
        continue;
      const Inst &Last = F.Insts[Members[Clique.back()]];
      const Expr *IdE, *CountE;
      barrierOperands(Last, IdE, CountE);
      std::string Id = Key.first.substr(1);
      if (Lockstep) {
        llvm::SmallSet<unsigned, 8> Open;
        if (auto C = FA.Values.constant(IdE))
          Id = std::to_string(*C);
        else if (auto V = idValues(FA, IdE, 0, Open))
          Id = "id " + listValues(*V) + " (the same one in the same iteration of each loop)";
        else
          Id = "id (the same one in the same iteration of each loop)";
      }
      for (unsigned Z : Clique)
        GroupReported.insert(Members[Z]);
      Diags.report(DiagId::BarrierMisuse, CountE->Range)
          << ("barrier " + Id + " counts " + std::to_string(Count) +
              " threads, but " + std::to_string(Sum) + " threads (" + Parts +
              ", disjoint groups through " + std::to_string(Clique.size()) +
              " instructions, with nothing ordering them) arrive on it" +
              (Mixed ? " in the loop's first iteration"
               : Loop[X] ? (Lockstep ? " in each iteration of loops that run equally often"
                                     : " in each iteration")
                         : "") +
              ": a phase completes with a mix of the groups, and the rest start the next "
              "phase (count every thread that arrives on it, or give each group its own id)");
      for (unsigned Z : Clique)
        if (Members[Z] != Members[Clique.back()])
          Diags.report(DiagId::NoteGeneric, F.Insts[Members[Z]].S->Range)
              << ("another use of barrier " + Id + " with " +
                  std::to_string(Count) + " threads, by other threads");
      break; // once per id and count
    }
  }

  // ---- roles whose loops nvcc unrolled, with a remainder loop ---------------
  // `for (r = 0; r < rounds; ++r) bar.arrive 1, 96;` in a refill warp and
  // `for (r = 0; r < rounds; ++r) bar.sync 1, 96;` in the consumer warps:
  // -O3 unrolls a loop by four (four copies of the barrier, entered when
  // `rounds - 1 >= 3`) and adds a remainder loop (`rounds & 3` more trips),
  // so the lockstep key above does not match. Per constant id and count,
  // the uses are split into roles (the same threads may run them) with
  // disjoint threads; each role's uses run together (countedRuns) as often
  // as every other role's for each value of one CTA-uniform bound, and no
  // wait outside their loops orders the roles: each round, every one of
  // those threads arrives once.
  std::map<std::pair<uint64_t, uint64_t>, llvm::SmallVector<unsigned, 8>> RoleUses;
  for (const Use &U : Uses)
    if (U.Id && *U.Id <= 15 && U.Count && *U.Count && *U.Count % 32 == 0 &&
        *U.Count < BlockThreads && !TooFewReported.count(U.K) && !GroupReported.count(U.K) &&
        F.Insts[U.K].Guard < 0)
      RoleUses[{*U.Id, *U.Count}].push_back(U.K);
  std::vector<unsigned> BoundRegs;
  bool BoundsDone = false;
  for (auto &Entry : RoleUses) {
    const uint64_t Id = Entry.first.first, Count = Entry.first.second;
    const auto &Ks = Entry.second;
    if (Ks.size() < 3 || llvm::none_of(Ks, [&](unsigned K) { return F.inCycle(F.Insts[K].Block); }))
      continue;
    // Roles: uses with the same threads.
    std::vector<std::pair<llvm::BitVector, llvm::SmallVector<unsigned, 4>>> Roles;
    for (unsigned K : Ks) {
      llvm::BitVector T(BlockThreads);
      for (const WarpRun &R : Runs) {
        uint32_t Lanes = MayRun(R, K);
        for (unsigned L = 0; L < 32; ++L)
          if (Lanes >> L & 1) {
            uint64_t Th = Linear(R.Lanes[L]);
            if (Th < BlockThreads)
              T.set(Th);
          }
      }
      auto It = llvm::find_if(Roles, [&](const auto &Ro) { return Ro.first == T; });
      if (It == Roles.end())
        Roles.push_back({T, {K}});
      else
        It->second.push_back(K);
    }
    if (Roles.size() < 2 || llvm::none_of(Roles, [](const auto &Ro) { return Ro.second.size() > 1; }))
      continue;
    bool Disjoint = true;
    for (unsigned X = 0; X < Roles.size() && Disjoint; ++X)
      for (unsigned Y = X + 1; Y < Roles.size() && Disjoint; ++Y)
        Disjoint = Roles[X].first.any() && !Roles[X].first.anyCommon(Roles[Y].first);
    if (!Disjoint)
      continue;
    // Candidate bounds: CTA-uniform 32-bit registers set once outside loops
    // that a setp compares.
    if (!BoundsDone) {
      BoundsDone = true;
      for (const Inst &I : F.Insts) {
        if (I.opcode() != "setp" || !F.Blocks[I.Block].Reachable)
          continue;
        for (const RegRef &U : I.Uses) {
          int D = F.uniqueDef(U.Reg);
          if (D < 0 || F.inCycle(F.Insts[D].Block) || FA.Uni.reg(U.Reg) != Level::Uniform ||
              !F.Regs[U.Reg].Type.endswith("32") ||
              (F.Insts[D].opcode() == "mov" && F.Insts[D].S->Operands.size() == 2 &&
               evalConstExpr(F.Insts[D].S->Operands[1])) ||
              llvm::is_contained(BoundRegs, U.Reg))
            continue;
          BoundRegs.push_back(U.Reg);
        }
        if (BoundRegs.size() >= 6)
          break;
      }
    }
    static const int64_t Samples[] = {-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 13, 16, 33, 40};
    bool Same = false;
    for (unsigned BoundReg : BoundRegs) {
      std::vector<std::vector<unsigned>> Profiles;
      for (const auto &Ro : Roles) {
        llvm::DenseSet<unsigned> Set(Ro.second.begin(), Ro.second.end());
        std::vector<bool> Reaches(F.numBlocks(), false);
        llvm::SmallVector<unsigned, 16> Work;
        for (unsigned K : Ro.second)
          if (!Reaches[F.Insts[K].Block]) {
            Reaches[F.Insts[K].Block] = true;
            Work.push_back(F.Insts[K].Block);
          }
        while (!Work.empty()) {
          unsigned Y = Work.pop_back_val();
          for (unsigned P : F.Blocks[Y].Preds)
            if (P < Reaches.size() && !Reaches[P]) {
              Reaches[P] = true;
              Work.push_back(P);
            }
        }
        std::vector<unsigned> Prof;
        for (int64_t B : Samples) {
          auto N = countedRuns(FA, Set, Reaches, BoundReg, B);
          if (!N)
            break;
          Prof.push_back(*N);
        }
        if (Prof.size() != std::size(Samples))
          break;
        Profiles.push_back(std::move(Prof));
      }
      if (Profiles.size() == Roles.size() && llvm::all_of(Profiles, [&](const auto &P) { return P == Profiles[0]; }) &&
          llvm::any_of(Profiles[0], [](unsigned N) { return N > 0; })) {
        Same = true;
        break;
      }
    }
    if (!Same)
      continue;
    // A wait outside the roles' loops that some of their threads pass and
    // others do not can order the roles.
    // The roles' loops: the cyclic components (FunctionIR::component) of
    // the uses.
    llvm::SmallDenseSet<unsigned, 8> LoopComponents;
    for (unsigned K : Ks)
      if (F.inCycle(F.Insts[K].Block))
        LoopComponents.insert(F.component(F.Insts[K].Block));
    bool Ordered = false;
    for (const auto &JF : WaitsAt()) {
      unsigned J = JF.first;
      if (llvm::is_contained(Ks, J) || LoopComponents.count(F.component(F.Insts[J].Block)))
        continue;
      uint64_t In = 0, Out = 0;
      for (const WarpRun &R : Runs) {
        uint32_t Here = 0;
        for (unsigned K : Ks)
          Here |= MayRun(R, K);
        uint32_t There = MayRun(R, J);
        In += llvm::countPopulation(Here & There);
        Out += llvm::countPopulation(Here & ~There);
      }
      if (In && Out) {
        Ordered = true;
        break;
      }
    }
    if (Ordered)
      continue;
    uint64_t Sum = 0;
    std::string Parts;
    for (const auto &Ro : Roles) {
      uint64_t N = Ro.first.count();
      for (unsigned K : Ro.second)
        N = std::min(N, leastThreadsWhenRuns(FA, K));
      Sum += N;
      Parts += (Parts.empty() ? "" : " + ") + std::to_string(N);
    }
    if (Sum <= Count)
      continue;
    unsigned LastK = *std::max_element(Ks.begin(), Ks.end());
    const Expr *IdE, *CountE;
    barrierOperands(F.Insts[LastK], IdE, CountE);
    Diags.report(DiagId::BarrierMisuse, CountE->Range)
        << ("barrier " + std::to_string(Id) + " counts " + std::to_string(Count) +
            " threads, but " + std::to_string(Sum) + " threads (" + Parts + ", disjoint groups through " +
            std::to_string(Roles.size()) +
            " roles' loops that run it equally often, unrolled copies and remainder loops "
            "counted together, with nothing ordering them) arrive on it in each round: a phase "
            "completes with a mix of the groups, and the rest start the next phase (count every "
            "thread that arrives on it, or give each group its own id)");
    for (unsigned K : Ks)
      if (K != LastK) {
        GroupReported.insert(K);
      }
    for (const auto &Ro : Roles)
      if (!llvm::is_contained(Ro.second, LastK))
        Diags.report(DiagId::NoteGeneric, F.Insts[Ro.second.front()].S->Range)
            << ("another use of barrier " + std::to_string(Id) + " with " + std::to_string(Count) +
                " threads, by other threads");
  }
}
