//===- ThreadEval.cpp - per-thread evaluation of thread-id arithmetic -----===//
#include "analyses/ThreadEval.h"
#include "analyses/Interproc.h"
#include "llvm/Support/MathExtras.h"

using namespace ptx;

namespace {
struct TypeInfo {
  unsigned Bits = 0;
  bool Signed = false;
  bool Float = false;
};
TypeInfo typeOf(llvm::StringRef T) {
  TypeInfo I;
  unsigned B = typeSizeBytes(T);
  if (!B)
    return I;
  I.Bits = B * 8;
  I.Signed = T[1] == 's';
  I.Float = T[1] == 'f';
  return I;
}
uint64_t mask(uint64_t V, unsigned Bits) {
  return Bits >= 64 ? V : V & ((1ull << Bits) - 1);
}
int64_t sext(uint64_t V, unsigned Bits) {
  if (Bits >= 64)
    return static_cast<int64_t>(V);
  uint64_t M = 1ull << (Bits - 1);
  V = mask(V, Bits);
  return static_cast<int64_t>((V ^ M) - M);
}

// The high W bits of the 2W-bit product of A and B (mul.hi, PTX ISA 9.7.1.6).
uint64_t mulHi(uint64_t A, uint64_t B, unsigned W, bool Signed) {
  if (Signed) {
    __int128 P = static_cast<__int128>(sext(A, W)) * static_cast<__int128>(sext(B, W));
    return static_cast<uint64_t>(P >> W);
  }
  unsigned __int128 P = static_cast<unsigned __int128>(mask(A, W)) * mask(B, W);
  return static_cast<uint64_t>(P >> W);
}
} // namespace

ThreadEval::ThreadEval(FunctionIR &Fn, const LaunchShape &S) : F(Fn), Shape(S) {
  Cache.assign(F.Regs.size(), std::nullopt);
  CacheGen.assign(F.Regs.size(), 0);
}

void ThreadEval::setThread(const std::array<uint64_t, 3> &T) {
  Tid = T;
  ++Gen;
}

std::optional<uint64_t> ThreadEval::reg(unsigned R) { return eval(R, 0); }
std::optional<uint64_t> ThreadEval::expr(const Expr *E) { return evalExpr(E, 0); }

std::optional<bool> ThreadEval::guard(const Inst &I) {
  if (I.Guard < 0)
    return true;
  auto V = eval(I.Guard, 0, static_cast<int>(&I - F.Insts.data()));
  if (!V)
    return std::nullopt;
  return (*V != 0) != I.GuardNeg;
}

std::optional<uint64_t> ThreadEval::special(const Expr *E) {
  auto [N, Sel, Dim] = splitSpecialReg(*E); // "%tid.x" may arrive as one name
  if (N == "%tid" && Dim >= 0)
    return Tid[Dim];
  if (N == "%ntid" && Dim >= 0 && Shape.BlockKind == LaunchShape::Exact)
    return Shape.Block.V[Dim];
  if (ClusterRank) {
    uint64_t DX = ClusterDims[0] ? ClusterDims[0] : 1, DY = ClusterDims[1] ? ClusterDims[1] : 1,
             DZ = ClusterDims[2] ? ClusterDims[2] : 1;
    if (N == "%cluster_ctarank")
      return *ClusterRank;
    if (N == "%cluster_nctarank")
      return DX * DY * DZ;
    if (N == "%cluster_ctaid" && Dim >= 0) {
      uint64_t Id[3] = {*ClusterRank % DX, (*ClusterRank / DX) % DY, *ClusterRank / (DX * DY)};
      return Id[Dim];
    }
    if (N == "%cluster_nctaid" && Dim >= 0)
      return ClusterDims[Dim] ? ClusterDims[Dim] : 1;
  }
  if (N == "%laneid") {
    auto Linear = linearTid();
    if (!Linear)
      return std::nullopt;
    return *Linear % 32;
  }
  return std::nullopt;
}

std::optional<uint64_t> ThreadEval::linearTid() const {
  if (Shape.BlockKind == LaunchShape::Exact)
    return Tid[0] + Shape.Block.V[0] * (Tid[1] + Shape.Block.V[1] * Tid[2]);
  if (Tid[1] || Tid[2])
    return std::nullopt;
  return Tid[0];
}

