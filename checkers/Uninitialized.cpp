//===- Uninitialized.cpp - uninitialized-register -------------------------===//
//
// Two forward dataflow problems over the registers: "written on every path"
// (intersection) and "written on some path" (union). A read of a register in
// neither set is an error (no path writes it first). A read written on some
// paths only is not reported: LLVM-based compilers leave such reads for
// values that are dead on the other paths (undef). A guarded write counts as a write: compilers guard the write and
// the later read with the same predicate, and the analysis is not path
// sensitive enough to see that; except writes whose guards are all
// predicates of a nested `{ }` block (inline asm's own `.reg .pred p;`),
// which no compiler correlates with the read's path (GuardedOnly). Stores to .param (argument and return
// passing) are not checked: compilers pass struct padding in registers they
// never write (but a whole scalar argument that the defined callee loads and
// uses is: nvcc -G's out-of-line intrinsic wrappers); nor are the halves of a packing mov (`mov.b64 %rd, {%a, %b}`)
// that nothing in the function writes (a compiler's undef half), nor such a
// register moved by an instruction whose results nothing reads (CUB
// shuffling a padded struct word by word), nor the
// value a store puts into the local stack frame when nothing in the function
// writes it (nvcc -G copying an empty object or padding byte, LLVM undef).
// A register declared in a nested `{ }` block (inline asm's scratch) is new
// each time control enters the block from outside: a write from an earlier
// pass around a loop does not count. A register whose every write computes
// it from itself (an accumulator never zeroed) is reported at its first
// read although its writes reach that read around a loop: every value it
// holds derives from the unset start.
//
//===----------------------------------------------------------------------===//
#include "analyses/Dataflow.h"
#include "analyses/Interproc.h"
#include "checkers/CheckerContext.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include <cassert>
#include <optional>

using namespace ptx;

