//===- ThreadFormula.cpp - bit-precise SMT-LIB2 encoding of registers -----===//
#include "analyses/ThreadFormula.h"
#include "analyses/SmtTerms.h"
#include <cstring>
#include <functional>
#include "analyses/Dominators.h"
#include "analyses/Interproc.h"
#include "lexer/Token.h"

using namespace ptx;
using namespace ptx::smtterms;

std::string ptx::bvLit(uint64_t V, unsigned Width) {
  if (Width < 64)
    V &= (1ull << Width) - 1;
  return "(_ bv" + std::to_string(V) + " " + std::to_string(Width) + ")";
}

namespace {
/// Sets the instruction whose operands are being encoded, for a scope.
struct ReaderScope {
  const Inst *&Slot;
  const Inst *Old;
  ReaderScope(const Inst *&S, const Inst *New) : Slot(S), Old(S) { Slot = New; }
  ~ReaderScope() { Slot = Old; }
};
} // namespace

std::string ThreadFormula::tidName(unsigned Dim, unsigned K) {
  static const char *const N[3] = {"%tid.x#", "%tid.y#", "%tid.z#"};
  std::string S = N[Dim];
  S += std::to_string(K);
  return S;
}

ThreadFormula::ThreadFormula(FunctionIR &Fn, const Uniformity &U, const ValueFacts &V,
                             const AnalysisContext &C, const LaunchShape &S)
    : F(Fn), Uni(U), Values(V), Ctx(C), Shape(S) {}

unsigned ThreadFormula::regWidth(unsigned R) const {
  llvm::StringRef T = F.Regs[R].Type;
  if (T == ".pred")
    return 0;
  unsigned B = typeSizeBytes(T);
  return B ? B * 8 : 64;
}

void ThreadFormula::require(const std::string &B) { Asserts += "(assert " + B + ")\n"; }

bool ThreadFormula::forEachRunCondition(const Inst &I, unsigned K, const ControlDeps &CD,
                                        llvm::function_ref<void(const std::string &)> Cond,
                                        bool &AllKnown) {
  if (I.Guard >= 0) {
    if (auto G = guard(I, K))
      Cond(*G);
    else if (Uni.reg(I.Guard) != Level::Uniform)
      return false;
    else
      AllKnown = false;
  }
  for (const ControlLiteral &L : CD.of(I.Block)) {
    // A branch in a block the access's block dominates (a loop's test
    // after the access) runs only after the access has run once: it does
    // not decide whether the thread runs it (its first execution).
    if (CD.dominators().dominates(I.Block, L.Block))
      continue;
    // On the first trip through every loop around I (FirstTrips), a loop's
    // test that decides only whether the loop goes round again has not
    // decided anything yet.
    if (FirstTrips && UseFirstIteration && !AnyIteration && !UniformCounters &&
        CD.decidesOnlyByBackEdge(L.Block, I.Block))
      continue;
    std::optional<std::string> C;
    if (L.Literal)
      C = guard(F.Insts[L.Inst], K);
    if (C)
      Cond(L.Taken ? *C : "(not " + *C + ")");
    else if (Uni.branchLevel(L.Block) == Level::Uniform ||
             (SameWarp && Uni.branchLevel(L.Block) == Level::WarpUniform))
      AllKnown = false; // the same way in every copy (of one warp)
    else
      return false;
  }
  // Branches around a trap: a block that dominates I's and branches to a
  // region that only ends in a trap (an assert's or cooperative groups'
  // invalid-size path) was left on the other side by every thread that
  // reaches I. Control dependence leaves them out (the trap aborts the
  // launch, so they split no barrier), but the condition still holds here.
  const DomTree &Dom = CD.dominators();
  for (unsigned B = I.Block, Steps = 0; B != Dom.root() && Steps <= F.numBlocks(); ++Steps) {
    unsigned X = Dom.idom(B);
    if (X >= F.numBlocks())
      break;
    B = X;
    const BasicBlock &BB = F.Blocks[X];
    if (BB.End <= BB.Begin || BB.Succs.size() != 2)
      continue;
    const Inst &T = F.Insts[BB.End - 1];
    if (T.Kind != InstKind::Branch || T.Guard < 0)
      continue;
    unsigned Fall = F.numBlocks(), Target = F.numBlocks();
    for (unsigned S : BB.Succs)
      (F.Blocks[S].Begin == BB.End ? Fall : Target) = S;
    if (Fall >= F.numBlocks() || Target >= F.numBlocks() ||
        F.Blocks[Fall].TrapOnly == F.Blocks[Target].TrapOnly)
      continue;
    if (auto G = guard(T, K))
      Cond(F.Blocks[Fall].TrapOnly ? *G : "(not " + *G + ")");
  }
  return true;
}

bool ThreadFormula::requireRuns(const Inst &I, unsigned K, const ControlDeps &CD,
                                bool &AllKnown) {
  return forEachRunCondition(
      I, K, CD, [&](const std::string &C) { require(C); }, AllKnown);
}

std::optional<std::string> ThreadFormula::runsTerm(const Inst &I, unsigned K,
                                                   const ControlDeps &CD) {
  std::string T = "true";
  bool Ignored = true; // uniform conditions left out are the same in every thread
  if (!forEachRunCondition(
          I, K, CD, [&](const std::string &C) { T = T == "true" ? C : app("and", T, C); },
          Ignored))
    return std::nullopt;
  return T;
}

std::optional<std::string>
ThreadFormula::reachTerm(unsigned B, unsigned K, const ControlDeps &CD,
                         llvm::SmallVectorImpl<unsigned> &LoopBlocks) {
  const unsigned N = F.numBlocks();
  llvm::DenseMap<unsigned, std::string> Memo;
  unsigned Budget = 64;               // blocks visited
  const size_t MaxTerm = 1u << 16;    // characters of one block's term
  // "X goes to Y": the guard of X's transfer, or its negation for the
  // fall-through successor.
  auto Edge = [&](unsigned X, unsigned Y) -> std::optional<std::string> {
    const BasicBlock &BB = F.Blocks[X];
    if (BB.End <= BB.Begin)
      return std::nullopt;
    const Inst &T = F.Insts[BB.End - 1];
    bool Transfer = T.Kind == InstKind::Branch || T.Kind == InstKind::Ret ||
                    T.Kind == InstKind::Exit || T.Kind == InstKind::Trap;
    if (!Transfer || T.Guard < 0)
      return std::nullopt; // brx.idx, or a split this term does not know
    unsigned Fall = N, Target = N;
    if (T.Kind == InstKind::Branch) {
      for (unsigned S : BB.Succs)
        (F.Blocks[S].Begin == BB.End ? Fall : Target) = S;
    } else if (BB.Succs.size() == 1) {
      Fall = BB.Succs[0];
    }
    if (Y == Fall && Y == Target)
      return std::string("true");
    auto G = guard(T, K);
    if (!G)
      return std::nullopt;
    if (Y == Fall)
      return "(not " + *G + ")";
    if (Y == Target)
      return *G;
    return std::nullopt;
  };
  std::function<std::optional<std::string>(unsigned)> Runs =
      [&](unsigned Z) -> std::optional<std::string> {
    auto It = Memo.find(Z);
    if (It != Memo.end())
      return It->second;
    if (Budget == 0)
      return std::nullopt;
    --Budget;
    std::string T;
    for (auto [X, Y] : CD.directEdges(Z)) {
      std::vector<ControlLiteral> Anc = CD.of(X);
      bool Cyclic = X == Z || llvm::any_of(Anc, [&](const ControlLiteral &L) {
                      return L.Block == Z;
                    });
      if (Cyclic) {
        // The blocks of the cycle deciding whether X runs (Z decides one of
        // them or is one); a decider outside it must decide Z too, so that
        // it is in Z's own term.
        LoopBlocks.push_back(X);
        std::vector<ControlLiteral> AncZ = CD.of(Z);
        for (const ControlLiteral &L : Anc) {
          bool InCycle = L.Block == Z || llvm::any_of(CD.of(L.Block), [&](const ControlLiteral &M) {
                           return M.Block == Z;
                         });
          if (InCycle)
            LoopBlocks.push_back(L.Block);
          else if (llvm::none_of(AncZ, [&](const ControlLiteral &M) { return M.Block == L.Block; }))
            return std::nullopt;
        }
        continue;
      }
      auto C = Edge(X, Y);
      if (!C)
        return std::nullopt;
      auto R = Runs(X);
      if (!R)
        return std::nullopt;
      std::string D = *R == "true" ? *C : (*C == "true" ? *R : app("and", *R, *C));
      T = T.empty() ? D : app("or", T, D);
      if (T.size() > MaxTerm)
        return std::nullopt;
    }
    // No dependence but back edges: the block runs whenever the function
    // (or the loop around it) does.
    if (T.empty())
      T = "true";
    Memo[Z] = T;
    return T;
  };
  if (B >= N)
    return std::nullopt;
  return Runs(B);
}

std::string ThreadFormula::name(llvm::StringRef Name, const std::string &Term) {
  std::string Q = quote(Name);
  Decls += "(declare-const " + Q + " (_ BitVec 64))\n";
  require(app("=", Q, Term));
  return Q;
}

std::string ThreadFormula::anyValue(llvm::StringRef Name) {
  std::string Q = quote(Name);
  Decls += "(declare-const " + Q + " (_ BitVec 64))\n";
  return Q;
}

std::string ThreadFormula::text() const { return Decls + Defs + Asserts; }

smt::Result ThreadFormula::solveMinimal(smt::Solver &S, llvm::StringRef Name, unsigned Copies,
                                        bool SmallUnknowns) const {
  std::string Text = text();
  smt::Result R = S.check(Text, Name);
  if (!R.isSat())
    return R;
  std::string MinName = (Name + ".min").str();
  // Lowers Hi, the least value of constant Key (Var in the text, W bits)
  // known so far, by bisection down to Lo; R keeps the last model.
  auto Bisect = [&](const std::string &Key, const std::string &Var, unsigned W, uint64_t Lo,
                    uint64_t &Hi) {
    while (Lo < Hi) {
      uint64_t Mid = Lo + (Hi - Lo) / 2;
      smt::Result Try =
          S.check(Text + "(assert (bvule " + Var + " " + bvLit(Mid, W) + "))\n", MinName);
      if (Try.isSat()) {
        R = std::move(Try);
        Hi = std::min<uint64_t>(Mid, R.Model.lookup(Key));
      } else if (Try.isUnsat()) {
        Lo = Mid + 1;
      } else {
        break;
      }
    }
  };
  for (unsigned K = 0; K < Copies; ++K)
    for (unsigned D = 0; D < 3; ++D) {
      std::string Tid = tidName(D, K), Var = quote(Tid);
      uint64_t Hi = R.Model.lookup(Tid);
      Bisect(Tid, Var, 32, 0, Hi);
      Text += "(assert (= " + Var + " " + bvLit(Hi, 32) + "))\n";
    }
  if (!SmallUnknowns)
    return R;
  // The unknowns a finding names (parameter values), each as small as the
  // solver allows within a bound (a few queries each): `n = 2` reads better
  // than the first model's `n = 1073741824`. A value that cannot be 64 or
  // less keeps the model's.
  const uint64_t Small = 64;
  for (const std::string &U : Unknowns) {
    auto It = UnknownFacts.find(U);
    unsigned W = It == UnknownFacts.end() ? 0 : It->second.first;
    if (!W || W > 64)
      continue;
    std::string Var = quote(U);
    uint64_t Lo = 0, Hi = R.Model.lookup(U);
    if (Hi > Small) {
      smt::Result Try =
          S.check(Text + "(assert (bvule " + Var + " " + bvLit(Small, W) + "))\n", MinName);
      if (Try.isSat())
        R = std::move(Try), Hi = R.Model.lookup(U);
      else
        Lo = Hi; // keep it
    }
    Bisect(U, Var, W, Lo, Hi);
    Text += "(assert (= " + Var + " " + bvLit(R.Model.lookup(U), W) + "))\n";
  }
  return R;
}

void ThreadFormula::addThread(unsigned K, uint64_t AssumeX) {
  for (unsigned D = 0; D < 3; ++D) {
    std::string N = quote(tidName(D, K));
    Decls += "(declare-const " + N + " (_ BitVec 32))\n";
    if (Shape.BlockKind == LaunchShape::Exact) {
      require(app("bvult", N, bvLit(Shape.Block.V[D], 32)));
    } else if (D == 0) {
      // The smallest block the analyses assume: 32 threads along x (fewer
      // if .maxntid says so).
      uint64_t X = AssumeX;
      if (Shape.BlockKind == LaunchShape::Bounded)
        X = std::min<uint64_t>(X, Shape.Block.V[0]);
      require(app("bvult", N, bvLit(X, 32)));
    } else {
      require(app("=", N, bvLit(0, 32)));
    }
  }
}

std::string ThreadFormula::uniformConst(llvm::StringRef Name, unsigned Width,
                                        const Congruence &C) {
  std::string Q = quote(Name);
  if (Declared.insert(Name).second) {
    Decls += "(declare-const " + Q + (Width ? " (_ BitVec " + std::to_string(Width) + "))\n"
                                            : " Bool)\n");
    if (Width && C.Bits && !C.isConstant() && C.Src == Congruence::Declared) {
      unsigned B = std::min<unsigned>(C.Bits, Width);
      require(app("=", "((_ extract " + std::to_string(B - 1) + " 0) " + Q + ")",
                  bvLit(C.Rem, B)));
    }
    Unknowns.push_back(Name.str());
    UnknownFacts[Name] = {Width, C};
  }
  return Q;
}

