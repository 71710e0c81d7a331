//===- FunctionIR.cpp - flatten a function, intern registers, build the CFG ===//
#include "analyses/FunctionIR.h"
#include "analyses/Scc.h"
#include "analyses/Dominators.h"
#include "analyses/Interproc.h"
#include "analyses/Specialise.h"
#include "llvm/ADT/DenseSet.h"
#include <algorithm>
#include <functional>
#include "lexer/Token.h"

using namespace ptx;

unsigned ptx::typeSizeBytes(llvm::StringRef T) {
  if (T.size() < 3 || T.size() > 5 || T[0] != '.')
    return 0;
  char K = T[1];
  if (K != 'b' && K != 'u' && K != 's' && K != 'f')
    return 0;
  llvm::StringRef Bits = T.drop_front(2);
  if (Bits == "8")
    return 1;
  if (Bits == "16")
    return 2;
  if (Bits == "32")
    return 4;
  if (Bits == "64")
    return 8;
  if (Bits == "128")
    return 16;
  return 0;
}

std::optional<int64_t> ptx::evalConstExpr(const Expr *E) {
  if (!E)
    return std::nullopt;
  switch (E->K) {
  case Expr::IntLit:
    return static_cast<int64_t>(E->IntValue);
  case Expr::Paren:
  case Expr::Cast:
    return evalConstExpr(E->Sub[0]);
  case Expr::Unary: {
    auto V = evalConstExpr(E->Sub[0]);
    if (!V)
      return std::nullopt;
    switch (static_cast<TokenKind>(E->Op)) {
    case TokenKind::Minus: return static_cast<int64_t>(0 - static_cast<uint64_t>(*V));
    case TokenKind::Plus: return *V;
    case TokenKind::Tilde: return ~*V;
    case TokenKind::Bang: return *V == 0;
    default: return std::nullopt;
    }
  }
  case Expr::Binary: {
    auto A = evalConstExpr(E->Sub[0]), B = evalConstExpr(E->Sub[1]);
    if (!A || !B)
      return std::nullopt;
    uint64_t X = *A, Y = *B;
    switch (static_cast<TokenKind>(E->Op)) {
    case TokenKind::Plus: return static_cast<int64_t>(X + Y);
    case TokenKind::Minus: return static_cast<int64_t>(X - Y);
    case TokenKind::Star: return static_cast<int64_t>(X * Y);
    // INT64_MIN / -1 traps on the host (SIGFPE): a divisor of -1 negates,
    // wrapping, as sema's evaluator (and ptxas) do.
    case TokenKind::Slash:
      if (!*B)
        return std::nullopt;
      return *B == -1 ? static_cast<int64_t>(0 - X) : *A / *B;
    case TokenKind::Percent:
      if (!*B)
        return std::nullopt;
      return *B == -1 ? 0 : *A % *B;
    case TokenKind::Amp: return static_cast<int64_t>(X & Y);
    case TokenKind::Pipe: return static_cast<int64_t>(X | Y);
    case TokenKind::Caret: return static_cast<int64_t>(X ^ Y);
    case TokenKind::Shl: return Y < 64 ? std::optional<int64_t>(X << Y) : std::nullopt;
    case TokenKind::Shr: return Y < 64 ? std::optional<int64_t>(*A >> Y) : std::nullopt;
    default: return std::nullopt;
    }
  }
  default:
    return std::nullopt;
  }
}

/// Opcodes whose first operand is never written (stores, branches, barriers
/// without .red, fences, calls' return lists aside). Asked once per operand
/// of every instruction an IR is built from: a switch on the first letter
/// leaves a common opcode (ld, mov, add) one or two compares.
static bool writesNoOperand(llvm::StringRef Op) {
  if (Op.empty())
    return false;
  switch (Op[0]) {
  case 'a':
    return Op == "applypriority";
  case 'b':
    return Op == "bar" || Op == "barrier" || Op == "bra" || Op == "brx" || Op == "brkpt";
  case 'c':
    return Op == "cp" || Op == "call";
  case 'd':
    return Op == "discard";
  case 'e':
    return Op == "exit";
  case 'f':
    return Op == "fence";
  case 'g':
    return Op == "griddepcontrol";
  case 'm':
    return Op == "membar";
  case 'n':
    return Op == "nanosleep";
  case 'p':
    return Op == "prefetch" || Op == "prefetchu" || Op == "pmevent";
  case 'r':
    return Op == "red" || Op == "ret";
  case 's':
    return Op == "st" || Op == "setmaxnreg" || Op == "stmatrix" || Op == "sust" ||
           Op == "sured" || Op == "stackrestore";
  case 't':
    return Op == "trap" || Op == "tensormap";
  default:
    return false;
  }
}

