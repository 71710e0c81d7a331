//===- ParseDriver.cpp - lexer/parser glue and AST factories --------------===//
#include "parser/ParseDriver.h"
#include "parser/NestingLimit.h"
#include "Parser.hpp"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/MemoryBuffer.h"
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <string>

using namespace ptx;
using P = ptx::yy::Parser;

Token ParseDriver::lex() {
  Token T;
  if (QPos < Queue.size()) {
    T = Queue[QPos++];
    dropConsumed();
  } else {
    T = Lex.next();
  }
  deliver(T);
  if (SlowTokens)
    --SlowTokens;
  return T;
}

const Token &ParseDriver::peekSlow(unsigned I) {
  // At most the rest of a statement: a run ends at `;`, `{` or `}`.
  constexpr unsigned StmtRun = 32;
  if (!LexAhead) {
    while (Queue.size() - QPos <= I)
      Queue.push_back(Lex.next());
    return Queue[QPos + I];
  }
  while (Queue.size() - QPos <= I) {
    // Not Token[StmtRun]: that would initialize every slot on each call.
    alignas(Token) unsigned char Raw[sizeof(Token) * StmtRun];
    Token *Run = reinterpret_cast<Token *>(Raw);
    Queue.append(Run, Run + Lex.nextRun(Run, StmtRun));
  }
  return Queue[QPos + I];
}

void ParseDriver::deliver(const Token &T) {
  PrevPrevKind = PrevTok.Kind;
  PrevTok = LastTok;
  LastTok = T;
  StmtStart = false;
  switch (T.Kind) {
  case TokenKind::LBrace:
    if (BraceDepth++ == 0) {
      // Depth 1: a function body unless it is an initializer (`= {`) or a
      // debug section (`.section .debug_info {`).
      bool Section = PrevTok.Kind == TokenKind::DotWord && PrevPrevKind == TokenKind::KwSection;
      BodyOpen = PrevTok.Kind != TokenKind::Assign && !Section;
      StmtStart = BodyOpen;
      if (Section)
        startSection(T.End);
    } else {
      // A nested block follows a statement boundary; `{` after an opcode,
      // a modifier or a comma is a vector operand, after `=` an initializer.
      TokenKind K = PrevTok.Kind;
      StmtStart = BodyOpen && (K == TokenKind::Semi || K == TokenKind::LBrace ||
                               K == TokenKind::RBrace || K == TokenKind::Colon);
    }
    break;
  case TokenKind::RBrace:
    if (BraceDepth > 0 && --BraceDepth == 0) {
      if (BodyOpen)
        BodyCloseAt = T.Begin;
      BodyOpen = false;
    }
    StmtStart = BodyOpen;
    break;
  case TokenKind::Semi:
    StmtStart = BodyOpen && BraceDepth > 0;
    break;
  default:
    break;
  }
}

// ---- fast path --------------------------------------------------------------
// scan* functions return the index just past what they recognized, or 0 when
// the tokens are not in the fast subset (index 0 is never a valid end). They
// only look; build* functions then make the nodes exactly as the grammar
// actions would, so no diagnostic is emitted for a statement that falls back.

static bool isLiteral(TokenKind K) {
  return K == TokenKind::IntLit || K == TokenKind::FloatLit || K == TokenKind::HexFloatLit;
}

unsigned ParseDriver::scanOperand(unsigned I) {
  switch (peek(I).Kind) {
  case TokenKind::Identifier:
    return peek(I + 1).Kind == TokenKind::DotWord ? I + 2 : I + 1;
  case TokenKind::IntLit:
  case TokenKind::FloatLit:
  case TokenKind::HexFloatLit:
  case TokenKind::Sink:
    return I + 1;
  case TokenKind::Minus:
    return isLiteral(peek(I + 1).Kind) ? I + 2 : 0;
  case TokenKind::Bang:
    return peek(I + 1).Kind == TokenKind::Identifier ? I + 2 : 0;
  case TokenKind::LBracket: {
    // [term] or [term +|- term]; a term is a name, an integer or -integer.
    auto Term = [&](unsigned J) -> unsigned {
      TokenKind K = peek(J).Kind;
      if (K == TokenKind::Identifier || K == TokenKind::IntLit)
        return J + 1;
      if (K == TokenKind::Minus && peek(J + 1).Kind == TokenKind::IntLit)
        return J + 2;
      return 0;
    };
    if (!(I = Term(I + 1)))
      return 0;
    TokenKind K = peek(I).Kind;
    if ((K == TokenKind::Plus || K == TokenKind::Minus) && !(I = Term(I + 1)))
      return 0;
    return peek(I).Kind == TokenKind::RBracket ? I + 1 : 0;
  }
  case TokenKind::LParen: // call arguments: () (a) (a, b, ...)
    if (peek(I + 1).Kind == TokenKind::RParen)
      return I + 2;
    for (++I;; ++I) {
      if (peek(I).Kind != TokenKind::Identifier)
        return 0;
      TokenKind K = peek(++I).Kind;
      if (K == TokenKind::RParen)
        return I + 1;
      if (K != TokenKind::Comma)
        return 0;
    }
  case TokenKind::LBrace:
    for (++I;; ++I) {
      TokenKind K = peek(I).Kind;
      if (K != TokenKind::Identifier && K != TokenKind::Sink && !isLiteral(K))
        return 0;
      K = peek(++I).Kind;
      if (K == TokenKind::RBrace)
        return I + 1;
      if (K != TokenKind::Comma)
        return 0;
    }
  default:
    return 0;
  }
}

