//===- EnumerateTest.cpp - small SMT queries answered by evaluation -------===//
//
// analyses/smt/Enumerate.h against Z3: random bit-vector formulas over two
// bounded constants, every operator the evaluator knows, widths 1 to 64 and
// the SMT-LIB corner cases (division by zero, shifts past the width, signed
// division of the most negative value). Each answer must be Z3's, and a
// model must satisfy the query in Z3 and be the least assignment.
//
//===----------------------------------------------------------------------===//
#include "analyses/smt/Enumerate.h"
#include "analyses/smt/Solver.h"

#include <gtest/gtest.h>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

using namespace ptx::smt;

namespace {

std::string bv(uint64_t V, unsigned W) {
  return "(_ bv" + std::to_string(W >= 64 ? V : V & ((1ull << W) - 1)) + " " + std::to_string(W) +
         ")";
}

class Gen {
public:
  explicit Gen(unsigned Seed) : R(Seed) {}

  unsigned pick(unsigned N) { return std::uniform_int_distribution<unsigned>(0, N - 1)(R); }

  uint64_t value(unsigned W) {
    uint64_t M = W >= 64 ? ~0ull : (1ull << W) - 1;
    switch (pick(6)) {
    case 0: return 0;
    case 1: return 1;
    case 2: return M;
    case 3: return (1ull << (W - 1)) & M;
    case 4: return pick(70);
    default: return std::uniform_int_distribution<uint64_t>()(R) & M;
    }
  }

  /// The 16-bit terms leaves are made of (besides literals).
  std::vector<std::string> Vars = {"x", "y"};

  /// A leaf of width W: one of the 16-bit terms fitted to W, or a literal.
  std::string leaf(unsigned W) {
    if (pick(3) == 0)
      return bv(value(W), W);
    std::string V = Vars[pick(Vars.size())];
    if (W == 16)
      return V;
    if (W > 16)
      return "((_ " + std::string(pick(2) ? "zero_extend " : "sign_extend ") +
             std::to_string(W - 16) + ") " + V + ")";
    unsigned Lo = pick(16 - W + 1);
    return "((_ extract " + std::to_string(Lo + W - 1) + " " + std::to_string(Lo) + ") " + V + ")";
  }

  std::string term(unsigned W, unsigned Depth) {
    if (Depth == 0 || pick(4) == 0)
      return leaf(W);
    static const char *Bin[] = {"bvand",  "bvor",   "bvxor",  "bvadd",  "bvsub",
                                "bvmul",  "bvudiv", "bvurem", "bvsdiv", "bvsrem",
                                "bvshl",  "bvlshr", "bvashr"};
    switch (pick(6)) {
    case 0:
      return std::string("(") + (pick(2) ? "bvnot " : "bvneg ") + term(W, Depth - 1) + ")";
    case 1:
      return "(ite " + boolean(Depth - 1) + " " + term(W, Depth - 1) + " " + term(W, Depth - 1) +
             ")";
    case 2:
      if (W >= 2) {
        unsigned A = 1 + pick(W - 1);
        return "(concat " + term(A, Depth - 1) + " " + term(W - A, Depth - 1) + ")";
      }
      [[fallthrough]];
    default: {
      // Z3 bit-blasts 64-bit multiplication and division slowly: those get
      // 32-bit operands (the corner-case test covers 64 bits).
      unsigned Op = pick(13);
      if (W == 64 && Op >= 5 && Op <= 9)
        Op = pick(5);
      return std::string("(") + Bin[Op] + " " + term(W, Depth - 1) + " " + term(W, Depth - 1) +
             ")";
    }
    }
  }

