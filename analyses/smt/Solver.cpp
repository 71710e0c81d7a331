//===- Solver.cpp - Z3 behind the Solver interface ------------------------===//
//
// The only file that includes z3++.h. Each query gets a fresh QF_BV solver
// in the module's Z3 context, a budget in Z3's resource units (RlimitPerMs:
// the same answers on a busy machine as on a quiet one), and SMT-LIB2 text
// parsed with parse_string (declarations stay local to the query), so what
// is solved is exactly what --dump-smt2 writes.
//
//===----------------------------------------------------------------------===//
#include "analyses/smt/Solver.h"
#include "analyses/smt/Enumerate.h"

#include "llvm/ADT/APInt.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <cstdlib>

#ifdef PTXLINT_HAVE_Z3
#include <z3++.h>
#endif

using namespace ptx::smt;

#ifdef PTXLINT_HAVE_Z3
struct SolverShare::Backend {
  z3::context Ctx;
};
#else
struct SolverShare::Backend {};
#endif

SolverShare::SolverShare() = default;
SolverShare::~SolverShare() = default;

SolverShare::Backend *SolverShare::forThisThread() {
  std::lock_guard<std::mutex> L(M);
  auto It = Contexts.find(std::this_thread::get_id());
  return It == Contexts.end() ? nullptr : It->second.get();
}

void SolverShare::handOver(std::unique_ptr<Backend> B) {
  std::lock_guard<std::mutex> L(M);
  std::unique_ptr<Backend> &Slot = Contexts[std::this_thread::get_id()];
  if (!Slot)
    Slot = std::move(B);
}

bool SolverShare::provenUnsat(const std::string &Canon) {
  std::lock_guard<std::mutex> L(M);
  return Unsat.contains(Canon);
}

void SolverShare::addUnsat(const std::string &Canon) {
  std::lock_guard<std::mutex> L(M);
  Unsat.insert(Canon);
}

Solver::Solver(SolverOptions O, SolverShare *S) : Share(S), Opts(std::move(O)) {}

Solver::~Solver() {
  // What this context solved no longer matters to anyone: it can serve
  // the thread's later solvers for their unsat attempts.
  if (Z && Share)
    Share->handOver(std::move(Z));
}

bool Solver::hasZ3() {
#ifdef PTXLINT_HAVE_Z3
  return true;
#else
  return false;
#endif
}

std::string Solver::backendName() {
#ifdef PTXLINT_HAVE_Z3
  unsigned Major = 0, Minor = 0, Build = 0, Rev = 0;
  Z3_get_version(&Major, &Minor, &Build, &Rev);
  return "Z3 " + std::to_string(Major) + "." + std::to_string(Minor) + "." +
         std::to_string(Build);
#else
  return "none";
#endif
}

/// A query's budget is counted in Z3's resource units ("rlimit"), not in
/// time, so that the answers (and the findings that rest on them) do not
/// depend on how loaded the machine is: a query that needed 150 ms of a
/// 200 ms budget on a quiet machine timed out on a busy one. A millisecond
/// of --smt-timeout buys RlimitPerMs units, about what Z3 4.8 spends in a
/// millisecond on a current x86 core (4,300-5,400 measured on the queries
/// of test/labeled); the clock stays as a backstop at WallFactor times the
/// budget.
static constexpr uint64_t RlimitPerMs = 5000, WallFactor = 10;

/// \p Query with its `define-fun` names renamed in the order they are
/// defined: two queries that differ only in the registers a formula is
/// built from (the same tile mask computed in two functions, or before each
/// of ten collectives) get one key. The declared constants (thread ids,
/// unknowns, the model's names) keep their names.
static std::string canonicalQuery(llvm::StringRef Query) {
  llvm::StringMap<unsigned> Defined;
  static constexpr llvm::StringLiteral Def("(define-fun |");
  for (size_t At = Query.find(Def); At != llvm::StringRef::npos; At = Query.find(Def, At + 1)) {
    size_t B = At + Def.size(), E = Query.find('|', B);
    if (E == llvm::StringRef::npos)
      break;
    Defined.try_emplace(Query.slice(B, E), Defined.size());
  }
  if (Defined.empty())
    return Query.str();
  std::string Out;
  Out.reserve(Query.size());
  for (size_t I = 0; I < Query.size();) {
    size_t B = Query.find('|', I);
    if (B == llvm::StringRef::npos) {
      Out += Query.substr(I);
      break;
    }
    size_t E = Query.find('|', B + 1);
    if (E == llvm::StringRef::npos) {
      Out += Query.substr(I);
      break;
    }
    Out += Query.slice(I, B);
    auto It = Defined.find(Query.slice(B + 1, E));
    if (It != Defined.end())
      Out += "|~d" + std::to_string(It->second) + "|";
    else
      Out += Query.slice(B, E + 1);
    I = E + 1;
  }
  return Out;
}

