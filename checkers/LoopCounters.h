//===- LoopCounters.h - barrier operands computed from loop counters -*- C++ -*-===//
//
// Loop counters behind a barrier's id or thread count (LoopCounters.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_CHECKERS_LOOPCOUNTERS_H
#define PTXLINT_CHECKERS_LOOPCOUNTERS_H

#include "analyses/ControlDeps.h"
#include "analyses/Dominators.h"
#include "analyses/FunctionIR.h"
#include "analyses/ValueFacts.h"
#include <cstdint>
#include <optional>

namespace ptx {

/// The instruction that computes the guard of control literal \p L's
/// branch, through `not`s, and in \p Want its value on the literal's side;
/// -1 without a literal or guard.
int literalTest(const FunctionIR &F, const ControlLiteral &L, bool &Want);

/// A value seen as `Y + Add`, where Y is the copy (unique definition
/// `mov Y, X`) of a register X with several definitions: a loop counter read
/// once per iteration.
struct CounterUse {
  unsigned X = 0, Y = 0;
  int64_t Add = 0;
};
std::optional<CounterUse> counterOf(FunctionIR &F, const Expr *E, unsigned Depth = 0);

/// Operand \p E is `counter + c` (CounterUse) of a loop counter that starts
/// at a constant and only grows by positive constant steps (`for (int k =
/// 0; ...; ++k)`), with the start plus c not negative: the value is never
/// negative (a signed counter cannot wrap: overflow is undefined in C++),
/// so a signed remainder of it is the unsigned one.
bool nonNegativeCounter(FunctionIR &F, const ValueFacts &VF, const Expr *E);

/// The largest value operand \p E at \p At takes as `counter + c` of a
/// counted loop (`for (X = I; X < C; X += S)`); \p Certain: every launch
/// reaches it. The counter's start and step go to \p InitOut, \p StepOut.
std::optional<int64_t> counterMax(FunctionIR &F, const ValueFacts &VF, const DomTree &Dom,
                                  const DomTree &PostDom, const ControlDeps &CD, const Expr *E,
                                  unsigned At, bool &Certain, int64_t *InitOut = nullptr,
                                  int64_t *StepOut = nullptr);

/// The loop-counter copy \p E is computed from (through copies and integer
/// arithmetic with constants); nullptr and \p Bad when it reads anything
/// else or two counters.
const Expr *counterIn(FunctionIR &F, const ValueFacts &VF, const Expr *E, unsigned Depth,
                      bool &Bad);

/// The 32-bit result of the two-operand integer instruction \p I (add,
/// sub, mul.lo, and, or, xor, shl, shr, and unsigned rem and div) on \p X
/// and \p Z; none for any other instruction or a division by zero.
std::optional<uint32_t> evalIntBinary32(const Inst &I, uint32_t X, uint32_t Z);

/// The 32-bit value of \p E when counter copy \p Y holds \p V.
std::optional<int64_t> evalWithCounter(FunctionIR &F, const ValueFacts &VF, const Expr *E,
                                       unsigned Y, int64_t V, unsigned Depth = 0);

/// The largest value of \p E as `X + c` of the counter of a rotated loop
/// (optimised builds' loops they do not unroll); \p Certain as above.
std::optional<int64_t> rotatedCounterMax(FunctionIR &F, const ValueFacts &VF, const DomTree &Dom,
                                         const Expr *E, unsigned At, bool &Certain);

/// The counter of a loop whose trip count is launch data (\p Reg is read
/// as the counter's value in a trip): `for (k = I; k < n; k += S)` with n a
/// kernel parameter or a value loaded from memory, as nvcc -G keeps it
/// (the head reads the copy Reg of counter X, X's writes are the constant
/// start and `copy + S`) or as optimised builds rotate it (Reg is X itself,
/// written by the start and `add X, X, S` in the latch, which tests X
/// against n). Every way out of the loop is such a test of the counter and
/// instruction \p At runs on every trip (unguarded, its block dominating
/// the back edges). Reports I and S.
struct OpenCounter {
  unsigned Reg = 0;
  int64_t Init = 0, Step = 0;
};
std::optional<OpenCounter> openCounter(FunctionIR &F, const ValueFacts &VF, const DomTree &Dom,
                                       unsigned Reg, unsigned At);

/// The value of \p E (zero-extended from its register's width) when
/// register \p Reg holds \p V: integer arithmetic of the widths PTX
/// gives it (mov, cvt, add, sub, mul.lo/.wide/.hi, shl, shr, and, or, xor,
/// rem, div) on Reg and constants; none when anything else is read.
std::optional<uint64_t> evalWithRegister(FunctionIR &F, const ValueFacts &VF, const Expr *E,
                                         unsigned Reg, int64_t V, unsigned Depth = 0);

} // namespace ptx

#endif
