//===- DiagnosticPrinter.cpp - gnu / ptxas / json renderers ---------------===//
#include "lib/support/DiagnosticPrinter.h"
#include "lib/support/Printable.h"

#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <cctype>

using namespace ptx;

llvm::StringRef ptx::severityName(Severity S) {
  switch (S) {
  case Severity::Note:
    return "note";
  case Severity::Remark:
    return "remark";
  case Severity::Warning:
    return "warning";
  case Severity::Error:
    return "error";
  }
  return "error";
}

ResolvedLoc ptx::resolveLoc(llvm::SourceMgr &SM, SrcRange R) {
  ResolvedLoc L;
  if (!R.isValid())
    return L;
  unsigned Buf = SM.FindBufferContainingLoc(R.start());
  if (!Buf)
    return L;
  L.File = SM.getMemoryBuffer(Buf)->getBufferIdentifier().str();
  std::tie(L.Line, L.Column) = lineAndColumn(SM, R.Begin, Buf);
  const char *End = R.End && R.End >= R.Begin ? R.End : R.Begin;
  std::tie(L.EndLine, L.EndColumn) = lineAndColumn(SM, End, Buf);
  return L;
}

/// Returns the text of the line containing \p P, without the newline or a
/// trailing '\r', and at most \p After bytes past \p P (what printOne can
/// show of a long line; scanning to its end made N diagnostics on one line
/// cost N times its length).
static llvm::StringRef lineAround(llvm::SourceMgr &SM, const char *P, unsigned Buf,
                                  size_t After) {
  const llvm::MemoryBuffer *MB = SM.getMemoryBuffer(Buf);
  const char *BufStart = MB->getBufferStart(), *BufEnd = MB->getBufferEnd();
  const char *B = std::max(lineStart(SM, P, Buf), BufStart), *E = P;
  const char *Limit = size_t(BufEnd - P) > After ? P + After : BufEnd;
  while (E < Limit && *E != '\n' && *E != '\0')
    ++E;
  if (E > B && E[-1] == '\r')
    --E;
  return llvm::StringRef(B, E - B);
}

static void printOne(llvm::raw_ostream &OS, llvm::SourceMgr &SM, const Diagnostic &D,
                     bool Color, bool IsNote) {
  ResolvedLoc L = resolveLoc(SM, D.Range);
  if (Color)
    OS.changeColor(llvm::raw_ostream::SAVEDCOLOR, true);
  if (!L.File.empty())
    OS << L.File << ':' << L.Line << ':' << L.Column << ": ";
  else
    OS << "ptxlint: ";
  if (Color) {
    auto C = D.Sev == Severity::Error     ? llvm::raw_ostream::RED
             : D.Sev == Severity::Warning ? llvm::raw_ostream::MAGENTA
                                          : llvm::raw_ostream::BLACK;
    OS.changeColor(C, true);
  }
  OS << severityName(D.Sev) << ": ";
  if (Color)
    OS.changeColor(llvm::raw_ostream::SAVEDCOLOR, true);
  OS << D.Message;
  if (!IsNote)
    OS << " [" << getDiagInfo(D.Id).Rule << ']';
  if (Color)
    OS.resetColor();
  OS << '\n';
  if (L.File.empty())
    return;
  unsigned Buf = SM.FindBufferContainingLoc(D.Range.start());
  // A very long line (minified or generated input) is shown as a window
  // around the range, marked with "..." where it is cut. The window ends
  // before Begin + MaxShown, so the line is read no further than that.
  const size_t MaxShown = 240, Context = 80;
  llvm::StringRef Line = lineAround(SM, D.Range.Begin, Buf, MaxShown + 16);
  size_t Col = D.Range.Begin - Line.data();
  const char *LineEnd = Line.data() + Line.size();
  llvm::StringRef Prefix, Suffix;
  if (Line.size() > MaxShown) {
    size_t RangeEnd = std::min<size_t>(
        Line.size(), D.Range.End > D.Range.Begin ? D.Range.End - Line.data() : Col + 1);
    size_t From = Col > Context ? Col - Context : 0;
    size_t To = std::min(Line.size(), std::max(RangeEnd, Col + 1) + Context);
    To = std::min(To, From + MaxShown);
    if (From > 0)
      Prefix = "...";
    if (To < Line.size())
      Suffix = "...";
    Line = Line.slice(From, To);
    Col -= From;
    LineEnd = Line.data() + Line.size();
  }
  // The line is echoed with control and invalid UTF-8 bytes as <HH>; the
  // caret line pads each display unit to the width it was shown with.
  std::string Shown, Caret(Prefix.size(), ' ');
  const char *CaretAt = Line.data() + std::min(Col, Line.size());
  const char *RangeEnd = D.Range.End > D.Range.Begin ? D.Range.End : nullptr;
  forEachDisplayUnit(Line, [&](llvm::StringRef Raw, bool Esc) {
    size_t Width = Esc ? 4 : 1;
    Shown += Esc ? escapeForDisplay(Raw, "<", ">") : Raw.str();
    if (Raw.data() < CaretAt) {
      // Keep tabs so the caret lines up under any tab width.
      Caret += Raw[0] == '\t' ? std::string(1, '\t') : std::string(Width, ' ');
    } else if (Raw.data() == CaretAt) {
      Caret += '^';
      Caret += std::string(Width - 1, '~');
    } else if (RangeEnd && Raw.data() < RangeEnd && Raw.data() < LineEnd) {
      Caret += std::string(Width, '~');
    }
  });
  if (CaretAt == LineEnd)
    Caret += '^';
  OS << Prefix << Shown << Suffix << '\n';
  if (Color)
    OS.changeColor(llvm::raw_ostream::GREEN, true);
  OS << Caret;
  if (Color)
    OS.resetColor();
  OS << '\n';
}