unsigned ParseDriver::scanLoc(unsigned I) {
  // .loc F L C {, name value}   (values: INT INT INT | NAME [+ INT])
  if (peek(I + 1).Kind != TokenKind::IntLit || peek(I + 2).Kind != TokenKind::IntLit ||
      peek(I + 3).Kind != TokenKind::IntLit)
    return 0;
  I += 4;
  while (peek(I).Kind == TokenKind::Comma) {
    if (peek(I + 1).Kind != TokenKind::Identifier)
      return 0;
    I += 2;
    TokenKind K = peek(I).Kind;
    if (K == TokenKind::IntLit) {
      if (peek(I + 1).Kind != TokenKind::IntLit || peek(I + 2).Kind != TokenKind::IntLit)
        return 0;
      I += 3;
    } else if (K == TokenKind::Identifier || K == TokenKind::DotWord) {
      ++I;
      if (peek(I).Kind == TokenKind::Plus) {
        if (peek(I + 1).Kind != TokenKind::IntLit)
          return 0;
        I += 2;
      }
    } else {
      return 0;
    }
  }
  return I;
}

static bool isStateSpaceKw(TokenKind K) {
  switch (K) {
  case TokenKind::KwReg: case TokenKind::KwSreg: case TokenKind::KwConst:
  case TokenKind::KwGlobal: case TokenKind::KwLocal: case TokenKind::KwParam:
  case TokenKind::KwShared: case TokenKind::KwTex:
    return true;
  default:
    return false;
  }
}

unsigned ParseDriver::scanDecl(unsigned I) {
  // specs: state space | .align INT | dot-word;  then NAME [<INT> | [INT]...]
  // {, ...} ';'  (no initializers, no attributes)
  for (;;) {
    TokenKind K = peek(I).Kind;
    if (isStateSpaceKw(K) || K == TokenKind::DotWord)
      ++I;
    else if (K == TokenKind::KwAlign && peek(I + 1).Kind == TokenKind::IntLit)
      I += 2;
    else
      break;
  }
  for (;;) {
    if (peek(I++).Kind != TokenKind::Identifier)
      return 0;
    TokenKind K = peek(I).Kind;
    if (K == TokenKind::Less) {
      if (peek(I + 1).Kind != TokenKind::IntLit || peek(I + 2).Kind != TokenKind::Greater)
        return 0;
      I += 3;
    } else {
      while (peek(I).Kind == TokenKind::LBracket) {
        if (peek(I + 1).Kind == TokenKind::RBracket)
          I += 2;
        else if (peek(I + 1).Kind == TokenKind::IntLit &&
                 peek(I + 2).Kind == TokenKind::RBracket)
          I += 3;
        else
          return 0;
      }
    }
    K = peek(I++).Kind;
    if (K == TokenKind::Semi)
      return I;
    if (K != TokenKind::Comma)
      return 0;
  }
}

Stmt *ParseDriver::buildDecl(unsigned &I) {
  Token First = peek(I);
  SpecList Specs;
  for (;;) {
    Token T = peek(I);
    if (isStateSpaceKw(T.Kind)) {
      Specs.push_back(stateSpace(T.text(), T.range()));
      ++I;
    } else if (T.Kind == TokenKind::DotWord) {
      Specs.push_back(specWord(T.text(), T.range()));
      ++I;
    } else if (T.Kind == TokenKind::KwAlign) {
      Token N = peek(I + 1);
      Specs.push_back(align(T.range(), N.text(), N.range()));
      I += 2;
    } else {
      break;
    }
  }
  DeclaratorList Decls;
  ExprList Dims;
  for (;;) {
    Token Name = peek(I++);
    Word W = word(Name.text(), Name.range());
    if (peek(I).Kind == TokenKind::Less) {
      Token N = peek(I + 1), G = peek(I + 2);
      I += 3;
      Decls.push_back(rangeDeclarator(W, N.text(), N.range(), SrcRange(Name.Begin, G.End)));
    } else if (peek(I).Kind == TokenKind::LBracket) {
      Dims.clear();
      const char *End = nullptr;
      while (peek(I).Kind == TokenKind::LBracket) {
        Token V = peek(I + 1);
        if (V.Kind == TokenKind::RBracket) {
          Dims.push_back(nullptr);
          End = V.End;
          I += 2;
        } else {
          Dims.push_back(intLit(V.text(), V.range()));
          End = peek(I + 2).End;
          I += 3;
        }
      }
      Declarator D = declarator(W, SrcRange(Name.Begin, End));
      D.HasDims = true;
      D.Dims = M.copy<Expr *>(Dims);
      Decls.push_back(D);
    } else {
      Decls.push_back(declarator(W, Name.range()));
    }
    if (peek(I++).Kind == TokenKind::Semi)
      break;
  }
  SrcRange R(First.Begin, peek(I - 1).End);
  return declStmt(varDecl(Specs, Decls, R), R);
}

