//===- MbarrierTrips.cpp - a thread's trips through a loop of mbarrier ops ===//
//
// How often one thread can run an arrive in a loop before a wait of the
// same loop holds it back (checkers/Mbarrier.cpp, "too few arrivals"). A
// loop is the strongly connected region around the arrive, entered at one
// header; the thread's trips through it are followed one by one, with the
// values of the loop's counters (registers written once before the loop
// and once on every trip: `c = c + 1`, `phase ^= 1`) known per trip, so
// branches and parities computed from them are decided: `if (c > 0)
// wait(&empty, (c - 1) & 1)`. A parity wait with parity P returns only once
// the object's current phase has the other parity (PTX ISA 9.7.13.15.16);
// phases only grow, so a thread whose waits alternate the parity needs one
// more completed phase for each wait it passes, and with at most M
// completed phases it passes at most M + 1 of them. A wait on the token of
// an arrive of the same trip needs the phase of that arrive to complete.
//
//===----------------------------------------------------------------------===//
#include "checkers/LoopCounters.h"
#include "checkers/MbarrierUses.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/MathExtras.h"
#include <limits>
#include <map>

using namespace ptx;

namespace {

constexpr unsigned MaxTrips = 64;

/// A 32-bit value of a trip: known exactly (Bits == 32; V sign-extended),
/// or only modulo 2^Bits (0 < Bits < 32; 0 <= V < 2^Bits), as a counter
/// whose value at the loop's entry is known modulo a power of two (nvcc's
/// remainder loop after a loop unrolled by four starts at 0 mod 4).
struct KV {
  int64_t V = 0;
  unsigned Bits = 32;
  bool exact() const { return Bits >= 32; }
  static KV of(int64_t X) { return {static_cast<int64_t>(static_cast<int32_t>(X)), 32}; }
  static KV mod(uint64_t X, unsigned B) {
    if (B >= 32)
      return of(static_cast<int64_t>(X));
    return {static_cast<int64_t>(X & ((uint64_t(1) << B) - 1)), B};
  }
  uint64_t low(unsigned B) const {
    return static_cast<uint64_t>(V) & (B >= 64 ? ~uint64_t(0) : (uint64_t(1) << B) - 1);
  }
};
/// What both values have in common (the low bits they agree on).
std::optional<KV> joinKV(const KV &A, const KV &B) {
  unsigned Bits = std::min(A.Bits, B.Bits);
  while (Bits > 0 && A.low(Bits) != B.low(Bits))
    --Bits;
  if (!Bits)
    return std::nullopt;
  return KV::mod(A.low(Bits), Bits);
}

/// The loop around a block, trip by trip.
struct TripLoop {
  FunctionIR &F;
  const ValueFacts &VF;
  int SkipSelf = -1; ///< a wait's spin block: its edge to itself is no trip
  std::vector<bool> In;
  unsigned H = 0;
  bool Ok = false;
  /// Counters: register -> (init instruction, step instruction).
  struct Counter {
    int Init = -1, Step = -1;
    /// Several definitions before the loop (Init < 0): the value they
    /// leave on entry, joined over them.
    std::optional<KV> Entry;
    std::vector<bool> After, BeforeOk; ///< blocks that read it after / before the step
    bool Ok = false;
  };
  std::map<unsigned, Counter> Counters; ///< (references stay valid)
  llvm::DenseMap<std::pair<unsigned, unsigned>, std::optional<KV>> CounterVal;
  /// While the entry value of counter Reg is computed: what it is so far
  /// (none yet: SelfRead is set when a definition reads it).
  int SelfReg = -1;
  std::optional<KV> SelfVal;
  bool SelfRead = false;

