//===- PointeeFields.cpp - what a stack object's field holds at a call ---===//
#include "analyses/PointeeFields.h"
#include "analyses/Specialise.h"
#include "analyses/DepotOffset.h"

using namespace ptx;

namespace {
constexpr unsigned MaxWalk = 400;  ///< instructions depotFieldWriters walks back
constexpr unsigned MaxFields = 4;  ///< fields pointeeSharedFields asks about
} // namespace

std::optional<int64_t> ptx::depotPointerOffset(FunctionIR &F, const Expr *E, unsigned At,
                                               unsigned Depth) {
  if (F.Depot.empty() || !E || Depth > 16 || E->K != Expr::Symbol || !E->Selector.Text.empty())
    return std::nullopt;
  auto R = F.lookupReg(E->Name);
  if (!R || F.Regs[*R].IsParam)
    return std::nullopt;
  const DepotSlots &DS = F.depot();
  if (DS.isDepotReg(*R))
    return DS.regOffset(*R);
  int D = F.reachingDef(*R, At);
  if (D < 0)
    return std::nullopt;
  const Inst &I = F.Insts[D];
  if (I.Defs.size() != 1 || I.S->Guard || I.S->Operands.size() != 2)
    return std::nullopt;
  llvm::StringRef Op = I.opcode();
  if (Op == "mov" || Op == "cvt") {
    // A 64-bit copy (mov.b64 / cvt.u64.u64).
    for (const Word &M : I.S->Mods)
      if (unsigned B = typeSizeBytes(M.Text); B && B != 8)
        return std::nullopt;
    return depotPointerOffset(F, I.S->Operands[1], static_cast<unsigned>(D), Depth + 1);
  }
  if (Op == "ld" && accessBytes(I) == 8 && !isVectorAccess(I) &&
      DS.isDepotAddress(I.S->Operands[1])) {
    int St = DS.storeOf(static_cast<unsigned>(D));
    if (St < 0)
      return std::nullopt;
    return depotPointerOffset(F, F.Insts[St].S->Operands[1], static_cast<unsigned>(St),
                              Depth + 1);
  }
  return std::nullopt;
}

