//===- FastParseTest.cpp - the parser's fast path against the grammar -----===//
//
// The parse driver recognizes common statements itself (ParseDriver.h, "fast
// path") instead of pushing their tokens through bison. It must build exactly
// the AST the grammar builds and report exactly the same diagnostics. These
// tests parse each input twice, with and without the fast path, and compare a
// serialization of every AST field, with every source range as byte offsets,
// plus every diagnostic.
//
// Inputs: snippets below (including broken ones), every .ptx file under
// test/ in the source tree, and every .ptx file under $PTXLINT_AST_CORPUS if
// set (e.g. a corpus from utils/corpus/build-corpus.sh).
//
//===----------------------------------------------------------------------===//
#include "lib/support/Parallel.h"
#include "parser/ParseDriver.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "gtest/gtest.h"
#include <cstdlib>

using namespace ptx;

namespace {

class Serializer {
public:
  Serializer(const char *Base, llvm::raw_ostream &OS) : Base(Base), OS(OS) {}

  void range(SrcRange R) {
    if (!R.isValid()) {
      OS << "@-";
      return;
    }
    OS << '@' << (R.Begin - Base) << '-' << (R.End - Base);
  }
  void word(const Word &W) {
    OS << '\'' << W.Text << '\'';
    range(W.Range);
  }
  void expr(const Expr *E) {
    if (!E) {
      OS << "null";
      return;
    }
    OS << "(E" << int(E->K) << " op" << int(E->Op) << " u" << E->IsUnsigned << " d"
       << E->IsDouble << " n'" << E->Name << "' sel";
    word(E->Selector);
    OS << " i" << E->IntValue << " f" << E->FloatValue;
    range(E->Range);
    for (const Expr *S : E->Sub) {
      OS << ' ';
      expr(S);
    }
    OS << ')';
  }
  void exprs(llvm::ArrayRef<Expr *> Es) {
    OS << '[';
    for (const Expr *E : Es) {
      expr(E);
      OS << ',';
    }
    OS << ']';
  }
  void var(const VarDecl *V) {
    if (!V) {
      OS << "novar";
      return;
    }
    OS << "(var l" << int(V->Link) << ' ';
    word(V->LinkWord);
    range(V->Range);
    for (const DeclSpec &S : V->Specs) {
      OS << " spec" << int(S.K) << ' ';
      word(S.W);
      OS << " v" << S.Value;
      exprs(S.Args);
    }
    for (const Declarator &D : V->Decls) {
      OS << " decl ";
      word(D.Name);
      OS << " r" << D.IsRange << '/' << D.RangeCount << " dims" << D.HasDims;
      exprs(D.Dims);
      OS << " init";
      expr(D.Init);
      range(D.Range);
    }
    OS << ')';
  }
  void stmt(const Stmt *S) {
    if (!S) {
      OS << "nullstmt\n";
      return;
    }
    OS << "stmt" << int(S->K);
    range(S->Range);
    OS << ' ';
    switch (S->K) {
    case Stmt::Label:
      word(static_cast<const LabelStmt *>(S)->Name);
      break;
    case Stmt::Instr: {
      auto *I = static_cast<const InstrStmt *>(S);
      expr(I->Guard);
      OS << ' ';
      word(I->Opcode);
      for (const Word &W : I->Mods)
        word(W);
      exprs(I->Operands);
      break;
    }
    case Stmt::Decl:
      var(static_cast<const DeclStmt *>(S)->D);
      break;
    case Stmt::Block:
      OS << "{\n";
      for (const Stmt *C : static_cast<const BlockStmt *>(S)->Body)
        stmt(C);
      OS << '}';
      break;
    case Stmt::Pragma:
      for (const Word &W : static_cast<const PragmaStmt *>(S)->Strings)
        word(W);
      break;
    case Stmt::Loc: {
      auto *L = static_cast<const LocStmt *>(S);
      OS << L->File << ' ' << L->Line << ' ' << L->Col;
      for (const LocStmt::Attr &A : L->Attrs) {
        word(A.Name);
        exprs(A.Values);
      }
      break;
    }
    case Stmt::BranchTargets:
    case Stmt::CallTargets:
      for (const Word &W : static_cast<const TargetListStmt *>(S)->Targets)
        word(W);
      break;
    case Stmt::CallPrototype: {
      auto *C = static_cast<const CallPrototypeStmt *>(S);
      OS << C->HasReturnList;
      for (const VarDecl *V : C->Returns)
        var(V);
      for (const VarDecl *V : C->Params)
        var(V);
      for (const FuncDirective *D : C->Directives) {
        word(D->Name);
        for (uint64_t V : D->Values)
          OS << ' ' << V;
        range(D->Range);
      }
      break;
    }
    }
    OS << '\n';
  }
  void module(const Module &M) {
    for (const TopLevel *T : M.Items) {
      OS << "top" << int(T->K);
      range(T->Range);
      word(T->Arg);
      for (const Word &W : T->Words)
        word(W);
      OS << " n" << T->Number;
      exprs(T->Extra);
      for (const SectionItem &I : T->Items) {
        OS << "\n item" << int(I.K);
        word(I.name());
        for (const SectionValue &V : I.values()) {
          OS << " (v" << int(V.K) << " u" << V.IsUnsigned;
          if (V.K == SectionValue::Other)
            expr(V.E);
          else
            OS << " i" << V.IntValue;
          range(V.range());
          OS << ')';
        }
        range(I.range());
      }
      var(T->Var);
      if (T->LocS)
        stmt(T->LocS);
      if (const Function *F = T->Fn) {
        OS << "\nfn";
        range(F->Range);
        OS << " l" << int(F->Link) << F->IsEntry;
        word(F->LinkWord);
        word(F->Keyword);
        word(F->Name);
        OS << " attrs" << F->Attrs.size() << " ret" << F->HasReturnList;
        for (const VarDecl *V : F->Returns)
          var(V);
        OS << " params" << F->HasParamList;
        for (const VarDecl *V : F->Params)
          var(V);
        for (const FuncDirective *D : F->Directives) {
          word(D->Name);
          for (uint64_t V : D->Values)
            OS << ' ' << V;
          for (const Word &W : D->Strings)
            word(W);
          range(D->Range);
        }
        OS << '\n';
        stmt(F->Body);
      }
      OS << '\n';
    }
  }

private:
  const char *Base;
  llvm::raw_ostream &OS;
};

/// Parses \p Src and serializes the AST and the diagnostics.
std::string parseOne(llvm::StringRef Src, llvm::StringRef Name, bool Fast, unsigned Threads) {
  std::string Out;
  DiagnosticEngine Diags;
  unsigned Id = Diags.getSourceMgr().AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(Src, Name), llvm::SMLoc());
  Module M;
  bool Ok = parseBuffer(Id, M, Diags, Fast, Threads);
  const char *Base = Diags.getSourceMgr().getMemoryBuffer(Id)->getBufferStart();
  llvm::raw_string_ostream OS(Out);
  OS << "ok" << Ok << '\n';
  Serializer(Base, OS).module(M);
  for (const Diagnostic &D : Diags.diagnostics()) {
    OS << "diag" << int(D.Id) << ' ';
    Serializer(Base, OS).range(D.Range);
    OS << ' ' << D.Message << '\n';
  }
  return Out;
}

