//===- DecodeWgmma.cpp - decoding of the warpgroup matrix instructions ----===//
//
// wgmma.mma_async, wgmma.fence, wgmma.commit_group and wgmma.wait_group
// (PTX ISA 8.5 9.7.16). DecodeInstr.cpp dispatches here; the decoded form is
// described at Op::Wgmma in ExecIR.h and executed by ExecWgmma.cpp.
//
//===----------------------------------------------------------------------===//
#include "lib/exec/DecodeInternal.h"
#include "lexer/Token.h"

using namespace ptx;
using namespace ptx::exec;

bool DecodeContext::decodeWgmma(const InstrStmt &S, Instr &I) {
  ModSet M(S);
  auto Ops = S.Operands;
  unsigned N = unsigned(Ops.size());
  // ptxas accepts the forms without .aligned; the executor treats them alike.
  if (!M.has(".sync"))
    return fail("wgmma without .sync");
  if (M.has(".fence") || M.has(".commit_group") || M.has(".wait_group")) {
    // 9.7.16.7: the executor performs wgmma.mma_async when it is issued, so
    // these only synchronize the warp (PTX ISA 8.5 9.7.16.7.1-3).
    I.Opc = Op::WgmmaSync;
    I.Sub = M.has(".fence") ? 0 : M.has(".commit_group") ? 1 : 2;
    if (I.Sub == 2) {
      int64_t Nw;
      if (N != 1 || !evalConst(Ops[0], Nw) || Nw < 0)
        return fail("wgmma.wait_group operand (a constant)");
    } else if (N != 0) {
      return fail("operand count");
    }
    I.Src[3] = constSlot(0xffffffffu); // warp-collective: every lane
    I.NumSrc = 4;
    return true;
  }
  if (!M.has(".mma_async"))
    return fail("wgmma operation");
  bool Sparse = M.has(".sp");
  I.Opc = Op::Wgmma;
  // The shape .m64nNkK: N in Sub (N / 8), K follows from the types.
  unsigned Nn = 0, Kk = 0;
  for (llvm::StringRef W : M.W) {
    unsigned NV = 0, KV = 0;
    if (!W.consume_front(".m64n"))
      continue;
    size_t KPos = W.find('k');
    if (KPos == llvm::StringRef::npos || W.substr(0, KPos).getAsInteger(10, NV) ||
        W.substr(KPos + 1).getAsInteger(10, KV))
      return fail("shape");
    Nn = NV, Kk = KV;
  }
  if (!Nn || Nn % 8 || Nn > 256)
    return fail("shape");
  I.Sub = uint8_t(Nn / 8);
  // Types: .dtype.atype.btype (.b1 is not in ModSet::Types).
  llvm::SmallVector<Ty, 3> Tys;
  for (llvm::StringRef W : M.W) {
    Ty T = W == ".b1" ? Ty::B1 : parseTy(W);
    if (T != Ty::None)
      Tys.push_back(T);
  }
  if (Tys.size() != 3)
    return fail("types");
  Ty D = Tys[0], A = Tys[1], B = Tys[2];
  I.T = D;
  I.T2 = A;
  I.Target = uint32_t(B);
  bool Half = A == Ty::F16 || A == Ty::BF16;
  bool Fp8 = (A == Ty::E4M3 || A == Ty::E5M2) && (B == Ty::E4M3 || B == Ty::E5M2);
  bool Int8 = (A == Ty::S8 || A == Ty::U8) && (B == Ty::S8 || B == Ty::U8);
  bool Bin = A == Ty::B1 && B == Ty::B1;
  bool Ok = false;
  unsigned WantK = 0;
  if (Half) { // 9.7.16.2-3
    WantK = 16;
    Ok = A == B && (D == Ty::F32 || (D == Ty::F16 && A == Ty::F16));
  } else if (A == Ty::TF32) {
    WantK = 8;
    Ok = B == Ty::TF32 && D == Ty::F32;
  } else if (Fp8) {
    WantK = 32;
    Ok = D == Ty::F32 || D == Ty::F16;
  } else if (Int8) {
    WantK = 32;
    Ok = D == Ty::S32;
  } else if (Bin) {
    WantK = 256;
    Ok = D == Ty::S32 && M.has(".and") && M.has(".popc");
  }
  if (!Ok)
    return fail("this type combination");
  if (Bin && Sparse)
    return fail("this type combination");
  if (Kk != WantK * (Sparse ? 2 : 1)) // 9.7.16.2: sparse shapes have twice the K
    return fail("shape and type combination");
  if (M.has(".satfinite")) {
    if (!Int8)
      return fail(".satfinite on a non-integer form");
    I.Flags |= F_Sat;
  }
  // Operands: d, a | a-desc, b-desc, {sp-meta, sp-sel,} scale-d {, imm-scale-a,
  // imm-scale-b {, imm-trans-a} {, imm-trans-b}}.
  bool Float = Half || A == Ty::TF32 || Fp8;
  unsigned Sp = Sparse ? 2 : 0; // operand index shift of scale-d and the immediates
  if (N < 4 + Sp)
    return fail("operand count");
  bool ARegs = Ops[1]->K == Expr::Vector;
  unsigned WantN = 4 + Sp + (Float ? 2 : 0) + (Half ? (ARegs ? 1 : 2) : 0);
  if (N != WantN)
    return fail("operand count");
  if (Sparse) {
    // 9.7.16.6.1: the selector names a thread pair (f16, bf16, tf32) or must
    // be 0 (8-bit types); other values are undefined.
    int64_t Sel;
    if (!evalConst(Ops[4], Sel) || Sel < 0 || Sel > ((Half || A == Ty::TF32) ? 1 : 0))
      return fail("sparsity selector (a constant 0.." +
                  llvm::Twine((Half || A == Ty::TF32) ? 1 : 0) + ")");
    I.Target |= WG_Sparse | (uint32_t(Sel) << WG_SelShift);
  }
  unsigned Imm = 0;
  auto ImmOp = [&](const Expr *E, int64_t A0, int64_t A1, unsigned Bit, llvm::StringRef What) {
    int64_t V;
    if (!evalConst(E, V) || (V != A0 && V != A1))
      return fail(What + " (an immediate " + llvm::Twine(A0) + " or " + llvm::Twine(A1) + ")");
    if (V == A1)
      Imm |= Bit;
    return true;
  };
  if (Float) {
    if (!ImmOp(Ops[4 + Sp], 1, -1, WG_NegA, "imm-scale-a") ||
        !ImmOp(Ops[5 + Sp], 1, -1, WG_NegB, "imm-scale-b"))
      return false;
    if (Half && !ARegs && !ImmOp(Ops[6 + Sp], 0, 1, WG_TransA, "imm-trans-a"))
      return false;
    if (Half && !ImmOp(Ops[N - 1], 0, 1, WG_TransB, "imm-trans-b"))
      return false;
  }
  if (ARegs)
    Imm |= WG_ARegs;
  I.Target |= Imm;
  // Register lists: [n, d slots...] then, with A in registers, [4, a slots...],
  // then for .sp [1, sp-meta slot].
  llvm::SmallVector<uint32_t, 160> E;
  auto List = [&](const Expr *X, bool Dst) -> bool {
    if (X->K != Expr::Vector)
      return fail("expected a vector operand");
    E.push_back(uint32_t(X->Sub.size()));
    for (const Expr *It : X->Sub) {
      unsigned Bits;
      uint32_t Sl = Dst ? dstSlot(It, Bits) : srcSlot(It, Ty::B32);
      if (Sl == NoSlot)
        return false;
      E.push_back(Sl);
    }
    return true;
  };
  if (!List(Ops[0], true))
    return false;
  unsigned DRegs = D == Ty::F16 ? Nn / 4 : Nn / 2;
  if (E[0] != DRegs)
    return fail("accumulator register count");
  if (ARegs) {
    if (!List(Ops[1], false))
      return false;
    if (E[DRegs + 1] != 4)
      return fail("register count of A");
  } else {
    I.Src[0] = srcSlot(Ops[1], Ty::B64);
    if (I.Src[0] == NoSlot)
      return false;
  }
  I.Src[1] = srcSlot(Ops[2], Ty::B64);
  if (I.Src[1] == NoSlot)
    return false;
  if (Sparse) {
    E.push_back(1);
    uint32_t Meta = srcSlot(Ops[3], Ty::B32);
    if (Meta == NoSlot)
      return false;
    E.push_back(Meta);
  }
  const Expr *Sd = Ops[3 + Sp];
  if (Sd->K == Expr::Unary && TokenKind(Sd->Op) == TokenKind::Bang) {
    I.NegMask |= 4;
    Sd = Sd->Sub[0];
  }
  I.Src[2] = srcSlot(Sd, Ty::Pred);
  if (I.Src[2] == NoSlot)
    return false;
  I.ExtraBegin = pushExtra(E);
  I.ExtraCount = uint32_t(E.size());
  I.Src[3] = constSlot(0xffffffffu); // warp-collective: every lane
  I.NumSrc = 4;
  return true;
}
