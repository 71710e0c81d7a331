//===- Functions.cpp - function declarations, directives and call sites ---===//
//
// What ptxas 13.0 checks about functions beyond names and scopes:
//  - the declarations of one function agree with each other: .entry or .func,
//    the number, state spaces and types of parameters and return values;
//    nothing declares a function after its definition; a function declared
//    .extern is not defined here, and a definition that writes a linkage
//    writes the declaration's (none and .visible differ); `.common`
//    applies to variables only;
//  - the performance-tuning and cluster directives (.maxntid, .reqntid,
//    .minnctapersm, .maxnreg, .reqnctapercluster, .explicitcluster,
//    .maxclusterrank) apply to kernels only;
//  - `.alias A, B` names two functions with the same prototype;
//  - st.param does not write the function's own input parameters, and a
//    vector special register (%tid, ...) is named with a component in a
//    scalar instruction;
//  - an indirect call ends with a .callprototype or .calltargets label and
//    matches it (counts and argument shapes); brx.idx takes a .branchtargets
//    label;
//  - a direct call targets a .func, and each argument and return variable
//    matches its formal parameter: the same size, array elements of the same
//    size and count, and the same alignment (PTX ISA 9.7.12.5 and ptxas's
//    "Type of argument does not match formal parameter").
//
//===----------------------------------------------------------------------===//
#include "sema/InstrCheck.h"
#include "sema/SemaInternal.h"
#include "lib/support/Parallel.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <algorithm>
#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

using namespace ptx;

namespace {

/// The storage shape of one declarator, for matching arguments.
struct Shape {
  llvm::StringRef Space, Type;
  unsigned Bits = 0;  ///< element bits times vector length (0: unknown)
  uint64_t Count = 0; ///< array elements (0: a scalar)
  uint64_t Align = 0; ///< bytes, explicit or the element's size
  bool Known = false;
  bool VectorElems = false; ///< .v2/.v4/.v8 or .f16x2 elements
  bool Unsized = false;     ///< an array declared `[]` or `[0]` (Count 0)

  std::string describe() const {
    // Appended piece by piece (GCC 12 warns, -Wrestrict, about the inlined
    // concatenation of temporaries).
    std::string S;
    if (!Space.empty()) {
      S.append(Space.data(), Space.size());
      S.push_back(' ');
    }
    S.append(Type.data(), Type.size());
    if (Count) {
      S.push_back('[');
      S += std::to_string(Count);
      S.push_back(']');
    } else if (Unsized) {
      S += "[]";
    }
    return S;
  }
};

Shape shapeOf(const VarDecl &V, const Declarator &D) {
  Shape S;
  unsigned Vec = 1;
  for (const DeclSpec &Sp : V.Specs) {
    if (Sp.K == DeclSpec::StateSpace && S.Space.empty())
      S.Space = Sp.W.Text;
    else if (Sp.K == DeclSpec::Align && !S.Align)
      S.Align = Sp.Value;
    else if (Sp.K == DeclSpec::Plain) {
      llvm::StringRef T = Sp.W.Text;
      if (T == ".ptr")
        break; // the rest describes the pointee
      if (T == ".v2" || T == ".v4" || T == ".v8")
        Vec = T.back() - '0';
      else if (unsigned B = ptxTypeBits(T)) {
        S.Type = T;
        S.Bits = B;
      }
    }
  }
  if (!S.Bits)
    return S;
  S.VectorElems = Vec > 1 || S.Type == ".f16x2";
  S.Bits *= Vec;
  if (D.HasDims) {
    uint64_t N = 1;
    for (const Expr *Dim : D.Dims) {
      if (Dim && Dim->K != Expr::IntLit)
        return S; // an extent that is not a literal: not compared
      if (!Dim || Dim->IntValue == 0) {
        // Unsized ([] or [0]): takes an array of any count as an argument
        // and matches only an unsized declaration ("Inconsistent
        // prototypes" for `[]` against `[4]`; ptxas-diff.py param-type,
        // seed 9812).
        S.Unsized = true;
        N = 0;
        break;
      }
      N *= Dim->IntValue;
    }
    S.Count = N;
  }
  // ptxas compares the effective alignment: an explicit .align below the
  // element's own size does not lower it (`.param .align 2 .b32 a` passes
  // for `.param .b32 p`; `.align 8` does not).
  S.Align = std::max<uint64_t>(S.Align, S.Bits >= 8 ? S.Bits / 8 : 1);
  S.Known = true;
  return S;
}

/// Every declarator of a parameter list, in order.
std::vector<std::pair<const VarDecl *, const Declarator *>> flatten(llvm::ArrayRef<VarDecl *> L) {
  std::vector<std::pair<const VarDecl *, const Declarator *>> Out;
  for (const VarDecl *V : L)
    if (V)
      for (const Declarator &D : V->Decls)
        Out.push_back({V, &D});
  return Out;
}

bool isKernelOnlyDirective(llvm::StringRef N) {
  return N == ".maxntid" || N == ".reqntid" || N == ".minnctapersm" || N == ".maxnreg" ||
         N == ".reqnctapercluster" || N == ".explicitcluster" || N == ".maxclusterrank" ||
         N == ".blocksareclusters";
}

/// A function body whose call sites another thread checks (split mode).
struct FunctionBodyJob {
  const Function *Fn;
  unsigned Order; ///< the function's item index
  size_t LogPos;  ///< reports of the module walk before it
  std::vector<DiagnosticEngine::Report> Log; ///< the body's reports, in order
};

class FunctionChecker {
public:
  explicit FunctionChecker(DiagnosticEngine &Diags) : DiagsP(&Diags) {}
  /// A checker of function bodies for another thread: it reads \p Main's
  /// functions (complete by then), as far as they were declared before the
  /// body, and reports to \p Diags.
  FunctionChecker(const FunctionChecker &Main, DiagnosticEngine &Diags)
      : DiagsP(&Diags), Main(&Main) {}

