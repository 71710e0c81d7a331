//===- Symbols.cpp - declarations, scopes and symbol references -----------===//
//
// See Sema.h for the scoping rules (checked against ptxas 13.0). One walk
// over the module in source order; each {} block gets a Scope whose labels
// are collected up front (labels may be referenced before they appear).
//
// A large module's function bodies are checked on threads (checkSymbols'
// Threads): the module walk declares every module-scope name with the index
// of its item, each body is checked by a body checker that sees only the
// names declared before the body, and the reports of the walk and of every
// body are replayed in source order. What crosses bodies is joined there
// too: inlined_at locations given by an earlier function's .loc, and the
// .loc function_name references checked at the end.
//
//===----------------------------------------------------------------------===//
#include "sema/InstrCheck.h"
#include "sema/SemaInternal.h"
#include "lexer/Token.h"
#include "lib/support/Parallel.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>
#include <cstring>
#include <tuple>
#include <unordered_set>

using namespace ptx;

namespace {

struct SpecialRegister {
  llvm::StringRef Name;
  llvm::StringRef Type;
  bool Vector;    ///< has .x/.y/.z components
  unsigned Count; ///< 0: single register; N: family Name0..Name(N-1)
  unsigned PtxMajor, PtxMinor, MinSm;
};
const SpecialRegister SpecialRegisters[] = {
#define SREG(N, Ty, Vec, Count, PMaj, PMin, Sm, Sec) {N, Ty, Vec, Count, PMaj, PMin, Sm},
#include "sema/isa/SpecialRegisters.def"
};

/// Splits a parameterized name (PTX ISA 5.4.6) into prefix and index:
/// "%r12" -> ("%r", 12); "%r01" -> ("%r", 1). False without trailing digits.
LLVM_ATTRIBUTE_ALWAYS_INLINE bool splitIndexedName(llvm::StringRef Name,
                                                           llvm::StringRef &Prefix,
                                                           uint64_t &Idx) {
  // Inlined into Scope::findVar (no out-parameters through memory). One
  // backward pass reads the digits and their value (the names of
  // nearly every operand come through here once per scope with ranges).
  const char *B = Name.data();
  size_t DigitsAt = Name.size();
  uint64_t V = 0, Scale = 1;
  unsigned D;
  while (DigitsAt > 0 && (D = unsigned((unsigned char)B[DigitsAt - 1]) - '0') < 10) {
    if (Name.size() - DigitsAt < 18) { // 18 digits fit; more: let LLVM say
      V += D * Scale;
      Scale *= 10;
    }
    --DigitsAt;
  }
  if (DigitsAt == Name.size() || DigitsAt == 0)
    return false;
  Prefix = Name.take_front(DigitsAt);
  if (Name.size() - DigitsAt > 18)
    return !Name.drop_front(DigitsAt).getAsInteger(10, Idx);
  Idx = V;
  return true;
}

/// Looks \p Name up in the special-register table (PTX ISA 10).
const SpecialRegister *findSpecialRegister(llvm::StringRef Name) {
  if (Name.size() < 2 || Name[0] != '%')
    return nullptr;
  llvm::StringRef Prefix;
  uint64_t Idx = 0;
  bool Indexed = splitIndexedName(Name, Prefix, Idx);
  for (const SpecialRegister &R : SpecialRegisters)
    if (R.Count == 0 ? Name == R.Name : Indexed && Prefix == R.Name && Idx < R.Count)
      return &R;
  return nullptr;
}
bool isSpecialRegister(llvm::StringRef Name) { return findSpecialRegister(Name) != nullptr; }

/// What a declaration makes of its names: register, predicate or variable,
/// with type and vector length (PTX ISA 5.1, 5.2).
SymbolInfo describeDecl(const VarDecl *V) {
  SymbolInfo I;
  I.K = SymbolInfo::Var;
  if (!V)
    return I;
  for (const DeclSpec &S : V->Specs) {
    if (S.K == DeclSpec::StateSpace) {
      // The first space is the variable's; `.ptr .global` after it is a
      // parameter attribute (PTX ISA 5.1.6.4).
      if (I.Space.empty())
        I.Space = S.W.Text;
    } else if (S.K == DeclSpec::Plain) {
      llvm::StringRef T = S.W.Text;
      if (T == ".v2" || T == ".v4" || T == ".v8")
        I.VecLen = T.back() - '0';
      else if (ptxTypeBits(T))
        I.Type = T;
      else if (T == ".texref" || T == ".samplerref" || T == ".surfref")
        I.Opaque = T;
    } else if (S.K == DeclSpec::Attribute) {
      for (const Expr *A : S.Args)
        I.Unified |= A && A->K == Expr::FnCall && A->Name == ".unified";
    }
  }
  for (const Declarator &D : V->Decls)
    I.Array |= D.HasDims;
  if (I.Space == ".reg")
    I.K = I.Type == ".pred" ? SymbolInfo::Pred : SymbolInfo::Reg;
  return I;
}

enum class SymKind : unsigned char { Variable, Function, Label };

struct Symbol {
  SymKind Kind;
  SrcRange Where;
  bool IsDefinition = true; ///< functions: has a body; variables: not .extern
  const VarDecl *Decl = nullptr; ///< variables: their declaration
  const Function *Fn = nullptr;  ///< functions: the latest declaration
  /// Module scope: the index of the top-level item that declared it. A
  /// function body checked on another thread sees only what was declared
  /// before it (module scope is sequential), everything else 0.
  unsigned Order = 0;
};

/// Every symbol is visible (a body checked in source order).
constexpr unsigned AllVisible = ~0u;

/// One lexical scope: variables (with %r<N> ranges) and labels.
struct Scope {
  Scope() = default;
  Scope(const Scope &) = delete; // RangeList points into Ranges
  Scope &operator=(const Scope &) = delete;
  Scope *Parent = nullptr;
  // Vars and Labels hash with LLVM's hash_value (8 bytes at a time), not
  // StringMap's byte-at-a-time djbHash, and allocate no entry per name:
  // nvcc -G declares and names long mangled parameters. Keys are the
  // names' text in the source (it outlives sema); no order is observable
  // (nothing iterates them).
  llvm::DenseMap<llvm::StringRef, Symbol> Vars;
  struct Range {
    uint64_t Count;
    SrcRange Where;
    const VarDecl *Decl;
    unsigned Order = 0; ///< as Symbol::Order
  };
  /// %r<N>: prefix -> (count, declaration).
  llvm::StringMap<Range> Ranges;
  llvm::DenseMap<llvm::StringRef, SrcRange> Labels;

  // Nearly every operand is a register of a `%r<N>` range, looked up in
  // every scope on the way out. Two shortcuts keep that from hashing the
  // name at each scope: a filter of Vars' names (a clear bit: not there)
  // and, while a scope has few ranges, a list of them to compare with.
  uint64_t VarFilter = 0;
  static constexpr unsigned FewRanges = 8;
  llvm::SmallVector<const llvm::StringMapEntry<Range> *, FewRanges> RangeList;

  static unsigned filterBit(llvm::StringRef N) {
    size_t L = N.size();
    return L ? unsigned(L * 7 + (unsigned char)N[L - 1] * 3 + (unsigned char)N[L / 2]) & 63
             : 0;
  }
  bool insertVar(llvm::StringRef Name, const Symbol &Sym) {
    VarFilter |= uint64_t(1) << filterBit(Name);
    return Vars.insert({Name, Sym}).second;
  }
  /// Inserts a range unless its prefix is taken; returns the entry.
  std::pair<llvm::StringMapEntry<Range> *, bool> insertRange(llvm::StringRef Prefix,
                                                             const Range &R) {
    auto [It, New] = Ranges.insert({Prefix, R});
    if (New && RangeList.size() < FewRanges)
      RangeList.push_back(&*It);
    return {&*It, New};
  }
  const Range *findRange(llvm::StringRef Prefix) const {
    if (Ranges.size() <= FewRanges) {
      // Prefixes are a few bytes (`%rd`): compared inline, not through
      // StringRef's out-of-line memcmp.
      for (const llvm::StringMapEntry<Range> *E : RangeList) {
        llvm::StringRef K = E->getKey();
        if (K.size() != Prefix.size())
          continue;
        size_t I = 0;
        while (I < K.size() && K[I] == Prefix[I])
          ++I;
        if (I == K.size())
          return &E->second;
      }
      return nullptr;
    }
    auto It = Ranges.find(Prefix);
    return It == Ranges.end() ? nullptr : &It->second;
  }

