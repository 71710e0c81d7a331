//===- Uniformity.cpp - thread-variance of values and branches ------------===//
#include "analyses/Uniformity.h"
#include "analyses/Interproc.h"
#include "analyses/DepotOffset.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/Twine.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <functional>
#include <cstdlib>

using namespace ptx;

static int64_t pointeeExtent(const AnalysisContext &Ctx, const Function &Callee,
                             unsigned Param);

Level Uniformity::specialRegLevel(llvm::StringRef Name) const {
  if (WarpRows && (Name == "%tid.y" || Name == "%tid.z"))
    return Level::WarpUniform;
  if (Name.startswith("%tid") || Name == "%laneid" || Name.startswith("%lanemask") ||
      Name.startswith("%clock") || Name.startswith("%globaltimer") || Name.startswith("%pm"))
    return Level::Varying;
  if (Name == "%warpid")
    return Level::WarpUniform;
  return Level::Uniform;
}

Level Uniformity::callResultLevel(const Inst &Ld) const {
  // The call this result belongs to: the closest call before the load.
  unsigned LdIdx = static_cast<unsigned>(&Ld - F.Insts.data());
  auto [RIt, New] = ResultCalls.try_emplace(LdIdx, -1);
  if (New)
    for (unsigned K = LdIdx; K-- > 0;)
      if (F.Insts[K].Kind == InstKind::Call) {
        RIt->second = static_cast<int>(K);
        break;
      }
  int CallIdx = RIt->second;
  if (CallIdx < 0 || Depth >= ModuleFacts::MaxCallHeight)
    return Level::Varying;
  // Small defined callees (nvcc -G keeps min, __syncthreads_or, __shfl_sync,
  // fabsf ... out of line) are analysed in the call's context: what they
  // return given the levels of the arguments, up to MaxCallHeight (8) calls
  // deep (cuda::ptx's mbarrier_try_wait_parity calls __as_ptr_smem, which
  // calls __cvta_generic_to_shared; libcu++'s atomic_ref::load reaches its
  // ld.acquire seven calls down, writing it through out-pointers).
  CallSite &S = callSite(static_cast<unsigned>(CallIdx));
  if (!S.B.Callee || !S.B.Callee->Body || S.B.Callee->IsEntry)
    return Level::Varying;
  CallContext CC;
  callContext(S, CC);
  return siteSummary(S, CC)->Return;
}

Uniformity::CallSite &Uniformity::callSite(unsigned K) const {
  std::unique_ptr<CallSite> &Slot = CallSites[K];
  if (Slot)
    return *Slot;
  Slot = std::make_unique<CallSite>();
  CallSite &S = *Slot;
  S.B = bindCall(Ctx, F, K);
  const CallBinding &B = S.B;
  S.ArgDepot.assign(B.ArgNames.size(), {false, std::nullopt});
  S.ArgParam.assign(B.ArgNames.size(), std::nullopt);
  S.Pieces.resize(B.Args.size());
  for (unsigned N = 0; N < B.Args.size(); ++N) {
    const CallBinding::Piece &P = B.Args[N];
    if (P.Arg >= B.ArgNames.size() || P.Off != 0)
      continue;
    CallSite::PieceFacts &PF = S.Pieces[N];
    PF.Depot = depotValue(P.Value, P.Store);
    S.ArgDepot[P.Arg] = PF.Depot;
    if (PF.Depot.first) {
      PF.Extent = B.Callee ? pointeeExtent(Ctx, *B.Callee, P.Arg) : 256;
      S.AnyPointer = true;
    } else if (Context) {
      PF.Param = asParam(F, traceCopies(F, Ctx, P.Value, P.Store));
      S.ArgParam[P.Arg] = PF.Param;
      if (PF.Param)
        S.AnyPointer = true;
    }
  }
  return S;
}

void Uniformity::callContext(const CallSite &S, CallContext &CC) const {
  const CallBinding &B = S.B;
  CC.Args.assign(B.ArgNames.size(), Level::Uniform);
  CC.Pointees.assign(B.ArgNames.size(), Level::Uniform);
  for (unsigned N = 0; N < B.Args.size(); ++N) {
    const CallBinding::Piece &P = B.Args[N];
    if (P.Arg >= CC.Args.size())
      continue;
    CC.Args[P.Arg] = maxLevel(CC.Args[P.Arg], expr(P.Value));
    if (P.Off != 0)
      continue;
    const CallSite::PieceFacts &PF = S.Pieces[N];
    if (PF.Depot.first) {
      CC.Pointees[P.Arg] = slotsLevel(PF.Depot.second, PF.Extent);
    } else if (PF.Param) {
      unsigned Own = PF.Param->Param;
      CC.Pointees[P.Arg] =
          Own < Context->Pointees.size() ? Context->Pointees[Own] : Level::Varying;
    }
  }
}

std::shared_ptr<const CalleeStores> Uniformity::siteSummary(CallSite &S,
                                                            const CallContext &CC) const {
  if (!S.LastSum || S.LastCC.Args != CC.Args || S.LastCC.Pointees != CC.Pointees) {
    S.LastSum = calleeSummary(*S.B.Callee, CC);
    S.LastCC = CC;
  }
  return S.LastSum;
}

std::shared_ptr<const CalleeStores> Uniformity::calleeSummary(const Function &Callee,
                                                              const CallContext &CC) const {
  // The call depth is part of the question: a callee analysed at depth D
  // sees its own callees only down to depth Max. Where its calls end before
  // that (D + its call height <= Max, a helper that calls nothing included),
  // the depth cuts nothing and the answer is the one for depth 1: one key.
  // Max was 3; nvcc -G's libcu++ chains (atomic_ref::load) run seven calls
  // deep. Summaries are cached per (callee, key depth, context), so the
  // cost grows with the depth, not with the number of call paths (cub -G:
  // 1.37 s before, 1.47 s after).
  unsigned KeyDepth = Depth + 1;
  constexpr unsigned Max = ModuleFacts::MaxCallHeight;
  if (KeyDepth <= Max && KeyDepth + Ctx.facts().callHeight(Callee, Max) <= Max)
    KeyDepth = 1;
  std::string Key = Callee.Name.Text.str() + "#" + std::to_string(KeyDepth) + "#";
  for (unsigned A = 0; A < CC.Args.size(); ++A)
    Key += std::to_string(static_cast<unsigned>(CC.Args[A])) +
           std::to_string(static_cast<unsigned>(CC.Pointees[A]));
  auto It = Ctx.StoreSummaries.find(Key);
  if (It != Ctx.StoreSummaries.end())
    return It->second;
  auto Sum = Ctx.facts().StoreSummaries.get(Key, [&] {
    CalleeStores S;
    runNested([&] {
      FunctionIR &CIR = Ctx.calleeIR(Callee);
      if (CIR.Insts.size() <= 1000) {
        // The thread's post-dominator tree of the callee (built once, as
        // the callee IR is), so the facts kept on the IR apply.
        Uniformity CU(CIR, Ctx, Ctx.calleePostDom(Callee), Depth + 1, &CC);
        S.Stores = CU.paramStores();
        S.Return = CU.returnLevel();
      }
    });
    return S;
  });
  // (Never null: each nested question is one call deeper.)
  if (!Sum)
    Sum = std::make_shared<const CalleeStores>();
  Ctx.StoreSummaries[Key] = Sum;
  return Sum;
}

Level Uniformity::returnLevel() const {
  Level L = Level::Uniform;
  for (const Inst &I : F.Insts) {
    if (!F.Blocks[I.Block].Reachable)
      continue;
    // .reg return values, and st.param into the return parameters.
    for (const RegRef &D : I.Defs)
      for (const VarDecl *V : F.F.Returns)
        for (const Declarator &Dc : V->Decls)
          if (Dc.Name.Text == F.Regs[D.Reg].Name)
            L = maxLevel(L, reg(D.Reg));
    if (I.opcode() != "st" || !I.hasMod(".param") || I.S->Operands.size() < 2)
      continue;
    const Expr *Base = I.S->Operands[0];
    while ((Base->K == Expr::Address || Base->K == Expr::Binary) && !Base->Sub.empty())
      Base = Base->Sub[0];
    if (Base->K != Expr::Symbol)
      continue;
    for (const VarDecl *V : F.F.Returns)
      for (const Declarator &Dc : V->Decls)
        if (Dc.Name.Text == Base->Name)
          L = maxLevel(L, maxLevel(expr(I.S->Operands[1]), Ctrl[I.Block].L));
  }
  return L;
}

static bool reachesCollective(const AnalysisContext &Ctx, const Function &Fn, unsigned Depth);

/// Whether an instruction of \p IR, or a call of it down to three calls
/// deep (\p Depth: \p IR's), runs a barrier, warp collective, mbarrier
/// operation, exit or trap, or is a call the walk cannot see into.
static bool instsReachCollective(const AnalysisContext &Ctx, const FunctionIR &IR,
                                 unsigned Depth) {
  for (const Inst &I : IR.Insts) {
    switch (I.Kind) {
    case InstKind::CtaBarrier:
    case InstKind::CtaArrive:
    case InstKind::WarpSync:
    case InstKind::Shfl:
    case InstKind::Vote:
    case InstKind::Match:
    case InstKind::Redux:
    case InstKind::Mbarrier:
    case InstKind::Exit:
    case InstKind::Trap:
      return true;
    case InstKind::Call: {
      const Function *Callee = nullptr;
      for (const Expr *E : I.S->Operands)
        if (E->K == Expr::Symbol && (Callee = Ctx.calledFunction(*E)))
          break;
      if (!Callee || reachesCollective(Ctx, *Callee, Depth + 1))
        return true;
      break;
    }
    default: {
      llvm::StringRef Op = I.opcode();
      if (Op == "wmma" || Op == "mma" || Op == "ldmatrix" || Op == "stmatrix" ||
          Op == "movmatrix" || Op == "wgmma" || Op == "tcgen05" || I.hasMod(".aligned") ||
          (Op == "cp" && I.hasMod(".mbarrier")))
        return true;
    }
    }
  }
  return false;
}

/// Whether \p Fn, or what it calls down to three calls deep, runs a
/// barrier, warp collective, mbarrier operation, exit or trap, or makes a
/// call the walk cannot see into (ModuleFacts::Collectives).
static bool reachesCollective(const AnalysisContext &Ctx, const Function &Fn, unsigned Depth) {
  if (Depth > 3 || !Fn.Body)
    return true;
  return *Ctx.facts().Collectives.get(
      {&Fn, Depth}, [&] { return instsReachCollective(Ctx, Ctx.calleeShape(Fn), Depth); });
}

using CallArgList = std::vector<std::pair<const Function *, std::vector<unsigned char>>>;

/// ModuleFacts::CallArgs of \p CIR's function: each reachable call of a
/// defined .func, with its arguments' levels by \p GetU, the function's
/// uniformity at depth 0 (asked only when there is such a call).
static CallArgList callArgsOf(const AnalysisContext &Ctx, FunctionIR &CIR,
                              llvm::function_ref<const Uniformity &()> GetU) {
  CallArgList Res;
  for (unsigned K = 0; K < CIR.Insts.size(); ++K) {
    if (CIR.Insts[K].Kind != InstKind::Call || !CIR.Blocks[CIR.Insts[K].Block].Reachable)
      continue;
    CallBinding B = bindCall(Ctx, CIR, K);
    if (!B.Callee || !B.Callee->Body || B.Callee->IsEntry)
      continue;
    const Uniformity &U = GetU();
    std::vector<unsigned char> Args(B.ArgNames.size(), static_cast<unsigned char>(Level::Uniform));
    // The argument's level: the strongest of its pieces (one the call does
    // not bind is not known to vary).
    for (const CallBinding::Piece &Pc : B.Args)
      if (Pc.Arg < Args.size())
        Args[Pc.Arg] = std::max(Args[Pc.Arg], static_cast<unsigned char>(U.expr(Pc.Value)));
    Res.push_back({B.Callee, std::move(Args)});
  }
  return Res;
}

void ptx::shareCallArgs(const AnalysisContext &Ctx, FunctionIR &F, const Uniformity &U) {
  // Only a function that reaches a collective has callees that ask
  // (callerArgLevels' callers: a .func that reaches none does not ask, and
  // a caller of one that does reaches it too, its walk one call deeper).
  // For a .func that reaches one, U took its callers' levels as the
  // ForCallerArgs analysis does: the same analysis of the same IR.
  // (Walked on F: a kernel has no module build of its own to walk.)
  if (!F.F.Body || !instsReachCollective(Ctx, F, 0))
    return;
  Ctx.facts().CallArgs.get(&F.F, [&] {
    return callArgsOf(Ctx, F, [&]() -> const Uniformity & { return U; });
  });
}

std::vector<Level> ptx::callerArgLevels(const AnalysisContext &Ctx, const Function &Fn) {
  constexpr size_t MaxCallers = 8, MaxSites = 16;
  if (Fn.IsEntry || !Fn.Body)
    return {};
  auto Raw = Ctx.facts().CallerArgs.get(&Fn, [&]() -> std::vector<unsigned char> {
    const std::vector<const Function *> *Callers = Ctx.facts().callersOf(Fn);
    if (!Callers || Callers->empty() || Callers->size() > MaxCallers)
      return {};
    for (const Function *C : *Callers)
      if (!C->Body || Ctx.onCallCycle(*C, Fn))
        return {};
    std::vector<unsigned char> Out;
    size_t Sites = 0;
    for (const Function *C : *Callers) {
      auto Calls = Ctx.facts().CallArgs.get(C, [&] {
        FunctionIR &CIR = Ctx.calleeIR(*C);
        std::optional<Uniformity> U;
        return callArgsOf(Ctx, CIR, [&]() -> const Uniformity & {
          if (!U)
            U.emplace(CIR, Ctx, Ctx.calleePostDom(*C), 0, nullptr, /*ForCallerArgs=*/true);
          return *U;
        });
      });
      if (!Calls)
        return {};
      for (const auto &[Callee, Args] : *Calls) {
        if (Callee != &Fn)
          continue;
        if (++Sites > MaxSites)
          return {};
        if (Out.empty())
          Out.assign(Args.size(), static_cast<unsigned char>(Level::Varying));
        for (unsigned A = 0; A < Out.size(); ++A)
          Out[A] = std::min(Out[A], A < Args.size() ? Args[A]
                                                    : static_cast<unsigned char>(Level::Uniform));
      }
    }
    return Out;
  });
  std::vector<Level> Levels;
  if (Raw)
    for (unsigned char V : *Raw)
      Levels.push_back(static_cast<Level>(V));
  return Levels;
}

