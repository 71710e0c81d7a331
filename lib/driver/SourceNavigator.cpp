//===- SourceNavigator.cpp - what is at a source position -----------------===//
#include "lib/driver/SourceNavigator.h"
#include "sema/isa/IsaTable.h"

#include "llvm/ADT/StringSet.h"

#include <vector>

using namespace ptx;

namespace {

bool covers(SrcRange R, const char *P) { return R.isValid() && P >= R.Begin && P < R.End; }

/// The first line of \p R's text, trimmed and shortened for a hover.
std::string firstLine(SrcRange R, size_t Max = 240) {
  llvm::StringRef T = R.text();
  T = T.take_until([](char C) { return C == '\n'; }).trim();
  std::string S = T.take_front(Max).str();
  if (T.size() > Max)
    S += " ...";
  return S;
}

std::string codeBlock(llvm::StringRef Code) { return "```ptx\n" + Code.str() + "\n```"; }

/// True when \p Name is declared by \p D (`%r5` by `%r<10>`).
bool declares(const Declarator &D, llvm::StringRef Name) {
  if (!D.IsRange)
    return D.Name.Text == Name;
  if (!Name.startswith(D.Name.Text))
    return false;
  llvm::StringRef Index = Name.drop_front(D.Name.Text.size());
  uint64_t N;
  if (Index.empty() || Index.getAsInteger(10, N))
    return false;
  return N < D.RangeCount; // %r01 names %r1, as ptxas reads it
}

class Finder {
public:
  Finder(const Module &M, const char *P, const char *BufStart) : M(M), P(P), BufStart(BufStart) {}

  std::optional<NavResult> run() {
    for (const TopLevel *T : M.Items) {
      if (!covers(T->Range, P))
        continue;
      if (T->K == TopLevel::Func && T->Fn)
        return inFunction(*T->Fn);
      if (T->K == TopLevel::Decl && T->Var)
        return inDecl(*T->Var);
      return std::nullopt;
    }
    return std::nullopt;
  }

private:
  const Module &M;
  const char *P;
  const char *BufStart;
  const Function *Fn = nullptr;
  std::vector<const BlockStmt *> Scopes;

  std::optional<NavResult> inDecl(const VarDecl &V) {
    for (const Declarator &D : V.Decls)
      if (covers(D.Name.Range, P))
        return NavResult{D.Name.Range, codeBlock(firstLine(V.Range)), D.Name.Range};
    for (const Declarator &D : V.Decls)
      if (D.Init)
        if (auto R = inExpr(D.Init))
          return R;
    return std::nullopt;
  }

  std::optional<NavResult> inFunction(const Function &F) {
    Fn = &F;
    if (covers(F.Name.Range, P))
      return NavResult{F.Name.Range, functionHover(F), F.Name.Range};
    for (llvm::ArrayRef<VarDecl *> L : {F.Returns, F.Params})
      for (const VarDecl *V : L)
        if (V && covers(V->Range, P))
          return inDecl(*V);
    if (F.Body)
      return inBlock(*F.Body);
    return std::nullopt;
  }

  std::optional<NavResult> inBlock(const BlockStmt &B) {
    Scopes.push_back(&B);
    for (const Stmt *S : B.Body) {
      if (!covers(S->Range, P))
        continue;
      switch (S->K) {
      case Stmt::Block:
        return inBlock(*static_cast<const BlockStmt *>(S));
      case Stmt::Instr:
        return inInstr(*static_cast<const InstrStmt *>(S));
      case Stmt::Decl:
        return inDecl(*static_cast<const DeclStmt *>(S)->D);
      case Stmt::Label: {
        const auto *L = static_cast<const LabelStmt *>(S);
        return NavResult{L->Name.Range, codeBlock(L->Name.Text.str() + ":"), L->Name.Range};
      }
      case Stmt::BranchTargets:
      case Stmt::CallTargets:
        for (const Word &W : static_cast<const TargetListStmt *>(S)->Targets)
          if (covers(W.Range, P))
            return named(W.Text, W.Range);
        return std::nullopt;
      default:
        return std::nullopt;
      }
    }
    return std::nullopt;
  }

