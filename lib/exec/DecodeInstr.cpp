//===- DecodeInstr.cpp - one decoder per PTX instruction family -----------===//
//
// Maps `opcode.mods operands` onto Instr (ExecIR.h). Section numbers refer
// to the PTX ISA 8.5 manual (chapter 9.7). Sema has already checked the
// forms against the ISA table, so this code only extracts what execution
// needs; anything it does not recognise becomes Op::Unsupported.
//
//===----------------------------------------------------------------------===//
#include "lib/exec/DecodeInternal.h"
#include "lib/exec/softfloat/Compare.h"

#include "lexer/Token.h"
#include "llvm/ADT/StringSwitch.h"

using namespace ptx;
using namespace ptx::exec;

namespace {

fp::Rnd parseRnd(const ModSet &M, bool &Has, bool &IntRnd) {
  Has = IntRnd = false;
  for (llvm::StringRef W : M.W) {
    auto R = llvm::StringSwitch<int>(W)
                 .Cases(".rn", ".rni", 0)
                 .Cases(".rz", ".rzi", 1)
                 .Cases(".rm", ".rmi", 2)
                 .Cases(".rp", ".rpi", 3)
                 .Case(".rna", 4)
                 .Case(".rs", 5)
                 .Default(-1);
    if (R >= 0) {
      Has = true;
      IntRnd = W.size() == 4 && W.back() == 'i';
      return fp::Rnd(R);
    }
  }
  return fp::Rnd::RN;
}

int parseCmp(const ModSet &M) {
  for (llvm::StringRef W : M.W) {
    int C = llvm::StringSwitch<int>(W)
                .Case(".eq", int(fp::CmpOp::EQ)).Case(".ne", int(fp::CmpOp::NE))
                .Case(".lt", int(fp::CmpOp::LT)).Case(".le", int(fp::CmpOp::LE))
                .Case(".gt", int(fp::CmpOp::GT)).Case(".ge", int(fp::CmpOp::GE))
                .Case(".lo", int(fp::CmpOp::LO)).Case(".ls", int(fp::CmpOp::LS))
                .Case(".hi", int(fp::CmpOp::HI)).Case(".hs", int(fp::CmpOp::HS))
                .Case(".equ", int(fp::CmpOp::EQU)).Case(".neu", int(fp::CmpOp::NEU))
                .Case(".ltu", int(fp::CmpOp::LTU)).Case(".leu", int(fp::CmpOp::LEU))
                .Case(".gtu", int(fp::CmpOp::GTU)).Case(".geu", int(fp::CmpOp::GEU))
                .Case(".num", int(fp::CmpOp::NUM)).Case(".nan", int(fp::CmpOp::NAN_))
                .Default(-1);
    if (C >= 0)
      return C;
  }
  return -1;
}

int parseBoolOp(const ModSet &M) {
  if (M.has(".and")) return int(fp::BoolOp::And);
  if (M.has(".or")) return int(fp::BoolOp::Or);
  if (M.has(".xor")) return int(fp::BoolOp::Xor);
  return int(fp::BoolOp::None);
}

/// The AtomOp a modifier list names (PTX ISA 9.7.13.5 atom/red; redux.sync
/// takes the subset without inc/dec/exch/cas when \p WithAtomOnlyOps is false); -1 if none.
int reductionOp(llvm::ArrayRef<llvm::StringRef> Words, bool WithAtomOnlyOps) {
  int AO = -1;
  for (llvm::StringRef W : Words) {
    int X = llvm::StringSwitch<int>(W)
                .Case(".add", int(AtomOp::Add)).Case(".min", int(AtomOp::Min))
                .Case(".max", int(AtomOp::Max)).Case(".and", int(AtomOp::And))
                .Case(".or", int(AtomOp::Or)).Case(".xor", int(AtomOp::Xor))
                .Default(-1);
    if (X < 0 && WithAtomOnlyOps)
      X = llvm::StringSwitch<int>(W)
              .Case(".inc", int(AtomOp::Inc)).Case(".dec", int(AtomOp::Dec))
              .Case(".exch", int(AtomOp::Exch)).Case(".cas", int(AtomOp::Cas))
              .Default(-1);
    if (X >= 0)
      AO = X;
  }
  return AO;
}

/// Splits `p|q` (PredPair or Binary '|') into its two halves.
bool splitPair(const Expr *E, const Expr *&A, const Expr *&B) {
  if ((E->K == Expr::PredPair || E->K == Expr::Binary) &&
      TokenKind(E->Op) == TokenKind::Pipe && E->Sub.size() == 2) {
    A = E->Sub[0];
    B = E->Sub[1];
    return true;
  }
  return false;
}

} // namespace

void DecodeContext::decodeInstr(const InstrStmt *S) {
  Instr I;
  I.Stmt = S;
  FailWhy.clear();
  Reads.clear();
  DynSReg = false;
  bool Ok = true;
  if (S->Guard) {
    const Expr *G = S->Guard;
    if (G->K == Expr::Unary && TokenKind(G->Op) == TokenKind::Bang) {
      I.GuardNeg = true;
      G = G->Sub[0];
    }
    I.Guard = regSlot(G, nullptr, nullptr);
    Ok = I.Guard != NoSlot;
    Reads.push_back(I.Guard);
  }
  Ok = Ok && decodeOp(*S, I);
  if (!Ok) {
    Instr U;
    U.Opc = Op::Unsupported;
    U.Stmt = S;
    std::string Why = S->Opcode.Text.str();
    for (const Word &M : S->Mods)
      Why += M.Text.str();
    if (!FailWhy.empty())
      Why += " (" + FailWhy + ")";
    P.Notes.push_back(std::make_unique<std::string>(Why));
    U.Why = P.Notes.back().get();
    P.Code.push_back(U);
    return;
  }
  // Drop duplicate/const reads; keep real registers only.
  I.ReadBegin = pushExtra(Reads);
  I.ReadCount = uint32_t(Reads.size());
  if (DynSReg)
    I.Flags |= F_ReadsDynSReg;
  P.Code.push_back(I);
}