void ThreadFormula::requireMultiple(llvm::ArrayRef<std::string> Names, unsigned Bits) {
  for (const std::string &N : Names) {
    auto It = UnknownFacts.find(N);
    if (It == UnknownFacts.end() || !It->second.first || !Bits)
      continue;
    unsigned W = It->second.first;
    const Congruence &C = It->second.second;
    unsigned B = std::min(Bits, W);
    if (C.Src == Congruence::Declared && C.Bits &&
        (C.Rem & ((1ull << std::min<unsigned>(std::min<unsigned>(B, C.Bits), 63)) - 1)))
      continue; // known not to be a multiple
    require(app("=", "((_ extract " + std::to_string(B - 1) + " 0) " + quote(N) + ")",
                bvLit(0, B)));
  }
}

std::optional<std::string> ThreadFormula::threadVar(ThreadVar V, unsigned K) {
  switch (V) {
  case ThreadVar::TidX:
  case ThreadVar::TidY:
  case ThreadVar::TidZ:
    return quote(tidName(static_cast<unsigned>(V), K));
  case ThreadVar::CtaidX:
  case ThreadVar::CtaidY:
  case ThreadVar::CtaidZ: {
    unsigned D = static_cast<unsigned>(V) - 3;
    std::string Name = threadVarName(V).str();
    std::string Q = quote(Name);
    if (Declared.insert(Name).second) {
      Decls += "(declare-const " + Q + " (_ BitVec 32))\n";
      // Every launch has CTA 0; with --grid-dim, any CTA of the grid.
      if (Shape.GridKnown)
        require(app("bvult", Q, bvLit(Shape.Grid.V[D], 32)));
      else if (AnyCta)
        require(app("bvult", Q, bvLit(D == 0 ? 0x7fffffffu : 65535, 32)));
      else if (AnyOfTwoCtas)
        require(app("bvule", Q, bvLit(1, 32)));
      else
        require(app("=", Q, bvLit(0, 32)));
    }
    return Q;
  }
  case ThreadVar::LaneId: {
    std::string X = quote(tidName(0, K));
    std::string Linear = X;
    if (Shape.BlockKind == LaunchShape::Exact) {
      std::string Y = quote(tidName(1, K)), Z = quote(tidName(2, K));
      Linear = app("bvadd", X,
                   app("bvmul", bvLit(Shape.Block.V[0], 32),
                       app("bvadd", Y, app("bvmul", bvLit(Shape.Block.V[1], 32), Z))));
    }
    return "((_ zero_extend 27) ((_ extract 4 0) " + Linear + "))";
  }
  }
  return std::nullopt;
}

std::optional<std::string> ThreadFormula::special(const Expr *E, unsigned K, unsigned &Width) {
  Width = 32;
  if (auto V = threadVarOf(E))
    return threadVar(*V, K);
  auto [N, Sel, D] = splitSpecialReg(*E);
  // %lanemask_eq/_lt/_le/_gt/_ge (PTX ISA 10.13-10.17): the lanes at,
  // below, ... the thread's own. Cooperative groups count a thread's rank in
  // a run-time group with them (`popc(group_mask & %lanemask_lt)`).
  if (D < 0 && N.startswith("%lanemask_")) {
    auto Lane = threadVar(ThreadVar::LaneId, K);
    if (!Lane)
      return std::nullopt;
    std::string Eq = app("bvshl", bvLit(1, 32), *Lane);
    std::string Lt = app("bvsub", Eq, bvLit(1, 32));
    llvm::StringRef Kind = N.drop_front(strlen("%lanemask_"));
    if (Kind == "eq")
      return Eq;
    if (Kind == "lt")
      return Lt;
    if (Kind == "le")
      return app("bvor", Lt, Eq);
    if (Kind == "gt")
      return "(bvnot " + app("bvor", Lt, Eq) + ")";
    if (Kind == "ge")
      return "(bvnot " + Lt + ")";
    return std::nullopt;
  }
  if (D < 0)
    return std::nullopt;
  std::string Name = (N + Sel).str();
  if (N == "%ntid") {
    if (Shape.BlockKind == LaunchShape::Exact)
      return bvLit(Shape.Block.V[D], 32);
    bool New = !Declared.count(Name);
    std::string Q = uniformConst(Name, 32, Congruence());
    if (New) {
      uint64_t Max = D == 2 ? 64 : 1024;
      if (Shape.BlockKind == LaunchShape::Bounded)
        Max = std::min<uint64_t>(Max, Shape.Block.V[D]);
      uint64_t Min = D == 0 ? std::min<uint64_t>(32, Max) : 1;
      require(app("bvuge", Q, bvLit(Min, 32)));
      require(app("bvule", Q, bvLit(Max, 32)));
    }
    return Q;
  }
  if (N == "%nctaid") {
    if (Shape.GridKnown)
      return bvLit(Shape.Grid.V[D], 32);
    bool New = !Declared.count(Name);
    std::string Q = uniformConst(Name, 32, Congruence());
    if (New)
      require(app("bvuge", Q, bvLit(1, 32)));
    return Q;
  }
  return std::nullopt;
}

std::optional<std::string> ThreadFormula::value(const Expr *E, unsigned K, unsigned W) {
  if (!E || !W)
    return std::nullopt;
  switch (E->K) {
  case Expr::IntLit:
    return bvLit(E->IntValue, W);
  case Expr::HexFloat:
    // 0fXXXXXXXX / 0dXXXXXXXXXXXXXXXX: the bits, for an operand of their
    // own width (a floating-point comparison reads them as a float).
    if (W != (E->IsDouble ? 64u : 32u))
      return std::nullopt;
    return bvLit(E->IntValue, W);
  case Expr::Paren:
  case Expr::Cast:
    return value(E->Sub[0], K, W);
  case Expr::Unary:
  case Expr::Binary: {
    if (auto C = evalConstExpr(E))
      return bvLit(static_cast<uint64_t>(*C), W);
    if (E->K == Expr::Binary) {
      auto Op = static_cast<TokenKind>(E->Op);
      if (Op != TokenKind::Plus && Op != TokenKind::Minus)
        return std::nullopt;
      auto A = value(E->Sub[0], K, W), B = value(E->Sub[1], K, W);
      if (!A || !B)
        return std::nullopt;
      return app(Op == TokenKind::Plus ? "bvadd" : "bvsub", *A, *B);
    }
    return std::nullopt;
  }
  case Expr::Symbol: {
    if (auto R = F.lookupReg(E->Name)) {
      unsigned RW = regWidth(*R);
      if (!RW)
        return std::nullopt;
      auto T = reg(*R, K);
      if (!T)
        return std::nullopt;
      return adapt(*T, RW, W);
    }
    if (E->Name.startswith("%")) {
      unsigned SW;
      auto T = special(E, K, SW);
      if (!T)
        return std::nullopt;
      return adapt(*T, SW, W);
    }
    // A variable's address: unknown, aligned as declared.
    VarFacts V;
    auto L = F.LocalVars.find(E->Name);
    if (L != F.LocalVars.end())
      V = varFacts(*L->second);
    else {
      auto G = Ctx.Globals.find(E->Name);
      if (G == Ctx.Globals.end())
        return std::nullopt;
      V = G->second;
    }
    std::string Q = uniformConst(E->Name, 64, Congruence::aligned(V.Align, Congruence::Declared, E));
    return adapt(Q, 64, W);
  }
  default:
    return std::nullopt;
  }
}

/// The value write \p D gives the thread-varying register \p R in thread
/// \p K, as a named definition (its operands read at \p D).
std::optional<std::string> ThreadFormula::regAtDef(unsigned R, unsigned D, unsigned K) {
  if (R >= F.Regs.size() || D >= F.Insts.size())
    return std::nullopt;
  unsigned W = regWidth(R);
  std::pair<unsigned, unsigned> Key{D, K};
  auto DIt = DefMemo.find(Key);
  if (DIt != DefMemo.end())
    return DIt->second;
  if (InProgress.lookup({R, K}) || Depth > 200)
    return std::nullopt;
  InProgress[{R, K}] = true;
  ++Depth;
  auto T = encodeDef(R, F.Insts[D], K, W);
  if (!T)
    T = loadedValue(R, static_cast<int>(D), K, W, /*ByDef=*/true);
  --Depth;
  InProgress[{R, K}] = false;
  std::optional<std::string> Res;
  if (T) {
    std::string Name =
        quote(F.Regs[R].Name.str() + "@" + std::to_string(D) + "#" + std::to_string(K));
    Defs += "(define-fun " + Name + " () " +
            (W ? "(_ BitVec " + std::to_string(W) + ")" : std::string("Bool")) + " " + *T + ")\n";
    Res = Name;
  }
  DefMemo[Key] = Res;
  return Res;
}

