//===- ParserTest.cpp - AST shape and error recovery ----------------------===//
#include "parser/ParseDriver.h"
#include "lexer/Lexer.h"

#include "llvm/Support/MemoryBuffer.h"
#include "gtest/gtest.h"
#include <iterator>
#include <vector>

using namespace ptx;

namespace {
struct Parsed {
  DiagnosticEngine Diags;
  Module M;
  bool Ok;
  explicit Parsed(llvm::StringRef Src) {
    unsigned Id = Diags.getSourceMgr().AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(Src, "t.ptx"), llvm::SMLoc());
    Ok = parseBuffer(Id, M, Diags);
  }
  std::string dump() {
    std::string S;
    llvm::raw_string_ostream OS(S);
    dumpModule(M, OS, Diags.getSourceMgr());
    return OS.str();
  }
  const Function &fn(unsigned I = 0) {
    for (TopLevel *T : M.Items)
      if (T->K == TopLevel::Func && I-- == 0)
        return *T->Fn;
    abort();
  }
};
const char *Header = ".version 8.5\n.target sm_90\n.address_size 64\n";
} // namespace

TEST(Parser, InstructionShape) {
  Parsed P(std::string(Header) + ".entry k() {\n"
                                 "@!%p1 ld.global.v4.u32 {%r1, _, %r3, %r4}, [%rd1+-16];\n"
                                 "setp.lt.s32 %p1|%p2, %r1, 8;\n"
                                 "call.uni (retval0), f, (a, b);\n}\n");
  ASSERT_TRUE(P.Ok);
  const BlockStmt *B = P.fn().Body;
  ASSERT_EQ(B->Body.size(), 3u);
  auto *I = static_cast<const InstrStmt *>(B->Body[0]);
  EXPECT_EQ(I->Opcode.Text, "ld");
  ASSERT_EQ(I->Mods.size(), 3u);
  EXPECT_EQ(I->Mods[0].Text, ".global");
  ASSERT_NE(I->Guard, nullptr);
  EXPECT_EQ(I->Guard->K, Expr::Unary);
  ASSERT_EQ(I->Operands.size(), 2u);
  EXPECT_EQ(I->Operands[0]->K, Expr::Vector);
  EXPECT_EQ(I->Operands[0]->Sub[1]->K, Expr::Sink);
  EXPECT_EQ(I->Operands[1]->K, Expr::Address);
  auto *S = static_cast<const InstrStmt *>(B->Body[1]);
  EXPECT_EQ(S->Operands[0]->K, Expr::PredPair);
  auto *C = static_cast<const InstrStmt *>(B->Body[2]);
  ASSERT_EQ(C->Operands.size(), 3u);
  EXPECT_EQ(C->Operands[0]->K, Expr::Paren);
  EXPECT_EQ(C->Operands[2]->K, Expr::List);
}

TEST(Parser, ExpressionPrecedenceFollowsC) {
  Parsed P(std::string(Header) + ".global .u32 x = 1 + 2 * 3 << 1 | 4 & 5 ? 6 : -7;\n");
  ASSERT_TRUE(P.Ok);
  EXPECT_NE(P.dump().find("= ((((1 + (2 * 3)) << 1) | (4 & 5)) ? 6 : (-7))"), std::string::npos)
      << P.dump();
}

TEST(Parser, InitializersAndDeclarations) {
  Parsed P(std::string(Header) +
           ".global .align 8 .s32 off[][2] = {{-1, 0}, {0, -1}};\n"
           ".global .u64 p = generic(off)+8;\n"
           ".global .u8 m[2] = {0xFF(off), 0xFF00(off+4)};\n"
           ".global .attribute(.managed) .u32 g;\n"
           ".global .samplerref s = {addr_mode_0 = clamp_to_edge, filter_mode = nearest};\n");
  ASSERT_TRUE(P.Ok) << P.dump();
  ASSERT_EQ(P.M.Items.size(), 8u);
  const VarDecl *V = P.M.Items[3]->Var;
  EXPECT_EQ(V->Specs[1].K, DeclSpec::Align);
  EXPECT_EQ(V->Specs[1].Value, 8u);
  EXPECT_EQ(V->Decls[0].Dims.size(), 2u);
  EXPECT_EQ(V->Decls[0].Dims[0], nullptr);
  EXPECT_EQ(P.M.Items[5]->Var->Decls[0].Init->Sub[0]->K, Expr::FnCall);
}