  TripLoop(FunctionIR &F, const ValueFacts &VF, unsigned B, int SkipSelf)
      : F(F), VF(VF), SkipSelf(SkipSelf) {
    unsigned N = F.numBlocks();
    auto Reach = [&](bool Fwd) {
      std::vector<bool> Seen(N, false);
      std::vector<unsigned> Work{B};
      while (!Work.empty()) {
        unsigned X = Work.back();
        Work.pop_back();
        const auto &Next = Fwd ? F.Blocks[X].Succs : F.Blocks[X].Preds;
        for (unsigned Y : Next)
          if (Y < N && !Seen[Y] && !(static_cast<int>(X) == SkipSelf && Y == X)) {
            Seen[Y] = true;
            Work.push_back(Y);
          }
      }
      return Seen;
    };
    auto Fw = Reach(true), Bw = Reach(false);
    In.assign(N, false);
    for (unsigned X = 0; X < N; ++X)
      In[X] = Fw[X] && Bw[X];
    if (!In[B])
      return; // not in a loop
    int Header = -1;
    for (unsigned X = 0; X < N; ++X) {
      if (!In[X])
        continue;
      bool Entry = X == 0;
      for (unsigned P : F.Blocks[X].Preds)
        Entry |= P < N && !In[P];
      if (!Entry)
        continue;
      if (Header >= 0)
        return; // more than one way in
      Header = static_cast<int>(X);
    }
    if (Header < 0)
      return;
    H = static_cast<unsigned>(Header);
    Ok = true;
  }

  bool latch(unsigned X) const {
    for (unsigned S : F.Blocks[X].Succs)
      if (S == H)
        return true;
    return false;
  }

  /// Blocks of one trip reachable from the header (or from \p From's
  /// successors) without entering \p Avoid, on edges \p Keep allows.
  template <typename KeepFn>
  std::vector<bool> reach(unsigned From, bool FromSuccs, int Avoid, KeepFn Keep) const {
    std::vector<bool> Seen(F.numBlocks(), false);
    std::vector<unsigned> Work;
    auto Visit = [&](unsigned Y) {
      if (Y < Seen.size() && In[Y] && Y != H && static_cast<int>(Y) != Avoid && !Seen[Y]) {
        Seen[Y] = true;
        Work.push_back(Y);
      }
    };
    if (FromSuccs) {
      for (unsigned S : F.Blocks[From].Succs)
        if (!(static_cast<int>(From) == SkipSelf && S == From) && Keep(From, S))
          Visit(S);
    } else if (static_cast<int>(From) != Avoid) {
      Seen[From] = true;
      Work.push_back(From);
    }
    while (!Work.empty()) {
      unsigned X = Work.back();
      Work.pop_back();
      for (unsigned S : F.Blocks[X].Succs)
        if (!(static_cast<int>(X) == SkipSelf && S == X) && Keep(X, S))
          Visit(S);
    }
    return Seen;
  }
  static bool all(unsigned, unsigned) { return true; }

  /// Block \p B lies on a cycle of one trip (an inner loop).
  bool innerCycle(unsigned B) const {
    auto R = reach(B, true, -1, all);
    return R[B];
  }

  /// The counter \p R: written once in the loop, on every trip, outside
  /// inner loops, and before the loop once (its value on entry is that
  /// definition's) or more often (nvcc's remainder loop, entered from
  /// before an unrolled loop and after it: the value on entry is what the
  /// definitions before the loop have in common modulo a power of two,
  /// `0` and `k + 4` leaving 0 mod 4). The loop is a maximal strongly
  /// connected region, so a definition before it never sees the loop's own.
  Counter *counter(unsigned R) {
    auto It = Counters.find(R);
    if (It != Counters.end())
      return It->second.Ok ? &It->second : nullptr;
    Counter &C = Counters[R];
    auto Defs = F.defsOf(R);
    if (Defs.size() < 2 || F.Regs[R].IsParam)
      return nullptr;
    std::vector<unsigned> Outs;
    for (unsigned D : Defs) {
      if (In[F.Insts[D].Block]) {
        if (C.Step >= 0 || F.Insts[D].S->Guard)
          return nullptr;
        C.Step = static_cast<int>(D);
      } else {
        Outs.push_back(D);
      }
    }
    if (C.Step < 0 || Outs.empty())
      return nullptr;
    if (Outs.size() == 1) {
      if (F.Insts[Outs[0]].S->Guard)
        return nullptr;
      C.Init = static_cast<int>(Outs[0]);
    }
    unsigned SB = F.Insts[C.Step].Block;
    if (innerCycle(SB))
      return nullptr;
    // On every trip: no latch is reachable without the step's block.
    auto Skip = reach(H, false, static_cast<int>(SB), all);
    if (SB != H)
      for (unsigned X = 0; X < Skip.size(); ++X)
        if (Skip[X] && latch(X))
          return nullptr;
    if (C.Init < 0) {
      // The join over the definitions before the loop, to a fixed point
      // through those that read the register itself (`k = k + 4` of the
      // unrolled loop before it). A guarded one leaves another's value.
      std::optional<KV> Cur;
      bool Have = false, Done = false;
      for (unsigned Round = 0; Round < 40 && !Done; ++Round) {
        std::optional<KV> New;
        bool Any = false;
        for (unsigned D : Outs) {
          SelfReg = static_cast<int>(R);
          SelfVal = Have ? Cur : std::nullopt;
          SelfRead = false;
          auto V = evalInst(D, 0, 0, /*Outside=*/true);
          bool Bottom = SelfRead && !Have;
          SelfReg = -1;
          if (!V) {
            if (Bottom)
              continue;
            return nullptr;
          }
          New = Any ? joinKV(*New, *V) : V;
          Any = true;
          if (!New)
            return nullptr;
        }
        if (!Any)
          return nullptr;
        Done = Have && New->Bits == Cur->Bits && New->V == Cur->V;
        Cur = New;
        Have = true;
      }
      if (!Done)
        return nullptr;
      C.Entry = Cur;
    }
    C.After = reach(SB, true, -1, all);
    C.BeforeOk = SB == H ? std::vector<bool>(F.numBlocks(), false) : Skip;
    C.Ok = true;
    return &C;
  }

