//===- SemaInternal.h - entry points of the sema passes ---------*- C++ -*-===//
#ifndef PTXLINT_SEMA_SEMAINTERNAL_H
#define PTXLINT_SEMA_SEMAINTERNAL_H

#include "sema/Sema.h"

namespace ptx::sema {
/// PTX ISA 11.1: .version, .target, .address_size.
ModuleInfo checkModuleDirectives(const Module &M, DiagnosticEngine &Diags);
/// Declarations, scopes and symbol references.
void checkSymbols(const Module &M, DiagnosticEngine &Diags);
} // namespace ptx::sema

#endif
