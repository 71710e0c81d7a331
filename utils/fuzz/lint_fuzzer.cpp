//===- lint_fuzzer.cpp - libFuzzer target for the whole lint pipeline -----===//
//
// Runs what `ptxlint FILE` runs on any byte string: lintBuffer
// (lib/driver/Lint.h), the pipeline the driver's checkBuffer calls (inline
// suppressions, parse, sema and, when sema accepts the module, every
// analysis and checker and the ptxas-miscompile scan), with a small SMT
// budget; then sorts the diagnostics and renders them in every format. It
// must never crash, hang, leak or report through a sanitizer; libFuzzer's
// -timeout catches inputs that make an analysis pathologically slow. The
// parse fuzzer (parse_fuzzer.cpp) reaches the front end faster; this one
// spends its time on modules sema accepts.
//
// PTXLINT_FUZZ_THREADS=N (default 1) checks on N threads, every file split.
//
//===----------------------------------------------------------------------===//
#include "lib/driver/Lint.h"
#include "lib/support/Diagnostic.h"
#include "lib/support/DiagnosticPrinter.h"
#include "lib/support/Parallel.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  static const unsigned Threads = [] {
    const char *S = std::getenv("PTXLINT_FUZZ_THREADS");
    unsigned N = S ? unsigned(std::strtoul(S, nullptr, 10)) : 1;
    return N ? N : 1;
  }();
  if (Threads > 1)
    ptx::setSplitMinBytes(0);
  ptx::DiagnosticEngine Diags;
  unsigned Id = Diags.getSourceMgr().AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(
          llvm::StringRef(reinterpret_cast<const char *>(Data), Size), "fuzz.ptx"),
      llvm::SMLoc());
  ptx::LintOptions Opts;
  Opts.Threads = Threads;
  Opts.Analysis.Smt.TimeoutMs = 5; // in Z3 resource units (analyses/smt/Solver.cpp)
  ptx::lintBuffer(Diags, Id, Opts);
  Diags.finish();
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  ptx::SarifLog Sarif;
  for (const ptx::Diagnostic &D : Diags.diagnostics()) {
    ptx::printGnu(OS, Diags.getSourceMgr(), D, false);
    ptx::printPtxas(OS, Diags.getSourceMgr(), D);
    (void)ptx::toJson(Diags.getSourceMgr(), D);
    Sarif.add(Diags.getSourceMgr(), D);
  }
  (void)Sarif.finish("fuzz", true);
  return 0;
}
