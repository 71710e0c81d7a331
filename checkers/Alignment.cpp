//===- Alignment.cpp - misaligned-access ----------------------------------===//
//
// Memory accesses must be aligned to their size (PTX ISA 5.4.5: ld/st/atom/
// red of an N-byte value, vectors included: ld.v4.f32 needs 16 bytes);
// cp.async to its cp-size; cp.async.bulk to 16 bytes (9.7.9.25); ldmatrix
// and stmatrix rows to 16 bytes; mbarrier objects to 8 bytes (9.7.13.15.1).
// ValueFacts gives each address a congruence (address == r mod 2^k) from
// variable declarations, `.ptr .align` parameters and arithmetic; an access
// whose known low bits are not zero below its alignment is misaligned for
// every thread that runs it. Facts built on a pointer parameter's assumed
// alignment give warnings.
//
//===----------------------------------------------------------------------===//
#include "checkers/CheckerContext.h"

using namespace ptx;

namespace {
struct Access {
  const Expr *Addr;
  uint64_t Align;
  const char *What;
};

unsigned vectorCount(const Inst &I) {
  for (const Word &M : I.S->Mods) {
    if (M.Text == ".v2")
      return 2;
    if (M.Text == ".v4")
      return 4;
    if (M.Text == ".v8")
      return 8;
  }
  return 1;
}

unsigned lastTypeSize(const Inst &I) {
  unsigned S = 0;
  for (const Word &M : I.S->Mods)
    if (unsigned B = typeSizeBytes(M.Text))
      S = B;
    else if (M.Text == ".f16x2" || M.Text == ".bf16x2")
      S = 4;
  return S;
}

void accessesOf(const Inst &I, ValueFacts &V, llvm::SmallVectorImpl<Access> &Out) {
  llvm::StringRef Op = I.opcode();
  auto Ops = I.S->Operands;
  auto Addr = [&](unsigned K) -> const Expr * {
    return K < Ops.size() && Ops[K]->K == Expr::Address ? Ops[K] : nullptr;
  };
  if (Op == "ld" || Op == "ldu" || Op == "st" || Op == "atom" || Op == "red") {
    if (I.hasMod(".async") || I.hasMod(".bulk"))
      return;
    unsigned Size = lastTypeSize(I) * vectorCount(I);
    const Expr *A = (Op == "st" || Op == "red") ? Addr(0) : Addr(1);
    if (A && Size > 1)
      Out.push_back({A, Size, "access"});
    return;
  }
  if (Op == "cp" && I.hasMod(".async")) {
    if (I.hasMod(".bulk")) {
      if (I.hasMod(".tensor") || I.hasMod(".prefetch"))
        return;
      if (const Expr *A = Addr(0))
        Out.push_back({A, 16, "bulk copy destination"});
      if (const Expr *A = Addr(1))
        Out.push_back({A, 16, "bulk copy source"});
      return;
    }
    if (Ops.size() >= 3 && !I.hasMod(".mbarrier"))
      if (auto Sz = V.constant(Ops[2]))
        if (*Sz == 4 || *Sz == 8 || *Sz == 16) {
          if (const Expr *A = Addr(0))
            Out.push_back({A, *Sz, "cp.async destination"});
          if (const Expr *A = Addr(1))
            Out.push_back({A, *Sz, "cp.async source"});
        }
    return;
  }
  if (Op == "ldmatrix") {
    if (const Expr *A = Addr(1))
      Out.push_back({A, 16, "matrix row"});
    return;
  }
  if (Op == "stmatrix") {
    if (const Expr *A = Addr(0))
      Out.push_back({A, 16, "matrix row"});
    return;
  }
  if (Op == "mbarrier") {
    for (unsigned K = 0; K < Ops.size(); ++K)
      if (const Expr *A = Addr(K)) {
        Out.push_back({A, 8, "mbarrier object"});
        break;
      }
  }
}
} // namespace

void ptx::checkAlignment(FunctionAnalyses &FA, DiagnosticEngine &Diags) {
  FunctionIR &F = FA.IR;
  llvm::SmallVector<Access, 2> Accs;
  for (const Inst &I : F.Insts) {
    if (!F.Blocks[I.Block].Reachable)
      continue;
    Accs.clear();
    accessesOf(I, FA.Values, Accs);
    for (const Access &A : Accs) {
      Congruence C = FA.Values.address(A.Addr);
      if (!C.Bits)
        continue;
      unsigned Need = 0;
      while ((1ull << Need) < A.Align)
        ++Need;
      unsigned K = std::min<unsigned>(C.Bits, Need);
      uint64_t Low = C.Rem & ((1ull << K) - 1);
      if (!Low)
        continue;
      std::string Fact =
          C.isConstant() ? "is " + std::to_string(C.Rem)
                         : "is " + std::to_string(C.Rem & ((1ull << std::min<unsigned>(C.Bits, 63)) - 1)) +
                               " modulo " + std::to_string(1ull << std::min<unsigned>(C.Bits, 63));
      bool Assumed = C.Src == Congruence::Assumed;
      Diags.report(Assumed ? DiagId::MisalignedAccessMaybe : DiagId::MisalignedAccess,
                   A.Addr->Range)
          << ("misaligned " + std::string(A.What) + ": '" + I.opcode().str() +
              "' needs a " + std::to_string(A.Align) + "-byte aligned address, but the address " +
              Fact + (Assumed ? " if the pointer parameter is 16-byte aligned" : "") +
              " (offset " + std::to_string(Low) + " from a " + std::to_string(1ull << K) +
              "-byte boundary)");
      if (C.Origin)
        Diags.report(DiagId::NoteGeneric, C.Origin->Range)
            << (Assumed ? "the address is derived from this parameter (no .ptr .align attribute)"
                        : "the address is derived from this declaration's alignment");
    }
  }
}
