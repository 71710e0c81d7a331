//===- Diagnostic.cpp - diagnostic table and engine -----------------------===//
#include "lib/support/Diagnostic.h"
#include "lib/support/Printable.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include <algorithm>
#include <tuple>
#include <cstdlib>

using namespace ptx;

static const DiagInfo DiagTable[] = {
#define DIAG(Enum, Id, Sev, Group, Fmt) {Id, Severity::Sev, #Group, Fmt},
#include "lib/support/Diagnostics.def"
};

const DiagInfo &ptx::getDiagInfo(DiagId Id) {
  return DiagTable[static_cast<unsigned>(Id)];
}

std::vector<llvm::StringRef> ptx::allRuleIds() {
  std::vector<llvm::StringRef> Out;
  for (const DiagInfo &I : DiagTable)
    if (I.DefaultSeverity != Severity::Note && !llvm::is_contained(Out, I.Rule))
      Out.push_back(I.Rule);
  return Out;
}

bool ptx::isKnownRule(llvm::StringRef Rule) {
  for (const DiagInfo &I : DiagTable)
    if (I.DefaultSeverity != Severity::Note && I.Rule == Rule)
      return true;
  return false;
}

std::string ptx::formatDiagMessage(llvm::StringRef Fmt, llvm::ArrayRef<std::string> Args) {
  std::string Out;
  Out.reserve(Fmt.size() + 32);
  for (size_t I = 0; I < Fmt.size(); ++I) {
    char C = Fmt[I];
    if (C == '%' && I + 1 < Fmt.size() && Fmt[I + 1] >= '0' && Fmt[I + 1] <= '9') {
      unsigned N = Fmt[++I] - '0';
      // Arguments quote input text: a control or invalid UTF-8 byte in it is
      // written \xHH, the same in every output format.
      if (N < Args.size())
        Out += needsEscaping(Args[N]) ? escapeForDisplay(Args[N], "\\x", "") : Args[N];
      continue;
    }
    Out += C;
  }
  return Out;
}

DiagBuilder::~DiagBuilder() {
  if (!Engine)
    return;
  Engine->emit(Id, Range, formatDiagMessage(getDiagInfo(Id).Format, Args));
}

void DiagnosticEngine::addSuppression(unsigned BufId, unsigned Line, llvm::StringRef Rule,
                                      bool AlsoNextLine) {
  Suppressions[{BufId, Line}].push_back(Rule.str());
  if (AlsoNextLine)
    Suppressions[{BufId, Line + 1}].push_back(Rule.str());
}

bool DiagnosticEngine::isSuppressed(DiagId Id, SrcRange R) {
  const DiagInfo &Info = getDiagInfo(Id);
  if (Opts.Disabled.count(Info.Rule))
    return true;
  if (Suppressions.empty() || !R.isValid())
    return false;
  unsigned Buf = SM.FindBufferContainingLoc(R.start());
  if (!Buf)
    return false;
  auto It = Suppressions.find({Buf, lineNumber(SM, R.Begin, Buf)});
  if (It == Suppressions.end())
    return false;
  for (const std::string &Rule : It->second)
    if (Rule == "*" || Rule == Info.Rule)
      return true;
  return false;
}

std::unique_ptr<DiagnosticEngine> DiagnosticEngine::fork(bool Record) {
  auto E = std::make_unique<DiagnosticEngine>(Opts);
  E->Opts.MaxErrors = 0;
  E->Suppressions = Suppressions;
  E->Recording = Record;
  for (unsigned I = 1; I <= SM.getNumBuffers(); ++I) {
    const llvm::MemoryBuffer *MB = SM.getMemoryBuffer(I);
    E->SM.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBuffer(MB->getBuffer(),
                                                              MB->getBufferIdentifier(),
                                                              /*RequiresNullTerminator=*/false),
                             llvm::SMLoc());
  }
  return E;
}