std::optional<std::string> ThreadFormula::reg(unsigned R, unsigned K) {
  if (R >= F.Regs.size())
    return std::nullopt;
  unsigned W = regWidth(R);
  const Congruence &C = Values.reg(R);
  if (W && C.isConstant())
    return bvLit(C.Rem, W);
  // A thread-varying register written more than once, read where one
  // write reaches: that write's value.
  if (Reader && !F.Regs[R].IsParam && Uni.reg(R) != Level::Uniform && F.defsOf(R).size() > 1) {
    int RD = reachingDef(R, *Reader);
    if (RD >= 0)
      if (auto T = regAtDef(R, static_cast<unsigned>(RD), K))
        return T;
  }
  if (W && SharedRegs && SharedRegs->count(R))
    return uniformConst("lockstep " + F.Regs[R].Name.str(), W, Congruence());
  auto It = Memo.find({R, ~0u});
  if (It == Memo.end())
    It = Memo.find({R, K});
  if (It != Memo.end())
    return It->second;
  if (InProgress.lookup({R, K}) || Depth > 200)
    return std::nullopt;
  std::optional<std::string> Res;
  // R's value in thread K from definition \p Def, as a named definition.
  auto DefineFrom = [&](int Def) -> bool {
    InProgress[{R, K}] = true;
    ++Depth;
    auto T = encodeDef(R, F.Insts[Def], K, W);
    --Depth;
    InProgress[{R, K}] = false;
    if (!T)
      return false;
    std::string Name = quote(F.Regs[R].Name.str() + "#" + std::to_string(K));
    Defs += "(define-fun " + Name + " () " +
            (W ? "(_ BitVec " + std::to_string(W) + ")" : std::string("Bool")) + " " + *T +
            ")\n";
    Res = Name;
    Memo[{R, K}] = Res;
    return true;
  };
  // R's value in thread K as the select, on branch \p Br's condition, of
  // writes \p First and \p Second (First encoded first; it is the value
  // when the branch is taken iff \p FirstIfTaken).
  auto DefineSelect = [&](unsigned Br, unsigned First, unsigned Second,
                          bool FirstIfTaken) -> bool {
    InProgress[{R, K}] = true;
    ++Depth;
    auto C = guard(F.Insts[Br], K);
    // A write that loads (`c = i < n ? text[i] : ' '`): the loaded value,
    // an unknown of the thread when loaded data is modelled.
    auto Write = [&](unsigned D) {
      auto T = encodeDef(R, F.Insts[D], K, W);
      if (!T)
        T = loadedValue(R, D, K, W, /*ByDef=*/true);
      return T;
    };
    auto A = C ? Write(First) : std::nullopt;
    auto B = A ? Write(Second) : std::nullopt;
    --Depth;
    InProgress[{R, K}] = false;
    if (!B)
      return false;
    std::string Name = quote(F.Regs[R].Name.str() + "#" + std::to_string(K));
    std::string Sel = FirstIfTaken ? "(ite " + *C + " " + *A + " " + *B + ")"
                                   : "(ite " + *C + " " + *B + " " + *A + ")";
    Defs += "(define-fun " + Name + " () " +
            (W ? "(_ BitVec " + std::to_string(W) + ")" : std::string("Bool")) + " " + Sel +
            ")\n";
    Res = Name;
    Memo[{R, K}] = Res;
    return true;
  };
  int D = F.Regs[R].IsParam ? -1 : F.uniqueDef(R);
  if (D >= 0 && DefineFrom(D))
    return Res;
  // A thread-varying induction variable (`for (r = tid / 8; r < 32; r +=
  // blockDim.x / 8)`): its value in the first iteration, where every use
  // the formula can name is reached before the increment.
  // R's value in thread K in some iteration of its loop: Start +/- Step * i,
  // with i shared by the thread copies (both on the same trip).
  auto DefineIteration = [&](const std::string &Start, const std::string &Step, bool Sub) {
    std::string IterName = "iteration of " + F.Regs[R].Name.str();
    bool NewIter = !Declared.count(IterName);
    std::string Iter = uniformConst(IterName, W, Congruence());
    std::string Name = quote(F.Regs[R].Name.str() + "#" + std::to_string(K));
    if (NoWrapIterations) {
      if (NewIter && W > 20)
        require(app("bvult", Iter, bvLit(1u << 20, W)));
      // The sum in twice the width equals the sign-extended result.
      std::string X = "(_ sign_extend " + std::to_string(W) + ")";
      std::string Wide = "(" + std::string(Sub ? "bvsub " : "bvadd ") + "(" + X + " " + Start +
                         ") (bvmul (" + X + " " + Step + ") ((_ zero_extend " +
                         std::to_string(W) + ") " + Iter + ")))";
      require(app("=", Wide,
                  "(" + X + " (" + (Sub ? "bvsub " : "bvadd ") + Start + " (bvmul " + Step + " " +
                      Iter + ")))"));
    }
    Defs += "(define-fun " + Name + " () (_ BitVec " + std::to_string(W) + ") (" +
            (Sub ? "bvsub " : "bvadd ") + Start + " (bvmul " + Step + " " + Iter + ")))\n";
    Res = Name;
    Memo[{R, K}] = Res;
    return Res;
  };
  // A loop counter the same in every thread (written before its loop and
  // stepped in it): its start plus the step times a trip count (bounded, so
  // that it does not wrap), not any value at all (`k = -1026 < len`).
  if (D < 0 && !F.Regs[R].IsParam && W && UniformCounters && Uni.reg(R) == Level::Uniform &&
      !InProgress.lookup({R, K})) {
    int Init = firstIterationDef(R);
    auto SIt = IterationStep.find(R);
    if (Init >= 0 && SIt != IterationStep.end()) {
      InProgress[{R, K}] = true;
      ++Depth;
      auto T0 = encodeDef(R, F.Insts[Init], K, W);
      auto Amount = T0 ? value(SIt->second.second, K, W) : std::nullopt;
      --Depth;
      InProgress[{R, K}] = false;
      if (T0 && Amount) {
        std::string Trip = "trip of " + F.Regs[R].Name.str();
        bool New = !Declared.count(Trip);
        std::string Iter = uniformConst(Trip, W, Congruence());
        if (New)
          require(app("bvult", Iter, bvLit(1u << 20, W)));
        std::string Name = quote(F.Regs[R].Name.str() + "#" + std::to_string(K));
        bool Sub = F.Insts[SIt->second.first].opcode() == "sub";
        Defs += "(define-fun " + Name + " () (_ BitVec " + std::to_string(W) + ") (" +
                (Sub ? "bvsub " : "bvadd ") + *T0 + " (bvmul " + *Amount + " " + Iter + ")))\n";
        Res = Name;
        Memo[{R, K}] = Res;
        return Res;
      }
    }
  }
  if (D < 0 && !F.Regs[R].IsParam) {
    bool Varying = Uni.reg(R) != Level::Uniform;
    int Init = Varying && (UseFirstIteration || AnyIteration) ? firstIterationDef(R) : -1;
    if (Init >= 0 && !UseFirstIteration) {
      // Any iteration: init + step * i, i shared by the thread copies.
      auto SIt = IterationStep.find(R);
      std::optional<std::string> T0, Amount;
      if (W && SIt != IterationStep.end()) {
        InProgress[{R, K}] = true;
        ++Depth;
        T0 = encodeDef(R, F.Insts[Init], K, W);
        Amount = T0 ? value(SIt->second.second, K, W) : std::nullopt;
        --Depth;
        InProgress[{R, K}] = false;
      }
      if (Amount)
        return DefineIteration(*T0, *Amount, F.Insts[SIt->second.first].opcode() == "sub");
      Init = -1;
    }
    if (Init >= 0 && DefineFrom(Init))
      return Res;
    // Any iteration of a peeled and unrolled lane-strided counter: base +
    // G * i, i shared by the thread copies.
    const Expr *Base;
    uint64_t G;
    if (Varying && AnyIteration && !UseFirstIteration && W && stridedCounter(R, Base, G)) {
      InProgress[{R, K}] = true;
      ++Depth;
      auto B = value(Base, K, W);
      --Depth;
      InProgress[{R, K}] = false;
      if (B)
        return DefineIteration(*B, bvLit(G, W), /*Sub=*/false);
    }
    // Written on the two arms of one branch: the branch's select (also for
    // a value the same in every thread, such as nvcc -G's two writes of
    // `rem ? (1u << rem) - 1 : ~0u` from a kernel parameter).
    unsigned Br, Taken, Fall;
    if (selectDefs(R, Br, Taken, Fall) && DefineSelect(Br, Taken, Fall, /*FirstIfTaken=*/true))
      return Res;
    // Written before a branch and again on one of its sides (LLVM's phi
    // of an if without else): the branch's select of the two writes.
    unsigned HDef, SDef;
    bool STaken;
    if (headerSelectDefs(R, Br, HDef, SDef, STaken) && DefineSelect(Br, SDef, HDef, STaken))
      return Res;
    // A counter started at one value by several writes and stepped by
    // constants (a remainder loop and an unrolled loop sharing it): its
    // start, or the value the caller pinned, for the caller to check that
    // the steps do not change what it asks (not memoised: each read counts).
    const Expr *Start;
    llvm::SmallVector<int64_t, 4> Steps;
    if (Varying && CounterStarts && W && startCounter(R, Start, Steps)) {
      std::optional<std::string> T;
      auto PIt = Pins.find({R, K});
      if (PIt != Pins.end()) {
        T = PIt->second;
      } else {
        InProgress[{R, K}] = true;
        ++Depth;
        T = value(Start, K, W);
        --Depth;
        InProgress[{R, K}] = false;
      }
      if (T) {
        if (!llvm::is_contained(StartCounterRegs, R))
          StartCounterRegs.push_back(R);
        ++StartReadCount;
        return T;
      }
    }
  }
  if (Uni.reg(R) != Level::Uniform) {
    if (D >= 0)
      if (auto T = loadedValue(R, static_cast<unsigned>(D), K, W, /*ByDef=*/false)) {
        Res = T;
        Memo[{R, K}] = Res;
        return Res;
      }
    // A thread-varying value the formula cannot follow: with OpaqueRegs an
    // unknown of the thread, so conditions tested on it in several places
    // stay one condition (a ballot of p and a branch on p).
    if (OpaqueRegs) {
      Res = uniformConst("value of " + F.Regs[R].Name.str() + (K ? "#" + std::to_string(K) : ""),
                         W, Congruence());
      Memo[{R, K}] = Res;
      return Res;
    }
    Memo[{R, K}] = std::nullopt;
    return std::nullopt;
  }
  // The same unknown value in every thread; a parameter load is named
  // after the parameter.
  std::string Name = F.Regs[R].Name.str();
  if (D >= 0) {
    const InstrStmt &S = *F.Insts[D].S;
    if (S.Opcode.Text == "ld" && F.Insts[D].hasMod(".param") && S.Operands.size() == 2 &&
        S.Operands[1]->K == Expr::Address && S.Operands[1]->Sub.size() == 1 &&
        S.Operands[1]->Sub[0]->K == Expr::Symbol)
      Name = S.Operands[1]->Sub[0]->Name.str();
  }
  Res = uniformConst(Name, W, C);
  Memo[{R, ~0u}] = Res;
  return Res;
}

std::optional<std::string> ThreadFormula::loadedValue(unsigned R, unsigned D, unsigned K,
                                                       unsigned W, bool ByDef) {
  if (!ThreadData || !W)
    return std::nullopt;
  const Inst &L = F.Insts[D];
  const Expr *A = L.S->Operands.size() == 2 ? L.S->Operands[1] : nullptr;
  // Element J of a vector load (`ld.global.v4.f32 {a, b, c, d}`, a float4)
  // reads the memory at the address plus J elements.
  unsigned Elem = 0;
  const Expr *Dst = L.S->Operands.empty() ? nullptr : L.S->Operands[0];
  bool Vec = Dst && Dst->K == Expr::Vector && L.Defs.size() == Dst->Sub.size();
  if (Vec) {
    Elem = ~0u;
    for (unsigned J = 0; J < Dst->Sub.size(); ++J)
      if (Dst->Sub[J]->K == Expr::Symbol &&
          F.lookupReg(Dst->Sub[J]->Name) == std::optional<unsigned>(R))
        Elem = Elem == ~0u ? J : ~1u;
    if (Elem >= Dst->Sub.size() || accessBytes(L) * 8 != W * Dst->Sub.size())
      return std::nullopt;
  }
  if (!(L.opcode() == "ld" || L.opcode() == "ldu") || L.S->Guard || L.hasMod(".param") ||
      L.hasMod(".local") || (L.Defs.size() != 1 && !Vec) || !A || A->K != Expr::Address ||
      A->Sub.size() != 1)
    return std::nullopt;
  // The memory this thread reads, as a function of the address: two
  // loads of one address (nvcc -G reloads `in[i]`, and reloads its
  // stack slots) read one value. Stores in between are not modelled
  // (the values are only ever more alike than they may be).
  ReaderScope Scope(Reader, &L);
  if (IndependentLoads) {
    std::string Name = "loaded " + F.Regs[R].Name.str() + "@" + std::to_string(D) +
                       (Vec ? "." + std::to_string(Elem) : std::string()) +
                       (K ? "#" + std::to_string(K) : "");
    bool Weak = !L.hasMod(".volatile") && !L.hasMod(".relaxed") && !L.hasMod(".acquire") &&
                !L.hasMod(".mmio");
    // Memory the lanes share: a state space other than the thread's own
    // stack. A generic address only in a kernel and not into the local
    // depot (nvcc -G reads `all_same` back from `[%SP+0]`: one address,
    // each thread's own frame); a .func's generic pointer may be a
    // caller's stack slot.
    bool Shared = L.hasMod(".global") || L.hasMod(".shared") || L.hasMod(".const");
    if (!Shared && !L.hasMod(".local") && F.F.IsEntry)
      Shared = F.Depot.empty() || !F.depot().isDepotAddress(A);
    if (SameLoadSameValue && Weak && Shared) {
      // One value per address of this load instruction in every copy.
      if (auto Addr = value(A->Sub[0], K, 64)) {
        if (Elem)
          Addr = app("bvadd", *Addr, bvLit(uint64_t(Elem) * (W / 8), 64));
        std::string Mem = quote("mem" + std::to_string(W) + "@" + std::to_string(D));
        if (Declared.insert(Mem).second)
          Decls += "(declare-fun " + Mem + " ((_ BitVec 64)) (_ BitVec " + std::to_string(W) +
                   "))\n";
        std::string Res = uniformConst(Name, W, Congruence());
        require(app("=", Res, "(" + Mem + " " + *Addr + ")"));
        return Res;
      }
    }
    // Every load its own unknown of the thread (two loads of one address
    // are not known to agree: the values are only ever less alike).
    return uniformConst(Name, W, Congruence());
  }
  auto Addr = value(A->Sub[0], K, 64);
  if (!Addr)
    return std::nullopt;
  if (Elem)
    Addr = app("bvadd", *Addr, bvLit(uint64_t(Elem) * (W / 8), 64));
  std::string Mem =
      quote("mem" + std::to_string(W) + (SharedMemory ? std::string() : "#" + std::to_string(K)));
  if (Declared.insert(Mem).second)
    Decls += "(declare-fun " + Mem + " ((_ BitVec 64)) (_ BitVec " + std::to_string(W) + "))\n";
  std::string Name = "loaded " + F.Regs[R].Name.str() +
                     (ByDef || Vec ? "@" + std::to_string(D) : std::string()) +
                     (Vec ? "." + std::to_string(Elem) : std::string()) +
                     (K ? "#" + std::to_string(K) : "");
  std::string Res = uniformConst(Name, W, Congruence());
  require(app("=", Res, "(" + Mem + " " + *Addr + ")"));
  return Res;
}

/// The register expression \p E names, when it is a plain register (no
/// vector selector).
static std::optional<unsigned> plainReg(FunctionIR &F, const Expr *E) {
  if (!E || E->K != Expr::Symbol || !E->Selector.Text.empty())
    return std::nullopt;
  return F.lookupReg(E->Name);
}

/// Integer arithmetic of two sources without carry or saturation, unguarded,
/// with one destination (the add/sub steps of a loop counter).
static bool carrylessIntArith(const Inst &I) {
  for (const Word &M : I.S->Mods)
    if (M.Text == ".cc" || M.Text == ".sat" || (typeSizeBytes(M.Text) && M.Text[1] == 'f'))
      return false;
  return !I.S->Guard && I.Defs.size() == 1 && I.S->Operands.size() == 3;
}

bool ThreadFormula::stridedCounter(unsigned R, const Expr *&Base, uint64_t &G) {
  auto Defs = F.defsOf(R);
  if (Defs.size() < 3 || Defs.size() > 8)
    return false; // two writes: firstIterationDef's start and step
  auto RegOf = [&](const Expr *E) { return plainReg(F, E); };
  auto IntArith = carrylessIntArith;
  std::optional<unsigned> BaseReg;
  Base = nullptr;
  G = 0;
  bool Stepped = false;
  auto Gcd = [&](int64_t C) {
    uint64_t A = C < 0 ? 0 - static_cast<uint64_t>(C) : static_cast<uint64_t>(C);
    while (A) {
      uint64_t T = G % A;
      G = A;
      A = T;
    }
  };
  auto SetBase = [&](const Expr *E) {
    auto X = RegOf(E);
    if (!X || *X == R || F.uniqueDef(*X) < 0 || (BaseReg && *BaseReg != *X))
      return false;
    BaseReg = X;
    Base = E;
    return true;
  };
  // The counter plus a constant: R itself, or a chain of temporaries
  // `t1 = R + c1; t2 = t1 + c2; ...` (an unrolled body's trips).
  auto StepOf = [&](const Expr *E, int64_t &Acc) {
    for (unsigned Steps = 0; Steps < 16; ++Steps) {
      auto Y = RegOf(E);
      if (!Y)
        return false;
      if (*Y == R)
        return true;
      int D = F.uniqueDef(*Y);
      if (D < 0 || F.Insts[D].opcode() != "add" || !IntArith(F.Insts[D]))
        return false;
      auto Ops = F.Insts[D].S->Operands;
      std::optional<int64_t> C = evalConstExpr(Ops[2]);
      E = Ops[1];
      if (!C) {
        C = evalConstExpr(Ops[1]);
        E = Ops[2];
      }
      if (!C)
        return false;
      Acc += *C;
    }
    return false;
  };
  // `X | c` adds c when X cannot have c's bits: X = Y & m with m & c == 0,
  // X = Y % 2^k (unsigned) or %laneid with c a multiple of 2^k (32).
  auto OrAdds = [&](const Expr *E, uint64_t C) {
    auto X = RegOf(E);
    if (!X)
      return false;
    int D = F.uniqueDef(*X);
    if (D < 0)
      return false;
    const Inst &I = F.Insts[D];
    auto Ops = I.S->Operands;
    if (I.opcode() == "and" && Ops.size() == 3)
      for (unsigned K = 1; K <= 2; ++K)
        if (auto M = evalConstExpr(Ops[K]))
          return (static_cast<uint64_t>(*M) & C) == 0;
    if (I.opcode() == "rem" && I.hasMod(".u32") && Ops.size() == 3)
      if (auto M = evalConstExpr(Ops[2]))
        return *M > 0 && (*M & (*M - 1)) == 0 && C % static_cast<uint64_t>(*M) == 0;
    if (I.opcode() == "mov" && Ops.size() == 2 && Ops[1]->K == Expr::Symbol &&
        Ops[1]->Name == "%laneid")
      return C % 32 == 0;
    return false;
  };
  for (unsigned D : Defs) {
    const Inst &I = F.Insts[D];
    llvm::StringRef Op = I.opcode();
    auto Ops = I.S->Operands;
    if (Op == "mov" && !I.S->Guard && Ops.size() == 2) {
      if (!SetBase(Ops[1]))
        return false;
      continue;
    }
    if (!(Op == "add" || Op == "sub" || Op == "or") || !IntArith(I))
      return false;
    const Expr *Other = Ops[1];
    auto C = evalConstExpr(Ops[2]);
    if (!C && Op == "add") {
      C = evalConstExpr(Ops[1]);
      Other = Ops[2];
    }
    if (!C)
      return false;
    int64_t Cv = Op == "sub" ? -*C : *C;
    if (Op == "or") {
      if (*C < 0 || !OrAdds(Other, static_cast<uint64_t>(*C)) || !SetBase(Other))
        return false;
      Gcd(Cv);
      continue;
    }
    int64_t Acc = Cv;
    if (StepOf(Other, Acc)) {
      Stepped = true;
      Gcd(Acc);
      continue;
    }
    if (!SetBase(Other))
      return false;
    Gcd(Cv);
  }
  return BaseReg && Stepped && G;
}

