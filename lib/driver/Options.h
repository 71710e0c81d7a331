//===- Options.h - ptxlint command line -------------------------*- C++ -*-===//
//
// ptxas-compatible where the two overlap (--gpu-name/-arch, -w, -Werror,
// --version, --help); ptxas's code-generation options are accepted and
// ignored so ptxlint can stand in for ptxas in a build line. Parsed into a
// plain struct: no global option state.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_DRIVER_OPTIONS_H
#define PTXLINT_DRIVER_OPTIONS_H

#include "analyses/AnalysisContext.h"
#include "lib/support/Diagnostic.h"
#include "lib/support/DiagnosticPrinter.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace ptx {

enum class ColorMode { Auto, Always, Never };

struct Options {
  std::vector<std::string> Inputs;       ///< files; "-" is stdin
  std::vector<std::string> InputStrings; ///< --input-as-string
  OutputFormat Format = OutputFormat::Gnu;
  ColorMode Color = ColorMode::Auto;
  std::string GpuName;                   ///< --gpu-name / -arch
  DiagOptions Diag;
  bool NoAnalyses = false;
  bool CompileOnly = false;              ///< -c / --compile-only: relocatable code
  std::optional<Dim3> BlockDim;          ///< --block-dim
  std::optional<Dim3> GridDim;           ///< --grid-dim
  unsigned SmtTimeoutMs = 200;           ///< --smt-timeout (per solver query)
  std::string DumpSmt2Dir;               ///< --dump-smt2
  bool DumpAst = false;
  bool Verify = false;
  bool ShowHelp = false;
  bool ShowVersion = false;
  bool ListRules = false;
  bool Lsp = false;                      ///< --lsp: language server on stdio
  unsigned Threads = 0;                  ///< --threads (0: one per core, at most 8)
  std::vector<std::string> Ignored;      ///< ptxas options accepted and ignored
};

/// Parses argv (without argv[0]). Errors are usage errors (exit code 2).
llvm::Expected<Options> parseOptions(llvm::ArrayRef<const char *> Args);

/// Text for --help.
void printHelp(llvm::raw_ostream &OS);

} // namespace ptx

#endif