  std::string boolean(unsigned Depth) {
    static const char *Cmp[] = {"=",     "distinct", "bvult", "bvule", "bvugt", "bvuge",
                                "bvslt", "bvsle",    "bvsgt", "bvsge"};
    static const unsigned Widths[] = {1, 3, 8, 16, 32, 64};
    if (Depth > 0 && pick(4) == 0) {
      static const char *Op[] = {"and", "or", "xor", "=>", "="};
      return std::string("(") + Op[pick(5)] + " " + boolean(Depth - 1) + " " +
             boolean(Depth - 1) + ")";
    }
    if (Depth > 0 && pick(8) == 0)
      return "(not " + boolean(Depth - 1) + ")";
    unsigned W = Widths[pick(6)];
    return std::string("(") + Cmp[pick(10)] + " " + term(W, Depth) + " " + term(W, Depth) + ")";
  }

private:
  std::mt19937_64 R;
};

/// A random query over x < N, y = m(x), a data constant |d#3| = m(5) read
/// through the same function, and one random assertion on them; \p XN gets N.
std::string randomDataQuery(Gen &G, unsigned &XN) {
  XN = 1 + G.pick(40);
  return "(declare-const x (_ BitVec 16))\n(declare-const |d#3| (_ BitVec 16))\n"
         "(declare-fun m ((_ BitVec 16)) (_ BitVec 16))\n"
         "(declare-const y (_ BitVec 16))\n"
         "(assert (bvult x " + bv(XN, 16) + "))\n"
         "(assert (= y (m x)))\n(assert (= |d#3| (m (_ bv5 16))))\n"
         "(assert " + G.boolean(3) + ")\n";
}

Result z3(const std::string &Q) {
  SolverOptions O;
  O.Enumerate = false;
  O.TimeoutMs = 2000;
  Solver S(O);
  return S.check(Q, "z3");
}

TEST(Enumerate, AgreesWithZ3OnRandomFormulas) {
  if (!Solver::hasZ3())
    GTEST_SKIP() << "built without Z3";
  unsigned Sat = 0, Unsat = 0, Skipped = 0;
  for (unsigned Seed = 1; Seed <= 300; ++Seed) {
    Gen G(Seed);
    unsigned XN = 1 + G.pick(40), YN = 1 + G.pick(40);
    std::string Q = "(declare-const x (_ BitVec 16))\n(declare-const y (_ BitVec 16))\n"
                    "(declare-const d (_ BitVec 32))\n"
                    "(define-fun t () (_ BitVec 32) " + G.term(32, 3) + ")\n"
                    "(assert (bvult x " + bv(XN, 16) + "))\n(assert (bvule y " + bv(YN, 16) +
                    "))\n(assert (= d (bvadd t " + G.leaf(32) + ")))\n(assert " + G.boolean(3) +
                    ")\n";
    if (G.pick(2))
      Q += "(assert (distinct d " + bv(G.value(32), 32) + "))\n";
    std::optional<Result> E = enumerate(Q);
    ASSERT_TRUE(E) << Q;
    Result Z = z3(Q);
    if (!Z.isSat() && !Z.isUnsat()) {
      ++Skipped; // Z3 ran out of time: nothing to compare
      continue;
    }
    ASSERT_EQ(E->K, Z.K) << Q;
    if (E->isUnsat()) {
      ++Unsat;
      continue;
    }
    ++Sat;
    uint64_t X = E->Model.lookup("x"), Y = E->Model.lookup("y"), D = E->Model.lookup("d");
    // The model satisfies the query in Z3 (d included) ...
    EXPECT_TRUE(z3(Q + "(assert (= x " + bv(X, 16) + "))\n(assert (= y " + bv(Y, 16) +
                   "))\n(assert (= d " + bv(D, 32) + "))\n")
                    .isSat())
        << Q << "x=" << X << " y=" << Y << " d=" << D;
    // ... and no assignment before it does.
    EXPECT_TRUE(z3(Q + "(assert (or (bvult x " + bv(X, 16) + ") (and (= x " + bv(X, 16) +
                   ") (bvult y " + bv(Y, 16) + "))))\n")
                    .isUnsat())
        << Q << "x=" << X << " y=" << Y;
  }
  // Both answers occur often enough to mean something.
  EXPECT_GT(Sat, 60u);
  EXPECT_GT(Unsat, 60u);
  EXPECT_LT(Skipped, 15u);
  std::printf("%u sat, %u unsat, %u left out (Z3 timed out)\n", Sat, Unsat, Skipped);
}

TEST(Enumerate, CornerCasesOfTheOperators) {
  // Each assertion is true in SMT-LIB semantics; x = 0 makes them ground.
  const char *Facts[] = {
      "(= (bvudiv (_ bv7 8) (_ bv0 8)) (_ bv255 8))",
      "(= (bvurem (_ bv7 8) (_ bv0 8)) (_ bv7 8))",
      "(= (bvsdiv (_ bv249 8) (_ bv0 8)) (_ bv1 8))",   // -7 / 0 = 1
      "(= (bvsdiv (_ bv7 8) (_ bv0 8)) (_ bv255 8))",   //  7 / 0 = -1
      "(= (bvsrem (_ bv249 8) (_ bv0 8)) (_ bv249 8))", // -7 % 0 = -7
      "(= (bvsdiv (_ bv128 8) (_ bv255 8)) (_ bv128 8))", // -128 / -1 wraps
      "(= (bvsrem (_ bv249 8) (_ bv2 8)) (_ bv255 8))",  // -7 % 2 = -1
      "(= (bvsrem (_ bv7 8) (_ bv254 8)) (_ bv1 8))",    //  7 % -2 = 1
      "(= (bvsdiv (_ bv249 8) (_ bv2 8)) (_ bv253 8))",  // -7 / 2 = -3
      "(= (bvshl (_ bv1 8) (_ bv8 8)) (_ bv0 8))",
      "(= (bvlshr (_ bv128 8) (_ bv200 8)) (_ bv0 8))",
      "(= (bvashr (_ bv128 8) (_ bv200 8)) (_ bv255 8))",
      "(= (bvashr (_ bv64 8) (_ bv9 8)) (_ bv0 8))",
      "(= ((_ sign_extend 56) (_ bv128 8)) (_ bv18446744073709551488 64))",
      "(= (concat #b1 #x7f) #b101111111)",
      "(= ((_ extract 63 63) (_ bv9223372036854775808 64)) #b1)",
      "(bvslt (_ bv128 8) (_ bv127 8))",
      "(bvugt (_ bv128 8) (_ bv127 8))",
      "(= (bvmul (_ bv18446744073709551615 64) (_ bv18446744073709551615 64)) (_ bv1 64))",
      "(=> false (= #b0 #b1))",
      "(xor true false)",
      "(= #x0 #x0 #x0)",
  };
  for (const char *F : Facts) {
    std::string Q = std::string("(declare-const x (_ BitVec 8))\n(assert (= x (_ bv0 8)))\n") +
                    "(assert " + F + ")\n";
    std::optional<Result> E = enumerate(Q);
    ASSERT_TRUE(E) << F;
    EXPECT_TRUE(E->isSat()) << F;
    std::string N = std::string("(declare-const x (_ BitVec 8))\n(assert (= x (_ bv0 8)))\n") +
                    "(assert (not " + F + "))\n";
    E = enumerate(N);
    ASSERT_TRUE(E) << F;
    EXPECT_TRUE(E->isUnsat()) << F;
  }
}

TEST(Enumerate, LeavesOtherQueriesToTheSolver) {
  // An unbounded constant, too many assignments, an unknown operator, a
  // definition through itself, a command, a sort outside the fragment.
  const char *Queries[] = {
      "(declare-const x (_ BitVec 32))\n(assert (bvugt x (_ bv5 32)))\n",
      "(declare-const x (_ BitVec 32))\n(declare-const y (_ BitVec 32))\n"
      "(assert (bvult x (_ bv1000 32)))\n(assert (bvult y (_ bv1000 32)))\n",
      "(declare-const x (_ BitVec 8))\n(assert (= x (_ bv1 8)))\n"
      "(assert (= ((_ rotate_left 1) x) (_ bv2 8)))\n",
      "(declare-const x (_ BitVec 8))\n(assert (= x (bvadd x (_ bv1 8))))\n",
      "(declare-const x (_ BitVec 8))\n(assert (= x (_ bv1 8)))\n(check-sat)\n",
      "(declare-const x (_ BitVec 128))\n(assert (= x (_ bv1 128)))\n",
      "(declare-const x (_ BitVec 8))\n(assert (= x (_ bv1 8))\n", // unbalanced
  };
  for (const char *Q : Queries)
    EXPECT_FALSE(enumerate(Q)) << Q;
}

TEST(Enumerate, DefinedConstantsAndTheLeastThread) {
  // The shape ThreadFormula writes for a lane-mask question: is there a lane
  // of the first 32 threads missing from the mask 0xffffffff >> (lane & 16)?
  std::string Q = "(declare-const |%tid.x#0| (_ BitVec 32))\n"
                  "(declare-const |%tid.y#0| (_ BitVec 32))\n"
                  "(declare-const |mask| (_ BitVec 64))\n"
                  "(define-fun |%r1#0| () (_ BitVec 32) (bvand |%tid.x#0| (_ bv16 32)))\n"
                  "(assert (bvult |%tid.x#0| (_ bv32 32)))\n"
                  "(assert (= |%tid.y#0| (_ bv0 32)))\n"
                  "(assert (= |mask| ((_ zero_extend 32) (bvlshr (_ bv4294967295 32) |%r1#0|))))\n"
                  "(assert (= ((_ extract 0 0) (bvlshr |mask| ((_ zero_extend 32) |%tid.x#0|)))"
                  " #b0))\n";
  std::optional<Result> E = enumerate(Q);
  ASSERT_TRUE(E);
  ASSERT_TRUE(E->isSat());
  EXPECT_EQ(E->Model.lookup("%tid.x#0"), 16u); // lanes 16-31 see 0xffff
  EXPECT_EQ(E->Model.lookup("mask"), 0xffffu);
  EXPECT_EQ(E->Model.lookup("%tid.y#0"), 0u);
}

TEST(SatWithValues, OnlySatisfyingAssignmentsOnRandomFormulas) {
  // A data constant d with no bound takes the given value (or all ones);
  // whatever it answers must be a model Z3 accepts, and it never says unsat.
  if (!Solver::hasZ3())
    GTEST_SKIP() << "built without Z3";
  unsigned Found = 0;
  for (unsigned Seed = 1; Seed <= 300; ++Seed) {
    Gen G(Seed);
    unsigned XN;
    std::string Q = randomDataQuery(G, XN);
    llvm::StringMap<uint64_t> Values;
    Values["d"] = G.value(16);
    Values["y"] = G.value(16);
    std::optional<Result> E = satWithValues(Q, Values);
    if (!E)
      continue;
    ASSERT_TRUE(E->isSat()) << Q;
    ++Found;
    uint64_t X = E->Model.lookup("x"), Y = E->Model.lookup("y"), D = E->Model.lookup("d#3");
    EXPECT_TRUE(z3(Q + "(assert (= x " + bv(X, 16) + "))\n(assert (= y " + bv(Y, 16) +
                   "))\n(assert (= |d#3| " + bv(D, 16) + "))\n")
                    .isSat())
        << Q << "x=" << X << " y=" << Y << " d=" << D;
  }
  EXPECT_GT(Found, 30u);
}

TEST(SatWithValues, ThreadCopiesAndFunctions) {
  // 32 thread copies, each its own lane, sharing a mask every lane must be
  // in: the mask all ones, each copy's thread enumerated on its own.
  std::string Q = "(declare-const |mask| (_ BitVec 32))\n";
  for (unsigned K = 0; K < 32; ++K) {
    std::string T = "|%tid.x#" + std::to_string(K) + "|";
    Q += "(declare-const " + T + " (_ BitVec 32))\n(assert (bvult " + T + " (_ bv64 32)))\n"
         "(assert (= ((_ extract 4 0) " + T + ") " + bv(K, 5) + "))\n"
         "(assert (= ((_ extract " + std::to_string(K) + " " + std::to_string(K) +
         ") |mask|) #b1))\n";
  }
  std::optional<Result> E = satWithValues(Q, {});
  ASSERT_TRUE(E);
  EXPECT_EQ(E->Model.lookup("mask"), 0xffffffffu);
  EXPECT_EQ(E->Model.lookup("%tid.x#7"), 7u);
  // Two loads from one address cannot differ; from two they can.
  std::string M = "(declare-fun mem ((_ BitVec 64)) (_ BitVec 32))\n"
                  "(declare-const a (_ BitVec 32))\n(declare-const b (_ BitVec 32))\n"
                  "(declare-const p (_ BitVec 64))\n(declare-const q (_ BitVec 64))\n"
                  "(assert (= a (mem p)))\n(assert (= b (mem q)))\n"
                  "(assert (distinct a b))\n(assert (= p (_ bv8 64)))\n";
  llvm::StringMap<uint64_t> V;
  V["a"] = 1;
  V["b"] = 2;
  EXPECT_FALSE(satWithValues(M + "(assert (= q (_ bv8 64)))\n", V));
  E = satWithValues(M + "(assert (= q (_ bv16 64)))\n", V);
  ASSERT_TRUE(E);
  EXPECT_EQ(E->Model.lookup("b"), 2u);
  // A function used any other way is left to the solver.
  EXPECT_FALSE(satWithValues("(declare-fun f ((_ BitVec 8)) (_ BitVec 8))\n"
                             "(declare-const x (_ BitVec 8))\n"
                             "(assert (= (f x) (_ bv1 8)))\n",
                             {}));
}

TEST(SatBySampling, OnlySatisfyingAssignmentsOnRandomFormulas) {
  // Every constant drawn (x's range included, and y, d, read through a
  // function): whatever it answers must be a model Z3 accepts.
  if (!Solver::hasZ3())
    GTEST_SKIP() << "built without Z3";
  unsigned Found = 0;
  for (unsigned Seed = 1; Seed <= 300; ++Seed) {
    Gen G(Seed);
    unsigned XN;
    std::string Q = randomDataQuery(G, XN);
    std::optional<Result> E = satBySampling(Q);
    if (!E)
      continue;
    ASSERT_TRUE(E->isSat()) << Q;
    ++Found;
    uint64_t X = E->Model.lookup("x"), Y = E->Model.lookup("y"), D = E->Model.lookup("d#3");
    EXPECT_LT(X, XN);
    EXPECT_TRUE(z3(Q + "(assert (= x " + bv(X, 16) + "))\n(assert (= y " + bv(Y, 16) +
                   "))\n(assert (= |d#3| " + bv(D, 16) + "))\n")
                    .isSat())
        << Q << "x=" << X << " y=" << Y << " d=" << D;
  }
  EXPECT_GT(Found, 30u);
}

TEST(SatBySampling, TwoLanesThatDifferInLoadedData) {
  // The same-in-warp shape: two lanes of a warp, each loading through one
  // memory at an address its own loaded index decides (when in range), and
  // a condition on the loaded value. The lanes can differ; with the index
  // the same in both, they load from one address and cannot.
  std::string Q = "(declare-const |%tid.x#0| (_ BitVec 32))\n(declare-const |%tid.x#1| (_ BitVec 32))\n"
                  "(declare-const |%ntid.x| (_ BitVec 32))\n(declare-const |%ctaid.x| (_ BitVec 32))\n"
                  "(declare-const n (_ BitVec 32))\n(declare-const base (_ BitVec 64))\n"
                  "(declare-fun mem ((_ BitVec 64)) (_ BitVec 32))\n"
                  "(declare-const |k#0| (_ BitVec 32))\n(declare-const |k#1| (_ BitVec 32))\n"
                  "(declare-const |v#0| (_ BitVec 32))\n(declare-const |v#1| (_ BitVec 32))\n";
  for (int L = 0; L < 2; ++L) {
    std::string S = "#" + std::to_string(L);
    Q += "(define-fun |i" + S + "| () (_ BitVec 32) (bvadd (bvmul |%ctaid.x| |%ntid.x|) |%tid.x" +
         S + "|))\n(define-fun |a" + S + "| () (_ BitVec 64) (bvadd base (bvshl ((_ sign_extend 32) (ite (bvslt |i" +
         S + "| n) |k" + S + "| (_ bv0 32))) (_ bv2 64))))\n(assert (bvult |%tid.x" + S +
         "| (_ bv32 32)))\n(assert (= |v" + S + "| (mem |a" + S + "|)))\n";
  }
  Q += "(assert (bvuge |%ntid.x| (_ bv32 32)))\n(assert (bvule |%ntid.x| (_ bv1024 32)))\n"
       "(assert (bvult |%ctaid.x| (_ bv2147483647 32)))\n";
  std::string Differ = "(assert (not (= (bvsge |v#0| (_ bv0 32)) (bvsge |v#1| (_ bv0 32)))))\n";
  std::optional<Result> E = satBySampling(Q + Differ);
  ASSERT_TRUE(E);
  ASSERT_TRUE(E->isSat());
  EXPECT_LT(E->Model.lookup("%tid.x#0"), 32u);
  EXPECT_NE(E->Model.lookup("v#0") >> 31, E->Model.lookup("v#1") >> 31);
  if (Solver::hasZ3()) {
    EXPECT_TRUE(z3(Q + Differ).isSat());
  }
  // One index for both lanes and n = 0 (no lane in range): one address.
  std::string Same = "(assert (= |k#0| |k#1|))\n(assert (= n (_ bv0 32)))\n"
                     "(assert (= |%ctaid.x| (_ bv0 32)))\n";
  EXPECT_FALSE(satBySampling(Q + Same + Differ));
  if (Solver::hasZ3()) {
    EXPECT_TRUE(z3(Q + Same + Differ).isUnsat());
  }
}

TEST(UnsatPart, AgreesWithZ3OnRandomSeparableQueries) {
  // Two random assertions over x < NX and y < NY and leaves that do not
  // depend on w (w * z with z = 0; an ite whose condition z decides; w
  // alone has 1,001 values, too many with x and y), next to assertions
  // over loaded data d and e (no bound) and a function. The x-y part
  // decides: unsatPart must say unsat exactly when Z3 finds that part
  // unsat, and only when Z3 finds the whole query unsat.
  if (!Solver::hasZ3())
    GTEST_SKIP() << "built without Z3";
  unsigned PartUnsat = 0, Other = 0;
  for (unsigned Seed = 1; Seed <= 200; ++Seed) {
    Gen G(Seed);
    G.Vars = {"x", "y", "(bvmul |%tid.z| w)", "(ite (= |%tid.z| (_ bv0 16)) y w)"};
    unsigned NX = 1 + G.pick(40), NY = 1 + G.pick(40);
    std::string Decls = "(declare-const x (_ BitVec 16))\n(declare-const y (_ BitVec 16))\n"
                        "(declare-const |%tid.z| (_ BitVec 16))\n(declare-const w (_ BitVec 16))\n"
                        "(declare-const d (_ BitVec 16))\n(declare-const e (_ BitVec 16))\n"
                        "(declare-fun m ((_ BitVec 16)) (_ BitVec 16))\n";
    std::string Part = "(assert (bvult x " + bv(NX, 16) + "))\n(assert (bvult y " +
                       bv(NY, 16) + "))\n(assert (= |%tid.z| (_ bv0 16)))\n"
                       "(assert (bvule w (_ bv1000 16)))\n"
                       "(assert " + G.boolean(3) + ")\n(assert " + G.boolean(2) + ")\n";
    Gen H(Seed + 1000);
    H.Vars = {"d", "e", "(bvadd d x)"};
    std::string Rest = "(assert (= e (m d)))\n(assert " + H.boolean(2) + ")\n";
    std::string Q = Decls + Part + Rest;
    bool Claimed = unsatPart(Q);
    Result PartZ = z3(Decls + Part);
    if (PartZ.K != Result::Sat && PartZ.K != Result::Unsat)
      continue;
    EXPECT_EQ(Claimed, PartZ.isUnsat()) << Q;
    if (Claimed) {
      Result WholeZ = z3(Q);
      EXPECT_TRUE(WholeZ.isUnsat() || WholeZ.K == Result::Timeout) << Q;
      ++PartUnsat;
    } else {
      ++Other;
    }
  }
  EXPECT_GT(PartUnsat, 20u);
  EXPECT_GT(Other, 20u);
}

TEST(UnsatPart, NothingToDecide) {
  // Every assertion reads data, or the part has too many assignments, or
  // the bounded part has a solution: no claim.
  EXPECT_FALSE(unsatPart("(declare-const d (_ BitVec 32))\n(assert (bvugt d (_ bv5 32)))\n"
                         "(assert (bvult (bvadd d (_ bv0 32)) (_ bv5 32)))\n"));
  EXPECT_FALSE(unsatPart("(declare-const x (_ BitVec 32))\n(declare-const y (_ BitVec 32))\n"
                         "(assert (bvult x (_ bv1000 32)))\n(assert (bvult y (_ bv1000 32)))\n"
                         "(assert (distinct x y))\n(assert (= (bvsub x y) (_ bv0 32)))\n"));
  EXPECT_FALSE(unsatPart("(declare-const x (_ BitVec 8))\n(declare-const d (_ BitVec 32))\n"
                         "(assert (bvult x (_ bv8 8)))\n(assert (= x (_ bv7 8)))\n"
                         "(assert (= d (_ bv3 32)))\n"));
  // The same with the part's assertions contradicting each other.
  EXPECT_TRUE(unsatPart("(declare-const x (_ BitVec 8))\n(declare-const d (_ BitVec 32))\n"
                        "(assert (bvult x (_ bv8 8)))\n(assert (= (bvmul x (_ bv2 8)) (_ bv7 8)))\n"
                        "(assert (= d (_ bv3 32)))\n"));
  // A bound no value meets.
  EXPECT_TRUE(unsatPart("(declare-const x (_ BitVec 8))\n(assert (bvult x (_ bv0 8)))\n"));
}

} // namespace