  /// Set: bodies are not walked in order but left in Jobs.
  bool DeferBodies = false;
  std::vector<FunctionBodyJob> Jobs;
  /// The item being walked (what of Seen a body sees).
  unsigned CurOrder = 0;

  void function(const Function &F) {
    directives(F);
    if (F.Link == Linkage::Common)
      report(F.LinkWord.Range, "'.common' applies to variables, not to functions");
    if (F.Link == Linkage::Extern && F.Body)
      report(F.Name.Range, ("function '" + F.Name.Text +
                            "' is declared .extern (defined in another module) but has a body "
                            "here")
                               .str());
    auto It = Seen.find(F.Name.Text);
    if (It == Seen.end()) {
      Seen[F.Name.Text] = {&F, F.Body ? &F : nullptr, CurOrder, CurOrder};
    } else {
      Entry &E = It->second;
      consistent(*E.First, F, E.Definition);
      if (F.Body && !E.Definition) {
        E.Definition = &F;
        E.DefOrder = CurOrder;
      }
    }
    if (F.Body) {
      if (DeferBodies)
        Jobs.push_back({&F, CurOrder, DiagsP->Log.size(), {}});
      else
        body(F);
    }
  }

  /// Checks one body on a body checker's thread; its reports go to \p J.
  void checkBody(FunctionBodyJob &J) {
    CurOrder = J.Order;
    DiagsP->Log.clear();
    body(*J.Fn);
    J.Log = std::move(DiagsP->Log);
    DiagsP->Log.clear();
  }

  /// The bodies of Jobs on up to \p Threads threads, each with a body
  /// checker of its own; what they found about calls and .cta_group is
  /// joined in order. Their reports are joined by checkFunctions.
  void checkBodies(unsigned Threads) {
    struct Worker {
      std::unique_ptr<DiagnosticEngine> Diags;
      std::unique_ptr<FunctionChecker> Checker;
      std::vector<size_t> Done; ///< the jobs it checked
    };
    std::vector<Worker> Workers(std::min<size_t>(Threads, Jobs.size()));
    for (Worker &W : Workers)
      W.Diags = DiagsP->fork(/*Record=*/true);
    // What a body adds to CtaGroups (its own function's entry), per job.
    std::vector<CtaGroupUse> Uses(Jobs.size());
    // (Bytes, not std::vector<bool>: threads set neighbouring entries.)
    std::vector<char> HasUse(Jobs.size(), 0);
    parallelFor(Jobs.size(), Threads, [&](unsigned WI, size_t JI) {
      Worker &W = Workers[WI];
      if (!W.Checker)
        W.Checker = std::make_unique<FunctionChecker>(*this, *W.Diags);
      FunctionChecker &C = *W.Checker;
      C.CtaGroups.clear();
      C.checkBody(Jobs[JI]);
      auto It = C.CtaGroups.find(Jobs[JI].Fn->Name.Text);
      if (It != C.CtaGroups.end()) {
        Uses[JI] = std::move(It->second);
        HasUse[JI] = 1;
      }
    }, "sema.function-bodies");
    for (size_t JI = 0; JI < Jobs.size(); ++JI) {
      if (!HasUse[JI])
        continue;
      CtaGroupUse &To = CtaGroups[Jobs[JI].Fn->Name.Text];
      for (unsigned K = 0; K < 2; ++K)
        if (!To.First[K])
          To.First[K] = Uses[JI].First[K];
      To.Callees.append(Uses[JI].Callees.begin(), Uses[JI].Callees.end());
    }
    for (Worker &W : Workers)
      if (W.Checker) {
        AnyCtaGroup |= W.Checker->AnyCtaGroup;
        for (const auto &C : W.Checker->Called)
          Called.insert(C);
      }
  }