bool ptx::operandIsDef(const InstrStmt &I, unsigned Index) {
  llvm::StringRef Op = I.Opcode.Text;
  llvm::StringRef Sub = I.Mods.empty() ? llvm::StringRef() : I.Mods[0].Text;
  // tcgen05.ld.red writes the loaded values and the reduction result.
  if (Index == 1 && Op == "tcgen05" && Sub == ".ld" && I.Mods.size() > 1 &&
      I.Mods[1].Text == ".red")
    return true;
  if (Index != 0)
    return false;
  if ((Op == "bar" || Op == "barrier") && I.Mods.size() >= 1)
    for (const Word &M : I.Mods)
      if (M.Text == ".red")
        return true;
  if (writesNoOperand(Op))
    return false;
  if (Op == "wmma")
    return Sub != ".store";
  if (Op == "multimem")
    return Sub == ".ld_reduce";
  if (Op == "tcgen05")
    return Sub == ".ld";
  if (Op == "clusterlaunchcontrol")
    return Sub == ".query_cancel";
  if (Op == "mbarrier")
    return !(Sub == ".init" || Sub == ".inval" || Sub == ".expect_tx" || Sub == ".complete_tx");
  return true;
}

/// The instruction statements of \p B and its nested blocks.
static size_t countInstrs(const BlockStmt *B) {
  size_t N = 0;
  for (const Stmt *S : B->Body)
    if (S->K == Stmt::Instr)
      ++N;
    else if (S->K == Stmt::Block)
      N += countInstrs(static_cast<const BlockStmt *>(S));
  return N;
}

FunctionIR::FunctionIR(const Module &M, const Function &Fn, const AnalysisContext *C)
    : F(Fn), Ctx(C) {
  // Parameters declared in .reg (old-style .func signatures) are registers.
  auto AddParamRegs = [&](llvm::ArrayRef<VarDecl *> Ds, bool DefinedOnEntry) {
    for (const VarDecl *D : Ds) {
      bool IsReg = false;
      llvm::StringRef Ty;
      for (const DeclSpec &S : D->Specs) {
        if (S.K == DeclSpec::StateSpace && S.W.Text == ".reg")
          IsReg = true;
        if (S.K == DeclSpec::Plain && typeSizeBytes(S.W.Text))
          Ty = S.W.Text;
        if (S.K == DeclSpec::Plain && S.W.Text == ".pred")
          Ty = S.W.Text;
      }
      if (!IsReg)
        continue;
      for (const Declarator &Dc : D->Decls) {
        unsigned Id = Regs.size();
        Regs.push_back({Dc.Name.Text, Ty, Dc.Range, DefinedOnEntry});
        RegIds[Dc.Name.Text] = Id;
      }
    }
  };
  AddParamRegs(Fn.Params, true);
  AddParamRegs(Fn.Returns, false);
  if (!Fn.Body)
    return;
  collectDecls(Fn.Body);
  for (const auto &E : RegIds)
    NamedInRange |= inRange(E.getKey());
  // Insts grows by one Inst (two SmallVectors) per instruction: reserved
  // up front, so that no growth moves them all (a tenth of the build).
  Insts.reserve(countInstrs(Fn.Body));
  flatten(Fn.Body, -1);
  LookupCache.reserve(Insts.size() * 3); // about one entry per operand
  for (Inst &I : Insts)
    classify(I);
  DefSites.resize(Regs.size());
  for (unsigned K = 0; K < Insts.size(); ++K)
    for (const RegRef &D : Insts[K].Defs)
      DefSites[D.Reg].push_back(K);
  // Every write, unreachable blocks' included (buildCFG leaves those out of
  // DefSites): what lastDefIn searches.
  AllDefSites = DefSites;
  buildCFG();
}

FunctionIR::FunctionIR(const FunctionIR &Built, const AnalysisContext *C) : FunctionIR(Built) {
  Ctx = C;
  // What is computed on first use starts empty, as after the constructor.
  Depots.reset();
  Doms.reset();
  TraceMemo.clear();
  SharedAddrMemo.clear();
  GlobalAddrMemo.clear();
  UniformityMemo.reset();
  SoleDepotWriter.clear();
  ReturnForms.reset();
  EntryDefs.clear();
  OnCycle.clear();
  Component.clear();
  ReadSites.clear();
  ReadSitesBuilt = false;
}

void FunctionIR::replaceWithMov(unsigned K, const Expr &Src) {
  Inst &I = Insts[K];
  const InstrStmt &Old = *I.S;
  auto M = std::make_shared<SyntheticMov>();
  M->Src = Src;
  M->Src.Range = Old.Operands.size() > 1 ? Old.Operands[1]->Range : Old.Range;
  M->Ops[0] = Old.Operands[0];
  M->Ops[1] = &M->Src;
  // The load's type (`.u32`) is the move's.
  M->Mod = Old.Mods.empty() ? Word{} : Old.Mods.back();
  M->S.Range = Old.Range;
  M->S.Opcode = Word{"mov", Old.Opcode.Range};
  M->S.Mods = llvm::ArrayRef<Word>(&M->Mod, Old.Mods.empty() ? 0 : 1);
  M->S.Operands = llvm::ArrayRef<Expr *>(M->Ops, 2);
  I.S = &M->S;
  I.Uses.clear();
  I.Kind = InstKind::Other;
  Synthetic.push_back(std::move(M));
}

