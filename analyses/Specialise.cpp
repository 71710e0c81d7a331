//===- Specialise.cpp - conditional constant propagation under known arguments ---===//
#include "analyses/Specialise.h"
#include "analyses/Interproc.h"
#include "analyses/PointeeFields.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>
#include <deque>

using namespace ptx;

std::string ptx::specialisationKey(llvm::StringRef Name, llvm::ArrayRef<ArgConst> Args) {
  std::string K = Name.str();
  K += '|';
  for (const ArgConst &A : Args) {
    K += std::to_string(A.Param) + ':' + std::to_string(A.Off) + ':' + std::to_string(A.Bytes) +
         '=' + (A.SharedAddr      ? std::string("S")
               : A.GlobalAddr    ? std::string("G")
               : A.PointeeShared ? 'P' + std::to_string(A.Value)
                                 : std::to_string(A.Value)) +
         ',';
  }
  return K;
}

namespace {
uint64_t truncBits(uint64_t V, unsigned Bits) {
  return V & llvm::maskTrailingOnes<uint64_t>(std::min(Bits, 64u));
}
int64_t signExtend(uint64_t V, unsigned Bits) { return llvm::SignExtend64(V, std::min(Bits, 64u)); }

/// An integer or predicate type word.
struct IntType {
  unsigned Bits = 0;
  bool Signed = false;
};

/// The type words of \p I in order; false when one of them is not an
/// integer or predicate type (floats and packed types are not evaluated).
bool typesOf(const Inst &I, llvm::SmallVectorImpl<IntType> &Out) {
  for (const Word &M : I.S->Mods) {
    llvm::StringRef W = M.Text;
    if (W == ".pred") {
      Out.push_back({1, false});
      continue;
    }
    unsigned Bytes = typeSizeBytes(W); // .[bsuf]{8,16,32,64,128}
    bool Int = Bytes && (W[1] == 's' || W[1] == 'u' || W[1] == 'b');
    if (Int && Bytes <= 8) {
      Out.push_back({Bytes * 8, W[1] == 's'});
      continue;
    }
    if (Bytes || W.endswith("x2") || W.endswith("x4") || W.startswith(".bf") ||
        W == ".tf32" || W.startswith(".e2") || W.startswith(".e3") || W.startswith(".e4") ||
        W.startswith(".e5") || W.startswith(".ue"))
      return false; // a floating-point, packed or 128-bit type
  }
  return true;
}

} // namespace

std::optional<bool> ptx::compareInts(llvm::StringRef Cmp, uint64_t A, uint64_t B, unsigned Bits,
                                     bool Signed) {
  uint64_t UA = truncBits(A, Bits), UB = truncBits(B, Bits);
  int64_t SA = signExtend(A, Bits), SB = signExtend(B, Bits);
  bool S = Signed;
  if (Cmp == ".eq")
    return UA == UB;
  if (Cmp == ".ne")
    return UA != UB;
  if (Cmp == ".lt")
    return S ? SA < SB : UA < UB;
  if (Cmp == ".le")
    return S ? SA <= SB : UA <= UB;
  if (Cmp == ".gt")
    return S ? SA > SB : UA > UB;
  if (Cmp == ".ge")
    return S ? SA >= SB : UA >= UB;
  if (Cmp == ".lo")
    return UA < UB;
  if (Cmp == ".ls")
    return UA <= UB;
  if (Cmp == ".hi")
    return UA > UB;
  if (Cmp == ".hs")
    return UA >= UB;
  return std::nullopt;
}