unsigned ParseDriver::scanStmt() {
  TokenKind K0 = peek(0).Kind;
  if (K0 == TokenKind::KwLoc)
    return scanLoc(0);
  if (isStateSpaceKw(K0) || K0 == TokenKind::KwAlign)
    return scanDecl(0);
  unsigned I = 0;
  if (K0 == TokenKind::At) {
    I = peek(1).Kind == TokenKind::Bang ? 2 : 1;
    if (peek(I++).Kind != TokenKind::Identifier)
      return 0;
  } else if (K0 == TokenKind::Identifier && peek(1).Kind == TokenKind::Colon) {
    return 2; // label
  }
  if (peek(I++).Kind != TokenKind::Identifier)
    return 0;
  while (peek(I).Kind == TokenKind::DotWord || peek(I).isKeyword())
    ++I;
  if (peek(I).Kind == TokenKind::Semi)
    return I + 1;
  for (;;) {
    if (!(I = scanOperand(I)))
      return 0;
    TokenKind K = peek(I).Kind;
    if (K == TokenKind::Semi)
      return I + 1;
    if (K != TokenKind::Comma)
      return 0;
    ++I;
  }
}

Expr *ParseDriver::literal(const Token &T) {
  if (T.Kind == TokenKind::IntLit)
    return intLit(T.text(), T.range());
  if (T.Kind == TokenKind::FloatLit)
    return floatLit(T.text(), T.range());
  return hexFloat(T.text(), T.range());
}

Expr *ParseDriver::buildTerm(unsigned &I) {
  Token T = peek(I++);
  if (T.Kind == TokenKind::Identifier)
    return symbol(T.text(), T.range());
  if (T.Kind == TokenKind::IntLit)
    return intLit(T.text(), T.range());
  Token L = peek(I++); // -INT
  return unary((unsigned)TokenKind::Minus, intLit(L.text(), L.range()),
               SrcRange(T.Begin, L.End));
}

Expr *ParseDriver::buildOperand(unsigned &I) {
  Token T = peek(I++);
  switch (T.Kind) {
  case TokenKind::Identifier:
    if (peek(I).Kind == TokenKind::DotWord) {
      Token S = peek(I++);
      return symbol(T.text(), SrcRange(T.Begin, S.End), word(S.text(), S.range()));
    }
    return symbol(T.text(), T.range());
  case TokenKind::IntLit:
  case TokenKind::FloatLit:
  case TokenKind::HexFloatLit:
    return literal(T);
  case TokenKind::Sink:
    return expr(Expr::Sink, T.range());
  case TokenKind::Minus: {
    Token L = peek(I++);
    return unary((unsigned)TokenKind::Minus, literal(L), SrcRange(T.Begin, L.End));
  }
  case TokenKind::Bang: {
    Token Id = peek(I++);
    return unary((unsigned)TokenKind::Bang, symbol(Id.text(), Id.range()),
                 SrcRange(T.Begin, Id.End));
  }
  case TokenKind::LBracket: {
    Expr *A = buildTerm(I);
    TokenKind K = peek(I).Kind;
    if (K == TokenKind::Plus || K == TokenKind::Minus) {
      ++I;
      Expr *B = buildTerm(I);
      A = binary((unsigned)K, A, B, SrcRange(A->Range.Begin, B->Range.End));
    }
    Token RB = peek(I++);
    return aggregate(Expr::Address, ExprList{A}, SrcRange(T.Begin, RB.End));
  }
  case TokenKind::LParen: {
    // `(a)` is a parenthesized expression in the grammar, `()` and
    // `(a, b...)` are argument lists.
    ExprList Elems;
    while (peek(I).Kind == TokenKind::Identifier) {
      Token Id = peek(I);
      Elems.push_back(symbol(Id.text(), Id.range()));
      I += 2; // the name and ',' or ')'
    }
    if (Elems.empty())
      ++I; // ')'
    SrcRange R(T.Begin, peek(I - 1).End);
    if (Elems.size() == 1)
      return paren(Elems[0], R);
    return aggregate(Expr::List, Elems, R);
  }
  default: { // LBrace: a vector of names, sinks and literals
    ExprList Elems;
    for (;;) {
      Token E = peek(I++);
      if (E.Kind == TokenKind::Identifier)
        Elems.push_back(symbol(E.text(), E.range()));
      else if (E.Kind == TokenKind::Sink)
        Elems.push_back(expr(Expr::Sink, E.range()));
      else
        Elems.push_back(literal(E));
      Token Sep = peek(I++);
      if (Sep.Kind == TokenKind::RBrace)
        return aggregate(Expr::Vector, Elems, SrcRange(T.Begin, Sep.End));
    }
  }
  }
}

Stmt *ParseDriver::buildLoc(unsigned &I) {
  Token Kw = peek(I), F = peek(I + 1), L = peek(I + 2), C = peek(I + 3);
  I += 4;
  const char *End = C.End;
  LocAttrList Attrs;
  while (peek(I).Kind == TokenKind::Comma) {
    Token Name = peek(I + 1);
    I += 2;
    ExprList Values;
    Token V = peek(I++);
    if (V.Kind == TokenKind::IntLit) {
      Token V2 = peek(I), V3 = peek(I + 1);
      I += 2;
      Values.push_back(intLit(V.text(), V.range()));
      Values.push_back(intLit(V2.text(), V2.range()));
      Values.push_back(intLit(V3.text(), V3.range()));
      End = V3.End;
    } else {
      Expr *Base = V.Kind == TokenKind::Identifier ? symbol(V.text(), V.range())
                                                   : sectionRef(V.text(), V.range());
      End = V.End;
      if (peek(I).Kind == TokenKind::Plus) {
        Token N = peek(I + 1);
        I += 2;
        Base = binary((unsigned)TokenKind::Plus, Base, intLit(N.text(), N.range()),
                      SrcRange(V.Begin, N.End));
        End = N.End;
      }
      Values.push_back(Base);
    }
    Attrs.push_back(LocStmt::Attr{word(Name.text(), Name.range()), M.copy<Expr *>(Values)});
  }
  return loc(F.text(), L.text(), C.text(), Attrs, SrcRange(Kw.Begin, End));
}