  /// ptxas: "Function 'k' uses single CTA(.cta_group::1) and CTA pair
  /// granularity(.cta_group::2) and that is not allowed", for a function
  /// whose tcgen05 instructions, or those of the functions it calls
  /// (directly or not), use both.
  void ctaGroups(const Module &M) {
    if (!AnyCtaGroup)
      return;
    llvm::StringMap<std::array<const Word *, 2>> Memo;
    std::function<std::array<const Word *, 2>(llvm::StringRef)> Uses =
        [&](llvm::StringRef N) -> std::array<const Word *, 2> {
      if (auto It = Memo.find(N); It != Memo.end())
        return It->second;
      Memo[N] = {nullptr, nullptr}; // recursion: what is found so far
      auto It = CtaGroups.find(N);
      if (It == CtaGroups.end())
        return {nullptr, nullptr};
      std::array<const Word *, 2> R = It->second.First;
      for (llvm::StringRef C : It->second.Callees) {
        std::array<const Word *, 2> Sub = Uses(C);
        for (unsigned K = 0; K < 2; ++K)
          if (!R[K])
            R[K] = Sub[K];
      }
      return Memo[N] = R;
    };
    for (const TopLevel *T : M.Items) {
      if (T->K != TopLevel::Func || !T->Fn || !T->Fn->Body)
        continue;
      std::array<const Word *, 2> U = Uses(T->Fn->Name.Text);
      if (!U[0] || !U[1])
        continue;
      DiagsP->report(DiagId::InvalidModifier, T->Fn->Name.Range)
          << ("function '" + T->Fn->Name.Text +
              "' uses tcgen05 instructions with both .cta_group::1 (one CTA) and "
              ".cta_group::2 (a CTA pair), directly or in the functions it calls; a "
              "function must keep to one")
                 .str();
      note(U[0]->Range, "'.cta_group::1' is used here");
      note(U[1]->Range, "'.cta_group::2' is used here");
    }
  }

  /// `.alias A, B;`: both functions, with the same prototype.
  void alias(const TopLevel &T) {
    if (T.Extra.size() != 2 || !T.Extra[0] || !T.Extra[1] || T.Extra[0]->K != Expr::Symbol ||
        T.Extra[1]->K != Expr::Symbol)
      return;
    auto A = Seen.find(T.Extra[0]->Name), B = Seen.find(T.Extra[1]->Name);
    if (A == Seen.end() || B == Seen.end())
      return; // not functions, or undeclared: the symbol pass reports it
    const Function &FA = *A->second.First;
    const Function &FB = B->second.Definition ? *B->second.Definition : *B->second.First;
    auto PA = flatten(FA.Params), PB = flatten(FB.Params);
    auto RA = flatten(FA.Returns), RB = flatten(FB.Returns);
    bool Same = PA.size() == PB.size() && RA.size() == RB.size();
    for (size_t I = 0; Same && I < PA.size(); ++I) {
      Shape X = shapeOf(*PA[I].first, *PA[I].second), Y = shapeOf(*PB[I].first, *PB[I].second);
      Same = !X.Known || !Y.Known ||
             (X.Space == Y.Space && X.Type == Y.Type && X.Count == Y.Count &&
              X.Unsized == Y.Unsized);
    }
    for (size_t I = 0; Same && I < RA.size(); ++I) {
      Shape X = shapeOf(*RA[I].first, *RA[I].second), Y = shapeOf(*RB[I].first, *RB[I].second);
      Same = !X.Known || !Y.Known ||
             (X.Space == Y.Space && X.Type == Y.Type && X.Count == Y.Count &&
              X.Unsized == Y.Unsized);
    }
    if (!Same) {
      report(T.Extra[0]->Range, ("alias '" + FA.Name.Text + "' and the function it names, '" +
                                 FB.Name.Text + "', have different prototypes")
                                    .str());
      note(FA.Name.Range, "the alias is declared here");
    }
  }

  /// Where the checks after the walk report (the main engine, once the
  /// walk's recording fork is replayed).
  void setDiags(DiagnosticEngine &D) { DiagsP = &D; }

private:
  DiagnosticEngine *DiagsP;
  struct Entry {
    const Function *First;
    const Function *Definition;
    unsigned FirstOrder, DefOrder; ///< the items that declared and defined it
  };
  /// By name (the source text; hash_value, not StringMap's djbHash of
  /// long mangled names; nothing iterates it).
  llvm::DenseMap<llvm::StringRef, Entry> Seen;
  const FunctionChecker *Main = nullptr; ///< a body checker's module walk
  /// The function \p N as a body at CurOrder sees it: declared before (or
  /// by) the item, with its definition if that came before too.
  std::optional<Entry> visible(llvm::StringRef N) const {
    const llvm::DenseMap<llvm::StringRef, Entry> &S = Main ? Main->Seen : Seen;
    auto It = S.find(N);
    if (It == S.end() || It->second.FirstOrder > CurOrder)
      return std::nullopt;
    Entry E = It->second;
    if (E.Definition && E.DefOrder > CurOrder)
      E.Definition = nullptr;
    return E;
  }
  /// Functions some call instruction names (only asked whether any is an
  /// undefined .extern, so its order does not matter).
  llvm::DenseSet<llvm::StringRef> Called;
  /// Declarations visible at the current point of a body, innermost last.
  /// Per block (hash_value of the names' source text; see Symbols.cpp's
  /// Scope::Vars).
  std::vector<llvm::DenseMap<llvm::StringRef, std::pair<const VarDecl *, const Declarator *>>>
      Scopes;
  std::vector<std::pair<const VarDecl *, const Declarator *>> Ranges; ///< %r<N>
  const Function *Cur = nullptr; ///< the function whose body is walked

  void report(SrcRange At, const std::string &Msg) {
    DiagsP->report(DiagId::ConflictingDeclaration, At) << Msg;
  }

  void note(SrcRange At, const std::string &Msg) { DiagsP->report(DiagId::NoteGeneric, At) << Msg; }