  std::optional<NavResult> inInstr(const InstrStmt &I) {
    bool OnMnemonic = covers(I.Opcode.Range, P);
    for (const Word &W : I.Mods)
      OnMnemonic |= covers(W.Range, P);
    if (OnMnemonic) {
      SrcRange At(I.Opcode.Range.Begin,
                  I.Mods.empty() ? I.Opcode.Range.End : I.Mods.back().Range.End);
      return NavResult{At, describeInstruction(I), SrcRange()};
    }
    if (I.Guard)
      if (auto R = inExpr(I.Guard))
        return R;
    for (const Expr *E : I.Operands)
      if (auto R = inExpr(E))
        return R;
    return std::nullopt;
  }

  std::optional<NavResult> inExpr(const Expr *E) {
    if (!E || !covers(E->Range, P))
      return std::nullopt;
    for (const Expr *S : E->Sub)
      if (auto R = inExpr(S))
        return R;
    if (E->K == Expr::Symbol)
      return named(E->Name, E->Range);
    return std::nullopt;
  }

  /// Resolves \p Name used at \p Use: innermost {} block outwards, then the
  /// function's parameters, then module scope.
  std::optional<NavResult> named(llvm::StringRef Name, SrcRange Use) {
    for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It)
      for (const Stmt *S : (*It)->Body) {
        if (S->K == Stmt::Decl) {
          const VarDecl *V = static_cast<const DeclStmt *>(S)->D;
          for (const Declarator &D : V->Decls)
            if (declares(D, Name))
              return declared(Use, *V, D, Name);
        } else if (S->K == Stmt::Label) {
          const auto *L = static_cast<const LabelStmt *>(S);
          if (L->Name.Text == Name)
            return NavResult{Use,
                             codeBlock(Name.str() + ":") + "\n\nlabel, line " +
                                 std::to_string(lineOf(L->Name.Range)),
                             L->Name.Range};
        }
      }
    if (Fn)
      for (llvm::ArrayRef<VarDecl *> L : {Fn->Returns, Fn->Params})
        for (const VarDecl *V : L)
          if (V)
            for (const Declarator &D : V->Decls)
              if (declares(D, Name))
                return declared(Use, *V, D, Name);
    const Function *Callee = nullptr;
    for (const TopLevel *T : M.Items) {
      if (T->K == TopLevel::Decl && T->Var) {
        for (const Declarator &D : T->Var->Decls)
          if (declares(D, Name))
            return declared(Use, *T->Var, D, Name);
      } else if (T->K == TopLevel::Func && T->Fn && T->Fn->Name.Text == Name) {
        // Prefer the definition over earlier prototypes.
        if (!Callee || (!Callee->Body && T->Fn->Body))
          Callee = T->Fn;
      }
    }
    if (Callee)
      return NavResult{Use, functionHover(*Callee), Callee->Name.Range};
    return std::nullopt;
  }

  NavResult declared(SrcRange Use, const VarDecl &V, const Declarator &D, llvm::StringRef Name) {
    std::string H = codeBlock(firstLine(V.Range));
    if (D.IsRange)
      H += "\n\n`" + Name.str() + "` is one of the " + std::to_string(D.RangeCount) +
           " registers `" + D.Name.Text.str() + "<" + std::to_string(D.RangeCount) + ">`";
    H += "\n\ndeclared on line " + std::to_string(lineOf(D.Name.Range));
    return NavResult{Use, H, D.Name.Range};
  }

  std::string functionHover(const Function &F) {
    // The header: from the start of the function to its body (or the ';').
    const char *End = F.Body ? F.Body->Range.Begin : F.Range.End;
    std::string Header = llvm::StringRef(F.Range.Begin, End - F.Range.Begin).trim().str();
    if (Header.size() > 600)
      Header = Header.substr(0, 600) + " ...";
    return codeBlock(Header) + (F.Body ? "" : "\n\n(declaration)");
  }

