//===- Driver.h - the ptxlint command ---------------------------*- C++ -*-===//
#ifndef PTXLINT_DRIVER_DRIVER_H
#define PTXLINT_DRIVER_DRIVER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace ptx {
class DiagnosticEngine;
struct Module;
struct Options;

/// Checks source buffer \p BufId of \p Diags's SourceMgr as the command line
/// \p Opts asks (lintBuffer, lib/driver/Lint.h: inline suppressions, parse,
/// sema, then the analyses when sema found no error), leaving the
/// diagnostics in \p Diags. The syntax tree goes to \p Out when given (its
/// arena keeps the nodes alive). \p ExitAfter: the process exits after this
/// buffer (LintOptions::ExitAfter).
void checkBuffer(DiagnosticEngine &Diags, unsigned BufId, const Options &Opts,
                 Module *Out = nullptr, bool ExitAfter = false);

/// The threads one file may use: --threads, else PTXLINT_THREADS, else one
/// per core (at most 8).
unsigned effectiveThreads(const Options &Opts);

/// ptxlint's version string.
llvm::StringRef ptxlintVersion();

/// Runs ptxlint on argv (without argv[0]); returns the process exit code.
/// The process is expected to exit after it: the last input's syntax tree
/// is left to the exit (LintOptions::ExitAfter).
int runPtxlint(llvm::ArrayRef<const char *> Args);
} // namespace ptx

#endif
