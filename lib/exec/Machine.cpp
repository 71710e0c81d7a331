//===- Machine.cpp - scheduling, frames, calls and faults ------------------===//
//
// The launch loop: CTAs in order, warps round-robin (or seeded random), and
// within a warp the group of lanes with the lowest PC (Machine.h). Control
// flow (PTX ISA 8.5 9.7.13), the call ABI (9.7.13.5: parameters are copied
// between the caller's and the callee's .param areas) and fault reports.
//
//===----------------------------------------------------------------------===//
#include "lib/exec/Machine.h"
#include "lib/exec/TensorMap.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cassert>
#include <cstring>

using namespace ptx;
using namespace ptx::exec;

/// Limits that turn runaway recursion into a fault instead of exhausting
/// host memory.
static constexpr uint32_t MaxCallDepth = 10000;
static constexpr uint64_t MaxLocalBytes = 16ull << 20;

std::string exec::threadName(Dim3 C, Dim3 T) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << "ctaid (" << C.X << "," << C.Y << "," << C.Z << ") tid (" << T.X << "," << T.Y << ","
     << T.Z << ")";
  return OS.str();
}

Machine::Machine(const Program &P, unsigned KernelId, llvm::ArrayRef<KernelArg> Args,
                 const ExecOptions &Opts, DiagnosticEngine &Diags)
    : P(P), Kernel(P.Funcs[KernelId]), Args(Args), Opts(Opts), Diags(Diags), Rng(Opts.Seed) {}

std::string Machine::laneName(const Warp &W, unsigned Lane) const {
  return threadName(Ctas[W.Cta].Ctaid, Dim3{W.Tid[Lane][0], W.Tid[Lane][1], W.Tid[Lane][2]});
}

SrcRange Machine::rangeOf(uint32_t Pc) const {
  if (Pc < P.Code.size() && P.Code[Pc].Stmt)
    return P.Code[Pc].Stmt->Range;
  if (Pc < P.FuncOfInstr.size()) {
    const FuncCode &F = P.Funcs[P.FuncOfInstr[Pc]];
    if (F.AST && F.AST->Body) {
      // The implicit return at the end of a function: point at its '}'.
      SrcRange R = F.AST->Body->Range;
      if (R.isValid() && R.End > R.Begin)
        return SrcRange(R.End - 1, R.End);
    }
  }
  return SrcRange();
}

void Machine::fault(DiagId Id, uint32_t Pc, const Warp &W, unsigned Lane,
                    const std::string &What) {
  if (Faulted)
    return;
  Faulted = true;
  {
    auto B = Diags.report(Id, rangeOf(Pc));
    switch (Id) {
    case DiagId::ExecTrap:
      B << laneName(W, Lane);
      break;
    case DiagId::ExecBarrierDeadlock:
    case DiagId::ExecBadArgument:
      B << What;
      break;
    case DiagId::ExecOutOfMemory:
      B << "thread " + laneName(W, Lane) + ": " + What;
      break;
    case DiagId::ExecStepLimit:
      B << Opts.MaxSteps << laneName(W, Lane);
      break;
    case DiagId::ExecUnsupported:
      B << What << laneName(W, Lane);
      break;
    default:
      B << laneName(W, Lane) << What;
      break;
    }
  } // recorded here, before its notes
  noteSourceLine(Pc);
  if (!Opts.Cooperative && (Id == DiagId::ExecTrap || Id == DiagId::ExecOutOfBounds))
    if (SrcRange R = gridWorkspaceRead(); R.isValid())
      Diags.report(DiagId::NoteGeneric, R)
          << "the kernel reads the grid workspace address (%envreg1/%envreg2) here, which only "
             "a cooperative launch provides: without --cooperative it is null, so cooperative "
             "groups' grid.is_valid() is false and grid.sync() traps";
}

/// The last `.loc` before \p Target in \p B (nested blocks included) or
/// \p Last when there is none; \p Found tells whether Target was reached.
static const LocStmt *lastLocBefore(const BlockStmt &B, const Stmt *Target, const LocStmt *Last,
                                    bool &Found) {
  for (const Stmt *S : B.Body) {
    if (S == Target) {
      Found = true;
      return Last;
    }
    if (S->K == Stmt::Loc)
      Last = static_cast<const LocStmt *>(S);
    else if (S->K == Stmt::Block) {
      Last = lastLocBefore(*static_cast<const BlockStmt *>(S), Target, Last, Found);
      if (Found)
        return Last;
    }
  }
  return Last;
}

void Machine::noteSourceLine(uint32_t Pc) {
  if (Pc >= P.Code.size() || !P.Code[Pc].Stmt || Pc >= P.FuncOfInstr.size() || !P.Mod)
    return;
  const FuncCode &F = P.Funcs[P.FuncOfInstr[Pc]];
  if (!F.AST || !F.AST->Body)
    return;
  bool Found = false;
  const LocStmt *L = lastLocBefore(*F.AST->Body, P.Code[Pc].Stmt, nullptr, Found);
  if (!Found || !L || !L->Line)
    return;
  auto FileName = [&](uint64_t N) -> std::string {
    for (const TopLevel *T : P.Mod->Items)
      if (T->K == TopLevel::File && T->Number == N) {
        llvm::StringRef Name = T->Arg.Text;
        if (Name.size() >= 2 && Name.front() == '"' && Name.back() == '"')
          Name = Name.drop_front().drop_back();
        return Name.str();
      }
    return "file " + std::to_string(N);
  };
  std::string Msg = "in the source this is " + FileName(L->File) + ":" + std::to_string(L->Line);
  if (L->Col)
    Msg += ":" + std::to_string(L->Col);
  for (const LocStmt::Attr &A : L->Attrs)
    if (A.Name.Text == "inlined_at" && A.Values.size() >= 3 &&
        llvm::all_of(A.Values.take_front(3),
                     [](const Expr *V) { return V && V->K == Expr::IntLit; })) {
      Msg += ", inlined at " + FileName(A.Values[0]->IntValue) + ":" +
             std::to_string(A.Values[1]->IntValue) + ":" + std::to_string(A.Values[2]->IntValue);
      break;
    }
  Diags.report(DiagId::NoteGeneric, L->Range) << Msg + " (the .loc before the instruction)";
}

SrcRange Machine::gridWorkspaceRead() const {
  // In the kernel, else in a device function it may call.
  for (int Pass = 0; Pass < 2; ++Pass)
    for (const FuncCode &F : P.Funcs) {
      if (Pass == 0 ? &F != &Kernel : F.IsEntry)
        continue;
      bool Reads = false;
      for (const SlotInit &S : F.SRegs)
        Reads |= S.Value == uint64_t(SReg::EnvReg1) || S.Value == uint64_t(SReg::EnvReg2);
      for (uint32_t Pc = F.Begin; Reads && Pc < F.End && Pc < P.Code.size(); ++Pc) {
        if (!P.Code[Pc].Stmt)
          continue;
        llvm::StringRef T = P.Code[Pc].Stmt->Range.text();
        for (size_t K = T.find("%envreg"); K != llvm::StringRef::npos;
             K = T.find("%envreg", K + 1)) {
          llvm::StringRef N = T.substr(K + 7);
          if ((N.startswith("1") || N.startswith("2")) && (N.size() == 1 || !llvm::isDigit(N[1])))
            return P.Code[Pc].Stmt->Range;
        }
      }
    }
  return SrcRange();
}

