//===- AffineForms.cpp - affine address forms over thread ids -------------===//
#include "analyses/AffineForms.h"
#include "analyses/Interproc.h"
#include "lexer/Token.h"
#include "llvm/Support/MathExtras.h"

using namespace ptx;

llvm::StringRef ptx::threadVarName(ThreadVar V) {
  switch (V) {
  case ThreadVar::TidX: return "%tid.x";
  case ThreadVar::TidY: return "%tid.y";
  case ThreadVar::TidZ: return "%tid.z";
  case ThreadVar::CtaidX: return "%ctaid.x";
  case ThreadVar::CtaidY: return "%ctaid.y";
  case ThreadVar::CtaidZ: return "%ctaid.z";
  case ThreadVar::LaneId: return "%laneid";
  }
  return "?";
}

std::optional<ThreadVar> ptx::threadVarOf(const Expr *E) {
  if (!E || E->K != Expr::Symbol)
    return std::nullopt;
  auto [N, Sel, Dim] = splitSpecialReg(*E);
  if (N == "%laneid" && Sel.empty())
    return ThreadVar::LaneId;
  if (Dim < 0)
    return std::nullopt;
  if (N == "%tid")
    return static_cast<ThreadVar>(Dim);
  if (N == "%ctaid")
    return static_cast<ThreadVar>(3 + Dim);
  return std::nullopt;
}

void AffineForm::add(const AffineForm &O, int64_t Scale) {
  Const = static_cast<int64_t>(static_cast<uint64_t>(Const) +
                               static_cast<uint64_t>(O.Const) * static_cast<uint64_t>(Scale));
  for (const AffineTerm &T : O.Terms) {
    int64_t C = static_cast<int64_t>(static_cast<uint64_t>(T.Coef) * static_cast<uint64_t>(Scale));
    bool Merged = false;
    for (AffineTerm &Mine : Terms)
      if (Mine.Atom.sameAs(T.Atom)) {
        Mine.Coef = static_cast<int64_t>(static_cast<uint64_t>(Mine.Coef) + static_cast<uint64_t>(C));
        Merged = true;
        break;
      }
    if (!Merged)
      Terms.push_back({C, T.Atom});
  }
  llvm::erase_if(Terms, [](const AffineTerm &T) { return T.Coef == 0; });
}

void AffineForm::scale(int64_t S) {
  AffineForm Zero;
  Zero.add(*this, S);
  *this = Zero;
}

bool AffineForm::hasThreadPart() const {
  for (const AffineTerm &T : Terms)
    if (T.Atom.isThreadPart())
      return true;
  return false;
}

bool AffineForm::threadPartIsPure() const {
  for (const AffineTerm &T : Terms)
    if (T.Atom.K == AffineAtom::VaryingReg)
      return false;
  return true;
}

std::string AffineForm::str(const FunctionIR &F) const {
  std::string S;
  // Uniform part first (the base), then thread terms, then the constant.
  auto Emit = [&](const AffineTerm &T) {
    std::string Name;
    switch (T.Atom.K) {
    case AffineAtom::Thread: Name = threadVarName(T.Atom.Var).str(); break;
    case AffineAtom::VaryingReg:
    case AffineAtom::UniformReg: Name = F.Regs[T.Atom.Reg].Name.str(); break;
    case AffineAtom::Symbol:
    case AffineAtom::Param: Name = T.Atom.Name.str(); break;
    case AffineAtom::Stride: Name = "steps(" + F.Regs[T.Atom.Reg].Name.str() + ")"; break;
    }
    int64_t C = T.Coef;
    if (!S.empty())
      S += C < 0 ? " - " : " + ";
    else if (C < 0)
      S += "-";
    uint64_t Abs = C < 0 ? 0 - static_cast<uint64_t>(C) : static_cast<uint64_t>(C);
    if (Abs != 1)
      S += std::to_string(Abs) + "*";
    S += Name;
  };
  for (const AffineTerm &T : Terms)
    if (!T.Atom.isThreadPart())
      Emit(T);
  for (const AffineTerm &T : Terms)
    if (T.Atom.isThreadPart())
      Emit(T);
  if (Const || S.empty()) {
    if (S.empty())
      S = std::to_string(Const);
    else
      S += (Const < 0 ? " - " : " + ") +
           std::to_string(Const < 0 ? 0 - static_cast<uint64_t>(Const) : static_cast<uint64_t>(Const));
  }
  return S;
}