void ptx::printGnu(llvm::raw_ostream &OS, llvm::SourceMgr &SM, const Diagnostic &D,
                   bool Color) {
  printOne(OS, SM, D, Color, false);
  for (const Diagnostic &N : D.Notes)
    printOne(OS, SM, N, Color, true);
}

void ptx::printPtxas(llvm::raw_ostream &OS, llvm::SourceMgr &SM, const Diagnostic &D) {
  ResolvedLoc L = resolveLoc(SM, D.Range);
  llvm::StringRef Sev = D.Sev == Severity::Error ? "error   " : "warning ";
  if (L.File.empty())
    OS << "ptxas " << (D.Sev == Severity::Error ? "fatal   " : Sev) << ": " << D.Message
       << '\n';
  else
    OS << "ptxas " << L.File << ", line " << L.Line << "; " << Sev << ": " << D.Message
       << '\n';
}

llvm::json::Object ptx::toJson(llvm::SourceMgr &SM, const Diagnostic &D) {
  ResolvedLoc L = resolveLoc(SM, D.Range);
  llvm::json::Object O{{"file", L.File},
                       {"line", L.Line},
                       {"column", L.Column},
                       {"end_line", L.EndLine},
                       {"end_column", L.EndColumn},
                       {"severity", severityName(D.Sev)},
                       {"rule", getDiagInfo(D.Id).Rule},
                       {"message", D.Message}};
  if (!D.Notes.empty()) {
    llvm::json::Array Notes;
    for (const Diagnostic &N : D.Notes) {
      llvm::json::Object NO = toJson(SM, N);
      NO.erase("rule");
      Notes.push_back(std::move(NO));
    }
    O["notes"] = std::move(Notes);
  }
  return O;
}

std::string ptx::pathToUri(llvm::StringRef Path) {
  std::string Out;
  if (Path.startswith("/"))
    Out = "file://";
  for (unsigned char C : Path) {
    if (std::isalnum(C) || llvm::StringRef("/-._~").contains(C)) {
      Out += static_cast<char>(C);
    } else {
      static const char Hex[] = "0123456789ABCDEF";
      Out += '%';
      Out += Hex[C >> 4];
      Out += Hex[C & 15];
    }
  }
  return Out;
}

static llvm::StringRef sarifLevel(Severity S) {
  switch (S) {
  case Severity::Error:
    return "error";
  case Severity::Warning:
    return "warning";
  case Severity::Note:
  case Severity::Remark:
    return "note";
  }
  return "error";
}

unsigned UnitColumns::column(llvm::SourceMgr &SM, const char *P, bool Utf16) {
  unsigned Buf = SM.FindBufferContainingLoc(llvm::SMLoc::getFromPointer(P));
  if (!Buf)
    return 1;
  const char *B = lineStart(SM, P, Buf);
  // Count from the last position when it is on the same line and nearer.
  if (B != LineBegin || Utf16 != InUtf16 || (P < At && P - B < At - P)) {
    LineBegin = At = B;
    InUtf16 = Utf16;
    Col = 1;
  }
  auto Units = [&](unsigned char C) -> unsigned {
    if ((C & 0xC0) == 0x80)
      return 0; // UTF-8 continuation byte
    return Utf16 && C >= 0xF0 ? 2 : 1; // outside the BMP: a surrogate pair
  };
  for (; At < P; ++At)
    Col += Units(static_cast<unsigned char>(*At));
  for (; At > P; --At)
    Col -= Units(static_cast<unsigned char>(At[-1]));
  return Col;
}

