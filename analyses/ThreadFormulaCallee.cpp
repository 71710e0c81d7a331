//===- ThreadFormulaCallee.cpp - values a callee stores into the caller's stack --===//
//
// NVVM below -O3 keeps cooperative groups' constructors out of line: a
// `thread_block_tile<16>` is built by a constructor that calls another one
// on its `this`, which stores the tile's mask (`0xffff << (%laneid & ~15)`),
// its rank in the block packed with the group count (`prmt`), and so on into
// the caller's stack slots with `st.local`. The caller reads the fields
// back (often two at once, `ld.local.v2.u32`). DepotSlots::callStoreOf
// names the call and the callee's summary store a load reads; this file
// encodes that store's operand from the callee's own instructions, for the
// same thread, with the callee's parameters bound to the call's arguments
// (nested constructors bind theirs to the outer callee's values in turn).
//
// Only what a constructor computes is followed: constants, special
// registers, parameters, the callee's own stack slots, and integer
// arithmetic (mov, cvt, cvta, and, or, xor, not, add, sub, shl, shr,
// mul.lo, mad.lo, div and rem by a constant, prmt with a constant
// selector). A load through a pointer (the object's other fields, which the
// caller may have changed) gives no value, unless it reads back bytes the
// callee stored itself (a field written by read-modify-write, where the
// caller's old bits are masked away); nor does any other instruction.
//
//===----------------------------------------------------------------------===//
#include "analyses/Interproc.h"
#include "analyses/SmtTerms.h"
#include "analyses/ThreadFormula.h"
#include <functional>

using namespace ptx;
using namespace ptx::smtterms;

static constexpr unsigned MaxCalleeDepth = 4;

/// A callee parameter's piece bound at the call, read as the caller's value
/// in thread \p K at the store that passed it.
std::optional<std::string> ThreadFormula::argValue(const CallBinding &B, unsigned P, int64_t Off,
                                                   unsigned K, unsigned W) {
  const CallBinding::Piece *A = B.arg(P, Off);
  if (!A)
    return std::nullopt;
  const Inst *Saved = Reader;
  Reader = &F.Insts[A->Store];
  auto T = value(A->Value, K, W);
  Reader = Saved;
  return T;
}

std::optional<std::string> ThreadFormula::calleeStored(unsigned Call, unsigned Store, unsigned K,
                                                       unsigned W) {
  CallBinding B = bindCall(Ctx, F, Call);
  if (!B.Callee)
    return std::nullopt;
  auto Param = [&](unsigned P, int64_t Off, unsigned PW) { return argValue(B, P, Off, K, PW); };
  return storedIn(*B.Callee, Store, Param, K, W, 0);
}

namespace {
/// A small straight-line callee's one store of the result a load reads.
struct ReturnStore {
  CallBinding B;
  FunctionIR *C;
  unsigned Store;
  unsigned Call; ///< the call instruction
  int64_t Off;   ///< the byte offset read in the return variable
};
} // namespace

/// For \p I, a load of \p W bits of a call's result: the callee (at most
/// 32 instructions, no branch, call or guard) and its one unguarded
/// `st.param` of \p W bits into that return variable at that offset.
static std::optional<ReturnStore> smallReturnStore(FunctionIR &F, const AnalysisContext &Ctx,
                                                   const Inst &I, unsigned W) {
  unsigned Ret;
  int64_t Off;
  unsigned LdIdx = static_cast<unsigned>(&I - F.Insts.data());
  auto Call = callOfResult(F, LdIdx, Ret, Off);
  if (!Call || !W || I.S->Operands.size() != 2 || isVectorAccess(I) || accessBytes(I) * 8 != W)
    return std::nullopt;
  CallBinding B = bindCall(Ctx, F, *Call);
  const Function *Fn = B.Callee;
  if (!Fn || !Fn->Body || Fn->IsEntry || Ret >= Fn->Returns.size() ||
      Fn->Returns[Ret]->Decls.size() != 1)
    return std::nullopt;
  llvm::StringRef RetName = Fn->Returns[Ret]->Decls[0].Name.Text;
  FunctionIR &C = Ctx.calleeIR(*Fn);
  if (C.Insts.size() > 32)
    return std::nullopt;
  int Store = -1;
  for (unsigned J = 0; J < C.Insts.size(); ++J) {
    const Inst &X = C.Insts[J];
    if (X.isGuarded() || X.Kind == InstKind::Branch || X.Kind == InstKind::Call)
      return std::nullopt;
    int64_t XOff;
    const Expr *Base = X.opcode() == "st" && X.hasMod(".param") && X.S->Operands.size() == 2
                           ? addressBase(X.S->Operands[0], XOff)
                           : nullptr;
    if (!Base || Base->Name != RetName || XOff != Off)
      continue;
    if (Store >= 0 || isVectorAccess(X) || accessBytes(X) * 8 != W)
      return std::nullopt;
    Store = static_cast<int>(J);
  }
  if (Store < 0)
    return std::nullopt;
  return ReturnStore{std::move(B), &C, static_cast<unsigned>(Store), *Call, Off};
}