ConstBranches::ConstBranches(FunctionIR &F, llvm::ArrayRef<ArgConst> Args, bool Propagate)
    : F(F), Args(Args) {
  unsigned N = F.numBlocks();
  Out.resize(N);
  Done.assign(N, false);
  View.Succs.resize(N);
  View.Preds.resize(N);
  View.Exits.assign(N, false);
  if (!N || !Propagate)
    return;
  std::deque<unsigned> Work{0};
  std::vector<bool> Queued(N, false);
  Queued[0] = true;
  llvm::SmallVector<unsigned, 2> Take;
  while (!Work.empty()) {
    unsigned B = Work.front();
    Work.pop_front();
    Queued[B] = false;
    const BasicBlock &BB = F.Blocks[B];
    State S = entryState(B);
    for (unsigned K = BB.Begin; K < BB.End; ++K)
      step(F.Insts[K], S);
    bool Changed = !Done[B] || S.size() != Out[B].size();
    if (!Changed)
      for (const auto &KV : S) {
        auto It = Out[B].find(KV.first);
        if (It == Out[B].end() || It->second != KV.second) {
          Changed = true;
          break;
        }
      }
    Done[B] = true;
    Out[B] = std::move(S);
    // The edges this block can take.
    bool Exit;
    edges(B, Out[B], Take, Exit);
    if (Exit)
      View.Exits[B] = true;
    for (unsigned Sx : Take) {
      bool New = llvm::find(View.Succs[B], Sx) == View.Succs[B].end();
      if (New) {
        View.Succs[B].push_back(Sx);
        View.Preds[Sx].push_back(B);
      }
      if ((New || Changed) && !Queued[Sx]) {
        Queued[Sx] = true;
        Work.push_back(Sx);
      }
    }
  }
  for (unsigned B = 0; B < N && !Pruned; ++B)
    Pruned = Done[B] && (View.Succs[B].size() < F.Blocks[B].Succs.size() ||
                         (F.Blocks[B].ExitsFunction && !View.Exits[B]));
}

void ConstBranches::edges(unsigned B, const State &S, llvm::SmallVectorImpl<unsigned> &Take,
                          bool &Exit) {
  const BasicBlock &BB = F.Blocks[B];
  Take.assign(BB.Succs.begin(), BB.Succs.end());
  Exit = BB.ExitsFunction;
  const Inst &T = F.Insts[BB.End - 1];
  bool Terminator = T.Kind == InstKind::Branch || T.Kind == InstKind::Ret ||
                    T.Kind == InstKind::Exit || T.Kind == InstKind::Trap;
  if (!Terminator || !T.isGuarded())
    return;
  auto G = guardValue(T, S);
  if (!G)
    return;
  // Where control goes when the terminator is not taken.
  int Fall = BB.End < F.Insts.size() ? static_cast<int>(F.Insts[BB.End].Block) : -1;
  int To = -1; // -1: the function's exit
  if (T.Kind == InstKind::Branch) {
    std::optional<unsigned> L;
    if (!T.S->Operands.empty() && T.S->Operands[0]->K == Expr::Symbol)
      L = F.resolveLabel(T.Scope, T.S->Operands[0]->Name);
    if (!L)
      return; // unknown target: keep every edge
    if (*L < F.Insts.size())
      To = static_cast<int>(F.Insts[*L].Block);
  }
  int Next = *G ? To : Fall;
  Take.clear();
  Exit = Next < 0;
  if (Next >= 0)
    Take.push_back(static_cast<unsigned>(Next));
}

std::vector<unsigned> ConstBranches::forcedBlocks(unsigned MaxSteps) {
  std::vector<unsigned> Blocks;
  if (!F.numBlocks())
    return Blocks;
  std::vector<bool> Seen(F.numBlocks(), false);
  State S;
  llvm::SmallVector<unsigned, 2> Take;
  unsigned B = 0, Steps = 0;
  while (true) {
    if (!Seen[B]) {
      Seen[B] = true;
      Blocks.push_back(B);
    }
    const BasicBlock &BB = F.Blocks[B];
    for (unsigned K = BB.Begin; K < BB.End; ++K)
      step(F.Insts[K], S);
    Steps += BB.End - BB.Begin;
    bool Exit;
    edges(B, S, Take, Exit);
    if (Exit || Take.size() != 1 || Steps > MaxSteps)
      break;
    B = Take[0];
  }
  return Blocks;
}