  /// The value counter \p R holds at the start of trip \p J.
  /// (Trip by trip from the first one not known yet, so that the depth of
  /// one evaluation does not grow with the trip number.)
  std::optional<KV> counterAt(unsigned R, Counter &C, unsigned J, unsigned) {
    auto It = CounterVal.find(std::make_pair(R, J));
    if (It != CounterVal.end())
      return It->second;
    unsigned First = J;
    while (First > 0 && !CounterVal.count(std::make_pair(R, First - 1)))
      --First;
    std::optional<KV> V;
    for (unsigned I = First; I <= J; ++I) {
      auto Key = std::make_pair(R, I);
      CounterVal[Key] = std::nullopt; // (a cycle: unknown)
      if (I == 0)
        V = C.Init >= 0 ? evalInst(static_cast<unsigned>(C.Init), 0, 0, /*Outside=*/true)
                        : C.Entry;
      else
        V = evalInst(static_cast<unsigned>(C.Step), I - 1, 0, false);
      CounterVal[Key] = V;
    }
    return V;
  }

  /// What the value facts know of register \p R (they hold for every
  /// definition): a constant or a congruence.
  std::optional<KV> fact(unsigned R) const {
    const Congruence &C = VF.reg(R);
    if (!C.Bits || C.Src != Congruence::Declared)
      return std::nullopt;
    return KV::mod(C.Rem, std::min<unsigned>(C.Bits, 32));
  }

  /// The 32-bit value of operand \p E read by instruction \p At in trip \p J.
  std::optional<KV> eval(const Expr *E, unsigned At, unsigned J, unsigned Depth,
                         bool Outside = false) {
    if (!E || Depth > 24)
      return std::nullopt;
    if (E->K == Expr::Paren && E->Sub.size() == 1)
      return eval(E->Sub[0], At, J, Depth + 1, Outside);
    if (auto K = evalConstExpr(E))
      return KV::of(static_cast<int64_t>(*K));
    if (auto K = VF.constant(E))
      return KV::of(static_cast<int64_t>(*K));
    if (E->K != Expr::Symbol)
      return std::nullopt;
    auto R = F.lookupReg(E->Name);
    if (!R)
      return std::nullopt;
    if (SelfReg >= 0 && *R == static_cast<unsigned>(SelfReg)) {
      SelfRead = true;
      return SelfVal;
    }
    int D = F.uniqueDef(*R);
    if (D >= 0) {
      // Outside the loop only values that do not change from trip to trip.
      if (!In[F.Insts[D].Block])
        return evalInst(static_cast<unsigned>(D), J, Depth + 1, true);
      if (Outside)
        return std::nullopt;
      return evalInst(static_cast<unsigned>(D), J, Depth + 1, false);
    }
    if (Outside)
      return fact(*R);
    Counter *C = counter(*R);
    if (!C)
      return fact(*R);
    unsigned AB = F.Insts[At].Block, SB = F.Insts[C->Step].Block;
    bool After;
    if (AB == SB)
      After = At > static_cast<unsigned>(C->Step);
    else if (C->After[AB] && !C->BeforeOk[AB])
      After = true;
    else if (!C->After[AB] && (C->BeforeOk[AB] || AB == H))
      After = false;
    else
      return fact(*R);
    return counterAt(*R, *C, After ? J + 1 : J, Depth + 1);
  }

