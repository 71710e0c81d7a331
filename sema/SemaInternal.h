//===- SemaInternal.h - entry points of the sema passes ---------*- C++ -*-===//
#ifndef PTXLINT_SEMA_SEMAINTERNAL_H
#define PTXLINT_SEMA_SEMAINTERNAL_H

#include "sema/Sema.h"

namespace ptx {
class InstrChecker;
}

namespace ptx::sema {
/// PTX ISA 11.1: .version, .target, .address_size.
ModuleInfo checkModuleDirectives(const Module &M, DiagnosticEngine &Diags);
/// Declarations, scopes and symbol references; each instruction is also
/// handed to \p Instrs (when not null) with a way to resolve its operands.
void checkSymbols(const Module &M, DiagnosticEngine &Diags, InstrChecker *Instrs);
} // namespace ptx::sema

#endif
