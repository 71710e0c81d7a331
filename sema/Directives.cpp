//===- Directives.cpp - function directives and pragmas (PTX ISA 11) ------===//
//
// Performance-tuning and cluster directives on .entry/.func headers (value
// counts and ranges, conflicting pairs, as ptxas 13.0 enforces them),
// .pragma strings (PTX ISA 12), and the PTX ISA version and target every
// directive requires, read from the directive rows of the ISA table
// (sema/isa/directives.isa).
//
//===----------------------------------------------------------------------===//
#include "sema/InstrCheck.h"
#include "sema/SemaInternal.h"

#include "llvm/ADT/StringSwitch.h"

#include <optional>

using namespace ptx;

namespace {

struct DirectiveShape {
  unsigned MinValues, MaxValues;
  bool EntryOnly, FuncOnly;
};

/// Operand shape of each header directive; nullopt for unknown names.
std::optional<DirectiveShape> shapeOf(llvm::StringRef Name) {
  return llvm::StringSwitch<std::optional<DirectiveShape>>(Name)
      .Cases(".maxntid", ".reqntid", ".reqnctapercluster", DirectiveShape{1, 3, false, false})
      .Cases(".maxnreg", ".minnctapersm", ".maxnctapersm", DirectiveShape{1, 1, false, false})
      .Case(".maxclusterrank", DirectiveShape{1, 1, false, false})
      .Cases(".explicitcluster", ".blocksareclusters", DirectiveShape{0, 0, true, false})
      .Case(".noreturn", DirectiveShape{0, 0, false, true})
      .Cases(".abi_preserve", ".abi_preserve_control", DirectiveShape{1, 1, false, false})
      .Default(std::nullopt);
}

void checkFunction(const Function &F, InstrChecker &Req, DiagnosticEngine &Diags) {
  const FuncDirective *MaxNtid = nullptr, *ReqNtid = nullptr, *ReqCluster = nullptr,
                      *MaxRank = nullptr;
  for (const FuncDirective *D : F.Directives) {
    llvm::StringRef Name = D->Name.Text;
    auto Shape = shapeOf(Name);
    if (!Shape) {
      Diags.report(DiagId::InvalidDirective, D->Name.Range)
          << ("unknown function directive '" + Name + "'").str();
      continue;
    }
    Req.requireDirective(Name, D->Name.Range);
    if (Shape->EntryOnly && !F.IsEntry)
      Diags.report(DiagId::InvalidDirective, D->Name.Range)
          << (Name + " applies only to .entry functions").str();
    if (Shape->FuncOnly && F.IsEntry)
      Diags.report(DiagId::InvalidDirective, D->Name.Range)
          << (Name + " applies only to .func functions").str();
    unsigned N = D->Values.size();
    if (N < Shape->MinValues || N > Shape->MaxValues) {
      std::string Want = Shape->MaxValues == 0   ? "no values"
                         : Shape->MinValues == Shape->MaxValues ? "one value"
                                                                : "one to three values";
      Diags.report(DiagId::InvalidDirective, D->Range)
          << (Name + " takes " + Want + ", found " + llvm::Twine(N)).str();
      continue;
    }
    bool ZeroOk = Name == ".abi_preserve" || Name == ".abi_preserve_control";
    for (uint64_t V : D->Values)
      if (V == 0 && !ZeroOk) {
        Diags.report(DiagId::InvalidDirective, D->Range)
            << (Name + " values must be positive").str();
        break;
      }
    if (Name == ".maxntid")
      MaxNtid = D;
    else if (Name == ".reqntid")
      ReqNtid = D;
    else if (Name == ".reqnctapercluster")
      ReqCluster = D;
    else if (Name == ".maxclusterrank")
      MaxRank = D;
  }
  // ptxas: "Conflicting directives: .maxntid and .reqntid cannot both be
  // specified"; the same for the two cluster-size directives.
  auto Conflict = [&](const FuncDirective *A, const FuncDirective *B) {
    if (!A || !B)
      return;
    const FuncDirective *Later = A->Range.Begin > B->Range.Begin ? A : B;
    const FuncDirective *Earlier = Later == A ? B : A;
    Diags.report(DiagId::ConflictingDirectives, Later->Name.Range)
        << Later->Name.Text << Earlier->Name.Text;
    Diags.report(DiagId::NoteGeneric, Earlier->Name.Range) << "the other directive is here";
  };
  Conflict(MaxNtid, ReqNtid);
  Conflict(ReqCluster, MaxRank);
}

/// PTX ISA 12: the pragma strings ptxas knows.
void checkPragma(llvm::ArrayRef<Word> Strings, InstrChecker &Req, SrcRange At,
                 DiagnosticEngine &Diags) {
  Req.requireDirective(".pragma", At);
  for (const Word &W : Strings) {
    llvm::StringRef S = W.Text.trim('"').trim();
    llvm::StringRef Head = S.split(' ').first;
    if (Head != "nounroll" && Head != "used_bytes_mask" && Head != "enable_smem_spilling" &&
        Head != "frequency")
      Diags.report(DiagId::UnknownPragma, W.Range) << S;
  }
}

void walk(const BlockStmt &B, InstrChecker &Req, DiagnosticEngine &Diags) {
  for (const Stmt *S : B.Body) {
    switch (S->K) {
    case Stmt::Block:
      walk(*static_cast<const BlockStmt *>(S), Req, Diags);
      break;
    case Stmt::Pragma: {
      const auto *P = static_cast<const PragmaStmt *>(S);
      checkPragma(P->Strings, Req, P->Range, Diags);
      break;
    }
    case Stmt::BranchTargets:
      Req.requireDirective(".branchtargets", S->Range);
      break;
    case Stmt::CallTargets:
      Req.requireDirective(".calltargets", S->Range);
      break;
    case Stmt::CallPrototype:
      Req.requireDirective(".callprototype", S->Range);
      break;
    default:
      break;
    }
  }
}

} // namespace

void sema::checkDirectives(const Module &M, InstrChecker &Req, DiagnosticEngine &Diags) {
  for (const TopLevel *T : M.Items) {
    switch (T->K) {
    case TopLevel::Func:
      checkFunction(*T->Fn, Req, Diags);
      if (T->Fn->Link == Linkage::Weak)
        Req.requireDirective(".weak", T->Fn->LinkWord.Range);
      if (T->Fn->Body)
        walk(*T->Fn->Body, Req, Diags);
      break;
    case TopLevel::Decl:
      if (T->Var->Link == Linkage::Weak)
        Req.requireDirective(".weak", T->Var->LinkWord.Range);
      else if (T->Var->Link == Linkage::Common)
        Req.requireDirective(".common", T->Var->LinkWord.Range);
      break;
    case TopLevel::Pragma:
      checkPragma(T->Words, Req, T->Range, Diags);
      break;
    case TopLevel::Alias:
      Req.requireDirective(".alias", T->Range);
      break;
    default:
      break;
    }
  }
}
