//===- parse_fuzzer.cpp - libFuzzer target for lexer, parser and sema -----===//
//
// Any byte string must produce diagnostics, never a crash, hang, leak or
// sanitizer report. Diagnostics are rendered in every format so the printers
// are fuzzed too.
//
//===----------------------------------------------------------------------===//
#include "lib/support/DiagnosticPrinter.h"
#include "parser/ParseDriver.h"
#include "sema/Sema.h"

#include "llvm/Support/MemoryBuffer.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  ptx::DiagnosticEngine Diags;
  unsigned Id = Diags.getSourceMgr().AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(
          llvm::StringRef(reinterpret_cast<const char *>(Data), Size), "fuzz.ptx"),
      llvm::SMLoc());
  ptx::Module M;
  ptx::parseBuffer(Id, M, Diags);
  ptx::runSema(M, Diags);
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  ptx::dumpModule(M, OS, Diags.getSourceMgr());
  for (const ptx::Diagnostic &D : Diags.diagnostics()) {
    ptx::printGnu(OS, Diags.getSourceMgr(), D, false);
    ptx::printPtxas(OS, Diags.getSourceMgr(), D);
    (void)ptx::toJson(Diags.getSourceMgr(), D);
  }
  return 0;
}