std::optional<std::string> ThreadFormula::calleeResult(const Inst &I, unsigned K, unsigned W) {
  auto RS = smallReturnStore(F, Ctx, I, W);
  if (!RS)
    return std::nullopt;
  const CallBinding &B = RS->B;
  FunctionIR &C = *RS->C;
  unsigned Store = RS->Store;
  auto Param = [&](unsigned P, int64_t Off, unsigned PW) { return argValue(B, P, Off, K, PW); };
  return calleeValue(C, C.Insts[Store].S->Operands[1], Store, W, Param, K, 0);
}

std::optional<std::string> ThreadFormula::storedIn(const Function &Fn, unsigned Store,
                                                   ParamFn Param, unsigned K, unsigned W,
                                                   unsigned Depth) {
  if (Depth > MaxCalleeDepth || !Fn.Body || Fn.IsEntry)
    return std::nullopt;
  const ParamStoreSummary &Sum = paramStores(Ctx, &Fn);
  if (!Sum.Exact || Store >= Sum.Stores.size())
    return std::nullopt;
  const ParamStoreSummary::Store &St = Sum.Stores[Store];
  FunctionIR &C = Ctx.calleeIR(Fn);
  if (St.Src < 0 || static_cast<unsigned>(St.Src) >= C.Insts.size())
    return std::nullopt;
  const Inst &I = C.Insts[St.Src];
  if (I.Kind == InstKind::Call) {
    // A constructor calling another on its `this`: that one's store, its
    // parameters read as this callee's arguments.
    CallBinding NB = bindCall(Ctx, C, static_cast<unsigned>(St.Src));
    if (!NB.Callee)
      return std::nullopt;
    auto Inner = [&](unsigned P, int64_t Off, unsigned PW) -> std::optional<std::string> {
      const CallBinding::Piece *A = NB.arg(P, Off);
      if (!A)
        return std::nullopt;
      return calleeValue(C, A->Value, A->Store, PW, Param, K, Depth + 1);
    };
    return storedIn(*NB.Callee, St.SrcStore, Inner, K, W, Depth + 1);
  }
  if (I.opcode() != "st" || I.S->Operands.size() != 2)
    return std::nullopt;
  return calleeValue(C, I.S->Operands[1], static_cast<unsigned>(St.Src), W, Param, K, Depth);
}

/// The width in bits of the last type modifier of \p I (0: none or .pred),
/// and whether it is signed.
static unsigned typeWidth(const Inst &I, bool &Signed) {
  unsigned W = 0;
  Signed = false;
  for (const Word &M : I.S->Mods)
    if (unsigned B = typeSizeBytes(M.Text)) {
      W = B * 8;
      Signed = M.Text[1] == 's';
    }
  return W;
}