llvm::ArrayRef<unsigned> FunctionIR::readersOf(unsigned R) {
  if (!ReadSitesBuilt) {
    ReadSitesBuilt = true;
    ReadSites.assign(Regs.size(), {});
    for (unsigned K = 0; K < Insts.size(); ++K) {
      const Inst &I = Insts[K];
      // Inst::reads: the guard or any use (each instruction once).
      auto Add = [&](unsigned Reg) {
        if (Reg < ReadSites.size() && (ReadSites[Reg].empty() || ReadSites[Reg].back() != K))
          ReadSites[Reg].push_back(K);
      };
      if (I.Guard >= 0)
        Add(static_cast<unsigned>(I.Guard));
      for (const RegRef &U : I.Uses)
        Add(U.Reg);
    }
  }
  return R < ReadSites.size() ? llvm::ArrayRef<unsigned>(ReadSites[R])
                              : llvm::ArrayRef<unsigned>();
}

void FunctionIR::collectDecls(const BlockStmt *B, unsigned Depth) {
  for (const Stmt *S : B->Body) {
    if (S->K == Stmt::Block) {
      collectDecls(static_cast<const BlockStmt *>(S), Depth + 1);
      continue;
    }
    if (S->K != Stmt::Decl)
      continue;
    const VarDecl *D = static_cast<const DeclStmt *>(S)->D;
    if (!D)
      continue;
    llvm::StringRef Space, Ty;
    for (const DeclSpec &Sp : D->Specs) {
      if (Sp.K == DeclSpec::StateSpace)
        Space = Sp.W.Text;
      else if (Sp.K == DeclSpec::Plain && (typeSizeBytes(Sp.W.Text) || Sp.W.Text == ".pred"))
        Ty = Sp.W.Text;
    }
    for (const Declarator &Dc : D->Decls) {
      if (Space == ".reg") {
        if (Dc.IsRange) {
          Ranges.push_back({Dc.Name.Text, Ty, Dc.RangeCount, Dc.Range, {}});
        } else if (Depth > 0 && (RegIds.count(Dc.Name.Text) || inRange(Dc.Name.Text))) {
          // Shadows a register of an enclosing scope (or of a sibling
          // scope): a register of its own, found by resolveReg.
          NestedDecls[&Dc] = Regs.size();
          Regs.push_back({Dc.Name.Text, Ty, Dc.Range, false, true});
        } else if (!RegIds.count(Dc.Name.Text)) {
          RegIds[Dc.Name.Text] = Regs.size();
          if (Depth > 0)
            NestedDecls[&Dc] = Regs.size();
          Regs.push_back({Dc.Name.Text, Ty, Dc.Range, false, Depth > 0});
        }
      } else {
        LocalVars[Dc.Name.Text] = D;
        if (Space == ".local" && Dc.Name.Text.startswith("__local_depot"))
          Depot = Dc.Name.Text;
      }
    }
  }
}

bool FunctionIR::inRange(llvm::StringRef Name) const {
  size_t Digits = Name.size();
  while (Digits > 0 && Name[Digits - 1] >= '0' && Name[Digits - 1] <= '9')
    --Digits;
  uint64_t N = 0;
  if (Digits == Name.size() || Digits == 0 || Name.drop_front(Digits).getAsInteger(10, N))
    return false;
  for (const RangeDecl &R : Ranges)
    if (R.Prefix == Name.take_front(Digits) && N < R.Count)
      return true;
  return false;
}

std::optional<unsigned> FunctionIR::resolveReg(unsigned Scope, llvm::StringRef Name) {
  for (int S = Scope; S >= 0 && !NestedDecls.empty(); S = ScopeParent[S]) {
    auto It = ScopeRegs[S].find(Name);
    if (It == ScopeRegs[S].end())
      continue;
    auto Outer = RegIds.find(Name);
    if (Outer == RegIds.end() || Outer->second != It->second) {
      ShadowUses[Name.data()] = It->second;
      LookupCache[Name.data()] = CachedLookup{uint32_t(Name.size()), int32_t(It->second)};
    }
    return It->second;
  }
  return lookupReg(Name);
}

std::optional<unsigned> FunctionIR::lookupReg(llvm::StringRef Name) {
  auto [It, New] = LookupCache.try_emplace(Name.data(), CachedLookup{0, -1});
  if (!New && It->second.Len == Name.size())
    return It->second.Id < 0 ? std::nullopt : std::optional<unsigned>(It->second.Id);
  std::optional<unsigned> R = lookupRegUncached(Name);
  // lookupRegUncached may grow the maps, but not LookupCache: It is valid.
  It->second = CachedLookup{uint32_t(Name.size()), R ? int32_t(*R) : -1};
  return R;
}