  void directives(const Function &F) {
    bool HasReturns = !flatten(F.Returns).empty();
    if (F.IsEntry && HasReturns)
      report(F.Name.Range, ("kernel '" + F.Name.Text +
                            "' declares return parameters; only a .func returns values")
                               .str());
    for (const FuncDirective *D : F.Directives)
      if (D && D->Name.Text == ".noreturn" && !F.IsEntry && HasReturns)
        report(D->Name.Range, ("'.noreturn' cannot be specified on a function with return "
                               "parameters; '" +
                               F.Name.Text +
                               "' returns values (PTX ISA "
                               "11.4.6)")
                                  .str());
    if (F.IsEntry)
      return;
    for (const FuncDirective *D : F.Directives)
      if (D && isKernelOnlyDirective(D->Name.Text))
        report(D->Name.Range, ("'" + D->Name.Text +
                               "' applies to kernels (.entry), not to .func '" + F.Name.Text + "'")
                                  .str());
  }

  /// \p F redeclares (or defines) the function \p First declared.
  void consistent(const Function &First, const Function &F, const Function *Def) {
    std::string Name = ("'" + F.Name.Text + "'").str();
    if (Def && F.Body)
      return; // a second definition: duplicate-function
    if (Def && !F.Body) {
      report(F.Name.Range, "function " + Name + " is declared again after its definition");
      return note(Def->Name.Range, "the definition is here");
    }
    if (First.IsEntry != F.IsEntry) {
      report(F.Keyword.Range, "function " + Name + " was declared as " +
                                  (First.IsEntry ? ".entry" : ".func") + "; here it is a " +
                                  (F.IsEntry ? ".entry" : ".func"));
      return note(First.Name.Range, "the first declaration is here");
    }
    // ptxas 13.0: a definition may leave the linkage out (it keeps the
    // declaration's), but one it writes is the declaration's.
    if (F.Body &&
        (First.Link == Linkage::Extern || (F.Link != Linkage::None && F.Link != First.Link))) {
      report(F.Name.Range, "the definition of " + Name + " conflicts with its earlier " +
                               (First.Link == Linkage::Extern ? ".extern" : "linkage") +
                               " declaration");
      return note(First.Name.Range, "the declaration is here");
    }
    // What: "parameters"; One: "parameter".
    auto Compare = [&](llvm::ArrayRef<VarDecl *> A, llvm::ArrayRef<VarDecl *> B,
                       llvm::StringRef What, llvm::StringRef One) {
      auto PA = flatten(A), PB = flatten(B);
      if (PA.size() != PB.size()) {
        report(F.Name.Range, "declarations of " + Name + " disagree on the number of " +
                                 What.str() + " (" + std::to_string(PA.size()) + " and " +
                                 std::to_string(PB.size()) + ")");
        note(First.Name.Range, "the first declaration is here");
        return false;
      }
      for (size_t I = 0; I < PA.size(); ++I) {
        if (PA[I].second->HasDims != PB[I].second->HasDims) {
          report(PB[I].second->Name.Range, "declarations of " + Name + " disagree on " + One.str() +
                                               " " + std::to_string(I + 1) +
                                               ": an array in one, a scalar in the other");
          note(PA[I].second->Name.Range, "the first declaration is here");
          return false;
        }
        Shape SA = shapeOf(*PA[I].first, *PA[I].second);
        Shape SB = shapeOf(*PB[I].first, *PB[I].second);
        if (!SA.Known || !SB.Known)
          continue;
        if (SA.Space != SB.Space || SA.Type != SB.Type || SA.Count != SB.Count ||
            SA.Unsized != SB.Unsized) {
          report(PB[I].second->Name.Range, "declarations of " + Name + " disagree on " + One.str() +
                                               " " + std::to_string(I + 1) + ": " + SA.describe() +
                                               " and " + SB.describe());
          note(PA[I].second->Name.Range, "the first declaration is here");
          return false;
        }
        if (SA.Align != SB.Align) {
          report(PB[I].second->Name.Range,
                 "declarations of " + Name + " disagree on the alignment of " + One.str() + " " +
                     std::to_string(I + 1) + ": " + std::to_string(SA.Align) + " and " +
                     std::to_string(SB.Align) + " bytes");
          note(PA[I].second->Name.Range, "the first declaration is here");
          return false;
        }
      }
      return true;
    };
    auto NoReturn = [](const Function &X) {
      return llvm::any_of(X.Directives,
                          [](const FuncDirective *D) { return D && D->Name.Text == ".noreturn"; });
    };
    if (NoReturn(First) != NoReturn(F)) {
      report(F.Name.Range, "declarations of " + Name + " disagree on .noreturn");
      return note(First.Name.Range, "the first declaration is here");
    }
    // ptxas 13.0: "Inconsistent prototypes of 'f', number of parameter
    // registers differ" (.abi_preserve) or "... scratch registers differ"
    // (.abi_preserve_control): a declaration and the definition give the
    // same values, or neither gives one (hand probes of PTX ISA 9.0
    // 11.4.8-9).
    for (llvm::StringRef Dir : {".abi_preserve", ".abi_preserve_control"}) {
      auto Value = [&](const Function &X) -> std::string {
        for (const FuncDirective *D : X.Directives)
          if (D && D->Name.Text == Dir && D->Values.size() == 1)
            return std::to_string(D->Values[0]);
        return "none";
      };
      std::string A = Value(First), B = Value(F);
      if (A != B) {
        report(F.Name.Range, "declarations of " + Name + " disagree on " + Dir.str() + " (" + A +
                                 " and " + B + ")");
        return note(First.Name.Range, "the first declaration is here");
      }
    }
    if (Compare(First.Params, F.Params, "parameters", "parameter"))
      Compare(First.Returns, F.Returns, "return values", "return value");
  }