Uniformity::Uniformity(FunctionIR &Fn, const AnalysisContext &C, const DomTree &P,
                       unsigned CallDepth, const CallContext *CC, bool ForCallerArgs)
    : F(Fn), Ctx(C), PDT(P), Depth(CallDepth), ParamsVarying(CallDepth > 0) {
  if (CC && CallDepth > 0)
    Context = *CC;
  // The callers' argument levels only change what a check of this
  // function finds where it (or what it calls) synchronises lanes or
  // threads; elsewhere they would cost a whole analysis of every caller
  // for nothing (cub -G: a quarter of the run). A caller analysed for its
  // arguments (callerArgLevels) takes its own callers' levels regardless.
  if (CallDepth == 0 && !F.F.IsEntry && (ForCallerArgs || reachesCollective(C, F.F, 0)))
    CallerArgs = callerArgLevels(C, F.F);
  LaunchShape Shape = C.launchShape(F.F);
  WarpRows = Shape.BlockKind == LaunchShape::Any || Shape.Block.V[0] % 32 == 0;
  InLaneForm.assign(F.Regs.size(), false);
  // Depot-relative registers (mov %SPL, __local_depot; cvta.local %SP, %SPL;
  // add %rd, %SP, 16), for the stack-slot model: the same register facts the
  // depot slot analysis computes (analyses/Interproc).
  if (!F.Depot.empty())
    Depot = &F.depot();

  Regs.assign(F.Regs.size(), Level::Uniform);
  RegBits.assign(F.Regs.size(), Bits());
  BitGrowth.assign(F.Regs.size(), 0);
  if (ParamsVarying)
    for (unsigned R = 0; R < F.Regs.size(); ++R)
      if (F.Regs[R].IsParam) {
        Regs[R] = Level::Varying;
        RegBits[R] = levelBits(Level::Varying);
      }
  BranchLevels.assign(F.numBlocks(), Level::Uniform);
  Ctrl.assign(F.numBlocks(), CtrlInfo());
  // Facts of the function alone: from the first analysis of this IR (a
  // callee's, in another call context) with the same post-dominator tree.
  // Lookups may have added a range's register since (FunctionIR::rangeReg):
  // no instruction reads or writes one, so a fresh computation would give it
  // what the resizes below do (not live across blocks; not invariant, having
  // no definition).
  if (const UniformityFacts *U = F.UniformityMemo.get(); U && U->PDT == &PDT) {
    AfterNoReturn = U->AfterNoReturn;
    CtrlDeps = U->CtrlDeps;
    DirectCtl = U->DirectCtl;
    CrossBlock = U->CrossBlock;
    Invariant = U->Invariant;
    SharedRaces = U->SharedRaces;
    if (CrossBlock.size() < F.Regs.size())
      CrossBlock.resize(F.Regs.size(), false);
    if (Invariant.size() < F.Regs.size())
      Invariant.resize(F.Regs.size(), 0);
  } else {
    computeNoReturnDead();
    computeControlDeps();
    computeEscapingDefs();
    computeInvariantRegs();
    computeSharedRaces();
    auto Facts = std::make_shared<UniformityFacts>();
    Facts->PDT = &PDT;
    Facts->AfterNoReturn = AfterNoReturn;
    Facts->CtrlDeps = CtrlDeps;
    Facts->DirectCtl = DirectCtl;
    Facts->CrossBlock = CrossBlock;
    Facts->Invariant = Invariant;
    Facts->SharedRaces = SharedRaces;
    F.UniformityMemo = std::move(Facts);
  }
  // Largest direct access at each depot offset, built when first needed.
  llvm::DenseMap<int64_t, unsigned> DirectSize;
  bool DirectBuilt = false;
  // One instruction's part of a round: true when it changed what the
  // analysis knows (a register's level or bits, a slot, a parameter store).
  // Resized: it made room for registers created since (reg() of one beyond
  // Regs was Varying), which changes nothing the round's test sees.
  bool Resized = false;
  auto Step = [&](const Inst &I) -> bool {
    bool Changed = false;
    Level Ctl = Ctrl[I.Block].L;
    Level G = I.Guard >= 0 ? reg(I.Guard) : Level::Uniform;
    // Stores through the function's own pointer parameters (a callee
    // analysed for a call site).
    if (Context && I.opcode() == "st" && I.S->Operands.size() == 2 &&
        !I.hasMod(".param") && !I.hasMod(".shared") && !I.hasMod(".global")) {
      ValueOrigin O = traceCopies(F, Ctx, I.S->Operands[0],
                                  static_cast<unsigned>(&I - F.Insts.data()));
      if (auto P = asParam(F, O); P && P->Off == 0) {
        Level V = maxLevel(maxLevel(expr(I.S->Operands[1]), Ctl), G);
        unsigned Size = accessSize(I);
        bool Found = false;
        for (ParamStore &PS : PStores)
          if (PS.Param == P->Param && PS.Off == P->Add) {
            Found = true;
            if (PS.L < V) {
              PS.L = V;
              Changed = true;
            }
            if (PS.Size < Size) {
              PS.Size = Size;
              Changed = true;
            }
          }
        if (!Found) {
          PStores.push_back({P->Param, P->Add, V, Size});
          Changed = true;
        }
      }
    }
    // Stores into the local depot (everything nvcc -G keeps in memory).
    if (I.opcode() == "st" && I.S->Operands.size() >= 2) {
      const Expr *Addr = I.S->Operands[0];
      bool IsDepot = false;
      auto Off = depotOffset(Addr);
      if (Addr->K == Expr::Address && !Addr->Sub.empty()) {
        const Expr *Base = Addr->Sub[0];
        while (Base->K == Expr::Binary)
          Base = Base->Sub[0];
        if (Base->K == Expr::Symbol) {
          if (Base->Name == F.Depot)
            IsDepot = true;
          else if (auto R = F.lookupReg(Base->Name))
            IsDepot = Depot && Depot->isDepotReg(*R);
        }
      }
      // An element of a stack object a call's result points to
      // (callDepotAddress): its slot, or every slot of the object.
      std::optional<CallDepotAddr> CD;
      if (!IsDepot && Depot && (CD = callDepotAddress(Addr))) {
        IsDepot = true;
        Off = CD->Exact;
      }
      if (IsDepot && CD && !Off) {
        Level V = maxLevel(expr(I.S->Operands[1]), maxLevel(Ctl, maxLevel(G, expr(Addr))));
        unsigned Size = std::max(1u, accessSize(I));
        for (int64_t O = CD->Object; O < CD->Object + CD->Extent; O += Size) {
          Level &S = Slots[O];
          if (S < V) {
            S = V;
            ++SlotsVersion;
            Changed = true;
          }
          Changed |= storeSlotBits(O, Size, levelBits(V));
        }
      } else if (IsDepot) {
        Level Around = maxLevel(Ctl, maxLevel(G, expr(Addr)));
        Level V = maxLevel(expr(I.S->Operands[1]), Around);
        if (Off) {
          Level &S = Slots[*Off];
          if (S < V) {
            S = V;
            ++SlotsVersion;
            Changed = true;
          }
          // Bit-exact for a scalar store; a vector store by level.
          unsigned Size = accessSize(I);
          Bits B = levelBits(Around);
          if (Size == scalarSize(I))
            B |= exprBits(I.S->Operands[1]);
          else
            B |= levelBits(expr(I.S->Operands[1]));
          Changed |= storeSlotBits(*Off, Size, B);
        } else if (auto Rg = Depot ? Depot->elementBytes(
                                         Addr, static_cast<unsigned>(&I - F.Insts.data()),
                                         accessSize(I))
                                   : std::nullopt;
                   Rg && Rg->second - Rg->first <= 4096) {
          // An element of a stack array at an index bounded by its loop
          // test (clang -O0's `acc[r]`, the counter r read back from its
          // slot): the slots a load overlapping the array's bytes reads,
          // not every slot of the frame (the loop counter beside it).
          // A direct access below the array that runs into it.
          if (!DirectBuilt) {
            DirectBuilt = true;
            for (const Inst &J : F.Insts) {
              bool Ld = J.opcode() == "ld", St = J.opcode() == "st";
              if ((!Ld && !St) || J.S->Operands.size() < 2)
                continue;
              if (auto JO = depotOffset(Ld ? J.S->Operands.back() : J.S->Operands[0])) {
                unsigned &Sz = DirectSize[*JO];
                Sz = std::max(Sz, accessSize(J));
              }
            }
          }
          auto directAccessReaches = [&](int64_t O, int64_t End) {
            auto It = DirectSize.find(O);
            return It != DirectSize.end() && O + static_cast<int64_t>(It->second) > End;
          };
          for (int64_t O = Rg->first - 15; O < Rg->second; ++O) {
            if (O < Rg->first && !directAccessReaches(O, Rg->first))
              continue;
            Level &S = Slots[O];
            if (S < V) {
              S = V;
              ++SlotsVersion;
              Changed = true;
            }
          }
          Changed |= storeSlotBits(Rg->first, static_cast<unsigned>(Rg->second - Rg->first),
                                   levelBits(V));
        } else if (AnySlot < V) {
          AnySlot = V;
          ++SlotsVersion;
          Changed = true;
        }
      }
    }
    if (I.Kind == InstKind::Call && Depth < ModuleFacts::MaxCallHeight)
      Changed |= applyCallStores(static_cast<unsigned>(&I - F.Insts.data()),
                                 maxLevel(Ctl, G));
    if (I.Defs.empty())
      return Changed;
    // Registers already at the top of the lattice cannot grow: most of a
    // kernel varies with the thread, and evalDef is the loop's cost.
    bool AllTop = true;
    for (const RegRef &D : I.Defs)
      AllTop &= D.Reg < Regs.size() && Regs[D.Reg] == Level::Varying &&
                !~RegBits[D.Reg].Vary && !~RegBits[D.Reg].Warp;
    if (AllTop)
      return Changed;
    // Sync dependence only reaches values that leave the block: a
    // temporary written and consumed inside one block never meets a join
    // (nvcc's `{ .reg .b64 %tmp; cvta ...; }` scopes reuse one name).
    // Bit ranges refine the level (a varying field masked or shifted out).
    Level Def = evalDef(I);
    Bits BaseBits = evalBits(I, Def);
    BaseBits |= levelBits(G);
    for (const RegRef &D : I.Defs) {
      if (D.Reg >= Regs.size()) {
        Regs.resize(F.Regs.size(), Level::Uniform);
        RegBits.resize(F.Regs.size(), Bits());
        Resized = true;
      }
      bool Local = (D.Reg < CrossBlock.size() && !CrossBlock[D.Reg]) ||
                   (D.Reg < Invariant.size() && Invariant[D.Reg] == 1);
      Bits JoinBits = BaseBits;
      if (!Local && Ctl != Level::Uniform)
        JoinBits |= levelBits(syncLevel(I.Block, D.Reg));
      const Bits &B = Local ? BaseBits : JoinBits;
      Level L = B.level();
      if (Regs[D.Reg] < L) {
        Regs[D.Reg] = L;
        Changed = true;
      }
      Bits &RB = RegBits[D.Reg];
      if ((B.Vary & ~RB.Vary) || (B.Warp & ~RB.Warp)) {
        RB |= B;
        // Widening: a value that keeps growing (a shift in a loop) takes
        // whole-register masks, so the iteration converges.
        if (D.Reg >= BitGrowth.size())
          BitGrowth.resize(F.Regs.size(), 0);
        if (++BitGrowth[D.Reg] > 3)
          RB = levelBits(RB.level());
        Changed = true;
      }
    }
    return Changed;
  };
  // Rounds over the whole function until nothing changes. A step is a
  // function of the state it reads (levels, bits, slots, control levels), so
  // an instruction that no change has touched since its last step would
  // repeat it exactly: one after the last change of the previous round,
  // while the round so far changed nothing and the control levels
  // (computeControl, from the registers) came out as before. Skipping those
  // leaves every level as the full rounds give it (the last round, which
  // confirms the fixed point, then runs only up to the previous round's
  // last change).
  std::vector<Level> PrevBranch;
  std::vector<CtrlInfo> PrevCtrl;
  int PrevLast = -1; // the previous round's last changing step (-1: none)
  for (unsigned Iter = 0; Iter < 50; ++Iter) {
    PrevBranch.swap(BranchLevels);
    PrevCtrl.swap(Ctrl);
    computeControl();
    bool CtlSame = Iter > 0 && PrevBranch == BranchLevels &&
                   std::equal(Ctrl.begin(), Ctrl.end(), PrevCtrl.begin(), PrevCtrl.end(),
                              [](const CtrlInfo &A, const CtrlInfo &B) {
                                return A.L == B.L && A.WarpBranch == B.WarpBranch &&
                                       A.VaryBranch == B.VaryBranch;
                              });
    bool Changed = false;
    int Last = -1;
    for (unsigned K = 0, E = F.Insts.size(); K < E; ++K) {
      const Inst &I = F.Insts[K];
      if (!F.Blocks[I.Block].Reachable || AfterNoReturn[K])
        continue;
      if (CtlSame && !Changed && static_cast<int>(K) > PrevLast)
        continue; // (nothing changed after its previous step)
      Resized = false;
      if (Step(I)) {
        Changed = true;
        Last = static_cast<int>(K);
      } else if (Resized) {
        Last = static_cast<int>(K);
        CtlSame = false; // (the rest of the round steps again)
      }
    }
    PrevLast = Last;
    if (!Changed)
      break;
  }
  computeControl();
  // Developer aid: PTXLINT_DEBUG_UNIFORMITY=1 prints every thread-dependent
  // definition and branch of each analysed function (not a user interface).
  static const bool Debug = std::getenv("PTXLINT_DEBUG_UNIFORMITY") != nullptr;
  if (Debug) {
    static const char *Names[] = {"uniform", "warp-uniform", "varying"};
    llvm::errs() << "uniformity: " << F.F.Name.Text << " (call depth " << Depth << ")\n";
    for (const Inst &I : F.Insts) {
      if (!F.Blocks[I.Block].Reachable)
        continue;
      for (const RegRef &D : I.Defs)
        if (reg(D.Reg) != Level::Uniform) {
          llvm::errs() << "  " << F.Regs[D.Reg].Name << " "
                       << Names[static_cast<unsigned>(reg(D.Reg))] << ": "
                       << I.S->Range.text();
          if (Depot && I.opcode() == "ld" && isDepotAddress(I.S->Operands.back()))
            llvm::errs() << "  (depot load; reaching store: "
                         << Depot->storeOf(static_cast<unsigned>(&I - F.Insts.data()))
                         << ", control " << Names[static_cast<unsigned>(Ctrl[I.Block].L)] << ")";
          llvm::errs() << "\n";
        }
      if (I.Kind == InstKind::Branch && I.Guard >= 0 &&
          BranchLevels[I.Block] != Level::Uniform)
        llvm::errs() << "  branch " << Names[static_cast<unsigned>(BranchLevels[I.Block])]
                     << ": " << I.S->Range.text() << "\n";
    }
  }
}

std::pair<bool, std::optional<int64_t>> Uniformity::depotValue(const Expr *E,
                                                                 unsigned At) const {
  if (F.Depot.empty())
    return {false, std::nullopt};
  ValueOrigin O = traceCopies(F, Ctx, E, At);
  if (!O.Root || O.Root->K != Expr::Symbol)
    return {false, std::nullopt};
  if (O.Root->Name == F.Depot)
    return {true, depotOffsetInRange(O.Add)};
  auto R = F.lookupReg(O.Root->Name);
  if (!R || !Depot || !Depot->isDepotReg(*R))
    return {false, std::nullopt};
  std::optional<int64_t> Off = Depot->regOffset(*R);
  if (!Off || !depotOffsetInRange(O.Add))
    return {true, std::nullopt};
  return {true, *Off + O.Add};
}

Level Uniformity::slotsLevel(std::optional<int64_t> Off, int64_t Extent) const {
  // A scan of every slot, asked again for each pointer argument of each
  // call and each load at an unknown offset in every round: answered from
  // the memo while no slot's level (nor AnySlot) has grown since.
  auto Key = std::make_pair(Off ? *Off : INT64_MIN, Off ? Extent : int64_t(0));
  auto [It, New] = SlotsLevels.try_emplace(Key, SlotsVersion, Level::Uniform);
  if (!New && It->second.first == SlotsVersion)
    return It->second.second;
  Level L = AnySlot;
  for (auto &KV : Slots)
    if (!Off || (KV.first >= *Off && KV.first < *Off + Extent))
      L = maxLevel(L, KV.second);
  It->second = {SlotsVersion, L};
  return L;
}

/// How many bytes from its start a callee reads or writes through pointer
/// parameter \p Param, when it only loads and stores at constant offsets
/// from it (nvcc -G's `const unsigned &` parity argument of cuda::ptx's
/// mbarrier_try_wait_parity: 4 bytes); 256 (an aggregate's worth) when the
/// pointer goes anywhere else (a call, a store of it, arithmetic).
static int64_t pointeeExtent(const AnalysisContext &Ctx, const Function &Callee,
                             unsigned Param) {
  constexpr int64_t Unknown = 256;
  FunctionIR &CIR = Ctx.calleeIR(Callee);
  if (CIR.Insts.size() > 200)
    return Unknown;
  int64_t Extent = 0;
  for (unsigned K = 0; K < CIR.Insts.size(); ++K) {
    const Inst &I = CIR.Insts[K];
    llvm::StringRef Op = I.opcode();
    bool Mem = (opIs(Op, "ld") || opIs(Op, "st") || opIs(Op, "ldu")) && !I.hasMod(".param");
    for (unsigned N = 0; N < I.S->Operands.size(); ++N) {
      const Expr *E = I.S->Operands[N];
      bool IsAddr = E->K == Expr::Address;
      if (IsAddr) {
        if (E->Sub.empty())
          continue;
        E = E->Sub[0];
        if (E->K == Expr::Binary && !E->Sub.empty())
          E = E->Sub[0];
      }
      if (E->K != Expr::Symbol || (N == 0 && !IsAddr && !I.Defs.empty()))
        continue;
      auto P = asParam(CIR, traceCopies(CIR, Ctx, E, K));
      if (!P || P->Param != Param || P->Off)
        continue;
      // The copies traceCopies follows (mov, cvta, adds of constants) are
      // not uses of their own.
      if (!IsAddr && (opIs(Op, "mov") || opIs(Op, "cvta") || opIs(Op, "add") || opIs(Op, "cvt")))
        continue;
      if (!IsAddr || !Mem)
        return Unknown;
      int64_t Off = P->Add;
      const Expr *A = I.S->Operands[N];
      if (!A->Sub.empty() && A->Sub[0]->K == Expr::Binary && A->Sub[0]->Sub.size() == 2)
        if (auto C = evalConstExpr(A->Sub[0]->Sub[1])) {
          if (!depotOffsetInRange(C) || !depotOffsetInRange(Off))
            return Unknown;
          Off += *C;
        }
      if (Off < 0 || !depotOffsetInRange(Off))
        return Unknown;
      Extent = std::max<int64_t>(Extent, Off + std::max<unsigned>(accessBytes(I), 1));
    }
  }
  return std::min<int64_t>(Extent ? Extent : 1, Unknown);
}