bool ThreadFormula::startCounter(unsigned R, const Expr *&Start,
                                 llvm::SmallVectorImpl<int64_t> &Steps) {
  Steps.clear();
  Start = nullptr;
  auto Memoed = StartOf.find(R);
  if (Memoed != StartOf.end()) {
    Start = Memoed->second.first;
    Steps.append(Memoed->second.second.begin(), Memoed->second.second.end());
    return Start != nullptr;
  }
  auto Defs = F.defsOf(R);
  StartOf[R] = {};
  if (Defs.size() < 2 || Defs.size() > 8 || R >= F.Regs.size() || F.Regs[R].IsParam)
    return false;
  auto RegOf = [&](const Expr *E) { return plainReg(F, E); };
  auto IntArith = carrylessIntArith;
  // E is R plus a constant (added to Acc): R itself, or a chain of
  // temporaries written once, `t = R + c` (an unrolled body's trips).
  auto PlusConst = [&](const Expr *E, int64_t &Acc) {
    for (unsigned N = 0; N < 16; ++N) {
      auto Y = RegOf(E);
      if (!Y)
        return false;
      if (*Y == R)
        return true;
      int D = F.uniqueDef(*Y);
      if (D < 0 || !IntArith(F.Insts[D]))
        return false;
      llvm::StringRef Op = F.Insts[D].opcode();
      auto Ops = F.Insts[D].S->Operands;
      std::optional<int64_t> C = evalConstExpr(Ops[2]);
      E = Ops[1];
      if (!C && Op == "add") {
        C = evalConstExpr(Ops[1]);
        E = Ops[2];
      }
      if (!C || (Op != "add" && Op != "sub"))
        return false;
      Acc += Op == "sub" ? -*C : *C;
    }
    return false;
  };
  // The same value at every start: a special register other than a
  // clock or counter, a constant, or a register written once outside
  // every loop.
  auto SameEveryTime = [&](const Expr *E) {
    if (evalConstExpr(E))
      return true;
    if (!E || E->K != Expr::Symbol)
      return false;
    auto X = F.lookupReg(E->Name);
    if (!X)
      return E->Name.startswith("%tid") || E->Name.startswith("%ntid") ||
             E->Name.startswith("%ctaid") || E->Name.startswith("%nctaid") ||
             E->Name == "%laneid";
    int D = F.uniqueDef(*X);
    return *X != R && D >= 0 && !F.inCycle(F.Insts[D].Block);
  };
  bool Up = false, Down = false;
  for (unsigned D : Defs) {
    const Inst &I = F.Insts[D];
    if (I.isGuarded() || I.Defs.size() != 1 || !F.Blocks[I.Block].Reachable)
      return false;
    auto Ops = I.S->Operands;
    int64_t Acc = 0;
    if (I.opcode() == "mov" && Ops.size() == 2) {
      if (PlusConst(Ops[1], Acc)) {
        if (!Acc)
          return false;
      } else if (!SameEveryTime(Ops[1]) ||
                 (Start && !(Start->K == Ops[1]->K && Start->Name == Ops[1]->Name &&
                             evalConstExpr(Start) == evalConstExpr(Ops[1])))) {
        return false;
      } else {
        Start = Ops[1];
        continue;
      }
    } else if ((I.opcode() == "add" || I.opcode() == "sub") && IntArith(I)) {
      std::optional<int64_t> C = evalConstExpr(Ops[2]);
      const Expr *Other = Ops[1];
      if (!C && I.opcode() == "add") {
        C = evalConstExpr(Ops[1]);
        Other = Ops[2];
      }
      if (!C || !PlusConst(Other, Acc))
        return false;
      Acc += I.opcode() == "sub" ? -*C : *C;
      if (!Acc)
        return false;
    } else {
      return false;
    }
    (Acc > 0 ? Up : Down) = true;
    if (!llvm::is_contained(Steps, Acc))
      Steps.push_back(Acc);
  }
  if (!Start || Steps.empty() || (Up && Down))
    return Steps.clear(), Start = nullptr, false;
  // No read sees R before any write (every value is the start plus steps).
  llvm::SmallVector<unsigned, 4> Reach;
  for (unsigned J : F.readersOf(R))
    if (F.Blocks[F.Insts[J].Block].Reachable && !F.reachingDefs(R, J, Reach))
      return Steps.clear(), Start = nullptr, false;
  StartOf[R] = {Start, llvm::SmallVector<int64_t, 4>(Steps.begin(), Steps.end())};
  return true;
}

bool ThreadFormula::counterReadsAgree(unsigned R, unsigned At) {
  // The reads of R no one write reaches in the slice of At's operands.
  llvm::SmallVector<unsigned, 8> Reads;
  llvm::DenseSet<unsigned> Seen;
  llvm::SmallVector<unsigned, 16> Work{At};
  Seen.insert(At);
  const Expr *S;
  llvm::SmallVector<int64_t, 4> Steps;
  while (!Work.empty()) {
    if (Seen.size() > 2000)
      return false;
    unsigned J = Work.pop_back_val();
    const Inst &I = F.Insts[J];
    for (const RegRef &U : I.Uses) {
      unsigned Y = U.Reg;
      if (Y >= F.Regs.size() || Values.reg(Y).isConstant() || Uni.reg(Y) == Level::Uniform)
        continue;
      auto Defs = F.defsOf(Y);
      if (Defs.empty())
        continue;
      int D = F.uniqueDef(Y);
      if (D < 0 && Defs.size() > 1)
        D = reachingDef(Y, I);
      if (D < 0) {
        if (Y == R) {
          Reads.push_back(J);
          continue;
        }
        if (startCounter(Y, S, Steps))
          continue; // another counter: checked on its own
        return false;
      }
      if (Seen.insert(static_cast<unsigned>(D)).second)
        Work.push_back(static_cast<unsigned>(D));
    }
  }
  // No write of R on a path from such a read J to At that does not pass J
  // again: a walk over (block, whether a write was passed).
  auto DefIn = [&](unsigned B, unsigned From, unsigned To) {
    for (unsigned K = std::max(From, F.Blocks[B].Begin); K < std::min(To, F.Blocks[B].End); ++K)
      for (const RegRef &D : F.Insts[K].Defs)
        if (D.Reg == R)
          return true;
    return false;
  };
  unsigned N = F.numBlocks(), BA = F.Insts[At].Block;
  for (unsigned J : Reads) {
    unsigned BJ = F.Insts[J].Block;
    if (BJ == BA && J < At) {
      if (DefIn(BJ, J + 1, At))
        return false;
    }
    std::vector<std::array<bool, 2>> Visited(N, {false, false});
    llvm::SmallVector<std::pair<unsigned, bool>, 16> Q;
    bool Dirty0 = DefIn(BJ, J + 1, F.Blocks[BJ].End);
    for (unsigned X : F.Blocks[BJ].Succs)
      if (X < N && !Visited[X][Dirty0]) {
        Visited[X][Dirty0] = true;
        Q.push_back({X, Dirty0});
      }
    while (!Q.empty()) {
      auto [X, Dirty] = Q.pop_back_val();
      if (X == BJ) {
        // Entering J's block again: up to J (At before it: up to At).
        if (BA == BJ && At < J && (Dirty || DefIn(X, 0, At)))
          return false;
        continue;
      }
      if (X == BA && (Dirty || DefIn(X, 0, At)))
        return false;
      bool D2 = Dirty || DefIn(X, 0, ~0u);
      for (unsigned Y : F.Blocks[X].Succs)
        if (Y < N && !Visited[Y][D2]) {
          Visited[Y][D2] = true;
          Q.push_back({Y, D2});
        }
    }
  }
  return true;
}