// elect.sync d|p, membermask (PTX ISA 9.7.14.14): one leader among the
// lanes of membermask, the same one every time for the same mask; which one
// the ISA does not say. Modelled as the lowest lane of the mask that exists
// in the current thread's warp: every warp whose lanes of the mask run it
// elects exactly one, so the number of threads for which p holds is exact
// (one per warp), whichever lane the hardware picks.
std::optional<uint64_t> ThreadEval::electSync(unsigned R, const Inst &I, unsigned Depth) {
  const InstrStmt &S = *I.S;
  if (!I.hasMod(".sync") || S.Operands.size() != 2 || S.Operands[0]->K != Expr::PredPair ||
      S.Operands[0]->Sub.size() != 2)
    return std::nullopt;
  auto Names = [&](const Expr *E) {
    return E->K == Expr::Symbol && F.lookupReg(E->Name) == std::optional<unsigned>(R);
  };
  bool IsPred = Names(S.Operands[0]->Sub[1]), IsLane = Names(S.Operands[0]->Sub[0]);
  if (!IsPred && !IsLane)
    return std::nullopt;
  auto Mask = evalExpr(S.Operands[1], Depth, static_cast<int>(&I - F.Insts.data()));
  auto Linear = linearTid();
  if (!Mask || !Linear)
    return std::nullopt;
  uint64_t Base = *Linear - *Linear % 32;
  uint32_t Existing = 0;
  for (unsigned L = 0; L < 32; ++L)
    if (Shape.BlockKind != LaunchShape::Exact || Base + L < Shape.Block.count())
      Existing |= 1u << L;
  uint32_t Members = static_cast<uint32_t>(*Mask) & Existing;
  if (!Members)
    return std::nullopt;
  unsigned Leader = llvm::countTrailingZeros(Members);
  if (IsLane)
    return Leader;
  return static_cast<uint64_t>(*Linear % 32 == Leader);
}

// shfl.sync.idx d[|p], a, b, c, membermask (PTX ISA 9.7.9.6): d is a of
// the source lane the segment (c) and index b select, for a broadcast from
// a fixed lane (CUTLASS's canonical_warp_group_idx(), `__shfl_sync(full,
// threadIdx.x / 128, 0)`): a evaluated for the thread of that lane, which
// must exist and be in the mask. Only the index result, and not under a
// guard; the other modes read lanes that depend on the data moved.
std::optional<uint64_t> ThreadEval::shflIdx(unsigned R, const Inst &I, unsigned Depth) {
  const InstrStmt &S = *I.S;
  if (!I.hasMod(".idx") || S.Guard || S.Operands.size() != 5 || Depth > 16)
    return std::nullopt;
  const Expr *D = S.Operands[0];
  if (D->K == Expr::PredPair && !D->Sub.empty())
    D = D->Sub[0];
  if (D->K != Expr::Symbol || F.lookupReg(D->Name) != std::optional<unsigned>(R))
    return std::nullopt;
  int At = static_cast<int>(&I - F.Insts.data());
  auto B = evalExpr(S.Operands[2], Depth, At), C = evalExpr(S.Operands[3], Depth, At),
       M = evalExpr(S.Operands[4], Depth, At);
  bool Own = false;
  auto Src = shflSource(B, C, M, Own);
  if (!Src)
    return std::nullopt;
  if (Own)
    return evalExpr(S.Operands[1], Depth + 1, At);
  ThreadEval Other(F, Shape);
  Other.setThread(Src->Tid);
  if (State)
    Other.setLaneState(State, Src->Lane);
  return Other.evalExpr(S.Operands[1], Depth + 1, At);
}

std::optional<ThreadEval::ShflSource>
ThreadEval::shflSource(std::optional<uint64_t> B, std::optional<uint64_t> C,
                       std::optional<uint64_t> M, bool &Own) const {
  auto Linear = linearTid();
  if (!B || !C || !M || !Linear)
    return std::nullopt;
  const uint64_t Lane = *Linear % 32;
  const uint64_t SegMask = (*C >> 8) & 31;
  const uint64_t MinLane = Lane & SegMask;
  const uint64_t MaxLane = MinLane | ((*C & 31) & ~SegMask);
  uint64_t J = MinLane | ((*B & 31) & ~SegMask);
  if (J > MaxLane)
    J = Lane;
  if (!(*M >> J & 1) || !(*M >> Lane & 1))
    return std::nullopt;
  Own = J == Lane;
  const uint64_t Src = *Linear - Lane + J;
  ShflSource Res{{Src, 0, 0}, static_cast<unsigned>(J)};
  if (Shape.BlockKind == LaunchShape::Exact) {
    const uint64_t X = Shape.Block.V[0], Y = Shape.Block.V[1];
    if (Src >= Shape.Block.count() || !X || !Y)
      return std::nullopt;
    Res.Tid = {Src % X, (Src / X) % Y, Src / (X * Y)};
  }
  return Res;
}

std::optional<uint64_t> ThreadEval::evalExpr(const Expr *E, unsigned Depth, int At) {
  if (!E)
    return std::nullopt;
  switch (E->K) {
  case Expr::IntLit:
    return E->IntValue;
  case Expr::Symbol: {
    if (auto R = F.lookupReg(E->Name))
      return eval(*R, Depth + 1, At);
    if (E->Name.startswith("%"))
      return special(E);
    return std::nullopt;
  }
  case Expr::Paren:
    return evalExpr(E->Sub[0], Depth, At);
  default:
    return evalConstExpr(E);
  }
}

