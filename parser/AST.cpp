//===- AST.cpp - AST printer for --dump-ast -------------------------------===//
//
// One node per line, indented by depth, with `<line:col>` of the node start.
// Expressions are printed back in fully parenthesised PTX syntax so tests can
// check both structure and precedence.
//
//===----------------------------------------------------------------------===//
#include "parser/AST.h"
#include "lexer/Token.h"

#include "llvm/Support/Format.h"

using namespace ptx;

llvm::StringRef ptx::operatorSpelling(unsigned Op) {
  switch (static_cast<TokenKind>(Op)) {
  case TokenKind::Bang: return "!";
  case TokenKind::Plus: return "+";
  case TokenKind::Minus: return "-";
  case TokenKind::Star: return "*";
  case TokenKind::Slash: return "/";
  case TokenKind::Percent: return "%";
  case TokenKind::Tilde: return "~";
  case TokenKind::Amp: return "&";
  case TokenKind::Pipe: return "|";
  case TokenKind::Caret: return "^";
  case TokenKind::Less: return "<";
  case TokenKind::Greater: return ">";
  case TokenKind::Shl: return "<<";
  case TokenKind::Shr: return ">>";
  case TokenKind::LessEq: return "<=";
  case TokenKind::GreaterEq: return ">=";
  case TokenKind::EqEq: return "==";
  case TokenKind::NotEq: return "!=";
  case TokenKind::AmpAmp: return "&&";
  case TokenKind::PipePipe: return "||";
  case TokenKind::Assign: return "=";
  default: return "?";
  }
}

namespace {
class Dumper {
public:
  Dumper(llvm::raw_ostream &OS, llvm::SourceMgr &SM, unsigned Buf) : OS(OS), SM(SM), Buf(Buf) {}

  void line(unsigned Depth, SrcRange R) {
    OS.indent(Depth * 2);
    if (R.isValid()) {
      auto LC = lineAndColumn(SM, R.Begin, Buf);
      OS << '<' << LC.first << ':' << LC.second << "> ";
    }
  }

  void expr(const Expr *E) {
    if (!E) {
      OS << "<null>";
      return;
    }
    switch (E->K) {
    case Expr::IntLit:
      OS << E->IntValue << (E->IsUnsigned ? "U" : "");
      break;
    case Expr::FloatLit:
      OS << E->Range.text();
      break;
    case Expr::HexFloat:
      OS << (E->IsDouble ? "0d" : "0f")
         << llvm::format_hex_no_prefix(E->IntValue, E->IsDouble ? 16 : 8, true);
      break;
    case Expr::Symbol:
      OS << E->Name << E->Selector.Text;
      break;
    case Expr::SectionRef:
      OS << E->Name;
      break;
    case Expr::Sink:
      OS << '_';
      break;
    case Expr::Unary:
      OS << '(' << operatorSpelling(E->Op);
      expr(E->Sub[0]);
      OS << ')';
      break;
    case Expr::Binary:
    case Expr::PredPair:
      OS << '(';
      expr(E->Sub[0]);
      OS << ' ' << operatorSpelling(E->Op) << ' ';
      expr(E->Sub[1]);
      OS << ')';
      break;
    case Expr::Ternary:
      OS << '(';
      expr(E->Sub[0]);
      OS << " ? ";
      expr(E->Sub[1]);
      OS << " : ";
      expr(E->Sub[2]);
      OS << ')';
      break;
    case Expr::Cast:
      OS << "((" << E->Name << ')';
      expr(E->Sub[0]);
      OS << ')';
      break;
    case Expr::Paren:
      OS << '(';
      expr(E->Sub[0]);
      OS << ')';
      break;
    case Expr::FnCall:
      if (E->Name == "mask")
        OS << "mask(" << llvm::format_hex(E->IntValue, 0) << ", ";
      else
        OS << E->Name << '(';
      list(E->Sub);
      OS << ')';
      break;
    case Expr::Vector:
      OS << '{';
      list(E->Sub);
      OS << '}';
      break;
    case Expr::Address:
      OS << '[';
      list(E->Sub);
      OS << ']';
      break;
    case Expr::List:
      OS << "list(";
      list(E->Sub);
      OS << ')';
      break;
    case Expr::ArrayElem:
      expr(E->Sub[0]);
      OS << '[';
      expr(E->Sub[1]);
      OS << ']';
      break;
    }
  }