int ThreadFormula::firstIterationDef(unsigned R) {
  auto Memoed = FirstIteration.find(R);
  if (Memoed != FirstIteration.end())
    return Memoed->second;
  int &Result = FirstIteration[R];
  Result = -1;
  auto Defs = F.defsOf(R);
  if (Defs.size() != 2)
    return -1;
  // One definition steps the register by a loop-invariant amount (a
  // constant, or a register defined once outside the loop, or computed in
  // the loop from those and the launch-wide special registers); the other
  // initialises it outside the loop. nvcc -G steps through copies: the
  // loop reads `mov c, R`, adds to c, and writes the sum back with `mov R,
  // sum`.
  auto RegOf = [&](const Expr *E) -> std::optional<unsigned> {
    return E && E->K == Expr::Symbol ? F.lookupReg(E->Name) : std::nullopt;
  };
  // R itself, or a register whose only write copies R.
  auto IsR = [&](const Expr *E) { return F.isRegOrCopyOf(E, R); };
  // The add or sub that computes the step written by D; -1 if D is none.
  auto StepAdd = [&](unsigned D) -> int {
    const Inst &I = F.Insts[D];
    if (I.isGuarded() || I.Defs.size() != 1)
      return -1;
    unsigned A = D;
    if (I.opcode() == "mov" && I.S->Operands.size() == 2) {
      auto X = RegOf(I.S->Operands[1]);
      int XD = X ? F.uniqueDef(*X) : -1;
      if (XD < 0)
        return -1;
      A = XD;
    }
    const Inst &S = F.Insts[A];
    if ((S.opcode() != "add" && S.opcode() != "sub") || S.isGuarded() || S.Defs.size() != 1 ||
        S.S->Operands.size() != 3)
      return -1;
    // (`add R, c, s` with c a copy of R is nvcc -G's two-step form.)
    if (IsR(S.S->Operands[1]))
      return A;
    if (S.opcode() == "add" && IsR(S.S->Operands[2]))
      return A;
    return -1;
  };
  unsigned Step, Init;
  int Add0 = StepAdd(Defs[0]), Add1 = StepAdd(Defs[1]), AddIdx;
  if (Add1 >= 0 && Add0 < 0) {
    Step = Defs[1];
    Init = Defs[0];
    AddIdx = Add1;
  } else if (Add0 >= 0 && Add1 < 0) {
    Step = Defs[0];
    Init = Defs[1];
    AddIdx = Add0;
  } else {
    return -1;
  }
  const Inst &SI = F.Insts[Step], &II = F.Insts[Init], &AI = F.Insts[AddIdx];
  if (II.isGuarded() || II.Defs.size() != 1)
    return -1;
  unsigned N = F.numBlocks(), B1 = SI.Block, B0 = II.Block;
  // The loop: the blocks on a cycle through the stepping block that does
  // not pass the initialisation (an inner loop restarted by each trip of
  // an outer one: `for (k...) for (c = tid; c < n; c += ntid)`).
  // Blocks reachable from B1 by one or more edges, forward or backward,
  // without entering B0.
  auto Closure = [&](bool Forward) {
    std::vector<bool> Seen(N, false);
    llvm::SmallVector<unsigned, 16> Work{B1};
    while (!Work.empty()) {
      unsigned X = Work.pop_back_val();
      for (unsigned Y : Forward ? F.Blocks[X].Succs : F.Blocks[X].Preds)
        if (Y < N && !Seen[Y] && Y != B0) {
          Seen[Y] = true;
          Work.push_back(Y);
        }
    }
    return Seen;
  };
  std::vector<bool> Fwd = Closure(true), Bwd = Closure(false);
  auto InLoop = [&](unsigned B) { return Fwd[B] && Bwd[B]; };
  if (!InLoop(B1) || InLoop(B0))
    return -1;
  if (!FirstIterDom)
    FirstIterDom = &F.dominators();
  if (!FirstIterDom->dominates(B0, B1))
    return -1;
  // The step is loop-invariant.
  bool FirstIsR = IsR(AI.S->Operands[1]);
  const Expr *Amount = FirstIsR ? AI.S->Operands[2] : AI.S->Operands[1];
  // (nvcc -G computes a cooperative-groups stride, `gridDim.x *
  // meta_group_size()`, through a chain of copies: `(ntid.x * ntid.y *
  // ntid.z + 31) / 32` is ten instructions deep.)
  auto Invariant = [&](const Expr *E, unsigned Depth, auto &&Self) -> bool {
    if (evalConstExpr(E))
      return true;
    if (!E || E->K != Expr::Symbol || Depth > 24)
      return false;
    auto A = F.lookupReg(E->Name);
    if (!A) // launch-wide special registers
      return E->Name.startswith("%ntid") || E->Name.startswith("%nctaid") ||
             E->Name.startswith("%ctaid") || E->Name.startswith("%nsmid") ||
             E->Name.startswith("%nwarpid");
    int AD = F.uniqueDef(*A);
    if (AD < 0)
      return false;
    const Inst &AI2 = F.Insts[AD];
    if (!InLoop(AI2.Block))
      return true;
    // Arithmetic on invariant operands, in the loop.
    static const char *const Pure[] = {"mov", "add", "sub", "mul", "div", "shl", "shr", "cvt"};
    if (AI2.isGuarded() || AI2.Defs.size() != 1 ||
        llvm::find(Pure, AI2.opcode()) == std::end(Pure))
      return false;
    for (unsigned K = 1; K < AI2.S->Operands.size(); ++K)
      if (!Self(AI2.S->Operands[K], Depth + 1, Self))
        return false;
    return true;
  };
  if (!Invariant(Amount, 0, Invariant))
    return -1;
  IterationStep[R] = {static_cast<unsigned>(AddIdx), Amount};
  const DomTree &Dom = *FirstIterDom;
  // Blocks a path from the step reaches without passing the initialisation
  // again (the initialising block is not expanded: a path through it runs
  // the initialisation). A read elsewhere that the initialisation dominates
  // sees the initial value on every execution: code of another branch
  // before the loop, such as a remainder loop nvcc -O3 peels off ahead of
  // the loop that reuses the register as its counter. Nor is a block that
  // dominates the step (the loop's header): a path through it starts the
  // next trip, so a read reached from the header before the step, also one
  // on a side of a branch (NVVM -O1's `if (j < len) out[row * len + j] =
  // v;` between the trip's shuffles and `j += 32`), sees the trip's value
  // (any iteration: init + step * i, i the steps taken so far; not for the
  // first-iteration reading, whose reads must run on the first trip).
  std::vector<bool> AfterStep(N, false);
  {
    bool TripStarts = AnyIteration && !UseFirstIteration;
    llvm::SmallVector<unsigned, 16> Work{B1};
    while (!Work.empty()) {
      unsigned X = Work.pop_back_val();
      if (X == B0 || (TripStarts && X != B1 && Dom.dominates(X, B1)))
        continue;
      for (unsigned Y : F.Blocks[X].Succs)
        if (Y < N && !AfterStep[Y]) {
          AfterStep[Y] = true;
          Work.push_back(Y);
        }
    }
  }
  // Every read is reached after the initialisation and before the step (its
  // block dominates the stepping block, or it precedes the step in that
  // block, or no path from the step reaches it without the initialisation),
  // so its first execution sees the initial value; the
  // loop test after the step (a setp read only by the back-edge branch)
  // is the one exception, which the formula only ever over-constrains.
  unsigned Term = F.Blocks[B1].End - 1;
  // (Over R's readers only: each one either passes or fails the whole
  // question, so the order does not matter.)
  for (unsigned K : F.readersOf(R)) {
    const Inst &U = F.Insts[K];
    if (K == Step || !F.Blocks[U.Block].Reachable)
      continue;
    if (U.Block == B1 && K > Step) {
      if (U.opcode() != "setp" || U.Defs.size() != 1)
        return -1;
      unsigned P = U.Defs[0].Reg;
      for (unsigned J : F.readersOf(P)) {
        if (J == K)
          continue;
        if (!(J == Term && F.Insts[J].Kind == InstKind::Branch))
          return -1;
      }
      continue;
    }
    // Before the loop (the rotated loop's entry test) or in it, reached
    // before the step, and after the initialisation.
    bool BeforeStep = U.Block == B1 ? K < Step
                                    : Dom.dominates(U.Block, B1) || !AfterStep[U.Block];
    bool AfterInit = U.Block == B0 ? K > Init : Dom.dominates(B0, U.Block);
    if (!BeforeStep || !AfterInit)
      return -1;
  }
  Result = static_cast<int>(Init);
  return Result;
}

bool ThreadFormula::selectDefs(unsigned R, unsigned &Branch, unsigned &Taken, unsigned &Fall) {
  auto Memoed = Selects.find(R);
  if (Memoed == Selects.end()) {
    std::array<int, 3> Found = {-1, -1, -1};
    auto Defs = F.defsOf(R);
    bool Ok = Defs.size() == 2;
    for (unsigned D : Defs)
      Ok = Ok && !F.Insts[D].isGuarded() && F.Insts[D].Defs.size() == 1 &&
           F.Blocks[F.Insts[D].Block].Reachable;
    if (Ok && F.Insts[Defs[0]].Block != F.Insts[Defs[1]].Block) {
      if (!FirstIterDom)
        FirstIterDom = &F.dominators();
      const DomTree &Dom = *FirstIterDom;
      unsigned B[2] = {F.Insts[Defs[0]].Block, F.Insts[Defs[1]].Block};
      // The branch: the nearest block dominating both writes.
      unsigned H = B[0];
      for (unsigned Steps = 0; Steps <= F.numBlocks() && !Dom.dominates(H, B[1]); ++Steps)
        H = H == Dom.root() ? H : Dom.idom(H);
      const BasicBlock &HB = F.Blocks[H];
      const Inst &T = F.Insts[HB.End - 1];
      Ok = Dom.dominates(H, B[1]) && H != B[0] && H != B[1] && T.Kind == InstKind::Branch &&
           T.Guard >= 0 && HB.Succs.size() == 2 && H + 1 < F.numBlocks() &&
           HB.Succs[1] == H + 1 && HB.Succs[0] != H + 1;
      // Each side is entered from the branch only, and one write lies on
      // each side (the side dominates it).
      int Side[2] = {-1, -1};
      for (unsigned S = 0; Ok && S < 2; ++S) {
        unsigned Succ = HB.Succs[S];
        Ok = Succ != H && F.Blocks[Succ].Preds.size() == 1;
        for (unsigned D = 0; Ok && D < 2; ++D)
          if (Dom.dominates(Succ, B[D]))
            Side[S] = Side[S] < 0 ? static_cast<int>(D) : 2;
      }
      Ok = Ok && Side[0] >= 0 && Side[1] >= 0 && Side[0] != 2 && Side[1] != 2 &&
           Side[0] != Side[1];
      if (Ok) {
        // Blocks reached from the branch without passing a write's block
        // (or the branch again): a read there sees neither write.
        std::vector<bool> Open(F.numBlocks(), false);
        llvm::SmallVector<unsigned, 16> Work;
        for (unsigned Succ : HB.Succs)
          if (Succ != B[0] && Succ != B[1] && !Open[Succ]) {
            Open[Succ] = true;
            Work.push_back(Succ);
          }
        while (!Work.empty()) {
          unsigned X = Work.pop_back_val();
          for (unsigned Y : F.Blocks[X].Succs)
            if (Y < F.numBlocks() && Y != H && Y != B[0] && Y != B[1] && !Open[Y]) {
              Open[Y] = true;
              Work.push_back(Y);
            }
        }
        // Every read follows one of the writes on every path from the
        // branch: after it in its block, or in a block the branch
        // dominates that no path from the branch reaches around the writes.
        for (unsigned K = 0; Ok && K < F.Insts.size(); ++K) {
          const Inst &U = F.Insts[K];
          if (!F.Blocks[U.Block].Reachable)
            continue;
          if (!U.reads(R))
            continue;
          if (U.Block == B[0] || U.Block == B[1])
            Ok = K > Defs[U.Block == B[0] ? 0 : 1];
          else
            Ok = U.Block != H && Dom.dominates(H, U.Block) && !Open[U.Block];
        }
      }
      if (Ok)
        Found = {static_cast<int>(HB.End - 1), static_cast<int>(Defs[Side[0]]),
                 static_cast<int>(Defs[Side[1]])};
    }
    Memoed = Selects.try_emplace(R, Found).first;
  }
  if (Memoed->second[0] < 0)
    return false;
  Branch = Memoed->second[0];
  Taken = Memoed->second[1];
  Fall = Memoed->second[2];
  return true;
}

bool ThreadFormula::headerSelectDefs(unsigned R, unsigned &Branch, unsigned &HeadDef,
                                     unsigned &SideDef, bool &SideTaken) {
  auto Defs = F.defsOf(R);
  if (Defs.size() != 2)
    return false;
  for (unsigned D : Defs)
    if (F.Insts[D].isGuarded() || F.Insts[D].Defs.size() != 1 ||
        !F.Blocks[F.Insts[D].Block].Reachable)
      return false;
  if (!FirstIterDom)
    FirstIterDom = &F.dominators();
  const DomTree &Dom = *FirstIterDom;
  for (unsigned Pick = 0; Pick < 2; ++Pick) {
    unsigned HD = Defs[Pick], SD = Defs[1 - Pick];
    unsigned H = F.Insts[HD].Block, S = F.Insts[SD].Block;
    const BasicBlock &HB = F.Blocks[H];
    const Inst &T = F.Insts[HB.End - 1];
    // Succs[0] is the taken target, Succs[1] the fall-through (H + 1).
    if (H == S || T.Kind != InstKind::Branch || T.Guard < 0 || HB.Succs.size() != 2 ||
        HB.Succs[1] != H + 1 || HB.Succs[0] == H + 1 || HD >= HB.End - 1)
      continue;
    // The side block that writes: entered from the branch only, directly
    // or through a chain of blocks with one predecessor and one successor
    // each (nvcc -G's `bra.uni` to the next block); every thread that takes
    // that side reaches the write.
    int Side = -1;
    std::vector<unsigned> Chain;
    for (unsigned Si = 0; Si < 2 && Side < 0; ++Si) {
      Chain.clear();
      unsigned X = HB.Succs[Si];
      for (unsigned Steps = 0; Steps <= F.numBlocks() && X < F.numBlocks(); ++Steps) {
        const BasicBlock &XB = F.Blocks[X];
        if (XB.Preds.size() != 1 || X == H)
          break;
        Chain.push_back(X);
        if (X == S) {
          Side = static_cast<int>(Si);
          break;
        }
        bool Plain = XB.Succs.size() == 1;
        for (unsigned J = XB.Begin; Plain && J < XB.End; ++J)
          Plain = F.Insts[J].Kind != InstKind::Call && F.Insts[J].Kind != InstKind::Exit &&
                  F.Insts[J].Kind != InstKind::Ret && F.Insts[J].Kind != InstKind::Trap;
        if (!Plain)
          break;
        X = XB.Succs[0];
      }
    }
    if (Side < 0)
      continue;
    for (unsigned J = F.Blocks[S].Begin; J < SD; ++J)
      if (F.Insts[J].Kind == InstKind::Call || F.Insts[J].Kind == InstKind::Exit ||
          F.Insts[J].Kind == InstKind::Ret || F.Insts[J].Kind == InstKind::Trap)
        Side = -1;
    if (Side < 0)
      continue;
    // The branch runs at most once per launch (no path leads back to it),
    // so a thread's branch condition decides which write it saw last.
    std::vector<bool> Seen(F.numBlocks(), false);
    llvm::SmallVector<unsigned, 16> Work(HB.Succs.begin(), HB.Succs.end());
    bool Cycle = false;
    while (!Work.empty() && !Cycle) {
      unsigned X = Work.pop_back_val();
      if (X >= F.numBlocks() || Seen[X])
        continue;
      Seen[X] = true;
      Cycle = X == H;
      for (unsigned Y : F.Blocks[X].Succs)
        Work.push_back(Y);
    }
    if (Cycle)
      continue;
    // Every read lies after the branch: in the writing side after its
    // write, or in a block the branch's block dominates.
    bool Ok = true;
    for (unsigned K = 0; Ok && K < F.Insts.size(); ++K) {
      const Inst &U = F.Insts[K];
      if (!F.Blocks[U.Block].Reachable)
        continue;
      if (!U.reads(R))
        continue;
      if (U.Block == S)
        Ok = K > SD;
      else
        Ok = U.Block != H && Dom.dominates(H, U.Block) &&
             std::find(Chain.begin(), Chain.end(), U.Block) == Chain.end();
    }
    if (!Ok)
      continue;
    Branch = HB.End - 1;
    HeadDef = HD;
    SideDef = SD;
    SideTaken = Side == 0;
    return true;
  }
  return false;
}