void DiagnosticEngine::finish() {
  // Lexical and syntax errors first: what the parser dropped makes the
  // later passes report uses of it (a label or a declaration lost with its
  // statement, a function without its body), often on earlier lines.
  auto Key = [this](const Diagnostic &D) {
    llvm::StringRef Group = getDiagInfo(D.Id).Group;
    bool FrontEnd = D.Sev == Severity::Error && (Group == "Lex" || Group == "Parse");
    if (!D.Range.isValid())
      return std::tuple<bool, unsigned, const char *>(!FrontEnd, 0, nullptr);
    return std::tuple<bool, unsigned, const char *>(
        !FrontEnd, SM.FindBufferContainingLoc(D.Range.start()), D.Range.Begin);
  };
  std::stable_sort(Diags.begin(), Diags.end(), [&](const Diagnostic &A, const Diagnostic &B) {
    return Key(A) < Key(B);
  });
  // A binary file (or text in another encoding) is thousands of lexical
  // errors even with a run of invalid bytes reported once (lexer/Lexer.re):
  // past MaxLexErrorReports, one report says how many more there are.
  auto IsLexError = [](const Diagnostic &D) {
    return D.Sev == Severity::Error && getDiagInfo(D.Id).Group == "Lex";
  };
  if (size_t Lex = llvm::count_if(Diags, IsLexError); Lex > MaxLexErrorReports) {
    size_t Seen = 0;
    std::vector<Diagnostic> Kept;
    Kept.reserve(Diags.size() - (Lex - MaxLexErrorReports) + 1);
    for (Diagnostic &D : Diags) {
      if (!IsLexError(D) || Seen++ < MaxLexErrorReports) {
        Kept.push_back(std::move(D));
      } else if (Seen == MaxLexErrorReports + 1) {
        Kept.push_back({DiagId::LexTooManyErrors, Severity::Error, D.Range,
                        formatDiagMessage(getDiagInfo(DiagId::LexTooManyErrors).Format,
                                          {std::to_string(Lex - MaxLexErrorReports)}),
                        {}});
      }
    }
    Diags = std::move(Kept);
    NumErrors -= unsigned(Lex - MaxLexErrorReports - 1);
  }
  if (!Opts.MaxErrors || NumErrors <= Opts.MaxErrors)
    return;
  unsigned Kept = 0;
  llvm::erase_if(Diags, [&](const Diagnostic &D) {
    return D.Sev == Severity::Error && Kept++ >= Opts.MaxErrors;
  });
  NumErrors = Opts.MaxErrors;
}

void DiagnosticEngine::emit(DiagId Id, SrcRange R, std::string Message) {
  ++NumReports;
  if (Recording)
    Log.push_back({Id, R, Message});
  const DiagInfo &Info = getDiagInfo(Id);
  Severity Sev = Info.DefaultSeverity;
  if (Sev == Severity::Note) {
    if (LastDropped || Diags.empty())
      return;
    Diags.back().Notes.push_back({Id, Sev, R, std::move(Message), {}});
    return;
  }
  LastDropped = true;
  // Input errors (unreadable files) can never be disabled or suppressed.
  if (Id != DiagId::InputUnreadable && isSuppressed(Id, R))
    return;
  if (Sev == Severity::Warning) {
    if (Opts.SuppressWarnings)
      return;
    if (Opts.WarningsAsErrors)
      Sev = Severity::Error;
  }
  if (Sev == Severity::Error) {
    ++NumErrors; // --max-errors applies in source order: finish()
  } else if (Sev == Severity::Warning) {
    ++NumWarnings;
  }
  LastDropped = false;
  Diags.push_back({Id, Sev, R, std::move(Message), {}});
}

unsigned ptx::lineNumber(llvm::SourceMgr &SM, const char *P, unsigned Buf) {
  if (!Buf && !(Buf = SM.FindBufferContainingLoc(llvm::SMLoc::getFromPointer(P))))
    return 0;
  return SM.getBufferInfo(Buf).getLineNumber(P);
}

const char *ptx::lineStart(llvm::SourceMgr &SM, const char *P, unsigned Buf) {
  llvm::SMLoc Loc = llvm::SMLoc::getFromPointer(P);
  if (!Buf && !(Buf = SM.FindBufferContainingLoc(Loc)))
    return P;
  unsigned Line = lineNumber(SM, P, Buf);
  llvm::SMLoc Start = SM.FindLocForLineAndColumn(Buf, Line, 1);
  return Start.isValid() && Start.getPointer() <= P ? Start.getPointer() : P;
}

std::pair<unsigned, unsigned> ptx::lineAndColumn(llvm::SourceMgr &SM, const char *P,
                                                 unsigned Buf) {
  llvm::SMLoc Loc = llvm::SMLoc::getFromPointer(P);
  if (!Buf && !(Buf = SM.FindBufferContainingLoc(Loc)))
    return {0, 0};
  unsigned Line = lineNumber(SM, P, Buf);
  llvm::SMLoc Start = SM.FindLocForLineAndColumn(Buf, Line, 1);
  if (!Start.isValid() || Start.getPointer() > P)
    return {Line, 1};
  return {Line, unsigned(P - Start.getPointer()) + 1};
}