  //===--- call sites -----------------------------------------------------===//

  void declare(const VarDecl *V) {
    for (const Declarator &D : V->Decls) {
      if (D.IsRange)
        Ranges.push_back({V, &D});
      else
        Scopes.back()[D.Name.Text] = {V, &D};
    }
  }

  std::optional<std::pair<const VarDecl *, const Declarator *>> lookup(llvm::StringRef N) {
    for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It)
      if (auto F = It->find(N); F != It->end())
        return F->second;
    for (auto &R : Ranges) {
      llvm::StringRef P = R.second->Name.Text;
      uint64_t Idx;
      if (N.startswith(P) && N.size() > P.size() && !N.drop_front(P.size()).getAsInteger(10, Idx) &&
          Idx < R.second->RangeCount)
        return R;
    }
    return std::nullopt;
  }

  /// Per function: the first `.cta_group::1` / `::2` modifier of its own
  /// tcgen05 instructions, and the functions it calls directly.
  struct CtaGroupUse {
    std::array<const Word *, 2> First = {nullptr, nullptr};
    llvm::SmallVector<llvm::StringRef, 4> Callees;
  };
  llvm::StringMap<CtaGroupUse> CtaGroups;
  /// CtaGroups' entry of the body being walked, once made (StringMap
  /// entries stay put): not a hash of the function's name per call.
  CtaGroupUse *CurCta = nullptr;
  CtaGroupUse &curCtaGroups() {
    if (!CurCta)
      CurCta = &CtaGroups[Cur->Name.Text];
    return *CurCta;
  }
  /// Whether any function uses a .cta_group modifier at all (most modules
  /// have no tcgen05: then no function can mix the two).
  bool AnyCtaGroup = false;

  /// Labels naming a .branchtargets/.calltargets/.callprototype statement,
  /// and all other labels, of the function being walked. Only indirect
  /// calls and brx.idx read them: collected on first use (labels()), not
  /// for every body (hashing every label of a -G build).
  llvm::StringMap<const Stmt *> ListLabels;
  llvm::StringSet<> PlainLabels;
  bool LabelsReady = false;
  void labels() {
    if (LabelsReady)
      return;
    LabelsReady = true;
    collectLabels(*Cur->Body);
  }

  void collectLabels(const BlockStmt &B) {
    for (size_t I = 0; I < B.Body.size(); ++I) {
      const Stmt *S = B.Body[I];
      if (S->K == Stmt::Block) {
        collectLabels(*static_cast<const BlockStmt *>(S));
      } else if (S->K == Stmt::Label) {
        llvm::StringRef N = static_cast<const LabelStmt *>(S)->Name.Text;
        const Stmt *Next = I + 1 < B.Body.size() ? B.Body[I + 1] : nullptr;
        if (Next && (Next->K == Stmt::BranchTargets || Next->K == Stmt::CallTargets ||
                     Next->K == Stmt::CallPrototype))
          ListLabels[N] = Next;
        else
          PlainLabels.insert(N);
      }
    }
  }

  void body(const Function &F) {
    Cur = &F;
    CurCta = nullptr;
    ListLabels.clear();
    PlainLabels.clear();
    LabelsReady = false;
    Scopes.clear();
    Ranges.clear();
    Scopes.emplace_back();
    for (const VarDecl *V : F.Params)
      if (V)
        declare(V);
    for (const VarDecl *V : F.Returns)
      if (V)
        declare(V);
    block(*F.Body);
  }

  void block(const BlockStmt &B) {
    Scopes.emplace_back();
    for (const Stmt *S : B.Body) {
      if (S->K == Stmt::Decl)
        declare(static_cast<const DeclStmt *>(S)->D);
      else if (S->K == Stmt::Block)
        block(*static_cast<const BlockStmt *>(S));
      else if (S->K == Stmt::Instr) {
        const auto *I = static_cast<const InstrStmt *>(S);
        // Only tcgen05 counts: ptxas accepts cp.async.bulk.tensor with
        // either granularity next to tcgen05 with the other.
        if (I->Opcode.Text.startswith("tcgen05"))
          for (const Word &W : I->Mods)
            if (W.Text == ".cta_group::1" || W.Text == ".cta_group::2") {
              const Word *&First = curCtaGroups().First[W.Text.back() - '1'];
              if (!First)
                First = &W;
              AnyCtaGroup = true;
            }
        if (sema::textIs(I->Opcode.Text, "call"))
          call(*I);
        else if (sema::textIs(I->Opcode.Text, "brx"))
          branchIndex(*I);
        else if (sema::textIs(I->Opcode.Text, "st"))
          paramStore(*I);
        vectorSpecialRegisters(*I);
      }
    }
    Scopes.pop_back();
  }

