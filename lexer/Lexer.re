//===- Lexer.re - re2c scanner for PTX (PTX ISA chapter 4) ----------------===//
//
// Generated into Lexer.cpp by re2c at build time. No YYFILL: the buffer is
// NUL-terminated, and a NUL before the end of the buffer is an invalid byte.
//
//===----------------------------------------------------------------------===//
#include "lexer/Lexer.h"
#include "llvm/Support/Compiler.h"

#include <cstring>

using namespace ptx;

llvm::StringRef ptx::tokenDescription(TokenKind K) {
  switch (K) {
#define TOK(Name, Desc)                                                        \
  case TokenKind::Name:                                                        \
    return Desc;
#define KEYWORD(Name, Spelling)                                                \
  case TokenKind::Name:                                                        \
    return "'" Spelling "'";
#include "lexer/Tokens.def"
  default:
    return "token";
  }
}

bool ptx::parseIntLiteral(llvm::StringRef Text, uint64_t &Value, bool &IsUnsigned) {
  IsUnsigned = false;
  if (!Text.empty() && Text.back() == 'U') {
    IsUnsigned = true;
    Text = Text.drop_back();
  }
  unsigned Radix = 10;
  if (Text.size() > 1 && Text[0] == '0') {
    if (Text[1] == 'x' || Text[1] == 'X') {
      Radix = 16;
      Text = Text.drop_front(2);
    } else if (Text[1] == 'b' || Text[1] == 'B') {
      Radix = 2;
      Text = Text.drop_front(2);
    } else {
      Radix = 8;
      Text = Text.drop_front(1);
    }
  }
  uint64_t V = 0;
  for (char C : Text) {
    unsigned D = C <= '9' ? C - '0' : (C | 0x20) - 'a' + 10;
    if (__builtin_mul_overflow(V, Radix, &V) || __builtin_add_overflow(V, D, &V))
      return false;
  }
  Value = V;
  if (V > 0x7fffffffffffffffULL)
    IsUnsigned = true;
  return true;
}

bool ptx::ptxasIntLiteral(llvm::StringRef Text, uint64_t &Value) {
  if (!Text.empty() && Text.back() == 'U')
    Text = Text.drop_back();
  unsigned Radix = 10;
  if (Text.size() > 1 && Text[0] == '0') {
    bool HexOrBin = Text[1] == 'x' || Text[1] == 'X' || Text[1] == 'b' || Text[1] == 'B';
    Radix = HexOrBin ? ((Text[1] | 0x20) == 'x' ? 16 : 2) : 8;
    Text = Text.drop_front(HexOrBin ? 2 : 1);
  }
  uint64_t V = 0;
  for (char C : Text) {
    if (V > 0x7fffffffffffffffULL)
      return false;
    unsigned D = C <= '9' ? C - '0' : (C | 0x20) - 'a' + 10;
    V = V * Radix + D;
  }
  Value = V;
  return true;
}

/// "12u", "0x1fu": an integer literal but for a lower-case unsigned suffix.
static bool lowerCaseSuffix(llvm::StringRef T) {
  llvm::StringRef D = T.drop_back();
  auto All = [](llvm::StringRef S, llvm::StringRef Digits) {
    return !S.empty() && S.find_first_not_of(Digits) == llvm::StringRef::npos;
  };
  if (D.startswith_insensitive("0x"))
    return All(D.drop_front(2), "0123456789abcdefABCDEF");
  if (D.startswith_insensitive("0b"))
    return All(D.drop_front(2), "01");
  if (D.startswith("0"))
    return D.size() == 1 || All(D.drop_front(1), "01234567");
  return All(D, "0123456789");
}

