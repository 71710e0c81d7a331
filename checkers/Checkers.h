//===- Checkers.h - the rules that go past ptxas ----------------*- C++ -*-===//
//
// Entry point of the analysis stage: builds each function's IR and analyses
// once, then runs every checker over them. Checkers only read the analyses
// and report through the DiagnosticEngine; their order does not matter.
// Rule ids and what they find: docs/rules/RULE.md.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CHECKERS_CHECKERS_H
#define PTXLINT_CHECKERS_CHECKERS_H

#include "analyses/AnalysisContext.h"
#include "lib/support/Diagnostic.h"
#include "parser/AST.h"

namespace ptx {

/// Runs the analyses and checkers over every function defined in \p M.
/// Call only on a module sema accepted (no errors).
void runCheckers(const Module &M, DiagnosticEngine &Diags, const AnalysisOptions &Opts);

/// Records `// ptxlint: disable=RULE[,RULE]` comments of buffer \p BufId
/// (the line itself, or the next line for a comment alone on its line).
void scanSuppressions(DiagnosticEngine &Diags, unsigned BufId);

} // namespace ptx

#endif