namespace {
/// Over the tracked registers only (compact indices): a register is
/// tracked when some block reads it before writing it or starting it
/// afresh, so that the read sees the state on entry to the block. A read
/// of any other register sees what its own block did before it. Each
/// register's bit is a problem of its own (gen/kill), so leaving the others
/// out changes no tracked bit; clang -O0 output writes thousands of
/// registers, nearly all read only in the block that writes them.
struct DefDomain {
  using State = llvm::BitVector;
  FunctionIR &F;
  bool Must;
  unsigned NumTracked;
  /// Per instruction, the tracked registers of the `{ }` scopes control
  /// enters there from outside (compact indices): a new instance of each,
  /// written by nothing yet.
  const llvm::DenseMap<unsigned, llvm::SmallVector<unsigned, 4>> &Fresh;
  /// Per block, the tracked registers it writes (compact indices), or
  /// nothing when it starts one afresh: the fixpoint visits a loop's blocks
  /// several times, and the list replaces a walk of its instructions.
  const std::vector<std::optional<llvm::SmallVector<unsigned, 4>>> &Gen;
  /// Per block, its definitions of tracked registers in order (instruction,
  /// compact index), for the blocks that start a register afresh.
  const std::vector<int> &Compact;
  /// Compact indices of the parameters (defined on entry).
  const llvm::SmallVector<unsigned, 8> &Params;
  State boundary() {
    State S(NumTracked, false);
    for (unsigned C : Params)
      S.set(C);
    return S;
  }
  State top() { return State(NumTracked, Must); }
  void join(State &Into, const State &From) {
    if (Must)
      Into &= From;
    else
      Into |= From;
  }
  void transfer(unsigned B, State &S) {
    if (B < Gen.size() && Gen[B]) {
      for (unsigned C : *Gen[B])
        S.set(C);
      return;
    }
    const BasicBlock &BB = F.Blocks[B];
    for (unsigned I = BB.Begin; I < BB.End; ++I) {
      if (auto It = Fresh.find(I); It != Fresh.end())
        for (unsigned C : It->second)
          S.reset(C);
      for (const RegRef &D : F.Insts[I].Defs)
        if (D.Reg < Compact.size() && Compact[D.Reg] >= 0)
          S.set(static_cast<unsigned>(Compact[D.Reg]));
    }
  }
};

/// Registers declared in nested `{ }` scopes (inline asm's `.reg .b32 sum;`)
/// live for one entry of their scope: every time control enters the scope
/// from outside (a loop around an asm block included), they start unset.
/// Per instruction at which control can only enter a scope from outside,
/// the registers of that scope (and of the scopes within it).
llvm::DenseMap<unsigned, llvm::SmallVector<unsigned, 4>> freshScopeRegs(FunctionIR &F) {
  llvm::DenseMap<unsigned, llvm::SmallVector<unsigned, 4>> Out;
  llvm::DenseMap<unsigned, llvm::SmallVector<unsigned, 4>> ByScope;
  for (unsigned R = 0; R < F.Regs.size(); ++R)
    if (F.Regs[R].Scoped && F.Regs[R].DeclScope > 0)
      ByScope[static_cast<unsigned>(F.Regs[R].DeclScope)].push_back(R);
  if (ByScope.empty())
    return Out;
  for (unsigned I = 0; I < F.Insts.size(); ++I) {
    const Inst &In = F.Insts[I];
    const BasicBlock &BB = F.Blocks[In.Block];
    // The instructions control reaches I from.
    llvm::SmallVector<unsigned, 4> Preds;
    if (I > BB.Begin) {
      Preds.push_back(I - 1);
    } else {
      for (unsigned P : BB.Preds)
        if (F.Blocks[P].End > F.Blocks[P].Begin)
          Preds.push_back(F.Blocks[P].End - 1);
    }
    if (Preds.empty())
      continue;
    for (int S = static_cast<int>(In.Scope); S > 0; S = F.scopeParent(static_cast<unsigned>(S))) {
      bool AllOutside = true;
      for (unsigned P : Preds)
        AllOutside &= !F.scopeWithin(F.Insts[P].Scope, static_cast<unsigned>(S));
      if (!AllOutside)
        break; // already inside S, so inside its parents too
      for (const auto &KV : ByScope)
        if (F.scopeWithin(KV.first, static_cast<unsigned>(S)))
          Out[I].append(KV.second.begin(), KV.second.end());
    }
  }
  return Out;
}

/// The address symbol of a memory operand `[sym]` / `[sym+off]`, if any.
llvm::StringRef addressSymbol(const Expr *A) {
  while (A && (A->K == Expr::Address || A->K == Expr::Paren || A->K == Expr::Binary) &&
         !A->Sub.empty())
    A = A->Sub[0];
  return A && A->K == Expr::Symbol ? A->Name : llvm::StringRef();
}

/// A path, instruction by instruction, from \p From (before it runs) to an
/// instruction \p Stop accepts (before it runs) on which nothing writes
/// \p R. \p Inside, when given, confines the walk: an instruction it
/// rejects ends the path there, and counts as reached only when \p Stop
/// accepts it. The targets \p Stop accepted are added to \p Found (all of
/// them, or the first when \p All is false).
bool pathWithoutWrite(const FunctionIR &F, unsigned From, unsigned R,
                      llvm::function_ref<bool(unsigned)> Stop,
                      llvm::function_ref<bool(unsigned)> Inside,
                      llvm::SmallVectorImpl<unsigned> *Found = nullptr, bool All = false) {
  std::vector<char> Seen(F.Insts.size() + 1, 0);
  llvm::SmallVector<unsigned, 32> Work{From};
  bool Any = false;
  auto Push = [&](unsigned B, auto &Self) -> void {
    const BasicBlock &BB = F.Blocks[B];
    if (!BB.Reachable)
      return;
    if (BB.Begin < BB.End) {
      Work.push_back(BB.Begin);
      return;
    }
    if (Seen[F.Insts.size()] > 8) // empty blocks: a bounded look through
      return;
    ++Seen[F.Insts.size()];
    for (unsigned S : BB.Succs)
      Self(S, Self);
  };
  while (!Work.empty()) {
    unsigned I = Work.pop_back_val();
    if (I >= F.Insts.size() || Seen[I])
      continue;
    Seen[I] = 1;
    if (Stop(I)) {
      Any = true;
      if (Found)
        Found->push_back(I);
      if (!All)
        return true;
      continue;
    }
    if (Inside && !Inside(I))
      continue;
    if (llvm::any_of(F.Insts[I].Defs, [&](const RegRef &D) { return D.Reg == R; }))
      continue;
    const BasicBlock &BB = F.Blocks[F.Insts[I].Block];
    if (I + 1 < BB.End) {
      Work.push_back(I + 1);
      continue;
    }
    for (unsigned S : BB.Succs)
      Push(S, Push);
  }
  return Any;
}

/// Register \p R, declared outside any `{ }` block that writes it, read at
/// \p Read: a nested block (an inline asm body) writes it on some of its
/// own paths, and a path from the function's entry through that block's
/// other paths (a branch inside the block jumping past the write, such as
/// a CAS loop's fast-path exit over `mov.b32 %0, old;`) reaches the read
/// with nothing writing it. An asm output operand the asm does not write on
/// every path out of it: no compiler emits such a block, and the compiler
/// reading the output assumes it set. Returns the block's first
/// instruction, or -1.
int scopeSkipsItsWrite(const FunctionIR &F, unsigned R, unsigned Read) {
  const RegInfo &RI = F.Regs[R];
  if (RI.IsParam || RI.DeclScope < 0 || F.Blocks.empty())
    return -1;
  const unsigned Decl = static_cast<unsigned>(RI.DeclScope);
  llvm::SmallVector<unsigned, 4> Done;
  for (unsigned D : F.defsOf(R)) {
    unsigned S = F.Insts[D].Scope;
    if (S == Decl || !F.scopeWithin(S, Decl))
      continue;
    while (F.scopeParent(S) >= 0 && static_cast<unsigned>(F.scopeParent(S)) != Decl)
      S = static_cast<unsigned>(F.scopeParent(S));
    if (llvm::is_contained(Done, S))
      continue;
    Done.push_back(S);
    auto In = [&](unsigned I) { return I < F.Insts.size() && F.scopeWithin(F.Insts[I].Scope, S); };
    unsigned Entry = D;
    while (Entry > 0 && In(Entry - 1))
      --Entry;
    if (!F.Blocks[F.Insts[Entry].Block].Reachable)
      continue;
    // Through the block: from its first instruction out of it, unwritten.
    llvm::SmallVector<unsigned, 4> Exits;
    if (!pathWithoutWrite(F, Entry, R, [&](unsigned I) { return !In(I); }, In, &Exits, true))
      continue;
    // Unwritten on the way in ...
    if (Entry != F.Blocks[0].Begin &&
        !pathWithoutWrite(F, F.Blocks[0].Begin, R, [&](unsigned I) { return I == Entry; }, nullptr))
      continue;
    // ... and on from one of those exits to the read.
    for (unsigned X : Exits)
      if (pathWithoutWrite(F, X, R, [&](unsigned I) { return I == Read; }, nullptr))
        return static_cast<int>(Entry);
  }
  return -1;
}

/// `st.param [paramN], %r` at \p I passes a whole scalar argument of a call
/// to a defined function that loads the parameter and uses the value: a
/// real read of the stored register, unlike the padding bytes of an
/// aggregate (`.param .b8 p[16]`) or an argument the callee ignores.
bool passesReadScalarArgument(FunctionIR &F, unsigned I) {
  const Inst &St = F.Insts[I];
  if (!F.Ctx || St.S->Operands.size() != 2)
    return false;
  llvm::StringRef P = addressSymbol(St.S->Operands[0]);
  if (P.empty())
    return false;
  // The call that passes P: the first one after the store naming it.
  for (unsigned K = I + 1; K < F.Insts.size() && K < I + 256; ++K) {
    const Inst &C = F.Insts[K];
    if (C.Kind != InstKind::Call)
      continue;
    const Function *Fn = nullptr;
    const Expr *Args = nullptr;
    for (const Expr *E : C.S->Operands) {
      if (E->K == Expr::Symbol && !Fn) {
        Fn = F.Ctx->calledFunction(*E);
        if (!Fn)
          return false; // a function pointer or unknown callee
      } else if (E->K == Expr::List && Fn) {
        Args = E;
        break;
      }
    }
    if (!Fn || !Args)
      continue;
    unsigned Idx = 0;
    for (; Idx < Args->Sub.size(); ++Idx)
      if (Args->Sub[Idx]->K == Expr::Symbol && Args->Sub[Idx]->Name == P)
        break;
    if (Idx == Args->Sub.size())
      continue;
    if (!Fn->Body || Idx >= Fn->Params.size() || Fn->Params[Idx]->Decls.size() != 1)
      return false;
    const Declarator &D = Fn->Params[Idx]->Decls[0];
    if (D.HasDims)
      return false; // an aggregate: padding travels in its bytes
    FunctionIR &Callee = F.Ctx->calleeIR(*Fn);
    for (const Inst &L : Callee.Insts) {
      if (L.opcode() != "ld" || !L.hasMod(".param") || L.S->Operands.size() != 2 ||
          addressSymbol(L.S->Operands[1]) != D.Name.Text)
        continue;
      for (const RegRef &Def : L.Defs)
        for (const Inst &U : Callee.Insts)
          if (&U != &L && U.reads(Def.Reg))
            return true;
    }
    return false;
  }
  return false;
}
} // namespace