void Machine::warnOnce(DiagId Id, uint32_t Pc, const Warp &W, unsigned Lane,
                       const std::string &What, uint64_t Key) {
  uint64_t K = (uint64_t(Pc) << 8) ^ (Key << 40) ^ uint64_t(Id);
  if (!WarnedMisc.insert(K).second)
    return;
  Diags.report(Id, rangeOf(Pc)) << laneName(W, Lane) << What;
}

//===----------------------------------------------------------------------===//
// Memory setup
//===----------------------------------------------------------------------===//

void Machine::setupMemory() {
  // Module variables (PTX ISA 5.4.4: .global and .const without an
  // initializer are zero-initialized).
  uint64_t ConstSize = 0;
  for (const GlobalVar &G : P.Vars)
    if (G.Sp == Space::Const)
      ConstSize = std::max(ConstSize, G.Addr + G.Size);
  ConstMem.assign(ConstSize, 0);
  ConstInit.assign(ConstSize, 1);
  uint64_t NextSlot = 0;
  for (const GlobalVar &G : P.Vars) {
    if (G.Sp == Space::Global) {
      Region R;
      R.Name = G.Name;
      R.Base = G.Addr;
      R.Size = G.Size;
      R.Data.assign(G.Size, 0);
      std::copy(G.Init.begin(), G.Init.end(), R.Data.begin());
      R.Init.assign(G.Size, 1);
      Regions.push_back(std::move(R));
      NextSlot = std::max(NextSlot, (G.Addr - addrmap::GlobalBase) / addrmap::GlobalStride + 1);
    } else if (G.Sp == Space::Const) {
      std::copy(G.Init.begin(), G.Init.end(), ConstMem.begin() + G.Addr);
    }
  }
  // Kernel arguments: buffers get their own allocation; scalars are copied
  // into the parameter buffer (PTX ISA 5.1.6.1).
  KParamMem.assign(Kernel.KParamSize, 0);
  ArgRegion.assign(Args.size(), -1);
  for (size_t I = 0; I < Args.size(); ++I) {
    const KernelArg &A = Args[I];
    bool NoParam = A.Param >= Kernel.KParams.size();
    if (NoParam && !(A.K == KernelArg::Buffer && A.NoAddress))
      continue; // (a --bind object is set up below)
    const FuncCode::KParam &KP = Kernel.KParams[NoParam ? 0 : A.Param];
    uint64_t Room = !NoParam && A.Offset < KP.Size ? KP.Size - A.Offset : 0;
    if (A.IsObject) {
      uint64_t H = tex::HandleBase + 16 * uint64_t(I);
      for (unsigned B = 0; B < 8 && B < Room; ++B)
        KParamMem[KP.Off + A.Offset + B] = uint8_t(H >> (8 * B));
    } else if (A.K == KernelArg::Buffer) {
      Region R;
      R.Name = A.Label;
      R.Base = addrmap::GlobalBase + NextSlot++ * addrmap::GlobalStride;
      R.Size = A.Size;
      R.Data.assign(A.Size, 0);
      std::copy(A.Bytes.begin(), A.Bytes.begin() + std::min<size_t>(A.Bytes.size(), A.Size),
                R.Data.begin());
      // out: buffers are zero-filled by the launcher: defined contents.
      R.Init.assign(A.Size, 1);
      ArgRegion[I] = int(Regions.size());
      uint64_t Base = R.Base;
      Regions.push_back(std::move(R));
      for (unsigned B = 0; B < 8 && B < Room && !A.NoAddress; ++B)
        KParamMem[KP.Off + A.Offset + B] = uint8_t(Base >> (8 * B));
    } else {
      for (size_t B = 0; B < A.Bytes.size() && B < Room; ++B)
        KParamMem[KP.Off + A.Offset + B] = A.Bytes[B];
      // A tensor-map: the address of its buffer (an earlier piece).
      if (A.MapOf >= 0 && size_t(A.MapOf) < I && ArgRegion[size_t(A.MapOf)] >= 0) {
        uint64_t Base = Regions[size_t(ArgRegion[size_t(A.MapOf)])].Base;
        for (unsigned B = 0; B < 8 && tmap::OAddr + B < Room; ++B)
          KParamMem[KP.Off + A.Offset + tmap::OAddr + B] = uint8_t(Base >> (8 * B));
      }
    }
  }
  // A cooperative launch's grid workspace (CUDA's cooperative_groups/details/
  // driver_abi.h: struct grid_workspace { unsigned wsSize, barrier; }, found
  // through %envreg1/%envreg2): zeroed, 64 bytes in its own allocation.
  if (Opts.Cooperative) {
    Region R;
    R.Name = "grid workspace";
    R.Base = addrmap::GlobalBase + NextSlot++ * addrmap::GlobalStride;
    R.Size = GridWorkspaceBytes;
    R.Data.assign(R.Size, 0);
    R.Init.assign(R.Size, 1);
    GridWorkspace = R.Base;
    Regions.push_back(std::move(R));
  }
  std::vector<size_t> Order(Regions.size());
  for (size_t I = 0; I < Order.size(); ++I)
    Order[I] = I;
  std::sort(Order.begin(), Order.end(),
            [&](size_t A, size_t B) { return Regions[A].Base < Regions[B].Base; });
  std::vector<Region> Sorted;
  std::vector<int> NewIndex(Regions.size());
  for (size_t I = 0; I < Order.size(); ++I) {
    NewIndex[Order[I]] = int(I);
    Sorted.push_back(std::move(Regions[Order[I]]));
  }
  Regions = std::move(Sorted);
  for (int &R : ArgRegion)
    if (R >= 0)
      R = NewIndex[R];
  // Textures, samplers and surfaces: an --arg object's handle is
  // tex::HandleBase + 16 * its piece index, a --bind object's the address
  // of its module variable.
  for (size_t I = 0; I < Args.size(); ++I) {
    const KernelArg &A = Args[I];
    if (!A.IsObject)
      continue;
    tex::Object O = A.Obj;
    if (O.Buffer >= 0)
      O.Buffer = size_t(O.Buffer) < I ? ArgRegion[size_t(O.Buffer)] : -1;
    uint64_t H = tex::HandleBase + 16 * uint64_t(I);
    if (!A.Bind.empty())
      for (const GlobalVar &G : P.Vars)
        if (G.Opaque && G.Name == A.Bind)
          H = G.Addr;
    Objects[H] = O;
  }
  SharedSize = sharedBytes();
  UserSharedSize = SharedSize - addrmap::SharedBase;
  // Reserved shared memory (PTX ISA 10.29: "for the NVIDIA system software";
  // CUDA reserves 1 KiB per CTA on sm_80+, and cooperative groups keeps
  // multi-warp tile state at %reserved_smem_offset_1): the 1 KiB below
  // addrmap::SharedBase, accessible only when the program names it, so that
  // out-of-bounds shared accesses of other programs are still caught.
  for (const FuncCode &F : P.Funcs)
    for (const SlotInit &S : F.SRegs)
      if (S.Value >= uint64_t(SReg::ReservedSmemBegin) &&
          S.Value <= uint64_t(SReg::ReservedSmem1))
        HasReservedSmem = true;
  SharedLow = HasReservedSmem ? 0 : addrmap::SharedBase;
}

