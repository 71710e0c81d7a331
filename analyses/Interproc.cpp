//===- Interproc.cpp - local-depot slots, copy chains, callee summaries ---===//
#include "analyses/Interproc.h"
#include "analyses/PointeeFields.h"
#include "analyses/ObjectFields.h"
#include "analyses/Dataflow.h"
#include "analyses/DepotOffset.h"
#include "analyses/Dominators.h"
#include "analyses/SlotReach.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "lexer/Token.h"
#include <algorithm>
#include <cstdint>
#include <map>
#include <tuple>

using namespace ptx;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

bool ptx::isVectorAccess(const Inst &I) {
  return I.hasMod(".v2") || I.hasMod(".v4") || I.hasMod(".v8");
}

/// The element count of a vector access (1 for a scalar one).
/// A setp comparison as `R CMP C` holding: unsigned names as the signed
/// ones (.lo as .lt, ...), the sides swapped when the register was the
/// second operand, negated when the branch is taken on false.
static llvm::StringRef normalisedCompare(llvm::StringRef Cmp, bool Swap, bool Value) {
  llvm::StringRef Op = llvm::StringSwitch<llvm::StringRef>(Cmp)
                           .Case(".lo", ".lt").Case(".ls", ".le")
                           .Case(".hi", ".gt").Case(".hs", ".ge").Default(Cmp);
  if (Swap)
    Op = llvm::StringSwitch<llvm::StringRef>(Op)
             .Case(".lt", ".gt").Case(".le", ".ge").Case(".gt", ".lt")
             .Case(".ge", ".le").Default(Op);
  if (!Value)
    Op = llvm::StringSwitch<llvm::StringRef>(Op)
             .Case(".lt", ".ge").Case(".le", ".gt").Case(".gt", ".le")
             .Case(".ge", ".lt").Case(".eq", ".ne").Case(".ne", ".eq").Default(Op);
  return Op;
}

static unsigned vectorElems(const Inst &I) {
  return I.hasMod(".v2") ? 2 : I.hasMod(".v4") ? 4 : I.hasMod(".v8") ? 8 : 1;
}

unsigned ptx::accessBytes(const Inst &I) {
  unsigned S = 0, V = 1;
  for (const Word &M : I.S->Mods) {
    if (unsigned B = typeSizeBytes(M.Text))
      S = B;
    else if (M.Text == ".v2")
      V = 2;
    else if (M.Text == ".v4")
      V = 4;
    else if (M.Text == ".v8")
      V = 8;
  }
  return S * V;
}

void ptx::memoryAccesses(const Inst &I,
                         llvm::function_ref<std::optional<uint64_t>(const Expr *)> Const,
                         llvm::SmallVectorImpl<MemAccess> &Out) {
  llvm::StringRef Op = I.opcode();
  auto Ops = I.S->Operands;
  auto Addr = [&](unsigned K) -> const Expr * {
    return K < Ops.size() && Ops[K]->K == Expr::Address ? Ops[K] : nullptr;
  };
  auto LastTypeSize = [&] {
    unsigned S = 0;
    for (const Word &M : I.S->Mods)
      if (unsigned B = typeSizeBytes(M.Text))
        S = B;
      else if (M.Text == ".f16x2" || M.Text == ".bf16x2")
        S = 4;
    return S;
  };
  auto VectorCount = [&]() -> unsigned {
    for (const Word &M : I.S->Mods) {
      if (M.Text == ".v2")
        return 2;
      if (M.Text == ".v4")
        return 4;
      if (M.Text == ".v8")
        return 8;
    }
    return 1;
  };
  if (Op == "ld" || Op == "ldu" || Op == "st" || Op == "atom" || Op == "red") {
    if (I.hasMod(".async") || I.hasMod(".bulk"))
      return;
    unsigned Size = LastTypeSize() * VectorCount();
    const Expr *A = (Op == "st" || Op == "red") ? Addr(0) : Addr(1);
    if (A && Size > 1)
      Out.push_back({A, Size, "access"});
    return;
  }
  if (Op == "cp" && I.hasMod(".async")) {
    if (I.hasMod(".bulk")) {
      if (I.hasMod(".tensor") || I.hasMod(".prefetch"))
        return;
      if (const Expr *A = Addr(0))
        Out.push_back({A, 16, "bulk copy destination"});
      if (const Expr *A = Addr(1))
        Out.push_back({A, 16, "bulk copy source"});
      return;
    }
    if (Ops.size() >= 3 && !I.hasMod(".mbarrier"))
      if (auto Sz = Const(Ops[2]))
        if (*Sz == 4 || *Sz == 8 || *Sz == 16) {
          if (const Expr *A = Addr(0))
            Out.push_back({A, *Sz, "cp.async destination"});
          if (const Expr *A = Addr(1))
            Out.push_back({A, *Sz, "cp.async source"});
        }
    return;
  }
  if (Op == "ldmatrix") {
    if (const Expr *A = Addr(1))
      Out.push_back({A, 16, "matrix row"});
    return;
  }
  if (Op == "stmatrix") {
    if (const Expr *A = Addr(0))
      Out.push_back({A, 16, "matrix row"});
    return;
  }
  if (Op == "mbarrier") {
    for (unsigned K = 0; K < Ops.size(); ++K)
      if (const Expr *A = Addr(K)) {
        Out.push_back({A, 8, "mbarrier object"});
        break;
      }
  }
}

MbUse ptx::classifyMbarrier(const Inst &I) {
  MbUse U;
  auto Ops = I.S->Operands;
  auto FirstAddr = [&]() -> const Expr * {
    for (const Expr *E : Ops)
      if (E->K == Expr::Address)
        return E;
    return nullptr;
  };
  auto LastAddr = [&]() -> const Expr * {
    for (auto It = Ops.rbegin(); It != Ops.rend(); ++It)
      if ((*It)->K == Expr::Address)
        return *It;
    return nullptr;
  };
  llvm::StringRef Op = I.opcode();
  if (Op == "mbarrier" && !I.S->Mods.empty()) {
    llvm::StringRef Sub = I.S->Mods[0].Text;
    U.Addr = FirstAddr();
    if (Sub == ".init") {
      U.Op = MbOp::Init;
      if (Ops.size() >= 2)
        U.Count = Ops[1];
    } else if (Sub == ".inval") {
      U.Op = MbOp::Inval;
    } else if (Sub == ".arrive" || Sub == ".arrive_drop") {
      U.Op = MbOp::Arrive;
      if (Ops.size() >= 3 && Ops[2]->K != Expr::Address)
        U.Count = Ops[2];
      if (I.hasMod(".expect_tx"))
        U.Count = nullptr; // the operand is a byte count
    } else if (Sub == ".test_wait" || Sub == ".try_wait") {
      U.Op = MbOp::Wait;
    } else if (Sub == ".expect_tx" || Sub == ".complete_tx") {
      U.Op = MbOp::Tx;
    }
    return U;
  }
  // Other instructions that arrive on an mbarrier.
  if ((Op == "cp" && I.hasMod(".mbarrier")) ||
      (Op == "cp" && (I.hasMod(".bulk") || I.hasMod(".tensor"))) ||
      (Op == "tcgen05" && !I.S->Mods.empty() && I.S->Mods[0].Text == ".commit") ||
      Op == "st" || Op == "red" || Op == "clusterlaunchcontrol") {
    bool UsesMbarrier = false;
    for (const Word &M : I.S->Mods)
      if (M.Text.startswith(".mbarrier"))
        UsesMbarrier = true;
    if (!UsesMbarrier && !(Op == "tcgen05"))
      return U;
    U.Op = MbOp::OtherArrive;
    U.Addr = Op == "cp" && I.hasMod(".mbarrier") && !I.hasMod(".bulk") ? FirstAddr() : LastAddr();
  }
  return U;
}

/// State spaces that cannot hold the local depot.
static bool otherSpace(const Inst &I) {
  return I.hasMod(".shared") || I.hasMod(".global") || I.hasMod(".param") ||
         I.hasMod(".const") || I.hasMod(".shared::cta") || I.hasMod(".shared::cluster");
}

static bool isStoreLike(const Inst &I) {
  llvm::StringRef Op = I.opcode();
  return Op == "st" || Op == "atom" || Op == "red" || Op == "cp" || Op == "stmatrix" ||
         Op == "prefetch" || Op == "mbarrier" || (Op == "wmma" && I.hasMod(".store"));
}

/// The address operand a store-like instruction writes through.
static const Expr *writtenAddress(const Inst &I) {
  for (const Expr *E : I.S->Operands)
    if (E->K == Expr::Address)
      return E;
  return nullptr;
}

std::string ptx::instName(const Inst &I) {
  std::string Name = I.opcode().str();
  for (const Word &W : I.S->Mods)
    Name += W.Text.str();
  return Name;
}

const Expr *ptx::membermaskOperand(const Inst &I) {
  auto Ops = I.S->Operands;
  if (Ops.empty())
    return nullptr;
  switch (I.Kind) {
  case InstKind::WarpSync:
    return Ops[0];
  case InstKind::Shfl:
  case InstKind::Vote:
  case InstKind::Match:
  case InstKind::Redux:
    return I.hasMod(".sync") ? Ops.back() : nullptr;
  default:
    return nullptr;
  }
}

//===----------------------------------------------------------------------===//
// DepotSlots
//===----------------------------------------------------------------------===//

DepotSlots::DepotSlots(FunctionIR &Fn) : F(Fn) {
  IsDepot.assign(F.Regs.size(), false);
  Off.assign(F.Regs.size(), std::nullopt);
  if (F.Depot.empty())
    return;
  Acc.resize(F.Insts.size());
  for (unsigned K = 0; K < F.Insts.size(); ++K) {
    const Inst &I = F.Insts[K];
    AccessInfo &A = Acc[K];
    A.Ld = I.opcode() == "ld";
    A.St = I.opcode() == "st";
    A.Prefetch = I.opcode() == "prefetch";
    A.StoreLike = isStoreLike(I);
    A.Vector = isVectorAccess(I);
    A.Other = otherSpace(I);
    A.Bytes = accessBytes(I);
    if (A.Ld || A.St || A.StoreLike || I.Kind == InstKind::Call)
      Touching.push_back(K);
  }
  TouchFrom = SlotReach::candidatesFrom(F, Touching);
  computeRegs();
  computeEscape();
  computeReaching();
  LastReach.reset();
  ReachOffs = {};
  // From here on, slotLoadRange may read the solved slots; ranges kept
  // while solving were found without it.
  Solved = true;
  RangeMemo.clear();
}

DepotSlots::~DepotSlots() = default;

void DepotSlots::computeRegs() {
  // A register is a depot address when one of its definitions derives from
  // the depot; its offset is known when every definition agrees.
  std::vector<bool> Conflict(F.Regs.size(), false);
  for (unsigned Iter = 0; Iter < 6; ++Iter) {
    bool Changed = false;
    for (const Inst &I : F.Insts) {
      if (I.Defs.size() != 1 || I.S->Operands.size() < 2)
        continue;
      unsigned D = I.Defs[0].Reg;
      if (D >= IsDepot.size())
        continue;
      llvm::StringRef Op = I.opcode();
      auto Base = [&](const Expr *E, std::optional<int64_t> &O) {
        if (E->K != Expr::Symbol)
          return false;
        if (E->Name == F.Depot) {
          O = 0;
          return true;
        }
        auto R = F.lookupReg(E->Name);
        if (R && *R < IsDepot.size() && IsDepot[*R]) {
          O = Off[*R];
          return true;
        }
        return false;
      };
      std::optional<int64_t> O;
      bool Is = false;
      const Expr *A = I.S->Operands[1];
      if ((Op == "mov" || Op == "cvta") && I.S->Operands.size() == 2) {
        Is = Base(A, O);
      } else if ((Op == "add" || Op == "sub") && I.S->Operands.size() == 3) {
        const Expr *B = I.S->Operands[2];
        std::optional<int64_t> BO;
        if (Base(A, BO)) {
          Is = true;
          auto K = depotOffsetInRange(evalConstExpr(B));
          if (BO && K)
            O = depotOffsetInRange(Op == "add" ? *BO + *K : *BO - *K);
        } else if (Op == "add" && Base(B, BO)) {
          Is = true;
          auto K = depotOffsetInRange(evalConstExpr(A));
          if (BO && K)
            O = depotOffsetInRange(*BO + *K);
        }
      }
      if (!Is)
        continue;
      if (I.S->Guard || F.defsOf(D).size() != 1)
        O = std::nullopt;
      if (!IsDepot[D]) {
        IsDepot[D] = true;
        Off[D] = O;
        Changed = true;
      } else if (Off[D] != O && !Conflict[D]) {
        Off[D] = std::nullopt;
        Conflict[D] = true;
        Changed = true;
      }
    }
    if (!Changed)
      break;
  }
  // A depot register with another, non-depot definition has no known offset.
  for (unsigned R = 0; R < IsDepot.size(); ++R)
    if (IsDepot[R] && F.defsOf(R).size() != 1)
      Off[R] = std::nullopt;
}

const Expr *DepotSlots::baseOf(const Expr *Addr, int64_t &Add) const {
  Add = 0;
  if (!Addr || Addr->K != Expr::Address || Addr->Sub.size() != 1)
    return nullptr;
  const Expr *E = Addr->Sub[0];
  if (E->K == Expr::Binary && E->Sub.size() == 2) {
    auto K = depotOffsetInRange(evalConstExpr(E->Sub[1]));
    if (!K)
      return nullptr;
    Add = static_cast<TokenKind>(E->Op) == TokenKind::Minus ? -*K : *K;
    E = E->Sub[0];
  }
  return E->K == Expr::Symbol ? E : nullptr;
}

std::optional<int64_t> DepotSlots::addressOffset(const Expr *Addr) const {
  int64_t Add;
  const Expr *B = baseOf(Addr, Add);
  if (!B)
    return std::nullopt;
  if (B->Name == F.Depot)
    return Add;
  auto R = F.lookupReg(B->Name);
  if (!R || !regOffset(*R))
    return std::nullopt;
  return *regOffset(*R) + Add;
}

bool DepotSlots::isDepotAddress(const Expr *Addr) const {
  if (F.Depot.empty() || !Addr || Addr->K != Expr::Address || Addr->Sub.empty())
    return false;
  const Expr *E = Addr->Sub[0];
  while (E->K == Expr::Binary && !E->Sub.empty())
    E = E->Sub[0];
  if (E->K != Expr::Symbol)
    return false;
  if (E->Name == F.Depot)
    return true;
  auto R = F.lookupReg(E->Name);
  return R && isDepotReg(*R);
}

bool DepotSlots::escapesAt(const Inst &I) const {
  // Uses of a depot address other than as the base of a load or store, or
  // to form another depot address, let someone else write the depot.
  auto Mentions = [&](const Expr *E, auto &&Self) -> bool {
    if (!E)
      return false;
    if (E->K == Expr::Symbol) {
      if (E->Name == F.Depot)
        return true;
      auto R = F.lookupReg(E->Name);
      return R && isDepotReg(*R);
    }
    for (const Expr *S : E->Sub)
      if (Self(S, Self))
        return true;
    return false;
  };
  llvm::StringRef Op = I.opcode();
  bool FormsDepot = I.Defs.size() == 1 && isDepotReg(I.Defs[0].Reg) &&
                    (Op == "mov" || Op == "cvta" || Op == "add" || Op == "sub");
  if (FormsDepot)
    return false;
  for (unsigned K = 0; K < I.S->Operands.size(); ++K) {
    const Expr *E = I.S->Operands[K];
    if ((Op == "ld" || Op == "st" || Op == "ldu" || Op == "prefetch") && E->K == Expr::Address)
      continue; // the address a load or store accesses
    if (K == 0 && !I.Defs.empty() && Op != "st")
      continue; // destination
    if (Mentions(E, Mentions))
      return true;
  }
  return false;
}

void DepotSlots::computeEscape() {
  for (const Inst &I : F.Insts)
    if (escapesAt(I)) {
      Escaped = true;
      return;
    }
}

static bool sameMap(const llvm::DenseMap<unsigned, unsigned> &A,
                    const llvm::DenseMap<unsigned, unsigned> &B) {
  if (A.size() != B.size())
    return false;
  for (const auto &KV : A) {
    auto It = B.find(KV.first);
    if (It == B.end() || It->second != KV.second)
      return false;
  }
  return true;
}

void DepotSlots::computeReaching() {
  // Accesses at depot offsets the address registers give directly; while
  // no depot address escapes, nothing else can write a slot.
  unsigned NumInsts = F.Insts.size();
  std::vector<std::optional<int64_t>> AccOff(NumInsts);
  auto AccessAddr = [&](unsigned K) -> const Expr * {
    const Inst &I = F.Insts[K];
    if ((!Acc[K].Ld && !Acc[K].St) || Acc[K].Other || I.S->Operands.size() < 2)
      return nullptr;
    const Expr *A = I.S->Operands[Acc[K].St ? 0 : 1];
    return A->K == Expr::Address ? A : nullptr;
  };
  bool Any = false;
  for (unsigned K : Touching)
    if (const Expr *A = AccessAddr(K))
      if (auto O = addressOffset(A)) {
        AccOff[K] = O;
        Any = true;
      }
  if (!Any)
    return;
  if (!Escaped) {
    solve(AccOff, /*Refine=*/false);
    return;
  }
  // Once a depot address escapes, the rounds below (the first one with
  // nothing read back yet, so every pointer loaded from a slot may hold a
  // depot address: sound):
  // accesses through a depot address loaded back from a slot (nvcc -G
  // reloads `this` from the stack before every member access), calls of
  // callees whose only writes outside their own frame are stores through
  // their pointer parameters (out-of-line constructors: `dim3(threadIdx)`,
  // a tile object's members), which kill just the slots those pointers
  // name and leave there the arguments they store, and stores through
  // pointers that cannot hold a depot address.
  // Each round places what the previous one's slots let it (a pointer
  // reloaded from a slot that a store through another reloaded pointer
  // came before): a few rounds, until nothing new is placed.
  //
  // A solve reads, besides AccOff, only the previous solution (LoadStore,
  // through depotValueOffset and mayBeDepot) and the settled writes
  // (seedPending, which tells Unplaced apart only up to 2); the range and
  // bound memos are functions of the IR. So when a solve left both as it
  // found them and a round places nothing new, that round's solve would
  // repeat it exactly (and the loop would stop after it): it is skipped.
  using SettledKey = std::pair<unsigned, const Expr *>;
  auto SettledNow = [&] {
    std::vector<std::tuple<SettledKey, std::optional<std::pair<int64_t, int64_t>>, unsigned>> V;
    V.reserve(Settled.size());
    for (const auto &KV : Settled)
      V.emplace_back(KV.first, KV.second.Range, std::min(KV.second.Unplaced, 2u));
    std::sort(V.begin(), V.end(), [](const auto &A, const auto &B) {
      return std::get<0>(A) < std::get<0>(B);
    });
    return V;
  };
  bool Repeats = false;
  for (unsigned Round = 0; Round < 8; ++Round) {
    bool Placed = false;
    for (unsigned K : Touching) {
      if (AccOff[K])
        continue;
      const Expr *A = AccessAddr(K);
      int64_t Add;
      const Expr *B = A ? baseOf(A, Add) : nullptr;
      if (B && B->Name != F.Depot)
        if (auto O = depotValueOffset(B, K)) {
          AccOff[K] = *O + Add;
          Placed = true;
        }
    }
    if (!Placed && Repeats)
      break;
    size_t Before = LoadStore.size();
    llvm::DenseMap<unsigned, unsigned> LoadStoreIn = LoadStore;
    auto SettledIn = SettledNow();
    if (!solve(AccOff, /*Refine=*/true))
      return;
    Repeats = sameMap(LoadStore, LoadStoreIn) && SettledNow() == SettledIn;
    if (!Placed && LoadStore.size() == Before && Round > 0)
      break;
  }
}