  void list(llvm::ArrayRef<Expr *> L) {
    for (size_t I = 0; I < L.size(); ++I) {
      if (I)
        OS << ", ";
      expr(L[I]);
    }
  }

  void specs(llvm::ArrayRef<DeclSpec> S) {
    for (const DeclSpec &D : S) {
      OS << ' ';
      switch (D.K) {
      case DeclSpec::Align:
        OS << ".align " << D.Value;
        break;
      case DeclSpec::Attribute:
        OS << ".attribute(";
        list(D.Args);
        OS << ')';
        break;
      default:
        OS << D.W.Text;
      }
    }
  }

  void varDecl(unsigned Depth, const VarDecl *V, llvm::StringRef What) {
    line(Depth, V->Range);
    OS << What;
    if (V->Link != Linkage::None)
      OS << ' ' << V->LinkWord.Text;
    specs(V->Specs);
    for (const Declarator &D : V->Decls) {
      OS << ' ' << D.Name.Text;
      if (D.IsRange)
        OS << '<' << D.RangeCount << '>';
      for (const Expr *Dim : D.Dims) {
        OS << '[';
        if (Dim)
          expr(Dim);
        OS << ']';
      }
      if (D.Init) {
        OS << " = ";
        expr(D.Init);
      }
    }
    OS << '\n';
  }

  void stmt(unsigned Depth, const Stmt *S) {
    if (S->K == Stmt::Decl) {
      varDecl(Depth, static_cast<const DeclStmt *>(S)->D, "decl");
      return;
    }
    line(Depth, S->Range);
    switch (S->K) {
    case Stmt::Label:
      OS << "label " << static_cast<const LabelStmt *>(S)->Name.Text << '\n';
      return;
    case Stmt::Instr: {
      auto *I = static_cast<const InstrStmt *>(S);
      OS << "instr ";
      if (I->Guard) {
        OS << '@';
        expr(I->Guard);
        OS << ' ';
      }
      OS << I->Opcode.Text;
      for (const Word &W : I->Mods)
        OS << W.Text;
      if (!I->Operands.empty()) {
        OS << ' ';
        list(I->Operands);
      }
      OS << '\n';
      return;
    }
    case Stmt::Decl:
      return; // handled above
    case Stmt::Block:
      OS << "block\n";
      for (const Stmt *C : static_cast<const BlockStmt *>(S)->Body)
        stmt(Depth + 1, C);
      return;
    case Stmt::Pragma:
      OS << "pragma";
      for (const Word &W : static_cast<const PragmaStmt *>(S)->Strings)
        OS << ' ' << W.Text;
      OS << '\n';
      return;
    case Stmt::Loc: {
      auto *L = static_cast<const LocStmt *>(S);
      OS << "loc " << L->File << ' ' << L->Line << ' ' << L->Col;
      for (const LocStmt::Attr &A : L->Attrs) {
        OS << ", " << A.Name.Text << ' ';
        list(A.Values);
      }
      OS << '\n';
      return;
    }
    case Stmt::BranchTargets:
    case Stmt::CallTargets:
      OS << (S->K == Stmt::BranchTargets ? "branchtargets" : "calltargets");
      for (const Word &W : static_cast<const TargetListStmt *>(S)->Targets)
        OS << ' ' << W.Text;
      OS << '\n';
      return;
    case Stmt::CallPrototype: {
      auto *C = static_cast<const CallPrototypeStmt *>(S);
      OS << "callprototype\n";
      for (const VarDecl *V : C->Returns)
        varDecl(Depth + 1, V, "return");
      for (const VarDecl *V : C->Params)
        varDecl(Depth + 1, V, "param");
      for (const FuncDirective *D : C->Directives) {
        line(Depth + 1, D->Range);
        OS << "directive " << D->Name.Text;
        for (size_t I = 0; I < D->Values.size(); ++I)
          OS << (I ? ", " : " ") << D->Values[I];
        OS << '\n';
      }
      return;
    }
    }
  }