  /// Finds \p Name among this scope's variables, ranges included; \p Decl
  /// receives its declaration.
  /// Only symbols whose Order is below \p Visible count.
  const SrcRange *findVar(llvm::StringRef Name, unsigned Visible, const VarDecl **Decl = nullptr,
                          const Symbol **Sym = nullptr) const {
    if ((VarFilter >> filterBit(Name)) & 1) {
      auto It = Vars.find(Name);
      if (It != Vars.end() && It->second.Order < Visible) {
        if (Decl)
          *Decl = It->second.Decl;
        if (Sym)
          *Sym = &It->second;
        return &It->second.Where;
      }
    }
    llvm::StringRef Prefix;
    uint64_t Idx;
    if (Ranges.empty() || !splitIndexedName(Name, Prefix, Idx))
      return nullptr;
    const Range *R = findRange(Prefix);
    if (!R || Idx >= R->Count || R->Order >= Visible)
      return nullptr;
    if (Decl)
      *Decl = R->Decl;
    return &R->Where;
  }
};

/// A `.loc`'s file, line and column.
using LocKey = std::tuple<uint64_t, uint64_t, uint64_t>;
struct LocKeyHash {
  size_t operator()(const LocKey &K) const {
    return llvm::hash_combine(std::get<0>(K), std::get<1>(K), std::get<2>(K));
  }
};
/// Not a DenseSet: (2^64-1, 2^64-1, 2^64-1) and (2^64-2, ...) are its empty
/// and tombstone keys, and `.loc 18446744073709551615 ...` is a location
/// ptxas takes (read as -1 -1 -1).
using LocSet = std::unordered_set<LocKey, LocKeyHash>;

/// A function body handed to another thread (split mode), and what its
/// check left to be joined in source order.
struct BodyJob {
  BodyJob(const Function *Fn, unsigned Order, size_t LogPos)
      : Fn(Fn), Order(Order), LogPos(LogPos) {}
  const Function *Fn;
  unsigned Order;    ///< the function's item index
  size_t LogPos;     ///< reports of the module walk before it
  std::vector<DiagnosticEngine::Report> Log; ///< the body's reports, in order
  std::vector<const Expr *> Deferred;
  LocSet Locs; ///< the body's .loc locations
  /// inlined_at locations no earlier .loc of the body gives: reported
  /// (before Log[Pos]) unless an earlier function's .loc gives them.
  struct PendingLoc {
    size_t Pos;
    LocKey Key;
    DiagnosticEngine::Report R;
  };
  std::vector<PendingLoc> Pending;
};

class SymbolChecker {
public:
  SymbolChecker(const Module &M, DiagnosticEngine &Diags, InstrChecker *Instrs)
      : M(M), Diags(Diags), Instrs(Instrs), ModuleScope(OwnModuleScope) {}
  /// A checker of function bodies for another thread: it reads \p Main's
  /// module scope (complete by then, and not changed while bodies are
  /// checked) and reports to \p Diags.
  SymbolChecker(const SymbolChecker &Main, DiagnosticEngine &Diags, InstrChecker *Instrs)
      : M(Main.M), Diags(Diags), Instrs(Instrs), ModuleScope(Main.ModuleScope) {}

  /// Function bodies go to \p Threads threads (the module walk, the
  /// function names' checks and the rest stay here, in order).
  unsigned Threads = 1;
  std::vector<BodyJob> Jobs;
  /// -c: relocatable code, whose .extern arrays other modules may define.
  bool Relocatable = false;

  void run() {
    PhaseTimer Walk(Threads > 1 ? "sema.module-walk" : "sema.symbols");
    for (size_t Index = 0; Index < M.Items.size(); ++Index) {
      const TopLevel *T = M.Items[Index];
      CurOrder = unsigned(Index);
      switch (T->K) {
      case TopLevel::Decl:
        declareVars(ModuleScope, T->Var, /*AtModule=*/true);
        if (T->Var) {
          SymbolInfo Info = describeDecl(T->Var);
          AnyVectorRegs |= Info.K == SymbolInfo::Reg && Info.VecLen;
        }
        break;
      case TopLevel::Func:
        function(*T->Fn);
        break;
      case TopLevel::Alias:
        // PTX ISA 11.2.3 `.alias fAlias, fAliasee;`: both are functions
        // declared earlier in the module.
        for (const Expr *E : T->Extra) {
          auto It = ModuleScope.Vars.find(E->Name);
          if (It == ModuleScope.Vars.end() || It->second.Kind != SymKind::Function)
            Diags.report(DiagId::UndeclaredFunction, E->Range) << E->Name;
        }
        break;
      case TopLevel::Section:
        for (const SectionItem &I : T->Items) {
          if (I.K == SectionItem::Label && !ModuleLabels.insert(I.name().Text).second)
            Diags.report(DiagId::DuplicateLabel, I.name().Range) << I.name().Text;
          // Names in section data are not resolved: ptxas 13.0 accepts
          // `.b64 $L__nowhere` in a .debug_info section (it checks only the
          // .loc function_name labels below).
        }
        break;
      default:
        break;
      }
    }
    Walk.stop();
    if (!Jobs.empty())
      checkBodies();
    PhaseTimer Tail("sema.symbols-tail");
    checkUndefinedFunctions();
    checkUnresolvedExternArrays();
    // `.loc function_name` labels may point anywhere in the module, forward
    // too (debug-section labels included).
    if (!Deferred.empty())
      collectFunctionNames();
    // ptxas 13.0 resolves these only for a .loc whose instruction survives
    // its dead-code elimination (even at -O0), so it accepts a dangling
    // label under a dead instruction; the manual requires the label, and so
    // does ptxlint (docs/ptxas-differences.md).
    for (const Expr *E : Deferred)
      if (!ModuleLabels.count(E->Name) && !ModuleScope.Vars.count(E->Name))
        Diags.report(DiagId::UndeclaredLocFunctionName, E->Range) << E->Name;
  }

  /// Checks one function body on a body checker's thread; what it
  /// reports and leaves for the join goes to \p J.
  void checkBody(BodyJob &J, bool ModuleVectorRegs) {
    Visible = J.Order + 1; // its own name too (recursion)
    AnyVectorRegs = ModuleVectorRegs;
    Diags.Log.clear();
    Job = &J;
    body(*J.Fn);
    Job = nullptr;
    J.Log = std::move(Diags.Log);
    Diags.Log.clear();
    J.Deferred = std::move(Deferred);
    Deferred.clear();
    J.Locs = std::move(SeenLocs);
    SeenLocs.clear();
  }

private:
  /// The function bodies of Jobs, each checked by a body checker on one of
  /// Threads threads (each thread with its own instruction checker and
  /// caches). Their reports are joined in order by checkSymbols.
  void checkBodies() {
    struct Worker {
      std::unique_ptr<DiagnosticEngine> Diags;
      std::unique_ptr<InstrChecker> Instrs;
      std::unique_ptr<SymbolChecker> Checker;
    };
    std::vector<Worker> Workers(std::min<size_t>(Threads, Jobs.size()));
    for (Worker &W : Workers)
      W.Diags = Diags.fork(/*Record=*/true);
    bool ModuleVectorRegs = AnyVectorRegs;
    parallelFor(Jobs.size(), Threads, [&](unsigned WI, size_t JI) {
      Worker &W = Workers[WI];
      if (!W.Checker) {
        if (Instrs)
          W.Instrs = std::make_unique<InstrChecker>(Instrs->info(), *W.Diags);
        W.Checker = std::make_unique<SymbolChecker>(*this, *W.Diags, W.Instrs.get());
      }
      W.Checker->checkBody(Jobs[JI], ModuleVectorRegs);
    }, "sema.bodies");
    for (BodyJob &J : Jobs)
      Deferred.insert(Deferred.end(), J.Deferred.begin(), J.Deferred.end());
  }

