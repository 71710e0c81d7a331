//===- UniformityBits.cpp - bit ranges and dead code for Uniformity -------===//
//
// Two refinements of the uniformity analysis (analyses/Uniformity.h) for
// nvcc -G code: which bits of a value may vary, through bit operations and
// the bytes of the local depot (packed cooperative-groups fields), and the
// code after a call of a function that never returns (`__trap()`).
//
//===----------------------------------------------------------------------===//
#include "analyses/Uniformity.h"
#include <algorithm>

using namespace ptx;

/// The bytes one element of a load or store moves (its type), 0 if unknown.
unsigned Uniformity::scalarSize(const Inst &I) {
  for (const Word &M : I.S->Mods)
    if (unsigned N = typeSizeBytes(M.Text))
      return N;
  return 0;
}

/// The bytes a load or store moves (vectors included); 8 if unknown.
unsigned Uniformity::accessSize(const Inst &I) {
  unsigned N = scalarSize(I);
  if (!N)
    return 8;
  for (const Word &M : I.S->Mods)
    if (M.Text == ".v2")
      return 2 * N;
    else if (M.Text == ".v4")
      return 4 * N;
    else if (M.Text == ".v8")
      return 8 * N;
  return N;
}

/// True when a call to \p Fn never returns: every path from its entry
/// reaches an unguarded `trap` or `exit`, or a call of such a function
/// (nvcc's `__trap()` wrapper), before any return.
static bool neverReturns(const AnalysisContext &Ctx, const Function *Fn, unsigned Depth);

/// The defined function a call statement calls, if any.
static const Function *calledFunction(const AnalysisContext &Ctx, const InstrStmt &I) {
  for (const Expr *E : I.Operands)
    if (E->K == Expr::Symbol)
      return Ctx.calledFunction(*E);
  return nullptr;
}

/// 1: reaches a trap; 0: goes on; -1: may branch or return first.
static int straightLineTraps(const AnalysisContext &Ctx, llvm::ArrayRef<Stmt *> Body,
                             unsigned Depth) {
  for (const Stmt *S : Body) {
    if (S->K == Stmt::Block) {
      if (int R = straightLineTraps(Ctx, static_cast<const BlockStmt *>(S)->Body, Depth))
        return R;
      continue;
    }
    if (S->K != Stmt::Instr)
      continue; // labels, declarations, .loc, pragmas
    const auto &I = *static_cast<const InstrStmt *>(S);
    llvm::StringRef Op = I.Opcode.Text;
    bool Transfer = opIs(Op, "bra") || opIs(Op, "brx") || opIs(Op, "ret") || opIs(Op, "exit") ||
                    opIs(Op, "trap");
    if (I.Guard) {
      if (Transfer)
        return -1;
      continue;
    }
    if (opIs(Op, "trap") || opIs(Op, "exit"))
      return 1;
    if (Transfer)
      return -1;
    if (opIs(Op, "call") && neverReturns(Ctx, calledFunction(Ctx, I), Depth + 1))
      return 1;
  }
  return -1; // falls off the end: returns
}

static bool computeNeverReturns(const AnalysisContext &Ctx, const Function *Fn,
                                unsigned Depth);

static bool neverReturns(const AnalysisContext &Ctx, const Function *Fn, unsigned Depth) {
  if (!Fn || !Fn->Body || Fn->IsEntry || Depth > 3)
    return false;
  // A function of (Fn, Depth) alone: asked once per module. (The walk only
  // asks deeper keys, so it never waits on itself.)
  return *Ctx.facts().NoReturn.get({Fn, Depth},
                                   [&] { return computeNeverReturns(Ctx, Fn, Depth); });
}