std::optional<uint64_t> ThreadEval::eval(unsigned R, unsigned Depth, int At) {
  if (R >= F.Regs.size() || F.Regs[R].IsParam || Depth > 64)
    return std::nullopt;
  for (const auto &[AR, AV] : Assumed)
    if (AR == R)
      return AV;
  int DefIdx = F.uniqueDef(R);
  if (DefIdx >= 0) {
    if (R >= Cache.size() || F.Insts[DefIdx].Defs.size() > 2)
      return std::nullopt;
    if (CacheGen[R] == Gen)
      return Cache[R];
    CacheGen[R] = Gen;
    Cache[R] = std::nullopt; // breaks cycles
    auto Res = compute(R, DefIdx, Depth);
    Cache[R] = Res;
    return Res;
  }
  // A register written more than once (nvcc reuses `%r56 = %tid.x` as the
  // counter of a loop further on): the definition that reaches the use at
  // instruction At, from earlier in its block or as the one last write on
  // every path into it (`t = tid & 127` read before the loop that later
  // steps t by 128), if there is one.
  DefIdx = At < 0 ? -1 : F.reachingDef(R, static_cast<unsigned>(At));
  if (DefIdx < 0 && At >= 0) {
    llvm::SmallVector<unsigned, 4> Defs;
    if (F.reachingDefs(R, static_cast<unsigned>(At), Defs) && Defs.size() == 1)
      DefIdx = static_cast<int>(Defs[0]);
  }
  if (DefIdx < 0 && State) {
    // The simulated warp's value of a loop counter (WarpSim).
    auto It = State->find(R);
    if (It == State->end() || !(It->second.Known >> StateLane & 1))
      return std::nullopt;
    return It->second.V[StateLane];
  }
  if (DefIdx < 0 || F.Insts[DefIdx].Defs.size() > 2)
    return std::nullopt;
  auto Key = std::make_pair(R, static_cast<unsigned>(DefIdx));
  auto It = AtCache.find(Key);
  if (It != AtCache.end() && It->second.first == Gen)
    return It->second.second;
  AtCache[Key] = {Gen, std::nullopt}; // breaks cycles
  auto Res = compute(R, DefIdx, Depth);
  AtCache[Key] = {Gen, Res};
  return Res;
}