Result Solver::check(llvm::StringRef Query, llvm::StringRef Name, unsigned TimeoutScale) {
  ++Stats.Queries;
  if (!Opts.DumpDir.empty())
    dump(Query, Name);
  auto It = Cache.find(Query);
  if (It != Cache.end()) {
    // A sampled model, asked for by a caller that may read it: Z3's answer,
    // from the replay that brings the context to the state it has had
    // Z3 answered the question when it was first asked.
    if (!Sampling && SampledSat.count(Query)) {
      replay();
      It = Cache.find(Query);
    }
    ++Stats.CacheHits;
    return It->second;
  }
  // A query equal to an earlier one up to the names of its definitions has
  // the same answer. Only unsat and timeouts are shared that way: a model
  // is kept per exact text, so its values always belong to this query.
  std::string Canon = canonicalQuery(Query);
  auto CIt = ShapeCache.find(Canon);
  if (CIt != ShapeCache.end()) {
    ++Stats.CacheHits;
    Cache[Query] = CIt->second;
    return CIt->second;
  }
  ++Stats.Solved;
  Result R = solve(Query, Canon, std::max(1u, TimeoutScale));
  Cache[Query] = R;
  if (!R.isSat())
    ShapeCache[Canon] = R;
  return R;
}

Result Solver::checkSampled(llvm::StringRef Query, llvm::StringRef Name,
                            unsigned TimeoutScale) {
  Sampling = true;
  Result R = check(Query, Name, TimeoutScale);
  Sampling = false;
  return R;
}

Result Solver::checkSat(llvm::StringRef Query, llvm::StringRef Name,
                        const llvm::StringMap<uint64_t> &Hint, unsigned TimeoutScale) {
  if (Opts.Enumerate && !Cache.count(Query))
    if (std::optional<Result> R = satWithValues(Query, Hint)) {
      ++Stats.Queries;
      ++Stats.Hinted;
      if (!Opts.DumpDir.empty())
        dump(Query, Name);
      return std::move(*R);
    }
  return check(Query, Name, TimeoutScale);
}

void Solver::dump(llvm::StringRef Query, llvm::StringRef Name) {
  std::string Base;
  for (char C : Name)
    Base += (std::isalnum(static_cast<unsigned char>(C)) || C == '.' || C == '-' || C == '_')
                ? C
                : '_';
  if (Base.empty())
    Base = "query";
  // The same name for a different query gets a numbered suffix; the same
  // query under the same name is written once.
  std::string File = Base;
  for (unsigned N = 2;; ++N) {
    auto It = DumpedNames.find(File);
    if (It == DumpedNames.end())
      break;
    if (It->second == Query)
      return;
    File = Base + "." + std::to_string(N);
  }
  DumpedNames[File] = Query.str();
  if (llvm::sys::fs::create_directories(Opts.DumpDir))
    return;
  llvm::SmallString<256> Path(Opts.DumpDir);
  llvm::sys::path::append(Path, File + ".smt2");
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC, llvm::sys::fs::OF_Text);
  if (EC)
    return;
  OS << "; ptxlint query " << Name << "\n";
  OS << "(set-option :produce-models true)\n";
  OS << "(set-option :rlimit " << uint64_t(Opts.TimeoutMs) * RlimitPerMs << ")\n";
  OS << Query;
  if (!Query.endswith("\n"))
    OS << "\n";
  OS << "(check-sat)\n(get-model)\n";
  ++Stats.Dumped;
}