bool Lexer::nextSectionInt(Token &Dir, llvm::SmallVectorImpl<SectionInt> &Lits,
                           const char *&LastComma) {
  // The buffer is NUL-terminated, so every look ahead below stops at the
  // NUL (not a byte any test accepts) before running past BufEnd.
  const char *P = Cur;
  while (isLexSpace(*P))
    ++P;
  const char *DirB = P;
  // A run of a section's items cut from a larger buffer ends at a line
  // start without a NUL (parser/SplitParse.cpp): the item must start before
  // the end (what follows it is only looked at).
  if (DirB >= BufEnd || P[0] != '.' || P[1] != 'b')
    return false;
  P += 2;
  if (P[0] == '8')
    P += 1;
  else if ((P[0] == '1' && P[1] == '6') || (P[0] == '3' && P[1] == '2') ||
           (P[0] == '6' && P[1] == '4'))
    P += 2;
  else
    return false;
  const char *DirE = P;
  // The word must end here (`.b8x` is another word) and be followed by space.
  if (!isLexSpace(*P))
    return false;
  Lits.clear();
  const char *Comma = nullptr;
  for (;;) {
    while (isLexSpace(*P))
      ++P;
    const char *LitB = P;
    // Values after a comma must not run past the end of a cut run either.
    if (LitB >= BufEnd)
      return false;
    uint64_t V = 0;
    if (*P == '0') {
      ++P;
    } else {
      while (*P >= '0' && *P <= '9' && P - LitB < 18)
        V = V * 10 + unsigned(*P++ - '0');
      if (P == LitB)
        return false;
    }
    const char *LitE = P;
    // What follows must end the number as the automaton would (not a digit,
    // letter, '_', '$', '.' or the 'U' suffix) and start no other value.
    if (!isLexSpace(*P) && *P != '}' && *P != ',')
      return false;
    Lits.push_back({LitB, LitE, V});
    while (isLexSpace(*P))
      ++P;
    if (*P != ',')
      break;
    // `,` and another literal: `.b8 47,119,111` (DWARF strings).
    Comma = P++;
  }
  if (!(*P == '}' || (P[0] == '.' && P[1] == 'b' && P[2] >= '0' && P[2] <= '9')))
    return false;
  Dir = Token{TokenKind::DotWord, DirB, DirE};
  LastComma = Comma;
  Cur = Lits.back().End;
  return true;
}

void Lexer::badNumber(const char *B, const char *E, llvm::StringRef Why) {
  Diags.report(DiagId::LexBadNumber, SrcRange(B, E)) << llvm::StringRef(B, E - B) << Why;
}

void Lexer::skipBlockComment(const char *Start) {
  // Cur points just past "/*".
  const char *P = Cur;
  while (P + 1 < BufEnd) {
    if (P[0] == '*' && P[1] == '/') {
      Cur = P + 2;
      return;
    }
    ++P;
  }
  Diags.report(DiagId::LexUnterminatedComment, SrcRange(Start, Start + 2));
  Cur = BufEnd;
}