std::optional<uint64_t> ThreadEval::compute(unsigned R, int DefIdx, unsigned Depth) {
  const Inst &I = F.Insts[DefIdx];
  const InstrStmt &S = *I.S;
  llvm::StringRef Op = S.Opcode.Text;
  TypeInfo T;
  for (const Word &M : S.Mods) {
    TypeInfo X = typeOf(M.Text);
    if (X.Bits)
      T = X;
  }
  auto Src = [&](unsigned K) -> std::optional<uint64_t> {
    if (K >= S.Operands.size())
      return std::nullopt;
    return evalExpr(S.Operands[K], Depth, DefIdx);
  };
  std::optional<uint64_t> Res;
  auto Bin = [&](auto Fn) -> std::optional<uint64_t> {
    auto A = Src(1), B = Src(2);
    if (!A || !B)
      return std::nullopt;
    return Fn(*A, *B);
  };
  if (Op == "elect")
    return electSync(R, I, Depth);
  if (Op == "shfl")
    return shflIdx(R, I, Depth);
  if (T.Float)
    return std::nullopt;
  unsigned W = T.Bits ? T.Bits : 64;
  bool Wide = I.hasMod(".wide");
  if (Op == "mov") {
    Res = Src(1);
  } else if (Op == "ld") {
    // A local-depot slot: the value its reaching store wrote (nvcc -G).
    int St = F.Depot.empty() ? -1 : F.depot().storeOf(DefIdx);
    if (St >= 0)
      if (auto V = evalExpr(F.Insts[St].S->Operands[1], Depth + 1, St))
        Res = mask(*V, W);
    // Bytes inside what one wider store wrote: those bits of its value.
    if (St < 0 && !F.Depot.empty() && !isVectorAccess(I))
      if (auto P = F.depot().pieceOf(DefIdx);
          P && P->Shift < 8 && F.Insts[P->Store].S->Operands.size() == 2)
        if (auto V = evalExpr(F.Insts[P->Store].S->Operands[1], Depth + 1, P->Store))
          Res = mask(*V >> (8 * P->Shift), W);
    // Bytes inside what a called constructor computed and stored there.
    if (!Res && St < 0 && !F.Depot.empty() && !isVectorAccess(I) && !I.S->Guard)
      if (auto CP = F.depot().callPieceOf(DefIdx); CP && CP->Shift < 8)
        if (auto V = calleeStored(CP->Call, CP->Store, Depth + 1))
          Res = mask(*V >> (8 * CP->Shift), W);
    // Or a called constructor computed what it stored there; or this is
    // one element of a vector load (NVVM -O1 reads two fields at once).
    unsigned Elem = 0;
    bool Found = !isVectorAccess(I);
    if (!Found && !S.Operands.empty() && S.Operands[0]->K == Expr::Vector)
      for (; Elem < S.Operands[0]->Sub.size() && !Found; ++Elem)
        if (S.Operands[0]->Sub[Elem]->K == Expr::Symbol &&
            F.lookupReg(S.Operands[0]->Sub[Elem]->Name) == std::optional<unsigned>(R)) {
          Found = true;
          break;
        }
    if (!Res && Found && !F.Depot.empty() && !I.S->Guard) {
      unsigned Idx = static_cast<unsigned>(DefIdx);
      int ESt = Elem || isVectorAccess(I) ? F.depot().elementStoreOf(Idx, Elem) : -1;
      if (ESt >= 0) {
        if (auto V = evalExpr(F.Insts[ESt].S->Operands[1], Depth + 1, ESt))
          Res = mask(*V, W);
      } else if (auto CS = F.depot().callStoreOf(Idx, Elem)) {
        if (auto V = calleeStored(CS->Call, CS->Store, Depth + 1))
          Res = mask(*V, W);
      }
    }
    // A call's result (`ld.param d, [retval0]`): the value the callee
    // stores to its return variable (nvcc -G's out-of-line
    // cluster.block_rank() returns %cluster_ctarank).
    if (!Res && !I.S->Guard && !isVectorAccess(I))
      if (auto V = calleeResult(static_cast<unsigned>(DefIdx), Depth + 1))
        Res = mask(*V, W);
  } else if (Op == "add") {
    Res = Bin([](uint64_t A, uint64_t B) { return A + B; });
  } else if (Op == "sub") {
    Res = Bin([](uint64_t A, uint64_t B) { return A - B; });
  } else if (Op == "mul" && (I.hasMod(".lo") || Wide)) {
    if (Wide) {
      auto A = Src(1), B = Src(2);
      if (A && B)
        Res = T.Signed ? static_cast<uint64_t>(sext(*A, W) * sext(*B, W)) : mask(*A, W) * mask(*B, W);
      W = 64;
    } else {
      Res = Bin([](uint64_t A, uint64_t B) { return A * B; });
    }
  } else if ((Op == "mul" || Op == "mad") && I.hasMod(".hi") && W <= 64) {
    // The high half of the double-width product: nvcc lowers a division
    // by a constant that is not a power of two (`tid / 96`, `tid % 96`)
    // to mul.hi by a magic number and shifts.
    auto A = Src(1), B = Src(2);
    auto C = Op == "mad" ? Src(3) : std::optional<uint64_t>(0);
    if (A && B && C)
      Res = mulHi(*A, *B, W, T.Signed) + *C;
  } else if (Op == "mad" && (I.hasMod(".lo") || Wide)) {
    auto A = Src(1), B = Src(2), C = Src(3);
    if (A && B && C) {
      if (Wide) {
        Res = (T.Signed ? static_cast<uint64_t>(sext(*A, W) * sext(*B, W)) : mask(*A, W) * mask(*B, W)) + *C;
        W = 64;
      } else {
        Res = *A * *B + *C;
      }
    }
  } else if (Op == "shl") {
    Res = Bin([&](uint64_t A, uint64_t B) { return B >= W ? 0 : A << B; });
  } else if (Op == "shr") {
    Res = Bin([&](uint64_t A, uint64_t B) -> uint64_t {
      if (T.Signed)
        return static_cast<uint64_t>(sext(A, W) >> std::min<uint64_t>(B, W - 1));
      return B >= W ? 0 : mask(A, W) >> B;
    });
  } else if (Op == "and") {
    Res = Bin([](uint64_t A, uint64_t B) { return A & B; });
  } else if (Op == "or") {
    Res = Bin([](uint64_t A, uint64_t B) { return A | B; });
  } else if (Op == "xor") {
    Res = Bin([](uint64_t A, uint64_t B) { return A ^ B; });
  } else if (Op == "not") {
    if (auto A = Src(1))
      Res = T.Bits == 0 || I.hasMod(".pred") ? static_cast<uint64_t>(*A == 0) : ~*A;
  } else if (Op == "neg") {
    if (auto A = Src(1))
      Res = 0 - *A;
  } else if (Op == "div" || Op == "rem") {
    auto A = Src(1), B = Src(2);
    if (A && B && mask(*B, W)) {
      if (T.Signed) {
        int64_t X = sext(*A, W), Y = sext(*B, W);
        if (!(Y == -1 && X == INT64_MIN))
          Res = static_cast<uint64_t>(Op == "div" ? X / Y : X % Y);
      } else {
        Res = Op == "div" ? mask(*A, W) / mask(*B, W) : mask(*A, W) % mask(*B, W);
      }
    }
  } else if (Op == "min" || Op == "max") {
    Res = Bin([&](uint64_t A, uint64_t B) -> uint64_t {
      bool Less = T.Signed ? sext(A, W) < sext(B, W) : mask(A, W) < mask(B, W);
      return (Op == "min") == Less ? A : B;
    });
  } else if (Op == "cvt") {
    // cvt.dtype.stype: integer to integer only.
    TypeInfo D, Sr;
    for (const Word &M : S.Mods) {
      TypeInfo X = typeOf(M.Text);
      if (!X.Bits)
        continue;
      if (!D.Bits)
        D = X;
      else
        Sr = X;
    }
    if (D.Bits && Sr.Bits && !D.Float && !Sr.Float) {
      if (auto A = Src(1)) {
        Res = Sr.Signed ? static_cast<uint64_t>(sext(*A, Sr.Bits)) : mask(*A, Sr.Bits);
        W = D.Bits;
      }
    }
  } else if (Op == "selp") {
    auto C = Src(3);
    if (C)
      Res = *C ? Src(1) : Src(2);
  } else if (Op == "setp" && S.Mods.size() >= 2) {
    auto A = Src(1), B = Src(2);
    if (A && B && T.Bits) {
      llvm::StringRef Cmp = S.Mods[0].Text;
      bool Sg = T.Signed;
      int64_t SA = sext(*A, W), SB = sext(*B, W);
      uint64_t UA = mask(*A, W), UB = mask(*B, W);
      std::optional<bool> C;
      if (Cmp == ".eq") C = UA == UB;
      else if (Cmp == ".ne") C = UA != UB;
      else if (Cmp == ".lt") C = Sg ? SA < SB : UA < UB;
      else if (Cmp == ".le") C = Sg ? SA <= SB : UA <= UB;
      else if (Cmp == ".gt") C = Sg ? SA > SB : UA > UB;
      else if (Cmp == ".ge") C = Sg ? SA >= SB : UA >= UB;
      else if (Cmp == ".lo") C = UA < UB;
      else if (Cmp == ".ls") C = UA <= UB;
      else if (Cmp == ".hi") C = UA > UB;
      else if (Cmp == ".hs") C = UA >= UB;
      if (C && S.Operands.size() >= 4) {
        // BoolOp with a (possibly negated) predicate.
        const Expr *CE = S.Operands[3];
        bool Neg = CE->K == Expr::Unary;
        auto PV = evalExpr(Neg ? CE->Sub[0] : CE, Depth, DefIdx);
        llvm::StringRef BoolOp = S.Mods.size() >= 2 ? S.Mods[1].Text : "";
        if (!PV)
          C = std::nullopt;
        else {
          bool P = (*PV != 0) != Neg;
          if (BoolOp == ".and") C = *C && P;
          else if (BoolOp == ".or") C = *C || P;
          else if (BoolOp == ".xor") C = *C != P;
          else C = std::nullopt;
        }
      }
      if (C) {
        bool Second = S.Operands[0]->K == Expr::PredPair && S.Operands[0]->Sub.size() == 2 &&
                      S.Operands[0]->Sub[1]->K == Expr::Symbol &&
                      F.lookupReg(S.Operands[0]->Sub[1]->Name) == std::optional<unsigned>(R);
        Res = static_cast<uint64_t>(Second ? !*C : *C);
        W = 1;
      }
    }
  }
  if (Res && W < 64)
    Res = mask(*Res, W);
  return Res;
}