bool DepotSlots::solve(const std::vector<std::optional<int64_t>> &AccOff, bool Refine) {
  // Slots: the constant offsets the function accesses, with the widest
  // access (the same as the last solve's when the offsets are).
  unsigned NumInsts = F.Insts.size();
  CallSlotStore.clear();
  CallWrites.clear();
  if (!Slots.Valid || Slots.AccOff != AccOff) {
    std::map<int64_t, unsigned> Width;
    for (unsigned K : Touching)
      if (AccOff[K]) {
        // A vector access is a slot per element (its loads read each one,
        // its stores kill them all).
        unsigned Elems = Acc[K].Vector ? vectorElems(F.Insts[K]) : 1;
        unsigned E = std::max(1u, Acc[K].Bytes / Elems);
        for (unsigned J = 0; J < Elems; ++J) {
          unsigned &W = Width[*AccOff[K] + static_cast<int64_t>(J * E)];
          W = std::max(W, E);
        }
      }
    Slots.Valid = true;
    Slots.AccOff = AccOff;
    Slots.SlotId.clear();
    Slots.Offs.clear();
    Slots.WidthOf.clear();
    Slots.MaxW = 1;
    for (auto &KV : Width) {
      Slots.SlotId[KV.first] = Slots.Offs.size();
      Slots.Offs.push_back(KV.first);
      Slots.WidthOf.push_back(KV.second);
      Slots.MaxW = std::max(Slots.MaxW, KV.second);
    }
  }
  if (Slots.Offs.empty())
    return false;
  unsigned N = Slots.Offs.size();
  if (static_cast<uint64_t>(N) * F.numBlocks() > (8u << 20))
    return false; // too big to track: no promotion
  const llvm::DenseMap<int64_t, unsigned> &SlotId = Slots.SlotId;
  const std::vector<int64_t> &Offs = Slots.Offs;
  const std::vector<unsigned> &WidthOf = Slots.WidthOf;
  unsigned MaxW = Slots.MaxW;
  // Slots overlapping [Lo, Lo + Bytes).
  auto Overlapping = [&](int64_t Lo, unsigned Bytes, llvm::SmallVectorImpl<unsigned> &Out) {
    auto First = std::lower_bound(Offs.begin(), Offs.end(), Lo - static_cast<int64_t>(MaxW) + 1);
    for (auto It = First; It != Offs.end() && *It < Lo + static_cast<int64_t>(Bytes); ++It) {
      unsigned Slot = static_cast<unsigned>(It - Offs.begin());
      if (*It + static_cast<int64_t>(WidthOf[Slot]) > Lo)
        Out.push_back(Slot);
    }
  };
  llvm::DenseMap<unsigned, unsigned> SlotOfStore;
  llvm::DenseMap<unsigned, llvm::SmallVector<unsigned, 3>> VecElemSlots;
  llvm::DenseMap<unsigned, llvm::SmallVector<unsigned, 2>> Kills;
  std::vector<unsigned> StBytes(NumInsts, 0);
  llvm::DenseMap<unsigned, std::pair<int64_t, unsigned>> KillRange;
  llvm::DenseMap<unsigned, llvm::SmallVector<std::pair<unsigned, unsigned>, 4>> CallDefs;
  std::vector<bool> KillAll(NumInsts, false);
  std::vector<PendingWrite> Pending;
  for (unsigned K : Touching) {
    const Inst &I = F.Insts[K];
    if (I.Kind == InstKind::Call) {
      KillAll[K] = Escaped;
      if (Escaped && Refine && F.Ctx)
        refineCall(K, SlotId, Overlapping, KillAll, Kills, CallDefs, Pending);
      continue;
    }
    if (!Acc[K].StoreLike || Acc[K].Prefetch)
      continue;
    if (Acc[K].St && AccOff[K]) {
      int64_t O = *AccOff[K];
      // Kill every slot overlapping [O, O + W), then set O itself.
      Overlapping(O, std::max(1u, Acc[K].Bytes), Kills[K]);
      // A vector store holds its slot too (vectorElementOf reads one
      // element back; no load takes it for a scalar store's value).
      if (!I.S->Guard && I.S->Operands.size() == 2 &&
          (!Acc[K].Vector || I.S->Operands[1]->K == Expr::Vector)) {
        SlotOfStore[K] = SlotId.lookup(O);
        if (Acc[K].Vector) {
          // Each further element's slot holds the store as well.
          unsigned Elems = vectorElems(I);
          unsigned E = std::max(1u, Acc[K].Bytes / std::max(1u, Elems));
          for (unsigned J = 1; J < Elems; ++J)
            if (auto It = SlotId.find(O + static_cast<int64_t>(J * E)); It != SlotId.end())
              VecElemSlots[K].push_back(It->second);
        }
        if (Acc[K].Bytes && !I.hasMod(".param")) {
          StBytes[K] = Acc[K].Bytes;
          KillRange[K] = {O, Acc[K].Bytes};
        }
      }
      continue;
    }
    if (Acc[K].Other)
      continue;
    const Expr *A = writtenAddress(I);
    if (!A)
      continue;
    // A depot address at an unknown offset, or any pointer once the depot
    // has escaped (in the second round: one that may hold a depot address).
    if (isDepotAddress(A) || (Escaped && !(Refine && !mayBeDepot(A, K)))) {
      // Checked against the solution it takes part in (below).
      int64_t Add;
      const Expr *Base = Refine ? baseOf(A, Add) : nullptr;
      if (Base && Base->Name != F.Depot) {
        unsigned Bytes = std::max(1u, Acc[K].Bytes);
        Pending.push_back({K, Base, K, Add, Bytes, std::nullopt});
        seedPending(Pending.back());
        continue;
      }
      KillAll[K] = true;
    }
  }
  // A write to an element of a stack array at a bounded index kills that
  // array's bytes only (nvcc -G's `items[i] = ...` in a loop over
  // ITEMS_PER_THREAD would otherwise forget every slot after it). The array
  // base is often a pointer the loop reloads from a slot that only the
  // write itself could have changed, so its range is assumed and then
  // checked: solve with the assumed ranges (none at first), recompute each
  // write's bytes from that solution, and repeat until they lie within the
  // assumption. A solution whose every write stays inside what it assumed
  // holds for every execution (by induction over its steps); one that does
  // not settle falls back to killing every slot at those writes.
  // Per slot, how many bytes from its offset the stores that can leave it
  // their state wrote at most (UINT64_MAX: some store's bytes are not
  // known, a call's or an argument's); Spares below reads it.
  std::vector<uint64_t> SpanOf(N, 0);
  for (const auto &KV : SlotOfStore)
    SpanOf[KV.second] = StBytes[KV.first]
                            ? std::max<uint64_t>(SpanOf[KV.second], StBytes[KV.first])
                            : UINT64_MAX;
  for (const auto &KV : VecElemSlots)
    for (unsigned Slot : KV.second)
      SpanOf[Slot] = StBytes[KV.first] ? std::max<uint64_t>(SpanOf[Slot], StBytes[KV.first])
                                       : UINT64_MAX;
  for (const auto &KV : CallDefs)
    for (auto [Slot, Store] : KV.second)
      SpanOf[Slot] = UINT64_MAX;
  bool Fallback = false;
  std::vector<bool> KillAllNow;
  // The pending writes' assumed kills, after the instruction's own (Kills).
  llvm::DenseMap<unsigned, llvm::SmallVector<unsigned, 2>> PendingKills;
  std::vector<bool> Acts;
  for (unsigned Iter = 0;; ++Iter) {
    const std::vector<bool> *KA = &KillAll;
    PendingKills.clear();
    if (!Pending.empty()) {
      KillAllNow = KillAll;
      for (const PendingWrite &W : Pending)
        if (Fallback || W.All)
          KillAllNow[W.K] = true;
        else if (W.Assumed)
          Overlapping(W.Assumed->first, static_cast<unsigned>(W.Assumed->second - W.Assumed->first),
                      PendingKills[W.K]);
      KA = &KillAllNow;
    }
    Acts = *KA;
    for (const auto &KV : SlotOfStore)
      Acts[KV.first] = true;
    for (const auto &KV : Kills)
      Acts[KV.first] = true;
    for (const auto &KV : PendingKills)
      Acts[KV.first] = true;
    for (const auto &KV : CallDefs)
      Acts[KV.first] = true;
    // A write of [Lo, Lo + Bytes) leaves slot Slot alone when the store
    // the slot holds did not write any of those bytes (the slot is as wide
    // as the widest access at its offset, but a 4-byte store there wrote
    // only 4: nvcc -G's fields of an object at +0 and +4, copied as one
    // 8-byte word later). The slot's store is known when this chain wrote
    // it; otherwise every store that can leave the slot its state must
    // spare the bytes (SpanOf), so that each step stays the identity or a
    // constant per slot, as SlotReach needs.
    auto Spares = [&](const SlotWrites &W, unsigned Slot, int64_t Lo, unsigned Bytes) {
      uint64_t Span;
      if (auto V = W.own(Slot)) {
        if (*V < 0 || !StBytes[*V])
          return false;
        Span = StBytes[*V];
      } else {
        Span = SpanOf[Slot];
        if (Span == UINT64_MAX)
          return false;
      }
      int64_t A = Offs[Slot], B = A + static_cast<int64_t>(Span);
      return B <= Lo || Lo + static_cast<int64_t>(Bytes) <= A;
    };
    // What instruction K does to the slots: kill them all, or kill the
    // ones a write overlaps (but those it spares), then set the one it
    // defines.
    auto Step = [&](unsigned K, SlotWrites &W) {
      if ((*KA)[K]) {
        W.killAll();
        return;
      }
      auto KI = Kills.find(K);
      auto PI = PendingKills.empty() ? PendingKills.end() : PendingKills.find(K);
      if (KI != Kills.end() || PI != PendingKills.end()) {
        auto RI = KillRange.find(K);
        for (unsigned Part = 0; Part < 2; ++Part) {
          if (Part == 0 ? KI == Kills.end() : PI == PendingKills.end())
            continue;
          for (unsigned Slot : Part == 0 ? KI->second : PI->second)
            if (RI == KillRange.end() || !Spares(W, Slot, RI->second.first, RI->second.second))
              W.set(Slot, -1);
        }
      }
      if (auto It = SlotOfStore.find(K); It != SlotOfStore.end()) {
        W.set(It->second, static_cast<int>(K));
        if (auto VI = VecElemSlots.find(K); VI != VecElemSlots.end())
          for (unsigned Slot : VI->second)
            W.set(Slot, static_cast<int>(K));
      }
      if (auto CI = CallDefs.find(K); CI != CallDefs.end())
        for (auto [Slot, Store] : CI->second)
          W.set(Slot, static_cast<int>(Store));
    };
    // The last solve's slots by offset, when a round placed accesses at
    // new offsets (the chains' summaries are compared slot by slot).
    const std::vector<unsigned> *PrevSlot = nullptr;
    std::vector<unsigned> PrevSlotOf;
    if (LastReach && ReachOffs != Offs) {
      PrevSlotOf.assign(N, ~0u);
      for (unsigned S = 0, O = 0; S < N; ++S) {
        while (O < ReachOffs.size() && ReachOffs[O] < Offs[S])
          ++O;
        if (O < ReachOffs.size() && ReachOffs[O] == Offs[S])
          PrevSlotOf[S] = O;
      }
      PrevSlot = &PrevSlotOf;
    }
    ReachOffs = Offs;
    auto ReachPtr = std::make_unique<SlotReach>(F, N, &Acts, Step, LastReach.get(), &Touching,
                                                &TouchFrom, PrevSlot);
    SlotReach &Reach = *ReachPtr;
    LoadStore.clear();
    LoadPieces.clear();
    LoadVecElem.clear();
    ElemStore.clear();
    LoadCall.clear();
    // A load of Bytes at depot offset At reading what St left there: a
    // call's computed store (the slot's bytes exactly), as (Load, Elem).
    auto CallStoreAt = [&](int St, unsigned Load, unsigned Elem, int64_t At, unsigned Bytes) {
      if (St < 0 || F.Insts[St].Kind != InstKind::Call)
        return false;
      auto CS = CallSlotStore.find({static_cast<unsigned>(St), At});
      if (CS == CallSlotStore.end())
        return false;
      CallBinding CB = bindCall(*F.Ctx, F, static_cast<unsigned>(St));
      const ParamStoreSummary &Sum = paramStores(*F.Ctx, CB.Callee);
      if (CS->second >= Sum.Stores.size() || Sum.Stores[CS->second].Bytes != Bytes)
        return false;
      LoadCall[{Load, Elem}] = CallStore{static_cast<unsigned>(St), CS->second};
      return true;
    };
    // The walk that reads the loads' stores also places, as it goes, the
    // accesses through a pointer it has just read back from a slot (nvcc -G
    // reloads `this` before each member store: `ld.u64 %rd142, [%SP+5784];
    // st.u32 [%rd142+4], %r556`), so a chain of them is placed in one round
    // instead of one link per round. The solution above killed every slot at
    // such a store; on the path the walk follows, the pointer's value is
    // exact, so killing only what it overlaps is sound. A block whose one
    // predecessor is the block just walked, which has no other successor
    // (nvcc -G's `bra.uni` to the next line), goes on from that state: such
    // a block is inChain and comes right after that block in F.RPO. The
    // state is the writes since the chain's head (W) over the head's entry
    // state, which Reach gives per slot when a load asks.
    SlotWrites W(N);
    unsigned Head = ~0u;
    auto SlotAt = [&](unsigned Slot) {
      auto V = W.own(Slot);
      return V ? *V : Reach.entry(Head, Slot);
    };
    [[maybe_unused]] unsigned Prev = ~0u;
    for (unsigned B : F.RPO) {
      const BasicBlock &BB = F.Blocks[B];
      bool Chain = Head != ~0u && inChain(F, B);
      assert(!Chain || BB.Preds[0] == Prev);
      if (!Chain) {
        Head = B;
        W.reset();
      }
      // Only loads, stores, other writes and calls read or change a slot.
      for (unsigned J = TouchFrom[B]; J < Touching.size() && Touching[J] < BB.End; ++J) {
        unsigned K = Touching[J];
        const Inst &I = F.Insts[K];
        const AccessInfo &AI = Acc[K];
        bool Plain = !I.S->Guard && !AI.Vector;
        bool IsSt = AI.St;
        std::optional<int64_t> O = AccOff[K];
        bool OnTheFly = false;
        if (!O && Refine && Plain && (AI.Ld || (IsSt && I.S->Operands.size() == 2)) &&
            I.S->Operands.size() >= 2 && !AI.Other) {
          int64_t Add;
          const Expr *Base = baseOf(I.S->Operands[IsSt ? 0 : 1], Add);
          if (Base && Base->Name != F.Depot)
            if (auto V = depotValueOffset(Base, K)) {
              O = *V + Add;
              OnTheFly = true;
            }
        }
        if (AI.Ld && O && Plain && I.Defs.size() == 1) {
          auto It = SlotId.find(*O);
          int St = It == SlotId.end() ? -1 : SlotAt(It->second);
          if (!CallStoreAt(St, K, 0, *O, AI.Bytes) && St >= 0 && Acc[St].Bytes == AI.Bytes &&
              !Acc[St].Vector)
            LoadStore[K] = St;
          else if (!LoadCall.count({K, 0}) && AI.Bytes) {
            // The stores that wrote parts of its bytes last: a slot whose
            // state is a store holds that store's bytes (a later write to
            // any of them would have killed or reset it), so these pieces
            // are disjoint.
            llvm::SmallVector<unsigned, 4> Hit;
            Overlapping(*O, AI.Bytes, Hit);
            llvm::SmallVector<LoadPiece, 2> Pieces;
            for (unsigned Slot : Hit) {
              int PS = SlotAt(Slot);
              if (PS >= 0 && F.Insts[PS].Kind == InstKind::Call) {
                // The call wrote the slot last: the bytes of its computed
                // stores (none of its other writes) within the slot.
                auto CW = CallWrites.find(static_cast<unsigned>(PS));
                if (CW == CallWrites.end())
                  continue;
                int64_t SLo = std::max(Offs[Slot], *O);
                int64_t SHi = std::min(Offs[Slot] + static_cast<int64_t>(WidthOf[Slot]),
                                       *O + static_cast<int64_t>(AI.Bytes));
                for (const CallWrite &X : CW->second) {
                  int64_t Lo = std::max(SLo, X.Lo);
                  int64_t Hi = std::min(SHi, X.Lo + static_cast<int64_t>(X.Bytes));
                  if (Lo < Hi)
                    Pieces.push_back({static_cast<unsigned>(Lo - *O), static_cast<unsigned>(PS),
                                      static_cast<unsigned>(Lo - X.Lo),
                                      static_cast<unsigned>(Hi - Lo), static_cast<int>(X.Store)});
                }
                continue;
              }
              // One element of a vector store, exactly (the slot holds
              // the store, so no later write touched its bytes).
              if (PS >= 0 && F.Insts[PS].Kind != InstKind::Call && Acc[PS].St &&
                  Acc[PS].Vector && !F.Insts[PS].S->Guard && !F.Insts[PS].hasMod(".param") &&
                  F.Insts[PS].S->Operands.size() == 2 &&
                  F.Insts[PS].S->Operands[1]->K == Expr::Vector) {
                unsigned Elems = F.Insts[PS].S->Operands[1]->Sub.size();
                unsigned E = Elems ? Acc[PS].Bytes / Elems : 0;
                int64_t Rel = AccOff[PS] ? *O - *AccOff[PS] : -1;
                if (E && E == AI.Bytes && Rel >= 0 && Rel % E == 0 &&
                    Rel / E < static_cast<int64_t>(Elems))
                  LoadVecElem[K] = {static_cast<unsigned>(PS), static_cast<unsigned>(Rel / E)};
                continue;
              }
              if (PS < 0 || F.Insts[PS].Kind == InstKind::Call || !Acc[PS].St ||
                  Acc[PS].Vector || !Acc[PS].Bytes || F.Insts[PS].hasMod(".param") ||
                  F.Insts[PS].S->Guard || F.Insts[PS].S->Operands.size() != 2)
                continue;
              int64_t Lo = std::max(Offs[Slot], *O);
              int64_t Hi = std::min(Offs[Slot] + static_cast<int64_t>(Acc[PS].Bytes),
                                    *O + static_cast<int64_t>(AI.Bytes));
              if (Lo < Hi)
                Pieces.push_back({static_cast<unsigned>(Lo - *O), static_cast<unsigned>(PS),
                                  static_cast<unsigned>(Lo - Offs[Slot]),
                                  static_cast<unsigned>(Hi - Lo)});
            }
            if (!Pieces.empty())
              LoadPieces[K] = std::move(Pieces);
          }
        }
        // Each element of an unguarded vector load: the scalar store of
        // its width, or the call, that wrote its bytes last.
        if (AI.Ld && AI.Vector && O && !I.S->Guard && I.S->Operands.size() == 2 &&
            I.S->Operands[0]->K == Expr::Vector) {
          const Expr *Vec = I.S->Operands[0];
          unsigned Elems = Vec->Sub.size();
          unsigned E = Elems ? AI.Bytes / Elems : 0;
          for (unsigned J = 0; E && J < Elems; ++J) {
            int64_t At = *O + static_cast<int64_t>(J * E);
            auto It = SlotId.find(At);
            int St = It == SlotId.end() ? -1 : SlotAt(It->second);
            if (!CallStoreAt(St, K, J, At, E) && St >= 0 && F.Insts[St].Kind != InstKind::Call &&
                Acc[St].St && !Acc[St].Vector && Acc[St].Bytes == E)
              ElemStore[{K, J}] = static_cast<unsigned>(St);
          }
        }
        if (OnTheFly && IsSt) {
          llvm::SmallVector<unsigned, 4> Hit;
          Overlapping(*O, std::max(1u, AI.Bytes), Hit);
          for (unsigned Slot : Hit)
            if (!Spares(W, Slot, *O, std::max(1u, AI.Bytes)))
              W.set(Slot, -1);
          if (auto It = SlotId.find(*O); It != SlotId.end()) {
            W.set(It->second, static_cast<int>(K));
            if (AI.Bytes && !I.hasMod(".param"))
              StBytes[K] = AI.Bytes;
          }
          continue;
        }
        if (Acts[K])
          Step(K, W);
      }
      Prev = B;
    }
    LastReach = std::move(ReachPtr);
    if (Pending.empty() || Fallback)
      return true;
    bool Changed = false;
    ConfinedMemo = -1; // a new solution to check
    for (PendingWrite &W : Pending) {
      if (W.All)
        continue;
      bool All = false;
      auto R = writeBytes(W, &All);
      if (All) {
        W.All = true;
        Changed = true;
        continue;
      }
      if (!R)
        continue; // not a depot address: kills nothing
      if (W.Assumed && W.Assumed->first <= R->first && R->second <= W.Assumed->second)
        continue;
      if (W.Assumed)
        R = std::make_pair(std::min(R->first, W.Assumed->first),
                           std::max(R->second, W.Assumed->second));
      if (R->second - R->first > (int64_t(1) << 16))
        W.All = true;
      else
        W.Assumed = R;
      Changed = true;
    }
    if (!Changed) {
      // What the next round starts from: a write's bytes in this solution.
      // One that may write any slot starts from nothing again (its own kill
      // hides the pointer it reloads: only a start that assumes it writes
      // nothing can place it), at the cost of a solve or two per round, but
      // not after two rounds in a row that could not place it.
      for (const PendingWrite &W : Pending) {
        auto &St = Settled[{W.K, W.Ptr}];
        St.Range = W.Assumed;
        St.Unplaced = W.All ? St.Unplaced + 1 : 0;
      }
      return true;
    }
    if (Iter >= 3)
      Fallback = true; // does not settle: every slot at every such write
  }
}

std::optional<DepotSlots::Piece> DepotSlots::pieceOf(unsigned LoadIdx) const {
  if (LoadIdx >= F.Insts.size() || Acc.empty() || !Acc[LoadIdx].Ld || !Acc[LoadIdx].Bytes)
    return std::nullopt;
  std::optional<Piece> Plain;
  bytesOf(LoadIdx, 0, Acc[LoadIdx].Bytes, 0, &Plain);
  return Plain;
}

std::optional<DepotSlots::CallPiece> DepotSlots::callPieceOf(unsigned LoadIdx) const {
  if (LoadIdx >= F.Insts.size() || Acc.empty() || !Acc[LoadIdx].Ld || !Acc[LoadIdx].Bytes)
    return std::nullopt;
  std::optional<Piece> Plain;
  auto D = bytesOf(LoadIdx, 0, Acc[LoadIdx].Bytes, 0, &Plain);
  if (!D || D->SumStore < 0)
    return std::nullopt;
  return CallPiece{D->P.Store, static_cast<unsigned>(D->SumStore), D->P.Shift};
}

std::optional<DepotSlots::DeepPiece>
DepotSlots::bytesOf(unsigned LoadIdx, unsigned Off, unsigned Bytes, unsigned Depth,
                    std::optional<Piece> *LastPlain) const {
  // The store, or the call, that wrote bytes [Off, Off + Bytes) of the load.
  std::optional<Piece> P;
  if (int St = storeOf(LoadIdx); St >= 0) {
    P = Piece{static_cast<unsigned>(St), Off};
  } else if (auto It = LoadPieces.find(LoadIdx); It != LoadPieces.end()) {
    for (const LoadPiece &LP : It->second)
      if (LP.LoadOff <= Off && Off + Bytes <= LP.LoadOff + LP.Bytes) {
        Piece Q{LP.Store, LP.StoreOff + (Off - LP.LoadOff)};
        // A call's computed store: the bytes of its value (the end).
        if (LP.SumStore >= 0)
          return DeepPiece{Q, LP.SumStore};
        P = Q;
      }
  }
  if (!P)
    return std::nullopt;
  *LastPlain = P;
  if (Depth >= 8)
    return DeepPiece{*P, -1};
  // A store of a register that a depot load of the store's width defines
  // (through register copies): the bytes that load read.
  const Inst &St = F.Insts[P->Store];
  const Expr *V = St.S->Operands.size() == 2 ? St.S->Operands[1] : nullptr;
  unsigned At = P->Store;
  for (unsigned Steps = 0; V && V->K == Expr::Symbol && Steps < 4; ++Steps) {
    auto R = F.lookupReg(V->Name);
    int D = R ? F.reachingDef(*R, At) : -1;
    if (D < 0 || F.Insts[D].S->Guard)
      break;
    const Inst &DI = F.Insts[D];
    if (DI.opcode() == "mov" && DI.S->Operands.size() == 2) {
      // A register copy (PTX's mov moves a register of the same size; a
      // pack `{...}` is no Symbol and ends the walk).
      V = DI.S->Operands[1];
      At = static_cast<unsigned>(D);
      continue;
    }
    if (Acc[D].Ld && !Acc[D].Vector && Acc[D].Bytes == Acc[P->Store].Bytes)
      if (auto Q = bytesOf(static_cast<unsigned>(D), P->Shift, Bytes, Depth + 1, LastPlain))
        return Q;
    break;
  }
  return DeepPiece{*P, -1};
}

void DepotSlots::seedPending(PendingWrite &W) const {
  W.Assumed = writeBytes(W);
  auto It = Settled.find({W.K, W.Ptr});
  if (It == Settled.end())
    return;
  W.All = It->second.Unplaced >= 2;
  if (const auto &R = It->second.Range)
    W.Assumed = W.Assumed ? std::make_pair(std::min(W.Assumed->first, R->first),
                                           std::max(W.Assumed->second, R->second))
                          : *R;
}

