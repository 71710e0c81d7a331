//===- ParseDriver.cpp - lexer/parser glue and AST factories --------------===//
#include "parser/ParseDriver.h"
#include "Parser.hpp"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/MemoryBuffer.h"
#include <cstdlib>
#include <string>

using namespace ptx;
using P = ptx::yy::Parser;

Token ParseDriver::lex() {
  Token T = Lex.next();
  PrevTok = LastTok;
  LastTok = T;
  if (T.Kind == TokenKind::LBrace)
    ++BraceDepth;
  else if (T.Kind == TokenKind::RBrace && BraceDepth > 0)
    --BraceDepth;
  return T;
}

void ParseDriver::skipToTopLevel() {
  // The token that triggered the error has been consumed already.
  for (Token T = LastTok;; T = lex()) {
    if (T.Kind == TokenKind::Eof)
      return;
    if (BraceDepth == 0 && (T.Kind == TokenKind::Semi || T.Kind == TokenKind::RBrace))
      return;
  }
}

namespace ptx::yy {
Parser::symbol_type yylex(ParseDriver &D) {
  Token T = D.lex();
  SrcRange L = T.range();
  llvm::StringRef S = T.text();
  switch (T.Kind) {
  case TokenKind::Eof: return P::make_END(L);
  case TokenKind::Error: return P::make_BADTOKEN(L);
  case TokenKind::Identifier: return P::make_IDENT(S, L);
  case TokenKind::DotWord: return P::make_DOTWORD(S, L);
  case TokenKind::IntLit: return P::make_INT(S, L);
  case TokenKind::FloatLit: return P::make_FLOAT(S, L);
  case TokenKind::HexFloatLit: return P::make_HEXFLOAT(S, L);
  case TokenKind::StringLit: return P::make_STRING(S, L);
  case TokenKind::Sink: return P::make_SINK(L);
  case TokenKind::LBrace: return P::make_LBRACE(L);
  case TokenKind::RBrace: return P::make_RBRACE(L);
  case TokenKind::LParen: return P::make_LPAREN(L);
  case TokenKind::RParen: return P::make_RPAREN(L);
  case TokenKind::LBracket: return P::make_LBRACKET(L);
  case TokenKind::RBracket: return P::make_RBRACKET(L);
  case TokenKind::Semi: return P::make_SEMI(L);
  case TokenKind::Comma: return P::make_COMMA(L);
  case TokenKind::Colon: return P::make_COLON(L);
  case TokenKind::At: return P::make_AT(L);
  case TokenKind::Bang: return P::make_BANG(L);
  case TokenKind::Plus: return P::make_PLUS(L);
  case TokenKind::Minus: return P::make_MINUS(L);
  case TokenKind::Star: return P::make_STAR(L);
  case TokenKind::Slash: return P::make_SLASH(L);
  case TokenKind::Percent: return P::make_PERCENT(L);
  case TokenKind::Tilde: return P::make_TILDE(L);
  case TokenKind::Amp: return P::make_AMP(L);
  case TokenKind::Pipe: return P::make_PIPE(L);
  case TokenKind::Caret: return P::make_CARET(L);
  case TokenKind::Less: return P::make_LESS(L);
  case TokenKind::Greater: return P::make_GREATER(L);
  case TokenKind::Shl: return P::make_SHL(L);
  case TokenKind::Shr: return P::make_SHR(L);
  case TokenKind::LessEq: return P::make_LESSEQ(L);
  case TokenKind::GreaterEq: return P::make_GREATEREQ(L);
  case TokenKind::EqEq: return P::make_EQEQ(L);
  case TokenKind::NotEq: return P::make_NOTEQ(L);
  case TokenKind::AmpAmp: return P::make_AMPAMP(L);
  case TokenKind::PipePipe: return P::make_PIPEPIPE(L);
  case TokenKind::Question: return P::make_QUESTION(L);
  case TokenKind::Assign: return P::make_ASSIGN(L);
  case TokenKind::KwVersion: return P::make_KW_VERSION(S, L);
  case TokenKind::KwTarget: return P::make_KW_TARGET(S, L);
  case TokenKind::KwAddressSize: return P::make_KW_ADDRESS_SIZE(S, L);
  case TokenKind::KwFile: return P::make_KW_FILE(S, L);
  case TokenKind::KwLoc: return P::make_KW_LOC(S, L);
  case TokenKind::KwSection: return P::make_KW_SECTION(S, L);
  case TokenKind::KwPragma: return P::make_KW_PRAGMA(S, L);
  case TokenKind::KwEntry: return P::make_KW_ENTRY(S, L);
  case TokenKind::KwFunc: return P::make_KW_FUNC(S, L);
  case TokenKind::KwAlias: return P::make_KW_ALIAS(S, L);
  case TokenKind::KwCallPrototype: return P::make_KW_CALLPROTOTYPE(S, L);
  case TokenKind::KwBranchTargets: return P::make_KW_BRANCHTARGETS(S, L);
  case TokenKind::KwCallTargets: return P::make_KW_CALLTARGETS(S, L);
  case TokenKind::KwExtern: return P::make_KW_EXTERN(S, L);
  case TokenKind::KwVisible: return P::make_KW_VISIBLE(S, L);
  case TokenKind::KwWeak: return P::make_KW_WEAK(S, L);
  case TokenKind::KwCommon: return P::make_KW_COMMON(S, L);
  case TokenKind::KwReg: return P::make_KW_REG(S, L);
  case TokenKind::KwSreg: return P::make_KW_SREG(S, L);
  case TokenKind::KwConst: return P::make_KW_CONST(S, L);
  case TokenKind::KwGlobal: return P::make_KW_GLOBAL(S, L);
  case TokenKind::KwLocal: return P::make_KW_LOCAL(S, L);
  case TokenKind::KwParam: return P::make_KW_PARAM(S, L);
  case TokenKind::KwShared: return P::make_KW_SHARED(S, L);
  case TokenKind::KwTex: return P::make_KW_TEX(S, L);
  case TokenKind::KwAlign: return P::make_KW_ALIGN(S, L);
  case TokenKind::KwAttribute: return P::make_KW_ATTRIBUTE(S, L);
  case TokenKind::NumTokens: break;
  }
  return P::make_BADTOKEN(L);
}

/// Syntax errors: say what was found and what would have been accepted. A
/// missing ';' at the end of a line is reported after the previous token, on
/// the line where it belongs, not on the next statement.
void Parser::report_syntax_error(const context &Ctx) const {
  ++D.SyntaxErrors;
  const symbol_type &LA = Ctx.lookahead();
  SrcRange At = LA.location;
  std::string Found;
  if (LA.kind() == symbol_kind::S_YYEOF) {
    Found = "end of file";
  } else {
    Found = symbol_name(LA.kind());
    llvm::StringRef Text = At.text();
    if (!Text.empty() && Found.find('\'') == std::string::npos)
      Found += " '" + (Text.size() > 40 ? Text.take_front(40).str() + "..." : Text.str()) + "'";
  }
  symbol_kind_type Expected[YYNTOKENS];
  int N = Ctx.expected_tokens(Expected, YYNTOKENS);
  bool WantsSemi = false;
  std::string Exp;
  for (int I = 0; I < N; ++I)
    if (Expected[I] == symbol_kind::S_SEMI)
      WantsSemi = true;
  // Group the alternatives: tokens that start an operand read as "an
  // operand"; binary operators are dropped when anything else would do.
  llvm::SmallVector<std::string, 8> Names;
  bool Operand = false, Operator = false;
  bool WantsValue = llvm::is_contained(llvm::ArrayRef(Expected, N), symbol_kind::S_INT);
  for (int I = 0; I < N; ++I) {
    if (WantsValue && Expected[I] == symbol_kind::S_LBRACE) {
      Operand = true; // a vector operand or a braced initializer
      continue;
    }
    switch (Expected[I]) {
    case symbol_kind::S_IDENT: case symbol_kind::S_INT: case symbol_kind::S_FLOAT:
    case symbol_kind::S_HEXFLOAT: case symbol_kind::S_LPAREN: case symbol_kind::S_BANG:
    case symbol_kind::S_TILDE: case symbol_kind::S_SINK: case symbol_kind::S_LBRACKET:
    case symbol_kind::S_BADTOKEN:
      Operand = true;
      break;
    case symbol_kind::S_PLUS: case symbol_kind::S_MINUS: case symbol_kind::S_STAR:
    case symbol_kind::S_SLASH: case symbol_kind::S_PERCENT: case symbol_kind::S_AMP:
    case symbol_kind::S_PIPE: case symbol_kind::S_CARET: case symbol_kind::S_LESS:
    case symbol_kind::S_GREATER: case symbol_kind::S_SHL: case symbol_kind::S_SHR:
    case symbol_kind::S_LESSEQ: case symbol_kind::S_GREATEREQ: case symbol_kind::S_EQEQ:
    case symbol_kind::S_NOTEQ: case symbol_kind::S_AMPAMP: case symbol_kind::S_PIPEPIPE:
    case symbol_kind::S_QUESTION:
      Operator = true;
      break;
    default:
      Names.push_back(symbol_name(Expected[I]));
    }
  }
  if (Operand)
    Names.push_back(Names.empty() ? "an operand or expression" : "an operand");
  if (Operator && Names.empty())
    Names.push_back("an operator");
  if (Names.size() > 6)
    Names.clear();
  for (size_t I = 0; I < Names.size(); ++I) {
    if (I)
      Exp += I + 1 == Names.size() ? " or " : ", ";
    Exp += Names[I];
  }
  N = static_cast<int>(Names.size());
  std::string Msg = "unexpected " + Found;
  if (N > 0)
    Msg += "; expected " + Exp;
  // A ';' forgotten at a line end: point just past the previous token.
  const Token &Prev = D.PrevTok;
  if (WantsSemi && Prev.End && At.Begin && Prev.End <= At.Begin &&
      llvm::StringRef(Prev.End, At.Begin - Prev.End).contains('\n')) {
    D.Diags.report(DiagId::SyntaxError, SrcRange(Prev.End, Prev.End))
        << ("expected ';' at end of statement (found " + Found + " on the next line)");
    return;
  }
  D.Diags.report(DiagId::SyntaxError, At) << Msg;
}

void Parser::error(const location_type &L, const std::string &Msg) {
  D.Diags.report(DiagId::SyntaxError, L) << Msg;
}
} // namespace ptx::yy