std::optional<std::string> ThreadFormula::calleeValue(FunctionIR &C, const Expr *E, unsigned At,
                                                      unsigned W, ParamFn Param, unsigned K,
                                                      unsigned Depth, uint64_t Demand) {
  if (!E || !W)
    return std::nullopt;
  uint64_t Full = W >= 64 ? ~0ull : (1ull << W) - 1;
  Demand &= Full;
  // No bit of the value matters to the store it reaches (the caller's old
  // bits of a field a read-modify-write masks away): any value will do.
  if (!Demand)
    return bvLit(0, W);
  if (Depth > 3 * MaxCalleeDepth)
    return std::nullopt;
  if (auto V = evalConstExpr(E))
    return bvLit(static_cast<uint64_t>(*V), W);
  if (E->K != Expr::Symbol)
    return std::nullopt;
  auto R = E->Selector.Text.empty() ? C.lookupReg(E->Name) : std::nullopt;
  if (!R) {
    if (!E->Name.startswith("%"))
      return std::nullopt;
    unsigned SW;
    auto T = special(E, K, SW);
    if (!T)
      return std::nullopt;
    return adapt(*T, SW, W);
  }
  llvm::StringRef Ty = C.Regs[*R].Type;
  unsigned RW = Ty == ".pred" ? 0 : typeSizeBytes(Ty) * 8;
  if (!RW || C.Regs[*R].IsParam)
    return std::nullopt;
  int D = C.reachingDef(*R, At);
  if (D < 0)
    return std::nullopt;
  const Inst &I = C.Insts[D];
  // One element of a vector load of a parameter (`ld.param.v2.u32 {%r1,
  // %r2}, [p]`: nvcc 13 for sm_100 and later passes the uint3 behind
  // dim3(threadIdx) so); bindCall records each stored element as its own
  // piece, as ThreadEval::calleeValue reads them.
  if (I.Defs.size() > 1) {
    auto PE = vectorParamElement(C, I, *R);
    unsigned LW = PE ? PE->Bytes * 8 : 0;
    if (!LW || LW > RW)
      return std::nullopt;
    auto T = Param(PE->Param, PE->Off, LW);
    if (!T)
      return std::nullopt;
    bool Signed;
    typeWidth(I, Signed);
    return adapt(extend(*T, LW, RW, Signed), RW, W);
  }
  if (I.S->Guard || I.Defs.size() != 1)
    return std::nullopt;
  auto Ops = I.S->Operands;
  llvm::StringRef Op = I.opcode();
  bool Signed;
  unsigned TW = typeWidth(I, Signed);
  // The bits of the register asked for, as bits of the operation's own
  // width (every bit when a width changes on the way).
  uint64_t OpDemand = RW == W && TW == RW ? Demand : ~0ull;
  auto Sub = [&](unsigned Idx, unsigned SW,
                 uint64_t Dm = ~0ull) -> std::optional<std::string> {
    if (Idx >= Ops.size())
      return std::nullopt;
    return calleeValue(C, Ops[Idx], static_cast<unsigned>(D), SW, Param, K, Depth + 1, Dm);
  };
  auto Out = [&](std::optional<std::string> T, unsigned From) -> std::optional<std::string> {
    if (!T)
      return std::nullopt;
    return adapt(adapt(*T, From, RW), RW, W);
  };
  if (Op == "ld") {
    if (Ops.size() != 2 || isVectorAccess(I))
      return std::nullopt;
    unsigned LW = accessBytes(I) * 8;
    if (!LW || LW > RW)
      return std::nullopt;
    std::optional<std::string> T;
    if (I.hasMod(".param")) {
      int64_t Off;
      const Expr *Base = addressBase(Ops[1], Off);
      auto P = Base ? paramIndex(C.F, Base->Name) : std::nullopt;
      if (!P)
        return std::nullopt;
      T = Param(*P, Off, LW);
    } else if (!C.Depot.empty()) {
      // The callee's own stack slot: what its store, or its call of a
      // constructor, left there.
      if (int St = C.depot().storeOf(static_cast<unsigned>(D));
          St >= 0 && C.Insts[St].S->Operands.size() == 2 && accessBytes(C.Insts[St]) * 8 == LW)
        T = calleeValue(C, C.Insts[St].S->Operands[1], static_cast<unsigned>(St), LW, Param, K,
                        Depth + 1);
      else if (auto CS = C.depot().callStoreOf(static_cast<unsigned>(D))) {
        CallBinding NB = bindCall(Ctx, C, CS->Call);
        if (!NB.Callee)
          return std::nullopt;
        auto Inner = [&](unsigned P, int64_t Off, unsigned PW) -> std::optional<std::string> {
          const CallBinding::Piece *A = NB.arg(P, Off);
          if (!A)
            return std::nullopt;
          return calleeValue(C, A->Value, A->Store, PW, Param, K, Depth + 1);
        };
        T = storedIn(*NB.Callee, CS->Store, Inner, K, LW, Depth + 1);
      }
    }
    // A load through the callee's `this` of bytes it stored itself (the
    // second half of a field written by read-modify-write); the caller's
    // bytes from before the call are known only where no bit matters
    // (Demand: the modify step masks them away).
    if (!T && !I.hasMod(".param"))
      if (int St = ownStoreBefore(C, Ctx, static_cast<unsigned>(D)); St >= 0)
        T = calleeValue(C, C.Insts[St].S->Operands[1], static_cast<unsigned>(St), LW, Param, K,
                        Depth + 1, LW == RW && RW == W ? Demand : ~0ull);
    if (!T)
      return std::nullopt;
    return Out(extend(*T, LW, RW, Signed), RW);
  }
  if (Op == "mov" || Op == "cvta")
    return Ops.size() == 2 ? Out(Sub(1, RW), RW) : std::nullopt;
  if (Op == "cvt") {
    llvm::SmallVector<std::pair<unsigned, bool>, 2> Types;
    for (const Word &M : I.S->Mods)
      if (unsigned B = typeSizeBytes(M.Text)) {
        if (M.Text[1] == 'f')
          return std::nullopt;
        Types.push_back({B * 8, M.Text[1] == 's'});
      }
    if (Types.size() != 2 || Ops.size() != 2 || I.hasMod(".sat"))
      return std::nullopt;
    auto A = Sub(1, Types[1].first);
    if (!A)
      return std::nullopt;
    return Out(extend(*A, Types[1].first, Types[0].first, Types[1].second), Types[0].first);
  }
  if (!TW || I.hasMod(".cc") || I.hasMod(".sat") || I.hasMod(".hi"))
    return std::nullopt;
  if (Op == "and" || Op == "or" || Op == "xor" || Op == "add" || Op == "sub") {
    // Bitwise operations pass on the bits asked for, an `and` with a
    // constant only those the constant keeps.
    uint64_t DA = ~0ull, DB = ~0ull;
    if (Op == "or" || Op == "xor" || Op == "and") {
      DA = DB = OpDemand;
      if (Op == "and") {
        if (auto CB = evalConstExpr(Ops.size() > 2 ? Ops[2] : nullptr))
          DA &= static_cast<uint64_t>(*CB);
        if (auto CA = evalConstExpr(Ops.size() > 1 ? Ops[1] : nullptr))
          DB &= static_cast<uint64_t>(*CA);
      }
    }
    auto A = Sub(1, TW, DA), B = Sub(2, TW, DB);
    if (!A || !B)
      return std::nullopt;
    return Out(app(Op == "add" ? "bvadd" : Op == "sub" ? "bvsub" : ("bv" + Op).str(), *A, *B), TW);
  }
  if (Op == "not") {
    auto A = Sub(1, TW);
    return A ? Out("(bvnot " + *A + ")", TW) : std::nullopt;
  }
  if (Op == "shl" || Op == "shr") {
    auto A = Sub(1, TW), B = Sub(2, 32);
    if (!A || !B)
      return std::nullopt;
    const char *Fn = Op == "shl" ? "bvshl" : Signed ? "bvashr" : "bvlshr";
    // PTX clamps shift amounts above the width (PTX ISA 9.7.8.8).
    std::string Over =
        Op == "shr" && Signed ? app("bvashr", *A, bvLit(TW - 1, TW)) : bvLit(0, TW);
    return Out("(ite (bvuge " + *B + " " + bvLit(TW, 32) + ") " + Over + " " +
                   app(Fn, *A, adapt(*B, 32, TW)) + ")",
               TW);
  }
  if ((Op == "div" || Op == "rem") && Ops.size() == 3) {
    // By a constant other than zero (a tile's rank: the thread's linear
    // index / 16).
    auto Dv = evalConstExpr(Ops[2]);
    if (!Dv || (static_cast<uint64_t>(*Dv) & (TW >= 64 ? ~0ull : (1ull << TW) - 1)) == 0)
      return std::nullopt;
    auto A = Sub(1, TW);
    if (!A)
      return std::nullopt;
    const char *Fn = Op == "div" ? (Signed ? "bvsdiv" : "bvudiv") : (Signed ? "bvsrem" : "bvurem");
    return Out(app(Fn, *A, bvLit(static_cast<uint64_t>(*Dv), TW)), TW);
  }
  if ((Op == "mul" || Op == "mad") && I.hasMod(".lo")) {
    auto A = Sub(1, TW), B = Sub(2, TW);
    if (!A || !B)
      return std::nullopt;
    std::string M = app("bvmul", *A, *B);
    if (Op == "mad") {
      auto Cc = Sub(3, TW);
      if (!Cc)
        return std::nullopt;
      M = app("bvadd", M, *Cc);
    }
    return Out(M, TW);
  }
  if (Op == "prmt" && TW == 32 && Ops.size() == 4 && I.S->Mods.size() == 1) {
    // prmt.b32 d, a, b, c (PTX ISA 9.7.9.7, default mode): byte n of d is
    // byte c[4n+2:4n] of {b, a}, or its sign replicated when c[4n+3] is set.
    auto Sel = evalConstExpr(Ops[3]);
    auto A = Sub(1, 32), B = Sub(2, 32);
    if (!Sel || !A || !B)
      return std::nullopt;
    std::string X = app("concat", *B, *A);
    std::string T;
    for (int N = 3; N >= 0; --N) {
      unsigned Nib = static_cast<unsigned>(*Sel >> (4 * N)) & 15;
      unsigned Byte = Nib & 7;
      std::string Lo = std::to_string(8 * Byte);
      std::string Piece;
      if (Nib & 8) {
        std::string Msb = std::to_string(8 * Byte + 7);
        Piece = "((_ repeat 8) ((_ extract " + Msb + " " + Msb + ") " + X + "))";
      } else {
        Piece = "((_ extract " + std::to_string(8 * Byte + 7) + " " + Lo + ") " + X + ")";
      }
      T = T.empty() ? Piece : app("concat", T, Piece);
    }
    return Out(T, 32);
  }
  return std::nullopt;
}