int ThreadFormula::reachingDef(unsigned R, const Inst &J) {
  unsigned JI = static_cast<unsigned>(&J - F.Insts.data());
  auto Found = Reaching.find({R, JI});
  if (Found != Reaching.end())
    return Found->second;
  if (!FirstIterDom)
    FirstIterDom = &F.dominators();
  const DomTree &Dom = *FirstIterDom;
  unsigned B = J.Block, N = F.numBlocks();
  auto Defs = F.defsOf(R);
  int Result = -1;
  for (unsigned Dk : Defs) {
    const Inst &DI = F.Insts[Dk];
    if (DI.isGuarded() || DI.Defs.size() != 1 || !F.Blocks[DI.Block].Reachable)
      continue;
    unsigned DB = DI.Block;
    if (DB == B ? Dk >= JI : !Dom.dominates(DB, B))
      continue;
    bool Unique = true;
    for (unsigned Do : Defs) {
      if (Do == Dk)
        continue;
      unsigned OB = F.Insts[Do].Block;
      if (OB == DB && Do < Dk)
        continue; // Dk overwrites it on the way
      if (OB == B && Do < JI) {
        Unique = false; // between Dk and J in J's block
        break;
      }
      // Paths leaving Do's block that reach J without passing Dk.
      std::vector<bool> Seen(N, false);
      llvm::SmallVector<unsigned, 16> Work;
      for (unsigned S : F.Blocks[OB].Succs)
        if (S < N && !Seen[S]) {
          Seen[S] = true;
          Work.push_back(S);
        }
      while (!Work.empty()) {
        unsigned X = Work.pop_back_val();
        if (X == DB)
          continue; // passes Dk (before J, when J's block is Dk's)
        if (X == B) {
          Unique = false;
          break;
        }
        for (unsigned S : F.Blocks[X].Succs)
          if (S < N && !Seen[S]) {
            Seen[S] = true;
            Work.push_back(S);
          }
      }
      if (!Unique)
        break;
    }
    if (Unique) {
      Result = static_cast<int>(Dk);
      break;
    }
  }
  Reaching[{R, JI}] = Result;
  return Result;
}

std::optional<std::string> ThreadFormula::guard(const Inst &I, unsigned K) {
  ReaderScope Scope(Reader, &I);
  if (I.Guard < 0)
    return std::string("true");
  auto T = reg(I.Guard, K);
  if (!T)
    return std::nullopt;
  return I.GuardNeg ? "(not " + *T + ")" : *T;
}

int ptx::minMaxHelperOp(FunctionIR &CIR) {
  if (CIR.Insts.size() > 8)
    return -1;
  // The one computing instruction: min/max of two values, stored as the
  // return value; everything else reads parameters, stores it, returns.
  int Op = -1;
  for (unsigned J = 0; J < CIR.Insts.size(); ++J) {
    const Inst &X = CIR.Insts[J];
    llvm::StringRef O = X.opcode();
    if (X.isGuarded() || X.Kind == InstKind::Call || X.Kind == InstKind::Branch)
      return -1;
    if (O == "ld" || O == "st" || O == "ret" || O == "mov")
      continue;
    if ((O != "min" && O != "max") || Op >= 0 || X.S->Operands.size() != 3 || X.Defs.size() != 1)
      return -1;
    Op = static_cast<int>(J);
  }
  if (Op < 0 || !CIR.returnsRegAfter(unsigned(Op), CIR.Insts[Op].Defs[0].Reg))
    return -1;
  return Op;
}

std::optional<std::string> ThreadFormula::pureCallResult(const Inst &I, unsigned K, unsigned W) {
  unsigned Ret;
  int64_t Off;
  auto C = callOfResult(F, static_cast<unsigned>(&I - F.Insts.data()), Ret, Off);
  if (!C || Ret || Off || !W)
    return std::nullopt;
  CallBinding B = bindCall(Ctx, F, *C);
  if (!B.Callee || !B.Callee->Body || B.Callee->IsEntry)
    return std::nullopt;
  FunctionIR *HIR = &Ctx.calleeIR(*B.Callee);
  int Op = minMaxHelperOp(*HIR);
  // A wrapper that returns such a helper's result for its own parameters
  // (nvcc -G's `min(unsigned, unsigned)` calling `umin`): the helper's
  // parameter J is the wrapper's parameter Through[J].
  std::optional<CallBinding> Inner;
  std::array<int, 2> Through{-1, -1};
  if (Op < 0) {
    FunctionIR &W = *HIR;
    if (W.Insts.size() > 24)
      return std::nullopt;
    int Call = -1, Ld = -1;
    for (unsigned J = 0; J < W.Insts.size(); ++J) {
      const Inst &X = W.Insts[J];
      if (X.isGuarded() || X.Kind == InstKind::Branch)
        return std::nullopt;
      if (X.Kind == InstKind::Call) {
        if (Call >= 0)
          return std::nullopt;
        Call = static_cast<int>(J);
        continue;
      }
      llvm::StringRef O = X.opcode();
      if (O != "ld" && O != "st" && O != "ret" && O != "mov" && O != "cvt")
        return std::nullopt;
      if (Call >= 0 && Ld < 0 && O == "ld" && X.hasMod(".param"))
        Ld = static_cast<int>(J);
    }
    if (Call < 0 || Ld < 0 || W.Insts[Ld].Defs.size() != 1)
      return std::nullopt;
    unsigned RetI;
    int64_t RetOff;
    auto C2 = callOfResult(W, static_cast<unsigned>(Ld), RetI, RetOff);
    if (!C2 || *C2 != static_cast<unsigned>(Call) || RetI || RetOff ||
        !W.returnsRegAfter(unsigned(Ld), W.Insts[Ld].Defs[0].Reg))
      return std::nullopt;
    Inner.emplace(bindCall(Ctx, W, unsigned(Call)));
    if (!Inner->Callee || !Inner->Callee->Body || Inner->Callee->IsEntry)
      return std::nullopt;
    HIR = &Ctx.calleeIR(*Inner->Callee);
    Op = minMaxHelperOp(*HIR);
    if (Op < 0)
      return std::nullopt;
    for (unsigned J = 0; J < 2; ++J) {
      const CallBinding::Piece *A = Inner->arg(J, 0);
      if (!A)
        return std::nullopt;
      auto P = asParam(W, traceCopies(W, Ctx, A->Value, A->Store));
      if (!P || P->Off || P->Add)
        return std::nullopt;
      Through[J] = static_cast<int>(P->Param);
    }
  }
  FunctionIR &CIR = *HIR;
  const Inst &M = CIR.Insts[Op];
  bool Signed = false;
  unsigned OpW = 0;
  for (const Word &Md : M.S->Mods)
    if (unsigned Sz = typeSizeBytes(Md.Text)) {
      OpW = Sz * 8;
      Signed = Md.Text[1] == 's';
    }
  if (OpW != W)
    return std::nullopt;
  std::optional<std::string> Ops[2];
  for (unsigned J = 0; J < 2; ++J) {
    const Expr *E = M.S->Operands[J + 1];
    if (auto V = evalConstExpr(E)) {
      Ops[J] = bvLit(static_cast<uint64_t>(*V), W);
      continue;
    }
    auto P = asParam(CIR, traceCopies(CIR, Ctx, E, static_cast<unsigned>(Op)));
    if (!P || P->Off)
      return std::nullopt;
    unsigned Param = P->Param;
    if (Inner) {
      if (Param >= 2 || Through[Param] < 0)
        return std::nullopt;
      Param = static_cast<unsigned>(Through[Param]);
    }
    const CallBinding::Piece *A = B.arg(Param, 0);
    if (!A)
      return std::nullopt;
    ReaderScope Scope(Reader, &F.Insts[A->Store]);
    Ops[J] = value(A->Value, K, W);
    if (!Ops[J])
      return std::nullopt;
    if (P->Add)
      Ops[J] = app("bvadd", *Ops[J], bvLit(static_cast<uint64_t>(P->Add), W));
  }
  std::string Less = app(Signed ? "bvslt" : "bvult", *Ops[0], *Ops[1]);
  bool Min = M.opcode() == "min";
  return "(ite " + Less + " " + (Min ? *Ops[0] : *Ops[1]) + " " + (Min ? *Ops[1] : *Ops[0]) + ")";
}