  /// The exact value of \p E (as eval), or none.
  std::optional<int64_t> exact(const Expr *E, unsigned At, unsigned J, unsigned Depth,
                               bool Outside = false) {
    auto V = eval(E, At, J, Depth, Outside);
    if (!V || !V->exact())
      return std::nullopt;
    return V->V;
  }

  /// `setp` of a value known modulo 2^Bits (low bits R) against the
  /// constant \p Z: an unsigned value is at least R (its other bits only
  /// add), so `x < Z` is false and `x >= Z` true when Z <= R (the
  /// remainder loop's `k < 2` skip of its first waits, in the trip whose
  /// counter is 2 mod 4); equality fails when the low bits differ. Signed
  /// comparisons decide nothing (the value may be negative).
  static std::optional<KV> setpLowBits(const Inst &SI, llvm::StringRef C, const KV &A,
                                       uint32_t Z) {
    uint64_t R = A.low(A.Bits);
    if (C == ".eq" || C == ".ne") {
      if ((Z & ((uint64_t(1) << A.Bits) - 1)) == R)
        return std::nullopt;
      return KV::of(C == ".ne");
    }
    bool Unsigned = SI.hasMod(".u32") || SI.hasMod(".b32");
    if (!Unsigned)
      return std::nullopt;
    // x >= R >= ... : decided when Z <= R (x < Z, x >= Z) or Z < R (x <= Z,
    // x > Z).
    if ((C == ".lt" || C == ".lo") && Z <= R)
      return KV::of(0);
    if ((C == ".ge" || C == ".hs") && Z <= R)
      return KV::of(1);
    if ((C == ".le" || C == ".ls") && Z < R)
      return KV::of(0);
    if ((C == ".gt" || C == ".hi") && Z < R)
      return KV::of(1);
    return std::nullopt;
  }