  unsigned lineOf(SrcRange R) const {
    unsigned Line = 1;
    for (const char *C = BufStart; C < R.Begin; ++C)
      Line += *C == '\n';
    return Line;
  }
};

std::string reqText(const isa::IsaReq &R) {
  std::string S;
  if (R.PtxMajor)
    S += "PTX ISA " + std::to_string(R.PtxMajor) + "." + std::to_string(R.PtxMinor);
  if (R.Specific) {
    S += S.empty() ? "" : ", ";
    S += R.Specific;
  } else if (R.MinSm) {
    S += S.empty() ? "" : ", ";
    S += "sm_" + std::to_string(R.MinSm);
  }
  return S;
}

} // namespace

std::string ptx::describeInstruction(const InstrStmt &I) {
  const isa::IsaTable &T = isa::IsaTable::get();
  std::string Mnemonic = I.Opcode.Text.str();
  for (const Word &W : I.Mods)
    Mnemonic += W.Text.str();
  auto Forms = T.formsFor(I.Opcode.Text);
  if (Forms.empty())
    return "`" + Mnemonic + "`: not an instruction of PTX ISA 9.0";
  std::vector<const isa::IsaForm *> Fit;
  // A form fits when every modifier written is one of its alternatives and
  // every mandatory slot is filled by one of them.
  llvm::StringSet<> Written;
  for (const Word &W : I.Mods)
    Written.insert(W.Text);
  for (const isa::IsaForm *F : Forms) {
    llvm::StringSet<> Alts;
    bool Ok = true;
    for (const isa::IsaItem &It : T.items(*F)) {
      bool Filled = false;
      for (llvm::StringRef A : T.alts(It)) {
        Alts.insert(A);
        Filled |= Written.contains(A);
      }
      Ok &= It.Optional || Filled;
    }
    for (const Word &W : I.Mods)
      Ok &= Alts.contains(W.Text);
    if (Ok)
      Fit.push_back(F);
  }
  bool Fits = !Fit.empty();
  if (!Fits)
    Fit.assign(Forms.begin(), Forms.end());
  std::string S = "**`" + Mnemonic + "`**";
  const isa::IsaSection &Sec = T.sectionOf(*Fit.front());
  S += std::string(" — ") + Sec.Name;
  if (Sec.Specs && *Sec.Specs) {
    // "8.5:9.7.1.1 9.0:9.7.1.1" -> "PTX ISA 8.5 §9.7.1.1, 9.0 §9.7.1.1"
    llvm::SmallVector<llvm::StringRef, 2> Refs;
    llvm::StringRef(Sec.Specs).split(Refs, ' ', -1, false);
    std::string R;
    for (llvm::StringRef Ref : Refs) {
      auto [Ver, Sect] = Ref.split(':');
      R += (R.empty() ? "PTX ISA " : ", ") + Ver.str() + " §" + Sect.str();
    }
    S += " (" + R + ")";
  }
  S += Fits ? "\n\nForms that fit these modifiers:\n"
            : "\n\nNo form fits these modifiers; the forms are:\n";
  const size_t Max = 8;
  for (size_t K = 0; K < Fit.size() && K < Max; ++K) {
    std::string Req = reqText(Fit[K]->Req.empty() ? T.sectionOf(*Fit[K]).Base : Fit[K]->Req);
    S += "- `" + std::string(Fit[K]->Text) + "`";
    if (!Req.empty())
      S += " — " + Req;
    S += "\n";
  }
  if (Fit.size() > Max)
    S += "- ... and " + std::to_string(Fit.size() - Max) + " more\n";
  return S;
}

std::optional<NavResult> ptx::navigate(const Module &M, const char *P, const char *BufStart) {
  return Finder(M, P, BufStart).run();
}
