//===- Driver.cpp - ptxlint: read, parse, check, report -------------------===//
#include "lib/driver/Driver.h"
#include "lib/driver/Lint.h"
#include "lib/driver/LspServer.h"
#include "lib/driver/Options.h"
#include "lib/exec/RunCommand.h"
#include "lib/support/DiagnosticPrinter.h"
#include "lib/support/PhaseTimes.h"
#include "lib/support/Verify.h"
#include "sema/Target.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <cstdlib>
#include <thread>

#ifndef PTXLINT_VERSION
#define PTXLINT_VERSION "0.0.0"
#endif

using namespace ptx;

namespace {

enum ExitCode { ExitOk = 0, ExitErrors = 1, ExitUsage = 2, ExitPtxas = 255 };

struct Run {
  const Options &Opts;
  DiagnosticEngine Diags;
  llvm::json::Array Json;
  SarifLog Sarif;
  unsigned TotalErrors = 0;
  bool Unreadable = false;
  bool VerifyFailed = false;
  bool Color;

  explicit Run(const Options &O)
      : Opts(O), Diags(O.Diag),
        Color(O.Color == ColorMode::Always ||
              (O.Color == ColorMode::Auto && llvm::errs().has_colors())) {}

  /// Prints (or verifies) what was reported for one input, then clears.
  void flush(int BufId) {
    PhaseTimer Timer("report");
    llvm::SourceMgr &SM = Diags.getSourceMgr();
    Diags.finish();
    if (Opts.Verify && BufId > 0) {
      if (!verifyDiagnostics(SM, BufId, Diags.diagnostics(), llvm::errs()))
        VerifyFailed = true;
    } else {
      for (const Diagnostic &D : Diags.diagnostics()) {
        switch (Opts.Format) {
        case OutputFormat::Gnu:
          printGnu(llvm::errs(), SM, D, Color);
          break;
        case OutputFormat::Ptxas:
          printPtxas(llvm::errs(), SM, D);
          break;
        case OutputFormat::Json:
          Json.push_back(toJson(SM, D));
          break;
        case OutputFormat::Sarif:
          Sarif.add(SM, D);
          break;
        }
      }
      TotalErrors += Diags.errorCount();
    }
    Diags.clear();
  }

  /// Inputs not yet checked: the last one's tree is left to the exit.
  size_t InputsLeft = 0;

  void check(std::unique_ptr<llvm::MemoryBuffer> MB) {
    unsigned BufId = Diags.getSourceMgr().AddNewSourceBuffer(std::move(MB), llvm::SMLoc());
    checkBuffer(Diags, BufId, Opts, nullptr, /*ExitAfter=*/InputsLeft == 1);
    flush(BufId);
    --InputsLeft;
  }

  void input(const std::string &Path) {
    PhaseTimer Read("read");
    auto MB = llvm::MemoryBuffer::getFileOrSTDIN(Path, /*IsText=*/false,
                                                 /*RequiresNullTerminator=*/true);
    Read.stop();
    if (!MB) {
      --InputsLeft;
      Diags.report(DiagId::InputUnreadable, SrcRange()) << Path << MB.getError().message();
      Unreadable = true;
      flush(-1);
      return;
    }
    if (Path == "-")
      MB = llvm::MemoryBuffer::getMemBufferCopy((*MB)->getBuffer(), "<stdin>");
    check(std::move(*MB));
  }
};

} // namespace

unsigned ptx::effectiveThreads(const Options &Opts) {
  if (Opts.Threads)
    return Opts.Threads;
  // PTXLINT_THREADS sets the default (the test suite runs with 1 and with
  // many to show the output does not depend on it).
  if (const char *S = std::getenv("PTXLINT_THREADS"))
    if (unsigned N = unsigned(std::strtoul(S, nullptr, 10)))
      return N;
  // One per core, at most 16. The longest single piece or body bounds a
  // file's parse and checks, and 8 threads already reach it for files of a
  // few large functions (bigmath: 8 kernels); files of many functions or a
  // large DWARF section (nvcc -G) still gain from 16 (docs/performance.md,
  // "Scaling"), and the threads are started once (lib/support/Parallel.h).
  return std::clamp(std::thread::hardware_concurrency(), 1u, 16u);
}