TEST(Parser, FunctionHeaders) {
  Parsed P(std::string(Header) +
           ".extern .func (.param .b32 r) vprintf(.param .b64 a, .param .b64 b);\n"
           ".visible .entry k(.param .u64 .ptr .global .align 16 p)\n"
           "  .maxntid 256, 1, 1 .minnctapersm 2\n{\n ret;\n}\n");
  ASSERT_TRUE(P.Ok) << P.dump();
  const Function &F = P.fn(0);
  EXPECT_FALSE(F.IsEntry);
  EXPECT_EQ(F.Body, nullptr);
  EXPECT_TRUE(F.HasReturnList);
  EXPECT_EQ(F.Params.size(), 2u);
  const Function &K = P.fn(1);
  EXPECT_TRUE(K.IsEntry);
  ASSERT_EQ(K.Directives.size(), 2u);
  EXPECT_EQ(K.Directives[0]->Values.size(), 3u);
  EXPECT_EQ(K.Params[0]->Specs.size(), 5u); // .param .u64 .ptr .global .align 16
}

TEST(Parser, DebugSectionsAndLoc) {
  Parsed P(std::string(Header) +
           ".file 1 \"a.cu\", 1339013327, 64118\n"
           ".entry k() {\n.loc 1 9 3, function_name $L__info_string0, inlined_at 1 21 3\n"
           "$L__func_begin0:\n ret;\n}\n"
           ".section .debug_str {\n$L__info_string0:\n.b8 95,90,0\n}\n"
           ".section .debug_info {\n.b32 $L__func_end0-$L__func_begin0\n.b32 .debug_abbrev\n"
           ".b64 $L__func_begin0+4\n.b8 -11, 0\n}\n");
  EXPECT_TRUE(P.Ok) << P.dump();
}

TEST(Parser, RecoversAndReportsEveryError) {
  Parsed P(std::string(Header) + ".entry k() {\n"
                                 " mov.u32 %r1, ;\n"     // bad operand
                                 " add.u32 %r1 %r2;\n"   // missing comma
                                 " mov.u32 %r1, 1\n"     // missing ';'
                                 " exit;\n}\n"
                                 ".entry k2() {\n ld.u32 [x;\n}\n");
  EXPECT_FALSE(P.Ok);
  EXPECT_EQ(P.Diags.errorCount(), 4u) << P.dump();
  // The missing ';' is reported on the line where it is missing.
  unsigned Line = P.Diags.getSourceMgr().FindLineNumber(P.Diags.diagnostics()[2].Range.start());
  EXPECT_EQ(Line, 7u);
  // The second function is still parsed.
  EXPECT_EQ(P.M.Items.back()->K, TopLevel::Func);
}

TEST(Parser, EmptyAndGarbageInputDoNotCrash) {
  Parsed A("");
  EXPECT_TRUE(A.Ok);
  Parsed B("}}}{{{;;;@@@");
  EXPECT_FALSE(B.Ok);
  Parsed C(".entry");
  EXPECT_FALSE(C.Ok);
}

// ParseDriver::intLit converts short decimal literals itself; every spelling
// must give what parseIntLiteral gives (value and signedness), in section
// data and in instruction operands.
TEST(Parser, IntegerLiteralsAgreeWithTheLexer) {
  const char *Lits[] = {"0",    "7",    "00",   "010",  "0x1F", "0X1f", "0b101", "0B1",
                        "123U", "0U",   "255",  "999999999999999999",
                        "1000000000000000000", "9223372036854775807", "9223372036854775808",
                        "18446744073709551615", "012345670123456701"};
  std::string Src = std::string(Header) + ".section .debug_info {\n";
  std::string Body = ".entry k() {\n.reg .b64 %rd<2>;\n";
  for (const char *L : Lits) {
    Src += std::string(".b64 ") + L + "\n";
    Body += std::string("mov.b64 %rd1, ") + L + ";\n";
  }
  Src += "}\n" + Body + "}\n";
  Parsed P(Src);
  ASSERT_TRUE(P.Ok);
  // (value, is unsigned) as the section item and the operand hold them.
  std::vector<std::pair<uint64_t, bool>> Values;
  for (TopLevel *T : P.M.Items)
    if (T->K == TopLevel::Section)
      for (const SectionItem &I : T->Items)
        for (const SectionValue &V : I.values()) {
          ASSERT_EQ(V.K, SectionValue::Int);
          Values.push_back({V.IntValue, V.IsUnsigned});
        }
  for (const Stmt *S : P.fn().Body->Body)
    if (S->K == Stmt::Instr) {
      const Expr *E = static_cast<const InstrStmt *>(S)->Operands[1];
      ASSERT_EQ(E->K, Expr::IntLit);
      Values.push_back({E->IntValue, E->IsUnsigned});
    }
  size_t N = std::size(Lits);
  ASSERT_EQ(Values.size(), 2 * N);
  for (size_t K = 0; K < 2 * N; ++K) {
    uint64_t Want = 0;
    bool WantU = false;
    ASSERT_TRUE(parseIntLiteral(Lits[K % N], Want, WantU)) << Lits[K % N];
    EXPECT_EQ(Values[K].first, Want) << Lits[K % N];
    EXPECT_EQ(Values[K].second, WantU) << Lits[K % N];
  }
}