// ---- factories --------------------------------------------------------------

uint64_t ParseDriver::intValue(llvm::StringRef Text, SrcRange R) {
  uint64_t V = 0;
  bool U = false;
  if (!parseIntLiteral(Text, V, U))
    Diags.report(DiagId::LexIntOverflow, R) << Text;
  return V;
}

Expr *ParseDriver::intLit(llvm::StringRef Text, SrcRange R) {
  Expr *E = expr(Expr::IntLit, R);
  bool U = false;
  if (!parseIntLiteral(Text, E->IntValue, U))
    Diags.report(DiagId::LexIntOverflow, R) << Text;
  E->IsUnsigned = U;
  return E;
}

Expr *ParseDriver::floatLit(llvm::StringRef Text, SrcRange R) {
  Expr *E = expr(Expr::FloatLit, R);
  std::string S = Text.str();
  E->FloatValue = std::strtod(S.c_str(), nullptr);
  return E;
}

Expr *ParseDriver::hexFloat(llvm::StringRef Text, SrcRange R) {
  Expr *E = expr(Expr::HexFloat, R);
  E->IsDouble = Text[1] == 'd' || Text[1] == 'D';
  uint64_t V = 0;
  Text.drop_front(2).getAsInteger(16, V);
  E->IntValue = V;
  return E;
}

