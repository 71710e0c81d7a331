//===- UninitializedDepot.cpp - uninitialized-register: the local depot ---===//
//
// nvcc -G keeps a function's local arrays and structs in its local depot
// (`mov.u64 %SPL, __local_depot0; cvta.local.u64 %SP, %SPL;`), and every
// read of an element is a load from the frame (`ld.f32 %f19, [%SP+28]`):
// an element nothing sets is read from memory, not from an unset register,
// so the register rule sees a register written by the load. This part of
// the rule finds such loads: a load at a constant depot offset whose bytes
// no store can have written on any path from the function's entry (the
// "definitely unset" standard of the register rule), and whose value the
// function uses for more than a copy.
//
// The frame is the function's own until its address escapes
// (DepotSlots::escapesAt): a depot address passed to a call, stored to
// memory or used by anything but a load, a store or the address arithmetic
// that forms another depot address. From such an instruction on, every
// byte may be written (a store of unknown bytes there); loads before every
// escape are asked about as in a frame that never escapes. A store into the frame at an offset
// the analysis cannot place (`st.f32 [%rd5], %f1` with %rd5 = %SP + 4*i)
// may write any byte.
//
//===----------------------------------------------------------------------===//
#include "analyses/Dataflow.h"
#include "analyses/DepotOffset.h"
#include "analyses/Interproc.h"
#include "checkers/CheckerContext.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseSet.h"
#include <algorithm>
#include <optional>

using namespace ptx;

