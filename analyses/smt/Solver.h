//===- Solver.h - the SMT solver behind an interface ------------*- C++ -*-===//
//
// The analyses ask satisfiability questions as SMT-LIB2 text (declarations
// and assertions, without check-sat): the text is the query's identity, the
// cache key and what --dump-smt2 writes. Solver.cpp is the only file that
// includes z3++.h; without Z3 (PTXLINT_HAVE_Z3 unset) every query answers
// Unknown("built without Z3") and callers fall back to what they can prove
// without a solver. Each query runs under a time budget (--smt-timeout).
// Queries whose only free constants are small bounded ranges (thread ids)
// are answered by evaluating them on every assignment instead
// (Enumerate.h), with or without Z3; PTXLINT_NO_SMT_ENUM=1 sends them to the
// solver too, for differential tests.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSES_SMT_SOLVER_H
#define PTXLINT_ANALYSES_SMT_SOLVER_H

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

namespace ptx::smt {

/// The answer to one query.
struct Result {
  enum Kind { Sat, Unsat, Unknown, Timeout };
  Kind K = Unknown;
  std::string Reason; ///< Unknown: why (solver message, "built without Z3")
  /// Sat: the model's value of every declared bit-vector or Boolean constant
  /// (Booleans as 0/1; bit-vectors wider than 64 bits truncated).
  llvm::StringMap<uint64_t> Model;

  bool isSat() const { return K == Sat; }
  bool isUnsat() const { return K == Unsat; }
  static Result unknown(std::string Why) {
    Result R;
    R.Reason = std::move(Why);
    return R;
  }
};

struct SolverOptions {
  unsigned TimeoutMs = 200; ///< per query; --smt-timeout=MS
  std::string DumpDir;      ///< --dump-smt2=DIR: write each query there
  /// Answer queries over small bounded ranges by evaluation (Enumerate.h);
  /// off with PTXLINT_NO_SMT_ENUM=1 in the environment.
  bool Enumerate = std::getenv("PTXLINT_NO_SMT_ENUM") == nullptr;
};

/// Counters, for tests and --stats style output.
struct SolverStats {
  unsigned Queries = 0;   ///< check() calls
  unsigned CacheHits = 0; ///< answered from the cache
  unsigned Solved = 0;    ///< not in the cache: answered by evaluation or the solver
  unsigned Enumerated = 0; ///< of those, answered by evaluation (Enumerate.h)
  unsigned Hinted = 0;    ///< checkSat() answered by evaluating a hint (not in Solved)
  unsigned SharedUnsat = 0; ///< of Solved, proven unsat for another function (SolverShare)
  unsigned Dumped = 0;    ///< .smt2 files written
};

/// What the Solvers of one module's functions share (ModuleFacts owns it):
/// - a Z3 context per thread for their first attempt at a question
///   (Solver::solve): the own context of the last solver on the thread that
///   made one, handed over when that solver ends, so that a later function
///   whose questions are all unsat does not pay for a context of its own
///   (creating one costs about as much as solving a small question); a
///   context is only ever used by the thread it belongs to;
/// - the questions Z3 proved unsat, by canonical text (the same tile-rank
///   question is asked in every function that inlines the same helper).
/// Only unsat answers are shared: they are facts of the question, where a
/// model or a timeout depends on the context that was asked.
class SolverShare {
public:
  SolverShare();
  ~SolverShare();
  SolverShare(const SolverShare &) = delete;
  SolverShare &operator=(const SolverShare &) = delete;
  struct Backend;
  /// The calling thread's context, null before a solver on it handed one
  /// over.
  Backend *forThisThread();
  /// Hands \p B over as the calling thread's context (when it has none).
  void handOver(std::unique_ptr<Backend> B);
  bool provenUnsat(const std::string &Canon);
  void addUnsat(const std::string &Canon);

private:
  std::mutex M;
  std::unordered_map<std::thread::id, std::unique_ptr<Backend>> Contexts;
  llvm::StringSet<> Unsat;
};

class Solver {
public:
  /// \p Share, when given, holds what the module's solvers share (see
  /// solve()); without it every question is solved in this solver's own
  /// context. The answers are the same either way.
  explicit Solver(SolverOptions O = {}, SolverShare *Share = nullptr);
  ~Solver();
  Solver(const Solver &) = delete;
  Solver &operator=(const Solver &) = delete;

  /// Is \p Query (SMT-LIB2 declarations and assertions) satisfiable? \p Name
  /// names the query (the file name under --dump-smt2; any character outside
  /// [A-Za-z0-9._-] becomes '_'). Answers are cached by query text.
  /// \p TimeoutScale multiplies the per-query timeout, for a query whose
  /// timeout would cost a false report (a proof that silences one).
  Result check(llvm::StringRef Query, llvm::StringRef Name, unsigned TimeoutScale = 1);
  /// check() for a caller that reads only whether \p Query is satisfiable,
  /// not the model: values of its data constants that may satisfy it (a
  /// model of a similar question) are tried by evaluation first
  /// (smt::satWithValues), and only when they do not, the query is solved.
  /// A sat answer found that way is not cached (its model is not the
  /// solver's). Written under --dump-smt2 and counted as check() does.
  Result checkSat(llvm::StringRef Query, llvm::StringRef Name,
                  const llvm::StringMap<uint64_t> &Hint, unsigned TimeoutScale = 1);

  /// check() for a caller that reads only whether \p Query is unsat, never
  /// a model: before Z3, a model is sought on sampled assignments
  /// (smt::satBySampling). A sat answer found that way goes on the replay
  /// list (Z3's context solves the question before its next one, so every
  /// later model is the one it gave before), and a check() of the same text
  /// that needs Z3's model gets it from that replay.
  Result checkSampled(llvm::StringRef Query, llvm::StringRef Name, unsigned TimeoutScale = 1);

  /// True when built with Z3.
  static bool hasZ3();
  /// "Z3 4.8.12", or "none".
  static std::string backendName();

  const SolverStats &stats() const { return Stats; }
  const SolverOptions &options() const { return Opts; }

private:
  Result solve(llvm::StringRef Query, const std::string &Canon, unsigned TimeoutScale);
  void dump(llvm::StringRef Query, llvm::StringRef Name);
  /// Creates the own context and has it solve the replay list, in order
  /// (a sampled answer's cache entry then gets Z3's result).
  void replay();

  /// This solver's own Z3 context, created when a question needs it: its
  /// answers (a model's values, a timeout) depend on what the context
  /// solved before, which is why it is one per solver (one per function
  /// analysed), never shared.
  using Backend = SolverShare::Backend;
  std::unique_ptr<Backend> Z;
  SolverShare *Share = nullptr;
  /// The questions answered unsat through Share before Z existed,
  /// with their timeout scales: Z solves them first when it is created, so
  /// that it is in the state it would have been in had it solved them.
  std::vector<std::pair<std::string, unsigned>> Replay;
  /// Texts answered sat by sampling (checkSampled) and not yet replayed:
  /// their cache entries hold the sampled model, not Z3's.
  llvm::StringSet<> SampledSat;
  bool Sampling = false; ///< inside checkSampled()

  SolverOptions Opts;
  SolverStats Stats;
  llvm::StringMap<Result> Cache;      ///< by exact query text
  llvm::StringMap<Result> ShapeCache; ///< unsat/timeout, by canonicalQuery()
  llvm::StringMap<std::string> DumpedNames; ///< file name -> query text written
};

} // namespace ptx::smt

#endif