void DepotSlots::refineCall(
    unsigned K, const llvm::DenseMap<int64_t, unsigned> &SlotId,
    llvm::function_ref<void(int64_t, unsigned, llvm::SmallVectorImpl<unsigned> &)> Overlapping,
    std::vector<bool> &KillAll, llvm::DenseMap<unsigned, llvm::SmallVector<unsigned, 2>> &Kills,
    llvm::DenseMap<unsigned, llvm::SmallVector<std::pair<unsigned, unsigned>, 4>> &CallDefs,
    std::vector<PendingWrite> &Pending) {
  CallBinding B = bindCall(*F.Ctx, F, K);
  // A call that may recurse is opaque (below).
  const ParamStoreSummary *SumP = exactParamStores(*F.Ctx, F.F, B);
  if (!SumP) {
    // A callee whose writes are not known (one too big to summarise,
    // nvcc -G's __pipeline_memcpy_async switch over every cp-size; an
    // external one): it can reach this frame only through a depot address
    // it is passed or finds in memory. Assumed to write nothing, and
    // checked against the solution as solve's pending writes are
    // (opaqueCallMayWrite), so a pointer reloaded from a slot across the
    // loop it sits in is still placed.
    PendingWrite W{K, nullptr, K, 0, 0, std::nullopt};
    W.Opaque = true;
    seedPending(W);
    KillAll[K] = false;
    Pending.push_back(W);
    return;
  }
  const ParamStoreSummary &Sum = *SumP;
  llvm::SmallVector<PendingWrite, 2> Deferred;
  llvm::SmallVector<unsigned, 2> CallKills;
  llvm::SmallVector<std::pair<unsigned, unsigned>, 4> Defs, PartDefs;
  for (const ParamStoreSummary::Store &St : Sum.Stores) {
    const CallBinding::Piece *P = B.arg(St.Param, 0);
    if (!P)
      return;
    auto O = depotValueOffset(P->Value, P->Store);
    if (!O) {
      // An element of a stack array (`&items[i]`): checked as solve's
      // indexed writes are.
      if (mayBeDepot(P->Value, P->Store)) {
        Deferred.push_back({K, P->Value, P->Store, St.Add, St.Bytes, std::nullopt});
        seedPending(Deferred.back());
      }
      continue; // another object's bytes, or checked as solve's writes are
    }
    int64_t Lo = *O + St.Add;
    Overlapping(Lo, St.Bytes, CallKills);
    auto Slot = SlotId.find(Lo);
    if (!St.Value) {
      // A value the callee computes: the slot holds what this call stored
      // (the call itself stands for the store; callStoreOf names which).
      // So does every slot those bytes overlap, in part (a field at +4 of
      // an object the caller copies 8 bytes at a time from +0): the call
      // wrote it last, and the load's pieces take only the bytes of such
      // stores (CallWrites).
      if (St.Src >= 0) {
        unsigned Idx = static_cast<unsigned>(&St - Sum.Stores.data());
        if (Slot != SlotId.end())
          CallSlotStore[{K, Lo}] = Idx;
        llvm::SmallVector<unsigned, 4> Hit;
        Overlapping(Lo, St.Bytes, Hit);
        for (unsigned H : Hit)
          PartDefs.push_back({H, K});
        if (!Hit.empty())
          CallWrites[K].push_back({Lo, St.Bytes, Idx});
      }
      continue;
    }
    const CallBinding::Piece *V = B.arg(St.Value->Param, St.Value->Off);
    if (V && Slot != SlotId.end() && Acc[V->Store].Bytes == St.Bytes)
      Defs.push_back({Slot->second, V->Store});
  }
  KillAll[K] = false;
  Kills[K] = std::move(CallKills);
  // The slots a computed store overlaps first, so that a slot the call
  // defines exactly (Defs) keeps that definition.
  PartDefs.append(Defs.begin(), Defs.end());
  if (!PartDefs.empty())
    CallDefs[K] = std::move(PartDefs);
  Pending.insert(Pending.end(), Deferred.begin(), Deferred.end());
}

std::optional<int64_t> DepotSlots::depotValueOffset(const Expr *E, unsigned At,
                                                    unsigned Depth) const {
  if (!E || Depth > 32)
    return std::nullopt;
  if (E->K == Expr::Symbol && E->Name == F.Depot)
    return 0;
  if (E->K != Expr::Symbol || !E->Selector.Text.empty())
    return std::nullopt;
  auto R = F.lookupReg(E->Name);
  if (!R)
    return std::nullopt;
  if (isDepotReg(*R))
    return regOffset(*R);
  int D = F.reachingDef(*R, At);
  if (D < 0)
    return std::nullopt;
  const Inst &I = F.Insts[D];
  auto Ops = I.S->Operands;
  llvm::StringRef Op = I.opcode();
  if ((Op == "mov" || Op == "cvta") && Ops.size() == 2)
    return depotValueOffset(Ops[1], D, Depth + 1);
  if (Op == "add" && Ops.size() == 3 && !I.hasMod(".cc") && !I.hasMod(".sat"))
    if (auto K = depotOffsetInRange(evalConstExpr(Ops[2])))
      if (auto O = depotValueOffset(Ops[1], D, Depth + 1))
        return depotOffsetInRange(*O + *K);
  if (Op == "ld" && Ops.size() == 2 && !I.hasMod(".param"))
    if (int St = storeOf(D); St >= 0)
      return depotValueOffset(F.Insts[St].S->Operands[1], St, Depth + 1);
  return std::nullopt;
}

std::optional<DepotSlots::IndexedAddr> DepotSlots::indexedValue(const Expr *V,
                                                                unsigned At) const {
  if (!V || V->K != Expr::Symbol || V->Name == F.Depot || !V->Selector.Text.empty())
    return std::nullopt;
  auto R = F.lookupReg(V->Name);
  if (!R)
    return std::nullopt;
  int D = F.reachingDef(*R, At);
  if (D < 0)
    return std::nullopt;
  const Inst &I = F.Insts[D];
  auto Ops = I.S->Operands;
  if (I.opcode() != "add" || Ops.size() != 3 || I.hasMod(".cc") ||
      (!I.hasMod(".s64") && !I.hasMod(".u64")))
    return std::nullopt;
  // The index is the operand with a bounded range; the other is the base.
  for (unsigned Idx = 2; Idx >= 1; --Idx)
    if (auto Range = valueRange(Ops[Idx], static_cast<unsigned>(D)))
      if (Range->second - Range->first <= (int64_t(1) << 16))
        return IndexedAddr{Ops[3 - Idx], static_cast<unsigned>(D), Range->first, Range->second};
  return std::nullopt;
}

std::optional<std::pair<int64_t, int64_t>>
DepotSlots::indexedBytes(const Expr *V, unsigned At, int64_t Add, unsigned Bytes) const {
  auto P = indexedValue(V, At);
  if (!P || P->Lo > P->Hi)
    return std::nullopt;
  auto O = depotValueOffset(P->Base, P->BaseAt);
  // Every term bounded (DepotOffset.h), so the sums cannot overflow.
  if (!O || !depotOffsetInRange(Add) || !depotOffsetInRange(P->Lo) || !depotOffsetInRange(P->Hi))
    return std::nullopt;
  return std::make_pair(*O + Add + P->Lo, *O + Add + P->Hi + Bytes);
}

std::optional<std::pair<int64_t, int64_t>> DepotSlots::writeBytes(const PendingWrite &W,
                                                                  bool *All) const {
  if (All)
    *All = false;
  if (W.Opaque) {
    if (All)
      *All = opaqueCallMayWrite(W.K);
    return std::nullopt;
  }
  // An element at an index no value reaches: the write never runs.
  if (auto P = indexedValue(W.Ptr, W.At); P && P->Lo > P->Hi)
    return std::nullopt;
  // A write at an offset beyond any slot (DepotOffset.h) is placed nowhere:
  // it falls to the may-be-anywhere answer below.
  if (!depotOffsetInRange(W.Add))
    ;
  else if (auto O = depotValueOffset(W.Ptr, W.At))
    return std::make_pair(*O + W.Add, *O + W.Add + W.Bytes);
  if (auto R = indexedBytes(W.Ptr, W.At, W.Add, W.Bytes))
    if (R->second - R->first <= (int64_t(1) << 16))
      return R;
  if (All)
    *All = mayBeDepot(W.Ptr, W.At);
  return std::nullopt;
}

std::optional<std::pair<int64_t, int64_t>> DepotSlots::valueRange(const Expr *E, unsigned At,
                                                                  unsigned Depth) const {
  if (!E)
    return std::nullopt;
  if (Depth > 16) {
    RangeCut = true;
    return std::nullopt;
  }
  auto Key = std::make_pair(E, At);
  if (auto It = RangeMemo.find(Key); It != RangeMemo.end())
    return It->second;
  bool OuterCut = RangeCut;
  RangeCut = false;
  auto R = computeValueRange(E, At, Depth);
  if (!RangeCut)
    RangeMemo[Key] = R;
  RangeCut |= OuterCut;
  return R;
}

std::optional<std::pair<int64_t, int64_t>>
DepotSlots::computeValueRange(const Expr *E, unsigned At, unsigned Depth) const {
  constexpr int64_t Big = int64_t(1) << 40;
  if (E->K == Expr::IntLit) {
    auto V = evalConstExpr(E);
    if (!V)
      return std::nullopt;
    return std::make_pair(*V, *V);
  }
  if (E->K != Expr::Symbol || !E->Selector.Text.empty())
    return std::nullopt;
  auto R = F.lookupReg(E->Name);
  if (!R || F.Regs[*R].IsParam)
    return std::nullopt;
  // A range whose low end is above its high end holds no value: the read
  // never runs (a loop `for (w = 1; w < 1; ++w)` nvcc -G keeps).
  const std::pair<int64_t, int64_t> Empty{1, 0};
  auto IsEmpty = [](const std::pair<int64_t, int64_t> &V) { return V.first > V.second; };
  std::optional<int64_t> Lo, Hi;
  regBounds(*R, At, Lo, Hi);
  if (Lo && Hi)
    return *Lo <= *Hi ? std::make_pair(*Lo, *Hi) : Empty;
  int D = F.reachingDef(*R, At);
  if (D < 0)
    return std::nullopt;
  const Inst &I = F.Insts[D];
  auto Ops = I.S->Operands;
  llvm::StringRef Op = I.opcode();
  auto Within = [&](int64_t L, int64_t H) -> std::optional<std::pair<int64_t, int64_t>> {
    if (L < -Big || H > Big || L > H)
      return std::nullopt;
    // What the tests above the read add (a counter bounded above only).
    if (Lo)
      L = std::max(L, *Lo);
    if (Hi)
      H = std::min(H, *Hi);
    return L > H ? Empty : std::make_pair(L, H);
  };
  if (I.Defs.size() != 1 || I.S->Guard)
    return std::nullopt;
  if (Op == "mov" && Ops.size() == 2) {
    auto V = valueRange(Ops[1], D, Depth + 1);
    if (V && IsEmpty(*V))
      return Empty;
    return V ? Within(V->first, V->second) : std::nullopt;
  }
  if (Op == "cvt" && Ops.size() == 2 && I.S->Mods.size() >= 2) {
    // Integer widening only: cvt.s64.s32 keeps the value; a zero-extension
    // keeps a value that is not negative.
    llvm::StringRef To = I.S->Mods[I.S->Mods.size() - 2].Text,
                    From = I.S->Mods.back().Text;
    if (To.size() < 2 || From.size() < 2 || To[1] == 'f' || From[1] == 'f' ||
        typeSizeBytes(To) < typeSizeBytes(From))
      return std::nullopt;
    auto V = valueRange(Ops[1], D, Depth + 1);
    if (V && IsEmpty(*V))
      return Empty;
    if (!V || (From[1] != 's' && V->first < 0))
      return std::nullopt;
    return Within(V->first, V->second);
  }
  if (Op == "ld" && Ops.size() == 2 && Solved) {
    // Not kept in RangeMemo while a floor or window is assumed.
    if (!FloorAssumed.empty() || !CeilAssumed.empty())
      RangeCut = true;
    if (auto V = slotLoadRange(static_cast<unsigned>(D)))
      return IsEmpty(*V) ? Empty : Within(V->first, V->second);
    return std::nullopt;
  }
  if (Ops.size() != 3 || I.hasMod(".cc") || I.hasMod(".sat"))
    return std::nullopt;
  if (Op == "add" || Op == "sub") {
    auto A = valueRange(Ops[1], D, Depth + 1), B = valueRange(Ops[2], D, Depth + 1);
    if ((A && IsEmpty(*A)) || (B && IsEmpty(*B)))
      return Empty;
    if (!A || !B)
      return std::nullopt;
    return Op == "add" ? Within(A->first + B->first, A->second + B->second)
                       : Within(A->first - B->second, A->second - B->first);
  }
  if (Op == "shl" || (Op == "mul" && (I.hasMod(".lo") || I.hasMod(".wide")))) {
    auto A = valueRange(Ops[1], D, Depth + 1);
    auto K = evalConstExpr(Ops[2]);
    if (A && IsEmpty(*A))
      return Empty;
    if (!A || !K || *K < 0 || *K > (Op == "shl" ? 16 : (int64_t(1) << 16)))
      return std::nullopt;
    if (Op == "shl" && A->first < 0)
      return std::nullopt;
    int64_t M = Op == "shl" ? int64_t(1) << *K : *K;
    return Within(A->first * M, A->second * M);
  }
  return std::nullopt;
}

void DepotSlots::regBounds(unsigned R, unsigned At, std::optional<int64_t> &Lo,
                           std::optional<int64_t> &Hi) const {
  auto Key = std::make_pair(R, F.Insts[At].Block);
  if (auto It = BoundsMemo.find(Key); It != BoundsMemo.end()) {
    Lo = It->second.first;
    Hi = It->second.second;
    return;
  }
  computeRegBounds(R, At, Lo, Hi);
  BoundsMemo[Key] = {Lo, Hi};
}

void DepotSlots::computeRegBounds(unsigned R, unsigned At, std::optional<int64_t> &Lo,
                                  std::optional<int64_t> &Hi) const {
  int Def = F.uniqueDef(R);
  if (Def < 0)
    return;
  const Inst &DI = F.Insts[Def];
  unsigned DefBlock = DI.Block;
  // The least start of a counter `mov R, X`, X set only to constants and
  // R + step (step > 0): R never goes below its smallest start.
  if (DI.opcode() == "mov" && DI.S->Operands.size() == 2 &&
      DI.S->Operands[1]->K == Expr::Symbol)
    if (auto X = F.lookupReg(DI.S->Operands[1]->Name); X && !F.Regs[*X].IsParam) {
      std::optional<int64_t> Start;
      bool Counter = !F.defsOf(*X).empty();
      auto ConstAt = [&](const Expr *E, unsigned AtK) -> std::optional<int64_t> {
        for (unsigned Steps = 0; Steps < 8; ++Steps) {
          if (auto V = evalConstExpr(E))
            return V;
          if (E->K != Expr::Symbol)
            return std::nullopt;
          auto Z = F.lookupReg(E->Name);
          if (!Z)
            return std::nullopt;
          int ZD = F.reachingDef(*Z, AtK);
          if (ZD < 0 || F.Insts[ZD].opcode() != "mov" || F.Insts[ZD].S->Operands.size() != 2)
            return std::nullopt;
          E = F.Insts[ZD].S->Operands[1];
          AtK = static_cast<unsigned>(ZD);
        }
        return std::nullopt;
      };
      auto IsStep = [&](const Inst &A) {
        if (A.opcode() != "add" || A.S->Operands.size() != 3 || A.S->Guard)
          return false;
        auto S = evalConstExpr(A.S->Operands[2]);
        return S && *S > 0 && *S < (int64_t(1) << 16) && F.isRegOrCopyOf(A.S->Operands[1], R);
      };
      for (unsigned XD : F.defsOf(*X)) {
        const Inst &XI = F.Insts[XD];
        if (XI.S->Guard || XI.Defs.size() != 1) {
          Counter = false;
          break;
        }
        if (IsStep(XI))
          continue;
        if (XI.opcode() != "mov" || XI.S->Operands.size() != 2) {
          Counter = false;
          break;
        }
        if (auto C = ConstAt(XI.S->Operands[1], XD)) {
          Start = Start ? std::min(*Start, *C) : *C;
          continue;
        }
        const Expr *Src = XI.S->Operands[1];
        auto Z = Src->K == Expr::Symbol ? F.lookupReg(Src->Name) : std::nullopt;
        int ZD = Z ? F.reachingDef(*Z, XD) : -1;
        if (ZD < 0 || !IsStep(F.Insts[ZD])) {
          Counter = false;
          break;
        }
      }
      if (Counter && Start)
        Lo = Start;
    }
  // Tests on R above At: walk the dominators of At's block; a conditional
  // branch whose one successor is entered only from it and dominates At
  // decides a comparison of R with a constant on that side. R's one write
  // must come before the test in the branch's block, or be made once,
  // before it (not in a loop), so the value tested is the value read.
  const DomTree &Dom = F.dominators(); // the function's, shared
  unsigned Blk = F.Insts[At].Block;
  for (unsigned Steps = 0, Cur = Blk; Steps < 64 && Cur != Dom.root(); ++Steps) {
    unsigned Up = Dom.idom(Cur);
    if (Up == Cur)
      break;
    const BasicBlock &UB = F.Blocks[Up];
    Cur = Up;
    if (UB.End <= UB.Begin || UB.Succs.size() != 2)
      continue;
    unsigned BrK = UB.End - 1;
    const Inst &Br = F.Insts[BrK];
    if (Br.Kind != InstKind::Branch || Br.Guard < 0 || Br.S->Operands.empty() ||
        Br.S->Operands[0]->K != Expr::Symbol)
      continue;
    auto Target = F.resolveLabel(Br.Scope, Br.S->Operands[0]->Name);
    if (!Target)
      continue;
    // Which side At is on.
    int Side = -1; // 1: the branch is taken, 0: it falls through
    for (unsigned S : UB.Succs) {
      const BasicBlock &SB = F.Blocks[S];
      if (SB.Preds.size() != 1 || !Dom.dominates(S, Blk))
        continue;
      bool Taken = SB.Begin == *Target;
      bool Fall = SB.Begin == UB.End;
      if (Taken == Fall)
        continue;
      Side = Taken ? 1 : 0;
    }
    if (Side < 0)
      continue;
    bool Value = (Side == 1) != Br.GuardNeg; // the guard predicate's value there
    // The comparison behind the predicate, through `not.pred`.
    unsigned P = static_cast<unsigned>(Br.Guard);
    int Test = -1;
    for (unsigned Hops = 0, AtK = BrK; Hops < 4; ++Hops) {
      int PD = F.reachingDef(P, AtK);
      if (PD < 0 || F.Insts[PD].Block != Up)
        break;
      const Inst &PI = F.Insts[PD];
      if (PI.opcode() == "not" && PI.S->Operands.size() == 2 &&
          PI.S->Operands[1]->K == Expr::Symbol) {
        auto Q = F.lookupReg(PI.S->Operands[1]->Name);
        if (!Q)
          break;
        P = *Q;
        AtK = static_cast<unsigned>(PD);
        Value = !Value;
        continue;
      }
      if (PI.opcode() == "setp" && PI.S->Operands.size() == 3 && PI.Defs.size() == 1)
        Test = PD;
      break;
    }
    if (Test < 0)
      continue;
    // R's write precedes the test where the test reads it.
    bool Before = DefBlock == Up && Def < Test;
    // ... or in a block that falls straight into the test's (a label
    // between the counter copy and its test), or once, outside any loop.
    for (unsigned B = Up, Steps = 0; !Before && B != DefBlock && Steps < 8; ++Steps) {
      const BasicBlock &BB = F.Blocks[B];
      if (BB.Preds.size() != 1 || F.Blocks[BB.Preds[0]].Succs.size() != 1)
        break;
      B = BB.Preds[0];
      Before = B == DefBlock;
    }
    if (!Before && !(DefBlock != Up && Dom.dominates(DefBlock, Up) && !F.inCycle(DefBlock)))
      continue;
    const Inst &T = F.Insts[Test];
    llvm::StringRef Cmp, Ty;
    for (const Word &M : T.S->Mods) {
      llvm::StringRef W = M.Text;
      if (W == ".lt" || W == ".le" || W == ".gt" || W == ".ge" || W == ".eq" || W == ".ne" ||
          W == ".lo" || W == ".ls" || W == ".hi" || W == ".hs")
        Cmp = W;
      else if (typeSizeBytes(W))
        Ty = W;
    }
    if (Cmp.empty() || Ty.size() < 2 || Ty[1] == 'f' || Ty[1] == 'b')
      continue;
    bool Signed = Ty[1] == 's';
    const Expr *A = T.S->Operands[1], *B = T.S->Operands[2];
    bool Swap = false;
    std::optional<int64_t> C;
    if (A->K == Expr::Symbol && A->Name == F.Regs[R].Name && (C = evalConstExpr(B))) {
    } else if (B->K == Expr::Symbol && B->Name == F.Regs[R].Name && (C = evalConstExpr(A))) {
      Swap = true;
    } else {
      continue;
    }
    if (*C < -(int64_t(1) << 31) || *C > (int64_t(1) << 31))
      continue;
    // Normalise to R CMP C holding.
    llvm::StringRef Op = normalisedCompare(Cmp, Swap, Value);
    auto Below = [&](int64_t V) { Hi = Hi ? std::min(*Hi, V) : V; };
    auto Above = [&](int64_t V) { Lo = Lo ? std::max(*Lo, V) : V; };
    if (!Signed) {
      // An unsigned value below a constant is in [0, C): for a 32-bit
      // register also the signed value, while C is not above INT_MAX.
      if ((Op == ".lt" || Op == ".le" || Op == ".eq") && *C >= 0 && *C <= INT32_MAX) {
        Above(0);
        Below(Op == ".lt" ? *C - 1 : *C);
      }
      continue;
    }
    if (Op == ".lt")
      Below(*C - 1);
    else if (Op == ".le")
      Below(*C);
    else if (Op == ".gt")
      Above(*C + 1);
    else if (Op == ".ge")
      Above(*C);
    else if (Op == ".eq") {
      Above(*C);
      Below(*C);
    }
  }
}

std::optional<std::pair<int64_t, int64_t>>
DepotSlots::elementBytes(const Expr *Addr, unsigned At, unsigned Bytes) const {
  if (!Solved || F.Depot.empty())
    return std::nullopt;
  int64_t Add;
  const Expr *B = baseOf(Addr, Add);
  if (!B)
    return std::nullopt;
  auto R = indexedBytes(B, At, Add, std::max(Bytes, 1u));
  if (!R || R->first > R->second)
    return std::nullopt;
  return R;
}

bool DepotSlots::mayWriteSlot(unsigned K, int64_t Off, unsigned W) const {
  const Inst &I = F.Insts[K];
  if (!F.Blocks[I.Block].Reachable)
    return false;
  // Asked only while no depot address escapes (computeEscape): a callee
  // never sees one, and an address that is not a depot register's never
  // points into the frame.
  if (Escaped)
    return true;
  if (I.Kind == InstKind::Call)
    return false;
  llvm::StringRef Op = I.opcode();
  if (Op == "ld" || Op == "ldu" || Op == "prefetch" || Op == "prefetchu" || Op == "ldmatrix")
    return false;
  // Another state space than the frame's (an argument's st.param).
  if (I.hasMod(".param") || I.hasMod(".shared") || I.hasMod(".global") || I.hasMod(".const"))
    return false;
  for (const Expr *A : I.S->Operands) {
    if (A->K != Expr::Address || !isDepotAddress(A))
      continue;
    // Any other instruction with a depot address operand may write
    // through it (a store its bytes, the others up to 128).
    unsigned Bytes = Op == "st" ? std::max(accessBytes(I), 1u) : 128;
    auto Overlaps = [&](int64_t Lo, int64_t Hi) { return Lo < Off + W && Off < Hi; };
    if (auto O = addressOffset(A)) {
      if (Overlaps(*O, *O + Bytes))
        return true;
      continue;
    }
    int64_t Add;
    const Expr *B = baseOf(A, Add);
    if (B && Op == "st")
      if (auto R = indexedBytes(B, K, Add, Bytes)) {
        if (R->first <= R->second && Overlaps(R->first, R->second))
          return true;
        continue;
      }
    return true; // somewhere in the frame
  }
  return false;
}