std::optional<unsigned> FunctionIR::lookupRegUncached(llvm::StringRef Name) {
  if (!ShadowUses.empty()) {
    auto S = ShadowUses.find(Name.data());
    if (S != ShadowUses.end())
      return S->second;
  }
  // A declared name goes before a range element of the same spelling; when
  // no declared name is one (nvcc's %SP and %SPL are not), the order does
  // not matter and the ranges, which hash nothing, go first.
  if (!NamedInRange)
    if (auto R = rangeReg(Name))
      return R;
  if (!RegIds.empty()) {
    auto It = RegIds.find(Name);
    if (It != RegIds.end())
      return It->second;
  }
  return NamedInRange ? rangeReg(Name) : std::nullopt;
}

std::optional<unsigned> FunctionIR::rangeReg(llvm::StringRef Name) {
  // %r<N> ranges: prefix followed by a decimal number below N. Each
  // spelling is a register of its own, created on first use; a canonical
  // number (no leading zero, below a million) is kept by its range's index,
  // which costs no hashing of the name (nvcc's operands are nearly all range
  // registers); other spellings by name.
  size_t Digits = Name.size();
  while (Digits > 0 && Name[Digits - 1] >= '0' && Name[Digits - 1] <= '9')
    --Digits;
  if (Digits == Name.size() || Digits == 0)
    return std::nullopt;
  llvm::StringRef Prefix = Name.take_front(Digits), Num = Name.drop_front(Digits);
  uint64_t N = 0;
  // The index is for the numbers a compiler writes (a range of a million
  // registers is legal, but indexing it would cost memory, not time).
  bool Canonical = Num.size() <= 6 && (Num.size() == 1 || Num[0] != '0');
  if (Canonical) {
    for (char C : Num)
      N = N * 10 + static_cast<unsigned>(C - '0');
  } else {
    auto It = RangeSpellings.find(Name);
    if (It != RangeSpellings.end())
      return It->second;
    if (Num.getAsInteger(10, N))
      return std::nullopt;
  }
  // Prefixes are a few characters (`%r`, `%rd`): compared inline, where a
  // memcmp call per range cost more than the rest of the lookup.
  auto SamePrefix = [&](llvm::StringRef P) {
    if (P.size() != Prefix.size())
      return false;
    for (size_t I = 0; I < P.size(); ++I)
      if (P[I] != Prefix[I])
        return false;
    return true;
  };
  for (RangeDecl &R : Ranges) {
    if (N >= R.Count || !SamePrefix(R.Prefix))
      continue;
    int32_t *Slot = nullptr;
    if (Canonical) {
      if (R.Ids.size() <= N)
        R.Ids.resize(N + 1, -1);
      Slot = &R.Ids[N];
      if (*Slot >= 0)
        return static_cast<unsigned>(*Slot);
    }
    unsigned Id = Regs.size();
    Regs.push_back({Name, R.Type, R.Decl, false});
    if (Slot)
      *Slot = static_cast<int32_t>(Id);
    else
      RangeSpellings[Name] = Id;
    return Id;
  }
  return std::nullopt;
}

void FunctionIR::flatten(const BlockStmt *B, int Parent) {
  unsigned Scope = ScopeParent.size();
  ScopeParent.push_back(Parent);
  ScopeLabels.emplace_back();
  ScopeTargetLists.emplace_back();
  ScopeRegs.emplace_back();
  llvm::StringRef LastLabel;
  for (const Stmt *S : B->Body) {
    switch (S->K) {
    case Stmt::Label:
      LastLabel = static_cast<const LabelStmt *>(S)->Name.Text;
      ScopeLabels[Scope][LastLabel] = Insts.size();
      continue;
    case Stmt::BranchTargets:
      if (!LastLabel.empty())
        ScopeTargetLists[Scope][LastLabel] = static_cast<const TargetListStmt *>(S)->Targets;
      break;
    case Stmt::Block:
      flatten(static_cast<const BlockStmt *>(S), Scope);
      break;
    case Stmt::Decl:
      if (const VarDecl *D = static_cast<const DeclStmt *>(S)->D)
        for (const Declarator &Dc : D->Decls) {
          auto It = NestedDecls.find(&Dc);
          if (It != NestedDecls.end()) {
            ScopeRegs[Scope][Dc.Name.Text] = It->second;
            Regs[It->second].DeclScope = static_cast<int>(Scope);
          }
        }
      break;
    case Stmt::Instr: {
      Inst I;
      I.S = static_cast<const InstrStmt *>(S);
      I.Scope = Scope;
      Insts.push_back(std::move(I));
      break;
    }
    default:
      break;
    }
    LastLabel = llvm::StringRef();
  }
}

SpecialRegName ptx::splitSpecialReg(const Expr &E) {
  SpecialRegName R{E.Name, E.Selector.Text, -1};
  if (R.Sel.empty()) {
    size_t Dot = R.Name.find('.');
    if (Dot != llvm::StringRef::npos) {
      R.Sel = R.Name.drop_front(Dot);
      R.Name = R.Name.take_front(Dot);
    }
  }
  R.Dim = R.Sel == ".x" ? 0 : R.Sel == ".y" ? 1 : R.Sel == ".z" ? 2 : -1;
  return R;
}

