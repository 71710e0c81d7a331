//===- Sema.cpp - runs the semantic passes in order -----------------------===//
#include "sema/SemaInternal.h"

using namespace ptx;

ModuleInfo ptx::runSema(const Module &M, DiagnosticEngine &Diags, const SemaOptions &Opts) {
  ModuleInfo Info = sema::checkModuleDirectives(M, Diags);
  sema::checkSymbols(M, Diags);
  return Info;
}