std::optional<int64_t> DepotSlots::slotFloor(int64_t Off, unsigned W) const {
  auto Key = std::make_pair(Off, W);
  if (auto It = FloorAssumed.find(Key); It != FloorAssumed.end())
    return It->second;
  if (auto It = FloorMemo.find(Key); It != FloorMemo.end())
    return It->second;
  // The writes of the slot: constants, or its own value plus a step.
  auto SameSlotLoad = [&](const Expr *E, unsigned At) {
    auto R = E->K == Expr::Symbol ? F.lookupReg(E->Name) : std::nullopt;
    int D = R ? F.reachingDef(*R, At) : -1;
    if (D < 0)
      return false;
    const Inst &L = F.Insts[D];
    return L.opcode() == "ld" && !L.S->Guard && L.S->Operands.size() == 2 &&
           accessBytes(L) == W && addressOffset(L.S->Operands[1]) == Off;
  };
  std::optional<int64_t> Start;
  llvm::SmallVector<unsigned, 4> Own;
  for (unsigned K = 0; K < F.Insts.size(); ++K) {
    const Inst &I = F.Insts[K];
    if (!F.Blocks[I.Block].Reachable || I.opcode() != "st" || I.S->Operands.size() != 2)
      continue;
    auto O = addressOffset(I.S->Operands[0]);
    if (!O || *O != Off)
      continue;
    if (I.S->Guard || accessBytes(I) != W)
      return std::nullopt;
    const Expr *V = I.S->Operands[1];
    std::optional<int64_t> C = evalConstExpr(V);
    auto R = V->K == Expr::Symbol ? F.lookupReg(V->Name) : std::nullopt;
    int D = R ? F.reachingDef(*R, K) : -1;
    if (!C && D >= 0 && F.Insts[D].opcode() == "mov" && F.Insts[D].S->Operands.size() == 2)
      C = evalConstExpr(F.Insts[D].S->Operands[1]);
    if (C) {
      Start = Start ? std::min(*Start, *C) : *C;
    } else {
      if (D < 0)
        return std::nullopt;
      const Inst &A = F.Insts[D];
      auto Step = A.S->Operands.size() == 3 ? evalConstExpr(A.S->Operands[2]) : std::nullopt;
      if (A.opcode() != "add" || A.S->Guard || !Step || *Step <= 0 ||
          *Step >= (int64_t(1) << 16) || !SameSlotLoad(A.S->Operands[1], D))
        return std::nullopt;
    }
    Own.push_back(K);
  }
  if (!Start || *Start < 0 || *Start > INT32_MAX)
    return std::nullopt;
  // No other write may touch it (under the floor assumed for the slot).
  bool Outer = FloorAssumed.empty();
  FloorAssumed[Key] = *Start;
  bool Ok = true;
  for (unsigned K = 0; K < F.Insts.size() && Ok; ++K)
    if (!llvm::is_contained(Own, K) && mayWriteSlot(K, Off, W))
      Ok = false;
  FloorAssumed.erase(Key);
  std::optional<int64_t> Res = Ok ? Start : std::nullopt;
  // An answer found under another slot's assumed floor is not kept.
  if (Outer)
    FloorMemo[Key] = Res;
  return Res;
}

std::optional<std::pair<int64_t, int64_t>> DepotSlots::slotLoadRange(unsigned LoadIdx) const {
  if (!Solved || Escaped || SlotDepth > 6)
    return std::nullopt;
  const Inst &L = F.Insts[LoadIdx];
  if (L.opcode() != "ld" || L.S->Guard || L.S->Operands.size() != 2 || L.hasMod(".volatile") ||
      L.Defs.size() != 1)
    return std::nullopt;
  auto Off = addressOffset(L.S->Operands[1]);
  unsigned W = accessBytes(L);
  if (!Off || (W != 4 && W != 8))
    return std::nullopt;
  // An answer found with nothing assumed holds for good.
  bool Outer = FloorAssumed.empty() && CeilAssumed.empty();
  if (auto It = LoadRangeMemo.find(LoadIdx); It != LoadRangeMemo.end())
    return It->second;
  if (Outer) {
    auto R = slotLoadRangeAt(LoadIdx, *Off, W);
    LoadRangeMemo[LoadIdx] = R;
    return R;
  }
  return slotLoadRangeAt(LoadIdx, *Off, W);
}

std::optional<std::pair<int64_t, int64_t>>
DepotSlots::slotLoadRangeAt(unsigned LoadIdx, int64_t Off0, unsigned W) const {
  const Inst &L = F.Insts[LoadIdx];
  std::optional<int64_t> Off = Off0;
  struct Guard {
    unsigned &D;
    explicit Guard(unsigned &X) : D(X) { ++D; }
    ~Guard() { --D; }
  } G(SlotDepth);
  // The loop test: up the dominators, a conditional branch one of whose
  // successors (entered only from it) dominates the load, testing a load
  // of the same slot made in its block.
  const DomTree &Dom = F.dominators();
  int Test = -1, TestLoad = -1;
  unsigned TB = 0, SB = 0;
  bool Value = false;
  for (unsigned Steps = 0, Cur = L.Block; Steps < 64 && Cur != Dom.root() && Test < 0;
       ++Steps) {
    unsigned Up = Dom.idom(Cur);
    if (Up == Cur || Up >= F.numBlocks())
      break;
    Cur = Up;
    const BasicBlock &UB = F.Blocks[Up];
    if (UB.End <= UB.Begin || UB.Succs.size() != 2)
      continue;
    const Inst &Br = F.Insts[UB.End - 1];
    if (Br.Kind != InstKind::Branch || Br.Guard < 0 || Br.S->Operands.empty() ||
        Br.S->Operands[0]->K != Expr::Symbol)
      continue;
    auto Target = F.resolveLabel(Br.Scope, Br.S->Operands[0]->Name);
    if (!Target)
      continue;
    int Side = -1;
    unsigned Into = 0;
    for (unsigned S : UB.Succs) {
      const BasicBlock &B = F.Blocks[S];
      if (B.Preds.size() != 1 || !Dom.dominates(S, L.Block))
        continue;
      bool Taken = B.Begin == *Target, Fall = B.Begin == UB.End;
      if (Taken == Fall)
        continue;
      Side = Taken ? 1 : 0;
      Into = S;
    }
    if (Side < 0)
      continue;
    int PD = F.reachingDef(static_cast<unsigned>(Br.Guard), UB.End - 1);
    if (PD < 0 || F.Insts[PD].Block != Up || F.Insts[PD].opcode() != "setp" ||
        F.Insts[PD].S->Guard || F.Insts[PD].S->Operands.size() != 3)
      continue;
    for (unsigned N = 1; N <= 2 && TestLoad < 0; ++N) {
      const Expr *E = F.Insts[PD].S->Operands[N];
      auto R = E->K == Expr::Symbol ? F.lookupReg(E->Name) : std::nullopt;
      int D = R ? F.reachingDef(*R, static_cast<unsigned>(PD)) : -1;
      if (D < 0 || F.Insts[D].Block != Up)
        continue;
      const Inst &TL = F.Insts[D];
      if (TL.opcode() == "ld" && !TL.S->Guard && TL.S->Operands.size() == 2 &&
          accessBytes(TL) == W && addressOffset(TL.S->Operands[1]) == *Off)
        TestLoad = D;
    }
    if (TestLoad < 0)
      continue;
    Test = PD;
    TB = Up;
    SB = Into;
    Value = (Side == 1) != Br.GuardNeg;
  }
  if (Test < 0)
    return std::nullopt;
  auto Floor = slotFloor(*Off, W);
  if (!Floor)
    return std::nullopt;
  // The comparison, normalised to `slot CMP C` holding on the load's side.
  const Inst &T = F.Insts[Test];
  llvm::StringRef Cmp, Ty;
  for (const Word &M : T.S->Mods) {
    llvm::StringRef X = M.Text;
    if (X == ".lt" || X == ".le" || X == ".gt" || X == ".ge" || X == ".eq" || X == ".ne" ||
        X == ".lo" || X == ".ls" || X == ".hi" || X == ".hs")
      Cmp = X;
    else if (typeSizeBytes(X))
      Ty = X;
  }
  // The floor is not negative, so a signed and an unsigned test agree.
  if (Cmp.empty() || Ty.size() < 2 || Ty[1] == 'f' || typeSizeBytes(Ty) != W)
    return std::nullopt;
  auto IsTested = [&](const Expr *E) {
    auto R = E->K == Expr::Symbol ? F.lookupReg(E->Name) : std::nullopt;
    return R && F.reachingDef(*R, static_cast<unsigned>(Test)) == TestLoad;
  };
  const Expr *A = T.S->Operands[1], *B = T.S->Operands[2];
  std::optional<int64_t> C;
  bool Swap = false;
  if (IsTested(A) && (C = evalConstExpr(B))) {
  } else if (IsTested(B) && (C = evalConstExpr(A))) {
    Swap = true;
  } else {
    return std::nullopt;
  }
  if (*C < 0 || *C > INT32_MAX)
    return std::nullopt;
  llvm::StringRef Op = normalisedCompare(Cmp, Swap, Value);
  int64_t Lo = *Floor, Hi;
  if (Op == ".lt")
    Hi = *C - 1;
  else if (Op == ".le")
    Hi = *C;
  else if (Op == ".eq")
    Lo = std::max(Lo, *C), Hi = *C;
  else
    return std::nullopt; // no upper bound
  // A load of the slot in the window of a load after the same test that
  // is being checked (the index of a store in it, `acc[r]` in an inner
  // loop): the first write in such a window to touch the slot would have
  // to be one whose index already read the tested value, so the range
  // holds for it.
  if (auto It = CeilAssumed.find(static_cast<unsigned>(TestLoad)); It != CeilAssumed.end()) {
    const CeilWindow &CW = It->second;
    if (CW.Blocks.count(L.Block) || (L.Block == CW.LoadBlock && LoadIdx < CW.Load) ||
        (L.Block == TB && LoadIdx > static_cast<unsigned>(TestLoad)))
      return std::make_pair(Lo, Hi);
    return std::nullopt;
  }
  // What runs between the test's load and this one: the test block after
  // it, and the blocks from which the load's block is reached without
  // passing the test again (all dominated by the successor SB: a loop
  // counter's increment, which only leads back to the test, is not one).
  CeilWindow CW{L.Block, LoadIdx, {}};
  {
    llvm::SmallVector<unsigned, 16> Work{L.Block};
    while (!Work.empty()) {
      unsigned X = Work.pop_back_val();
      if (X == SB)
        continue;
      for (unsigned P : F.Blocks[X].Preds) {
        if (P == TB || !F.Blocks[P].Reachable)
          continue;
        if (!Dom.dominates(SB, P) || CW.Blocks.size() > 256)
          return std::nullopt;
        if (CW.Blocks.insert(P).second)
          Work.push_back(P);
      }
    }
  }
  llvm::SmallVector<std::pair<unsigned, unsigned>, 8> Window;
  Window.push_back({static_cast<unsigned>(TestLoad) + 1, F.Blocks[TB].End});
  if (!CW.Blocks.count(L.Block))
    Window.push_back({F.Blocks[L.Block].Begin, LoadIdx});
  for (unsigned B : CW.Blocks)
    Window.push_back({F.Blocks[B].Begin, F.Blocks[B].End});
  CeilAssumed[static_cast<unsigned>(TestLoad)] = std::move(CW);
  bool Clean = true;
  for (auto [B, E] : Window)
    for (unsigned K = B; K < E && Clean; ++K)
      Clean = !mayWriteSlot(K, *Off, W);
  CeilAssumed.erase(static_cast<unsigned>(TestLoad));
  if (!Clean)
    return std::nullopt;
  return std::make_pair(Lo, Hi);
}

bool DepotSlots::opaqueCallMayWrite(unsigned K) const {
  CallBinding B = bindCall(*F.Ctx, F, K);
  for (const CallBinding::Piece &P : B.Args)
    if (mayBeDepot(P.Value, P.Store))
      return true;
  return !depotConfinedNow();
}

bool DepotSlots::depotConfinedNow() const {
  if (ConfinedMemo >= 0)
    return ConfinedMemo != 0;
  // A value loaded from memory outside the frame (through a pointer that
  // cannot hold a depot address): a depot address could be there only if
  // a write checked below had put it there, which ends the check first
  // (nvcc -G's `buf[0] = scales[blockIdx.x]` through generic pointers).
  auto LoadedElsewhere = [&](const Expr *V, unsigned At) {
    for (unsigned Steps = 0; Steps < 4 && V && V->K == Expr::Symbol; ++Steps) {
      auto R = F.lookupReg(V->Name);
      int D = R ? F.reachingDef(*R, At) : -1;
      if (D < 0 || F.Insts[D].S->Guard || F.Insts[D].S->Operands.size() != 2)
        return false;
      const Inst &DI = F.Insts[D];
      if (DI.opcode() == "mov") {
        V = DI.S->Operands[1];
        At = static_cast<unsigned>(D);
        continue;
      }
      if (DI.opcode() != "ld" && DI.opcode() != "ldu")
        return false;
      const Expr *LA = DI.S->Operands[1];
      if (otherSpace(DI))
        return true;
      int64_t Add;
      const Expr *Base = LA->K == Expr::Address ? addressBase(LA, Add) : nullptr;
      return Base && !isDepotAddress(LA) && F.lookupReg(Base->Name) &&
             !mayBeDepot(Base, static_cast<unsigned>(D));
    }
    return false;
  };
  auto Compute = [&] {
    for (unsigned K : Touching) {
      const Inst &I = F.Insts[K];
      if (!F.Blocks[I.Block].Reachable)
        continue;
      if (I.Kind == InstKind::Call) {
        CallBinding B = bindCall(*F.Ctx, F, K);
        bool Passes = false;
        for (const CallBinding::Piece &P : B.Args)
          Passes = Passes || mayBeDepot(P.Value, P.Store);
        if (!Passes)
          continue;
        // An exact callee keeps what it is passed only in the objects it
        // writes: those must be this frame's.
        const ParamStoreSummary *S = exactParamStores(*F.Ctx, F.F, B);
        if (!S)
          return false;
        for (const ParamStoreSummary::Store &St : S->Stores) {
          const CallBinding::Piece *P = B.arg(St.Param, 0);
          if (!P || !depotValueOffset(P->Value, P->Store))
            return false;
        }
        continue;
      }
      if (!Acc[K].StoreLike || Acc[K].Prefetch || (Acc[K].St && I.hasMod(".param")))
        continue; // a load, or a call's argument (checked at the call)
      const Expr *A = writtenAddress(I);
      for (const Expr *V : I.S->Operands) {
        if (V == A || V->K == Expr::Address || LoadedElsewhere(V, K) || !mayBeDepot(V, K))
          continue;
        // A depot address written into the depot stays in it.
        int64_t Add;
        const Expr *Base = A ? baseOf(A, Add) : nullptr;
        if (A && (isDepotAddress(A) || (Base && depotValueOffset(Base, K))))
          continue;
        return false;
      }
    }
    return true;
  };
  ConfinedMemo = Compute() ? 1 : 0;
  return ConfinedMemo != 0;
}

bool DepotSlots::mayBeDepot(const Expr *E, unsigned At, unsigned Depth) const {
  if (!E || Depth > 32)
    return true;
  switch (E->K) {
  case Expr::IntLit:
    return false;
  case Expr::Symbol:
    break;
  default:
    for (const Expr *S : E->Sub)
      if (mayBeDepot(S, At, Depth + 1))
        return true;
    return false;
  }
  if (E->Name == F.Depot)
    return true;
  auto R = F.lookupReg(E->Name);
  if (!R)
    return F.LocalVars.count(E->Name) != 0; // a module variable is elsewhere
  if (isDepotReg(*R))
    return true;
  if (F.Regs[*R].IsParam)
    return false; // the caller's, not this frame's
  int D = F.reachingDef(*R, At);
  if (D < 0)
    return true;
  const Inst &I = F.Insts[D];
  llvm::StringRef Op = I.opcode();
  if (Op == "ld" || Op == "ldu") {
    // A pointer loaded from memory: a kernel or callee parameter is not this
    // frame's; a depot slot holds what its store wrote.
    if (I.hasMod(".param"))
      return false;
    if (int St = storeOf(D); St >= 0)
      return mayBeDepot(F.Insts[St].S->Operands[1], St, Depth + 1);
    return true;
  }
  if (I.Kind == InstKind::Call || I.Defs.size() != 1)
    return true;
  if (Op == "cvta" && I.hasMod(".to"))
    return false; // a state-space address, not generic
  if (Op == "cvta" && (I.hasMod(".global") || I.hasMod(".shared") || I.hasMod(".const") ||
                       I.hasMod(".param")))
    return false; // generic address of another space
  // Only operations that carry a 64-bit address through (a base plus or
  // minus an offset, a masked or selected pointer) can; a product, a shift
  // or a value widened from 32 bits is an index, not a stack address.
  auto Ops = I.S->Operands;
  if (Op == "cvt") {
    unsigned Bytes = 0;
    for (const Word &M : I.S->Mods)
      if (unsigned B = typeSizeBytes(M.Text))
        Bytes = B; // the source type comes last
    return Bytes == 8 && Ops.size() == 2 && mayBeDepot(Ops[1], D, Depth + 1);
  }
  unsigned First = 1, Last = Ops.size();
  if (Op == "mad")
    First = 3; // a * b + c: only c can be the address
  else if (Op == "selp")
    Last = 3; // the selected values, not the predicate
  else if (Op != "mov" && Op != "add" && Op != "sub" && Op != "and" && Op != "or" &&
           Op != "cvta")
    return Op == "ld" || Op == "ldu" || I.Kind == InstKind::Call;
  for (unsigned K = First; K < Last && K < Ops.size(); ++K)
    if (mayBeDepot(Ops[K], D, Depth + 1))
      return true;
  return false;
}

//===----------------------------------------------------------------------===//
// Calls
//===----------------------------------------------------------------------===//

const Expr *ptx::addressBase(const Expr *Addr, int64_t &Off) {
  Off = 0;
  if (!Addr || Addr->K != Expr::Address || Addr->Sub.size() != 1)
    return nullptr;
  const Expr *E = Addr->Sub[0];
  if (E->K == Expr::Binary && E->Sub.size() == 2) {
    auto K = evalConstExpr(E->Sub[1]);
    if (!K || static_cast<TokenKind>(E->Op) != TokenKind::Plus)
      return nullptr;
    Off = *K;
    E = E->Sub[0];
  }
  return E->K == Expr::Symbol ? E : nullptr;
}

CallBinding ptx::bindCall(const AnalysisContext &Ctx, const FunctionIR &F, unsigned CallIdx) {
  CallBinding B;
  const Inst &C = F.Insts[CallIdx];
  auto Ops = C.S->Operands;
  int FnPos = -1;
  for (unsigned K = 0; K < Ops.size(); ++K)
    if (Ops[K]->K == Expr::Symbol) {
      FnPos = K;
      B.CalleeName = Ops[K]->Name;
      B.Callee = Ctx.calledFunction(*Ops[K]);
      break;
    }
  if (FnPos < 0)
    return B;
  for (unsigned K = 0; K < Ops.size(); ++K) {
    // `(a, b)` is a list, `(a)` a parenthesised symbol.
    if (Ops[K]->K != Expr::List && Ops[K]->K != Expr::Paren)
      continue;
    auto &Names = static_cast<int>(K) < FnPos ? B.RetNames : B.ArgNames;
    if (static_cast<int>(K) > FnPos && !B.ArgNames.empty())
      break; // a prototype or target list after the arguments
    for (const Expr *S : Ops[K]->Sub)
      Names.push_back(S->K == Expr::Symbol ? S->Name : llvm::StringRef());
  }
  // The st.param stores into the argument variables before the call (the
  // last one of each piece wins).
  unsigned Scope = C.Scope;
  for (unsigned K = CallIdx, Seen = 0; K-- > 0 && Seen < 256; ++Seen) {
    const Inst &I = F.Insts[K];
    if (I.Kind == InstKind::Call || I.Scope != Scope)
      break;
    if (I.opcode() != "st" || !I.hasMod(".param") || I.S->Operands.size() != 2)
      continue;
    int64_t Off;
    const Expr *Base = addressBase(I.S->Operands[0], Off);
    if (!Base)
      continue;
    // A vector store (`st.param.v2.b32 [param1], {%r9, %r8}`: nvcc 13 for
    // sm_100 and later passes a dim3 or uint3 so) is one piece per element.
    const Expr *V = I.S->Operands[1];
    unsigned N = V->K == Expr::Vector ? static_cast<unsigned>(V->Sub.size()) : 1;
    unsigned Elem = N > 1 ? accessBytes(I) / N : 0;
    for (unsigned A = 0; A < B.ArgNames.size(); ++A) {
      if (B.ArgNames[A] != Base->Name)
        continue;
      if (V->K != Expr::Vector) {
        if (!B.arg(A, Off))
          B.Args.push_back({A, Off, V, K});
      } else if (Elem) {
        for (unsigned E = 0; E < N; ++E)
          if (!B.arg(A, Off + E * Elem))
            B.Args.push_back({A, Off + static_cast<int64_t>(E * Elem), V->Sub[E], K});
      }
    }
  }
  return B;
}

std::optional<unsigned> ptx::callOfResult(const FunctionIR &F, unsigned LdIdx, unsigned &RetIdx,
                                          int64_t &Off) {
  const Inst &L = F.Insts[LdIdx];
  if (L.opcode() != "ld" || !L.hasMod(".param") || L.S->Operands.size() != 2)
    return std::nullopt;
  const Expr *Base = addressBase(L.S->Operands[1], Off);
  if (!Base || !F.LocalVars.count(Base->Name))
    return std::nullopt;
  for (unsigned K = LdIdx, Seen = 0; K-- > 0 && Seen < 256; ++Seen) {
    const Inst &I = F.Insts[K];
    if (I.Scope != L.Scope)
      return std::nullopt;
    if (I.Kind != InstKind::Call)
      continue;
    // Is the loaded variable one of its return values?
    auto Ops = I.S->Operands;
    if (Ops.empty() || (Ops[0]->K != Expr::List && Ops[0]->K != Expr::Paren))
      return std::nullopt;
    for (unsigned R = 0; R < Ops[0]->Sub.size(); ++R)
      if (Ops[0]->Sub[R]->K == Expr::Symbol && Ops[0]->Sub[R]->Name == Base->Name) {
        RetIdx = R;
        return K;
      }
    return std::nullopt;
  }
  return std::nullopt;
}

std::optional<unsigned> ptx::paramIndex(const Function &Fn, llvm::StringRef Name) {
  unsigned Idx = 0;
  for (const VarDecl *V : Fn.Params)
    for (const Declarator &D : V->Decls) {
      if (D.Name.Text == Name)
        return Idx;
      ++Idx;
    }
  return std::nullopt;
}

