//===- ExecWarp.cpp - barriers and warp-level operations ------------------===//
//
// bar / barrier (PTX ISA 8.5 9.7.14.1): a thread waits for the non-exited
// threads of its warp, then the warp's arrival is counted; .sync and .red
// wait for the barrier to complete, .arrive does not. bar.warp.sync,
// shfl.sync, vote.sync, match.sync, redux.sync and elect.sync wait until
// every non-exited lane of membermask has executed the instruction; a lane
// that arrives early blocks (LaneState::SyncWait) while the rest of its warp
// runs. activemask returns the lanes executing together.
//
//===----------------------------------------------------------------------===//
#include "lib/exec/Machine.h"
#include "lib/exec/softfloat/SoftFloat.h"

#include "llvm/ADT/StringExtras.h"

using namespace ptx;
using namespace ptx::exec;

static std::string hexMask(uint32_t M) { return "0x" + llvm::utohexstr(M, true); }

void Machine::warpArrive(Warp &W, unsigned Bar) {
  W.BarArrived[Bar] = 0;
  Cta &Ct = Ctas[W.Cta];
  Ct.Bars[Bar].Arrived += W.NumLanes;
  for (unsigned L = 0; L < WarpSize; ++L)
    if (W.State[L] == LaneState::ArriveWait && W.WaitBar[L] == Bar) {
      W.State[L] = LaneState::Run;
      W.RunMask |= 1u << L;
      ++W.Pc[L];
      W.Converged = false;
    }
  checkBarrier(Ct, Bar);
}

void Machine::checkBarrier(Cta &Ct, unsigned Bar) {
  CtaBarrier &B = Ct.Bars[Bar];
  if (!B.Active)
    return;
  uint64_t Expected = B.Expected;
  if (!Expected)
    for (unsigned I = 0; I < NumWarps; ++I)
      if (Ct.Warps[I].LiveMask)
        Expected += Ct.Warps[I].NumLanes;
  if (B.Arrived < Expected)
    return;
  for (unsigned I = 0; I < NumWarps; ++I) {
    Warp &W = Ct.Warps[I];
    for (unsigned L = 0; L < WarpSize; ++L) {
      if (W.State[L] != LaneState::BarWait || W.WaitBar[L] != Bar)
        continue;
      const Instr &BI = P.Code[W.Pc[L]];
      if (BI.Dst != NoSlot) {
        uint64_t V = B.Kind == BarKind::RedPopc ? B.RedPopc
                     : B.Kind == BarKind::RedAnd ? uint64_t(B.RedAnd)
                                                 : uint64_t(B.RedOr);
        W.Cur[L]->reg(BI.Dst)[L] = V & bitsMask(BI.DstBits);
        W.Cur[L]->W[BI.Dst] |= 1u << L;
      }
      W.State[L] = LaneState::Run;
      W.RunMask |= 1u << L;
      ++W.Pc[L];
      W.Converged = false;
    }
  }
  B = CtaBarrier();
}

