//===- Mbarrier.cpp - mbarrier-misuse -------------------------------------===//
//
// mbarrier objects (PTX ISA 9.7.13.15) identified by their address: a
// variable plus a constant offset, followed through copies (traceCopies:
// mov/cvta/cvt/add, local-depot slots, calls that return their argument such
// as nvcc -G's out-of-line __cvta_generic_to_shared); an init at an offset
// the threads compute (`&bars[tid]` under `tid < 2`) initialises the object
// of each simulated thread that runs it (coveredObjects). A forward dataflow over
// the objects tracks "initialised on some path" and "initialised on every
// path" (mbarrier.inval ends both; a call of a function that may touch
// mbarriers may initialise anything, except a wrapper whose summary is one
// mbarrier operation on an object passed to it, such as nvcc -G's
// out-of-line cuda::ptx::mbarrier_init: the call is checked as that
// operation on the caller's object). Reported:
//   - an arrive, wait, expect_tx or complete_tx on an object no path has
//     initialised (error), or one that mbarrier.inval ended: on every path
//     or by some threads of the CTA (error), on some paths (warning);
//   - mbarrier.init on an object already initialised on every path (error)
//     or on some path (warning) without mbarrier.inval in between;
//     (an init or inval under a thread-dependent condition holds for every
//     thread from the next block all threads reach: the object is shared)
//   - an mbarrier.inval by some threads reached from a use every thread
//     makes without a CTA barrier (or atomic) in between (warning);
//   - one arrive instruction whose threads (a lower bound over the worlds of
//     the simulated warps) times its count exceed the expected count of the
//     init (error);
//   - a wait on an object whose arrivals (every arrive on it, with every lane
//     that may run it, as often as one thread can before the first phase
//     completes: once outside loops, in a loop as its waits allow, see
//     MbarrierTrips.cpp) cannot reach the init's count (error);
//   - an arrive by threads that dropped out with arrive_drop before, more
//     than the lowered count allows (error);
//   - arrivals of a CTA on its own object and, through mapa, on another
//     CTA's copy, more in all than one phase of the copies takes (error);
//   - a wait on an object that expects one arrival from every thread of the
//     block, when an input-dependent, thread-dependent branch before the
//     arrivals lets threads leave without arriving (warning: a partial last
//     block hangs);
//   - a wait on an object nothing ever arrives on (error: it never completes),
//   also for objects at computed offsets of a variable (`empty[stage]`) when
//   nothing arrives on any element of that variable;
//   - an mbarrier.init in a kernel that no thread-dependent condition
//     restricts to one thread (every thread re-initialises the object).
//
//===----------------------------------------------------------------------===//
#include "analyses/ControlDeps.h"
#include "analyses/Dataflow.h"
#include "analyses/DepotOffset.h"
#include "analyses/Interproc.h"
#include <array>
#include "analyses/Scc.h"
#include "analyses/ThreadFormula.h"
#include "checkers/CheckerContext.h"
#include "checkers/LoopCounters.h"
#include "checkers/MbarrierUses.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/ADT/StringSet.h"
#include "lexer/Token.h"
#include "llvm/Support/MathExtras.h"
#include <functional>
#include <limits>
#include <map>
#include <set>
#include <tuple>

using namespace ptx;


/// The variable whose element an mbarrier address names: the variable plus a
/// constant offset, or plus a computed one (`&empty[stage]`: an `add` of a
/// register to the variable's address), through copies (traceCopies).
/// The register operand an address operand \p E (`[%r]`, `[%r+8]`) reads,
/// its constant added to \p Add; \p E itself when it is no address.
static const Expr *addressRegister(const Expr *E, int64_t &Add) {
  for (unsigned N = 0; E && N < 4; ++N) {
    if ((E->K == Expr::Address || E->K == Expr::Paren) && E->Sub.size() == 1) {
      E = E->Sub[0];
      continue;
    }
    if (E->K == Expr::Binary && E->Sub.size() == 2 &&
        static_cast<TokenKind>(E->Op) == TokenKind::Plus)
      if (auto K = evalConstExpr(E->Sub[1])) {
        Add = wrappingAdd(Add, *K);
        E = E->Sub[0];
        continue;
      }
    break;
  }
  return E;
}

static std::optional<llvm::StringRef> baseVariable(FunctionIR &F, const AnalysisContext &Ctx,
                                                   const Expr *E, unsigned At,
                                                   unsigned Depth = 0) {
  if (Depth > 4)
    return std::nullopt;
  ValueOrigin O = traceCopies(F, Ctx, E, At);
  if (O.Root && O.Root->K == Expr::Symbol && !O.Root->Name.startswith("%") &&
      !F.lookupReg(O.Root->Name) &&
      (F.LocalVars.count(O.Root->Name) || Ctx.Globals.count(O.Root->Name)))
    return O.Root->Name;
  if (O.RootDef < 0) {
    // A pointer loop counter (nvcc -G's range-for over an array of
    // barriers: `it = begin; ...; it = it + 8`): the variable every
    // definition of the counter other than its own steps names.
    int64_t Add = 0;
    auto C = counterOf(F, addressRegister(E, Add));
    if (!C)
      return std::nullopt;
    std::optional<llvm::StringRef> Var;
    for (unsigned D : F.defsOf(C->X)) {
      const Inst &DI = F.Insts[D];
      if (DI.opcode() != "mov" || DI.S->Operands.size() != 2)
        return std::nullopt;
      if (auto Step = counterOf(F, DI.S->Operands[1]); Step && Step->X == C->X)
        continue;
      auto V = baseVariable(F, Ctx, DI.S->Operands[1], D, Depth + 1);
      if (!V || (Var && *Var != *V))
        return std::nullopt;
      Var = V;
    }
    return Var;
  }
  const Inst &D = F.Insts[O.RootDef];
  // A call's result that is one of its arguments plus a sum of others times
  // constants (nvcc -G's out-of-line `array::operator[]`: `this + 8 * i`):
  // the variable the one argument of scale 1 that names one names.
  if (D.opcode() == "ld" && D.hasMod(".param")) {
    auto Form = callResultForm(F, Ctx, static_cast<unsigned>(O.RootDef), Depth);
    if (!Form || Form->KeepBits < 32)
      return std::nullopt;
    std::optional<llvm::StringRef> Var;
    for (const CallResultForm::Term &T : Form->Terms) {
      auto V = baseVariable(F, Ctx, T.Value, T.Store, Depth + 1);
      if (!V)
        continue;
      if (Var || T.Scale != 1)
        return std::nullopt;
      Var = V;
    }
    return Var;
  }
  // `mad.lo d, stage, 8, &bars`: the element of the addend's variable.
  if (D.opcode() == "mad" && D.S->Operands.size() == 4 && D.hasMod(".lo"))
    return baseVariable(F, Ctx, D.S->Operands[3], O.RootDef, Depth + 1);
  if (D.opcode() != "add" || D.S->Operands.size() != 3)
    return std::nullopt;
  auto A = baseVariable(F, Ctx, D.S->Operands[1], O.RootDef, Depth + 1);
  auto B = baseVariable(F, Ctx, D.S->Operands[2], O.RootDef, Depth + 1);
  if (A && !B)
    return A;
  if (B && !A)
    return B;
  return std::nullopt;
}

/// True when operand \p E is computed from constants, variable addresses and
/// CTA-uniform values by arithmetic alone, through registers whose every
/// definition is such (a loop counter `s = (s + 1) & 1`): the same in every
/// thread that computes it in the same iteration, even where the
/// uniformity analysis calls it varying because it is written under a
/// thread-dependent branch (the consumer warps' stage counter).
static bool sameInEveryThread(FunctionIR &F, const AnalysisContext &Ctx, const Uniformity &Uni,
                              const Expr *E, llvm::DenseSet<unsigned> &Visiting,
                              unsigned Depth);
static bool sameInEveryThread(FunctionIR &F, const AnalysisContext &Ctx, const Uniformity &Uni,
                              const Expr *E) {
  llvm::DenseSet<unsigned> Visiting;
  return sameInEveryThread(F, Ctx, Uni, E, Visiting, 0);
}
static bool sameInEveryThread(FunctionIR &F, const AnalysisContext &Ctx, const Uniformity &Uni,
                              const Expr *E, llvm::DenseSet<unsigned> &Visiting,
                              unsigned Depth) {
  if (!E || Depth > 32)
    return false;
  if (Uni.expr(E) == Level::Uniform)
    return true;
  switch (E->K) {
  case Expr::IntLit:
    return true;
  case Expr::Address:
  case Expr::Paren:
  case Expr::Binary:
    for (const Expr *Sub : E->Sub)
      if (!sameInEveryThread(F, Ctx, Uni, Sub, Visiting, Depth + 1))
        return false;
    return true;
  case Expr::Symbol: {
    auto R = F.lookupReg(E->Name);
    if (!R)
      return !E->Name.startswith("%") || Uni.specialRegLevel(E->Name) == Level::Uniform;
    if (Uni.reg(*R) == Level::Uniform || !Visiting.insert(*R).second)
      return true; // uniform, or a cycle through a loop counter
    bool Ok = !F.defsOf(*R).empty();
    for (unsigned D : F.defsOf(*R)) {
      const Inst &I = F.Insts[D];
      static const char *const Arith[] = {"mov", "cvt", "cvta", "add", "sub", "mul", "mad",
                                          "and", "or",  "xor",  "shl", "shr"};
      bool IsArith = false;
      for (const char *A : Arith)
        IsArith |= I.opcode() == A;
      if (!IsArith && I.opcode() == "ld" && I.Defs.size() == 1 && !I.S->Guard) {
        // The result of a call that returns its argument (nvcc -G's
        // out-of-line __cvta_generic_to_shared), or a local-depot slot's
        // reload: the value copied.
        ValueOrigin O = traceDef(F, Ctx, D);
        if (O.Steps && O.Root) {
          Ok = sameInEveryThread(F, Ctx, Uni, O.Root, Visiting, Depth + 1);
          if (!Ok)
            break;
          continue;
        }
      }
      if (!IsArith || I.Defs.size() != 1 ||
          (I.Guard >= 0 && Uni.reg(I.Guard) != Level::Uniform)) {
        Ok = false;
        break;
      }
      for (unsigned K = 1; K < I.S->Operands.size() && Ok; ++K)
        Ok = sameInEveryThread(F, Ctx, Uni, I.S->Operands[K], Visiting, Depth + 1);
      if (!Ok)
        break;
    }
    // (Registers stay in Visiting: the answer is a conjunction, so one that
    // fails fails the whole query.)
    return Ok;
  }
  default:
    return false;
  }
}

namespace {
/// For a pointer \p Arg (stored by instruction \p At) to a slot of the
/// local depot: the 32-bit value the last store to that slot in the same
/// block before \p At wrote (a count nvcc -G passes by reference).
const Expr *depotValueBefore(FunctionIR &F, const Expr *Arg, unsigned At, int64_t Add) {
  if (F.Depot.empty() || !Arg || Arg->K != Expr::Symbol)
    return nullptr;
  auto R = F.lookupReg(Arg->Name);
  const DepotSlots &DS = F.depot();
  if (!R || !DS.isDepotReg(*R) || !DS.regOffset(*R))
    return nullptr;
  // Add is any int64 (an address immediate up to 2^64-1 is valid PTX): the
  // sum wraps as the 64-bit add does, and an offset past the depot names no
  // slot.
  auto Slot = depotOffsetInRange(wrappingAdd(*DS.regOffset(*R), Add));
  if (!Slot)
    return nullptr;
  int64_t Off = *Slot;
  unsigned B = F.Insts[At].Block;
  for (unsigned K = At; K-- > F.Blocks[B].Begin;) {
    const Inst &I = F.Insts[K];
    if (I.Kind == InstKind::Call)
      return nullptr;
    llvm::StringRef Op = I.opcode();
    bool Writes = Op == "st" || Op == "atom" || Op == "red" || Op == "cp" || Op == "stmatrix";
    if (!Writes || I.hasMod(".param"))
      continue;
    auto O = Op == "st" && I.S->Operands.size() == 2 ? DS.addressOffset(I.S->Operands[0])
                                                      : std::nullopt;
    if (!O)
      return nullptr; // a store that may write the slot
    if (*O + static_cast<int64_t>(accessBytes(I)) <= Off || Off + 4 <= *O)
      continue;
    if (*O != Off || accessBytes(I) != 4 || isVectorAccess(I) || I.S->Guard)
      return nullptr;
    return I.S->Operands[1];
  }
  return nullptr;
}
} // namespace

/// Threads that leave before arriving (the mbarrier twin of an early return
/// before __syncthreads()): an object whose every init expects one arrival
/// from each thread of the (exactly known) block, or as many as the threads
/// that reach its arrives in the simulated launch where every condition lets
/// them (one per warpgroup leader: `init(&done, 3)` and `if (t == 0)
/// arrive` in each of three warpgroups), whose every arrival is a
/// plain `mbarrier.arrive` of count 1 outside any loop (or, for one arrival
/// per thread, in a loop that waits on the object before arriving again, and
/// libcu++'s arrive_and_wait()), and a thread-dependent
/// branch, before any of those arrivals, one way of which leads to an arrive
/// and the other to the function's exit without one (`if (i >= n) return;`
/// with i = blockIdx.x * blockDim.x + threadIdx.x). When the branch can be
/// evaluated for every thread the warp simulation counts the arrivals (the
/// "cannot reach the count" rule); here it depends on values the analysis
/// does not know (parameters, loaded data), so a warning: a launch in which
/// any thread takes that way (a partial last block) leaves the phase short of
/// its count, and the threads that wait for it hang.
template <typename CountFn, typename CoverFn>
static void checkSkippedArrivals(FunctionAnalyses &FA, DiagnosticEngine &Diags,
                                 const std::vector<CheckedUse> &Uses, const std::vector<int> &ObjOf,
                                 const std::vector<int> &InitOf, bool AnyCall, CountFn CountOf,
                                 CoverFn CoverCountIs) {
  FunctionIR &F = FA.IR;
  if (AnyCall || !F.F.IsEntry)
    return;
  uint64_t Threads = FA.Shape.Block.count();
  if (Threads < 2)
    return;
  for (unsigned K = 0; K < F.Insts.size(); ++K)
    if (ObjOf[K] < 0 && (Uses[K].Op == MbOp::Arrive || Uses[K].Op == MbOp::OtherArrive ||
                         Uses[K].Op == MbOp::Tx))
      return;
  unsigned NB = F.numBlocks();
  for (int O = 0; O < static_cast<int>(InitOf.size()); ++O) {
    if (InitOf[O] < 0)
      continue;
    // One arrival per thread of the block, or (Roles) a count the arriving
    // roles must make up together, checked against the simulation below.
    // (Inits at offsets the threads compute must expect the same count.)
    std::optional<uint64_t> Expect;
    bool Usable = true;
    std::vector<unsigned> ArriveAt;
    std::vector<bool> ArriveBlock(NB, false);
    std::vector<unsigned> WaitsAt;
    std::vector<unsigned> CycleArrives;
    for (unsigned K = 0; K < F.Insts.size() && Usable; ++K) {
      if (ObjOf[K] != O || !F.Blocks[F.Insts[K].Block].Reachable)
        continue;
      const CheckedUse &U = Uses[K];
      const Inst &I = F.Insts[K];
      switch (U.Op) {
      case MbOp::Init: {
        auto C = CountOf(U);
        Usable = C && *C > 0 && (!Expect || *Expect == *C);
        Expect = C;
        break;
      }
      case MbOp::Arrive: {
        if (U.HasCount) {
          auto C = CountOf(U);
          Usable = C && *C == 1;
        }
        Usable = Usable && !U.ExpectTx && !U.Cluster && I.Guard < 0;
        // An arrive in a loop is checked below: the thread must wait on the
        // object before it can arrive again.
        if (F.inCycle(I.Block) && !U.AndWait)
          CycleArrives.push_back(K);
        ArriveAt.push_back(K);
        ArriveBlock[I.Block] = true;
        if (U.AndWait)
          WaitsAt.push_back(K); // arrive_and_wait: the wait after the arrival
        break;
      }
      case MbOp::Wait:
        if (U.Parity) {
          auto P = U.ParityE ? FA.Values.constant(U.ParityE) : std::nullopt;
          if (!P || (*P & 1))
            break; // parity 1 first: the phase before the first, complete
        }
        WaitsAt.push_back(K);
        break;
      case MbOp::None:
        break;
      default:
        Usable = false; // inval, expect_tx, asynchronous arrivals
        break;
      }
    }
    if (!Usable || ArriveAt.empty() || WaitsAt.empty() || !Expect || *Expect > Threads ||
        !CoverCountIs(O, *Expect))
      continue;
    // An arrive in a loop (a time-step loop that stays rolled: nvcc -G, or a
    // trip count from a parameter) still gives each thread at most one
    // arrival per phase when the thread waits on the object between two
    // executions of it: libcu++'s arrive_and_wait() under -G (AndWait, not
    // listed here) or an inline arrive whose every way back to itself
    // passes a wait on the object. Then the threads that leave before
    // their first arrival leave the first phase short of its count whatever
    // the others do. Otherwise (two arrivals a trip, or one with no wait in
    // the loop) the others could make up the count, and nothing is said.
    if (!CycleArrives.empty()) {
      std::vector<bool> WaitBlock(NB, false);
      for (unsigned K : WaitsAt)
        if (Uses[K].Op == MbOp::Wait)
          WaitBlock[F.Insts[K].Block] = true;
      auto WaitsBeforeAgain = [&](unsigned K) {
        unsigned AB = F.Insts[K].Block;
        const BasicBlock &ABB = F.Blocks[AB];
        for (unsigned J = K + 1; J < ABB.End; ++J)
          if (ObjOf[J] == O && Uses[J].Op == MbOp::Wait)
            return true;
        std::vector<bool> Seen(NB, false);
        std::vector<unsigned> W(ABB.Succs.begin(), ABB.Succs.end());
        while (!W.empty()) {
          unsigned B = W.back();
          W.pop_back();
          if (Seen[B] || WaitBlock[B])
            continue;
          if (B == AB)
            return false; // back at the arrive without a wait
          Seen[B] = true;
          for (unsigned S : F.Blocks[B].Succs)
            W.push_back(S);
        }
        return true;
      };
      if (!llvm::all_of(CycleArrives, WaitsBeforeAgain))
        continue;
    }
    bool Roles = *Expect < Threads;
    // Roles are counted as the threads that ever arrive, once each: with an
    // arrive in a loop (checked above to wait between two arrivals) that is
    // not proven to be one phase's count, so such objects are left alone.
    if (Roles && !CycleArrives.empty())
      continue;
    // Roles: the lanes of each simulated warp that arrive in some world, and
    // the arrivals of the launch in which each warp arrives as often as it
    // can (its best exact world; the arrives run at most once per thread:
    // outside loops, and one thread's path meets each at most once). Every
    // one of them is needed when that is the expected count.
    const auto &Runs = FA.warps();
    std::vector<uint32_t> ArrivingLanes(Runs.size(), 0);
    if (Roles) {
      uint64_t Most = 0;
      for (unsigned W = 0; W < Runs.size() && Usable; ++W) {
        const WarpRun &R = Runs[W];
        std::optional<uint64_t> Best;
        for (const WarpWorld &World : R.Worlds) {
          uint64_t N = 0;
          for (unsigned K : ArriveAt) {
            auto It = World.Ever.find(K);
            if (It == World.Ever.end())
              continue;
            N += llvm::countPopulation(It->second & R.Exists);
            ArrivingLanes[W] |= It->second & R.Exists;
          }
          if (World.Exact && (!Best || N > *Best))
            Best = N;
        }
        Usable = Best.has_value();
        Most += Best.value_or(0);
      }
      if (!Usable || Most != *Expect)
        continue;
    }
    // The blocks of the arrives and those reachable from them forward
    // (successors) or backward (predecessors).
    auto FromArrives = [&](bool Forward) {
      std::vector<bool> Seen(NB, false);
      std::vector<unsigned> Work;
      for (unsigned K : ArriveAt)
        Work.push_back(F.Insts[K].Block);
      while (!Work.empty()) {
        unsigned B = Work.back();
        Work.pop_back();
        if (Seen[B])
          continue;
        Seen[B] = true;
        for (unsigned N : Forward ? F.Blocks[B].Succs : F.Blocks[B].Preds)
          Work.push_back(N);
      }
      return Seen;
    };
    // Blocks reachable from an arrive (the arrive's own included): a branch
    // there may come after the thread's arrival.
    std::vector<bool> AfterArrive = FromArrives(/*Forward=*/true);
    // A wait the arriving threads reach.
    int WaitAt = -1;
    for (unsigned K : WaitsAt)
      if (AfterArrive[F.Insts[K].Block]) {
        WaitAt = static_cast<int>(K);
        break;
      }
    if (WaitAt < 0)
      continue;
    // Blocks from which an arrive on the object can be reached.
    std::vector<bool> ToArrive = FromArrives(/*Forward=*/false);
    // Whether the function's exit (ret/exit) is reachable from block B
    // without passing an arrive on the object; with \p ForThread, for the
    // thread FA.Eval is set to: a guard or branch it decides goes one way
    // (the fall-through is the next block).
    auto ExitsWithout = [&](unsigned From, bool ForThread = false) {
      std::vector<bool> Seen(NB, false);
      std::vector<unsigned> W{From};
      while (!W.empty()) {
        unsigned B = W.back();
        W.pop_back();
        if (Seen[B] || ArriveBlock[B])
          continue;
        Seen[B] = true;
        const BasicBlock &BB = F.Blocks[B];
        std::optional<bool> Goes;
        if (BB.End > BB.Begin) {
          const Inst &T = F.Insts[BB.End - 1];
          if (ForThread && T.Guard >= 0)
            Goes = FA.Eval.guard(T);
          if ((T.Kind == InstKind::Ret || T.Kind == InstKind::Exit) && Goes != false)
            return true;
          if (T.Kind == InstKind::Branch && Goes && BB.Succs.size() == 2) {
            unsigned Next = B + 1, Taken = BB.Succs[0] == Next ? BB.Succs[1] : BB.Succs[0];
            W.push_back(*Goes ? Taken : Next);
            continue;
          }
        }
        for (unsigned S : BB.Succs)
          W.push_back(S);
      }
      return false;
    };
    std::unique_ptr<DomTree> Dom;
    for (unsigned B : F.RPO) {
      const BasicBlock &BB = F.Blocks[B];
      if (!BB.Reachable || AfterArrive[B] || BB.End == BB.Begin || !ToArrive[B])
        continue;
      const Inst &T = F.Insts[BB.End - 1];
      if (T.Guard < 0 || FA.Uni.reg(static_cast<unsigned>(T.Guard)) == Level::Uniform)
        continue;
      // The ways out of B: for a guarded ret/exit, leaving there; for a
      // branch, its two successors.
      bool Skips = false;
      if (T.Kind == InstKind::Ret || T.Kind == InstKind::Exit)
        Skips = true;
      else if (T.Kind == InstKind::Branch && BB.Succs.size() == 2)
        Skips = (ToArrive[BB.Succs[0]] && ExitsWithout(BB.Succs[1])) ||
                (ToArrive[BB.Succs[1]] && ExitsWithout(BB.Succs[0]));
      if (!Skips)
        continue;
      // Roles: every arriving thread passes the branch (its block dominates
      // the arrives), so an arriving thread for which it is unknown may be
      // the one that leaves.
      if (Roles) {
        if (!Dom)
          Dom = std::make_unique<DomTree>(F, /*Post=*/false);
        if (!llvm::all_of(ArriveAt,
                          [&](unsigned K) { return Dom->dominates(B, F.Insts[K].Block); }))
          continue;
      }
      // Only a condition the analysis cannot evaluate for some thread of
      // the block (one that is evaluated for every thread is the warp
      // simulation's to count); with Roles, for some arriving thread.
      bool Unknown = false;
      int Leaver = -1;
      for (unsigned W = 0; W < Runs.size() && !Unknown; ++W) {
        const WarpRun &R = Runs[W];
        uint32_t Lanes = Roles ? ArrivingLanes[W] : R.Exists;
        for (unsigned L = 0; L < 32 && !Unknown; ++L) {
          if (!(Lanes >> L & 1))
            continue;
          Leaver = static_cast<int>(W * 32 + L);
          FA.Eval.setThread(R.Lanes[L]);
          Unknown = !FA.Eval.guard(T);
          // Roles: this thread itself must be able to leave that way
          // without arriving (the other threads on it, such as the
          // non-leaders of its warpgroup, have nothing to make up).
          if (Unknown && Roles && T.Kind == InstKind::Branch)
            Unknown = (ToArrive[BB.Succs[0]] && ExitsWithout(BB.Succs[1], /*ForThread=*/true)) ||
                      (ToArrive[BB.Succs[1]] && ExitsWithout(BB.Succs[0], /*ForThread=*/true));
        }
      }
      if (!Unknown)
        continue;
      std::string Expects;
      if (Roles) {
        const WarpRun &R = Runs[static_cast<unsigned>(Leaver) / 32];
        Expects = std::to_string(*Expect) + " arrivals per phase, as many as the threads of the " +
                  std::to_string(Threads) +
                  "-thread block that reach its arrives when every condition lets them "
                  "(such as thread " + describeThread(R.Lanes[Leaver % 32]) +
                  "), but the threads";
      } else {
        Expects = std::to_string(Threads) + " arrivals per phase, one from each thread of the " +
                  std::to_string(Threads) + "-thread block, but the threads";
      }
      Diags.report(DiagId::MbarrierMisuseMaybe, F.Insts[WaitAt].S->Range)
          << ("this wait may never complete: the mbarrier object was initialised to expect " +
              Expects + " for which the thread-dependent condition of "
              "line " + std::to_string(lineOf(Diags, T)) +
              " holds (it depends on values the analysis cannot evaluate, such as the "
              "kernel's parameters) leave the kernel without arriving on it; in a launch "
              "where any thread does (a partial last block), the phase never completes");
      Diags.report(DiagId::NoteGeneric, T.S->Range)
          << "threads that take this way reach the exit without arriving on the mbarrier";
      Diags.report(DiagId::NoteGeneric, F.Insts[InitOf[O]].S->Range) << "initialised here";
      break;
    }
  }
}