/// Whether some path from the function's entry reaches \p UseIdx with an
/// instruction \p IsWrite accepts after the last one \p IsFresh accepts
/// (a fresh start of the value: a scope's entry) and without passing
/// through the use itself: whether the use's first execution (in its
/// scope's current entry) can see a written value. A walk backwards from
/// the use: the first phase looks for a write and stops at fresh starts, at
/// the entry and at the use; from a write it finds, the second phase looks
/// for the entry or a fresh start before it without passing through the use
/// (a write only around the loop from the use, `mul zi2, zi, zi; ...; fma
/// zi, ...; @p bra`, comes after the use's first execution on every path).
bool ptx::writeReachesFirstUse(const FunctionIR &F, unsigned UseIdx,
                               llvm::function_ref<bool(unsigned)> IsWrite,
                               llvm::function_ref<bool(unsigned)> IsFresh) {
  // (block, end, phase): the instructions [Begin, end) of the block, scanned
  // backwards; phase 1 once a write lies behind on the path.
  struct Item {
    unsigned B, End;
    bool Written;
  };
  llvm::SmallVector<Item, 8> Work;
  llvm::BitVector Seen[2] = {llvm::BitVector(F.numBlocks(), false),
                             llvm::BitVector(F.numBlocks(), false)};
  Work.push_back({F.Insts[UseIdx].Block, UseIdx, false});
  while (!Work.empty()) {
    Item It = Work.pop_back_val();
    const BasicBlock &BB = F.Blocks[It.B];
    bool Stop = false, Written = It.Written;
    for (unsigned J = It.End; J-- > BB.Begin;) {
      if (J == UseIdx) {
        Stop = true; // a path through the use: not its first execution
        break;
      }
      Written = Written || IsWrite(J);
      if (IsFresh && IsFresh(J)) {
        if (Written)
          return true; // written after this entry of its scope
        Stop = true;
        break;
      }
    }
    if (Stop)
      continue;
    if (Written && It.B == 0)
      return true; // the function's first instruction (Blocks[0]), even when a loop returns there
    bool HasPred = false;
    for (unsigned P : BB.Preds)
      if (F.Blocks[P].Reachable) {
        HasPred = true;
        if (!Seen[Written].test(P)) {
          Seen[Written].set(P);
          Work.push_back({P, F.Blocks[P].End, Written});
        }
      }
    if (!HasPred && Written)
      return true; // from the function's entry
  }
  return false;
}