//===----------------------------------------------------------------------===//
// Frames and warps
//===----------------------------------------------------------------------===//

static uint64_t sregValue(const Machine &Mc, const Warp &W, unsigned L, SReg R) {
  const ExecOptions &O = Mc.Opts;
  const Cta &Ct = Mc.Ctas[W.Cta];
  const Dim3 &CD = Mc.ClusterDim;
  switch (R) {
  case SReg::TidX: return W.Tid[L][0];
  case SReg::TidY: return W.Tid[L][1];
  case SReg::TidZ: return W.Tid[L][2];
  case SReg::NTidX: return O.Block.X;
  case SReg::NTidY: return O.Block.Y;
  case SReg::NTidZ: return O.Block.Z;
  case SReg::CtaidX: return Ct.Ctaid.X;
  case SReg::CtaidY: return Ct.Ctaid.Y;
  case SReg::CtaidZ: return Ct.Ctaid.Z;
  case SReg::NCtaidX: return O.Grid.X;
  case SReg::NCtaidY: return O.Grid.Y;
  case SReg::NCtaidZ: return O.Grid.Z;
  case SReg::LaneId: return L;
  case SReg::WarpId: return W.Index;
  case SReg::NWarpId: return std::max(64u, Mc.NumWarps);
  case SReg::SmId: return 0;
  case SReg::NSmId: return 1;
  case SReg::GridId: return 1;
  case SReg::LanemaskEq: return 1u << L;
  case SReg::LanemaskLe: return uint32_t(bitsMask(L + 1));
  case SReg::LanemaskLt: return uint32_t(bitsMask(L));
  case SReg::LanemaskGe: return uint32_t(~bitsMask(L));
  case SReg::LanemaskGt: return uint32_t(~bitsMask(L + 1));
  case SReg::DynSmemSize: return O.DynamicSmem;
  // An H200: the allocation in 128-byte units; with the reserved 1 KiB, unrounded.
  case SReg::TotalSmemSize: return llvm::alignTo(Mc.UserSharedSize, 128);
  case SReg::AggrSmemSize: return addrmap::SharedBase + Mc.UserSharedSize;
  // The reserved region is [0, 0x400), below the CTA's own shared memory.
  case SReg::ReservedSmemBegin: return 0;
  case SReg::ReservedSmemEnd: return Machine::ReservedSmemBytes;
  case SReg::ReservedSmemCap: return Machine::ReservedSmemBytes;
  case SReg::ReservedSmem0: return 0;
  case SReg::ReservedSmem1: return Machine::ReservedSmemBytes / 2;
  case SReg::EnvReg1: return uint32_t(Mc.GridWorkspace >> 32);
  case SReg::EnvReg2: return uint32_t(Mc.GridWorkspace);
  // PTX ISA 9.0 10.33: "0 if the executing kernel is not part of a CUDA
  // device graph"; ptxlint run launches it on its own.
  case SReg::CurrentGraphExec: return 0;
  case SReg::Zero: return 0;
  case SReg::One: return 1;
  // PTX ISA 8.5 10.12-10.18: the cluster registers.
  case SReg::ClusterCtaidX: return Ct.InCluster.X;
  case SReg::ClusterCtaidY: return Ct.InCluster.Y;
  case SReg::ClusterCtaidZ: return Ct.InCluster.Z;
  case SReg::ClusterNCtaidX: return CD.X;
  case SReg::ClusterNCtaidY: return CD.Y;
  case SReg::ClusterNCtaidZ: return CD.Z;
  case SReg::ClusterCtarank: return Ct.Rank;
  case SReg::ClusterNCtarank: return CD.count();
  case SReg::IsExplicitCluster: return O.ExplicitCluster;
  case SReg::ClusterIdX: return Mc.Clusters[Ct.Cluster].Id.X;
  case SReg::ClusterIdY: return Mc.Clusters[Ct.Cluster].Id.Y;
  case SReg::ClusterIdZ: return Mc.Clusters[Ct.Cluster].Id.Z;
  case SReg::NClusterIdX: return O.Grid.X / CD.X;
  case SReg::NClusterIdY: return O.Grid.Y / CD.Y;
  case SReg::NClusterIdZ: return O.Grid.Z / CD.Z;
  case SReg::Clock: return uint32_t(Mc.WarpSteps);
  case SReg::ClockHi: return uint32_t(Mc.WarpSteps >> 32);
  case SReg::Clock64: return Mc.WarpSteps;
  case SReg::GlobalTimer: return Mc.WarpSteps * 32;
  case SReg::GlobalTimerLo: return uint32_t(Mc.WarpSteps * 32);
  case SReg::GlobalTimerHi: return uint32_t((Mc.WarpSteps * 32) >> 32);
  }
  return 0;
}

/// Writes the uniform constants and static special registers of a frame.
static void initFrameStatic(const Machine &Mc, const FuncCode &F, Warp &W, Frame &Fr) {
  for (const SlotInit &C : F.Consts) {
    uint64_t *R = Fr.reg(C.Slot);
    std::fill(R, R + WarpSize, C.Value);
    Fr.W[C.Slot] = ~0u;
  }
  for (const SlotInit &S : F.SRegs) {
    uint64_t *R = Fr.reg(S.Slot);
    for (unsigned L = 0; L < WarpSize; ++L)
      R[L] = sregValue(Mc, W, L, SReg(S.Value));
    Fr.W[S.Slot] = ~0u;
  }
  for (const SlotInit &S : F.DynSRegs)
    Fr.W[S.Slot] = ~0u;
  Fr.W[F.SinkSlot] = ~0u;
}

Frame *Machine::getFrame(Warp &W, uint32_t Depth, uint32_t Func) {
  if (W.FramesAt.size() <= Depth)
    W.FramesAt.resize(Depth + 1);
  for (Frame *F : W.FramesAt[Depth])
    if (F->Func == Func)
      return F;
  const FuncCode &FC = P.Funcs[Func];
  auto Fr = std::make_unique<Frame>();
  Fr->Func = Func;
  Fr->Depth = Depth;
  Fr->R.assign(size_t(FC.NumSlots) * WarpSize, 0);
  Fr->W.assign(FC.NumSlots, 0);
  Fr->ParamSize = FC.ParamSize;
  Fr->Param.assign(size_t(FC.ParamSize) * WarpSize, 0);
  initFrameStatic(*this, FC, W, *Fr);
  W.Frames.push_back(std::move(Fr));
  W.FramesAt[Depth].push_back(W.Frames.back().get());
  return W.Frames.back().get();
}

/// A lane enters \p Fr's function: its registers become unwritten and its
/// frame-local addresses are materialized.
void Machine::enterFunction(Warp &W, Frame &Fr, unsigned L) {
  const FuncCode &F = P.Funcs[Fr.Func];
  uint32_t Keep = ~(1u << L);
  for (uint32_t S = 0; S < F.NumSlots; ++S)
    if (Fr.W[S] != ~0u)
      Fr.W[S] &= Keep;
  for (const SlotInit &A : F.LocalAddrs) {
    Fr.reg(A.Slot)[L] = W.LocalBase[L] + A.Value;
    Fr.W[A.Slot] |= 1u << L;
  }
  Fr.W[F.CCSlot] |= 1u << L; // CC.CF starts cleared; not an uninitialized read
  Fr.reg(F.CCSlot)[L] = 0;
}