bool Uniformity::applyCallStores(unsigned K, Level Ctl) {
  CallSite &Site = callSite(K);
  const CallBinding &B = Site.B;
  const Function *Callee = B.Callee;
  if (!Callee || !Callee->Body || Callee->IsEntry || B.ArgNames.empty())
    return false;
  // The context: argument levels and what pointer arguments point to.
  if (!Site.AnyPointer)
    return false;
  CallContext CC;
  callContext(Site, CC);
  std::shared_ptr<const CalleeStores> Sum = siteSummary(Site, CC);
  const auto &ArgDepot = Site.ArgDepot;
  const auto &ArgParam = Site.ArgParam;
  bool Changed = false;
  for (const ParamStore &St : Sum->Stores) {
    if (St.Param >= B.ArgNames.size())
      continue;
    Level V = maxLevel(St.L, Ctl);
    if (ArgDepot[St.Param].first) {
      auto Off = ArgDepot[St.Param].second;
      // A store beyond any slot (DepotOffset.h) may land anywhere.
      if (Off && !depotOffsetInRange(St.Off))
        Off = std::nullopt;
      Level &S = Off ? Slots[*Off + St.Off] : AnySlot;
      if (S < V) {
        S = V;
        ++SlotsVersion;
        Changed = true;
      }
      if (Off)
        Changed |= storeSlotBits(*Off + St.Off, St.Size, levelBits(V));
    } else if (ArgParam[St.Param]) {
      // Wrapping sum (no signed overflow): offsets this far name no memory.
      int64_t MineOff = static_cast<int64_t>(static_cast<uint64_t>(ArgParam[St.Param]->Add) +
                                             static_cast<uint64_t>(St.Off));
      ParamStore Mine{ArgParam[St.Param]->Param, MineOff, V, St.Size};
      bool Found = false;
      for (ParamStore &PS : PStores)
        if (PS.Param == Mine.Param && PS.Off == Mine.Off) {
          Found = true;
          if (PS.L < V) {
            PS.L = V;
            Changed = true;
          }
          if (PS.Size < Mine.Size) {
            PS.Size = Mine.Size;
            Changed = true;
          }
        }
      if (!Found) {
        PStores.push_back(Mine);
        Changed = true;
      }
    }
  }
  return Changed;
}

std::optional<Uniformity::CallDepotAddr>
Uniformity::callDepotAddress(const Expr *Addr) const {
  if (!Depot || Addr->K != Expr::Address || Addr->Sub.size() != 1)
    return std::nullopt;
  const Expr *E = Addr->Sub[0];
  int64_t Add = 0;
  if (E->K == Expr::Binary && E->Sub.size() == 2) {
    auto K = depotOffsetInRange(evalConstExpr(E->Sub[1]));
    if (!K)
      return std::nullopt;
    Add = *K;
    E = E->Sub[0];
  }
  if (E->K != Expr::Symbol)
    return std::nullopt;
  auto R = F.lookupReg(E->Name);
  if (!R)
    return std::nullopt;
  int D = F.uniqueDef(*R);
  if (D < 0)
    return std::nullopt;
  const Inst &Ld = F.Insts[D];
  if (Ld.opcode() != "ld" || !Ld.hasMod(".param"))
    return std::nullopt;
  auto [It, New] = CallDepotAddrs.try_emplace(static_cast<unsigned>(D));
  if (New) {
    It->second = [&]() -> std::optional<CallDepotAddr> {
      auto RF = callResultForm(F, Ctx, static_cast<unsigned>(D));
      if (!RF || RF->KeepBits != 64)
        return std::nullopt;
      // One term is a stack address (the object, scale 1); the others an
      // index: constants give the element, anything else any element.
      std::optional<int64_t> Object;
      bool Constant = true;
      int64_t Rest = RF->Const;
      for (const CallResultForm::Term &T : RF->Terms) {
        auto [IsDepot, TOff] = depotValue(T.Value, T.Store);
        if (IsDepot) {
          if (Object || T.Scale != 1 || !TOff)
            return std::nullopt;
          Object = *TOff;
        } else if (auto V = evalConstExpr(T.Value)) {
          Rest = static_cast<int64_t>(static_cast<uint64_t>(Rest) +
                                      static_cast<uint64_t>(*V) * static_cast<uint64_t>(T.Scale));
        } else {
          Constant = false;
        }
      }
      if (!Object || !depotOffsetInRange(Rest))
        return std::nullopt;
      CallDepotAddr C;
      C.Object = *Object;
      if (Constant && depotOffsetInRange(*Object + Rest))
        C.Exact = *Object + Rest;
      // The object ends where the next object whose address the function
      // takes begins (or 256 bytes on).
      if (DepotTaken.empty()) {
        DepotTaken.push_back(INT64_MAX);
        for (unsigned X = 0; X < F.Regs.size(); ++X)
          if (Depot->isDepotReg(X))
            if (auto O = Depot->regOffset(X))
              DepotTaken.push_back(*O);
        llvm::sort(DepotTaken);
      }
      auto Next = std::upper_bound(DepotTaken.begin(), DepotTaken.end(), C.Object);
      C.Extent = std::min<int64_t>(256, *Next == INT64_MAX ? 256 : *Next - C.Object);
      return C;
    }();
  }
  if (!It->second)
    return std::nullopt;
  CallDepotAddr C = *It->second;
  if (C.Exact)
    C.Exact = depotOffsetInRange(*C.Exact + Add);
  else if (!depotOffsetInRange(C.Object + Add))
    return std::nullopt;
  return C;
}

bool Uniformity::isDepotAddress(const Expr *Addr) const {
  if (Addr->K != Expr::Address || Addr->Sub.empty())
    return false;
  const Expr *Base = Addr->Sub[0];
  while (Base->K == Expr::Binary)
    Base = Base->Sub[0];
  if (Base->K != Expr::Symbol)
    return false;
  if (!F.Depot.empty() && Base->Name == F.Depot)
    return true;
  auto R = F.lookupReg(Base->Name);
  return R && Depot && Depot->isDepotReg(*R);
}

std::optional<int64_t> Uniformity::depotOffset(const Expr *Addr) const {
  if (Addr->K != Expr::Address || Addr->Sub.size() != 1)
    return std::nullopt;
  const Expr *E = Addr->Sub[0];
  int64_t Add = 0;
  if (E->K == Expr::Binary && E->Sub.size() == 2) {
    auto K = depotOffsetInRange(evalConstExpr(E->Sub[1]));
    if (!K)
      return std::nullopt;
    Add = *K;
    E = E->Sub[0];
  }
  if (E->K != Expr::Symbol)
    return std::nullopt;
  if (E->Name == F.Depot)
    return Add;
  auto R = F.lookupReg(E->Name);
  if (!R || !Depot || !Depot->isDepotReg(*R))
    return std::nullopt;
  std::optional<int64_t> Off = Depot->regOffset(*R);
  if (!Off)
    return std::nullopt;
  return *Off + Add;
}

Level Uniformity::expr(const Expr *E) const {
  if (!E)
    return Level::Uniform;
  switch (E->K) {
  case Expr::Symbol: {
    if (auto R = F.lookupReg(E->Name))
      return reg(*R);
    if (E->Name.startswith("%"))
      return specialRegLevel(E->Selector.Text.empty() ? E->Name.str()
                                                      : (E->Name + E->Selector.Text).str());
    return Level::Uniform;
  }
  case Expr::Unary:
  case Expr::Binary:
  case Expr::Ternary:
  case Expr::Cast:
  case Expr::Paren:
  case Expr::Vector:
  case Expr::Address:
  case Expr::ArrayElem:
  case Expr::List:
  case Expr::FnCall: {
    Level L = Level::Uniform;
    for (const Expr *S : E->Sub)
      L = maxLevel(L, expr(S));
    return L;
  }
  default:
    return Level::Uniform;
  }
}

Level Uniformity::evalDef(const Inst &I) const {
  const InstrStmt &S = *I.S;
  llvm::StringRef Op = I.opcode();
  // A copy of a register written more than once, where the write it reads
  // is earlier in the same block: that write's value, not every write's
  // (nvcc's `mov %r113, 1; mov %r105, %r113` before a loop in which %r113 is
  // rewritten on a lane-dependent path).
  if (opIs(Op, "mov") && S.Operands.size() == 2 && S.Operands[1]->K == Expr::Symbol &&
      S.Operands[1]->Selector.Text.empty() && CopyDepth < 4)
    if (auto R = F.lookupReg(S.Operands[1]->Name); R && F.defsOf(*R).size() > 1) {
      unsigned Idx = static_cast<unsigned>(&I - F.Insts.data());
      int D = F.reachingDef(*R, Idx);
      if (D >= 0 && static_cast<unsigned>(D) < Idx && F.Insts[D].Block == I.Block &&
          F.Insts[D].Defs.size() == 1) {
        ++CopyDepth;
        Level L = evalDef(F.Insts[D]);
        --CopyDepth;
        return L;
      }
    }
  // Likewise for the operands of integer arithmetic: each operand register
  // written more than once whose write this instruction reads is earlier in
  // its block counts with that write's level (nvcc's `shl %r340, t, 5; or
  // %r37, %r340, 1` at the top of a loop whose inner loop later steps %r340
  // per thread).
  static const llvm::StringRef Arith[] = {"add", "sub", "mul", "mad", "shl",  "shr", "or",
                                      "and", "xor", "cvt", "min", "max", "setp", "selp",
                                      "set", "not", "neg", "abs", "div", "rem"};
  unsigned Idx = static_cast<unsigned>(&I - F.Insts.data());
  if (ReadsThroughWrites.size() != F.Insts.size())
    ReadsThroughWrites.assign(F.Insts.size(), -1);
  int8_t &Through = ReadsThroughWrites[Idx];
  if (Through < 0) {
    Through = I.Defs.size() == 1 && !S.Guard &&
              std::find(std::begin(Arith), std::end(Arith), Op) != std::end(Arith);
    // Only an operand register with several writes can read differently.
    bool Several = false;
    for (const RegRef &U : I.Uses)
      Several |= F.defsOf(U.Reg).size() > 1;
    Through &= Several;
  }
  if (CopyDepth < 4 && Through) {
    bool Any = false;
    Level L = Level::Uniform;
    // The one write every path to an operand meets last (no join of values
    // from several writes, where which write a thread saw can differ): its
    // level is the operand's. Only registers with several writes can
    // differ from expr(), so nothing else is asked unless one has.
    llvm::SmallVector<int, 4> Reaching(S.Operands.size(), -1);
    for (unsigned K = 1; K < S.Operands.size(); ++K) {
      const Expr *E = S.Operands[K];
      auto R = E->K == Expr::Symbol && E->Selector.Text.empty() ? F.lookupReg(E->Name)
                                                                : std::nullopt;
      llvm::SmallVector<unsigned, 4> Ds;
      if (R && F.defsOf(*R).size() > 1 && F.reachingDefs(*R, Idx, Ds) && Ds.size() == 1 &&
          F.Insts[Ds[0]].Defs.size() == 1 && F.Insts[Ds[0]].Defs[0].Reg == *R) {
        Reaching[K] = static_cast<int>(Ds[0]);
        Any = true;
      }
    }
    for (unsigned K = 1; Any && K < S.Operands.size(); ++K) {
      if (Reaching[K] >= 0) {
        ++CopyDepth;
        L = maxLevel(L, evalDef(F.Insts[Reaching[K]]));
        --CopyDepth;
      } else {
        L = maxLevel(L, expr(S.Operands[K]));
      }
    }
    // Only where it changes something, and for the operations whose level
    // is their operands' (no special cases below apply to them).
    if (Any && (opIs(Op, "add") || opIs(Op, "sub") || opIs(Op, "mul") || opIs(Op, "mad") ||
                opIs(Op, "or") || opIs(Op, "xor") || opIs(Op, "min") || opIs(Op, "max")))
      return L;
    // Operands the same in every thread make any of these the same: the
    // special cases below only ever find more uniformity (a test of a
    // block index that a look-back loop later rewrites per thread, read
    // before that: CUB's DeviceSelect `if (tile_idx == 0)` around its
    // __syncthreads).
    if (Any && L == Level::Uniform)
      return L;
    // Otherwise the cases below, which read each operand register's level
    // over all its writes, can only find more uniformity than the operands
    // have, so the lesser of the two holds: clang reuses one register for a
    // reload from shared memory after a barrier and for a lane-0 update of
    // the same value (`ld.shared %r48, [top]; setp.lt %p3, %r48, 0` while
    // lane 0 later runs `add %r48, %r48, -1`), and the comparison reads
    // only the reload.
    if (Any)
      return minLevel(L, evalDefOperands(I));
  }
  return evalDefOperands(I);
}

