//===- RegisterAlignment.cpp - over-aligned registers, lowered instrs -----===//
//
// ptxas 13.0 accepts `.align N` on a `.reg` declaration (PTX ISA 5.4.5 speaks
// of addressable variables only, and an alignment does nothing to a
// register), but it implements some instructions as calls of internal
// functions whose `.reg` parameters have their type's natural alignment. A
// register declared with a larger alignment that is an operand of such an
// instruction is then "Alignment of argument does not match formal
// parameter" (ptxas-diff.py decl-align, seeds 9811, 9817 and 9818). A sweep
// of every instruction of the nvcc corpus with all registers over-aligned,
// and of single-instruction probes on sm_75 to sm_120a, found these:
//  - on every target: div and rem .s64/.u64; div.rz/.rm/.rp (.ftz) .f32;
//    div, rcp and sqrt .rz/.rm/.rp .f64;
//  - below sm_90: shfl.sync, vote.sync, match.sync, redux.sync,
//    bar.warp.sync and barrier{.cta} without .aligned (sync, arrive, red),
//    but not match's destinations, nor vote.ballot's from sm_80;
//  - wmma.load and wmma.store (the fragment, not the address or stride);
//  - st.async and red.async at .gpu or .sys scope (the value, not the
//    address), from sm_90;
//  - the sources (not the destination) of mma.m8n8k4 with .f16 inputs from
//    sm_80; of every .s4/.u4 shape and the .b1 .xor.popc shapes of mma and
//    wmma.mma from sm_90; of the .b1 .and.popc ones from sm_100.
// A register aligned at or below its natural alignment passes everywhere.
//
//===----------------------------------------------------------------------===//
#include "sema/InstrCheck.h"
#include "sema/SemaInternal.h"
#include "sema/Target.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

using namespace ptx;

namespace {

/// One over-aligned `.reg` declarator: a name, or a `%r<N>` range.
struct OverAligned {
  llvm::StringRef Name;
  bool IsRange = false;
  uint64_t Count = 0;
  uint64_t Align = 0, Natural = 0;

  bool names(llvm::StringRef N) const {
    if (!IsRange)
      return N == Name;
    if (!N.consume_front(Name) || N.empty() || (N.size() > 1 && N[0] == '0'))
      return false;
    uint64_t K;
    return !N.getAsInteger(10, K) && K < Count;
  }
};

bool hasMod(const InstrStmt &I, llvm::StringRef M) {
  return llvm::any_of(I.Mods, [&](const Word &W) { return W.Text == M; });
}

/// st.async/red.async at .gpu or .sys scope (the PTX ISA 8.7 release forms,
/// with or without .release, .mmio or .global; not .mmio.gpu): ptxas passes the value
/// operand, not the address, to an internal function on sm_90 and sm_100
/// alike (hand probes after ptxas-diff.py decl-align, seed 29007).
bool asyncGpuStore(const InstrStmt &I) {
  llvm::StringRef Op = I.Opcode.Text;
  // (Not .mmio with .gpu, which the manual does not have: ptxas emits it
  // inline.)
  return (Op == "st" || Op == "red") && !I.Mods.empty() && I.Mods[0].Text == ".async" &&
         (hasMod(I, ".sys") || (hasMod(I, ".gpu") && !hasMod(I, ".mmio")));
}

/// Plain mma.sp (not .sp::ordered_metadata) with .f16 or .s8/.u8 inputs,
/// every shape, from sm_100: ptxas 13.0 implements it as a call too, but
/// its source fragments still take immediates, so only the alignment check
/// counts it (helper-149 round, ptxas-diff.py decl-align seed 38328 on an
/// sm_120a build, then every mma.sp and mma.sp::ordered_metadata shape and
/// type on sm_80 to sm_120a; test/sema/isa/register-alignment-mma-sp.ptx).
bool plainSparseLowered(const InstrStmt &I, unsigned Sm) {
  if (I.Opcode.Text != "mma" || Sm < 100 || !hasMod(I, ".sp"))
    return false;
  bool F8 = hasMod(I, ".e4m3") || hasMod(I, ".e5m2") || hasMod(I, ".e3m2") ||
            hasMod(I, ".e2m3") || hasMod(I, ".e2m1");
  return hasMod(I, ".s8") || hasMod(I, ".u8") || (hasMod(I, ".f16") && !F8);
}

} // namespace

/// Whether ptxas 13.0 lowers \p I to a call of an internal function on
/// target sm_\p Sm (see the file comment).
bool sema::ptxasLowersToCall(const InstrStmt &I, unsigned Sm) {
  llvm::StringRef Op = I.Opcode.Text;
  bool Directed = hasMod(I, ".rz") || hasMod(I, ".rm") || hasMod(I, ".rp");
  if ((Op == "div" || Op == "rem") && (hasMod(I, ".s64") || hasMod(I, ".u64")))
    return true;
  if (Op == "div" && Directed && (hasMod(I, ".f32") || hasMod(I, ".f64")))
    return true;
  if ((Op == "rcp" || Op == "sqrt") && Directed && hasMod(I, ".f64"))
    return true;
  if (Sm && Sm < 90 && hasMod(I, ".sync") &&
      (Op == "shfl" || Op == "vote" || Op == "match" || Op == "redux"))
    return true;
  if (Sm && Sm < 90 && Op == "bar" && hasMod(I, ".warp"))
    return true;
  // barrier{.cta} without .aligned (bar is barrier.aligned).
  if (Sm && Sm < 90 && Op == "barrier" && !hasMod(I, ".aligned") && !hasMod(I, ".cluster"))
    return true;
  if (Op == "wmma" && (hasMod(I, ".load") || hasMod(I, ".store")))
    return true;
  if (asyncGpuStore(I))
    return true;
  // The mma shapes ptxas emulates: m8n8k4 with .f16 inputs (from sm_80);
  // every .s4/.u4 shape (m8n8k32, m16n8k32, m16n8k64, mma.sp's too) and
  // the .b1 .xor.popc ones (m8n8k128, m16n8k128, m16n8k256, wmma's) from
  // sm_90, the .b1 .and.popc ones from sm_100.
  if (Op == "mma" || (Op == "wmma" && hasMod(I, ".mma"))) {
    bool SubByte = hasMod(I, ".s4") || hasMod(I, ".u4");
    bool Bits = hasMod(I, ".b1");
    if (Op == "mma" && hasMod(I, ".m8n8k4") && hasMod(I, ".f16"))
      return Sm >= 80;
    if (SubByte || (Bits && !hasMod(I, ".and")))
      return Sm >= 90;
    if (Bits)
      return Sm >= 100;
  }
  return false;
}