void Machine::initCta(Cta &Ct) {
  uint64_t N = Opts.Block.count();
  std::vector<Warp> &Warps = Ct.Warps;
  if (Warps.size() < NumWarps)
    Warps.resize(NumWarps);
  unsigned Rank = unsigned(&Ct - Ctas.data());
  uint64_t LocalStart = localStart();
  for (unsigned WI = 0; WI < NumWarps; ++WI) {
    Warp &W = Warps[WI];
    W.Index = WI;
    W.Cta = Rank;
    W.NumLanes = unsigned(std::min<uint64_t>(WarpSize, N - uint64_t(WI) * WarpSize));
    W.LiveMask = uint32_t(bitsMask(W.NumLanes));
    W.RunMask = W.LiveMask;
    W.Converged = false;
    W.DivergentSteps = 0;
    W.MaxNRegPcs.clear();
    std::fill(std::begin(W.BarArrived), std::end(W.BarArrived), 0);
    for (unsigned L = 0; L < WarpSize; ++L) {
      uint64_t Lin = uint64_t(WI) * WarpSize + L;
      W.Tid[L][0] = uint32_t(Lin % Opts.Block.X);
      W.Tid[L][1] = uint32_t((Lin / Opts.Block.X) % Opts.Block.Y);
      W.Tid[L][2] = uint32_t(Lin / (uint64_t(Opts.Block.X) * Opts.Block.Y));
      W.State[L] = L < W.NumLanes ? LaneState::Run : LaneState::Exited;
      W.Pc[L] = Kernel.Begin;
      W.Stack[L].clear();
      W.Async[L].clear();
      W.NextGroup[L] = 0;
      W.ClArrive[L] = 0;
      W.LocalBase[L] = LocalStart;
      W.LocalTop[L] = LocalStart + Kernel.LocalSize;
      W.Local[L].assign(W.LocalTop[L], 0);
      W.LocalInit[L].assign(W.LocalTop[L], 0);
    }
    // Existing frames see the new CTA's special registers.
    for (auto &F : W.Frames)
      initFrameStatic(*this, P.Funcs[F->Func], W, *F);
    Frame *K = getFrame(W, 0, uint32_t(&Kernel - P.Funcs.data()));
    std::fill(K->W.begin(), K->W.end(), 0);
    initFrameStatic(*this, Kernel, W, *K);
    for (const SlotInit &A : Kernel.LocalAddrs) {
      uint64_t *R = K->reg(A.Slot);
      for (unsigned L = 0; L < WarpSize; ++L)
        R[L] = W.LocalBase[L] + A.Value;
      K->W[A.Slot] = ~0u;
    }
    K->W[Kernel.CCSlot] = ~0u;
    std::fill(K->reg(Kernel.CCSlot), K->reg(Kernel.CCSlot) + WarpSize, 0);
    for (unsigned L = 0; L < WarpSize; ++L)
      W.Cur[L] = K;
  }
  for (CtaBarrier &B : Ct.Bars)
    B = CtaBarrier();
  Ct.Shared.assign(SharedSize, 0);
  Ct.SharedInit.assign(SharedSize, 0);
  if (HasReservedSmem) // set up (zeroed) by the system software, not the program
    std::fill(Ct.SharedInit.begin(), Ct.SharedInit.begin() + addrmap::SharedBase, 1);
  Ct.LiveThreads = N;
}

//===----------------------------------------------------------------------===//
// Scheduling
//===----------------------------------------------------------------------===//

uint32_t Machine::pickGroup(Warp &W) {
  uint32_t Run = W.RunMask;
  unsigned Lead = unsigned(__builtin_ctz(Run));
  if (W.Converged)
    return Run;
  if (Opts.RandomSchedule) {
    unsigned K = unsigned(Rng() % unsigned(__builtin_popcount(Run)));
    uint32_t M = Run;
    while (K--)
      M &= M - 1;
    Lead = unsigned(__builtin_ctz(M));
  } else {
    // The group furthest behind runs first, so divergent paths reconverge
    // where they meet. Program points are compared along the call path: call
    // sites first, outermost frame first (a lane inside a callee is at its
    // call site as far as the caller is concerned), so a group behind in the
    // kernel runs before a group that has entered a function (functions come
    // before kernels, so their PCs are lower) and joins it before the call,
    // instead of the two executing the callee (e.g. CUDA's __activemask in
    // -G code) separately.
    //
    // When that group spins (64 loop iterations, i.e. jumps back at the same
    // call depth, with the same lanes; lanes leaving a loop one by one, as
    // from a CAS loop, reset the count), every 256th step runs another group
    // instead, so a lane spinning on a lock cannot starve the lane that
    // holds it (forward progress under ITS). Groups that are merely behind,
    // or run a long stretch of code, are not interrupted, so lanes waiting
    // where the paths meet stay there, as a GPU's reconvergence points keep
    // them. The rotation takes the other groups in turn (the next key after
    // the group it ran last, wrapping around); it used to take the next key
    // after the last pick, which in a spin loop is the spinning group itself
    // one instruction on, so a lock holder past the loop never ran again.
    auto Key = [&](unsigned L) { return (uint64_t(W.Pc[L]) << 20) | W.Cur[L]->Depth; };
    auto Behind = [&](unsigned A, unsigned B) {
      const std::vector<CallRec> &SA = W.Stack[A], &SB = W.Stack[B];
      if (SA.size() == SB.size() && (SA.empty() || SA.back().PathId == SB.back().PathId))
        return W.Pc[A] < W.Pc[B]; // the same call sites (CallRec::PathId)
      size_t N = std::min(SA.size(), SB.size());
      for (size_t I = 0; I < N; ++I)
        if (SA[I].CallPc != SB[I].CallPc)
          return SA[I].CallPc < SB[I].CallPc;
      uint32_t PA = SA.size() > N ? SA[N].CallPc : W.Pc[A];
      uint32_t PB = SB.size() > N ? SB[N].CallPc : W.Pc[B];
      if (PA != PB)
        return PA < PB;
      return SA.size() < SB.size(); // at the call site: behind the callee
    };
    FOR_LANES(Run, L) {
      if (L != Lead && Behind(L, Lead))
        Lead = L;
    }
    uint64_t Best = Key(Lead);
    // The group that runs: the lanes at the lead's PC through the same call
    // sites (see below). A lane parked at the same PC of a function the
    // spinning group calls from another call site (a lock holder inside the
    // CAS wrapper of the next lock) is not part of it; counting it made the
    // group change whenever the spinners passed that PC, which restarted the
    // count, and the holder never ran again (spin-lock-calls.ptx).
    const std::vector<CallRec> &LeadStack = W.Stack[Lead];
    uint32_t Low = 0;
    FOR_LANES(Run, L) {
      if (L == Lead || (W.Pc[L] == W.Pc[Lead] && W.Cur[L] == W.Cur[Lead] &&
                        sameCallPath(W.Stack[L], LeadStack)))
        Low |= 1u << L;
    }
    if (Low != W.LowMask) {
      W.LowMask = Low;
      W.DivergentSteps = 0;
      W.BackEdges = 0;
    } else if (Best < W.LowKey && (Best & 0xfffff) == (W.LowKey & 0xfffff)) {
      ++W.BackEdges;
    }
    W.LowKey = Best;
    bool Rotate = W.BackEdges >= 64 && (++W.DivergentSteps & 255) == 0;
    if (Rotate) {
      uint64_t After = ~0ull, First = ~0ull;
      unsigned AfterLane = Lead, FirstLane = Lead;
      FOR_LANES(Run, L) {
        uint64_t K = Key(L);
        if ((Low >> L) & 1)
          continue;
        if (K < First) {
          First = K;
          FirstLane = L;
        }
        if (K > W.LastRotated && K < After) {
          After = K;
          AfterLane = L;
        }
      }
      if (After != ~0ull) {
        Lead = AfterLane;
        W.LastRotated = After;
      } else if (First != ~0ull) {
        Lead = FirstLane;
        W.LastRotated = First;
      }
    }
  }
  // Lanes execute together when they are at the same PC through the same
  // calls: lanes that entered a function from different call sites (the two
  // sides of a branch calling cooperative_groups::coalesced_threads() in -G
  // code) stay apart, as on a GPU, where divergent paths only merge at their
  // reconvergence point. Merging them inside the callee made __activemask()
  // return both sides' lanes, and their later warp-synchronous instructions
  // with that mask deadlocked (the random schedule reached it).
  uint32_t Pc = W.Pc[Lead];
  Frame *F = W.Cur[Lead];
  const std::vector<CallRec> &LS = W.Stack[Lead];
  uint32_t M = 0;
  FOR_LANES(Run, L) {
    if (L == Lead || (W.Pc[L] == Pc && W.Cur[L] == F && sameCallPath(W.Stack[L], LS)))
      M |= 1u << L;
  }
  W.Converged = M == Run;
  return M;
}