#ifdef PTXLINT_HAVE_Z3
static uint64_t low64(const z3::expr &E) {
  uint64_t V = 0;
  if (E.is_numeral_u64(V))
    return V;
  // Wider than 64 bits: the low 64 bits of the decimal numeral.
  std::string S = E.get_decimal_string(0);
  llvm::APInt A(std::max<unsigned>(64, S.size() * 4 + 4), S, 10);
  return A.getLoBits(64).getZExtValue();
}
#endif

#ifdef PTXLINT_HAVE_Z3
/// Solves \p Text in \p Ctx with \p Rlimit resource units and a wall-clock
/// backstop of \p Wall ms; \p Budget (ms) names a timeout.
static Result solveIn(z3::context &Ctx, const std::string &Text, uint64_t Budget,
                      unsigned Rlimit, unsigned Wall) {
  try {
    // Z3 4.8's QF_BV solver now and then gives up with "timeout" on a busy
    // machine though no limit was reached (seen with no limit set at all);
    // such an answer is asked again, twice at most.
    for (unsigned Attempt = 0;; ++Attempt) {
      auto Start = std::chrono::steady_clock::now();
      z3::solver S(Ctx, "QF_BV");
      z3::params P(Ctx);
      P.set("rlimit", Rlimit);
      P.set("timeout", Wall);
      S.set(P);
      z3::expr_vector Asserts = Ctx.parse_string(Text.c_str());
      for (unsigned I = 0; I < Asserts.size(); ++I)
        S.add(Asserts[I]);
      z3::check_result CR = S.check();
      if (CR == z3::unsat) {
        Result R;
        R.K = Result::Unsat;
        return R;
      }
      if (CR == z3::sat) {
        Result R;
        R.K = Result::Sat;
        z3::model M = S.get_model();
        for (unsigned I = 0; I < M.num_consts(); ++I) {
          z3::func_decl D = M.get_const_decl(I);
          z3::expr V = M.get_const_interp(D);
          std::string N = D.name().str();
          if (V.is_bool())
            R.Model[N] = V.is_true() ? 1 : 0;
          else if (V.is_numeral())
            R.Model[N] = low64(V);
        }
        return R;
      }
      std::string Why = S.reason_unknown();
      auto Ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                    std::chrono::steady_clock::now() - Start)
                    .count();
      bool OutOfUnits = Why.find("resource") != std::string::npos;
      bool OutOfTime = static_cast<uint64_t>(Ms) >= Wall;
      bool Spurious = !OutOfUnits && !OutOfTime &&
                      (Why.find("timeout") != std::string::npos ||
                       Why.find("canceled") != std::string::npos);
      if (Spurious && Attempt < 2)
        continue;
      Result R;
      if (OutOfUnits || OutOfTime || Spurious) {
        R.K = Result::Timeout;
        R.Reason = "timeout after " + std::to_string(Budget) + " ms";
      } else {
        R.K = Result::Unknown;
        R.Reason = Why;
      }
      return R;
    }
  } catch (const z3::exception &E) {
    return Result::unknown(std::string("Z3: ") + E.msg());
  }
}
#endif

/// The thread's shared context gets this fraction of a question's budget:
/// an unsat answer within it is taken as the answer (unsat is a fact of the
/// question, not of the context), anything else (sat, whose model depends
/// on the context, a timeout, unknown) is asked again in the solver's own
/// context. With a quarter, a question the own context would have timed out
/// on but the shared one proves unsat needs a fourfold difference in the
/// work the two contexts' term orders cost (docs/performance.md).
static constexpr unsigned SharedShare = 4;