//===----------------------------------------------------------------------===//
// Values called constructors store (NVVM -O1's nested tile constructors)
//===----------------------------------------------------------------------===//

std::optional<uint64_t> ThreadEval::calleeStored(unsigned Call, unsigned Store, unsigned Depth) {
  if (!F.Ctx || Depth > 64)
    return std::nullopt;
  CallBinding B = bindCall(*F.Ctx, F, Call);
  if (!B.Callee)
    return std::nullopt;
  auto Param = [&](unsigned P, int64_t Off, unsigned W) -> std::optional<uint64_t> {
    const CallBinding::Piece *A = B.arg(P, Off);
    if (!A)
      return std::nullopt;
    auto V = evalExpr(A->Value, Depth + 1, static_cast<int>(A->Store));
    return V ? std::optional<uint64_t>(mask(*V, W)) : std::nullopt;
  };
  return storedIn(*B.Callee, Store, Param, Depth + 1);
}

std::optional<uint64_t> ThreadEval::calleeResult(unsigned Ld, unsigned Depth) {
  unsigned Ret;
  int64_t Off;
  auto Call = F.Ctx && Depth <= 64 ? callOfResult(F, Ld, Ret, Off) : std::nullopt;
  if (!Call)
    return std::nullopt;
  CallBinding B = bindCall(*F.Ctx, F, *Call);
  const Function *Fn = B.Callee;
  if (!Fn || !Fn->Body || Fn->IsEntry || F.Ctx->onCallCycle(F.F, *Fn))
    return std::nullopt;
  // The return variable's name.
  llvm::StringRef Name;
  unsigned Idx = 0;
  for (const VarDecl *V : Fn->Returns)
    for (const Declarator &D : V->Decls)
      if (Idx++ == Ret)
        Name = D.Name.Text;
  if (Name.empty())
    return std::nullopt;
  // Its one store at that offset, unguarded and of the loaded width (a
  // path that stores none returns an undefined value).
  FunctionIR &C = F.Ctx->calleeIR(*Fn);
  int Store = -1;
  for (unsigned K = 0; K < C.Insts.size(); ++K) {
    const Inst &I = C.Insts[K];
    if (I.opcode() != "st" || !I.hasMod(".param") || I.S->Operands.size() != 2)
      continue;
    int64_t SOff;
    const Expr *Base = addressBase(I.S->Operands[0], SOff);
    if (!Base || Base->Name != Name)
      continue;
    if (SOff != Off || Store >= 0 || I.S->Guard || isVectorAccess(I) ||
        accessBytes(I) != accessBytes(F.Insts[Ld]))
      return std::nullopt;
    Store = static_cast<int>(K);
  }
  if (Store < 0)
    return std::nullopt;
  auto Param = [&](unsigned P, int64_t POff, unsigned PW) -> std::optional<uint64_t> {
    const CallBinding::Piece *A = B.arg(P, POff);
    if (!A)
      return std::nullopt;
    auto V = evalExpr(A->Value, Depth + 1, static_cast<int>(A->Store));
    return V ? std::optional<uint64_t>(mask(*V, PW)) : std::nullopt;
  };
  auto Saved = PendingShfl;
  PendingShfl.reset();
  auto V = calleeValue(C, C.Insts[Store].S->Operands[1], static_cast<unsigned>(Store), Param,
                       Depth + 1);
  auto Pending = PendingShfl;
  PendingShfl = Saved;
  if (!V && Pending) {
    // The helper broadcasts another lane's value (nvcc -G's out-of-line
    // __shfl_sync from a fixed lane): the call evaluated for that lane's
    // thread, whose shfl reads its own value operand.
    ThreadEval Other(F, Shape);
    Other.setThread(Pending->Src.Tid);
    if (State)
      Other.setLaneState(State, Pending->Src.Lane);
    Other.setAssumed(Assumed);
    Other.setClusterCta(ClusterRank, ClusterDims);
    Other.ShflOwn = Pending->Shfl;
    return Other.calleeResult(Ld, Depth + 8);
  }
  return V ? std::optional<uint64_t>(mask(*V, accessBytes(F.Insts[Ld]) * 8)) : std::nullopt;
}

