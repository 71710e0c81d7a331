//===- Verify.h - -verify mode: check diagnostics against annotations ---*- C++ -*-===//
//
// Annotations live in PTX comments, one or more per line:
//   // expected-error {{text}}          on this line
//   // expected-warning@+1 {{text}}     on the next line (@-2, @7 absolute)
//   // expected-note@-1 {{text}}
//   // expected-no-diagnostics
// `text` must be a substring of "message [rule-id]", so a test can pin the
// rule id, the message and the line together. Notes are only checked in a
// file that has at least one expected-note annotation.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_SUPPORT_VERIFY_H
#define PTXLINT_SUPPORT_VERIFY_H

#include "lib/support/Diagnostic.h"
#include "llvm/Support/raw_ostream.h"

namespace ptx {

/// Returns true when the diagnostics of buffer \p BufId match its
/// annotations exactly; otherwise explains every mismatch on \p Err.
bool verifyDiagnostics(llvm::SourceMgr &SM, unsigned BufId, llvm::ArrayRef<Diagnostic> Diags,
                       llvm::raw_ostream &Err);

} // namespace ptx

#endif
