//===- ValueFacts.cpp - congruence (known low bits) propagation -----------===//
#include "analyses/ValueFacts.h"
#include "analyses/Interproc.h"
#include "lexer/Token.h"
#include "llvm/Support/MathExtras.h"

using namespace ptx;

static uint64_t lowMask(unsigned Bits) {
  return Bits >= 64 ? ~0ull : ((1ull << Bits) - 1);
}
static unsigned tz(uint64_t V) { return V ? llvm::countTrailingZeros(V) : 64; }

Congruence Congruence::aligned(uint64_t Align, Source S, const Expr *O) {
  Congruence C;
  C.Bits = Align ? std::min<unsigned>(63, tz(Align)) : 0;
  C.Src = S;
  C.Origin = O;
  return C;
}

static Congruence::Source worst(Congruence::Source A, Congruence::Source B) {
  return A == Congruence::Assumed || B == Congruence::Assumed ? Congruence::Assumed
                                                              : Congruence::Declared;
}

Congruence ptx::addCong(const Congruence &A, const Congruence &B) {
  Congruence C;
  C.Bits = std::min(A.Bits, B.Bits);
  C.Rem = (A.Rem + B.Rem) & lowMask(C.Bits);
  C.Src = worst(A.Src, B.Src);
  C.Origin = A.Origin ? A.Origin : B.Origin;
  return C;
}

Congruence ptx::mulCong(const Congruence &A, const Congruence &B) {
  // a = Ra + x 2^Ka, b = Rb + y 2^Kb:
  // ab = RaRb + Ra y 2^Kb + Rb x 2^Ka + xy 2^(Ka+Kb).
  unsigned K = std::min<unsigned>(64, A.Bits + B.Bits);
  K = std::min<unsigned>(K, std::min<unsigned>(64, B.Bits + tz(A.Rem)));
  K = std::min<unsigned>(K, std::min<unsigned>(64, A.Bits + tz(B.Rem)));
  if (A.isConstant() && B.isConstant())
    K = 64;
  Congruence C;
  C.Bits = K;
  C.Rem = (A.Rem * B.Rem) & lowMask(K);
  C.Src = worst(A.Src, B.Src);
  C.Origin = A.Origin ? A.Origin : B.Origin;
  return C;
}

Congruence ptx::joinCong(const Congruence &A, const Congruence &B) {
  Congruence C;
  C.Bits = std::min<unsigned>(std::min(A.Bits, B.Bits), tz(A.Rem ^ B.Rem));
  C.Rem = A.Rem & lowMask(C.Bits);
  C.Src = worst(A.Src, B.Src);
  C.Origin = A.Origin ? A.Origin : B.Origin;
  return C;
}

Congruence ptx::paramCongruence(const VarDecl &P, const Expr *Origin) {
  uint64_t Align = 0;
  bool IsPtr = false, Is64 = false;
  for (const DeclSpec &Sp : P.Specs) {
    if (Sp.K == DeclSpec::Align)
      Align = Sp.Value;
    if (Sp.W.Text == ".ptr")
      IsPtr = true;
    if (typeSizeBytes(Sp.W.Text) == 8)
      Is64 = true;
  }
  // PTX ISA 5.1.6.1: .ptr .align N is the least alignment of what the
  // pointer points to. Below the assumed 16 bytes of a 64-bit pointer it
  // adds nothing to the assumption (nvcc writes .align 1 for sm_100+).
  if (IsPtr && Align && (Align >= 16 || !Is64))
    return Congruence::aligned(Align, Congruence::Declared, Origin);
  if (Is64)
    return Congruence::aligned(16, Congruence::Assumed, Origin);
  return Congruence();
}

static Congruence truncate(Congruence C, unsigned Width) {
  if (Width && Width < 64 && C.Bits > Width) {
    if (C.Bits == 64)
      C.Rem &= lowMask(Width);
    // A constant truncated to the register width stays a constant.
    C.Bits = C.Bits == 64 ? 64 : Width;
  }
  return C;
}

