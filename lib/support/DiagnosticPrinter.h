//===- DiagnosticPrinter.h - render diagnostics in each output format ---*- C++ -*-===//
//
// gnu:   file:line:col: error: message [rule]  + source line and caret
// ptxas: ptxas file, line N; error   : message  (ptxas's own layout)
// json:  one array of objects on stdout (see docs/cli.md for the schema)
// sarif: one SARIF 2.1.0 log on stdout (code-scanning tools, IDEs)
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_SUPPORT_DIAGNOSTICPRINTER_H
#define PTXLINT_SUPPORT_DIAGNOSTICPRINTER_H

#include "lib/support/Diagnostic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace ptx {

enum class OutputFormat { Gnu, Ptxas, Json, Sarif };

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

/// The 1-based column of \p P (a pointer into a buffer of \p SM) counted in
/// Unicode code points, or in UTF-16 code units when \p Utf16 (LSP).
unsigned unitColumn(llvm::SourceMgr &SM, const char *P, bool Utf16);
/// The same for a series of positions: it counts on (or back) from the last
/// one when the next is on the same line, so the diagnostics of one long
/// line cost about the line's length, not its square.
class UnitColumns {
public:
  unsigned column(llvm::SourceMgr &SM, const char *P, bool Utf16);

private:
  const char *LineBegin = nullptr, *At = nullptr;
  unsigned Col = 1;
  bool InUtf16 = false;
};

/// Accumulates diagnostics of every input into one SARIF 2.1.0 log: one run,
/// the rule table (every rule id with its default level), one artifact per
/// input file, one result per diagnostic with its notes as related locations.
class SarifLog {
public:
  void add(llvm::SourceMgr &SM, const Diagnostic &D);
  /// The finished log; \p Version is ptxlint's version string.
  llvm::json::Value finish(llvm::StringRef Version, bool Successful);

private:
  unsigned artifactIndex(const std::string &File);
  llvm::json::Object location(llvm::SourceMgr &SM, SrcRange R);
  llvm::json::Array Results;
  std::vector<std::string> Artifacts;
  UnitColumns Columns;
};

/// A SARIF/LSP-style URI reference for a file path: relative paths stay
/// relative (percent-encoded), absolute paths become file:// URIs.
std::string pathToUri(llvm::StringRef Path);

} // namespace ptx

#endif