Stmt *ParseDriver::tryFastStmt() {
  unsigned N = scanStmt();
  if (!N)
    return nullptr;
  unsigned I = 0;
  Stmt *S;
  Token First = peek(0);
  if (First.Kind == TokenKind::KwLoc) {
    S = buildLoc(I);
  } else if (isStateSpaceKw(First.Kind) || First.Kind == TokenKind::KwAlign) {
    S = buildDecl(I);
  } else if (First.Kind == TokenKind::Identifier && peek(1).Kind == TokenKind::Colon) {
    S = label(word(First.text(), First.range()), SrcRange(First.Begin, peek(1).End));
    I = 2;
  } else {
    Expr *Guard = nullptr;
    if (First.Kind == TokenKind::At) {
      Token B = peek(1);
      if (B.Kind == TokenKind::Bang) {
        Token Id = peek(2);
        Guard = unary((unsigned)TokenKind::Bang, symbol(Id.text(), Id.range()),
                      SrcRange(B.Begin, Id.End));
        I = 3;
      } else {
        Guard = symbol(B.text(), B.range());
        I = 2;
      }
    }
    Token Op = peek(I++);
    WordList Mods;
    while (peek(I).Kind == TokenKind::DotWord || peek(I).isKeyword()) {
      Token W = peek(I++);
      Mods.push_back(word(W.text(), W.range()));
    }
    ExprList Ops;
    if (peek(I).Kind != TokenKind::Semi)
      for (;;) {
        Ops.push_back(buildOperand(I));
        if (peek(I).Kind != TokenKind::Comma)
          break;
        ++I;
      }
    Token Semi = peek(I++);
    S = instr(Guard, word(Op.text(), Op.range()), Mods, Ops, SrcRange(First.Begin, Semi.End));
  }
  assert(I == N && "fast-path scan and build disagree");
  (void)N;
  consume(I);
  StmtStart = true;
  return S;
}

/// One `.section` data value (grammar rule sec_value).
static unsigned scanSecValue(ParseDriver &D, unsigned I) {
  switch (D.peek(I).Kind) {
  case TokenKind::IntLit:
    return I + 1;
  case TokenKind::Minus:
    return D.peek(I + 1).Kind == TokenKind::IntLit ? I + 2 : 0;
  case TokenKind::Identifier:
    if (D.peek(I + 1).Kind == TokenKind::Plus)
      return D.peek(I + 2).Kind == TokenKind::IntLit ? I + 3 : 0;
    if (D.peek(I + 1).Kind == TokenKind::Minus)
      return D.peek(I + 2).Kind == TokenKind::Identifier ? I + 3 : 0;
    return I + 1;
  case TokenKind::DotWord:
    if (D.peek(I + 1).Kind == TokenKind::Plus)
      return D.peek(I + 2).Kind == TokenKind::IntLit ? I + 3 : 0;
    return I + 1;
  default:
    return 0;
  }
}

SectionValue ParseDriver::buildSecValue(unsigned &I) {
  Token T = peek(I++);
  switch (T.Kind) {
  case TokenKind::IntLit:
    return secInt(T.text(), T.range(), false);
  case TokenKind::Minus: {
    Token N = peek(I++);
    return secInt(N.text(), SrcRange(T.Begin, N.End), true);
  }
  default: {
    Expr *Base = T.Kind == TokenKind::Identifier ? symbol(T.text(), T.range())
                                                 : sectionRef(T.text(), T.range());
    // As scanSecValue reads it: `name + int`, `name - name`, `.section + int`
    // (`.debug_abbrev - x` ends the value at the section name).
    TokenKind K = peek(I).Kind;
    if (K != TokenKind::Plus && (K != TokenKind::Minus || T.Kind != TokenKind::Identifier))
      return secExpr(Base);
    Token R = peek(I + 1);
    I += 2;
    Expr *Rhs = R.Kind == TokenKind::IntLit ? intLit(R.text(), R.range())
                                            : symbol(R.text(), R.range());
    return secExpr(binary((unsigned)K, Base, Rhs, SrcRange(T.Begin, R.End)));
  }
  }
}

Expr *ParseDriver::tryFastInit() {
  // '{' INT {, INT} '}' : a flat list of integers (string constants, tables).
  unsigned I = 1;
  for (;; ++I) {
    if (peek(I).Kind != TokenKind::IntLit)
      return nullptr;
    TokenKind K = peek(++I).Kind;
    if (K == TokenKind::RBrace)
      break;
    if (K != TokenKind::Comma)
      return nullptr;
  }
  ExprList Elems;
  Elems.reserve(I / 2 + 1);
  for (unsigned J = 1; J < I; J += 2) {
    Token T = peek(J);
    Elems.push_back(intLit(T.text(), T.range()));
  }
  Expr *E = aggregate(Expr::Vector, Elems, SrcRange(peek(0).Begin, peek(I).End));
  consume(I + 1);
  return E;
}

