//===- DiagnosticPrinter.cpp - gnu / ptxas / json renderers ---------------===//
#include "lib/support/DiagnosticPrinter.h"

#include "llvm/Support/MemoryBuffer.h"

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
  std::tie(L.Line, L.Column) = SM.getLineAndColumn(R.start(), Buf);
  const char *End = R.End && R.End >= R.Begin ? R.End : R.Begin;
  std::tie(L.EndLine, L.EndColumn) =
      SM.getLineAndColumn(llvm::SMLoc::getFromPointer(End), Buf);
  return L;
}

/// Returns the text of the line containing \p P, without the newline or a
/// trailing '\r'.
static llvm::StringRef lineAround(llvm::SourceMgr &SM, const char *P, unsigned Buf) {
  const llvm::MemoryBuffer *MB = SM.getMemoryBuffer(Buf);
  const char *BufStart = MB->getBufferStart(), *BufEnd = MB->getBufferEnd();
  const char *B = P, *E = P;
  while (B > BufStart && B[-1] != '\n')
    --B;
  while (E < BufEnd && *E != '\n' && *E != '\0')
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
  llvm::StringRef Line = lineAround(SM, D.Range.Begin, Buf);
  OS << Line << '\n';
  // Caret line: keep tabs so the caret lines up under any tab width.
  std::string Caret;
  size_t Col = D.Range.Begin - Line.data();
  for (size_t I = 0; I < Col && I < Line.size(); ++I)
    Caret += Line[I] == '\t' ? '\t' : ' ';
  Caret += '^';
  if (D.Range.End > D.Range.Begin) {
    const char *LineEnd = Line.data() + Line.size();
    for (const char *P = D.Range.Begin + 1; P < D.Range.End && P < LineEnd; ++P)
      Caret += '~';
  }
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