std::optional<uint64_t> ThreadEval::storedIn(const Function &Fn, unsigned Store, ParamFn Param,
                                             unsigned Depth) {
  if (Depth > 64 || !Fn.Body || Fn.IsEntry)
    return std::nullopt;
  const AnalysisContext &Ctx = *F.Ctx;
  const ParamStoreSummary &Sum = paramStores(Ctx, &Fn);
  if (!Sum.Exact || Store >= Sum.Stores.size() || Sum.Stores[Store].Src < 0)
    return std::nullopt;
  const ParamStoreSummary::Store &St = Sum.Stores[Store];
  FunctionIR &C = Ctx.calleeIR(Fn);
  const Inst &I = C.Insts[St.Src];
  if (I.Kind == InstKind::Call) {
    CallBinding NB = bindCall(Ctx, C, static_cast<unsigned>(St.Src));
    if (!NB.Callee)
      return std::nullopt;
    auto Inner = [&](unsigned P, int64_t Off, unsigned W) -> std::optional<uint64_t> {
      const CallBinding::Piece *A = NB.arg(P, Off);
      if (!A)
        return std::nullopt;
      auto V = calleeValue(C, A->Value, A->Store, Param, Depth + 1);
      return V ? std::optional<uint64_t>(mask(*V, W)) : std::nullopt;
    };
    return storedIn(*NB.Callee, St.SrcStore, Inner, Depth + 1);
  }
  if (I.opcode() != "st" || I.S->Operands.size() != 2)
    return std::nullopt;
  auto V = calleeValue(C, I.S->Operands[1], static_cast<unsigned>(St.Src), Param, Depth + 1);
  return V ? std::optional<uint64_t>(mask(*V, St.Bytes * 8)) : std::nullopt;
}