Level Uniformity::evalDefOperands(const Inst &I) const {
  const InstrStmt &S = *I.S;
  llvm::StringRef Op = I.opcode();
  auto UsesLevel = [&](unsigned From) {
    Level L = Level::Uniform;
    for (unsigned K = From; K < S.Operands.size(); ++K)
      L = maxLevel(L, expr(S.Operands[K]));
    return L;
  };
  // match.all over the full warp: every lane gets the same mask and
  // predicate (all values equal, or not).
  if (opIs(Op, "match") && I.hasMod(".all") && S.Operands.size() >= 3 &&
      fullWarpMask(S.Operands[2]))
    return Level::WarpUniform;
  // match.any over the full warp compared with the full mask: "all lanes
  // hold the same value" is true in one lane iff it is true in all of them.
  if (opIs(Op, "setp") && S.Operands.size() == 3 && !S.Mods.empty() &&
      (S.Mods[0].Text == ".eq" || S.Mods[0].Text == ".ne"))
    for (unsigned Side = 1; Side <= 2; ++Side)
      if (fullWarpMask(S.Operands[3 - Side]) && isFullMatchAny(S.Operands[Side]))
        return Level::WarpUniform;
  if (opIs(Op, "atom") || opIs(Op, "match") || opIs(Op, "elect") || opIs(Op, "call"))
    return Level::Varying;
  // bar.red / barrier.red hand every participating thread the same
  // reduction (PTX ISA 9.7.13.1): __syncthreads_or/_and/_count.
  if ((opIs(Op, "bar") || opIs(Op, "barrier")) && I.hasMod(".red"))
    return Level::Uniform;
  if (opIs(Op, "shfl")) {
    if (I.hasMod(".idx") && S.Operands.size() >= 3 && expr(S.Operands[2]) != Level::Varying)
      return Level::WarpUniform;
    return Level::Varying;
  }
  if (opIs(Op, "vote") || opIs(Op, "redux") || opIs(Op, "activemask"))
    return maxLevel(Level::WarpUniform, Level::Uniform);
  if ((opIs(Op, "ld") || opIs(Op, "ldu")) && S.Operands.size() >= 2) {
    const Expr *Addr = S.Operands[1];
    // A depot slot with a store every path to the load writes last (also
    // through a pointer reloaded from the stack, or an out-of-line
    // constructor's store of an argument; analyses/Interproc.h): the
    // stored value's level.
    if (Depot && !I.hasMod(".param")) {
      if (int St = Depot->storeOf(static_cast<unsigned>(&I - F.Insts.data())); St >= 0)
        return expr(F.Insts[St].S->Operands[1]);
      // Bytes inside what one wider store wrote (a field of an object
      // copied 8 bytes at a time): at most that value's level.
      if (auto P = Depot->pieceOf(static_cast<unsigned>(&I - F.Insts.data())))
        return expr(F.Insts[P->Store].S->Operands[1]);
    }
    Level L = expr(Addr);
    // Results of a call come back through .param variables of the caller.
    // ([retval0+0] is how nvcc -G reads them back).
    if (I.hasMod(".param") && Addr->K == Expr::Address && !Addr->Sub.empty()) {
      const Expr *Base = Addr->Sub[0];
      while (Base->K == Expr::Binary && !Base->Sub.empty())
        Base = Base->Sub[0];
      if (Base->K == Expr::Symbol && F.LocalVars.count(Base->Name))
        return callResultLevel(I);
      // A .func's own parameters vary when the caller's arguments do.
      if (ParamsVarying && Base->K == Expr::Symbol)
        if (auto P = paramIndex(F.F, Base->Name))
          return Context && *P < Context->Args.size() ? Context->Args[*P] : Level::Varying;
      // A .func analysed on its own: what every caller passes.
      if (!CallerArgs.empty() && Base->K == Expr::Symbol)
        if (auto P = paramIndex(F.F, Base->Name); P && *P < CallerArgs.size())
          return CallerArgs[*P];
    }
    // What a pointer argument points to (the caller's stack slots).
    if (Context && !I.hasMod(".param")) {
      ValueOrigin O = traceCopies(F, Ctx, Addr, static_cast<unsigned>(&I - F.Insts.data()));
      if (auto P = asParam(F, O))
        L = maxLevel(L, P->Param < Context->Pointees.size() ? Context->Pointees[P->Param]
                                                            : Level::Varying);
    }
    if (L != Level::Varying)
      if (auto It = SharedRaces.find(static_cast<unsigned>(&I - F.Insts.data()));
          It != SharedRaces.end())
        for (unsigned W : It->second)
          if ((L = maxLevel(L, sharedWriteLevel(W))) == Level::Varying)
            break;
    if (L != Level::Varying && spinPoll(static_cast<unsigned>(&I - F.Insts.data())))
      L = Level::Varying;
    if (isDepotAddress(Addr)) {
      L = maxLevel(L, AnySlot);
      if (auto Off = depotOffset(Addr)) {
        auto It = Slots.find(*Off);
        if (It != Slots.end())
          L = maxLevel(L, It->second);
      } else {
        L = maxLevel(L, slotsLevel(std::nullopt));
      }
    } else if (auto CD = Depot ? callDepotAddress(Addr) : std::nullopt) {
      L = maxLevel(L, AnySlot);
      if (CD->Exact) {
        if (auto It = Slots.find(*CD->Exact); It != Slots.end())
          L = maxLevel(L, It->second);
      } else {
        L = maxLevel(L, slotsLevel(CD->Object, CD->Extent));
      }
    }
    return L;
  }
  // (base + %tid.x) >> k with k >= 5, or / (multiple of 32): warp-uniform
  // when base is a warp-uniform multiple of 32.
  if (WarpRows && (opIs(Op, "shr") || opIs(Op, "div")) && S.Operands.size() == 3) {
    Level L = UsesLevel(1);
    if (L == Level::Varying && opIs(Op, "shr") && tidMagicQuotient(S))
      return Level::WarpUniform;
    if (L == Level::Varying) {
      auto K = evalConstExpr(S.Operands[2]);
      bool ByWarp = K && (opIs(Op, "shr") ? *K >= 5 : (*K > 0 && *K % 32 == 0));
      bool Unsigned = !I.hasMod(".s32") && !I.hasMod(".s64");
      // (Signed division truncates: the run [-32, -1] divided by 32 splits
      // at -31; %tid.x itself is not negative, nvcc -G's `div.s32 %r, tid,
      // 128` for a warpgroup index.)
      if (ByWarp && (Unsigned || opIs(Op, "shr") || isTidCopy(S.Operands[1])) &&
          laneFormRest(S.Operands[1]) <= Level::WarpUniform)
        return Level::WarpUniform;
    }
    return L;
  }
  // (base + %tid.x) & C with C's low five bits clear: warp-uniform.
  if (WarpRows && opIs(Op, "and") && S.Operands.size() == 3) {
    Level L = UsesLevel(1);
    if (L == Level::Varying)
      for (unsigned Side = 1; Side <= 2; ++Side) {
        auto K = evalConstExpr(S.Operands[3 - Side]);
        if (K && (*K & 31) == 0 && laneFormRest(S.Operands[Side]) <= Level::WarpUniform)
          return Level::WarpUniform;
      }
    return L;
  }
  // A block-strided thread index (blockIdx.x * blockDim.x + threadIdx.x,
  // stepped by multiples of blockDim.x) compared, signed, with a CTA-uniform
  // multiple of blockDim.x below it (`i < m`, `i >= m`): the CTA's threads
  // hold ntid consecutive values from a multiple of ntid, all on one side of
  // m. Assumes the grid's threads along x number below 2^31 and that the
  // index and bound arithmetic does not wrap in 32 bits (C++'s signed int
  // overflow is undefined; a counter that wraps runs out of bounds anyway):
  // modulo 2^32, multiples of an ntid that is not a power of two are not
  // multiples (ok-grid-stride-thread-index-rounded-bound.cu).
  if (opIs(Op, "setp") && S.Operands.size() == 3 && S.Mods.size() >= 2 &&
      (S.Mods[0].Text == ".lt" || S.Mods[0].Text == ".ge" || S.Mods[0].Text == ".gt" ||
       S.Mods[0].Text == ".le") &&
      S.Mods.back().Text == ".s32" && UsesLevel(1) == Level::Varying) {
    for (unsigned Side = 1; Side <= 2; ++Side) {
      // "X < C" or "X >= C" (as "C > X", "C <= X" with the sides swapped).
      llvm::StringRef Cmp = S.Mods[0].Text;
      bool Below = Side == 1 ? (Cmp == ".lt" || Cmp == ".ge") : (Cmp == ".gt" || Cmp == ".le");
      const Expr *X = S.Operands[Side], *C = S.Operands[3 - Side];
      llvm::SmallVector<unsigned, 4> Visiting;
      if (Below && expr(C) == Level::Uniform && isNtidMultiple(C) &&
          blockStrided(X, Visiting))
        return Level::Uniform;
    }
  }
  // (base + %tid.x) compared with a multiple of 32 splits at warp
  // boundaries: tid.x < 32, tid.x > 31, i >= 64 * k.
  if (WarpRows && opIs(Op, "setp") && S.Operands.size() == 3 && !S.Mods.empty()) {
    Level L = UsesLevel(1);
    if (L == Level::Varying) {
      llvm::StringRef Cmp = S.Mods[0].Text;
      for (unsigned Side = 1; Side <= 2; ++Side) {
        const Expr *X = S.Operands[Side], *C = S.Operands[3 - Side];
        if (expr(C) == Level::Varying)
          continue;
        // (lane form) << k (cooperative groups' meta_group_rank() == 0 on
        // sm_100: `(rank << 11) > 65535`): a warp's values share one block
        // of 32 << k (also modulo 2^32), so thresholds at multiples of it
        // split at warp boundaries.
        uint64_t Unit = 32;
        // %tid.x + K0 with 0 <= K0 < 2^31 - 1024 (nvcc's `(unsigned)(tid +
        // 127) < 255` for the signed `tid / 128 == 0`): %tid.x is below 1024,
        // so the sum does not wrap, signed or unsigned, and the comparison
        // splits at tid.x = C - K0 only: warp boundaries when that is a
        // multiple of 32.
        int64_t Offset = 0;
        // Against a constant, X may also be a stack-slot reload (clang -O0's
        // `unsigned t = threadIdx.x; if (t < 128)`); against an unknown
        // bound it is not: a block-strided counter reloaded from its slot
        // (nvcc -G's objects) would then be warp-uniform against a loop
        // bound, and the warp simulation forks on every such unknown test
        // where it cut the run before (cub's block primitives at -G: 14%
        // more instructions, no new finding).
        LaneSlots = evalConstExpr(C).has_value();
        Level XForm = laneFormRest(X);
        LaneSlots = false;
        if (XForm > Level::WarpUniform) {
          auto R = X->K == Expr::Symbol ? F.lookupReg(X->Name) : std::nullopt;
          int D = R ? F.uniqueDef(*R) : -1;
          if (D < 0 || F.Insts[D].S->Guard)
            continue;
          const InstrStmt &Sh = *F.Insts[D].S;
          if (auto K0 = tidPlusConst(Sh, D)) {
            if (*K0 <= 0 || *K0 >= (int64_t(1) << 31) - 1024)
              continue;
            Offset = *K0;
          } else {
            auto K = Sh.Opcode.Text == "shl" && Sh.Operands.size() == 3
                         ? evalConstExpr(Sh.Operands[2])
                         : std::nullopt;
            if (!K || *K < 0 || *K > 26 || laneFormRest(Sh.Operands[1]) > Level::WarpUniform)
              continue;
            Unit = uint64_t(32) << *K;
          }
        }
        // Normalise to "X op C".
        llvm::StringRef Op2 = Cmp;
        if (Side == 2)
          Op2 = llvm::StringSwitch<llvm::StringRef>(Cmp)
                    .Case(".lt", ".gt").Case(".gt", ".lt").Case(".le", ".ge").Case(".ge", ".le")
                    .Case(".lo", ".hi").Case(".hi", ".lo").Case(".ls", ".hs").Case(".hs", ".ls")
                    .Default(Cmp);
        bool Below = Op2 == ".lt" || Op2 == ".ge" || Op2 == ".lo" || Op2 == ".hs";
        bool Above = Op2 == ".le" || Op2 == ".gt" || Op2 == ".ls" || Op2 == ".hi";
        auto K = evalConstExpr(C);
        if (Offset) {
          if (K && (((Below ? *K : *K + 1) - Offset) % 32 + 32) % 32 == 0)
            return Level::WarpUniform;
          continue;
        }
        if (Unit == 32 && ((Below && isAligned32(C)) || (Above && K && (*K + 1) % 32 == 0)))
          return Level::WarpUniform;
        if (Unit > 32 && K &&
            ((Below && *K % static_cast<int64_t>(Unit) == 0) ||
             (Above && (*K + 1) % static_cast<int64_t>(Unit) == 0)))
          return Level::WarpUniform;
      }
    }
    return L;
  }
  // Destinations first: only the sources count.
  return UsesLevel(1);
}

std::optional<int64_t> Uniformity::constValue(const Expr *E) const {
  if (!E)
    return std::nullopt;
  if (auto K = evalConstExpr(E))
    return K;
  if (E->K != Expr::Symbol)
    return std::nullopt;
  auto R = F.lookupReg(E->Name);
  if (!R || F.defsOf(*R).empty())
    return std::nullopt;
  // Every definition an unguarded mov of the same constant.
  std::optional<int64_t> V;
  for (unsigned K : F.defsOf(*R)) {
    const InstrStmt &D = *F.Insts[K].S;
    if (D.Guard || D.Opcode.Text != "mov" || D.Operands.size() != 2)
      return std::nullopt;
    auto C = evalConstExpr(D.Operands[1]);
    if (!C || (V && *V != *C))
      return std::nullopt;
    V = C;
  }
  return V;
}

bool Uniformity::fullWarpMask(const Expr *E) const {
  auto K = constValue(E);
  return K && (static_cast<uint64_t>(*K) & 0xffffffffu) == 0xffffffffu;
}

bool Uniformity::isFullMatchAny(const Expr *E) const {
  if (!E || E->K != Expr::Symbol)
    return false;
  auto R = F.lookupReg(E->Name);
  if (!R || F.uniqueDef(*R) < 0)
    return false;
  const Inst &D = F.Insts[F.uniqueDef(*R)];
  return !D.S->Guard && D.opcode() == "match" && D.hasMod(".any") && D.Defs.size() == 1 &&
         D.S->Operands.size() == 3 && fullWarpMask(D.S->Operands[2]);
}

bool Uniformity::tidMagicQuotient(const InstrStmt &Shr) const {
  // shr q, t, k of t = mul.hi(tid.x, M): how nvcc divides by a constant
  // that is not a power of two (`tid / 96`: mul.hi.s32 t, tid, 715827883;
  // shr.s32 q, t, 4; and shr.u32 t, 31 for the quotient's sign). Evaluated
  // for every %tid.x below 1024 (the most a block has): warp-uniform when
  // each warp's 32 consecutive values give one result.
  auto K = evalConstExpr(Shr.Operands[2]);
  const Expr *TE = Shr.Operands[1];
  auto R = TE->K == Expr::Symbol ? F.lookupReg(TE->Name) : std::nullopt;
  int D = R ? F.uniqueDef(*R) : -1;
  if (!K || *K < 0 || D < 0 || F.Insts[D].S->Guard)
    return false;
  const Inst &MI = F.Insts[D];
  const InstrStmt &M = *MI.S;
  if (M.Opcode.Text != "mul" || !MI.hasMod(".hi") || M.Operands.size() != 3)
    return false;
  auto TypeOf = [](const InstrStmt &X, bool &Signed) -> unsigned {
    for (const Word &W : X.Mods) {
      llvm::StringRef T = W.Text;
      unsigned Bits = 0;
      if (T.size() >= 3 && (T[1] == 's' || T[1] == 'u' || T[1] == 'b') &&
          !T.substr(2).getAsInteger(10, Bits)) {
        Signed = T[1] == 's';
        return Bits;
      }
    }
    return 0;
  };
  bool MulSigned = false, ShrSigned = false;
  unsigned W = TypeOf(M, MulSigned), SW = TypeOf(Shr, ShrSigned);
  if ((W != 16 && W != 32) || SW != W)
    return false;
  std::optional<int64_t> Magic;
  for (unsigned Side = 1; Side <= 2 && !Magic; ++Side)
    if (isTidCopy(M.Operands[Side]))
      Magic = evalConstExpr(M.Operands[3 - Side]);
  if (!Magic)
    return false;
  uint64_t Mask = (uint64_t(1) << W) - 1;
  uint64_t Sign = uint64_t(1) << (W - 1);
  auto Sext = [&](uint64_t V) { return static_cast<int64_t>(((V & Mask) ^ Sign) - Sign); };
  auto Quotient = [&](int64_t Tid) -> uint64_t {
    uint64_t Mv = static_cast<uint64_t>(*Magic) & Mask;
    uint64_t T = MulSigned ? static_cast<uint64_t>((Tid * Sext(Mv)) >> W)
                           : ((static_cast<uint64_t>(Tid) * Mv) >> W);
    T &= Mask;
    if (ShrSigned)
      return static_cast<uint64_t>(Sext(T) >> std::min<int64_t>(*K, W - 1)) & Mask;
    return *K >= static_cast<int64_t>(W) ? 0 : T >> *K;
  };
  for (int64_t Warp = 0; Warp < 1024; Warp += 32) {
    uint64_t First = Quotient(Warp);
    for (int64_t Lane = 1; Lane < 32; ++Lane)
      if (Quotient(Warp + Lane) != First)
        return false;
  }
  return true;
}

bool Uniformity::isTidCopy(const Expr *E, int At) const {
  // %tid.x, or a register whose only write copies it (mov, cvt); with At,
  // whose writes reaching At all copy it.
  for (unsigned Depth = 0; E && Depth < 8; ++Depth) {
    if (isTidX(E))
      return true;
    auto R = E->K == Expr::Symbol && E->Selector.Text.empty() ? F.lookupReg(E->Name)
                                                              : std::nullopt;
    int D = R ? F.uniqueDef(*R) : -1;
    if (D < 0 && R && At >= 0 && F.defsOf(*R).size() > 1) {
      llvm::SmallVector<unsigned, 4> Ds;
      if (!F.reachingDefs(*R, static_cast<unsigned>(At), Ds) || Ds.empty() || Ds.size() > 4)
        return false;
      for (unsigned K : Ds) {
        const InstrStmt &M = *F.Insts[K].S;
        if (M.Guard || F.Insts[K].Defs.size() != 1 ||
            (M.Opcode.Text != "mov" && M.Opcode.Text != "cvt") || M.Operands.size() != 2 ||
            M.Operands[1]->K == Expr::Vector ||
            !isTidCopy(M.Operands[1]))
          return false;
      }
      return true;
    }
    if (D < 0 || F.Insts[D].S->Guard)
      return false;
    At = D;
    // A reload of the stack slot clang -O0 keeps `int t = threadIdx.x` in.
    if (int St = depotStoreOf(static_cast<unsigned>(D)); St >= 0) {
      E = F.Insts[St].S->Operands[1];
      At = St;
      continue;
    }
    const InstrStmt &M = *F.Insts[D].S;
    if ((M.Opcode.Text != "mov" && M.Opcode.Text != "cvt") || M.Operands.size() != 2 ||
        M.Operands[1]->K == Expr::Vector)
      return false;
    E = M.Operands[1];
  }
  return false;
}

bool Uniformity::tidSignFixup(const Expr *E) const {
  // `int t = threadIdx.x; t / 32` at -O3: shr.s32 s, t, 31; shr.u32 c, s,
  // 27; add.s32 y, t, c; shr.s32 q, y, 5. The sign of t is 0, so is c.
  auto UniqueDef = [&](const Expr *X) -> const InstrStmt * {
    auto R = X && X->K == Expr::Symbol ? F.lookupReg(X->Name) : std::nullopt;
    int D = R ? F.uniqueDef(*R) : -1;
    if (D < 0 || F.Insts[D].S->Guard || F.Insts[D].Defs.size() != 1)
      return nullptr;
    return F.Insts[D].S;
  };
  auto Shift = [](const InstrStmt &S, llvm::StringRef Signed) {
    return S.Opcode.Text == "shr" && S.Operands.size() == 3 &&
           llvm::any_of(S.Mods, [&](const Word &M) { return M.Text.startswith(Signed); });
  };
  const InstrStmt *C = UniqueDef(E);
  if (!C || !(Shift(*C, ".u") || Shift(*C, ".b")))
    return false;
  auto K = evalConstExpr(C->Operands[2]);
  if (!K || *K < 1 || *K > 31)
    return false;
  if (*K == 31 && isTidCopy(C->Operands[1]))
    return true;
  const InstrStmt *S = UniqueDef(C->Operands[1]);
  auto K2 = S && Shift(*S, ".s") ? evalConstExpr(S->Operands[2]) : std::nullopt;
  return K2 && *K2 == 31 && isTidCopy(S->Operands[1]);
}

std::optional<int64_t> Uniformity::tidPlusConst(const InstrStmt &S, int At) const {
  // add X, T, K0 / add X, K0, T / sub X, T, -K0 with T a copy of %tid.x.
  llvm::StringRef Op = S.Opcode.Text;
  if ((Op != "add" && Op != "sub") || S.Operands.size() != 3 ||
      llvm::any_of(S.Mods, [](const Word &M) { return M.Text.size() > 1 && M.Text[1] == 'f'; }))
    return std::nullopt;
  for (unsigned Side = 1; Side <= 2; ++Side) {
    if (opIs(Op, "sub") && Side == 2)
      break;
    auto K = evalConstExpr(S.Operands[3 - Side]);
    if (K && isTidCopy(S.Operands[Side], At))
      return opIs(Op, "sub") ? -*K : *K;
  }
  return std::nullopt;
}

bool Uniformity::isTidX(const Expr *E) const {
  return E && E->K == Expr::Symbol &&
         ((E->Name == "%tid" && E->Selector.Text == ".x") || E->Name == "%tid.x");
}

