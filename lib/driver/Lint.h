//===- Lint.h - the lint pipeline for one buffer ----------------*- C++ -*-===//
//
// What `ptxlint FILE` runs on one input, without the command line: inline
// suppressions, parse, sema and, when sema accepts the module, the analyses,
// every checker and the ptxas-miscompile scan. The driver (Driver.cpp,
// checkBuffer), the language server and the lint fuzzer
// (utils/fuzz/lint_fuzzer.cpp) all call it, so the fuzzer exercises exactly
// what the driver runs. Nothing of `ptxlint run` (lib/exec/RunCommand.cpp)
// is linked.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_DRIVER_LINT_H
#define PTXLINT_DRIVER_LINT_H

#include "analyses/AnalysisContext.h"
#include <string>

namespace llvm {
class raw_ostream;
}

namespace ptx {
class DiagnosticEngine;
struct Module;

/// How to check one buffer (the command line's --gpu-name, -c,
/// --no-analyses, --dump-ast, -j and the analyses' options).
struct LintOptions {
  std::string GpuName;              ///< --gpu-name; empty: the module's .target
  bool CompileOnly = false;         ///< -c: relocatable code
  bool NoAnalyses = false;          ///< validation only
  unsigned Threads = 1;             ///< parse, sema and analyses threads
  AnalysisOptions Analysis;         ///< launch shape, SMT budget (Threads is set from above)
  llvm::raw_ostream *DumpAst = nullptr; ///< --dump-ast: the syntax tree, after the parse
  /// The process exits right after this buffer (the command line's last
  /// input): the syntax tree is not freed but goes back with the process
  /// (except where leak checks would report it: PTXLINT_LEAK_CHECKED).
  bool ExitAfter = false;
};

/// Checks source buffer \p BufId of \p Diags's SourceMgr, leaving the
/// diagnostics in \p Diags (unsorted: DiagnosticEngine::finish sorts them).
/// The syntax tree goes to \p Out when given (its arena keeps the nodes
/// alive).
void lintBuffer(DiagnosticEngine &Diags, unsigned BufId, const LintOptions &Opts,
                Module *Out = nullptr);

} // namespace ptx

#endif