llvm::SmallVector<int, 4> ptx::depotFieldWriters(FunctionIR &F, const AnalysisContext &Ctx,
                                                 int64_t Lo, unsigned N, unsigned At,
                                                 unsigned Bytes,
                                                 llvm::SmallVectorImpl<bool> *Deref) {
  llvm::SmallVector<int, 4> W(N, -1);
  if (Deref)
    Deref->assign(N, false);
  if (F.Depot.empty() || At >= F.Insts.size() || !N)
    return W;
  // Fields still open; a field is closed by its writer or by a write that
  // may touch it (then it stays -1).
  llvm::SmallVector<bool, 4> Open(N, true);
  unsigned Left = N;
  auto Touch = [&](int64_t From, int64_t Len, int Writer, bool IsDeref = false) {
    for (unsigned I = 0; I < N; ++I) {
      int64_t FLo = Lo + Bytes * static_cast<int64_t>(I);
      if (!Open[I] || From >= FLo + Bytes || FLo >= From + Len)
        continue;
      Open[I] = false;
      --Left;
      if (From == FLo && Len == Bytes) {
        W[I] = Writer;
        if (Deref && Writer >= 0)
          (*Deref)[I] = IsDeref;
      }
    }
  };
  auto CloseAll = [&]() {
    for (unsigned I = 0; I < N; ++I)
      Open[I] = false;
    Left = 0;
  };
  const DepotSlots &DS = F.depot();
  unsigned B = F.Insts[At].Block;
  unsigned End = At, Steps = 0;
  while (Left) {
    const BasicBlock &BB = F.Blocks[B];
    for (unsigned J = End; J-- > BB.Begin && Left;) {
      if (++Steps > MaxWalk) {
        CloseAll();
        break;
      }
      const Inst &I = F.Insts[J];
      llvm::StringRef Op = I.opcode();
      if (Op == "st" || Op == "atom" || Op == "red") {
        if (I.hasMod(".param") || I.S->Operands.empty())
          continue;
        const Expr *A = Op == "st" ? I.S->Operands[0] : I.S->Operands.size() > 1 ? I.S->Operands[1] : nullptr;
        if (!A || !DS.isDepotAddress(A)) {
          if (I.hasMod(".shared") || I.hasMod(".global") || I.hasMod(".shared::cta") ||
              I.hasMod(".shared::cluster"))
            continue; // another state space than the stack
          CloseAll(); // a generic store may reach the object
          break;
        }
        auto O = DS.addressOffset(A);
        unsigned Len = accessBytes(I);
        if (!O || !Len) {
          CloseAll();
          break;
        }
        bool Plain = Op == "st" && !I.S->Guard && !isVectorAccess(I);
        Touch(*O, Len, Plain ? static_cast<int>(J) : -1);
        continue;
      }
      if (I.Kind != InstKind::Call)
        continue;
      CallBinding CB = bindCall(Ctx, F, J);
      // Only a call that gets a depot address may write the object.
      bool Gets = false, Unplaced = false;
      for (const CallBinding::Piece &P : CB.Args) {
        if (depotPointerOffset(F, P.Value, P.Store)) {
          Gets = true;
          continue;
        }
        if (P.Value && P.Value->K == Expr::Symbol)
          if (auto R = F.lookupReg(P.Value->Name); R && F.depot().isDepotReg(*R))
            Unplaced = true;
      }
      if (Unplaced) {
        CloseAll();
        break;
      }
      if (!Gets)
        continue;
      const ParamStoreSummary *Sum = exactParamStores(Ctx, F.F, CB);
      if (!Sum) {
        CloseAll();
        break;
      }
      for (const ParamStoreSummary::Store &St : Sum->Stores) {
        const CallBinding::Piece *P = CB.arg(St.Param, 0);
        auto O = P ? depotPointerOffset(F, P->Value, P->Store) : std::nullopt;
        if (!O)
          continue; // not this frame's object (or the whole call closed above)
        int Writer = -1;
        bool IsDeref = false;
        if (St.Value && St.Value->Add == 0 && St.Bytes == Bytes)
          if (const CallBinding::Piece *V = CB.arg(St.Value->Param, St.Value->Off);
              V && accessBytes(F.Insts[V->Store]) == Bytes)
            Writer = static_cast<int>(V->Store);
        // The 8 bytes an argument points to, when no store of the callee
        // writes through that argument.
        if (Writer < 0 && Deref && St.ValueDeref && St.ValueDeref->Add == 0 &&
            St.ValueDeref->Off == 0 && St.Bytes == Bytes && Bytes == 8 &&
            llvm::none_of(Sum->Stores, [&](const ParamStoreSummary::Store &X) {
              return X.Param == St.ValueDeref->Param;
            }))
          if (const CallBinding::Piece *V = CB.arg(St.ValueDeref->Param, 0);
              V && accessBytes(F.Insts[V->Store]) == 8) {
            Writer = static_cast<int>(V->Store);
            IsDeref = true;
          }
        Touch(*O + St.Add, St.Bytes, Writer, IsDeref);
      }
    }
    if (!Left || Steps > MaxWalk || BB.Preds.size() != 1 || B == 0)
      break;
    B = BB.Preds[0];
    if (B == F.Insts[At].Block)
      break; // a loop back to where the walk began
    End = F.Blocks[B].End;
  }
  return W;
}

bool ptx::storesOnlyOwnFrame(FunctionIR &F) {
  for (const Inst &I : F.Insts) {
    llvm::StringRef Op = I.opcode();
    if (Op == "st" || Op == "atom" || Op == "red") {
      if (Op == "st" && I.hasMod(".param"))
        continue;
      const Expr *A = I.S->Operands.empty()                       ? nullptr
                      : Op == "st"                                 ? I.S->Operands[0]
                      : I.S->Operands.size() > 1 ? I.S->Operands[1] : nullptr;
      if (A && !F.Depot.empty() && F.depot().isDepotAddress(A))
        continue;
      return false;
    }
    if (Op == "stmatrix" || (Op == "cp" && (I.hasMod(".async") || I.hasMod(".bulk"))) ||
        Op == "tensormap" || Op == "multimem")
      return false;
  }
  return true;
}