ValueFacts::ValueFacts(FunctionIR &Fn, const AnalysisContext &C)
    : F(Fn), Ctx(C), Shape(C.launchShape(Fn.F)) {
  // Iterate to a fixed point: start from "no definition seen" and join the
  // value of every definition; congruences only lose bits, so this ends.
  Facts.assign(F.Regs.size(), Congruence());
  Seen.assign(F.Regs.size(), false);
  for (unsigned R = 0; R < F.Regs.size(); ++R)
    if (F.Regs[R].IsParam)
      Seen[R] = true; // unknown value on entry
  for (unsigned Iter = 0; Iter < 70; ++Iter) {
    bool Changed = false;
    for (const Inst &I : F.Insts) {
      if (I.Defs.size() != 1 || !F.Blocks[I.Block].Reachable)
        continue;
      unsigned R = I.Defs[0].Reg;
      if (R >= Facts.size()) { // registers interned after construction
        Facts.resize(F.Regs.size());
        Seen.resize(F.Regs.size(), false);
      }
      Congruence V = evalDef(I);
      Congruence New = Seen[R] ? joinCong(Facts[R], V) : V;
      if (!Seen[R] || !(New == Facts[R])) {
        Seen[R] = true;
        Facts[R] = New;
        Changed = true;
      }
    }
    // Registers written together with others (vectors, pairs) know nothing.
    for (const Inst &I : F.Insts)
      if (I.Defs.size() > 1)
        for (const RegRef &D : I.Defs) {
          if (D.Reg >= Facts.size()) {
            Facts.resize(F.Regs.size());
            Seen.resize(F.Regs.size(), false);
          }
          if (Facts[D.Reg].Bits || !Seen[D.Reg]) {
            Facts[D.Reg] = Congruence();
            Seen[D.Reg] = true;
            Changed = true;
          }
        }
    if (!Changed)
      break;
  }
  Facts.resize(F.Regs.size());
}

Congruence ValueFacts::symbol(const Expr *E) const {
  llvm::StringRef N = E->Name;
  if (auto R = F.lookupReg(N)) {
    if (*R < Facts.size())
      return Facts[*R];
    return Congruence();
  }
  // The block and grid dimensions of an exact launch shape (--block-dim,
  // .reqntid, --grid-dim): a thread count computed from blockDim.x is known.
  if (N.startswith("%ntid") || N.startswith("%nctaid")) {
    llvm::StringRef Base = N, Sel = E->Selector.Text;
    if (Sel.empty() && N.find('.') != llvm::StringRef::npos) {
      Sel = N.drop_front(N.find('.'));
      Base = N.take_front(N.find('.'));
    }
    int Dim = Sel == ".x" ? 0 : Sel == ".y" ? 1 : Sel == ".z" ? 2 : -1;
    if (Dim >= 0 && Base == "%ntid" && Shape.BlockKind == LaunchShape::Exact)
      return Congruence::constant(Shape.Block.V[Dim]);
    if (Dim >= 0 && Base == "%nctaid" && Shape.GridKnown)
      return Congruence::constant(Shape.Grid.V[Dim]);
  }
  auto Var = [&](const VarFacts &V) {
    return Congruence::aligned(V.Align, Congruence::Declared, E);
  };
  auto L = F.LocalVars.find(N);
  if (L != F.LocalVars.end())
    return Var(varFacts(*L->second));
  auto G = Ctx.Globals.find(N);
  if (G != Ctx.Globals.end())
    return Var(G->second);
  return Congruence();
}

Congruence ValueFacts::expr(const Expr *E) const {
  if (!E)
    return Congruence();
  switch (E->K) {
  case Expr::IntLit:
    return Congruence::constant(E->IntValue);
  case Expr::Symbol:
    return symbol(E);
  case Expr::Paren:
  case Expr::Cast:
    return expr(E->Sub[0]);
  case Expr::Unary:
    if (auto V = evalConstExpr(E))
      return Congruence::constant(*V);
    return Congruence();
  case Expr::Binary: {
    if (auto V = evalConstExpr(E))
      return Congruence::constant(*V);
    Congruence A = expr(E->Sub[0]), B = expr(E->Sub[1]);
    switch (static_cast<TokenKind>(E->Op)) {
    case TokenKind::Plus:
      return addCong(A, B);
    case TokenKind::Minus: {
      Congruence NB = B;
      NB.Rem = (0 - B.Rem) & lowMask(B.Bits);
      return addCong(A, NB);
    }
    default:
      return Congruence();
    }
  }
  case Expr::Address:
    return E->Sub.size() == 1 ? expr(E->Sub[0]) : Congruence();
  default:
    return Congruence();
  }
}