namespace {
/// A load or store at a constant depot offset: bytes [Lo, Hi).
struct Placed {
  unsigned Inst;
  int64_t Lo, Hi;
};

/// Per instruction, what it does to the frame.
enum class FrameAct : unsigned char {
  None,
  Load,
  Store,
  StoreAny,
  /// A store of a register nothing in the function writes (an inline asm
  /// output the asm never sets, copied into its variable's slot): the
  /// bytes still hold nothing anyone set.
  StoreUnset,
};

/// Over the segments the loads read: the bytes some store may have written
/// on some path (union; a store never unwrites).
struct MayWritten {
  using State = llvm::BitVector;
  const FunctionIR &F;
  unsigned NumSegs;
  /// Per block, the segments its stores write (or all of them).
  const std::vector<llvm::BitVector> &Gen;
  State boundary() { return State(NumSegs, false); }
  State top() { return State(NumSegs, false); }
  void join(State &Into, const State &From) { Into |= From; }
  void transfer(unsigned B, State &S) { S |= Gen[B]; }
};

/// The state space of a depot access: generic or `.local` only.
bool frameSpace(const Inst &I) {
  return !(I.hasMod(".shared") || I.hasMod(".global") || I.hasMod(".param") ||
           I.hasMod(".const") || I.hasMod(".shared::cta") || I.hasMod(".shared::cluster"));
}

/// Whether the value of register \p R reaches anything but copies, bit
/// operations and stores (arithmetic, a comparison, an address, an mma
/// operand): a value
/// only moved around (nvcc -G copying an aggregate member by member, an
/// empty tag object's byte nobody set included) is not a wrong result.
/// Copies into the frame are followed to the loads of the same bytes.
bool consumed(FunctionIR &F, const DepotSlots &DS, unsigned R,
              const llvm::DenseMap<std::pair<int64_t, int64_t>, llvm::SmallVector<unsigned, 2>>
                  &LoadsAt,
              unsigned Depth, unsigned &Budget, bool Bits = false) {
  if (Depth > 6 || Budget == 0)
    return false; // a long chain of copies: not known to be used
  --Budget;
  for (unsigned K : F.readersOf(R)) {
    const Inst &I = F.Insts[K];
    if (!F.Blocks[I.Block].Reachable)
      continue;
    if (I.Guard == static_cast<int>(R))
      return true;
    llvm::StringRef Op = I.opcode();
    if (Op == "st" && I.S->Operands.size() == 2) {
      // The value, not the address.
      bool InAddr = false;
      for (const RegRef &U : I.Uses)
        InAddr |= U.Reg == R && U.E != I.S->Operands[1] &&
                  !llvm::is_contained(I.S->Operands[1]->Sub, U.E);
      if (InAddr)
        return true;
      if (!frameSpace(I) || !DS.isDepotAddress(I.S->Operands[0]))
        continue; // out of the function: a copy (an argument, an output)
      if (Bits)
        continue; // a word with a field masked in: its later loads read what was set
      auto O = depotOffsetInRange(DS.addressOffset(I.S->Operands[0]));
      if (!O)
        continue; // an element at an index: not followed
      auto It = LoadsAt.find({*O, *O + accessBytes(I)});
      if (It != LoadsAt.end())
        for (unsigned L : It->second)
          for (const RegRef &D : F.Insts[L].Defs)
            if (consumed(F, DS, D.Reg, LoadsAt, Depth + 1, Budget, Bits))
              return true;
      continue;
    }
    // Bit operations pass the value on: nvcc -G sets a bitfield by loading
    // the whole word (unset the first time), masking and or-ing the field
    // in and storing it back; the unset bits are masked out.
    static const char *const BitOps[] = {"and", "or",  "xor", "not", "cnot", "bfi",
                                         "bfe", "prmt", "shf", "shl", "shr", "cvt"};
    bool Passes = llvm::is_contained(BitOps, Op) && !I.Defs.empty();
    if (Passes || (Op == "mov" && I.Defs.size() == 1 && I.S->Operands.size() == 2 &&
                   (I.S->Operands[1]->K == Expr::Symbol || I.S->Operands[1]->K == Expr::Vector))) {
      if (consumed(F, DS, I.Defs[0].Reg, LoadsAt, Depth + 1, Budget, Bits || Passes))
        return true;
      continue;
    }
    return true;
  }
  return false;
}

/// The frame slots (exact byte ranges of scalar loads) whose every store
/// puts there a value derived only from the slots and registers of the
/// same set (Uninitialized.cpp's accumulator never set, through memory):
/// nvcc -G keeps `float c[4];` of a warp tile in the frame, and each pass
/// of the k loop loads c[i], copies it into the asm's register, runs
/// `mma ... {c}, {a}, {b}, {c}` and stores the result back. The greatest
/// such set, with the registers of the register rule (derivesFrom) and a
/// load of a slot of the set counting as a copy of it. Per slot number:
/// in the set; \p SlotOf maps a load to its slot number.
llvm::BitVector accumulatorSlots(FunctionIR &F, const std::vector<Placed> &Loads,
                                 const std::vector<Placed> &Stores,
                                 llvm::DenseMap<unsigned, unsigned> &SlotOf,
                                 std::vector<llvm::SmallVector<unsigned, 2>> &StoresOf) {
  llvm::DenseMap<std::pair<int64_t, int64_t>, unsigned> Id;
  std::vector<std::pair<int64_t, int64_t>> Range;
  for (const Placed &L : Loads) {
    if (F.Insts[L.Inst].Defs.size() != 1)
      continue;
    auto [It, New] = Id.try_emplace({L.Lo, L.Hi}, Range.size());
    if (New)
      Range.push_back({L.Lo, L.Hi});
    SlotOf[L.Inst] = It->second;
  }
  unsigned M = Range.size(), N = F.Regs.size();
  llvm::BitVector In(N + M, false);
  if (M == 0)
    return llvm::BitVector();
  // Slots by first byte, for the stores' overlaps.
  std::vector<unsigned> ByLo(M);
  for (unsigned X = 0; X < M; ++X)
    ByLo[X] = X;
  llvm::sort(ByLo, [&](unsigned A, unsigned B) { return Range[A] < Range[B]; });
  int64_t MaxW = 0;
  for (auto &R : Range)
    MaxW = std::max(MaxW, R.second - R.first);
  StoresOf.assign(M, {});
  std::vector<bool> Bad(M, false);
  for (const Placed &S : Stores) {
    auto It = std::lower_bound(ByLo.begin(), ByLo.end(), S.Lo - MaxW,
                               [&](unsigned X, int64_t V) { return Range[X].first < V; });
    for (; It != ByLo.end() && Range[*It].first < S.Hi; ++It) {
      unsigned X = *It;
      if (Range[X].second <= S.Lo)
        continue;
      const Inst &I = F.Insts[S.Inst];
      bool Exact = Range[X].first == S.Lo && Range[X].second == S.Hi && !I.S->Guard &&
                   F.Blocks[I.Block].Reachable && I.S->Operands[1]->K == Expr::Symbol;
      if (Exact)
        StoresOf[X].push_back(S.Inst);
      else
        Bad[X] = true;
    }
  }
  // The stored registers and, through their writes, the registers they
  // come from: the only ones that can be in the set.
  llvm::SmallVector<unsigned, 16> Work;
  auto Value = [&](unsigned St) -> unsigned {
    for (const RegRef &U : F.Insts[St].Uses)
      if (U.E == F.Insts[St].S->Operands[1])
        return U.Reg;
    return ~0u;
  };
  for (unsigned X = 0; X < M; ++X) {
    if (Bad[X] || StoresOf[X].empty())
      continue;
    In.set(N + X);
    for (unsigned St : StoresOf[X])
      Work.push_back(Value(St));
  }
  llvm::SmallVector<unsigned, 16> Members;
  while (!Work.empty()) {
    unsigned R = Work.pop_back_val();
    if (R >= N || In.test(R) || F.Regs[R].IsParam || F.Regs[R].Scoped || F.defsOf(R).empty() ||
        (R < F.WrittenWhereConstDead.size() && F.WrittenWhereConstDead.test(R)))
      continue;
    In.set(R);
    Members.push_back(R);
    for (unsigned D : F.defsOf(R))
      if (!SlotOf.count(D))
        for (const RegRef &U : F.Insts[D].Uses)
          Work.push_back(U.Reg);
  }
  // Readers[X]: the nodes whose membership reads X's.
  llvm::DenseMap<unsigned, llvm::SmallVector<unsigned, 2>> Readers;
  for (unsigned R : Members)
    for (unsigned D : F.defsOf(R)) {
      if (auto It = SlotOf.find(D); It != SlotOf.end())
        Readers[N + It->second].push_back(R);
      else
        for (const RegRef &U : F.Insts[D].Uses)
          if (U.Reg != R)
            Readers[U.Reg].push_back(R);
    }
  for (unsigned X = 0; X < M; ++X)
    if (In.test(N + X))
      for (unsigned St : StoresOf[X])
        Readers[Value(St)].push_back(N + X);
  for (unsigned R : Members)
    Work.push_back(R);
  for (unsigned X = 0; X < M; ++X)
    if (In.test(N + X))
      Work.push_back(N + X);
  while (!Work.empty()) {
    unsigned V = Work.pop_back_val();
    if (!In.test(V))
      continue;
    bool All = true;
    if (V >= N) {
      for (unsigned St : StoresOf[V - N])
        All = All && Value(St) < N && In.test(Value(St));
    } else {
      for (unsigned D : F.defsOf(V)) {
        auto It = SlotOf.find(D);
        All = All && (It != SlotOf.end() ? In.test(N + It->second)
                                         : derivesFrom(F.Insts[D], In, V));
      }
    }
    if (All)
      continue;
    In.reset(V);
    if (auto It = Readers.find(V); It != Readers.end())
      for (unsigned X : It->second)
        if (In.test(X))
          Work.push_back(X);
  }
  llvm::BitVector Out(M, false);
  for (unsigned X = 0; X < M; ++X)
    Out[X] = In.test(N + X);
  return Out;
}
} // namespace