namespace {

/// The operands ptxas passes to the internal function: all but the
/// destinations of match, mma and wmma.mma (and vote.ballot's from sm_80);
/// wmma.load's fragment and wmma.store's only (not the address or stride).
bool passed(const InstrStmt &I, size_t K, unsigned Sm) {
  llvm::StringRef Op = I.Opcode.Text;
  if (Op == "wmma" && hasMod(I, ".load"))
    return K == 0;
  if (Op == "wmma" && hasMod(I, ".store"))
    return K == 1;
  if (asyncGpuStore(I))
    return K == 1;
  if (Op == "match" || Op == "mma" || Op == "wmma" ||
      (Op == "vote" && hasMod(I, ".ballot") && Sm >= 80))
    return K != 0;
  return true;
}

const Expr *findRegister(const Expr *E, llvm::ArrayRef<OverAligned> Regs,
                         const OverAligned *&Which) {
  if (!E)
    return nullptr;
  if (E->K == Expr::Symbol) {
    for (const OverAligned &R : Regs)
      if (R.names(E->Name)) {
        Which = &R;
        return E;
      }
    return nullptr;
  }
  for (const Expr *S : E->Sub)
    if (const Expr *F = findRegister(S, Regs, Which))
      return F;
  return nullptr;
}

void walk(const BlockStmt &B, llvm::ArrayRef<OverAligned> Regs, unsigned Sm,
          DiagnosticEngine &Diags) {
  for (const Stmt *S : B.Body) {
    if (S->K == Stmt::Block) {
      walk(*static_cast<const BlockStmt *>(S), Regs, Sm, Diags);
      continue;
    }
    if (S->K != Stmt::Instr)
      continue;
    const auto &I = *static_cast<const InstrStmt *>(S);
    if (!sema::ptxasLowersToCall(I, Sm) && !plainSparseLowered(I, Sm))
      continue;
    for (size_t K = 0; K < I.Operands.size(); ++K) {
      const Expr *E = I.Operands[K];
      if (!passed(I, K, Sm))
        continue;
      const OverAligned *R = nullptr;
      const Expr *At = findRegister(E, Regs, R);
      if (!At)
        continue;
      std::string Name = I.Opcode.Text.str();
      for (const Word &W : I.Mods)
        Name += W.Text.str();
      Diags.report(DiagId::OperandKind, At->Range)
          << ("register '" + At->Name + "' is declared .align " +
              llvm::Twine(R->Align) + ", over its natural " +
              llvm::Twine(R->Natural) + "-byte alignment; ptxas implements '" +
              Name +
              "' as a call of an internal function whose parameters do not "
              "take it "
              "(\"Alignment of argument does not match formal parameter\"); "
              "drop the .align")
                 .str();
      break; // one report per instruction
    }
  }
}

} // namespace

void sema::checkRegisterAlignment(const Module &M, const ModuleInfo &Info,
                                  DiagnosticEngine &Diags) {
  Target Tgt;
  for (const Word &W : Info.Targets)
    if (Target::parse(W.Text, Tgt))
      break;
  for (const TopLevel *T : M.Items) {
    if (T->K != TopLevel::Func || !T->Fn || !T->Fn->Body)
      continue;
    llvm::SmallVector<OverAligned, 4> Regs;
    forEachRareStmt(*T->Fn->Body, [&](const Stmt *S) {
      if (S->K != Stmt::Decl)
        return;
      const VarDecl *V = static_cast<const DeclStmt *>(S)->D;
      if (!V)
        return;
      bool Reg = false, Vector = false;
      uint64_t Align = 0, Bits = 0;
      for (const DeclSpec &Sp : V->Specs)
        if (Sp.K == DeclSpec::StateSpace)
          Reg = Sp.W.Text == ".reg";
        else if (Sp.K == DeclSpec::Align)
          Align = Sp.Value;
        else if (Sp.K == DeclSpec::Plain) {
          if (Sp.W.Text.startswith(".v"))
            Vector = true;
          else if (unsigned B = ptxTypeBits(Sp.W.Text))
            Bits = B;
        }
      if (!Reg || Vector || Bits < 8 || Align <= Bits / 8)
        return;
      for (const Declarator &D : V->Decls)
        Regs.push_back({D.Name.Text, D.IsRange, D.RangeCount, Align, Bits / 8});
    });
    if (!Regs.empty())
      walk(*T->Fn->Body, Regs, Tgt.Sm, Diags);
  }
}
