//===- SolverTest.cpp - the SMT solver interface --------------------------===//
#include "analyses/smt/Solver.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <chrono>
#include <gtest/gtest.h>

using namespace ptx::smt;

namespace {

const char *SatQuery = "(declare-const x (_ BitVec 32))\n"
                       "(assert (bvugt x (_ bv5 32)))\n"
                       "(assert (bvult x (_ bv7 32)))\n";
const char *UnsatQuery = "(declare-const x (_ BitVec 32))\n"
                         "(assert (bvugt x (_ bv5 32)))\n"
                         "(assert (bvult x (_ bv6 32)))\n";
// Factoring a 124-bit semiprime (two 62-bit primes) by bit-blasting: far
// beyond a few milliseconds.
const char *HardQuery =
    "(declare-const a (_ BitVec 64))\n(declare-const b (_ BitVec 64))\n"
    "(assert (bvugt a (_ bv1 64)))\n(assert (bvugt b (_ bv1 64)))\n"
    "(assert (= (bvmul ((_ zero_extend 64) a) ((_ zero_extend 64) b))"
    " (_ bv21267647932558653302378126310941659999 128)))\n";

std::string tempDir() {
  llvm::SmallString<128> Dir;
  EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("ptxlint-smt", Dir));
  return std::string(Dir);
}

TEST(Solver, SatGivesModel) {
  if (!Solver::hasZ3())
    GTEST_SKIP() << "built without Z3";
  SolverOptions O;
  O.Enumerate = false; // Z3 itself
  Solver S(O);
  Result R = S.check(SatQuery, "sat");
  ASSERT_EQ(R.K, Result::Sat) << R.Reason;
  ASSERT_TRUE(R.Model.count("x"));
  EXPECT_EQ(R.Model.lookup("x"), 6u);
}

TEST(Solver, Unsat) {
  if (!Solver::hasZ3())
    GTEST_SKIP() << "built without Z3";
  SolverOptions O;
  O.Enumerate = false; // Z3 itself
  Solver S(O);
  EXPECT_EQ(S.check(UnsatQuery, "unsat").K, Result::Unsat);
}

TEST(Solver, BooleanModel) {
  if (!Solver::hasZ3())
    GTEST_SKIP() << "built without Z3";
  SolverOptions O;
  O.Enumerate = false; // Z3 itself
  Solver S(O);
  Result R = S.check("(declare-const p Bool)\n(assert (not p))\n", "bool");
  ASSERT_EQ(R.K, Result::Sat);
  EXPECT_EQ(R.Model.lookup("p"), 0u);
}

TEST(Solver, MalformedQueryIsUnknown) {
  Solver S;
  Result R = S.check("(assert (= y 1))\n", "bad");
  EXPECT_EQ(R.K, Result::Unknown);
  EXPECT_FALSE(R.Reason.empty());
}

TEST(Solver, TimeoutIsReportedWithinBudget) {
  if (!Solver::hasZ3())
    GTEST_SKIP() << "built without Z3";
  SolverOptions O;
  O.TimeoutMs = 50;
  Solver S(O);
  auto Start = std::chrono::steady_clock::now();
  Result R = S.check(HardQuery, "hard");
  auto Ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                std::chrono::steady_clock::now() - Start)
                .count();
  EXPECT_EQ(R.K, Result::Timeout) << R.Reason;
  EXPECT_LT(Ms, 5000);
}

TEST(Solver, WithoutZ3EveryQueryIsUnknown) {
  if (Solver::hasZ3())
    GTEST_SKIP() << "built with Z3";
  SolverOptions O;
  O.Enumerate = false;
  Solver S(O);
  Result R = S.check(SatQuery, "sat");
  EXPECT_EQ(R.K, Result::Unknown);
  EXPECT_EQ(R.Reason, "built without Z3");
  EXPECT_EQ(Solver::backendName(), "none");
  // Outside the evaluated fragment (x is not bounded) even by default.
  Solver D;
  EXPECT_EQ(D.check("(declare-const x (_ BitVec 32))\n(assert (bvugt x (_ bv5 32)))\n", "u").K,
            Result::Unknown);
}

TEST(Solver, SmallRangesAreEvaluatedWithOrWithoutZ3) {
  Solver S;
  Result R = S.check(SatQuery, "sat");
  ASSERT_EQ(R.K, Result::Sat);
  EXPECT_EQ(R.Model.lookup("x"), 6u);
  EXPECT_EQ(S.check(UnsatQuery, "unsat").K, Result::Unsat);
  EXPECT_EQ(S.stats().Enumerated, 2u);
}