ExecStatus Machine::execBar(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t M,
                            uint32_t E) {
  unsigned Lead = unsigned(__builtin_ctz(E));
  uint64_t Id = Fr.reg(I.Src[0])[Lead] & 0xffffffffu;
  if (Id >= 16) {
    fault(DiagId::ExecOutOfBounds, Pc, W, Lead,
          "barrier " + std::to_string(Id) + " does not exist (a CTA has barriers 0..15)");
    return ExecStatus::Fault;
  }
  uint64_t Count = 0;
  if (I.Src[1] != NoSlot) {
    Count = Fr.reg(I.Src[1])[Lead] & 0xffffffffu;
    if (Count == 0 || Count % WarpSize) {
      fault(DiagId::ExecWarpSync, Pc, W, Lead,
            "barrier thread count " + std::to_string(Count) +
                " must be a non-zero multiple of the warp size");
      return ExecStatus::Fault;
    }
  }
  BarKind K = BarKind(I.Sub);
  if (K == BarKind::Arrive && !Count) {
    fault(DiagId::ExecWarpSync, Pc, W, Lead, "bar.arrive requires a thread count");
    return ExecStatus::Fault;
  }
  CtaBarrier &B = Ctas[W.Cta].Bars[Id];
  if (!B.Active) {
    B.Active = true;
    B.Expected = Count;
    B.Kind = K;
  } else if (Count && B.Expected && Count != B.Expected) {
    fault(DiagId::ExecWarpSync, Pc, W, Lead,
          "barrier " + std::to_string(Id) + " used with thread count " + std::to_string(Count) +
              " while " + std::to_string(B.Expected) + " threads are already expected");
    return ExecStatus::Fault;
  }
  if (K >= BarKind::RedPopc) {
    B.Kind = K;
    const uint64_t *C = Fr.reg(I.Src[2]);
    FOR_LANES(E, L) {
      bool V = bool(C[L] & 1) != bool(I.NegMask & 4);
      B.RedPopc += V;
      B.RedAnd = B.RedAnd && V;
      B.RedOr = B.RedOr || V;
    }
  }
  FOR_LANES(E, L) {
    W.State[L] = K == BarKind::Arrive ? LaneState::ArriveWait : LaneState::BarWait;
    W.WaitBar[L] = uint8_t(Id);
  }
  W.RunMask &= ~E;
  W.Converged = false;
  W.BarArrived[Id] |= E;
  if ((W.BarArrived[Id] & W.LiveMask) == W.LiveMask)
    warpArrive(W, unsigned(Id));
  (void)M;
  return ExecStatus::Handled;
}