  void call(const InstrStmt &I) {
    auto Items = [](const Expr *E) -> llvm::ArrayRef<Expr *> { return E->Sub; };
    auto [Rets, Callee, Args, Ops] = splitCallOperands(I);
    if (!Callee)
      return;
    curCtaGroups().Callees.push_back(Callee->Name);
    std::optional<Entry> It = visible(Callee->Name);
    if (It)
      Called.insert(Callee->Name);
    if (!It) {
      // An indirect call: `call (rets), %rd, (args), proto-or-targets;`.
      const Expr *Via = Ops.back();
      if (Ops.size() >= 2 && Via != Args && Via->K == Expr::Symbol)
        indirect(Rets, Args, *Via);
      return;
    }
    const Function &Fn = It->Definition ? *It->Definition : *It->First;
    if (Fn.IsEntry) {
      report(Callee->Range,
             ("'" + Callee->Name + "' is a kernel (.entry); call can only target a .func").str());
      return note(Fn.Name.Range, "the kernel is declared here");
    }
    auto Formals = flatten(Fn.Params), FormalRets = flatten(Fn.Returns);
    if (Args && Items(Args).size() + 1 == Formals.size() && hasUnsizedTailParam(Fn.Params))
      Formals.pop_back(); // the variadic tail left out
    if (Args && Items(Args).size() == Formals.size())
      for (size_t K = 0; K < Formals.size(); ++K)
        argument(Items(Args)[K], Formals[K], Callee->Name);
    if (Rets && Items(Rets).size() == FormalRets.size())
      for (size_t K = 0; K < FormalRets.size(); ++K)
        argument(Items(Rets)[K], FormalRets[K], Callee->Name);
  }

public:
  /// ptxas: "In ABI compilation, passing predicate, 8-bit and 16-bit
  /// parameters to device functions is not supported" (and "returning ...").
  /// It holds for scalar .u8/.s8/.u16/.s16/.pred parameters, in .param or
  /// .reg (the spec: .reg parameters are at least 32 bits), of each .func
  /// ptxas compiles: one that is called, or, in a `.target debug` module
  /// (nvcc -G), any definition. In its default whole-program mode ptxas
  /// drops a function nobody calls before it looks, .visible and .weak ones
  /// too (ptxas-diff.py entry-func-swap, seed 9812: `.visible .func
  /// f(.param .u8 a)` assembles); with -c (relocatable code; ptxlint's -c
  /// too) it compiles every definition. A module that calls a
  /// function it does not define (an .extern one) only assembles with -c
  /// ("Unresolved extern function" otherwise), so there every definition
  /// counts; but ptxas's own system calls (vprintf, malloc, free,
  /// __assertfail) resolve without -c (ptxas-diff.py entry-func-swap, seed
  /// 35012: a printf kernel made a .func with .u16 parameters assembles).
  /// .b8/.b16/.f16 scalars and arrays of any type pass.
  void abiParams(const Module &M, bool Debug, bool CompileOnly) {
    bool Relocatable = CompileOnly || llvm::any_of(Called, [&](llvm::StringRef C) {
      auto It = Seen.find(C);
      return It != Seen.end() && !It->second.Definition && !sema::isPtxasSyscall(C);
    });
    llvm::StringSet<> Done;
    for (const TopLevel *T : M.Items) {
      if (T->K != TopLevel::Func || !T->Fn || T->Fn->IsEntry)
        continue;
      const Function &F = *T->Fn;
      auto It = Seen.find(F.Name.Text);
      if (It == Seen.end())
        continue;
      const Function &Fn = It->second.Definition ? *It->second.Definition : *It->second.First;
      if (&Fn != &F)
        continue; // one report per function, at its definition
      bool Compiled = Fn.Body && (Debug || Relocatable);
      if ((!Compiled && !Called.count(Fn.Name.Text)) || !Done.insert(Fn.Name.Text).second)
        continue;
      for (bool Ret : {true, false})
        for (auto [V, D] : flatten(Ret ? Fn.Returns : Fn.Params)) {
          if (D->HasDims)
            continue;
          bool Vector = false;
          llvm::StringRef Type, Space;
          for (const DeclSpec &Sp : V->Specs)
            if (Sp.K == DeclSpec::StateSpace)
              Space = Sp.W.Text;
            else if (Sp.K == DeclSpec::Plain) {
              if (Sp.W.Text == ".ptr")
                break;
              if (Sp.W.Text.startswith(".v"))
                Vector = true;
              else if (ptxTypeBits(Sp.W.Text) || Sp.W.Text == ".pred")
                Type = Sp.W.Text;
            }
          // (A .param .pred is refused as a declaration already.)
          if (Vector || !(Type == ".u8" || Type == ".s8" || Type == ".u16" || Type == ".s16" ||
                          (Type == ".pred" && Space != ".param")))
            continue;
          DiagsP->report(DiagId::InvalidDeclaration, D->Name.Range)
              << ((Ret ? "return value '" : "parameter '") + D->Name.Text +
                  "' of device function '" + Fn.Name.Text + "' is a " + Type + " scalar: the ABI " +
                  (Ret ? "returns" : "passes") +
                  " no .pred, .u8/.s8 or .u16/.s16 scalars (ptxas: \"In ABI compilation, " +
                  (Ret ? "returning" : "passing") +
                  " predicate, 8-bit and 16-bit parameters ... is not supported\"); declare it "
                  ".b32, .b16 or .b8")
                     .str();
        }
    }
  }

private:
  void matchList(const Expr *Actual, llvm::ArrayRef<VarDecl *> Formal, llvm::StringRef What,
                 const Expr &At, llvm::StringRef Callee) {
    auto F = flatten(Formal);
    size_t N = Actual ? Actual->Sub.size() : 0;
    // A variadic tail may be left out when an argument list is written.
    if (Actual && What == "arguments" && N + 1 == F.size() && hasUnsizedTailParam(Formal))
      F.pop_back();
    if (N != F.size()) {
      DiagsP->report(DiagId::OperandCount, Actual ? Actual->Range : At.Range)
          << ("call through '" + At.Name + "' passes " + llvm::Twine(N) + " " +
              (N == 1 ? What.drop_back() : What) + "; '" + Callee + "' declares " +
              llvm::Twine(F.size()))
                 .str();
      return;
    }
    for (size_t K = 0; K < N; ++K)
      argument(Actual->Sub[K], F[K], Callee);
  }

