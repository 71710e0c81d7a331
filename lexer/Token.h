//===- Token.h - PTX tokens -------------------------------------*- C++ -*-===//
#ifndef PTXLINT_LEXER_TOKEN_H
#define PTXLINT_LEXER_TOKEN_H

#include "lib/support/Diagnostic.h"
#include "llvm/ADT/StringRef.h"

namespace ptx {

enum class TokenKind : unsigned char {
#define TOK(Name, Desc) Name,
#define KEYWORD(Name, Spelling) Name,
#include "lexer/Tokens.def"
  NumTokens
};

/// A token is a slice of the NUL-terminated source buffer.
struct Token {
  TokenKind Kind = TokenKind::Eof;
  const char *Begin = nullptr;
  const char *End = nullptr;

  llvm::StringRef text() const { return llvm::StringRef(Begin, End - Begin); }
  SrcRange range() const { return SrcRange(Begin, End); }
  bool is(TokenKind K) const { return Kind == K; }
  bool isKeyword() const { return Kind >= TokenKind::KwVersion; }
};

/// Human-readable description ("identifier", "';'", "'.version'").
llvm::StringRef tokenDescription(TokenKind K);

} // namespace ptx

#endif