Expr *ParseDriver::symbol(llvm::StringRef Name, SrcRange R, Word Sel) {
  Expr *E = expr(Expr::Symbol, R);
  E->Name = Name;
  E->Selector = Sel;
  return E;
}

Expr *ParseDriver::sectionRef(llvm::StringRef Name, SrcRange R) {
  Expr *E = expr(Expr::SectionRef, R);
  E->Name = Name;
  return E;
}

Expr *ParseDriver::unary(unsigned Op, Expr *Sub, SrcRange R) {
  Expr *E = expr(Expr::Unary, R);
  E->Op = Op;
  E->Sub = M.copy<Expr *>({Sub});
  return E;
}

Expr *ParseDriver::binary(unsigned Op, Expr *L, Expr *Rhs, SrcRange R) {
  Expr *E = expr(Expr::Binary, R);
  E->Op = Op;
  E->Sub = M.copy<Expr *>({L, Rhs});
  return E;
}

Expr *ParseDriver::ternary(Expr *C, Expr *T, Expr *F, SrcRange R) {
  Expr *E = expr(Expr::Ternary, R);
  E->Sub = M.copy<Expr *>({C, T, F});
  return E;
}

Expr *ParseDriver::cast(Word Ty, Expr *Sub, SrcRange R) {
  Expr *E = expr(Expr::Cast, R);
  E->Name = Ty.Text;
  E->Selector = Ty;
  E->Sub = M.copy<Expr *>({Sub});
  return E;
}

