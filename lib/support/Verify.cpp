//===- Verify.cpp - -verify annotations ------------------------------------===//
#include "lib/support/Verify.h"
#include "lib/support/DiagnosticPrinter.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace ptx;

namespace {
struct Expectation {
  Severity Sev;
  unsigned Line;     ///< line the diagnostic must be on
  unsigned WrittenAt;///< line of the annotation itself
  std::string Text;
  bool Matched = false;
};
struct Seen {
  Severity Sev;
  unsigned Line;
  std::string Text;
  bool Matched = false;
};
} // namespace

bool ptx::verifyDiagnostics(llvm::SourceMgr &SM, unsigned BufId,
                            llvm::ArrayRef<Diagnostic> Diags, llvm::raw_ostream &Err) {
  const llvm::MemoryBuffer *MB = SM.getMemoryBuffer(BufId);
  llvm::StringRef File = MB->getBufferIdentifier();
  std::vector<Expectation> Exp;
  bool NoDiagnostics = false, Ok = true;

  llvm::SmallVector<llvm::StringRef, 0> Lines;
  MB->getBuffer().split(Lines, '\n');
  for (unsigned L = 0; L < Lines.size(); ++L) {
    llvm::StringRef Rest = Lines[L];
    for (size_t At; (At = Rest.find("expected-")) != llvm::StringRef::npos;) {
      Rest = Rest.drop_front(At + 9);
      if (Rest.consume_front("no-diagnostics")) {
        NoDiagnostics = true;
        continue;
      }
      Severity Sev;
      if (Rest.consume_front("error"))
        Sev = Severity::Error;
      else if (Rest.consume_front("warning"))
        Sev = Severity::Warning;
      else if (Rest.consume_front("note"))
        Sev = Severity::Note;
      else
        continue;
      unsigned Target = L + 1;
      if (Rest.consume_front("@")) {
        bool Rel = Rest.startswith("+") || Rest.startswith("-");
        bool Neg = Rest.startswith("-");
        if (Rel)
          Rest = Rest.drop_front();
        size_t N = Rest.find_first_not_of("0123456789");
        unsigned V = 0;
        if (Rest.take_front(N).getAsInteger(10, V)) {
          Err << File << ':' << L + 1 << ": error: malformed expected-* line offset\n";
          Ok = false;
          continue;
        }
        Rest = Rest.drop_front(N);
        Target = Rel ? (Neg ? L + 1 - V : L + 1 + V) : V;
      }
      Rest = Rest.ltrim();
      if (!Rest.consume_front("{{")) {
        Err << File << ':' << L + 1 << ": error: expected '{{' after expected-* annotation\n";
        Ok = false;
        continue;
      }
      size_t Close = Rest.find("}}");
      if (Close == llvm::StringRef::npos) {
        Err << File << ':' << L + 1 << ": error: missing '}}' in expected-* annotation\n";
        Ok = false;
        continue;
      }
      Exp.push_back({Sev, Target, L + 1, Rest.take_front(Close).str()});
      Rest = Rest.drop_front(Close + 2);
    }
  }

  std::vector<Seen> Got;
  auto Add = [&](const Diagnostic &D, bool IsNote) {
    ResolvedLoc RL = resolveLoc(SM, D.Range);
    std::string Text = D.Message;
    if (!IsNote)
      Text += " [" + getDiagInfo(D.Id).Rule.str() + "]";
    Got.push_back({D.Sev, RL.Line, Text});
  };
  // Notes are checked only in files that annotate at least one note, so a
  // test about an error need not spell out every explanatory note.
  bool CheckNotes = llvm::any_of(Exp, [](const Expectation &E) { return E.Sev == Severity::Note; });
  for (const Diagnostic &D : Diags) {
    Add(D, false);
    if (CheckNotes)
      for (const Diagnostic &N : D.Notes)
        Add(N, true);
  }

  for (Expectation &E : Exp)
    for (Seen &G : Got)
      if (!G.Matched && G.Sev == E.Sev && G.Line == E.Line &&
          llvm::StringRef(G.Text).contains(E.Text)) {
        G.Matched = E.Matched = true;
        break;
      }
  for (const Expectation &E : Exp)
    if (!E.Matched) {
      Err << File << ':' << E.WrittenAt << ": error: expected " << severityName(E.Sev)
          << " on line " << E.Line << " not seen: {{" << E.Text << "}}\n";
      Ok = false;
    }
  for (const Seen &G : Got)
    if (!G.Matched) {
      Err << File << ':' << G.Line << ": error: unexpected " << severityName(G.Sev) << ": "
          << G.Text << '\n';
      Ok = false;
    }
  if (NoDiagnostics && !Exp.empty()) {
    Err << File << ": error: expected-no-diagnostics together with expected-* annotations\n";
    Ok = false;
  }
  return Ok;
}
