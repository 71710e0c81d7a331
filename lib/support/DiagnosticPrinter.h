//===- DiagnosticPrinter.h - render diagnostics in each output format ---*- C++ -*-===//
//
// gnu:   file:line:col: error: message [rule]  + source line and caret
// ptxas: ptxas file, line N; error   : message  (ptxas's own layout)
// json:  one array of objects on stdout (see docs/cli.md for the schema)
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_SUPPORT_DIAGNOSTICPRINTER_H
#define PTXLINT_SUPPORT_DIAGNOSTICPRINTER_H

#include "lib/support/Diagnostic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace ptx {

enum class OutputFormat { Gnu, Ptxas, Json };

/// Resolved position of a diagnostic: 1-based line and byte column; the end
/// is exclusive (SARIF convention).
struct ResolvedLoc {
  std::string File;
  unsigned Line = 0, Column = 0, EndLine = 0, EndColumn = 0;
};
ResolvedLoc resolveLoc(llvm::SourceMgr &SM, SrcRange R);

/// Prints one diagnostic (and its notes) in gnu format with caret.
void printGnu(llvm::raw_ostream &OS, llvm::SourceMgr &SM, const Diagnostic &D, bool Color);
/// Prints one diagnostic in ptxas format (notes are folded away, as ptxas has none).
void printPtxas(llvm::raw_ostream &OS, llvm::SourceMgr &SM, const Diagnostic &D);
/// Converts one diagnostic to its JSON object.
llvm::json::Object toJson(llvm::SourceMgr &SM, const Diagnostic &D);

llvm::StringRef severityName(Severity S);

} // namespace ptx

#endif
