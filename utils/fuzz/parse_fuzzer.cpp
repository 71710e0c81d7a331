//===- parse_fuzzer.cpp - libFuzzer target for lexer, parser and sema -----===//
//
// Any byte string must produce diagnostics, never a crash, hang, leak or
// sanitizer report. Diagnostics are rendered in every format so the printers
// are fuzzed too. Every input is also checked on threads (every file split:
// parser/SplitParse.cpp, function bodies in sema/Symbols.cpp), and the tree
// and the diagnostics must be those of one thread: a difference aborts.
//
//===----------------------------------------------------------------------===//
#include "lib/support/DiagnosticPrinter.h"
#include "lib/support/Parallel.h"
#include "parser/ParseDriver.h"
#include "sema/Sema.h"

#include "llvm/Support/MemoryBuffer.h"
#include <cstdio>
#include <cstdlib>

static std::string check(const uint8_t *Data, size_t Size, unsigned Threads) {
  ptx::DiagnosticEngine Diags;
  unsigned Id = Diags.getSourceMgr().AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(
          llvm::StringRef(reinterpret_cast<const char *>(Data), Size), "fuzz.ptx"),
      llvm::SMLoc());
  ptx::Module M;
  ptx::parseBuffer(Id, M, Diags, /*FastPath=*/true, Threads);
  ptx::SemaOptions SO;
  SO.Threads = Threads;
  ptx::runSema(M, Diags, SO);
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  ptx::dumpModule(M, OS, Diags.getSourceMgr());
  for (const ptx::Diagnostic &D : Diags.diagnostics()) {
    ptx::printGnu(OS, Diags.getSourceMgr(), D, false);
    ptx::printPtxas(OS, Diags.getSourceMgr(), D);
    (void)ptx::toJson(Diags.getSourceMgr(), D);
  }
  return Out;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  ptx::setSplitMinBytes(0);
  std::string One = check(Data, Size, 1);
  std::string Many = check(Data, Size, 3);
  if (One != Many) {
    std::fprintf(stderr, "threads change the output:\n--- one thread\n%s\n--- three\n%s\n",
                 One.c_str(), Many.c_str());
    std::abort();
  }
  return 0;
}