/// For the thread FA.Eval is set to: the offset from variable \p V of
/// address \p E (an operand of instruction \p At), computed as the variable
/// plus (through copies) `add` / `mad.lo` of values of the thread
/// (`bars + 8 * tid.x`).
/// \p Index evaluates the values added to the variable (default: FA.Eval,
/// the thread's values).
static std::optional<uint64_t>
offsetFrom(FunctionAnalyses &FA, llvm::StringRef V, const Expr *E, unsigned At,
           unsigned Depth = 0,
           llvm::function_ref<std::optional<uint64_t>(const Expr *)> Index = nullptr) {
  FunctionIR &F = FA.IR;
  if (!E || Depth > 4)
    return std::nullopt;
  auto Eval = [&](const Expr *X) { return Index ? Index(X) : FA.Eval.expr(X); };
  ValueOrigin O = traceCopies(F, FA.Ctx, E, At);
  if (O.Root && O.Root->K == Expr::Symbol && O.Root->Name == V && !F.lookupReg(V))
    return static_cast<uint64_t>(O.Add);
  if (O.RootDef < 0)
    return std::nullopt;
  const Inst &D = F.Insts[O.RootDef];
  auto Ops = D.S->Operands;
  unsigned At2 = static_cast<unsigned>(O.RootDef);
  if (D.opcode() == "ld" && D.hasMod(".param") && !D.S->Guard) {
    // A call's result as its arguments' sum (baseVariable's operator[]):
    // the one term of scale 1 at an offset of V plus the others' values.
    auto Form = callResultForm(F, FA.Ctx, At2);
    if (!Form || Form->KeepBits < 32)
      return std::nullopt;
    std::optional<uint64_t> Base;
    uint64_t Sum = static_cast<uint64_t>(Form->Const) + static_cast<uint64_t>(O.Add);
    for (const CallResultForm::Term &T : Form->Terms) {
      if (!Base && T.Scale == 1)
        if (auto Off = offsetFrom(FA, V, T.Value, T.Store, Depth + 1, Index)) {
          Base = Off;
          continue;
        }
      auto X = Eval(T.Value);
      if (!X)
        return std::nullopt;
      Sum += *X * static_cast<uint64_t>(T.Scale);
    }
    if (!Base)
      return std::nullopt;
    return *Base + Sum;
  }
  if (D.opcode() == "add" && Ops.size() == 3 && !D.S->Guard) {
    for (unsigned I = 1; I <= 2; ++I) {
      auto Off = offsetFrom(FA, V, Ops[I], At2, Depth + 1, Index);
      if (!Off)
        continue;
      auto X = Eval(Ops[3 - I]);
      if (!X)
        return std::nullopt;
      return *Off + *X + static_cast<uint64_t>(O.Add);
    }
  } else if (D.opcode() == "mad" && D.hasMod(".lo") && Ops.size() == 4 && !D.S->Guard) {
    auto Off = offsetFrom(FA, V, Ops[3], At2, Depth + 1, Index);
    auto A = Off ? Eval(Ops[1]) : std::nullopt;
    auto B = A ? Eval(Ops[2]) : std::nullopt;
    if (B)
      return *Off + *A * *B + static_cast<uint64_t>(O.Add);
  }
  return std::nullopt;
}

/// The lanes of simulated warp \p R that execute instruction \p K (\p I)
/// in any of its worlds with the guard holding; nullopt when a guard
/// cannot be evaluated.
static std::optional<uint32_t> lanesReaching(FunctionAnalyses &FA, const WarpRun &R,
                                             const Inst &I, unsigned K) {
  uint32_t Lanes = 0;
  for (const WarpWorld &W : R.Worlds) {
    auto It = W.Ever.find(K);
    if (It == W.Ever.end())
      continue;
    auto G = guardedLanes(FA, R, I, It->second & R.Exists);
    if (!G)
      return std::nullopt;
    Lanes |= *G;
  }
  return Lanes;
}

/// The offset into variable \p V of the object use \p U names in simulated
/// thread \p Thread (the address's low 32 bits, as shared addresses are);
/// nullopt when it cannot be evaluated or lies past 16 MB.
static std::optional<int64_t> objectOffset(FunctionAnalyses &FA, const CheckedUse &U,
                                           llvm::StringRef V,
                                           const std::array<uint64_t, 3> &Thread) {
  FA.Eval.setThread(Thread);
  auto Off = offsetFrom(FA, V, U.Addr, U.At);
  if (!Off)
    return std::nullopt;
  uint64_t O32 = (*Off + static_cast<uint64_t>(U.AddrAdd)) & 0xffffffffu;
  if (O32 >= (1u << 24))
    return std::nullopt;
  return static_cast<int64_t>(O32);
}

/// An mbarrier.init at an offset the threads compute (`&bars[threadIdx.x]`
/// under `if (threadIdx.x < 2)`) in a kernel: the objects the threads that
/// run it initialise, one per thread, found by running the block's
/// simulated warps (every lane that reaches it, its guard holding) and
/// evaluating the address for each. Empty when some lane's address cannot
/// be evaluated, or the threads name more than MaxObjects objects. Two
/// threads that name the same object are reported (it is initialised twice).
static std::vector<CheckedUse::Cover>
coveredObjects(FunctionAnalyses &FA, DiagnosticEngine &Diags, const CheckedUse &U, unsigned K,
               llvm::StringRef V, std::optional<uint64_t> ConstCount, bool &Reported) {
  constexpr size_t MaxObjects = 64;
  FunctionIR &F = FA.IR;
  const Inst &I = F.Insts[K];
  std::vector<CheckedUse::Cover> Out;
  std::map<int64_t, std::array<uint64_t, 3>> By;
  for (const WarpRun &R : FA.warps()) {
    auto Lanes = lanesReaching(FA, R, I, K);
    if (!Lanes)
      return {};
    for (unsigned L = 0; L < 32; ++L) {
      if (!(*Lanes >> L & 1))
        continue;
      auto Off = objectOffset(FA, U, V, R.Lanes[L]);
      if (!Off)
        return {};
      int64_t Obj = *Off;
      std::optional<uint64_t> C = ConstCount;
      if (!C && U.HasCount && U.Count)
        C = FA.Eval.expr(U.Count);
      else if (!C && !U.HasCount)
        C = 1;
      auto [BIt, New] = By.try_emplace(Obj, R.Lanes[L]);
      if (!New && U.Op != MbOp::Init)
        return {};
      if (!New) {
        bool Exact = FA.Shape.BlockKind == LaunchShape::Exact;
        Diags.report(Exact ? DiagId::MbarrierMisuse : DiagId::MbarrierMisuseMaybe, I.S->Range)
            << ("mbarrier.init of a shared mbarrier object runs in more than one thread: "
                "thread " +
                describeThread(BIt->second) + " and thread " + describeThread(R.Lanes[L]) +
                " both initialise the object at offset " + std::to_string(Obj) + " of '" + V.str() +
                "', a late one possibly after others have arrived on it; initialise each "
                "object from one thread followed by a CTA barrier");
        Reported = true;
        return {};
      }
      Out.push_back({V, Obj, C});
      if (Out.size() > MaxObjects)
        return {};
    }
  }
  return Out;
}

/// The loop-counter copy (counterOf: `mov Y, X` of a register X written
/// before the loop and on each trip) that \p E is computed from through
/// unique definitions of copies and integer arithmetic; nullptr if none.
/// (Evaluating E with the counter's values checks that nothing else varies.)
static const Expr *counterBehind(FunctionIR &F, const Expr *E, unsigned Depth = 0) {
  if (!E || Depth > 12)
    return nullptr;
  if (E->K == Expr::Paren && E->Sub.size() == 1)
    return counterBehind(F, E->Sub[0], Depth + 1);
  if (E->K != Expr::Symbol)
    return nullptr;
  auto R = F.lookupReg(E->Name);
  if (!R || F.Regs[*R].IsParam)
    return nullptr;
  if (auto C = counterOf(F, E); C && C->Add == 0 && C->Y == *R)
    return E;
  int D = F.uniqueDef(*R);
  if (D < 0 || F.Insts[D].S->Guard)
    return nullptr;
  const InstrStmt &S = *F.Insts[D].S;
  for (unsigned K = 1; K < S.Operands.size(); ++K)
    if (const Expr *C = counterBehind(F, S.Operands[K], Depth + 1))
      return C;
  return nullptr;
}

/// The objects (offsets into variable \p V) use \p K names in the trips
/// of the counted loop around it, each with the counter's value in that
/// trip, when its offset depends on nothing but the loop's counter and
/// constants (nvcc -G's rolled `for (s = 0; s < STAGES; ++s)
/// init(&full[s], 1)`: the address is `full + 8 * s`), the counter runs
/// from its start to the last value its test lets through, K runs on
/// every trip and the test is the loop's only way out (counterMax's
/// Certain). Nullopt otherwise, or past MaxTrips trips.
static std::optional<std::vector<std::pair<int64_t, int64_t>>>
tripObjects(FunctionAnalyses &FA, const CheckedUse &U, unsigned K, llvm::StringRef V,
            const DomTree &Dom, const ControlDeps &CD) {
  constexpr int64_t MaxTrips = 64;
  FunctionIR &F = FA.IR;
  const Inst &I = F.Insts[K];
  if (!U.Addr || I.Guard >= 0 || !F.inCycle(I.Block))
    return std::nullopt;
  // The counter behind the offset (the values added to the variable).
  const Expr *Counter = nullptr;
  bool Other = false;
  offsetFrom(FA, V, U.Addr, U.At, 0, [&](const Expr *X) -> std::optional<uint64_t> {
    if (evalConstExpr(X) || FA.Values.constant(X))
      return 0;
    const Expr *C = counterBehind(F, X);
    if (!C || (Counter && F.lookupReg(Counter->Name) != F.lookupReg(C->Name)))
      Other = true;
    else
      Counter = C;
    return 0;
  });
  if (!Counter || Other)
    return std::nullopt;
  bool Certain = false;
  int64_t Init = 0, Step = 0;
  auto Max = counterMax(F, FA.Values, Dom, FA.PostDom, CD, Counter, K, Certain, &Init, &Step);
  if (!Max || !Certain || Step <= 0 || *Max < Init || (*Max - Init) / Step >= MaxTrips)
    return std::nullopt;
  unsigned Y = *F.lookupReg(Counter->Name);
  std::vector<std::pair<int64_t, int64_t>> Out;
  for (int64_t Val = Init; Val <= *Max; Val += Step) {
    auto Off = offsetFrom(FA, V, U.Addr, U.At, 0, [&](const Expr *X) -> std::optional<uint64_t> {
      auto R = evalWithCounter(F, FA.Values, X, Y, Val);
      return R ? std::optional<uint64_t>(static_cast<uint64_t>(*R)) : std::nullopt;
    });
    if (!Off)
      return std::nullopt;
    uint64_t O32 = (*Off + static_cast<uint64_t>(U.AddrAdd)) & 0xffffffffu;
    if (O32 >= (1u << 24))
      return std::nullopt;
    Out.push_back({static_cast<int64_t>(O32), Val});
  }
  return Out;
}

/// The bytes variable \p V (a local or module-scope array of constant
/// dimensions) occupies; none when unknown.
static std::optional<uint64_t> variableBytes(FunctionAnalyses &FA, llvm::StringRef V) {
  const VarDecl *D = nullptr;
  if (auto It = FA.IR.LocalVars.find(V); It != FA.IR.LocalVars.end())
    D = It->second;
  else if (auto G = FA.Ctx.Globals.find(V); G != FA.Ctx.Globals.end())
    D = G->second.Decl;
  if (!D)
    return std::nullopt;
  uint64_t Elem = varFacts(*D).ElemSize;
  for (const Declarator &Dc : D->Decls) {
    if (Dc.Name.Text != V)
      continue;
    uint64_t N = Elem;
    for (const Expr *E : Dc.Dims) {
      auto C = E ? evalConstExpr(E) : std::nullopt;
      if (!C || *C <= 0 || *C > (1 << 24))
        return std::nullopt;
      N *= static_cast<uint64_t>(*C);
    }
    return N ? std::optional<uint64_t>(N) : std::nullopt;
  }
  return std::nullopt;
}

/// The register behind \p E (through unique writes) that is the counter
/// of a loop whose bound is launch data (openCounter), with \p At on every
/// trip.
static std::optional<OpenCounter> openCounterBehind(FunctionAnalyses &FA, const DomTree &Dom,
                                                    const Expr *E, unsigned At,
                                                    unsigned Depth = 0) {
  FunctionIR &F = FA.IR;
  if (!E || Depth > 12)
    return std::nullopt;
  if (E->K == Expr::Paren && E->Sub.size() == 1)
    return openCounterBehind(FA, Dom, E->Sub[0], At, Depth + 1);
  if (E->K != Expr::Symbol || evalConstExpr(E) || FA.Values.constant(E))
    return std::nullopt;
  auto R = F.lookupReg(E->Name);
  if (!R || F.Regs[*R].IsParam)
    return std::nullopt;
  if (auto C = openCounter(F, FA.Values, Dom, *R, At))
    return C;
  int D = F.uniqueDef(*R);
  if (D < 0 || F.Insts[D].S->Guard)
    return std::nullopt;
  const InstrStmt &S = *F.Insts[D].S;
  for (unsigned K = 1; K < S.Operands.size(); ++K)
    if (auto C = openCounterBehind(FA, Dom, S.Operands[K], At, Depth + 1))
      return C;
  return std::nullopt;
}

/// The objects (offsets into variable \p V) use \p K names in the first
/// trips of a loop whose trip count is launch data (`for (kt = 0; kt <
/// ktiles; ++kt) wait(&full[kt % STAGES], ...)`, the -G form or the
/// rotated one of optimised builds: openCounter), each with the counter's
/// value there, when the offset depends on nothing but the counter and
/// constants, stays inside V and repeats with a period of P <= 16 trips
/// (checked over 64 trips): a ring of P objects. The loop is taken to run
/// at least P trips (a pipeline over run-time many tiles is launched with
/// at least as many tiles as it has stages), so the trips 0..P-1, which
/// name every object the loop can ever reach, are returned. Nullopt
/// otherwise (offsets that keep growing, as `&bars[kt]`, are not a ring).
static std::optional<std::vector<std::pair<int64_t, int64_t>>>
residueTripObjects(FunctionAnalyses &FA, const CheckedUse &U, unsigned K, llvm::StringRef V,
                   const DomTree &Dom) {
  constexpr int64_t Trips = 64, MaxPeriod = 16;
  FunctionIR &F = FA.IR;
  const Inst &I = F.Insts[K];
  if (!U.Addr || I.Guard >= 0 || !F.inCycle(I.Block))
    return std::nullopt;
  std::optional<OpenCounter> OC;
  bool Other = false;
  offsetFrom(FA, V, U.Addr, U.At, 0, [&](const Expr *X) -> std::optional<uint64_t> {
    if (evalConstExpr(X) || FA.Values.constant(X))
      return 0;
    auto C = openCounterBehind(FA, Dom, X, K);
    if (!C || (OC && OC->Reg != C->Reg))
      Other = true;
    else
      OC = C;
    return 0;
  });
  if (!OC || Other)
    return std::nullopt;
  auto Bytes = variableBytes(FA, V);
  if (!Bytes)
    return std::nullopt;
  std::vector<int64_t> Offs;
  for (int64_t J = 0; J < Trips; ++J) {
    int64_t Val = OC->Init + J * OC->Step;
    if (Val > std::numeric_limits<int32_t>::max())
      return std::nullopt;
    auto Off = offsetFrom(FA, V, U.Addr, U.At, 0, [&](const Expr *X) -> std::optional<uint64_t> {
      return evalWithRegister(F, FA.Values, X, OC->Reg, Val);
    });
    if (!Off)
      return std::nullopt;
    uint64_t O32 = (*Off + static_cast<uint64_t>(U.AddrAdd)) & 0xffffffffu;
    if (O32 + 8 > *Bytes)
      return std::nullopt;
    Offs.push_back(static_cast<int64_t>(O32));
  }
  for (int64_t P = 1; P <= MaxPeriod; ++P) {
    bool Periodic = true;
    for (int64_t J = 0; J + P < Trips && Periodic; ++J)
      Periodic = Offs[J] == Offs[J + P];
    if (!Periodic)
      continue;
    std::vector<std::pair<int64_t, int64_t>> Out;
    for (int64_t J = 0; J < P; ++J)
      Out.push_back({Offs[J], OC->Init + J * OC->Step});
    return Out;
  }
  return std::nullopt;
}

/// The objects (offsets into variable \p V) an mbarrier.init in a loop
/// names when its address is the loop's own pointer counter: nvcc -G's
/// range-for over an array of barriers (`for (auto &b : s.full)
/// init(&b, 1)`) keeps the element pointer in a register that starts at
/// begin(), grows by a constant step each trip and is tested against end()
/// (`setp.ne p, it, end` at the loop's head, its only way out). Start and
/// end must resolve to constant offsets of V (through copies, the depot and
/// calls returning their argument plus a constant, as begin()/end() do), the
/// init must run on every trip without a guard, and the trips are at most
/// 64. Nullopt otherwise.
static std::optional<std::vector<std::pair<int64_t, int64_t>>>
pointerTripObjects(FunctionAnalyses &FA, const CheckedUse &U, unsigned K, llvm::StringRef V,
                   const DomTree &Dom) {
  constexpr int64_t MaxTrips = 64;
  FunctionIR &F = FA.IR;
  const Inst &I = F.Insts[K];
  if (!U.Addr || I.Guard >= 0 || !F.inCycle(I.Block))
    return std::nullopt;
  int64_t AddrAdd = U.AddrAdd;
  auto C = counterOf(F, addressRegister(U.Addr, AddrAdd));
  if (!C)
    return std::nullopt;
  AddrAdd = wrappingAdd(AddrAdd, C->Add);
  auto Defs = F.defsOf(C->X);
  if (Defs.size() != 2)
    return std::nullopt;
  int YDef = F.uniqueDef(C->Y);
  if (YDef < 0)
    return std::nullopt;
  unsigned Head = F.Insts[YDef].Block;
  // The counter's definitions: one outside the loop (the start), one in it
  // (`counter + step`).
  auto Offset = [&](const Expr *E, unsigned At) -> std::optional<int64_t> {
    // Only constants may be added along the way (no thread's values).
    auto Off = offsetFrom(FA, V, E, At, 0, [](const Expr *X) -> std::optional<uint64_t> {
      if (auto C = evalConstExpr(X))
        return static_cast<uint64_t>(*C);
      return std::nullopt;
    });
    if (!Off)
      return std::nullopt;
    uint64_t O32 = *Off & 0xffffffffu;
    if (O32 >= (1u << 24))
      return std::nullopt;
    return static_cast<int64_t>(O32);
  };
  std::optional<int64_t> Start;
  std::optional<int64_t> Step;
  for (unsigned D : Defs) {
    const Inst &DI = F.Insts[D];
    if (DI.S->Guard || DI.S->Operands.size() != 2 || DI.opcode() != "mov")
      return std::nullopt;
    if (!F.inCycle(DI.Block) || !Dom.dominates(Head, DI.Block)) {
      if (Start)
        return std::nullopt;
      Start = Offset(DI.S->Operands[1], D);
      if (!Start)
        return std::nullopt;
      continue;
    }
    auto Next = counterOf(F, DI.S->Operands[1]);
    if (!Next || Next->Y != C->Y || Next->X != C->X || Next->Add <= 0 || Step)
      return std::nullopt;
    Step = Next->Add;
  }
  if (!Start || !Step)
    return std::nullopt;
  // The head's exit test: `setp.ne/eq p, Y, End` (through `not`s), the only
  // conditional branch out of the loop's head; the init's block lies past
  // the head on the side where Y != End and runs on every trip.
  // (A debug label may split the head: follow its straight-line blocks.)
  unsigned TestB = Head;
  for (unsigned N = 0; N < 8 && F.Blocks[TestB].Succs.size() == 1 &&
                       F.Blocks[F.Blocks[TestB].Succs[0]].Preds.size() == 1;
       ++N)
    TestB = F.Blocks[TestB].Succs[0];
  const BasicBlock &HB = F.Blocks[TestB];
  if (HB.End <= HB.Begin)
    return std::nullopt;
  unsigned BrIdx = HB.End - 1;
  const Inst &Br = F.Insts[BrIdx];
  if (Br.opcode() != "bra" || Br.Guard < 0 || Br.S->Operands.empty() ||
      Br.S->Operands.back()->K != Expr::Symbol)
    return std::nullopt;
  // Neg: the branch is taken when the setp's result is false.
  bool Neg = Br.GuardNeg;
  int T = F.uniqueDef(Br.Guard);
  for (unsigned N = 0; N < 4 && T >= 0 && F.Insts[T].opcode() == "not" &&
                       F.Insts[T].Uses.size() == 1;
       ++N) {
    T = F.uniqueDef(F.Insts[T].Uses[0].Reg);
    Neg = !Neg;
  }
  if (T < 0 || F.Insts[T].opcode() != "setp" || F.Insts[T].S->Guard)
    return std::nullopt;
  const Inst &Cmp = F.Insts[T];
  bool Ne = Cmp.hasMod(".ne"), Eq = Cmp.hasMod(".eq");
  auto COps = Cmp.S->Operands;
  if ((!Ne && !Eq) || COps.size() != 3 || COps[1]->K != Expr::Symbol ||
      F.lookupReg(COps[1]->Name) != std::optional<unsigned>(C->Y))
    return std::nullopt;
  auto End = Offset(COps[2], static_cast<unsigned>(T));
  if (!End || *End < *Start || (*End - *Start) % *Step || (*End - *Start) / *Step > MaxTrips)
    return std::nullopt;
  // The branch leaves the loop when Y == End: taken on `eq` (not negated)
  // or `ne` negated.
  bool TakenOnEqual = Eq != Neg;
  auto Target = F.resolveLabel(Br.Scope, Br.S->Operands.back()->Name);
  if (!Target || *Target >= F.Insts.size() || HB.Succs.size() != 2)
    return std::nullopt;
  unsigned Taken = F.Insts[*Target].Block;
  unsigned Fall = HB.Succs[0] == Taken ? HB.Succs[1] : HB.Succs[0];
  if (Fall == Taken)
    return std::nullopt;
  unsigned Exit = TakenOnEqual ? Taken : Fall, Body = TakenOnEqual ? Fall : Taken;
  if (F.inCycle(Exit) && Dom.dominates(Head, Exit))
    return std::nullopt;
  // The init runs on every trip: its block post-dominates the body's entry
  // and the body's only way back is through it.
  if (!Dom.dominates(Body, I.Block) || !FA.PostDom.dominates(I.Block, Body))
    return std::nullopt;
  std::vector<std::pair<int64_t, int64_t>> Out;
  for (int64_t O = *Start; O < *End; O += *Step)
    Out.push_back({static_cast<int64_t>(static_cast<uint64_t>(wrappingAdd(O, AddrAdd)) &
                                        0xffffffffu),
                   (O - *Start) / *Step});
  return Out;
}