  void top(const TopLevel *T) {
    if (T->K == TopLevel::Decl) {
      varDecl(0, T->Var, "global");
      return;
    }
    line(0, T->Range);
    switch (T->K) {
    case TopLevel::Version:
      OS << "version " << T->Arg.Text << '\n';
      return;
    case TopLevel::Target:
      OS << "target";
      for (const Word &W : T->Words)
        OS << ' ' << W.Text;
      OS << '\n';
      return;
    case TopLevel::AddressSize:
      OS << "address_size " << T->Number << '\n';
      return;
    case TopLevel::File:
      OS << "file " << T->Number << ' ' << T->Arg.Text;
      for (const Expr *E : T->Extra) {
        OS << ", ";
        expr(E);
      }
      OS << '\n';
      return;
    case TopLevel::Pragma:
      OS << "pragma";
      for (const Word &W : T->Words)
        OS << ' ' << W.Text;
      OS << '\n';
      return;
    case TopLevel::Section:
      OS << "section " << T->Arg.Text << '\n';
      for (const SectionItem &I : T->Items) {
        line(1, I.range());
        if (I.K == SectionItem::Label) {
          OS << "label " << I.name().Text << '\n';
        } else {
          OS << I.name().Text << ' ';
          for (size_t K = 0; K < I.NumValues; ++K) {
            const SectionValue &V = I.values()[K];
            OS << (K ? ", " : "");
            if (V.K == SectionValue::Other)
              expr(V.E);
            else
              OS << (V.K == SectionValue::NegInt ? "(-" : "") << V.IntValue
                 << (V.IsUnsigned ? "U" : "") << (V.K == SectionValue::NegInt ? ")" : "");
          }
          OS << '\n';
        }
      }
      return;
    case TopLevel::Alias:
      OS << "alias ";
      list(T->Extra);
      OS << '\n';
      return;
    case TopLevel::Decl:
      return; // handled above
    case TopLevel::Loc:
      stmt(0, T->LocS);
      return;
    case TopLevel::Func: {
      const Function *F = T->Fn;
      OS << "function";
      if (F->Link != Linkage::None)
        OS << ' ' << F->LinkWord.Text;
      OS << ' ' << F->Keyword.Text << ' ' << F->Name.Text;
      specs(F->Attrs);
      if (!F->Body)
        OS << " (declaration)";
      OS << '\n';
      for (const VarDecl *V : F->Returns)
        varDecl(1, V, "return");
      for (const VarDecl *V : F->Params)
        varDecl(1, V, "param");
      for (const FuncDirective *D : F->Directives) {
        line(1, D->Range);
        OS << "directive " << D->Name.Text;
        for (size_t I = 0; I < D->Values.size(); ++I)
          OS << (I ? ", " : " ") << D->Values[I];
        for (size_t I = 0; I < D->Strings.size(); ++I)
          OS << (I ? ", " : " ") << D->Strings[I].Text;
        OS << '\n';
      }
      if (F->Body)
        stmt(1, F->Body);
      return;
    }
    }
  }

private:
  llvm::raw_ostream &OS;
  llvm::SourceMgr &SM;
  unsigned Buf;
};
} // namespace

void ptx::dumpModule(const Module &M, llvm::raw_ostream &OS, llvm::SourceMgr &SM) {
  Dumper D(OS, SM, M.BufferId);
  for (const TopLevel *T : M.Items)
    D.top(T);
}