bool Machine::stepWarp(Warp &W, unsigned Quantum) {
  for (unsigned Q = 0; Q < Quantum && W.RunMask; ++Q) {
    uint32_t M = pickGroup(W);
    uint32_t Pc = W.Pc[__builtin_ctz(M)];
    ExecStatus S = exec(W, Pc, M);
    if (S == ExecStatus::Fault || Faulted)
      return false;
    if (S == ExecStatus::Next) {
      FOR_LANES(M, L) W.Pc[L] = Pc + 1;
    }
    if (W.Yield) {
      W.Yield = false;
      break;
    }
  }
  return true;
}

bool Machine::runCtas() {
  // The CTAs of a cluster are co-scheduled (PTX ISA 8.5 2.2.2), and so are
  // all CTAs of a cooperative launch: their warps form one round-robin list,
  // CTA by CTA (warp J is warp J % NumWarps of Ctas[J / NumWarps]).
  unsigned NCta = unsigned(Ctas.size());
  for (Cta &Ct : Ctas)
    initCta(Ct);
  for (ClusterState &Cl : Clusters) {
    Cl.Live = Opts.Block.count() * ClusterCtas;
    Cl.Bar = ClusterBarrier();
  }
  LiveThreads = Opts.Block.count() * NCta;
  unsigned Total = NumWarps * NCta;
  auto WarpAt = [&](unsigned J) -> Warp & { return Ctas[J / NumWarps].Warps[J % NumWarps]; };
  unsigned Cur = 0;
  while (true) {
    int Pick = -1;
    if (Opts.RandomSchedule) {
      unsigned NRun = 0;
      for (unsigned I = 0; I < Total; ++I)
        NRun += WarpAt(I).RunMask != 0;
      if (NRun) {
        unsigned K = unsigned(Rng() % NRun);
        for (unsigned I = 0; I < Total; ++I)
          if (WarpAt(I).RunMask && K-- == 0) {
            Pick = int(I);
            break;
          }
      }
    } else {
      for (unsigned J = 0; J < Total; ++J) {
        unsigned I = (Cur + J) % Total;
        if (WarpAt(I).RunMask) {
          Pick = int(I);
          break;
        }
      }
    }
    if (Pick < 0) {
      if (LiveThreads == 0)
        return true;
      deadlockReport();
      return false;
    }
    unsigned Quantum = Opts.RandomSchedule ? 1 + unsigned(Rng() % 8) : 4096;
    Warp &W = WarpAt(unsigned(Pick));
    C = &Ctas[W.Cta];
    if (!stepWarp(W, Quantum))
      return false;
    Cur = unsigned(Pick + 1) % Total;
  }
}

/// A CTA's shared memory: the static variables, then the dynamic bytes
/// (--dynamic-smem, bounded by the launcher) at their alignment.
uint64_t Machine::sharedBytes() const {
  if (!Opts.DynamicSmem)
    return P.StaticShared;
  return llvm::alignTo(P.StaticShared, std::max(16u, P.DynSharedAlign)) + Opts.DynamicSmem;
}

/// Where a lane's kernel frame starts in its local memory: past the
/// module's own .local variables.
uint64_t Machine::localStart() const {
  return llvm::alignTo(P.ModuleLocalSize, Kernel.LocalAlign);
}

/// The host memory a launch's simulated memory takes at its peak: every
/// byte with its shadow byte (written / initialised), for the module's
/// .global and .const data, the argument buffers, and per resident CTA its
/// shared memory and each lane's local frame (warps are allocated whole).
uint64_t Machine::memoryNeeded() const {
  auto Sat = [](uint64_t A, uint64_t B) { return A + B < A ? ~uint64_t(0) : A + B; };
  auto SatMul = [](uint64_t A, uint64_t B) {
    return A && B > ~uint64_t(0) / A ? ~uint64_t(0) : A * B;
  };
  uint64_t Bytes = 0, ConstTop = 0;
  for (const GlobalVar &G : P.Vars) {
    if (G.Sp == Space::Global)
      Bytes = Sat(Bytes, G.Size);
    else if (G.Sp == Space::Const)
      ConstTop = std::max(ConstTop, Sat(G.Addr, G.Size));
  }
  Bytes = Sat(Bytes, ConstTop);
  for (const KernelArg &A : Args)
    if (A.K == KernelArg::Buffer)
      Bytes = Sat(Bytes, A.Size);
  uint64_t Lanes = SatMul((Opts.Block.count() + WarpSize - 1) / WarpSize, WarpSize);
  uint64_t Local = Sat(localStart(), Kernel.LocalSize);
  uint64_t PerCta = Sat(sharedBytes(), SatMul(Lanes, Local));
  uint64_t Resident = Opts.Cooperative ? Opts.Grid.count()
                                       : SatMul(Opts.Cluster.count(), Opts.RandomSchedule ? 4 : 1);
  return SatMul(Sat(Bytes, SatMul(PerCta, Resident)), 2);
}

