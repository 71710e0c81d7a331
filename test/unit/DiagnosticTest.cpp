//===- DiagnosticTest.cpp - engine, options and printers ------------------===//
#include "lib/support/DiagnosticPrinter.h"

#include "llvm/Support/MemoryBuffer.h"
#include "gtest/gtest.h"

using namespace ptx;

namespace {
struct Fixture {
  DiagnosticEngine D;
  const char *Base;
  explicit Fixture(DiagOptions O = {}, llvm::StringRef Src = "line one\n\tline two\r\n")
      : D(std::move(O)) {
    unsigned Id = D.getSourceMgr().AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(Src, "f.ptx"), llvm::SMLoc());
    Base = D.getSourceMgr().getMemoryBuffer(Id)->getBufferStart();
  }
};
} // namespace

TEST(Diagnostics, FormatSubstitutesArguments) {
  EXPECT_EQ(formatDiagMessage("a %0 b %1 %0", {"x", "y"}), "a x b y x");
  EXPECT_EQ(formatDiagMessage("100%", {}), "100%");
}

TEST(Diagnostics, RuleIdsAreUniqueAndKnown) {
  auto Ids = allRuleIds();
  EXPECT_FALSE(Ids.empty());
  for (llvm::StringRef R : Ids)
    EXPECT_TRUE(isKnownRule(R));
  EXPECT_FALSE(isKnownRule("note"));
  EXPECT_FALSE(isKnownRule("no-such-rule"));
}

TEST(Diagnostics, ResolveLocationIsOneBasedWithExclusiveEnd) {
  Fixture F;
  ResolvedLoc L = resolveLoc(F.D.getSourceMgr(), SrcRange(F.Base + 10, F.Base + 14));
  EXPECT_EQ(L.File, "f.ptx");
  EXPECT_EQ(L.Line, 2u);
  EXPECT_EQ(L.Column, 2u); // after the tab
  EXPECT_EQ(L.EndColumn, 6u);
}

TEST(Diagnostics, GnuFormatHasCaretUnderTabs) {
  Fixture F;
  F.D.report(DiagId::UndeclaredSymbol, SrcRange(F.Base + 10, F.Base + 14)) << "line";
  std::string S;
  llvm::raw_string_ostream OS(S);
  printGnu(OS, F.D.getSourceMgr(), F.D.diagnostics()[0], false);
  EXPECT_EQ(OS.str(), "f.ptx:2:2: error: use of undeclared identifier 'line' "
                      "[undeclared-symbol]\n\tline two\n\t^~~~\n");
}

TEST(Diagnostics, PtxasFormat) {
  Fixture F;
  F.D.report(DiagId::UndeclaredSymbol, SrcRange(F.Base, F.Base + 4)) << "x";
  std::string S;
  llvm::raw_string_ostream OS(S);
  printPtxas(OS, F.D.getSourceMgr(), F.D.diagnostics()[0]);
  EXPECT_EQ(OS.str(), "ptxas f.ptx, line 1; error   : use of undeclared identifier 'x'\n");
}

TEST(Diagnostics, WarningOptionsAndDisable) {
  // Use a note-free warning-capable path: promote and drop an error-free rule.
  DiagOptions O;
  O.Disabled.insert("undeclared-symbol");
  Fixture F(O);
  F.D.report(DiagId::UndeclaredSymbol, SrcRange(F.Base, F.Base + 1)) << "x";
  F.D.report(DiagId::NotePreviousDefinition, SrcRange(F.Base, F.Base + 1));
  EXPECT_EQ(F.D.diagnostics().size(), 0u); // the note followed its parent out
  F.D.report(DiagId::DuplicateSymbol, SrcRange(F.Base, F.Base + 1)) << "x";
  EXPECT_EQ(F.D.errorCount(), 1u);
}

TEST(Diagnostics, MaxErrors) {
  DiagOptions O;
  O.MaxErrors = 2;
  Fixture F(O);
  // Errors are counted as they come; finish() keeps the first two of the
  // printed order (the one at column 3 is not among them).
  for (int I = 0; I < 5; ++I)
    F.D.report(DiagId::UndeclaredSymbol, SrcRange(F.Base + (I == 0 ? 2 : 0), F.Base + 3))
        << std::to_string(I);
  EXPECT_EQ(F.D.errorCount(), 5u);
  F.D.finish();
  EXPECT_EQ(F.D.errorCount(), 2u);
  ASSERT_EQ(F.D.diagnostics().size(), 2u);
  EXPECT_EQ(F.D.diagnostics()[0].Message, "use of undeclared identifier '1'");
  EXPECT_EQ(F.D.diagnostics()[1].Message, "use of undeclared identifier '2'");
}

TEST(Diagnostics, FinishSortsBySourceSyntaxErrorsFirst) {
  Fixture F;
  F.D.report(DiagId::UndeclaredSymbol, SrcRange(F.Base + 12, F.Base + 13)) << "late";
  F.D.report(DiagId::NoteGeneric, SrcRange(F.Base + 1, F.Base + 2)) << "its note";
  F.D.report(DiagId::UndeclaredSymbol, SrcRange(F.Base + 5, F.Base + 6)) << "early";
  F.D.report(DiagId::SyntaxError, SrcRange(F.Base + 14, F.Base + 15)) << "syntax";
  F.D.report(DiagId::UndeclaredSymbol, SrcRange(F.Base + 5, F.Base + 6)) << "early again";
  F.D.finish();
  const auto &Ds = F.D.diagnostics();
  ASSERT_EQ(Ds.size(), 4u);
  EXPECT_EQ(Ds[0].Message, "syntax");
  EXPECT_EQ(Ds[1].Message, "use of undeclared identifier 'early'");
  EXPECT_EQ(Ds[2].Message, "use of undeclared identifier 'early again'");
  EXPECT_EQ(Ds[3].Message, "use of undeclared identifier 'late'");
  ASSERT_EQ(Ds[3].Notes.size(), 1u);
  EXPECT_EQ(Ds[3].Notes[0].Message, "its note");
}

TEST(Diagnostics, JsonObject) {
  Fixture F;
  F.D.report(DiagId::UndeclaredSymbol, SrcRange(F.Base + 10, F.Base + 14)) << "line";
  llvm::json::Object O = toJson(F.D.getSourceMgr(), F.D.diagnostics()[0]);
  EXPECT_EQ(*O.getString("rule"), "undeclared-symbol");
  EXPECT_EQ(*O.getInteger("line"), 2);
  EXPECT_EQ(*O.getInteger("column"), 2);
  EXPECT_EQ(*O.getInteger("end_column"), 6);
  EXPECT_EQ(*O.getString("severity"), "error");
}
