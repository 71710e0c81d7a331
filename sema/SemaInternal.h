//===- SemaInternal.h - entry points of the sema passes ---------*- C++ -*-===//
#ifndef PTXLINT_SEMA_SEMAINTERNAL_H
#define PTXLINT_SEMA_SEMAINTERNAL_H

#include "sema/Sema.h"

#include <cstring>

namespace ptx {
class InstrChecker;
}

namespace ptx::sema {
/// \p S == \p Lit, compared inline: the size first, then a memcmp of a
/// constant length that the compiler turns into one or two loads.
/// (`StringRef ==` is an out-of-line call into memcmp, and the per-statement
/// opcode tests of the symbol and call-site passes made it ~3 % of a
/// --no-analyses run; docs/performance.md item 23.)
template <size_t N> inline bool textIs(llvm::StringRef S, const char (&Lit)[N]) {
  return S.size() == N - 1 && std::memcmp(S.data(), Lit, N - 1) == 0;
}
/// PTX ISA 11.1: .version, .target, .address_size.
ModuleInfo checkModuleDirectives(const Module &M, DiagnosticEngine &Diags);
/// Declarations, scopes and symbol references; each instruction is also
/// handed to \p Instrs (when not null) with a way to resolve its operands.
/// With \p Threads above 1, the module's function bodies are checked on
/// that many threads; the diagnostics are the same. \p Relocatable: -c
/// (unresolved .extern arrays are left to the linker).
void checkSymbols(const Module &M, DiagnosticEngine &Diags, InstrChecker *Instrs,
                  unsigned Threads = 1, bool Relocatable = false);
/// PTX ISA 11: function directives, pragmas, and what every directive
/// requires (version and target, from the ISA table's directive rows).
void checkDirectives(const Module &M, InstrChecker &Req, DiagnosticEngine &Diags);
/// PTX ISA 5.4.4-5.4.5: initializers (state space, type, brace nesting,
/// element counts, value kinds, address forms) and array extents; and
/// `.section` data. With \p Threads above 1, a large module's section data
/// is checked on that many threads; the diagnostics are the same.
void checkInitializers(const Module &M, const ModuleInfo &Info, DiagnosticEngine &Diags,
                       unsigned Threads = 1);
/// PTX ISA 5.1-5.4: state spaces, types, vectors, alignment and extents of
/// every variable and parameter declaration.
void checkDeclarations(const Module &M, const ModuleInfo &Info, DiagnosticEngine &Diags);
/// Agreement between a function's declarations, kernel-only directives, and
/// call sites against the callee's parameters.
/// Function bodies' call sites go to \p Threads threads on a module with
/// several bodies; the reports are the same for any number.
void checkFunctions(const Module &M, const ModuleInfo &Info, DiagnosticEngine &Diags,
                    unsigned Threads = 1);
/// Over-aligned `.reg` declarations (`.reg .align 16 .b64`) used by the
/// instructions ptxas lowers to calls of internal functions (div.s64, ...).
void checkRegisterAlignment(const Module &M, const ModuleInfo &Info, DiagnosticEngine &Diags);
/// Whether ptxas 13.0 implements \p I as a call of an internal function on
/// target sm_\p Sm (div.s64, shfl.sync below sm_90, the emulated mma
/// shapes, ...; RegisterAlignment.cpp).
bool ptxasLowersToCall(const InstrStmt &I, unsigned Sm);
/// The device functions ptxas 13.0 provides itself (system calls): a module
/// calls them without defining them and assembles without -c.
inline bool isPtxasSyscall(llvm::StringRef Name) {
  return Name == "vprintf" || Name == "malloc" || Name == "free" || Name == "__assertfail";
}
} // namespace ptx::sema

#endif