bool ParseDriver::tryFastSectionItems() {
  // Items: NAME ':' | DOTWORD value {',' value}. Each is recognized, built
  // and consumed on its own, so the token queue stays one item long; the
  // batch ends at '}' or at the first item outside the subset (which the
  // grammar then parses, or reports).
  SectionItems &Out = SecItems;
  size_t Start = Out.size();
  SectionValueList Values;
  for (;;) {
    // A dot-word lexed ahead (the previous item's lookahead) is given back,
    // so the common items can be read straight from the text.
    if (QPos + 1 == Queue.size() && Queue[QPos].Kind == TokenKind::DotWord) {
      Lex.rewind(Queue[QPos].Begin);
      Queue.clear();
      QPos = 0;
    }
    if (QPos == Queue.size()) {
      // Nothing lexed ahead: `.b8 12` and `.b8 47,119` items straight
      // from the text.
      Token Dir;
      llvm::SmallVector<Lexer::SectionInt, 16> Lits;
      const char *Comma = nullptr;
      unsigned Raw = 0;
      Token Last; // the last item's last literal
      size_t LastCount = 0;
      while (Lex.nextSectionInt(Dir, Lits, Comma)) {
        SectionValue *SV = M.Arena.Allocate<SectionValue>(Lits.size());
        for (size_t J = 0; J < Lits.size(); ++J) {
          new (&SV[J]) SectionValue();
          SV[J].Begin = Lits[J].Begin;
          SV[J].Len = uint32_t(Lits[J].End - Lits[J].Begin);
          SV[J].IntValue = Lits[J].Value;
        }
        addSecItem(SectionItem::Data, word(Dir.text(), Dir.range()),
                   llvm::ArrayRef<SectionValue>(SV, Lits.size()),
                   SrcRange(Dir.Begin, Lits.back().End));
        Last = Token{TokenKind::IntLit, Lits.back().Begin, Lits.back().End};
        LastCount = Lits.size();
        ++Raw;
      }
      if (Raw) {
        // The window of the last three tokens, as consume() per item leaves
        // it: `... .b8 12` or `... 12 , 13`.
        if (LastCount >= 2) {
          PrevPrevKind = TokenKind::IntLit;
          PrevTok = Token{TokenKind::Comma, Comma, Comma + 1};
        } else {
          PrevPrevKind = Raw >= 2 ? TokenKind::IntLit : LastTok.Kind;
          PrevTok = Dir;
        }
        LastTok = Last;
        StmtStart = false;
      }
    }
    Token T = peek(0);
    // The common item first: one integer literal (`.b8 12`, nearly all of a
    // -G build's DWARF) followed by the next item or the section's end.
    if (T.Kind == TokenKind::DotWord && peek(1).Kind == TokenKind::IntLit) {
      TokenKind After = peek(2).Kind;
      if (After == TokenKind::DotWord || After == TokenKind::Identifier ||
          After == TokenKind::RBrace || (SectionRun && After == TokenKind::Eof)) {
        Token V = peek(1);
        SectionValue *SV = new (M.Arena.Allocate<SectionValue>())
            SectionValue(secInt(V.text(), V.range(), false));
        addSecItem(SectionItem::Data, word(T.text(), T.range()),
                   llvm::ArrayRef<SectionValue>(SV, 1), SrcRange(T.Begin, V.End));
        consume(2);
        continue;
      }
    }
    if (T.Kind == TokenKind::Identifier && peek(1).Kind == TokenKind::Colon) {
      Token C = peek(1);
      addSecItem(SectionItem::Label, word(T.text(), T.range()), llvm::ArrayRef<SectionValue>(),
                 SrcRange(T.Begin, C.End));
      consume(2);
      continue;
    }
    if (T.Kind != TokenKind::DotWord)
      break;
    unsigned I = 1;
    for (;;) {
      if (!(I = scanSecValue(*this, I)))
        return Out.size() > Start;
      if (peek(I).Kind != TokenKind::Comma)
        break;
      ++I;
    }
    // An item ends where the next item or the section does; anything else
    // (`.b32 .debug_abbrev - x`) is the grammar's to parse and report.
    TokenKind After = peek(I).Kind;
    if (After != TokenKind::DotWord && After != TokenKind::Identifier &&
        After != TokenKind::RBrace && !(SectionRun && After == TokenKind::Eof))
      return Out.size() > Start;
    unsigned N = I;
    Values.clear();
    I = 1;
    for (;;) {
      Values.push_back(buildSecValue(I));
      if (I >= N)
        break;
      ++I; // ','
    }
    addSecItem(SectionItem::Data, word(T.text(), T.range()), M.copy<SectionValue>(Values),
               SrcRange(T.Begin, Values.back().range().End));
    consume(N);
  }
  return Out.size() > Start;
}

bool ParseDriver::parseSectionRun() {
  SectionRun = true;
  startSection(Lex.bufferStart());
  tryFastSectionItems();
  return peek(0).Kind == TokenKind::Eof;
}

void ParseDriver::startSection(const char *After) {
  // Items left by a section that ended in a syntax error are dropped here.
  SecItems = {};
  // A section's items are all before its `}` (section data has no strings
  // or braces), and nvcc's `.b8 N` lines take at least 6 bytes each.
  const char *End = Lex.bufferEnd();
  const void *Close = std::memchr(After, '}', size_t(End - After));
  size_t Bytes = size_t((Close ? static_cast<const char *>(Close) : End) - After);
  growSection(Bytes / 6 + 4);
}

