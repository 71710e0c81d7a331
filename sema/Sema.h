//===- Sema.h - semantic checks over the parsed module ----------*- C++ -*-===//
//
// First semantic layer: module directives (.version/.target/.address_size
// presence, order and form) and symbol resolution with PTX's scoping rules:
//   - module scope is sequential: variables and functions must be declared
//     before use (ptxas: "Unknown symbol", "Call to 'f' requires call
//     prototype");
//   - a function's parameters share the scope of its outermost block;
//   - each {} block is a scope; declarations are visible after they appear;
//   - labels are scoped to their block and visible (also forward) there and
//     in nested blocks, not outside;
//   - `.reg .b32 %r<N>` declares %r0..%r(N-1); `%r01` names %r1.
// Debug sections and .loc function_name refer to labels anywhere in the
// module and are resolved once the whole file has been seen.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_SEMA_SEMA_H
#define PTXLINT_SEMA_SEMA_H

#include "lib/support/Diagnostic.h"
#include "parser/AST.h"
#include <string>

namespace ptx {

/// A PTX ISA version, always as two integers (never a float).
struct PtxVersion {
  unsigned Major = 0, Minor = 0;
  bool operator<(const PtxVersion &O) const {
    return Major != O.Major ? Major < O.Major : Minor < O.Minor;
  }
  bool operator==(const PtxVersion &O) const { return Major == O.Major && Minor == O.Minor; }
};

/// What the module directives declared.
struct ModuleInfo {
  bool HasVersion = false;
  PtxVersion Version;
  llvm::SmallVector<Word, 2> Targets; ///< sm_XX plus options (texmode_*, debug)
  /// The declared version as messages quote it: ".version 7.0".
  std::string versionText() const {
    return ".version " + std::to_string(Version.Major) + "." + std::to_string(Version.Minor);
  }
  unsigned AddressSize = 64;          ///< default when .address_size is absent
  /// Checked as relocatable code (-c, SemaOptions::CompileOnly): references
  /// may be resolved by other modules at link time.
  bool Relocatable = false;
};

struct SemaOptions {
  /// Check every instruction against the ISA table (sema/isa/*.isa).
  bool CheckInstructions = true;
  /// --gpu-name: the GPU the module is checked for ("sm_90a"); empty = the
  /// module's own .target.
  std::string GpuName;
  /// Threads for the function bodies of a large module (same diagnostics).
  unsigned Threads = 1;
  /// -c / --compile-only, as for ptxas: the module is relocatable code, not
  /// a whole program (unresolved .extern arrays pass; every .func is compiled).
  bool CompileOnly = false;
};

/// Runs the semantic checks on \p M; diagnostics go to \p Diags.
ModuleInfo runSema(const Module &M, DiagnosticEngine &Diags, const SemaOptions &Opts = {});

/// Parses "MAJOR.MINOR" into \p V; false if malformed.
bool parsePtxVersion(llvm::StringRef Text, PtxVersion &V);

/// True for the PTX ISA versions that exist (1.0 ... 9.0).
bool isKnownPtxVersion(PtxVersion V);

} // namespace ptx

#endif