AffineForms::AffineForms(FunctionIR &Fn, const AnalysisContext &C, const Uniformity &U,
                         const LaunchShape &S)
    : F(Fn), Ctx(C), Uni(U), Shape(S) {}

AffineForm AffineForms::opaque(unsigned R) {
  AffineAtom A;
  A.K = Uni.reg(R) == Level::Uniform ? AffineAtom::UniformReg : AffineAtom::VaryingReg;
  A.Reg = R;
  return AffineForm::atom(A);
}

std::optional<AffineForm> AffineForms::reg(unsigned R) {
  auto It = Memo.find(R);
  if (It != Memo.end())
    return It->second;
  if (R >= F.Regs.size() || InProgress.lookup(R) || Depth > 64)
    return opaque(R);
  int D = F.Regs[R].IsParam ? -1 : F.uniqueDef(R);
  std::optional<AffineForm> Res;
  if (D >= 0 && F.Insts[D].Defs.size() == 1) {
    InProgress[R] = true;
    ++Depth;
    Res = evalDef(R, F.Insts[D]);
    --Depth;
    InProgress[R] = false;
  }
  if (!Res && D < 0 && !F.Regs[R].IsParam) {
    InProgress[R] = true;
    ++Depth;
    Res = induction(R);
    --Depth;
    InProgress[R] = false;
  }
  if (!Res)
    Res = opaque(R);
  Memo[R] = Res;
  return Res;
}

/// The value write \p D of a thread-varying register written more than once
/// gives it, as an atom of its own (the solver encodes that write: nvcc -O3's
/// signed division `t / 16` of a thread id, the start of a row counter that a
/// loop then steps by 16).
std::optional<AffineForm> AffineForms::written(unsigned R, unsigned D) {
  if (Uni.reg(R) == Level::Uniform || F.Regs[R].IsParam)
    return std::nullopt;
  AffineAtom A;
  A.K = AffineAtom::VaryingReg;
  A.Reg = R;
  A.Def = static_cast<int>(D);
  return AffineForm::atom(A);
}

std::optional<AffineForm> AffineForms::reaching(unsigned R) {
  llvm::SmallVector<unsigned, 4> Defs;
  if (!F.reachingDefs(R, static_cast<unsigned>(UseAt), Defs) || Defs.size() != 1)
    return std::nullopt;
  unsigned D = Defs[0];
  const Inst &I = F.Insts[D];
  if (I.isGuarded() || I.Defs.size() != 1 || Depth > 64)
    return std::nullopt;
  auto Key = std::make_pair(R, D);
  if (auto It = MemoAt.find(Key); It != MemoAt.end())
    return It->second;
  if (InProgressAt.lookup(Key))
    return std::nullopt;
  InProgressAt[Key] = true;
  ++Depth;
  std::optional<AffineForm> Res = evalDef(R, I);
  --Depth;
  InProgressAt[Key] = false;
  if (!Res)
    Res = written(R, D);
  MemoAt[Key] = Res;
  return Res;
}