/// Parses \p Src with and without the fast path; returns the two
/// serializations (AST + diagnostics).
std::pair<std::string, std::string> parseBoth(llvm::StringRef Src, llvm::StringRef Name) {
  return {parseOne(Src, Name, false, 1), parseOne(Src, Name, true, 1)};
}

/// Parses \p Src in one piece and cut into pieces on threads (every file
/// large enough to cut: setSplitMinBytes(0) in the tests below).
std::pair<std::string, std::string> parseSplitBoth(llvm::StringRef Src, llvm::StringRef Name) {
  return {parseOne(Src, Name, true, 1), parseOne(Src, Name, true, 4)};
}

/// Compares the grammar with the fast path or (\p Split) one piece with
/// pieces.
void expectSame(llvm::StringRef Src, llvm::StringRef Name, bool Split = false) {
  auto [Slow, Fast] = Split ? parseSplitBoth(Src, Name) : parseBoth(Src, Name);
  if (Slow == Fast)
    return;
  // Point at the first difference rather than printing megabytes.
  size_t I = 0;
  while (I < Slow.size() && I < Fast.size() && Slow[I] == Fast[I])
    ++I;
  size_t From = Slow.rfind('\n', I);
  From = From == std::string::npos ? 0 : From + 1;
  ADD_FAILURE() << Name.str() << ": fast path differs at byte " << I << "\n  grammar:   "
                << Slow.substr(From, 300) << "\n  fast path: " << Fast.substr(From, 300);
}

const char *Header = ".version 8.5\n.target sm_90\n.address_size 64\n";

} // namespace