namespace {

/// writeReachesFirstUse for the read \p ReadIdx of register \p R, with the
/// fresh starts of R in \p Fresh.
bool writeReachesFirstRead(FunctionIR &F,
                           const llvm::DenseMap<unsigned, llvm::SmallVector<unsigned, 4>> &Fresh,
                           unsigned R, unsigned ReadIdx) {
  auto IsWrite = [&](unsigned J) {
    for (const RegRef &D : F.Insts[J].Defs)
      if (D.Reg == R)
        return true;
    return false;
  };
  auto IsFresh = [&](unsigned J) {
    auto It = Fresh.find(J);
    return It != Fresh.end() && llvm::is_contained(It->second, R);
  };
  return writeReachesFirstUse(F, ReadIdx, IsWrite, IsFresh);
}


/// The registers of the function's own scope that no write ever sets: the
/// greatest set whose every register is written, and only by writes that
/// derive it from the set (derivesFrom). By induction over a run, each of
/// them holds, whenever it has been written at all, a value derived from
/// registers nothing set: an accumulator never zeroed (`int acc; ...
/// asm("dp4a.s32.s32 %0, %1, %2, %0;" : "+r"(acc) ...)`), at -O3 one
/// register, at -G a ring of copies round the loop.
llvm::BitVector neverSet(FunctionIR &F) {
  unsigned N = F.Regs.size();
  llvm::BitVector In(N, false);
  for (unsigned R = 0; R < N; ++R)
    In[R] = !F.Regs[R].IsParam && !F.Regs[R].Scoped && !F.defsOf(R).empty();
  if (In.none())
    return In;
  // Readers[R]: the registers with a write reading R (to recheck when R leaves).
  std::vector<llvm::SmallVector<unsigned, 2>> Readers(N);
  llvm::SmallVector<unsigned, 16> Work;
  for (unsigned R = 0; R < N; ++R)
    if (In.test(R)) {
      Work.push_back(R);
      for (unsigned D : F.defsOf(R))
        for (const RegRef &U : F.Insts[D].Uses)
          if (U.Reg < N && U.Reg != R)
            Readers[U.Reg].push_back(R);
    }
  while (!Work.empty()) {
    unsigned R = Work.pop_back_val();
    if (!In.test(R))
      continue;
    bool All = true;
    for (unsigned D : F.defsOf(R))
      All = All && derivesFrom(F.Insts[D], In, R);
    if (All)
      continue;
    In.reset(R);
    for (unsigned X : Readers[R])
      if (In.test(X))
        Work.push_back(X);
  }
  if (In.none())
    return In;
  // Only those whose values reach something other than one another's
  // writes (a store, a comparison, a register outside the set): a ring of
  // copies nothing else reads is dead, not a wrong result.
  llvm::BitVector Matters(N, false);
  for (unsigned I = 0; I < F.Insts.size(); ++I) {
    const Inst &X = F.Insts[I];
    if (X.Defs.size() == 1 && X.Defs[0].Reg < N && In.test(X.Defs[0].Reg))
      continue; // a write of the set: read below
    for (const RegRef &U : X.Uses)
      if (U.Reg < N && In.test(U.Reg) && !Matters.test(U.Reg)) {
        Matters.set(U.Reg);
        Work.push_back(U.Reg);
      }
  }
  while (!Work.empty()) {
    unsigned R = Work.pop_back_val();
    for (unsigned D : F.defsOf(R))
      for (const RegRef &U : F.Insts[D].Uses)
        if (U.Reg < N && In.test(U.Reg) && !Matters.test(U.Reg)) {
          Matters.set(U.Reg);
          Work.push_back(U.Reg);
        }
  }
  return Matters;
}
} // namespace