void ParseDriver::growSection(size_t Cap) {
  SectionItem *Data = M.Arena.Allocate<SectionItem>(Cap);
  if (SecItems.Size)
    std::memcpy(static_cast<void *>(Data), SecItems.Data, SecItems.Size * sizeof(SectionItem));
  SecItems.Data = Data;
  SecItems.Cap = Cap;
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
  if (D.StmtStart && D.fastOk()) {
    // A run of statements in the fast subset becomes one token.
    StmtList Run;
    D.LexAhead = true;
    while (D.StmtStart)
      if (Stmt *S = D.tryFastStmt())
        Run.push_back(S);
      else
        break;
    D.LexAhead = false;
    if (!Run.empty()) {
      SrcRange R(Run.front()->Range.Begin, Run.back()->Range.End);
      return P::make_FAST_STMTS(std::move(Run), R);
    }
  }
  if (D.atInitBody())
    if (Expr *E = D.tryFastInit())
      return P::make_FAST_INIT(E, E->Range);
  if (D.atSectionItems()) {
    size_t First = D.SecItems.size();
    if (D.tryFastSectionItems()) {
      SrcRange R(D.SecItems[First].Begin, D.SecItems.back().range().End);
      return P::make_SECTION_ITEMS(R);
    }
  }
  Token T = D.lex();
  SrcRange L = T.range();
  llvm::StringRef S = T.text();
  // A `)` closes a register's `(` (RegParen) once the parser has taken it,
  // that is when the token after it is lexed: an error at the `)` itself
  // (`%r2(` then `)` on the next line, which no rule takes) is still
  // reported at the `(`, as ptxas does.
  if (D.PrevTok.is(TokenKind::RParen))
    D.RegParen = SrcRange();
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
  case TokenKind::LParen:
    if (D.PrevTok.is(TokenKind::Identifier) && D.PrevTok.text().startswith("%") &&
        D.PrevTok.End == T.Begin)
      D.RegParen = L;
    return P::make_LPAREN(L);
  case TokenKind::RParen: return P::make_RPAREN(L);
  case TokenKind::LBracket: return P::make_LBRACKET(L);
  case TokenKind::RBracket: return P::make_RBRACKET(L);
  case TokenKind::Semi: D.RegParen = SrcRange(); return P::make_SEMI(L);
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

/// The binary and conditional operators of constant expressions.
static bool isBinaryOperator(Parser::symbol_kind_type K) {
  using symbol_kind = Parser::symbol_kind;
  switch (K) {
  case symbol_kind::S_PLUS: case symbol_kind::S_MINUS: case symbol_kind::S_STAR:
  case symbol_kind::S_SLASH: case symbol_kind::S_PERCENT: case symbol_kind::S_AMP:
  case symbol_kind::S_PIPE: case symbol_kind::S_CARET: case symbol_kind::S_LESS:
  case symbol_kind::S_GREATER: case symbol_kind::S_SHL: case symbol_kind::S_SHR:
  case symbol_kind::S_LESSEQ: case symbol_kind::S_GREATEREQ: case symbol_kind::S_EQEQ:
  case symbol_kind::S_NOTEQ: case symbol_kind::S_AMPAMP: case symbol_kind::S_PIPEPIPE:
  case symbol_kind::S_QUESTION:
    return true;
  default:
    return false;
  }
}

/// Syntax errors: say what was found and what would have been accepted. A
/// missing ';' at the end of a line is reported after the previous token, on
/// the line where it belongs, not on the next statement.
void Parser::report_syntax_error(const context &Ctx) const {
  ++D.SyntaxErrors;
  D.Recovering = true;
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
    default:
      if (isBinaryOperator(Expected[I]))
        Operator = true;
      else
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
  // A ';' forgotten at a line end: point just past the previous token,
  // unless what follows cannot start a statement (a `)` or `[` there is
  // more likely the mistake itself).
  bool CanStartStmt = !isBinaryOperator(LA.kind());
  switch (LA.kind()) {
  case symbol_kind::S_INT: case symbol_kind::S_FLOAT: case symbol_kind::S_HEXFLOAT:
  case symbol_kind::S_STRING: case symbol_kind::S_SINK: case symbol_kind::S_LPAREN:
  case symbol_kind::S_RPAREN: case symbol_kind::S_LBRACKET: case symbol_kind::S_RBRACKET:
  case symbol_kind::S_COMMA: case symbol_kind::S_COLON: case symbol_kind::S_BANG:
  case symbol_kind::S_TILDE: case symbol_kind::S_ASSIGN:
    CanStartStmt = false;
    break;
  default:
    break;
  }
  const Token &Prev = D.PrevTok;
  // A module directive with its argument missing: say what it takes. A
  // `.version` without its number is reported at the directive, as ptxas
  // 13.0 does ("Missing .version directive", on the `.version` line); a
  // `.target` or `.address_size` without one where the next token is, as
  // ptxas does too ("Parsing error near ...").
  if ((Prev.is(TokenKind::KwVersion) || Prev.is(TokenKind::KwTarget) ||
       Prev.is(TokenKind::KwAddressSize)) &&
      D.PrevPrevKind != TokenKind::KwSection) { // not a section named `.version`
    bool Version = Prev.is(TokenKind::KwVersion);
    std::string What = Version ? "a PTX ISA version number (major.minor)"
                       : Prev.is(TokenKind::KwTarget) ? "a target (sm_XX, ...)"
                                                      : "an address size (32 or 64)";
    D.Diags.report(DiagId::SyntaxError, Version ? Prev.range() : At)
        << ("unexpected " + Found + "; '" + Prev.text().str() + "' must be followed by " + What);
    return;
  }
  // `st.global.u32 [a], %r3(` then the next statement: ptxas 13.0 stops at
  // the `(` ("Parsing error near '('"); so does ptxlint, rather than at
  // what the `(` swallowed on the next line (ptxas-diff.py tok-replace,
  // seed 50003).
  if (D.RegParen.Begin && At.Begin && D.RegParen.End <= At.Begin &&
      llvm::StringRef(D.RegParen.End, At.Begin - D.RegParen.End).contains('\n')) {
    SrcRange Paren = D.RegParen;
    D.RegParen = SrcRange();
    D.Diags.report(DiagId::SyntaxError, Paren)
        << ("unexpected '(' after a register (found " + Found + " on the next line)");
    return;
  }
  if (WantsSemi && CanStartStmt && Prev.End && At.Begin && Prev.End <= At.Begin &&
      llvm::StringRef(Prev.End, At.Begin - Prev.End).contains('\n')) {
    D.Diags.report(DiagId::SyntaxError, SrcRange(Prev.End, Prev.End))
        << ("expected ';' at end of statement (found " + Found + " on the next line)");
    return;
  }
  D.Diags.report(DiagId::SyntaxError, At) << Msg;
  // An instruction at module scope right after a body's `}`: most likely
  // one `}` too many ended the body early.
  if (LA.kind() == symbol_kind::S_IDENT && D.BraceDepth == 0 && D.PrevTok.is(TokenKind::RBrace) &&
      D.PrevTok.Begin == D.BodyCloseAt)
    D.Diags.report(DiagId::NoteGeneric, D.PrevTok.range())
        << "this '}' ended the function body, so what follows is at module scope (one '}' too "
           "many?)";
}

void Parser::error(const location_type &L, const std::string &Msg) {
  D.Recovering = true;
  D.Diags.report(DiagId::SyntaxError, L) << Msg;
}
} // namespace ptx::yy