  /// Adds every function's labels, parameters and local variables to the
  /// namespace that DWARF sections and `.loc function_name` refer to (nvcc -G
  /// emits `.b64 __local_depot0`). Section labels are added as they are seen.
  void collectFunctionNames() {
    for (const TopLevel *T : M.Items) {
      if (T->K != TopLevel::Func || !T->Fn->Body)
        continue;
      for (const VarDecl *P : T->Fn->Params)
        collectNames(P);
      for (const VarDecl *P : T->Fn->Returns)
        collectNames(P);
      collectLabelsDeep(T->Fn->Body);
    }
  }
  void collectNames(const VarDecl *V) {
    for (const Declarator &D : V->Decls)
      if (!D.IsRange)
        ModuleLabels.insert(D.Name.Text);
  }
  void collectLabelsDeep(const BlockStmt *B) {
    for (const Stmt *S : B->Body) {
      if (S->K == Stmt::Label)
        ModuleLabels.insert(static_cast<const LabelStmt *>(S)->Name.Text);
      else if (S->K == Stmt::Decl)
        collectNames(static_cast<const DeclStmt *>(S)->D);
      else if (S->K == Stmt::Block)
        collectLabelsDeep(static_cast<const BlockStmt *>(S));
    }
  }

  /// ptxas 13.0 fails with "Unresolved extern function 'f'" (even with -c,
  /// even when nothing calls f) for a function declared without .extern and
  /// never defined; `.alias` names are defined by their aliasee. The system
  /// calls ptxas provides itself (vprintf, malloc, free, __assertfail) need
  /// no .extern (ptxas-diff.py --operators token, seed 9602: `.func free`).
  void checkUndefinedFunctions() {
    // Only a prototype that is not .extern can be reported: most modules
    // have none, and the sets below hash every function's (mangled) name.
    if (llvm::none_of(M.Items, [](const TopLevel *T) {
          return T->K == TopLevel::Func && T->Fn && !T->Fn->Body &&
                 T->Fn->Link != Linkage::Extern;
        }))
      return;
    llvm::StringMap<const Function *> FirstDecl;
    llvm::StringSet<> Defined;
    for (const TopLevel *T : M.Items) {
      if (T->K == TopLevel::Alias && !T->Extra.empty() && T->Extra[0])
        Defined.insert(T->Extra[0]->Name);
      if (T->K != TopLevel::Func || !T->Fn)
        continue;
      const Function &F = *T->Fn;
      if (F.Body || F.Link == Linkage::Extern || sema::isPtxasSyscall(F.Name.Text))
        Defined.insert(F.Name.Text);
      else
        FirstDecl.try_emplace(F.Name.Text, &F);
    }
    for (const TopLevel *T : M.Items)
      if (T->K == TopLevel::Func && T->Fn && !T->Fn->Body && T->Fn->Link != Linkage::Extern) {
        auto It = FirstDecl.find(T->Fn->Name.Text);
        if (It != FirstDecl.end() && It->second == T->Fn && !Defined.count(T->Fn->Name.Text))
          Diags.report(DiagId::UndefinedFunction, T->Fn->Name.Range) << T->Fn->Name.Text;
      }
  }

  /// ptxas 13.0 compiles a whole program unless told -c, and then an
  /// `.extern .global`/`.const` array with an unsized first extent (`x[]`,
  /// `x[0]`, `x[][4]`) that the module does not define is fatal
  /// ("Unresolved extern variable 'x'"; a sized one, or a .shared one, only
  /// warns). With -c the check is off; a module that declares an .extern
  /// function it does not define (not one of ptxas's system calls) is
  /// compiled with -c anyway (calling it is "Unresolved extern function"
  /// otherwise), so there the array is left alone (ptxas-diff.py decl-space,
  /// seed 9818: `.extern .shared .b8 dyn[]` made .const).
  void checkUnresolvedExternArrays() {
    if (Relocatable)
      return;
    // Only an .extern array with an unsized first extent can be reported.
    if (llvm::none_of(M.Items, [](const TopLevel *T) {
          return T->K == TopLevel::Decl && T->Var && T->Var->Link == Linkage::Extern &&
                 llvm::any_of(T->Var->Decls, [](const Declarator &D) {
                   return D.HasDims && !D.Dims.empty() &&
                          (!D.Dims[0] ||
                           (D.Dims[0]->K == Expr::IntLit && D.Dims[0]->IntValue == 0));
                 });
        }))
      return;
    llvm::StringSet<> Defined, ExternFuncs;
    for (const TopLevel *T : M.Items) {
      if (T->K == TopLevel::Func && T->Fn && T->Fn->Link == Linkage::Extern && !T->Fn->Body)
        ExternFuncs.insert(T->Fn->Name.Text);
      else if (T->K == TopLevel::Func && T->Fn && T->Fn->Body)
        Defined.insert(T->Fn->Name.Text);
      else if (T->K == TopLevel::Decl && T->Var && T->Var->Link != Linkage::Extern)
        for (const Declarator &D : T->Var->Decls)
          Defined.insert(D.Name.Text);
    }
    // ptxas's own system calls (vprintf, ...) resolve without -c
    // (ptxas-diff.py decl-space, seed 38009: a printf module's `.extern
    // .shared .b8 dyn[]` made .const is "Unresolved extern variable").
    for (const auto &F : ExternFuncs)
      if (!Defined.count(F.getKey()) && !sema::isPtxasSyscall(F.getKey()))
        return; // relocatable code (-c)
    for (const TopLevel *T : M.Items) {
      if (T->K != TopLevel::Decl || !T->Var || T->Var->Link != Linkage::Extern)
        continue;
      llvm::StringRef Space;
      for (const DeclSpec &Sp : T->Var->Specs)
        if (Sp.K == DeclSpec::StateSpace)
          Space = Sp.W.Text;
      if (Space != ".global" && Space != ".const")
        continue;
      for (const Declarator &D : T->Var->Decls) {
        if (!D.HasDims || D.Dims.empty() || Defined.count(D.Name.Text))
          continue;
        const Expr *E = D.Dims[0];
        if (E && !(E->K == Expr::IntLit && E->IntValue == 0))
          continue;
        Diags.report(DiagId::InvalidDeclaration, D.Name.Range)
            << ("the unsized " + Space + " array '" + D.Name.Text +
                "' is .extern and no definition in this module resolves it: ptxas fails "
                "with \"Unresolved extern variable\" unless it compiles relocatable code "
                "(-c); give it an extent or define it")
                   .str();
      }
    }
  }

  void deferModuleRefs(const Expr *E) {
    if (!E)
      return;
    if (E->K == Expr::Symbol)
      Deferred.push_back(E);
    for (const Expr *S : E->Sub)
      deferModuleRefs(S);
  }

  void declare(Scope &S, Word Name, SymKind K, bool IsDefinition,
               const VarDecl *Decl = nullptr) {
    if (Name.Text == "_")
      return;
    // Labels and variables of one scope share its names (ptxas 13.0:
    // "Duplicate definition of variable", or "of label" when the label comes
    // second); a %r<N> range member may be spelt like a label. The block's
    // labels are collected before its statements, so the later of the two
    // is the one reported.
    if (!S.Labels.empty()) {
      auto L = S.Labels.find(Name.Text);
      if (L != S.Labels.end()) {
        if (L->second.Begin < Name.Range.Begin) {
          Diags.report(DiagId::DuplicateSymbol, Name.Range) << Name.Text;
          Diags.report(DiagId::NotePreviousDefinition, L->second);
          return;
        }
        Diags.report(DiagId::DuplicateSymbol, L->second) << Name.Text;
        Diags.report(DiagId::NotePreviousDefinition, Name.Range);
      }
    }
    // Clash with an existing name, or with a member of a %r<N> range.
    if (const SrcRange *Prev = S.findVar(Name.Text, Visible)) {
      auto It = S.Vars.find(Name.Text);
      if (It != S.Vars.end() && K == SymKind::Variable && It->second.Kind == SymKind::Variable &&
          (!It->second.IsDefinition || !IsDefinition)) {
        // .extern declaration followed by (or following) a definition.
        It->second.IsDefinition |= IsDefinition;
        return;
      }
      Diags.report(DiagId::DuplicateSymbol, Name.Range) << Name.Text;
      Diags.report(DiagId::NotePreviousDefinition, *Prev);
      return;
    }
    S.insertVar(Name.Text, Symbol{K, Name.Range, IsDefinition, Decl, nullptr, orderIn(S)});
  }