bool Uniformity::isNtidMultiple(const Expr *E, unsigned Depth) const {
  if (!E || Depth > 12)
    return false;
  if (auto K = evalConstExpr(E))
    return *K == 0;
  if (E->K != Expr::Symbol)
    return false;
  if ((E->Name == "%ntid" && E->Selector.Text == ".x") || E->Name == "%ntid.x")
    return true;
  auto R = F.lookupReg(E->Name);
  if (!R || F.defsOf(*R).empty() || expr(E) != Level::Uniform)
    return false;
  for (unsigned K : F.defsOf(*R)) {
    const Inst &D = F.Insts[K];
    if (D.S->Guard || D.Defs.size() != 1)
      return false;
    llvm::StringRef Op = D.opcode();
    const auto &Ops = D.S->Operands;
    bool Ok = false;
    if (opIs(Op, "mov") && Ops.size() == 2)
      Ok = isNtidMultiple(Ops[1], Depth + 1);
    else if ((opIs(Op, "mul") && D.hasMod(".lo")) && Ops.size() == 3)
      Ok = isNtidMultiple(Ops[1], Depth + 1) || isNtidMultiple(Ops[2], Depth + 1);
    else if (opIs(Op, "shl") && Ops.size() == 3)
      Ok = isNtidMultiple(Ops[1], Depth + 1);
    else if (opIs(Op, "add") && Ops.size() == 3)
      Ok = isNtidMultiple(Ops[1], Depth + 1) && isNtidMultiple(Ops[2], Depth + 1);
    else if (opIs(Op, "sub") && Ops.size() == 3) {
      Ok = isNtidMultiple(Ops[1], Depth + 1) && isNtidMultiple(Ops[2], Depth + 1);
      // a - a % m: m * (a / m), rounded toward zero.
      auto B = Ops[2]->K == Expr::Symbol ? F.lookupReg(Ops[2]->Name) : std::nullopt;
      int BD = B ? F.uniqueDef(*B) : -1;
      if (!Ok && BD >= 0) {
        const Inst &Rm = F.Insts[BD];
        auto A = Ops[1]->K == Expr::Symbol ? F.lookupReg(Ops[1]->Name) : std::nullopt;
        Ok = A && Rm.opcode() == "rem" && !Rm.S->Guard && Rm.S->Operands.size() == 3 &&
             Rm.S->Operands[1]->K == Expr::Symbol && Rm.S->Operands[1]->Name == Ops[1]->Name &&
             F.reachingDef(*A, K) == F.reachingDef(*A, static_cast<unsigned>(BD)) &&
             isNtidMultiple(Rm.S->Operands[2], Depth + 1);
      }
    } else if (opIs(Op, "mad") && D.hasMod(".lo") && Ops.size() == 4)
      Ok = (isNtidMultiple(Ops[1], Depth + 1) || isNtidMultiple(Ops[2], Depth + 1)) &&
           isNtidMultiple(Ops[3], Depth + 1);
    if (!Ok)
      return false;
  }
  return true;
}

bool Uniformity::blockStrided(const Expr *E, llvm::SmallVectorImpl<unsigned> &Visiting,
                              unsigned Depth) const {
  if (!E || E->K != Expr::Symbol || Depth > 12)
    return false;
  auto R = F.lookupReg(E->Name);
  if (!R || F.defsOf(*R).empty())
    return false;
  if (llvm::is_contained(Visiting, *R))
    return true; // loop-carried: decided by the other writes (induction)
  Visiting.push_back(*R);
  auto Pop = llvm::make_scope_exit([&] { Visiting.pop_back(); });
  auto IsTidX = [&](const Expr *X) {
    if (isTidX(X))
      return true;
    auto T = X && X->K == Expr::Symbol ? F.lookupReg(X->Name) : std::nullopt;
    int TD = T ? F.uniqueDef(*T) : -1;
    return TD >= 0 && F.Insts[TD].opcode() == "mov" && !F.Insts[TD].S->Guard &&
           F.Insts[TD].S->Operands.size() == 2 && isTidX(F.Insts[TD].S->Operands[1]);
  };
  auto UniformMultiple = [&](const Expr *X) {
    return expr(X) == Level::Uniform && isNtidMultiple(X);
  };
  for (unsigned K : F.defsOf(*R)) {
    const Inst &D = F.Insts[K];
    // Every thread of the CTA runs the same writes: unguarded, under
    // CTA-uniform control only.
    if (D.S->Guard || D.Defs.size() != 1 || Ctrl[D.Block].L != Level::Uniform)
      return false;
    llvm::StringRef Op = D.opcode();
    const auto &Ops = D.S->Operands;
    bool Ok = false;
    if (opIs(Op, "mov") && Ops.size() == 2)
      Ok = blockStrided(Ops[1], Visiting, Depth + 1);
    else if (opIs(Op, "mad") && D.hasMod(".lo") && Ops.size() == 4) {
      // q * ntid + tid.x
      Ok = expr(Ops[1]) == Level::Uniform && expr(Ops[2]) == Level::Uniform &&
           (isNtidMultiple(Ops[1]) || isNtidMultiple(Ops[2])) && IsTidX(Ops[3]);
    } else if (opIs(Op, "add") && Ops.size() == 3) {
      for (unsigned Side = 1; Side <= 2 && !Ok; ++Side)
        Ok = UniformMultiple(Ops[3 - Side]) &&
             (IsTidX(Ops[Side]) || blockStrided(Ops[Side], Visiting, Depth + 1));
    } else if (opIs(Op, "sub") && Ops.size() == 3) {
      Ok = UniformMultiple(Ops[2]) && blockStrided(Ops[1], Visiting, Depth + 1);
    }
    if (!Ok)
      return false;
  }
  return true;
}

bool Uniformity::isAligned32(const Expr *E, unsigned Depth) const {
  if (!E || Depth > 16)
    return false;
  if (auto K = evalConstExpr(E))
    return *K % 32 == 0;
  if (E->K != Expr::Symbol)
    return false;
  if ((E->Name == "%ntid" && E->Selector.Text == ".x") || E->Name == "%ntid.x")
    return WarpRows;
  auto R = F.lookupReg(E->Name);
  if (!R || F.defsOf(*R).empty())
    return false;
  // Every write a multiple of 32 (a register written on the two sides of a
  // branch, nvcc -G's `c ? 32 : x`; a loop-carried one fails at the depth
  // limit).
  for (unsigned K : F.defsOf(*R))
    if (F.Insts[K].S->Guard || F.Insts[K].Defs.size() != 1 || !defAligned32(K, Depth))
      return false;
  return true;
}

int Uniformity::depotStoreOf(unsigned K) const {
  if (!Depot)
    return -1;
  const Inst &I = F.Insts[K];
  llvm::StringRef Op = I.S->Opcode.Text;
  if (!(opIs(Op, "ld") || opIs(Op, "ldu")) || I.S->Operands.size() != 2 || I.hasMod(".param"))
    return -1;
  return Depot->storeOf(K);
}

bool Uniformity::defAligned32(unsigned DefIdx, unsigned Depth) const {
  const InstrStmt &S = *F.Insts[DefIdx].S;
  llvm::StringRef Op = S.Opcode.Text;
  auto Ops = S.Operands;
  // A depot load (clang -O0's `half = (blockDim.x / 64) * 32` kept in a
  // stack slot): the value the store every path to it writes last.
  if (int St = depotStoreOf(DefIdx); St >= 0)
    return isAligned32(F.Insts[St].S->Operands[1], Depth + 1);
  if ((opIs(Op, "mov") || opIs(Op, "cvt")) && Ops.size() == 2)
    return isAligned32(Ops[1], Depth + 1) ||
           (opIs(Op, "mov") && isPow2OrZero(Ops[1]) &&
            atLeast17In(Ops[1], F.Insts[DefIdx].Block, DefIdx));
  // max(x, 32) with x a power of two: 32, or x >= 64 (a power of two).
  if (opIs(Op, "max") && Ops.size() == 3) {
    if (isAligned32(Ops[1], Depth + 1) && isAligned32(Ops[2], Depth + 1))
      return true;
    for (unsigned K = 1; K <= 2; ++K)
      if (auto C = evalConstExpr(Ops[K]); C && *C >= 32 && *C % 32 == 0 &&
                                          isPow2OrZero(Ops[3 - K]))
        return true;
    return false;
  }
  if (opIs(Op, "min") && Ops.size() == 3)
    return isAligned32(Ops[1], Depth + 1) && isAligned32(Ops[2], Depth + 1);
  if (opIs(Op, "selp") && Ops.size() == 4)
    return isAligned32(Ops[1], Depth + 1) && isAligned32(Ops[2], Depth + 1);
  if (opIs(Op, "mul") && Ops.size() == 3)
    return isAligned32(Ops[1], Depth + 1) || isAligned32(Ops[2], Depth + 1);
  if (opIs(Op, "and") && Ops.size() == 3) {
    // x & ~31 (and x & y with either side a multiple of 32).
    for (unsigned K = 1; K <= 2; ++K)
      if (auto C = evalConstExpr(Ops[K]); C && (*C & 31) == 0)
        return true;
    return isAligned32(Ops[1], Depth + 1) || isAligned32(Ops[2], Depth + 1);
  }
  if (opIs(Op, "shl") && Ops.size() == 3) {
    auto K = evalConstExpr(Ops[2]);
    return (K && *K >= 5) || isAligned32(Ops[1], Depth + 1);
  }
  if ((opIs(Op, "add") || opIs(Op, "sub")) && Ops.size() == 3)
    return isAligned32(Ops[1], Depth + 1) && isAligned32(Ops[2], Depth + 1);
  if (opIs(Op, "mad") && Ops.size() == 4)
    return (isAligned32(Ops[1], Depth + 1) || isAligned32(Ops[2], Depth + 1)) &&
           isAligned32(Ops[3], Depth + 1);
  return false;
}

bool Uniformity::isPow2OrZero(const Expr *E, unsigned Depth) const {
  if (!E || Depth > 8)
    return false;
  if (auto K = constValue(E))
    return *K >= 0 && (*K & (*K - 1)) == 0;
  if (E->K != Expr::Symbol)
    return false;
  auto R = F.lookupReg(E->Name);
  if (!R || F.uniqueDef(*R) < 0)
    return false;
  const InstrStmt &S = *F.Insts[F.uniqueDef(*R)].S;
  llvm::StringRef Op = S.Opcode.Text;
  if (opIs(Op, "mov") && S.Operands.size() == 2)
    return isPow2OrZero(S.Operands[1], Depth + 1);
  // A positive power of two shifted either way stays one, or becomes 0
  // (PTX clamps the shift amount; a signed shift right fills with 0s).
  if ((opIs(Op, "shr") || opIs(Op, "shl")) && S.Operands.size() == 3) {
    if (S.Mods.size() != 1 || (S.Mods[0].Text != ".b32" && S.Mods[0].Text != ".u32" &&
                               S.Mods[0].Text != ".s32"))
      return false;
    auto K = constValue(S.Operands[1]);
    if (K && *K > 0 && *K <= INT32_MAX && (*K & (*K - 1)) == 0)
      return true;
    return isPow2OrZero(S.Operands[1], Depth + 1) && (opIs(Op, "shl") || S.Mods[0].Text != ".s32");
  }
  return false;
}

bool Uniformity::atLeast17In(const Expr *E, unsigned B, unsigned At) const {
  if (!E || E->K != Expr::Symbol)
    return false;
  auto X = F.lookupReg(E->Name);
  if (!X || F.uniqueDef(*X) < 0 || F.reachingDef(*X, At) != F.uniqueDef(*X))
    return false;
  const Inst &XDef = F.Insts[F.uniqueDef(*X)];
  // Walk up single-predecessor blocks to the conditional branch that
  // decides to come here; X is not written on the way.
  for (unsigned Steps = 0; Steps < 4; ++Steps) {
    const BasicBlock &BB = F.Blocks[B];
    if (BB.Preds.size() != 1 || XDef.Block == B)
      return false;
    unsigned P = BB.Preds[0];
    const BasicBlock &PB = F.Blocks[P];
    if (PB.End == PB.Begin)
      return false;
    const Inst &T = F.Insts[PB.End - 1];
    if (T.opcode() != "bra" || !T.S->Guard || T.Guard < 0) {
      B = P; // falls through or branches here unconditionally
      continue;
    }
    if (PB.Succs.size() != 2 || T.S->Operands.empty() || T.S->Operands[0]->K != Expr::Symbol)
      return false;
    auto Target = F.resolveLabel(T.Scope, T.S->Operands[0]->Name);
    if (!Target)
      return false;
    bool Taken = F.Blocks[B].Begin == *Target;
    bool Holds = Taken != T.GuardNeg; // the guard's value on the way here
    // The predicate: setp on X against a constant, maybe through not.pred.
    int PD = F.uniqueDef(static_cast<unsigned>(T.Guard));
    for (unsigned N = 0; N < 3 && PD >= 0 && F.Insts[PD].opcode() == "not"; ++N) {
      const Inst &NI = F.Insts[PD];
      auto Q = NI.S->Operands.size() == 2 && NI.S->Operands[1]->K == Expr::Symbol
                   ? F.lookupReg(NI.S->Operands[1]->Name)
                   : std::nullopt;
      PD = Q ? F.uniqueDef(*Q) : -1;
      Holds = !Holds;
    }
    if (PD < 0)
      return false;
    const Inst &C = F.Insts[PD];
    if (C.opcode() != "setp" || C.S->Operands.size() != 3 || C.S->Mods.empty() ||
        C.Block != P || (XDef.Block == P && F.uniqueDef(*X) > PD))
      return false;
    llvm::StringRef Cmp = C.S->Mods[0].Text;
    const Expr *L = C.S->Operands[1], *Rt = C.S->Operands[2];
    auto IsX = [&](const Expr *O) {
      auto OR = O->K == Expr::Symbol ? F.lookupReg(O->Name) : std::nullopt;
      return OR && *OR == *X;
    };
    std::optional<int64_t> K;
    if (IsX(L))
      K = constValue(Rt);
    else if (IsX(Rt)) {
      K = constValue(L);
      Cmp = llvm::StringSwitch<llvm::StringRef>(Cmp)
                .Case(".lt", ".gt").Case(".gt", ".lt").Case(".le", ".ge").Case(".ge", ".le")
                .Case(".lo", ".hi").Case(".hi", ".lo").Case(".ls", ".hs").Case(".hs", ".ls")
                .Default("");
    }
    if (!K)
      return false;
    // X >= Least on the way here (signed or unsigned alike for Least > 0).
    std::optional<int64_t> Least;
    if (Holds && (Cmp == ".ge" || Cmp == ".hs"))
      Least = *K;
    else if (Holds && (Cmp == ".gt" || Cmp == ".hi"))
      Least = *K + 1;
    else if (!Holds && (Cmp == ".lt" || Cmp == ".lo"))
      Least = *K;
    else if (!Holds && (Cmp == ".le" || Cmp == ".ls"))
      Least = *K + 1;
    return Least && *Least >= 17;
  }
  return false;
}

Level Uniformity::laneFormRest(const Expr *E, unsigned Depth) const {
  if (!E || Depth > 16)
    return Level::Varying;
  if (isTidX(E))
    return Level::Uniform;
  if (E->K != Expr::Symbol)
    return Level::Varying;
  auto R = F.lookupReg(E->Name);
  if (!R || *R >= InLaneForm.size() || F.defsOf(*R).empty())
    return Level::Varying;
  if (InLaneForm[*R])
    return Level::Uniform; // a loop-carried value: the other definitions decide
  InLaneForm[*R] = true;
  Level Worst = Level::Uniform;
  for (unsigned K : F.defsOf(*R)) {
    const Inst &D = F.Insts[K];
    if (D.S->Guard || D.Defs.size() != 1) {
      Worst = Level::Varying;
      break;
    }
    // A depot load (clang -O0 keeps every local, `threadIdx.x` too, in a
    // stack slot): the form of the value the store every path to it writes
    // last.
    if (int St = LaneSlots ? depotStoreOf(K) : -1; St >= 0) {
      Worst = maxLevel(Worst, laneFormRest(F.Insts[St].S->Operands[1], Depth + 1));
      if (Worst == Level::Varying)
        break;
      continue;
    }
    Worst = maxLevel(Worst, laneFormDef(*D.S, Depth));
    if (Worst == Level::Varying)
      break;
  }
  InLaneForm[*R] = false;
  return Worst;
}