// ---- factories --------------------------------------------------------------

/// A literal past 64 bits is an error where ptxas 13.0 reports "Constant
/// overflow", a warning where ptxas silently wraps it (the value is then
/// ptxas's wrapped one).
static void intOverflow(DiagnosticEngine &Diags, llvm::StringRef Text, SrcRange R,
                        uint64_t &V) {
  if (!ptxasIntLiteral(Text, V))
    Diags.report(DiagId::LexIntOverflow, R) << Text;
  else
    Diags.report(DiagId::LexIntWraps, R) << Text << std::to_string(V);
}

uint64_t ParseDriver::intValue(llvm::StringRef Text, SrcRange R) {
  uint64_t V = 0;
  bool U = false;
  if (!parseIntLiteral(Text, V, U))
    intOverflow(Diags, Text, R, V);
  return V;
}

/// An integer literal's value and signedness; out-of-range literals are
/// reported here.
static void literalValue(DiagnosticEngine &Diags, llvm::StringRef Text, SrcRange R, uint64_t &V,
                         bool &U) {
  // Short decimal literals (DWARF bytes, offsets): what parseIntLiteral
  // gives them, without its radix and overflow tests. 18 digits fit in 63
  // bits, so the value is signed.
  if (!Text.empty() && Text.size() <= 18 && (Text[0] != '0' || Text.size() == 1)) {
    uint64_t X = 0;
    size_t K = 0;
    for (; K < Text.size() && Text[K] >= '0' && Text[K] <= '9'; ++K)
      X = X * 10 + unsigned(Text[K] - '0');
    if (K == Text.size()) {
      V = X;
      U = false;
      return;
    }
  }
  U = false;
  if (!parseIntLiteral(Text, V, U)) {
    intOverflow(Diags, Text, R, V);
    U = true;
  }
}

Expr *ParseDriver::intLit(llvm::StringRef Text, SrcRange R) {
  Expr *E = expr(Expr::IntLit, R);
  bool U;
  literalValue(Diags, Text, R, E->IntValue, U);
  E->IsUnsigned = U;
  return E;
}

SectionValue ParseDriver::secInt(llvm::StringRef Text, SrcRange R, bool Neg) {
  SectionValue V;
  V.Begin = R.Begin;
  V.Len = uint32_t(R.End - R.Begin);
  V.K = Neg ? SectionValue::NegInt : SectionValue::Int;
  literalValue(Diags, Text, SrcRange(Text.begin(), Text.end()), V.IntValue, V.IsUnsigned);
  return V;
}

SectionValue ParseDriver::secExpr(Expr *E) {
  SectionValue V;
  V.Begin = E->Range.Begin;
  V.Len = uint32_t(E->Range.End - E->Range.Begin);
  V.K = SectionValue::Other;
  V.E = E;
  return V;
}

Expr *ParseDriver::floatLit(llvm::StringRef Text, SrcRange R) {
  Expr *E = expr(Expr::FloatLit, R);
  std::string S = Text.str();
  E->FloatValue = std::strtod(S.c_str(), nullptr);
  // PTX ISA 4.5.2: floating-point constants are 64-bit doubles.
  if (std::isinf(E->FloatValue))
    Diags.report(DiagId::LexBadNumber, R) << Text << "it overflows a 64-bit double";
  return E;
}