std::optional<uint64_t> ThreadEval::calleeValue(FunctionIR &C, const Expr *E, unsigned At,
                                                ParamFn Param, unsigned Depth, uint64_t Demand) {
  // No bit of the value matters (ThreadFormula::calleeValue's Demand).
  if (!Demand)
    return 0;
  if (!E || Depth > 64)
    return std::nullopt;
  if (auto V = evalConstExpr(E))
    return static_cast<uint64_t>(*V);
  if (E->K != Expr::Symbol)
    return std::nullopt;
  auto R = E->Selector.Text.empty() ? C.lookupReg(E->Name) : std::nullopt;
  if (!R)
    return E->Name.startswith("%") ? special(E) : std::nullopt;
  if (C.Regs[*R].IsParam)
    return std::nullopt;
  int D = C.reachingDef(*R, At);
  if (D < 0)
    return std::nullopt;
  const Inst &I = C.Insts[D];
  if (I.opcode() == "shfl" && !I.S->Guard)
    return calleeShfl(C, I, static_cast<unsigned>(D), *R, Param, Depth);
  // One element of a vector load of a parameter (`ld.param.v2.u32 {%r1,
  // %r2}, [p]`: nvcc 13 for sm_100 and later reads a dim3/uint3 so).
  if (!I.S->Guard && I.Defs.size() > 1 && I.opcode() == "ld" && I.hasMod(".param")) {
    auto PE = vectorParamElement(C, I, *R);
    auto V = PE ? Param(PE->Param, PE->Off, PE->Bytes * 8) : std::nullopt;
    return V ? std::optional<uint64_t>(mask(*V, PE->Bytes * 8)) : std::nullopt;
  }
  if (I.S->Guard || I.Defs.size() != 1)
    return std::nullopt;
  auto Ops = I.S->Operands;
  llvm::StringRef Op = I.opcode();
  TypeInfo T;
  for (const Word &M : I.S->Mods) {
    TypeInfo X = typeOf(M.Text);
    if (X.Bits)
      T = X;
  }
  if (T.Float)
    return std::nullopt;
  unsigned W = T.Bits ? T.Bits : 64;
  auto Sub = [&](unsigned K, uint64_t Dm = ~0ull) -> std::optional<uint64_t> {
    if (K >= Ops.size())
      return std::nullopt;
    return calleeValue(C, Ops[K], static_cast<unsigned>(D), Param, Depth + 1, Dm);
  };
  auto Bin = [&](auto Fn) -> std::optional<uint64_t> {
    auto A = Sub(1), B = Sub(2);
    if (!A || !B)
      return std::nullopt;
    return mask(Fn(*A, *B), W);
  };
  if (Op == "ld") {
    if (Ops.size() != 2 || isVectorAccess(I))
      return std::nullopt;
    unsigned LW = accessBytes(I) * 8;
    std::optional<uint64_t> V;
    if (I.hasMod(".param")) {
      int64_t Off;
      const Expr *Base = addressBase(Ops[1], Off);
      auto P = Base ? paramIndex(C.F, Base->Name) : std::nullopt;
      if (P)
        V = Param(*P, Off, LW);
    } else if (!C.Depot.empty()) {
      if (int St = C.depot().storeOf(static_cast<unsigned>(D));
          St >= 0 && C.Insts[St].S->Operands.size() == 2)
        V = calleeValue(C, C.Insts[St].S->Operands[1], static_cast<unsigned>(St), Param,
                        Depth + 1);
      else if (auto CS = C.depot().callStoreOf(static_cast<unsigned>(D))) {
        CallBinding NB = bindCall(*F.Ctx, C, CS->Call);
        if (NB.Callee) {
          auto Inner = [&](unsigned P, int64_t Off, unsigned PW) -> std::optional<uint64_t> {
            const CallBinding::Piece *A = NB.arg(P, Off);
            if (!A)
              return std::nullopt;
            auto X = calleeValue(C, A->Value, A->Store, Param, Depth + 1);
            return X ? std::optional<uint64_t>(mask(*X, PW)) : std::nullopt;
          };
          V = storedIn(*NB.Callee, CS->Store, Inner, Depth + 1);
        }
      }
    }
    // Through the callee's `this`, the bytes it stored itself
    // (ThreadFormula::calleeValue).
    if (!V && LW && !I.hasMod(".param") && F.Ctx)
      if (int St = ownStoreBefore(C, *F.Ctx, static_cast<unsigned>(D)); St >= 0)
        V = calleeValue(C, C.Insts[St].S->Operands[1], static_cast<unsigned>(St), Param,
                        Depth + 1, T.Signed && LW < W ? ~0ull : Demand & mask(~0ull, LW));
    if (!V || !LW)
      return std::nullopt;
    return T.Signed ? mask(static_cast<uint64_t>(sext(*V, LW)), W) : mask(*V, LW);
  }
  if (Op == "mov" || Op == "cvta")
    return Ops.size() == 2 ? Sub(1, Demand) : std::nullopt;
  if (I.hasMod(".cc") || I.hasMod(".sat") || I.hasMod(".hi") || I.hasMod(".wide"))
    return std::nullopt;
  if (Op == "cvt") {
    // Integer to integer: the source type comes last.
    TypeInfo Src;
    for (const Word &M : I.S->Mods)
      if (TypeInfo X = typeOf(M.Text); X.Bits)
        Src = X;
    TypeInfo Dst = typeOf(I.S->Mods.empty() ? "" : I.S->Mods[0].Text);
    auto A = Sub(1);
    if (!A || !Src.Bits || !Dst.Bits || Src.Float || Dst.Float)
      return std::nullopt;
    uint64_t X = Src.Signed ? static_cast<uint64_t>(sext(*A, Src.Bits)) : mask(*A, Src.Bits);
    return mask(X, Dst.Bits);
  }
  if (Op == "add")
    return Bin([](uint64_t A, uint64_t B) { return A + B; });
  if (Op == "sub")
    return Bin([](uint64_t A, uint64_t B) { return A - B; });
  if (Op == "and" || Op == "or" || Op == "xor") {
    // Bitwise: the bits asked for, an `and` with a constant only those it
    // keeps (the old bits of a field a read-modify-write masks away).
    uint64_t DA = Demand, DB = Demand;
    if (Op == "and") {
      if (auto CB = evalConstExpr(Ops.size() > 2 ? Ops[2] : nullptr))
        DA &= static_cast<uint64_t>(*CB);
      if (auto CA = evalConstExpr(Ops.size() > 1 ? Ops[1] : nullptr))
        DB &= static_cast<uint64_t>(*CA);
    }
    auto A = Sub(1, DA), B = Sub(2, DB);
    if (!A || !B)
      return std::nullopt;
    return mask(Op == "and" ? *A & *B : Op == "or" ? *A | *B : *A ^ *B, W);
  }
  if (Op == "not") {
    auto A = Sub(1);
    return A ? std::optional<uint64_t>(mask(~*A, W)) : std::nullopt;
  }
  if (Op == "shl")
    return Bin([&](uint64_t A, uint64_t B) { return B >= W ? 0 : A << B; });
  if (Op == "shr")
    return Bin([&](uint64_t A, uint64_t B) -> uint64_t {
      if (T.Signed)
        return static_cast<uint64_t>(sext(A, W) >> std::min<uint64_t>(B, W - 1));
      return B >= W ? 0 : mask(A, W) >> B;
    });
  if ((Op == "div" || Op == "rem") && Ops.size() == 3) {
    // By a constant other than zero (ThreadFormula::calleeValue).
    auto Dv = evalConstExpr(Ops[2]);
    auto A = Sub(1);
    if (!Dv || !A || mask(static_cast<uint64_t>(*Dv), W) == 0)
      return std::nullopt;
    if (T.Signed) {
      int64_t X = sext(*A, W), Y = sext(static_cast<uint64_t>(*Dv), W);
      if (Y == -1)
        return mask(static_cast<uint64_t>(0) - static_cast<uint64_t>(X), W) *
               (Op == "div" ? 1 : 0);
      return mask(static_cast<uint64_t>(Op == "div" ? X / Y : X % Y), W);
    }
    uint64_t X = mask(*A, W), Y = mask(static_cast<uint64_t>(*Dv), W);
    return Op == "div" ? X / Y : X % Y;
  }
  if ((Op == "mul" || Op == "mad") && I.hasMod(".lo")) {
    auto A = Sub(1), B = Sub(2);
    if (!A || !B)
      return std::nullopt;
    uint64_t M = *A * *B;
    if (Op == "mad") {
      auto Cc = Sub(3);
      if (!Cc)
        return std::nullopt;
      M += *Cc;
    }
    return mask(M, W);
  }
  if (Op == "prmt" && W == 32 && Ops.size() == 4 && I.S->Mods.size() == 1) {
    // prmt.b32 d, a, b, c (PTX ISA 9.7.9.7, default mode).
    auto Sel = evalConstExpr(Ops[3]);
    auto A = Sub(1), B = Sub(2);
    if (!Sel || !A || !B)
      return std::nullopt;
    uint64_t X = (mask(*B, 32) << 32) | mask(*A, 32), Res = 0;
    for (unsigned N = 0; N < 4; ++N) {
      unsigned Nib = static_cast<unsigned>(*Sel >> (4 * N)) & 15;
      uint64_t Byte = (X >> (8 * (Nib & 7))) & 0xff;
      if (Nib & 8)
        Byte = (Byte & 0x80) ? 0xff : 0;
      Res |= Byte << (8 * N);
    }
    return Res;
  }
  return std::nullopt;
}