bool DecodeContext::decodeOp(const InstrStmt &S, Instr &I) {
  llvm::StringRef Opc = S.Opcode.Text;
  ModSet M(S);
  auto Ops = S.Operands;
  unsigned N = unsigned(Ops.size());
  I.T = M.last();
  bool HasRnd, IntRnd;
  I.Rnd = uint8_t(parseRnd(M, HasRnd, IntRnd));
  if (HasRnd)
    I.Flags |= F_HasRnd;
  if (IntRnd)
    I.Flags |= F_RndInt;
  if (M.has(".ftz")) I.Flags |= F_Ftz;
  if (M.has(".sat")) I.Flags |= F_Sat;
  if (M.has(".approx")) I.Flags |= F_Approx;
  if (M.has(".full")) I.Flags |= F_Full;
  if (M.has(".relu")) I.Flags |= F_Relu;
  if (M.has(".NaN")) I.Flags |= F_NaN;
  if (M.has(".xorsign")) I.Flags |= F_XorSign;
  if (M.has(".abs")) I.Flags |= F_Abs;
  if (M.has(".uni")) I.Flags |= F_Uni;
  if (M.has(".aligned")) I.Flags |= F_Aligned;
  if (M.hasSpaceWord(".shared::cluster")) I.Flags |= F_ClusterSpace;

  // d, a, b, c...: the common shape.
  auto Simple = [&](Op O, unsigned NSrc, Ty SrcT) -> bool {
    I.Opc = O;
    if (N != NSrc + 1)
      return fail("operand count");
    unsigned Bits;
    I.Dst = dstSlot(Ops[0], Bits);
    I.DstBits = uint8_t(Bits);
    if (I.Dst == NoSlot)
      return false;
    I.NumSrc = uint8_t(NSrc);
    for (unsigned K = 0; K < NSrc; ++K) {
      I.Src[K] = srcSlot(Ops[K + 1], SrcT);
      if (I.Src[K] == NoSlot)
        return false;
    }
    return true;
  };
  auto PredSrc = [&](const Expr *E, unsigned K) -> bool {
    if (E->K == Expr::Unary && TokenKind(E->Op) == TokenKind::Bang) {
      I.NegMask |= uint8_t(1u << K);
      E = E->Sub[0];
    }
    I.Src[K] = srcSlot(E, Ty::Pred);
    return I.Src[K] != NoSlot;
  };
  // `d, sym[%r+c]` (mov, cvta): a register-indexed array element's address
  // is computed per lane (Addr::Scale) by op \p O from I.A. -1 when the
  // source is something else (a constant index is a constant for srcSlot),
  // else whether decoding succeeded.
  auto RegIndexedElem = [&](Op O) -> int {
    if (N != 2 || Ops[1]->K != Expr::ArrayElem)
      return -1;
    Space SymSp;
    Addr A;
    if (!arrayElemAddr(Ops[1], A, SymSp))
      return 0;
    if (A.Base == NoSlot)
      return -1;
    I.Opc = O;
    I.A = A;
    unsigned Bits;
    I.Dst = dstSlot(Ops[0], Bits);
    I.DstBits = uint8_t(Bits);
    return I.Dst != NoSlot;
  };
  bool Float = tyFloat(I.T);
  // .b128 (PTX ISA 8.3): mov, ld, ldu, st and atom.exch/cas only. Its
  // registers are two slots (low, high); instructions name the low one.
  if (I.T == Ty::B128 && Opc != "mov" && Opc != "ld" && Opc != "ldu" && Opc != "st" &&
      Opc != "atom")
    return fail(".b128 values");

  // ---- Integer and float arithmetic (9.7.1 - 9.7.5) ------------------------
  bool Mixed = M.Types.size() == 2 && M.Types[0] == Ty::F32 &&
               (M.Types[1] == Ty::F16 || M.Types[1] == Ty::BF16);
  if (Mixed && (Opc == "add" || Opc == "sub" || Opc == "fma")) {
    // Mixed precision (PTX ISA 8.5 9.7.5): d.f32 = a.atype op c.f32.
    I.T = Ty::F32;
    I.T2 = M.Types[1];
    unsigned NS = Opc == "fma" ? 3 : 2;
    if (!Simple(Opc == "add" ? Op::FAdd : Opc == "sub" ? Op::FSub : Op::FFma, NS, I.T2))
      return false;
    I.Src[NS - 1] = srcSlot(Ops[NS], Ty::F32); // c is f32
    return I.Src[NS - 1] != NoSlot;
  }
  // Packed single precision (PTX ISA 8.6+ 9.7.3.3-6: add/sub/mul/fma .f32x2 on
  // .b64 registers): F32 arithmetic on both halves, marked by VecN = 2.
  // parseTy does not know .f32x2, so without this the form would decode with
  // no type at all and run as a 64-bit integer add.
  if (M.has(".f32x2")) {
    if (Opc != "add" && Opc != "sub" && Opc != "mul" && Opc != "fma")
      return fail(".f32x2 form");
    I.T = Ty::F32;
    I.VecN = 2;
    Op O = Opc == "add" ? Op::FAdd : Opc == "sub" ? Op::FSub : Opc == "mul" ? Op::FMul : Op::FFma;
    return Simple(O, Opc == "fma" ? 3 : 2, Ty::B64);
  }
  if ((Opc == "add" || Opc == "sub" || Opc == "mul" || Opc == "mad" || Opc == "fma") &&
      I.T == Ty::None)
    return fail("instruction type");
  if (Opc == "add" || Opc == "sub") {
    if (M.Types.size() > 1)
      return fail("mixed-precision form");
    if (M.has(".cc"))
      I.Flags |= F_CC;
    if (Float)
      return Simple(Opc == "add" ? Op::FAdd : Op::FSub, 2, I.T);
    if (I.T == Ty::U16x2 || I.T == Ty::S16x2) {
      I.Sub = Opc == "add" ? 0 : 1; // Packed16: add, sub, min, max
      return Simple(Op::Packed16, 2, Ty::B32);
    }
    return Simple(Opc == "add" ? (M.has(".cc") ? Op::AddC : Op::Add)
                               : (M.has(".cc") ? Op::SubC : Op::Sub),
                  2, I.T);
  }
  if (Opc == "addc" || Opc == "subc") {
    I.Flags |= F_CarryIn | (M.has(".cc") ? uint32_t(F_CC) : 0u);
    return Simple(Opc == "addc" ? Op::AddC : Op::SubC, 2, I.T);
  }
  if (Opc == "mul" || Opc == "mad" || Opc == "fma") {
    if (M.Types.size() > 1)
      return fail("mixed-precision form");
    bool IsMul = Opc == "mul";
    if (Float) {
      if (IsMul)
        return Simple(Op::FMul, 2, I.T);
      if (M.has(".oob")) // fma.oob (9.7.4.4): see ExecFloat
        I.Sub = 1;
      return Simple(Op::FFma, 3, I.T);
    }
    if (M.has(".hi")) I.Flags |= F_Hi;
    else if (M.has(".wide")) I.Flags |= F_Wide;
    else I.Flags |= F_Lo;
    if (IsMul)
      return Simple(Op::Mul, 2, I.T);
    if (M.has(".cc"))
      I.Flags |= F_CC;
    return Simple(M.has(".cc") ? Op::MadC : Op::Mad, 3, I.T);
  }
  if (Opc == "madc") {
    I.Flags |= F_CarryIn | (M.has(".cc") ? uint32_t(F_CC) : 0u);
    I.Flags |= M.has(".hi") ? F_Hi : F_Lo;
    return Simple(Op::MadC, 3, I.T);
  }
  if (Opc == "mul24" || Opc == "mad24") {
    I.Flags |= M.has(".hi") ? F_Hi : F_Lo;
    return Simple(Opc == "mul24" ? Op::Mul24 : Op::Mad24, Opc == "mul24" ? 2 : 3, I.T);
  }
  if (Opc == "sad")
    return Simple(Op::Sad, 3, I.T);
  if (Opc == "div")
    return Simple(Float ? Op::FDiv : Op::Div, 2, I.T);
  if (Opc == "rem")
    return Simple(Op::Rem, 2, I.T);
  if (Opc == "abs" || Opc == "neg") {
    if (Float)
      return Simple(Opc == "abs" ? Op::FAbs : Op::FNeg, 1, I.T);
    return Simple(Opc == "abs" ? Op::Abs : Op::Neg, 1, I.T);
  }
  if (Opc == "min" || Opc == "max") {
    if (I.T == Ty::U16x2 || I.T == Ty::S16x2) {
      I.Sub = Opc == "min" ? 2 : 3;
      return Simple(Op::Packed16, 2, Ty::B32);
    }
    unsigned NS = N - 1;
    if (NS != 2 && NS != 3)
      return fail("operand count");
    if (Float)
      return Simple(Opc == "min" ? Op::FMin : Op::FMax, NS, I.T);
    if (NS != 2)
      return fail("three-input integer form");
    return Simple(Opc == "min" ? Op::Min : Op::Max, 2, I.T);
  }
  if (Opc == "popc" || Opc == "clz" || Opc == "brev") {
    if (!Simple(Opc == "popc" ? Op::Popc : Opc == "clz" ? Op::Clz : Op::Brev, 1, I.T))
      return false;
    return true;
  }
  if (Opc == "bfind") {
    if (M.has(".shiftamt"))
      I.Flags |= F_Shiftamt;
    return Simple(Op::Bfind, 1, I.T);
  }
  if (Opc == "fns")
    return Simple(Op::Fns, 3, Ty::U32) && (I.Src[2] = srcSlot(Ops[3], Ty::S32)) != NoSlot;
  if (Opc == "bfe") {
    if (!Simple(Op::Bfe, 3, Ty::U32))
      return false;
    I.Src[0] = srcSlot(Ops[1], I.T);
    return true;
  }
  if (Opc == "bfi") {
    if (!Simple(Op::Bfi, 4, Ty::U32))
      return false;
    I.Src[0] = srcSlot(Ops[1], I.T);
    I.Src[1] = srcSlot(Ops[2], I.T);
    return true;
  }
  if (Opc == "szext" || Opc == "bmsk") {
    if (M.has(".clamp"))
      I.Flags |= F_Clamp;
    return Simple(Opc == "szext" ? Op::Szext : Op::Bmsk, 2, Ty::U32);
  }
  if (Opc == "dp4a" || Opc == "dp2a") {
    if (M.Types.size() != 2)
      return fail("types");
    I.T = M.Types[0];
    I.T2 = M.Types[1];
    if (Opc == "dp2a")
      I.Flags |= M.has(".hi") ? F_Hi : F_Lo;
    return Simple(Opc == "dp4a" ? Op::Dp4a : Op::Dp2a, 3, Ty::U32);
  }

  // ---- Logic and shift (9.7.9) ----------------------------------------------
  if (Opc == "and" || Opc == "or" || Opc == "xor" || Opc == "not" || Opc == "cnot") {
    Op O = Opc == "and" ? Op::And : Opc == "or" ? Op::Or : Opc == "xor" ? Op::Xor
           : Opc == "not" ? Op::Not : Op::Cnot;
    unsigned NS = (O == Op::Not || O == Op::Cnot) ? 1 : 2;
    if (I.T == Ty::Pred) {
      I.Opc = O;
      if (N != NS + 1)
        return fail("operand count");
      unsigned Bits;
      I.Dst = dstSlot(Ops[0], Bits);
      I.DstBits = 1;
      I.NumSrc = uint8_t(NS);
      for (unsigned K = 0; K < NS; ++K)
        if (!PredSrc(Ops[K + 1], K))
          return false;
      return I.Dst != NoSlot;
    }
    return Simple(O, NS, I.T);
  }
  if (Opc == "lop3") {
    if (N == 5)
      return Simple(Op::Lop3, 4, Ty::B32);
    // lop3.BoolOp.b32 d|p, a, b, c, immLut, q (PTX ISA 8.2; 9.7.9.6): immLut
    // goes to Target, q to Src[3], p to Dst2, BoolOp to Sub2.
    int BO = parseBoolOp(M);
    const Expr *PD = nullptr, *PP = nullptr;
    int64_t Lut = 0;
    if (N != 6 || (BO != int(fp::BoolOp::And) && BO != int(fp::BoolOp::Or)) ||
        !splitPair(Ops[0], PD, PP))
      return fail("operands");
    if (!evalConst(Ops[4], Lut) || Lut < 0 || Lut > 255)
      return fail("immLut (a constant 0..255)");
    I.Opc = Op::Lop3;
    I.Sub2 = uint8_t(BO);
    I.Target = uint32_t(Lut);
    unsigned Bits;
    I.Dst = dstSlot(PD, Bits);
    I.DstBits = uint8_t(Bits);
    I.Dst2 = dstSlot(PP, Bits);
    I.Dst2Bits = 1;
    I.NumSrc = 4;
    for (unsigned K = 0; K < 3; ++K)
      if ((I.Src[K] = srcSlot(Ops[K + 1], Ty::B32)) == NoSlot)
        return false;
    return PredSrc(Ops[5], 3) && I.Dst != NoSlot && I.Dst2 != NoSlot;
  }
  if (Opc == "shf") {
    if (M.has(".l")) I.Flags |= F_Left;
    if (M.has(".clamp")) I.Flags |= F_Clamp;
    return Simple(Op::Shf, 3, Ty::U32);
  }
  if (Opc == "shl" || Opc == "shr") {
    if (!Simple(Opc == "shl" ? Op::Shl : Op::Shr, 2, I.T))
      return false;
    I.Src[1] = srcSlot(Ops[2], Ty::U32);
    return true;
  }

  // ---- Comparison and selection (9.7.7, 9.7.8) -----------------------------
  if (Opc == "setp") {
    I.Opc = Op::Setp;
    I.T2 = I.T;
    int C = parseCmp(M);
    if (C < 0)
      return fail("comparison");
    I.Sub = uint8_t(C);
    I.Sub2 = uint8_t(parseBoolOp(M));
    if (N < 3)
      return fail("operand count");
    const Expr *PA = Ops[0], *PB = nullptr;
    splitPair(Ops[0], PA, PB);
    unsigned Bits;
    I.Dst = dstSlot(PA, Bits);
    I.Dst2 = PB ? dstSlot(PB, Bits) : F->SinkSlot;
    I.DstBits = I.Dst2Bits = 1;
    I.Src[0] = srcSlot(Ops[1], I.T);
    I.Src[1] = srcSlot(Ops[2], I.T);
    I.NumSrc = 2;
    if (N == 4) {
      if (!PredSrc(Ops[3], 2))
        return false;
      I.NumSrc = 3;
    }
    return I.Dst != NoSlot && I.Dst2 != NoSlot && I.Src[0] != NoSlot && I.Src[1] != NoSlot;
  }
  if (Opc == "set") {
    if (M.Types.size() != 2)
      return fail("types");
    I.T = M.Types[0];
    I.T2 = M.Types[1];
    int C = parseCmp(M);
    if (C < 0)
      return fail("comparison");
    I.Sub = uint8_t(C);
    I.Sub2 = uint8_t(parseBoolOp(M));
    I.Opc = Op::Set;
    unsigned Bits;
    I.Dst = dstSlot(Ops[0], Bits);
    I.DstBits = uint8_t(Bits);
    I.Src[0] = srcSlot(Ops[1], I.T2);
    I.Src[1] = srcSlot(Ops[2], I.T2);
    I.NumSrc = 2;
    if (N == 4) {
      if (!PredSrc(Ops[3], 2))
        return false;
      I.NumSrc = 3;
    }
    return I.Dst != NoSlot && I.Src[0] != NoSlot && I.Src[1] != NoSlot;
  }
  if (Opc == "selp") {
    if (N != 4)
      return fail("operand count");
    I.Opc = Op::Selp;
    unsigned Bits;
    I.Dst = dstSlot(Ops[0], Bits);
    I.DstBits = uint8_t(Bits);
    I.Src[0] = srcSlot(Ops[1], I.T);
    I.Src[1] = srcSlot(Ops[2], I.T);
    I.NumSrc = 3;
    return PredSrc(Ops[3], 2) && I.Dst != NoSlot && I.Src[0] != NoSlot && I.Src[1] != NoSlot;
  }
  if (Opc == "slct") {
    if (M.Types.size() != 2)
      return fail("types");
    I.T = M.Types[0];
    I.T2 = M.Types[1];
    if (!Simple(Op::Slct, 3, I.T))
      return false;
    I.Src[2] = srcSlot(Ops[3], I.T2);
    return I.Src[2] != NoSlot;
  }

  // ---- Data movement (9.7.10) -------------------------------------------------
  // A .b128 operand must be a .b128 register (or '_' as a destination).
  auto Reg128 = [&](const Expr *E, bool AllowSink) -> bool {
    if (E->K == Expr::Sink)
      return AllowSink || fail("'_' as a .b128 source");
    uint64_t Ix;
    const LocalSym *L = E->K == Expr::Symbol ? lookup(E->Name, Ix) : nullptr;
    if (!L || L->K != LocalSym::Reg || L->Bits != 128)
      return fail(".b128 operand that is not a .b128 register");
    return true;
  };
  if (Opc == "mov") {
    if (N != 2)
      return fail("operand count");
    if (I.T == Ty::B128 && !Reg128(Ops[0]->K == Expr::Vector ? Ops[1] : Ops[0], false))
      return false;
    if (I.T == Ty::B128 && Ops[0]->K != Expr::Vector && Ops[1]->K != Expr::Vector &&
        !Reg128(Ops[1], false))
      return false;
    if (Ops[1]->K == Expr::Vector) {
      I.Opc = Op::MovPack;
      unsigned Bits;
      I.Dst = dstSlot(Ops[0], Bits);
      I.DstBits = uint8_t(Bits);
      llvm::SmallVector<uint32_t, 4> E;
      for (const Expr *X : Ops[1]->Sub) {
        uint32_t Sl = srcSlot(X, Ty::B64);
        if (Sl == NoSlot)
          return false;
        E.push_back(Sl);
      }
      I.VecN = uint8_t(E.size());
      I.ExtraBegin = pushExtra(E);
      I.ExtraCount = uint32_t(E.size());
      return I.Dst != NoSlot;
    }
    if (Ops[0]->K == Expr::Vector) {
      I.Opc = Op::MovUnpack;
      I.Src[0] = srcSlot(Ops[1], I.T);
      I.NumSrc = 1;
      llvm::SmallVector<uint32_t, 4> E;
      for (const Expr *X : Ops[0]->Sub) {
        unsigned Bits;
        uint32_t Sl = dstSlot(X, Bits);
        if (Sl == NoSlot)
          return false;
        E.push_back(Sl);
      }
      I.VecN = uint8_t(E.size());
      I.ExtraBegin = pushExtra(E);
      I.ExtraCount = uint32_t(E.size());
      return I.Src[0] != NoSlot;
    }
    if (I.T == Ty::Pred) {
      I.Opc = Op::Mov;
      unsigned Bits;
      I.Dst = dstSlot(Ops[0], Bits);
      I.DstBits = 1;
      I.NumSrc = 1;
      return I.Dst != NoSlot && PredSrc(Ops[1], 0);
    }
    // mov.u64 %rd, sym[%r+c]: the element's address (PTX ISA 8.5 6.4.2).
    if (int R = RegIndexedElem(Op::AddrOf); R >= 0)
      return R;
    return Simple(Op::Mov, 1, I.T);
  }
  if (Opc == "prmt") {
    // prmt.b32{.mode}: the mode follows the type (PTX ISA 8.5 9.7.10.7).
    I.Sub2 = 0;
    for (llvm::StringRef W : M.W)
      if (int K = llvm::StringSwitch<int>(W)
                      .Case(".f4e", 1).Case(".b4e", 2).Case(".rc8", 3)
                      .Case(".ecl", 4).Case(".ecr", 5).Case(".rc16", 6).Default(0))
        I.Sub2 = uint8_t(K);
    return Simple(Op::Prmt, 3, Ty::B32);
  }
  if (Opc == "cvt") {
    if (M.has(".pack")) {
      // cvt.pack.sat.{u16,s16}.s32 d, a, b / cvt.pack.sat.{u2,s2,u4,s4,u8,s8}
      // .s32.b32 d, a, b, c (PTX ISA 8.5 9.7.10.21).
      llvm::StringRef CT; // the convertType: the first type after .pack
      unsigned Bits = 0;
      for (llvm::StringRef W : M.W) {
        Bits = llvm::StringSwitch<unsigned>(W)
                   .Cases(".u2", ".s2", 2).Cases(".u4", ".s4", 4)
                   .Cases(".u8", ".s8", 8).Cases(".u16", ".s16", 16).Default(0);
        if (Bits) {
          CT = W;
          break;
        }
      }
      if (!Bits || !M.has(".sat") || N != (Bits == 16 ? 3u : 4u))
        return fail("cvt.pack form");
      I.Sub = uint8_t(Bits);
      I.Sub2 = CT[1] == 's';
      I.T = Ty::U32;
      return Simple(Op::CvtPackInt, N - 1, Ty::B32);
    }
    // Stochastic rounding: cvt.rs{.relu}{.satfinite}.{f16x2,bf16x2}.f32 d, a,
    // b, rbits (PTX ISA 9.0 9.7.9.21), whose rbits layout the text gives; the
    // x4 forms' layouts are only in figures, so they stay unsupported.
    bool Rs = M.has(".rs");
    if (Rs && !((M.has(".f16x2") || M.has(".bf16x2")) && M.has(".f32") && N == 4))
      return fail("stochastic rounding of this form");
    // Packed, tf32 and narrow float formats go through the softfloat
    // packing conversions (PTX ISA 8.5 9.7.10.20).
    llvm::SmallVector<std::pair<fp::Fmt, bool>, 2> Fmts;
    bool Special = false;
    for (llvm::StringRef W : M.W) {
      auto F = llvm::StringSwitch<int>(W)
                   .Case(".f16", int(fp::Fmt::F16)).Case(".bf16", int(fp::Fmt::BF16))
                   .Case(".tf32", int(fp::Fmt::TF32)).Case(".f32", int(fp::Fmt::F32))
                   .Case(".f64", int(fp::Fmt::F64))
                   .Cases(".f16x2", ".bf16x2", ".e4m3x2", ".e5m2x2", 100)
                   .Cases(".e2m3x2", ".e3m2x2", ".e2m1x2", ".ue8m0x2", 100)
                   .Default(-1);
      if (F == 100) {
        Special = true;
        fp::Fmt X = llvm::StringSwitch<fp::Fmt>(W)
                        .Case(".f16x2", fp::Fmt::F16).Case(".bf16x2", fp::Fmt::BF16)
                        .Case(".e4m3x2", fp::Fmt::E4M3).Case(".e5m2x2", fp::Fmt::E5M2)
                        .Case(".e2m3x2", fp::Fmt::E2M3).Case(".e3m2x2", fp::Fmt::E3M2)
                        .Case(".e2m1x2", fp::Fmt::E2M1).Default(fp::Fmt::UE8M0);
        Fmts.push_back({X, true});
      } else if (F >= 0) {
        Special |= F == int(fp::Fmt::TF32);
        Fmts.push_back({fp::Fmt(F), false});
      } else if (parseTy(W) != Ty::None) {
        Fmts.push_back({fp::Fmt::F32, false});
        if (Special)
          return fail("conversion between these types");
      }
    }
    if (Special) {
      if (Fmts.size() != 2)
        return fail("types");
      I.Opc = Op::CvtPack;
      I.Sub = uint8_t(Fmts[0].first);
      I.Sub2 = uint8_t(Fmts[1].first);
      I.VecN = Fmts[0].second ? 2 : 1;
      if (Fmts[1].second)
        I.Flags |= F_Left; // source is a packed pair
      if (M.has(".satfinite"))
        I.Flags |= F_SatFinite;
      unsigned NS = N - 1;
      if (NS != 1 && NS != 2 && !(Rs && NS == 3))
        return fail("operand count");
      I.T = Ty::B32;
      return Simple(Op::CvtPack, NS, Ty::B32);
    }
    if (M.Types.size() != 2)
      return fail("types");
    I.T = M.Types[0];
    I.T2 = M.Types[1];
    if (M.has(".satfinite"))
      I.Flags |= F_SatFinite;
    return Simple(Op::Cvt, 1, I.T2);
  }
  if (Opc == "cvta") {
    I.Sp = M.space();
    if (M.has(".to"))
      I.Flags |= F_ToSpace;
    if (I.Sp == Space::Generic)
      return fail("state space");
    // cvta.global.u64 %rd, sym[%r+c]: the element's address, then converted.
    if (int R = RegIndexedElem(Op::Cvta); R >= 0)
      return R;
    return Simple(Op::Cvta, 1, I.T);
  }
  if (Opc == "isspacep") {
    I.Sp = M.space();
    if (M.hasSpaceWord(".shared::cluster"))
      I.Sp = Space::Shared;
    return Simple(Op::Isspacep, 1, Ty::U64);
  }
  if (Opc == "mapa" || Opc == "getctarank") {
    // mapa{.shared::cluster}.type d, a, b / getctarank{.shared::cluster}.type
    // d, a (PTX ISA 8.5 9.7.10.22-23): a is a register or a .shared variable
    // (+ offset) holding a .shared address, or a generic address without
    // .shared::cluster.
    bool IsMapa = Opc == "mapa";
    I.Opc = IsMapa ? Op::Mapa : Op::GetCtaRank;
    I.Sp = M.hasSpaceWord(".shared::cluster") ? Space::Shared : Space::Generic;
    if (N != (IsMapa ? 3u : 2u))
      return fail("operand count");
    unsigned Bits;
    I.Dst = dstSlot(Ops[0], Bits);
    I.DstBits = uint8_t(Bits);
    I.Src[0] = srcSlot(Ops[1], I.T);
    I.NumSrc = 1;
    if (IsMapa) {
      I.Src[1] = srcSlot(Ops[2], Ty::U32);
      I.NumSrc = 2;
      if (I.Src[1] == NoSlot)
        return false;
    }
    return I.Dst != NoSlot && I.Src[0] != NoSlot;
  }
  // st.async and red.async (PTX ISA 9.0 9.7.9.12, 9.7.13.7) with an mbarrier
  // operand at Ops[K]: when the store or reduction completes, a complete-tx
  // of the bytes it stored on that mbarrier (.mbarrier::complete_tx::bytes,
  // also the default when no completion mechanism is named). The .release
  // forms on .global memory have no mbarrier.
  auto AsyncMbar = [&](unsigned K) -> bool {
    if (!M.has(".async") || K >= N)
      return true;
    if (K + 1 != N || Ops[K]->K != Expr::Address)
      return fail("mbarrier operand");
    Space SymSp;
    if (!addrOperand(Ops[K], I.A3, SymSp))
      return false;
    I.Sp3 = I.Sp;
    if (I.Sp3 == Space::Generic && SymSp != Space::Generic && I.A3.R == Addr::Abs)
      I.A3.Off = int64_t(toGeneric(SymSp, uint64_t(I.A3.Off)));
    I.Flags |= F_ExpectTx;
    return true;
  };
  if (Opc == "st" && M.has(".bulk")) {
    // st.bulk{.weak}{.shared::cta} [a], size, initval (PTX ISA 9.0
    // 9.7.9.13, sm_100): size bytes of shared memory at a set to initval,
    // which must be 0; size is a 32- or 64-bit integer.
    I.Opc = Op::StBulk;
    I.Sp = M.space();
    if (N != 3)
      return fail("operand count");
    Space SymSp;
    if (!addrOperand(Ops[0], I.A, SymSp))
      return false;
    if (I.Sp == Space::Generic && SymSp != Space::Generic && I.A.R == Addr::Abs)
      I.A.Off = int64_t(toGeneric(SymSp, uint64_t(I.A.Off)));
    I.Src[0] = srcSlot(Ops[1], Ty::U64);
    I.Src[1] = srcSlot(Ops[2], Ty::U64);
    I.NumSrc = 2;
    return I.Src[0] != NoSlot && I.Src[1] != NoSlot;
  }
  if (Opc == "ld" || Opc == "ldu" || Opc == "st") {
    bool IsSt = Opc == "st";
    I.Opc = IsSt ? Op::St : Op::Ld;
    I.Sp = M.space();
    if (M.has(".volatile"))
      I.Flags |= F_Volatile;
    I.VecN = uint8_t(M.vec());
    if (N < 2)
      return fail("operand count");
    const Expr *AddrE = IsSt ? Ops[0] : Ops[1];
    const Expr *ValE = IsSt ? Ops[1] : Ops[0];
    if (I.T == Ty::B128 && (I.VecN != 1 || !Reg128(ValE, !IsSt)))
      return false;
    Space SymSp;
    if (!addrOperand(AddrE, I.A, SymSp))
      return false;
    if (I.Sp == Space::KParam && (SymSp == Space::FParam || I.A.R == Addr::ParamFrame))
      I.Sp = Space::FParam;
    // ld.param/st.param of a formal whose address the function takes: the
    // formal lives in the frame's local memory (Decode.cpp, AddFormals).
    if (I.Sp == Space::KParam && I.A.R == Addr::LocalFrame)
      I.Sp = Space::Local;
    if (I.Sp == Space::Generic && SymSp != Space::Generic) {
      // A variable named in a generic access: use its generic address.
      if (I.A.R != Addr::Abs)
        I.Sp = SymSp == Space::FParam ? Space::FParam : SymSp;
      else
        I.A.Off = int64_t(toGeneric(SymSp, uint64_t(I.A.Off)));
    }
    llvm::SmallVector<uint32_t, 8> E;
    if (ValE->K == Expr::Vector) {
      for (const Expr *X : ValE->Sub) {
        unsigned Bits = 64;
        uint32_t Sl = IsSt ? srcSlot(X, I.T) : dstSlot(X, Bits);
        if (Sl == NoSlot)
          return false;
        E.push_back(Sl);
        I.DstBits = uint8_t(Bits);
      }
      if (E.size() != I.VecN)
        return fail("vector size");
    } else {
      if (I.VecN != 1)
        return fail("vector operand");
      unsigned Bits = 64;
      uint32_t Sl = IsSt ? srcSlot(ValE, I.T) : dstSlot(ValE, Bits);
      if (Sl == NoSlot)
        return false;
      E.push_back(Sl);
      I.DstBits = uint8_t(Bits);
    }
    I.ExtraBegin = pushExtra(E);
    I.ExtraCount = uint32_t(E.size());
    return !IsSt || AsyncMbar(2);
  }
  if (Opc == "atom" || Opc == "red") {
    bool IsRed = Opc == "red";
    I.Opc = IsRed ? Op::Red : Op::Atom;
    I.Sp = M.space();
    I.VecN = uint8_t(M.vec());
    int AO = reductionOp(M.W, /*WithAtomOnlyOps=*/true);
    if (AO < 0)
      return fail("operation");
    I.Sub = uint8_t(AO);
    if (I.T == Ty::B128 && AO != int(AtomOp::Exch) && AO != int(AtomOp::Cas))
      return fail(".b128 operation");
    if (I.VecN > 1) {
      // Vector atomics (PTX ISA 8.5 9.7.14.5, 9.7.14.6): .global only,
      // add/min/max on f16/bf16 (v2/v4/v8), f16x2/bf16x2 (v2/v4), add on f32
      // (v2/v4); each element is its own atomic. Extra: d slots, b slots.
      bool Half = I.T == Ty::F16 || I.T == Ty::BF16;
      bool Packed = I.T == Ty::F16x2 || I.T == Ty::BF16x2;
      bool MinMax = AO == int(AtomOp::Min) || AO == int(AtomOp::Max);
      if (!(Half || Packed || I.T == Ty::F32) ||
          (AO != int(AtomOp::Add) && !(MinMax && I.T != Ty::F32)) ||
          (I.VecN == 8 && !Half) || (I.Sp != Space::Global && I.Sp != Space::Generic))
        return fail("vector atomic form");
      unsigned K = 0;
      llvm::SmallVector<uint32_t, 16> E;
      if (!IsRed) {
        if (Ops[K]->K != Expr::Vector || Ops[K]->Sub.size() != I.VecN)
          return fail("vector destination");
        for (const Expr *X : Ops[K]->Sub) {
          unsigned Bits;
          uint32_t Sl = dstSlot(X, Bits);
          if (Sl == NoSlot)
            return false;
          I.DstBits = uint8_t(Bits);
          E.push_back(Sl);
        }
        ++K;
      }
      Space SymSp;
      if (K >= N || !addrOperand(Ops[K++], I.A, SymSp))
        return false;
      if (I.Sp == Space::Generic && SymSp != Space::Generic && I.A.R == Addr::Abs)
        I.A.Off = int64_t(toGeneric(SymSp, uint64_t(I.A.Off)));
      if (K >= N || Ops[K]->K != Expr::Vector || Ops[K]->Sub.size() != I.VecN)
        return fail("vector operand");
      for (const Expr *X : Ops[K]->Sub) {
        uint32_t Sl = srcSlot(X, I.T);
        if (Sl == NoSlot)
          return false;
        E.push_back(Sl);
      }
      I.ExtraBegin = pushExtra(E);
      I.ExtraCount = uint32_t(E.size());
      return true;
    }
    unsigned K = 0;
    if (!IsRed) {
      unsigned Bits;
      I.Dst = dstSlot(Ops[K++], Bits);
      I.DstBits = uint8_t(Bits);
      if (I.Dst == NoSlot)
        return false;
    }
    Space SymSp;
    if (K >= N || !addrOperand(Ops[K++], I.A, SymSp))
      return false;
    if (I.Sp == Space::Generic && SymSp != Space::Generic && I.A.R == Addr::Abs)
      I.A.Off = int64_t(toGeneric(SymSp, uint64_t(I.A.Off)));
    unsigned NS = AO == int(AtomOp::Cas) ? 2 : 1;
    if (N < K + NS)
      return fail("operand count");
    if (I.T == Ty::B128)
      for (unsigned J = 0; J < NS; ++J)
        if (!Reg128(Ops[K + J], false))
          return false;
    if (I.T == Ty::B128 && !IsRed && !Reg128(Ops[0], true))
      return false;
    for (unsigned J = 0; J < NS; ++J) {
      I.Src[J] = srcSlot(Ops[K + J], I.T);
      if (I.Src[J] == NoSlot)
        return false;
    }
    I.NumSrc = uint8_t(NS);
    if (IsRed && !AsyncMbar(K + NS))
      return false;
    if (I.T == Ty::F16x2 || I.T == Ty::BF16x2 || I.T == Ty::F16 || I.T == Ty::BF16) {
      if (AO != int(AtomOp::Add) && AO != int(AtomOp::Exch) && AO != int(AtomOp::Cas) &&
          AO != int(AtomOp::Min) && AO != int(AtomOp::Max))
        return fail("type");
    }
    return true;
  }

  // ---- Floating point only (9.7.3) -------------------------------------------
  if (Opc == "rcp" || Opc == "sqrt" || Opc == "rsqrt" || Opc == "sin" || Opc == "cos" ||
      Opc == "lg2" || Opc == "ex2" || Opc == "tanh") {
    Op O = llvm::StringSwitch<Op>(Opc)
               .Case("rcp", Op::FRcp).Case("sqrt", Op::FSqrt).Case("rsqrt", Op::FRsqrt)
               .Case("sin", Op::FSin).Case("cos", Op::FCos).Case("lg2", Op::FLg2)
               .Case("ex2", Op::FEx2).Default(Op::FTanh);
    return Simple(O, 1, I.T);
  }
  if (Opc == "copysign")
    return Simple(Op::FCopysign, 2, I.T);
  if (Opc == "testp") {
    int K = llvm::StringSwitch<int>(M.W.empty() ? "" : M.W.front())
                .Case(".finite", 0).Case(".infinite", 1).Case(".number", 2)
                .Case(".notanumber", 3).Case(".normal", 4).Case(".subnormal", 5)
                .Default(-1);
    if (K < 0)
      return fail("property");
    I.Sub = uint8_t(K);
    return Simple(Op::FTestp, 1, I.T);
  }

  // ---- Control flow (9.7.13) ---------------------------------------------------
  if (Opc == "bra") {
    I.Opc = Op::Bra;
    if (N != 1 || Ops[0]->K != Expr::Symbol)
      return fail("target");
    auto T = resolveLabel(CurLabelScope, Ops[0]->Name);
    if (!T)
      return fail("unknown label");
    I.Target = *T;
    return true;
  }
  if (Opc == "brx") {
    I.Opc = Op::BrxIdx;
    if (N != 2 || Ops[1]->K != Expr::Symbol)
      return fail("operands");
    I.Src[0] = srcSlot(Ops[0], Ty::U32);
    I.NumSrc = 1;
    int ListScope = -1;
    const std::vector<llvm::StringRef> *TL = resolveTargetList(Ops[1]->Name, ListScope);
    if (!TL)
      return fail("branch target list");
    llvm::SmallVector<uint32_t, 8> T;
    for (llvm::StringRef L : *TL) {
      auto Ix = resolveLabel(ListScope, L);
      if (!Ix)
        return fail("unknown label");
      T.push_back(*Ix);
    }
    I.ExtraBegin = pushExtra(T);
    I.ExtraCount = uint32_t(T.size());
    return I.Src[0] != NoSlot;
  }
  if (Opc == "call") {
    I.Opc = Op::Call;
    unsigned K = 0;
    const Expr *RetList = nullptr, *ArgList = nullptr;
    // `(x)` parses as a parenthesized expression, `(x, y)` and `()` as lists.
    auto IsList = [](const Expr *E) { return E->K == Expr::List || E->K == Expr::Paren; };
    if (K < N && IsList(Ops[K]))
      RetList = Ops[K++];
    if (K >= N)
      return fail("callee");
    const Expr *Callee = Ops[K++];
    if (K < N && IsList(Ops[K]))
      ArgList = Ops[K++];
    if (Callee->K != Expr::Symbol)
      return fail("callee");
    auto FI = FuncIds.find(Callee->Name);
    uint64_t Idx;
    const LocalSym *L = lookup(Callee->Name, Idx);
    if (L && L->K == LocalSym::Reg) {
      I.Target = NoSlot;
      I.Src[0] = srcSlot(Callee, Ty::U64);
      I.NumSrc = 1;
    } else if (FI != FuncIds.end()) {
      I.Target = FI->second;
    } else {
      return fail("callee");
    }
    llvm::SmallVector<uint32_t, 16> E;
    auto Items = [&](const Expr *List) -> bool {
      if (!List) {
        E.push_back(0);
        return true;
      }
      E.push_back(uint32_t(List->Sub.size()));
      for (const Expr *X : List->Sub) {
        uint64_t Ix;
        const LocalSym *S = X->K == Expr::Symbol ? lookup(X->Name, Ix) : nullptr;
        if (S && S->K == LocalSym::Var && S->Sp == Space::FParam) {
          E.append({0u, uint32_t(S->Addr), uint32_t(S->Size)});
        } else if (S && S->K == LocalSym::Reg) {
          uint32_t Sl = regSlot(X, nullptr, nullptr);
          if (Sl == NoSlot)
            return false;
          E.append({1u, Sl, std::max(1u, S->Bits / 8)});
        } else {
          uint32_t Sl = srcSlot(X, Ty::B64);
          if (Sl == NoSlot)
            return false;
          E.append({1u, Sl, 8u});
        }
      }
      return true;
    };
    if (!Items(RetList) || !Items(ArgList))
      return false;
    I.ExtraBegin = pushExtra(E);
    I.ExtraCount = uint32_t(E.size());
    return true;
  }
  if (Opc == "ret") {
    I.Opc = Op::Ret;
    return true;
  }
  if (Opc == "exit") {
    I.Opc = Op::Exit;
    return true;
  }
  if (Opc == "trap") {
    I.Opc = Op::Trap;
    return true;
  }

  // ---- Parallel synchronization and communication (9.7.14) --------------------
  if (Opc == "bar" && M.has(".warp")) {
    I.Opc = Op::BarWarpSync;
    if (N != 1)
      return fail("operand count");
    I.Src[0] = srcSlot(Ops[0], Ty::B32);
    I.NumSrc = 1;
    return I.Src[0] != NoSlot;
  }
  if (Opc == "bar" || Opc == "barrier") {
    I.Opc = Op::Bar;
    if (Opc == "bar")
      I.Flags |= F_Aligned;
    if (M.has(".cluster")) {
      // barrier.cluster.arrive{.release|.relaxed}{.aligned} /
      // barrier.cluster.wait{.acquire}{.aligned} (PTX ISA 8.5 9.7.14.3).
      if (Opc != "barrier" || N != 0 || (M.has(".arrive") == M.has(".wait")))
        return fail("cluster barrier form");
      I.Opc = Op::ClusterBar;
      I.Sub = M.has(".wait") ? 1 : 0;
      return true;
    }
    BarKind BK = BarKind::Sync;
    if (M.has(".arrive"))
      BK = BarKind::Arrive;
    else if (M.has(".red"))
      BK = M.has(".popc") ? BarKind::RedPopc : M.has(".and") ? BarKind::RedAnd : BarKind::RedOr;
    I.Sub = uint8_t(BK);
    unsigned K = 0;
    if (BK >= BarKind::RedPopc) {
      unsigned Bits;
      I.Dst = dstSlot(Ops[K++], Bits);
      I.DstBits = uint8_t(Bits);
      if (I.Dst == NoSlot)
        return false;
    }
    if (K >= N)
      return fail("operand count");
    I.Src[0] = srcSlot(Ops[K++], Ty::U32);
    I.NumSrc = 1;
    unsigned Rest = N - K;
    bool HasPred = BK >= BarKind::RedPopc;
    if (Rest == (HasPred ? 2u : 1u)) {
      I.Src[1] = srcSlot(Ops[K++], Ty::U32);
      I.NumSrc = 2;
    }
    if (HasPred) {
      if (K >= N || !PredSrc(Ops[K], 2))
        return fail("predicate");
      I.NumSrc = 3;
    }
    return I.Src[0] != NoSlot;
  }
  // shfl and vote without .sync (deprecated; PTX ISA 8.5 9.7.10.5, 9.7.14.8)
  // are executed by the lanes that execute them together: no membermask,
  // no waiting (Instr::Sub2 = 1).
  bool Legacy = !M.has(".sync");
  if (Opc == "shfl") {
    I.Opc = Op::Shfl;
    I.Sub = uint8_t(M.has(".up") ? ShflMode::Up : M.has(".down") ? ShflMode::Down
                    : M.has(".bfly") ? ShflMode::Bfly : ShflMode::Idx);
    if (Legacy) {
      if (N != 4)
        return fail("operand count");
      I.Sub2 = 1;
      const Expr *D = Ops[0], *Pd = nullptr;
      splitPair(Ops[0], D, Pd);
      unsigned Bits;
      I.Dst = dstSlot(D, Bits);
      I.DstBits = uint8_t(Bits);
      I.Dst2 = Pd ? dstSlot(Pd, Bits) : F->SinkSlot;
      I.Dst2Bits = 1;
      for (unsigned J = 0; J < 3; ++J)
        I.Src[J] = srcSlot(Ops[J + 1], Ty::B32);
      I.Src[3] = constSlot(0xffffffffu);
      I.NumSrc = 4;
      return I.Dst != NoSlot && I.Dst2 != NoSlot && I.Src[0] != NoSlot &&
             I.Src[1] != NoSlot && I.Src[2] != NoSlot;
    }
    if (N != 5)
      return fail("operand count");
    const Expr *D = Ops[0], *Pd = nullptr;
    splitPair(Ops[0], D, Pd);
    unsigned Bits;
    I.Dst = dstSlot(D, Bits);
    I.DstBits = uint8_t(Bits);
    I.Dst2 = Pd ? dstSlot(Pd, Bits) : F->SinkSlot;
    I.Dst2Bits = 1;
    for (unsigned J = 0; J < 4; ++J)
      I.Src[J] = srcSlot(Ops[J + 1], Ty::B32);
    I.NumSrc = 4;
    return I.Dst != NoSlot && I.Dst2 != NoSlot && I.Src[0] != NoSlot &&
           I.Src[1] != NoSlot && I.Src[2] != NoSlot && I.Src[3] != NoSlot;
  }
  if (Opc == "vote") {
    I.Opc = Op::Vote;
    I.Sub = uint8_t(M.has(".all") ? VoteMode::All : M.has(".any") ? VoteMode::Any
                    : M.has(".uni") ? VoteMode::Uni : VoteMode::Ballot);
    if (Legacy) {
      if (N != 2)
        return fail("operand count");
      I.Sub2 = 1;
      unsigned Bits;
      I.Dst = dstSlot(Ops[0], Bits);
      I.DstBits = uint8_t(Bits);
      if (!PredSrc(Ops[1], 0))
        return false;
      I.Src[1] = constSlot(0xffffffffu);
      I.NumSrc = 2;
      return I.Dst != NoSlot;
    }
    if (N != 3)
      return fail("operand count");
    unsigned Bits;
    I.Dst = dstSlot(Ops[0], Bits);
    I.DstBits = uint8_t(Bits);
    if (!PredSrc(Ops[1], 0))
      return false;
    I.Src[1] = srcSlot(Ops[2], Ty::B32);
    I.NumSrc = 2;
    return I.Dst != NoSlot && I.Src[1] != NoSlot;
  }
  if (Opc == "match") {
    I.Opc = Op::Match;
    I.Sub = uint8_t(M.has(".all") ? MatchMode::All : MatchMode::Any);
    if (N != 3)
      return fail("operand count");
    const Expr *D = Ops[0], *Pd = nullptr;
    splitPair(Ops[0], D, Pd);
    unsigned Bits;
    I.Dst = dstSlot(D, Bits);
    I.DstBits = uint8_t(Bits);
    I.Dst2 = Pd ? dstSlot(Pd, Bits) : F->SinkSlot;
    I.Dst2Bits = 1;
    I.Src[0] = srcSlot(Ops[1], I.T);
    I.Src[1] = srcSlot(Ops[2], Ty::B32);
    I.NumSrc = 2;
    return I.Dst != NoSlot && I.Dst2 != NoSlot && I.Src[0] != NoSlot && I.Src[1] != NoSlot;
  }
  if (Opc == "redux") {
    I.Opc = Op::Redux;
    if (Float && I.T != Ty::F32)
      return fail("floating-point redux of this type");
    int AO = reductionOp(M.W, /*WithAtomOnlyOps=*/false);
    if (AO < 0 || (Float && AO != int(AtomOp::Min) && AO != int(AtomOp::Max)))
      return fail("operation");
    I.Sub = uint8_t(AO);
    if (!Simple(Op::Redux, 2, I.T))
      return false;
    I.Src[1] = srcSlot(Ops[2], Ty::B32); // membermask: an integer even for .f32
    return I.Src[1] != NoSlot;
  }
  if (Opc == "activemask") {
    I.Opc = Op::Activemask;
    unsigned Bits;
    I.Dst = dstSlot(Ops[0], Bits);
    I.DstBits = uint8_t(Bits);
    return I.Dst != NoSlot;
  }
  if (Opc == "elect") {
    I.Opc = Op::Elect;
    if (N != 2)
      return fail("operand count");
    const Expr *D = Ops[0], *Pd = nullptr;
    splitPair(Ops[0], D, Pd);
    unsigned Bits;
    I.Dst = dstSlot(D, Bits);
    I.DstBits = 32;
    I.Dst2 = Pd ? dstSlot(Pd, Bits) : F->SinkSlot;
    I.Dst2Bits = 1;
    I.Src[0] = srcSlot(Ops[1], Ty::B32);
    I.NumSrc = 1;
    return I.Dst != NoSlot && I.Dst2 != NoSlot && I.Src[0] != NoSlot;
  }
  if (Opc == "membar" || Opc == "fence" || Opc == "prefetch" || Opc == "prefetchu" ||
      Opc == "pmevent" || Opc == "applypriority" || Opc == "griddepcontrol") {
    if (Opc == "fence" && (M.has(".proxy") || M.hasSpaceWord(".mbarrier_init") ||
                           M.hasSpaceWord(".proxy::")))
      I.Opc = Op::Nop; // proxy fences order nothing in a single-proxy model
    I.Opc = Op::Nop;
    return true;
  }
  if (Opc == "setmaxnreg") {
    // setmaxnreg.{inc,dec}.sync.aligned.u32 imm-reg-count (PTX ISA 8.5 9.7.19.5,
    // sm_90a): a register-allocation hint, warp-synchronous and .aligned
    // over the warpgroup (ExecWarp.cpp); Sub: 1 .inc, 0 .dec; Target: count
    // (sema checks its range, 24..256 in steps of 8).
    int64_t Cnt = 0;
    if (!M.has(".sync") || !M.has(".aligned") || (!M.has(".inc") && !M.has(".dec")))
      return fail("form");
    if (N != 1 || !evalConst(Ops[0], Cnt))
      return fail("operands");
    I.Opc = Op::SetMaxNReg;
    I.Sub = M.has(".inc") ? 1 : 0;
    I.Target = uint32_t(Cnt);
    I.Src[3] = constSlot(0xffffffffu); // every lane of the warp
    I.NumSrc = 4;
    return true;
  }
  if (Opc == "nanosleep") {
    I.Opc = Op::Nanosleep;
    I.Src[0] = srcSlot(Ops[0], Ty::U32);
    I.NumSrc = 1;
    return I.Src[0] != NoSlot;
  }
  if (Opc == "alloca") {
    if (N == 3) {
      int64_t Al;
      if (!evalConst(Ops[2], Al) || Al <= 0)
        return fail("alignment");
      I.Target = uint32_t(Al);
    } else {
      I.Target = 8; // the default alignment (PTX ISA 8.5 9.7.17.1)
    }
    if (N != 2 && N != 3)
      return fail("operand count");
    unsigned Bits;
    I.Opc = Op::Alloca;
    I.Dst = dstSlot(Ops[0], Bits);
    I.DstBits = uint8_t(Bits);
    I.Src[0] = srcSlot(Ops[1], I.T);
    I.NumSrc = 1;
    return I.Dst != NoSlot && I.Src[0] != NoSlot;
  }
  if (Opc == "stacksave")
    return Simple(Op::StackSave, 0, I.T);
  if (Opc == "stackrestore") {
    I.Opc = Op::StackRestore;
    I.Src[0] = srcSlot(Ops[0], I.T);
    I.NumSrc = 1;
    return I.Src[0] != NoSlot;
  }
  if (Opc == "createpolicy") {
    // The policy is an opaque value only consumed as a cache hint, which
    // the executor ignores; its operands are not needed.
    unsigned Bits;
    I.Opc = Op::CreatePolicy;
    I.Dst = N ? dstSlot(Ops[0], Bits) : NoSlot;
    I.DstBits = uint8_t(Bits);
    return I.Dst != NoSlot;
  }
  if (Opc == "discard") {
    // discard.global.L2 [a], 128: the line's contents become undefined.
    I.Opc = Op::Discard;
    I.Sp = M.space();
    Space SymSp;
    if (N != 2 || !addrOperand(Ops[0], I.A, SymSp) || I.A.R != Addr::Abs)
      return fail("operands");
    I.Src[0] = srcSlot(Ops[1], Ty::U32);
    I.NumSrc = 1;
    return I.Src[0] != NoSlot;
  }
  if (Opc.startswith("v") && decodeVideo(S, I))
    return true;
  if (!FailWhy.empty())
    return false;
  if (Opc == "cp" || Opc == "mbarrier")
    return decodeAsync(S, I);
  if (Opc == "tensormap")
    return decodeTensormap(S, I);
  if (Opc == "mma" || Opc == "ldmatrix" || Opc == "stmatrix" || Opc == "movmatrix" ||
      Opc == "wmma")
    return decodeMatrix(S, I);
  if (Opc == "wgmma")
    return decodeWgmma(S, I);
  if (Opc == "tex" || Opc == "tld4" || Opc == "txq" || Opc == "istypep" || Opc == "suld" ||
      Opc == "sust" || Opc == "sured" || Opc == "suq")
    return decodeTexSurf(S, I);
  return fail("not implemented by the executor");
}