  std::optional<KV> evalInst(unsigned D, unsigned J, unsigned Depth, bool Outside) {
    const Inst &SI = F.Insts[D];
    const InstrStmt &S = *SI.S;
    llvm::StringRef Op = S.Opcode.Text;
    auto Ops = S.Operands;
    auto Arg = [&](unsigned I) {
      return I < Ops.size() ? eval(Ops[I], D, J, Depth + 1, Outside) : std::nullopt;
    };
    bool Pred = SI.hasMod(".pred");
    if ((Op == "mov" || Op == "cvt" || Op == "not" || Op == "neg") && Ops.size() == 2) {
      auto A = Arg(1);
      if (!A)
        return std::nullopt;
      if (Op == "not") {
        if (Pred)
          return A->exact() ? std::optional<KV>(KV::of(A->V == 0)) : std::nullopt;
        return KV::mod(~static_cast<uint64_t>(A->V), A->Bits);
      }
      if (Op == "neg")
        return KV::mod(-static_cast<uint64_t>(A->V), A->Bits);
      return A;
    }
    if (Op == "selp" && Ops.size() == 4) {
      auto P = Arg(3);
      if (!P || !P->exact())
        return std::nullopt;
      return Arg(P->V ? 1 : 2);
    }
    if (Ops.size() != 3)
      return std::nullopt;
    auto A = Arg(1), B = Arg(2);
    if (!A || !B) {
      // An unknown operand still leaves known low zero bits: `x & ~3`,
      // `x << 2`, `x * 4` (the unrolled loop's trip count, `n & ~3`).
      auto Known = A ? A : B;
      if (!Known || !Known->exact() || Pred)
        return std::nullopt;
      uint32_t C = static_cast<uint32_t>(Known->V);
      unsigned Zeros = C ? llvm::countTrailingZeros(C) : 32;
      if (Op == "and" || (Op == "mul" && !SI.hasMod(".hi")))
        return Zeros ? std::optional<KV>(KV::mod(0, Zeros)) : std::nullopt;
      if (Op == "shl" && B && B->exact() && B->V > 0 && B->V < 32)
        return KV::mod(0, static_cast<unsigned>(B->V));
      return std::nullopt;
    }
    if (!A->exact() || !B->exact()) {
      if (Op == "setp" && !A->exact() && B->exact() && !S.Mods.empty())
        return setpLowBits(SI, S.Mods[0].Text, *A, static_cast<uint32_t>(B->V));
      // Known low bits only: what modular arithmetic keeps of them.
      if (Pred || Op == "setp")
        return std::nullopt;
      unsigned Bits = std::min(A->Bits, B->Bits);
      uint64_t X = static_cast<uint64_t>(A->V), Z = static_cast<uint64_t>(B->V);
      if (Op == "add")
        return KV::mod(X + Z, Bits);
      if (Op == "sub")
        return KV::mod(X - Z, Bits);
      if (Op == "mul" && !SI.hasMod(".hi"))
        return KV::mod(X * Z, Bits);
      if (Op == "shl" && B->exact() && B->V >= 0 && B->V < 32)
        return KV::mod(X << B->V, std::min<unsigned>(32, A->Bits + static_cast<unsigned>(B->V)));
      if (Op == "shr" && B->exact() && B->V >= 0 && static_cast<unsigned>(B->V) < A->Bits)
        return KV::mod(X >> B->V, A->Bits - static_cast<unsigned>(B->V));
      if (Op == "and") {
        // A mask within the known bits gives an exact value.
        for (auto [P, M] : {std::make_pair(*A, *B), std::make_pair(*B, *A)})
          if (M.exact() && M.V >= 0 && static_cast<uint64_t>(M.V) < (uint64_t(1) << P.Bits))
            return KV::of(static_cast<int64_t>(static_cast<uint64_t>(P.V) & M.V));
        return KV::mod(X & Z, Bits);
      }
      if (Op == "or")
        return KV::mod(X | Z, Bits);
      if (Op == "xor")
        return KV::mod(X ^ Z, Bits);
      return std::nullopt;
    }
    uint32_t X = static_cast<uint32_t>(A->V), Z = static_cast<uint32_t>(B->V);
    bool Signed = SI.hasMod(".s32") || SI.hasMod(".s64") || SI.hasMod(".s16");
    if (Op == "setp" && !S.Mods.empty()) {
      llvm::StringRef C = S.Mods[0].Text;
      int64_t SX = static_cast<int32_t>(X), SZ = static_cast<int32_t>(Z);
      bool L = Signed ? SX < SZ : X < Z, G = Signed ? SX > SZ : X > Z;
      bool R;
      if (C == ".eq")
        R = X == Z;
      else if (C == ".ne")
        R = X != Z;
      else if (C == ".lt" || C == ".lo")
        R = L;
      else if (C == ".le" || C == ".ls")
        R = !G;
      else if (C == ".gt" || C == ".hi")
        R = G;
      else if (C == ".ge" || C == ".hs")
        R = !L;
      else
        return std::nullopt;
      return KV::of(R);
    }
    auto Out = evalIntBinary32(SI, X, Z);
    if (!Out)
      return std::nullopt;
    if (Pred)
      return KV::of(*Out & 1);
    return KV::of(static_cast<int64_t>(static_cast<int32_t>(*Out)));
  }

  /// The variable and offset of address \p E (an operand of \p At) in trip
  /// \p J: the variable through copies (and calls that return their
  /// argument), plus `add`s of values the trip's counters give.
  std::optional<std::pair<llvm::StringRef, int64_t>> addrAt(const Expr *E, unsigned At,
                                                            unsigned J, unsigned Depth) {
    if (!E || !F.Ctx || Depth > 6)
      return std::nullopt;
    ValueOrigin O = traceCopies(F, *F.Ctx, E, At);
    if (O.Root && O.Root->K == Expr::Symbol && !O.Root->Name.startswith("%") &&
        !F.lookupReg(O.Root->Name) &&
        (F.LocalVars.count(O.Root->Name) || F.Ctx->Globals.count(O.Root->Name)))
      return std::make_pair(O.Root->Name, O.Add);
    if (O.RootDef < 0)
      return std::nullopt;
    const Inst &D = F.Insts[O.RootDef];
    auto Ops = D.S->Operands;
    unsigned At2 = static_cast<unsigned>(O.RootDef);
    if (D.opcode() != "add" || Ops.size() != 3 || D.S->Guard)
      return std::nullopt;
    bool Out = !In[D.Block];
    for (unsigned I = 1; I <= 2; ++I) {
      auto Base = addrAt(Ops[I], At2, J, Depth + 1);
      if (!Base)
        continue;
      auto X = exact(Ops[3 - I], At2, J, 0, Out);
      if (!X)
        return std::nullopt;
      return std::make_pair(Base->first, Base->second + *X + O.Add);
    }
    return std::nullopt;
  }

