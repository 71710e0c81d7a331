//===- Lint.cpp - the lint pipeline for one buffer ------------------------===//
#include "lib/driver/Lint.h"
#include "checkers/Checkers.h"
#include "lib/exec/Decode.h"
#include "lib/support/HugeHeap.h"
#include "lib/support/PhaseTimes.h"
#include "parser/ParseDriver.h"
#include "sema/Sema.h"

#include "llvm/Support/MemoryBuffer.h"

using namespace ptx;

void ptx::lintBuffer(DiagnosticEngine &Diags, unsigned BufId, const LintOptions &Opts,
                     Module *Out) {
  std::unique_ptr<Module> Local = Out ? nullptr : std::make_unique<Module>();
  Module &M = Out ? *Out : *Local;
  PhaseTimer Parse("parse");
  // The suppressions are in place before anything is reported (a fork of
  // the engine copies them); a large file's scan for them runs next to the
  // split parse's cut scan.
  parseBuffer(BufId, M, Diags, /*FastPath=*/true, Opts.Threads, [&] {
    PhaseTimer Suppressions("suppressions");
    scanSuppressions(Diags, BufId);
  });
  Parse.stop();
  if (Opts.DumpAst)
    dumpModule(M, *Opts.DumpAst, Diags.getSourceMgr());
  SemaOptions SO;
  SO.GpuName = Opts.GpuName;
  SO.CompileOnly = Opts.CompileOnly;
  SO.Threads = Opts.Threads;
  PhaseTimer Sema("sema");
  runSema(M, Diags, SO);
  Sema.stop();
  // The analyses need a module sema accepted: they trust its operands.
  if (!Opts.NoAnalyses && !Diags.hasErrors()) {
    AnalysisOptions AO = Opts.Analysis;
    AO.Threads = Opts.Threads;
    // A large module's analyses take tens of MB from malloc (lib/support/
    // HugeHeap.h): in 2 MB pages rather than 4 KB faults.
    if (Diags.getSourceMgr().getMemoryBuffer(BufId)->getBufferSize() >= (256u << 10))
      growHeapInHugePages(64u << 20);
    PhaseTimer Analyses("analyses");
    runCheckers(M, Diags, AO);
    exec::reportPtxasMiscompiles(M, Diags);
  }
  // Freeing a large tree is a serial 0.2-0.4 ms (its arenas' mappings,
  // unmapped while the thread pool is alive, and the nodes' own vectors);
  // at exit the kernel releases them anyway. Leak-checked builds
  // (PTXLINT_SANITIZE=address or leak) free it.
#ifndef PTXLINT_LEAK_CHECKED
  if (Opts.ExitAfter) {
    PhaseTimer Teardown("free-module.left-to-exit");
    (void)Local.release();
    return;
  }
#endif
  PhaseTimer Teardown("free-module");
  Local.reset();
}