/// The SMT function of an integer `setp` comparison \p Cmp (nullptr when
/// not one), and whether its result is negated.
static const char *compareFn(llvm::StringRef Cmp, bool Signed, bool &Negate) {
  Negate = Cmp == ".ne";
  if (Cmp == ".eq" || Cmp == ".ne")
    return "=";
  if (Cmp == ".lt")
    return Signed ? "bvslt" : "bvult";
  if (Cmp == ".le")
    return Signed ? "bvsle" : "bvule";
  if (Cmp == ".gt")
    return Signed ? "bvsgt" : "bvugt";
  if (Cmp == ".ge")
    return Signed ? "bvsge" : "bvuge";
  if (Cmp == ".lo")
    return "bvult";
  if (Cmp == ".ls")
    return "bvule";
  if (Cmp == ".hi")
    return "bvugt";
  if (Cmp == ".hs")
    return "bvuge";
  return nullptr;
}

std::optional<std::string> ThreadFormula::calleeVote(const Inst &I, unsigned K, unsigned W) {
  if (!SameWarp)
    return std::nullopt;
  auto RS = smallReturnStore(F, Ctx, I, W);
  if (!RS)
    return std::nullopt;
  const CallBinding &B = RS->B;
  FunctionIR &C = *RS->C;
  unsigned Store = RS->Store;
  // From the stored value back through copies, and a `selp a, b, p` of two
  // constants (an all/any vote returned as an int), to the vote.
  const Expr *E = C.Insts[Store].S->Operands[1];
  unsigned At = static_cast<unsigned>(Store);
  std::optional<std::pair<int64_t, int64_t>> Sel;
  int Vote = -1;
  for (unsigned Step = 0; Step < 8 && Vote < 0; ++Step) {
    auto R = E->K == Expr::Symbol && E->Selector.Text.empty() ? C.lookupReg(E->Name)
                                                               : std::nullopt;
    if (!R || C.Regs[*R].IsParam)
      return std::nullopt;
    int D = C.reachingDef(*R, At);
    if (D < 0 || C.Insts[D].S->Guard || C.Insts[D].Defs.size() != 1)
      return std::nullopt;
    const Inst &X = C.Insts[D];
    auto Ops = X.S->Operands;
    if (X.opcode() == "mov" && Ops.size() == 2) {
      E = Ops[1];
    } else if (X.opcode() == "selp" && Ops.size() == 4 && !Sel) {
      auto A = evalConstExpr(Ops[1]), Bv = evalConstExpr(Ops[2]);
      if (!A || !Bv)
        return std::nullopt;
      Sel = {*A, *Bv};
      E = Ops[3];
    } else if (X.opcode() == "vote" && X.hasMod(".sync") && Ops.size() == 3) {
      Vote = D;
    } else {
      return std::nullopt;
    }
    At = static_cast<unsigned>(D);
  }
  if (Vote < 0)
    return std::nullopt;
  const Inst &V = C.Insts[Vote];
  bool Ballot = V.hasMod(".ballot"), All = V.hasMod(".all"), Any = V.hasMod(".any");
  if (Ballot == Sel.has_value() || (!Ballot && !All && !Any) || (Ballot && W != 32))
    return std::nullopt;
  // The membermask: -1 in the helper, or the call's constant -1 argument.
  const Expr *MaskE = V.S->Operands[2];
  std::optional<int64_t> M = evalConstExpr(MaskE);
  if (!M) {
    ValueOrigin O = traceCopies(C, Ctx, MaskE, static_cast<unsigned>(Vote));
    if (O.Root)
      M = evalConstExpr(O.Root);
    if (auto P = asParam(C, O); !M && P && P->Add == 0)
      if (const CallBinding::Piece *A = B.arg(P->Param, P->Off)) {
        M = evalConstExpr(A->Value);
        if (!M && Values.constant(A->Value))
          M = static_cast<int64_t>(*Values.constant(A->Value));
      }
  }
  if (!M || (static_cast<uint64_t>(*M) & 0xffffffffu) != 0xffffffffu)
    return std::nullopt;
  // The vote's predicate: an integer comparison in the helper.
  const Expr *PE = V.S->Operands[1];
  auto PR = PE->K == Expr::Symbol && PE->Selector.Text.empty() ? C.lookupReg(PE->Name)
                                                                : std::nullopt;
  int PD = PR ? C.reachingDef(*PR, static_cast<unsigned>(Vote)) : -1;
  if (PD < 0 || C.Insts[PD].S->Guard || C.Insts[PD].opcode() != "setp" ||
      C.Insts[PD].Defs.size() != 1 || C.Insts[PD].S->Operands.size() != 3 ||
      C.Insts[PD].S->Mods.size() != 2)
    return std::nullopt;
  const Inst &P = C.Insts[PD];
  bool Signed;
  unsigned TW = typeWidth(P, Signed);
  bool Negate;
  const char *Cmp = compareFn(P.S->Mods[0].Text, Signed, Negate);
  if (!TW || !Cmp || P.S->Mods[1].Text[1] == 'f')
    return std::nullopt;
  auto Param = [&](unsigned Pi, int64_t POff, unsigned PW) {
    return argValue(B, Pi, POff, K, PW);
  };
  auto A = calleeValue(C, P.S->Operands[1], static_cast<unsigned>(PD), TW, Param, K, 0);
  auto Bv = calleeValue(C, P.S->Operands[2], static_cast<unsigned>(PD), TW, Param, K, 0);
  auto Lane = threadVar(ThreadVar::LaneId, K);
  if (!A || !Bv || !Lane)
    return std::nullopt;
  std::string Pred = app(Cmp, *A, *Bv);
  if (Negate)
    Pred = "(not " + Pred + ")";
  std::string Name = quote("vote call@" + std::to_string(RS->Call) + "+" + std::to_string(RS->Off));
  if (Declared.insert(Name).second)
    Decls += "(declare-const " + Name + (Ballot ? " (_ BitVec 32))\n" : " Bool)\n");
  if (Ballot) {
    require(app("=", "((_ extract 0 0) " + app("bvlshr", Name, *Lane) + ")",
                "(ite " + Pred + " #b1 #b0)"));
    return Name;
  }
  require(All ? "(=> " + Name + " " + Pred + ")" : "(=> " + Pred + " " + Name + ")");
  return "(ite " + Name + " " + bvLit(static_cast<uint64_t>(Sel->first), W) + " " +
         bvLit(static_cast<uint64_t>(Sel->second), W) + ")";
}