TEST(FastParse, Snippets) {
  const char *Bodies[] = {
      // the common statement shapes
      "ld.param.u64 %rd1, [k_param_0];\nmov.u32 %r1, %tid.x;\n"
      "@%p1 bra $L__BB0_2;\n@!%p1 st.global.v4.f32 [%rd1+-16], {%f1, %f2, _, 0f3F800000};\n"
      "$L__BB0_2:\nadd.s32 %r2, %r1, -1;\nneg.f32 %f1, -0f3F800000;\nret;\n",
      "and.pred %p1, !%p2, %p3;\nmov.b64 {%r1, %r2}, %rd1;\nld.shared.u32 %r1, [smem+4];\n"
      "ld.u32 %r1, [8];\nld.u32 %r1, [-8+%rd1];\nld.u32 %r1, [%rd1-%rd2];\nmov.f64 %fd1, 1.5;\n",
      // declarations
      ".reg .pred %p<3>;\n.reg .b32 %r<10>, %q;\n.local .align 8 .b8 __local_depot0[24];\n"
      ".shared .align 16 .b8 s[2][4], t[];\n.param .b64 param0;\n.reg .b32 a, b, c;\n",
      // calls and nested blocks
      "{\n.param .b64 param0;\nst.param.b64 [param0], %rd1;\n.param .b32 retval0;\n"
      "call.uni (retval0), f, (param0);\ncall.uni f, (param0, param1);\ncall.uni g, ();\n"
      "ld.param.b32 %r1, [retval0];\n}\n{ { ret; } }\nL1: { exit; }\n",
      // .loc in every form
      ".loc 1 2 3\n.loc 1 2 3, function_name $L__info_string0, inlined_at 1 4 5\n"
      ".loc 1 2 3, function_name $L__info_string1 + 5\n.loc 2 7 0, foo .debug_str\nret;\n",
      // shapes that must fall back to the grammar
      "setp.lt.s32 %p1|%p2, %r1, 8;\nshfl.sync.bfly.b32 %r2|%p1, %r1, 1, 31, -1;\n"
      "mov.u32 %r1, (1 + 2) * 3;\nmov.u64 %rd1, generic(x);\nelect.sync _|%p1, -1;\n"
      "ld.u32 %r1, [%rd1+4+4];\nmov.u32 %r1, p ? 1 : 2;\ntex.1d.v4.f32.s32 {%f1,%f2,%f3,%f4}, [t, {%r1}];\n"
      ".reg .b32 x = 5;\n.local .u32 arr[2] = {1, 2};\n.reg .attribute(.managed) .b32 y;\n",
      // errors, each must be reported exactly as the grammar reports it
      "add.u32 %r1 %r2, 3;\nret;\nmov.u32 %r1, ;\nret;\nret\nret;\nfoo: bar: ;\nadd.u32 %r1, %r2,;\n"
      ".reg .b32 %r<0>;\nmov.u32 %r1, 99999999999999999999999;\n.reg .b32;\n",
      "}\nret;\n",
      "ld.u32 %r1, [%rd1\nret;\n",
      ".loc 1 2\nret;\n.loc 1 2 3, x\nret;\n",
  };
  for (const char *B : Bodies)
    expectSame(std::string(Header) + ".visible .entry k(.param .u64 k_param_0)\n{\n" + B + "}\n",
               "snippet.ptx");
  const char *Modules[] = {
      ".global .align 1 .b8 $str[4] = {104, 105, 0x0a, 0};\n.global .u32 t[2][2] = {{1, 2}, {3, 4}};\n"
      ".global .u32 g = 5;\n.const .u32 c[2] = {1, x};\n.global .u8 e[2] = {1 2};\n",
      ".section .debug_info\n{\n.b32 12\n.b8 2, 0\n.b32 .debug_abbrev\n.b64 $L__func_begin0\n"
      "$L__info_string0:\n.b8 95, -1\n.b32 $L__x - $L__y\n.b32 $L__x + 4, .debug_line + 8\n}\n"
      ".section .debug_str\n{\n.b8 1, 2,\n}\n.section .debug_loc { .b8 1 .b8 2 }\n"
      ".section .debug_x { .b8 a b }\n",
      // the text scanner of `.b8 N` items (Lexer::nextSectionInt): what it
      // takes, and every near miss it must leave to the tokens
      ".section .debug_abbrev\n{\n.b8 1\n.b16 65535\n.b32 0\n.b64 123456789012345678\n"
      "\t.b8 7\r\n.b8\t9 .b8 10}\n.section .debug_line {.b8 0}\n"
      ".section .debug_info\n{\n.b8 012\n.b8 0x1F\n.b8 3U\n.b8 1234567890123456789\n.b8 5 // c\n"
      ".b8 6 /* c */ .b8 7\n.b8 8 .branchtargets\n.b8 9 .b8x 1\n.b16 11 $L__a:\n.b8 12,13\n"
      ".b8 -1\n.b8 2 .b4 3\n.b128 4\n.b8 5}\n",
      ".section .debug_str { .b8 1 .b8 2 .b8 3",
      // lists of literals (`.b8 47,119,111`, DWARF strings) and their near misses
      ".section .debug_info\n{\n.b8 47,119,111\n.b8 1 , 2 ,3\n.b8 4,\n5\n.b16 6,7 .b8 8\n"
      ".b8 9,10}\n.section .debug_str { .b8 1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20 }\n"
      ".section .debug_loc\n{\n.b8 1,02\n.b8 3,,4\n.b8 5,0x6\n.b8 7,8U\n.b8 9,-1\n.b8 1,2 $L__a:\n"
      ".b8 1,2 /* c */ .b8 3\n.b8 4, // c\n5\n.b8 6,1234567890123456789\n.b8 7,8 .b4 9\n"
      ".b8 1,0 .b8 0,0\n.b8 1,x\n.b8 2,3}\n",
      ".section .debug_str { .b8 1,2 .b8 3,",
      ".section .debug_str { .b8 1,2 .b8 3,4 .b8 5",
      ".section .debug_str { .b8 1 .b8 2a .b8 3 }\n.section .debug_loc { .b8 4 .b8 5 }\n",
  };
  for (const char *Mod : Modules)
    expectSame(std::string(Header) + Mod, "module.ptx");
}