Result Solver::solve(llvm::StringRef Query, const std::string &Canon, unsigned TimeoutScale) {
  if (Opts.Enumerate) {
    if (std::optional<Result> R = enumerate(Query)) {
      ++Stats.Enumerated;
      return std::move(*R);
    }
    // Unsat by a part that evaluation decides alone (the thread ids of a
    // lane question whose run condition reads loaded data). Z3 would have
    // solved it in this solver's context, and a context's later models
    // depend on what it solved before: the context solves it before its
    // next question, as it does the shared context's unsat answers, so
    // that every model is the one it gave when Z3 answered this one; a
    // function that asks nothing more of Z3 never pays for it.
    if (unsatPart(Query)) {
      ++Stats.Enumerated;
      Replay.emplace_back(Query.str(), TimeoutScale);
      Result R;
      R.K = Result::Unsat;
      return R;
    }
    // Sat on a sampled assignment (a two-lane question whose lanes differ
    // in loaded data), for a caller that reads no model: replayed as above.
    if (Sampling)
      if (std::optional<Result> R = satBySampling(Query)) {
        ++Stats.Enumerated;
        Replay.emplace_back(Query.str(), TimeoutScale);
        SampledSat.insert(Query);
        return std::move(*R);
      }
  }
#ifdef PTXLINT_HAVE_Z3
  // Every query is quantifier-free bit-vector logic: Z3's QF_BV solver
  // answers it several times faster than the default strategy, which first
  // works out what the query is. parse_string keeps each query's
  // declarations to itself.
  auto Limits = [&](unsigned Scale, uint64_t &Budget, unsigned &Rlimit, unsigned &Wall) {
    Budget = Opts.TimeoutMs ? uint64_t(Opts.TimeoutMs) * Scale : 1u;
    Rlimit = static_cast<unsigned>(std::min<uint64_t>(Budget * RlimitPerMs, ~0u));
    Wall = static_cast<unsigned>(std::min<uint64_t>(Budget * WallFactor, ~0u));
  };
  uint64_t Budget;
  unsigned Rlimit, Wall;
  Limits(TimeoutScale, Budget, Rlimit, Wall);
  std::string Text = Query.str();
  if (!Z && Share) {
    // Without a context of its own yet, this solver first asks what the
    // module's solvers share: most questions are proofs (unsat), the same
    // ones recur in the functions that inline the same helpers, and
    // creating a context costs a function with a question or two more than
    // solving them. An unsat answer is kept for the replay below. (The
    // thread's first solver to reach Z3 has no shared context to ask.)
    Result R;
    if (Share->provenUnsat(Canon)) {
      ++Stats.SharedUnsat;
      R.K = Result::Unsat;
    } else if (Backend *Shared = Share->forThisThread()) {
      R = solveIn(Shared->Ctx, Text, Budget, std::max(1u, Rlimit / SharedShare),
                  std::max(1u, Wall / SharedShare));
      if (R.isUnsat())
        Share->addUnsat(Canon);
    }
    if (R.isUnsat()) {
      Replay.emplace_back(std::move(Text), TimeoutScale);
      return R;
    }
  }
  replay();
  Result R = solveIn(Z->Ctx, Text, Budget, Rlimit, Wall);
  if (R.isUnsat() && Share)
    Share->addUnsat(Canon);
  return R;
#else
  (void)Query;
  (void)TimeoutScale;
  return Result::unknown("built without Z3");
#endif
}

void Solver::replay() {
#ifdef PTXLINT_HAVE_Z3
  if (!Z)
    Z = std::make_unique<Backend>();
  // The solver's own context, brought to the state it has when it solves
  // every question itself: the earlier ones (unsat, or sat on a sampled
  // assignment) it did not solve, in order.
  for (auto &[Old, Scale] : Replay) {
    uint64_t Budget = Opts.TimeoutMs ? uint64_t(Opts.TimeoutMs) * Scale : 1u;
    unsigned Rlimit = static_cast<unsigned>(std::min<uint64_t>(Budget * RlimitPerMs, ~0u));
    unsigned Wall = static_cast<unsigned>(std::min<uint64_t>(Budget * WallFactor, ~0u));
    Result R = solveIn(Z->Ctx, Old, Budget, Rlimit, Wall);
    if (!SampledSat.erase(Old))
      continue;
    // What check() keeps of an answer Z3 gave.
    std::string Canon = canonicalQuery(Old);
    if (!R.isSat())
      ShapeCache[Canon] = R;
    if (R.isUnsat() && Share)
      Share->addUnsat(Canon);
    Cache[Old] = std::move(R);
  }
#else
  for (auto &[Old, Scale] : Replay)
    if (SampledSat.erase(Old))
      Cache[Old] = Result::unknown("built without Z3");
#endif
  Replay.clear();
}