std::optional<unsigned> FunctionIR::resolveLabel(unsigned Scope, llvm::StringRef Name) const {
  for (int S = Scope; S >= 0; S = ScopeParent[S]) {
    auto It = ScopeLabels[S].find(Name);
    if (It != ScopeLabels[S].end())
      return It->second;
  }
  return std::nullopt;
}

void FunctionIR::addRegRefs(const Expr *E, bool Def, Inst &I) {
  if (!E)
    return;
  switch (E->K) {
  case Expr::Symbol:
    if (auto R = resolveReg(I.Scope, E->Name)) {
      if (Def)
        I.Defs.push_back({*R, E});
      else
        I.Uses.push_back({*R, E});
    }
    return;
  case Expr::Address:
  case Expr::ArrayElem:
  case Expr::FnCall:
    for (const Expr *S : E->Sub)
      addRegRefs(S, /*Def=*/false, I);
    return;
  case Expr::Unary:
  case Expr::Binary:
  case Expr::Ternary:
  case Expr::Cast:
  case Expr::Paren:
    for (const Expr *S : E->Sub)
      addRegRefs(S, /*Def=*/false, I);
    return;
  case Expr::Vector:
  case Expr::List:
  case Expr::PredPair:
    for (const Expr *S : E->Sub)
      addRegRefs(S, Def, I);
    return;
  default:
    return;
  }
}

void FunctionIR::classify(Inst &I) {
  const InstrStmt &S = *I.S;
  llvm::StringRef Op = S.Opcode.Text;
  auto Has = [&](llvm::StringRef M) { return I.hasMod(M); };
  if (Op == "bra")
    I.Kind = InstKind::Branch;
  else if (Op == "brx")
    I.Kind = InstKind::BranchIdx;
  else if (Op == "call")
    I.Kind = InstKind::Call;
  else if (Op == "ret")
    I.Kind = InstKind::Ret;
  else if (Op == "exit")
    I.Kind = InstKind::Exit;
  else if (Op == "trap")
    I.Kind = InstKind::Trap;
  else if (Op == "bar" && Has(".warp"))
    I.Kind = InstKind::WarpSync;
  else if ((Op == "bar" || Op == "barrier") && !Has(".cluster"))
    I.Kind = Has(".arrive") ? InstKind::CtaArrive : InstKind::CtaBarrier;
  else if (Op == "shfl")
    I.Kind = InstKind::Shfl;
  else if (Op == "vote" || (Op == "elect" && Has(".sync")))
    I.Kind = InstKind::Vote; // elect.sync waits for its membermask like a vote
  else if (Op == "match")
    I.Kind = InstKind::Match;
  else if (Op == "redux")
    I.Kind = InstKind::Redux;
  else if (Op == "mbarrier")
    I.Kind = InstKind::Mbarrier;

  if (const Expr *G = S.Guard) {
    const Expr *Sym = G;
    if (G->K == Expr::Unary) {
      I.GuardNeg = true;
      Sym = G->Sub[0];
    }
    if (Sym->K == Expr::Symbol)
      if (auto R = resolveReg(I.Scope, Sym->Name)) {
        I.Guard = *R;
        I.Uses.push_back({*R, Sym});
      }
  }
  if (I.Kind == InstKind::Call) {
    // call (rets), f, (args)[, proto]: only the return list is written.
    for (unsigned K = 0; K < S.Operands.size(); ++K)
      addRegRefs(S.Operands[K], K == 0 && (S.Operands[K]->K == Expr::List || S.Operands[K]->K == Expr::Paren), I);
    return;
  }
  for (unsigned K = 0; K < S.Operands.size(); ++K) {
    // A branch target is a label (sema checks it), even where a register of
    // another scope is spelt the same.
    if ((I.Kind == InstKind::Branch && K == 0) || (I.Kind == InstKind::BranchIdx && K == 1))
      continue;
    addRegRefs(S.Operands[K], operandIsDef(S, K), I);
  }
  // wgmma.mma_async accumulates, D = A*B + D, whenever its scale-d operand
  // is not 0 (PTX ISA 9.7.15.5.2): with the immediate 1 it reads every
  // register of its D list too (an accumulator fragment never cleared). A
  // predicate scale-d (CUTLASS's first k step passes false) is left alone.
  if (Op == "wgmma" && I.hasMod(".mma_async")) {
    const unsigned ScaleD = I.hasMod(".sp") ? 5 : 3;
    if (S.Operands.size() > ScaleD && S.Operands[ScaleD]->K == Expr::IntLit &&
        S.Operands[ScaleD]->IntValue != 0)
      addRegRefs(S.Operands[0], /*Def=*/false, I);
  }
}

