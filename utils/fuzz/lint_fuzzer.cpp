//===- lint_fuzzer.cpp - libFuzzer target for the whole lint pipeline -----===//
//
// Runs what `ptxlint FILE` runs on any byte string (lib/driver/Driver.cpp,
// checkBuffer): inline suppressions, parse, sema and, when sema accepts the
// module, every analysis and checker with a small SMT budget, and the
// ptxas-miscompile scan; then renders the diagnostics in every format. It
// must never crash, hang, leak or report through a sanitizer; libFuzzer's
// -timeout catches inputs that make an analysis pathologically slow. The
// parse fuzzer (parse_fuzzer.cpp) reaches the front end faster; this one
// spends its time on modules sema accepts.
//
// checkBuffer itself is not called: the driver library also holds
// `ptxlint run` (lib/exec/RunCommand.cpp), which clang-14 cannot compile in
// the fuzz build (CMakeLists.txt, PTXLINT_CXX_STANDARD). Keep the two in step.
//
// PTXLINT_FUZZ_THREADS=N (default 1) checks on N threads, every file split.
//
//===----------------------------------------------------------------------===//
#include "checkers/Checkers.h"
#include "lib/exec/Decode.h"
#include "lib/support/DiagnosticPrinter.h"
#include "lib/support/Parallel.h"
#include "parser/ParseDriver.h"
#include "sema/Sema.h"

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
  ptx::scanSuppressions(Diags, Id);
  {
    ptx::Module M;
    ptx::parseBuffer(Id, M, Diags, /*FastPath=*/true, Threads);
    ptx::SemaOptions SO;
    SO.Threads = Threads;
    ptx::runSema(M, Diags, SO);
    if (!Diags.hasErrors()) {
      ptx::AnalysisOptions AO;
      AO.Threads = Threads;
      AO.Smt.TimeoutMs = 5; // in Z3 resource units (analyses/smt/Solver.cpp)
      ptx::runCheckers(M, Diags, AO);
      ptx::exec::reportPtxasMiscompiles(M, Diags);
    }
  }
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