/// Whether \p D, a write of one register, computes it from the registers
/// \p In marks in a way no other operand can cancel: a copy (`mov.u32 %r14,
/// %r3`, nvcc -G's loop-carried copies) or arithmetic (`add.s32 %r, %r, 1`,
/// `dp4a.s32.s32 %r29, %a, %b, %r29`, `fma.rn.f32 %f, %x, %y, %f`). No
/// and/or/xor/select/min/max (their other operand can decide the result),
/// no immediate 0 among the operands (`mad %r, %r, 0, %c` is %c), no `sub`
/// of a register from itself, no shift by most of the width.
bool ptx::derivesFrom(const Inst &D, const llvm::BitVector &In, unsigned R) {
  // mma.sync d, a, b, c: element K of d is a*b plus element K of c, so it is
  // derived from the set when that element is (a warp tile's accumulator
  // fragment `float c[4];` never zeroed, read and written by every mma of
  // the k loop).
  if (D.opcode() == "mma" && D.S->Operands.size() == 4 && !D.S->Guard) {
    const Expr *Dv = D.S->Operands[0], *Cv = D.S->Operands[3];
    if (Dv->K != Expr::Vector || Cv->K != Expr::Vector || Dv->Sub.size() != Cv->Sub.size())
      return false;
    for (size_t K = 0; K < Dv->Sub.size(); ++K) {
      const RegRef *Def = nullptr, *Acc = nullptr;
      for (const RegRef &X : D.Defs)
        if (X.E == Dv->Sub[K])
          Def = &X;
      for (const RegRef &X : D.Uses)
        if (X.E == Cv->Sub[K])
          Acc = &X;
      if (Def && Def->Reg == R)
        return Acc && Acc->Reg < In.size() && In.test(Acc->Reg);
    }
    return false;
  }
  // wgmma.mma_async d, a, b, scale-d, ...: with the immediate scale-d 1,
  // element K of d is a*b plus element K of d (FunctionIR records the D
  // list as read there too): an accumulator fragment `float d[4];` that the
  // k loop's wgmma reads and writes but nothing zeroes. A predicate scale-d
  // (false on the first k step) writes d without reading it, so no use.
  if (D.opcode() == "wgmma" && !D.S->Guard && !D.S->Operands.empty()) {
    const Expr *Dv = D.S->Operands[0];
    if (Dv->K != Expr::Vector)
      return false;
    for (const Expr *E : Dv->Sub) {
      const RegRef *Def = nullptr, *Acc = nullptr;
      for (const RegRef &X : D.Defs)
        if (X.E == E)
          Def = &X;
      for (const RegRef &X : D.Uses)
        if (X.E == E)
          Acc = &X;
      if (Def && Def->Reg == R)
        return Acc && Acc->Reg < In.size() && In.test(Acc->Reg);
    }
    return false;
  }
  // bfi.b32 d, f, b, pos, len: d is b with len bits at pos replaced by f, so
  // with a constant len below the width it keeps bits of b whatever f and
  // pos are: derived from the set when b is in it (2-bit DNA bases packed
  // into `uint32_t packed;` never zeroed, 15 bases leaving the top bits).
  if (D.opcode() == "bfi") {
    if (D.S->Operands.size() != 5 || D.Defs.size() != 1 || D.S->Guard)
      return false;
    std::optional<int64_t> Len = evalConstExpr(D.S->Operands[4]);
    unsigned Width = D.hasMod(".b64") ? 64 : 32;
    if (!Len || *Len < 0 || *Len >= Width)
      return false;
    for (const RegRef &U : D.Uses)
      if (U.E == D.S->Operands[2])
        return U.Reg < In.size() && In.test(U.Reg);
    return false;
  }
  static const char *const Ops[] = {"mov", "cvt",  "add",  "sub",  "addc", "subc", "mad",
                                    "madc", "mad24", "fma", "dp4a", "dp2a", "mul", "mul24",
                                    "shl", "shr",  "neg",  "abs",  "not",  "sad"};
  llvm::StringRef Op = D.opcode();
  if (llvm::find(Ops, Op) == std::end(Ops) || D.Defs.size() != 1 || D.S->Operands.size() < 2)
    return false;
  // The source operands' registers (the guard excluded).
  unsigned FromIn = 0;
  llvm::SmallVector<unsigned, 4> Srcs;
  const Expr *G = D.S->Guard;
  if (G && G->K == Expr::Unary && !G->Sub.empty())
    G = G->Sub[0];
  for (const RegRef &U : D.Uses) {
    if (G && U.E == G)
      continue;
    Srcs.push_back(U.Reg);
    FromIn += U.Reg < In.size() && In.test(U.Reg);
  }
  if (FromIn == 0)
    return false;
  if (Op == "mov" && (D.S->Operands[1]->K != Expr::Symbol || Srcs.size() != 1))
    return false; // packing, an address, a special register
  if (Op == "sub" && Srcs.size() == 2 && Srcs[0] == Srcs[1])
    return false;
  const auto &Ops2 = D.S->Operands;
  for (size_t K = 1; K < Ops2.size(); ++K) {
    std::optional<int64_t> C = evalConstExpr(Ops2[K]);
    if (C && *C == 0)
      return false;
    if (Ops2[K]->K == Expr::FloatLit)
      return false; // a float immediate: 0.0 would cancel a product
    if ((Op == "shl" || Op == "shr") && K == 2 && C && *C >= 8)
      return false; // shifts most of the value out (b8 .. b64: kept simple)
  }
  return true;
}