ConstBranches::State ConstBranches::entryState(unsigned B) const {
  State S;
  if (B == 0)
    return S; // nothing is known on entry but the arguments
  bool First = true;
  for (unsigned P : View.Preds[B]) {
    if (!Done[P])
      continue;
    if (First) {
      S = Out[P];
      First = false;
      continue;
    }
    llvm::SmallVector<unsigned, 8> Drop;
    for (const auto &KV : S) {
      auto It = Out[P].find(KV.first);
      if (It == Out[P].end() || It->second != KV.second)
        Drop.push_back(KV.first);
    }
    for (unsigned R : Drop)
      S.erase(R);
  }
  return S;
}

std::optional<uint64_t> ConstBranches::eval(const Expr *E, const State &S) {
  if (!E)
    return std::nullopt;
  if (E->K == Expr::Symbol) {
    if (!E->Selector.Text.empty())
      return std::nullopt;
    auto R = F.lookupReg(E->Name);
    if (!R)
      return std::nullopt;
    auto It = S.find(*R);
    if (It == S.end())
      return std::nullopt;
    return It->second;
  }
  if (auto V = evalConstExpr(E))
    return static_cast<uint64_t>(*V);
  return std::nullopt;
}

std::optional<bool> ConstBranches::guardValue(const Inst &I, const State &S) {
  if (I.Guard < 0)
    return true;
  auto It = S.find(static_cast<unsigned>(I.Guard));
  if (It == S.end())
    return std::nullopt;
  return (It->second != 0) != I.GuardNeg;
}