/// A thread-varying register written once to start it and otherwise only
/// by `add R, R, s` / `add R, s, R` / `sub R, R, s` with s the same in every
/// thread (a constant or a uniform register), every such write with the same
/// step s (nvcc -O3 steps one grid-stride counter in both the vector loop
/// and the scalar fallback loop of a kernel: `add %rd31, %rd31, %rd4` twice).
/// Every value it holds is the start plus a (signed) number of steps taken
/// since: the start's form plus a Stride atom.
std::optional<AffineForm> AffineForms::induction(unsigned R) {
  if (Uni.reg(R) == Level::Uniform)
    return std::nullopt;
  auto Defs = F.defsOf(R);
  if (Defs.size() < 2 || Defs.size() > 8)
    return std::nullopt;
  auto IsR = [&](const Expr *E) {
    return E && E->K == Expr::Symbol && F.lookupReg(E->Name) == std::optional<unsigned>(R);
  };
  // The step of a stepping write, or nullptr when \p S is not one.
  auto StepOf = [&](const Inst &S) -> const Expr * {
    if (S.isGuarded() || S.Defs.size() != 1 || S.S->Operands.size() != 3 || S.hasMod(".sat") ||
        S.hasMod(".cc"))
      return nullptr;
    bool Add = S.opcode() == "add", Sub = S.opcode() == "sub";
    const Expr *Step = nullptr;
    if ((Add || Sub) && IsR(S.S->Operands[1]))
      Step = S.S->Operands[2];
    else if (Add && IsR(S.S->Operands[2]))
      Step = S.S->Operands[1];
    if (!Step || IsR(Step) || Uni.expr(Step) != Level::Uniform)
      return nullptr;
    return Step;
  };
  auto SameStep = [](const Expr *A, const Expr *B) {
    if (A->K != B->K)
      return false;
    if (A->K == Expr::IntLit)
      return A->IntValue == B->IntValue;
    return A->K == Expr::Symbol && A->Name == B->Name && A->Selector.Text == B->Selector.Text;
  };
  int Start = -1;
  const Expr *Step = nullptr;
  for (unsigned D : Defs) {
    if (const Expr *St = StepOf(F.Insts[D])) {
      if (Step && !SameStep(Step, St))
        return std::nullopt;
      Step = St;
      continue;
    }
    if (Start >= 0)
      return std::nullopt; // two writes that are not steps
    Start = static_cast<int>(D);
  }
  if (Start < 0 || !Step)
    return std::nullopt;
  const Inst &I = F.Insts[Start];
  if (I.isGuarded() || I.Defs.size() != 1)
    return std::nullopt;
  // The start must not read R itself.
  for (const RegRef &U : I.Uses)
    if (U.Reg == R)
      return std::nullopt;
  auto Res = evalDef(R, I);
  if (!Res && WrittenStarts)
    Res = written(R, static_cast<unsigned>(Start));
  if (!Res)
    return std::nullopt;
  AffineAtom A;
  A.K = AffineAtom::Stride;
  A.Reg = R;
  A.Origin = Step;
  Res->add(AffineForm::atom(A));
  return Res;
}

std::optional<AffineForm> AffineForms::expr(const Expr *E) {
  if (!E)
    return std::nullopt;
  switch (E->K) {
  case Expr::IntLit:
    return AffineForm::constant(static_cast<int64_t>(E->IntValue));
  case Expr::Paren:
  case Expr::Cast:
    return expr(E->Sub[0]);
  case Expr::Unary:
    if (auto V = evalConstExpr(E))
      return AffineForm::constant(*V);
    if (static_cast<TokenKind>(E->Op) == TokenKind::Minus)
      if (auto A = expr(E->Sub[0])) {
        A->scale(-1);
        return A;
      }
    return std::nullopt;
  case Expr::Binary: {
    if (auto V = evalConstExpr(E))
      return AffineForm::constant(*V);
    auto Op = static_cast<TokenKind>(E->Op);
    if (Op != TokenKind::Plus && Op != TokenKind::Minus)
      return std::nullopt;
    auto A = expr(E->Sub[0]), B = expr(E->Sub[1]);
    if (!A || !B)
      return std::nullopt;
    A->add(*B, Op == TokenKind::Plus ? 1 : -1);
    return A;
  }
  case Expr::Symbol: {
    if (auto R = F.lookupReg(E->Name)) {
      if (UseAt >= 0 && *R < F.Regs.size() && !F.Regs[*R].IsParam && F.uniqueDef(*R) < 0)
        if (auto Fm = reaching(*R))
          return Fm;
      return reg(*R);
    }
    if (auto V = threadVarOf(E)) {
      AffineAtom A;
      A.K = AffineAtom::Thread;
      A.Var = *V;
      return AffineForm::atom(A);
    }
    if (E->Name.startswith("%")) {
      // %ntid with an exact launch shape is a constant.
      if (E->Name.startswith("%ntid") && Shape.BlockKind == LaunchShape::Exact) {
        llvm::StringRef Sel = E->Selector.Text.empty() ? E->Name.drop_front(5) : E->Selector.Text;
        int Dim = Sel == ".x" ? 0 : Sel == ".y" ? 1 : Sel == ".z" ? 2 : -1;
        if (Dim >= 0)
          return AffineForm::constant(static_cast<int64_t>(Shape.Block.V[Dim]));
      }
      return std::nullopt;
    }
    if (F.LocalVars.count(E->Name) || Ctx.Globals.count(E->Name)) {
      AffineAtom A;
      A.K = AffineAtom::Symbol;
      A.Name = E->Name;
      A.Origin = E;
      return AffineForm::atom(A);
    }
    return std::nullopt;
  }
  case Expr::Address:
    return E->Sub.size() == 1 ? expr(E->Sub[0]) : std::nullopt;
  default:
    return std::nullopt;
  }
}