void FunctionIR::buildCFG() {
  unsigned N = Insts.size();
  if (N == 0)
    return;
  IsLeader.assign(N + 1, false);
  IsLeader[0] = true;
  for (auto &Scope : ScopeLabels)
    for (auto &L : Scope)
      if (L.second <= N)
        IsLeader[L.second] = true;
  auto IsTerminator = [](InstKind K) {
    return K == InstKind::Branch || K == InstKind::BranchIdx || K == InstKind::Ret ||
           K == InstKind::Exit || K == InstKind::Trap;
  };
  for (unsigned I = 0; I < N; ++I)
    if (IsTerminator(Insts[I].Kind))
      IsLeader[I + 1] = true;
  std::vector<unsigned> BlockOf(N + 1, ~0u);
  Blocks.reserve(std::count(IsLeader.begin(), IsLeader.begin() + N, true));
  for (unsigned I = 0; I < N; ++I) {
    if (IsLeader[I]) {
      Blocks.emplace_back();
      Blocks.back().Begin = I;
    }
    Blocks.back().End = I + 1;
    BlockOf[I] = Blocks.size() - 1;
    Insts[I].Block = Blocks.size() - 1;
  }
  auto TargetBlock = [&](unsigned Scope, llvm::StringRef Label) -> int {
    auto Idx = resolveLabel(Scope, Label);
    if (!Idx)
      return -1;
    return *Idx < N ? static_cast<int>(BlockOf[*Idx]) : -2; // -2: end
  };
  // Per block, the block whose edge to it was added last: a brx.idx with
  // thousands of targets checked each new edge against the list so far.
  std::vector<unsigned> EdgeFrom(Blocks.size(), ~0u);
  for (unsigned B = 0; B < Blocks.size(); ++B) {
    BasicBlock &BB = Blocks[B];
    const Inst &T = Insts[BB.End - 1];
    bool FallsThrough = !IsTerminator(T.Kind) || T.isGuarded();
    auto AddEdge = [&](int To) {
      if (To < 0) {
        BB.ExitsFunction = true;
        return;
      }
      if (EdgeFrom[To] != B) {
        EdgeFrom[To] = B;
        BB.Succs.push_back(To);
      }
    };
    switch (T.Kind) {
    case InstKind::Branch:
      if (!T.S->Operands.empty() && T.S->Operands[0]->K == Expr::Symbol)
        AddEdge(TargetBlock(T.Scope, T.S->Operands[0]->Name));
      else
        BB.ExitsFunction = true;
      break;
    case InstKind::BranchIdx: {
      bool Found = false;
      if (T.S->Operands.size() >= 2 && T.S->Operands[1]->K == Expr::Symbol) {
        for (int S = T.Scope; S >= 0 && !Found; S = ScopeParent[S]) {
          auto It = ScopeTargetLists[S].find(T.S->Operands[1]->Name);
          if (It == ScopeTargetLists[S].end())
            continue;
          Found = true;
          for (const Word &W : It->second)
            AddEdge(TargetBlock(T.Scope, W.Text));
        }
      }
      if (!Found)
        BB.ExitsFunction = true;
      break;
    }
    case InstKind::Ret:
    case InstKind::Exit:
    case InstKind::Trap:
      BB.ExitsFunction = true;
      break;
    default:
      break;
    }
    if (FallsThrough) {
      if (BB.End < N)
        AddEdge(BlockOf[BB.End]);
      else
        BB.ExitsFunction = true;
    }
  }
  // Branches decided by constants. nvcc -G does not fold template and
  // launch-shape constants: CUB's RowMajorTid tests `BLOCK_DIM_Y == 1` as
  // `mov.u32 %r1, 1; setp.eq.s32 %p, %r1, 1; @!%p bra`, and the arm never
  // taken (tid.y * BLOCK_DIM_X) would make a warp-uniform `warp_id`
  // thread-dependent. A guard whose register has one unguarded write
  // computed from constants decides its branch; the edge never taken is
  // dropped (unreachable-code does not report what only it reached).
  std::vector<std::pair<unsigned, unsigned>> Dropped;
  WrittenWhereConstDead.resize(Regs.size());
  {
    llvm::DenseMap<unsigned, std::optional<uint64_t>> Memo;
    std::function<std::optional<uint64_t>(unsigned, unsigned)> ConstOf =
        [&](unsigned R, unsigned Depth) -> std::optional<uint64_t> {
      if (auto It = Memo.find(R); It != Memo.end())
        return It->second;
      Memo[R] = std::nullopt; // a cycle is not a constant
      int D = uniqueDef(R);
      if (D < 0 || Depth > 64)
        return std::nullopt;
      const Inst &I = Insts[D];
      std::optional<uint64_t> V = evalIntInst(I, [&](unsigned Idx) -> std::optional<uint64_t> {
        if (Idx >= I.S->Operands.size())
          return std::nullopt;
        const Expr *E = I.S->Operands[Idx];
        if (E->K == Expr::Symbol) {
          if (!E->Selector.Text.empty())
            return std::nullopt;
          for (const RegRef &U : I.Uses)
            if (U.E == E)
              return ConstOf(U.Reg, Depth + 1);
          return std::nullopt;
        }
        if (auto C = evalConstExpr(E))
          return static_cast<uint64_t>(*C);
        return std::nullopt;
      });
      Memo[R] = V;
      return V;
    };
    for (unsigned B = 0; B < Blocks.size(); ++B) {
      BasicBlock &BB = Blocks[B];
      const Inst &T = Insts[BB.End - 1];
      if (T.Kind != InstKind::Branch || T.Guard < 0 || BB.Succs.size() != 2 || BB.ExitsFunction)
        continue;
      auto V = ConstOf(static_cast<unsigned>(T.Guard), 0);
      if (!V)
        continue;
      bool Taken = (*V != 0) != T.GuardNeg;
      int Target = T.S->Operands.empty() || T.S->Operands[0]->K != Expr::Symbol
                       ? -1
                       : TargetBlock(T.Scope, T.S->Operands[0]->Name);
      if (Target < 0 || BB.End >= N)
        continue;
      unsigned Keep = Taken ? static_cast<unsigned>(Target) : BlockOf[BB.End];
      for (unsigned S : BB.Succs)
        if (S != Keep)
          Dropped.push_back({B, S});
      BB.Succs.assign(1, Keep);
    }
  }
  for (unsigned B = 0; B < Blocks.size(); ++B)
    for (unsigned S : Blocks[B].Succs)
      Blocks[S].Preds.push_back(B);
  // Blocks that can only end in a trap: those ending in an unguarded one,
  // then (least fixpoint) blocks whose every successor is one. A loop that
  // may spin without trapping is not one.
  {
    std::vector<unsigned> Work;
    for (unsigned B = 0; B < Blocks.size(); ++B) {
      const Inst &T = Insts[Blocks[B].End - 1];
      if (T.Kind == InstKind::Trap && !T.isGuarded()) {
        Blocks[B].TrapOnly = true;
        Work.push_back(B);
      }
    }
    while (!Work.empty()) {
      unsigned S = Work.back();
      Work.pop_back();
      for (unsigned P : Blocks[S].Preds) {
        BasicBlock &PB = Blocks[P];
        if (PB.TrapOnly || PB.ExitsFunction || PB.Succs.empty())
          continue;
        bool All = true;
        for (unsigned X : PB.Succs)
          All &= Blocks[X].TrapOnly;
        if (All) {
          PB.TrapOnly = true;
          Work.push_back(P);
        }
      }
    }
  }

  // Reverse post-order by an iterative DFS from the entry.
  std::vector<unsigned> Post;
  std::vector<std::pair<unsigned, unsigned>> Stack{{0, 0}};
  Blocks[0].Reachable = true;
  while (!Stack.empty()) {
    auto &[B, NextSucc] = Stack.back();
    if (NextSucc < Blocks[B].Succs.size()) {
      unsigned S = Blocks[B].Succs[NextSucc++];
      if (!Blocks[S].Reachable) {
        Blocks[S].Reachable = true;
        Stack.push_back({S, 0});
      }
      continue;
    }
    Post.push_back(B);
    Stack.pop_back();
  }
  RPO.assign(Post.rbegin(), Post.rend());
  // What only a dropped edge reaches.
  if (!Dropped.empty()) {
    std::vector<unsigned> Work;
    for (auto [From, To] : Dropped)
      if (Blocks[From].Reachable && !Blocks[To].Reachable && !Blocks[To].ConstDead) {
        Blocks[To].ConstDead = true;
        Work.push_back(To);
      }
    while (!Work.empty()) {
      unsigned B = Work.back();
      Work.pop_back();
      auto Visit = [&](unsigned S) {
        if (!Blocks[S].Reachable && !Blocks[S].ConstDead) {
          Blocks[S].ConstDead = true;
          Work.push_back(S);
        }
      };
      for (unsigned S : Blocks[B].Succs)
        Visit(S);
      for (auto [From, To] : Dropped)
        if (From == B)
          Visit(To);
    }
  }
  // Writes in blocks no path from the entry reaches never happen: the
  // analyses see the registers' other writes alone (the arm's `tid.z *
  // BLOCK_DIM_X` is not a value of the join's copy; nor is the `mov.b64
  // %rd, 8` nvcc leaves after an inline-asm `trap` a value of the
  // cooperative-groups descriptor the other arm packs).
  for (auto &Sites : DefSites)
    llvm::erase_if(Sites, [&](unsigned K) {
      const BasicBlock &BB = Blocks[Insts[K].Block];
      if (BB.Reachable)
        return false;
      if (BB.ConstDead)
        for (const RegRef &D : Insts[K].Defs)
          if (D.Reg < WrittenWhereConstDead.size())
            WrittenWhereConstDead.set(D.Reg);
      return true;
    });
}

