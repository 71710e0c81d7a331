//===- Diagnostic.h - diagnostic ids, engine and builder --------*- C++ -*-===//
//
// Every stage reports problems through a DiagnosticEngine: it never prints.
// A diagnostic carries a stable id (Diagnostics.def), a severity, a source
// range inside a buffer owned by the engine's llvm::SourceMgr, a formatted
// message, and attached notes. Printers (DiagnosticPrinter.h) render the
// collected list in gnu / ptxas / json form after a file is processed.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_SUPPORT_DIAGNOSTIC_H
#define PTXLINT_SUPPORT_DIAGNOSTIC_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/SMLoc.h"
#include "llvm/Support/SourceMgr.h"
#include <memory>
#include <string>
#include <vector>

namespace ptx {

/// A half-open byte range [Begin, End) inside one source buffer.
struct SrcRange {
  const char *Begin = nullptr;
  const char *End = nullptr;
  SrcRange() = default;
  SrcRange(const char *B, const char *E) : Begin(B), End(E) {}
  bool isValid() const { return Begin != nullptr; }
  llvm::SMLoc start() const { return llvm::SMLoc::getFromPointer(Begin); }
  llvm::StringRef text() const {
    return isValid() ? llvm::StringRef(Begin, End - Begin) : llvm::StringRef();
  }
};

enum class Severity { Note, Remark, Warning, Error };

enum class DiagId : unsigned {
#define DIAG(Enum, Id, Sev, Group, Fmt) Enum,
#include "lib/support/Diagnostics.def"
  NumDiags
};

/// Static description of a diagnostic id.
struct DiagInfo {
  llvm::StringRef Rule;
  Severity DefaultSeverity;
  llvm::StringRef Group;
  llvm::StringRef Format;
};
const DiagInfo &getDiagInfo(DiagId Id);
/// Every distinct rule id (notes excluded), in declaration order.
std::vector<llvm::StringRef> allRuleIds();
/// True when \p Rule names a diagnostic rule id.
bool isKnownRule(llvm::StringRef Rule);

/// One reported diagnostic.
struct Diagnostic {
  DiagId Id;
  Severity Sev;
  SrcRange Range;
  std::string Message;
  std::vector<Diagnostic> Notes;
};

/// What the user asked for on the command line about diagnostics.
struct DiagOptions {
  bool SuppressWarnings = false; ///< -w
  bool WarningsAsErrors = false; ///< -Werror
  llvm::StringSet<> Disabled;    ///< --disable=RULE
  llvm::StringSet<> Enabled;     ///< --enable=RULE (overrides "off by default")
  unsigned MaxErrors = 0;        ///< 0 = unlimited
};

class DiagnosticEngine;

/// How many lexical errors (invalid characters, numbers, strings) one input
/// reports; one more report counts the rest (DiagnosticEngine::finish).
constexpr size_t MaxLexErrorReports = 100;

/// Collects %N arguments and commits the diagnostic when destroyed.
class DiagBuilder {
public:
  DiagBuilder(DiagnosticEngine *E, DiagId Id, SrcRange R) : Engine(E), Id(Id), Range(R) {}
  DiagBuilder(DiagBuilder &&O) noexcept
      : Engine(O.Engine), Id(O.Id), Range(O.Range), Args(std::move(O.Args)) {
    O.Engine = nullptr;
  }
  DiagBuilder(const DiagBuilder &) = delete;
  ~DiagBuilder();
  DiagBuilder &operator<<(llvm::StringRef S) {
    Args.push_back(S.str());
    return *this;
  }
  DiagBuilder &operator<<(const char *S) { return *this << llvm::StringRef(S); }
  DiagBuilder &operator<<(const std::string &S) { return *this << llvm::StringRef(S); }
  DiagBuilder &operator<<(uint64_t V) { return *this << std::to_string(V); }
  DiagBuilder &operator<<(int V) { return *this << std::to_string(V); }
  DiagBuilder &operator<<(unsigned V) { return *this << std::to_string(V); }

private:
  DiagnosticEngine *Engine;
  DiagId Id;
  SrcRange Range;
  llvm::SmallVector<std::string, 3> Args;
};

/// Substitutes %0..%9 in \p Fmt with \p Args.
std::string formatDiagMessage(llvm::StringRef Fmt, llvm::ArrayRef<std::string> Args);

/// The 1-based line of \p P in buffer \p Buf of \p SM (0: look the buffer
/// up; 0 outside every buffer), from the buffer's line table: O(log lines).
/// LLVM 14's SourceMgr::FindLineNumber computes the column too, scanning
/// back to the line start: O(the column), which made the diagnostics of one
/// long line quadratic.
unsigned lineNumber(llvm::SourceMgr &SM, const char *P, unsigned Buf = 0);
/// The first byte of the line holding \p P in buffer \p Buf of \p SM (0:
/// look the buffer up), in O(log lines).
const char *lineStart(llvm::SourceMgr &SM, const char *P, unsigned Buf = 0);
/// 1-based line and byte column of \p P (0, 0 outside every buffer), in
/// O(log lines). Lines end at '\n' only, as for the lexer; a lone '\r' is
/// whitespace, not a line break (SourceMgr's columns restarted after it).
std::pair<unsigned, unsigned> lineAndColumn(llvm::SourceMgr &SM, const char *P,
                                            unsigned Buf = 0);

/// Owns the source buffers and the diagnostics reported against them.
class DiagnosticEngine {
public:
  explicit DiagnosticEngine(DiagOptions Opts = {}) : Opts(std::move(Opts)) {}

