//===- AffineForms.h - addresses as affine functions of thread ids -*- C++ -*-===//
//
// Writes a register or address operand as
//
//     sum of Coef * Atom  +  Const            (arithmetic modulo 2^64)
//
// where an atom is a thread id (%tid.x/y/z, %ctaid.x/y/z, %laneid), a
// thread-varying register the form cannot see through (`%tid.x & ~3`, a
// load), or a value that is the same in every thread of the CTA: a variable's
// address, a kernel parameter (`ld.param`), or a uniform register whose
// definition is not affine (a product of parameters, a loop counter). A
// thread-varying induction variable (written once to start it and once by
// `add R, R, s` with a uniform step s: the pointer nvcc -O3 advances through
// a loop) is its starting form plus a Stride atom, the steps taken so far: a
// multiple of s, counted like a uniform value (the threads compared are taken
// at the same iteration; the first is one every thread that runs the loop
// body has).
// Followed through mov, cvta, integer cvt, add, sub, mul.lo/.wide with a
// constant, mad.lo/.wide, shl by a constant and ld.param, and through loads
// from local-depot slots and calls that return an argument (Interproc.h). Low bits are exact
// even where 32-bit arithmetic wraps or cvt widens, so residues modulo an
// alignment (at most 2^32) are exact; ThreadFormula encodes the
// non-affine atoms bit-precisely for the solver.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSES_AFFINEFORMS_H
#define PTXLINT_ANALYSES_AFFINEFORMS_H

#include "analyses/AnalysisContext.h"
#include "analyses/FunctionIR.h"
#include "analyses/Uniformity.h"
#include "analyses/ValueFacts.h"
#include "llvm/ADT/DenseMap.h"
#include <optional>
#include <string>

namespace ptx {

/// Thread-id special registers an affine form can name.
enum class ThreadVar : unsigned char { TidX, TidY, TidZ, CtaidX, CtaidY, CtaidZ, LaneId };
/// "%tid.x", ...
llvm::StringRef threadVarName(ThreadVar V);
/// The thread variable a special-register operand names, if any.
std::optional<ThreadVar> threadVarOf(const Expr *E);

struct AffineAtom {
  enum Kind : unsigned char {
    Thread,    ///< a ThreadVar
    VaryingReg,///< a thread-varying register whose definition is not affine
    UniformReg,///< a CTA-uniform register whose definition is not affine
    Symbol,    ///< the address of a variable (Name)
    Param,     ///< the value of kernel parameter Name (ld.param)
    Stride,    ///< the steps induction register Reg has taken: a multiple of Origin
  };
  Kind K;
  ThreadVar Var = ThreadVar::TidX;
  unsigned Reg = 0;
  llvm::StringRef Name;
  const Expr *Origin = nullptr; ///< Symbol/Param: where it is named (for notes); Stride: the step
  /// VaryingReg of a register written more than once: the value instruction
  /// Def writes (the one write that reaches where it is read, or an
  /// induction register's start), when that write is not affine itself
  /// (nvcc's signed division `shr.s32` of a thread id); -1: Reg as a whole.
  int Def = -1;

  /// Varies between the threads of a CTA.
  bool isThreadPart() const { return K == Thread || K == VaryingReg; }
  bool sameAs(const AffineAtom &O) const {
    return K == O.K && Var == O.Var && Reg == O.Reg && Name == O.Name && Def == O.Def;
  }
};

struct AffineTerm {
  int64_t Coef;
  AffineAtom Atom;
};

struct AffineForm {
  llvm::SmallVector<AffineTerm, 4> Terms;
  int64_t Const = 0;

  static AffineForm constant(int64_t C) {
    AffineForm F;
    F.Const = C;
    return F;
  }
  static AffineForm atom(AffineAtom A) {
    AffineForm F;
    F.Terms.push_back({1, A});
    return F;
  }
  bool isConstant() const { return Terms.empty(); }
  void add(const AffineForm &O, int64_t Scale = 1);
  void scale(int64_t S);
  /// Terms that vary between the threads of a CTA.
  bool hasThreadPart() const;
  /// Only Thread atoms in the thread part (no opaque varying registers).
  bool threadPartIsPure() const;
  /// "tile + 4*%tid.x + 8"
  std::string str(const FunctionIR &F) const;
};

/// Affine forms of one function's registers, computed on demand.
class AffineForms {
public:
  AffineForms(FunctionIR &F, const AnalysisContext &Ctx, const Uniformity &U,
              const LaunchShape &Shape);

  /// The form of register \p R; std::nullopt only for registers the
  /// analysis cannot name at all (none today: unknown values become atoms).
  std::optional<AffineForm> reg(unsigned R);
  /// The form of an operand: register, immediate, variable, thread id, sums.
  std::optional<AffineForm> expr(const Expr *E);
  /// The form of an address operand `[...]`.
  std::optional<AffineForm> address(const Expr *Addr);
  /// The instruction whose operands expr() and address() read (-1: none).
  /// A register written more than once is then read at the one write that
  /// reaches that instruction, when only one does (nvcc -O3 reuses the
  /// register of a `%tid.x` copy as a later loop's counter).
  void setUseSite(int At) { UseAt = At; }
  /// An induction register whose start is not affine (nvcc -O3's `t / 16`
  /// row counter, which a remainder loop steps before the main loop's
  /// pointer starts from it) is an atom for that start plus its steps;
  /// otherwise (the default) it is one opaque atom, which the solver takes
  /// at its first iteration where every read comes before the step.
  void setWrittenStarts(bool On) { WrittenStarts = On; }

  /// The congruence ValueFacts-style of an atom: a variable's alignment, a
  /// pointer parameter's `.ptr .align` (or the assumed 16 bytes), a
  /// register's congruence; nothing for thread ids.
  Congruence atomCongruence(const AffineAtom &A, const ValueFacts &V) const;
  /// The congruence of the uniform (non-thread) part / of the thread part.
  Congruence uniformPart(const AffineForm &F, const ValueFacts &V) const;
  Congruence threadPart(const AffineForm &F, const ValueFacts &V) const;

private:
  std::optional<AffineForm> evalDef(unsigned R, const Inst &I);
  AffineForm opaque(unsigned R);
  std::optional<AffineForm> paramLoad(const Inst &I);
  std::optional<AffineForm> induction(unsigned R);
  /// Low bits of operand \p E known to be 0 (`shl x, 7`: 7), structurally.
  unsigned lowZeroBits(const Expr *E, unsigned Depth);
  /// The bits operand \p E can have set are below this many (`and x, 120`:
  /// 7); -1 when not known.
  int valueBits(const Expr *E, unsigned Depth);
  /// An atom for the value write \p D gives register \p R (thread-varying).
  std::optional<AffineForm> written(unsigned R, unsigned D);
  /// Register \p R at UseAt, through its only reaching write.
  std::optional<AffineForm> reaching(unsigned R);

  FunctionIR &F;
  const AnalysisContext &Ctx;
  const Uniformity &Uni;
  LaunchShape Shape;
  llvm::DenseMap<unsigned, std::optional<AffineForm>> Memo;
  llvm::DenseMap<unsigned, bool> InProgress;
  unsigned Depth = 0;
  int UseAt = -1;
  bool WrittenStarts = false;
  llvm::DenseMap<std::pair<unsigned, unsigned>, std::optional<AffineForm>> MemoAt;
  llvm::DenseMap<std::pair<unsigned, unsigned>, bool> InProgressAt;
};

} // namespace ptx

#endif