std::optional<std::string> ThreadFormula::encodeDef(unsigned R, const Inst &I, unsigned K,
                                                    unsigned RW) {
  ReaderScope Scope(Reader, &I);
  if (I.opcode() == "ld" && I.hasMod(".param") && !I.S->Guard) {
    if (auto T = pureCallResult(I, K, regWidth(R)))
      return T;
    if (auto T = calleeResult(I, K, regWidth(R)))
      return T;
    if (auto T = calleeVote(I, K, regWidth(R)))
      return T;
    if (auto T = calleeBroadcast(I, regWidth(R)))
      return T;
  }
  // A local-depot slot (nvcc -G keeps every value on the stack): the value
  // the store every path to the load writes last (or the argument a small
  // callee stores there: a constructor of a `dim3` or a tile object), read
  // where that store reads it. Not loaded memory: two lanes load different
  // values from the same stack address.
  if (I.opcode() == "ld" && !I.S->Guard && !F.Depot.empty() && RW &&
      accessBytes(I) * 8 == RW) {
    unsigned Idx = static_cast<unsigned>(&I - F.Insts.data());
    int St = F.depot().storeOf(Idx);
    if (St >= 0 && F.Insts[St].S->Operands.size() == 2) {
      ReaderScope StoreScope(Reader, &F.Insts[St]);
      if (auto T = value(F.Insts[St].S->Operands[1], K, RW))
        return T;
    }
    // A value a called constructor computed and stored there.
    if (auto CS = F.depot().callStoreOf(Idx))
      if (auto T = calleeStored(CS->Call, CS->Store, K, RW))
        return T;
    // Bytes inside what one wider store wrote (a field of an object nvcc
    // -G copies 8 bytes at a time): those bits of its value.
    if (St < 0)
      if (auto P = F.depot().pieceOf(Idx);
          P && P->Store != Idx && F.Insts[P->Store].S->Operands.size() == 2) {
        unsigned SW = accessBytes(F.Insts[P->Store]) * 8, Lo = P->Shift * 8;
        if (SW && Lo + RW <= SW) {
          ReaderScope StoreScope(Reader, &F.Insts[P->Store]);
          if (auto T = value(F.Insts[P->Store].S->Operands[1], K, SW))
            return SW == RW ? *T
                            : "((_ extract " + std::to_string(Lo + RW - 1) + " " +
                                  std::to_string(Lo) + ") " + *T + ")";
        }
      }
    // Bytes inside what a called constructor computed and stored there
    // (a field it writes through its `this`, the object copied 8 bytes at
    // a time since): those bits of that value.
    if (St < 0)
      if (auto CP = F.depot().callPieceOf(Idx)) {
        CallBinding B = bindCall(Ctx, F, CP->Call);
        const ParamStoreSummary *Sum = B.Callee ? &paramStores(Ctx, B.Callee) : nullptr;
        unsigned SW = Sum && CP->Store < Sum->Stores.size() ? Sum->Stores[CP->Store].Bytes * 8 : 0;
        unsigned Lo = CP->Shift * 8;
        if (SW && SW <= 64 && Lo + RW <= SW)
          if (auto T = calleeStored(CP->Call, CP->Store, K, SW))
            return SW == RW ? *T
                            : "((_ extract " + std::to_string(Lo + RW - 1) + " " +
                                  std::to_string(Lo) + ") " + *T + ")";
      }
  }
  // One element of a vector load from the depot (NVVM -O1 reads two
  // fields of a tile object at once): the store of that element's bytes.
  if (I.opcode() == "ld" && !I.S->Guard && !F.Depot.empty() && RW && isVectorAccess(I) &&
      I.S->Operands.size() == 2 && I.S->Operands[0]->K == Expr::Vector) {
    const Expr *Vec = I.S->Operands[0];
    unsigned Idx = static_cast<unsigned>(&I - F.Insts.data());
    for (unsigned J = 0; J < Vec->Sub.size(); ++J) {
      const Expr *El = Vec->Sub[J];
      if (El->K != Expr::Symbol || F.lookupReg(El->Name) != std::optional<unsigned>(R))
        continue;
      if (accessBytes(I) * 8 != RW * Vec->Sub.size())
        break;
      int St = F.depot().elementStoreOf(Idx, J);
      if (St >= 0 && F.Insts[St].S->Operands.size() == 2) {
        ReaderScope StoreScope(Reader, &F.Insts[St]);
        if (auto T = value(F.Insts[St].S->Operands[1], K, RW))
          return T;
      }
      if (auto CS = F.depot().callStoreOf(Idx, J))
        if (auto T = calleeStored(CS->Call, CS->Store, K, RW))
          return T;
      break;
    }
  }
  const InstrStmt &S = *I.S;
  if (S.Guard)
    return std::nullopt;
  llvm::StringRef Op = S.Opcode.Text;
  llvm::SmallVector<llvm::StringRef, 2> Types;
  for (const Word &M : S.Mods)
    if (typeSizeBytes(M.Text) || M.Text == ".pred")
      Types.push_back(M.Text);
  if (Op == "setp" && Types.size() == 1 && (Types[0] == ".f32" || Types[0] == ".f64"))
    return fpCompare(R, I, K, RW);
  if (Op == "vote" || (Op == "popc" && Types.size() == 1 && Types[0][1] == 'b'))
    return voteOrPopc(R, I, K, RW);
  if (Op == "elect")
    return electSync(R, I, K, RW);
  if (Op == "shfl")
    return shflBroadcast(R, I, K, RW);
  // A mov copies the bits whatever its type (nvcc -G's `mov.f32 %f1, %f5`
  // of a loaded value that a setp then tests).
  if (Op == "mov" && RW && Types.size() == 1 && Types[0][1] == 'f' &&
      typeSizeBytes(Types[0]) * 8 == RW && S.Operands.size() == 2)
    return value(S.Operands[1], K, RW);
  for (llvm::StringRef T : Types)
    if (T[1] == 'f')
      return ThreadData ? fpArith(R, I, K, RW) : std::nullopt;
  if (I.hasMod(".sat") || I.hasMod(".cc") || I.hasMod(".hi"))
    return std::nullopt;
  llvm::StringRef Ty = Types.empty() ? "" : Types.back();
  bool Pred = Ty == ".pred";
  unsigned W = Pred ? 0 : (Ty.empty() ? RW : typeSizeBytes(Ty) * 8);
  bool Signed = !Ty.empty() && Ty[1] == 's';
  auto Ops = S.Operands;
  auto V = [&](unsigned Idx, unsigned Width) -> std::optional<std::string> {
    return Idx < Ops.size() ? value(Ops[Idx], K, Width) : std::nullopt;
  };
  auto P = [&](unsigned Idx) -> std::optional<std::string> {
    if (Idx >= Ops.size())
      return std::nullopt;
    const Expr *E = Ops[Idx];
    bool Neg = false;
    if (E->K == Expr::Unary && static_cast<TokenKind>(E->Op) == TokenKind::Bang) {
      Neg = true;
      E = E->Sub[0];
    }
    // A constant predicate (`mov.pred %p3, 0`, nvcc -G's false start of
    // a short-circuit `&&`).
    if (E->K == Expr::IntLit && (E->IntValue == 0 || E->IntValue == 1))
      return std::string((E->IntValue != 0) != Neg ? "true" : "false");
    if (E->K != Expr::Symbol)
      return std::nullopt;
    auto Rg = F.lookupReg(E->Name);
    if (!Rg || regWidth(*Rg) != 0)
      return std::nullopt;
    auto T = reg(*Rg, K);
    if (!T)
      return std::nullopt;
    return Neg ? "(not " + *T + ")" : *T;
  };
  auto Fit = [&](std::optional<std::string> T, unsigned From) -> std::optional<std::string> {
    if (!T)
      return std::nullopt;
    if (!RW || !From)
      return RW == From ? T : std::nullopt;
    return adapt(*T, From, RW);
  };
  if (Op == "mov" && RW && Ops.size() == 2 && Ops[1]->K == Expr::Vector) {
    // Packing (PTX ISA 9.7.10.4): element 0 in the low bits.
    size_t N = Ops[1]->Sub.size();
    if (!N || RW % N)
      return std::nullopt;
    unsigned EW = RW / static_cast<unsigned>(N);
    std::string T;
    for (size_t J = 0; J < N; ++J) {
      auto E = value(Ops[1]->Sub[J], K, EW);
      if (!E)
        return std::nullopt;
      T = J == 0 ? *E : app("concat", *E, T);
    }
    return T;
  }
  if (Op == "mov" || Op == "cvta") {
    if (!RW)
      return P(1);
    return V(1, RW);
  }
  if (Op == "cvt") {
    if (Types.size() != 2 || !RW)
      return std::nullopt;
    unsigned DW = typeSizeBytes(Types[0]) * 8, SW = typeSizeBytes(Types[1]) * 8;
    auto A = V(1, SW);
    if (!A)
      return std::nullopt;
    return Fit(extend(*A, SW, DW, Types[1][1] == 's'), DW);
  }
  if (!W && !Pred)
    return std::nullopt;
  bool Wide = I.hasMod(".wide");
  if (Op == "add" || Op == "sub") {
    auto A = V(1, W), B = V(2, W);
    if (!A || !B)
      return std::nullopt;
    return Fit(app(Op == "add" ? "bvadd" : "bvsub", *A, *B), W);
  }
  if (Op == "mul" || Op == "mad") {
    if (!I.hasMod(".lo") && !Wide)
      return std::nullopt;
    auto A = V(1, W), B = V(2, W);
    if (!A || !B)
      return std::nullopt;
    unsigned OW = Wide ? 2 * W : W;
    std::string M = app("bvmul", extend(*A, W, OW, Signed), extend(*B, W, OW, Signed));
    if (Op == "mad") {
      auto C = V(3, OW);
      if (!C)
        return std::nullopt;
      M = app("bvadd", M, *C);
    }
    return Fit(M, OW);
  }
  if (Op == "shl" || Op == "shr") {
    auto A = V(1, W), B = V(2, 32);
    if (!A || !B)
      return std::nullopt;
    const char *Fn = Op == "shl" ? "bvshl" : Signed ? "bvashr" : "bvlshr";
    std::string T;
    if (W >= 32) {
      T = app(Fn, *A, adapt(*B, 32, W));
    } else {
      std::string Over = Op == "shr" && Signed ? app("bvashr", *A, bvLit(W - 1, W)) : bvLit(0, W);
      T = "(ite (bvuge " + *B + " " + bvLit(W, 32) + ") " + Over + " " +
          app(Fn, *A, adapt(*B, 32, W)) + ")";
    }
    return Fit(T, W);
  }
  if (Op == "bfe" && W >= 32) {
    // PTX ISA 9.7.1.19: the len = c & 0xff bits of a from bit pos = b &
    // 0xff, padded with zeros (.u) or with the field's top bit, a's msb
    // when the field runs past it (.s); a zero length gives zero (LLVM
    // writes `(tid >> 4) & 0xffff` as `bfe.u32 %r, %r1, 4, 16`).
    auto A = V(1, W), B = V(2, 32), C = V(3, 32);
    if (!A || !B || !C)
      return std::nullopt;
    std::string Pos = adapt(app("bvand", *B, bvLit(255, 32)), 32, W);
    std::string Len = adapt(app("bvand", *C, bvLit(255, 32)), 32, W);
    std::string T;
    if (!Signed) {
      // Shifts by the width or more give zero in SMT-LIB as in PTX.
      T = app("bvand", app("bvlshr", *A, Pos),
              app("bvsub", app("bvshl", bvLit(1, W), Len), bvLit(1, W)));
    } else {
      // The field's top bit min(pos + len - 1, msb) moved to the msb, then
      // shifted down arithmetically to bit 0 (a start past the msb shifts
      // by the width or more: a's sign everywhere).
      std::string Msb = bvLit(W - 1, W);
      std::string Last = app("bvsub", app("bvadd", Pos, Len), bvLit(1, W));
      std::string Top = "(ite (bvult " + Last + " " + Msb + ") " + Last + " " + Msb + ")";
      std::string Up = app("bvsub", Msb, Top);
      T = "(ite (= " + Len + " " + bvLit(0, W) + ") " + bvLit(0, W) + " " +
          app("bvashr", app("bvshl", *A, Up), app("bvadd", Up, Pos)) + ")";
    }
    return Fit(T, W);
  }
  if (Op == "and" || Op == "or" || Op == "xor") {
    if (Pred) {
      auto A = P(1), B = P(2);
      if (!A || !B || RW)
        return std::nullopt;
      return app(Op, *A, *B);
    }
    auto A = V(1, W), B = V(2, W);
    if (!A || !B)
      return std::nullopt;
    return Fit(app(("bv" + Op).str(), *A, *B), W);
  }
  if (Op == "not" || Op == "neg") {
    if (Pred) {
      auto A = P(1);
      if (!A || RW || Op != "not")
        return std::nullopt;
      return "(not " + *A + ")";
    }
    auto A = V(1, W);
    if (!A)
      return std::nullopt;
    return Fit("(" + std::string(Op == "not" ? "bvnot " : "bvneg ") + *A + ")", W);
  }
  if (Op == "selp") {
    if (Pred)
      return std::nullopt;
    auto A = V(1, W), B = V(2, W), C = P(3);
    if (!A || !B || !C)
      return std::nullopt;
    return Fit("(ite " + *C + " " + *A + " " + *B + ")", W);
  }
  if (Op == "min" || Op == "max") {
    auto A = V(1, W), B = V(2, W);
    if (!A || !B)
      return std::nullopt;
    std::string Less = app(Signed ? "bvslt" : "bvult", *A, *B);
    return Fit("(ite " + Less + " " + (Op == "min" ? *A : *B) + " " + (Op == "min" ? *B : *A) +
                   ")",
               W);
  }
  if (Op == "div" || Op == "rem") {
    auto A = V(1, W), B = V(2, W);
    if (!A || !B)
      return std::nullopt;
    const char *Fn = Op == "div" ? (Signed ? "bvsdiv" : "bvudiv") : (Signed ? "bvsrem" : "bvurem");
    return Fit(app(Fn, *A, *B), W);
  }
  if (Op == "setp") {
    if (RW || S.Mods.empty() || !W)
      return std::nullopt;
    llvm::StringRef Cmp = S.Mods[0].Text, BoolOp;
    for (const Word &M : S.Mods)
      if (M.Text == ".and" || M.Text == ".or" || M.Text == ".xor")
        BoolOp = M.Text;
    auto A = V(1, W), B = V(2, W);
    if (!A || !B)
      return std::nullopt;
    const char *Fn = nullptr;
    bool Negate = false;
    if (Cmp == ".eq") Fn = "=";
    else if (Cmp == ".ne") { Fn = "="; Negate = true; }
    else if (Cmp == ".lt") Fn = Signed ? "bvslt" : "bvult";
    else if (Cmp == ".le") Fn = Signed ? "bvsle" : "bvule";
    else if (Cmp == ".gt") Fn = Signed ? "bvsgt" : "bvugt";
    else if (Cmp == ".ge") Fn = Signed ? "bvsge" : "bvuge";
    else if (Cmp == ".lo") Fn = "bvult";
    else if (Cmp == ".ls") Fn = "bvule";
    else if (Cmp == ".hi") Fn = "bvugt";
    else if (Cmp == ".hs") Fn = "bvuge";
    if (!Fn)
      return std::nullopt;
    std::string T = app(Fn, *A, *B);
    if (Negate)
      T = "(not " + T + ")";
    // The second destination of `setp p|q` gets the negated comparison.
    const Expr *D = Ops[0];
    if (D->K == Expr::PredPair && D->Sub.size() == 2 && D->Sub[1]->K == Expr::Symbol &&
        F.lookupReg(D->Sub[1]->Name) == std::optional<unsigned>(R))
      T = "(not " + T + ")";
    if (!BoolOp.empty()) {
      auto C = P(3);
      if (!C)
        return std::nullopt;
      T = app(BoolOp.drop_front(1), T, *C);
    }
    return T;
  }
  return std::nullopt;
}

std::optional<std::string> ThreadFormula::fpArith(unsigned R, const Inst &I, unsigned K,
                                                   unsigned RW) {
  // Floating-point arithmetic on loaded data (`ss = x*x + y*y` of a
  // float4, tested `if (ss != 0)`): the result is an uninterpreted function
  // of its operands' bit patterns, one per opcode and modifiers, so the same
  // inputs give the same result in every thread copy (data a group of lanes
  // shares stays shared), and otherwise any value. Only for the questions
  // about each thread's own data (ThreadData): the result is an unknown, so
  // a model that needs one is a warning.
  const InstrStmt &S = *I.S;
  static const char *const Ops[] = {"add", "sub", "mul", "fma", "mad", "div", "min", "max",
                                    "abs", "neg", "sqrt", "rsqrt", "rcp", "ex2", "lg2", "sin",
                                    "cos", "tanh"};
  if (!RW || S.Guard || S.Operands.size() < 2 || I.Defs.size() != 1 ||
      std::find(std::begin(Ops), std::end(Ops), S.Opcode.Text) == std::end(Ops))
    return std::nullopt;
  unsigned W = 0;
  for (const Word &M : S.Mods)
    if (M.Text.size() > 1 && M.Text[1] == 'f' && typeSizeBytes(M.Text))
      W = typeSizeBytes(M.Text) * 8;
  if (W != RW || (W != 32 && W != 64))
    return std::nullopt;
  std::string Fn = "fp " + S.Opcode.Text.str(), Args, Sorts;
  for (const Word &M : S.Mods)
    Fn += M.Text.str();
  for (unsigned J = 1; J < S.Operands.size(); ++J) {
    auto V = value(S.Operands[J], K, W);
    if (!V)
      return std::nullopt;
    Args += " " + *V;
    Sorts += std::string(Sorts.empty() ? "" : " ") + "(_ BitVec " + std::to_string(W) + ")";
  }
  Fn = quote(Fn);
  if (Declared.insert(Fn).second)
    Decls += "(declare-fun " + Fn + " (" + Sorts + ") (_ BitVec " + std::to_string(W) + "))\n";
  std::string Name = "computed " + F.Regs[R].Name.str() + "@" +
                     std::to_string(static_cast<unsigned>(&I - F.Insts.data())) +
                     (K ? "#" + std::to_string(K) : "");
  std::string Res = uniformConst(Name, W, Congruence());
  require(app("=", Res, "(" + Fn + Args + ")"));
  return Res;
}