Level Uniformity::laneFormDef(const InstrStmt &S, unsigned Depth) const {
  llvm::StringRef Op = S.Opcode.Text;
  auto Ops = S.Operands;
  if ((opIs(Op, "mov") || opIs(Op, "cvt")) && Ops.size() == 2)
    return laneFormRest(Ops[1], Depth + 1);
  auto Part = [&](const Expr *Lane, const Expr *Rest) {
    Level L = laneFormRest(Lane, Depth + 1);
    if (L == Level::Varying || !isAligned32(Rest))
      return Level::Varying;
    return maxLevel(L, expr(Rest));
  };
  if (opIs(Op, "add") && Ops.size() == 3) {
    // Plus the rounding term of a signed division of %tid.x, which is 0.
    for (unsigned Side = 1; Side <= 2; ++Side)
      if (tidSignFixup(Ops[3 - Side]))
        return laneFormRest(Ops[Side], Depth + 1);
    return std::min(Part(Ops[1], Ops[2]), Part(Ops[2], Ops[1]));
  }
  if (opIs(Op, "mad") && Ops.size() == 4) {
    // a * b + tid.x with a or b a multiple of 32.
    Level L = laneFormRest(Ops[3], Depth + 1);
    if (L == Level::Varying || !(isAligned32(Ops[1]) || isAligned32(Ops[2])))
      return Level::Varying;
    return maxLevel(L, maxLevel(expr(Ops[1]), expr(Ops[2])));
  }
  return Level::Varying;
}

void Uniformity::computeControlDeps() {
  // Y is control dependent on the edge X -> S when Y lies on the
  // post-dominator tree path from S up to (not including) ipdom(X).
  unsigned N = F.numBlocks();
  // Built here, then shared (read-only) by every analysis of this IR
  // (UniformityFacts): both lists are quadratic in the number of blocks on
  // a long chain of overlapping branches (20,000 blocks: 2 GB when each
  // analysis, and the memo, held its own copy).
  auto DepsOwn = std::make_shared<BlockLists>(N);
  BlockLists &Deps = *DepsOwn;
  // Per block, the X it was last listed under (and, below, the Y whose
  // walk saw it last): a brx.idx with thousands of targets searched its
  // list for each new one, and a fresh set per block was as large as the
  // function.
  std::vector<unsigned> Mark(N, ~0u);
  for (unsigned X = 0; X < N; ++X) {
    const BasicBlock &BB = F.Blocks[X];
    if (!BB.Reachable || BB.Succs.size() + (BB.ExitsFunction ? 1 : 0) < 2)
      continue;
    unsigned Stop = PDT.idom(X);
    for (unsigned S : BB.Succs)
      for (unsigned Runner = S, Steps = 0;
           Runner != Stop && Runner != PDT.root() && Steps <= N; ++Steps) {
        if (Mark[Runner] != X) {
          Mark[Runner] = X;
          Deps[X].push_back(Runner);
        }
        Runner = PDT.idom(Runner);
      }
  }
  // Per block, the blocks it is directly control dependent on. syncLevel
  // walks them transitively on demand: the transitive lists (every branch
  // whose region a block lies in) were quadratic in the number of blocks
  // on chains of overlapping regions (16,000 blocks of random forward
  // branches: 700 MB), and syncLevel reads a block's list only until a
  // varying branch decides.
  auto CtlOwn = std::make_shared<BlockLists>(N);
  for (unsigned X = 0; X < N; ++X)
    for (unsigned Y : Deps[X])
      (*CtlOwn)[Y].push_back(X);
  DirectCtl = std::move(CtlOwn);
  CtrlDeps = std::move(DepsOwn);
}

const llvm::BitVector &Uniformity::joinReads(unsigned X) const {
  if (JoinReads.size() < F.numBlocks())
    JoinReads.resize(F.numBlocks());
  if (JoinReads[X])
    return *JoinReads[X];
  unsigned N = F.numBlocks();
  unsigned Stop = PDT.idom(X);
  // How many of X's successors reach each block, walking forward up to X's
  // immediate post-dominator. The walk may pass through X again (X in a
  // loop): a thread that stays a trip longer reaches the other side later,
  // so a loop left by a divergent exit joins at its exit block.
  std::vector<unsigned char> &Reached = JoinReached;
  if (Reached.size() != N) {
    Reached.assign(N, 0);
    JoinSeenBy.assign(N, 0);
  }
  std::vector<unsigned> Stack, Touched;
  for (unsigned S : F.Blocks[X].Succs) {
    unsigned Walk = ++JoinWalks; // a fresh mark: no block is seen by it yet
    Stack.assign(1, S);
    JoinSeenBy[S] = Walk;
    while (!Stack.empty()) {
      unsigned B = Stack.back();
      Stack.pop_back();
      if (Reached[B] == 0)
        Touched.push_back(B);
      if (Reached[B] < 2)
        ++Reached[B];
      if (B == Stop)
        continue;
      for (unsigned T : F.Blocks[B].Succs)
        if (JoinSeenBy[T] != Walk) {
          JoinSeenBy[T] = Walk;
          Stack.push_back(T);
        }
    }
  }
  // What is live into a join: read on some path from it before any
  // unguarded write.
  if (!LiveInBuilt)
    computeLiveIn();
  const unsigned W = LiveWords;
  llvm::SmallVector<uint64_t, 16> Live(W, 0);
  for (unsigned B : Touched) {
    if (Reached[B] >= 2) {
      const uint64_t *Row = LiveIn.data() + size_t(B) * W;
      for (unsigned K = 0; K < W; ++K)
        Live[K] |= Row[K];
    }
    Reached[B] = 0;
  }
  auto Reads = std::make_unique<llvm::BitVector>(F.Regs.size());
  for (unsigned K = 0; K < W; ++K)
    for (uint64_t Bits = Live[K]; Bits; Bits &= Bits - 1)
      Reads->set(LiveRegs[K * 64 + llvm::countTrailingZeros(Bits)]);
  JoinReads[X] = std::move(Reads);
  return *JoinReads[X];
}

void Uniformity::computeLiveIn() const {
  // Backward liveness over the blocks: LiveIn = Use + (LiveOut - Kill),
  // where Use is read before any unguarded write in the block and Kill is
  // written unguarded (a guarded write lets the old value through).
  unsigned N = F.numBlocks(), R = F.Regs.size();
  // Only a register some block reads before an unguarded write of it there
  // (in Use) can be live anywhere: the others are left out (compact ids).
  std::vector<int> Compact(R, -1);
  LiveRegs.clear();
  {
    std::vector<unsigned> KilledIn(R, ~0u);
    for (unsigned B = 0; B < N; ++B)
      for (unsigned K = F.Blocks[B].Begin; K < F.Blocks[B].End; ++K) {
        const Inst &I = F.Insts[K];
        for (const RegRef &U : I.Uses)
          if (U.Reg < R && KilledIn[U.Reg] != B && Compact[U.Reg] < 0) {
            Compact[U.Reg] = static_cast<int>(LiveRegs.size());
            LiveRegs.push_back(U.Reg);
          }
        if (!I.S->Guard)
          for (const RegRef &D : I.Defs)
            if (D.Reg < R)
              KilledIn[D.Reg] = B;
      }
  }
  R = LiveRegs.size();
  const unsigned W = (R + 63) / 64;
  LiveWords = W;
  auto Bit = [W](std::vector<uint64_t> &V, unsigned B, unsigned C) -> uint64_t & {
    return V[size_t(B) * W + C / 64];
  };
  std::vector<uint64_t> Use(size_t(N) * W, 0), Kill(size_t(N) * W, 0);
  for (unsigned B = 0; B < N; ++B)
    for (unsigned K = F.Blocks[B].Begin; K < F.Blocks[B].End; ++K) {
      const Inst &I = F.Insts[K];
      for (const RegRef &U : I.Uses)
        if (U.Reg < Compact.size() && Compact[U.Reg] >= 0) {
          unsigned C = Compact[U.Reg];
          if (!(Bit(Kill, B, C) >> (C % 64) & 1))
            Bit(Use, B, C) |= uint64_t(1) << (C % 64);
        }
      if (!I.S->Guard)
        for (const RegRef &D : I.Defs)
          if (D.Reg < Compact.size() && Compact[D.Reg] >= 0) {
            unsigned C = Compact[D.Reg];
            Bit(Kill, B, C) |= uint64_t(1) << (C % 64);
          }
    }
  LiveIn.assign(size_t(N) * W, 0);
  LiveInBuilt = true;
  std::vector<unsigned> Work;
  std::vector<bool> Queued(N, true);
  for (unsigned B = 0; B < N; ++B)
    Work.push_back(B);
  std::vector<uint64_t> Out(W);
  while (!Work.empty()) {
    unsigned B = Work.back();
    Work.pop_back();
    Queued[B] = false;
    std::fill(Out.begin(), Out.end(), 0);
    for (unsigned S : F.Blocks[B].Succs) {
      const uint64_t *Row = LiveIn.data() + size_t(S) * W;
      for (unsigned K = 0; K < W; ++K)
        Out[K] |= Row[K];
    }
    uint64_t *Own = LiveIn.data() + size_t(B) * W;
    const uint64_t *UseB = Use.data() + size_t(B) * W, *KillB = Kill.data() + size_t(B) * W;
    bool Same = true;
    for (unsigned K = 0; K < W; ++K) {
      Out[K] = (Out[K] & ~KillB[K]) | UseB[K];
      Same = Same && Out[K] == Own[K];
    }
    if (Same)
      continue;
    std::copy(Out.begin(), Out.end(), Own);
    for (unsigned P : F.Blocks[B].Preds)
      if (!Queued[P]) {
        Queued[P] = true;
        Work.push_back(P);
      }
  }
}

Level Uniformity::syncLevel(unsigned B, unsigned R) const {
  // The most divergent branch whose region B lies in (B's controllers,
  // theirs, and so on) that joins R's writes: the level only grows, so the
  // walk stops at the first varying one.
  Level L = Level::Uniform;
  unsigned N = F.numBlocks();
  if (SyncSeen.size() != N)
    SyncSeen.assign(N, 0);
  if (++SyncWalks == 0) {
    std::fill(SyncSeen.begin(), SyncSeen.end(), 0);
    SyncWalks = 1;
  }
  const unsigned Walk = SyncWalks;
  SyncStack.assign((*DirectCtl)[B].begin(), (*DirectCtl)[B].end());
  for (unsigned X : SyncStack)
    SyncSeen[X] = Walk;
  while (!SyncStack.empty()) {
    unsigned X = SyncStack.back();
    SyncStack.pop_back();
    Level Own = BranchLevels[X];
    if (Own > L) {
      const llvm::BitVector &Reads = joinReads(X);
      if ((R >= Reads.size() || Reads.test(R)) && !sameValueOnEverySide(X, R)) {
        L = Own;
        if (L == Level::Varying)
          return L;
      }
    }
    for (unsigned Y : (*DirectCtl)[X])
      if (SyncSeen[Y] != Walk) {
        SyncSeen[Y] = Walk;
        SyncStack.push_back(Y);
      }
  }
  return L;
}

bool Uniformity::sameValueOnEverySide(unsigned X, unsigned R) const {
  auto Key = std::make_pair(X, R);
  if (auto It = SameValue.find(Key); It != SameValue.end())
    return It->second;
  bool &Answer = SameValue[Key];
  Answer = false;
  if (R >= F.Regs.size())
    return false;
  unsigned Stop = PDT.idom(X), N = F.numBlocks();
  auto Writes = [](const Inst &I, unsigned Reg) {
    for (const RegRef &D : I.Defs)
      if (D.Reg == Reg)
        return true;
    return false;
  };
  // The blocks between X and its post-dominator, and in them the first
  // write of R on each path. A path that reaches the post-dominator or X
  // again without one carries R's value from before the branch.
  std::vector<bool> InRegion(N, false);
  llvm::SmallVector<unsigned, 8> Firsts;
  std::vector<unsigned> Stack(F.Blocks[X].Succs.begin(), F.Blocks[X].Succs.end());
  while (!Stack.empty()) {
    unsigned B = Stack.back();
    Stack.pop_back();
    if (B >= N || B == Stop || B == X)
      return false;
    if (InRegion[B])
      continue;
    InRegion[B] = true;
    bool Written = false;
    for (unsigned K = F.Blocks[B].Begin; K < F.Blocks[B].End && !Written; ++K)
      if (Writes(F.Insts[K], R)) {
        Firsts.push_back(K);
        Written = true;
      }
    if (!Written)
      Stack.insert(Stack.end(), F.Blocks[B].Succs.begin(), F.Blocks[B].Succs.end());
  }
  // Every block reachable from X before its post-dominator is in InRegion
  // only if the walk went on through it; finish the region past the writes.
  Stack.assign(F.Blocks[X].Succs.begin(), F.Blocks[X].Succs.end());
  std::vector<bool> Seen(N, false);
  while (!Stack.empty()) {
    unsigned B = Stack.back();
    Stack.pop_back();
    if (B >= N || B == Stop || B == X || Seen[B])
      continue;
    Seen[B] = true;
    InRegion[B] = true;
    Stack.insert(Stack.end(), F.Blocks[B].Succs.begin(), F.Blocks[B].Succs.end());
  }
  // What a write computes, as text: its instruction with each register
  // operand that nothing in the region writes by name, and each one written
  // earlier in the same block by what that write computes. Pure operations
  // of registers and literals only (no loads, special registers or guards).
  auto Pure = [](llvm::StringRef Op) {
    return llvm::StringSwitch<bool>(Op)
        .Cases("mov", "add", "sub", "mul", "mad", "and", "or", "xor", "not", true)
        .Cases("shl", "shr", "cvt", "setp", "selp", "min", "max", "neg", "abs", true)
        .Cases("bfe", "bfi", "prmt", "lop3", "cnot", "popc", "clz", "brev", true)
        .Default(false);
  };
  // Whether the read of register U at instruction K sees U's value from
  // before the branch: no write of U precedes K in its block, and the block
  // is reached from X through a chain of single-predecessor blocks that do
  // not write U either (clang's loop counter update duplicated into both
  // arms, `xor %r20, %r20, 1`, reads the counter the branch saw; -g's
  // `Ltmp` labels split an arm into such a chain).
  auto EntryValue = [&](unsigned U, unsigned K) {
    unsigned B = F.Insts[K].Block;
    for (unsigned J = F.Blocks[B].Begin; J < K; ++J)
      if (Writes(F.Insts[J], U))
        return false;
    for (unsigned Steps = 0; Steps < N; ++Steps) {
      if (F.Blocks[B].Preds.size() != 1)
        return false;
      B = F.Blocks[B].Preds[0];
      if (B == X)
        return true;
      if (B >= N || !InRegion[B])
        return false;
      for (unsigned J = F.Blocks[B].Begin; J < F.Blocks[B].End; ++J)
        if (Writes(F.Insts[J], U))
          return false;
    }
    return false;
  };
  std::function<bool(unsigned, unsigned, std::string &)> Expr_ = [&](unsigned K, unsigned Depth,
                                                                     std::string &Out) {
    const Inst &I = F.Insts[K];
    if (Depth > 4 || I.isGuarded() || I.Defs.size() != 1 || !Pure(I.opcode()))
      return false;
    Out += I.opcode();
    for (const Word &M : I.S->Mods)
      Out += M.Text;
    for (const Expr *E : llvm::drop_begin(I.S->Operands)) {
      Out += ' ';
      if (E->K == Expr::IntLit) {
        Out += E->Range.text();
        continue;
      }
      // A negative literal (`add %r23, %r22, -1`) is a unary minus.
      if (E->K == Expr::Unary) {
        if (auto C = evalConstExpr(E)) {
          Out += "#" + std::to_string(*C);
          continue;
        }
      }
      if (E->K != Expr::Symbol || !E->Selector.Text.empty())
        return false;
      auto U = F.lookupReg(E->Name);
      if (!U)
        return false;
      bool WrittenInRegion = false;
      for (unsigned B = 0; B < N && !WrittenInRegion; ++B)
        if (InRegion[B])
          for (unsigned J = F.Blocks[B].Begin; J < F.Blocks[B].End && !WrittenInRegion; ++J)
            WrittenInRegion = Writes(F.Insts[J], *U);
      if (!WrittenInRegion || EntryValue(*U, K)) {
        Out += "%" + std::to_string(*U);
        continue;
      }
      int D = F.reachingDef(*U, K);
      if (D < 0 || F.Insts[D].Block != I.Block || static_cast<unsigned>(D) >= K)
        return false;
      Out += '(';
      if (!Expr_(static_cast<unsigned>(D), Depth + 1, Out))
        return false;
      Out += ')';
    }
    return true;
  };
  // Every write of R in the region (not only each path's first) computes
  // the same thing.
  if (Firsts.empty())
    return false;
  std::string FirstText;
  if (!Expr_(Firsts.front(), 0, FirstText))
    return false;
  for (unsigned B = 0; B < N; ++B)
    if (InRegion[B])
      for (unsigned K = F.Blocks[B].Begin; K < F.Blocks[B].End; ++K)
        if (Writes(F.Insts[K], R)) {
          std::string T;
          if (!Expr_(K, 0, T) || T != FirstText)
            return false;
        }
  Answer = true;
  return true;
}

void Uniformity::computeEscapingDefs() {
  // A register whose every read is preceded, in the same block, by an
  // unguarded write of it is never live across a block boundary: its values
  // cannot meet at a join, so sync dependence does not apply to it.
  unsigned R = F.Regs.size();
  CrossBlock.assign(R, false);
  std::vector<unsigned> WrittenIn(R, 0); // block index + 1 of the last write
  for (unsigned B = 0; B < F.numBlocks(); ++B)
    for (unsigned K = F.Blocks[B].Begin; K < F.Blocks[B].End; ++K) {
      const Inst &I = F.Insts[K];
      for (const RegRef &U : I.Uses)
        if (U.Reg < R && WrittenIn[U.Reg] != B + 1)
          CrossBlock[U.Reg] = true;
      if (!I.S->Guard)
        for (const RegRef &D : I.Defs)
          if (D.Reg < R)
            WrittenIn[D.Reg] = B + 1;
    }
}