std::optional<AffineForm> AffineForms::address(const Expr *Addr) { return expr(Addr); }

/// The value of a kernel parameter read by `ld.param d, [p]`.
std::optional<AffineForm> AffineForms::paramLoad(const Inst &I) {
  const InstrStmt &S = *I.S;
  if (!F.F.IsEntry || S.Operands.size() != 2 || S.Operands[1]->K != Expr::Address ||
      S.Operands[1]->Sub.size() != 1 || S.Operands[1]->Sub[0]->K != Expr::Symbol)
    return std::nullopt;
  const Expr *A = S.Operands[1]->Sub[0];
  for (const VarDecl *P : F.F.Params)
    for (const Declarator &D : P->Decls)
      if (D.Name.Text == A->Name && !D.HasDims) {
        AffineAtom At;
        At.K = AffineAtom::Param;
        At.Name = A->Name;
        At.Origin = A;
        return AffineForm::atom(At);
      }
  return std::nullopt;
}

/// The single write of the register operand \p E, if it has one.
static const Inst *soleWrite(FunctionIR &F, const Expr *E) {
  if (!E || E->K != Expr::Symbol)
    return nullptr;
  auto R = F.lookupReg(E->Name);
  int D = R ? F.uniqueDef(*R) : -1;
  if (D < 0 || F.Insts[D].isGuarded() || F.Insts[D].Defs.size() != 1)
    return nullptr;
  return &F.Insts[D];
}

unsigned AffineForms::lowZeroBits(const Expr *E, unsigned Depth) {
  if (auto C = evalConstExpr(E))
    return *C == 0 ? 64 : llvm::countTrailingZeros(static_cast<uint64_t>(*C));
  const Inst *D = Depth < 8 ? soleWrite(F, E) : nullptr;
  if (!D || D->S->Operands.size() != 3)
    return 0;
  llvm::StringRef Op = D->opcode();
  const auto &Ops = D->S->Operands;
  if (Op == "shl")
    if (auto K = evalConstExpr(Ops[2]); K && *K >= 0 && *K < 64)
      return static_cast<unsigned>(*K) + lowZeroBits(Ops[1], Depth + 1);
  if (Op == "and")
    return std::max(lowZeroBits(Ops[1], Depth + 1), lowZeroBits(Ops[2], Depth + 1));
  if (Op == "mul" && D->hasMod(".lo"))
    return std::min<unsigned>(64, lowZeroBits(Ops[1], Depth + 1) + lowZeroBits(Ops[2], Depth + 1));
  return 0;
}

int AffineForms::valueBits(const Expr *E, unsigned Depth) {
  if (auto C = evalConstExpr(E))
    return *C < 0 ? -1 : 64 - static_cast<int>(llvm::countLeadingZeros(static_cast<uint64_t>(*C)));
  const Inst *D = Depth < 8 ? soleWrite(F, E) : nullptr;
  if (!D || D->S->Operands.size() != 3 || D->opcode() != "and")
    return -1;
  int A = valueBits(D->S->Operands[1], Depth + 1), B = valueBits(D->S->Operands[2], Depth + 1);
  if (A < 0)
    return B;
  return B < 0 ? A : std::min(A, B);
}

