//===- LexerTest.cpp - token-level tests of the re2c scanner --------------===//
#include "lexer/Lexer.h"

#include "llvm/Support/MemoryBuffer.h"
#include "gtest/gtest.h"

using namespace ptx;

namespace {
struct Lexed {
  DiagnosticEngine Diags;
  std::vector<Token> Toks;
  explicit Lexed(llvm::StringRef Src) {
    unsigned Id = Diags.getSourceMgr().AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(Src, "t.ptx"), llvm::SMLoc());
    Lexer L(Diags.getSourceMgr().getMemoryBuffer(Id)->getBuffer(), Diags, Id);
    for (Token T = L.next(); !T.is(TokenKind::Eof); T = L.next())
      Toks.push_back(T);
  }
  std::vector<TokenKind> kinds() const {
    std::vector<TokenKind> K;
    for (const Token &T : Toks)
      K.push_back(T.Kind);
    return K;
  }
  std::vector<std::string> texts() const {
    std::vector<std::string> S;
    for (const Token &T : Toks)
      S.push_back(T.text().str());
    return S;
  }
};
using TK = TokenKind;
} // namespace

TEST(Lexer, InstructionIsIdentifierPlusDotWords) {
  Lexed L("@!%p1 add.rn.ftz.f32 %f1, %f2, 0f3F800000;");
  EXPECT_EQ(L.kinds(), (std::vector<TK>{TK::At, TK::Bang, TK::Identifier, TK::Identifier,
                                        TK::DotWord, TK::DotWord, TK::DotWord, TK::Identifier,
                                        TK::Comma, TK::Identifier, TK::Comma, TK::HexFloatLit,
                                        TK::Semi}));
  EXPECT_EQ(L.Diags.errorCount(), 0u);
}

TEST(Lexer, DotWordsWithScopeParts) {
  Lexed L("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes .L2::256B");
  EXPECT_EQ(L.texts(), (std::vector<std::string>{"cp", ".async", ".bulk", ".shared::cluster",
                                                 ".global", ".mbarrier::complete_tx::bytes",
                                                 ".L2::256B"}));
  EXPECT_EQ(L.Toks[4].Kind, TK::KwGlobal);
  EXPECT_EQ(L.Toks[3].Kind, TK::DotWord); // .shared::cluster is not the .shared keyword
}

TEST(Lexer, NumbersOfEveryForm) {
  Lexed L("42 0x1fU 0b101 017 0 1.5 1. .5 1e-3 2.5E+10 0d3FF0000000000000 .1d .v4");
  EXPECT_EQ(L.kinds(), (std::vector<TK>{TK::IntLit, TK::IntLit, TK::IntLit, TK::IntLit,
                                        TK::IntLit, TK::FloatLit, TK::FloatLit, TK::FloatLit,
                                        TK::FloatLit, TK::FloatLit, TK::HexFloatLit, TK::DotWord,
                                        TK::DotWord}));
  EXPECT_EQ(L.Diags.errorCount(), 0u);
}

TEST(Lexer, MalformedNumbersAreDiagnosed) {
  Lexed L("0f3F80 0d1234 12abc");
  EXPECT_EQ(L.Diags.errorCount(), 3u);
  EXPECT_EQ(L.Diags.diagnostics()[0].Id, DiagId::LexBadNumber);
}

TEST(Lexer, RegisterRangeAndSink) {
  Lexed L(".reg .b32 %r<100>; { _, %r1 } $L__BB0_1 %tid.x");
  EXPECT_EQ(L.kinds(), (std::vector<TK>{TK::KwReg, TK::DotWord, TK::Identifier, TK::Less,
                                        TK::IntLit, TK::Greater, TK::Semi, TK::LBrace, TK::Sink,
                                        TK::Comma, TK::Identifier, TK::RBrace, TK::Identifier,
                                        TK::Identifier, TK::DotWord}));
}