/// A constant that \p E at instruction \p At of \p C folds to: immediates,
/// copies and 32-bit integer arithmetic on them, and the callee's own
/// parameters through \p Param (what its caller passes, when that folds).
using ConstParamFn = llvm::function_ref<std::optional<uint64_t>(unsigned, int64_t)>;
static std::optional<uint64_t> foldConst(FunctionIR &C, const Expr *E, unsigned At,
                                         ConstParamFn Param, unsigned Depth) {
  if (auto V = evalConstExpr(E))
    return static_cast<uint64_t>(*V) & 0xffffffffu;
  if (Depth > 16 || E->K != Expr::Symbol || !E->Selector.Text.empty())
    return std::nullopt;
  auto R = C.lookupReg(E->Name);
  if (!R || C.Regs[*R].IsParam)
    return std::nullopt;
  int D = C.reachingDef(*R, At);
  if (D < 0)
    return std::nullopt;
  // One 32-bit element of a vector load of a parameter (calleeValue).
  if (C.Insts[D].Defs.size() > 1) {
    auto PE = vectorParamElement(C, C.Insts[D], *R);
    return PE && PE->Bytes == 4 ? Param(PE->Param, PE->Off) : std::nullopt;
  }
  if (C.Insts[D].S->Guard || C.Insts[D].Defs.size() != 1)
    return std::nullopt;
  const Inst &X = C.Insts[D];
  const auto &Ops = X.S->Operands;
  llvm::StringRef Op = X.opcode();
  unsigned U = static_cast<unsigned>(D);
  if (Op == "ld" && X.hasMod(".param") && Ops.size() == 2 && accessBytes(X) == 4) {
    int64_t Off;
    const Expr *Base = addressBase(Ops[1], Off);
    auto P = Base ? paramIndex(C.F, Base->Name) : std::nullopt;
    return P ? Param(*P, Off) : std::nullopt;
  }
  if (Op == "mov" && Ops.size() == 2)
    return foldConst(C, Ops[1], U, Param, Depth + 1);
  if (Ops.size() != 3)
    return std::nullopt;
  bool Is32 = X.hasMod(".b32") || X.hasMod(".u32") || X.hasMod(".s32");
  if (!Is32)
    return std::nullopt;
  auto A = foldConst(C, Ops[1], U, Param, Depth + 1);
  auto B = A ? foldConst(C, Ops[2], U, Param, Depth + 1) : std::nullopt;
  if (!B)
    return std::nullopt;
  uint64_t V;
  if (Op == "add")
    V = *A + *B;
  else if (Op == "sub")
    V = *A - *B;
  else if (Op == "or")
    V = *A | *B;
  else if (Op == "and")
    V = *A & *B;
  else if (Op == "xor")
    V = *A ^ *B;
  else if (Op == "shl")
    V = *B >= 32 ? 0 : *A << *B;
  else if (Op == "shr" && !X.hasMod(".s32"))
    V = *B >= 32 ? 0 : *A >> *B;
  else if (Op == "mul" && X.hasMod(".lo"))
    V = *A * *B;
  else
    return std::nullopt;
  return V & 0xffffffffu;
}