RunResult Machine::run() {
  RunResult Res;
  if (uint64_t Need = memoryNeeded(); Opts.MaxMemory && Need > Opts.MaxMemory) {
    // Refused before anything is allocated: a 4 GB .global array or a
    // large .local frame times thousands of lanes would take the host's
    // memory with it.
    Faulted = true;
    Diags.report(DiagId::ExecOutOfMemory, Kernel.AST ? Kernel.AST->Name.Range : SrcRange())
        << "the launch's simulated memory needs " + std::to_string(Need) +
               " bytes of host memory (its .global, .const, argument, shared and local bytes "
               "with their shadow state), more than the limit of " +
               std::to_string(Opts.MaxMemory) + " (raise it with --max-memory)";
    Res.Completed = false;
    return Res;
  }
  MemoryUsed = memoryNeeded();
  setupMemory();
  NumWarps = unsigned((Opts.Block.count() + WarpSize - 1) / WarpSize);
  ClusterDim = Opts.Cluster;
  ClusterCtas = unsigned(ClusterDim.count());
  const Dim3 &G = Opts.Grid, &CD = ClusterDim;
  assert(G.X % CD.X == 0 && G.Y % CD.Y == 0 && G.Z % CD.Z == 0 &&
         "the launcher checks that clusters tile the grid");
  Dim3 NC{G.X / CD.X, G.Y / CD.Y, G.Z / CD.Z};
  uint64_t NClusters = NC.count();
  // Places cluster Cl (linear, x fastest) at Clusters[K] and its CTAs at
  // Ctas[K * ClusterCtas + rank].
  auto PlaceCluster = [&](uint64_t Cl, unsigned K) {
    ClusterState &CS = Clusters[K];
    CS.Id.X = uint32_t(Cl % NC.X);
    CS.Id.Y = uint32_t((Cl / NC.X) % NC.Y);
    CS.Id.Z = uint32_t(Cl / (uint64_t(NC.X) * NC.Y));
    // Cluster ranks are linear in %cluster_ctaid, x fastest (PTX ISA 8.5 10.16).
    for (unsigned R = 0; R < ClusterCtas; ++R) {
      Cta &Ct = Ctas[size_t(K) * ClusterCtas + R];
      Ct.Rank = R;
      Ct.Cluster = K;
      Ct.InCluster = Dim3{R % CD.X, (R / CD.X) % CD.Y, R / (CD.X * CD.Y)};
      Ct.Ctaid = Dim3{CS.Id.X * CD.X + Ct.InCluster.X, CS.Id.Y * CD.Y + Ct.InCluster.Y,
                      CS.Id.Z * CD.Z + Ct.InCluster.Z};
      Ct.Linear = Ct.Ctaid.X + uint64_t(G.X) * (Ct.Ctaid.Y + uint64_t(G.Y) * Ct.Ctaid.Z);
    }
  };
  bool Ok = true;
  if (Opts.Cooperative) {
    // Every CTA of the grid is resident at once (the launcher caps the
    // grid): one list of all clusters, in linear order.
    Clusters.resize(NClusters);
    Ctas.resize(NClusters * ClusterCtas);
    for (uint64_t Cl = 0; Cl < NClusters; ++Cl)
      PlaceCluster(Cl, unsigned(Cl));
    Ok = runCtas();
  } else {
    // GPUs dispatch CTAs in increasing linear order and run many at once,
    // and real code relies on it: CUB's decoupled look-back (DeviceScan,
    // DeviceSelect, ...) has CTA k spin until CTA k-1 publishes its prefix.
    // The deterministic schedule runs the clusters one after another in
    // linear order. The random schedule runs them in waves of 1-4
    // consecutive clusters whose warps interleave at random (as in a
    // cooperative launch), so a CTA may finish before a lower one, but
    // never starts before it: waiting on a lower CTA always makes progress.
    const uint64_t MaxWave = Opts.RandomSchedule ? 4 : 1;
    for (uint64_t K = 0; K < NClusters;) {
      // (No draw for the last cluster: a one-cluster grid's interleaving
      // depends only on the seed, as before waves existed.)
      uint64_t Left = NClusters - K;
      uint64_t N = MaxWave > 1 && Left > 1 ? std::min<uint64_t>(Left, 1 + Rng() % MaxWave) : 1;
      Clusters.resize(N); // runCtas and initCta reset what they reuse
      Ctas.resize(N * ClusterCtas);
      for (uint64_t J = 0; J < N; ++J)
        PlaceCluster(K + J, unsigned(J));
      K += N;
      if (!runCtas()) {
        Ok = false;
        break;
      }
    }
  }
  Res.Completed = Ok && !Faulted;
  Res.WarpSteps = WarpSteps;
  Res.LaneSteps = LaneSteps;
  Res.DeviceOutput = std::move(DeviceOutput);
  Res.Buffers.resize(Args.size());
  for (size_t I = 0; I < Args.size(); ++I)
    if (ArgRegion[I] >= 0)
      Res.Buffers[I] = Regions[size_t(ArgRegion[I])].Data;
  return Res;
}

//===----------------------------------------------------------------------===//
// One warp-instruction
//===----------------------------------------------------------------------===//

ExecStatus Machine::exec(Warp &W, uint32_t Pc, uint32_t M) {
  const Instr &I = P.Code[Pc];
  unsigned Lead = unsigned(__builtin_ctz(M));
  Frame &Fr = *W.Cur[Lead];
  if (Opts.Trace)
    Opts.Trace(TraceEvent{Pc, &I, Ctas[W.Cta].Ctaid, W.Index, M});
  ++WarpSteps;
  LaneSteps += unsigned(__builtin_popcount(M));
  if (Opts.MaxSteps && WarpSteps > Opts.MaxSteps) {
    fault(DiagId::ExecStepLimit, Pc, W, Lead, "");
    return ExecStatus::Fault;
  }
  uint32_t E = M;
  const uint32_t *Reads = P.Extra.data() + I.ReadBegin;
  unsigned NReads = I.ReadCount;
  if (I.Guard != NoSlot) {
    if ((Fr.W[I.Guard] & M) != M)
      warnOnce(DiagId::ExecUninitializedRead, Pc, W,
               unsigned(__builtin_ctz(M & ~Fr.W[I.Guard])), "guard predicate");
    const uint64_t *G = Fr.reg(I.Guard);
    E = 0;
    FOR_LANES(M, L) {
      if (bool(G[L] & 1) != I.GuardNeg)
        E |= 1u << L;
    }
    ++Reads;
    --NReads;
  }
  for (unsigned K = 0; K < NReads; ++K) {
    uint32_t S = Reads[K];
    if ((Fr.W[S] & E) != E) {
      unsigned L = unsigned(__builtin_ctz(E & ~Fr.W[S]));
      warnOnce(DiagId::ExecUninitializedRead, Pc, W, L, "a register", S);
    }
  }
  if (I.Flags & F_ReadsDynSReg) {
    const FuncCode &F = P.Funcs[Fr.Func];
    for (const SlotInit &S : F.DynSRegs) {
      uint64_t *R = Fr.reg(S.Slot);
      FOR_LANES(E, L) R[L] = sregValue(*this, W, L, SReg(S.Value));
    }
  }
  switch (I.Opc) {
  case Op::Bra: case Op::BrxIdx: case Op::Call: case Op::Ret: case Op::Exit: case Op::Trap:
    return execControl(W, Fr, I, Pc, M, E);
  case Op::ClusterBar:
    return execClusterBar(W, I, Pc, M, E);
  case Op::Bar: case Op::BarWarpSync: case Op::Shfl: case Op::Vote: case Op::Match:
  case Op::Redux: case Op::Elect: case Op::Mma: case Op::Ldmatrix: case Op::Stmatrix:
  case Op::Movmatrix: case Op::WmmaLoad: case Op::WmmaStore: case Op::WmmaMma:
  case Op::SetMaxNReg:
  case Op::Wgmma: case Op::WgmmaSync:
    return execSync(W, Fr, I, Pc, M, E);
  case Op::CpAsync: case Op::CpAsyncCommit: case Op::CpAsyncWait: case Op::CpAsyncMbarArrive:
  case Op::CpAsyncBulk: case Op::MbarInit: case Op::MbarInval: case Op::MbarArrive:
  case Op::MbarExpectTx: case Op::MbarCompleteTx: case Op::MbarTestWait:
  case Op::MbarPendingCount:
    return E ? execAsync(W, Fr, I, Pc, E) : ExecStatus::Next;
  case Op::CpAsyncBulkTensor: case Op::Tensormap:
    return E ? execTensor(W, Fr, I, Pc, E) : ExecStatus::Next;
  case Op::Tex: case Op::Tld4: case Op::Txq: case Op::Istypep: case Op::Suld: case Op::Sust:
  case Op::Sured: case Op::Suq:
    return E ? execTexture(W, Fr, I, Pc, E) : ExecStatus::Next;
  case Op::Alloca: case Op::StackSave: case Op::StackRestore: case Op::Discard:
  case Op::StBulk:
    return E ? execMem(W, Fr, I, Pc, E) : ExecStatus::Next;
  case Op::Unsupported:
    if (!E)
      return ExecStatus::Next;
    fault(DiagId::ExecUnsupported, Pc, W, unsigned(__builtin_ctz(E)), I.Why ? *I.Why : "?");
    return ExecStatus::Fault;
  case Op::Nop:
    return ExecStatus::Next;
  case Op::Nanosleep:
    W.Yield = true; // a spin-wait hint: let other warps run
    return ExecStatus::Next;
  case Op::Activemask: { // PTX ISA 8.5 9.7.14.11: the lanes executing together
    uint64_t *D = Fr.reg(I.Dst);
    FOR_LANES(E, L) D[L] = M & bitsMask(I.DstBits);
    Fr.W[I.Dst] |= E;
    return ExecStatus::Next;
  }
  default:
    break;
  }
  if (!E)
    return ExecStatus::Next;
  if (I.Opc == Op::CvtPack)
    return execFloat(W, Fr, I, Pc, E);
  if (I.Opc == Op::Video || I.Opc == Op::VideoSimd)
    return execVideo(W, Fr, I, Pc, E);
  if (I.Opc >= Op::Cvta && I.Opc <= Op::Red && I.Opc != Op::Cvt)
    return execMem(W, Fr, I, Pc, E);
  if (I.Opc >= Op::FAdd && I.Opc <= Op::FTestp)
    return execFloat(W, Fr, I, Pc, E);
  if (I.Opc == Op::Cvt && (tyFloat(I.T) || tyFloat(I.T2)))
    return execFloat(W, Fr, I, Pc, E);
  return execAlu(W, Fr, I, Pc, E);
}