  /// Whether the edge X -> S can be taken in trip \p J (false only when a
  /// branch the trip's counter values decide goes the other way).
  bool edge(unsigned X, unsigned S, unsigned J) {
    const BasicBlock &BB = F.Blocks[X];
    if (BB.End == BB.Begin)
      return true;
    unsigned T = BB.End - 1;
    const Inst &I = F.Insts[T];
    if (I.Kind != InstKind::Branch || I.Guard < 0 || !I.guardExpr() || I.S->Operands.empty())
      return true;
    auto L = F.resolveLabel(I.Scope, I.S->Operands[0]->Name);
    if (!L || *L >= F.Insts.size())
      return true;
    unsigned Target = F.Insts[*L].Block;
    unsigned Fall = BB.End < F.Insts.size() ? F.Insts[BB.End].Block : ~0u;
    if (Target == Fall)
      return true;
    const Expr *G = I.guardExpr();
    auto V = exact(G, T, J, 0);
    if (!V)
      return true;
    bool Taken = (*V != 0) != I.GuardNeg;
    return Taken ? S == Target : S == Fall;
  }
};

} // namespace

bool ptx::waitSpins(FunctionIR &F, unsigned W) {
  unsigned WB = F.Insts[W].Block;
  const BasicBlock &BB = F.Blocks[WB];
  const Inst &T = F.Insts[BB.End - 1];
  const Inst &WI = F.Insts[W];
  auto L2 = T.Kind == InstKind::Branch && T.Guard >= 0 && T.GuardNeg && !T.S->Operands.empty()
                ? F.resolveLabel(T.Scope, T.S->Operands[0]->Name)
                : std::nullopt;
  bool Spins = L2 && *L2 < F.Insts.size() && F.Insts[*L2].Block == WB && !WI.Defs.empty() &&
               static_cast<int>(WI.Defs[0].Reg) == T.Guard && !WI.S->Guard;
  for (unsigned J = W + 1; Spins && J + 1 < BB.End; ++J)
    for (const RegRef &D : F.Insts[J].Defs)
      Spins &= static_cast<int>(D.Reg) != T.Guard;
  return Spins;
}