std::optional<AffineForm> AffineForms::evalDef(unsigned R, const Inst &I) {
  // The operands are read at I.
  struct UseSite {
    int &At, Saved;
    UseSite(int &A, int To) : At(A), Saved(A) { At = To; }
    ~UseSite() { At = Saved; }
  } Site(UseAt, static_cast<int>(&I - F.Insts.data()));
  const InstrStmt &S = *I.S;
  if (S.Guard)
    return std::nullopt;
  llvm::StringRef Op = S.Opcode.Text;
  auto Src = [&](unsigned K) -> std::optional<AffineForm> {
    return K < S.Operands.size() ? expr(S.Operands[K]) : std::nullopt;
  };
  bool Float = false;
  for (const Word &M : S.Mods)
    if (M.Text.size() > 2 && M.Text[1] == 'f' && typeSizeBytes(M.Text))
      Float = true;
  if (Float)
    return std::nullopt;
  if (Op == "mov" || Op == "cvta")
    return Src(1);
  if (Op == "cvt") {
    // Integer conversions keep the low bits; saturation does not.
    if (I.hasMod(".sat"))
      return std::nullopt;
    return Src(1);
  }
  if (Op == "ld") {
    // Local-depot slots and calls that return an argument (nvcc -G).
    ValueOrigin O = traceDef(F, Ctx, static_cast<unsigned>(&I - F.Insts.data()));
    if (O.Steps && O.Root)
      if (auto A = expr(O.Root)) {
        A->add(AffineForm::constant(O.Add));
        return A;
      }
    // A call's result that is an affine function of its arguments (an
    // out-of-line `p + 2*i`): that function of the argument forms, each
    // read where the call passes it. (A mapa result, exact only in its low
    // bits, stays an atom with ValueFacts' congruence.)
    if (auto RF = callResultForm(F, Ctx, static_cast<unsigned>(&I - F.Insts.data()));
        RF && RF->KeepBits == 64) {
      AffineForm Sum = AffineForm::constant(RF->Const);
      bool Ok = true;
      for (const CallResultForm::Term &T : RF->Terms) {
        UseSite At(UseAt, static_cast<int>(T.Store));
        auto A = expr(T.Value);
        if (!A) {
          Ok = false;
          break;
        }
        Sum.add(*A, T.Scale);
      }
      if (Ok)
        return Sum;
    }
  }
  if (Op == "ld" && I.hasMod(".param"))
    return paramLoad(I);
  if ((Op == "add" || Op == "sub") && !I.hasMod(".sat") && !I.hasMod(".cc")) {
    auto A = Src(1), B = Src(2);
    if (!A || !B)
      return std::nullopt;
    A->add(*B, Op == "add" ? 1 : -1);
    return A;
  }
  bool Lo = I.hasMod(".lo") || I.hasMod(".wide");
  if ((Op == "mul" || Op == "mad") && Lo) {
    auto A = Src(1), B = Src(2);
    if (!A || !B)
      return std::nullopt;
    AffineForm P;
    if (B->isConstant()) {
      P = *A;
      P.scale(B->Const);
    } else if (A->isConstant()) {
      P = *B;
      P.scale(A->Const);
    } else {
      return std::nullopt; // a product of two unknowns: an atom
    }
    if (Op == "mad") {
      auto C = Src(3);
      if (!C)
        return std::nullopt;
      P.add(*C);
    }
    return P;
  }
  if (Op == "shl") {
    auto A = Src(1), B = Src(2);
    unsigned W = 0;
    for (const Word &M : S.Mods)
      if (unsigned Sz = typeSizeBytes(M.Text))
        W = Sz * 8;
    if (!A || !B || !B->isConstant() || B->Const < 0 || B->Const >= (W ? W : 64))
      return std::nullopt;
    A->scale(static_cast<int64_t>(1ull << B->Const));
    return A;
  }
  if (Op == "or" && S.Operands.size() == 3 && !I.hasMod(".pred")) {
    // Disjoint bit fields: `or` is `add` when one operand has no bits where
    // the other may have some (nvcc -O3 builds `(g << 7) | ((t << 3) & 120)`
    // for `g * 128 + 8 * (t % 16)`).
    for (unsigned K = 1; K <= 2; ++K) {
      unsigned Low = lowZeroBits(S.Operands[K], 0);
      int Bits = Low ? valueBits(S.Operands[3 - K], 0) : -1;
      if (Bits >= 0 && static_cast<unsigned>(Bits) <= Low) {
        auto A = Src(1), B = Src(2);
        if (!A || !B)
          return std::nullopt;
        A->add(*B);
        return A;
      }
    }
    return std::nullopt;
  }
  if (Op == "bfi" && S.Operands.size() == 5) {
    // bfi d, a, b, pos, len with pos + len the register width inserts a
    // above b's low pos bits: d = b + (a << pos) when b has no bits from
    // pos up (`and b, x, 15`, a constant): nvcc's `row = warp * 16 +
    // (lane & 15)` is `bfi.b32 %r, warp, lane & 15, 4, 28`.
    unsigned W = 0;
    for (const Word &M : S.Mods)
      if (unsigned Sz = typeSizeBytes(M.Text))
        W = Sz * 8;
    auto Pos = evalConstExpr(S.Operands[3]), Len = evalConstExpr(S.Operands[4]);
    if (!W || !Pos || !Len || *Pos <= 0 || *Len <= 0 || *Pos + *Len != W)
      return std::nullopt;
    auto Below = [&](const Expr *E) {
      if (auto C = evalConstExpr(E))
        return *C >= 0 && *C < (int64_t(1) << *Pos);
      if (E->K != Expr::Symbol)
        return false;
      auto Reg = F.lookupReg(E->Name);
      int D = Reg ? F.uniqueDef(*Reg) : -1;
      if (D < 0 || F.Insts[D].opcode() != "and" || F.Insts[D].S->Operands.size() != 3)
        return false;
      for (unsigned K = 1; K <= 2; ++K)
        if (auto M = evalConstExpr(F.Insts[D].S->Operands[K]))
          if (*M >= 0 && *M < (int64_t(1) << *Pos))
            return true;
      return false;
    };
    if (!Below(S.Operands[2]))
      return std::nullopt;
    auto A = Src(1), B = Src(2);
    if (!A || !B)
      return std::nullopt;
    A->scale(static_cast<int64_t>(1ull << *Pos));
    A->add(*B);
    return A;
  }
  (void)R;
  return std::nullopt;
}