Expr *ParseDriver::hexFloat(llvm::StringRef Text, SrcRange R) {
  Expr *E = expr(Expr::HexFloat, R);
  E->IsDouble = Text[1] == 'd' || Text[1] == 'D';
  // The lexer guarantees 8 or 16 hex digits after 0f/0d.
  uint64_t V = 0;
  for (char C : Text.drop_front(2))
    V = V << 4 | unsigned(C <= '9' ? C - '0' : (C | 0x20) - 'a' + 10);
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

void ParseDriver::noteHeight(Expr *E) {
  if (E->Sub.empty())
    return; // `{}` and `()` are leaves to the nesting limit
  unsigned H = 0;
  for (const Expr *S : E->Sub)
    if (S && S->Height > H)
      H = S->Height;
  E->Height = (unsigned short)std::min<unsigned>(H + 1, 0xffff);
  if (E->Height >= MaxExprDepth)
    MaybeTooDeep = true;
}

Expr *ParseDriver::unary(unsigned Op, Expr *Sub, SrcRange R) {
  Expr *E = expr(Expr::Unary, R);
  E->Op = Op;
  E->Sub = M.copy<Expr *>({Sub});
  noteHeight(E);
  return E;
}

Expr *ParseDriver::binary(unsigned Op, Expr *L, Expr *Rhs, SrcRange R) {
  Expr *E = expr(Expr::Binary, R);
  E->Op = Op;
  E->Sub = M.copy<Expr *>({L, Rhs});
  noteHeight(E);
  return E;
}

Expr *ParseDriver::ternary(Expr *C, Expr *T, Expr *F, SrcRange R) {
  Expr *E = expr(Expr::Ternary, R);
  E->Sub = M.copy<Expr *>({C, T, F});
  noteHeight(E);
  return E;
}

Expr *ParseDriver::cast(Word Ty, Expr *Sub, SrcRange R) {
  Expr *E = expr(Expr::Cast, R);
  E->Name = Ty.Text;
  E->Selector = Ty;
  E->Sub = M.copy<Expr *>({Sub});
  noteHeight(E);
  return E;
}

Expr *ParseDriver::paren(Expr *Sub, SrcRange R) {
  Expr *E = expr(Expr::Paren, R);
  E->Sub = M.copy<Expr *>({Sub});
  noteHeight(E);
  return E;
}

Expr *ParseDriver::fnCall(llvm::StringRef Name, uint64_t Mask, llvm::ArrayRef<Expr *> Args,
                          SrcRange R) {
  Expr *E = expr(Expr::FnCall, R);
  E->Name = Name;
  E->IntValue = Mask;
  E->Sub = M.copy<Expr *>(Args);
  noteHeight(E);
  return E;
}

Expr *ParseDriver::aggregate(Expr::Kind K, const ExprList &Elems, SrcRange R) {
  Expr *E = expr(K, R);
  E->Sub = M.copy<Expr *>(Elems);
  noteHeight(E);
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
  unsigned H = 0;
  llvm::SmallVector<Stmt *, 16> Rare;
  for (Stmt *S : Body) {
    if (S->K == Stmt::Block) {
      const auto *Inner = static_cast<const BlockStmt *>(S);
      H = std::max<unsigned>(H, Inner->Height);
      if (!Inner->Rare.empty())
        Rare.push_back(S);
    } else if (isRareStmt(S->K)) {
      Rare.push_back(S);
    }
  }
  B->Rare = M.copy<Stmt *>(Rare);
  B->Height = (unsigned short)std::min<unsigned>(H + 1, 0xffff);
  if (B->Height >= MaxBlockDepth)
    MaybeTooDeep = true;
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
                                 const DirectiveList &Dirs, SrcRange R) {
  CallPrototypeStmt *S = M.create<CallPrototypeStmt>();
  S->HasReturnList = HasRet;
  S->Returns = M.copy<VarDecl *>(Ret);
  S->Params = M.copy<VarDecl *>(Params);
  S->Directives = M.copy<FuncDirective *>(Dirs);
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

bool ptx::parseBuffer(unsigned BufId, Module &M, DiagnosticEngine &Diags, bool FastPath,
                      unsigned Threads, llvm::function_ref<void()> Before) {
  const llvm::MemoryBuffer *MB = Diags.getSourceMgr().getMemoryBuffer(BufId);
  M.BufferId = BufId;
  M.FileName = MB->getBufferIdentifier();
  // For differential tests of the fast path against the grammar alone.
  static const bool NoFast = std::getenv("PTXLINT_NO_FAST_PARSE") != nullptr;
  if (FastPath && !NoFast && Threads > 1) {
    if (parseSplit(BufId, M, Diags, Threads, Before))
      return true;
  } else if (Before) {
    Before();
  }
  ParseDriver D(MB->getBuffer(), BufId, M, Diags);
  D.FastParse = FastPath && !NoFast;
  yy::Parser Parser(D);
  Parser.parse();
  // The walk is needed only when some tree reached the limits; real files
  // are nowhere near them.
  bool Shallow = !D.MaybeTooDeep || limitNesting(M, Diags);
  return D.SyntaxErrors == 0 && Shallow;
}