llvm::SmallVector<int64_t, 2> ptx::pointeeSharedFields(FunctionIR &F, const AnalysisContext &Ctx,
                                                       const Expr *E, unsigned At,
                                                       ConstBranches *CB, unsigned Depth) {
  llvm::SmallVector<int64_t, 2> Out;
  if (CB)
    if (auto Fd = CB->pointeeSharedAt(E, At)) {
      Out.push_back(*Fd);
      return Out;
    }
  auto O = depotPointerOffset(F, E, At);
  if (!O)
    return Out;
  auto W = depotFieldWriters(F, Ctx, *O, MaxFields, At);
  for (unsigned I = 0; I < W.size(); ++I) {
    if (W[I] < 0)
      continue;
    const Inst &St = F.Insts[W[I]];
    if (St.S->Operands.size() != 2)
      continue;
    const Expr *V = St.S->Operands[1];
    unsigned VAt = static_cast<unsigned>(W[I]);
    if (CB ? CB->sharedAt(V, VAt) : isGenericSharedAddress(F, Ctx, V, VAt, Depth + 1))
      Out.push_back(8 * static_cast<int64_t>(I));
  }
  return Out;
}

bool ptx::mapObjectAtCall(FunctionIR &F, const AnalysisContext &Ctx, const CallBinding &B,
                          const std::optional<ParamRef> &InOperand,
                          const std::optional<ParamRef> &InOperandAt,
                          std::optional<ParamRef> &Operand, std::optional<ParamRef> &OperandAt,
                          bool FieldDeref) {
  Operand.reset();
  OperandAt.reset();
  const ParamRef *In = InOperand ? &*InOperand : InOperandAt ? &*InOperandAt : nullptr;
  if (!In)
    return false;
  const CallBinding::Piece *A = B.arg(In->Param, In->Off);
  if (!A || accessBytes(F.Insts[A->Store]) != 8)
    return false;
  ValueOrigin O = traceCopies(F, Ctx, A->Value, A->Store);
  if (auto P = asParam(F, O)) {
    P->Add = wrappingAdd(P->Add, In->Add);
    (InOperand ? Operand : OperandAt) = P;
    return true;
  }
  if (InOperand) {
    // The argument is a field F loads through a pointer parameter:
    // `ld.u64 %rd2, [%rd1]` of the tester's `this` (operator()).
    if (In->Add != 0 || O.Add != 0 || O.RootDef < 0)
      return false;
    const Inst &L = F.Insts[O.RootDef];
    if (L.opcode() != "ld" || L.S->Guard || L.S->Operands.size() != 2 || accessBytes(L) != 8 ||
        isVectorAccess(L) || L.hasMod(".param") || L.hasMod(".local") || L.hasMod(".shared") ||
        L.hasMod(".const") || !storesOnlyOwnFrame(F))
      return false;
    int64_t Off;
    const Expr *Base = addressBase(L.S->Operands[1], Off);
    if (!Base)
      return false;
    auto P = asParam(F, traceCopies(F, Ctx, Base, static_cast<unsigned>(O.RootDef)));
    if (!P)
      return false;
    P->Add = wrappingAdd(P->Add, Off);
    OperandAt = P;
    return true;
  }
  // A pointer to an object on F's own stack: the field's value at the call.
  auto DO = depotPointerOffset(F, A->Value, A->Store);
  if (!DO)
    return false;
  llvm::SmallVector<bool, 1> Deref;
  auto W = depotFieldWriters(F, Ctx, *DO + In->Add, 1, A->Store, 8,
                             FieldDeref ? &Deref : nullptr);
  if (W[0] < 0 || F.Insts[W[0]].S->Operands.size() != 2)
    return false;
  auto P = asParam(F, traceCopies(F, Ctx, F.Insts[W[0]].S->Operands[1],
                                  static_cast<unsigned>(W[0])));
  if (!P)
    return false;
  if (FieldDeref && Deref[0]) {
    // What a pointer parameter of F points to (memory outside F's frame,
    // which F does not write).
    if (P->Off != 0 || !storesOnlyOwnFrame(F))
      return false;
    OperandAt = P;
    return true;
  }
  Operand = P;
  return true;
}

bool ptx::isMbarrierFreeSystemCall(const CallBinding &B) {
  if (!B.Callee || B.Callee->Body || B.Callee->IsEntry)
    return false;
  llvm::StringRef N = B.Callee->Name.Text;
  return N == "vprintf" || N == "malloc" || N == "free" || N == "__assertfail";
}