std::optional<std::string> ThreadFormula::fpCompare(unsigned R, const Inst &I, unsigned K,
                                                     unsigned RW) {
  // setp.CMP[.ftz].f32/.f64 p[|q], a, b[, c] in the SMT theory of floating
  // point (PTX ISA 9.7.4.1 setp: ordered comparisons are false, unordered
  // ones true, when either operand is NaN; .ftz flushes subnormal inputs to
  // sign-preserving zero).
  const InstrStmt &S = *I.S;
  if (RW || S.Mods.empty() || S.Operands.size() < 3)
    return std::nullopt;
  bool F64 = I.hasMod(".f64");
  unsigned W = F64 ? 64 : 32;
  llvm::StringRef Cmp = S.Mods[0].Text, BoolOp;
  for (const Word &M : S.Mods)
    if (M.Text == ".and" || M.Text == ".or" || M.Text == ".xor")
      BoolOp = M.Text;
  auto A = value(S.Operands[1], K, W), B = value(S.Operands[2], K, W);
  if (!A || !B)
    return std::nullopt;
  // On the bit patterns (no floating-point theory: bit-vector terms keep
  // the queries fast): NaN is an all-ones exponent with a non-zero
  // fraction; .ftz flushes a subnormal (zero exponent) to its signed zero;
  // the two zeros compare equal; otherwise the order is the unsigned order
  // of the sign-magnitude key (negative: all bits flipped; positive: the
  // sign bit set).
  std::string SignBit = bvLit(1ull << (W - 1), W), Mag = bvLit((1ull << (W - 1)) - 1, W);
  std::string ExpMask = bvLit(F64 ? 0x7ff0000000000000ull : 0x7f800000ull, W);
  std::string Zero = bvLit(0, W);
  auto Flush = [&](const std::string &T) {
    if (!I.hasMod(".ftz"))
      return T;
    return "(ite (= " + app("bvand", T, ExpMask) + " " + Zero + ") " + app("bvand", T, SignBit) +
           " " + T + ")";
  };
  std::string X = Flush(*A), Y = Flush(*B);
  auto IsNan = [&](const std::string &T) { return app("bvugt", app("bvand", T, Mag), ExpMask); };
  auto Norm = [&](const std::string &T) {
    return "(ite (= " + app("bvand", T, Mag) + " " + Zero + ") " + Zero + " " + T + ")";
  };
  auto Key = [&](const std::string &T) {
    std::string N = Norm(T);
    return "(ite (= " + app("bvand", N, SignBit) + " " + Zero + ") " + app("bvor", N, SignBit) +
           " (bvnot " + N + "))";
  };
  std::string Nan = "(or " + IsNan(X) + " " + IsNan(Y) + ")";
  std::string KX = Key(X), KY = Key(Y);
  std::string T;
  bool Unordered = Cmp.endswith("u") && Cmp != ".nu";
  llvm::StringRef Base = Unordered ? Cmp.drop_back(1) : Cmp;
  if (Cmp == ".num")
    T = "(not " + Nan + ")";
  else if (Cmp == ".nan")
    T = Nan;
  else {
    std::string C;
    if (Base == ".eq") C = app("=", KX, KY);
    else if (Base == ".ne") C = "(not " + app("=", KX, KY) + ")";
    else if (Base == ".lt") C = app("bvult", KX, KY);
    else if (Base == ".le") C = app("bvule", KX, KY);
    else if (Base == ".gt") C = app("bvugt", KX, KY);
    else if (Base == ".ge") C = app("bvuge", KX, KY);
    else
      return std::nullopt;
    T = Unordered ? "(or " + Nan + " " + C + ")" : "(and (not " + Nan + ") " + C + ")";
  }
  const Expr *D = S.Operands[0];
  if (D->K == Expr::PredPair && D->Sub.size() == 2 && D->Sub[1]->K == Expr::Symbol &&
      F.lookupReg(D->Sub[1]->Name) == std::optional<unsigned>(R))
    T = "(not " + T + ")";
  if (!BoolOp.empty()) {
    if (S.Operands.size() < 4)
      return std::nullopt;
    auto C = predOperand(S.Operands[3], K);
    if (!C)
      return std::nullopt;
    T = app(BoolOp.drop_front(1), T, *C);
  }
  return T;
}

std::optional<std::string> ThreadFormula::predOperand(const Expr *E, unsigned K) {
  bool Neg = false;
  if (E->K == Expr::Unary && static_cast<TokenKind>(E->Op) == TokenKind::Bang) {
    Neg = true;
    E = E->Sub[0];
  }
  auto Rg = E->K == Expr::Symbol ? F.lookupReg(E->Name) : std::nullopt;
  auto P = Rg && regWidth(*Rg) == 0 ? reg(*Rg, K) : std::nullopt;
  if (P && Neg)
    P = "(not " + *P + ")";
  return P;
}

std::optional<std::string> ThreadFormula::voteOrPopc(unsigned R, const Inst &I, unsigned K,
                                                     unsigned RW) {
  const InstrStmt &S = *I.S;
  if (S.Opcode.Text == "popc") {
    // popc.b32/.b64 d, a: the sum of a's bits (d is 32 bits).
    unsigned AW = I.hasMod(".b64") ? 64 : 32;
    if (RW != 32 || S.Operands.size() != 2)
      return std::nullopt;
    auto A = value(S.Operands[1], K, AW);
    if (!A)
      return std::nullopt;
    // The SWAR population count (pairs, nibbles, bytes, then the bytes
    // summed by shifts): a small circuit next to 32 one-bit additions.
    auto Lit = [&](uint64_t V) { return bvLit(V, AW); };
    auto Shr = [&](const std::string &T, unsigned N) { return app("bvlshr", T, Lit(N)); };
    std::string X = *A;
    X = app("bvsub", X, app("bvand", Shr(X, 1), Lit(0x5555555555555555ull)));
    X = app("bvadd", app("bvand", X, Lit(0x3333333333333333ull)),
            app("bvand", Shr(X, 2), Lit(0x3333333333333333ull)));
    X = app("bvand", app("bvadd", X, Shr(X, 4)), Lit(0x0f0f0f0f0f0f0f0full));
    std::string Name = quote("popc " + F.Regs[R].Name.str() + "#" + std::to_string(K) + "@" +
                             std::to_string(static_cast<unsigned>(&I - F.Insts.data())));
    if (Declared.insert(Name).second)
      Defs += "(define-fun " + Name + " () (_ BitVec " + std::to_string(AW) + ") " + X + ")\n";
    std::string Sum = Name;
    for (unsigned B = 8; B < AW; B += 8)
      Sum = app("bvadd", Sum, Shr(Name, B));
    return adapt(app("bvand", Sum, Lit(0x7f)), AW, 32);
  }
  // vote.sync.{ballot,all,any} over the full warp, when the thread copies
  // are lanes of one warp: one value shared by the copies, tied to each
  // copy's own predicate (PTX ISA 9.7.13.9). The other lanes' votes are
  // free.
  if (!SameWarp || !I.hasMod(".sync") || S.Operands.size() != 3)
    return std::nullopt;
  // The membermask: a constant, or a register whose write reaching the
  // vote is one (nvcc -O3 reuses the register that held it).
  std::optional<int64_t> M = evalConstExpr(S.Operands[2]);
  if (!M && S.Operands[2]->K == Expr::Symbol)
    if (auto MR = F.lookupReg(S.Operands[2]->Name)) {
      if (Values.reg(*MR).isConstant() && regWidth(*MR) == 32)
        M = static_cast<int64_t>(Values.reg(*MR).Rem);
      else if (int RD = reachingDef(*MR, I); RD >= 0) {
        const InstrStmt &DS = *F.Insts[RD].S;
        if (DS.Opcode.Text == "mov" && !DS.Guard && DS.Operands.size() == 2)
          M = evalConstExpr(DS.Operands[1]);
      }
    }
  if (!M || (static_cast<uint64_t>(*M) & 0xffffffffu) != 0xffffffffu)
    return std::nullopt;
  auto P = predOperand(S.Operands[1], K);
  auto Lane = threadVar(ThreadVar::LaneId, K);
  if (!P || !Lane)
    return std::nullopt;
  std::string Name = quote("vote " + F.Regs[R].Name.str() + "@" +
                           std::to_string(static_cast<unsigned>(&I - F.Insts.data())));
  bool Ballot = I.hasMod(".ballot");
  if ((Ballot && RW != 32) || (!Ballot && RW != 0))
    return std::nullopt;
  if (Declared.insert(Name).second)
    Decls += "(declare-const " + Name + (Ballot ? " (_ BitVec 32))\n" : " Bool)\n");
  if (Ballot)
    require(app("=", "((_ extract 0 0) " + app("bvlshr", Name, *Lane) + ")",
                "(ite " + *P + " #b1 #b0)"));
  else if (I.hasMod(".all"))
    require("(=> " + Name + " " + *P + ")");
  else if (I.hasMod(".any"))
    require("(=> " + *P + " " + Name + ")");
  else
    return std::nullopt;
  return Name;
}

// shfl.sync.idx d, a, b, c, 0xffffffff with constant b and c over the
// whole warp (c's segment mask 0, b at most its clamp): every lane reads
// lane b's a (PTX ISA 9.7.8.6), so when the thread copies are lanes of one
// warp running it together, d is one value shared by the copies (a free
// one: lane b's a is not encoded). A broadcast from lane 0 of a look-back
// window's result that the loop around it then tests.
std::optional<std::string> ThreadFormula::shflBroadcast(unsigned R, const Inst &I, unsigned K,
                                                        unsigned RW) {
  const InstrStmt &S = *I.S;
  if (!SameWarp || !I.hasMod(".sync") || !I.hasMod(".idx") || S.Operands.size() != 5 ||
      RW != 32)
    return std::nullopt;
  const Expr *D = S.Operands[0];
  if (D->K == Expr::PredPair && D->Sub.size() == 2)
    D = D->Sub[0];
  if (D->K != Expr::Symbol || F.lookupReg(D->Name) != std::optional<unsigned>(R))
    return std::nullopt;
  std::optional<int64_t> B = evalConstExpr(S.Operands[2]), C = evalConstExpr(S.Operands[3]),
                         M = evalConstExpr(S.Operands[4]);
  if (!B || !C || !M || (static_cast<uint64_t>(*M) & 0xffffffffu) != 0xffffffffu)
    return std::nullopt;
  uint64_t Lane = static_cast<uint64_t>(*B) & 0x1f, Clamp = static_cast<uint64_t>(*C);
  if (static_cast<uint64_t>(*B) > 31 || (Clamp & 0x1f00) != 0 || Lane > (Clamp & 0x1f))
    return std::nullopt;
  std::string Name = quote("shfl " + F.Regs[R].Name.str() + "@" +
                           std::to_string(static_cast<unsigned>(&I - F.Insts.data())));
  if (Declared.insert(Name).second)
    Decls += "(declare-const " + Name + " (_ BitVec 32))\n";
  return Name;
}

// elect.sync d|p, 0xffffffff (PTX ISA 9.7.13.10): one lane of each warp is
// elected, which one the ISA does not say. The elected lane is a function
// of the warp (an uninterpreted function of the warp's index in the CTA),
// so two copies in one warp agree on it and copies in two warps each have
// their own; p holds in the elected lane, d is its lane id.
std::optional<std::string> ThreadFormula::electSync(unsigned R, const Inst &I, unsigned K,
                                                    unsigned RW) {
  const InstrStmt &S = *I.S;
  if (!I.hasMod(".sync") || S.Operands.size() != 2 || S.Operands[0]->K != Expr::PredPair ||
      S.Operands[0]->Sub.size() != 2)
    return std::nullopt;
  std::optional<int64_t> M = evalConstExpr(S.Operands[1]);
  if (!M || (static_cast<uint64_t>(*M) & 0xffffffffu) != 0xffffffffu)
    return std::nullopt;
  const Expr *D = S.Operands[0]->Sub[0], *P = S.Operands[0]->Sub[1];
  auto Names = [&](const Expr *E) {
    return E->K == Expr::Symbol && F.lookupReg(E->Name) == std::optional<unsigned>(R);
  };
  bool IsPred = Names(P), IsLane = Names(D);
  if ((!IsPred && !IsLane) || (IsPred && RW != 0) || (IsLane && RW != 32))
    return std::nullopt;
  auto Lane = threadVar(ThreadVar::LaneId, K);
  if (!Lane)
    return std::nullopt;
  // The warp's index: the linear thread index over 32 (with an unknown
  // shape, blocks are taken as one row of whole warps, as for the lane).
  std::string X = quote(tidName(0, K)), Warp = app("bvlshr", X, bvLit(5, 32));
  if (Shape.BlockKind == LaunchShape::Exact) {
    std::string Y = quote(tidName(1, K)), Z = quote(tidName(2, K));
    std::string Linear =
        app("bvadd", X,
            app("bvmul", bvLit(Shape.Block.V[0], 32),
                app("bvadd", Y, app("bvmul", bvLit(Shape.Block.V[1], 32), Z))));
    Warp = app("bvlshr", Linear, bvLit(5, 32));
  }
  std::string Fn = quote("elect@" + std::to_string(static_cast<unsigned>(&I - F.Insts.data())));
  if (Declared.insert(Fn).second)
    Decls += "(declare-fun " + Fn + " ((_ BitVec 32)) (_ BitVec 32))\n";
  std::string Elected = "(" + Fn + " " + Warp + ")";
  require(app("bvult", Elected, bvLit(32, 32)));
  return IsPred ? app("=", *Lane, Elected) : Elected;
}

std::optional<std::string> ThreadFormula::atom(const AffineAtom &A, unsigned K) {
  switch (A.K) {
  case AffineAtom::Thread: {
    auto T = threadVar(A.Var, K);
    if (!T)
      return std::nullopt;
    return adapt(*T, 32, 64);
  }
  case AffineAtom::VaryingReg:
  case AffineAtom::UniformReg: {
    unsigned W = regWidth(A.Reg);
    if (!W)
      return std::nullopt;
    auto T = A.Def >= 0 ? regAtDef(A.Reg, static_cast<unsigned>(A.Def), K) : reg(A.Reg, K);
    if (!T)
      return std::nullopt;
    return adapt(*T, W, 64);
  }
  case AffineAtom::Symbol:
  case AffineAtom::Param:
    return uniformConst(A.Name, 64, Congruence());
  case AffineAtom::Stride:
    // The steps taken so far: one unknown multiple of the step, the same in
    // the threads compared (taken at the same iteration).
    return uniformConst("steps(" + F.Regs[A.Reg].Name.str() + ")", 64,
                        mulCong(Congruence(), Values.expr(A.Origin)));
  }
  return std::nullopt;
}

std::optional<std::string> ThreadFormula::affine(const AffineForm &Fm, unsigned K,
                                                 bool ThreadPartOnly) {
  std::string Sum = bvLit(static_cast<uint64_t>(Fm.Const), 64);
  for (const AffineTerm &T : Fm.Terms) {
    if (ThreadPartOnly && !T.Atom.isThreadPart())
      continue;
    auto A = atom(T.Atom, K);
    if (!A)
      return std::nullopt;
    Sum = app("bvadd", Sum,
              T.Coef == 1 ? *A : app("bvmul", bvLit(static_cast<uint64_t>(T.Coef), 64), *A));
  }
  return Sum;
}