static bool computeNeverReturns(const AnalysisContext &Ctx, const Function *Fn,
                                unsigned Depth) {
  if (straightLineTraps(Ctx, Fn->Body->Body, Depth) == 1)
    return true;
  // Branches first (nvcc -G evaluates an emptied `if (i < 0 || i >= n);`
  // before its `__trap()`): no path from the entry reaches a return, or the
  // end of the body, without passing an unguarded trap, exit, or call of a
  // function that never returns.
  const FunctionIR &IR = Ctx.calleeShape(*Fn);
  if (IR.Blocks.empty())
    return false;
  std::vector<bool> Seen(IR.numBlocks(), false);
  llvm::SmallVector<unsigned, 16> Work{0};
  Seen[0] = true;
  while (!Work.empty()) {
    unsigned B = Work.pop_back_val();
    const BasicBlock &BB = IR.Blocks[B];
    bool Stops = false;
    for (unsigned K = BB.Begin; K < BB.End && !Stops; ++K) {
      const Inst &I = IR.Insts[K];
      if (I.isGuarded())
        continue;
      if (I.Kind == InstKind::Trap || I.Kind == InstKind::Exit)
        Stops = true;
      else if (I.Kind == InstKind::BranchIdx)
        return false; // targets the CFG may not know
      else if (I.Kind == InstKind::Call)
        Stops = neverReturns(Ctx, calledFunction(Ctx, *I.S), Depth + 1);
    }
    if (Stops)
      continue;
    if (BB.Succs.empty() || BB.ExitsFunction)
      return false; // a return, or falling off the end
    for (unsigned S : BB.Succs)
      if (S < Seen.size() && !Seen[S]) {
        Seen[S] = true;
        Work.push_back(S);
      }
  }
  return true;
}

static uint64_t lowBits(unsigned N) { return N >= 64 ? ~uint64_t(0) : (uint64_t(1) << N) - 1; }

Uniformity::Bits Uniformity::slotBits(int64_t Off, unsigned Size) const {
  Bits B;
  for (unsigned K = 0; K < Size && K < 8; ++K) {
    auto It = SlotBytes.find(Off + K);
    if (It == SlotBytes.end())
      continue;
    B.Vary |= uint64_t(It->second.first) << (8 * K);
    B.Warp |= uint64_t(It->second.second) << (8 * K);
  }
  return B;
}

bool Uniformity::storeSlotBits(int64_t Off, unsigned Size, Bits B) {
  bool Changed = false;
  for (unsigned K = 0; K < Size; ++K) {
    // Beyond the first eight bytes (vectors): the level of the whole value.
    uint8_t V = K < 8 ? uint8_t(B.Vary >> (8 * K)) : (B.Vary ? 0xff : 0);
    uint8_t W = K < 8 ? uint8_t(B.Warp >> (8 * K)) : (B.Warp ? 0xff : 0);
    if (!V && !W && !SlotBytes.count(Off + K))
      continue;
    auto &Slot = SlotBytes[Off + K];
    if ((V & ~Slot.first) || (W & ~Slot.second)) {
      Slot.first |= V;
      Slot.second |= W;
      Changed = true;
    }
  }
  return Changed;
}

Uniformity::Bits Uniformity::exprBits(const Expr *E) const {
  if (!E || evalConstExpr(E))
    return Bits();
  // %tid.x in rows of whole warps: its low five bits are the lane (they
  // vary within a warp), the bits above differ between warps only, so
  // `(tid >> 2) & ~15` (wmma's warp row 16 * (tid / 64)) or `(tid >> 1) & 16`
  // is warp-uniform. %laneid is the five low bits alone.
  if (WarpRows && isTidX(E))
    return Bits{lowBits(5), ~uint64_t(0)};
  if (E->K == Expr::Symbol && E->Name == "%laneid")
    return Bits{lowBits(5), lowBits(5)};
  if (E->K == Expr::Symbol)
    if (auto R = F.lookupReg(E->Name))
      return *R < RegBits.size() ? RegBits[*R] : levelBits(Level::Varying);
  return levelBits(expr(E));
}