  void declareRange(Scope &S, const Declarator &D, const VarDecl *V) {
    auto [It, New] = S.insertRange(D.Name.Text, {D.RangeCount, D.Name.Range, V, orderIn(S)});
    if (!New) {
      Diags.report(DiagId::DuplicateSymbol, D.Range)
          << (D.Name.Text + "<" + llvm::Twine(D.RangeCount) + ">").str();
      Diags.report(DiagId::NotePreviousDefinition, It->second.Where);
    }
  }

  /// An initializer's names; `{ filter_mode = nearest, width = 64 }` (the
  /// fields of a .texref/.samplerref/.surfref, PTX ISA 5.3.3) names none.
  void useInit(const Expr *E, const Scope &S) {
    if (E->K == Expr::Binary && E->Op == (unsigned char)TokenKind::Assign)
      return;
    if (E->K == Expr::Vector) {
      // An integer literal names nothing (nvcc's string constants are
      // hundreds of them, walked in the serial module walk).
      for (const Expr *Sub : E->Sub)
        if (Sub && Sub->K != Expr::IntLit)
          useInit(Sub, S);
      return;
    }
    use(E, S);
  }

  void declareVars(Scope &S, const VarDecl *V, bool AtModule) {
    bool IsDef = V->Link != Linkage::Extern;
    for (const Declarator &D : V->Decls) {
      // Initializers and array sizes refer to symbols declared earlier.
      for (const Expr *Dim : D.Dims)
        use(Dim, S);
      if (D.Init)
        useInit(D.Init, S);
      if (D.IsRange)
        declareRange(S, D, V);
      else
        declare(S, D.Name, SymKind::Variable, IsDef, V);
    }
  }

  void function(const Function &F) {
    // The function is visible in its own body (recursion) and afterwards.
    auto It = ModuleScope.Vars.find(F.Name.Text);
    if (It == ModuleScope.Vars.end()) {
      ModuleScope.insertVar(F.Name.Text, Symbol{SymKind::Function, F.Name.Range, F.Body != nullptr,
                                                nullptr, &F, CurOrder});
    } else if (It->second.Kind != SymKind::Function) {
      Diags.report(DiagId::DuplicateSymbol, F.Name.Range) << F.Name.Text;
      Diags.report(DiagId::NotePreviousDefinition, It->second.Where);
    } else if (F.Body && It->second.IsDefinition) {
      Diags.report(DiagId::DuplicateFunction, F.Name.Range) << F.Name.Text;
      Diags.report(DiagId::NotePreviousDefinition, It->second.Where);
    } else if (F.Body) {
      It->second.IsDefinition = true;
      It->second.Where = F.Name.Range;
    }
    if (!F.Body)
      return;
    if (Threads > 1)
      Jobs.emplace_back(&F, CurOrder, Diags.Log.size());
    else
      body(F);
  }

  void body(const Function &F) {
    InEntry = F.IsEntry;
    // Both built on first use: most bodies need neither.
    CurBody = F.Body;
    DeadLocsReady = EntryDefsReady = false;
    Scope FnScope;
    FnScope.Parent = &ModuleScope;
    for (const VarDecl *P : F.Returns)
      declareVars(FnScope, P, false);
    for (const VarDecl *P : F.Params)
      declareVars(FnScope, P, false);
    // Parameters and the outermost block share one scope (ptxas reports a
    // parameter redeclared in the body as a duplicate).
    block(*F.Body, FnScope);
  }

  void block(const BlockStmt &B, Scope &S) {
    for (const Stmt *St : B.Body)
      if (St->K == Stmt::Label) {
        const Word &N = static_cast<const LabelStmt *>(St)->Name;
        auto [It, New] = S.Labels.insert({N.Text, N.Range});
        if (!New) {
          Diags.report(DiagId::DuplicateLabel, N.Range) << N.Text;
          Diags.report(DiagId::NotePreviousDefinition, It->second);
        } else if (auto P = S.Vars.find(N.Text); P != S.Vars.end()) {
          // A parameter of the function (the outermost block shares its
          // scope) spelt like the label.
          Diags.report(DiagId::DuplicateSymbol, N.Range) << N.Text;
          Diags.report(DiagId::NotePreviousDefinition, P->second.Where);
        }
      }
    for (const Stmt *St : B.Body)
      stmt(*St, S);
  }

  void stmt(const Stmt &St, Scope &S) {
    switch (St.K) {
    case Stmt::Decl:
      declareVars(S, static_cast<const DeclStmt &>(St).D, false);
      if (const VarDecl *V = static_cast<const DeclStmt &>(St).D) {
        SymbolInfo Info = describeDecl(V);
        if (Info.Space == ".param")
          BodyParams.insert(V);
        AnyVectorRegs |= Info.K == SymbolInfo::Reg && Info.VecLen;
      }
      return;
    case Stmt::Block: {
      Scope Inner;
      Inner.Parent = &S;
      block(static_cast<const BlockStmt &>(St), Inner);
      return;
    }
    case Stmt::Instr:
      instr(static_cast<const InstrStmt &>(St), S);
      return;
    case Stmt::BranchTargets:
      for (const Word &W : static_cast<const TargetListStmt &>(St).Targets)
        if (!findLabel(W.Text, S))
          Diags.report(DiagId::UndefinedLabel, W.Range) << W.Text;
      return;
    case Stmt::CallTargets:
      for (const Word &W : static_cast<const TargetListStmt &>(St).Targets) {
        auto It = ModuleScope.Vars.find(W.Text);
        if (It == ModuleScope.Vars.end() || It->second.Kind != SymKind::Function ||
            It->second.Order >= Visible)
          Diags.report(DiagId::UndeclaredFunction, W.Range) << W.Text;
      }
      return;
    case Stmt::Loc: {
      const auto &L = static_cast<const LocStmt &>(St);
      // ptxas 13.0: "Constant overflow" past 32 bits, for values it reads as
      // positive 64-bit integers: 2^63 and up read as negative and pass
      // (`.loc 1 0xFFFFFFFFFFFFFFFF 5` assembles; ptxas-diff.py int-literal,
      // seed 9408).
      for (auto [What, V] : {std::pair{"the .loc file index", L.File},
                             std::pair{"the .loc line", L.Line},
                             std::pair{"the .loc column", L.Col}})
        if (V > UINT32_MAX && V <= (uint64_t)INT64_MAX)
          Diags.report(DiagId::ValueOutOfRange, L.Range)
              << What << "at most 4294967295" << std::to_string(V);
      // PTX ISA 9.0 11.5.4: the attributes are `, function_name label{+imm},
      // inlined_at file line column`, both and in that order; ptxas 13.0
      // "Parsing error" for another name (`%rs1 24 830 5` in inlined_at's
      // place: ptxas-diff.py tok-replace, helper-149 round seed 38332), for
      // either alone or for the values of the other.
      if (!L.Attrs.empty()) {
        auto IsInts = [](const LocStmt::Attr &A) {
          return A.Values.size() == 3 && llvm::all_of(A.Values, [](const Expr *V) {
                   return V && V->K == Expr::IntLit;
                 });
        };
        const LocStmt::Attr *Bad = nullptr;
        const char *Want = nullptr;
        if (L.Attrs[0].Name.Text != "function_name" || IsInts(L.Attrs[0]))
          Bad = &L.Attrs[0], Want = "'function_name label' first";
        else if (L.Attrs.size() < 2)
          Bad = &L.Attrs[0], Want = "'inlined_at file line column' after function_name";
        else if (L.Attrs[1].Name.Text != "inlined_at" || !IsInts(L.Attrs[1]))
          Bad = &L.Attrs[1], Want = "'inlined_at file line column' after function_name";
        else if (L.Attrs.size() > 2)
          Bad = &L.Attrs[2], Want = "nothing after inlined_at";
        if (Bad)
          Diags.report(DiagId::InvalidDirective, Bad->Name.Range)
              << ("the .loc attributes are ', function_name label, inlined_at file line "
                  "column' (PTX ISA 11.5.4); expected " +
                  llvm::Twine(Want) + " here")
                     .str();
      }
      for (const LocStmt::Attr &A : L.Attrs) {
        // PTX ISA 9.0 11.5.4: function_name and inlined_at from PTX ISA 7.2;
        // ptxas 13.0 from 7.0 (the `.loc function_name` / `.loc inlined_at`
        // rows of sema/isa/directives.isa follow ptxas).
        if (Instrs && (A.Name.Text == "function_name" || A.Name.Text == "inlined_at")) {
          Instrs->requireDirective((".loc " + A.Name.Text).str(), A.Name.Range);
          const ModuleInfo &Info = Instrs->info();
          if (Info.HasVersion && Info.Version < PtxVersion{7, 2} &&
              !(Info.Version < PtxVersion{7, 0}))
            Diags.report(DiagId::PtxasDivergence, A.Name.Range)
                << ("the PTX ISA manual introduces the .loc attribute " + A.Name.Text +
                    " in PTX ISA 7.2; ptxas 13.0 accepts it from 7.0")
                       .str();
        }
        // ptxas 13.0 resolves the function_name label of a .loc only when an
        // instruction follows it before the next .loc: one that the next
        // .loc supersedes (or that ends the body) may name anything
        // (ptxas-diff.py line-delete, seed 35008: nvcc -lineinfo writes
        // such .loc pairs, and a deleted $L__info_string label was refused).
        // inlined_at is checked on every .loc (below).
        if (A.Name.Text == "function_name" && deadLocs().count(&L))
          continue;
        for (const Expr *V : A.Values)
          deferModuleRefs(V);
        // PTX ISA 9.0 11.5.4: the inlined_at location "must lexically
        // precede as source location in .loc directive" (ptxas 13.0:
        // "Source location 1 147 5 used in inlined_at directive must be used
        // in a preceding .loc directive"), anywhere earlier in the file.
        if (A.Name.Text == "inlined_at" && A.Values.size() == 3 &&
            llvm::all_of(A.Values, [](const Expr *V) { return V && V->K == Expr::IntLit; })) {
          LocKey Key{A.Values[0]->IntValue, A.Values[1]->IntValue, A.Values[2]->IntValue};
          if (!SeenLocs.count(Key)) {
            std::string Msg = ("inlined_at names source location " +
                               llvm::Twine(std::get<0>(Key)) + " " +
                               llvm::Twine(std::get<1>(Key)) + " " +
                               llvm::Twine(std::get<2>(Key)) +
                               ", which no earlier .loc directive gives (PTX ISA 11.5.4)")
                                  .str();
            // A body checked on its own thread: an earlier function's .loc
            // may give it; the join decides.
            if (Job)
              Job->Pending.push_back({Diags.Log.size(), Key,
                                      {DiagId::InvalidDirective, A.Name.Range, std::move(Msg)}});
            else
              Diags.report(DiagId::InvalidDirective, A.Name.Range) << Msg;
          }
        }
      }
      SeenLocs.insert(LocKey{L.File, L.Line, L.Col});
      return;
    }
    case Stmt::CallPrototype:
    case Stmt::Label:
    case Stmt::Pragma:
      return;
    }
  }