TripBound ptx::tripBound(FunctionIR &F, const ValueFacts &VF, int K, unsigned W,
                         const Expr *Parity, bool Token, int TokenFrom, uint64_t M,
                         const TripObjects *PT) {
  TripBound Out;
  unsigned WB = F.Insts[W].Block;
  unsigned Start = K >= 0 ? F.Insts[K].Block : WB;
  TripLoop L(F, VF, Start, static_cast<int>(WB));
  auto NextPhase = [&](uint64_t Q, unsigned J, bool Outside) -> std::optional<uint64_t> {
    if (Token)
      return Q + 1;
    std::optional<int64_t> P;
    if (Outside)
      P = VF.constant(Parity) ? std::optional<int64_t>(*VF.constant(Parity)) : std::nullopt;
    else if (auto V = L.eval(Parity, W, J, 0))
      P = V->V; // (bit 0 is known of every value)
    if (!P)
      return std::nullopt;
    // The least phase >= Q whose parity differs from P.
    return (Q & 1) != (static_cast<uint64_t>(*P) & 1) ? Q : Q + 1;
  };
  if (!L.Ok) {
    // Not in a loop: at most one run. (No trips to name objects per trip.)
    if (K >= 0 || (PT && PT->WAddr))
      return Out;
    auto Q = NextPhase(0, 0, true);
    if (Q) {
      Out.Bounded = true;
      Out.Blocks = *Q > M;
    }
    return Out;
  }
  if (!L.In[WB] || L.innerCycle(WB) || (K >= 0 && L.innerCycle(F.Insts[K].Block)))
    return Out;
  // The thread gets past the wait only when it returns true: its block
  // ends in `@!p bra` back to itself on the wait's result p (the spin loop
  // of a test_wait/try_wait). A wait whose result the thread may ignore
  // holds nothing back.
  if (!waitSpins(F, W))
    return Out;
  if (Token) {
    // The token of an arrive on the object earlier in the same trip.
    if (TokenFrom < 0 || !L.In[F.Insts[TokenFrom].Block] ||
        L.innerCycle(F.Insts[TokenFrom].Block))
      return Out;
    unsigned TB = F.Insts[TokenFrom].Block;
    if (TB == WB ? static_cast<unsigned>(TokenFrom) > W
                 : L.reach(L.H, false, static_cast<int>(TB), TripLoop::all)[WB])
      return Out;
  }
  // Uses at addresses the trips compute: the object each names in trip J.
  auto ObjAt = [&](const Expr *A, unsigned At, int64_t Add, unsigned J) -> std::optional<int> {
    auto VO = L.addrAt(A, At, J, 0);
    if (!VO)
      return std::nullopt;
    int Id = PT->ObjectId(VO->first, VO->second + Add);
    if (Id < 0)
      return std::nullopt;
    return Id;
  };
  if (PT && ((PT->KAddr && K < 0) || (PT->WAddr && Token)))
    return Out;
  // Phases each wait needs, per object (-1: W's own, when it names one).
  std::map<int, uint64_t> Qs;
  uint64_t Runs = 0;
  for (unsigned J = 0; J < MaxTrips; ++J) {
    auto Keep = [&](unsigned X, unsigned S) { return L.edge(X, S, J); };
    auto R = L.reach(L.H, false, -1, Keep);
    bool LatchMay = false;
    for (unsigned X = 0; X < R.size(); ++X)
      if (R[X] && L.latch(X))
        for (unsigned S : F.Blocks[X].Succs)
          LatchMay |= S == L.H && L.edge(X, S, J);
    bool KMay = K >= 0 && R[F.Insts[K].Block];
    if (KMay && PT && PT->KAddr) {
      // K counts in the trips where it names the object in question.
      auto KO = ObjAt(PT->KAddr, PT->KAt, PT->KAdd, J);
      if (!KO)
        return Out;
      KMay = *KO == PT->Target;
    }
    if (!R[WB]) {
      Runs += KMay;
      if (!LatchMay) {
        Out.Bounded = true;
        Out.Runs = Runs;
        return Out;
      }
      continue;
    }
    auto RNoW = L.reach(L.H, false, static_cast<int>(WB), Keep);
    bool Skippable = false;
    for (unsigned X = 0; X < RNoW.size() && !Skippable; ++X)
      if (RNoW[X] && L.latch(X))
        for (unsigned S : F.Blocks[X].Succs)
          Skippable |= S == L.H && L.edge(X, S, J);
    if (Skippable) {
      // The wait may be skipped in this trip (a `k < 2` guard the trip's
      // counters do not decide): it holds nothing back here and needs no
      // phase, which only lets the later trips' waits pass sooner (the
      // phase each needs grows with the ones before), so the count stays
      // an upper bound.
      Runs += KMay;
      continue;
    }
    bool KBefore = false;
    if (K >= 0) {
      unsigned KB = F.Insts[K].Block;
      KBefore = KMay && (KB == WB ? static_cast<unsigned>(K) < W : RNoW[KB]);
    }
    int Z = -1;
    uint64_t MZ = M;
    if (PT && PT->WAddr) {
      auto WO = ObjAt(PT->WAddr, PT->WAt, PT->WAdd, J);
      if (!WO)
        return Out;
      Z = *WO;
      MZ = PT->PhasesOf(Z);
      if (MZ == std::numeric_limits<uint64_t>::max()) {
        // No bound on that object's phases: the wait holds nothing back.
        Runs += KMay;
        if (!LatchMay) {
          Out.Bounded = true;
          Out.Runs = Runs;
          return Out;
        }
        continue;
      }
    }
    uint64_t &Q = Qs[Z];
    auto QN = NextPhase(Q, J, false);
    if (!QN)
      return Out;
    if (*QN > MZ) {
      Out.Bounded = true;
      Out.Blocks = true;
      Out.Runs = Runs + KBefore;
      Out.BlockTrip = J;
      return Out;
    }
    Q = *QN;
    Runs += KMay;
    if (!LatchMay) {
      Out.Bounded = true;
      Out.Runs = Runs;
      return Out;
    }
  }
  return Out;
}
