//===- ReturnFormTest.cpp - objectReturnForm's kept answers ---------------===//
//
// objectReturnForm keeps an answer on the callee's IR only when no cut (the
// 64-callee budget of a question, a recursion) decided it, and a later
// question takes a kept answer only when computing it afresh would not have
// been cut either: what a question answers never depends on the questions
// asked before it on the same thread (functions run on threads, each
// thread's callee IRs are shared by the contexts it runs).
//
//===----------------------------------------------------------------------===//
#include "analyses/AnalysisContext.h"
#include "analyses/FunctionIR.h"
#include "analyses/ObjectFields.h"
#include "parser/ParseDriver.h"
#include "llvm/Support/MemoryBuffer.h"
#include "gtest/gtest.h"
#include <string>

using namespace ptx;

namespace {
/// f0 returns the 8 bytes at its pointer argument + 8; f<k> passes its
/// argument to f<k-1> and returns what that returns: each f<k>'s form is
/// that Deref, found through k callees.
std::string chain(unsigned N) {
  std::string S = ".version 8.0\n.target sm_80\n.address_size 64\n";
  S += ".func (.param .b64 r) f0(.param .b64 p)\n{\n  .reg .b64 %rd<3>;\n"
       "  ld.param.u64 %rd1, [p];\n  ld.u64 %rd2, [%rd1+8];\n"
       "  st.param.b64 [r], %rd2;\n  ret;\n}\n";
  for (unsigned K = 1; K < N; ++K) {
    std::string Me = "f" + std::to_string(K), Callee = "f" + std::to_string(K - 1);
    S += ".func (.param .b64 r) " + Me + "(.param .b64 p)\n{\n  .reg .b64 %rd<3>;\n"
         "  ld.param.u64 %rd1, [p];\n  {\n  .param .b64 a;\n  st.param.b64 [a], %rd1;\n"
         "  .param .b64 rv;\n  call.uni (rv), " + Callee + ", (a);\n"
         "  ld.param.b64 %rd2, [rv];\n  }\n  st.param.b64 [r], %rd2;\n  ret;\n}\n";
  }
  return S;
}

struct Parsed {
  DiagnosticEngine Diags;
  Module M;
  std::vector<const Function *> Fns;
  explicit Parsed(const std::string &Src) {
    unsigned Id = Diags.getSourceMgr().AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(Src, "t.ptx"), llvm::SMLoc());
    if (!parseBuffer(Id, M, Diags))
      return;
    for (TopLevel *T : M.Items)
      if (T->K == TopLevel::Func)
        Fns.push_back(T->Fn);
  }
};

bool isEntryDeref(const std::optional<ObjectForm> &F) {
  return F && F->Const == 0 && F->Terms.size() == 1 && F->Terms[0].Deref &&
         F->Terms[0].Param == 0 && F->Terms[0].Off == 8 && F->Terms[0].Bytes == 8;
}

bool kept(const AnalysisContext &Ctx, const Function *Fn) {
  return Ctx.calleeIR(*Fn).ReturnForms != nullptr;
}
} // namespace

TEST(ReturnForm, KeptAnswersDoNotDependOnEarlierQuestions) {
  Parsed P(chain(70));
  ASSERT_EQ(P.Fns.size(), 70u);
  // Alone, each question: f60 meets 61 callees (within the budget), f69
  // meets 70 (cut at the 65th, so none).
  {
    AnalysisContext Ctx(P.M, AnalysisOptions{});
    EXPECT_TRUE(isEntryDeref(objectReturnForm(Ctx, P.Fns[60], 0, 0)));
    EXPECT_TRUE(kept(Ctx, P.Fns[60]));
    EXPECT_TRUE(kept(Ctx, P.Fns[0]));
  }
  {
    AnalysisContext Ctx(P.M, AnalysisOptions{});
    EXPECT_FALSE(objectReturnForm(Ctx, P.Fns[69], 0, 0));
    // Its answer met the cut below it. (The callees' answers may be kept:
    // questions asked on the way, about what a call stores, ask for them
    // afresh.)
    EXPECT_FALSE(kept(Ctx, P.Fns[69]));
  }
  // After f30's answer is kept, f69 is still cut: taking f30's 31 kept
  // answers would let it finish within the budget, which a fresh question
  // does not.
  {
    AnalysisContext Ctx(P.M, AnalysisOptions{});
    EXPECT_TRUE(isEntryDeref(objectReturnForm(Ctx, P.Fns[30], 0, 0)));
    EXPECT_TRUE(kept(Ctx, P.Fns[30]));
    EXPECT_FALSE(kept(Ctx, P.Fns[31]));
    EXPECT_FALSE(objectReturnForm(Ctx, P.Fns[69], 0, 0));
    EXPECT_FALSE(kept(Ctx, P.Fns[69]));
    // ... while f60 takes them (30 computed + 31 kept fit), the same answer
    // as alone.
    EXPECT_TRUE(isEntryDeref(objectReturnForm(Ctx, P.Fns[60], 0, 0)));
    EXPECT_TRUE(kept(Ctx, P.Fns[60]));
    EXPECT_TRUE(isEntryDeref(objectReturnForm(Ctx, P.Fns[60], 0, 0)));
  }
}