  bool findLabel(llvm::StringRef Name, const Scope &S) {
    for (const Scope *P = &S; P; P = P->Parent)
      if (P->Labels.count(Name))
        return true;
    return false;
  }

  bool resolves(llvm::StringRef Name, const Scope &S) {
    for (const Scope *P = &S; P; P = P->Parent)
      if (P->findVar(Name, Visible) || P->Labels.count(Name))
        return true;
    return Name == "WARP_SZ" || isSpecialRegister(Name);
  }

  /// What a name resolves to, found with one walk of the scopes (the same
  /// order as resolves()).
  struct Resolution {
    enum Kind : unsigned char { None, Var, Label, WarpSz, SReg } K = None;
    const VarDecl *Decl = nullptr;    ///< Var: its declaration
    const Symbol *Sym = nullptr;      ///< Var: its entry in Vars (not a range)
    const SpecialRegister *R = nullptr; ///< SReg
  };
  Resolution resolve(llvm::StringRef Name, const Scope &S) {
    Resolution Res;
    for (const Scope *P = &S; P; P = P->Parent) {
      if (P->findVar(Name, Visible, &Res.Decl, &Res.Sym)) {
        Res.K = Resolution::Var;
        return Res;
      }
      if (P->Labels.count(Name)) {
        Res.K = Resolution::Label;
        return Res;
      }
    }
    if (Name == "WARP_SZ")
      Res.K = Resolution::WarpSz;
    else if ((Res.R = findSpecialRegister(Name)))
      Res.K = Resolution::SReg;
    return Res;
  }

  /// Per-statement memo of resolve() by Symbol expression: an instruction's
  /// operands are checked by the symbol pass and then (once per candidate
  /// form) by the instruction checker.
  struct MemoEntry {
    const Expr *E = nullptr;
    Resolution Res;
    bool HasInfo = false;
    SymbolInfo Info; ///< info(E, Res), once asked for
  };
  llvm::SmallVector<MemoEntry, 8> Memo;
  MemoEntry &memoEntry(const Expr &E, const Scope &S) {
    for (MemoEntry &P : Memo)
      if (P.E == &E)
        return P;
    MemoEntry &P = Memo.emplace_back();
    P.E = &E;
    P.Res = resolve(E.Name, S);
    return P;
  }
  const Resolution &resolveMemo(const Expr &E, const Scope &S) { return memoEntry(E, S).Res; }
  SymbolInfo infoMemo(const Expr &E, const Scope &S) {
    MemoEntry &P = memoEntry(E, S);
    if (!P.HasInfo) {
      info(E, P.Res, P.Info); // in place: a SymbolInfo is ~100 bytes
      P.HasInfo = true;
    }
    return P.Info;
  }
  /// describeDecl() of each declaration asked about (a `%r<N>` range is one
  /// declaration for all its registers).
  llvm::DenseMap<const VarDecl *, SymbolInfo> DeclInfo;
  const VarDecl *LastDecl = nullptr;
  const SymbolInfo *LastInfo = nullptr;
  const SymbolInfo &declInfo(const VarDecl *D) {
    // Consecutive operands mostly come from one declaration (`%f<N>`).
    // LastInfo points into DeclInfo, which only the line below changes.
    if (D == LastDecl && LastInfo)
      return *LastInfo;
    auto [It, New] = DeclInfo.try_emplace(D);
    LastDecl = D;
    LastInfo = &It->second;
    if (New) {
      SymbolInfo &I = It->second;
      I = describeDecl(D);
      // Number the distinct descriptions (InstrChecker's memo keys by it).
      // The bytes go to a local buffer (appends to a SmallString were a
      // call each, 11 per declaration of a -G build).
      size_t Need = I.Type.size() + I.Space.size() + I.Opaque.size() + 3 + sizeof I.K +
                    sizeof I.VecLen + sizeof I.Array + sizeof I.Unified + sizeof I.Fn +
                    sizeof I.PtxMajor + sizeof I.PtxMinor + sizeof I.MinSm;
      llvm::SmallString<64> Desc;
      Desc.resize_for_overwrite(Need);
      char *Out = Desc.data();
      auto Raw = [&](const auto &V) {
        std::memcpy(Out, &V, sizeof V);
        Out += sizeof V;
      };
      for (llvm::StringRef Str : {I.Type, I.Space, I.Opaque}) {
        if (!Str.empty())
          std::memcpy(Out, Str.data(), Str.size());
        Out += Str.size();
        *Out++ = '\0';
      }
      Raw(I.K);
      Raw(I.VecLen);
      Raw(I.Array);
      Raw(I.Unified);
      Raw(I.Fn);
      Raw(I.PtxMajor);
      Raw(I.PtxMinor);
      Raw(I.MinSm);
      assert(Out == Desc.data() + Need);
      auto C = DeclClasses.find(Desc.str());
      if (C == DeclClasses.end()) // a new class (few): its key must outlive Desc
        C = DeclClasses.try_emplace(DescSaver.save(Desc.str()), unsigned(DeclClasses.size() + 1))
                .first;
      I.Class = C->second;
    }
    return It->second;
  }
  /// Description bytes -> class number (a DenseMap: hash_value reads 8
  /// bytes at a time; keys saved in DescSaver).
  llvm::DenseMap<llvm::StringRef, uint32_t> DeclClasses;
  llvm::BumpPtrAllocator DescAlloc;
  llvm::StringSaver DescSaver{DescAlloc};
  /// use() of an instruction's operands, through the memo.
  void useMemo(const Expr *E, const Scope &S, DiagId Missing) { use(E, S, Missing, true); }