  void indirect(const Expr *Rets, const Expr *Args, const Expr &Via) {
    labels();
    auto L = ListLabels.find(Via.Name);
    if (L == ListLabels.end()) {
      bool IsFunction = visible(Via.Name).has_value();
      if (IsFunction || PlainLabels.count(Via.Name))
        DiagsP->report(DiagId::OperandKind, Via.Range)
            << ("an indirect call ends with a .callprototype or .calltargets label; '" + Via.Name +
                "' is " + (IsFunction ? "a function" : "a plain label"))
                   .str();
      return;
    }
    const Stmt *S = L->second;
    if (S->K == Stmt::CallPrototype) {
      const auto *P = static_cast<const CallPrototypeStmt *>(S);
      matchList(Args, P->Params, "arguments", Via, Via.Name);
      matchList(Rets, P->Returns, "return values", Via, Via.Name);
    } else if (S->K == Stmt::CallTargets) {
      for (const Word &T : static_cast<const TargetListStmt *>(S)->Targets) {
        std::optional<Entry> F = visible(T.Text);
        if (!F)
          continue;
        const Function &Fn = *F->First;
        matchList(Args, Fn.Params, "arguments", Via, T.Text);
        matchList(Rets, Fn.Returns, "return values", Via, T.Text);
      }
    } else {
      DiagsP->report(DiagId::OperandKind, Via.Range)
          << ("'" + Via.Name + "' labels a .branchtargets list, not call targets").str();
    }
  }

  /// `brx.idx index, list`: the list is a .branchtargets label.
  void branchIndex(const InstrStmt &I) {
    if (I.Operands.size() < 2 || !I.Operands[1] || I.Operands[1]->K != Expr::Symbol)
      return;
    const Expr *L = I.Operands[1];
    labels();
    auto It = ListLabels.find(L->Name);
    if (It != ListLabels.end() && It->second->K == Stmt::BranchTargets)
      return;
    if (It != ListLabels.end() || PlainLabels.count(L->Name))
      DiagsP->report(DiagId::OperandKind, L->Range)
          << ("brx.idx takes the label of a .branchtargets list; '" + L->Name + "' is " +
              (It != ListLabels.end() ? "a call target list" : "a plain label"))
                 .str();
  }

  /// ptxas: "Illegal to write to function input parameter": st.param into
  /// a parameter of the function itself (its return values are writable).
  void paramStore(const InstrStmt &I) {
    bool Param = llvm::any_of(I.Mods, [](const Word &W) { return W.Text.startswith(".param"); });
    if (!Param || I.Operands.empty() || !Cur)
      return;
    const Expr *A = I.Operands[0];
    if (A->K != Expr::Address || A->Sub.empty())
      return;
    const Expr *Base = A->Sub[0];
    if (Base && Base->K == Expr::Binary && !Base->Sub.empty())
      Base = Base->Sub[0];
    if (!Base || Base->K != Expr::Symbol)
      return;
    auto D = lookup(Base->Name);
    if (!D)
      return;
    for (const VarDecl *V : Cur->Params)
      if (V == D->first) {
        DiagsP->report(DiagId::OperandKind, Base->Range)
            << ("'" + Base->Name + "' is an input parameter of '" + Cur->Name.Text +
                "'; st.param cannot write it")
                   .str();
        return note(D->second->Name.Range, "the parameter is declared here");
      }
  }