int FunctionIR::lastDefIn(unsigned R, unsigned Begin, unsigned End) const {
  // By binary search in the register's writes: scanning back from each query
  // made every read a walk over its block (a 40,000-instruction block that
  // reads one register throughout: quadratic).
  if (R >= AllDefSites.size())
    return -1; // a register made after the constructor (rangeReg)
  const auto &Sites = AllDefSites[R];
  auto It = std::lower_bound(Sites.begin(), Sites.end(), End);
  if (It == Sites.begin() || *std::prev(It) < Begin)
    return -1;
  return static_cast<int>(*std::prev(It));
}

int FunctionIR::reachingDef(unsigned R, unsigned At) const {
  if (At < Insts.size())
    if (int K = lastDefIn(R, Blocks[Insts[At].Block].Begin, At); K >= 0)
      return Insts[K].S->Guard ? -1 : K;
  return uniqueDef(R);
}

bool FunctionIR::reachingDefs(unsigned R, unsigned At, llvm::SmallVectorImpl<unsigned> &Out) {
  Out.clear();
  if (At >= Insts.size())
    return false;
  unsigned B = Insts[At].Block;
  if (int K = lastDefIn(R, Blocks[B].Begin, At); K >= 0) {
    if (Insts[K].S->Guard)
      return false;
    Out.push_back(static_cast<unsigned>(K));
    return true;
  }
  auto Key = std::make_pair(R, B);
  auto It = EntryDefs.find(Key);
  if (It == EntryDefs.end()) {
    // The last writes on the paths into block B: a backward walk that stops
    // at each block writing R. Fails at the entry (a path with no write),
    // at a guarded write (the one before it may reach too) and past a
    // budget of blocks.
    std::optional<llvm::SmallVector<unsigned, 4>> Defs;
    Defs.emplace();
    std::vector<unsigned> Work(Blocks[B].Preds.begin(), Blocks[B].Preds.end());
    // The blocks seen and the writes found are marked with this walk's
    // stamp: a hash set of blocks cost an insert per block, and looking a
    // write up in the list found so far made a walk quadratic in its writes
    // (a chain of thousands of diamonds, each writing R on one side).
    if (SeenStamp.size() != Blocks.size() || FoundStamp.size() != Insts.size() ||
        WalkStamp == ~0u) {
      SeenStamp.assign(Blocks.size(), 0);
      FoundStamp.assign(Insts.size(), 0);
      WalkStamp = 0;
    }
    const unsigned Stamp = ++WalkStamp;
    unsigned Budget = 4096;
    if (B == 0)
      Defs.reset();
    while (Defs && !Work.empty()) {
      unsigned P = Work.back();
      Work.pop_back();
      if (SeenStamp[P] == Stamp)
        continue;
      SeenStamp[P] = Stamp;
      if (--Budget == 0) {
        Defs.reset();
        break;
      }
      const BasicBlock &PB = Blocks[P];
      int Found = lastDefIn(R, PB.Begin, PB.End);
      if (Found >= 0) {
        if (Insts[Found].S->Guard) {
          Defs.reset();
          break;
        }
        if (FoundStamp[Found] != Stamp) {
          FoundStamp[Found] = Stamp;
          Defs->push_back(Found);
        }
        continue;
      }
      if (P == 0) {
        Defs.reset();
        break;
      }
      Work.insert(Work.end(), PB.Preds.begin(), PB.Preds.end());
    }
    It = EntryDefs.try_emplace(Key, std::move(Defs)).first;
  }
  if (!It->second || It->second->empty())
    return false;
  Out.assign(It->second->begin(), It->second->end());
  return true;
}