  /// Checks every symbol an expression mentions. \p Missing picks the
  /// diagnostic for an unresolved name (branch target, callee, or value);
  /// \p Memo resolves names through the statement's memo.
  void use(const Expr *E, const Scope &S, DiagId Missing = DiagId::UndeclaredSymbol,
           bool Memo = false) {
    if (!E)
      return;
    if (E->K == Expr::Symbol) {
      bool Found = Memo ? resolveMemo(*E, S).K != Resolution::None : resolves(E->Name, S);
      if (!Found)
        Diags.report(Missing, SrcRange(E->Range.Begin, E->Range.Begin + E->Name.size()))
            << E->Name;
      else if (!E->Selector.Text.empty())
        checkSRegSelector(*E, S);
      return;
    }
    for (const Expr *Sub : E->Sub)
      use(Sub, S, DiagId::UndeclaredSymbol, Memo);
  }

  /// `%tid.x`: a component of a vector special register is one of
  /// .x/.y/.z/.w (or .r/.g/.b/.a). ptxas 13.0: "Unknown vector selector",
  /// "Unimplemented feature: vector swizzle" (.xy), "Unknown field '.x'" on
  /// a scalar special register.
  void checkSRegSelector(const Expr &E, const Scope &S) {
    for (const Scope *P = &S; P; P = P->Parent)
      if (P->findVar(E.Name, Visible))
        return;
    const SpecialRegister *R = findSpecialRegister(E.Name);
    if (!R)
      return;
    llvm::StringRef Sel = E.Selector.Text;
    if (!R->Vector)
      Diags.report(DiagId::OperandKind, E.Selector.Range)
          << ("special register " + E.Name + " has no components; remove '" + Sel + "'").str();
    else if (Sel.size() != 2 || !llvm::StringRef("xyzwrgba").contains(Sel[1]))
      Diags.report(DiagId::OperandKind, E.Selector.Range)
          << ("'" + Sel + "' is not a component of " + E.Name +
              "; use .x, .y, .z or .w")
                 .str();
  }

  /// ptxas 13.0: "Illegal to take address of parameter" for `mov`/`cvta` of a
  /// `.param` variable declared in a body (a call's argument); a function's
  /// own parameters may be named.
  void checkParamAddress(const InstrStmt &I, const Scope &S) {
    if (!sema::textIs(I.Opcode.Text, "mov") && !sema::textIs(I.Opcode.Text, "cvta"))
      return;
    for (size_t K = 1; K < I.Operands.size(); ++K) {
      const Expr *E = I.Operands[K];
      while (E && E->K == Expr::Binary && !E->Sub.empty())
        E = E->Sub[0];
      if (!E || E->K != Expr::Symbol)
        continue;
      // The first scope that declares the name as a variable; resolve()
      // gives it unless a label in an inner scope stopped it first.
      const Resolution &Res = resolveMemo(*E, S);
      if (Res.K == Resolution::Var) {
        if (Res.Decl && BodyParams.count(Res.Decl))
          Diags.report(DiagId::OperandKind, E->Range)
              << ("cannot take the address of .param variable '" + E->Name +
                  "' declared in a function body; it only passes a call's argument")
                     .str();
        continue;
      }
      for (const Scope *P = &S; P; P = P->Parent) {
        const VarDecl *D = nullptr;
        if (!P->findVar(E->Name, Visible, &D))
          continue;
        if (D && BodyParams.count(D))
          Diags.report(DiagId::OperandKind, E->Range)
              << ("cannot take the address of .param variable '" + E->Name +
                  "' declared in a function body; it only passes a call's argument")
                     .str();
        break;
      }
    }
  }

  /// `st.param` through a register address in a kernel: st.param is
  /// st.param::func (PTX ISA 5.1.6), which only writes a call's argument
  /// variables, and kernel parameters are read-only. ptxas 13.0 assembles it
  /// for sm_75 to sm_89 and fails (segmentation fault) for sm_90 and later,
  /// so it is an error there (helper-90 round: ptxas-diff.py state-space and
  /// int-literal mutants, seeds 30001-30009, and the crashes listed since
  /// seed 9602; test/sema/kernel-param-store-register.ptx).
  /// collectDeadLocs of the body being checked, built on first use.
  const llvm::DenseSet<const LocStmt *> &deadLocs() {
    if (!DeadLocsReady) {
      DeadLocs.clear();
      const LocStmt *Pending = nullptr;
      std::vector<const LocStmt *> Order;
      collectDeadLocs(*CurBody, Pending, Order);
      if (Pending)
        DeadLocs.insert(Pending);
      // A superseded .loc is still resolved when a resolved one names its
      // location in inlined_at, directly or up a chain of inlined_at
      // (ptxas 13.0 builds the inline stack from the latest earlier .loc
      // of that location: "Unresolved label '$L__info_string22' used in
      // function_name attribute" for nvcc -lineinfo's `.loc 8 258 9,
      // function_name $L__info_string22, ...` right before `.loc 8 156 5,
      // ..., inlined_at 8 258 9`; ptxas-diff.py line-delete, helper-157
      // round seed 38372; test/sema/loc-function-name-inlined-chain.ptx).
      for (size_t I = 0; I < Order.size(); ++I) {
        if (DeadLocs.count(Order[I]))
          continue;
        for (size_t Cur = I;;) {
          const LocStmt *L = Order[Cur];
          const LocStmt::Attr *At = nullptr;
          for (const LocStmt::Attr &A : L->Attrs)
            if (A.Name.Text == "inlined_at" && A.Values.size() == 3 &&
                llvm::all_of(A.Values, [](const Expr *V) { return V && V->K == Expr::IntLit; }))
              At = &A;
          if (!At)
            break;
          size_t J = Cur;
          bool Found = false;
          while (J > 0 && !Found) {
            const LocStmt *P = Order[--J];
            Found = P->File == At->Values[0]->IntValue && P->Line == At->Values[1]->IntValue &&
                    P->Col == At->Values[2]->IntValue;
          }
          if (!Found || !DeadLocs.erase(Order[J]))
            break;
          Cur = J;
        }
      }
      DeadLocsReady = true;
    }
    return DeadLocs;
  }

  /// The .loc directives of a body that no instruction follows before the
  /// next .loc (or the end of the body), in source order across nested
  /// blocks; \p Pending is the last .loc seen so far without one.
  void collectDeadLocs(const BlockStmt &B, const LocStmt *&Pending,
                       std::vector<const LocStmt *> &Order) {
    for (const Stmt *St : B.Body) {
      if (St->K == Stmt::Block) {
        collectDeadLocs(static_cast<const BlockStmt &>(*St), Pending, Order);
      } else if (St->K == Stmt::Loc) {
        if (Pending)
          DeadLocs.insert(Pending);
        Pending = static_cast<const LocStmt *>(St);
        Order.push_back(Pending);
      } else if (St->K == Stmt::Instr) {
        Pending = nullptr;
      }
    }
  }

  /// The instructions of an .entry body by the name of the register their
  /// first operand writes (for checkKernelParamStore).
  void collectDefs(const BlockStmt &B) {
    for (const Stmt *St : B.Body) {
      if (St->K == Stmt::Block) {
        collectDefs(static_cast<const BlockStmt &>(*St));
        continue;
      }
      if (St->K != Stmt::Instr)
        continue;
      const auto &I = static_cast<const InstrStmt &>(*St);
      if (!I.Operands.empty() && I.Operands[0] && I.Operands[0]->K == Expr::Symbol)
        EntryDefs[I.Operands[0]->Name].push_back(&I);
    }
  }