Expr *ParseDriver::paren(Expr *Sub, SrcRange R) {
  Expr *E = expr(Expr::Paren, R);
  E->Sub = M.copy<Expr *>({Sub});
  return E;
}

Expr *ParseDriver::fnCall(llvm::StringRef Name, uint64_t Mask, llvm::ArrayRef<Expr *> Args,
                          SrcRange R) {
  Expr *E = expr(Expr::FnCall, R);
  E->Name = Name;
  E->IntValue = Mask;
  E->Sub = M.copy<Expr *>(Args);
  return E;
}

Expr *ParseDriver::aggregate(Expr::Kind K, const ExprList &Elems, SrcRange R) {
  Expr *E = expr(K, R);
  E->Sub = M.copy<Expr *>(Elems);
  return E;
}

Expr *ParseDriver::operand(Expr *E) {
  if (E->K == Expr::Binary && E->Op == (unsigned)TokenKind::Pipe &&
      E->Sub[0]->K == Expr::Symbol && E->Sub[1]->K == Expr::Symbol)
    E->K = Expr::PredPair;
  return E;
}

DeclSpec ParseDriver::align(SrcRange KwR, llvm::StringRef Int, SrcRange IntR) {
  DeclSpec S{DeclSpec::Align, {".align", SrcRange(KwR.Begin, IntR.End)}, 0, {}};
  S.Value = intValue(Int, IntR);
  return S;
}

DeclSpec ParseDriver::attribute(SrcRange R, const ExprList &Items) {
  return DeclSpec{DeclSpec::Attribute, {".attribute", R}, 0, M.copy<Expr *>(Items)};
}

Declarator ParseDriver::declarator(Word Name, SrcRange R) {
  Declarator D;
  D.Name = Name;
  D.Range = R;
  return D;
}

Declarator ParseDriver::rangeDeclarator(Word Name, llvm::StringRef Count, SrcRange CountR,
                                        SrcRange R) {
  Declarator D = declarator(Name, R);
  D.IsRange = true;
  D.RangeCount = intValue(Count, CountR);
  if (D.RangeCount == 0)
    Diags.report(DiagId::BadRegisterRange, CountR) << Count;
  return D;
}

VarDecl *ParseDriver::varDecl(const SpecList &S, const DeclaratorList &Ds, SrcRange R) {
  VarDecl *V = M.create<VarDecl>();
  V->Range = R;
  V->Specs = M.copy<DeclSpec>(S);
  V->Decls = M.copy<Declarator>(Ds);
  return V;
}

static Linkage linkageOf(llvm::StringRef W) {
  return llvm::StringSwitch<Linkage>(W)
      .Case(".extern", Linkage::Extern)
      .Case(".visible", Linkage::Visible)
      .Case(".weak", Linkage::Weak)
      .Case(".common", Linkage::Common)
      .Default(Linkage::None);
}

void ParseDriver::setLinkage(VarDecl *V, Word Link) {
  V->Link = linkageOf(Link.Text);
  V->LinkWord = Link;
}

Stmt *ParseDriver::label(Word Name, SrcRange R) {
  LabelStmt *S = M.create<LabelStmt>();
  S->Name = Name;
  S->Range = R;
  return S;
}

