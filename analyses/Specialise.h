//===- Specialise.h - a callee under the constant arguments of one call -*- C++ -*-===//
//
// nvcc -G keeps library helpers out of line, and many of them choose what
// they do from arguments that are constants at the call:
// `__pipeline_memcpy_async(dst, src, 16, 0)` tests its size and zero-fill
// arguments against every legal value and calls one template instance per
// case. A summary of what such a helper does "on every call" sees none of
// the cases. Under the call's constants most of the tests are decided, and
// what is left is the one case the call takes.
//
// ConstBranches is a conditional constant propagation (Wegman and Zadeck's
// SCCP, over blocks) of a function whose parameters are partly known: it
// starts with only the entry block executable, evaluates the integer and
// predicate instructions whose operands are known (loads of the known
// parameters, moves, integer conversions, arithmetic, logic, shifts,
// setp, selp), and marks an edge executable only when the branch can take
// it. What it gives: the executable blocks and edges (a CFGView for the
// dominator trees), and the value of an operand at an instruction.
//
// Besides constants it knows which registers hold a generic address in the
// CTA's shared window (ArgConst::SharedAddr arguments, `cvta.shared`, and
// copies and pointer arithmetic of those): `isspacep` on one is decided
// (true for `.shared`, `.shared::cta` and `.shared::cluster`, false for
// the other spaces) and so is its comparison with 0 (never null). With a
// context (FunctionIR::Ctx), a call whose arguments carry known facts
// returns what the callee's summary under them returns on every call
// (CalleeSummary::ReturnConst / ReturnShared): libcu++'s out-of-line
// `__isShared(ptr)` under nvcc -G, which decides the run-time dispatch of
// `cuda::barrier`'s init, arrive and wait. Generic addresses in the global
// window (ArgConst::GlobalAddr, `cvta.global`) are known the same way:
// `isspacep.global` on one is true and `.shared`, `.local` and `.param`
// false, which decides libcu++'s `__isGlobal(src) && __isShared(dst)`
// test in front of cp.async (cuda::memcpy_async under nvcc -G).
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSES_SPECIALISE_H
#define PTXLINT_ANALYSES_SPECIALISE_H

#include "analyses/Dominators.h"
#include "analyses/FunctionIR.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <optional>
#include <string>
#include <vector>

namespace ptx {

/// A call argument whose value is a known constant: the first \p Bytes bytes
/// at byte \p Off of parameter \p Param hold \p Value (little-endian).
/// With \p SharedAddr, what is known is not the value but its state space:
/// the 8 bytes hold a generic address in the executing CTA's shared window
/// (`cvta.shared` of a `__shared__` variable, libcu++'s barrier `this`), so
/// `isspacep.shared` on it is true and `isspacep.global` false (Value 0).
struct ArgConst {
  unsigned Param = 0;
  int64_t Off = 0;
  unsigned Bytes = 8;
  uint64_t Value = 0;
  bool SharedAddr = false;
  /// With \p GlobalAddr, the 8 bytes hold a generic address in the global
  /// window (`cvta.global`, a kernel's pointer parameter): `isspacep.global`
  /// on it is true and `.shared`, `.local` and `.param` false (Value 0).
  bool GlobalAddr = false;
  /// With \p PointeeShared, the 8 bytes hold a pointer to an object whose
  /// 8 bytes at offset Value (a field) hold a generic address in the CTA's
  /// shared window: libcu++'s `__barrier_poll_tester_phase` keeps the
  /// barrier's `this` in its first field, and nvcc -G passes the tester by
  /// its stack address to `__cccl_thread_poll_with_backoff`, which calls
  /// the tester's `operator()` on it. A load of that field through the
  /// pointer is then a shared-window address (ConstBranches), as long as
  /// the function stores nothing outside its own stack frame. What the
  /// callees the pointer is passed to store through it is not checked: the
  /// fact is meant for such const methods. Callers make it from a stack
  /// object whose field the caller (or a constructor it calls, by
  /// paramStores) wrote with such an address (callConstants), or from a
  /// parameter that has it.
  bool PointeeShared = false;
  bool operator==(const ArgConst &O) const {
    return Param == O.Param && Off == O.Off && Bytes == O.Bytes && Value == O.Value &&
           SharedAddr == O.SharedAddr && GlobalAddr == O.GlobalAddr &&
           PointeeShared == O.PointeeShared;
  }
};

/// "name|param:off:bytes=value,..." (the cache key of a specialisation;
/// `=S` for a shared-window address, `=G` for a global-window one, `=P8`
/// for a pointer whose field at byte 8 holds a shared-window address).
std::string specialisationKey(llvm::StringRef Name, llvm::ArrayRef<ArgConst> Args);

/// An integer comparison of setp/set (`.eq .ne .lt .le .gt .ge .lo .ls .hi
/// .hs`) of \p A and \p B as \p Bits-bit values, signed or not;
/// std::nullopt for another operator.
std::optional<bool> compareInts(llvm::StringRef Cmp, uint64_t A, uint64_t B, unsigned Bits,
                                bool Signed);

/// The value integer instruction \p I writes to its one destination (mov,
/// cvt between integer types, setp, selp, not, neg, add, sub, mul.lo,
/// mad.lo, div, rem, min, max, and, or, xor, shl, shr), from the values
/// \p Arg gives its operands by index; std::nullopt for anything else or
/// when an operand it needs is unknown.
std::optional<uint64_t> evalIntInst(const Inst &I,
                                    llvm::function_ref<std::optional<uint64_t>(unsigned)> Arg);

class ConstBranches {
public:
  /// \p Propagate = false skips the propagation (live(), view() and
  /// valueAt() are then not to be asked): forcedBlocks only.
  ConstBranches(FunctionIR &F, llvm::ArrayRef<ArgConst> Args, bool Propagate = true);