void ptx::checkUninitializedDepot(FunctionAnalyses &FA, DiagnosticEngine &Diags) {
  FunctionIR &F = FA.IR;
  if (F.Depot.empty() || F.Blocks.empty())
    return;
  const DepotSlots &DS = F.depot();
  bool Escapes = DS.escapes();
  unsigned NumInsts = F.Insts.size();
  // With an escape, the blocks some escape reaches (its successors, and
  // on): their loads read bytes taken as written, and are not collected
  // (nvcc -G passes `this` on in the entry block of most functions, so
  // usually nothing is left to ask about).
  llvm::BitVector AfterEscape;
  if (Escapes) {
    AfterEscape.resize(F.numBlocks());
    llvm::SmallVector<unsigned, 16> Work;
    for (unsigned K = 0; K < NumInsts; ++K)
      if (DS.escapesAt(F.Insts[K]))
        for (unsigned S : F.Blocks[F.Insts[K].Block].Succs)
          Work.push_back(S);
    while (!Work.empty()) {
      unsigned B = Work.pop_back_val();
      if (AfterEscape.test(B))
        continue;
      AfterEscape.set(B);
      for (unsigned S : F.Blocks[B].Succs)
        Work.push_back(S);
    }
  }
  std::vector<FrameAct> Act(NumInsts, FrameAct::None);
  std::vector<Placed> Loads, Stores;
  bool EscapedInBlock = false;
  for (unsigned K = 0; K < NumInsts; ++K) {
    const Inst &I = F.Insts[K];
    llvm::StringRef Op = I.opcode();
    if (K == F.Blocks[I.Block].Begin)
      EscapedInBlock = false;
    // Where a depot address escapes (a store of it, a call's argument, a
    // comparison: DepotSlots::escapesAt), anything run from there on may
    // write any byte of the frame through it, this thread's callees and
    // later stores through reloaded pointers included (local memory is the
    // thread's own): the bytes are taken as written there. Loads no path
    // from an escape reaches are asked about as in a frame that never
    // escapes.
    if (Escapes && DS.escapesAt(I)) {
      Act[K] = FrameAct::StoreAny;
      EscapedInBlock = true;
      continue;
    }
    bool Ld = Op == "ld", St = Op == "st";
    if (!Ld && !St) {
      // Anything else that writes memory through a frame address escapes
      // (DepotSlots::escapes), so it writes no depot byte.
      continue;
    }
    if (I.S->Operands.size() < 2 || !frameSpace(I))
      continue;
    const Expr *A = I.S->Operands[St ? 0 : 1];
    if (A->K != Expr::Address)
      continue;
    bool IsDepot = DS.isDepotAddress(A);
    std::optional<int64_t> O = IsDepot ? depotOffsetInRange(DS.addressOffset(A)) : std::nullopt;
    unsigned Bytes = accessBytes(I);
    if (St) {
      // A `.local` store through an address not known to be in the depot
      // (a pointer from a register the analysis does not place) may write
      // the frame as well.
      if (!IsDepot && !I.hasMod(".local"))
        continue;
      if (!O || !Bytes) {
        Act[K] = FrameAct::StoreAny;
        continue;
      }
      const Expr *V = I.S->Operands[1];
      std::optional<unsigned> VR;
      for (const RegRef &U : I.Uses)
        if (U.E == V)
          VR = U.Reg;
      if (VR && *VR < F.Regs.size() && F.defsOf(*VR).empty() && !F.Regs[*VR].IsParam &&
          !(*VR < F.WrittenWhereConstDead.size() && F.WrittenWhereConstDead.test(*VR))) {
        Act[K] = FrameAct::StoreUnset;
        continue;
      }
      Act[K] = FrameAct::Store;
      Stores.push_back({K, *O, *O + Bytes});
      continue;
    }
    if (!IsDepot || !O || !Bytes || I.Defs.empty() || !F.Blocks[I.Block].Reachable ||
        (Escapes && (EscapedInBlock || AfterEscape.test(I.Block))))
      continue;
    Act[K] = FrameAct::Load;
    Loads.push_back({K, *O, *O + Bytes});
  }
  if (Loads.empty())
    return;
  // Segments: the byte ranges between the loads' boundaries.
  std::vector<int64_t> Cut;
  for (const Placed &L : Loads) {
    Cut.push_back(L.Lo);
    Cut.push_back(L.Hi);
  }
  llvm::sort(Cut);
  Cut.erase(std::unique(Cut.begin(), Cut.end()), Cut.end());
  unsigned NumSegs = Cut.size() - 1;
  if (NumSegs == 0)
    return;
  // The segments [First, Last) bytes [Lo, Hi) overlap.
  auto SegRange = [&](int64_t Lo, int64_t Hi) {
    unsigned First = std::upper_bound(Cut.begin(), Cut.end(), Lo) - Cut.begin();
    First = First ? First - 1 : 0;
    unsigned Last = std::lower_bound(Cut.begin(), Cut.end(), Hi) - Cut.begin();
    Last = std::min(Last, NumSegs);
    return std::make_pair(First, std::max(First, Last));
  };
  auto Overlaps = [&](int64_t Lo, int64_t Hi, unsigned S) { return Lo < Cut[S + 1] && Cut[S] < Hi; };
  // Bytes a store in a block that never runs writes: a branch decided by
  // constants (nvcc -G's unfolded `if (N == 1)`) is a path in the source.
  llvm::BitVector Dead(NumSegs, false);
  std::vector<llvm::BitVector> Gen(F.numBlocks(), llvm::BitVector(NumSegs, false));
  for (unsigned K = 0; K < NumInsts; ++K) {
    if (Act[K] != FrameAct::StoreAny)
      continue;
    if (F.Blocks[F.Insts[K].Block].Reachable)
      Gen[F.Insts[K].Block].set();
    else
      Dead.set();
  }
  for (const Placed &S : Stores) {
    auto [First, Last] = SegRange(S.Lo, S.Hi);
    llvm::BitVector &G = F.Blocks[F.Insts[S.Inst].Block].Reachable
                             ? Gen[F.Insts[S.Inst].Block]
                             : Dead;
    for (unsigned X = First; X < Last; ++X)
      if (Overlaps(S.Lo, S.Hi, X))
        G.set(X);
  }
  MayWritten D{F, NumSegs, Gen};
  auto In = solveForward(F, D, /*AllBlocks=*/true);
  llvm::DenseMap<std::pair<int64_t, int64_t>, llvm::SmallVector<unsigned, 2>> LoadsAt;
  for (const Placed &L : Loads)
    LoadsAt[{L.Lo, L.Hi}].push_back(L.Inst);
  llvm::DenseSet<int64_t> Reported;
  // Accumulator slots (only while every store into the frame is placed).
  llvm::DenseMap<unsigned, unsigned> SlotOf;
  std::vector<llvm::SmallVector<unsigned, 2>> StoresOf;
  llvm::BitVector AccSlots;
  if (llvm::none_of(Act, [](FrameAct A) { return A == FrameAct::StoreAny; }))
    AccSlots = accumulatorSlots(F, Loads, Stores, SlotOf, StoresOf);
  unsigned AccWalks = 0;
  for (unsigned B : F.RPO) {
    llvm::BitVector S = In[B];
    const BasicBlock &BB = F.Blocks[B];
    for (unsigned K = BB.Begin; K < BB.End; ++K) {
      if (Act[K] == FrameAct::None || Act[K] == FrameAct::StoreUnset)
        continue;
      const Inst &I = F.Insts[K];
      if (Act[K] == FrameAct::StoreAny) {
        S.set();
        continue;
      }
      const Expr *A = I.S->Operands[Act[K] == FrameAct::Store ? 0 : 1];
      int64_t Lo = *depotOffsetInRange(DS.addressOffset(A));
      int64_t Hi = Lo + accessBytes(I);
      auto [First, Last] = SegRange(Lo, Hi);
      if (Act[K] == FrameAct::Store) {
        for (unsigned X = First; X < Last; ++X)
          if (Overlaps(Lo, Hi, X))
            S.set(X);
        continue;
      }
      bool Written = false;
      for (unsigned X = First; X < Last && !Written; ++X)
        Written = Overlaps(Lo, Hi, X) && (S.test(X) || Dead.test(X));
      if (Reported.count(Lo))
        continue;
      // Written on some path, but only with values derived from the slot's
      // own unset start, and not before the load's first execution.
      bool Accumulated = false;
      if (Written) {
        auto It = SlotOf.find(K);
        if (It == SlotOf.end() || !AccSlots.test(It->second) || ++AccWalks > 64)
          continue;
        const auto &Sts = StoresOf[It->second];
        if (writeReachesFirstUse(F, K, [&](unsigned J) { return llvm::is_contained(Sts, J); }))
          continue;
        Accumulated = true;
      }
      unsigned Budget = 64;
      bool Used = false;
      for (const RegRef &Def : I.Defs)
        Used = Used || consumed(F, DS, Def.Reg, LoadsAt, 0, Budget);
      if (!Used)
        continue;
      Reported.insert(Lo);
      Diags.report(DiagId::UninitDepot, A->Range)
          << std::to_string(Lo) << std::to_string(Hi - Lo) << F.F.Name.Text;
      if (Accumulated)
        Diags.report(DiagId::NoteGeneric, I.S->Range)
            << std::string("every store to these bytes stores a value computed from their own "
                           "earlier contents (an accumulator that is never set first): the "
                           "stores reach this load only around a loop, after its first "
                           "execution, and every later value derives from the unset start");
    }
  }
}