std::optional<uint64_t> ptx::evalIntInst(const Inst &I,
                                         llvm::function_ref<std::optional<uint64_t>(unsigned)> Arg) {
  auto Ops = I.S->Operands;
  llvm::StringRef Op = I.opcode();
  llvm::SmallVector<IntType, 3> Ty;
  bool Known = Op == "mov" || Op == "cvt" || Op == "setp" || Op == "selp" || Op == "not" ||
               Op == "neg" || Op == "add" || Op == "sub" || Op == "and" || Op == "or" ||
               Op == "xor" || Op == "shl" || Op == "shr" || Op == "mul" || Op == "mad" ||
               Op == "rem" || Op == "div" || Op == "min" || Op == "max";
  if (!Known || I.Defs.size() != 1 || Ops.empty() || Ops[0]->K != Expr::Symbol ||
      !typesOf(I, Ty) || Ty.empty() || I.hasMod(".cc") || I.hasMod(".sat"))
    return std::nullopt;
  IntType T = Ty.back();
  // mul.wide / mad.wide (a 2N-bit product of N-bit operands) and mul.hi
  // (its upper half): the division by a constant compilers emit.
  bool Wide = I.hasMod(".wide"), Hi = I.hasMod(".hi");
  if (Wide || Hi) {
    bool Mad = Op == "mad";
    if ((Op != "mul" && !Mad) || (Hi && (Mad || Wide)) || Ty.size() != 1 ||
        Ops.size() != (Mad ? 4u : 3u) || T.Bits > 32 * (Wide ? 1 : 2))
      return std::nullopt;
    auto A = Arg(1), B = Arg(2);
    std::optional<uint64_t> C = Mad ? Arg(3) : std::optional<uint64_t>(0);
    if (!A || !B || !C)
      return std::nullopt;
    auto Ext = [&](uint64_t V) -> __int128 {
      return T.Signed ? static_cast<__int128>(signExtend(V, T.Bits))
                      : static_cast<__int128>(truncBits(V, T.Bits));
    };
    __int128 Prod = Ext(*A) * Ext(*B);
    if (Hi)
      return truncBits(static_cast<uint64_t>(Prod >> T.Bits), T.Bits);
    return truncBits(static_cast<uint64_t>(Prod) + *C, 2 * T.Bits);
  }
  if (Op == "mov" && Ops.size() == 2 && Ty.size() == 1 && Ops[1]->K != Expr::Vector &&
      Ops[1]->K != Expr::Address) {
    if (auto A = Arg(1))
      return truncBits(*A, T.Bits);
    return std::nullopt;
  }
  if (Op == "cvt" && Ops.size() == 2 && Ty.size() == 2) {
    auto A = Arg(1);
    if (!A)
      return std::nullopt;
    IntType Src = Ty[1];
    uint64_t X =
        Src.Signed ? static_cast<uint64_t>(signExtend(*A, Src.Bits)) : truncBits(*A, Src.Bits);
    return truncBits(X, Ty[0].Bits);
  }
  if (Op == "setp" && Ops.size() == 3 && Ty.size() == 1 && I.S->Mods.size() == 2) {
    auto A = Arg(1), B = Arg(2);
    if (A && B)
      if (auto C = compareInts(I.S->Mods[0].Text, *A, *B, T.Bits, T.Signed))
        return *C ? 1 : 0;
    return std::nullopt;
  }
  if (Op == "selp" && Ops.size() == 4 && Ty.size() == 1) {
    if (auto C = Arg(3))
      if (auto A = Arg(*C ? 1 : 2))
        return truncBits(*A, T.Bits);
    return std::nullopt;
  }
  if ((Op == "not" || Op == "neg") && Ops.size() == 2 && Ty.size() == 1) {
    if (auto A = Arg(1))
      return truncBits(Op == "not" ? ~*A : 0 - *A, T.Bits);
    return std::nullopt;
  }
  if (Op == "mad" && Ops.size() == 4 && Ty.size() == 1 && I.hasMod(".lo")) {
    auto A = Arg(1), B = Arg(2), C = Arg(3);
    if (A && B && C)
      return truncBits(*A * *B + *C, T.Bits);
    return std::nullopt;
  }
  if (Ops.size() != 3 || Ty.size() != 1 || Op == "mad" || (Op == "mul" && !I.hasMod(".lo")))
    return std::nullopt;
  auto A = Arg(1), B = Arg(2);
  if (!A || !B)
    return std::nullopt;
  uint64_t X = *A, Y = *B, R = 0;
  int64_t SX = signExtend(X, T.Bits), SY = signExtend(Y, T.Bits);
  uint64_t UX = truncBits(X, T.Bits), UY = truncBits(Y, T.Bits);
  if (Op == "add")
    R = X + Y;
  else if (Op == "sub")
    R = X - Y;
  else if (Op == "mul")
    R = X * Y;
  else if (Op == "and")
    R = X & Y;
  else if (Op == "or")
    R = X | Y;
  else if (Op == "xor")
    R = X ^ Y;
  else if (Op == "min" || Op == "max") {
    bool Less = T.Signed ? SX < SY : UX < UY;
    R = (Op == "min") == Less ? X : Y;
  } else if (Op == "rem" || Op == "div") {
    if (UY == 0 || (T.Signed && SY == -1))
      return std::nullopt; // undefined, or the overflowing corner
    if (T.Signed)
      R = static_cast<uint64_t>(Op == "div" ? SX / SY : SX % SY);
    else
      R = Op == "div" ? UX / UY : UX % UY;
  } else {
    uint64_t Sh = truncBits(Y, 32); // the shift amount is .u32
    if (Op == "shl")
      R = Sh >= T.Bits ? 0 : X << Sh;
    else if (T.Signed)
      R = static_cast<uint64_t>(SX >> std::min<uint64_t>(Sh, 63));
    else
      R = Sh >= T.Bits ? 0 : UX >> Sh;
  }
  return truncBits(R, T.Bits);
}

bool ConstBranches::isShared(const Expr *E, const State &S) const {
  if (!E || E->K != Expr::Symbol || !E->Selector.Text.empty())
    return false;
  auto R = F.lookupReg(E->Name);
  return R && *R < SharedMark && S.count(*R | SharedMark);
}

bool ConstBranches::isGlobal(const Expr *E, const State &S) const {
  if (!E || E->K != Expr::Symbol || !E->Selector.Text.empty())
    return false;
  auto R = F.lookupReg(E->Name);
  return R && *R < GlobalMark && S.count(*R | GlobalMark);
}

std::optional<int64_t> ConstBranches::pointee(const Expr *E, const State &S) const {
  if (!E || E->K != Expr::Symbol || !E->Selector.Text.empty())
    return std::nullopt;
  auto R = F.lookupReg(E->Name);
  if (!R || *R >= PointeeMark)
    return std::nullopt;
  auto It = S.find(*R | PointeeMark);
  if (It == S.end())
    return std::nullopt;
  return static_cast<int64_t>(It->second);
}

