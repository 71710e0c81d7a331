//===- Solver.cpp - Z3 behind the Solver interface ------------------------===//
//
// The only file that includes z3++.h. Each query gets a fresh context (Z3
// contexts are cheap next to a query and keep queries independent), the
// "timeout" parameter as its budget, and SMT-LIB2 text parsed with
// from_string, so what is solved is exactly what --dump-smt2 writes.
//
//===----------------------------------------------------------------------===//
#include "analyses/smt/Solver.h"

#include "llvm/ADT/APInt.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>

#ifdef PTXLINT_HAVE_Z3
#include <z3++.h>
#endif

using namespace ptx::smt;

Solver::Solver(SolverOptions O) : Opts(std::move(O)) {}
Solver::~Solver() = default;

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

Result Solver::check(llvm::StringRef Query, llvm::StringRef Name) {
  ++Stats.Queries;
  if (!Opts.DumpDir.empty())
    dump(Query, Name);
  auto It = Cache.find(Query);
  if (It != Cache.end()) {
    ++Stats.CacheHits;
    return It->second;
  }
  ++Stats.Solved;
  Result R = solve(Query);
  Cache[Query] = R;
  return R;
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
  OS << "(set-option :timeout " << Opts.TimeoutMs << ")\n";
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

Result Solver::solve(llvm::StringRef Query) {
#ifdef PTXLINT_HAVE_Z3
  auto Start = std::chrono::steady_clock::now();
  try {
    z3::context Ctx;
    z3::solver S(Ctx);
    z3::params P(Ctx);
    P.set("timeout", Opts.TimeoutMs ? Opts.TimeoutMs : 1u);
    S.set(P);
    S.from_string(Query.str().c_str());
    z3::check_result CR = S.check();
    Result R;
    if (CR == z3::unsat) {
      R.K = Result::Unsat;
      return R;
    }
    if (CR == z3::unknown) {
      std::string Why = S.reason_unknown();
      auto Ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                    std::chrono::steady_clock::now() - Start)
                    .count();
      if (Why.find("timeout") != std::string::npos ||
          Why.find("canceled") != std::string::npos ||
          static_cast<uint64_t>(Ms) >= Opts.TimeoutMs) {
        R.K = Result::Timeout;
        R.Reason = "timeout after " + std::to_string(Opts.TimeoutMs) + " ms";
      } else {
        R.K = Result::Unknown;
        R.Reason = Why;
      }
      return R;
    }
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
  } catch (const z3::exception &E) {
    return Result::unknown(std::string("Z3: ") + E.msg());
  }
#else
  (void)Query;
  return Result::unknown("built without Z3");
#endif
}