/// How many simulated threads of the block run instruction \p K (\p I);
/// nullopt when a guard cannot be evaluated.
static std::optional<unsigned> threadsReaching(FunctionAnalyses &FA, const Inst &I, unsigned K) {
  unsigned Threads = 0;
  for (const WarpRun &R : FA.warps()) {
    auto Lanes = lanesReaching(FA, R, I, K);
    if (!Lanes)
      return std::nullopt;
    Threads += llvm::countPopulation(*Lanes);
  }
  return Threads;
}

/// An mbarrier.init in a counted loop of a kernel whose trips name one
/// object each (tripObjects), run by exactly one thread: the objects it
/// initialises. Empty otherwise, or when two trips name the same object.
static std::vector<CheckedUse::Cover>
loopCoveredObjects(FunctionAnalyses &FA, const CheckedUse &U, unsigned K, llvm::StringRef V,
                   std::optional<uint64_t> ConstCount, const DomTree &Dom,
                   const ControlDeps &CD) {
  FunctionIR &F = FA.IR;
  if (U.Op != MbOp::Init)
    return {};
  auto Trips = tripObjects(FA, U, K, V, Dom, CD);
  if (!Trips)
    Trips = pointerTripObjects(FA, U, K, V, Dom);
  if (!Trips || threadsReaching(FA, F.Insts[K], K) != 1u)
    return {};
  std::optional<uint64_t> C = ConstCount;
  if (!C && U.HasCount && U.Count)
    C = FA.Values.constant(U.Count);
  else if (!C && !U.HasCount)
    C = 1;
  std::vector<CheckedUse::Cover> Out;
  std::set<int64_t> Seen;
  for (const auto &[Off, Val] : *Trips) {
    (void)Val;
    if (!Seen.insert(Off).second)
      return {};
    Out.push_back({V, Off, C});
  }
  return Out;
}

/// The objects (offsets into variable \p V) that the simulated threads
/// running use \p K (an arrive, wait or expect_tx at a computed address)
/// reach, each with the first thread reaching it; nullopt when a lane's
/// guard or offset cannot be evaluated.
static std::optional<std::map<int64_t, std::array<uint64_t, 3>>>
reachedObjects(FunctionAnalyses &FA, const CheckedUse &U, unsigned K, llvm::StringRef V) {
  constexpr size_t MaxObjects = 256;
  FunctionIR &F = FA.IR;
  const Inst &I = F.Insts[K];
  std::map<int64_t, std::array<uint64_t, 3>> By;
  for (const WarpRun &R : FA.warps()) {
    auto Lanes = lanesReaching(FA, R, I, K);
    if (!Lanes)
      return std::nullopt;
    for (unsigned L = 0; L < 32; ++L) {
      if (!(*Lanes >> L & 1))
        continue;
      auto Off = objectOffset(FA, U, V, R.Lanes[L]);
      if (!Off)
        return std::nullopt;
      By.try_emplace(*Off, R.Lanes[L]);
      if (By.size() > MaxObjects)
        return std::nullopt;
    }
  }
  return By;
}

/// Register \p R may hold different values in different CTAs of a grid: it
/// is computed (through its definitions, to \p Depth) from a CTA or cluster
/// id (%ctaid, %cluster_ctarank, %clusterid, ...), from memory other than
/// kernel parameters, from a call's result, or from something not followed.
static bool mayDifferBetweenCtas(FunctionIR &F, unsigned R, unsigned Depth,
                                 llvm::DenseSet<unsigned> &Seen) {
  if (!Seen.insert(R).second)
    return false;
  if (Depth > 24)
    return true;
  for (unsigned D : F.defsOf(R)) {
    const Inst &I = F.Insts[D];
    if (I.Kind == InstKind::Call)
      return true;
    llvm::StringRef Op = I.opcode();
    if ((Op == "ld" || Op == "ldu") && !I.hasMod(".param"))
      return true;
    // A call's result (nvcc -G's out-of-line cluster.block_rank()).
    unsigned Ret;
    int64_t Off;
    if (Op == "ld" && callOfResult(F, D, Ret, Off))
      return true;
    if (Op == "vote" || Op == "shfl" || Op == "match" || Op == "redux" || Op == "atom" ||
        Op == "bar" || Op == "barrier" || Op == "mbarrier")
      return true;
    for (const Expr *E : I.S->Operands) {
      if (!E)
        continue;
      llvm::StringRef N = splitSpecialReg(*E).Name;
      if (N.startswith("%ctaid") || N.startswith("%cluster") || N.startswith("%smid") ||
          N.startswith("%gridid") || N.startswith("%globaltimer") || N.startswith("%clock"))
        return true;
    }
    for (const RegRef &U : I.Uses)
      if (mayDifferBetweenCtas(F, U.Reg, Depth + 1, Seen))
        return true;
  }
  return false;
}

/// Whether the warps simulated for one cluster rank's CTA (\p RR) speak
/// for that CTA: every world complete, and every condition a world could
/// not evaluate (and chose a way for) the same in all CTAs. A condition on
/// the rank that comes from memory is not decided by the rank, and a world
/// that took the leader's way in the CTA of rank 1 would be no launch at
/// all. (A spin loop's wait: the world lets it succeed, as in every CTA.)
static bool rankRunsDecided(FunctionIR &F, const std::vector<CheckedUse> &Uses,
                            const std::vector<WarpRun> &RR) {
  for (const WarpRun &WR : RR)
    for (const WarpWorld &W : WR.Worlds) {
      if (!W.Exact)
        return false;
      for (const auto &[Br, Taken] : W.FirstOutcome) {
        (void)Taken;
        llvm::DenseSet<unsigned> Seen;
        int G = Br < F.Insts.size() ? F.Insts[Br].Guard : -1;
        if (G >= 0 && llvm::all_of(F.defsOf(static_cast<unsigned>(G)),
                                   [&](unsigned D) { return Uses[D].Op == MbOp::Wait; }))
          continue;
        if (G < 0 || mayDifferBetweenCtas(F, static_cast<unsigned>(G), 0, Seen))
          return false;
      }
    }
  return true;
}

/// A call that may wait at a barrier or touch an mbarrier (\p MbCall), or
/// whose callee is unknown: it orders what comes before it like a barrier.
/// \p WarpOrders: whether a warp barrier counts (nvcc -G's out-of-line
/// `__syncwarp()`).
static bool orderingCall(FunctionAnalyses &FA, const std::vector<bool> &MbCall, unsigned K,
                         bool WarpOrders = true) {
  FunctionIR &F = FA.IR;
  if (F.Insts[K].Kind != InstKind::Call)
    return false;
  const CalleeSummary &CS = callSummary(FA.Ctx, F, bindCall(FA.Ctx, F, K));
  return !CS.Known || (WarpOrders ? CS.MayBarrier : CS.MayCtaBarrier) || MbCall[K];
}

