//===- MbarrierUses.h - mbarrier operations as the mbarrier checkers see them -*- C++ -*-===//
//
// Shared by checkers/Mbarrier.cpp (objects, inits, counts) and
// checkers/MbarrierPhase.cpp (the phases parity waits name).
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CHECKERS_MBARRIERUSES_H
#define PTXLINT_CHECKERS_MBARRIERUSES_H

#include "analyses/Interproc.h"
#include "checkers/CheckerContext.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <optional>
#include <string>
#include <vector>

namespace ptx {

/// An mbarrier operation as the checker sees it: an instruction of the
/// function, or a call of a function whose summary is exactly one such
/// operation on an object passed to it (cuda::ptx's out-of-line
/// mbarrier_init / mbarrier_arrive / mbarrier_try_wait_parity under
/// nvcc -G). Addr and Count are operands of instruction At (the call's
/// argument stores); AddrAdd is what the callee adds to the address.
struct CheckedUse : MbUse {
  unsigned At = 0;
  int64_t AddrAdd = 0;
  /// A called function's operation on an object it names itself (a
  /// module-scope variable + constant) instead of Addr.
  llvm::StringRef FixedVar;
  int64_t FixedAdd = 0;
  std::optional<uint64_t> CountConst;
  bool HasCount = false; ///< an arrive without a count counts 1
  bool Cluster = false;  ///< .shared::cluster
  bool Parity = false;   ///< a parity wait; ParityE its phase, if known
  bool ExpectTx = false; ///< arrive.expect_tx: the arrival brings data
  bool NoInc = false;    ///< cp.async.mbarrier.arrive.noinc: counts as an arrival
  bool Drop = false;     ///< mbarrier.arrive_drop: lowers the count of later phases
  /// A call that arrives (this use) and then waits on the same object for
  /// the phase of that arrival (libcu++'s barrier::arrive_and_wait() under
  /// nvcc -G). The phase walk sees such a call as one it cannot follow.
  bool AndWait = false;
  const Expr *ParityE = nullptr;
  /// A wrapper's transaction bytes: a constant, the argument, or (TxPtr)
  /// the pointer argument to them.
  std::optional<uint64_t> TxConst;
  const Expr *TxE = nullptr, *TxPtr = nullptr;
  int64_t TxPtrAdd = 0;
  /// A wrapper's parity passed by reference: the pointer argument.
  const Expr *ParityPtr = nullptr;
  int64_t ParityPtrAdd = 0;
  /// A wrapper's state token (a token wait): the argument's value (TokE,
  /// stored by instruction TokAt), or the pointer argument to it (TokPtr,
  /// stored by TokAt; TokPtrAdd bytes past it), a token passed by reference.
  const Expr *TokE = nullptr, *TokPtr = nullptr;
  unsigned TokAt = 0;
  int64_t TokPtrAdd = 0;
  /// A wrapper's arrive whose state token the call returns (its first
  /// return value).
  bool ReturnsToken = false;
  std::string Name;      ///< "mbarrier.arrive"
  const InstrStmt *Via = nullptr; ///< the callee's instruction
  /// An init whose address the threads compute (`&bars[threadIdx.x]` under
  /// `if (threadIdx.x < 2)`): the objects (variable + constant offset) the
  /// threads that run it initialise, one per thread, with the count each
  /// gives it where that is known (checkers/Mbarrier.cpp, coveredObjects).
  struct Cover {
    llvm::StringRef Var;
    int64_t Off = 0;
    std::optional<uint64_t> Count;
  };
  std::vector<Cover> Covers;
  /// Covers are the objects the trips of a counted loop initialise, one per
  /// trip (nvcc -G's rolled `for (s = 0; s < N; ++s) init(&full[s], 1)`,
  /// loopCoveredObjects), not one per thread.
  bool CoversTrips = false;
};

/// How often one thread runs an instruction of a loop before a wait of the
/// same loop holds it back (checkers/MbarrierTrips.cpp).
struct TripBound {
  bool Bounded = false; ///< false: no bound found
  uint64_t Runs = 0;    ///< runs of the instruction, at most
  bool Blocks = false;  ///< some run of the wait needs more than M phases
  unsigned BlockTrip = 0;
};
/// Uses at addresses a loop's trips compute (`&full[k & 1]`, nvcc's
/// remainder loop or -G's rolled one): the object each names in a trip,
/// evaluated with the trip's counter values (a variable plus a constant
/// offset, which ObjectId numbers; -1 for none the function initialises).
struct TripObjects {
  llvm::function_ref<int(llvm::StringRef, int64_t)> ObjectId;
  /// K's address (with KAdd added), when K's object is per trip: K counts
  /// only in the trips where it names object Target.
  const Expr *KAddr = nullptr;
  unsigned KAt = 0;
  int64_t KAdd = 0;
  int Target = -1;
  /// W's address, when W's object is per trip: the wait needs phases of
  /// the object it names in each trip, which completes at most
  /// PhasesOf(object) of them (all ones: no bound, the wait holds nothing
  /// back).
  const Expr *WAddr = nullptr;
  unsigned WAt = 0;
  int64_t WAdd = 0;
  llvm::function_ref<uint64_t(int)> PhasesOf;
};

/// Follows the trips of the loop around instruction \p K (or, with K < 0,
/// around wait \p W) and bounds the runs of K, and whether W blocks, when
/// W's object completes at most \p M phases: W is a parity wait with
/// parity operand \p Parity, or (\p Token) a wait on the state token that
/// arrive \p TokenFrom returned. Not in a loop: K runs at most once (no
/// bound is given), and W blocks when its constant parity or its token
/// needs a phase past M.
/// With \p PT, K's or W's object may change from trip to trip.
TripBound tripBound(FunctionIR &F, const ValueFacts &VF, int K, unsigned W, const Expr *Parity,
                    bool Token, int TokenFrom, uint64_t M, const TripObjects *PT = nullptr);

/// Wait \p W (a test_wait or try_wait) spins: its block ends in `@!p bra`
/// back to itself on the wait's result, so a thread gets past it only when
/// the phase it waits for has completed.
bool waitSpins(FunctionIR &F, unsigned W);

/// Parity waits against the phases the arrivals before them started
/// (checkers/MbarrierPhase.cpp). \p Var: per instruction, the variable its
/// object belongs to; \p MbCall: calls that may touch any mbarrier.
void checkMbarrierPhases(FunctionAnalyses &FA, DiagnosticEngine &Diags,
                         const std::vector<CheckedUse> &Uses,
                         const std::vector<std::optional<llvm::StringRef>> &Var,
                         const std::vector<bool> &MbCall);

} // namespace ptx

#endif