void Lexer::lineComment(const char *Start) {
  // Cur points just past "//"; consume to end of line.
  const char *P = Cur;
  while (P < BufEnd && *P != '\n')
    ++P;
  Cur = P;
  llvm::StringRef Text(Start, P - Start);
  size_t At = Text.find("ptxlint:");
  if (At == llvm::StringRef::npos)
    return;
  llvm::StringRef Rest = Text.drop_front(At + 8).ltrim();
  if (!Rest.consume_front("disable="))
    return;
  unsigned Line = Diags.getSourceMgr().FindLineNumber(llvm::SMLoc::getFromPointer(Start), BufId);
  // Alone on its line, the comment covers the next line; after code, its own.
  const char *B = Start;
  while (B > BufStart && (B[-1] == ' ' || B[-1] == '\t'))
    --B;
  bool Alone = B == BufStart || B[-1] == '\n';
  while (!Rest.empty()) {
    size_t N = Rest.find_first_not_of(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_*");
    llvm::StringRef Rule = Rest.take_front(N);
    if (Rule.empty())
      break;
    Diags.addSuppression(BufId, Line, Rule, Alone);
    Rest = Rest.drop_front(Rule.size());
    if (!Rest.consume_front(","))
      break;
  }
}

void Lexer::reportInvalid(const char *Start, llvm::StringRef What) {
  const char *First = Cur;
  auto InRun = [](unsigned char C) {
    return C >= 0x7f || (C < 0x20 && !isLexSpace(char(C)));
  };
  while (Cur < BufEnd && InRun((unsigned char)*Cur))
    ++Cur;
  if (Cur == First) {
    Diags.report(DiagId::LexInvalidChar, SrcRange(Start, Cur)) << What;
    return;
  }
  Diags.report(DiagId::LexInvalidBytes, SrcRange(Start, Cur))
      << uint64_t(Cur - Start) << What;
}

unsigned Lexer::nextRun(Token *Out, unsigned Max) {
  const unsigned char *YYMARKER = nullptr;
  unsigned N = 0;
  for (;;) {
    const char *Start = Cur;
    // A piece of a buffer (parser/SplitParse.cpp) ends at a token boundary
    // without a NUL: its end is the end.
    if (LLVM_UNLIKELY(Start >= BufEnd)) {
      Cur = BufEnd;
      Out[N++] = Token{TokenKind::Eof, BufEnd, BufEnd};
      return N;
    }
    const unsigned char *Ucur = reinterpret_cast<const unsigned char *>(Cur);
    // Keeps Cur in step with re2c's cursor for the actions below.
#define SYNC() (Cur = reinterpret_cast<const char *>(Ucur))
    // Stores the token; the run ends after Max tokens or at the end of a
    // statement, a brace or the end of the buffer.
#define EMIT(K)                                                                \
  {                                                                            \
    Out[N] = Token{K, Start, Cur};                                             \
    if (++N == Max || endsRun(K))                                              \
      return N;                                                                \
    continue;                                                                  \
  }
    /*!re2c
      re2c:define:YYCTYPE = "unsigned char";
      re2c:define:YYCURSOR = Ucur;
      re2c:define:YYMARKER = YYMARKER;
      re2c:yyfill:enable = 0;

      followsym = [a-zA-Z0-9_$];
      ident     = [a-zA-Z] followsym* | [_$%] followsym+;
      dec       = [0-9];
      hex       = [0-9a-fA-F];
      exp       = [eE] [+-]? dec+;
      word      = [a-zA-Z0-9_] followsym*;

      "\x00" { SYNC();
        if (Start >= BufEnd) { SYNC(); Cur = BufEnd; Out[N++] = Token{TokenKind::Eof, BufEnd, BufEnd}; return N; }
        reportInvalid(Start, "'\\0'");
        continue;
      }
      [ \t\r\n\v\f]+ { SYNC(); continue; }
      "//"           { SYNC(); lineComment(Start); continue; }
      "/*"           { SYNC(); skipBlockComment(Start); continue; }
      "#" [^\n\x00]* { SYNC();
        llvm::StringRef Dir(Start, Cur - Start);
        Diags.report(DiagId::LexPreprocessor, SrcRange(Start, Cur))
            << Dir.take_until([](char C) { return C == ' ' || C == '\t' || C == '\r'; });
        continue;
      }

      ".version"       { SYNC(); EMIT(TokenKind::KwVersion) }
      ".target"        { SYNC(); EMIT(TokenKind::KwTarget) }
      ".address_size"  { SYNC(); EMIT(TokenKind::KwAddressSize) }
      ".file"          { SYNC(); EMIT(TokenKind::KwFile) }
      ".loc"           { SYNC(); EMIT(TokenKind::KwLoc) }
      ".section"       { SYNC(); EMIT(TokenKind::KwSection) }
      ".pragma"        { SYNC(); EMIT(TokenKind::KwPragma) }
      ".entry"         { SYNC(); EMIT(TokenKind::KwEntry) }
      ".func"          { SYNC(); EMIT(TokenKind::KwFunc) }
      ".alias"         { SYNC(); EMIT(TokenKind::KwAlias) }
      ".callprototype" { SYNC(); EMIT(TokenKind::KwCallPrototype) }
      ".branchtargets" { SYNC(); EMIT(TokenKind::KwBranchTargets) }
      ".calltargets"   { SYNC(); EMIT(TokenKind::KwCallTargets) }
      ".extern"        { SYNC(); EMIT(TokenKind::KwExtern) }
      ".visible"       { SYNC(); EMIT(TokenKind::KwVisible) }
      ".weak"          { SYNC(); EMIT(TokenKind::KwWeak) }
      ".common"        { SYNC(); EMIT(TokenKind::KwCommon) }
      ".reg"           { SYNC(); EMIT(TokenKind::KwReg) }
      ".sreg"          { SYNC(); EMIT(TokenKind::KwSreg) }
      ".const"         { SYNC(); EMIT(TokenKind::KwConst) }
      ".global"        { SYNC(); EMIT(TokenKind::KwGlobal) }
      ".local"         { SYNC(); EMIT(TokenKind::KwLocal) }
      ".param"         { SYNC(); EMIT(TokenKind::KwParam) }
      ".shared"        { SYNC(); EMIT(TokenKind::KwShared) }
      ".tex"           { SYNC(); EMIT(TokenKind::KwTex) }
      ".align"         { SYNC(); EMIT(TokenKind::KwAlign) }
      ".attribute"     { SYNC(); EMIT(TokenKind::KwAttribute) }

      // PTX ISA 4.5.2: exact single/double bit patterns. Must precede the
      // generic malformed-number rule so equal-length matches pick them.
      "0" [fF] hex{8}  { SYNC(); EMIT(TokenKind::HexFloatLit) }
      "0" [dD] hex{16} { SYNC(); EMIT(TokenKind::HexFloatLit) }
      // PTX ISA 4.5.1.
      // The unsigned suffix is an upper-case U only (ptxas rejects "1u").
      "0" [xX] hex+ "U"?         { SYNC(); EMIT(TokenKind::IntLit) }
      "0" [bB] [01]+ "U"?        { SYNC(); EMIT(TokenKind::IntLit) }
      "0" [0-7]* "U"?            { SYNC(); EMIT(TokenKind::IntLit) }
      [1-9] dec* "U"?            { SYNC(); EMIT(TokenKind::IntLit) }
      dec+ "." dec* exp? | "." dec+ exp? | dec+ exp { SYNC(); EMIT(TokenKind::FloatLit) }
      dec [a-zA-Z0-9_$.]* { SYNC();
        llvm::StringRef T(Start, Cur - Start);
        if (T.size() > 1 && (T[1] == 'f' || T[1] == 'F'))
          badNumber(Start, Cur, "0f must be followed by exactly 8 hex digits");
        else if (T.size() > 1 && (T[1] == 'd' || T[1] == 'D'))
          badNumber(Start, Cur, "0d must be followed by exactly 16 hex digits");
        else if (T.back() == 'u' && lowerCaseSuffix(T))
          badNumber(Start, Cur, "the unsigned suffix is an upper-case 'U'");
        else
          badNumber(Start, Cur, "not a valid integer or floating-point constant");
        EMIT(TokenKind::Error)
      }

      "." word ("::" followsym+)* { SYNC(); EMIT(TokenKind::DotWord) }
      "_"   { SYNC(); EMIT(TokenKind::Sink) }
      ident { SYNC(); EMIT(TokenKind::Identifier) }

      ["] ([^"\\\n\x00] | "\\" [^\n\x00])* ["] { SYNC(); EMIT(TokenKind::StringLit) }
      ["] ([^"\\\n\x00] | "\\" [^\n\x00])* { SYNC();
        Diags.report(DiagId::LexUnterminatedString, SrcRange(Start, Cur));
        EMIT(TokenKind::StringLit)
      }

      "{"  { SYNC(); EMIT(TokenKind::LBrace) }
      "}"  { SYNC(); EMIT(TokenKind::RBrace) }
      "("  { SYNC(); EMIT(TokenKind::LParen) }
      ")"  { SYNC(); EMIT(TokenKind::RParen) }
      "["  { SYNC(); EMIT(TokenKind::LBracket) }
      "]"  { SYNC(); EMIT(TokenKind::RBracket) }
      ";"  { SYNC(); EMIT(TokenKind::Semi) }
      ","  { SYNC(); EMIT(TokenKind::Comma) }
      ":"  { SYNC(); EMIT(TokenKind::Colon) }
      "@"  { SYNC(); EMIT(TokenKind::At) }
      "!"  { SYNC(); EMIT(TokenKind::Bang) }
      "+"  { SYNC(); EMIT(TokenKind::Plus) }
      "-"  { SYNC(); EMIT(TokenKind::Minus) }
      "*"  { SYNC(); EMIT(TokenKind::Star) }
      "/"  { SYNC(); EMIT(TokenKind::Slash) }
      "%"  { SYNC(); EMIT(TokenKind::Percent) }
      "~"  { SYNC(); EMIT(TokenKind::Tilde) }
      "&"  { SYNC(); EMIT(TokenKind::Amp) }
      "|"  { SYNC(); EMIT(TokenKind::Pipe) }
      "^"  { SYNC(); EMIT(TokenKind::Caret) }
      "<"  { SYNC(); EMIT(TokenKind::Less) }
      ">"  { SYNC(); EMIT(TokenKind::Greater) }
      "<<" { SYNC(); EMIT(TokenKind::Shl) }
      ">>" { SYNC(); EMIT(TokenKind::Shr) }
      "<=" { SYNC(); EMIT(TokenKind::LessEq) }
      ">=" { SYNC(); EMIT(TokenKind::GreaterEq) }
      "==" { SYNC(); EMIT(TokenKind::EqEq) }
      "!=" { SYNC(); EMIT(TokenKind::NotEq) }
      "&&" { SYNC(); EMIT(TokenKind::AmpAmp) }
      "||" { SYNC(); EMIT(TokenKind::PipePipe) }
      "?"  { SYNC(); EMIT(TokenKind::Question) }
      "="  { SYNC(); EMIT(TokenKind::Assign) }

      * { SYNC();
        unsigned char C = (unsigned char)*Start;
        char Buf[16];
        if (C >= 0x20 && C < 0x7f)
          snprintf(Buf, sizeof Buf, "'%c'", C);
        else
          snprintf(Buf, sizeof Buf, "byte 0x%02X", C);
        // A multi-byte UTF-8 sequence is one diagnostic, not one per byte.
        if (C >= 0xC0)
          while (Cur < BufEnd && ((unsigned char)*Cur & 0xC0) == 0x80)
            ++Cur;
        reportInvalid(Start, Buf);
        continue;
      }
    */
  }
}
#undef EMIT
#undef SYNC