//===----------------------------------------------------------------------===//
// Control flow (PTX ISA 8.5 9.7.13)
//===----------------------------------------------------------------------===//

void Machine::exitLane(Warp &W, unsigned L) {
  completeCopies(W, L, ~0u, true); // copies in flight still land
  Cta &Ct = Ctas[W.Cta];
  ClusterState &Cl = Clusters[Ct.Cluster];
  --Ct.LiveThreads;
  --Cl.Live;
  --LiveThreads;
  if (W.ClArrive[L] == Cl.Bar.Phase + 1) // an arrival of the open phase
    --Cl.Bar.Arrived;
  W.ClArrive[L] = 0;
  W.State[L] = LaneState::Exited;
  W.LiveMask &= ~(1u << L);
  W.RunMask &= ~(1u << L);
  W.Stack[L].clear();
  W.Converged = false;
}

void Machine::afterExit(Warp &W) {
  // Lanes waiting in a warp-synchronous instruction re-check without the
  // exited lanes; barriers may now complete (PTX ISA 8.5 9.7.14: "non-exited").
  wakeSyncWaiters(W);
  Cta &Ct = Ctas[W.Cta];
  for (unsigned B = 0; B < 16; ++B) {
    if (W.BarArrived[B] && (W.BarArrived[B] & W.LiveMask) == W.LiveMask && W.LiveMask)
      warpArrive(W, B);
    if (Ct.Bars[B].Active)
      checkBarrier(Ct, B);
  }
  checkClusterBarrier(Ct.Cluster); // exited threads no longer hold up barrier.cluster
}

void Machine::wakeSyncWaiters(Warp &W) {
  for (unsigned L = 0; L < WarpSize; ++L)
    if (W.State[L] == LaneState::SyncWait) {
      W.State[L] = LaneState::Run;
      W.RunMask |= 1u << L;
      W.Converged = false;
    }
}

/// Bytes of a call-sequence item: a .param variable of \p Fr or a register.
static void readItem(Frame &Fr, unsigned L, const uint32_t *It, uint8_t *Out, uint32_t Size) {
  if (It[0] == 0) {
    std::memcpy(Out, Fr.param(L) + It[1], std::min(Size, It[2]));
  } else {
    uint64_t V = Fr.reg(It[1])[L];
    std::memcpy(Out, &V, std::min<uint32_t>(Size, 8));
  }
}

static void writeItem(Frame &Fr, unsigned L, const uint32_t *It, const uint8_t *In,
                      uint32_t Size) {
  if (It[0] == 0) {
    std::memcpy(Fr.param(L) + It[1], In, std::min(Size, It[2]));
  } else {
    uint64_t V = 0;
    std::memcpy(&V, In, std::min<uint32_t>(Size, 8));
    Fr.reg(It[1])[L] = V & bitsMask(It[2] * 8);
    Fr.W[It[1]] |= 1u << L;
  }
}

static void readFormal(Warp &W, Frame &Fr, unsigned L, const Formal &F, uint8_t *Out) {
  if (F.IsReg) {
    uint64_t V = Fr.reg(F.Slot)[L];
    std::memcpy(Out, &V, std::min<uint32_t>(F.Size, 8));
  } else if (F.InLocal) {
    std::memcpy(Out, W.Local[L].data() + W.LocalBase[L] + F.Off, F.Size);
  } else {
    std::memcpy(Out, Fr.param(L) + F.Off, F.Size);
  }
}

static void writeFormal(Warp &W, Frame &Fr, unsigned L, const Formal &F, const uint8_t *In,
                        uint32_t Size) {
  if (F.IsReg) {
    uint64_t V = 0;
    std::memcpy(&V, In, std::min<uint32_t>(std::min(Size, F.Size), 8));
    Fr.reg(F.Slot)[L] = V;
    Fr.W[F.Slot] |= 1u << L;
  } else if (F.InLocal) {
    uint64_t A = W.LocalBase[L] + F.Off;
    uint32_t N = std::min(Size, F.Size);
    std::memcpy(W.Local[L].data() + A, In, N);
    std::memset(W.LocalInit[L].data() + A, 1, N);
  } else {
    std::memcpy(Fr.param(L) + F.Off, In, std::min(Size, F.Size));
  }
}