Uniformity::Bits Uniformity::evalBits(const Inst &I, Level Def) const {
  const InstrStmt &S = *I.S;
  llvm::StringRef Op = I.opcode();
  auto Ops = S.Operands;
  Bits All = levelBits(Def);
  if (I.Defs.size() != 1 || Ops.empty())
    return All;
  // A load can find more than evalDef did (below); an operation cannot.
  bool Load = opIs(Op, "ld") || opIs(Op, "ldu");
  if (Def == Level::Uniform && !Load)
    return All;
  // The type (the destination's, for cvt) and the second type of a cvt.
  unsigned Size = 0, SrcSize = 0;
  bool Signed = false, SrcSigned = false, Integer = true;
  for (const Word &M : S.Mods) {
    unsigned N = typeSizeBytes(M.Text);
    if (!N)
      continue;
    Integer &= M.Text[1] != 'f';
    if (!Size) {
      Size = N;
      Signed = M.Text[1] == 's';
    } else if (!SrcSize) {
      SrcSize = N;
      SrcSigned = M.Text[1] == 's';
    }
  }
  uint64_t WM = Size ? lowBits(8 * Size) : ~uint64_t(0);
  auto Const = [&](const Expr *E) -> std::optional<int64_t> { return constValue(E); };
  // Copies the top bit of a Width-bit field into the bits above it.
  auto SignExtend = [](Bits B, unsigned Width) {
    if (Width >= 64)
      return B;
    uint64_t Top = uint64_t(1) << (Width - 1), Above = ~lowBits(Width);
    if (B.Vary & Top)
      B.Vary |= Above;
    if (B.Warp & Top)
      B.Warp |= Above;
    return B;
  };
  Bits R;
  if (opIs(Op, "mov") && Ops.size() == 2 && Ops[1]->K != Expr::Vector) {
    R = exprBits(Ops[1]) & WM;
  } else if (opIs(Op, "mov") && Ops.size() == 2 && Size && Size <= 8 && !Ops[1]->Sub.empty() &&
             (8 * Size) % Ops[1]->Sub.size() == 0) {
    // Packing (PTX ISA 9.7.10.4, mov): element K fills bits [K*W, (K+1)*W)
    // (cooperative groups pack a group's type and size into the low word
    // of a 64-bit descriptor with mov.b64 %rd, {%lo, %hi}).
    unsigned W = 8 * Size / static_cast<unsigned>(Ops[1]->Sub.size());
    for (unsigned K = 0; K < Ops[1]->Sub.size(); ++K) {
      Bits E = exprBits(Ops[1]->Sub[K]) & lowBits(W);
      R |= Bits{E.Vary << (K * W), E.Warp << (K * W)};
    }
    R = R & WM;
  } else if (opIs(Op, "cvt") && Ops.size() == 2 && Integer && SrcSize && !I.hasMod(".sat")) {
    R = exprBits(Ops[1]) & lowBits(8 * SrcSize);
    if (SrcSigned && SrcSize < Size)
      R = SignExtend(R, 8 * SrcSize);
    R = R & WM;
  } else if (opIs(Op, "and") && Ops.size() == 3) {
    if (auto K = Const(Ops[2]))
      R = exprBits(Ops[1]) & static_cast<uint64_t>(*K);
    else if (auto K = Const(Ops[1]))
      R = exprBits(Ops[2]) & static_cast<uint64_t>(*K);
    else {
      R = exprBits(Ops[1]);
      R |= exprBits(Ops[2]);
    }
    R = R & WM;
  } else if ((opIs(Op, "add") || opIs(Op, "sub")) && Ops.size() == 3 && Integer && Size &&
             (Const(Ops[2]) || (opIs(Op, "add") && Const(Ops[1])))) {
    // x + C (x - C) with C's low k bits zero: no carry leaves the low k bits,
    // so they are x's; a bit above varies only where one of x's bits from k up
    // to it does (a loop counter `e = tid.x; e += 128` keeps the lane in its
    // low five bits).
    bool Left = !Const(Ops[2]);
    uint64_t C = static_cast<uint64_t>(*Const(Ops[Left ? 1 : 2]));
    unsigned K = C ? static_cast<unsigned>(__builtin_ctzll(C)) : 64;
    Bits X = exprBits(Ops[Left ? 2 : 1]) & WM;
    auto Spread = [&](uint64_t M) {
      uint64_t Low = M & lowBits(K), High = M & ~lowBits(K);
      return Low | (High ? ~lowBits(static_cast<unsigned>(__builtin_ctzll(High))) : 0);
    };
    R = Bits{Spread(X.Vary), Spread(X.Warp)} & WM;
  } else if ((opIs(Op, "or") || opIs(Op, "xor")) && Ops.size() == 3) {
    R = exprBits(Ops[1]);
    R |= exprBits(Ops[2]);
    R = R & WM;
  } else if (opIs(Op, "not") && Ops.size() == 2) {
    R = exprBits(Ops[1]) & WM;
  } else if ((opIs(Op, "shl") || opIs(Op, "shr")) && Ops.size() == 3 && Size) {
    auto K = Const(Ops[2]);
    if (!K || *K < 0)
      return All;
    unsigned Width = 8 * Size;
    uint64_t Sh = static_cast<uint64_t>(*K);
    Bits X = exprBits(Ops[1]) & WM;
    if (opIs(Op, "shl")) {
      R = Sh >= Width ? Bits() : Bits{X.Vary << Sh, X.Warp << Sh} & WM;
    } else if (!Signed) {
      R = Sh >= Width ? Bits() : Bits{X.Vary >> Sh, X.Warp >> Sh};
    } else {
      // The sign bit fills the top (amounts past the width are clamped).
      unsigned S2 = static_cast<unsigned>(std::min<uint64_t>(Sh, Width - 1));
      R = SignExtend(Bits{X.Vary >> S2, X.Warp >> S2}, Width - S2) & WM;
    }
  } else if (opIs(Op, "bfe") && Ops.size() == 4 && Size) {
    auto Pos = Const(Ops[2]), Len = Const(Ops[3]);
    unsigned Width = 8 * Size;
    if (!Pos || !Len || *Pos < 0 || *Len <= 0 || *Pos + *Len > Width)
      return All;
    Bits X = exprBits(Ops[1]) & WM;
    R = Bits{X.Vary >> *Pos, X.Warp >> *Pos} & lowBits(static_cast<unsigned>(*Len));
    if (Signed)
      R = SignExtend(R, static_cast<unsigned>(*Len)) & WM;
  } else if (Load && Ops.size() == 2 && !I.hasMod(".param") &&
             Size && accessSize(I) == Size) {
    // A scalar load from a known depot offset: the bits stored there.
    const Expr *Addr = Ops[1];
    if (Addr->K != Expr::Address || Addr->Sub.empty())
      return All;
    // The store every path to the load writes last (evalDef's level comes
    // from it too): its value's bits, not every store's at that offset (a
    // slot nvcc -G reuses for another object later in the function).
    if (Depot) {
      if (int St = Depot->storeOf(static_cast<unsigned>(&I - F.Insts.data())); St >= 0)
        return exprBits(F.Insts[St].S->Operands[1]) & WM;
      if (auto P = Depot->pieceOf(static_cast<unsigned>(&I - F.Insts.data()));
          P && P->Shift < 8) {
        // Bytes Shift.. of what one (wider) store wrote: its value's bits
        // from 8 * Shift up.
        Bits V = exprBits(F.Insts[P->Store].S->Operands[1]);
        return Bits{V.Vary >> (8 * P->Shift), V.Warp >> (8 * P->Shift)} & WM;
      }
    }
    auto Off = isDepotAddress(Addr) ? depotOffset(Addr) : std::nullopt;
    if (!Off)
      return All;
    // Every byte it reads, whatever offset the stores started at (evalDef
    // looks at the slot that starts at the load's own offset only).
    R = slotBits(*Off, Size);
    R |= levelBits(maxLevel(expr(Addr), AnySlot));
    return R;
  } else {
    return All;
  }
  // Within what evalDef found (it knows warp-uniform forms bits do not).
  return Bits{R.Vary & All.Vary, R.Warp & All.Warp};
}

