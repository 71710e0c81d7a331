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

namespace ptx {

class Lexer {
public:
  /// \p Buf must be NUL-terminated at Buf.end() (as MemoryBuffer is).
  Lexer(llvm::StringRef Buf, DiagnosticEngine &Diags, unsigned BufId = 0)
      : BufStart(Buf.begin()), BufEnd(Buf.end()), Cur(Buf.begin()), Diags(Diags),
        BufId(BufId) {}

  /// Returns the next token; Eof forever once the end is reached.
  Token next();

  const char *bufferStart() const { return BufStart; }
  const char *bufferEnd() const { return BufEnd; }

private:
  void skipBlockComment(const char *Start);
  void lineComment(const char *Start);
  void badNumber(const char *B, const char *E, llvm::StringRef Why);

  const char *BufStart, *BufEnd, *Cur;
  DiagnosticEngine &Diags;
  unsigned BufId;
};

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