bool ConstBranches::ownFrameStoresOnly() {
  if (!OwnFrameOnly)
    OwnFrameOnly = storesOnlyOwnFrame(F);
  return *OwnFrameOnly;
}

std::optional<ConstBranches::State> ConstBranches::stateBefore(unsigned At) {
  if (At >= F.Insts.size() || !live(F.Insts[At].Block))
    return std::nullopt;
  const BasicBlock &BB = F.Blocks[F.Insts[At].Block];
  State S = entryState(F.Insts[At].Block);
  for (unsigned K = BB.Begin; K < At; ++K)
    step(F.Insts[K], S);
  return S;
}

std::optional<int64_t> ConstBranches::pointeeSharedAt(const Expr *E, unsigned At) {
  std::optional<State> S = stateBefore(At);
  return S ? pointee(E, *S) : std::nullopt;
}

std::optional<uint64_t> ConstBranches::callResult(unsigned LdIdx, const State &S, bool &Shared) {
  Shared = false;
  unsigned Ret;
  int64_t Off;
  const AnalysisContext *Ctx = F.Ctx;
  auto C = Ctx ? callOfResult(F, LdIdx, Ret, Off) : std::nullopt;
  if (!C || Off != 0)
    return std::nullopt;
  CallBinding B = bindCall(*Ctx, F, *C);
  if (!B.Callee || Ctx->onCallCycle(F.F, *B.Callee))
    return std::nullopt;
  // The facts the state holds of the arguments (at the call: the st.param
  // stores and the load of its result lie in one call sequence, which
  // writes no register in between).
  llvm::SmallVector<ArgConst, 4> CallArgs;
  for (const CallBinding::Piece &P : B.Args) {
    const Inst &St = F.Insts[P.Store];
    unsigned Bytes = accessBytes(St);
    if (!Bytes || Bytes > 8 || isVectorAccess(St))
      continue;
    if (auto V = eval(P.Value, S))
      CallArgs.push_back({P.Arg, P.Off, Bytes, Bytes >= 8 ? *V : truncBits(*V, Bytes * 8)});
    else if (Bytes == 8 && isShared(P.Value, S))
      CallArgs.push_back({P.Arg, P.Off, 8, 0, /*SharedAddr=*/true});
    else if (Bytes == 8 && isGlobal(P.Value, S))
      CallArgs.push_back({P.Arg, P.Off, 8, 0, /*SharedAddr=*/false, /*GlobalAddr=*/true});
    else if (auto Fd = Bytes == 8 ? pointee(P.Value, S) : std::nullopt)
      CallArgs.push_back({P.Arg, P.Off, 8, static_cast<uint64_t>(*Fd), false, false,
                          /*PointeeShared=*/true});
  }
  if (CallArgs.empty())
    return std::nullopt; // nothing the callee's own summary does not know
  llvm::sort(CallArgs, [](const ArgConst &A, const ArgConst &B) {
    return std::tie(A.Param, A.Off) < std::tie(B.Param, B.Off);
  });
  const CalleeSummary &Sum = calleeSummary(*Ctx, B.Callee, CallArgs);
  if (!Sum.Known)
    return std::nullopt;
  if (Ret < Sum.ReturnShared.size() && Sum.ReturnShared[Ret])
    Shared = true;
  if (Ret < Sum.ReturnConst.size())
    return Sum.ReturnConst[Ret];
  return std::nullopt;
}