/// A spin-wait poll: a `volatile` (or `.relaxed`/`.acquire` above CTA
/// scope) load from global or generic memory in a loop that stores nothing
/// outside shared memory, calls nothing and has a CTA barrier in it (a
/// chained scan's `do { __syncthreads(); f = flags[b - 1]; } while (!f);`).
/// Such a loop waits for another CTA or the host to write the word while
/// the threads poll it, so threads reading it at one address see the change
/// at different trips: the value varies by thread although the address does
/// not. (A volatile read after grid.sync(), whose loop also does the work
/// and the atomics the barrier orders, stays as uniform as its address.)
bool Uniformity::spinPoll(unsigned K) const {
  auto [It, New] = SpinPolls.try_emplace(K, false);
  if (!New)
    return It->second;
  const Inst &I = F.Insts[K];
  bool Strong = I.hasMod(".volatile") ||
                ((I.hasMod(".relaxed") || I.hasMod(".acquire")) && !I.hasMod(".cta"));
  auto Space = [](const Inst &J) {
    for (const Word &W : J.S->Mods)
      if (W.Text.startswith(".shared") || W.Text == ".local" || W.Text == ".param" ||
          W.Text == ".const")
        return false;
    return true;
  };
  if (I.opcode() != "ld" || !Strong || !Space(I) || !F.inCycle(I.Block))
    return false;
  // The blocks of the load's strongly connected component: its loop.
  unsigned N = F.numBlocks(), Loop = F.component(I.Block);
  bool Barrier = false;
  for (unsigned B = 0; B < N; ++B) {
    if (F.component(B) != Loop)
      continue;
    for (unsigned J = F.Blocks[B].Begin; J < F.Blocks[B].End; ++J) {
      const Inst &X = F.Insts[J];
      llvm::StringRef Op = X.opcode();
      if (X.Kind == InstKind::Call)
        return false;
      if ((opIs(Op, "st") || opIs(Op, "atom") || opIs(Op, "red") || opIs(Op, "cp")) && Space(X))
        return false;
      if (X.Kind == InstKind::CtaBarrier && !(opIs(Op, "bar") && X.hasMod(".warp")))
        Barrier = true;
    }
  }
  It = SpinPolls.find(K);
  It->second = Barrier;
  return Barrier;
}

namespace {

bool hasSharedSpace(const Inst &I) {
  for (const Word &W : I.S->Mods)
    if (W.Text.startswith(".shared"))
      return true;
  return false;
}

/// The variable an address (or a register holding one) is based on:
/// `[sym+4]`, `[%r]` with %r = sym + ..., through mov, cvta, cvt, add and
/// sub. Empty when it cannot be told.
llvm::StringRef sharedBaseOf(FunctionIR &F, const Expr *E, unsigned Depth = 0) {
  if (!E || Depth > 12)
    return {};
  if (E->K == Expr::Address || E->K == Expr::Paren || E->K == Expr::Binary) {
    llvm::StringRef Found;
    for (const Expr *S : E->Sub) {
      llvm::StringRef B = sharedBaseOf(F, S, Depth + 1);
      if (B.empty())
        continue;
      if (!Found.empty() && Found != B)
        return {};
      Found = B;
    }
    return Found;
  }
  if (E->K != Expr::Symbol)
    return {};
  auto R = F.lookupReg(E->Name);
  if (!R)
    return E->Name.startswith("%") ? llvm::StringRef() : E->Name;
  int D = F.uniqueDef(*R);
  if (D < 0)
    return {};
  const Inst &I = F.Insts[D];
  llvm::StringRef Op = I.opcode();
  auto Ops = I.S->Operands;
  if ((opIs(Op, "mov") || opIs(Op, "cvta") || opIs(Op, "cvt")) && Ops.size() == 2)
    return sharedBaseOf(F, Ops[1], Depth + 1);
  if ((opIs(Op, "add") || opIs(Op, "sub")) && Ops.size() == 3) {
    llvm::StringRef A = sharedBaseOf(F, Ops[1], Depth + 1);
    llvm::StringRef B = opIs(Op, "add") ? sharedBaseOf(F, Ops[2], Depth + 1) : llvm::StringRef();
    if (!A.empty() && !B.empty())
      return A == B ? A : llvm::StringRef();
    return A.empty() ? B : A;
  }
  return {};
}

/// The variable and constant offset of an address that names one shared
/// location (`[s]`, `[s+4]`, or a register holding `s` plus a constant
/// through mov/cvta/add); nullptr otherwise.
const Expr *constantSharedAddress(FunctionIR &F, const Expr *Addr, int64_t &Off) {
  const Expr *Base = addressBase(Addr, Off);
  for (unsigned Steps = 0; Base && Steps < 8; ++Steps) {
    auto R = F.lookupReg(Base->Name);
    if (!R)
      return Base->Name.startswith("%") ? nullptr : Base;
    int D = F.uniqueDef(*R);
    if (D < 0)
      return nullptr;
    const Inst &I = F.Insts[D];
    auto Ops = I.S->Operands;
    llvm::StringRef Op = I.opcode();
    // (cvt: nvcc -G widens the variable's 32-bit shared address before its
    // cvta.shared, `cvt.u64.u32 %tmp, %r; cvta.shared.u64 %rd, %tmp`.)
    if ((opIs(Op, "mov") || opIs(Op, "cvta") || opIs(Op, "cvt")) &&
        Ops.size() == 2 && Ops[1]->K == Expr::Symbol) {
      Base = Ops[1];
      continue;
    }
    if (opIs(Op, "add") && Ops.size() == 3 && Ops[1]->K == Expr::Symbol)
      if (auto K = evalConstExpr(Ops[2])) {
        Off = wrappingAdd(Off, *K); // modulo 2^64, as the address add
        Base = Ops[1];
        continue;
      }
    return nullptr;
  }
  return nullptr;
}

/// Whether a called function may wait on a barrier (CTA barrier or
/// mbarrier wait), looking three calls deep.
bool calleeWaits(const AnalysisContext &Ctx, const Inst &Call, unsigned Depth) {
  if (Depth > 3)
    return false;
  for (const Expr *E : Call.S->Operands)
    if (E->K == Expr::Symbol) {
      const Function *Fn = Ctx.calledFunction(*E);
      if (!Fn || !Fn->Body)
        return false;
      // A function of (Fn, Depth) alone: asked once per module (the walk
      // asks only deeper keys).
      return *Ctx.facts().Waits.get({Fn, Depth}, [&] {
        const FunctionIR &IR = Ctx.calleeShape(*Fn);
        for (const Inst &I : IR.Insts)
          if (I.Kind == InstKind::CtaBarrier ||
              (I.Kind == InstKind::Mbarrier &&
               (I.hasMod(".test_wait") || I.hasMod(".try_wait"))) ||
              (I.Kind == InstKind::Call && calleeWaits(Ctx, I, Depth + 1)))
            return true;
        return false;
      });
    }
  return false;
}

/// The shared variables a called function updates atomically (atom/red on
/// shared memory, in it or in what it calls, up to three calls deep), into
/// \p Bases (an empty name: an address the analysis cannot name). False
/// when it makes none (or is not defined).
bool calleeSharedAtomics(const AnalysisContext &Ctx, const Inst &Call, unsigned Depth,
                         llvm::SmallVectorImpl<llvm::StringRef> &Bases) {
  if (Depth > 3)
    return false;
  for (const Expr *E : Call.S->Operands)
    if (E->K == Expr::Symbol) {
      const Function *Fn = Ctx.calledFunction(*E);
      if (!Fn || !Fn->Body || Fn->IsEntry)
        return false;
      // A function of (Fn, Depth) alone: asked once per module (the walk
      // asks only deeper keys).
      auto Of = Ctx.facts().SharedAtomicsOf.get({Fn, Depth}, [&] {
        ModuleFacts::SharedAtomics R;
        FunctionIR &IR = Ctx.calleeIR(*Fn);
        if (IR.Insts.size() > 2000)
          return R;
        for (const Inst &I : IR.Insts) {
          llvm::StringRef Op = I.opcode();
          if ((opIs(Op, "atom") || opIs(Op, "red")) && hasSharedSpace(I)) {
            unsigned AddrOp = opIs(Op, "atom") ? 1 : 0;
            R.Bases.push_back(I.S->Operands.size() > AddrOp
                                  ? sharedBaseOf(IR, I.S->Operands[AddrOp])
                                  : llvm::StringRef());
            R.Any = true;
          } else if (I.Kind == InstKind::Call) {
            R.Any |= calleeSharedAtomics(Ctx, I, Depth + 1, R.Bases);
          }
        }
        return R;
      });
      Bases.append(Of->Bases.begin(), Of->Bases.end());
      return Of->Any;
    }
  return false;
}

/// Whether \p Fn, or a function it calls (at any depth), may contain an
/// `atom` or `red`: true for a call whose callee cannot be named. A callee
/// summary's accesses (CalleeOp::Where) are instructions of the callee or
/// of what it calls, so without one no summary lists an atomic, and
/// callParamAtomics need not build the summary (nvcc -G calls many small
/// helpers that update nothing atomically). Memoised in \p Memo.
bool mayCallAtomic(const AnalysisContext &Ctx, const Function &Fn,
                   llvm::DenseMap<const Function *, bool> &Memo) {
  auto [It, New] = Memo.try_emplace(&Fn, false);
  if (!New)
    return It->second; // known, or on the walk (a cycle adds no instruction)
  bool Any = false;
  if (!Fn.Body) {
    Any = true;
  } else {
    const FunctionIR &IR = Ctx.calleeShape(Fn);
    for (const Inst &I : IR.Insts) {
      llvm::StringRef Op = I.opcode();
      if (opIs(Op, "atom") || opIs(Op, "red")) {
        Any = true;
        break;
      }
      if (I.Kind != InstKind::Call)
        continue;
      const Function *Callee = nullptr;
      for (const Expr *E : I.S->Operands)
        if (E->K == Expr::Symbol && (Callee = Ctx.calledFunction(*E)))
          break;
      if (!Callee || mayCallAtomic(Ctx, *Callee, Memo)) {
        Any = true;
        break;
      }
    }
  }
  Memo[&Fn] = Any;
  return Any;
}

} // namespace