  llvm::SourceMgr &getSourceMgr() { return SM; }
  const DiagOptions &getOptions() const { return Opts; }

  /// Starts a diagnostic; it is recorded when the builder goes out of scope.
  /// A note attaches to the most recent non-note diagnostic.
  DiagBuilder report(DiagId Id, SrcRange R) { return DiagBuilder(this, Id, R); }

  /// Records a fully formed diagnostic (used by the builder).
  void emit(DiagId Id, SrcRange R, std::string Message);

  const std::vector<Diagnostic> &diagnostics() const { return Diags; }
  /// Puts the diagnostics in source order, as a reader (and ptxas) goes
  /// through the file: the checks run in passes (parse, module directives,
  /// function bodies on threads, analyses), each reporting in its own order.
  /// Lexical and syntax errors come first (as ptxas, which stops at them),
  /// then everything else. The sort is stable, so what one position
  /// reported keeps its order, and reports without a position come first;
  /// notes stay with their diagnostic. Past MaxLexErrorReports
  /// lexical errors, one report counts the rest. --max-errors
  /// then keeps the first N errors of that order.
  void finish();
  void clear() {
    Diags.clear();
    NumErrors = NumWarnings = 0;
    LastDropped = false;
  }
  unsigned errorCount() const { return NumErrors; }
  unsigned warningCount() const { return NumWarnings; }
  /// Every diagnostic reported so far, notes and suppressed or dropped ones
  /// included: a check that leaves it unchanged reported nothing at all.
  unsigned reportCount() const { return NumReports; }
  bool hasErrors() const { return NumErrors != 0; }

  /// Suppresses \p Rule ("*" for every rule) on a line (1-based) of buffer
  /// \p BufId, and on the following line too when \p AlsoNextLine (a
  /// `// ptxlint: disable=RULE` comment alone on its line).
  void addSuppression(unsigned BufId, unsigned Line, llvm::StringRef Rule, bool AlsoNextLine);

  /// A report as it reached emit(), before any filtering.
  struct Report {
    DiagId Id;
    SrcRange Range;
    std::string Message;
  };
  /// An engine for work on another thread (lib/support/Parallel.h): the
  /// same options and suppressions, the same buffers (not owned, so line
  /// numbers work), and, with \p Record, every report kept in Log in order,
  /// for replay() into this engine once the work is joined. A fork counts
  /// and filters as this engine would (reportCount, errorCount), except for
  /// --max-errors, which only the joined order can apply.
  std::unique_ptr<DiagnosticEngine> fork(bool Record);
  std::vector<Report> Log;
  /// Reports \p Rs here, in order, exactly as if they were reported now.
  void replay(llvm::ArrayRef<Report> Rs) {
    for (const Report &R : Rs)
      emit(R.Id, R.Range, R.Message);
  }

private:
  bool Recording = false;
  bool isSuppressed(DiagId Id, SrcRange R);

  llvm::SourceMgr SM;
  DiagOptions Opts;
  std::vector<Diagnostic> Diags;
  unsigned NumErrors = 0, NumWarnings = 0, NumReports = 0;
  bool LastDropped = false; ///< notes follow their parent into oblivion
  /// The rules suppressed on each line, by buffer and 1-based line: a
  /// lookup per diagnostic (a list of every suppression in the file was
  /// searched for each one: quadratic in a file of both).
  llvm::DenseMap<std::pair<unsigned, unsigned>, llvm::SmallVector<std::string, 1>> Suppressions;
};

} // namespace ptx

#endif