// shfl.sync.idx in a helper the caller calls out of line (nvcc -G keeps
// __shfl_sync as a .func): as shflIdx, the index, segment and mask operands
// evaluated through the call's arguments. A read of the own lane is the
// value operand; another lane's read is left to calleeResult, which
// evaluates the whole call for that lane's thread (PendingShfl), where this
// shfl (ShflOwn) reads the thread's own value operand.
std::optional<uint64_t> ThreadEval::calleeShfl(FunctionIR &C, const Inst &I, unsigned D,
                                               unsigned R, ParamFn Param, unsigned Depth) {
  const InstrStmt &S = *I.S;
  if (!I.hasMod(".idx") || !I.hasMod(".sync") || S.Operands.size() != 5 || Depth > 64)
    return std::nullopt;
  const Expr *Dst = S.Operands[0];
  if (Dst->K == Expr::PredPair && !Dst->Sub.empty())
    Dst = Dst->Sub[0];
  if (Dst->K != Expr::Symbol || C.lookupReg(Dst->Name) != std::optional<unsigned>(R))
    return std::nullopt;
  auto Sub = [&](unsigned K) { return calleeValue(C, S.Operands[K], D, Param, Depth + 1); };
  if (ShflOwn == &I)
    return Sub(1);
  bool Own = false;
  auto Src = shflSource(Sub(2), Sub(3), Sub(4), Own);
  if (!Src)
    return std::nullopt;
  if (Own)
    return Sub(1);
  PendingShfl = PendingShflRead{*Src, &I};
  return std::nullopt;
}