ExecStatus Machine::execSync(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t M,
                             uint32_t E) {
  uint32_t Rest = M & ~E;
  FOR_LANES(Rest, L) W.Pc[L] = Pc + 1;
  if (Rest)
    W.Converged = false;
  if (!E)
    return ExecStatus::Handled;
  if (I.Opc == Op::Bar)
    return execBar(W, Fr, I, Pc, M, E);

  // Matrix instructions and setmaxnreg are .aligned over all 32 lanes.
  bool Matrix = (I.Opc >= Op::Mma && I.Opc <= Op::WgmmaSync) || I.Opc == Op::SetMaxNReg;
  uint32_t MaskSlot = I.Opc == Op::BarWarpSync || I.Opc == Op::Elect ? I.Src[0]
                      : I.Opc == Op::Shfl || Matrix                 ? I.Src[3]
                                                                     : I.Src[1];
  const uint64_t *MaskR = Fr.reg(MaskSlot);
  // Deprecated shfl/vote without .sync: the lanes executing it now are the
  // participants (as if membermask were them); nobody waits.
  const bool Legacy = (I.Opc == Op::Shfl || I.Opc == Op::Vote) && I.Sub2 == 1;
  uint32_t Todo = E;
  while (Todo) {
    unsigned Lead = unsigned(__builtin_ctz(Todo));
    uint32_t Mk = Legacy ? Todo : uint32_t(MaskR[Lead]);
    uint32_t Sub = 0;
    FOR_LANES(Todo, L) {
      if (Legacy || uint32_t(MaskR[L]) == Mk)
        Sub |= 1u << L;
    }
    Todo &= ~Sub;
    if (Sub & ~Mk) {
      fault(DiagId::ExecWarpSync, Pc, W, unsigned(__builtin_ctz(Sub & ~Mk)),
            "the executing thread is not in membermask " + hexMask(Mk) +
                " (undefined behaviour, PTX ISA 8.5 9.7.10.6 / 9.7.14)");
      return ExecStatus::Fault;
    }
    uint32_t Required = Mk & W.LiveMask;
    // Lanes blocked at this instruction join. PTX (9.7.10.6, 9.7.14.2,
    // 9.7.14.9-14) only asks for "the same qualifiers and the same
    // membermask", so lanes blocked at another instruction of the same kind
    // (e.g. a copy made by tail duplication) join too; each lane then reads
    // its operands from its own instruction and frame. The matrix
    // instructions are .aligned: all lanes must be at the same instruction.
    uint32_t Waiting = 0;
    if (Legacy)
      Required = Sub;
    for (unsigned L = 0; L < WarpSize && !Legacy; ++L) {
      if (W.State[L] != LaneState::SyncWait || !((Mk >> L) & 1))
        continue;
      if (W.Pc[L] == Pc && W.Cur[L] == &Fr) {
        Waiting |= 1u << L;
        continue;
      }
      const Instr &O = P.Code[W.Pc[L]];
      if (Matrix || O.Opc != I.Opc || O.Sub != I.Sub || O.T != I.T)
        continue;
      uint32_t OSlot = O.Opc == Op::BarWarpSync || O.Opc == Op::Elect ? O.Src[0]
                       : O.Opc == Op::Shfl                           ? O.Src[3]
                                                                     : O.Src[1];
      if (uint32_t(W.Cur[L]->reg(OSlot)[L]) == Mk)
        Waiting |= 1u << L;
    }
    uint32_t Arr = Sub | Waiting;
    if (Required & ~Arr) {
      // Not everyone is here yet: block until the others arrive.
      FOR_LANES(Sub, L) W.State[L] = LaneState::SyncWait;
      W.RunMask &= ~Sub;
      W.Converged = false;
      continue;
    }
    FOR_LANES(Waiting, L) {
      W.State[L] = LaneState::Run;
      W.RunMask |= 1u << L;
    }
    if (Waiting)
      W.Converged = false;

    // Every lane of Arr executes the operation now, with the operands of
    // its own instruction (LI) in its own frame (LF).
    const Instr *LI[WarpSize];
    Frame *LF[WarpSize];
    FOR_LANES(Arr, L) {
      LI[L] = &P.Code[W.Pc[L]];
      LF[L] = W.Cur[L];
    }
    auto Src = [&](unsigned L, unsigned K) { return LF[L]->reg(LI[L]->Src[K])[L]; };
    auto Neg = [&](unsigned L, unsigned K) { return bool(LI[L]->NegMask & (1u << K)); };
    auto SetD = [&](unsigned L, uint64_t V) {
      const Instr &X = *LI[L];
      if (X.Dst == NoSlot)
        return;
      LF[L]->reg(X.Dst)[L] = V & bitsMask(X.DstBits);
      LF[L]->W[X.Dst] |= 1u << L;
    };
    auto SetD2 = [&](unsigned L, uint64_t V) {
      const Instr &X = *LI[L];
      if (X.Dst2 == NoSlot)
        return;
      LF[L]->reg(X.Dst2)[L] = V & 1;
      LF[L]->W[X.Dst2] |= 1u << L;
    };
    switch (I.Opc) {
    case Op::BarWarpSync:
      break;
    case Op::Shfl: { // PTX ISA 8.5 9.7.10.6
      uint64_t Res[WarpSize];
      bool PRes[WarpSize];
      FOR_LANES(Arr, L) {
        int Lane = int(L);
        uint64_t Bv = Src(L, 1), Cv = Src(L, 2);
        int BVal = int(Bv & 0x1f);
        int CVal = int(Cv & 0x1f);
        int Seg = int((Cv >> 8) & 0x1f);
        int MaxLane = (Lane & Seg) | (CVal & ~Seg);
        int MinLane = Lane & Seg;
        int J = Lane;
        bool PVal = false;
        switch (ShflMode(I.Sub)) {
        case ShflMode::Up: J = Lane - BVal; PVal = J >= MaxLane; break;
        case ShflMode::Down: J = Lane + BVal; PVal = J <= MaxLane; break;
        case ShflMode::Bfly: J = Lane ^ BVal; PVal = J <= MaxLane; break;
        case ShflMode::Idx: J = MinLane | (BVal & ~Seg); PVal = J <= MaxLane; break;
        }
        if (!PVal)
          J = Lane;
        if (!((Arr >> J) & 1)) {
          warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
                   std::string(Legacy ? "shfl" : "shfl.sync") + " reads lane " +
                       std::to_string(J) +
                       ", which is not executing it; the value is undefined");
          Res[L] = Src(L, 0) & 0xffffffffu; // the lane's own value
        } else {
          Res[L] = Src(unsigned(J), 0) & 0xffffffffu;
        }
        PRes[L] = PVal;
      }
      FOR_LANES(Arr, L) {
        SetD(L, Res[L]);
        SetD2(L, PRes[L]);
      }
      break;
    }
    case Op::Vote: { // PTX ISA 8.5 9.7.14.9
      uint32_t Ballot = 0;
      FOR_LANES(Arr, L) {
        if (bool(Src(L, 0) & 1) != Neg(L, 0))
          Ballot |= 1u << L;
      }
      uint64_t V = 0;
      switch (VoteMode(I.Sub)) {
      case VoteMode::All: V = Ballot == Arr; break;
      case VoteMode::Any: V = Ballot != 0; break;
      case VoteMode::Uni: V = Ballot == 0 || Ballot == Arr; break;
      case VoteMode::Ballot: V = Ballot; break;
      }
      FOR_LANES(Arr, L) SetD(L, V);
      break;
    }
    case Op::Match: { // PTX ISA 8.5 9.7.14.10
      uint64_t TM = bitsMask(tyBits(I.T));
      bool All = true;
      unsigned First = unsigned(__builtin_ctz(Arr));
      FOR_LANES(Arr, L) All = All && (Src(L, 0) & TM) == (Src(First, 0) & TM);
      FOR_LANES(Arr, L) {
        uint32_t Same = 0;
        if (MatchMode(I.Sub) == MatchMode::Any) {
          for (uint32_t X = Arr; X; X &= X - 1) {
            unsigned K = unsigned(__builtin_ctz(X));
            if ((Src(K, 0) & TM) == (Src(L, 0) & TM))
              Same |= 1u << K;
          }
        } else {
          Same = All ? Arr : 0;
        }
        SetD(L, Same);
        SetD2(L, All);
      }
      break;
    }
    case Op::Redux: { // PTX ISA 8.5 9.7.14.12
      bool Sg = tySigned(I.T);
      unsigned First = unsigned(__builtin_ctz(Arr));
      if (I.T == Ty::F32) {
        // redux.sync.{min,max}{.abs}{.NaN}.f32 (PTX ISA 8.6): -0 < +0; NaN
        // inputs are ignored unless .NaN; all-NaN gives the canonical NaN.
        fp::MinMaxMods MM;
        MM.NaN = I.Flags & F_NaN;
        MM.Abs = I.Flags & F_Abs;
        bool IsMin = AtomOp(I.Sub) == AtomOp::Min;
        uint32_t Acc = uint32_t(Src(First, 0));
        if (MM.Abs)
          Acc = fp::abs32(Acc);
        for (uint32_t X = Arr & (Arr - 1); X; X &= X - 1) {
          uint32_t V = uint32_t(Src(unsigned(__builtin_ctz(X)), 0));
          Acc = IsMin ? fp::min32(Acc, V, MM) : fp::max32(Acc, V, MM);
        }
        if ((Acc & 0x7fffffffu) > 0x7f800000u)
          Acc = 0x7fffffffu;
        FOR_LANES(Arr, L) SetD(L, Acc);
        break;
      }
      uint64_t Acc = Src(First, 0) & 0xffffffffu;
      for (uint32_t X = Arr & (Arr - 1); X; X &= X - 1) {
        uint64_t V = Src(unsigned(__builtin_ctz(X)), 0) & 0xffffffffu;
        switch (AtomOp(I.Sub)) {
        case AtomOp::Add: Acc = (Acc + V) & 0xffffffffu; break;
        case AtomOp::And: Acc &= V; break;
        case AtomOp::Or: Acc |= V; break;
        case AtomOp::Xor: Acc ^= V; break;
        case AtomOp::Min:
          Acc = Sg ? (sext(V, 32) < sext(Acc, 32) ? V : Acc) : std::min(Acc, V);
          break;
        case AtomOp::Max:
          Acc = Sg ? (sext(V, 32) > sext(Acc, 32) ? V : Acc) : std::max(Acc, V);
          break;
        default: break;
        }
      }
      FOR_LANES(Arr, L) SetD(L, fitDst(Acc, 32, Sg, 64));
      break;
    }
    case Op::Elect: { // PTX ISA 8.5 9.7.14.14: the lowest participating lane leads
      unsigned Leader = unsigned(__builtin_ctz(Arr));
      FOR_LANES(Arr, L) {
        SetD(L, Leader);
        SetD2(L, L == Leader);
      }
      break;
    }
    case Op::Mma:
    case Op::Ldmatrix:
    case Op::Stmatrix:
    case Op::Movmatrix:
    case Op::WmmaLoad:
    case Op::WmmaStore:
    case Op::WmmaMma:
      if (Arr != ~0u) {
        fault(DiagId::ExecWarpSync, Pc, W, Lead,
              "warp-collective matrix instructions need all 32 lanes of the warp (lanes " +
                  hexMask(~Arr) + " have exited or do not exist; PTX ISA 8.5 9.7.15.4)");
        return ExecStatus::Fault;
      }
      if (execMatrix(W, Fr, I, Pc) == ExecStatus::Fault)
        return ExecStatus::Fault;
      break;
    case Op::SetMaxNReg: {
      // setmaxnreg (PTX ISA 8.5 9.7.19.5) changes no value. .sync.aligned:
      // every thread of the warp, and of the four warps of its warpgroup,
      // must execute it; a lane that exited or a warpgroup the CTA does not
      // fill can never do so (undefined behaviour, reported here).
      if (Arr != ~0u) {
        fault(DiagId::ExecWarpSync, Pc, W, Lead,
              "setmaxnreg is .sync.aligned: every thread of the warpgroup must execute it "
              "(lanes " + hexMask(~Arr) + " of this warp have exited or do not exist)");
        return ExecStatus::Fault;
      }
      unsigned Group = W.Index / 4;
      if (NumWarps < 4 * Group + 4 || Ctas[W.Cta].Warps[4 * Group + 3].NumLanes != WarpSize) {
        fault(DiagId::ExecWarpSync, Pc, W, Lead,
              "setmaxnreg must be executed by all four warps of a warpgroup, but warpgroup " +
                  std::to_string(Group) + " of this CTA has fewer than 128 threads");
        return ExecStatus::Fault;
      }
      // The n-th setmaxnreg of every warp of the warpgroup is one instruction.
      W.MaxNRegPcs.push_back(Pc);
      size_t Nth = W.MaxNRegPcs.size() - 1;
      for (unsigned K = 4 * Group; K < 4 * Group + 4; ++K) {
        const Warp &O = Ctas[W.Cta].Warps[K];
        if (O.MaxNRegPcs.size() > Nth && O.MaxNRegPcs[Nth] != Pc) {
          const Instr &OI = P.Code[O.MaxNRegPcs[Nth]];
          fault(DiagId::ExecWarpSync, Pc, W, Lead,
                "warps of warpgroup " + std::to_string(Group) +
                    " execute different setmaxnreg instructions: warp " + std::to_string(K) +
                    " executed '" + (OI.Stmt ? OI.Stmt->Range.text().str() : std::string()) +
                    "' (instruction " + std::to_string(O.MaxNRegPcs[Nth]) +
                    "); all warps of a warpgroup must execute the same setmaxnreg");
          return ExecStatus::Fault;
        }
      }
      break;
    }
    case Op::Wgmma:
    case Op::WgmmaSync:
      if (Arr != ~0u) {
        fault(DiagId::ExecWarpSync, Pc, W, Lead,
              "warpgroup matrix instructions need all 128 threads of the warpgroup (lanes " +
                  hexMask(~Arr) + " of this warp have exited or do not exist; PTX ISA 8.5 "
                  "9.7.16.1)");
        return ExecStatus::Fault;
      }
      switch (execWgmma(W, Fr, I, Pc)) {
      case ExecStatus::Fault:
        return ExecStatus::Fault;
      case ExecStatus::Handled: // waits for the other warps of its warpgroup
        FOR_LANES(Arr, L) W.State[L] = LaneState::SyncWait;
        W.RunMask &= ~Arr;
        W.Converged = false;
        continue;
      case ExecStatus::Next:
        break;
      }
      break;
    default:
      fault(DiagId::ExecUnsupported, Pc, W, Lead, "warp operation");
      return ExecStatus::Fault;
    }
    FOR_LANES(Arr, L) ++W.Pc[L];
  }
  return ExecStatus::Handled;
}