static void compareTree(const std::string &Dir, unsigned &Files, bool Split = false) {
  std::error_code EC;
  for (llvm::sys::fs::recursive_directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC)) {
    if (llvm::sys::path::extension(It->path()) != ".ptx")
      continue;
    auto Buf = llvm::MemoryBuffer::getFile(It->path());
    if (!Buf)
      continue;
    ++Files;
    expectSame((*Buf)->getBuffer(), It->path(), Split);
  }
}

TEST(FastParse, TestSuiteFiles) {
  unsigned Files = 0;
  compareTree(PTXLINT_SOURCE_DIR "/test", Files);
  compareTree(PTXLINT_SOURCE_DIR "/docs", Files);
  EXPECT_GT(Files, 50u);
}

TEST(FastParse, Corpus) {
  const char *Dir = std::getenv("PTXLINT_AST_CORPUS");
  if (!Dir)
    GTEST_SKIP() << "set PTXLINT_AST_CORPUS to a directory of .ptx files";
  unsigned Files = 0;
  compareTree(Dir, Files);
  EXPECT_GT(Files, 0u);
}

// ---- the split parse (parser/SplitParse.cpp) ---------------------------------

/// Offsets of the cuts findTopLevelCuts makes in \p Src (at most one per
/// \p MinPiece bytes).
static std::vector<size_t> cutsOf(llvm::StringRef Src, size_t MinPiece = 1) {
  std::string Buf = Src.str(); // NUL-terminated, as a MemoryBuffer
  std::vector<size_t> R;
  for (const char *C : findTopLevelCuts(llvm::StringRef(Buf.c_str(), Buf.size()), MinPiece))
    R.push_back(size_t(C - Buf.c_str()));
  return R;
}