const DomTree &FunctionIR::dominators() {
  if (!Doms)
    Doms = std::make_shared<DomTree>(*this, /*Post=*/false);
  return *Doms;
}

const DepotSlots &FunctionIR::depot() {
  if (!Depots)
    Depots = std::make_shared<DepotSlots>(*this);
  return *Depots;
}

bool FunctionIR::returnsRegAfter(unsigned After, unsigned R) {
  for (unsigned K = After + 1; K < Insts.size(); ++K) {
    const Inst &I = Insts[K];
    // The register itself, or a copy of it (nvcc -G's `mov.b32 %r2, %r1;
    // st.param.b32 [func_retval0+0], %r2;` in an out-of-line __activemask).
    if (I.opcode() == "st" && I.hasMod(".param") && I.S->Operands.size() == 2 &&
        isRegOrCopyOf(I.S->Operands[1], R))
      return true;
  }
  return false;
}

bool FunctionIR::isRegOrCopyOf(const Expr *E, unsigned R) {
  auto RegOf = [&](const Expr *X) -> std::optional<unsigned> {
    return X && X->K == Expr::Symbol ? lookupReg(X->Name) : std::nullopt;
  };
  auto X = RegOf(E);
  if (!X)
    return false;
  if (*X == R)
    return true;
  int C = uniqueDef(*X);
  return C >= 0 && Insts[C].opcode() == "mov" && Insts[C].S->Operands.size() == 2 &&
         RegOf(Insts[C].S->Operands[1]) == std::optional<unsigned>(R);
}

bool FunctionIR::inCycle(unsigned B) const {
  computeComponents();
  return B < OnCycle.size() && OnCycle[B];
}

unsigned FunctionIR::component(unsigned B) const {
  computeComponents();
  return B < Component.size() ? Component[B] : ~0u;
}

void FunctionIR::computeComponents() const {
  if (OnCycle.size() != numBlocks())
    stronglyConnected(
        numBlocks(), [&](unsigned B) -> llvm::ArrayRef<unsigned> { return Blocks[B].Succs; },
        Component, OnCycle);
}
