//===- ValueFacts.h - constants and congruences of registers ----*- C++ -*-===//
//
// For every register: what is known about its value modulo a power of two
// (value == Rem mod 2^Bits; Bits == 64 means the value is that constant),
// and where the knowledge comes from. Flow-insensitive: the facts hold for
// every definition of the register (PTX from compilers is close to SSA), and
// are joined over definitions to a fixed point through loops.
//
// Seeds: immediates; addresses of variables (their `.align`, else the natural
// alignment of their type, PTX ISA 5.4.5); kernel pointer parameters with
// `.ptr .align N` (PTX ISA 5.1.6.1). A pointer parameter without an alignment
// attribute is *assumed* 16-byte aligned (what cudaMalloc returns and what
// CUDA's vector types need); findings that depend on that assumption are
// warnings, not errors. `.ptr .align N` is a lower bound, so an attribute
// below 16 on a 64-bit parameter (nvcc writes `.ptr .align 1` on every
// pointer for sm_100 and later) promises no more than none: the parameter is
// assumed 16-byte aligned as if it had none.
//
// A load from a local-depot slot (nvcc -G) takes the facts of the value its
// reaching store wrote, and a call's result that is one of its arguments
// the facts of that argument (analyses/Interproc.h).
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSES_VALUEFACTS_H
#define PTXLINT_ANALYSES_VALUEFACTS_H

#include "analyses/AnalysisContext.h"
#include "analyses/FunctionIR.h"

namespace ptx {

/// value == Rem (mod 2^Bits).
struct Congruence {
  enum Source : unsigned char { Declared, Assumed };
  unsigned char Bits = 0; ///< 0: nothing known; 64: a constant
  Source Src = Declared;
  uint64_t Rem = 0;
  const Expr *Origin = nullptr; ///< the variable/parameter the fact comes from

  static Congruence constant(uint64_t V) { return {64, Declared, V, nullptr}; }
  static Congruence aligned(uint64_t Align, Source S, const Expr *O);
  bool isConstant() const { return Bits == 64; }
  bool operator==(const Congruence &O) const {
    return Bits == O.Bits && Src == O.Src && Rem == O.Rem;
  }
};

Congruence addCong(const Congruence &A, const Congruence &B);
Congruence mulCong(const Congruence &A, const Congruence &B);
Congruence joinCong(const Congruence &A, const Congruence &B);

/// The congruence of the value of kernel parameter \p P (its `.ptr .align`,
/// else, for a 64-bit parameter, the assumed 16 bytes); \p Origin names it.
Congruence paramCongruence(const VarDecl &P, const Expr *Origin);

class ValueFacts {
public:
  ValueFacts(FunctionIR &F, const AnalysisContext &Ctx);

  const Congruence &reg(unsigned R) const { return Facts[R]; }
  /// The congruence of an operand expression (register, immediate, symbol,
  /// sum); Bits == 0 when unknown.
  Congruence expr(const Expr *E) const;
  /// The constant value of an operand, if known.
  std::optional<uint64_t> constant(const Expr *E) const;
  /// Address operand `[base+off]` -> congruence of the address.
  Congruence address(const Expr *Addr) const;

private:
  Congruence symbol(const Expr *E) const;
  Congruence evalDef(const Inst &I) const;

  FunctionIR &F;
  const AnalysisContext &Ctx;
  LaunchShape Shape; ///< %ntid / %nctaid are constants when it is exact
  std::vector<Congruence> Facts;
  std::vector<bool> Seen;
};

} // namespace ptx

#endif