std::optional<uint64_t> ValueFacts::constant(const Expr *E) const {
  Congruence C = expr(E);
  if (C.isConstant())
    return C.Rem;
  return std::nullopt;
}

Congruence ValueFacts::address(const Expr *Addr) const { return expr(Addr); }

Congruence ValueFacts::evalDef(const Inst &I) const {
  const InstrStmt &S = *I.S;
  llvm::StringRef Op = S.Opcode.Text;
  unsigned Width = 0;
  for (const Word &M : S.Mods)
    if (unsigned B = typeSizeBytes(M.Text))
      Width = B * 8; // the last type (destination-first for cvt: take min below)
  if (opIs(Op, "cvt") || opIs(Op, "cvta"))
    for (const Word &M : S.Mods)
      if (unsigned B = typeSizeBytes(M.Text)) {
        Width = B * 8; // destination type comes first
        break;
      }
  auto Src = [&](unsigned K) {
    return K < S.Operands.size() ? expr(S.Operands[K]) : Congruence();
  };
  // A guarded definition may leave the old value: keep nothing certain.
  if (S.Guard)
    return Congruence();
  bool Wide = I.hasMod(".wide");
  if (opIs(Op, "mov") || opIs(Op, "cvta") || opIs(Op, "cvt")) {
    if (opIs(Op, "cvt")) {
      // Only integer-to-integer conversions keep low bits.
      for (const Word &M : S.Mods)
        if (M.Text.size() > 1 && M.Text[1] == 'f')
          return Congruence();
    }
    // mov of a kernel parameter's address is not a pointer value.
    return truncate(Src(1), Width);
  }
  // mapa (PTX ISA 9.7.10.22) maps the address of a shared variable to the
  // same variable in another CTA of the cluster: the offset in the CTA's
  // shared memory is kept, and every CTA's window starts at a 16-byte
  // boundary at least (a peer's float4 or bulk-copy destination at the same
  // offset is as aligned as the local one), so the address keeps its low 4
  // bits; it is no longer the constant it may have been.
  if (opIs(Op, "mapa")) {
    Congruence C = Src(1);
    if (C.Bits > 4) {
      C.Bits = 4;
      C.Rem &= 15;
    }
    return truncate(C, Width);
  }
  // A load from a local-depot slot, or of a call's result that is one of
  // its arguments: the value stored there / passed (nvcc -G).
  if (opIs(Op, "ld") && S.Operands.size() == 2 && I.Defs.size() == 1) {
    ValueOrigin O = traceDef(F, Ctx, static_cast<unsigned>(&I - F.Insts.data()));
    if (O.Steps && O.Root)
      return truncate(addCong(expr(O.Root), Congruence::constant(static_cast<uint64_t>(O.Add))),
                      Width);
    // A call's result that is an affine function of its arguments (an
    // out-of-line `p + 2*i`, a mapa of the argument: its low 4 bits).
    if (auto RF = callResultForm(F, Ctx, static_cast<unsigned>(&I - F.Insts.data()))) {
      Congruence C = Congruence::constant(static_cast<uint64_t>(RF->Const));
      for (const CallResultForm::Term &T : RF->Terms)
        C = addCong(C, mulCong(Congruence::constant(static_cast<uint64_t>(T.Scale)),
                               expr(T.Value)));
      if (C.Bits > RF->KeepBits) {
        C.Bits = RF->KeepBits;
        C.Rem &= lowMask(RF->KeepBits);
      }
      return truncate(C, Width);
    }
  }
  if (opIs(Op, "ld") && I.hasMod(".param") && S.Operands.size() == 2 &&
      S.Operands[1]->K == Expr::Address && S.Operands[1]->Sub.size() == 1) {
    // ld.param of a kernel pointer parameter: .ptr .align N, else assumed.
    const Expr *A = S.Operands[1]->Sub[0];
    if (A->K == Expr::Symbol && F.F.IsEntry) {
      for (const VarDecl *P : F.F.Params)
        for (const Declarator &D : P->Decls)
          if (D.Name.Text == A->Name) {
            Congruence C = paramCongruence(*P, A);
            if (C.Src == Congruence::Assumed && Width != 64)
              return Congruence();
            return C;
          }
    }
    return Congruence();
  }
  // selp d, a, b, p is a or b: what both keep (`selp.b64 %rd, 8, 2040, %p`,
  // a peer CTA's first or last float4 of a 16-byte aligned shared tile).
  if (opIs(Op, "selp") && S.Operands.size() == 4)
    return truncate(joinCong(Src(1), Src(2)), Width);
  if (opIs(Op, "add"))
    return truncate(addCong(Src(1), Src(2)), Wide ? 64 : Width);
  if (opIs(Op, "sub")) {
    Congruence B = Src(2);
    B.Rem = (0 - B.Rem) & lowMask(B.Bits);
    return truncate(addCong(Src(1), B), Width);
  }
  if (opIs(Op, "mul") && (I.hasMod(".lo") || Wide))
    return truncate(mulCong(Src(1), Src(2)), Wide ? 64 : Width);
  if (opIs(Op, "mad") && (I.hasMod(".lo") || Wide))
    return truncate(addCong(mulCong(Src(1), Src(2)), Src(3)), Wide ? 64 : Width);
  if (opIs(Op, "shl")) {
    Congruence A = Src(1), B = Src(2);
    if (!B.isConstant() || B.Rem >= 64)
      return Congruence();
    return truncate(mulCong(A, Congruence::constant(1ull << B.Rem)), Width);
  }
  if (opIs(Op, "and")) {
    Congruence A = Src(1), B = Src(2);
    if (A.isConstant() && B.isConstant())
      return truncate(Congruence::constant(A.Rem & B.Rem), Width);
    if (B.isConstant() || A.isConstant()) {
      const Congruence &K = B.isConstant() ? B : A, &X = B.isConstant() ? A : B;
      unsigned T = tz(K.Rem);
      Congruence C;
      C.Src = X.Src;
      C.Origin = X.Origin;
      if (X.Bits >= T) {
        C.Bits = X.Bits;
        C.Rem = X.Rem & K.Rem & lowMask(X.Bits);
      } else {
        C.Bits = std::min(T, 64u);
        C.Rem = 0;
      }
      return truncate(C, Width);
    }
    return Congruence();
  }
  if (opIs(Op, "or") || opIs(Op, "xor")) {
    Congruence A = Src(1), B = Src(2);
    if (A.isConstant() && B.isConstant())
      return truncate(Congruence::constant(opIs(Op, "or") ? (A.Rem | B.Rem) : (A.Rem ^ B.Rem)),
                      Width);
    unsigned K = std::min(A.Bits, B.Bits);
    Congruence C;
    C.Bits = K;
    C.Rem = (opIs(Op, "or") ? (A.Rem | B.Rem) : (A.Rem ^ B.Rem)) & lowMask(K);
    C.Src = worst(A.Src, B.Src);
    C.Origin = A.Origin ? A.Origin : B.Origin;
    return truncate(C, Width);
  }
  if (opIs(Op, "shr") || opIs(Op, "div") || opIs(Op, "rem") || opIs(Op, "not") || opIs(Op, "neg")) {
    Congruence A = Src(1), B = Src(2);
    if (A.isConstant() && (opIs(Op, "not") || opIs(Op, "neg")))
      return truncate(Congruence::constant(opIs(Op, "not") ? ~A.Rem : 0 - A.Rem), Width);
    if (A.isConstant() && B.isConstant() && B.Rem) {
      bool Signed = false;
      for (const Word &M : S.Mods)
        if (M.Text.startswith(".s") && typeSizeBytes(M.Text))
          Signed = true;
      if (!Signed) {
        uint64_t V = opIs(Op, "shr") ? (B.Rem < 64 ? A.Rem >> B.Rem : 0)
                     : opIs(Op, "div") ? A.Rem / B.Rem
                                   : A.Rem % B.Rem;
        return truncate(Congruence::constant(V), Width);
      }
    }
    if (opIs(Op, "rem") && B.isConstant() && B.Rem && (B.Rem & (B.Rem - 1)) == 0) {
      // x % 2^k (unsigned) keeps x's low k bits; a signed remainder may be negative.
      bool Signed = false;
      for (const Word &M : S.Mods)
        if (M.Text.startswith(".s") && typeSizeBytes(M.Text))
          Signed = true;
      if (!Signed) {
        Congruence C = A;
        C.Bits = std::min<unsigned>(A.Bits, tz(B.Rem));
        C.Rem &= lowMask(C.Bits);
        return C;
      }
    }
    return Congruence();
  }
  return Congruence();
}