void ptx::checkBuffer(DiagnosticEngine &Diags, unsigned BufId, const Options &Opts,
                      Module *Out, bool ExitAfter) {
  LintOptions LO;
  LO.GpuName = Opts.GpuName;
  LO.CompileOnly = Opts.CompileOnly;
  LO.NoAnalyses = Opts.NoAnalyses;
  LO.Threads = effectiveThreads(Opts);
  LO.Analysis.BlockDim = Opts.BlockDim;
  LO.Analysis.GridDim = Opts.GridDim;
  LO.Analysis.Smt.TimeoutMs = Opts.SmtTimeoutMs;
  LO.Analysis.Smt.DumpDir = Opts.DumpSmt2Dir;
  if (Opts.DumpAst)
    LO.DumpAst = &llvm::outs();
  LO.ExitAfter = ExitAfter;
  lintBuffer(Diags, BufId, LO, Out);
}

llvm::StringRef ptx::ptxlintVersion() { return PTXLINT_VERSION; }

int ptx::runPtxlint(llvm::ArrayRef<const char *> Args) {
  if (!Args.empty() && llvm::StringRef(Args[0]) == "run")
    return runExecCommand(Args.drop_front());
  auto OptsOr = parseOptions(Args);
  if (!OptsOr) {
    llvm::WithColor::error(llvm::errs(), "ptxlint") << llvm::toString(OptsOr.takeError()) << '\n';
    return ExitUsage;
  }
  Options &Opts = *OptsOr;
  if (Opts.ShowHelp) {
    printHelp(llvm::outs());
    return ExitOk;
  }
  if (Opts.ShowVersion) {
    llvm::outs() << "ptxlint version " << PTXLINT_VERSION
                 << "\nPTX validator and static analyser; ptxas-compatible command line\n";
    return ExitOk;
  }
  if (Opts.ListRules) {
    for (llvm::StringRef R : allRuleIds())
      llvm::outs() << R << '\n';
    return ExitOk;
  }
  if (!Opts.GpuName.empty()) {
    Target T;
    if (!Target::parse(Opts.GpuName, T) || !isKnownGpu(T)) {
      llvm::WithColor::error(llvm::errs(), "ptxlint")
          << "unknown --gpu-name '" << Opts.GpuName << "' (expected a target such as sm_90, "
          << "sm_90a or sm_100f)\n";
      return ExitUsage;
    }
  }
  if (Opts.Lsp) {
    if (!Opts.Inputs.empty() || !Opts.InputStrings.empty()) {
      llvm::WithColor::error(llvm::errs(), "ptxlint")
          << "--lsp reads documents from the editor; it takes no input files\n";
      return ExitUsage;
    }
    return runLspServer(Args);
  }
  if (Opts.Inputs.empty() && Opts.InputStrings.empty()) {
    llvm::WithColor::error(llvm::errs(), "ptxlint") << "no input files (see --help)\n";
    return ExitUsage;
  }

  PhaseTimer Main("main");
  Run R(Opts);
  R.InputsLeft = Opts.InputStrings.size() + Opts.Inputs.size();
  for (size_t I = 0; I < Opts.InputStrings.size(); ++I)
    R.check(llvm::MemoryBuffer::getMemBufferCopy(Opts.InputStrings[I],
                                                 "<input-string-" + std::to_string(I) + ">"));
  for (const std::string &Path : Opts.Inputs)
    R.input(Path);

  if (Opts.Format == OutputFormat::Json) {
    llvm::outs() << llvm::formatv("{0:2}", llvm::json::Value(std::move(R.Json))) << '\n';
    llvm::outs().flush();
  }
  if (Opts.Format == OutputFormat::Sarif) {
    llvm::json::Value Log = R.Sarif.finish(PTXLINT_VERSION, !R.Unreadable);
    llvm::outs() << llvm::formatv("{0:2}", Log) << '\n';
    llvm::outs().flush();
  }
  if (Opts.Format == OutputFormat::Ptxas && (R.TotalErrors || R.Unreadable)) {
    llvm::errs() << "ptxas fatal   : Ptx assembly aborted due to errors\n";
    return ExitPtxas;
  }
  if (Opts.Verify)
    return R.VerifyFailed || R.Unreadable ? ExitErrors : ExitOk;
  if (R.Unreadable)
    return ExitUsage;
  return R.TotalErrors ? ExitErrors : ExitOk;
}
