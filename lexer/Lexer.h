//===- Lexer.h - re2c scanner for PTX ---------------------------*- C++ -*-===//
//
// Scans a NUL-terminated buffer (llvm::MemoryBuffer guarantees the NUL) into
// Tokens that are slices of the buffer. Comments and whitespace are skipped;
// `// ptxlint: disable=RULE` comments register suppressions with the engine.
// Bad bytes, unterminated strings/comments and malformed numbers are reported
// through the DiagnosticEngine and scanning continues.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_LEXER_LEXER_H
#define PTXLINT_LEXER_LEXER_H

#include "lexer/Token.h"
#include "lib/support/Diagnostic.h"
#include "llvm/ADT/SmallVector.h"

namespace ptx {

class Lexer {
public:
  /// \p Buf must be NUL-terminated at Buf.end() (as MemoryBuffer is), or
  /// end where a token ends and be followed by more of a NUL-terminated
  /// buffer (a piece of a file parsed on its own thread).
  Lexer(llvm::StringRef Buf, DiagnosticEngine &Diags, unsigned BufId = 0)
      : BufStart(Buf.begin()), BufEnd(Buf.end()), Cur(Buf.begin()), Diags(Diags),
        BufId(BufId) {}

  /// Returns the next token; Eof forever once the end is reached.
  Token next() {
    Token T;
    nextRun(&T, 1);
    return T;
  }

  /// Scans up to \p Max (at least 1) tokens into \p Out, stopping after
  /// the first `;`, `{`, `}` or Eof; returns how many. The tokens and the
  /// reports are those of as many next() calls, in one call: the parser's
  /// fast path reads a function body's statements a run at a time (a call
  /// per token, through the token queue, was a third of the lexing cost).
  unsigned nextRun(Token *Out, unsigned Max);

  /// Whether nextRun() stops after a token of kind \p K.
  static bool endsRun(TokenKind K) {
    return K == TokenKind::Semi || K == TokenKind::LBrace || K == TokenKind::RBrace ||
           K == TokenKind::Eof;
  }

  /// A decimal literal read by nextSectionInt, and its value.
  struct SectionInt {
    const char *Begin, *End;
    uint64_t Value;
  };

  /// The fast path for a debug section's common items, `.b8 12` and
  /// `.b8 47,119,111`: when the text after the cursor is whitespace,
  /// `.b8`/`.b16`/`.b32`/`.b64`, whitespace, and one or more decimal
  /// literals of at most 18 digits without suffix or leading zero separated
  /// by commas (whitespace around them allowed), and then (after whitespace)
  /// another `.b<digit>` word or `}`, returns the directive token exactly as
  /// next() would, the literals (\p Lits, emptied first; left unspecified
  /// on failure) and the last comma
  /// (\p LastComma, nullptr for one literal), and advances past the last
  /// literal. Otherwise returns false and moves nothing. Scanning `.b8 12`
  /// this way is a few instructions per byte instead of a trip per token
  /// through the automaton and the parser's token queue (a -G build's DWARF
  /// is 10^5 such lines, its strings lists of bytes).
  bool nextSectionInt(Token &Dir, llvm::SmallVectorImpl<SectionInt> &Lits,
                      const char *&LastComma);

  /// Scans again from \p P, the start of a token next() returned (the
  /// parser's fast path gives back a lookahead token it has not used; only
  /// for tokens whose scanning reports nothing, as a dot-word's).
  void rewind(const char *P) { Cur = P; }

  const char *bufferStart() const { return BufStart; }
  const char *bufferEnd() const { return BufEnd; }

private:
  void skipBlockComment(const char *Start);
  void lineComment(const char *Start);
  /// Reports the invalid character from \p Start to the cursor (\p What
  /// describes it) and the invalid bytes right after it (non-ASCII, control
  /// characters, NUL before the end) as one diagnostic, moving past them: a
  /// binary file is a few reports, not one per byte.
  void reportInvalid(const char *Start, llvm::StringRef What);
  void badNumber(const char *B, const char *E, llvm::StringRef Why);

  const char *BufStart, *BufEnd, *Cur;
  DiagnosticEngine &Diags;
  unsigned BufId;
};

/// [ \t\n\v\f\r], the automaton's white space (also for scans that must
/// see the text as the lexer does: parser/SplitParse.cpp).
inline bool isLexSpace(char C) {
  unsigned char U = (unsigned char)C;
  return U <= 32 && ((0x100003E00ULL >> U) & 1);
}

/// Parses the value of an IntLit token's text (decimal, 0x, 0b, octal, U
/// suffix). Returns false on overflow. \p IsUnsigned reports the PTX ISA 4.5.1
/// type of the literal (U suffix or value above INT64_MAX).
bool parseIntLiteral(llvm::StringRef Text, uint64_t &Value, bool &IsUnsigned);

/// How ptxas 13.0 reads an integer literal: digit by digit in 64 bits,
/// wrapping, with "Constant overflow" only when a digit follows a running
/// value above INT64_MAX. So 18446744073709551616 assembles as 0 while
/// 99999999999999999999 does not. Returns false where ptxas reports the
/// overflow; otherwise \p Value is the (possibly wrapped) value.
bool ptxasIntLiteral(llvm::StringRef Text, uint64_t &Value);

} // namespace ptx

#endif
