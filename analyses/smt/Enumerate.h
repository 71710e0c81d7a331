//===- Enumerate.h - answer small SMT queries by evaluation -----*- C++ -*-===//
//
// Most of the analyses' questions are about thread ids: "is there a lane of
// this warp, %tid.x < 32, that runs the shuffle but is missing from its
// mask?". Their only free constants are the thread ids of one or two
// threads, each bounded by an assertion, and everything else is defined from
// those. Such a query has at most a few thousand assignments, and evaluating
// the formula on each costs far less than Z3's parser and bit-blaster (a
// lane-mask question took ~2-6 million instructions in Z3; see
// docs/performance.md).
//
// enumerate() recognizes that fragment of SMT-LIB2 (QF_BV up to 64 bits and
// Booleans, the operators the analyses emit) and answers exactly; anything
// else, an unknown operator, an unbounded constant or too many assignments,
// returns nullopt and the query goes to the solver.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSES_SMT_ENUMERATE_H
#define PTXLINT_ANALYSES_SMT_ENUMERATE_H

#include "analyses/smt/Solver.h"

#include <optional>

namespace ptx::smt {

/// Answers \p Query (declare-const, define-fun without arguments, assert)
/// when every declared constant is either
///  - bounded by assertions `(bvult X c)`, `(bvule X c)`, `(= X c)` with
///    literal c (a Boolean constant ranges over false, true), or
///  - defined by an assertion `(= X TERM)`,
/// and the bounded constants have at most \p MaxAssignments assignments. The
/// assignments are tried in order, the first-declared constant most
/// significant and each from its least value, so a satisfiable query's model
/// is the lexicographically least one (for thread ids declared x, y, z per
/// thread: the least thread, as ThreadFormula::solveMinimal asks). The model
/// holds every declared constant. Returns nullopt outside that fragment.
std::optional<Result> enumerate(llvm::StringRef Query, uint64_t MaxAssignments = 4096);

/// True when a part of \p Query is unsatisfiable by itself: the assertions
/// that compile and read only constants enumerate() could enumerate (or
/// their definitions), split into groups that share no such constant, each
/// group with at most \p MaxAssignments assignments, and some group has
/// none that meets all of its assertions. The rest of the query (loaded
/// data, wide unknowns, uninterpreted functions, anything that does not
/// compile) is left out, which only weakens what is checked: a group
/// without a solution is a subset of the assertions without one, so the
/// whole query is unsat. False says nothing. For the questions enumerate()
/// cannot answer because some unknown has a large range, though the thread
/// ids decide them by themselves (a lane question whose run condition
/// reads a loaded value that the mask does not).
bool unsatPart(llvm::StringRef Query, uint64_t MaxAssignments = 4096);

/// A satisfying assignment of \p Query found by evaluation, or nullopt
/// (which says nothing: it never answers unsat). For a caller that reads
/// only sat/unsat, not whose model it gets. Beyond enumerate()'s fragment:
///  - a declared constant with neither a bound nor a definition (loaded
///    data) takes one value, \p Values' for its name, or for its name
///    without a `#N` thread-copy suffix, else 0; then, in turn, each group
///    of such constants with one name (without the suffix) takes all ones,
///    and then each such group zero;
///  - uninterpreted functions applied only as `(= X (f ARGS))`, with X a
///    declared constant (a load from memory): X is such a free constant, and
///    two applications with equal arguments must have equal values
///    (checked on the assignment, as Ackermann's reduction does);
///  - the enumerated constants split into groups that share no assertion
///    (the thread copies of a question over the 32 lanes of a warp, once the
///    data they share has a value), each enumerated on its own: the
///    assignments of the groups add up instead of multiplying.
/// Every assertion is checked on the final assignment before it is
/// returned; its model holds every declared constant.
std::optional<Result> satWithValues(llvm::StringRef Query,
                                    const llvm::StringMap<uint64_t> &Values);

/// A satisfying assignment of \p Query found by evaluating it on \p Samples
/// assignments of its constants drawn from their ranges (satWithValues'
/// fragment, every constant drawn, none enumerated), with a fixed seed; or
/// nullopt, which says nothing. For a caller that reads only sat/unsat: a
/// two-lane question whose lanes differ in loaded data that Z3's
/// bit-blaster takes ~100 million instructions over (ThreadFormula's
/// same-in-warp questions). The model is checked on every assertion.
std::optional<Result> satBySampling(llvm::StringRef Query, unsigned Samples = 256);

} // namespace ptx::smt

#endif