TEST(Solver, CachesByQueryText) {
  Solver S;
  Result A = S.check(SatQuery, "first");
  Result B = S.check(SatQuery, "second-name");
  EXPECT_EQ(A.K, B.K);
  EXPECT_EQ(S.stats().Queries, 2u);
  EXPECT_EQ(S.stats().CacheHits, 1u);
  EXPECT_EQ(S.stats().Solved, 1u);
  S.check(UnsatQuery, "third");
  EXPECT_EQ(S.stats().Solved, 2u);
  EXPECT_EQ(S.stats().CacheHits, 1u);
  if (Solver::hasZ3()) {
    EXPECT_EQ(B.Model.lookup("x"), 6u);
    EXPECT_EQ(S.check(UnsatQuery, "again").K, Result::Unsat);
    EXPECT_EQ(S.stats().CacheHits, 2u);
  }
}

TEST(Solver, DumpsEachQueryNamedAfterIt) {
  std::string Dir = tempDir();
  SolverOptions O;
  O.DumpDir = Dir + "/sub";
  O.TimeoutMs = 123;
  Solver S(O);
  S.check(SatQuery, "misaligned-access k L12/a");
  S.check(SatQuery, "misaligned-access k L12/a"); // the same query: one file
  S.check(UnsatQuery, "misaligned-access k L12/a"); // same name, other text
  EXPECT_EQ(S.stats().Dumped, 2u);
  auto First = llvm::MemoryBuffer::getFile(O.DumpDir + "/misaligned-access_k_L12_a.smt2");
  ASSERT_TRUE(bool(First));
  llvm::StringRef T = (*First)->getBuffer();
  EXPECT_TRUE(T.contains("(bvult x (_ bv7 32))"));
  EXPECT_TRUE(T.contains("(check-sat)"));
  EXPECT_TRUE(T.contains(":rlimit 615000")); // 123 ms of budget in Z3 resource units
  auto Second = llvm::MemoryBuffer::getFile(O.DumpDir + "/misaligned-access_k_L12_a.2.smt2");
  ASSERT_TRUE(bool(Second));
  EXPECT_TRUE((*Second)->getBuffer().contains("(bvult x (_ bv6 32))"));
  llvm::sys::fs::remove_directories(Dir);
}

// Outside the evaluated fragment (x has no bound): Z3's question unless sampled.
const char *WideSatQuery = "(declare-const x (_ BitVec 32))\n(declare-const y (_ BitVec 32))\n"
                           "(assert (bvugt x (_ bv5 32)))\n(assert (= y (bvmul x x)))\n";
const char *WideSatQuery2 = "(declare-const x (_ BitVec 32))\n"
                            "(assert (bvugt (bvmul x (_ bv3 32)) (_ bv100 32)))\n";

TEST(Solver, SampledSatIsReplayedBeforeZ3AndGivesZ3sModelLater) {
  if (!Solver::hasZ3())
    GTEST_SKIP() << "built without Z3";
  // Reference: a solver that asks Z3 both questions.
  Solver Ref;
  Result R1 = Ref.check(WideSatQuery, "one");
  Result R2 = Ref.check(WideSatQuery2, "two");
  ASSERT_TRUE(R1.isSat());
  ASSERT_TRUE(R2.isSat());
  // The first sampled (no Z3 context yet), the second solved: its model is
  // the one the context gives after solving the first.
  Solver S;
  EXPECT_TRUE(S.checkSampled(WideSatQuery, "one").isSat());
  EXPECT_EQ(S.stats().Enumerated, 1u);
  Result T2 = S.check(WideSatQuery2, "two");
  ASSERT_TRUE(T2.isSat());
  EXPECT_EQ(T2.Model.lookup("x"), R2.Model.lookup("x"));
  // The sampled text, asked again by a caller that reads models: Z3's.
  Result T1 = S.check(WideSatQuery, "one-again");
  EXPECT_EQ(T1.Model.lookup("x"), R1.Model.lookup("x"));
  // And asked before any replay.
  Solver U;
  EXPECT_TRUE(U.checkSampled(WideSatQuery, "one").isSat());
  EXPECT_TRUE(U.checkSampled(WideSatQuery, "again").isSat());
  EXPECT_EQ(U.check(WideSatQuery, "model").Model.lookup("x"), R1.Model.lookup("x"));
  EXPECT_EQ(U.check(WideSatQuery2, "two").Model.lookup("x"), R2.Model.lookup("x"));
  // Unsat is never sampled.
  Solver V;
  EXPECT_TRUE(V.checkSampled("(declare-const x (_ BitVec 32))\n(assert (bvugt x (_ bv5 32)))\n"
                             "(assert (bvult (bvmul x (_ bv1 32)) (_ bv3 32)))\n",
                             "unsat")
                  .isUnsat());
}

} // namespace