Stmt *ParseDriver::instr(Expr *Guard, Word Opcode, const WordList &Mods, const ExprList &Ops,
                         SrcRange R) {
  InstrStmt *S = M.create<InstrStmt>();
  S->Guard = Guard;
  S->Opcode = Opcode;
  S->Mods = M.copy<Word>(Mods);
  S->Operands = M.copy<Expr *>(Ops);
  S->Range = R;
  return S;
}

Stmt *ParseDriver::declStmt(VarDecl *V, SrcRange R) {
  DeclStmt *S = M.create<DeclStmt>();
  V->Range = R;
  S->D = V;
  S->Range = R;
  return S;
}

BlockStmt *ParseDriver::block(const StmtList &Body, SrcRange R) {
  BlockStmt *B = M.create<BlockStmt>();
  B->Body = M.copy<Stmt *>(Body);
  B->Range = R;
  return B;
}

Stmt *ParseDriver::pragma(const WordList &Strings, SrcRange R) {
  PragmaStmt *S = M.create<PragmaStmt>();
  S->Strings = M.copy<Word>(Strings);
  S->Range = R;
  return S;
}

Stmt *ParseDriver::loc(llvm::StringRef F, llvm::StringRef L, llvm::StringRef C,
                       const LocAttrList &A, SrcRange R) {
  LocStmt *S = M.create<LocStmt>();
  S->File = intValue(F, R);
  S->Line = intValue(L, R);
  S->Col = intValue(C, R);
  S->Attrs = M.copy<LocStmt::Attr>(A);
  S->Range = R;
  return S;
}

Stmt *ParseDriver::targetList(Stmt::Kind K, const WordList &T, SrcRange R) {
  TargetListStmt *S = M.create<TargetListStmt>(K);
  S->Targets = M.copy<Word>(T);
  S->Range = R;
  return S;
}

Stmt *ParseDriver::callPrototype(bool HasRet, const VarDeclList &Ret, const VarDeclList &Params,
                                 SrcRange R) {
  CallPrototypeStmt *S = M.create<CallPrototypeStmt>();
  S->HasReturnList = HasRet;
  S->Returns = M.copy<VarDecl *>(Ret);
  S->Params = M.copy<VarDecl *>(Params);
  S->Range = R;
  return S;
}

FuncDirective *ParseDriver::funcDirective(Word Name, const IntList &V, SrcRange R) {
  FuncDirective *F = M.create<FuncDirective>();
  F->Name = Name;
  F->Values = M.copy<uint64_t>(V);
  F->Range = R;
  return F;
}

Function *ParseDriver::function(Word Link, Word Kw, Word Name, const SpecList &Attrs,
                                SrcRange RetR, const VarDeclList &Ret, SrcRange ParamR,
                                const VarDeclList &Params, const DirectiveList &Dirs,
                                BlockStmt *Body, SrcRange R) {
  Function *F = M.create<Function>();
  F->Range = R;
  F->Link = linkageOf(Link.Text);
  F->LinkWord = Link;
  F->IsEntry = Kw.Text == ".entry";
  F->Keyword = Kw;
  F->Name = Name;
  F->Attrs = M.copy<DeclSpec>(Attrs);
  F->HasReturnList = RetR.Begin != RetR.End;
  F->Returns = M.copy<VarDecl *>(Ret);
  F->HasParamList = ParamR.Begin != ParamR.End;
  F->Params = M.copy<VarDecl *>(Params);
  F->Directives = M.copy<FuncDirective *>(Dirs);
  F->Body = Body;
  return F;
}

bool ptx::parseBuffer(unsigned BufId, Module &M, DiagnosticEngine &Diags) {
  const llvm::MemoryBuffer *MB = Diags.getSourceMgr().getMemoryBuffer(BufId);
  M.BufferId = BufId;
  M.FileName = MB->getBufferIdentifier();
  ParseDriver D(MB->getBuffer(), BufId, M, Diags);
  yy::Parser Parser(D);
  Parser.parse();
  return D.SyntaxErrors == 0;
}