/// barrier.cluster.arrive / .wait (PTX ISA 8.5 9.7.14.3). A phase of the
/// cluster barrier completes when every non-exited thread of the cluster has
/// arrived; a waiting thread resumes once the phase of its own arrival has
/// completed. Each thread arrives once per phase and waits after arriving.
ExecStatus Machine::execClusterBar(Warp &W, const Instr &I, uint32_t Pc, uint32_t M,
                                   uint32_t E) {
  uint32_t Rest = M & ~E;
  FOR_LANES(Rest, L) W.Pc[L] = Pc + 1;
  if (Rest)
    W.Converged = false;
  if (!E)
    return ExecStatus::Handled;
  ClusterState &Cl = Clusters[Ctas[W.Cta].Cluster];
  if (I.Sub == 0) { // arrive
    FOR_LANES(E, L) {
      if (W.ClArrive[L]) {
        fault(DiagId::ExecWarpSync, Pc, W, L,
              "barrier.cluster.arrive again before barrier.cluster.wait (a thread must "
              "arrive only once per phase of the cluster barrier, PTX ISA 8.5 9.7.14.3)");
        return ExecStatus::Fault;
      }
      W.ClArrive[L] = Cl.Bar.Phase + 1;
      ++Cl.Bar.Arrived;
      W.Pc[L] = Pc + 1;
    }
    checkClusterBarrier(Ctas[W.Cta].Cluster);
    return ExecStatus::Handled;
  }
  uint32_t Block = 0;
  FOR_LANES(E, L) {
    if (!W.ClArrive[L]) {
      fault(DiagId::ExecWarpSync, Pc, W, L,
            "barrier.cluster.wait without a preceding barrier.cluster.arrive (the thread "
            "would wait for its own arrival, PTX ISA 8.5 9.7.14.3)");
      return ExecStatus::Fault;
    }
    if (W.ClArrive[L] <= Cl.Bar.Phase) { // the phase it arrived in has completed
      W.ClArrive[L] = 0;
      W.Pc[L] = Pc + 1;
    } else {
      W.State[L] = LaneState::ClusterWait;
      Block |= 1u << L;
    }
  }
  if (Block) {
    W.RunMask &= ~Block;
    W.Converged = false;
  }
  return ExecStatus::Handled;
}