void Uniformity::computeNoReturnDead() {
  // Blocks reached from the entry without passing a call that never
  // returns; everything after such a call is dead (nvcc -G keeps code after
  // `__trap()`, e.g. cooperative groups' invalid tile size path).
  AfterNoReturn.assign(F.Insts.size(), true);
  if (F.Blocks.empty())
    return;
  std::vector<bool> Seen(F.numBlocks(), false);
  llvm::SmallVector<unsigned, 16> Work{0};
  Seen[0] = true;
  llvm::DenseMap<const Function *, bool> Cache;
  while (!Work.empty()) {
    unsigned B = Work.pop_back_val();
    bool Stops = false;
    for (unsigned K = F.Blocks[B].Begin; K < F.Blocks[B].End && !Stops; ++K) {
      AfterNoReturn[K] = false;
      const Inst &I = F.Insts[K];
      if (I.Kind != InstKind::Call || I.isGuarded())
        continue;
      const Function *Fn = calledFunction(Ctx, *I.S);
      auto [It, New] = Cache.try_emplace(Fn, false);
      if (New)
        It->second = neverReturns(Ctx, Fn, 0);
      Stops = It->second;
    }
    if (Stops)
      continue;
    for (unsigned S : F.Blocks[B].Succs)
      if (S < Seen.size() && !Seen[S]) {
        Seen[S] = true;
        Work.push_back(S);
      }
  }
}