TEST(SplitParse, Cuts) {
  using V = std::vector<size_t>;
  // After a top-level `}` followed by a directive, or by the end.
  llvm::StringRef Two = ".entry a() { ret; }\n.entry b() { ret; }\n";
  EXPECT_EQ(cutsOf(Two), (V{19, 39}));
  // Not inside an initializer (its `;` ends the declaration: a cut there),
  // nor before anything but `.`.
  EXPECT_EQ(cutsOf(".global .u32 x[2] = {1, 2};\n.global .u32 y;"), V{27});
  EXPECT_EQ(cutsOf(".global .u32 x[2] = {1, 2} ;x"), V{});
  EXPECT_EQ(cutsOf(".entry a() { ret; } x"), V{});
  // After a `;` that ends a top-level declaration and is followed by a
  // directive; never after a `;` inside braces, a comment or a string.
  EXPECT_EQ(cutsOf(".extern .func f(.param .b32 a);\n.extern .func g();\n.global .u32 v;\n"),
            (V{31, 50}));
  EXPECT_EQ(cutsOf(".entry a() { ret; ret; }\n.global .u32 v; // ; .x\n.file 1 \";.\";\n.b"),
            (V{24, 40, 62}));
  EXPECT_EQ(cutsOf(".global .u32 v;\n.extern .func g();", 20), V{});
  EXPECT_EQ(cutsOf(".global .u32 v;\n.extern .func g();\n.global .u32 w;", 20), V{34});
  // Comments, strings and # lines hide braces; comments are skipped to
  // find what follows the `}`.
  EXPECT_EQ(cutsOf(".entry a() { // }\n ret; /* } */ }\n// c\n/* d */ .file 1 \"}{\"\n"),
            V{33});
  EXPECT_EQ(cutsOf(".file 1 \"a\\\"}\"\n.entry a() { ret; }"), V{34});
  EXPECT_EQ(cutsOf("#include }\n.entry a() { ret; }"), V{30});
  // Nested blocks and sections: only depth 0 counts.
  EXPECT_EQ(cutsOf(".entry a() { { ret; } }\n.section .debug_info { .b8 1 }\n.file 1 \"x\""),
            (V{23, 54}));
  // Text that does not scan cleanly is not cut at all.
  EXPECT_EQ(cutsOf(".entry a() { ret; } }\n.entry b() { ret; }"), V{});
  EXPECT_EQ(cutsOf(".entry a() { ret; }\n/* open"), V{});
  // A large section gets a piece of its own: a cut before its `.section`
  // when an item ended just before it.
  EXPECT_EQ(cutsOf(".file 1 \"x\";\n.section .debug_info { .b8 1\n.b8 2\n.b8 3 }\n.file 2 \"y\"", 8),
                   (V{12, 55}));
  EXPECT_EQ(cutsOf(".file 1 \"x\"\n.section .debug_info { .b8 1\n.b8 2\n.b8 3 }\n.file 2 \"y\"", 8),
                   (V{54}));
  // At most one cut per MinPiece bytes.
  EXPECT_EQ(cutsOf(Two, 30), V{39});
  EXPECT_EQ(cutsOf(Two, 100), V{});
}

TEST(SplitParse, SameAsOnePiece) {
  setSplitMinBytes(0);
  std::string Funcs;
  for (int I = 0; I < 6; ++I)
    Funcs += ".visible .entry k" + std::to_string(I) +
             "(.param .u64 p)\n{\n.reg .b32 %r<4>;\nld.param.u32 %r1, [p];\n"
             "add.s32 %r2, %r1, " + std::to_string(I) + ";\nret;\n}\n"
             ".section .debug_str { .b8 65, 0 }\n";
  expectSame(std::string(Header) + Funcs, "split.ptx", true);
  // Broken pieces: the one-piece parse reports (each error once).
  expectSame(std::string(Header) + Funcs + ".entry bad() { add.s32 %r1 %r2; }\n" + Funcs,
             "split-broken.ptx", true);
  expectSame(std::string(Header) + Funcs + ".entry bad() { ret; } }\n" + Funcs,
             "split-stray.ptx", true);
  expectSame(std::string(Header) + Funcs + "\x01" + Funcs, "split-byte.ptx", true);
  // Large sections are parsed in runs of lines: labels, symbol values, every
  // width; a syntax error in a late run (the one-piece parse reports it); a
  // label difference.
  std::string Sec = ".section .debug_info\n{\n";
  for (int I = 0; I < 400; ++I)
    Sec += (I % 7 == 0 ? "$L__info" + std::to_string(I) + ":\n" : std::string()) +
           (I % 5 == 0 ? ".b64 __local_depot0\n" : I % 3 == 0 ? ".b32 .debug_abbrev\n"
                                                         : "\t.b8 " + std::to_string(I % 256) + "\n") +
           (I % 11 == 0 ? ".b16 4, 5\n" : "");
  expectSame(std::string(Header) + Funcs + Sec + "}\n" + Funcs, "split-section.ptx", true);
  std::string Odd = Sec;
  Odd.insert(Odd.size() - 40, ".b32 .debug_abbrev - 4\n");
  expectSame(std::string(Header) + Funcs + Odd + "}\n" + Funcs, "split-section-odd.ptx", true);
  expectSame(std::string(Header) + Sec + "}\n", "split-section-alone.ptx", true);
  std::string Diff = Sec;
  Diff.insert(Diff.size() - 40, ".b32 $L__info7-$L__info14\n");
  expectSame(std::string(Header) + Funcs + Diff + "}\n" + Funcs, "split-section-diff.ptx", true);
  unsigned Files = 0;
  compareTree(PTXLINT_SOURCE_DIR "/test", Files, true);
  if (const char *Dir = std::getenv("PTXLINT_AST_CORPUS"))
    compareTree(Dir, Files, true);
  setSplitMinBytes(256 << 10);
  EXPECT_GT(Files, 100u);
}