std::optional<ParamRef> ptx::asParam(FunctionIR &F, const ValueOrigin &O) {
  if (O.RootDef < 0 || F.F.IsEntry)
    return std::nullopt;
  const Inst &I = F.Insts[O.RootDef];
  if (I.opcode() != "ld" || !I.hasMod(".param") || I.S->Operands.size() != 2)
    return std::nullopt;
  int64_t Off;
  const Expr *Base = addressBase(I.S->Operands[1], Off);
  if (!Base)
    return std::nullopt;
  auto P = paramIndex(F.F, Base->Name);
  if (!P)
    return std::nullopt;
  return ParamRef{*P, Off, O.Add};
}

std::optional<ParamElement> ptx::vectorParamElement(FunctionIR &C, const Inst &I,
                                                    unsigned Reg) {
  if (I.S->Guard || I.Defs.size() < 2 || I.opcode() != "ld" || !I.hasMod(".param") ||
      I.S->Operands.size() != 2 || I.S->Operands[0]->K != Expr::Vector ||
      I.S->Operands[0]->Sub.size() != I.Defs.size())
    return std::nullopt;
  const auto &Els = I.S->Operands[0]->Sub;
  unsigned Elem = accessBytes(I) / static_cast<unsigned>(Els.size());
  int64_t Off;
  const Expr *Base = addressBase(I.S->Operands[1], Off);
  auto P = Base && Elem ? paramIndex(C.F, Base->Name) : std::nullopt;
  for (unsigned K = 0; P && K < Els.size(); ++K)
    if (Els[K]->K == Expr::Symbol && Els[K]->Selector.Text.empty() &&
        C.lookupReg(Els[K]->Name) == Reg)
      return ParamElement{*P, Off + static_cast<int64_t>(K * Elem), Elem};
  return std::nullopt;
}

/// The address of memory access \p X of \p C as a pointer parameter's
/// piece plus a byte offset (`ld.u32 [%rd7+4]` with %rd7 a copy of `this`,
/// through the callee's stack slot); none for any other address.
static std::optional<std::pair<ParamRef, int64_t>> paramAddress(FunctionIR &C,
                                                                 const AnalysisContext &Ctx,
                                                                 const Inst &X) {
  if (X.S->Operands.size() != 2)
    return std::nullopt;
  const Expr *A = X.opcode() == "st" ? X.S->Operands[0] : X.S->Operands[1];
  int64_t Off;
  const Expr *Base = addressBase(A, Off);
  if (!Base || Base->K != Expr::Symbol || !C.lookupReg(Base->Name))
    return std::nullopt;
  auto P = asParam(C, traceCopies(C, Ctx, Base, static_cast<unsigned>(&X - C.Insts.data())));
  if (!P)
    return std::nullopt;
  return std::make_pair(*P, P->Add + Off);
}

int ptx::ownStoreBefore(FunctionIR &C, const AnalysisContext &Ctx, unsigned Ld) {
  // A constructor's read-modify-write of a field through its `this`
  // (`ld.u32 [this+4]; and; or; st.u32 [this+4]`, two bit fields of one
  // word): the bytes the load reads are what the callee's own last store
  // to the same bytes wrote, when the instructions between it and the
  // load write no memory the pointer may reach (its own stack frame, or
  // other bytes through the same pointer). Anything else (the caller's
  // bytes from before the call, a call or a store through another pointer
  // in between) is not followed.
  const Inst &L = C.Insts[Ld];
  auto LA = paramAddress(C, Ctx, L);
  if (!LA || isVectorAccess(L))
    return -1;
  const BasicBlock &BB = C.Blocks[L.Block];
  int Found = -1;
  for (unsigned J = Ld; J-- > BB.Begin && Found < 0;) {
    const Inst &X = C.Insts[J];
    if (X.Kind == InstKind::Call)
      break;
    llvm::StringRef Op = X.opcode();
    if (Op != "st") {
      if (Op == "atom" || Op == "red" || Op.startswith("cp") || Op.startswith("st") ||
          Op == "mbarrier")
        break;
      continue;
    }
    if (X.hasMod(".param") ||
        (!C.Depot.empty() && C.depot().isDepotAddress(X.S->Operands[0])))
      continue; // the callee's own frame or a call's argument
    auto SA = paramAddress(C, Ctx, X);
    if (!SA || SA->first.Param != LA->first.Param || SA->first.Off != LA->first.Off)
      break; // another pointer: it may point at the same bytes
    int64_t SB = isVectorAccess(X) ? 0 : accessBytes(X);
    int64_t S0 = SA->second, L0 = LA->second, LB = static_cast<int64_t>(accessBytes(L));
    if (SB && (S0 + SB <= L0 || L0 + LB <= S0))
      continue; // other bytes of the object
    if (X.S->Guard || SB != LB || S0 != L0)
      break;
    Found = static_cast<int>(J);
  }
  return Found;
}

/// The argument piece callee \p C's value operand \p E (at instruction
/// \p At) copies, through movs and its own depot slots, when the piece is
/// \p Bytes wide.
static std::optional<ParamRef> storedArgument(FunctionIR &C, const Expr *E, unsigned At,
                                              unsigned Bytes) {
  for (unsigned Steps = 0; Steps < 16; ++Steps) {
    if (!E || E->K != Expr::Symbol || !E->Selector.Text.empty())
      return std::nullopt;
    auto R = C.lookupReg(E->Name);
    if (!R)
      return std::nullopt;
    int D = C.reachingDef(*R, At);
    if (D < 0)
      return std::nullopt;
    const Inst &I = C.Insts[D];
    auto Ops = I.S->Operands;
    if (I.opcode() == "mov" && Ops.size() == 2 && Ops[1]->K == Expr::Symbol) {
      E = Ops[1];
      At = D;
      continue;
    }
    if (I.opcode() != "ld" || Ops.size() != 2 || I.S->Guard || isVectorAccess(I) ||
        accessBytes(I) != Bytes)
      return std::nullopt;
    if (I.hasMod(".param")) {
      int64_t Off;
      const Expr *Base = addressBase(Ops[1], Off);
      auto P = Base ? paramIndex(C.F, Base->Name) : std::nullopt;
      if (!P)
        return std::nullopt;
      return ParamRef{*P, Off, 0};
    }
    if (C.Depot.empty())
      return std::nullopt;
    int St = C.depot().storeOf(D);
    if (St < 0 || C.Insts[St].S->Operands.size() != 2)
      return std::nullopt;
    E = C.Insts[St].S->Operands[1];
    At = St;
  }
  return std::nullopt;
}

/// Whether pointer operand \p E of callee \p C at \p At may point into a
/// caller's frame: what a parameter, a load or a call gives may; the
/// generic address of a shared, global or constant object (`cvta.shared`
/// of a tile, a module variable), plus an index, may not. An index is what
/// a product, a shift or a value widened from 32 bits gives.
static bool mayReachCaller(const AnalysisContext &Ctx, FunctionIR &C, const Expr *E,
                           unsigned At, unsigned Depth = 0) {
  if (!E || Depth > 16)
    return true;
  switch (E->K) {
  case Expr::IntLit:
    return false;
  case Expr::Symbol:
    break;
  default:
    for (const Expr *S : E->Sub)
      if (mayReachCaller(Ctx, C, S, At, Depth + 1))
        return true;
    return false;
  }
  auto R = C.lookupReg(E->Name);
  if (!R)
    return !Ctx.Globals.count(E->Name) && !C.LocalVars.count(E->Name);
  if (C.Regs[*R].IsParam)
    return true;
  int D = C.reachingDef(*R, At);
  if (D < 0)
    return true;
  const Inst &I = C.Insts[D];
  llvm::StringRef Op = I.opcode();
  auto Ops = I.S->Operands;
  if (Op == "cvta")
    return !(I.hasMod(".to") || I.hasMod(".shared") || I.hasMod(".global") ||
             I.hasMod(".const") || I.hasMod(".shared::cta") || I.hasMod(".shared::cluster")) &&
           (Ops.size() < 2 || mayReachCaller(Ctx, C, Ops[1], D, Depth + 1));
  if (Op == "mul" || Op == "shl")
    return false;
  if (Op == "mad") // a * b + c: only c can be the address
    return Ops.size() != 4 || mayReachCaller(Ctx, C, Ops[3], D, Depth + 1);
  if (Op == "cvt") {
    unsigned Bytes = 0;
    for (const Word &M : I.S->Mods)
      if (unsigned B = typeSizeBytes(M.Text))
        Bytes = B; // the source type comes last
    return Bytes == 8 && Ops.size() == 2 && mayReachCaller(Ctx, C, Ops[1], D, Depth + 1);
  }
  if (Op != "mov" && Op != "add" && Op != "sub" && Op != "and" && Op != "or")
    return true; // a load, a call, anything else
  for (unsigned K = 1; K < Ops.size(); ++K)
    if (mayReachCaller(Ctx, C, Ops[K], D, Depth + 1))
      return true;
  return false;
}

/// Runs \p Fn (a callee summary's computation) one nesting level deeper
/// (runNested), outside any copy-chain walk in progress: what a summary
/// computes is the same wherever it was first asked.
static void computeIsolated(llvm::function_ref<void()> Fn);

static void computeParamStores(const AnalysisContext &Ctx, const Function &Fn,
                               ParamStoreSummary &Result);

const ParamStoreSummary *ptx::exactParamStores(const AnalysisContext &Ctx,
                                               const Function &Caller, const CallBinding &B) {
  if (!B.Callee || Ctx.onCallCycle(Caller, *B.Callee))
    return nullptr;
  const ParamStoreSummary &S = paramStores(Ctx, B.Callee);
  return S.Exact ? &S : nullptr;
}

const ParamStoreSummary &ptx::paramStores(const AnalysisContext &Ctx, const Function *Fn) {
  static const ParamStoreSummary Inexact;
  if (!Fn || !Fn->Body || Fn->IsEntry)
    return Inexact;
  auto Found = Ctx.ParamStoreSums.find(Fn);
  if (Found != Ctx.ParamStoreSums.end())
    return *Found->second;
  auto Sum = Ctx.facts().ParamStores.get(Fn, [&] {
    ParamStoreSummary S;
    computeIsolated([&] { computeParamStores(Ctx, *Fn, S); });
    return S;
  });
  if (!Sum)
    return Inexact; // asked again while being computed: cannot happen (calls on cycles are cut)
  return *(Ctx.ParamStoreSums[Fn] = Sum.get());
}

/// The pointer parameter (plus a constant) whose 8 bytes value \p E of the
/// store \p At holds: an unguarded scalar 8-byte generic load through it,
/// earlier in the store's block, with no store, atomic or call between.
static std::optional<ParamRef> loadedThroughArgument(const AnalysisContext &Ctx, FunctionIR &C,
                                                     const Expr *E, unsigned At) {
  ValueOrigin O = traceCopies(C, Ctx, E, At);
  if (O.RootDef < 0 || O.Add != 0)
    return std::nullopt;
  unsigned L = static_cast<unsigned>(O.RootDef);
  const Inst &LI = C.Insts[L];
  if (LI.opcode() != "ld" || LI.S->Guard || LI.S->Operands.size() != 2 || accessBytes(LI) != 8 ||
      isVectorAccess(LI) || LI.Block != C.Insts[At].Block || L >= At || LI.hasMod(".param") ||
      LI.hasMod(".shared") || LI.hasMod(".const") || LI.hasMod(".global") ||
      LI.hasMod(".volatile"))
    return std::nullopt;
  for (unsigned J = L + 1; J < At; ++J) {
    const Inst &X = C.Insts[J];
    if (X.Kind == InstKind::Call || (isStoreLike(X) && !X.hasMod(".param")))
      return std::nullopt;
  }
  int64_t Off;
  const Expr *Base = addressBase(LI.S->Operands[1], Off);
  if (!Base)
    return std::nullopt;
  auto P = asParam(C, traceCopies(C, Ctx, Base, L));
  if (!P || P->Off != 0)
    return std::nullopt;
  P->Add = wrappingAdd(P->Add, Off);
  return P;
}

static void computeParamStores(const AnalysisContext &Ctx, const Function &FnRef,
                               ParamStoreSummary &Result) {
  const Function *Fn = &FnRef;
  ParamStoreSummary *Sum = &Result; // not exact until the end
  FunctionIR &C = Ctx.calleeIR(*Fn);
  if (C.Insts.size() > 400 || C.numBlocks() == 0)
    return;
  // Blocks every call runs once: those post-dominating the entry, off cycles.
  const DomTree &PDT = Ctx.calleePostDom(*Fn);
  std::vector<bool> Once(C.numBlocks(), false);
  // Their order: every call runs them in this order (a block on the chain
  // post-dominates the ones before it and lies on no cycle).
  std::vector<int> Rank(C.numBlocks(), -1);
  int NextRank = 0;
  for (unsigned B = 0; B != PDT.root(); B = PDT.idom(B)) {
    Once[B] = !C.inCycle(B);
    if (Once[B])
      Rank[B] = NextRank++;
  }
  const bool HasDepot = !C.Depot.empty();
  auto OwnFrame = [&](const Expr *E) {
    if (!HasDepot || !E || E->K != Expr::Symbol)
      return false;
    auto R = C.lookupReg(E->Name);
    return E->Name == C.Depot || (R && C.depot().isDepotReg(*R));
  };
  llvm::SmallVector<ParamStoreSummary::Store, 4> Stores;
  llvm::SmallVector<unsigned, 4> StoreAt; // per store: the instruction (or call) writing it
  for (unsigned K = 0; K < C.Insts.size(); ++K) {
    const Inst &I = C.Insts[K];
    if (!C.Blocks[I.Block].Reachable)
      continue;
    bool Every = Once[I.Block] && !I.S->Guard;
    if (I.Kind == InstKind::Call) {
      CallBinding B = bindCall(Ctx, C, K);
      // Not exact for recursion: a call within a call-graph cycle.
      const ParamStoreSummary *NP = exactParamStores(Ctx, *Fn, B);
      if (!NP)
        return;
      const ParamStoreSummary &N = *NP;
      for (const ParamStoreSummary::Store &NS : N.Stores) {
        const CallBinding::Piece *P = B.arg(NS.Param, 0);
        if (!P)
          return;
        if (OwnFrame(P->Value))
          continue;
        auto Ptr = asParam(C, traceCopies(C, Ctx, P->Value, P->Store));
        if (!Ptr || Ptr->Off != 0 || !depotOffsetInRange(Ptr->Add))
          return;
        ParamStoreSummary::Store S{Ptr->Param, Ptr->Add + NS.Add, NS.Bytes, std::nullopt};
        if (Every && NS.Value)
          if (const CallBinding::Piece *V = B.arg(NS.Value->Param, NS.Value->Off))
            S.Value = storedArgument(C, V->Value, V->Store, NS.Bytes);
        if (Every && !S.Value && (NS.Value || NS.Src >= 0)) {
          S.Src = static_cast<int>(K);
          S.SrcStore = static_cast<unsigned>(&NS - N.Stores.data());
        }
        Stores.push_back(S);
        StoreAt.push_back(K);
      }
      continue;
    }
    // A .local store outside the callee's own depot writes the caller's
    // frame through a pointer argument (NVVM -O1's dim3(uint3) and tile
    // constructors `cvta.to.local` the `this` pointer and st.local to it).
    if (!isStoreLike(I) || I.opcode() == "prefetch" || otherSpace(I))
      continue;
    const Expr *A = writtenAddress(I);
    if (!A)
      continue; // no memory operand: cp.async.commit_group, wait_group
    if (HasDepot && C.depot().isDepotAddress(A))
      continue;
    int64_t Imm;
    const Expr *Base = addressBase(A, Imm);
    if (!Base)
      return;
    if (!C.lookupReg(Base->Name)) {
      if (Ctx.Globals.count(Base->Name) || (I.hasMod(".local") && C.LocalVars.count(Base->Name)))
        continue; // a module variable or the callee's own local: not a caller's stack
      return;
    }
    auto Ptr = asParam(C, traceCopies(C, Ctx, Base, K));
    if (!Ptr && !mayReachCaller(Ctx, C, Base, K))
      continue; // a shared or global object's address: not a caller's stack
    if (!Ptr || Ptr->Off != 0 || !depotOffsetInRange(Ptr->Add) || !depotOffsetInRange(Imm))
      return;
    bool Scalar = I.opcode() == "st" && I.S->Operands.size() == 2 && !isVectorAccess(I);
    unsigned Bytes = I.opcode() == "st" ? std::max(1u, accessBytes(I)) : 32;
    ParamStoreSummary::Store S{Ptr->Param, Ptr->Add + Imm, Bytes, std::nullopt};
    if (Every && Scalar) {
      S.Value = storedArgument(C, I.S->Operands[1], K, Bytes);
      if (!S.Value)
        S.Src = static_cast<int>(K);
      if (!S.Value && Bytes == 8)
        S.ValueDeref = loadedThroughArgument(Ctx, C, I.S->Operands[1], K);
    }
    Stores.push_back(S);
    StoreAt.push_back(K);
    if (Stores.size() > 64)
      return;
  }
  // Overlapping writes to one object: the earlier of two that every call
  // runs in one order (blocks on the entry's post-dominator chain, off
  // cycles; nvcc -G's read-modify-write of a bit field, `ld [this+4]; and;
  // or; st [this+4]`, twice) is only a kill, the later keeps its value;
  // other pairs are both only kills (which one lands last is not tracked).
  // Two stores of one call were settled in that callee's summary already.
  // At most 65 stores: quadratic, bounded.
  llvm::SmallVector<bool, 8> Reset(Stores.size(), false);
  for (unsigned A = 0; A < Stores.size(); ++A)
    for (unsigned B = A + 1; B < Stores.size(); ++B)
      if (Stores[A].Param == Stores[B].Param &&
          Stores[A].Add < Stores[B].Add + static_cast<int64_t>(Stores[B].Bytes) &&
          Stores[B].Add < Stores[A].Add + static_cast<int64_t>(Stores[A].Bytes)) {
        unsigned KA = StoreAt[A], KB = StoreAt[B];
        if (KA == KB)
          continue;
        int RA = Rank[C.Insts[KA].Block], RB = Rank[C.Insts[KB].Block];
        if (RA < 0 || RB < 0) {
          Reset[A] = Reset[B] = true;
          continue;
        }
        bool AFirst = RA != RB ? RA < RB : KA < KB;
        Reset[AFirst ? A : B] = true;
      }
  for (unsigned A = 0; A < Stores.size(); ++A)
    if (Reset[A]) {
      Stores[A].Value.reset();
      Stores[A].ValueDeref.reset();
      Stores[A].Src = -1;
    }
  Sum->Stores = std::move(Stores);
  Sum->Exact = true;
}

/// The constant operand \p E of \p C's instruction \p At holds, through
/// movs and the callee's own depot slots.
static std::optional<uint64_t> constantOperand(FunctionIR &C, const Expr *E, unsigned At,
                                               unsigned Depth);
static std::optional<uint64_t> loadedConstantAt(FunctionIR &F, unsigned LoadIdx, unsigned Elem,
                                                unsigned Depth);

/// The constant store \p Store of \p Fn's ParamStoreSummary writes.
static std::optional<uint64_t> storedConstant(const AnalysisContext &Ctx, const Function *Fn,
                                              unsigned Store, unsigned Depth) {
  if (!Fn || Depth > 16)
    return std::nullopt;
  const ParamStoreSummary &Sum = paramStores(Ctx, Fn);
  if (!Sum.Exact || Store >= Sum.Stores.size() || Sum.Stores[Store].Src < 0)
    return std::nullopt;
  const ParamStoreSummary::Store &St = Sum.Stores[Store];
  FunctionIR &C = Ctx.calleeIR(*Fn);
  const Inst &I = C.Insts[St.Src];
  if (I.Kind == InstKind::Call)
    return storedConstant(Ctx, bindCall(Ctx, C, St.Src).Callee, St.SrcStore, Depth + 1);
  if (I.opcode() != "st" || I.S->Operands.size() != 2)
    return std::nullopt;
  return constantOperand(C, I.S->Operands[1], St.Src, Depth + 1);
}

static std::optional<uint64_t> constantOperand(FunctionIR &C, const Expr *E, unsigned At,
                                               unsigned Depth) {
  if (Depth > 16)
    return std::nullopt;
  if (auto V = evalConstExpr(E))
    return static_cast<uint64_t>(*V);
  auto R = E && E->K == Expr::Symbol ? C.lookupReg(E->Name) : std::nullopt;
  if (!R)
    return std::nullopt;
  int D = C.reachingDef(*R, At);
  if (D < 0 || C.Insts[D].S->Guard)
    return std::nullopt;
  const Inst &I = C.Insts[D];
  if (I.opcode() == "mov" && I.S->Operands.size() == 2)
    return constantOperand(C, I.S->Operands[1], D, Depth + 1);
  if (I.opcode() == "ld" && !I.hasMod(".param") && !C.Depot.empty())
    return loadedConstantAt(C, D, 0, Depth + 1);
  return std::nullopt;
}

static std::optional<uint64_t> loadedConstantAt(FunctionIR &F, unsigned LoadIdx, unsigned Elem,
                                                unsigned Depth) {
  if (F.Depot.empty() || !F.Ctx || LoadIdx >= F.Insts.size() || Depth > 16)
    return std::nullopt;
  const DepotSlots &DS = F.depot();
  int St = Elem == 0 && !isVectorAccess(F.Insts[LoadIdx]) ? DS.storeOf(LoadIdx)
                                                           : DS.elementStoreOf(LoadIdx, Elem);
  if (St >= 0) {
    const Inst &S = F.Insts[St];
    return S.S->Operands.size() == 2 ? constantOperand(F, S.S->Operands[1], St, Depth + 1)
                                     : std::nullopt;
  }
  if (auto CS = DS.callStoreOf(LoadIdx, Elem))
    return storedConstant(*F.Ctx, bindCall(*F.Ctx, F, CS->Call).Callee, CS->Store, Depth + 1);
  return std::nullopt;
}

std::optional<uint64_t> ptx::loadedConstant(FunctionIR &F, unsigned LoadIdx, unsigned Elem) {
  return loadedConstantAt(F, LoadIdx, Elem, 0);
}

//===----------------------------------------------------------------------===//
// Copy chains
//===----------------------------------------------------------------------===//

static bool hasFloatType(const Inst &I) {
  for (const Word &M : I.S->Mods)
    if (M.Text.size() > 2 && M.Text[1] == 'f' && typeSizeBytes(M.Text))
      return true;
  return false;
}

namespace {
/// Copy chains are followed to a depth of MaxTraceDepth (and callConstants
/// traces arguments only up to MaxTraceDepth - ArgTraceMargin). What the
/// current walk has seen of that limit: the deepest depth it reached (a
/// callConstants trace counts ArgTraceMargin deeper) and whether the limit
/// cut it anywhere. A walk from depth D that reached depth M uncut gives the
/// same answer from any depth D' with D' + (M - D) <= MaxTraceDepth, which
/// is what makes traceDef's memo exact.
constexpr unsigned MaxTraceDepth = 48;
constexpr unsigned ArgTraceMargin = 8;
struct TraceWalk {
  unsigned Max = 0;
  bool Cut = false;
};
thread_local TraceWalk Walk;

void reached(unsigned Depth) { Walk.Max = std::max(Walk.Max, Depth); }
} // namespace