void ConstBranches::step(const Inst &I, State &S) {
  if (I.Defs.empty())
    return;
  std::optional<bool> G = guardValue(I, S);
  if (G && !*G)
    return; // not executed
  auto Ops = I.S->Operands;
  llvm::StringRef Op = I.opcode();
  std::optional<uint64_t> V;
  bool Sh = false; // the destination holds a shared-window address
  bool Gl = false; // ... a global-window address
  std::optional<int64_t> Pt; // ... a PointeeShared pointer (its field)
  llvm::SmallVector<IntType, 3> Ty;
  bool Typed = typesOf(I, Ty);
  bool Is64 = Typed && Ty.size() >= 1 && Ty[0].Bits == 64;
  if (Op == "ld") {
    if (I.hasMod(".param") && I.Defs.size() == 1 && Ops.size() == 2 && Typed &&
        Ty.size() == 1 && !isVectorAccess(I)) {
      int64_t Off;
      if (const Expr *Base = addressBase(Ops[1], Off)) {
        if (auto P = paramIndex(F.F, Base->Name)) {
          for (const ArgConst &A : Args)
            if (A.Param == *P && A.Off == Off && A.Bytes * 8 >= Ty[0].Bits) {
              if (A.GlobalAddr)
                Gl = Ty[0].Bits == 64;
              else if (A.PointeeShared) {
                if (Ty[0].Bits == 64)
                  Pt = static_cast<int64_t>(A.Value);
              } else if (!A.SharedAddr)
                V = truncBits(A.Value, Ty[0].Bits);
              else if (Ty[0].Bits == 64)
                Sh = true;
            }
        } else {
          // A call's result.
          bool RetShared = false;
          V = callResult(static_cast<unsigned>(&I - F.Insts.data()), S, RetShared);
          if (V)
            V = truncBits(*V, Ty[0].Bits);
          Sh = RetShared && Ty[0].Bits == 64;
        }
      }
    } else if (I.Defs.size() == 1 && Ops.size() == 2 && Typed && Ty.size() == 1 &&
               Ty[0].Bits == 64 && !isVectorAccess(I) && !F.Depot.empty()) {
      // A depot slot (nvcc -G keeps every argument on the stack): the
      // state space of the address its store wrote, when the register
      // stored has one write (what the state knows of it holds for that).
      int St = F.depot().storeOf(static_cast<unsigned>(&I - F.Insts.data()));
      const Expr *V = St >= 0 ? F.Insts[St].S->Operands[1] : nullptr;
      auto R = V && V->K == Expr::Symbol ? F.lookupReg(V->Name) : std::nullopt;
      if (R && F.uniqueDef(*R) >= 0) {
        Sh = isShared(V, S);
        Gl = isGlobal(V, S);
        Pt = pointee(V, S);
      }
    }
    if (!Sh && I.Defs.size() == 1 && Ops.size() == 2 && Typed && Ty.size() == 1 &&
        Ty[0].Bits == 64 && !isVectorAccess(I) && !I.hasMod(".param") && !I.hasMod(".local") &&
        !I.hasMod(".shared") && !I.hasMod(".const")) {
      // The field of a PointeeShared object: a shared-window address, when
      // nothing here stores outside the function's own frame.
      int64_t Off;
      if (const Expr *Base = addressBase(Ops[1], Off))
        if (auto Fd = pointee(Base, S); Fd && *Fd == Off && ownFrameStoresOnly())
          Sh = true;
    }
  } else if (Op == "cvta" && I.Defs.size() == 1 && !I.hasMod(".to") &&
             (I.hasMod(".shared") || I.hasMod(".shared::cta")) && Is64) {
    Sh = true; // a generic address in the CTA's shared window
  } else if (Op == "cvta" && I.Defs.size() == 1 && !I.hasMod(".to") && I.hasMod(".global") &&
             Is64) {
    Gl = true; // a generic address in the global window
  } else if (Op == "isspacep" && I.Defs.size() == 1 && Ops.size() == 2 && !I.S->Mods.empty() &&
             isGlobal(Ops[1], S)) {
    llvm::StringRef Space = I.S->Mods[0].Text;
    if (Space == ".global")
      V = 1;
    else if (Space.startswith(".shared") || Space == ".local" || Space.startswith(".param"))
      V = 0; // (.const is left open: constant data may lie in the global window)
  } else if ((Op == "mov" || Op == "cvt") && Ops.size() == 2 && Is64 &&
             llvm::all_of(Ty, [](const IntType &T) { return T.Bits == 64; }) &&
             isGlobal(Ops[1], S)) {
    Gl = true;
  } else if ((Op == "mov" || Op == "cvt") && Ops.size() == 2 && Is64 &&
             llvm::all_of(Ty, [](const IntType &T) { return T.Bits == 64; }) &&
             pointee(Ops[1], S)) {
    Pt = pointee(Ops[1], S);
  } else if ((Op == "add" || Op == "sub") && Ops.size() == 3 && Is64 && Ty.size() == 1 &&
             !I.hasMod(".cc") && !isShared(Ops[1], S) && !isShared(Ops[2], S) &&
             isGlobal(Ops[1], S) != isGlobal(Ops[2], S) && (isGlobal(Ops[1], S) || Op == "add")) {
    Gl = true; // pointer arithmetic inside the object
  } else if (Op == "isspacep" && I.Defs.size() == 1 && Ops.size() == 2 && !I.S->Mods.empty() &&
             isShared(Ops[1], S)) {
    llvm::StringRef Space = I.S->Mods[0].Text;
    if (Space == ".shared" || Space == ".shared::cta" || Space == ".shared::cluster")
      V = 1; // the CTA's window lies inside the cluster's (PTX ISA 5.1.8)
    else if (Space == ".global" || Space == ".local" || Space == ".const" ||
             Space.startswith(".param"))
      V = 0;
  } else if ((Op == "mov" || Op == "cvt") && Ops.size() == 2 && Is64 &&
             llvm::all_of(Ty, [](const IntType &T) { return T.Bits == 64; }) &&
             isShared(Ops[1], S)) {
    Sh = true;
  } else if ((Op == "add" || Op == "sub") && Ops.size() == 3 && Is64 && Ty.size() == 1 &&
             !I.hasMod(".cc") && isShared(Ops[1], S) != isShared(Ops[2], S) &&
             (isShared(Ops[1], S) || Op == "add")) {
    Sh = true; // pointer arithmetic inside the object
  } else if (Op == "setp" && Ops.size() == 3 && Is64 && I.S->Mods.size() == 2 &&
             (I.S->Mods[0].Text == ".eq" || I.S->Mods[0].Text == ".ne") &&
             ((isShared(Ops[1], S) && eval(Ops[2], S) == std::optional<uint64_t>(0)) ||
              (isShared(Ops[2], S) && eval(Ops[1], S) == std::optional<uint64_t>(0)))) {
    V = I.S->Mods[0].Text == ".ne" ? 1 : 0; // a shared-window address is never null
  } else {
    V = evalIntInst(I, [&](unsigned K) { return K < Ops.size() ? eval(Ops[K], S) : std::nullopt; });
  }
  for (const RegRef &D : I.Defs) {
    unsigned Mark = D.Reg | SharedMark;
    if (!Sh || I.Defs.size() != 1 || (!G && !S.count(Mark)))
      S.erase(Mark);
    else
      S[Mark] = 0;
    unsigned GMark = D.Reg | GlobalMark;
    if (!Gl || I.Defs.size() != 1 || (!G && !S.count(GMark)))
      S.erase(GMark);
    else
      S[GMark] = 0;
    unsigned PMark = D.Reg | PointeeMark;
    if (!Pt || I.Defs.size() != 1 || D.Reg >= PointeeMark ||
        (!G && (!S.count(PMark) || S[PMark] != static_cast<uint64_t>(*Pt))))
      S.erase(PMark);
    else
      S[PMark] = static_cast<uint64_t>(*Pt);
    if (!V || I.Defs.size() != 1) {
      S.erase(D.Reg);
      continue;
    }
    if (!G) {
      // Executed by some paths only: still known when both agree.
      auto It = S.find(D.Reg);
      if (It == S.end() || It->second != *V)
        S.erase(D.Reg);
      continue;
    }
    S[D.Reg] = *V;
  }
}

bool ConstBranches::sharedAt(const Expr *E, unsigned At) {
  std::optional<State> S = stateBefore(At);
  return S && isShared(E, *S);
}

bool ConstBranches::globalAt(const Expr *E, unsigned At) {
  std::optional<State> S = stateBefore(At);
  return S && isGlobal(E, *S);
}

std::optional<uint64_t> ConstBranches::valueAt(const Expr *E, unsigned At) {
  std::optional<State> S = stateBefore(At);
  return S ? eval(E, *S) : std::nullopt;
}