Congruence AffineForms::atomCongruence(const AffineAtom &A, const ValueFacts &V) const {
  switch (A.K) {
  case AffineAtom::Thread:
    return Congruence();
  case AffineAtom::Stride:
    // Some number of steps: a multiple of the step.
    return mulCong(Congruence(), V.expr(A.Origin));
  case AffineAtom::VaryingReg:
  case AffineAtom::UniformReg:
    return V.reg(A.Reg);
  case AffineAtom::Symbol: {
    auto L = F.LocalVars.find(A.Name);
    if (L != F.LocalVars.end())
      return Congruence::aligned(varFacts(*L->second).Align, Congruence::Declared, A.Origin);
    auto G = Ctx.Globals.find(A.Name);
    if (G != Ctx.Globals.end())
      return Congruence::aligned(G->second.Align, Congruence::Declared, A.Origin);
    return Congruence();
  }
  case AffineAtom::Param:
    for (const VarDecl *P : F.F.Params)
      for (const Declarator &D : P->Decls)
        if (D.Name.Text == A.Name)
          return paramCongruence(*P, A.Origin);
    return Congruence();
  }
  return Congruence();
}

Congruence AffineForms::uniformPart(const AffineForm &Fm, const ValueFacts &V) const {
  Congruence C = Congruence::constant(0);
  for (const AffineTerm &T : Fm.Terms)
    if (!T.Atom.isThreadPart())
      C = addCong(C, mulCong(Congruence::constant(static_cast<uint64_t>(T.Coef)),
                             atomCongruence(T.Atom, V)));
  return C;
}

Congruence AffineForms::threadPart(const AffineForm &Fm, const ValueFacts &V) const {
  Congruence C = Congruence::constant(static_cast<uint64_t>(Fm.Const));
  for (const AffineTerm &T : Fm.Terms)
    if (T.Atom.isThreadPart())
      C = addCong(C, mulCong(Congruence::constant(static_cast<uint64_t>(T.Coef)),
                             atomCongruence(T.Atom, V)));
  return C;
}