  /// Register \p Name holds an address in a .local variable wherever it is
  /// written: every write is unguarded and a mov of a .local variable
  /// (nvcc's `__local_depot`) or of such a register, or an add/sub of a
  /// constant to one (`add.u64 %rd1, %SPL, 0`).
  bool holdsLocalAddress(llvm::StringRef Name, const Scope &S, unsigned Depth = 0) {
    if (!EntryDefsReady) {
      EntryDefs.clear();
      collectDefs(*CurBody);
      EntryDefsReady = true;
    }
    auto It = EntryDefs.find(Name);
    if (Depth > 8 || It == EntryDefs.end() || It->second.empty())
      return false;
    // A write from the register itself (`add.u64 %rd1, %rd1, 8` in a loop)
    // keeps what the other writes give it; one of them must not be such.
    bool Based = false;
    auto Local = [&](const Expr *E) {
      if (!E || E->K != Expr::Symbol)
        return false;
      SymbolInfo Info = infoMemo(*E, S);
      if (Info.K == SymbolInfo::Var)
        return Based = Info.Space == ".local";
      if (Info.K != SymbolInfo::Reg)
        return false;
      if (E->Name == Name)
        return true;
      return Based = holdsLocalAddress(E->Name, S, Depth + 1);
    };
    for (const InstrStmt *D : It->second) {
      llvm::StringRef Op = D->Opcode.Text;
      if (D->Guard)
        return false;
      if (Op == "mov" && D->Operands.size() == 2 && Local(D->Operands[1]))
        continue;
      if ((Op == "add" || Op == "sub") && D->Operands.size() == 3 &&
          D->Operands[2] && D->Operands[2]->K == Expr::IntLit && Local(D->Operands[1]))
        continue;
      if (Op == "add" && D->Operands.size() == 3 && D->Operands[1] &&
          D->Operands[1]->K == Expr::IntLit && Local(D->Operands[2]))
        continue;
      return false;
    }
    return Based;
  }

  void checkKernelParamStore(const InstrStmt &I, const Scope &S) {
    if (!InEntry || !Instrs || !sema::textIs(I.Opcode.Text, "st") || I.Operands.empty() ||
        !Instrs->target().valid() || !Instrs->target().hasMinSm(90))
      return;
    if (!llvm::any_of(I.Mods, [](const Word &W) {
          return W.Text == ".param" || W.Text == ".param::func";
        }))
      return;
    const Expr *A = I.Operands[0];
    if (!A || A->K != Expr::Address || A->Sub.empty())
      return;
    const Expr *Base = A->Sub[0];
    while (Base && Base->K == Expr::Binary && !Base->Sub.empty())
      Base = Base->Sub[0];
    if (!Base || Base->K != Expr::Symbol)
      return;
    if (infoMemo(*Base, S).K != SymbolInfo::Reg)
      return;
    // Through a register that holds an address in the local depot (or
    // another .local variable) ptxas takes it, as it does st.local
    // (ptxas-diff.py seed 35002: a state-space mutant of nvcc's
    // `st.local.u64 [%rd1+16]` with `add.u64 %rd1, %SPL, 0`); through a
    // parameter, global, generic (%SP) or computed address it crashes.
    if (holdsLocalAddress(Base->Name, S))
      return;
    Diags.report(DiagId::OperandKind, A->Range)
        << ("st.param through a register address in a kernel: st.param writes the "
            "argument variables of a call (PTX ISA 5.1.6) and kernel parameters are "
            "read-only; ptxas 13.0 fails on it for sm_90 and later (segmentation fault)");
  }

  /// ptxas 13.0: "Vector operand is not allowed for instruction 'add'": a
  /// `.reg .v2` register as a whole is an operand only of `mov` (packing) and
  /// of instructions with a .vN modifier; `%v.x` names one element.
  void checkVectorRegs(const InstrStmt &I, const Scope &S) {
    // Compilers never declare vector registers: skip the second lookup of
    // every operand unless the module has one.
    if (!AnyVectorRegs || sema::textIs(I.Opcode.Text, "mov"))
      return;
    for (const Word &W : I.Mods)
      if (W.Text.size() > 2 && W.Text[1] == 'v' && llvm::isDigit(W.Text[2]))
        return;
    for (const Expr *E : I.Operands) {
      if (!E || E->K != Expr::Symbol || !E->Selector.Text.empty())
        continue;
      for (const Scope *P = &S; P; P = P->Parent) {
        const VarDecl *D = nullptr;
        if (!P->findVar(E->Name, Visible, &D))
          continue;
        SymbolInfo Info = describeDecl(D);
        if (D && Info.K == SymbolInfo::Reg && Info.VecLen)
          Diags.report(DiagId::OperandKind, E->Range)
              << ("vector register '" + E->Name + "' cannot be an operand of '" +
                  I.Opcode.Text + "' without a .v" + llvm::Twine(Info.VecLen) +
                  " modifier; name one element (" + E->Name + ".x)")
                     .str();
        break;
      }
    }
  }

  /// `%v.x` names one element of a `.reg .v2`/`.v4` register: .x/.y/.z/.w
  /// (or .r/.g/.b/.a). A scalar register takes a selector only as a video
  /// instruction's byte or half-word selector (`vadd ... %r2.b0`, PTX ISA
  /// 9.7.17). ptxas 13.0: "Unknown vector selector", "Unimplemented
  /// feature: vector swizzle" (.xy), "Parsing error" (a modifier word such
  /// as `%f1 .ftz`), "Video selector is not allowed on source operand for
  /// instruction 'add'", "Unknown video selector: '.x'".
  void checkRegSelectors(const InstrStmt &I, const Scope &S) {
    llvm::StringRef Op = I.Opcode.Text;
    bool Video = Op.size() >= 4 && Op[0] == 'v' &&
                 llvm::StringSwitch<bool>(Op.rtrim("24"))
                     .Cases("vadd", "vsub", "vabsdiff", "vmin", "vmax", "vshl", "vshr", true)
                     .Cases("vmad", "vset", "vavrg", true)
                     .Default(false);
    auto Walk = [&](auto &Self, const Expr *E) -> void {
      if (!E)
        return;
      if (E->K != Expr::Symbol) {
        for (const Expr *Sub : E->Sub)
          Self(Self, Sub);
        return;
      }
      if (E->Selector.Text.empty())
        return;
      // The operand's name, resolved once per statement (resolveMemo).
      const Resolution &Res = resolveMemo(*E, S);
      if (Res.K != Resolution::Var || !Res.Decl)
        return;
      const SymbolInfo &Info = declInfo(Res.Decl);
      // A variable (a parameter, a .shared/.local/.global one) has no
      // components: ptxas 13.0 "Unknown field '.x'", also when its name
      // hides a special register (`.param .u64 %tid` and `%tid.x` in the
      // body; ptxas-diff.py tok-replace, seed 34007;
      // test/sema/special-register-shadowed-by-variable.ptx).
      if (Info.K == SymbolInfo::Var) {
        Diags.report(DiagId::OperandKind, E->Selector.Range)
            << ("'" + E->Name + "' names a variable, which has no components; remove '" +
                E->Selector.Text + "'" +
                (findSpecialRegister(E->Name) ? " (the variable hides the special register)"
                                              : ""))
                   .str();
        return;
      }
      if (Info.K != SymbolInfo::Reg)
        return;
      llvm::StringRef Sel = E->Selector.Text;
      if (Info.VecLen) {
        if (Sel.size() != 2 || !llvm::StringRef("xyzwrgba").contains(Sel[1]))
          Diags.report(DiagId::OperandKind, E->Selector.Range)
              << ("'" + Sel + "' is not a component of vector register " + E->Name +
                  "; use .x, .y, .z or .w")
                     .str();
      } else if (!Video) {
        Diags.report(DiagId::OperandKind, E->Selector.Range)
            << ("register " + E->Name + " is not a vector; remove '" + Sel +
                "' (byte and half-word selectors belong to the video instructions)")
                   .str();
      }
    };
    for (const Expr *E : I.Operands)
      Walk(Walk, E);
    // The destination selector of the scalar video instructions (PTX ISA
    // 9.7.18.1) goes with the data-merge form only: ptxas 13.0 "Video
    // instruction cannot have destination selector and secondary operation"
    // with .add/.min/.max, and "Video selector is not allowed on
    // destination" for vmad (helper-90 round, modifier probes).
    bool Scalar = Video && Op.back() != '2' && Op.back() != '4';
    const Expr *D = I.Operands.empty() ? nullptr : I.Operands[0];
    if (!Scalar || !D || D->K != Expr::Symbol || D->Selector.Text.empty())
      return;
    if (Op == "vmad") {
      Diags.report(DiagId::OperandKind, D->Selector.Range)
          << std::string("vmad takes no selector on its destination");
      return;
    }
    for (const Word &W : I.Mods)
      if (W.Text == ".add" || W.Text == ".min" || W.Text == ".max") {
        Diags.report(DiagId::OperandKind, D->Selector.Range)
            << ("a destination selector goes with the data-merge form of '" + Op +
                "', not with the secondary operation '" + W.Text + "'")
                   .str();
        return;
      }
  }