  /// Some execution with these arguments reaches block \p B.
  bool live(unsigned B) const { return B < Done.size() && Done[B]; }
  /// The executable subgraph, for DomTree.
  const CFGView &view() const { return View; }
  /// Some branch was decided: a live block has an edge (or an exit) that
  /// is not executable. When not, view() is the CFG's reachable part.
  bool pruned() const { return Pruned; }
  /// The value operand \p E has at instruction \p At when every execution
  /// that reaches it agrees; std::nullopt otherwise.
  std::optional<uint64_t> valueAt(const Expr *E, unsigned At);
  /// Whether operand \p E at instruction \p At holds a generic address in
  /// the CTA's shared window on every execution that reaches it.
  bool sharedAt(const Expr *E, unsigned At);
  /// Whether operand \p E at instruction \p At holds a generic address in
  /// the global window on every execution that reaches it.
  bool globalAt(const Expr *E, unsigned At);
  /// Whether operand \p E at instruction \p At holds, on every execution
  /// that reaches it, a pointer from an ArgConst::PointeeShared argument
  /// (through 64-bit copies and depot slots): the field offset whose 8
  /// bytes hold a shared-window address.
  std::optional<int64_t> pointeeSharedAt(const Expr *E, unsigned At);

  /// The blocks every execution with these arguments runs through, from
  /// the entry: the one path on which each branch is decided by the values
  /// of that path (so a loop whose first trip is decided, `for (o = 16;
  /// o > 0; o >>= 1)`, is entered), up to the first branch that is not, an
  /// exit, or \p MaxSteps instructions.
  std::vector<unsigned> forcedBlocks(unsigned MaxSteps = 4096);

private:
  using State = llvm::DenseMap<unsigned, uint64_t>; ///< known registers
  State entryState(unsigned B) const;
  /// The state just before instruction \p At (none where its block is dead
  /// or \p At is out of range): its block's entry state stepped up to it.
  std::optional<State> stateBefore(unsigned At);
  void step(const Inst &I, State &S);
  std::optional<uint64_t> eval(const Expr *E, const State &S);
  /// A register known to hold a shared-window address: its key in State
  /// is the register with this bit set (the join keeps it, as a value,
  /// only where every predecessor has it).
  static constexpr unsigned SharedMark = 1u << 31;
  bool isShared(const Expr *E, const State &S) const;
  /// The same for a global-window address (GlobalAddr arguments,
  /// `cvta.global`, their copies and pointer arithmetic).
  static constexpr unsigned GlobalMark = 1u << 30;
  bool isGlobal(const Expr *E, const State &S) const;
  /// A register holding a PointeeShared pointer: its key in State is the
  /// register with this bit set, its value the field offset.
  static constexpr unsigned PointeeMark = 1u << 29;
  std::optional<int64_t> pointee(const Expr *E, const State &S) const;
  /// The function stores nothing outside its own depot (and .param): a
  /// field a PointeeShared pointer reaches keeps its value in it.
  bool ownFrameStoresOnly();
  std::optional<bool> OwnFrameOnly;
  /// The result a call's `ld.param [retvalN]` reads, from the callee's
  /// summary under the arguments the state knows: a constant, or \p Shared.
  std::optional<uint64_t> callResult(unsigned LdIdx, const State &S, bool &Shared);
  std::optional<bool> guardValue(const Inst &I, const State &S);
  /// The successors block \p B can take in state \p S (at its end), and
  /// whether it can leave the function.
  void edges(unsigned B, const State &S, llvm::SmallVectorImpl<unsigned> &Take, bool &Exit);

  FunctionIR &F;
  llvm::ArrayRef<ArgConst> Args;
  std::vector<State> Out;   ///< per block: the state at its end
  std::vector<bool> Done;   ///< processed at least once (live)
  CFGView View;
  bool Pruned = false;
};

} // namespace ptx

#endif