  /// A vector special register (%tid, %ntid, ...) as a whole only fits a
  /// vector operand; a scalar instruction names one component.
  void vectorSpecialRegisters(const InstrStmt &I) {
    // The operands first: nearly every instruction names none of the
    // registers below, and then its modifiers need no look.
    bool ModsChecked = false;
    for (const Expr *E : I.Operands) {
      if (!E || E->K != Expr::Symbol || !E->Selector.Text.empty())
        continue;
      llvm::StringRef N = E->Name;
      if (N.size() < 4 || N[0] != '%' || (N[1] != 't' && N[1] != 'n' && N[1] != 'c'))
        continue; // not one of the vector special registers below
      if (!ModsChecked) {
        ModsChecked = true;
        for (const Word &W : I.Mods)
          if (W.Text.size() == 3 && W.Text[1] == 'v')
            return; // .v2/.v4/.v8: whole vectors are fine
      }
      if (N == "%tid" || N == "%ntid" || N == "%ctaid" || N == "%nctaid" || N == "%clusterid" ||
          N == "%nclusterid" || N == "%cluster_ctaid" || N == "%cluster_nctaid")
        DiagsP->report(DiagId::OperandKind, E->Range)
            << ("special register '" + N + "' is a vector; name a component (" + N +
                ".x, .y or .z)")
                   .str();
    }
  }

  void argument(const Expr *A, std::pair<const VarDecl *, const Declarator *> Formal,
                llvm::StringRef Callee) {
    if (!A || A->K != Expr::Symbol)
      return; // immediates fit any scalar; other forms are the form check's
    auto Decl = lookup(A->Name);
    if (!Decl)
      return;
    Shape Want = shapeOf(*Formal.first, *Formal.second);
    Shape Got = shapeOf(*Decl->first, *Decl->second);
    if (!Want.Known || !Got.Known || Want.Type == ".pred" || Got.Type == ".pred")
      return;
    std::string Formal_ = Formal.second->Name.Text.str();
    // ptxas 13.0 declares .param arrays of vectors and .f16x2 but passes
    // none ("Type of argument does not match formal parameter", even
    // between identical declarations); the manual is silent.
    for (const Shape *S : {&Want, &Got})
      if (S->Space == ".param" && S->Count && S->VectorElems) {
        report(A->Range, ("'" + (S == &Want ? Formal_ : A->Name) + "' is a .param array of " +
                          (S->Type == ".f16x2" ? std::string(".f16x2") : "vector") +
                          " elements, which ptxas 13.0 does not pass to or from a call; "
                          "declare the parameter and the argument as .align N .b8 arrays")
                             .str());
        return note(Formal.second->Name.Range, "the parameter is declared here");
      }
    // An unsized parameter takes an array of any element type and count
    // (ptxas compares only the alignment), not a scalar.
    if (Got.Unsized)
      return;
    bool SizeOk = Want.Unsized ? Got.Count != 0
                               : Want.Bits == Got.Bits && Want.Count == Got.Count;
    if (!SizeOk) {
      report(A->Range,
             ("argument '" + A->Name + "' (" + Got.describe() + ") does not match parameter '" +
              Formal_ + "' (" + Want.describe() + ") of '" + Callee + "'")
                 .str());
      return note(Formal.second->Name.Range, "the parameter is declared here");
    }
    // Alignment matters for what is passed in memory (.param variables).
    if (Want.Space == ".param" && Got.Space == ".param" && Want.Align != Got.Align) {
      report(A->Range, ("argument '" + A->Name + "' is aligned to " + std::to_string(Got.Align) +
                        " bytes; parameter '" + Formal_ + "' of '" + Callee + "' to " +
                        std::to_string(Want.Align))
                           .str());
      note(Formal.second->Name.Range, "the parameter is declared here");
    }
  }
};

} // namespace

void sema::checkFunctions(const Module &M, const ModuleInfo &Info, DiagnosticEngine &Diags,
                          unsigned Threads) {
  // Bodies on threads pay only with several of them (runSema passes one
  // thread for small modules); --max-errors stops counting at a place only
  // the joined order knows.
  unsigned Bodies = 0;
  for (const TopLevel *T : M.Items)
    Bodies += T->K == TopLevel::Func && T->Fn && T->Fn->Body;
  bool Split = Threads > 1 && Bodies > 1 && !Diags.getOptions().MaxErrors;
  // The module walk reports to a recording fork when the bodies are left to
  // threads, so that its reports and each body's are replayed in order.
  std::unique_ptr<DiagnosticEngine> Walk = Split ? Diags.fork(/*Record=*/true) : nullptr;
  FunctionChecker C(Split ? *Walk : Diags);
  C.DeferBodies = Split;
  for (size_t Index = 0; Index < M.Items.size(); ++Index) {
    const TopLevel *T = M.Items[Index];
    C.CurOrder = unsigned(Index);
    if (T->K == TopLevel::Func && T->Fn)
      C.function(*T->Fn);
    else if (T->K == TopLevel::Alias)
      C.alias(*T);
  }
  if (Split) {
    C.checkBodies(Threads);
    size_t Pos = 0;
    for (FunctionBodyJob &J : C.Jobs) {
      Diags.replay(llvm::ArrayRef(Walk->Log).slice(Pos, J.LogPos - Pos));
      Pos = J.LogPos;
      for (const DiagnosticEngine::Report &R : J.Log)
        Diags.replay(R);
    }
    Diags.replay(llvm::ArrayRef(Walk->Log).drop_front(Pos));
    C.setDiags(Diags);
  }
  C.ctaGroups(M);
  bool Debug = llvm::any_of(Info.Targets, [](const Word &W) { return W.Text == "debug"; });
  C.abiParams(M, Debug, Info.Relocatable);
}