static void computeIsolated(llvm::function_ref<void()> Fn) {
  TraceWalk Outer = Walk;
  Walk = TraceWalk{};
  runNested(Fn);
  Walk = Outer;
}

static ValueOrigin traceDefUncached(FunctionIR &F, const AnalysisContext &Ctx, unsigned DefIdx,
                                    unsigned Depth);

ValueOrigin ptx::traceDef(FunctionIR &F, const AnalysisContext &Ctx, unsigned DefIdx,
                          unsigned Depth) {
  auto It = F.TraceMemo.find(DefIdx);
  if (It != F.TraceMemo.end() && Depth + It->second.Height <= MaxTraceDepth) {
    reached(Depth + It->second.Height);
    return It->second.O;
  }
  TraceWalk Outer = Walk;
  Walk = TraceWalk{Depth, false};
  ValueOrigin O = traceDefUncached(F, Ctx, DefIdx, Depth);
  if (!Walk.Cut)
    F.TraceMemo[DefIdx] = FunctionIR::TracedDef{O, Walk.Max - Depth};
  Walk.Max = std::max(Walk.Max, Outer.Max);
  Walk.Cut = Walk.Cut || Outer.Cut;
  return O;
}

static ValueOrigin traceDefUncached(FunctionIR &F, const AnalysisContext &Ctx, unsigned DefIdx,
                                    unsigned Depth) {
  ValueOrigin Stop;
  Stop.RootDef = DefIdx;
  Stop.At = DefIdx;
  const Inst &I = F.Insts[DefIdx];
  if (Depth > MaxTraceDepth) {
    Walk.Cut = true;
    return Stop;
  }
  if (I.Defs.size() != 1 || I.S->Guard)
    return Stop;
  Stop.Root = I.Defs[0].E;
  auto Ops = I.S->Operands;
  llvm::StringRef Op = I.opcode();
  auto Step = [&](const Expr *E, unsigned At, int64_t Add) {
    ValueOrigin O = traceCopies(F, Ctx, E, At, Depth + 1);
    O.Add = wrappingAdd(O.Add, Add);
    ++O.Steps;
    return O;
  };
  if ((Op == "mov" || Op == "cvta") && Ops.size() == 2 && Ops[1]->K != Expr::Vector)
    return Step(Ops[1], DefIdx, 0);
  if (Op == "cvt" && Ops.size() == 2 && !hasFloatType(I) && !I.hasMod(".sat"))
    return Step(Ops[1], DefIdx, 0);
  if ((Op == "add" || Op == "sub") && Ops.size() == 3 && !I.hasMod(".sat") &&
      !I.hasMod(".cc") && !hasFloatType(I)) {
    if (auto K = evalConstExpr(Ops[2]))
      return Step(Ops[1], DefIdx, Op == "add" ? *K : wrappingNeg(*K));
    if (Op == "add")
      if (auto K = evalConstExpr(Ops[1]))
        return Step(Ops[2], DefIdx, *K);
    return Stop;
  }
  if (Op == "ld" && Ops.size() == 2) {
    if (!F.Depot.empty()) {
      int St = F.depot().storeOf(DefIdx);
      if (St >= 0)
        return Step(F.Insts[St].S->Operands[1], St, 0);
    }
    unsigned Ret;
    int64_t Off;
    if (auto C = callOfResult(F, DefIdx, Ret, Off)) {
      CallBinding B = bindCall(Ctx, F, *C);
      // A call that may recurse returns what it returns: following its
      // summary would nest the cycle (summarise treats such calls alike).
      if (!B.Callee || Ctx.onCallCycle(F.F, *B.Callee))
        return Stop;
      const CalleeSummary &S = callSummary(Ctx, F, B, Depth + 1);
      if (!S.Known || Ret >= S.Returns.size() || !S.Returns[Ret] || Off != 0)
        return Stop;
      const ParamRef &P = *S.Returns[Ret];
      const CallBinding::Piece *A = B.arg(P.Param, P.Off);
      if (!A)
        return Stop;
      return Step(A->Value, A->Store, P.Add);
    }
  }
  return Stop;
}

ValueOrigin ptx::traceCopies(FunctionIR &F, const AnalysisContext &Ctx, const Expr *E,
                             unsigned At, unsigned Depth) {
  ValueOrigin O;
  O.Root = E;
  O.At = At;
  if (!E)
    return O;
  reached(Depth);
  if (Depth > MaxTraceDepth) {
    Walk.Cut = true;
    return O;
  }
  switch (E->K) {
  case Expr::Address:
  case Expr::Paren:
    if (E->Sub.size() == 1)
      return traceCopies(F, Ctx, E->Sub[0], At, Depth + 1);
    return O;
  case Expr::Binary: {
    auto Op = static_cast<TokenKind>(E->Op);
    if (Op != TokenKind::Plus && Op != TokenKind::Minus)
      return O;
    if (evalConstExpr(E))
      return O;
    auto K = evalConstExpr(E->Sub[1]);
    if (!K)
      return O;
    ValueOrigin R = traceCopies(F, Ctx, E->Sub[0], At, Depth + 1);
    R.Add = wrappingAdd(R.Add, Op == TokenKind::Plus ? *K : wrappingNeg(*K));
    return R;
  }
  case Expr::Symbol: {
    auto R = F.lookupReg(E->Name);
    if (!R)
      return O;
    if (F.Regs[*R].IsParam)
      return O;
    int D = F.reachingDef(*R, At);
    if (D < 0)
      return O;
    return traceDef(F, Ctx, D, Depth + 1);
  }
  default:
    return O;
  }
}

//===----------------------------------------------------------------------===//
// Callee summaries
//===----------------------------------------------------------------------===//

namespace {
/// A value as a sum of the function's own parameters times constants plus a
/// constant, exact in the low bits (as AffineForms: integer cvt keeps them,
/// 32-bit arithmetic wraps above them).
struct ParamForm {
  llvm::SmallVector<CalleeOp::ScaledParam, 2> Terms;
  int64_t Const = 0;

  static ParamForm constant(int64_t C) {
    ParamForm P;
    P.Const = C;
    return P;
  }
  void add(const ParamForm &O, int64_t Scale) {
    auto Mul = [](int64_t A, int64_t B) {
      return static_cast<int64_t>(static_cast<uint64_t>(A) * static_cast<uint64_t>(B));
    };
    auto Add = [](int64_t A, int64_t B) {
      return static_cast<int64_t>(static_cast<uint64_t>(A) + static_cast<uint64_t>(B));
    };
    Const = Add(Const, Mul(O.Const, Scale));
    for (const CalleeOp::ScaledParam &T : O.Terms) {
      bool Merged = false;
      for (CalleeOp::ScaledParam &Mine : Terms)
        if (Mine.Param == T.Param && Mine.Off == T.Off) {
          Mine.Scale = Add(Mine.Scale, Mul(T.Scale, Scale));
          Merged = true;
          break;
        }
      if (!Merged)
        Terms.push_back({T.Param, T.Off, Mul(T.Scale, Scale)});
    }
    llvm::erase_if(Terms, [](const CalleeOp::ScaledParam &T) { return T.Scale == 0; });
  }
};
} // namespace

/// Operand \p E of instruction \p At as a ParamForm: followed through copies
/// (traceCopies: mov, cvta, integer cvt, constants added, depot slots), add,
/// sub, mul.lo/.wide and mad.lo/.wide with a constant factor, and shl by a
/// constant, down to loads of \p F's own parameters. Anything else (a load,
/// a product of two parameters, a shift right, a mask): std::nullopt.
static std::optional<ParamForm> paramForm(FunctionIR &F, const AnalysisContext &Ctx,
                                          const Expr *E, unsigned At, unsigned Depth = 0) {
  if (!E || Depth > 8 || F.F.IsEntry)
    return std::nullopt;
  if (auto V = evalConstExpr(E))
    return ParamForm::constant(*V);
  ValueOrigin O = traceCopies(F, Ctx, E, At);
  if (auto P = asParam(F, O)) {
    ParamForm PF;
    PF.Terms.push_back({P->Param, P->Off, 1});
    PF.Const = P->Add;
    return PF;
  }
  if (O.Root && O.Steps)
    if (auto V = evalConstExpr(O.Root))
      return ParamForm::constant(*V + O.Add);
  if (O.RootDef < 0)
    return std::nullopt;
  unsigned D = static_cast<unsigned>(O.RootDef);
  const Inst &I = F.Insts[D];
  auto Ops = I.S->Operands;
  // The result of a call whose callee returns an affine function of its
  // parameters: that function of this call's arguments.
  if (I.opcode() == "ld" && I.hasMod(".param"))
    if (auto RF = callResultForm(F, Ctx, D, Depth); RF && RF->KeepBits == 64) {
      ParamForm Sum = ParamForm::constant(RF->Const);
      for (const CallResultForm::Term &T : RF->Terms) {
        auto PF = paramForm(F, Ctx, T.Value, T.Store, Depth + 1);
        if (!PF)
          return std::nullopt;
        Sum.add(*PF, T.Scale);
      }
      Sum.Const = static_cast<int64_t>(static_cast<uint64_t>(Sum.Const) +
                                       static_cast<uint64_t>(O.Add));
      return Sum;
    }
  if (I.Defs.size() != 1 || I.S->Guard || hasFloatType(I) || I.hasMod(".sat") ||
      I.hasMod(".cc"))
    return std::nullopt;
  llvm::StringRef Op = I.opcode();
  auto Sub = [&](unsigned K) -> std::optional<ParamForm> {
    return K < Ops.size() ? paramForm(F, Ctx, Ops[K], D, Depth + 1) : std::nullopt;
  };
  std::optional<ParamForm> R;
  if ((Op == "add" || Op == "sub") && Ops.size() == 3) {
    auto A = Sub(1), B = Sub(2);
    if (!A || !B)
      return std::nullopt;
    A->add(*B, Op == "add" ? 1 : -1);
    R = A;
  } else if ((Op == "mul" && Ops.size() == 3) || (Op == "mad" && Ops.size() == 4)) {
    if (!I.hasMod(".lo") && !I.hasMod(".wide"))
      return std::nullopt;
    auto A = Sub(1), B = Sub(2);
    if (!A || !B)
      return std::nullopt;
    ParamForm P;
    if (B->Terms.empty())
      P.add(*A, B->Const);
    else if (A->Terms.empty())
      P.add(*B, A->Const);
    else
      return std::nullopt; // a product of two parameters
    if (Op == "mad") {
      auto C = Sub(3);
      if (!C)
        return std::nullopt;
      P.add(*C, 1);
    }
    R = P;
  } else if (Op == "shl" && Ops.size() == 3) {
    unsigned W = 0;
    for (const Word &M : I.S->Mods)
      if (unsigned Sz = typeSizeBytes(M.Text))
        W = Sz * 8;
    auto A = Sub(1), B = Sub(2);
    if (!A || !B || !B->Terms.empty() || B->Const < 0 || B->Const >= (W ? W : 64))
      return std::nullopt;
    ParamForm P;
    P.add(*A, static_cast<int64_t>(1ull << B->Const));
    R = P;
  }
  if (!R)
    return std::nullopt;
  R->Const = static_cast<int64_t>(static_cast<uint64_t>(R->Const) + static_cast<uint64_t>(O.Add));
  return R;
}

/// Whether operand \p E of instruction \p At is a multiple of 2^\p Bits on
/// every execution: a constant, a product with a constant (or a shift) that
/// supplies the bits, sums of such values, integer copies and conversions
/// (they keep the low bits), depot slots, and a register with several
/// writes (a loop counter) when every write is one, proved inductively:
/// \p Assumed holds the registers under proof, with the bits assumed.
static bool lowBitsZero(FunctionIR &F, const Expr *E, unsigned At, unsigned Bits,
                        llvm::SmallVectorImpl<std::pair<unsigned, unsigned>> &Assumed,
                        unsigned Depth = 0) {
  if (Bits == 0)
    return true;
  if (!E || Depth > 24)
    return false;
  if (auto V = evalConstExpr(E))
    return Bits >= 64 ? *V == 0 : (static_cast<uint64_t>(*V) & ((1ull << Bits) - 1)) == 0;
  if (E->K != Expr::Symbol || !E->Selector.Text.empty())
    return false;
  auto R = F.lookupReg(E->Name);
  if (!R || F.Regs[*R].IsParam)
    return false;
  for (auto [AR, AB] : Assumed)
    if (AR == *R && AB >= Bits)
      return true;
  llvm::SmallVector<unsigned, 4> Defs;
  if (int D = F.reachingDef(*R, At); D >= 0)
    Defs.push_back(static_cast<unsigned>(D));
  else
    Defs.append(F.defsOf(*R).begin(), F.defsOf(*R).end());
  if (Defs.empty())
    return false;
  Assumed.push_back({*R, Bits});
  bool Ok = true;
  for (unsigned D : Defs) {
    const Inst &I = F.Insts[D];
    auto Ops = I.S->Operands;
    llvm::StringRef Op = I.opcode();
    auto Sub = [&](unsigned K, unsigned B) {
      return K < Ops.size() && lowBitsZero(F, Ops[K], D, B, Assumed, Depth + 1);
    };
    auto Tz = [&](unsigned K) -> unsigned {
      auto V = K < Ops.size() ? evalConstExpr(Ops[K]) : std::nullopt;
      return V ? (*V == 0 ? 64u : llvm::countTrailingZeros(static_cast<uint64_t>(*V))) : 0u;
    };
    bool This = false;
    if (I.Defs.size() != 1 || I.S->Guard || hasFloatType(I) || I.hasMod(".cc") ||
        I.hasMod(".sat") || I.hasMod(".hi")) {
      This = false;
    } else if ((Op == "mov" || Op == "cvt") && Ops.size() == 2) {
      This = Sub(1, Bits);
    } else if ((Op == "add" || Op == "sub") && Ops.size() == 3) {
      This = Sub(1, Bits) && Sub(2, Bits);
    } else if (Op == "mul" && Ops.size() == 3) {
      unsigned T = std::max(Tz(1), Tz(2));
      This = T >= Bits || Sub(1, Bits - T) || Sub(2, Bits - T);
    } else if (Op == "shl" && Ops.size() == 3) {
      unsigned T = 0;
      if (auto K = evalConstExpr(Ops[2]); K && *K >= 0 && *K < 64)
        T = static_cast<unsigned>(*K);
      This = T >= Bits || Sub(1, Bits - T);
    } else if (Op == "and" && Ops.size() == 3) {
      This = Tz(1) >= Bits || Tz(2) >= Bits || Sub(1, Bits) || Sub(2, Bits);
    } else if (Op == "ld" && Ops.size() == 2 && !F.Depot.empty()) {
      int St = F.depot().storeOf(D);
      This = St >= 0 && lowBitsZero(F, F.Insts[St].S->Operands[1], static_cast<unsigned>(St),
                                    Bits, Assumed, Depth + 1);
    }
    if (!This) {
      Ok = false;
      break;
    }
  }
  Assumed.pop_back();
  return Ok;
}

/// paramForm, where a term that is a multiple of 2^\p Bits (lowBitsZero: a
/// loop counter stepped by 16) may be left out: the value's residue modulo
/// 2^Bits, which is all an alignment check asks of it.
static std::optional<ParamForm> paramFormModulo(FunctionIR &F, const AnalysisContext &Ctx,
                                                const Expr *E, unsigned At, unsigned Bits,
                                                unsigned Depth = 0) {
  if (auto PF = paramForm(F, Ctx, E, At))
    return PF;
  llvm::SmallVector<std::pair<unsigned, unsigned>, 4> Assumed;
  if (!E || Depth > 8 || F.F.IsEntry)
    return std::nullopt;
  if (lowBitsZero(F, E, At, Bits, Assumed))
    return ParamForm::constant(0);
  ValueOrigin O = traceCopies(F, Ctx, E, At);
  if (O.RootDef < 0)
    return std::nullopt;
  unsigned D = static_cast<unsigned>(O.RootDef);
  const Inst &I = F.Insts[D];
  auto Ops = I.S->Operands;
  llvm::StringRef Op = I.opcode();
  if (I.Defs.size() != 1 || I.S->Guard || hasFloatType(I) || I.hasMod(".cc") ||
      I.hasMod(".sat") || (Op != "add" && Op != "sub") || Ops.size() != 3)
    return std::nullopt;
  auto A = paramFormModulo(F, Ctx, Ops[1], D, Bits, Depth + 1);
  auto B = A ? paramFormModulo(F, Ctx, Ops[2], D, Bits, Depth + 1) : std::nullopt;
  if (!B)
    return std::nullopt;
  A->add(*B, Op == "add" ? 1 : -1);
  A->Const = static_cast<int64_t>(static_cast<uint64_t>(A->Const) + static_cast<uint64_t>(O.Add));
  return A;
}

/// The ParamForm of an access address as the summary records it: one
/// parameter with coefficient 1 is the base (Operand, plus the constant;
/// the widest, a pointer, when there are several), the others the Index
/// terms. At most 3 of those; no base: std::nullopt.
static std::optional<std::pair<ParamRef, llvm::SmallVector<CalleeOp::ScaledParam, 1>>>
splitAccess(const Function &Fn, const ParamForm &PF) {
  auto Bytes = [&](unsigned Param) {
    unsigned Idx = 0;
    for (const VarDecl *V : Fn.Params)
      for (const Declarator &D : V->Decls) {
        (void)D;
        if (Idx++ == Param)
          for (const DeclSpec &Sp : V->Specs)
            if (unsigned B = typeSizeBytes(Sp.W.Text))
              return B;
      }
    return 0u;
  };
  int Base = -1;
  for (unsigned K = 0; K < PF.Terms.size(); ++K)
    if (PF.Terms[K].Scale == 1 &&
        (Base < 0 || Bytes(PF.Terms[K].Param) > Bytes(PF.Terms[Base].Param)))
      Base = static_cast<int>(K);
  if (Base < 0 || PF.Terms.size() > 4)
    return std::nullopt;
  std::pair<ParamRef, llvm::SmallVector<CalleeOp::ScaledParam, 1>> Out;
  Out.first = ParamRef{PF.Terms[Base].Param, PF.Terms[Base].Off, PF.Const};
  for (unsigned K = 0; K < PF.Terms.size(); ++K)
    if (static_cast<int>(K) != Base)
      Out.second.push_back(PF.Terms[K]);
  return Out;
}

/// The constants of \p Args that can decide something in \p Fn
/// (controlParams).
static llvm::SmallVector<ArgConst, 4> relevantConstants(const AnalysisContext &Ctx,
                                                        const Function &Fn,
                                                        llvm::ArrayRef<ArgConst> Args) {
  llvm::SmallVector<ArgConst, 4> Read;
  if (Args.empty())
    return Read;
  const auto &Relevant = controlParams(Ctx, Fn);
  for (const ArgConst &A : Args)
    if (llvm::is_contained(Relevant, std::make_pair(A.Param, A.Off)))
      Read.push_back(A);
  return Read;
}

/// The module's summary of \p Fn under the relevant constants \p Read
/// (none: unspecialised), at specialisation depth \p SpecDepth.
static const CalleeSummary &summaryOf(const AnalysisContext &Ctx, const Function &Fn,
                                      llvm::ArrayRef<ArgConst> Read, unsigned SpecDepth);