unsigned ptx::unitColumn(llvm::SourceMgr &SM, const char *P, bool Utf16) {
  return UnitColumns().column(SM, P, Utf16);
}

unsigned SarifLog::artifactIndex(const std::string &File) {
  for (unsigned I = 0; I < Artifacts.size(); ++I)
    if (Artifacts[I] == File)
      return I;
  Artifacts.push_back(File);
  return Artifacts.size() - 1;
}

llvm::json::Object SarifLog::location(llvm::SourceMgr &SM, SrcRange R) {
  ResolvedLoc L = resolveLoc(SM, R);
  llvm::json::Object Phys;
  unsigned Idx = artifactIndex(L.File);
  Phys["artifactLocation"] = llvm::json::Object{{"uri", pathToUri(L.File)}, {"index", Idx}};
  // SARIF regions are 1-based with an exclusive end column; columns count
  // Unicode code points (the run's columnKind), not bytes.
  unsigned Col = R.isValid() ? Columns.column(SM, R.Begin, false) : L.Column;
  llvm::json::Object Region{{"startLine", L.Line}, {"startColumn", Col}};
  if (L.EndLine) {
    unsigned EndCol = R.End && R.End > R.Begin ? Columns.column(SM, R.End, false) : Col;
    Region["endLine"] = L.EndLine;
    Region["endColumn"] = L.EndLine == L.Line ? std::max(EndCol, Col) : EndCol;
  }
  Phys["region"] = std::move(Region);
  return llvm::json::Object{{"physicalLocation", std::move(Phys)}};
}

void SarifLog::add(llvm::SourceMgr &SM, const Diagnostic &D) {
  llvm::StringRef Rule = getDiagInfo(D.Id).Rule;
  std::vector<llvm::StringRef> Rules = allRuleIds();
  llvm::json::Object Res{{"ruleId", Rule},
                         {"level", sarifLevel(D.Sev)},
                         {"message", llvm::json::Object{{"text", D.Message}}}};
  auto It = std::find(Rules.begin(), Rules.end(), Rule);
  if (It != Rules.end())
    Res["ruleIndex"] = static_cast<int64_t>(It - Rules.begin());
  if (D.Range.isValid())
    Res["locations"] = llvm::json::Array{location(SM, D.Range)};
  if (!D.Notes.empty()) {
    llvm::json::Array Related;
    int64_t Id = 0;
    for (const Diagnostic &N : D.Notes) {
      llvm::json::Object RL =
          N.Range.isValid() ? location(SM, N.Range) : llvm::json::Object();
      RL["id"] = Id++;
      RL["message"] = llvm::json::Object{{"text", N.Message}};
      Related.push_back(std::move(RL));
    }
    Res["relatedLocations"] = std::move(Related);
  }
  Results.push_back(std::move(Res));
}

llvm::json::Value SarifLog::finish(llvm::StringRef Version, bool Successful) {
  llvm::json::Array Rules;
  for (llvm::StringRef R : allRuleIds()) {
    Severity Sev = Severity::Error;
    for (unsigned I = 0; I < static_cast<unsigned>(DiagId::NumDiags); ++I)
      if (getDiagInfo(static_cast<DiagId>(I)).Rule == R) {
        Sev = getDiagInfo(static_cast<DiagId>(I)).DefaultSeverity;
        break;
      }
    llvm::json::Object Rule{{"id", R},
                            {"defaultConfiguration",
                             llvm::json::Object{{"level", sarifLevel(Sev)}}}};
    Rules.push_back(std::move(Rule));
  }
  llvm::json::Array Arts;
  for (const std::string &A : Artifacts)
    Arts.push_back(llvm::json::Object{{"location", llvm::json::Object{{"uri", pathToUri(A)}}}});
  llvm::json::Object Driver{{"name", "ptxlint"},
                            {"version", Version},
                            {"semanticVersion", Version},
                            {"rules", std::move(Rules)}};
  llvm::json::Object Run{
      {"tool", llvm::json::Object{{"driver", std::move(Driver)}}},
      {"columnKind", "unicodeCodePoints"},
      {"artifacts", std::move(Arts)},
      {"results", std::move(Results)},
      {"invocations",
       llvm::json::Array{llvm::json::Object{{"executionSuccessful", Successful}}}}};
  return llvm::json::Object{{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
                            {"version", "2.1.0"},
                            {"runs", llvm::json::Array{std::move(Run)}}};
}