  void instr(const InstrStmt &I, const Scope &S) {
    Memo.clear();
    useMemo(I.Guard, S, DiagId::UndeclaredSymbol);
    checkParamAddress(I, S);
    checkKernelParamStore(I, S);
    checkRegSelectors(I, S);
    checkVectorRegs(I, S);
    llvm::StringRef Op = I.Opcode.Text;
    bool IsBranch = sema::textIs(Op, "bra");
    bool IsCall = sema::textIs(Op, "call");
    bool SeenCallee = false;
    for (const Expr *E : I.Operands) {
      DiagId Missing = DiagId::UndeclaredSymbol;
      if (IsBranch)
        Missing = DiagId::UndefinedLabel;
      if (IsCall && !SeenCallee && E->K != Expr::List && E->K != Expr::Paren) {
        SeenCallee = true;
        Missing = DiagId::UndeclaredFunction;
      }
      useMemo(E, S, Missing);
      if (IsBranch)
        checkForwardLabel(*E, S);
    }
    if (Instrs) {
      // The checker asks about the same operands once per candidate form:
      // each name is resolved once per statement (shared with the checks
      // above).
      Instrs->check(I, [&](const Expr &E) { return infoMemo(E, S); });
    }
  }

  /// `bra L` to a label defined later in the body whose name is also a
  /// module-scope function or variable declared before it (a kernel renamed
  /// to one of its labels, or to a label of a later function): ptxas 13.0
  /// resolves the forward reference to the module-scope symbol, "Label
  /// expected for argument 0 of instruction 'bra'"; a backward branch finds
  /// the label (ptxas-diff.py tok-replace, seeds 9917 and 34011;
  /// test/sema/branch-forward-label-shadowed.ptx).
  void checkForwardLabel(const Expr &E, const Scope &S) {
    if (E.K != Expr::Symbol || !E.Selector.Text.empty())
      return;
    const Scope *Root = &S;
    while (Root->Parent)
      Root = Root->Parent;
    const SrcRange *Label = nullptr;
    for (const Scope *P = &S; P && P != Root && !Label; P = P->Parent) {
      if (P->findVar(E.Name, Visible))
        return; // a local name comes first
      auto It = P->Labels.find(E.Name);
      if (It != P->Labels.end())
        Label = &It->second;
    }
    if (!Label || !Label->Begin || !E.Range.Begin || Label->Begin < E.Range.Begin)
      return;
    if (!Root->findVar(E.Name, Visible))
      return;
    Diags.report(DiagId::OperandKind, E.Range)
        << ("'" + E.Name +
            "' names the module-scope symbol declared before this branch, not the label "
            "defined after it: ptxas resolves a forward branch target to the symbol and "
            "wants a label")
               .str();
  }

  /// What a resolved name denotes, for the instruction checker.
  /// \p I: a default SymbolInfo, filled in place.
  void info(const Expr &E, const Resolution &Res, SymbolInfo &I) {
    switch (Res.K) {
    case Resolution::Var:
      if (Res.Sym && Res.Sym->Kind == SymKind::Function) {
        I.K = SymbolInfo::Func;
        I.Fn = Res.Sym->Fn;
        return;
      }
      I = declInfo(Res.Decl);
      if (E.Selector.Text.size() && I.VecLen)
        I.VecLen = 0; // %v.x: one element of a vector register
      return;
    case Resolution::Label:
      I.K = SymbolInfo::Label;
      return;
    case Resolution::WarpSz:
      I.K = SymbolInfo::Const;
      return;
    case Resolution::SReg:
      I.K = SymbolInfo::SReg;
      I.Type = Res.R->Type;
      I.PtxMajor = Res.R->PtxMajor;
      I.PtxMinor = Res.R->PtxMinor;
      I.MinSm = Res.R->MinSm;
      if (Res.R->Vector && E.Selector.Text.empty())
        I.VecLen = 4;
      return;
    case Resolution::None:
      return;
    }
    return;
  }

  /// Module scope symbols carry the item that declared them.
  unsigned orderIn(const Scope &S) const { return &S == &ModuleScope ? CurOrder : 0; }

  const Module &M;
  DiagnosticEngine &Diags;
  InstrChecker *Instrs;
  bool InEntry = false; ///< the body being checked is an .entry's
  /// The .loc directives of the body being checked that no instruction
  /// follows before the next .loc (deadLocs()).
  llvm::DenseSet<const LocStmt *> DeadLocs;
  /// An sm_90+ .entry's instructions by the register they write first.
  llvm::StringMap<llvm::SmallVector<const InstrStmt *, 2>> EntryDefs;
  const BlockStmt *CurBody = nullptr; ///< the body being checked
  bool DeadLocsReady = false, EntryDefsReady = false;
  Scope OwnModuleScope;
  Scope &ModuleScope; ///< OwnModuleScope, or the main checker's (body checkers)
  /// Module scope symbols with an Order below this are visible: all, or
  /// (a body checked on another thread) those declared before the body.
  unsigned Visible = AllVisible;
  unsigned CurOrder = 0; ///< the item being walked
  BodyJob *Job = nullptr; ///< the body being checked on another thread
  /// Labels of the module's sections and, for `.loc function_name`, every
  /// function's labels and names (source text; hash_value, not StringMap).
  llvm::DenseSet<llvm::StringRef> ModuleLabels;
  LocSet SeenLocs; ///< the .loc locations so far
  std::vector<const Expr *> Deferred;
  /// `.param` variables declared in a function body.
  llvm::DenseSet<const VarDecl *> BodyParams;
  /// Whether a `.reg .v2`/`.v4` register has been declared (so far).
  bool AnyVectorRegs = false;
};

} // namespace

void sema::checkSymbols(const Module &M, DiagnosticEngine &Diags, InstrChecker *Instrs,
                        unsigned Threads, bool Relocatable) {
  // Bodies on threads pay only with several of them (runSema passes one
  // thread for small modules). --max-errors stops counting at a place only
  // the joined order knows.
  unsigned Bodies = 0;
  for (const TopLevel *T : M.Items)
    Bodies += T->K == TopLevel::Func && T->Fn && T->Fn->Body;
  if (Threads < 2 || Bodies < 2 || Diags.getOptions().MaxErrors) {
    SymbolChecker C(M, Diags, Instrs);
    C.Relocatable = Relocatable;
    C.run();
    return;
  }
  // The module walk reports to a recording fork, so that its reports and
  // each body's can be replayed into Diags in source order.
  std::unique_ptr<DiagnosticEngine> Walk = Diags.fork(/*Record=*/true);
  SymbolChecker C(M, *Walk, Instrs);
  C.Threads = Threads;
  C.Relocatable = Relocatable;
  C.run();
  // For tests: shows which path a module took (PTXLINT_SPLIT_TRACE).
  static const bool Trace = std::getenv("PTXLINT_SPLIT_TRACE") != nullptr;
  if (Trace)
    llvm::errs() << "ptxlint: " << C.Jobs.size() << " function bodies checked on "
                 << std::min<size_t>(Threads, C.Jobs.size()) << " threads\n";
  PhaseTimer Replay("sema.replay");
  size_t Pos = 0;
  LocSet EarlierLocs; // of the functions before
  // Only a body with pending reports asks for the locations before it: the
  // set (every .loc of a -G build) is built up to the last such body.
  size_t LastPending = 0;
  for (size_t K = 0; K < C.Jobs.size(); ++K)
    if (!C.Jobs[K].Pending.empty())
      LastPending = K;
  for (size_t K = 0; K < C.Jobs.size(); ++K) {
    BodyJob &J = C.Jobs[K];
    Diags.replay(llvm::ArrayRef(Walk->Log).slice(Pos, J.LogPos - Pos));
    Pos = J.LogPos;
    size_t P = 0;
    for (size_t I = 0; I <= J.Log.size(); ++I) {
      for (; P < J.Pending.size() && J.Pending[P].Pos == I; ++P)
        if (!EarlierLocs.count(J.Pending[P].Key))
          Diags.replay(J.Pending[P].R);
      if (I < J.Log.size())
        Diags.replay(J.Log[I]);
    }
    if (K < LastPending)
      EarlierLocs.insert(J.Locs.begin(), J.Locs.end());
  }
  Diags.replay(llvm::ArrayRef(Walk->Log).drop_front(Pos));
}