void ptx::checkMbarriers(FunctionAnalyses &FA, DiagnosticEngine &Diags) {
  FunctionIR &F = FA.IR;
  // The dominator tree and the control dependences, built on first use
  // and shared by the rules below.
  std::unique_ptr<DomTree> Dom;
  std::unique_ptr<ControlDeps> CD;
  auto DomTreeOf = [&]() -> const DomTree & {
    if (!Dom)
      Dom = std::make_unique<DomTree>(F, /*Post=*/false);
    return *Dom;
  };
  auto Deps = [&]() -> const ControlDeps & {
    if (!CD)
      CD = std::make_unique<ControlDeps>(F, DomTreeOf(), FA.PostDom);
    return *CD;
  };
  // Calls that may operate on an mbarrier object in ways the checker cannot
  // follow (an unknown callee, or one whose mbarrier operations are not
  // exactly one operation on an object passed to it).
  std::vector<bool> MbCall(F.Insts.size(), false);
  // Instruction K's use into U; true when it is one (an mbarrier
  // operation, or a call that may make one).
  auto Scan = [&](unsigned K, CheckedUse &U) -> bool {
    const Inst &I = F.Insts[K];
    U.At = K;
    if (I.Kind == InstKind::Call) {
      CallBinding B = bindCall(FA.Ctx, F, K);
      // (The unspecialised summary, cached per callee, answers for most
      // calls: a specialised one touches no more.)
      if (B.Callee && !calleeSummary(FA.Ctx, B.Callee).TouchesMbarrier)
        return false;
      const CalleeSummary &CS = callSummary(FA.Ctx, F, B);
      if (!CS.TouchesMbarrier)
        return false;
      const CalleeOp *Op = nullptr;
      unsigned N = 0;
      const CalleeOp *First = nullptr;
      bool AndWait = false;
      for (const CalleeOp &C : CS.Ops)
        if (C.K == CalleeOp::Mbarrier) {
          if (!First)
            First = &C;
          Op = &C;
          ++N;
        }
      // An arrive and then a wait on the same object passed to the call
      // (libcu++'s barrier::arrive_and_wait() under nvcc -G: `wait(arrive())`):
      // checked as the arrive, with AndWait (the thread then waits for the
      // phase its arrival belongs to).
      if (N == 2 && First->Mb == MbOp::Arrive && Op->Mb == MbOp::Wait && First->Operand &&
          Op->Operand && First->Operand->Param == Op->Operand->Param &&
          First->Operand->Off == Op->Operand->Off && First->Operand->Add == Op->Operand->Add &&
          !llvm::StringRef(First->What).contains(".arrive_drop") &&
          !llvm::StringRef(Op->What).contains(".parity") && !First->Cluster && !Op->Cluster) {
        Op = First;
        N = 1;
        AndWait = true;
      }
      const CallBinding::Piece *A =
          Op && Op->Operand ? B.arg(Op->Operand->Param, Op->Operand->Off) : nullptr;
      bool Fixed = Op && !Op->Operand && !Op->ObjectVar.empty();
      if (!CS.Known || !CS.MbarrierExact || N > 1 || (N == 1 && !A && !Fixed)) {
        MbCall[K] = true;
        return true;
      }
      if (!Op)
        return false; // no mbarrier object operation (a bulk-group copy)
      U.Op = Op->Mb;
      U.AndWait = AndWait;
      if (Fixed) {
        U.FixedVar = Op->ObjectVar;
        U.FixedAdd = Op->ObjectAdd;
      } else {
        U.Addr = A->Value;
        U.At = A->Store;
        U.AddrAdd = Op->Operand->Add;
      }
      U.HasCount = Op->HasCount;
      U.Cluster = Op->Cluster;
      U.Parity = llvm::StringRef(Op->What).contains(".parity");
      U.ExpectTx = llvm::StringRef(Op->What).contains(".expect_tx");
      U.NoInc = llvm::StringRef(Op->What).contains(".noinc");
      U.Drop = llvm::StringRef(Op->What).contains(".arrive_drop");
      U.CountConst = Op->CountConst;
      if (Op->CountOperand) {
        if (const CallBinding::Piece *CA =
                B.arg(Op->CountOperand->Param, Op->CountOperand->Off);
            CA && Op->CountOperand->Add == 0)
          U.Count = CA->Value;
      } else if (Op->CountDeref) {
        if (const CallBinding::Piece *CA = B.arg(Op->CountDeref->Param, Op->CountDeref->Off)) {
          if (U.Op == MbOp::Wait) {
            U.ParityPtr = CA->Value;
            U.ParityPtrAdd = Op->CountDeref->Add;
          } else {
            U.Count = depotValueBefore(F, CA->Value, CA->Store, Op->CountDeref->Add);
          }
        }
      }
      U.TxConst = Op->TxConst;
      if (Op->TxOperand) {
        if (const CallBinding::Piece *TA = B.arg(Op->TxOperand->Param, Op->TxOperand->Off);
            TA && Op->TxOperand->Add == 0)
          U.TxE = TA->Value;
      } else if (Op->TxDeref) {
        if (const CallBinding::Piece *TA = B.arg(Op->TxDeref->Param, Op->TxDeref->Off)) {
          U.TxPtr = TA->Value;
          U.TxPtrAdd = Op->TxDeref->Add;
        }
      }
      if (!AndWait) {
        U.ReturnsToken = Op->ReturnsToken;
        if (Op->TokenOperand && Op->TokenOperand->Add == 0) {
          if (const CallBinding::Piece *TA = B.arg(Op->TokenOperand->Param, Op->TokenOperand->Off))
            U.TokE = TA->Value, U.TokAt = TA->Store;
        } else if (Op->TokenDeref) {
          if (const CallBinding::Piece *TA = B.arg(Op->TokenDeref->Param, Op->TokenDeref->Off))
            U.TokPtr = TA->Value, U.TokAt = TA->Store, U.TokPtrAdd = Op->TokenDeref->Add;
        }
      }
      llvm::StringRef W = Op->What;
      size_t Dot = W.find('.', W.find('.') + 1);
      U.Name = W.substr(0, Dot).str();
      U.Via = Op->Where;
      return true;
    }
    static_cast<MbUse &>(U) = classifyMbarrier(I);
    if (U.Op == MbOp::None)
      return false;
    U.HasCount = U.Count != nullptr;
    U.Cluster = I.hasMod(".shared::cluster");
    U.Parity = I.hasMod(".parity");
    U.ExpectTx = I.hasMod(".expect_tx");
    U.NoInc = I.hasMod(".noinc");
    U.Drop = U.Op == MbOp::Arrive && I.S->Mods[0].Text == ".arrive_drop";
    if (U.Parity && I.S->Operands.size() >= 3)
      U.ParityE = I.S->Operands[2];
    U.Name = I.opcode().str() + (I.S->Mods.empty() ? std::string() : I.S->Mods[0].Text.str());
    // `cp.async.bulk.tensor`, `cp.async.mbarrier.arrive`: the words that
    // say which copy, not just `cp.async`.
    if (I.opcode() == "cp")
      for (size_t M = 1; M < I.S->Mods.size() && M < 4; ++M) {
        llvm::StringRef W = I.S->Mods[M].Text;
        if (W != ".bulk" && W != ".tensor" && W != ".mbarrier" && W != ".arrive" &&
            W != ".reduce")
          break;
        U.Name += W.str();
      }
    return true;
  };
  // Most functions make none: the table of uses (an entry per instruction)
  // is built only for those that do.
  bool Any = false;
  for (unsigned K = 0; K < F.Insts.size() && !Any; ++K) {
    CheckedUse U;
    Any = Scan(K, U);
  }
  if (!Any)
    return;
  std::vector<CheckedUse> Uses(F.Insts.size());
  for (unsigned K = 0; K < F.Insts.size(); ++K)
    Scan(K, Uses[K]);
  // The count of an init or arrive, when constant.
  auto CountOf = [&](const CheckedUse &U) -> std::optional<uint64_t> {
    if (U.CountConst)
      return U.CountConst;
    return U.Count ? FA.Values.constant(U.Count) : std::nullopt;
  };
  // A note at the callee's instruction for an operation made by a call.
  auto NoteVia = [&](unsigned K) {
    if (Uses[K].Via)
      Diags.report(DiagId::NoteGeneric, Uses[K].Via->Range)
          << "the called function executes '" + Uses[K].Name + "' here";
  };

  // The expected arrival count of an init is in [1, 2^20 - 1] (PTX ISA
  // 9.7.13.15.9, 9.7.13.15.2); outside it (a loader count of 0 left after
  // the loads moved to a bulk copy) the behaviour is undefined.
  for (unsigned K = 0; K < F.Insts.size(); ++K) {
    const CheckedUse &U = Uses[K];
    if (U.Op != MbOp::Init)
      continue;
    auto C = CountOf(U);
    if (!C)
      continue;
    uint64_t V = *C & 0xffffffffu;
    if (V >= 1 && V < (1u << 20))
      continue;
    Diags.report(DiagId::MbarrierMisuse, F.Insts[K].S->Range)
        << ("'" + (U.Name.empty() ? std::string("mbarrier.init") : U.Name) +
            "' with an expected arrival count of " + std::to_string(V) +
            ": the count must be between 1 and 1048575 (PTX ISA 9.7.13.15.9)" +
            "; the behaviour is undefined");
    NoteVia(K);
  }

  // Object identity: variable + constant offset, through copies, the local
  // depot and calls that return their argument (nvcc -G keeps
  // __cvta_generic_to_shared out of line).
  auto Resolve = [&](const Expr *E, unsigned At)
      -> std::optional<std::pair<llvm::StringRef, int64_t>> {
    ValueOrigin O = traceCopies(F, FA.Ctx, E, At);
    if (!O.Root || O.Root->K != Expr::Symbol || O.Root->Name.startswith("%") ||
        F.lookupReg(O.Root->Name))
      return std::nullopt;
    if (!F.LocalVars.count(O.Root->Name) && !FA.Ctx.Globals.count(O.Root->Name))
      return std::nullopt;
    return std::make_pair(O.Root->Name, O.Add);
  };
  // Whether a use names an object at all, and the variable it names (a
  // fixed one from a called function, else its address's base variable).
  auto HasObject = [&](const CheckedUse &U) { return U.Addr || !U.FixedVar.empty(); };
  auto UseVar = [&](const CheckedUse &U) -> std::optional<llvm::StringRef> {
    if (!U.FixedVar.empty())
      return U.FixedVar;
    return baseVariable(F, FA.Ctx, U.Addr, U.At);
  };

  // Inits (and invals) at offsets the threads compute (`&bars[threadIdx.x]`
  // under `if (threadIdx.x < 2)`): the objects each thread that runs one
  // initialises (invalidates). (An init that some threads run is carried over to the
  // CTA where the threads reconverge, as for one at a constant offset.)
  if (F.F.IsEntry)
    for (unsigned K = 0; K < F.Insts.size(); ++K) {
      CheckedUse &U = Uses[K];
      if ((U.Op != MbOp::Init && U.Op != MbOp::Inval) || !U.Addr || !U.FixedVar.empty() ||
          !F.Blocks[F.Insts[K].Block].Reachable || Resolve(U.Addr, U.At))
        continue;
      auto V = baseVariable(F, FA.Ctx, U.Addr, U.At);
      if (!V)
        continue;
      bool Reported = false;
      U.Covers = coveredObjects(FA, Diags, U, K, *V, U.CountConst, Reported);
      if (Reported)
        NoteVia(K);
      else if (U.Covers.empty()) {
        U.Covers = loopCoveredObjects(FA, U, K, *V, U.CountConst, DomTreeOf(), Deps());
        U.CoversTrips = !U.Covers.empty();
      }
    }

  // Waits against the phases the arrivals before them started, and the
  // transaction bytes of those phases.
  {
    std::vector<std::optional<llvm::StringRef>> VarOf(F.Insts.size());
    bool AnyWait = false;
    for (unsigned K = 0; K < F.Insts.size(); ++K) {
      if (Uses[K].Op == MbOp::None || !HasObject(Uses[K]))
        continue;
      VarOf[K] = UseVar(Uses[K]);
      // (Any wait: token waits get the transaction-byte check. Not for
      // waits on an object the function cannot name, such as a wrapper's
      // parameter.)
      AnyWait |= Uses[K].Op == MbOp::Wait && VarOf[K].has_value();
    }
    if (AnyWait) {
      // The phase walk does not model a call that arrives and then waits
      // (AndWait): it sees one that it cannot follow, as before.
      if (llvm::any_of(Uses, [](const CheckedUse &U) { return U.AndWait; })) {
        std::vector<CheckedUse> PUses = Uses;
        std::vector<bool> PCall = MbCall;
        std::vector<std::optional<llvm::StringRef>> PVar = VarOf;
        for (unsigned K = 0; K < PUses.size(); ++K)
          if (PUses[K].AndWait) {
            PUses[K] = CheckedUse();
            PUses[K].At = K;
            PCall[K] = true;
            PVar[K].reset();
          }
        checkMbarrierPhases(FA, Diags, PUses, PVar, PCall);
      } else {
        checkMbarrierPhases(FA, Diags, Uses, VarOf, MbCall);
      }
    }
  }
  std::map<std::pair<std::string, int64_t>, unsigned> ObjIds;
  std::vector<int> ObjOf(F.Insts.size(), -1);
  for (unsigned K = 0; K < F.Insts.size(); ++K) {
    if (Uses[K].Op != MbOp::None && !Uses[K].FixedVar.empty()) {
      auto Key = std::make_pair(Uses[K].FixedVar.str(), Uses[K].FixedAdd);
      ObjOf[K] = ObjIds.try_emplace(Key, ObjIds.size()).first->second;
      continue;
    }
    if (Uses[K].Op == MbOp::None || !Uses[K].Addr)
      continue;
    if (auto O = Resolve(Uses[K].Addr, Uses[K].At)) {
      // Offsets wrap modulo 2^64, as the address arithmetic does.
      auto Key = std::make_pair(O->first.str(), wrappingAdd(O->second, Uses[K].AddrAdd));
      auto [It, New] = ObjIds.try_emplace(Key, ObjIds.size());
      ObjOf[K] = It->second;
    }
  }
  // The state token that wait K tests, when K is a token wait (not on a
  // parity, not through a call) on a resolved object in a reachable block.
  auto waitToken = [&](unsigned K) -> std::optional<unsigned> {
    const CheckedUse &U = Uses[K];
    const Inst &W = F.Insts[K];
    if (U.Op != MbOp::Wait || U.Parity || U.Via || ObjOf[K] < 0 ||
        !F.Blocks[W.Block].Reachable || W.S->Operands.size() < 3 ||
        W.S->Operands[2]->K != Expr::Symbol)
      return std::nullopt;
    return F.lookupReg(W.S->Operands[2]->Name);
  };
  // The other-object token rule below, for wait K (an instruction's
  // token): every definition of the token reaching it is an arrive on
  // another resolved object; the first such arrive.
  auto otherObjectTokenDef = [&](unsigned K) -> std::optional<unsigned> {
    auto Tok = waitToken(K);
    if (!Tok)
      return std::nullopt;
    llvm::SmallVector<unsigned, 4> Defs;
    if (!F.reachingDefs(*Tok, K, Defs) || Defs.empty())
      return std::nullopt;
    bool Other = llvm::all_of(Defs, [&](unsigned D) {
      return Uses[D].Op == MbOp::Arrive && !Uses[D].Via && ObjOf[D] >= 0 &&
             ObjOf[D] != ObjOf[K];
    });
    if (!Other)
      return std::nullopt;
    return Defs.front();
  };
  // A wait on a state token that is stale: the token of an arrive on the
  // object, read by a test_wait/try_wait that a path from that arrive
  // reaches through another arrive of the same thread on the same object
  // (whose newer token was dropped; `token = arrive(&bar)` before a loop
  // that arrives again each trip and waits on the first token). The token
  // names the phase it was taken in; once that phase completed, the wait
  // returns at once, without waiting for the later phase.
  // The token is followed forward from the arrive through 64-bit register
  // copies and whole 8-byte slots of the local depot (nvcc -G keeps it
  // there), into the wait's operand, a wrapper's by-value argument or the
  // slot a wrapper's by-reference argument points to; an arrive may be a
  // wrapper that returns its token (cuda::ptx's mbarrier_arrive).
  {
    // Where wait K reads its token: a register at instruction At, or
    // (Slot) the depot slot at offset Loc when call At runs.
    struct TokRead {
      unsigned At;
      int64_t Loc; ///< register id, or -(offset + 1) for a depot slot
    };
    auto SlotLoc = [](int64_t Off) { return -(Off + 1); };
    auto regOf = [&](const Expr *E) -> std::optional<unsigned> {
      if (!E || E->K != Expr::Symbol)
        return std::nullopt;
      return F.lookupReg(E->Name);
    };
    auto depotOff = [&](const Expr *Ptr, int64_t Add) -> std::optional<int64_t> {
      auto R = regOf(Ptr);
      if (F.Depot.empty() || !R || !F.depot().isDepotReg(*R) || !F.depot().regOffset(*R))
        return std::nullopt;
      auto Off = depotOffsetInRange(wrappingAdd(*F.depot().regOffset(*R), Add));
      return Off && *Off >= 0 ? Off : std::nullopt;
    };
    auto tokenRead = [&](unsigned K) -> std::optional<TokRead> {
      const CheckedUse &U = Uses[K];
      if (U.Op != MbOp::Wait || U.Parity || U.AndWait || ObjOf[K] < 0 ||
          !F.Blocks[F.Insts[K].Block].Reachable)
        return std::nullopt;
      if (!U.Via) {
        const Inst &W = F.Insts[K];
        if (W.S->Operands.size() < 3)
          return std::nullopt;
        if (auto R = regOf(W.S->Operands[2]))
          return TokRead{K, static_cast<int64_t>(*R)};
        return std::nullopt;
      }
      if (U.TokE) {
        if (auto R = regOf(U.TokE))
          return TokRead{U.TokAt, static_cast<int64_t>(*R)};
      } else if (U.TokPtr) {
        if (auto O = depotOff(U.TokPtr, U.TokPtrAdd))
          return TokRead{K, SlotLoc(*O)};
        // A depot address through copies and calls that return their
        // argument (`std::move(token)` at nvcc -G).
        const Expr *E = U.TokPtr;
        unsigned At = U.TokAt;
        int64_t Add = U.TokPtrAdd;
        for (unsigned Depth = 0; Depth < 4 && E; ++Depth) {
          ValueOrigin VO = traceCopies(F, FA.Ctx, E, At);
          if (!VO.Root)
            break;
          Add = wrappingAdd(Add, VO.Add);
          if (auto O = depotOff(VO.Root, Add))
            return TokRead{K, SlotLoc(*O)};
          // (traceCopies follows `%SP` to the depot variable itself.)
          if (VO.Root->K == Expr::Symbol && !F.Depot.empty() && VO.Root->Name == F.Depot) {
            if (auto O = depotOffsetInRange(Add); O && *O >= 0)
              return TokRead{K, SlotLoc(*O)};
            break;
          }
          unsigned Ret;
          int64_t Off;
          std::optional<unsigned> C =
              VO.RootDef >= 0 ? callOfResult(F, static_cast<unsigned>(VO.RootDef), Ret, Off)
                              : std::nullopt;
          if (!C || Ret != 0 || Off != 0)
            break;
          CallBinding B = bindCall(FA.Ctx, F, *C);
          const CalleeSummary &CS = callSummary(FA.Ctx, F, B);
          if (!CS.Known || CS.Returns.empty() || !CS.Returns[0])
            break;
          const CallBinding::Piece *A = B.arg(CS.Returns[0]->Param, CS.Returns[0]->Off);
          if (!A)
            break;
          Add = wrappingAdd(Add, CS.Returns[0]->Add);
          E = A->Value;
          At = A->Store;
        }
      }
      return std::nullopt;
    };
    // Where arrive D's token is first held: the register, defined by
    // instruction At (the arrive, or the load of a wrapper's result).
    auto tokenDef = [&](unsigned D) -> std::optional<std::pair<unsigned, unsigned>> {
      const CheckedUse &U = Uses[D];
      if (U.Op != MbOp::Arrive || U.AndWait || ObjOf[D] < 0 ||
          !F.Blocks[F.Insts[D].Block].Reachable)
        return std::nullopt;
      const Inst &A = F.Insts[D];
      if (!U.Via) {
        if (A.Kind == InstKind::Call || A.Defs.size() != 1)
          return std::nullopt;
        return std::make_pair(D, A.Defs[0].Reg);
      }
      if (!U.ReturnsToken)
        return std::nullopt;
      for (unsigned J = D + 1; J < F.Blocks[A.Block].End; ++J) {
        const Inst &L = F.Insts[J];
        if (L.Kind == InstKind::Call)
          break;
        unsigned Ret;
        int64_t Off;
        auto C = callOfResult(F, J, Ret, Off);
        if (C && *C == D && Ret == 0 && Off == 0 && L.Defs.size() == 1 && accessBytes(L) == 8 &&
            !isVectorAccess(L) && !L.S->Guard)
          return std::make_pair(J, L.Defs[0].Reg);
      }
      return std::nullopt;
    };
    using LocSet = llvm::SmallVector<int64_t, 4>;
    auto Has = [](const LocSet &S, int64_t L) { return llvm::is_contained(S, L); };
    auto Add = [](LocSet &S, int64_t L) {
      if (!llvm::is_contained(S, L))
        S.push_back(L);
    };
    auto Kill = [](LocSet &S, int64_t L) { llvm::erase_value(S, L); };
    auto KillSlots = [](LocSet &S, int64_t Lo, int64_t Hi) { // [Lo, Hi)
      llvm::erase_if(S, [&](int64_t L) {
        if (L >= 0)
          return false;
        int64_t O = -L - 1;
        return O + 8 > Lo && O < Hi;
      });
    };
    // Steps over every walk of the function, bounded (-G kernels are large).
    // Once spent, no later walk starts and a walk under way gives up: the
    // pairs left unexamined get no finding (never a wrong one). (It was
    // `!Budget--`, which wrapped the counter round to 2^64-1 at zero: every
    // walk after the first to run out went unbounded.)
    uint64_t Budget = 400000;
    auto spend = [&Budget] {
      if (Budget == 0)
        return false;
      --Budget;
      return true;
    };
    // The arrives whose token can be in register location Loc when
    // instruction At runs, as far as the reaching writes of the register
    // tell: the walks below put a register in the set only at the token's
    // definition or at a copy (mov, ld), and every other unguarded write
    // removes it. nullopt: any arrive (a depot slot, a write that is a copy,
    // or writes reachingDefs does not pin down).
    auto tokenSources = [&](int64_t Loc,
                            unsigned At) -> std::optional<llvm::SmallVector<unsigned, 4>> {
      if (Loc < 0)
        return std::nullopt;
      llvm::SmallVector<unsigned, 4> Defs;
      if (!F.reachingDefs(static_cast<unsigned>(Loc), At, Defs))
        return std::nullopt;
      for (unsigned J : Defs) {
        llvm::StringRef Op = F.Insts[J].opcode();
        if (Op == "mov" || Op == "ld")
          return std::nullopt;
      }
      return Defs;
    };
    // A store through address E at J that cannot write the local depot: the
    // address is a shared or global variable's, or a kernel parameter's
    // pointer, plus offsets (the kernel's own data, not its stack).
    std::function<bool(const Expr *, unsigned, unsigned)> NotDepot =
        [&](const Expr *E, unsigned At, unsigned Depth) -> bool {
      if (Depth > 4)
        return false;
      ValueOrigin O = traceCopies(F, FA.Ctx, E, At);
      if (O.Root && O.Root->K == Expr::Symbol && !O.Root->Name.startswith("%") &&
          !F.lookupReg(O.Root->Name) && O.Root->Name != F.Depot &&
          (F.LocalVars.count(O.Root->Name) || FA.Ctx.Globals.count(O.Root->Name)))
        return true;
      if (O.RootDef < 0)
        return false;
      const Inst &D = F.Insts[O.RootDef];
      if (D.opcode() == "ld" && D.hasMod(".param") && F.F.IsEntry)
        return true;
      unsigned At2 = static_cast<unsigned>(O.RootDef);
      if (D.opcode() == "mad" && D.S->Operands.size() == 4)
        return NotDepot(D.S->Operands[3], At2, Depth + 1);
      if ((D.opcode() == "add" || D.opcode() == "sub") && D.S->Operands.size() == 3) {
        auto R = regOf(D.S->Operands[2]);
        bool OtherPlain = !R || F.Depot.empty() || !F.depot().isDepotReg(*R);
        return OtherPlain && NotDepot(D.S->Operands[1], At2, Depth + 1);
      }
      return false;
    };
    std::vector<int8_t> StoreNotDepot(F.Insts.size(), -1);
    auto storeMissesDepot = [&](unsigned J, const Expr *AddrE) {
      const Inst &I = F.Insts[J];
      if (I.hasMod(".shared") || I.hasMod(".global") || I.hasMod(".shared::cta") ||
          I.hasMod(".shared::cluster"))
        return true;
      if (I.hasMod(".local"))
        return false;
      if (StoreNotDepot[J] < 0) {
        int64_t Off;
        const Expr *Base = addressBase(AddrE, Off);
        StoreNotDepot[J] = Base && NotDepot(Base, J, 0);
      }
      return StoreNotDepot[J] == 1;
    };
    // What instruction J does to the set of locations holding the token.
    // (Must: for the must-hold pass below; a guarded instruction may then
    // overwrite what it writes, and copies nothing.)
    auto Step = [&](unsigned J, LocSet &S, bool Must = false) {
      const Inst &I = F.Insts[J];
      llvm::StringRef Op = I.opcode();
      bool Guarded = I.S->Guard != nullptr;
      bool KillGuarded = !Guarded || Must;
      int64_t Gen = -1;
      if (I.Kind == InstKind::Call) {
        CallBinding B = bindCall(FA.Ctx, F, J);
        const ParamStoreSummary *PS =
            B.Callee ? &paramStores(FA.Ctx, B.Callee) : nullptr;
        for (const CallBinding::Piece &P : B.Args) {
          auto O = depotOff(P.Value, 0);
          if (!O)
            continue;
          if (!PS || !PS->Exact) {
            KillSlots(S, Must ? 0 : *O, std::numeric_limits<int64_t>::max());
            continue;
          }
          for (const ParamStoreSummary::Store &St : PS->Stores)
            if (St.Param == P.Arg && P.Off == 0)
              KillSlots(S, *O + St.Add, *O + St.Add + std::max<unsigned>(St.Bytes, 1));
        }
        if (!B.Callee || !PS || !PS->Exact)
          if (!F.Depot.empty() && F.depot().escapes())
            KillSlots(S, 0, std::numeric_limits<int64_t>::max());
      } else if (Op == "mov" && I.Defs.size() == 1 && I.S->Operands.size() == 2 &&
                 (I.hasMod(".b64") || I.hasMod(".u64") || I.hasMod(".s64"))) {
        if (auto R = regOf(I.S->Operands[1]); R && Has(S, *R))
          Gen = I.Defs[0].Reg;
      } else if ((Op == "ld" || Op == "st") && !F.Depot.empty() && I.S->Operands.size() == 2) {
        const Expr *AddrE = I.S->Operands[Op == "ld" ? 1 : 0];
        auto O = F.depot().addressOffset(AddrE);
        bool Depot = O || F.depot().isDepotAddress(AddrE);
        bool Whole = O && accessBytes(I) == 8 && !isVectorAccess(I);
        if (Op == "ld") {
          if (Whole && *O >= 0 && Has(S, SlotLoc(*O)))
            Gen = I.Defs.size() == 1 ? static_cast<int64_t>(I.Defs[0].Reg) : -1;
        } else if (!I.hasMod(".param")) {
          if (KillGuarded) {
            if (O)
              KillSlots(S, *O, *O + std::max<unsigned>(accessBytes(I), 1));
            else if (Depot || (F.depot().escapes() && !storeMissesDepot(J, AddrE)))
              KillSlots(S, 0, std::numeric_limits<int64_t>::max());
          }
          if (Whole && *O >= 0 && !(Must && Guarded))
            if (auto R = regOf(I.S->Operands[1]); R && Has(S, *R))
              Add(S, SlotLoc(*O));
        }
      } else if ((Op == "atom" || Op == "red" || Op == "cp" || Op == "stmatrix") &&
                 !F.Depot.empty() && F.depot().escapes() && KillGuarded &&
                 !I.hasMod(".shared") && !I.hasMod(".global") && !I.hasMod(".shared::cta") &&
                 !I.hasMod(".shared::cluster")) {
        KillSlots(S, 0, std::numeric_limits<int64_t>::max());
      }
      if (Must && Guarded)
        Gen = -1;
      if (KillGuarded)
        for (const RegRef &R : I.Defs)
          if (static_cast<int64_t>(R.Reg) != Gen)
            Kill(S, R.Reg);
      if (Gen >= 0)
        Add(S, Gen);
    };
    for (unsigned K = 0; K < F.Insts.size() && Budget; ++K) {
      auto Rd = tokenRead(K);
      if (!Rd)
        continue;
      auto Sources = tokenSources(Rd->Loc, Rd->At);
      for (unsigned D = 0; D < F.Insts.size() && Budget; ++D) {
        if (ObjOf[D] != ObjOf[K])
          continue;
        auto Def = tokenDef(D);
        if (!Def || (Sources && !llvm::is_contained(*Sources, Def->first)))
          continue;
        // Per block and state (bit 0: not yet after a later arrive, bit 1:
        // after one), the locations that may hold D's token on entry.
        std::vector<std::array<LocSet, 2>> In(F.numBlocks());
        std::vector<uint8_t> Queued(F.numBlocks(), 0);
        llvm::SmallVector<std::pair<unsigned, bool>, 16> Work;
        int Later = -1;
        bool Stale = false;
        auto Run = [&](unsigned B, unsigned From, bool After, LocSet S) {
          if (S.empty())
            return false;
          for (unsigned J = From; J < F.Blocks[B].End; ++J) {
            if (!spend())
              return false;
            if (J == Rd->At && After && Has(S, Rd->Loc))
              return true;
            if (!After && Uses[J].Op == MbOp::Arrive && ObjOf[J] == ObjOf[K]) {
              After = true;
              if (Later < 0)
                Later = static_cast<int>(J);
            }
            Step(J, S);
            if (S.empty())
              return false;
          }
          for (unsigned Succ : F.Blocks[B].Succs) {
            LocSet &T = In[Succ][After];
            bool Changed = false;
            for (int64_t L : S)
              if (!Has(T, L)) {
                T.push_back(L);
                Changed = true;
              }
            uint8_t Bit = After ? 2 : 1;
            if ((Changed || !(Queued[Succ] & Bit))) {
              Queued[Succ] |= Bit;
              Work.push_back({Succ, After});
            }
          }
          return false;
        };
        LocSet Start;
        Start.push_back(Def->second);
        Stale = Run(F.Insts[Def->first].Block, Def->first + 1, false, Start);
        while (!Stale && !Work.empty() && Budget) {
          auto [B, After] = Work.pop_back_val();
          Stale = Run(B, F.Blocks[B].Begin, After, In[B][After]);
        }
        if (!Stale || Later < 0)
          continue;
        const Inst &W = F.Insts[K];
        Diags.report(DiagId::MbarrierMisuseMaybe, W.S->Range)
            << ("this wait tests the state token of an earlier arrive on the mbarrier object, "
                "but the thread arrives on it again before the wait (the newer token is "
                "dropped): once the earlier phase has completed the wait returns at once, "
                "without waiting for the phase of the later arrive; wait on the token the "
                "latest arrive returns");
        NoteVia(K);
        Diags.report(DiagId::NoteGeneric, F.Insts[D].S->Range)
            << "the token comes from this arrive";
        Diags.report(DiagId::NoteGeneric, F.Insts[Later].S->Range)
            << "the thread arrives again here first";
        break;
      }
    }
    // The other-object token rule below for tokens that travel where
    // reaching definitions do not follow them: through depot slots and
    // calls (nvcc -G keeps libcu++'s `barrier::arrive` and
    // `barrier::wait(token&&)` out of line; the token goes from arrive's
    // result to a stack slot, through `std::move` into wait's by-reference
    // argument). Wait K reads, on every path from the entry, the token of
    // one arrive D on another object: a must-hold analysis of D's token
    // (intersected at joins; a guarded instruction may overwrite what it
    // writes and copies nothing; a call that may write the depot kills
    // every slot), as the stale-token pass follows it.
    for (unsigned K = 0; K < F.Insts.size() && Budget; ++K) {
      auto Rd = tokenRead(K);
      if (!Rd || otherObjectTokenDef(K))
        continue;
      auto Sources = tokenSources(Rd->Loc, Rd->At);
      for (unsigned D = 0; D < F.Insts.size() && Budget; ++D) {
        if (D == K || ObjOf[D] < 0 || ObjOf[D] == ObjOf[K] || Uses[D].Op != MbOp::Arrive)
          continue;
        auto Def = tokenDef(D);
        if (!Def || (Sources && !llvm::is_contained(*Sources, Def->first)))
          continue;
        unsigned GenAt = Def->first;
        std::vector<std::optional<LocSet>> In(F.numBlocks());
        In[0] = LocSet();
        llvm::SmallVector<unsigned, 16> Work{0};
        std::vector<bool> Queued(F.numBlocks(), false);
        Queued[0] = true;
        bool HeldAtRead = false, Aborted = false;
        // Runs block B from its entry state; at the read, whether the
        // location holds D's token.
        auto Transfer = [&](unsigned B, LocSet S) {
          for (unsigned J = F.Blocks[B].Begin; J < F.Blocks[B].End; ++J) {
            if (!spend()) {
              Aborted = true;
              return S;
            }
            if (J == Rd->At)
              HeldAtRead = Has(S, Rd->Loc);
            Step(J, S, /*Must=*/true);
            if (J == GenAt)
              Add(S, static_cast<int64_t>(Def->second));
          }
          return S;
        };
        while (!Work.empty() && !Aborted) {
          unsigned B = Work.pop_back_val();
          Queued[B] = false;
          LocSet Out = Transfer(B, *In[B]);
          for (unsigned Succ : F.Blocks[B].Succs) {
            bool Changed = false;
            if (!In[Succ]) {
              In[Succ] = Out;
              Changed = true;
            } else {
              size_t Before = In[Succ]->size();
              llvm::erase_if(*In[Succ], [&](int64_t L) { return !Has(Out, L); });
              Changed = In[Succ]->size() != Before;
            }
            if (Changed && !Queued[Succ]) {
              Queued[Succ] = true;
              Work.push_back(Succ);
            }
          }
        }
        unsigned RB = F.Insts[Rd->At].Block;
        if (Aborted || !In[RB])
          continue;
        HeldAtRead = false;
        Transfer(RB, *In[RB]);
        if (Aborted || !HeldAtRead)
          continue;
        const Inst &W = F.Insts[K];
        Diags.report(DiagId::MbarrierMisuse, W.S->Range)
            << ("this wait tests a state token that an arrive on another mbarrier object "
                "returned: a token names a phase of the object it came from, so the wait does "
                "not wait for the phase it was meant to (PTX ISA 9.7.13.15.16); pass the token "
                "of an arrive on the object waited on, or wait on the parity");
        NoteVia(K);
        Diags.report(DiagId::NoteGeneric, F.Insts[D].S->Range)
            << "the token comes from this arrive";
        NoteVia(D);
        break;
      }
    }
  }

  // A wait on the state token of an arrive on another object (libcu++'s
  // `empty.wait(full.arrive())`): a token names a phase of the object that
  // returned it (PTX ISA 9.7.13.15.16), so testing it against another
  // object's current phase waits for nothing the code meant. Only when every
  // definition of the token that reaches the wait is an arrive in this
  // function on a resolved object other than the waited one (a token chosen
  // on correlated branches, `p ? arrive(&a) : arrive(&b)`, is left alone).
  for (unsigned K = 0; K < F.Insts.size(); ++K) {
    const Inst &W = F.Insts[K];
    auto First = otherObjectTokenDef(K);
    if (!First)
      continue;
    Diags.report(DiagId::MbarrierMisuse, W.S->Range)
        << ("this wait tests a state token that an arrive on another mbarrier object "
            "returned: a token names a phase of the object it came from, so the wait does "
            "not wait for the phase it was meant to (PTX ISA 9.7.13.15.16); pass the token "
            "of an arrive on the object waited on, or wait on the parity");
    Diags.report(DiagId::NoteGeneric, F.Insts[*First].S->Range)
        << "the token comes from this arrive";
  }

  // The objects of inits at offsets the threads compute, and the count
  // their covering inits agree on.
  std::vector<llvm::SmallVector<int, 2>> CoverObjs(F.Insts.size());
  std::map<int, std::optional<uint64_t>> CoverCount;
  for (unsigned K = 0; K < F.Insts.size(); ++K)
    for (const CheckedUse::Cover &C : Uses[K].Covers) {
      auto Key = std::make_pair(C.Var.str(), C.Off);
      int O = static_cast<int>(ObjIds.try_emplace(Key, ObjIds.size()).first->second);
      CoverObjs[K].push_back(O);
      if (Uses[K].Op != MbOp::Init)
        continue;
      auto [It, New] = CoverCount.try_emplace(O, C.Count);
      if (!New && It->second != C.Count)
        It->second = std::nullopt;
    }
  auto Covers = [&](unsigned K, int O) { return llvm::is_contained(CoverObjs[K], O); };
  // (No early return without objects: the variable-level wait check below
  // covers objects at computed offsets.)
  unsigned NumObjs = ObjIds.size();

  struct Domain {
    /// may-initialised, must-initialised, invalidated on some path (since
    /// the last init).
    /// pinit / pinval: an init / inval that some threads only (under a
    /// thread-dependent condition) ran last on this path, not yet carried
    /// over to the CTA. The object is shared: where the threads reconverge
    /// (a block every thread reaches), the paths that skipped the operation
    /// (the other threads of the same execution, not another execution)
    /// see it too. Without this, `if (tid == 0) inval;` in a loop whose next
    /// trip starts with `if (tid == 0) init; bar.sync;` leaves a path
    /// "inval skipped, init skipped" that no thread takes (the threads that
    /// skip the inval also skip the init, and thread 0 runs both). Races
    /// between the initialising thread and the others are the business of
    /// the "use before the init without a CTA barrier" check below.
    struct State {
      llvm::BitVector first, second, inval, pinit, pinval;
      bool operator==(const State &O) const {
        return first == O.first && second == O.second && inval == O.inval &&
               pinit == O.pinit && pinval == O.pinval;
      }
    };
    FunctionIR &F;
    std::vector<CheckedUse> &Uses;
    std::vector<int> &ObjOf;
    std::vector<llvm::SmallVector<int, 2>> &CoverObjs;
    std::vector<bool> &MbCall;
    const Uniformity &Uni;
    unsigned N;
    State boundary() {
      return {llvm::BitVector(N, false), llvm::BitVector(N, false), llvm::BitVector(N, false),
              llvm::BitVector(N, false), llvm::BitVector(N, false)};
    }
    State top() {
      return {llvm::BitVector(N, false), llvm::BitVector(N, true), llvm::BitVector(N, false),
              llvm::BitVector(N, false), llvm::BitVector(N, false)};
    }
    void join(State &Into, const State &From) {
      Into.first |= From.first;
      Into.second &= From.second;
      Into.inval |= From.inval;
      Into.pinit |= From.pinit;
      Into.pinval |= From.pinval;
    }
    bool byThreads(unsigned K) const {
      const Inst &I = F.Insts[K];
      return Uni.controlLevel(I.Block) != Level::Uniform ||
             (I.Guard >= 0 && Uni.reg(I.Guard) != Level::Uniform);
    }
    /// At the top of a block every thread reaches: an init or inval some
    /// threads ran (and nothing else of them since) holds for the CTA.
    void enter(unsigned B, State &S) {
      if (Uni.controlLevel(B) != Level::Uniform || (S.pinit.none() && S.pinval.none()))
        return;
      for (unsigned O = 0; O < N; ++O) {
        bool PI = S.pinit.test(O), PV = S.pinval.test(O);
        if (PI && !PV) {
          S.first.set(O);
          S.second.set(O);
          S.inval.reset(O);
        } else if (PV && !PI) {
          S.first.reset(O);
          S.second.reset(O);
          S.inval.set(O);
        }
      }
      S.pinit.reset();
      S.pinval.reset();
    }
    void step(unsigned K, State &S) {
      if (MbCall[K]) {
        S.first.set();
        S.pinit.reset();
        S.pinval.reset();
        return;
      }
      for (int C : CoverObjs[K]) {
        bool Init = Uses[K].Op == MbOp::Init;
        S.first[C] = Init;
        S.second[C] = Init;
        S.inval[C] = !Init;
        S.pinit[C] = Init && byThreads(K);
        S.pinval[C] = !Init && byThreads(K);
      }
      int O = ObjOf[K];
      if (O < 0)
        return;
      if (Uses[K].Op == MbOp::Init) {
        S.first.set(O);
        S.second.set(O);
        S.inval.reset(O);
        S.pinit[O] = byThreads(K);
        S.pinval.reset(O);
      } else if (Uses[K].Op == MbOp::Inval) {
        S.first.reset(O);
        S.second.reset(O);
        S.inval.set(O);
        S.pinval[O] = byThreads(K);
        S.pinit.reset(O);
      }
    }
    void transfer(unsigned B, State &S) {
      enter(B, S);
      for (unsigned K = F.Blocks[B].Begin; K < F.Blocks[B].End; ++K)
        step(K, S);
    }
  } D{F, Uses, ObjOf, CoverObjs, MbCall, FA.Uni, NumObjs};
  auto In = solveForward(F, D);

  std::vector<int> InitOf(NumObjs, -1), InvalOf(NumObjs, -1);
  std::vector<bool> HasArrival(NumObjs, false), HasWait(NumObjs, false);
  bool AnyCall = false;
  std::vector<bool> HasCover(NumObjs, false);
  for (unsigned K = 0; K < F.Insts.size(); ++K) {
    AnyCall |= MbCall[K];
    for (int C : CoverObjs[K]) {
      if (Uses[K].Op == MbOp::Inval) {
        if (InvalOf[C] < 0)
          InvalOf[C] = K;
        continue;
      }
      HasCover[C] = true;
      if (InitOf[C] < 0)
        InitOf[C] = K;
    }
    int O = ObjOf[K];
    if (O < 0)
      continue;
    if (Uses[K].Op == MbOp::Init && InitOf[O] < 0)
      InitOf[O] = K;
    if (Uses[K].Op == MbOp::Inval && InvalOf[O] < 0)
      InvalOf[O] = K;
    if (Uses[K].Op == MbOp::Arrive || Uses[K].Op == MbOp::OtherArrive || Uses[K].Op == MbOp::Tx)
      HasArrival[O] = true;
    if (Uses[K].Op == MbOp::Wait)
      HasWait[O] = true;
  }
  // The count the (first) init of object O expects.
  auto InitCountOf = [&](int O) -> std::optional<uint64_t> {
    if (InitOf[O] < 0)
      return std::nullopt;
    if (!CoverObjs[InitOf[O]].empty())
      return CoverCount[O];
    return CountOf(Uses[InitOf[O]]);
  };
  // Unresolved arrivals may hit any object.
  for (unsigned K = 0; K < F.Insts.size(); ++K)
    if (ObjOf[K] < 0 && (Uses[K].Op == MbOp::Arrive || Uses[K].Op == MbOp::OtherArrive))
      HasArrival.assign(NumObjs, true);

  llvm::BitVector ReportedUse(NumObjs, false);
  for (unsigned B : F.RPO) {
    auto S = In[B];
    D.enter(B, S);
    for (unsigned K = F.Blocks[B].Begin; K < F.Blocks[B].End; ++K) {
      int O = ObjOf[K];
      const Inst &I = F.Insts[K];
      if (O >= 0) {
        MbOp Op = Uses[K].Op;
        bool IsUse = Op == MbOp::Arrive || Op == MbOp::Wait || Op == MbOp::Tx;
        if (IsUse && S.inval.test(O) && !ReportedUse.test(O) && InvalOf[O] >= 0) {
          // The object is shared by the CTA: an mbarrier.inval that some
          // threads execute (thread 0 under `if (tid == 0)`) ends it for
          // all of them, even on the paths that skip the inval.
          ReportedUse.set(O);
          const Inst &Inv = F.Insts[InvalOf[O]];
          bool ByThreads = FA.Uni.controlLevel(Inv.Block) != Level::Uniform ||
                           (Inv.Guard >= 0 && FA.Uni.reg(Inv.Guard) != Level::Uniform);
          bool Every = !S.first.test(O);
          Diags.report(Every || ByThreads ? DiagId::MbarrierMisuse : DiagId::MbarrierMisuseMaybe,
                       I.S->Range)
              << ("'" + Uses[K].Name + "' uses an mbarrier object after mbarrier.inval " +
                  (ByThreads ? std::string("by some threads of the CTA")
                   : Every   ? std::string("on every path")
                             : std::string("on some paths")) +
                  " without a new mbarrier.init");
          NoteVia(K);
          Diags.report(DiagId::NoteGeneric, Inv.S->Range) << "the object is invalidated here";
        } else if ((IsUse || Op == MbOp::OtherArrive) && !S.first.test(O) &&
                   !ReportedUse.test(O) && F.F.IsEntry) {
          // Asynchronous arrivals too: a bulk or tensor copy completing
          // its bytes on an object nothing initialised. Only in a kernel:
          // a .func's callers may have initialised a module-scope object.
          ReportedUse.set(O);
          Diags.report(DiagId::MbarrierMisuse, I.S->Range)
              << ("'" + Uses[K].Name +
                  "' uses an mbarrier object that no path has initialised with mbarrier.init");
          NoteVia(K);
        } else if (Op == MbOp::Init && S.first.test(O)) {
          bool Must = S.second.test(O);
          Diags.report(Must ? DiagId::MbarrierMisuse : DiagId::MbarrierMisuseMaybe, I.S->Range)
              << (std::string("mbarrier.init on an object that is already initialised ") +
                  (Must ? "on every path" : "on some paths (a loop or a join)") +
                  " without mbarrier.inval in between");
          NoteVia(K);
          if (InitOf[O] >= 0 && static_cast<unsigned>(InitOf[O]) != K)
            Diags.report(DiagId::NoteGeneric, F.Insts[InitOf[O]].S->Range)
                << "the object is initialised here";
        }
      }
      if (Uses[K].Op == MbOp::Init)
        for (int C : CoverObjs[K]) {
          if (!S.first.test(C))
            continue;
          // A loop's trips initialise each object once: the loop's back
          // edge brings this init's own objects, which another init
          // must have initialised for a second one.
          if (Uses[K].CoversTrips &&
              llvm::none_of(llvm::seq<unsigned>(0, F.Insts.size()), [&](unsigned J) {
                return J != K && Uses[J].Op == MbOp::Init && (ObjOf[J] == C || Covers(J, C));
              }))
            continue;
          bool Must = S.second.test(C);
          Diags.report(Must ? DiagId::MbarrierMisuse : DiagId::MbarrierMisuseMaybe, I.S->Range)
              << (std::string("mbarrier.init on an object that is already initialised ") +
                  (Must ? "on every path" : "on some paths (a loop or a join)") +
                  " without mbarrier.inval in between (the object one of the threads that "
                  "run it initialises)");
          NoteVia(K);
          if (InitOf[C] >= 0 && static_cast<unsigned>(InitOf[C]) != K)
            Diags.report(DiagId::NoteGeneric, F.Insts[InitOf[C]].S->Range)
                << "the object is initialised here";
          break;
        }
      D.step(K, S);
    }
  }

  // An mbarrier.init of one shared object that every thread of a kernel (or
  // every lane of whole warps) executes: the object is initialised once per
  // thread, so late threads re-initialise it while early ones may already
  // arrive on it. Only a thread-dependent condition (`if (tid == 0)`,
  // elect.sync) picks out the initialising thread.
  bool OneThread = FA.Shape.BlockKind == LaunchShape::Exact && FA.Shape.Block.count() == 1;
  if (F.F.IsEntry && !OneThread)
    for (unsigned K = 0; K < F.Insts.size(); ++K) {
      const Inst &I = F.Insts[K];
      if (ObjOf[K] < 0 || Uses[K].Op != MbOp::Init || !F.Blocks[I.Block].Reachable)
        continue;
      if (FA.Uni.controlLevel(I.Block) == Level::Varying ||
          (I.Guard >= 0 && FA.Uni.reg(I.Guard) == Level::Varying))
        continue;
      bool Exact = FA.Shape.BlockKind == LaunchShape::Exact;
      Diags.report(Exact ? DiagId::MbarrierMisuse : DiagId::MbarrierMisuseMaybe, I.S->Range)
          << std::string("mbarrier.init of a shared mbarrier object runs in every thread that "
                         "reaches it (no thread-dependent condition selects one thread): each "
                         "thread re-initialises the object, possibly after others have "
                         "arrived on it; initialise it from one thread "
                         "(`if (threadIdx.x == 0)`) followed by a CTA barrier");
      NoteVia(K);
    }

  // An init under a thread-dependent condition that two threads of the
  // block satisfy (`if (lane == 0)`: one thread per warp): the object is
  // initialised more than once. The condition must be on the thread ids and
  // constants alone; without an exact shape, blocks of two warps are asked
  // about (a warning: a block of one warp initialises once).
  if (F.F.IsEntry && !OneThread) {
    llvm::BitVector Done(NumObjs, false);
    for (unsigned K = 0; K < F.Insts.size(); ++K) {
      const Inst &I = F.Insts[K];
      int O = ObjOf[K];
      if (O < 0 || Uses[K].Op != MbOp::Init || !F.Blocks[I.Block].Reachable || Done.test(O))
        continue;
      if (FA.Uni.controlLevel(I.Block) != Level::Varying &&
          !(I.Guard >= 0 && FA.Uni.reg(I.Guard) == Level::Varying))
        continue;
      bool Exact = FA.Shape.BlockKind == LaunchShape::Exact;
      ThreadFormula TF(F, FA.Uni, FA.Values, FA.Ctx, FA.Shape);
      TF.addThread(0, 64);
      TF.addThread(1, 64);
      bool AllKnown = true;
      if (!TF.requireRuns(I, 0, Deps(), AllKnown) || !TF.requireRuns(I, 1, Deps(), AllKnown) ||
          !AllKnown)
        continue;
      std::string Differ;
      for (unsigned Dm = 0; Dm < 3; ++Dm)
        Differ += " (not (= " + ThreadFormula::quote(ThreadFormula::tidName(Dm, 0)) + " " +
                  ThreadFormula::quote(ThreadFormula::tidName(Dm, 1)) + "))";
      TF.require("(or" + Differ + ")");
      if (TF.usesUnknowns())
        continue;
      std::string Name = queryName("mbarrier-misuse", F, Diags, I, "init-threads");
      smt::Result R = TF.solveMinimal(FA.Ctx.solver(), Name, 2);
      if (!R.isSat())
        continue;
      Done.set(O);
      std::array<uint64_t, 3> T0, T1;
      for (unsigned Dm = 0; Dm < 3; ++Dm) {
        T0[Dm] = R.Model.lookup(ThreadFormula::tidName(Dm, 0));
        T1[Dm] = R.Model.lookup(ThreadFormula::tidName(Dm, 1));
      }
      Diags.report(Exact ? DiagId::MbarrierMisuse : DiagId::MbarrierMisuseMaybe, I.S->Range)
          << ("mbarrier.init of a shared mbarrier object runs in more than one thread: thread " +
              describeThread(T0) + " and thread " + describeThread(T1) +
              " both initialise it" +
              (Exact ? std::string() : std::string(" (in a block of more than one warp)")) +
              ", a late one possibly after others have arrived on it; initialise it from "
              "one thread (`if (threadIdx.x == 0)`) followed by a CTA barrier");
      NoteVia(K);
    }
  }

  // Every init of an object confined to one CTA of the grid (`if (blockIdx.x
  // == 0 && threadIdx.x == 0) init(&bar, 1)`, a "do it once" guard copied
  // from global-memory setup): the object is each CTA's own shared memory,
  // so in a CTA where no thread initialises it, its uses act on an object
  // nobody initialised. Asked of the SMT solver for CTA 0 and CTA (1,0,0)
  // (a launch of more than one CTA along x): in one of them some thread
  // runs a use of the object, and no thread runs any of its inits. Only
  // when every init of the kernel names a known object and no call may
  // touch an mbarrier, and the conditions are on the thread and CTA ids and
  // constants alone. A warning: a launch of one CTA is fine.
  if (F.F.IsEntry && !AnyCall) {
    bool KnownInits = true;
    for (unsigned K = 0; K < F.Insts.size() && KnownInits; ++K)
      if (Uses[K].Op == MbOp::Init && F.Blocks[F.Insts[K].Block].Reachable &&
          (ObjOf[K] < 0 || !CoverObjs[K].empty()))
        KnownInits = false;
    for (unsigned O = 0; O < NumObjs && KnownInits; ++O) {
      if (InitOf[O] < 0 || HasCover[O])
        continue;
      llvm::SmallVector<unsigned, 2> Inits;
      int FirstUse = -1;
      for (unsigned K = 0; K < F.Insts.size(); ++K) {
        if (ObjOf[K] != static_cast<int>(O) || !F.Blocks[F.Insts[K].Block].Reachable)
          continue;
        MbOp Op = Uses[K].Op;
        if (Op == MbOp::Init)
          Inits.push_back(K);
        else if (FirstUse < 0 && (Op == MbOp::Arrive || Op == MbOp::Wait || Op == MbOp::Tx ||
                                  Op == MbOp::OtherArrive))
          FirstUse = static_cast<int>(K);
      }
      if (Inits.empty() || FirstUse < 0)
        continue;
      // Does some thread of CTA (Cta, 0, 0) run instruction K? nullopt:
      // not known.
      auto RunsIn = [&](unsigned K, uint64_t Cta) -> std::optional<bool> {
        ThreadFormula TF(F, FA.Uni, FA.Values, FA.Ctx, FA.Shape);
        TF.AnyOfTwoCtas = true;
        TF.addThread(0, 64);
        for (unsigned Dm = 0; Dm < 3; ++Dm)
          if (auto C = TF.threadVar(static_cast<ThreadVar>(3 + Dm), 0))
            TF.require("(= " + *C + " (_ bv" + std::to_string(Dm == 0 ? Cta : 0) + " 32))");
        bool AllKnown = true;
        if (!TF.requireRuns(F.Insts[K], 0, Deps(), AllKnown))
          return std::nullopt;
        if (!AllKnown || TF.usesUnknowns())
          return std::nullopt;
        smt::Result R = FA.Ctx.solver().check(
            TF.text(), queryName("mbarrier-misuse", F, Diags, F.Insts[K], "init-cta"));
        if (R.isSat())
          return true;
        if (R.isUnsat())
          return false;
        return std::nullopt;
      };
      for (uint64_t Cta = 0; Cta < 2; ++Cta) {
        auto UseRuns = RunsIn(static_cast<unsigned>(FirstUse), Cta);
        if (!UseRuns || !*UseRuns)
          continue;
        bool NoInit = true;
        for (unsigned K : Inits) {
          auto R = RunsIn(K, Cta);
          if (!R || *R)
            NoInit = false;
        }
        if (!NoInit)
          continue;
        const Inst &U = F.Insts[FirstUse];
        Diags.report(DiagId::MbarrierMisuseMaybe, U.S->Range)
            << ("'" + Uses[FirstUse].Name + "' uses an mbarrier object that no thread of CTA " +
                (Cta ? std::string("(1,0,0)") : std::string("(0,0,0)")) +
                " initialises: every init of it runs in other CTAs only, but each CTA has its "
                "own shared memory (initialise it in every CTA, `if (threadIdx.x == 0)`)");
        NoteVia(static_cast<unsigned>(FirstUse));
        Diags.report(DiagId::NoteGeneric, F.Insts[Inits.front()].S->Range)
            << "the object is initialised here, in some CTAs only";
        break;
      }
    }
  }

  // The first arrive, wait or transaction on an object that IsUse accepts
  // and every thread of the CTA runs (no thread-dependent condition or
  // guard), reached from the entry on a path through no instruction Stops
  // accepts; -1 if none.
  auto firstUniformUse = [&](llvm::function_ref<bool(unsigned)> IsUse,
                             llvm::function_ref<bool(unsigned)> Stops) -> int {
    std::vector<bool> Seen(F.numBlocks(), false);
    llvm::SmallVector<unsigned, 16> Work{0};
    Seen[0] = true;
    while (!Work.empty()) {
      unsigned B = Work.pop_back_val();
      bool Stopped = false;
      for (unsigned K = F.Blocks[B].Begin; K < F.Blocks[B].End; ++K) {
        const Inst &I = F.Insts[K];
        MbOp Op = Uses[K].Op;
        if (IsUse(K) &&
            (Op == MbOp::Arrive || Op == MbOp::Wait || Op == MbOp::Tx ||
             Op == MbOp::OtherArrive) &&
            FA.Uni.controlLevel(I.Block) == Level::Uniform &&
            (I.Guard < 0 || FA.Uni.reg(I.Guard) == Level::Uniform))
          return static_cast<int>(K);
        if (Stops(K)) {
          Stopped = true;
          break;
        }
      }
      if (Stopped)
        continue;
      for (unsigned S : F.Blocks[B].Succs)
        if (S < Seen.size() && !Seen[S]) {
          Seen[S] = true;
          Work.push_back(S);
        }
    }
    return -1;
  };

  // A use of an object whose inits all run under a thread-dependent
  // condition, run by every thread (so by those that skip the init too) and
  // reachable from the entry on a path that passes neither an init of the
  // object nor a CTA barrier (nor a call that may execute one or touch an
  // mbarrier; nvcc -G's out-of-line __cvta_generic_to_shared does not): the threads
  // on that path use the object without waiting for the initialising thread.
  if (F.F.IsEntry && !OneThread) {
    std::vector<bool> AllInitsVarying(NumObjs, true), HasInit(NumObjs, false);
    for (unsigned K = 0; K < F.Insts.size(); ++K) {
      if (Uses[K].Op != MbOp::Init || !F.Blocks[F.Insts[K].Block].Reachable)
        continue;
      const Inst &I = F.Insts[K];
      bool Varying = FA.Uni.controlLevel(I.Block) == Level::Varying ||
                     (I.Guard >= 0 && FA.Uni.reg(I.Guard) == Level::Varying);
      llvm::SmallVector<int, 2> Os(CoverObjs[K].begin(), CoverObjs[K].end());
      if (ObjOf[K] >= 0)
        Os.push_back(ObjOf[K]);
      for (int O : Os) {
        HasInit[O] = true;
        if (!Varying)
          AllInitsVarying[O] = false;
      }
    }
    auto Stops = [&](unsigned K, int O) {
      const Inst &I = F.Insts[K];
      if (orderingCall(FA, MbCall, K))
        return true;
      // A guarded init (`@%p mbarrier.init`) is skipped by the other threads.
      return I.Kind == InstKind::CtaBarrier || I.opcode() == "barrier" ||
             ((ObjOf[K] == O || Covers(K, O)) && Uses[K].Op == MbOp::Init && I.Guard < 0);
    };
    for (unsigned O = 0; O < NumObjs; ++O) {
      if (!HasInit[O] || !AllInitsVarying[O])
        continue;
      // A use every thread of the CTA runs (threads that skip the init
      // among them), reached from the entry without a stop (per object).
      int Use = firstUniformUse([&](unsigned K) { return ObjOf[K] == static_cast<int>(O); },
                                [&](unsigned K) { return Stops(K, static_cast<int>(O)); });
      if (Use < 0 || InitOf[O] < 0)
        continue;
      const Inst &U = F.Insts[Use];
      Diags.report(DiagId::MbarrierMisuseMaybe, U.S->Range)
          << ("'" + Uses[Use].Name +
              "' can run before the mbarrier object is initialised: the init runs in some "
              "threads only, and threads that skip it get here without passing a CTA barrier "
              "(add __syncthreads() after the init)");
      NoteVia(static_cast<unsigned>(Use));
      Diags.report(DiagId::NoteGeneric, F.Insts[InitOf[O]].S->Range)
          << "the object is initialised here, by some threads only";
    }
  }

  // The same for uses at computed offsets (`&full[k % STAGES]` of a ring
  // whose inits thread 0 runs in a loop): a use every thread runs, of an
  // element of a variable all of whose inits run under thread-dependent
  // control, reached from the entry on a path that passes no CTA barrier, no
  // call that may order the threads or touch an mbarrier and no init of the
  // variable, nor a warp barrier. Whichever element the use names, the
  // threads on that path have not waited for its init (an element no init
  // names at all is the no-init rule's). Not when some init's variable is
  // unknown.
  if (F.F.IsEntry && !OneThread) {
    std::vector<std::optional<llvm::StringRef>> VarAt(F.Insts.size());
    llvm::StringMap<bool> AllVarying; // variable -> all its inits thread-dependent
    llvm::StringMap<unsigned> FirstInit;
    llvm::StringMap<bool> PerWarpInit; // variable -> an init's address differs between warps
    bool UnknownInit = false;
    for (unsigned K = 0; K < F.Insts.size(); ++K) {
      if (Uses[K].Op == MbOp::None || !HasObject(Uses[K]) || !F.Blocks[F.Insts[K].Block].Reachable)
        continue;
      VarAt[K] = UseVar(Uses[K]);
      if (Uses[K].Op != MbOp::Init)
        continue;
      if (!VarAt[K]) {
        UnknownInit = true;
        continue;
      }
      const Inst &I = F.Insts[K];
      bool Varying = FA.Uni.controlLevel(I.Block) == Level::Varying ||
                     (I.Guard >= 0 && FA.Uni.reg(I.Guard) == Level::Varying);
      auto [It, New] = AllVarying.try_emplace(*VarAt[K], Varying);
      if (!Varying)
        It->second = false;
      FirstInit.try_emplace(*VarAt[K], K);
      // An init at an address that differs between warps (a lane of each
      // warp initialises its warp's object) is ordered for its warp by a
      // warp barrier; one at the same address in every warp is not.
      if (Uses[K].Addr && FA.Uni.expr(Uses[K].Addr) != Level::Uniform)
        PerWarpInit[*VarAt[K]] = true;
    }
    for (auto &VE : AllVarying) {
      if (UnknownInit || !VE.second)
        continue;
      llvm::StringRef V = VE.first();
      // (A warp barrier stops it too when the objects are per warp: a lane
      // of each warp initialises its warp's object before `__syncwarp()`.
      // Not when every init names the same object in all warps: thread 0's
      // init loop followed by `__syncwarp()` orders warp 0 only.)
      bool WarpStops = PerWarpInit.lookup(V);
      int Use = firstUniformUse(
          [&](unsigned K) { return ObjOf[K] < 0 && VarAt[K] == V; },
          [&](unsigned K) {
            const Inst &I = F.Insts[K];
            return orderingCall(FA, MbCall, K, WarpStops) || I.Kind == InstKind::CtaBarrier ||
                   I.opcode() == "barrier" || (WarpStops && I.opcode() == "bar" && I.hasMod(".warp")) ||
                   (Uses[K].Op == MbOp::Init && VarAt[K] == V && I.Guard < 0);
          });
      if (Use < 0)
        continue;
      Diags.report(DiagId::MbarrierMisuseMaybe, F.Insts[Use].S->Range)
          << ("'" + Uses[Use].Name + "' on an element of the mbarrier objects in '" + V.str() +
              "' can run before that element is initialised: every init of them runs in some "
              "threads only, and threads that skip it get here without passing a CTA barrier "
              "(add __syncthreads() after the inits)");
      NoteVia(static_cast<unsigned>(Use));
      Diags.report(DiagId::NoteGeneric, F.Insts[FirstInit[V]].S->Range)
          << "an element is initialised here, by some threads only";
    }
  }

  // An mbarrier.inval that some threads run (`if (tid == 0) inval`) reached
  // from a use every thread makes (the wait of the last phase) without a CTA
  // barrier in between: the other threads may still be waiting on, or
  // arriving at, the object when it is invalidated. (The init/inval
  // dataflow above carries such an inval over to all threads where they
  // reconverge; this is the barrier it relies on.)
  if (F.F.IsEntry && !OneThread) {
    llvm::BitVector Done(NumObjs, false);
    auto IsUse = [&](unsigned K, int O) {
      MbOp Op = Uses[K].Op;
      return ObjOf[K] == O &&
             (Op == MbOp::Arrive || Op == MbOp::Wait || Op == MbOp::Tx ||
              Op == MbOp::OtherArrive) &&
             !D.byThreads(K);
    };
    auto Stops = [&](unsigned K, int O) {
      const Inst &I = F.Insts[K];
      if (orderingCall(FA, MbCall, K))
        return true;
      // An atomic in between: a last-one-out count (libcu++'s pipeline
      // state: the thread that takes the count to zero invalidates) orders
      // the others' uses before the inval as a barrier does.
      return I.Kind == InstKind::CtaBarrier || I.opcode() == "barrier" || I.opcode() == "atom" ||
             (ObjOf[K] == O && (Uses[K].Op == MbOp::Init || Uses[K].Op == MbOp::Inval));
    };
    for (unsigned K = 0; K < F.Insts.size(); ++K) {
      int O = ObjOf[K];
      if (O < 0 || Uses[K].Op != MbOp::Inval || Done.test(O) || !D.byThreads(K) ||
          !F.Blocks[F.Insts[K].Block].Reachable)
        continue;
      int Use = -1;
      // The instructions before the inval in its block, then its
      // predecessors backwards.
      auto Scan = [&](unsigned B, unsigned End) {
        for (unsigned J = End; J-- > F.Blocks[B].Begin;) {
          if (IsUse(J, O)) {
            Use = static_cast<int>(J);
            return true;
          }
          if (Stops(J, O))
            return true;
        }
        return false;
      };
      unsigned B0 = F.Insts[K].Block;
      std::vector<bool> Seen(F.numBlocks(), false);
      llvm::SmallVector<unsigned, 16> Work;
      if (!Scan(B0, K))
        for (unsigned P : F.Blocks[B0].Preds)
          if (P < Seen.size() && !Seen[P]) {
            Seen[P] = true;
            Work.push_back(P);
          }
      while (!Work.empty() && Use < 0) {
        unsigned B = Work.pop_back_val();
        if (Scan(B, F.Blocks[B].End))
          continue;
        for (unsigned P : F.Blocks[B].Preds)
          if (P < Seen.size() && !Seen[P]) {
            Seen[P] = true;
            Work.push_back(P);
          }
      }
      if (Use < 0)
        continue;
      Done.set(O);
      Diags.report(DiagId::MbarrierMisuseMaybe, F.Insts[K].S->Range)
          << std::string("mbarrier.inval by some threads of the CTA while the others may still "
                         "use the object: no CTA barrier between their last use and the inval "
                         "(add __syncthreads() before the inval)");
      NoteVia(K);
      Diags.report(DiagId::NoteGeneric, F.Insts[Use].S->Range)
          << ("a use of the object by every thread ('" + Uses[Use].Name + "')");
    }
  }

  // Waits that can never complete.
  bool ReportedVarWait = false;
  std::vector<bool> NothingArrives(NumObjs, false);
  for (unsigned K = 0; K < F.Insts.size(); ++K) {
    int O = ObjOf[K];
    if (O < 0 || Uses[K].Op != MbOp::Wait || HasArrival[O] || AnyCall || InitOf[O] < 0)
      continue;
    HasArrival[O] = true; // report once per object
    NothingArrives[O] = true;
    ReportedVarWait = true;
    Diags.report(DiagId::MbarrierMisuse, F.Insts[K].S->Range)
        << "this wait can never complete: nothing in the function arrives on the mbarrier "
           "object (no mbarrier.arrive, expect_tx or asynchronous copy completes on it)";
    NoteVia(K);
  }

  // The same at the level of variables, for objects at computed offsets
  // (`full[stage]`, `empty[stage]` of a pipeline ring): a wait on an element
  // of a variable that some init initialises but on no element of which
  // anything arrives.
  {
    llvm::StringSet<> Inited, Arrived;
    bool UnknownArrival = false, UnknownInit = false;
    std::vector<std::optional<llvm::StringRef>> VarOf(F.Insts.size());
    for (unsigned K = 0; K < F.Insts.size(); ++K) {
      MbOp Op = Uses[K].Op;
      if (Op == MbOp::None || !HasObject(Uses[K]) || !F.Blocks[F.Insts[K].Block].Reachable)
        continue;
      VarOf[K] = UseVar(Uses[K]);
      bool Arrives = Op == MbOp::Arrive || Op == MbOp::OtherArrive || Op == MbOp::Tx;
      if (Arrives && !VarOf[K])
        UnknownArrival = true;
      else if (Arrives)
        Arrived.insert(*VarOf[K]);
      else if (Op == MbOp::Init && VarOf[K])
        Inited.insert(*VarOf[K]);
      else if (Op == MbOp::Init)
        UnknownInit = true;
    }
    // A use of an element at a computed offset (`&empty[stage]`) of a
    // variable that no mbarrier.init of the kernel names at any offset: no
    // element of it is ever initialised (a ring whose init loop covers only
    // the full barriers). Only in a kernel (a .func's caller may initialise
    // its objects), with every init resolved to a variable and no call that
    // may touch an mbarrier; objects at constant offsets are the object-level
    // check's above.
    llvm::StringSet<> ReportedNoInit;
    if (F.F.IsEntry && !UnknownInit && !AnyCall)
      for (unsigned K = 0; K < F.Insts.size(); ++K) {
        MbOp Op = Uses[K].Op;
        if (ObjOf[K] >= 0 || !VarOf[K] ||
            !(Op == MbOp::Arrive || Op == MbOp::Wait || Op == MbOp::Tx))
          continue;
        llvm::StringRef V = *VarOf[K];
        if (Inited.count(V) || !ReportedNoInit.insert(V).second)
          continue;
        const Inst &I = F.Insts[K];
        Diags.report(DiagId::MbarrierMisuse, I.S->Range)
            << ("'" + Uses[K].Name + "' uses an element of the mbarrier objects in '" + V.str() +
                "', and no mbarrier.init in the kernel initialises any of them");
        NoteVia(K);
      }
    // A use at a computed offset of a variable whose every init names known
    // objects (constant offsets, or the objects the threads of a computed
    // init cover), reached by a simulated thread at an object no init names:
    // that object is used uninitialised (an init loop stopping one short,
    // `for (e = 0; e < NE - 1; ++e) init(&ready[e])`, while warp NE - 1
    // arrives on `ready[warp]`). Each lane's offset is evaluated as for the
    // computed inits; a use no lane's offset can be evaluated for is left
    // alone.
    if (F.F.IsEntry && !UnknownInit && !AnyCall) {
      std::map<std::string, std::set<int64_t>> InitOffs;
      llvm::StringSet<> Unresolved;
      for (unsigned K = 0; K < F.Insts.size(); ++K) {
        const CheckedUse &U = Uses[K];
        if (U.Op != MbOp::Init || !VarOf[K])
          continue;
        std::set<int64_t> &Offs = InitOffs[VarOf[K]->str()];
        if (!U.FixedVar.empty())
          Offs.insert(U.FixedAdd);
        else if (auto O = Resolve(U.Addr, U.At))
          Offs.insert(wrappingAdd(O->second, U.AddrAdd));
        else if (!U.Covers.empty())
          for (const CheckedUse::Cover &Cv : U.Covers)
            Offs.insert(Cv.Off);
        else
          Unresolved.insert(*VarOf[K]);
      }
      // Use K (\p Where: which thread or trip) names the element at offset
      // Off of V, which none of the inits (offsets Inits) covers.
      auto ReportUninitElement = [&](unsigned K, llvm::StringRef V, int64_t Off,
                                     const std::string &Where, const std::set<int64_t> &Inits,
                                     bool Assumed = false) {
        std::string Named;
        for (int64_t O : Inits)
          Named += (Named.empty() ? "" : ", ") + std::to_string(O);
        bool Exact = FA.Shape.BlockKind == LaunchShape::Exact && !Assumed;
        Diags.report(Exact ? DiagId::MbarrierMisuse : DiagId::MbarrierMisuseMaybe,
                     F.Insts[K].S->Range)
            << ("'" + Uses[K].Name + "' " + Where + " uses the mbarrier object at offset " +
                std::to_string(Off) + " of '" + V.str() +
                "', which no mbarrier.init in the kernel initialises (the inits name offset" +
                (Inits.size() == 1 ? " " : "s ") + Named + ")");
        NoteVia(K);
      };
      for (unsigned K = 0; K < F.Insts.size(); ++K) {
        const CheckedUse &U = Uses[K];
        if (ObjOf[K] >= 0 || !VarOf[K] || !U.Addr || !U.FixedVar.empty() ||
            !(U.Op == MbOp::Arrive || U.Op == MbOp::Wait || U.Op == MbOp::Tx))
          continue;
        llvm::StringRef V = *VarOf[K];
        auto IIt = InitOffs.find(V.str());
        if (IIt == InitOffs.end() || Unresolved.count(V) || ReportedNoInit.count(V))
          continue;
        auto Reached = reachedObjects(FA, U, K, V);
        if (!Reached) {
          // A use in a counted loop at the element its counter names
          // (`for (k = 0; k < STAGES; ++k) wait(&full[k], 0)`, rolled
          // by nvcc -G), run by some thread: the objects of its trips.
          // A loop whose bound is launch data (`kt < ktiles`): the first
          // trips of a ring, taken to run at least once round it.
          auto Trips = tripObjects(FA, U, K, V, DomTreeOf(), Deps());
          bool Open = false;
          if (!Trips) {
            Trips = residueTripObjects(FA, U, K, V, DomTreeOf());
            Open = Trips.has_value();
          }
          auto Threads = Trips ? threadsReaching(FA, F.Insts[K], K) : std::nullopt;
          if (!Threads || !*Threads)
            continue;
          for (const auto &[Off, Val] : *Trips) {
            if (IIt->second.count(Off))
              continue;
            std::string Where = "in the loop's trip where its counter is " + std::to_string(Val);
            if (Open)
              Where += " (the loop runs up to a run-time bound and names " +
                       std::to_string(Trips->size()) + " objects in turn; a launch that runs " +
                       std::to_string(Trips->size()) + " trips reaches this one)";
            ReportUninitElement(K, V, Off, Where, IIt->second, Open);
            break;
          }
          continue;
        }
        for (const auto &[Off, Tid] : *Reached) {
          if (IIt->second.count(Off))
            continue;
          ReportUninitElement(K, V, Off, "in thread " + describeThread(Tid), IIt->second);
          break;
        }
      }
    }
    llvm::StringSet<> ReportedVar;
    if (!UnknownArrival && !AnyCall && !ReportedVarWait)
      for (unsigned K = 0; K < F.Insts.size(); ++K) {
        if (Uses[K].Op != MbOp::Wait || !VarOf[K])
          continue;
        llvm::StringRef V = *VarOf[K];
        if (!Inited.count(V) || Arrived.count(V) || !ReportedVar.insert(V).second)
          continue;
        Diags.report(DiagId::MbarrierMisuse, F.Insts[K].S->Range)
            << ("this wait can never complete: nothing in the function arrives on any "
                "mbarrier object of '" + V.str() +
                "' (no mbarrier.arrive, expect_tx or asynchronous copy completes on it)");
        NoteVia(K);
      }
  }

  // Arrive counts exceeding the expected count.
  if (FA.Shape.BlockKind != LaunchShape::Exact)
    return;
  checkSkippedArrivals(FA, Diags, Uses, ObjOf, InitOf, AnyCall, CountOf, [&](int O, uint64_t N) {
    return !HasCover[O] || CoverCount[O] == std::optional<uint64_t>(N);
  });
  // `cp.async.mbarrier.arrive.noinc` is an arrival the init's count must
  // include (PTX ISA 9.7.9.25.3.1: without .noinc the pending count is
  // raised first, so the net effect is none); it counts as one arrive.
  auto CountedArrive = [&](const CheckedUse &U) {
    return U.Op == MbOp::Arrive || (U.Op == MbOp::OtherArrive && U.NoInc);
  };
  std::vector<unsigned> Arrives;
  for (unsigned K = 0; K < F.Insts.size(); ++K)
    if (ObjOf[K] >= 0 && CountedArrive(Uses[K]) && InitOf[ObjOf[K]] >= 0)
      Arrives.push_back(K);
  // Arrivals at a computed element of an array of mbarriers (`&empty[s]` of a
  // ring of stages): they reach one of the array's elements, so the most any
  // init of the array expects bounds them. Only when every init in the
  // function resolves to an object or an array with a constant count, and no
  // call may initialise one.
  llvm::StringMap<uint64_t> FamilyMost;
  std::vector<unsigned> FamilyArrives;
  {
    bool AllInitsKnown = !AnyCall;
    for (unsigned K = 0; K < F.Insts.size() && AllInitsKnown; ++K) {
      if (Uses[K].Op != MbOp::Init || !HasObject(Uses[K]))
        continue;
      llvm::StringRef V = UseVar(Uses[K]).value_or("");
      auto C = CountOf(Uses[K]);
      // (An init at offsets the threads compute: the most any thread gives.)
      if (!C && !Uses[K].Covers.empty()) {
        std::optional<uint64_t> Most = 0;
        for (const CheckedUse::Cover &Cv : Uses[K].Covers)
          Most =
              Most && Cv.Count ? std::optional<uint64_t>(std::max(*Most, *Cv.Count)) : std::nullopt;
        C = Most;
      }
      if (V.empty() || !C) {
        AllInitsKnown = false;
        break;
      }
      uint64_t &M = FamilyMost[V];
      M = std::max(M, *C);
    }
    if (AllInitsKnown)
      for (unsigned K = 0; K < F.Insts.size(); ++K)
        // The element must be the same for every thread (a stage counter,
        // not `&bars[warp]`), so the threads that run the arrive together
        // arrive on one object.
        if (ObjOf[K] < 0 && CountedArrive(Uses[K]) && Uses[K].Addr &&
            sameInEveryThread(F, FA.Ctx, FA.Uni, Uses[K].Addr) &&
            FamilyMost.count(baseVariable(F, FA.Ctx, Uses[K].Addr, Uses[K].At).value_or("")))
          FamilyArrives.push_back(K);
  }
  // Objects that something completes on but nothing counted arrives on
  // (the too-few-arrivals rule at the end reports their waits).
  bool ArrivalLess = false;
  for (unsigned K = 0; K < F.Insts.size() && !ArrivalLess; ++K) {
    int O = ObjOf[K];
    ArrivalLess = O >= 0 && InitOf[O] >= 0 && !NothingArrives[O] && Uses[K].Op == MbOp::Wait &&
                  llvm::none_of(Arrives, [&](unsigned A) { return ObjOf[A] == O; });
  }
  if (Arrives.empty() && FamilyArrives.empty() && !ArrivalLess)
    return;
  // Arrivals are the threads that run an arrive in every launch in which it
  // runs at all (leastThreadsWhenRuns): a ring's consumer loop `for (t = 0;
  // t < tiles; ++t)` counts the lanes of the launches with tiles > 0.
  const auto &Runs = FA.warps();
  // What one arrive counts (1, or its constant count operand).
  auto PerArrive = [&](const CheckedUse &A) -> std::optional<uint64_t> {
    if (!A.HasCount)
      return 1;
    return CountOf(A);
  };
  for (unsigned K : FamilyArrives) {
    const CheckedUse &A = Uses[K];
    uint64_t Expected = FamilyMost.lookup(baseVariable(F, FA.Ctx, A.Addr, A.At).value_or(""));
    std::optional<uint64_t> PerOpt = PerArrive(A);
    if (!PerOpt)
      continue;
    uint64_t Per = *PerOpt;
    uint64_t Threads = leastThreadsWhenRuns(FA, K);
    if (Threads * Per > Expected) {
      Diags.report(DiagId::MbarrierMisuse, F.Insts[K].S->Range)
          << (std::to_string(Threads) + " threads arrive here" +
              (Per != 1 ? " with count " + std::to_string(Per) : std::string()) +
              ", on an element of an mbarrier array whose inits expect at most " +
              std::to_string(Expected) +
              " arrivals per phase: the phase completes early and the surplus arrivals "
              "complete the next one");
      NoteVia(K);
    }
  }
  // The counted arrive on the same object earlier in the block of arrive
  // \p K, with no other mbarrier operation on the object between them and
  // both unguarded: every thread that runs K ran it just before, in the
  // same phase (a cp.async.mbarrier.arrive.noinc followed by the thread's
  // own arrive), or -1.
  auto PairedBefore = [&](unsigned K) -> int {
    const Inst &I = F.Insts[K];
    if (I.Guard >= 0 || Uses[K].Drop)
      return -1;
    // Back through the block and the chain of blocks that only fall into
    // one another (nvcc -G's `$L__tmp` labels split straight-line code).
    unsigned Blk = I.Block, End = K;
    for (unsigned Steps = 0; Steps < 64; ++Steps) {
      const BasicBlock &BB = F.Blocks[Blk];
      int Found = -2;
      for (unsigned J = End; J-- > BB.Begin;) {
        if (MbCall[J])
          return -1; // a call that may arrive or wait on an mbarrier
        if (Uses[J].Op == MbOp::None)
          continue;
        if (ObjOf[J] < 0)
          return -1; // an object the checker cannot place may be this one
        if (ObjOf[J] != ObjOf[K])
          continue;
        // (An arrive_drop lowers the count instead: its own rule. An arrive
        // that then waits, arrive_and_wait, ends its phase first.)
        if (!CountedArrive(Uses[J]) || Uses[J].Drop || Uses[J].AndWait ||
            F.Insts[J].Guard >= 0)
          return -1;
        Found = static_cast<int>(J);
        break;
      }
      if (Found != -2)
        return Found;
      if (BB.Preds.size() != 1 || F.Blocks[BB.Preds[0]].Succs.size() != 1)
        return -1;
      Blk = BB.Preds[0];
      End = F.Blocks[Blk].End;
    }
    return -1;
  };
  for (unsigned K : Arrives) {
    const CheckedUse &A = Uses[K];
    auto Expected = InitCountOf(ObjOf[K]);
    std::optional<uint64_t> PerOpt = PerArrive(A);
    if (!PerOpt)
      continue;
    uint64_t Per = *PerOpt;
    if (!Expected)
      continue;
    uint64_t Threads = leastThreadsWhenRuns(FA, K);
    int Prev = PairedBefore(K);
    std::optional<uint64_t> PrevPer = Prev >= 0 ? PerArrive(Uses[Prev]) : std::nullopt;
    if (Threads * Per <= *Expected && PrevPer &&
        Threads * Per + Threads * *PrevPer > *Expected) {
      Diags.report(DiagId::MbarrierMisuse, F.Insts[K].S->Range)
          << (std::to_string(Threads) + " threads arrive here" +
              (Per != 1 ? " with count " + std::to_string(Per) : std::string()) +
              " after arriving on the same mbarrier just before (" +
              std::to_string(Threads * *PrevPer) + " arrivals) with no wait in between, " +
              std::to_string(Threads * (Per + *PrevPer)) + " in one phase, but it was "
              "initialised to expect " + std::to_string(*Expected) +
              " arrivals per phase: the phase completes early and the surplus arrivals "
              "complete the next one");
      Diags.report(DiagId::NoteGeneric, F.Insts[Prev].S->Range)
          << "the earlier arrive of the same threads";
      NoteVia(K);
      continue;
    }
    if (Threads * Per > *Expected) {
      Diags.report(DiagId::MbarrierMisuse, F.Insts[K].S->Range)
          << (std::to_string(Threads) + " threads arrive here" +
              (Per != 1 ? " with count " + std::to_string(Per) : std::string()) +
              ", but the mbarrier was initialised to expect " + std::to_string(*Expected) +
              " arrivals per phase: the phase completes early and the surplus arrivals "
              "complete the next one");
      NoteVia(K);
    }
  }

  // Arrivals through the cluster: each CTA's threads arrive on the CTA's
  // own object and, through `mapa` of the same variable to another rank,
  // `.shared::cluster`, on another CTA's copy of it (PTX ISA 9.7.9.16,
  // 9.7.13.15.13). Whatever ranks the threads pick, the C CTAs of a cluster
  // then make C * T arrivals on the C copies, T per CTA; when T exceeds the
  // count E each copy expects per phase, some copy gets more than E: its
  // phase completes with a mix of local and remote arrivals (before all the
  // peer's data is there) and the rest run into the next phase. Only when
  // every arrive on the object is outside loops and the object's waits all
  // wait for its first phase (a token, or parity 0) after the thread's
  // arrivals (no wait reaches an arrive): the kernel means one phase.
  //
  // Remote arrives: an arrive (`.shared::cluster`) whose address is `mapa`
  // of a known object's address, unchanged: it lands on that object's copy
  // in the CTA of the rank mapa names (RemoteOf: the object; MapaOf: the
  // mapa; RankOf: its rank, when a constant).
  std::vector<int> RemoteOf(F.Insts.size(), -1), MapaOf(F.Insts.size(), -1);
  std::vector<int64_t> RankOf(F.Insts.size(), -1);
  bool AnyRemote = false;
  {
    for (unsigned K = 0; K < F.Insts.size(); ++K) {
      const CheckedUse &U = Uses[K];
      if (U.Op != MbOp::Arrive || !U.Cluster || ObjOf[K] >= 0 || !U.Addr || U.Via)
        continue;
      ValueOrigin VO = traceCopies(F, FA.Ctx, U.Addr, U.At);
      if (VO.RootDef < 0 || VO.Add != 0)
        continue;
      const Inst &M = F.Insts[VO.RootDef];
      if (M.opcode() != "mapa" || M.S->Operands.size() != 3 || M.S->Guard)
        continue;
      auto Src = Resolve(M.S->Operands[1], static_cast<unsigned>(VO.RootDef));
      if (!Src)
        continue;
      auto It = ObjIds.find(std::make_pair(Src->first.str(), Src->second));
      if (It == ObjIds.end())
        continue;
      RemoteOf[K] = static_cast<int>(It->second);
      MapaOf[K] = VO.RootDef;
      if (auto R = FA.Values.constant(M.S->Operands[2]))
        RankOf[K] = static_cast<int64_t>(*R);
      AnyRemote = true;
    }
  }
  if (F.F.IsEntry) {
    // The CTAs of a cluster (`.reqnctapercluster`), when the kernel says.
    uint64_t ClusterCtas = 0;
    std::array<uint64_t, 3> CDims{1, 1, 1};
    for (const FuncDirective *D : F.F.Directives)
      if (D->Name.Text == ".reqnctapercluster") {
        ClusterCtas = 1;
        for (size_t I = 0; I < D->Values.size(); ++I) {
          uint64_t V = D->Values[I] ? D->Values[I] : 1;
          ClusterCtas *= V;
          if (I < 3)
            CDims[I] = V;
        }
      }
    // The fewest arrivals that land on the copy in the CTA of each rank:
    // per simulated warp of each rank's CTA, the fewest lanes over its
    // worlds that run each arrive (its guard holding) and, for a remote
    // one, name that rank through mapa; none when a rank's simulation is
    // not decided (rankRunsDecided).
    auto LeastPerRank = [&](llvm::ArrayRef<unsigned> Arr,
                            int O) -> std::optional<std::vector<uint64_t>> {
      if (ClusterCtas < 2 || ClusterCtas > 16 || FA.Shape.BlockKind != LaunchShape::Exact)
        return std::nullopt;
      std::vector<uint64_t> In(ClusterCtas, 0);
      bool Good = true;
      for (uint64_t S = 0; S < ClusterCtas && Good; ++S) {
        const auto &RR = FA.clusterCtaWarps(S, CDims);
        if (!rankRunsDecided(F, Uses, RR))
          return std::nullopt;
        FA.Eval.setClusterCta(S, CDims);
        for (unsigned K : Arr) {
          const CheckedUse &U = Uses[K];
          uint64_t Per = U.HasCount ? CountOf(U).value_or(0) : 1;
          const Expr *RankE = RemoteOf[K] == O ? F.Insts[MapaOf[K]].S->Operands[2] : nullptr;
          for (const WarpRun &WR : RR) {
            std::vector<uint64_t> Fewest(ClusterCtas, ~0ull);
            for (const WarpWorld &W : WR.Worlds) {
              std::vector<uint64_t> N(ClusterCtas, 0);
              auto E = W.Ever.find(K);
              auto G = E == W.Ever.end()
                           ? std::optional<uint32_t>(0)
                           : guardedLanes(FA, WR, F.Insts[K], E->second & WR.Exists);
              uint32_t Lanes = G ? *G : 0;
              for (unsigned L = 0; L < 32; ++L) {
                if (!(Lanes >> L & 1))
                  continue;
                uint64_t T = S;
                if (RankE) {
                  FA.Eval.setThread(WR.Lanes[L]);
                  auto V = FA.Eval.expr(RankE);
                  if (!V || *V >= ClusterCtas)
                    continue; // (not counted: a lower bound)
                  T = *V;
                }
                N[T] += Per;
              }
              for (uint64_t T = 0; T < ClusterCtas; ++T)
                Fewest[T] = std::min(Fewest[T], N[T]);
            }
            for (uint64_t T = 0; T < ClusterCtas; ++T)
              if (Fewest[T] != ~0ull)
                In[T] += Fewest[T];
          }
        }
        FA.Eval.setClusterCta(std::nullopt, {1, 1, 1});
      }
      return In;
    };
    for (int O = 0; AnyRemote && O < static_cast<int>(NumObjs); ++O) {
      auto Expected = InitCountOf(O);
      if (InitOf[O] < 0 || !Expected || (HasCover[O] && CoverCount[O] != Expected))
        continue;
      bool Ok = true, Remote = false;
      uint64_t Local = 0, Far = 0;
      llvm::SmallVector<unsigned, 4> Arr, Waits;
      int LastRemote = -1;
      // Every remote arrive names the same constant rank: all CTAs of the
      // cluster arrive on that one CTA's copy.
      std::optional<int64_t> OneRank;
      bool SameRank = true;
      for (unsigned K = 0; K < F.Insts.size() && Ok; ++K) {
        const CheckedUse &U = Uses[K];
        bool Mine = ObjOf[K] == O, Peer = RemoteOf[K] == O;
        if ((!Mine && !Peer) || !F.Blocks[F.Insts[K].Block].Reachable)
          continue;
        if (U.Op == MbOp::Init) {
          Ok = static_cast<int>(K) == InitOf[O] && !F.inCycle(F.Insts[K].Block);
        } else if (U.Op == MbOp::Inval || U.Op == MbOp::OtherArrive) {
          Ok = false;
        } else if (U.Op == MbOp::Wait) {
          if (U.Parity) {
            auto P = U.ParityE ? FA.Values.constant(U.ParityE) : std::nullopt;
            Ok = P && !(*P & 1);
          }
          Waits.push_back(K);
        } else if (U.Op == MbOp::Arrive) {
          std::optional<uint64_t> Per = U.HasCount ? CountOf(U) : std::optional<uint64_t>(1);
          if (!Per || U.Drop || F.inCycle(F.Insts[K].Block)) {
            Ok = false;
            break;
          }
          uint64_t N = leastThreadsWhenRuns(FA, K) * *Per;
          (Peer ? Far : Local) += N;
          if (Peer) {
            Remote = true;
            LastRemote = static_cast<int>(K);
            if (RankOf[K] < 0 || (OneRank && *OneRank != RankOf[K]))
              SameRank = false;
            OneRank = RankOf[K];
          }
          Arr.push_back(K);
        }
      }
      // All remote arrivals to one rank of a cluster of C CTAs: that copy
      // gets C times the remote arrivals per CTA, plus its own CTA's local
      // ones (the others' local arrivals land on their own copies).
      bool OneCopy = SameRank && ClusterCtas >= 2 && Local + Far <= *Expected &&
                     ClusterCtas * Far + Local > *Expected;
      // Only when every CTA runs the same arrives: no condition deciding
      // whether one runs may differ between the CTAs (`if (rank != 0)`
      // around the peers' remote arrive: the leader does not make it).
      if (OneCopy) {
        for (unsigned A : Arr) {
          const Inst &AI = F.Insts[A];
          llvm::DenseSet<unsigned> Seen;
          if (AI.Guard >= 0 && mayDifferBetweenCtas(F, AI.Guard, 0, Seen))
            OneCopy = false;
          for (const ControlLiteral &L : Deps().of(AI.Block)) {
            const Inst *T = L.Inst >= 0 ? &F.Insts[L.Inst] : nullptr;
            if (!T || T->Guard < 0 || mayDifferBetweenCtas(F, T->Guard, 0, Seen))
              OneCopy = false;
          }
        }
      }
      // Otherwise, per rank of a declared cluster whose simulation decides
      // which CTAs run the arrives (`if (rank != 0)` around the peers'
      // remote arrive): the fewest arrivals on each rank's copy.
      std::optional<uint64_t> ManyRank;
      uint64_t ManyIn = 0;
      if (Ok && Remote && !Waits.empty() && Local + Far <= *Expected && !OneCopy)
        if (auto In = LeastPerRank(Arr, O))
          for (uint64_t T = 0; T < In->size() && !ManyRank; ++T)
            if ((*In)[T] > *Expected) {
              ManyRank = T;
              ManyIn = (*In)[T];
            }
      if (!Ok || !Remote || (Local + Far <= *Expected && !OneCopy && !ManyRank) || Waits.empty())
        continue;
      // No wait on the object leads to one of its arrives.
      for (unsigned W : Waits) {
        unsigned WB = F.Insts[W].Block;
        std::vector<bool> Seen(F.numBlocks(), false);
        llvm::SmallVector<unsigned, 16> Work{WB};
        for (unsigned A : Arr)
          Ok &= !(F.Insts[A].Block == WB && A > W);
        while (!Work.empty() && Ok) {
          unsigned B = Work.pop_back_val();
          for (unsigned S : F.Blocks[B].Succs)
            if (S < Seen.size() && !Seen[S]) {
              Seen[S] = true;
              Work.push_back(S);
            }
        }
        for (unsigned A : Arr)
          Ok &= !Seen[F.Insts[A].Block];
      }
      if (!Ok)
        continue;
      if (ManyRank) {
        Diags.report(DiagId::MbarrierMisuse, F.Insts[LastRemote].S->Range)
            << ("at least " + std::to_string(ManyIn) +
                " arrivals land on the copy of this mbarrier object in the CTA of cluster rank " +
                std::to_string(*ManyRank) +
                " (the threads of each rank's CTA that run its arrives, through mapa for the "
                "remote ones) before any thread waits past its first phase, but it expects " +
                std::to_string(*Expected) +
                " per phase: its phase completes early, before all CTAs' data is there, and "
                "the surplus runs into the next phase");
        Diags.report(DiagId::NoteGeneric, F.Insts[InitOf[O]].S->Range) << "initialised here";
        continue;
      }
      if (OneCopy) {
        Diags.report(DiagId::MbarrierMisuse, F.Insts[LastRemote].S->Range)
            << ("the " + std::to_string(ClusterCtas) + " CTAs of the cluster each make " +
                std::to_string(Far) + " arrivals through mapa on the copy of this mbarrier "
                "object in CTA rank " + std::to_string(*OneRank) + ", which also gets " +
                std::to_string(Local) + " local arrivals: " +
                std::to_string(ClusterCtas * Far + Local) +
                " arrivals before any thread waits past its first phase, but it expects " +
                std::to_string(*Expected) +
                " per phase: its phase completes early, before all CTAs' data is there, and "
                "the surplus runs into the next phase");
        Diags.report(DiagId::NoteGeneric, F.Insts[InitOf[O]].S->Range) << "initialised here";
        continue;
      }
      Diags.report(DiagId::MbarrierMisuse, F.Insts[LastRemote].S->Range)
          << ("each CTA of the cluster makes " + std::to_string(Local + Far) +
              " arrivals on the copies of this mbarrier object in the cluster (" +
              std::to_string(Local) + " on its own, " + std::to_string(Far) +
              " through mapa on another CTA's) before any thread waits past its first phase, "
              "but each copy expects " +
              std::to_string(*Expected) +
              " arrivals per phase: some copy's phase completes early with a mix of local and "
              "remote arrivals, and the surplus runs into the next phase");
      Diags.report(DiagId::NoteGeneric, F.Insts[InitOf[O]].S->Range) << "initialised here";
    }
  }

  // Arrivals after arrive_drop: mbarrier.arrive_drop lowers the count that
  // the object's later phases expect by its count (PTX ISA 9.7.13.15.13):
  // the thread leaves the barrier. An arrive that only threads which have
  // dropped out run (a drop, outside loops, dominates it, with no init of
  // the object reachable from the drop) by N threads of count P, when each
  // of them dropped D: the phases after the drops expect at most
  // C - N * D, and N * P arrivals exceed that (the phase of the drops
  // itself gets N * (D + P) > C): a phase completes early and the surplus
  // arrivals run into the next one (cuda::barrier's arrive_and_drop, then
  // arrive_and_wait on the same barrier in an epilogue).
  {
    for (unsigned D = 0; D < F.Insts.size(); ++D) {
      const CheckedUse &UD = Uses[D];
      int O = ObjOf[D];
      if (UD.Op != MbOp::Arrive || !UD.Drop || O < 0 || InitOf[O] < 0 || UD.Cluster ||
          !F.Blocks[F.Insts[D].Block].Reachable || F.inCycle(F.Insts[D].Block))
        continue;
      auto Expected = InitCountOf(O);
      std::optional<uint64_t> DropPer = UD.HasCount ? CountOf(UD) : std::optional<uint64_t>(1);
      if (!Expected || !DropPer || (HasCover[O] && CoverCount[O] != Expected))
        continue;
      // No init of the object after the drop.
      std::vector<bool> Seen(F.numBlocks(), false);
      llvm::SmallVector<unsigned, 16> Work{F.Insts[D].Block};
      bool Reinit = false;
      for (unsigned J = D + 1; J < F.Blocks[F.Insts[D].Block].End; ++J)
        Reinit |= Uses[J].Op == MbOp::Init;
      while (!Work.empty() && !Reinit) {
        unsigned B = Work.pop_back_val();
        for (unsigned S : F.Blocks[B].Succs)
          if (S < Seen.size() && !Seen[S]) {
            Seen[S] = true;
            Work.push_back(S);
            for (unsigned J = F.Blocks[S].Begin; J < F.Blocks[S].End; ++J)
              Reinit |= Uses[J].Op == MbOp::Init || MbCall[J];
          }
      }
      if (Reinit)
        continue;
      for (unsigned K = 0; K < F.Insts.size(); ++K) {
        const CheckedUse &A = Uses[K];
        if (K == D || ObjOf[K] != O || A.Op != MbOp::Arrive || A.Cluster ||
            !F.Blocks[F.Insts[K].Block].Reachable)
          continue;
        unsigned DB = F.Insts[D].Block, KB = F.Insts[K].Block;
        if (DB == KB ? K < D : !DomTreeOf().dominates(DB, KB))
          continue;
        std::optional<uint64_t> Per = A.HasCount ? CountOf(A) : std::optional<uint64_t>(1);
        if (!Per)
          continue;
        // The threads that run it in every launch; when it and the drop
        // run once, unguarded, on every path from the entry to the exit,
        // every thread of the block that finishes the kernel.
        uint64_t N = leastThreadsWhenRuns(FA, K);
        bool Everyone = !F.Insts[K].S->Guard && !F.Insts[D].S->Guard && !F.inCycle(KB) &&
                        FA.PostDom.dominates(KB, 0) && FA.PostDom.dominates(DB, 0);
        if (Everyone)
          N = std::max<uint64_t>(N, FA.Shape.Block.count());
        uint64_t Dropped = N * *DropPer;
        uint64_t Left = Dropped >= *Expected ? 0 : *Expected - Dropped;
        if (N == 0 || N * *Per <= Left)
          continue;
        Diags.report(DiagId::MbarrierMisuse, F.Insts[K].S->Range)
            << (std::to_string(N) + " threads arrive here" +
                (*Per != 1 ? " with count " + std::to_string(*Per) : std::string()) +
                (Everyone ? " (every thread of the block that finishes the kernel)"
                          : std::string()) +
                ", each after it dropped out of the mbarrier with arrive_drop at line " +
                std::to_string(lineOf(Diags, F.Insts[D])) +
                ": the drops lowered the count later phases expect from " +
                std::to_string(*Expected) + " to at most " + std::to_string(Left) +
                ", so these arrivals complete a phase early and the surplus runs into the "
                "next one");
        NoteVia(K);
        Diags.report(DiagId::NoteGeneric, F.Insts[D].S->Range)
            << "the threads drop out of the mbarrier here";
        break;
      }
    }
  }

  // Too few arrivals: the arrivals on an object cannot reach the count its
  // init expects in its first phase, so a wait for that phase never
  // completes (`init(&full, blockDim.x)` with only the producer warps
  // arriving). Each arrive counts every lane that may run it in any
  // simulated world, times its count, times how often one thread can run it
  // before that phase completes: once outside loops; in a loop, as often as
  // a wait of the loop lets it (tripBound): a consumer that waits on `full`
  // before each arrival on `empty` arrives at most once more than `full`
  // completes phases, and `full` completes no more phases than its own
  // arrivals allow, which the producer makes only after waiting on `empty`
  // (the full/empty handshake; the bounds are refined together, with no
  // completed phase of the object in question). Arrivals are mbarrier.arrive
  // (with expect_tx too: transaction bytes only delay a phase) and
  // cp.async.mbarrier.arrive.noinc; bulk copies' complete_tx and
  // cp.async.mbarrier.arrive without .noinc are none. Not for objects that
  // calls, other CTAs of a cluster or arrivals at unresolved addresses may
  // reach, nor for parity waits that need no completed phase (parity 1
  // first: the empty-slot idiom).
  if (AnyCall)
    return;
  // st.async and red.async with .mbarrier::complete_tx::bytes (PTX ISA
  // 9.7.9.12, 9.7.13.7) only complete transaction bytes on the object they
  // name, usually a peer CTA's copy through mapa: no arrival, like a bulk
  // copy's complete_tx, whichever object it is.
  auto TxOnly = [&](unsigned K) {
    const CheckedUse &U = Uses[K];
    const InstrStmt *S = U.Via ? U.Via : F.Insts[K].S;
    if (U.Op != MbOp::OtherArrive || (S->Opcode.Text != "st" && S->Opcode.Text != "red"))
      return false;
    bool Async = false, Tx = false;
    for (const Word &W : S->Mods) {
      Async |= W.Text == ".async";
      Tx |= llvm::StringRef(W.Text).startswith(".mbarrier::complete_tx");
    }
    return Async && Tx;
  };
  // Uses at addresses that no constant names. Those that arrive on no
  // object (an expect_tx or complete_tx, a bulk or tensor copy's
  // complete_tx, cp.async.mbarrier.arrive without .noinc, st.async) change
  // no count. An arrive in a loop at an element the loop's trips compute
  // (`&full[k & 1]`: nvcc's remainder loop, -G's rolled one) counts, per
  // object of its variable, in the trips where it names that object
  // (checkers/MbarrierTrips.cpp evaluates its address per trip); a parity
  // wait there likewise waits per trip on the object it names. Any other
  // arrival at an unresolved address may reach any object: no report.
  auto HasMod = [&](const InstrStmt *S, llvm::StringRef M) {
    for (const Word &W : S->Mods)
      if (W.Text == M)
        return true;
    return false;
  };
  auto NoArrival = [&](unsigned K) {
    const CheckedUse &U = Uses[K];
    if (U.Op == MbOp::Tx)
      return true;
    if (U.Op != MbOp::OtherArrive || U.NoInc)
      return false;
    const InstrStmt *S = U.Via ? U.Via : F.Insts[K].S;
    bool Cp = S->Opcode.Text == "cp";
    return (Cp && (HasMod(S, ".bulk") || HasMod(S, ".tensor") || HasMod(S, ".mbarrier"))) ||
           TxOnly(K);
  };
  std::vector<std::optional<llvm::StringRef>> TripVar(F.Insts.size());
  // Objects remote arrives reach (another CTA's threads arriving through
  // mapa on this CTA's copy: counted per cluster rank below), and those of
  // them with a remote arrive that is not counted (in a loop, a drop, an
  // unknown count): no bound on their arrivals.
  std::vector<bool> RemoteAny(NumObjs, false), RemoteLoose(NumObjs, false);
  for (unsigned K = 0; K < F.Insts.size(); ++K) {
    const CheckedUse &U = Uses[K];
    if (ObjOf[K] >= 0 || !F.Blocks[F.Insts[K].Block].Reachable || !U.Addr || !U.FixedVar.empty())
      continue;
    bool Looped = F.inCycle(F.Insts[K].Block);
    if (U.Op == MbOp::Wait) {
      if (Looped && U.Parity && U.ParityE && !U.Via && F.Insts[K].Kind != InstKind::Call)
        TripVar[K] = UseVar(U);
      continue;
    }
    if (U.Op != MbOp::Arrive && U.Op != MbOp::OtherArrive && U.Op != MbOp::Tx)
      continue;
    if (NoArrival(K))
      continue;
    if (RemoteOf[K] >= 0 && RemoteOf[K] < static_cast<int>(NumObjs)) {
      RemoteAny[RemoteOf[K]] = true;
      if (Looped || U.Drop || (U.HasCount && !CountOf(U)))
        RemoteLoose[RemoteOf[K]] = true;
      continue;
    }
    if (U.Op == MbOp::Arrive && Looped && !U.Cluster && (!U.HasCount || CountOf(U)))
      if (auto V = UseVar(U)) {
        TripVar[K] = V;
        continue;
      }
    return;
  }
  // (Every simulated world complete; else only the CTAs of cluster ranks
  // whose simulation is, below.)
  bool RunsExact = true;
  for (const WarpRun &R : Runs)
    for (const WarpWorld &W : R.Worlds)
      RunsExact &= W.Exact;
  std::vector<std::string> ObjName(NumObjs);
  std::vector<std::string> ObjVar(NumObjs);
  for (const auto &[Key, Id] : ObjIds)
    if (Id < NumObjs) {
      ObjName[Id] = Key.first + (Key.second ? "+" + std::to_string(Key.second) : std::string());
      ObjVar[Id] = Key.first;
    }
  // The simulated warps the lanes come from (every CTA's, or those of one
  // cluster rank's CTA: CurRank).
  const std::vector<WarpRun> *CurRuns = &Runs;
  std::optional<uint64_t> CurRank;
  // Per object and cluster rank, the arrivals remote arrives of the other
  // CTAs' threads (and the CTA's own, through mapa to its own rank) make
  // on that rank's copy (filled in before the per-rank questions below).
  std::vector<std::vector<uint64_t>> RemoteIn(NumObjs);
  auto ObjectId = [&](llvm::StringRef V, int64_t Off) -> int {
    auto It = ObjIds.find(std::make_pair(V.str(), Off));
    return It == ObjIds.end() || It->second >= NumObjs ? -1 : static_cast<int>(It->second);
  };
  // The lanes that may run instruction K, per simulated warp, over its worlds.
  std::map<unsigned, std::vector<uint32_t>> LaneCache;
  auto LanesOf = [&](unsigned K) -> const std::vector<uint32_t> & {
    auto [It, New] = LaneCache.try_emplace(K);
    if (!New)
      return It->second;
    const Inst &I = F.Insts[K];
    for (const WarpRun &R : *CurRuns) {
      uint32_t Lanes = 0;
      for (const WarpWorld &W : R.Worlds) {
        auto E = W.Ever.find(K);
        if (E == W.Ever.end())
          continue;
        auto G = guardedLanes(FA, R, I, E->second);
        Lanes |= G ? *G : E->second;
      }
      It->second.push_back(Lanes);
    }
    return It->second;
  };
  struct Arrival {
    unsigned K;
    uint64_t Per;         ///< its count
    bool PerTrip = false; ///< at an element its loop's trips compute
  };
  struct ObjArrivals {
    bool Usable = false; ///< every arrival known
    bool Gate = false;   ///< and its phases follow from them (one init, no drop)
    uint64_t Count = 0;
    llvm::SmallVector<Arrival, 4> Arr;
  };
  // The CFG's strongly connected components: Tarjan completes them in
  // reverse topological order.
  std::vector<unsigned> Comp;
  std::vector<bool> OnCycle;
  unsigned NumComps = stronglyConnected(
      F.numBlocks(), [&](unsigned B) { return llvm::ArrayRef<unsigned>(F.Blocks[B].Succs); },
      Comp, OnCycle);
  std::vector<ObjArrivals> OA(NumObjs);
  for (int O = 0; O < static_cast<int>(NumObjs); ++O) {
    ObjArrivals &A = OA[O];
    if (InitOf[O] < 0)
      continue;
    auto Expected = InitCountOf(O);
    if (!Expected || (HasCover[O] && CoverCount[O] != Expected))
      continue;
    A.Count = *Expected;
    bool Usable = true, Drop = false, CoverInval = false;
    unsigned Inits = 0;
    for (unsigned K = 0; K < F.Insts.size() && Usable; ++K) {
      if (!F.Blocks[F.Insts[K].Block].Reachable)
        continue;
      const CheckedUse &U = Uses[K];
      if (ObjOf[K] != O && Covers(K, O) &&
          ((U.Op == MbOp::Init && U.CoversTrips) || U.Op == MbOp::Inval)) {
        // A counted loop's init whose trips name the object (nvcc -G's
        // rolled `for (s = 0; s < STAGES; ++s) init(&full[s], 1)`): one
        // init of it, since the trips name distinct objects (a second
        // entry of the loop would be a second init without an inval, its
        // own finding). An inval of it at a computed offset: its phases
        // do not follow from its arrivals.
        if (U.Op == MbOp::Init) {
          ++Inits;
          // (Not when the loop may be entered again: another mbarrier
          // operation than the loop's inits in its strongly connected
          // region, a persistent loop around the init loop and the uses.)
          unsigned C = Comp[F.Insts[K].Block];
          for (unsigned J = 0; J < F.Insts.size(); ++J)
            if (Comp[F.Insts[J].Block] == C && (MbCall[J] || (Uses[J].Op != MbOp::None &&
                                                              !(Uses[J].Op == MbOp::Init &&
                                                                Uses[J].CoversTrips))))
              Inits = 2;
        } else {
          CoverInval = true;
        }
        continue;
      }
      if (ObjOf[K] != O) {
        // An arrive at a computed element of the object's variable.
        if (ObjOf[K] < 0 && TripVar[K] && *TripVar[K] == ObjVar[O] && U.Op == MbOp::Arrive) {
          Drop |= U.Drop;
          A.Arr.push_back({K, U.HasCount ? *CountOf(U) : 1, true});
        }
        continue;
      }
      switch (U.Op) {
      case MbOp::Init: {
        auto C = CountOf(U);
        Usable = C && *C == *Expected;
        Inits += F.inCycle(F.Insts[K].Block) ? 2 : 1;
        break;
      }
      case MbOp::Inval:
        Usable = false;
        break;
      case MbOp::Tx:
      case MbOp::Wait:
        break;
      case MbOp::OtherArrive: {
        // (The instruction itself, or the one a wrapper makes.)
        if (U.NoInc)
          A.Arr.push_back({K, 1});
        else if (!NoArrival(K))
          Usable = false; // an arrive-on of its own (tcgen05.commit) or another CTA's
        break;
      }
      case MbOp::Arrive: {
        uint64_t Per = 1;
        if (U.HasCount) {
          auto C = CountOf(U);
          if (!C) {
            Usable = false;
            break;
          }
          Per = *C;
        }
        if (U.Cluster) {
          Usable = false;
          break;
        }
        Drop |= U.Drop;
        A.Arr.push_back({K, Per});
        break;
      }
      default:
        break;
      }
    }
    A.Usable = Usable;
    A.Gate = Usable && Inits == 1 && !Drop && !CoverInval;
  }
  // Waits that bound a thread's trips: parity waits with their parity
  // operand, and waits on the token of an arrive on the same object.
  struct GateWait {
    unsigned K;
    bool Token;
    int TokenFrom;
    bool PerTrip = false; ///< at an element its loop's trips compute
  };
  std::vector<GateWait> Gates;
  for (unsigned K = 0; K < F.Insts.size(); ++K) {
    const CheckedUse &U = Uses[K];
    if (ObjOf[K] < 0 && TripVar[K] && U.Op == MbOp::Wait) {
      Gates.push_back({K, false, -1, true});
      continue;
    }
    if (U.Op != MbOp::Wait || ObjOf[K] < 0 || U.Via || F.Insts[K].Kind == InstKind::Call ||
        !F.Blocks[F.Insts[K].Block].Reachable)
      continue;
    if (U.Parity) {
      if (U.ParityE)
        Gates.push_back({K, false, -1});
      continue;
    }
    auto Ops = F.Insts[K].S->Operands;
    if (Ops.size() < 3 || Ops[2]->K != Expr::Symbol)
      continue;
    auto R = F.lookupReg(Ops[2]->Name);
    int D = R ? F.uniqueDef(*R) : -1;
    if (D >= 0 && Uses[D].Op == MbOp::Arrive && ObjOf[D] == ObjOf[K] && !Uses[D].Via)
      Gates.push_back({K, true, D});
  }
  const uint64_t Inf = std::numeric_limits<uint64_t>::max();
  std::map<std::tuple<unsigned, unsigned, uint64_t>, TripBound> TripCache;
  auto Trip = [&](int K, const GateWait &G, uint64_t M) -> const TripBound & {
    auto Key = std::make_tuple(static_cast<unsigned>(K + 1), G.K, M);
    auto It = TripCache.find(Key);
    if (It == TripCache.end())
      It = TripCache
               .emplace(Key, tripBound(F, FA.Values, K, G.K, Uses[G.K].ParityE, G.Token,
                                       G.TokenFrom, M))
               .first;
    return It->second;
  };
  // The walk of wait G's loop when arrive K (counted on object Target) or
  // G names an object per trip; M: the phases each object completes at most.
  auto TripPer = [&](int K, int Target, const GateWait &G, const std::vector<uint64_t> &M,
                     uint64_t MW) {
    auto PhasesOf = [&](int Z) -> uint64_t {
      if (Z < 0 || Z >= static_cast<int>(NumObjs) || M[Z] == Inf || !OA[Z].Gate || M[Z] > 64)
        return Inf;
      return M[Z];
    };
    TripObjects PT;
    PT.ObjectId = ObjectId;
    PT.PhasesOf = PhasesOf;
    if (K >= 0 && ObjOf[K] < 0) {
      const CheckedUse &U = Uses[K];
      PT.KAddr = U.Addr;
      PT.KAt = U.At;
      PT.KAdd = U.AddrAdd;
      PT.Target = Target;
    }
    if (G.PerTrip) {
      const CheckedUse &U = Uses[G.K];
      PT.WAddr = U.Addr;
      PT.WAt = U.At;
      PT.WAdd = U.AddrAdd;
    }
    return tripBound(F, FA.Values, K, G.K, Uses[G.K].ParityE, G.Token, G.TokenFrom, MW, &PT);
  };
  // Walls: waits no thread gets past while the objects complete at most M
  // phases (a spinning parity wait on parity 0 of an object that completes
  // none). A thread that reaches one stays there, so the arrives after it
  // on every path run in no thread before then; -1 per block without one.
  auto WallsOf = [&](const std::vector<uint64_t> &M) {
    std::vector<int> Wall(F.numBlocks(), -1);
    for (unsigned K = 0; K < F.Insts.size(); ++K) {
      const CheckedUse &U = Uses[K];
      int Z = ObjOf[K];
      if (U.Op != MbOp::Wait || Z < 0 || !U.Parity || !U.ParityE || U.Via ||
          F.Insts[K].Kind == InstKind::Call || F.Insts[K].S->Guard || M[Z] != 0 ||
          !OA[Z].Gate)
        continue;
      auto P = FA.Values.constant(U.ParityE);
      if (!P || (*P & 1) || !waitSpins(F, K))
        continue;
      int &W = Wall[F.Insts[K].Block];
      if (W < 0 || static_cast<int>(K) < W)
        W = static_cast<int>(K);
    }
    return Wall;
  };
  // At most how many arrivals object Y gets while the objects complete at
  // most M phases; Inf without a bound. Each arrive runs in a thread as
  // often as a wait of its loop lets it (once outside loops); a thread's
  // arrivals add up along one path from the entry, the walls cutting it
  // short, so threads that run the same arrives count the most any path
  // through them gives (nvcc's remainder loop and the unrolled loop before
  // it are two paths: a launch takes one of them as far as the first wait
  // that holds it). Why: per looped arrive, the wait that bounds it and
  // how often it runs.
  struct Why {
    unsigned K, Wait;
    uint64_t Runs, Phases;
  };
  auto ArrivalBound = [&](int Y, const std::vector<uint64_t> &M,
                          std::vector<Why> *Whys) -> uint64_t {
    // Remote arrivals: every one that may land on this rank's copy, once
    // (each outside loops); unknown outside the per-rank questions.
    uint64_t Extra = 0;
    if (RemoteAny[Y]) {
      if (!CurRank || RemoteLoose[Y] || RemoteIn[Y].size() <= *CurRank)
        return Inf;
      Extra = RemoteIn[Y][*CurRank];
    }
    auto Wall = WallsOf(M);
    // Blocks a thread may reach.
    std::vector<bool> Reach(F.numBlocks(), false);
    if (F.numBlocks()) {
      std::vector<unsigned> Work{0};
      Reach[0] = true;
      while (!Work.empty()) {
        unsigned X = Work.back();
        Work.pop_back();
        if (Wall[X] >= 0)
          continue;
        for (unsigned S : F.Blocks[X].Succs)
          if (S < Reach.size() && !Reach[S]) {
            Reach[S] = true;
            Work.push_back(S);
          }
      }
    }
    // Each reachable arrive: how often a thread runs it.
    struct Counted {
      uint64_t Weight; ///< count times runs
      unsigned Comp;
      const std::vector<uint32_t> *Lanes;
    };
    std::vector<Counted> Cs;
    for (const Arrival &A : OA[Y].Arr) {
      unsigned K = A.K, B = F.Insts[K].Block;
      if (!Reach[B] || (Wall[B] >= 0 && Wall[B] < static_cast<int>(K)))
        continue;
      uint64_t Runs = 1;
      if (F.inCycle(B)) {
        Runs = Inf;
        int Best = -1;
        for (const GateWait &G : Gates) {
          uint64_t MW = 0;
          if (!G.PerTrip) {
            int Z = ObjOf[G.K];
            if (M[Z] == Inf || !OA[Z].Gate || M[Z] > 64)
              continue;
            MW = M[Z];
          }
          TripBound TB = A.PerTrip || G.PerTrip ? TripPer(static_cast<int>(K), Y, G, M, MW)
                                                : Trip(static_cast<int>(K), G, MW);
          if (TB.Bounded && TB.Runs < Runs) {
            Runs = TB.Runs;
            Best = static_cast<int>(G.K);
          }
        }
        if (Runs == Inf)
          return Inf;
        if (Whys) {
          int Z = ObjOf[Best];
          Whys->push_back({K, static_cast<unsigned>(Best), Runs, Z < 0 ? Inf : M[Z]});
        }
      }
      if (Runs && A.Per)
        Cs.push_back({A.Per * Runs, Comp[B], &LanesOf(K)});
    }
    if (Cs.empty())
      return Extra;
    // Group the threads by the arrives they may run; per group, the
    // heaviest path through the components (in topological order: Tarjan's
    // numbering, highest first).
    std::map<std::vector<bool>, uint64_t> Groups;
    for (size_t R = 0; R < CurRuns->size(); ++R)
      for (unsigned L = 0; L < 32; ++L) {
        std::vector<bool> Sig(Cs.size(), false);
        bool Any = false;
        for (size_t I = 0; I < Cs.size(); ++I)
          if (R < Cs[I].Lanes->size() && ((*Cs[I].Lanes)[R] >> L & 1))
            Sig[I] = Any = true;
        if (Any)
          ++Groups[Sig];
      }
    uint64_t Sum = 0;
    for (const auto &[Sig, Threads] : Groups) {
      std::vector<uint64_t> W(NumComps, 0);
      for (size_t I = 0; I < Cs.size(); ++I)
        if (Sig[I])
          W[Cs[I].Comp] += Cs[I].Weight;
      std::vector<uint64_t> Best(NumComps, 0);
      std::vector<bool> Seen(NumComps, false);
      if (F.numBlocks()) {
        Seen[Comp[0]] = true;
        Best[Comp[0]] = W[Comp[0]];
      }
      uint64_t Most = 0;
      std::vector<std::vector<unsigned>> BlocksOf(NumComps);
      for (unsigned B = 0; B < F.numBlocks(); ++B)
        if (Reach[B])
          BlocksOf[Comp[B]].push_back(B);
      for (unsigned C = NumComps; C-- > 0;) {
        if (!Seen[C])
          continue;
        Most = std::max(Most, Best[C]);
        for (unsigned B : BlocksOf[C]) {
          if (Wall[B] >= 0)
            continue;
          for (unsigned S : F.Blocks[B].Succs)
            if (S < F.numBlocks() && Reach[S] && Comp[S] != C) {
              uint64_t V = Best[C] + W[Comp[S]];
              if (!Seen[Comp[S]] || V > Best[Comp[S]])
                Best[Comp[S]] = V;
              Seen[Comp[S]] = true;
            }
        }
      }
      Sum += Most * Threads;
    }
    return Sum + Extra;
  };
  std::set<unsigned> TooFewAt;
  std::vector<bool> TooFewObj(NumObjs, false);
  // Object O, over the warps CurRuns simulates: every CTA's (Rank
  // nullopt), or those of the CTA of one cluster rank.
  auto TooFew = [&](int O, std::optional<uint64_t> Rank) {
    // No arrival at all, while something completes on the object (each
    // thread's cp.async.mbarrier.arrive without .noinc, which cancels
    // itself, or a bulk copy's complete_tx after an expect_tx with no
    // arrive): the count is never reached either.
    if (!OA[O].Usable || (OA[O].Arr.empty() && NothingArrives[O]))
      return;
    // (Remote arrivals are counted per cluster rank only.)
    if (RemoteAny[O] && (!Rank || RemoteLoose[O]))
      return;
    // A wait that needs the first phase complete: on a token, with
    // parity 0, or in a loop, at the first trip whose parity needs it.
    int WaitAt = -1;
    for (unsigned K = 0; K < F.Insts.size() && WaitAt < 0; ++K) {
      const CheckedUse &U = Uses[K];
      if (ObjOf[K] < 0 && TripVar[K] && U.Op == MbOp::Wait && *TripVar[K] == ObjVar[O]) {
        // At an element the trips compute: the first trip that names
        // this object with a parity that needs its first phase.
        std::vector<uint64_t> M0(NumObjs, Inf);
        M0[O] = 0;
        TripBound TB = TripPer(-1, O, GateWait{K, false, -1, true}, M0, 0);
        if (TB.Bounded && TB.Blocks)
          WaitAt = static_cast<int>(K);
        continue;
      }
      // (arrive_and_wait: the wait on the token of the call's own arrive.)
      bool AndWait = U.Op == MbOp::Arrive && U.AndWait;
      if (ObjOf[K] != O || (U.Op != MbOp::Wait && !AndWait) ||
          !F.Blocks[F.Insts[K].Block].Reachable)
        continue;
      if (!U.Parity) {
        WaitAt = static_cast<int>(K); // a token names a phase that has to complete
        break;
      }
      // (A wrapper's parity passed by reference, nvcc -G's cuda::ptx
      // mbarrier_try_wait_parity: the value stored to the slot.)
      const Expr *PE = U.ParityE ? U.ParityE
                       : U.ParityPtr
                           ? depotValueBefore(F, U.ParityPtr, U.At, U.ParityPtrAdd)
                           : nullptr;
      if (!PE)
        continue;
      if (auto P = FA.Values.constant(PE)) {
        if (!(*P & 1))
          WaitAt = static_cast<int>(K);
        continue;
      }
      GateWait G{K, false, -1};
      const TripBound &TB = Trip(-1, G, 0);
      if (TB.Bounded && TB.Blocks)
        WaitAt = static_cast<int>(K);
    }
    if (WaitAt < 0)
      return;
    // (A CTA of one rank: one whose threads reach the wait.)
    auto AnyLane = [&](unsigned K) {
      for (uint32_t M : LanesOf(K))
        if (M)
          return true;
      return false;
    };
    if (Rank && !AnyLane(static_cast<unsigned>(WaitAt)))
      return;
    std::vector<uint64_t> M(NumObjs, Inf);
    M[O] = 0;
    for (unsigned Round = 0; Round < 8; ++Round) {
      bool Changed = false;
      for (int Y = 0; Y < static_cast<int>(NumObjs); ++Y) {
        if (Y == O || !OA[Y].Gate || !OA[Y].Count)
          continue;
        uint64_t A = ArrivalBound(Y, M, nullptr);
        uint64_t NewM = A == Inf ? Inf : A / OA[Y].Count;
        if (NewM < M[Y]) {
          M[Y] = NewM;
          Changed = true;
        }
      }
      if (!Changed)
        break;
    }
    std::vector<Why> Whys;
    uint64_t Most = ArrivalBound(O, M, &Whys);
    // (Of them, those other CTAs' threads make through mapa.)
    uint64_t Far = RemoteAny[O] && Rank ? RemoteIn[O][*Rank] : 0;

    // (No thread of the CTA of that rank runs any arrive on it.)
    bool NoneInCta = Rank && llvm::none_of(OA[O].Arr, [&](const Arrival &A) { return AnyLane(A.K); });
    if (Most == Inf || (Most == Far && !OA[O].Arr.empty() && !NoneInCta) || Most >= OA[O].Count)
      return;
    // (One report per wait: a wait at an element the trips compute may
    // be the one for every element.)
    if (!TooFewAt.insert(static_cast<unsigned>(WaitAt)).second)
      return;
    std::string Block = std::to_string(FA.Shape.Block.count());
    TooFewObj[O] = true;
    if (Rank && RemoteAny[O])
      Diags.report(DiagId::MbarrierMisuse, F.Insts[WaitAt].S->Range)
          << ("this wait can never complete in the CTA of cluster rank " + std::to_string(*Rank) +
              ": at most " + std::to_string(Most) + " arrivals reach its mbarrier object '" +
              ObjName[O] + "' before its first phase completes (" +
              std::to_string(Most - Far) + " from that CTA's own threads, " +
              std::to_string(Far) +
              " through mapa from the threads of the cluster's CTAs that name rank " +
              std::to_string(*Rank) + "), but it was initialised to expect " +
              std::to_string(OA[O].Count) + " arrivals per phase");
    else if (Rank)
      Diags.report(DiagId::MbarrierMisuse, F.Insts[WaitAt].S->Range)
          << ("this wait can never complete in the CTA of cluster rank " + std::to_string(*Rank) +
              ": " +
              (NoneInCta ? std::string("no thread of that CTA runs an arrive on its mbarrier "
                                       "object '" + ObjName[O] + "'")
                         : "at most " + std::to_string(Most) +
                               " arrivals of that CTA's threads reach its mbarrier object '" +
                               ObjName[O] + "' before its first phase completes") +
              " (each CTA's threads arrive on their own CTA's copy; another CTA's multicast "
              "complete_tx brings bytes, not arrivals), but it was initialised to expect " +
              std::to_string(OA[O].Count) + " arrivals per phase");
    else if (OA[O].Arr.empty())
      Diags.report(DiagId::MbarrierMisuse, F.Insts[WaitAt].S->Range)
          << ("this wait can never complete: nothing arrives on the mbarrier object '" +
              ObjName[O] +
              "' (cp.async.mbarrier.arrive without .noinc raises the pending count before its "
              "asynchronous arrive, so it is no arrival of its own, and an asynchronous "
              "copy's complete_tx or an expect_tx counts transaction bytes, not arrivals), but "
              "it was initialised to expect " +
              std::to_string(OA[O].Count) +
              " arrivals per phase (use .noinc with a count that includes the copies, or "
              "arrive as well)");
    else if (Whys.empty())
      Diags.report(DiagId::MbarrierMisuse, F.Insts[WaitAt].S->Range)
          << ("this wait can never complete: at most " + std::to_string(Most) +
              " arrivals reach the mbarrier object (every arrive on it, with every thread of the " +
              Block + "-thread block that can run it), but it was initialised to expect " +
              std::to_string(OA[O].Count) + " arrivals per phase");
    else
      Diags.report(DiagId::MbarrierMisuse, F.Insts[WaitAt].S->Range)
          << ("this wait can never complete: at most " + std::to_string(Most) +
              " arrivals reach the mbarrier object '" + ObjName[O] +
              "' before its first phase completes (every arrive on it, with every thread of "
              "the " +
              Block +
              "-thread block that can run it, as often as the waits in its loop let a thread "
              "arrive), but it was initialised to expect " +
              std::to_string(OA[O].Count) + " arrivals per phase");
    NoteVia(static_cast<unsigned>(WaitAt));
    Diags.report(DiagId::NoteGeneric, F.Insts[InitOf[O]].S->Range) << "initialised here";
    if (Rank && RemoteAny[O])
      for (unsigned K = 0; K < F.Insts.size(); ++K)
        if (RemoteOf[K] == O)
          Diags.report(DiagId::NoteGeneric, F.Insts[K].S->Range)
              << ("a remote arrive on the copy of this object in the CTA whose rank mapa at line " +
                  std::to_string(lineOf(Diags, F.Insts[MapaOf[K]])) + " names");
    for (const Why &Wy : Whys) {
      int Z = ObjOf[Wy.Wait];
      std::string On = Z >= 0 ? "'" + ObjName[Z] + "'"
                              : "the element of '" + TripVar[Wy.Wait]->str() +
                                    "' the trip's counters name";
      std::string Phases =
          Z == O   ? "none of whose phases has completed"
          : Z < 0  ? "which may be this object"
                   : "which completes at most " + std::to_string(Wy.Phases) +
                       " phase(s) by then, from the arrivals on it";
      std::string Here = ObjOf[Wy.K] < 0 ? " (at '" + ObjName[O] +
                                               "' in the trips whose counters name it)"
                                         : "";
      Diags.report(DiagId::NoteGeneric, F.Insts[Wy.K].S->Range)
          << ("in a loop: a thread arrives here" + Here + " at most " +
              std::to_string(Wy.Runs) +
              " time(s) before the first phase completes, since on each trip it waits at line " +
              std::to_string(lineOf(Diags, F.Insts[Wy.Wait])) + " on " + On + ", " + Phases);
    }
  };
  for (int O = 0; RunsExact && O < static_cast<int>(NumObjs); ++O)
    TooFew(O, std::nullopt);
  // Per CTA of a cluster whose shape the kernel declares
  // (`.reqnctapercluster`), when the function reads its rank in it: the
  // warps simulated with %cluster_ctarank (and %cluster_ctaid) known, so
  // that an arrive under `rank == 0` counts in the leader CTA only.
  std::array<uint64_t, 3> Dims{1, 1, 1};
  uint64_t ClusterSize = 0;
  for (const FuncDirective *D : F.F.Directives)
    if (D->Name.Text == ".reqnctapercluster") {
      ClusterSize = 1;
      for (size_t I = 0; I < D->Values.size() && I < 3; ++I) {
        Dims[I] = D->Values[I] ? D->Values[I] : 1;
        ClusterSize *= Dims[I];
      }
    }
  std::function<bool(const Expr *)> ReadsRank = [&](const Expr *E) {
    if (!E)
      return false;
    if (E->K == Expr::Symbol && E->Name.startswith("%cluster_cta"))
      return true;
    return llvm::any_of(E->Sub, ReadsRank);
  };
  bool RankRead = false;
  for (const Inst &I : F.Insts)
    for (const Expr *E : I.S->Operands)
      RankRead |= ReadsRank(E);
  bool RemoteObjs = llvm::any_of(RemoteAny, [](bool B) { return B; });
  if ((!RankRead && !RemoteObjs) || ClusterSize < 2 || ClusterSize > 16)
    return;
  // A rank's simulation speaks for that rank's CTA when every world in it
  // is complete and every condition a world could not evaluate (and chose
  // a way for) is the same in all CTAs: a condition on the rank that comes
  // back from a call (nvcc -G's out-of-line cluster.block_rank()) or from
  // memory is not decided by the rank, and a world that took the leader's
  // way in the CTA of rank 1 would be no launch at all.
  auto RankExact = [&](const std::vector<WarpRun> &RR) { return rankRunsDecided(F, Uses, RR); };
  // Remote arrivals per target rank: in the simulated warps of each rank's
  // CTA, the lanes that may run each remote arrive (once: they are outside
  // loops), with the rank its mapa names evaluated for each lane. A lane
  // whose rank is unknown (or whose CTA's simulation is not complete)
  // leaves the object without a bound.
  for (int O = 0; O < static_cast<int>(NumObjs); ++O)
    if (RemoteAny[O])
      RemoteIn[O].assign(ClusterSize, 0);
  for (uint64_t S = 0; RemoteObjs && S < ClusterSize; ++S) {
    const auto &RR = FA.clusterCtaWarps(S, Dims);
    bool Exact = RankExact(RR);
    FA.Eval.setClusterCta(S, Dims);
    for (unsigned K = 0; K < F.Insts.size(); ++K) {
      int O = RemoteOf[K];
      if (O < 0 || O >= static_cast<int>(NumObjs) || !RemoteAny[O] || RemoteLoose[O])
        continue;
      if (!Exact) {
        RemoteLoose[O] = true;
        continue;
      }
      const CheckedUse &U = Uses[K];
      uint64_t Per = U.HasCount ? CountOf(U).value_or(0) : 1;
      const Inst &I = F.Insts[K];
      const Expr *RankE = F.Insts[MapaOf[K]].S->Operands[2];
      for (const WarpRun &WR : RR) {
        uint32_t Lanes = 0;
        for (const WarpWorld &W : WR.Worlds) {
          auto E = W.Ever.find(K);
          if (E == W.Ever.end())
            continue;
          auto G = guardedLanes(FA, WR, I, E->second);
          Lanes |= G ? *G : E->second;
        }
        for (unsigned L = 0; L < 32 && !RemoteLoose[O]; ++L) {
          if (!(Lanes >> L & 1))
            continue;
          FA.Eval.setThread(WR.Lanes[L]);
          auto T = FA.Eval.expr(RankE);
          if (!T || *T >= ClusterSize)
            RemoteLoose[O] = true;
          else
            RemoteIn[O][*T] += Per;
        }
      }
    }
    FA.Eval.setClusterCta(std::nullopt, {1, 1, 1});
  }
  for (uint64_t R = 0; R < ClusterSize; ++R) {
    const auto &RR = FA.clusterCtaWarps(R, Dims);
    if (!RankExact(RR))
      continue;
    CurRuns = &RR;
    CurRank = R;
    LaneCache.clear();
    FA.Eval.setClusterCta(R, Dims);
    for (int O = 0; O < static_cast<int>(NumObjs); ++O)
      if (!TooFewObj[O])
        TooFew(O, R);
    FA.Eval.setClusterCta(std::nullopt, {1, 1, 1});
  }
  CurRuns = &Runs;
  CurRank.reset();
}