ExecStatus Machine::execCall(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t E) {
  const uint32_t *X = P.Extra.data() + I.ExtraBegin;
  uint32_t NRet = X[0];
  const uint32_t *Rets = X + 1;
  uint32_t NArg = X[1 + 3 * NRet];
  const uint32_t *ArgIt = X + 2 + 3 * NRet;
  std::vector<uint8_t> Buf;
  // The lanes of E run as one group, through the same call sites so far
  // (pickGroup): their new records share a PathId.
  uint64_t Path = ++NextPathId;
  FOR_LANES(E, L) {
    uint32_t Callee = I.Target;
    if (Callee == NoSlot) {
      uint64_t V = Fr.reg(I.Src[0])[L];
      if (V < FuncAddrBase || V - FuncAddrBase >= P.Funcs.size()) {
        fault(DiagId::ExecOutOfBounds, Pc, W, L,
              "indirect call through 0x" + llvm::utohexstr(V, true) + ", which is not a function address");
        return ExecStatus::Fault;
      }
      Callee = uint32_t(V - FuncAddrBase);
    }
    const FuncCode &C = P.Funcs[Callee];
    if (!C.Defined && !C.IsEntry) {
      bool Known = false;
      ExecStatus St = execBuiltin(W, Fr, I, Pc, L, C, Known);
      if (St == ExecStatus::Fault)
        return St;
      if (Known) {
        W.Pc[L] = Pc + 1;
        continue;
      }
    }
    if (!C.Defined || C.IsEntry) {
      fault(DiagId::ExecUnsupported, Pc, W, L,
            C.IsEntry ? "call to a kernel" : "call to '" + C.Name + "', which has no body here");
      return ExecStatus::Fault;
    }
    if (Fr.Depth + 1 >= MaxCallDepth) {
      fault(DiagId::ExecStackOverflow, Pc, W, L,
            "call depth exceeds " + std::to_string(MaxCallDepth) + " (runaway recursion?)");
      return ExecStatus::Fault;
    }
    // The frame's base honours its .local alignment (a .align 32 depot
    // addressed with `or`, helper-55 seed 97446).
    uint64_t NewBase = llvm::alignTo(W.LocalTop[L], C.LocalAlign);
    uint64_t NewTop = NewBase + C.LocalSize;
    if (NewTop > MaxLocalBytes) {
      fault(DiagId::ExecStackOverflow, Pc, W, L,
            "local memory stack exceeds " + std::to_string(MaxLocalBytes) + " bytes");
      return ExecStatus::Fault;
    }
    Frame *NF = getFrame(W, Fr.Depth + 1, Callee);
    W.Stack[L].push_back(CallRec{Pc + 1, Pc, &Fr, W.LocalBase[L], Path});
    W.LocalBase[L] = NewBase;
    W.LocalTop[L] = NewTop;
    if (W.Local[L].size() < NewTop) {
      // Frames of deep calls grow a lane's local memory past what the
      // launch was admitted with (memoryNeeded): counted against the limit.
      MemoryUsed += 2 * (NewTop - W.Local[L].size());
      if (Opts.MaxMemory && MemoryUsed > Opts.MaxMemory) {
        fault(DiagId::ExecOutOfMemory, Pc, W, L,
              "the call's local frames take the simulated memory to " +
                  std::to_string(MemoryUsed) + " bytes of host memory, more than the limit of " +
                  std::to_string(Opts.MaxMemory) + " (raise it with --max-memory)");
        return ExecStatus::Fault;
      }
      W.Local[L].resize(NewTop, 0);
      W.LocalInit[L].resize(NewTop, 0);
    }
    std::fill(W.LocalInit[L].begin() + NewBase, W.LocalInit[L].begin() + NewTop, 0);
    enterFunction(W, *NF, L);
    for (uint32_t K = 0; K < NArg && K < C.Params.size(); ++K) {
      const uint32_t *It = ArgIt + 3 * K;
      const Formal &Fm = C.Params[K];
      Buf.assign(std::max<uint32_t>(Fm.Size, 8), 0);
      uint32_t Size = It[0] == 0 ? It[2] : 8;
      readItem(Fr, L, It, Buf.data(), std::min<uint32_t>(Size, uint32_t(Buf.size())));
      writeFormal(W, *NF, L, Fm, Buf.data(), Fm.Size);
    }
    (void)Rets;
    W.Cur[L] = NF;
    W.Pc[L] = C.Begin;
  }
  return ExecStatus::Handled;
}

ExecStatus Machine::execRet(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t E) {
  bool Exited = false;
  std::vector<uint8_t> Buf;
  FOR_LANES(E, L) {
    if (W.Stack[L].empty()) {
      exitLane(W, L);
      Exited = true;
      continue;
    }
    CallRec R = W.Stack[L].back();
    W.Stack[L].pop_back();
    const FuncCode &C = P.Funcs[Fr.Func];
    const Instr &CallI = P.Code[R.CallPc];
    const uint32_t *X = P.Extra.data() + CallI.ExtraBegin;
    uint32_t NRet = X[0];
    for (uint32_t K = 0; K < NRet && K < C.Returns.size(); ++K) {
      const Formal &Fm = C.Returns[K];
      Buf.assign(std::max<uint32_t>(Fm.Size, 8), 0);
      readFormal(W, Fr, L, Fm, Buf.data());
      writeItem(*R.Caller, L, X + 1 + 3 * K, Buf.data(), Fm.Size);
    }
    W.LocalTop[L] = W.LocalBase[L];
    W.LocalBase[L] = R.LocalBase;
    W.Cur[L] = R.Caller;
    W.Pc[L] = R.RetPc;
  }
  if (Exited)
    afterExit(W);
  return ExecStatus::Handled;
}

ExecStatus Machine::execControl(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t M,
                                uint32_t E) {
  uint32_t Rest = M & ~E;
  FOR_LANES(Rest, L) W.Pc[L] = Pc + 1;
  if (Rest)
    W.Converged = false;
  switch (I.Opc) {
  case Op::Bra:
    FOR_LANES(E, L) W.Pc[L] = I.Target;
    return ExecStatus::Handled;
  case Op::BrxIdx: {
    const uint64_t *Idx = Fr.reg(I.Src[0]);
    FOR_LANES(E, L) {
      uint64_t K = Idx[L] & 0xffffffffu;
      if (K >= I.ExtraCount) {
        fault(DiagId::ExecOutOfBounds, Pc, W, L,
              "brx.idx index " + std::to_string(K) + " is outside its " +
                  std::to_string(I.ExtraCount) + "-entry target list");
        return ExecStatus::Fault;
      }
      W.Pc[L] = P.Extra[I.ExtraBegin + K];
    }
    W.Converged = false;
    return ExecStatus::Handled;
  }
  case Op::Call:
    W.Converged = false;
    return execCall(W, Fr, I, Pc, E);
  case Op::Ret:
    W.Converged = false;
    return execRet(W, Fr, I, Pc, E);
  case Op::Exit:
    FOR_LANES(E, L) exitLane(W, L);
    if (E)
      afterExit(W);
    return ExecStatus::Handled;
  case Op::Trap:
    if (E) {
      fault(DiagId::ExecTrap, Pc, W, unsigned(__builtin_ctz(E)), "");
      return ExecStatus::Fault;
    }
    return ExecStatus::Handled;
  default:
    return ExecStatus::Handled;
  }
}

//===----------------------------------------------------------------------===//
// Entry point
//===----------------------------------------------------------------------===//

RunResult exec::runKernel(const Program &P, unsigned KernelId, llvm::ArrayRef<KernelArg> Args,
                          const ExecOptions &Opts, DiagnosticEngine &Diags) {
  Machine Mc(P, KernelId, Args, Opts, Diags);
  return Mc.run();
}