static void summarise(const AnalysisContext &Ctx, const Function &Fn, CalleeSummary &S,
                      llvm::ArrayRef<ArgConst> Args, unsigned SpecDepth) {
  FunctionIR &F = Ctx.calleeIR(Fn);
  if (F.Insts.size() > 3000 || F.Blocks.empty())
    return;
  // Under constant arguments, only the blocks and edges those calls can
  // take; "every call" is then every call with these arguments.
  bool Spec = !Args.empty();
  ConstBranches CB(F, Args, /*Propagate=*/Spec);
  std::optional<DomTree> OwnPDT;
  if (Spec && CB.pruned())
    OwnPDT.emplace(F, /*Post=*/true, &CB.view());
  const DomTree &PDT = OwnPDT ? *OwnPDT : Ctx.calleePostDom(Fn);
  auto Live = [&](unsigned B) { return Spec ? CB.live(B) : F.Blocks[B].Reachable; };
  // What every call runs: the blocks on the path its constants decide from
  // the entry (the first trip of a counted loop included), and every block
  // that post-dominates one of them.
  std::vector<bool> MustRun(F.numBlocks(), false);
  for (unsigned X : CB.forcedBlocks())
    for (unsigned B = X; B != PDT.root() && !MustRun[B]; B = PDT.idom(B))
      MustRun[B] = true;
  S.Known = true;
  S.TouchesMbarrier = false;
  S.MayBarrier = false;
  S.MayCtaBarrier = false;
  S.MbarrierExact = true;
  for (const VarDecl *V : Fn.Returns)
    for (const Declarator &D : V->Decls) {
      (void)D;
      S.Returns.push_back(std::nullopt);
      S.ReturnForms.push_back(std::nullopt);
    }
  // What the summary records of every operation it keeps: kind, place,
  // function and instruction.
  auto OpAt = [&](CalleeOp::Kind Kind, const Inst &I) {
    CalleeOp C;
    C.K = Kind;
    C.Where = I.S;
    C.In = &Fn;
    C.What = instName(I);
    C.InstKindV = static_cast<unsigned>(I.Kind);
    return C;
  };
  auto EveryCall = [&](const Inst &I) {
    return !I.S->Guard && Live(I.Block) && MustRun[I.Block];
  };
  // What the first trip of a loop runs, on the calls that enter it: where
  // the path every call takes meets a branch it does not decide, and that
  // branch is a loop's test (one side stays in the loop, the other leaves
  // it) first met from the loop's entry (a block the loop is entered
  // through from outside), the blocks the loop's side runs on every trip, up to the next
  // branch not decided or the way back to the test. Accesses there are
  // summarised too (misaligned-access asks only for their residue modulo
  // the alignment, which a counter stepped by a multiple of it keeps):
  // libcu++'s __cp_async_shared_global_mechanism issues its cp.async in
  // `for (o = 16 * rank; o < size; o += 16 * nthreads)`.
  std::vector<bool> LoopTrip(F.numBlocks(), false);
  {
    const CFGView *V = Spec ? &CB.view() : nullptr;
    auto Succs = [&](unsigned B) -> llvm::ArrayRef<unsigned> {
      return V ? llvm::ArrayRef<unsigned>(V->Succs[B]) : llvm::ArrayRef<unsigned>(F.Blocks[B].Succs);
    };
    auto Preds = [&](unsigned B) -> llvm::ArrayRef<unsigned> {
      return V ? llvm::ArrayRef<unsigned>(V->Preds[B]) : llvm::ArrayRef<unsigned>(F.Blocks[B].Preds);
    };
    for (unsigned E = 0; E < F.numBlocks(); ++E) {
      // E: where the loop is entered from outside; H: its first branch.
      if (!MustRun[E] || !Live(E) || !F.inCycle(E) ||
          llvm::none_of(Preds(E), [&](unsigned P) { return F.component(P) != F.component(E); }))
        continue;
      unsigned H = E;
      for (unsigned Steps = 0; Steps < 64 && Succs(H).size() == 1 &&
                               F.component(Succs(H)[0]) == F.component(E) && Succs(H)[0] != E;
           ++Steps)
        H = Succs(H)[0];
      if (!MustRun[H] || Succs(H).size() != 2)
        continue;
      unsigned In0 = F.component(Succs(H)[0]) == F.component(H);
      unsigned In1 = F.component(Succs(H)[1]) == F.component(H);
      if (In0 + In1 != 1)
        continue;
      unsigned B = In0 ? Succs(H)[0] : Succs(H)[1];
      for (unsigned Steps = 0; Steps < 64 && B != H && !LoopTrip[B] && !MustRun[B] &&
                               F.component(B) == F.component(H);
           ++Steps) {
        LoopTrip[B] = true;
        if (Succs(B).size() != 1)
          break;
        B = Succs(B)[0];
      }
    }
  }
  auto FirstTrip = [&](const Inst &I) {
    return !I.S->Guard && Live(I.Block) && LoopTrip[I.Block];
  };
  auto AsParam = [&](const Expr *E, unsigned At) {
    return asParam(F, traceCopies(F, Ctx, E, At));
  };
  // An operand that is a constant: an immediate, or a register a copy
  // chain gives one (`mov.u32 %r4, -1;` before the shfl: NVVM below -O3
  // and specialised out-of-line helpers keep constants in registers).
  auto ConstOf = [&](const Expr *E, unsigned At) -> std::optional<uint64_t> {
    if (auto V = evalConstExpr(E))
      return static_cast<uint64_t>(*V);
    ValueOrigin O = traceCopies(F, Ctx, E, At);
    if (O.Root && O.Steps > 0)
      if (auto V = evalConstExpr(O.Root))
        return static_cast<uint64_t>(*V + O.Add);
    return std::nullopt;
  };
  // The argument sets each callee has been specialised for in this summary
  // (at most MaxSpecialisations per callee, in the order of its calls).
  llvm::DenseMap<const Function *, llvm::SmallVector<llvm::SmallVector<ArgConst, 4>, 2>> SpecAsked;
  // Constants this summary's own constants decide are passed on while the
  // chain of specialised summaries is shorter than MaxSpecialisationDepth.
  const bool PassOn = Spec && SpecDepth < MaxSpecialisationDepth;
  llvm::SmallVector<MemAccess, 2> Accs;
  // Return values: the only store into each.
  llvm::SmallVector<int, 1> RetStore(S.Returns.size(), -1);
  // Calls whose callee returns the token of an arrive, and the index in
  // S.Ops of that arrive lifted here.
  llvm::SmallVector<std::pair<unsigned, unsigned>, 2> TokenArriveAt;
  for (unsigned K = 0; K < F.Insts.size(); ++K) {
    const Inst &I = F.Insts[K];
    if (!Live(I.Block))
      continue;
    llvm::StringRef Op = I.opcode();
    if (I.Kind == InstKind::Mbarrier || (Op == "cp" && (I.hasMod(".mbarrier") || I.hasMod(".bulk"))) ||
        Op == "tcgen05" || (Op == "st" && I.hasMod(".async")) || (Op == "red" && I.hasMod(".async")))
      S.TouchesMbarrier = true;
    if (I.Kind == InstKind::CtaBarrier || Op == "barrier" || Op == "bar") {
      S.MayBarrier = true;
      if (!(Op == "bar" && I.hasMod(".warp")))
        S.MayCtaBarrier = true;
    }
    if (Op == "st" && I.hasMod(".param") && I.S->Operands.size() == 2) {
      int64_t Off;
      if (const Expr *B = addressBase(I.S->Operands[0], Off)) {
        unsigned Idx = 0;
        for (const VarDecl *V : Fn.Returns)
          for (const Declarator &D : V->Decls) {
            if (D.Name.Text == B->Name)
              RetStore[Idx] = Off == 0 && RetStore[Idx] == -1 && !I.S->Guard ? int(K) : -2;
            ++Idx;
          }
      }
    }
    if (MbUse MU = classifyMbarrier(I); MU.Op != MbOp::None) {
      // The operation on an mbarrier object at a parameter's address, with
      // its count: the call is checked as this operation.
      // (Once per call: an operation other than a wait in a loop of the
      // callee may run more often.)
      std::optional<ParamRef> P = MU.Addr ? AsParam(MU.Addr, K) : std::nullopt;
      // Or an object the callee names itself: a module-scope variable.
      llvm::StringRef FixedVar;
      int64_t FixedAdd = 0;
      if (!P && MU.Addr) {
        ValueOrigin O = traceCopies(F, Ctx, MU.Addr, K);
        if (O.Root && O.Root->K == Expr::Symbol && !O.Root->Name.startswith("%") &&
            !F.lookupReg(O.Root->Name) && !F.LocalVars.count(O.Root->Name) &&
            Ctx.Globals.count(O.Root->Name)) {
          FixedVar = O.Root->Name;
          FixedAdd = O.Add;
        }
      }
      if ((!P && FixedVar.empty()) || !EveryCall(I) || S.Ops.size() >= 64 ||
          (MU.Op != MbOp::Wait && F.inCycle(I.Block))) {
        S.MbarrierExact = false;
      } else {
        CalleeOp C = OpAt(CalleeOp::Mbarrier, I);
        C.Mb = MU.Op;
        C.Operand = P;
        C.ObjectVar = FixedVar;
        C.ObjectAdd = FixedAdd;
        C.Cluster = I.hasMod(".shared::cluster");
        C.HasCount = MU.Count != nullptr;
        // The count (or a parity wait's parity: cuda::ptx's
        // mbarrier_try_wait_parity(bar, phase)): a constant, a parameter,
        // or `ld.u32 %r, [%rdP]` of a pointer parameter, a value passed by
        // reference (`const uint32_t &`).
        auto Bind = [&](const Expr *E, std::optional<uint64_t> &Const,
                        std::optional<ParamRef> &Operand, std::optional<ParamRef> &Deref) {
          if (!E)
            return;
          if (auto V = ConstOf(E, K)) {
            Const = *V;
          } else if (auto CP = AsParam(E, K)) {
            Operand = CP;
          } else {
            ValueOrigin O = traceCopies(F, Ctx, E, K);
            if (O.RootDef >= 0 && O.Add == 0) {
              const Inst &L = F.Insts[O.RootDef];
              if (L.opcode() == "ld" && !L.S->Guard && L.S->Operands.size() == 2 &&
                  accessBytes(L) == 4 && !isVectorAccess(L) &&
                  (L.hasMod(".local") || !otherSpace(L)))
                Deref = AsParam(L.S->Operands[1], O.RootDef);
            }
          }
        };
        const Expr *CE = MU.Count;
        if (MU.Op == MbOp::Wait && I.hasMod(".parity") && I.S->Operands.size() >= 3)
          CE = I.S->Operands[2];
        Bind(CE, C.CountConst, C.CountOperand, C.CountDeref);
        // Transaction bytes: the last operand of expect_tx / complete_tx /
        // arrive.expect_tx, the size of a (non-tensor) bulk copy.
        const Expr *TE = nullptr;
        auto IOps = I.S->Operands;
        if (I.opcode() == "mbarrier" &&
            (MU.Op == MbOp::Tx || (MU.Op == MbOp::Arrive && I.hasMod(".expect_tx"))) &&
            !IOps.empty())
          TE = IOps.back();
        else if (I.opcode() == "cp" && I.hasMod(".bulk") && !I.hasMod(".tensor") &&
                 !I.hasMod(".multicast::cluster") && IOps.size() == 4)
          TE = IOps[2];
        Bind(TE, C.TxConst, C.TxOperand, C.TxDeref);
        // A token wait's token: a parameter, or the 64-bit value a pointer
        // parameter points to (a token passed by reference).
        if (MU.Op == MbOp::Wait && !I.hasMod(".parity") && I.S->Operands.size() >= 3 &&
            I.S->Operands[2]->K == Expr::Symbol) {
          const Expr *TokE = I.S->Operands[2];
          if (auto TP = AsParam(TokE, K); TP && TP->Add == 0) {
            C.TokenOperand = TP;
          } else {
            ValueOrigin O = traceCopies(F, Ctx, TokE, K);
            if (O.RootDef >= 0 && O.Add == 0) {
              const Inst &L = F.Insts[O.RootDef];
              if (L.opcode() == "ld" && !L.S->Guard && L.S->Operands.size() == 2 &&
                  accessBytes(L) == 8 && !isVectorAccess(L) &&
                  (L.hasMod(".local") || !otherSpace(L)))
                if (auto DP = AsParam(L.S->Operands[1], O.RootDef); DP)
                  C.TokenDeref = DP;
            }
          }
        }
        S.Ops.push_back(std::move(C));
      }
    }
    if (S.Ops.size() >= 64)
      continue;
    if (const Expr *M = membermaskOperand(I)) {
      if (!EveryCall(I))
        continue;
      CalleeOp C = OpAt(CalleeOp::Collective, I);
      if (auto V = ConstOf(M, K))
        C.Const = *V;
      else if (auto P = AsParam(M, K); P && P->Add == 0)
        C.Operand = P;
      else
        continue;
      S.Ops.push_back(std::move(C));
      continue;
    }
    if ((I.Kind == InstKind::CtaBarrier || I.Kind == InstKind::CtaArrive) && !I.hasMod(".red") &&
        I.S->Operands.size() == 2 && EveryCall(I)) {
      // A named barrier with a thread count (nvcc -G's out-of-line
      // __barrier_sync_count(id, count)): id and count as constants or
      // parameters, checked at the call.
      CalleeOp C = OpAt(CalleeOp::Barrier, I);
      const Expr *IdE = I.S->Operands[0], *CountE = I.S->Operands[1];
      // A 4-byte load through a pointer parameter (a member read through
      // `this`), when nothing the callee stores can have changed it.
      auto DerefOf = [&](const Expr *E) -> std::optional<ParamRef> {
        if (!storesOnlyOwnFrame(F) ||
            llvm::any_of(F.Insts, [](const Inst &X) { return X.Kind == InstKind::Call; }))
          return std::nullopt;
        ValueOrigin O = traceCopies(F, Ctx, E, K);
        if (O.RootDef < 0 || O.Add != 0)
          return std::nullopt;
        const Inst &L = F.Insts[O.RootDef];
        if (L.opcode() != "ld" || L.S->Guard || L.S->Operands.size() != 2 ||
            accessBytes(L) != 4 || isVectorAccess(L) || L.hasMod(".param") ||
            L.hasMod(".local") || otherSpace(L))
          return std::nullopt;
        return AsParam(L.S->Operands[1], O.RootDef);
      };
      if (auto V = ConstOf(IdE, K))
        C.Const = *V;
      else if (auto P = AsParam(IdE, K))
        C.Operand = P;
      else
        C.IdDeref = DerefOf(IdE);
      if (auto V = ConstOf(CountE, K))
        C.CountConst = *V;
      else if (auto P = AsParam(CountE, K))
        C.CountOperand = P;
      else
        C.CountDeref = DerefOf(CountE);
      if ((C.Const || C.Operand || C.IdDeref) &&
          (C.CountConst || C.CountOperand || C.CountDeref))
        S.Ops.push_back(std::move(C));
      continue;
    }
    llvm::StringRef Opc = I.opcode();
    bool MayAccess = Opc == "ld" || Opc == "ldu" || Opc == "st" || Opc == "atom" ||
                     Opc == "red" || Opc == "cp" || Opc == "ldmatrix" || Opc == "stmatrix" ||
                     Opc == "mbarrier";
    if (MayAccess && !I.hasMod(".param") && !I.hasMod(".local") &&
        (EveryCall(I) || FirstTrip(I))) {
      // Memory accesses through a pointer argument, with the alignment
      // they need (misaligned-access checks them at the call).
      Accs.clear();
      memoryAccesses(I, [&](const Expr *E) { return ConstOf(E, K); }, Accs);
      for (const MemAccess &A : Accs) {
        if (A.Align < 2 || (A.Align & (A.Align - 1)) || S.Ops.size() >= 64)
          continue;
        if (!F.Depot.empty() && F.depot().isDepotAddress(A.Addr))
          continue;
        auto P = AsParam(A.Addr, K);
        llvm::SmallVector<CalleeOp::ScaledParam, 1> Index;
        if (!P) {
          // A pointer parameter plus others times constants (`p + 4*i`),
          // and terms that are multiples of the alignment.
          unsigned Bits = llvm::countTrailingZeros(A.Align);
          auto PF = paramFormModulo(F, Ctx, A.Addr, K, Bits);
          auto Split = PF ? splitAccess(Fn, *PF) : std::nullopt;
          if (!Split)
            continue;
          P = Split->first;
          Index = std::move(Split->second);
        }
        CalleeOp C = OpAt(CalleeOp::Access, I);
        C.Operand = P;
        C.Index = std::move(Index);
        C.Align = A.Align;
        S.Ops.push_back(std::move(C));
      }
      if (!Accs.empty())
        continue;
    }
    if (I.Kind != InstKind::Call)
      continue;
    CallBinding B = bindCall(Ctx, F, K);
    // A call that may recurse (the callee lies on a call-graph cycle with
    // this function) is unknown here: following it summarised every other
    // function of the cycle inside this summary, once per function analysed
    // (quadratic in the cycle's length), and the function the recursion met
    // first decided what the others saw.
    bool Recurses = B.Callee && Ctx.onCallCycle(Fn, *B.Callee);
    const CalleeSummary *InnerP = &calleeSummary(Ctx, nullptr);
    if (B.Callee && !Recurses) {
      llvm::SmallVector<ArgConst, 4> Read = relevantConstants(
          Ctx, *B.Callee, callConstants(Ctx, F, B, 0, PassOn ? &CB : nullptr));
      if (!Read.empty()) {
        auto &Sets = SpecAsked[B.Callee];
        if (!llvm::is_contained(Sets, Read)) {
          if (Sets.size() < MaxSpecialisations)
            Sets.push_back(Read);
          else
            Read.clear();
        }
      }
      InnerP = &summaryOf(Ctx, *B.Callee, Read, Read.empty() ? 0 : PassOn ? SpecDepth + 1 : 1);
    }
    const CalleeSummary &Inner = *InnerP;
    if (!Inner.Known) {
      S.MayBarrier = true;
      S.MayCtaBarrier = true;
      // The CUDA system calls behind device-side printf, malloc and assert
      // (`.extern .func __assertfail`, reached from nvcc -G's out-of-line
      // libcu++ helpers such as `__cccl_thread_sleep_for`) make no mbarrier
      // operation.
      if (!isMbarrierFreeSystemCall(B))
        S.TouchesMbarrier = true, S.MbarrierExact = false;
      continue;
    }
    S.TouchesMbarrier |= Inner.TouchesMbarrier;
    S.MayBarrier |= Inner.MayBarrier;
    S.MayCtaBarrier |= Inner.MayCtaBarrier;
    if (Inner.TouchesMbarrier && !Inner.MbarrierExact)
      S.MbarrierExact = false;
    const bool Trip = !EveryCall(I) && FirstTrip(I);
    if (!EveryCall(I)) {
      for (const CalleeOp &IO : Inner.Ops)
        if (IO.K == CalleeOp::Mbarrier)
          S.MbarrierExact = false;
      if (!Trip)
        continue;
    }
    // An operand of an inner operation, seen at this call: the argument's
    // constant value (when \p AllowConst), or the parameter of this
    // function it copies; the inner Add carried over. Neither: nullopt.
    struct Mapped {
      std::optional<uint64_t> Const;
      std::optional<ParamRef> Param;
    };
    auto MapArg = [&](const ParamRef &In, bool AllowConst) -> std::optional<Mapped> {
      const CallBinding::Piece *A = B.arg(In.Param, In.Off);
      if (!A)
        return std::nullopt;
      if (auto V = evalConstExpr(A->Value); V && AllowConst)
        return Mapped{static_cast<uint64_t>(*V + In.Add), std::nullopt};
      if (auto P = AsParam(A->Value, A->Store)) {
        P->Add += In.Add;
        return Mapped{std::nullopt, P};
      }
      return std::nullopt;
    };
    for (const CalleeOp &IO : Inner.Ops) {
      if (Trip && IO.K != CalleeOp::Access)
        continue; // the first trip's accesses only
      if (IO.K == CalleeOp::Mbarrier) {
        // Exact only when the object's address maps to this function's
        // parameters; a count that does not map is left unknown.
        // (A fixed object stays what it is.)
        std::optional<Mapped> P;
        if (IO.Operand)
          P = MapArg(*IO.Operand, /*AllowConst=*/false);
        // Or through a field of an object (analyses/PointeeFields.h).
        std::optional<ParamRef> FieldOperand, FieldAt;
        bool ViaField = ((IO.Operand && !P) || IO.OperandAt) &&
                        mapObjectAtCall(F, Ctx, B, P ? std::nullopt : IO.Operand, IO.OperandAt,
                                        FieldOperand, FieldAt);
        if ((IO.Operand && !P && !ViaField) ||
            (!IO.Operand && IO.ObjectVar.empty() && !(IO.OperandAt && ViaField)) ||
            S.Ops.size() >= 64 || (IO.Mb != MbOp::Wait && F.inCycle(I.Block))) {
          S.MbarrierExact = false;
          continue;
        }
        CalleeOp C = IO;
        // A nested wait's token, seen at this call: the argument (or the
        // field of the object an argument points to) in this function's
        // parameters, as the object is mapped (mapObjectAtCall): libcu++'s
        // `barrier::wait(token&&)` copies the token into its poll tester's
        // field, whose `operator()` passes it to `__try_wait` by value.
        // A nested arrive's token is returned by this function when its
        // return value is that call's result (below).
        C.TokenOperand.reset();
        C.TokenDeref.reset();
        C.ReturnsToken = false;
        if (IO.Mb == MbOp::Wait && (IO.TokenOperand || IO.TokenDeref)) {
          std::optional<ParamRef> TO, TD;
          if (mapObjectAtCall(F, Ctx, B, IO.TokenOperand, IO.TokenDeref, TO, TD,
                              /*FieldDeref=*/true) &&
              (!TO || TO->Add == 0)) {
            C.TokenOperand = TO;
            C.TokenDeref = TD;
          }
        }
        if (IO.Mb == MbOp::Arrive && IO.ReturnsToken)
          TokenArriveAt.push_back({K, static_cast<unsigned>(S.Ops.size())});
        if (P)
          C.Operand = P->Param;
        if (ViaField) {
          C.Operand = FieldOperand;
          C.OperandAt = FieldAt;
        }
        // A value tied to an inner parameter (or to the value it points
        // to), seen at this call; one that does not map is left unknown.
        auto Remap = [&](const std::optional<ParamRef> &InOperand,
                         const std::optional<ParamRef> &InDeref, std::optional<uint64_t> &Const,
                         std::optional<ParamRef> &Operand, std::optional<ParamRef> &Deref) {
          Operand.reset();
          Deref.reset();
          if (InOperand) {
            if (auto M = MapArg(*InOperand, /*AllowConst=*/true)) {
              if (M->Const)
                Const = M->Const;
              Operand = M->Param;
            }
          } else if (InDeref) {
            if (auto M = MapArg(*InDeref, /*AllowConst=*/false))
              Deref = M->Param;
            else if (const CallBinding::Piece *A = B.arg(InDeref->Param, InDeref->Off)) {
              // A pointer to this function's own stack slot (barrier::arrive
              // stores its count there for cuda::ptx's `const uint32_t &`):
              // the 32-bit value stored there last, a constant or a
              // parameter (analyses/PointeeFields.h).
              if (auto DO = depotPointerOffset(F, A->Value, A->Store)) {
                auto W = depotFieldWriters(F, Ctx, *DO + InDeref->Add, 1, A->Store, 4);
                if (W[0] >= 0 && F.Insts[W[0]].S->Operands.size() == 2) {
                  const Expr *V = F.Insts[W[0]].S->Operands[1];
                  unsigned VAt = static_cast<unsigned>(W[0]);
                  if (auto CV = ConstOf(V, VAt))
                    Const = *CV & 0xffffffffu;
                  else if (auto P = AsParam(V, VAt); P && P->Add == 0)
                    Operand = P;
                }
              }
            }
          }
        };
        Remap(IO.CountOperand, IO.CountDeref, C.CountConst, C.CountOperand, C.CountDeref);
        Remap(IO.TxOperand, IO.TxDeref, C.TxConst, C.TxOperand, C.TxDeref);
        S.Ops.push_back(std::move(C));
        continue;
      }
      if (S.Ops.size() >= 64)
        continue;
      if (IO.K == CalleeOp::Access && IO.Operand) {
        // The inner address in this function's parameters: each argument's
        // ParamForm, times the inner term's scale.
        ParamForm Sum = ParamForm::constant(IO.Operand->Add);
        bool Ok = true;
        unsigned Bits = llvm::countTrailingZeros(IO.Align);
        auto Term = [&](unsigned Param, int64_t Off, int64_t Scale) {
          const CallBinding::Piece *A = B.arg(Param, Off);
          // (A term that is a multiple of the alignment may be left out.)
          auto PF = A ? paramFormModulo(F, Ctx, A->Value, A->Store, Bits) : std::nullopt;
          if (!PF)
            return false;
          Sum.add(*PF, Scale);
          return true;
        };
        Ok = Term(IO.Operand->Param, IO.Operand->Off, 1);
        for (const CalleeOp::ScaledParam &T : IO.Index)
          Ok = Ok && Term(T.Param, T.Off, T.Scale);
        auto Split = Ok ? splitAccess(Fn, Sum) : std::nullopt;
        if (!Split)
          continue;
        CalleeOp C = IO;
        C.Operand = Split->first;
        C.Index = std::move(Split->second);
        S.Ops.push_back(std::move(C));
        continue;
      }
      // (A barrier whose id or count a field of an object holds is checked
      // at the call that passes the object, not lifted further.)
      if (IO.K == CalleeOp::Barrier && (IO.IdDeref || IO.CountDeref))
        continue;
      CalleeOp C = IO;
      if (IO.Operand) {
        auto M = MapArg(*IO.Operand, /*AllowConst=*/IO.K != CalleeOp::Access);
        if (!M)
          continue;
        C.Const = M->Const ? M->Const : C.Const;
        C.Operand = M->Param;
      }
      if (IO.CountOperand) {
        auto M = MapArg(*IO.CountOperand, /*AllowConst=*/true);
        if (!M)
          continue;
        C.CountConst = M->Const ? M->Const : C.CountConst;
        C.CountOperand = M->Param;
      }
      S.Ops.push_back(std::move(C));
    }
  }
  S.ReturnConst.assign(S.Returns.size(), std::nullopt);
  S.ReturnShared.assign(S.Returns.size(), false);
  // An arrive whose state token the function returns as its first return
  // value (through copies): the caller's result is that token.
  if (!RetStore.empty() && RetStore[0] >= 0 &&
      accessBytes(F.Insts[RetStore[0]]) == 8) {
    ValueOrigin O = traceCopies(F, Ctx, F.Insts[RetStore[0]].S->Operands[1], RetStore[0]);
    if (O.RootDef >= 0 && O.Add == 0) {
      const Inst &A = F.Insts[O.RootDef];
      if (classifyMbarrier(A).Op == MbOp::Arrive && A.Defs.size() == 1 && !A.S->Guard &&
          A.opcode() == "mbarrier")
        for (CalleeOp &C : S.Ops)
          if (C.K == CalleeOp::Mbarrier && C.Where == A.S && C.Mb == MbOp::Arrive)
            C.ReturnsToken = true;
    }
    // Or the first result of a call that returns an arrive's token
    // (libcu++'s `barrier::arrive` around cuda::ptx's `mbarrier_arrive`),
    // through 64-bit copies, on every live path to the return store.
    // (Also an own arrive that reaches the return through a join of
    // paths the constants leave one of: libcu++'s generic fallback.)
    if (!TokenArriveAt.empty() || Spec) {
      std::optional<unsigned> Call;
      bool Ok = true;
      std::function<void(const Expr *, unsigned, unsigned)> Walk =
          [&](const Expr *E, unsigned At, unsigned Depth) {
            std::optional<unsigned> R;
            if (E && E->K == Expr::Symbol && E->Selector.Text.empty())
              R = F.lookupReg(E->Name);
            llvm::SmallVector<unsigned, 4> Defs;
            if (!Ok || Depth > 8 || !R || F.Regs[*R].IsParam || !F.reachingDefs(*R, At, Defs) ||
                Defs.empty()) {
              Ok = false;
              return;
            }
            for (unsigned D : Defs) {
              const Inst &DI = F.Insts[D];
              if (!Live(DI.Block))
                continue;
              unsigned Ret;
              int64_t Off;
              if (DI.S->Guard || DI.Defs.size() != 1 || DI.S->Operands.size() != 2) {
                Ok = false;
              } else if (auto C = callOfResult(F, D, Ret, Off)) {
                if (Ret != 0 || Off != 0 || accessBytes(DI) != 8 || (Call && *Call != *C))
                  Ok = false;
                Call = *C;
              } else if (DI.opcode() == "mbarrier" && classifyMbarrier(DI).Op == MbOp::Arrive) {
                if (Call && *Call != D)
                  Ok = false;
                Call = D;
              } else if ((DI.opcode() == "mov" || DI.opcode() == "cvt") &&
                         llvm::all_of(DI.S->Mods, [](const Word &M) {
                           unsigned B = typeSizeBytes(M.Text);
                           return !B || B == 8;
                         })) {
                Walk(DI.S->Operands[1], D, Depth + 1);
              } else {
                Ok = false;
              }
              if (!Ok)
                return;
            }
          };
      Walk(F.Insts[RetStore[0]].S->Operands[1], RetStore[0], 0);
      if (Ok && Call) {
        for (auto [CallAt, OpIdx] : TokenArriveAt)
          if (CallAt == *Call && OpIdx < S.Ops.size())
            S.Ops[OpIdx].ReturnsToken = true;
        if (F.Insts[*Call].Kind != InstKind::Call)
          for (CalleeOp &C : S.Ops)
            if (C.K == CalleeOp::Mbarrier && C.Where == F.Insts[*Call].S &&
                C.Mb == MbOp::Arrive)
              C.ReturnsToken = true;
      }
    }
  }
  for (unsigned R = 0; R < RetStore.size(); ++R) {
    if (RetStore[R] < 0)
      continue;
    const Expr *V = F.Insts[RetStore[R]].S->Operands[1];
    S.Returns[R] = AsParam(V, RetStore[R]);
    if (Spec) {
      S.ReturnConst[R] = CB.valueAt(V, RetStore[R]);
      S.ReturnShared[R] = CB.sharedAt(V, RetStore[R]);
    }
    if (auto PF = paramForm(F, Ctx, V, RetStore[R])) {
      S.ReturnForms[R] = ReturnForm{PF->Terms, PF->Const, 64};
      continue;
    }
    // mapa of a parameter (plus a constant): the peer CTA's copy keeps the
    // low 4 bits (ValueFacts).
    ValueOrigin O = traceCopies(F, Ctx, V, RetStore[R]);
    if (O.RootDef < 0)
      continue;
    const Inst &M = F.Insts[O.RootDef];
    if (M.opcode() != "mapa" || M.S->Guard || M.Defs.size() != 1 || M.S->Operands.size() != 3)
      continue;
    if (auto PF = paramForm(F, Ctx, M.S->Operands[1], static_cast<unsigned>(O.RootDef))) {
      PF->add(ParamForm::constant(O.Add), 1);
      S.ReturnForms[R] = ReturnForm{PF->Terms, PF->Const, 4};
    }
  }
}