void Machine::checkClusterBarrier(unsigned Cluster) {
  ClusterBarrier &CBar = Clusters[Cluster].Bar;
  if (!CBar.Arrived || CBar.Arrived < Clusters[Cluster].Live)
    return;
  ++CBar.Phase;
  CBar.Arrived = 0;
  for (unsigned R = 0; R < ClusterCtas; ++R) {
    Cta &Ct = Ctas[size_t(Cluster) * ClusterCtas + R];
    for (unsigned I = 0; I < NumWarps; ++I) {
      Warp &W = Ct.Warps[I];
      for (unsigned L = 0; L < WarpSize; ++L)
        if (W.State[L] == LaneState::ClusterWait) {
          W.State[L] = LaneState::Run;
          W.RunMask |= 1u << L;
          W.ClArrive[L] = 0;
          ++W.Pc[L];
          W.Converged = false;
        }
    }
  }
}

bool Machine::deadlockReport() {
  for (Cta &Ct : Ctas)
    for (unsigned I = 0; I < NumWarps; ++I) {
      Warp &W = Ct.Warps[I];
      for (unsigned L = 0; L < WarpSize; ++L) {
        LaneState S = W.State[L];
        if (S == LaneState::Run || S == LaneState::Exited)
          continue;
        std::string Msg = "thread " + laneName(W, L);
        if (S == LaneState::ClusterWait) {
          const ClusterState &Cl = Clusters[Ct.Cluster];
          Msg += " waits at barrier.cluster.wait; " + std::to_string(Cl.Bar.Arrived) +
                 " of the " + std::to_string(Cl.Live) +
                 " live threads of the cluster have arrived; every other thread is blocked "
                 "or exited";
        } else if (S == LaneState::SyncWait &&
                   (P.Code[W.Pc[L]].Opc == Op::Wgmma || P.Code[W.Pc[L]].Opc == Op::WgmmaSync)) {
          Msg += " waits at a wgmma instruction for the other warps of its warpgroup (warps " +
                 std::to_string(W.Index & ~3u) + "-" + std::to_string((W.Index & ~3u) + 3) +
                 "), which never reach it (PTX ISA 8.5 9.7.16.1)";
        } else if (S == LaneState::SyncWait) {
          const Instr &In = P.Code[W.Pc[L]];
          bool Matrix = (In.Opc >= Op::Mma && In.Opc <= Op::WgmmaSync) ||
                        In.Opc == Op::SetMaxNReg;
          uint32_t MaskSlot = In.Opc == Op::BarWarpSync || In.Opc == Op::Elect ? In.Src[0]
                              : In.Opc == Op::Shfl || Matrix                   ? In.Src[3]
                                                                               : In.Src[1];
          uint32_t Mk = uint32_t(W.Cur[L]->reg(MaskSlot)[L]);
          uint32_t Missing = 0;
          for (unsigned K = 0; K < WarpSize; ++K)
            if (((Mk & W.LiveMask) >> K & 1) &&
                !(W.State[K] == LaneState::SyncWait && W.Pc[K] == W.Pc[L]))
              Missing |= 1u << K;
          Msg += " waits for lanes " + hexMask(Missing) + " of membermask " + hexMask(Mk) +
                 ", which never reach this warp-synchronous instruction";
        } else {
          unsigned B = W.WaitBar[L];
          uint64_t Expected = Ct.Bars[B].Expected;
          uint64_t Live = 0, Exited = 0;
          for (unsigned J = 0; J < NumWarps; ++J) {
            Live += unsigned(__builtin_popcount(Ct.Warps[J].LiveMask));
            Exited += Ct.Warps[J].NumLanes - unsigned(__builtin_popcount(Ct.Warps[J].LiveMask));
          }
          Msg += " waits at barrier " + std::to_string(B) + ", which expects " +
                 (Expected ? std::to_string(Expected) + " threads"
                           : std::string("all threads of the CTA")) +
                 "; warps totalling " + std::to_string(Ct.Bars[B].Arrived) +
                 " threads have arrived (" + std::to_string(Live) + " threads live, " +
                 std::to_string(Exited) + " exited); every other thread is blocked or exited";
        }
        fault(DiagId::ExecBarrierDeadlock, W.Pc[L], W, L, Msg);
        return true;
      }
    }
  return false;
}