void ptx::checkUninitialized(FunctionAnalyses &FA, DiagnosticEngine &Diags) {
  FunctionIR &F = FA.IR;
  unsigned NumRegs = F.Regs.size();
  auto Fresh = freshScopeRegs(F);
  // The tracked registers (see DefDomain): read in some reachable block
  // before any write or fresh start of them there.
  std::vector<int> Compact(NumRegs, -1);
  unsigned NumTracked = 0;
  {
    std::vector<unsigned> LastIn(NumRegs, ~0u); ///< block of the last write or fresh start
    for (unsigned B : F.RPO)
      for (unsigned I = F.Blocks[B].Begin; I < F.Blocks[B].End; ++I) {
        if (auto It = Fresh.find(I); It != Fresh.end())
          for (unsigned R : It->second)
            if (R < NumRegs)
              LastIn[R] = B;
        for (const RegRef &U : F.Insts[I].Uses)
          if (U.Reg < NumRegs && LastIn[U.Reg] != B && Compact[U.Reg] < 0)
            Compact[U.Reg] = static_cast<int>(NumTracked++);
        for (const RegRef &D : F.Insts[I].Defs)
          if (D.Reg < NumRegs)
            LastIn[D.Reg] = B;
      }
  }
  auto Tracked = [&](unsigned R) { return R < NumRegs && Compact[R] >= 0; };
  llvm::DenseMap<unsigned, llvm::SmallVector<unsigned, 4>> FreshC;
  for (const auto &KV : Fresh)
    for (unsigned R : KV.second)
      if (Tracked(R))
        FreshC[KV.first].push_back(static_cast<unsigned>(Compact[R]));
  std::vector<std::optional<llvm::SmallVector<unsigned, 4>>> Gen(F.numBlocks());
  for (unsigned B = 0; B < F.numBlocks(); ++B) {
    const BasicBlock &BB = F.Blocks[B];
    bool HasFresh = false;
    for (unsigned I = BB.Begin; I < BB.End && !HasFresh; ++I)
      HasFresh = FreshC.count(I);
    if (HasFresh)
      continue;
    llvm::SmallVector<unsigned, 4> G;
    for (unsigned I = BB.Begin; I < BB.End; ++I)
      for (const RegRef &D : F.Insts[I].Defs)
        if (Tracked(D.Reg))
          G.push_back(static_cast<unsigned>(Compact[D.Reg]));
    Gen[B] = std::move(G);
  }
  llvm::SmallVector<unsigned, 8> Params;
  for (unsigned R = 0; R < NumRegs; ++R)
    if (F.Regs[R].IsParam && Tracked(R))
      Params.push_back(static_cast<unsigned>(Compact[R]));
  DefDomain MustD{F, true, NumTracked, FreshC, Gen, Compact, Params},
      MayD{F, false, NumTracked, FreshC, Gen, Compact, Params};
  // The walk below carries both states along chains (its steps are the
  // transfer's), so the entry states inside them are not needed.
  auto MustIn = solveForward(F, MustD, /*AllBlocks=*/false);
  auto MayIn = solveForward(F, MayD, /*AllBlocks=*/false);
  // An untracked register's state at a read: what its block last did to it
  // (written: set on every path; started afresh: on none).
  std::vector<unsigned> LocalBlock(NumRegs, ~0u);
  llvm::BitVector LocalSet(NumRegs, false);
  llvm::BitVector Reported(NumRegs, false);
  llvm::BitVector EverRead(NumRegs, false);
  for (const Inst &In : F.Insts)
    for (const RegRef &U : In.Uses)
      if (U.Reg < NumRegs)
        EverRead.set(U.Reg);
  // Registers no write ever sets (neverSet): whatever path a read takes,
  // its value derives from unset registers.
  llvm::BitVector SelfOnly = neverSet(F);
  llvm::BitVector Must, May;
  // Registers that the straight-line code walked so far (this block, or the
  // chain it continues) writes only under guards, with nothing writing them
  // on every path before: per register, the guards (predicate register,
  // negated, and whether the predicate was written again since). The
  // every-path state counts a guarded write as a write; when all the guards
  // are predicates of a nested `{ }` scope (an inline asm block's own
  // `.reg .pred p;`), no compiler correlates them with a guard of the read,
  // so a read that neither takes the same guard nor follows writes under
  // both polarities of one predicate finds the register unset when the
  // guard is false (a predicated `@p not.b32 k, %1;` with no `mov k, %1`
  // before it; Triton's `@p ld.global` whose `mov %0, other` was dropped).
  struct GuardedWrite {
    unsigned Pred;
    bool Neg;
    bool Stale;
  };
  llvm::DenseMap<unsigned, llvm::SmallVector<GuardedWrite, 2>> GuardedOnly;
  auto ScopedPred = [&](unsigned P) {
    return P < NumRegs && F.Regs[P].Scoped && F.Regs[P].DeclScope > 0;
  };
  // The guards of \p Ws leave the read \p In without a write on some path.
  auto UnsetWhenGuardFalse = [&](llvm::ArrayRef<GuardedWrite> Ws, const Inst &In) {
    for (const GuardedWrite &W : Ws) {
      if (W.Stale || !ScopedPred(W.Pred))
        return false;
      if (In.Guard == static_cast<int>(W.Pred) && In.GuardNeg == W.Neg)
        return false;
      for (const GuardedWrite &O : Ws)
        if (O.Pred == W.Pred && O.Neg != W.Neg)
          return false;
    }
    return !Ws.empty();
  };
  unsigned PrevB = ~0u;
  for (unsigned B : F.RPO) {
    if (B == F.RPO.front() || !inChain(F, B)) {
      Must = std::move(MustIn[B]);
      May = std::move(MayIn[B]);
    }
    if (!inChain(F, B) || F.Blocks[B].Preds[0] != PrevB)
      GuardedOnly.clear();
    PrevB = B;
    const BasicBlock &BB = F.Blocks[B];
    for (unsigned I = BB.Begin; I < BB.End; ++I) {
      const Inst &In = F.Insts[I];
      if (auto It = Fresh.find(I); It != Fresh.end())
        for (unsigned R : It->second) {
          if (R >= NumRegs)
            continue;
          GuardedOnly.erase(R);
          if (Tracked(R)) {
            Must.reset(static_cast<unsigned>(Compact[R]));
            May.reset(static_cast<unsigned>(Compact[R]));
          }
          LocalBlock[R] = B;
          LocalSet.reset(R);
        }
      // Tracked: the dataflow state; untracked (read only after its block
      // wrote or started it): what the block did.
      auto MustHas = [&](unsigned R) {
        if (Tracked(R))
          return Must.test(static_cast<unsigned>(Compact[R]));
        assert(LocalBlock[R] == B);
        return LocalSet.test(R);
      };
      auto MayHas = [&](unsigned R) {
        if (Tracked(R))
          return May.test(static_cast<unsigned>(Compact[R]));
        assert(LocalBlock[R] == B);
        return LocalSet.test(R);
      };
      // Compilers pass struct padding and empty aggregates through .param
      // with registers they never set (LLVM undef); not a bug.
      // A whole scalar argument the callee loads and uses is a real read
      // (nvcc -G passing `off` to its out-of-line __shfl_sync wrapper).
      bool ParamStore = In.opcode() == "st" && In.hasMod(".param");
      if (ParamStore && !In.Uses.empty()) {
        bool Unset = false;
        for (const RegRef &U : In.Uses)
          Unset |= U.Reg < NumRegs && !MayHas(U.Reg);
        if (Unset && passesReadScalarArgument(F, I))
          ParamStore = false;
      }
      // mov.b64 %rd, {%lo, %hi}: an unset half is an undef lane of a packed
      // value, which compilers emit freely.
      bool Packing = In.opcode() == "mov" && In.S->Operands.size() == 2 &&
                     In.S->Operands[1]->K == Expr::Vector;
      // prmt.b32 %r54, %r55, %r56, 0x3340: LLVM builds a vector of bytes
      // (`<4 x i8>` with undef lanes, the operand of a `dp2a.lo` that reads
      // only its low bytes: nvcc for sm_100a, an 8-tap filter's taps times
      // bytes) with a byte permute whose unused sources are registers
      // nothing writes, as it packs halves with `mov.b64 {lo, hi}`.
      bool BytePacking = In.opcode() == "prmt" && In.S->Operands.size() == 4 &&
                         In.S->Mods.size() == 1 && In.hasMod(".b32") &&
                         evalConstExpr(In.S->Operands[3]).has_value();
      // st [%SP+1048], %rs5: nvcc -G copies aggregates to its stack frame
      // member by member, an empty tag object (or padding) as a byte no
      // instruction ever sets (LLVM undef). Only the stored value, and only
      // into the function's own frame.
      bool FrameStore = In.opcode() == "st" && In.S->Operands.size() == 2 &&
                        !F.Depot.empty() && F.depot().isDepotAddress(In.S->Operands[0]);
      // shfl.sync.up.b32 %r348, %r469, ...: an instruction with no effect
      // but its results, none of which anything reads, moving a register
      // nothing writes. CUB shuffles a padded struct (thrust's
      // reduce_by_key KeyValuePair<int, long>) word by word through inline
      // asm, the padding word as LLVM's undef; the value goes nowhere.
      auto DeadPure = [&] {
        return !In.Defs.empty() && llvm::none_of(In.Defs, [&](const RegRef &D) {
                 return D.Reg >= NumRegs || EverRead.test(D.Reg);
               }) && In.opcode() != "call" &&
               llvm::none_of(In.S->Operands, [](const Expr *E) { return E->K == Expr::Address; });
      };
      auto InValue = [&](const RegRef &U) {
        std::vector<const Expr *> Stack{In.S->Operands[1]};
        while (!Stack.empty()) {
          const Expr *E = Stack.back();
          Stack.pop_back();
          if (E == U.E)
            return true;
          for (const Expr *Sub : E->Sub)
            Stack.push_back(Sub);
        }
        return false;
      };
      for (const RegRef &U : In.Uses) {
        if (ParamStore)
          break;
        // The compilers' undef halves are registers nothing ever writes; a
        // half written only later (a misordered hand-written sequence) is
        // still reported, and so is a scratch register of a nested scope
        // (inline asm's `{ .reg .b32 hi; ... }`: compilers declare theirs
        // at the top of the function).
        if (F.defsOf(U.Reg).empty() &&
            (Packing || BytePacking || DeadPure() || (FrameStore && InValue(U))) &&
            !F.Regs[U.Reg].Scoped)
          continue;
        // A shuffle's source value is read by the lanes that name this one
        // (a leader's `@lead atom ... base` broadcast with shfl.sync.idx
        // from the leader): the other lanes' unset copies go nowhere.
        bool ShflSource = In.Kind == InstKind::Shfl && In.S->Operands.size() > 1 &&
                          U.E == In.S->Operands[1];
        if (U.Reg < NumRegs && !ShflSource && MustHas(U.Reg) && !Reported.test(U.Reg)) {
          auto G = GuardedOnly.find(U.Reg);
          if (G != GuardedOnly.end() && UnsetWhenGuardFalse(G->second, In)) {
            Reported.set(U.Reg);
            const GuardedWrite &W = G->second.front();
            Diags.report(DiagId::UninitRegisterGuarded, U.E->Range)
                << F.Regs[U.Reg].Name << F.F.Name.Text
                << ((W.Neg ? "@!" : "@") + F.Regs[W.Pred].Name).str();
            Diags.report(DiagId::NoteGeneric, F.Regs[U.Reg].Decl)
                << ("'" + F.Regs[U.Reg].Name + "' is declared here (write it on both paths: "
                    "an unguarded mov before the guarded write, or a write under the "
                    "opposite guard)").str();
            continue;
          }
        }
        if (U.Reg >= NumRegs || MustHas(U.Reg) || Reported.test(U.Reg))
          continue;
        Reported.set(U.Reg);
        // Read on some paths only: compilers emit such reads for values that
        // are dead on those paths (LLVM's undef), so only "no path writes it"
        // is reported.
        // Except a register of a nested `{ }` scope (inline asm: compilers
        // declare theirs at the top) whose only writes come after the read,
        // around a loop: the loop's first pass reads it unset (an asm
        // loop's accumulator never zeroed).
        // And a register whose every write computes it from itself
        // (SelfOnly), read before any of its writes on every path: the
        // writes around the loop carry the unset value on.
        // And a register an inline asm block writes on some of its own
        // paths only, read after the block's path that skips the write
        // (scopeSkipsItsWrite).
        bool FirstPass = false, Accumulated = false;
        int SkippingScope = -1;
        if (MayHas(U.Reg)) {
          bool ScopedReg = F.Regs[U.Reg].Scoped && F.Regs[U.Reg].DeclScope > 0;
          if (!ScopedReg && !SelfOnly.test(U.Reg)) {
            SkippingScope = scopeSkipsItsWrite(F, U.Reg, I);
            if (SkippingScope < 0)
              continue;
          } else if (writeReachesFirstRead(F, Fresh, U.Reg, I)) {
            continue;
          } else {
            FirstPass = ScopedReg;
            Accumulated = !ScopedReg;
          }
        }
        // Written only in the arm of a branch constants decide against
        // (nvcc -G): a path in the source, as above.
        if (U.Reg < F.WrittenWhereConstDead.size() && F.WrittenWhereConstDead.test(U.Reg))
          continue;
        Diags.report(SkippingScope >= 0 ? DiagId::UninitRegisterAsmPath : DiagId::UninitRegister,
                     U.E->Range)
            << F.Regs[U.Reg].Name << F.F.Name.Text;
        std::string Why;
        if (SkippingScope >= 0)
          Why = " (a branch inside the block goes around its write)";
        else if (FirstPass)
          Why = ", in a { } block: the writes of it that reach the read come only after it, "
                "around a loop, so the loop's first pass reads it unset";
        else if (Accumulated)
          Why = ": every write of it computes it from its own earlier value or from registers "
                "that are never set either (an accumulator that is never set first), so this "
                "first read finds it unset and every later value derives from that";
        else if (F.Regs[U.Reg].Scoped && F.Regs[U.Reg].DeclScope > 0 && !F.defsOf(U.Reg).empty())
          Why = ", in a { } block: each time control enters the block the register is a new "
                "one, so a value written in an earlier pass (a loop around the block) does not "
                "reach the read";
        Diags.report(DiagId::NoteGeneric, F.Regs[U.Reg].Decl)
            << ("'" + F.Regs[U.Reg].Name + "' is declared here").str() + Why;
        if (SkippingScope >= 0)
          Diags.report(DiagId::NoteGeneric, F.Insts[SkippingScope].S->Range)
              << ("the block that writes '" + F.Regs[U.Reg].Name +
                  "' on some of its paths only starts here (write it on every path out of "
                  "the block)").str();
      }
      for (const RegRef &D : In.Defs) {
        if (D.Reg >= NumRegs)
          continue;
        for (auto &KV : GuardedOnly)
          for (GuardedWrite &W : KV.second)
            W.Stale |= W.Pred == D.Reg;
        if (In.Guard >= 0 && static_cast<unsigned>(In.Guard) != D.Reg) {
          bool WasSet = Tracked(D.Reg) ? Must.test(static_cast<unsigned>(Compact[D.Reg]))
                                       : LocalBlock[D.Reg] == B && LocalSet.test(D.Reg);
          auto G = GuardedOnly.find(D.Reg);
          if (G != GuardedOnly.end())
            G->second.push_back({static_cast<unsigned>(In.Guard), In.GuardNeg, false});
          else if (!WasSet)
            GuardedOnly[D.Reg].push_back({static_cast<unsigned>(In.Guard), In.GuardNeg, false});
        } else {
          GuardedOnly.erase(D.Reg);
        }
        if (Tracked(D.Reg)) {
          Must.set(static_cast<unsigned>(Compact[D.Reg]));
          May.set(static_cast<unsigned>(Compact[D.Reg]));
        }
        LocalBlock[D.Reg] = B;
        LocalSet.set(D.Reg);
      }
    }
  }
  // Loads of stack-frame bytes nothing stores (nvcc -G's local arrays).
  checkUninitializedDepot(FA, Diags);
}