std::optional<std::string> ThreadFormula::calleeBroadcast(const Inst &I, unsigned W) {
  if (!SameWarp || W != 32)
    return std::nullopt;
  // The chain of calls from F down to the helper that shuffles: frame J is
  // the callee of call Frames[J].B in Frames[J].Caller.
  struct Frame {
    FunctionIR *Caller;
    CallBinding B;
    FunctionIR *C;
  };
  llvm::SmallVector<Frame, 4> Frames;
  FunctionIR *Cur = &F;
  unsigned LdIdx = static_cast<unsigned>(&I - F.Insts.data());
  unsigned OuterCall = 0;
  int Shfl = -1;
  for (unsigned Level = 0; Level < 4 && Shfl < 0; ++Level) {
    const Inst &Ld = Cur->Insts[LdIdx];
    unsigned Ret;
    int64_t Off;
    auto Call = callOfResult(*Cur, LdIdx, Ret, Off);
    if (!Call || Off || Ld.S->Operands.size() != 2 || isVectorAccess(Ld) || accessBytes(Ld) != 4)
      return std::nullopt;
    if (Level == 0)
      OuterCall = *Call;
    CallBinding B = bindCall(Ctx, *Cur, *Call);
    const Function *Fn = B.Callee;
    if (!Fn || !Fn->Body || Fn->IsEntry || Ret >= Fn->Returns.size() ||
        Fn->Returns[Ret]->Decls.size() != 1 || Ctx.onCallCycle(Cur->F, *Fn))
      return std::nullopt;
    llvm::StringRef RetName = Fn->Returns[Ret]->Decls[0].Name.Text;
    FunctionIR &C = Ctx.calleeIR(*Fn);
    if (C.Insts.size() > 48)
      return std::nullopt;
    // Straight-line: every instruction runs on every call, once.
    int Store = -1;
    for (unsigned J = 0; J < C.Insts.size(); ++J) {
      const Inst &X = C.Insts[J];
      if (X.isGuarded() || X.Kind == InstKind::Branch || X.Kind == InstKind::BranchIdx)
        return std::nullopt;
      int64_t XOff;
      const Expr *Base = X.opcode() == "st" && X.hasMod(".param") && X.S->Operands.size() == 2
                             ? addressBase(X.S->Operands[0], XOff)
                             : nullptr;
      if (!Base || Base->Name != RetName)
        continue;
      if (Store >= 0 || XOff || isVectorAccess(X) || accessBytes(X) != 4)
        return std::nullopt;
      Store = static_cast<int>(J);
    }
    if (Store < 0)
      return std::nullopt;
    Frames.push_back({Cur, std::move(B), &C});
    // The stored value through copies: the shuffle, or a nested call's result.
    const Expr *E = C.Insts[Store].S->Operands[1];
    unsigned At = static_cast<unsigned>(Store);
    int Next = -1;
    for (unsigned Step = 0; Step < 8 && Shfl < 0 && Next < 0; ++Step) {
      auto R = E->K == Expr::Symbol && E->Selector.Text.empty() ? C.lookupReg(E->Name)
                                                                 : std::nullopt;
      if (!R || C.Regs[*R].IsParam)
        return std::nullopt;
      int D = C.reachingDef(*R, At);
      if (D < 0 || C.Insts[D].S->Guard)
        return std::nullopt;
      const Inst &X = C.Insts[D];
      if (X.opcode() == "mov" && X.S->Operands.size() == 2 && X.Defs.size() == 1) {
        E = X.S->Operands[1];
        At = static_cast<unsigned>(D);
      } else if (X.Kind == InstKind::Shfl) {
        Shfl = D;
      } else if (X.opcode() == "ld" && X.hasMod(".param")) {
        Next = D;
      } else {
        return std::nullopt;
      }
    }
    if (Shfl < 0 && Next < 0)
      return std::nullopt;
    Cur = &C;
    LdIdx = static_cast<unsigned>(Next);
  }
  if (Shfl < 0)
    return std::nullopt;
  // A constant operand of an instruction of frame J's callee: folded there,
  // its parameters what frame J's call passes, folded in its caller.
  std::function<std::optional<uint64_t>(unsigned, const Expr *, unsigned)> Fold =
      [&](unsigned J, const Expr *E, unsigned At) -> std::optional<uint64_t> {
    auto Param = [&](unsigned P, int64_t POff) -> std::optional<uint64_t> {
      const CallBinding::Piece *A = Frames[J].B.arg(P, POff);
      if (!A)
        return std::nullopt;
      if (J == 0) {
        if (auto V = evalConstExpr(A->Value))
          return static_cast<uint64_t>(*V) & 0xffffffffu;
        if (auto V = Values.constant(A->Value))
          return *V & 0xffffffffu;
        return std::nullopt;
      }
      return Fold(J - 1, A->Value, A->Store);
    };
    return foldConst(*Frames[J].C, E, At, Param, 0);
  };
  unsigned Last = static_cast<unsigned>(Frames.size() - 1);
  const Inst &S = Frames[Last].C->Insts[Shfl];
  if (!S.hasMod(".sync") || !S.hasMod(".idx") || S.S->Operands.size() != 5)
    return std::nullopt;
  unsigned SIdx = static_cast<unsigned>(Shfl);
  auto B = Fold(Last, S.S->Operands[2], SIdx), Cl = Fold(Last, S.S->Operands[3], SIdx),
       M = Fold(Last, S.S->Operands[4], SIdx);
  // Every lane reads lane b (PTX ISA 9.7.8.6): no segments (c's segment
  // mask 0), b within the clamp, the whole warp taking part.
  if (!B || !Cl || !M || *M != 0xffffffffu || *B > 31 || (*Cl & 0x1f00) != 0 ||
      *B > (*Cl & 0x1f))
    return std::nullopt;
  std::string Name = quote("shfl call@" + std::to_string(OuterCall));
  if (Declared.insert(Name).second)
    Decls += "(declare-const " + Name + " (_ BitVec 32))\n";
  return Name;
}