TEST(Lexer, CommentsAndOperators) {
  Lexed L("a /* x\n y */ << >> <= >= == != && || ? : = // tail\n b");
  EXPECT_EQ(L.kinds(), (std::vector<TK>{TK::Identifier, TK::Shl, TK::Shr, TK::LessEq,
                                        TK::GreaterEq, TK::EqEq, TK::NotEq, TK::AmpAmp,
                                        TK::PipePipe, TK::Question, TK::Colon, TK::Assign,
                                        TK::Identifier}));
}

TEST(Lexer, BadBytesAreDiagnosedNotFatal) {
  Lexed L(llvm::StringRef("a \x01 b \xE2\x80\x9C c \0 d", 15));
  EXPECT_EQ(L.texts(), (std::vector<std::string>{"a", "b", "c", "d"}));
  EXPECT_EQ(L.Diags.errorCount(), 3u); // \x01, the UTF-8 quote (once), the NUL
}

TEST(Lexer, UnterminatedCommentAndString) {
  Lexed A("a /* never closed");
  EXPECT_EQ(A.Diags.diagnostics().at(0).Id, DiagId::LexUnterminatedComment);
  Lexed B("\"abc\ndef");
  EXPECT_EQ(B.Diags.diagnostics().at(0).Id, DiagId::LexUnterminatedString);
}

TEST(Lexer, EveryKeywordLexesAsItsKindAndLongerWordsDoNot) {
#define KEYWORD(Name, Spelling)                                                \
  {                                                                            \
    Lexed L(Spelling " " Spelling "x");                                        \
    ASSERT_EQ(L.Toks.size(), 2u) << Spelling;                                  \
    EXPECT_EQ(L.Toks[0].Kind, TK::Name) << Spelling;                           \
    EXPECT_EQ(L.Toks[1].Kind, TK::DotWord) << Spelling;                        \
  }
#include "lexer/Tokens.def"
}

TEST(Lexer, PreprocessorLinesAreDiagnosed) {
  Lexed L("#include <x>\nret;");
  EXPECT_EQ(L.Diags.diagnostics().at(0).Id, DiagId::LexPreprocessor);
  EXPECT_EQ(L.texts(), (std::vector<std::string>{"ret", ";"}));
}

TEST(Lexer, SuppressionCommentsRegister) {
  DiagOptions O;
  DiagnosticEngine D(O);
  unsigned Id = D.getSourceMgr().AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy("// ptxlint: disable=invalid-character\n\x01\n\x02",
                                           "t.ptx"),
      llvm::SMLoc());
  Lexer L(D.getSourceMgr().getMemoryBuffer(Id)->getBuffer(), D, Id);
  while (!L.next().is(TK::Eof)) {
  }
  EXPECT_EQ(D.errorCount(), 1u); // line 2 is covered by the comment, line 3 is not
}

TEST(IntLiteral, ValuesAndSignedness) {
  uint64_t V;
  bool U;
  ASSERT_TRUE(parseIntLiteral("42", V, U));
  EXPECT_EQ(V, 42u);
  EXPECT_FALSE(U);
  ASSERT_TRUE(parseIntLiteral("0x1234U", V, U));
  EXPECT_EQ(V, 0x1234u);
  EXPECT_TRUE(U);
  ASSERT_TRUE(parseIntLiteral("0xfabc123400000000", V, U));
  EXPECT_TRUE(U); // does not fit in .s64 (PTX ISA 4.5.5)
  ASSERT_TRUE(parseIntLiteral("0123", V, U));
  EXPECT_EQ(V, 0123u);
  ASSERT_TRUE(parseIntLiteral("0b1011", V, U));
  EXPECT_EQ(V, 11u);
  ASSERT_TRUE(parseIntLiteral("18446744073709551615", V, U));
  EXPECT_EQ(V, ~0ULL);
  EXPECT_FALSE(parseIntLiteral("18446744073709551616", V, U));
}