static std::optional<CallResultForm> affineCallResultForm(FunctionIR &F,
                                                          const AnalysisContext &Ctx,
                                                          unsigned LdIdx, unsigned Depth);

std::optional<CallResultForm> ptx::callResultForm(FunctionIR &F, const AnalysisContext &Ctx,
                                                  unsigned LdIdx, unsigned Depth) {
  if (auto R = affineCallResultForm(F, Ctx, LdIdx, Depth))
    return R;
  // What a member function returns from its object (`span::data()`: a load
  // through its `this`), the object in this function's depot.
  return objectCallResultForm(F, Ctx, LdIdx, Depth);
}

static std::optional<CallResultForm> affineCallResultForm(FunctionIR &F,
                                                          const AnalysisContext &Ctx,
                                                          unsigned LdIdx, unsigned Depth) {
  unsigned Ret;
  int64_t Off;
  auto C = callOfResult(F, LdIdx, Ret, Off);
  if (!C || Off != 0 || F.Insts[LdIdx].Defs.size() != 1 || isVectorAccess(F.Insts[LdIdx]))
    return std::nullopt;
  CallBinding B = bindCall(Ctx, F, *C);
  // A call that may recurse: following its summary would nest the cycle.
  if (!B.Callee || Ctx.onCallCycle(F.F, *B.Callee))
    return std::nullopt;
  const CalleeSummary &S = callSummary(Ctx, F, B, Depth + 1);
  if (!S.Known || Ret >= S.ReturnForms.size() || !S.ReturnForms[Ret])
    return std::nullopt;
  const ReturnForm &RF = *S.ReturnForms[Ret];
  CallResultForm Out;
  Out.Const = RF.Const;
  Out.KeepBits = RF.KeepBits;
  for (const CalleeOp::ScaledParam &T : RF.Terms) {
    const CallBinding::Piece *A = B.arg(T.Param, T.Off);
    if (!A || A->Value->K == Expr::Vector)
      return std::nullopt;
    Out.Terms.push_back({A->Value, A->Store, T.Scale});
  }
  return Out;
}

static void computeControlParams(const AnalysisContext &Ctx, const Function &Fn,
                                 llvm::SmallVector<std::pair<unsigned, int64_t>, 2> &Out);

const llvm::SmallVector<std::pair<unsigned, int64_t>, 2> &
ptx::controlParams(const AnalysisContext &Ctx, const Function &Fn) {
  auto It = Ctx.ControlParams.find(&Fn);
  if (It != Ctx.ControlParams.end())
    return *It->second;
  auto Shared = Ctx.facts().ControlParams.get(&Fn, [&] {
    llvm::SmallVector<std::pair<unsigned, int64_t>, 2> Out;
    computeControlParams(Ctx, Fn, Out);
    return Out;
  });
  // (Never null: computing it asks nothing else.)
  return *(Ctx.ControlParams[&Fn] = Shared.get());
}

static void computeControlParams(const AnalysisContext &Ctx, const Function &Fn,
                                 llvm::SmallVector<std::pair<unsigned, int64_t>, 2> &Out) {
  FunctionIR &F = Ctx.calleeIR(Fn);
  llvm::BitVector Tainted(F.Regs.size());
  for (unsigned L = 0; L < F.Insts.size() && F.Insts.size() <= 3000; ++L) {
    const Inst &LI = F.Insts[L];
    int64_t Off;
    const Expr *Base;
    std::optional<unsigned> P;
    if (LI.opcode() != "ld" || !LI.hasMod(".param") || LI.Defs.size() != 1 ||
        LI.S->Operands.size() != 2 || !(Base = addressBase(LI.S->Operands[1], Off)) ||
        !(P = paramIndex(Fn, Base->Name)) || llvm::is_contained(Out, std::make_pair(*P, Off)))
      continue;
    // Forward through every instruction that reads a value derived from the
    // load, to a fixed point (loops); relevant when one is a guard or an
    // argument passed on to a call.
    Tainted.reset();
    // Depot stores of a derived value: the loads that read them back
    // derive from it too (nvcc -G passes every argument through the stack).
    llvm::SmallDenseSet<unsigned, 8> TaintedStores;
    if (LI.Defs[0].Reg < Tainted.size())
      Tainted.set(LI.Defs[0].Reg);
    bool Relevant = false, Changed = true;
    for (unsigned Pass = 0; Changed && !Relevant && Pass < 8; ++Pass) {
      Changed = false;
      for (unsigned K = L + 1; K < F.Insts.size() && !Relevant; ++K) {
        const Inst &I = F.Insts[K];
        bool Reads = false;
        for (const RegRef &U : I.Uses)
          Reads |= U.Reg < Tainted.size() && Tainted.test(U.Reg);
        if (!Reads && !TaintedStores.empty() && I.opcode() == "ld" && !F.Depot.empty()) {
          int St = F.depot().storeOf(K);
          Reads = St >= 0 && TaintedStores.count(static_cast<unsigned>(St));
        }
        if (!Reads)
          continue;
        if (I.opcode() == "st" && !I.hasMod(".param") && !F.Depot.empty() &&
            !I.S->Operands.empty() && F.depot().isDepotAddress(I.S->Operands[0]) &&
            TaintedStores.insert(K).second)
          Changed = true;
        if (I.Guard >= 0 && static_cast<unsigned>(I.Guard) < Tainted.size() &&
            Tainted.test(static_cast<unsigned>(I.Guard)))
          Relevant = true;
        if (I.opcode() == "st" && I.hasMod(".param"))
          Relevant = true; // an argument (or the return value) passed on
        for (const RegRef &D : I.Defs)
          if (D.Reg < Tainted.size() && !Tainted.test(D.Reg)) {
            Tainted.set(D.Reg);
            Changed = true;
          }
      }
    }
    if (Relevant)
      Out.push_back({*P, Off});
  }
}

static const CalleeSummary UnknownSummary;

static const CalleeSummary &summaryOf(const AnalysisContext &Ctx, const Function &Fn,
                                      llvm::ArrayRef<ArgConst> Read, unsigned SpecDepth) {
  std::string Key = Fn.Name.Text.str();
  if (!Read.empty())
    Key = specialisationKey(Fn.Name.Text, Read) + '@' + std::to_string(SpecDepth);
  auto It = Ctx.Summaries.find(Key);
  if (It != Ctx.Summaries.end())
    return *It->second;
  auto Sum = Ctx.facts().Summaries.get(Key, [&] {
    CalleeSummary S;
    computeIsolated([&] { summarise(Ctx, Fn, S, Read, SpecDepth); });
    return S;
  });
  if (!Sum)
    return UnknownSummary; // asked again while being computed: cannot happen (calls on cycles are cut)
  return *(Ctx.Summaries[Key] = Sum.get());
}

const CalleeSummary &ptx::calleeSummary(const AnalysisContext &Ctx, const Function *Fn,
                                        llvm::ArrayRef<ArgConst> Args) {
  if (!Fn || !Fn->Body || Fn->IsEntry)
    return UnknownSummary;
  // Only the constants that can decide something in the callee (a branch,
  // a guard, an argument it passes on) make a difference.
  llvm::SmallVector<ArgConst, 4> Read = relevantConstants(Ctx, *Fn, Args);
  return summaryOf(Ctx, *Fn, Read, Read.empty() ? 0 : 1);
}

llvm::SmallVector<ArgConst, 4> ptx::callConstants(const AnalysisContext &Ctx, FunctionIR &F,
                                                  const CallBinding &B, unsigned Depth,
                                                  ConstBranches *CB) {
  llvm::SmallVector<ArgConst, 4> Out;
  for (const CallBinding::Piece &P : B.Args) {
    unsigned Bytes = accessBytes(F.Insts[P.Store]);
    if (!Bytes || Bytes > 8 || isVectorAccess(F.Insts[P.Store]))
      continue;
    std::optional<uint64_t> V;
    if (auto K = evalConstExpr(P.Value))
      V = static_cast<uint64_t>(*K);
    else if (CB)
      V = CB->valueAt(P.Value, P.Store);
    if (!V) {
      reached(Depth + ArgTraceMargin);
      if (Depth > MaxTraceDepth - ArgTraceMargin)
        Walk.Cut = true;
    }
    if (!V && Depth <= MaxTraceDepth - ArgTraceMargin) {
      ValueOrigin O = traceCopies(F, Ctx, P.Value, P.Store, Depth + 1);
      if (O.Steps)
        if (auto K = evalConstExpr(O.Root))
          V = static_cast<uint64_t>(*K + O.Add);
    }
    if (!V) {
      // Not a constant: perhaps a generic address in the shared window.
      if (Bytes == 8 && (CB ? CB->sharedAt(P.Value, P.Store)
                            : isGenericSharedAddress(F, Ctx, P.Value, P.Store, Depth + 1)))
        Out.push_back({P.Arg, P.Off, 8, 0, /*SharedAddr=*/true});
      else if (Bytes == 8 && ((CB && CB->globalAt(P.Value, P.Store)) ||
                              isGenericGlobalAddress(F, Ctx, P.Value, P.Store, Depth + 1)))
        Out.push_back({P.Arg, P.Off, 8, 0, /*SharedAddr=*/false, /*GlobalAddr=*/true});
      else if (Bytes == 8 && B.Callee && !B.Callee->IsEntry &&
               llvm::is_contained(controlParams(Ctx, *B.Callee), std::make_pair(P.Arg, P.Off)))
        // A pointer to an object whose field holds one (the stack object
        // libcu++'s barrier::wait polls through: analyses/PointeeFields.h).
        for (int64_t Fd : pointeeSharedFields(F, Ctx, P.Value, P.Store, CB, Depth))
          Out.push_back({P.Arg, P.Off, 8, static_cast<uint64_t>(Fd), false, false,
                         /*PointeeShared=*/true});
      continue;
    }
    uint64_t Value = Bytes >= 8 ? *V : *V & ((1ull << (Bytes * 8)) - 1);
    Out.push_back({P.Arg, P.Off, Bytes, Value});
  }
  llvm::sort(Out, [](const ArgConst &A, const ArgConst &B) {
    return std::tie(A.Param, A.Off) < std::tie(B.Param, B.Off);
  });
  return Out;
}

/// The one unguarded definition reaching \p At of the (non-parameter)
/// register \p E, for the address-window walks below, or null; \p D gets
/// its index.
static const Inst *addressWalkDef(FunctionIR &F, const Expr *E, unsigned At, unsigned Depth,
                                  int &D) {
  if (!E || E->K != Expr::Symbol || !E->Selector.Text.empty())
    return nullptr;
  if (Depth > MaxTraceDepth) {
    Walk.Cut = true;
    return nullptr;
  }
  reached(Depth);
  auto R = F.lookupReg(E->Name);
  if (!R || F.Regs[*R].IsParam)
    return nullptr;
  D = F.reachingDef(*R, At);
  if (D < 0)
    return nullptr;
  const Inst &I = F.Insts[D];
  if (I.Defs.size() != 1 || I.S->Guard)
    return nullptr;
  return &I;
}

/// Every type word of \p I is a 64-bit integer type (and there is one).
static bool typesAre64BitInt(const Inst &I) {
  bool Any = false;
  for (const Word &M : I.S->Mods) {
    unsigned B = typeSizeBytes(M.Text);
    if (!B)
      continue;
    if (B != 8 || hasFloatType(I))
      return false;
    Any = true;
  }
  return Any;
}

/// \p Compute's answer for definition \p D walked from \p Depth, through
/// \p Memo (FunctionIR::SharedAddrMemo or GlobalAddrMemo) on traceDef's
/// terms: an answer found without reaching the depth limit is reused by any
/// walk that leaves room for its height.
static bool memoAddressWalk(llvm::DenseMap<unsigned, FunctionIR::WalkedAddr> &Memo, unsigned D,
                            unsigned Depth, llvm::function_ref<bool()> Compute) {
  auto It = Memo.find(D);
  if (It != Memo.end() && Depth + It->second.Height <= MaxTraceDepth) {
    reached(Depth + It->second.Height);
    return It->second.Value;
  }
  TraceWalk Outer = Walk;
  Walk = TraceWalk{Depth, false};
  bool V = Compute();
  if (!Walk.Cut)
    Memo[D] = FunctionIR::WalkedAddr{V, Walk.Max - Depth};
  Walk.Max = std::max(Walk.Max, Outer.Max);
  Walk.Cut = Walk.Cut || Outer.Cut;
  return V;
}

static bool isGenericSharedDef(FunctionIR &F, const AnalysisContext &Ctx, const Inst &I, int D,
                               unsigned Depth);
static bool isGenericGlobalDef(FunctionIR &F, const AnalysisContext &Ctx, const Inst &I, int D,
                               unsigned Depth);

bool ptx::isGenericSharedAddress(FunctionIR &F, const AnalysisContext &Ctx, const Expr *E,
                                 unsigned At, unsigned Depth) {
  int D;
  const Inst *IP = addressWalkDef(F, E, At, Depth, D);
  if (!IP)
    return false;
  return memoAddressWalk(F.SharedAddrMemo, D, Depth,
                         [&] { return isGenericSharedDef(F, Ctx, *IP, D, Depth); });
}

bool ptx::isGenericGlobalAddress(FunctionIR &F, const AnalysisContext &Ctx, const Expr *E,
                                 unsigned At, unsigned Depth) {
  int D;
  const Inst *IP = addressWalkDef(F, E, At, Depth, D);
  if (!IP)
    return false;
  return memoAddressWalk(F.GlobalAddrMemo, D, Depth,
                         [&] { return isGenericGlobalDef(F, Ctx, *IP, D, Depth); });
}

/// isGenericSharedAddress for the definition \p I (index \p D).
static bool isGenericSharedDef(FunctionIR &F, const AnalysisContext &Ctx, const Inst &I, int D,
                               unsigned Depth) {
  auto Ops = I.S->Operands;
  llvm::StringRef Op = I.opcode();
  auto Wide = [&]() { return typesAre64BitInt(I); };
  auto Next = [&](const Expr *X, unsigned XAt) {
    return isGenericSharedAddress(F, Ctx, X, XAt, Depth + 1);
  };
  if (Op == "cvta" && !I.hasMod(".to"))
    return (I.hasMod(".shared") || I.hasMod(".shared::cta")) && Wide();
  if ((Op == "mov" || Op == "cvt") && Ops.size() == 2 && Ops[1]->K == Expr::Symbol && Wide())
    return Next(Ops[1], D);
  if ((Op == "add" || Op == "sub") && Ops.size() == 3 && Wide() && !I.hasMod(".cc")) {
    bool A = Next(Ops[1], D), B = Op == "add" && Next(Ops[2], D);
    return A != B;
  }
  if (Op == "ld" && Ops.size() == 2 && accessBytes(I) == 8 && !isVectorAccess(I)) {
    if (!F.Depot.empty()) {
      int St = F.depot().storeOf(D);
      if (St >= 0)
        return Next(F.Insts[St].S->Operands[1], St);
    }
    unsigned Ret;
    int64_t Off;
    if (auto C = callOfResult(F, D, Ret, Off); C && Off == 0) {
      // A callee that returns its argument unchanged (a 64-bit copy chain:
      // not `__cvta_generic_to_shared`, whose conversion the summary's
      // Returns follows too) or, under the call's facts, a shared address.
      CallBinding B = bindCall(Ctx, F, *C);
      if (!B.Callee || Ctx.onCallCycle(F.F, *B.Callee))
        return false;
      const CalleeSummary &S = callSummary(Ctx, F, B, Depth + 1);
      if (!S.Known)
        return false;
      if (Ret < S.ReturnShared.size() && S.ReturnShared[Ret])
        return true;
      if (Ret >= S.Returns.size() || !S.Returns[Ret] || S.Returns[Ret]->Off != 0)
        return false;
      const ParamRef &P = *S.Returns[Ret];
      const CallBinding::Piece *A = B.arg(P.Param, P.Off);
      if (!A || accessBytes(F.Insts[A->Store]) != 8)
        return false;
      // The callee's copy must keep the address: ask it under the fact.
      llvm::SmallVector<ArgConst, 1> Fact{{P.Param, P.Off, 8, 0, /*SharedAddr=*/true}};
      const CalleeSummary &Under = calleeSummary(Ctx, B.Callee, Fact);
      return Ret < Under.ReturnShared.size() && Under.ReturnShared[Ret] &&
             Next(A->Value, A->Store);
    }
  }
  return false;
}

/// isGenericGlobalAddress for the definition \p I (index \p D).
static bool isGenericGlobalDef(FunctionIR &F, const AnalysisContext &Ctx, const Inst &I, int D,
                               unsigned Depth) {
  auto Ops = I.S->Operands;
  llvm::StringRef Op = I.opcode();
  auto Wide = [&]() { return typesAre64BitInt(I); };
  auto Next = [&](const Expr *X, unsigned XAt) {
    return isGenericGlobalAddress(F, Ctx, X, XAt, Depth + 1);
  };
  if (Op == "cvta" && !I.hasMod(".to"))
    return I.hasMod(".global") && Wide();
  if ((Op == "mov" || Op == "cvt") && Ops.size() == 2 && Ops[1]->K == Expr::Symbol && Wide())
    return Next(Ops[1], D);
  if ((Op == "add" || Op == "sub") && Ops.size() == 3 && Wide() && !I.hasMod(".cc")) {
    // One side an address, the other an offset that is not (nor a shared one).
    bool A = Next(Ops[1], D), B = Op == "add" && Next(Ops[2], D);
    const Expr *Off = A ? Ops[2] : Ops[1];
    return A != B && !isGenericSharedAddress(F, Ctx, Off, D, Depth + 1);
  }
  if (Op == "ld" && Ops.size() == 2 && accessBytes(I) == 8 && !isVectorAccess(I)) {
    if (I.hasMod(".param") && F.F.IsEntry) {
      // A kernel's pointer parameter: what the host passes is global memory.
      int64_t Off;
      const Expr *Base = addressBase(Ops[1], Off);
      return Base && Off == 0 && paramIndex(F.F, Base->Name).has_value();
    }
    if (!F.Depot.empty()) {
      int St = F.depot().storeOf(D);
      if (St >= 0)
        return Next(F.Insts[St].S->Operands[1], St);
    }
  }
  return false;
}

const CalleeSummary &ptx::callSummary(const AnalysisContext &Ctx, FunctionIR &F,
                                      const CallBinding &B, unsigned Depth) {
  if (!B.Callee)
    return calleeSummary(Ctx, nullptr);
  return calleeSummary(Ctx, B.Callee, callConstants(Ctx, F, B, Depth));
}