void Uniformity::computeSharedRaces() {
  // A value read from shared memory at one address is the same in every
  // thread only when every thread reads it after the same writes: the
  // broadcast idiom (`if (tid == 0) s = v; __syncthreads(); x = s;`). A
  // write some threads make (or that writes thread-dependent data, or an
  // atomic) that reaches the load on a path without a barrier, or that the
  // load reaches on one (round a loop), can land between two threads'
  // reads (a frontier count appended to with atomicAdd and read back
  // without __syncthreads; a ticket slot rewritten for the next trip before
  // every warp has read it).
  unsigned N = F.numBlocks();
  std::vector<char> Blocker(F.Insts.size(), 0);
  std::vector<unsigned> Writes;
  // Calls of functions that update shared variables atomically (a
  // __noinline__ queue push): the variables, per call.
  llvm::DenseMap<unsigned, llvm::SmallVector<llvm::StringRef, 2>> CallWrites;
  bool AnyLoad = false;
  // nvcc -G reaches shared variables through generic addresses: `cvta.shared`
  // of the variable's address, then plain ld/st/atom. Such an access counts
  // as a shared one when its address is a generic shared-window address on
  // every execution (isGenericSharedAddress) based on one named variable;
  // a generic access whose variable cannot be named is left out, as before.
  bool AnyCvtaShared = false;
  for (const Inst &I : F.Insts)
    if (opIs(I.opcode(), "cvta") && !I.hasMod(".to") &&
        (I.hasMod(".shared") || I.hasMod(".shared::cta"))) {
      AnyCvtaShared = true;
      break;
    }
  auto GenericShared = [&](const Inst &I, unsigned K, unsigned AddrOp) {
    if (!AnyCvtaShared || I.S->Operands.size() <= AddrOp || hasSharedSpace(I) ||
        I.hasMod(".global") || I.hasMod(".local") || I.hasMod(".param") ||
        I.hasMod(".const"))
      return false;
    const Expr *A = I.S->Operands[AddrOp];
    int64_t Off;
    const Expr *Base = addressBase(A, Off);
    return Base && !sharedBaseOf(F, A).empty() && isGenericSharedAddress(F, Ctx, Base, K);
  };
  std::vector<char> SharedLoad(F.Insts.size(), 0);
  for (unsigned K = 0; K < F.Insts.size(); ++K) {
    const Inst &I = F.Insts[K];
    if (!F.Blocks[I.Block].Reachable)
      continue;
    llvm::StringRef Op = I.opcode();
    if (I.Kind == InstKind::CtaBarrier ||
        (I.Kind == InstKind::Mbarrier && (I.hasMod(".test_wait") || I.hasMod(".try_wait"))) ||
        (opIs(Op, "barrier") && I.hasMod(".cluster") && !I.hasMod(".arrive")) ||
        (I.Kind == InstKind::Call && calleeWaits(Ctx, I, 0)))
      Blocker[K] = 1;
    else if ((opIs(Op, "st") || opIs(Op, "atom") || opIs(Op, "red")) &&
             (hasSharedSpace(I) || GenericShared(I, K, opIs(Op, "atom") ? 1 : 0)))
      Writes.push_back(K);
    else if ((opIs(Op, "ld") || opIs(Op, "ldu")) &&
             (hasSharedSpace(I) || GenericShared(I, K, 1)))
      SharedLoad[K] = AnyLoad = true;
    else if (I.Kind == InstKind::Call) {
      llvm::SmallVector<llvm::StringRef, 2> Bases;
      if (calleeSharedAtomics(Ctx, I, 0, Bases) ||
          (AnyCvtaShared && callParamAtomics(K, Bases))) {
        Writes.push_back(K);
        CallWrites[K] = std::move(Bases);
      }
    }
  }
  if (!AnyLoad || Writes.empty())
    return;
  std::vector<char> IsWrite(F.Insts.size(), 0);
  // Per write (not a call), the variable its address is based on and the
  // one location it names, if any, looked up once.
  std::vector<llvm::StringRef> WriteBase(F.Insts.size());
  std::vector<const Expr *> WriteSym(F.Insts.size(), nullptr);
  std::vector<int64_t> WriteOff(F.Insts.size(), 0);
  // A load makes of the writes that reach it only the highest
  // sharedWriteLevel among those that may write the variable it reads. That
  // level is a function of the write's opcode (every atomic and call:
  // Varying), its block's control level, its guard register and the
  // registers and special registers its operands name (levels are per
  // register): writes alike in these (one LevelClass) give a load the same
  // level, and writes alike also in the variables they may write (one
  // Class) pass the load's variable test alike. So each load keeps one
  // write per level class, and the sweeps below carry one write per class.
  // A block of n shared stores and loads without a barrier has n^2 (load,
  // write) pairs but few classes (100,000 instructions: 8 s and 1 GB when
  // every load listed, and rescanned the block for, every write before it).
  std::vector<unsigned> Class(F.Insts.size(), 0), LevelClass(F.Insts.size(), 0);
  unsigned NumClasses = 0;
  {
    llvm::StringMap<unsigned> Ids, LevelIds;
    LevelIds["V"] = 0; // atomics and calls: Varying whatever they write
    llvm::SmallVector<std::string, 8> Leaves;
    // The leaves Uniformity::expr reads the level of.
    std::function<void(const Expr *)> Leaf = [&](const Expr *E) {
      if (!E)
        return;
      switch (E->K) {
      case Expr::Symbol:
        if (auto R = F.lookupReg(E->Name))
          Leaves.push_back("r" + std::to_string(*R));
        else if (E->Name.startswith("%"))
          Leaves.push_back(("s" + E->Name + E->Selector.Text).str());
        return;
      case Expr::Unary:
      case Expr::Binary:
      case Expr::Ternary:
      case Expr::Cast:
      case Expr::Paren:
      case Expr::Vector:
      case Expr::Address:
      case Expr::ArrayElem:
      case Expr::List:
      case Expr::FnCall:
        for (const Expr *S : E->Sub)
          Leaf(S);
        return;
      default:
        return;
      }
    };
    for (unsigned W : Writes) {
      const Inst &WI = F.Insts[W];
      std::string LevelKey = "V", Key;
      if (WI.Kind == InstKind::Call) {
        Key = "c";
        for (llvm::StringRef B : CallWrites[W])
          Key += (B + "\x01").str();
      } else {
        // st [a], b;  red [a], b;  atom d, [a], b. (A write without an
        // address operand writes nowhere a load reads.)
        unsigned AddrOp = WI.opcode() == "atom" ? 1 : 0;
        if (WI.S->Operands.size() <= AddrOp)
          continue;
        WriteBase[W] = sharedBaseOf(F, WI.S->Operands[AddrOp]);
        WriteSym[W] = constantSharedAddress(F, WI.S->Operands[AddrOp], WriteOff[W]);
        if (WI.opcode() == "st") {
          Leaves.clear();
          for (const Expr *E : WI.S->Operands)
            Leaf(E);
          llvm::sort(Leaves);
          Leaves.erase(std::unique(Leaves.begin(), Leaves.end()), Leaves.end());
          LevelKey = "S" + std::to_string(WI.Block) + "/" + std::to_string(WI.Guard);
          for (const std::string &L : Leaves)
            LevelKey += "/" + L;
        }
        Key = ("b" + WriteBase[W]).str();
      }
      IsWrite[W] = 1;
      LevelClass[W] = LevelIds.try_emplace(LevelKey, LevelIds.size()).first->second;
      Class[W] = Ids.try_emplace(LevelKey + "|" + Key, Ids.size()).first->second;
    }
    NumClasses = Ids.size();
  }
  // Per block: the writes after its last blocker, the writes before its
  // first blocker (one per class each), and whether it has a blocker.
  std::vector<llvm::SmallVector<unsigned, 2>> Tail(N), Head(N);
  std::vector<char> Blocks(N, 0);
  for (unsigned B = 0; B < N; ++B) {
    for (unsigned K = F.Blocks[B].End; K-- > F.Blocks[B].Begin;) {
      if (Blocker[K]) {
        Blocks[B] = 1;
        break;
      }
      if (IsWrite[K])
        Tail[B].push_back(K);
    }
    for (unsigned K = F.Blocks[B].Begin; K < F.Blocks[B].End && !Blocker[K]; ++K)
      if (IsWrite[K])
        Head[B].push_back(K);
  }
  // Keeps the first write of each class in sorted \p Ws.
  std::vector<unsigned> SeenAt(NumClasses, ~0u);
  unsigned Epoch = 0;
  auto OnePerClass = [&](auto &Ws) {
    ++Epoch;
    unsigned Out = 0;
    for (unsigned W : Ws)
      if (SeenAt[Class[W]] != Epoch) {
        SeenAt[Class[W]] = Epoch;
        Ws[Out++] = W;
      }
    Ws.resize(Out);
  };
  // Writes reachable from the exit of a block without a blocker (memoised):
  // a write that follows a thread's read on such a path can land before a
  // slower thread makes the same read (thread 0 taking the next ticket
  // round the loop while a warp still reads the current one).
  llvm::DenseMap<unsigned, llvm::SmallVector<unsigned, 4>> AtExit;
  auto ReachExit = [&](unsigned B) -> const llvm::SmallVector<unsigned, 4> & {
    if (auto It = AtExit.find(B); It != AtExit.end())
      return It->second;
    llvm::SmallVector<unsigned, 4> Out;
    std::vector<char> Seen(N, 0);
    llvm::SmallVector<unsigned, 16> Work(F.Blocks[B].Succs.begin(), F.Blocks[B].Succs.end());
    while (!Work.empty()) {
      unsigned X = Work.pop_back_val();
      if (X >= N || Seen[X])
        continue;
      Seen[X] = 1;
      Out.append(Head[X].begin(), Head[X].end());
      if (!Blocks[X])
        Work.append(F.Blocks[X].Succs.begin(), F.Blocks[X].Succs.end());
    }
    llvm::sort(Out);
    Out.erase(std::unique(Out.begin(), Out.end()), Out.end());
    auto &Slot = AtExit[B];
    Slot = std::move(Out);
    return Slot;
  };
  // Writes that reach the entry of a block without a blocker (memoised; one
  // per class).
  llvm::DenseMap<unsigned, llvm::SmallVector<unsigned, 4>> AtEntry;
  auto ReachEntry = [&](unsigned B) -> const llvm::SmallVector<unsigned, 4> & {
    if (auto It = AtEntry.find(B); It != AtEntry.end())
      return It->second;
    llvm::SmallVector<unsigned, 4> Out;
    std::vector<char> Seen(N, 0);
    llvm::SmallVector<unsigned, 16> Work(F.Blocks[B].Preds.begin(), F.Blocks[B].Preds.end());
    while (!Work.empty()) {
      unsigned X = Work.pop_back_val();
      if (X >= N || Seen[X])
        continue;
      Seen[X] = 1;
      Out.append(Tail[X].begin(), Tail[X].end());
      if (!Blocks[X])
        Work.append(F.Blocks[X].Preds.begin(), F.Blocks[X].Preds.end());
    }
    llvm::sort(Out);
    Out.erase(std::unique(Out.begin(), Out.end()), Out.end());
    OnePerClass(Out);
    auto &Slot = AtEntry[B];
    Slot = std::move(Out);
    return Slot;
  };
  // Writes after the read: only those of the very address the read names
  // as a constant (`[s_row]`): a double-buffered slot (`slot[k & 1]`) is
  // written for the next trip at the other element. A backward sweep of
  // each block carries, per constant address, the writes to it after the
  // current instruction and before the next blocker (one per class).
  llvm::DenseMap<unsigned, llvm::SmallVector<unsigned, 4>> AfterOf;
  {
    llvm::StringMap<llvm::SmallVector<unsigned, 4>> ByAddr;
    auto AddrKey = [](llvm::StringRef Name, int64_t Off) {
      return (Name + "\x01" + llvm::Twine(Off)).str();
    };
    for (unsigned B = 0; B < N; ++B) {
      ByAddr.clear();
      bool Stopped = false;
      for (unsigned K = F.Blocks[B].End; K-- > F.Blocks[B].Begin;) {
        if (Blocker[K]) {
          ByAddr.clear();
          Stopped = true;
          continue;
        }
        if (IsWrite[K]) {
          if (const Expr *WSym = WriteSym[K]) {
            auto &Ws = ByAddr[AddrKey(WSym->Name, WriteOff[K])];
            // One per class: the list is short (few classes).
            if (llvm::none_of(Ws, [&](unsigned X) { return Class[X] == Class[K]; }))
              Ws.push_back(K);
          }
          continue;
        }
        const Inst &I = F.Insts[K];
        if (!SharedLoad[K] || I.S->Operands.size() < 2)
          continue;
        int64_t LoadOff;
        const Expr *LoadSym = constantSharedAddress(F, I.S->Operands[1], LoadOff);
        if (!LoadSym)
          continue;
        llvm::SmallVector<unsigned, 4> After;
        if (auto It = ByAddr.find(AddrKey(LoadSym->Name, LoadOff)); It != ByAddr.end())
          After = It->second;
        if (!Stopped)
          for (unsigned W : ReachExit(B)) {
            const Expr *WSym = WriteSym[W];
            if (WSym && WSym->Name == LoadSym->Name && WriteOff[W] == LoadOff)
              After.push_back(W);
          }
        if (!After.empty())
          AfterOf[K] = std::move(After);
      }
    }
  }
  // A forward sweep of each block carries the writes since its last
  // blocker (one per class), each load taking those, the ones that reach
  // the block's entry when no blocker comes first, and the ones after it.
  std::vector<unsigned> RunSeen(NumClasses, ~0u);
  llvm::SmallVector<unsigned, 8> Run;
  unsigned Segment = 0;
  for (unsigned B = 0; B < N; ++B) {
    Run.clear();
    ++Segment;
    bool FromEntry = true;
    for (unsigned K = F.Blocks[B].Begin; K < F.Blocks[B].End; ++K) {
      if (Blocker[K]) {
        Run.clear();
        ++Segment;
        FromEntry = false;
        continue;
      }
      if (IsWrite[K]) {
        if (RunSeen[Class[K]] != Segment) {
          RunSeen[Class[K]] = Segment;
          Run.push_back(K);
        }
        continue;
      }
      const Inst &I = F.Insts[K];
      if (!SharedLoad[K] || I.S->Operands.size() < 2)
        continue;
      llvm::SmallVector<unsigned, 8> Reach(Run.begin(), Run.end());
      if (FromEntry) {
        const auto &E = ReachEntry(B);
        Reach.append(E.begin(), E.end());
      }
      if (auto It = AfterOf.find(K); It != AfterOf.end())
        Reach.append(It->second.begin(), It->second.end());
      if (Reach.empty())
        continue;
      llvm::sort(Reach);
      Reach.erase(std::unique(Reach.begin(), Reach.end()), Reach.end());
      llvm::StringRef LB = sharedBaseOf(F, I.S->Operands[1]);
      llvm::SmallVector<unsigned, 4> Races;
      llvm::SmallDenseSet<unsigned, 8> Levels;
      for (unsigned W : Reach) {
        bool Alias = false;
        if (auto CW = CallWrites.find(W); CW != CallWrites.end()) {
          for (llvm::StringRef WB : CW->second)
            if (LB.empty() || WB.empty() || LB == WB) {
              Alias = true;
              break;
            }
        } else {
          llvm::StringRef WB = WriteBase[W];
          Alias = LB.empty() || WB.empty() || LB == WB;
        }
        if (Alias && Levels.insert(LevelClass[W]).second)
          Races.push_back(W);
      }
      if (!Races.empty())
        SharedRaces[K] = std::move(Races);
    }
  }
}

bool Uniformity::callParamAtomics(unsigned K,
                                  llvm::SmallVectorImpl<llvm::StringRef> &Bases) const {
  // An out-of-line helper that updates what a pointer parameter points to
  // atomically on every call (nvcc -G's atomicAdd wrapper around
  // __iAtomicAdd's generic `atom.add`, a __noinline__ queue push taking
  // plain pointers): an atomic on the variable the call passes, when that
  // argument is a generic shared-window address of a named variable.
  CallBinding B = bindCall(Ctx, F, K);
  if (!B.Callee || !B.Callee->Body || B.Callee->IsEntry || Ctx.onCallCycle(F.F, *B.Callee))
    return false;
  if (!mayCallAtomic(Ctx, *B.Callee, AtomicCallees))
    return false;
  const CalleeSummary &S = ptx::calleeSummary(Ctx, B.Callee);
  if (!S.Known)
    return false;
  bool Any = false;
  for (const CalleeOp &Op : S.Ops) {
    if (Op.K != CalleeOp::Access || !Op.Operand || !Op.Where)
      continue;
    llvm::StringRef Opc = Op.Where->Opcode.Text;
    if (Opc != "atom" && Opc != "red")
      continue;
    const CallBinding::Piece *A = B.arg(Op.Operand->Param, Op.Operand->Off);
    if (!A || !isGenericSharedAddress(F, Ctx, A->Value, A->Store))
      continue;
    llvm::StringRef Base = sharedBaseOf(F, A->Value);
    if (Base.empty())
      continue;
    Bases.push_back(Base);
    Any = true;
  }
  return Any;
}

Level Uniformity::sharedWriteLevel(unsigned W) const {
  const Inst &I = F.Insts[W];
  if (I.opcode() != "st")
    return Level::Varying; // atomics: each thread's update lands at its own time
  Level L = maxLevel(Ctrl[I.Block].L, I.Guard >= 0 ? reg(I.Guard) : Level::Uniform);
  for (const Expr *E : I.S->Operands)
    L = maxLevel(L, expr(E));
  // Threads that write different values (or at different places, or only
  // some of them): a reader that has not passed a barrier since sees
  // whichever write landed, differently in different threads.
  return L == Level::Uniform ? Level::Uniform : Level::Varying;
}

void Uniformity::computeInvariantRegs() {
  Invariant.assign(F.Regs.size(), -1);
  for (unsigned R = 0; R < F.Regs.size(); ++R)
    invariantReg(R, 0);
}

bool Uniformity::launchInvariant(const Expr *E, unsigned Depth) const {
  if (!E || Depth > 16)
    return false;
  if (evalConstExpr(E))
    return true;
  if (E->K == Expr::Paren || E->K == Expr::Unary || E->K == Expr::Binary) {
    for (const Expr *S : E->Sub)
      if (!launchInvariant(S, Depth + 1))
        return false;
    return true;
  }
  if (E->K != Expr::Symbol)
    return false;
  auto R = F.lookupReg(E->Name);
  if (!R) {
    if (!E->Name.startswith("%"))
      return true; // the address of a variable or function
    std::string N = E->Selector.Text.empty() ? E->Name.str()
                                             : (E->Name + E->Selector.Text).str();
    llvm::StringRef Name(N);
    return Name.startswith("%ntid") || Name.startswith("%nctaid") ||
           Name.startswith("%ctaid") || Name.startswith("%cluster") ||
           Name.startswith("%ncluster") || Name == "%gridid" ||
           Name.endswith("smem_size");
  }
  return invariantReg(*R, Depth);
}

bool Uniformity::invariantReg(unsigned R, unsigned Depth) const {
  auto &Memo = const_cast<std::vector<signed char> &>(Invariant);
  if (R >= Memo.size() || Depth > 16)
    return false;
  if (Memo[R] >= 0)
    return Memo[R] == 1;
  Memo[R] = 0; // a cycle is not invariant
  int D = F.uniqueDef(R);
  if (D < 0 || F.Regs[R].IsParam)
    return false;
  const Inst &I = F.Insts[D];
  if (I.S->Guard || I.Defs.size() != 1)
    return false;
  llvm::StringRef Op = I.opcode();
  bool Ok = false;
  if (opIs(Op, "ld")) {
    // A kernel parameter (not a call's return value read back).
    const Expr *A = I.S->Operands.size() == 2 ? I.S->Operands[1] : nullptr;
    const Expr *Base = A && A->K == Expr::Address && !A->Sub.empty() ? A->Sub[0] : nullptr;
    while (Base && Base->K == Expr::Binary && !Base->Sub.empty())
      Base = Base->Sub[0];
    Ok = F.F.IsEntry && I.hasMod(".param") && Base && Base->K == Expr::Symbol &&
         paramIndex(F.F, Base->Name).has_value();
  } else {
    Ok = llvm::StringSwitch<bool>(Op)
             .Cases("mov", "cvt", "cvta", "add", "sub", "mul", "mad", true)
             .Cases("and", "or", "xor", "not", "shl", "shr", "neg", true)
             .Cases("min", "max", "div", "rem", "selp", "setp", true)
             .Default(false);
    if (Ok)
      for (unsigned K = 1; K < I.S->Operands.size() && Ok; ++K)
        Ok = launchInvariant(I.S->Operands[K], Depth + 1);
  }
  Memo[R] = Ok ? 1 : 0;
  return Ok;
}

void Uniformity::computeControl() {
  unsigned N = F.numBlocks();
  BranchLevels.assign(N, Level::Uniform);
  Ctrl.assign(N, CtrlInfo());
  for (unsigned X = 0; X < N; ++X) {
    const BasicBlock &BB = F.Blocks[X];
    if (!BB.Reachable)
      continue;
    const Inst &T = F.Insts[BB.End - 1];
    Level L = Level::Uniform;
    switch (T.Kind) {
    case InstKind::Branch:
      // A branch one of whose ways can only end in a trap splits no run
      // that completes: a thread that takes it aborts the launch (Triton's
      // and CUDA's device asserts), so it does not leave the others waiting
      // at a barrier or a collective.
      if (T.Guard >= 0 && !(BB.Succs.size() == 2 && F.Blocks[BB.Succs[0]].TrapOnly !=
                                                        F.Blocks[BB.Succs[1]].TrapOnly))
        L = reg(T.Guard);
      break;
    case InstKind::Trap:
      // `@%p trap;` likewise.
      break;
    case InstKind::Ret:
    case InstKind::Exit:
      if (T.Guard >= 0)
        L = reg(T.Guard);
      break;
    case InstKind::BranchIdx:
      L = T.S->Operands.empty() ? Level::Uniform : expr(T.S->Operands[0]);
      if (T.Guard >= 0)
        L = maxLevel(L, reg(T.Guard));
      break;
    default:
      break;
    }
    BranchLevels[X] = L;
  }
  // Transitive: a block controlled by a uniform branch that itself runs
  // under a divergent one is reached by a subset of the threads too.
  bool Changed = true;
  for (unsigned Iter = 0; Changed && Iter < 3 * N + 3; ++Iter) {
    Changed = false;
    for (unsigned X : F.RPO) {
      if ((*CtrlDeps)[X].empty())
        continue;
      Level Own = BranchLevels[X];
      const CtrlInfo &Up = Ctrl[X];
      Level L = maxLevel(Own, Up.L);
      if (L == Level::Uniform)
        continue;
      int BranchInst = F.Blocks[X].End - 1;
      int Warp = Own >= Level::WarpUniform ? BranchInst : Up.WarpBranch;
      int Vary = Own == Level::Varying ? BranchInst : Up.VaryBranch;
      for (unsigned Y : (*CtrlDeps)[X]) {
        CtrlInfo &C = Ctrl[Y];
        if (C.L < L) {
          C.L = L;
          Changed = true;
        }
        if (C.WarpBranch < 0 && Warp >= 0) {
          C.WarpBranch = Warp;
          Changed = true;
        }
        if (C.VaryBranch < 0 && Vary >= 0) {
          C.VaryBranch = Vary;
          Changed = true;
        }
      }
    }
  }
}

int Uniformity::controllingBranch(unsigned B, Level AtLeast) const {
  return AtLeast == Level::Varying ? Ctrl[B].VaryBranch : Ctrl[B].WarpBranch;
}
