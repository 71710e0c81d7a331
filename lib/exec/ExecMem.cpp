//===- ExecMem.cpp - state spaces, ld/st, atomics, cvta, isspacep ---------===//
//
// Memory accesses of PTX ISA 8.5 9.7.10 (ld, ldu, st, cvta, isspacep) and
// 9.7.14 (atom, red) in every state space, with bounds, alignment (PTX ISA 5.4.5:
// an access must be aligned to its size; a vector access to the size of the
// whole vector) and shadow "written" state per byte for uninitialized-read
// warnings. The CPU model is sequentially consistent, so memory-order and
// scope qualifiers (.relaxed, .acquire, .gpu, .sys, ...) need no action.
//
//===----------------------------------------------------------------------===//
#include "lib/exec/Machine.h"
#include "lib/exec/softfloat/SoftFloat.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"

#include <cstring>

using namespace ptx;
using namespace ptx::exec;

Region *Machine::findRegion(uint64_t Addr) {
  if (LastRegion < Regions.size()) {
    Region &R = Regions[LastRegion];
    if (Addr - R.Base < R.Size)
      return &R;
  }
  // Regions are sorted by base; the candidate is the last base <= Addr.
  size_t Lo = 0, Hi = Regions.size();
  while (Lo < Hi) {
    size_t Mid = (Lo + Hi) / 2;
    if (Regions[Mid].Base <= Addr)
      Lo = Mid + 1;
    else
      Hi = Mid;
  }
  if (Lo == 0)
    return nullptr;
  LastRegion = Lo - 1;
  return &Regions[Lo - 1];
}

static std::string hex(uint64_t V) { return "0x" + llvm::utohexstr(V, true); }

uint8_t *Machine::resolve(Warp &W, Frame &Fr, unsigned L, Space Sp, uint64_t Addr,
                          unsigned Size, bool Write, uint32_t Pc, uint8_t *&Init) {
  // Fast path: valid, aligned accesses; anything else is diagnosed by
  // diagnoseAccess (kept out of line so the hot path builds no strings).
  if ((Addr & (Size - 1)) == 0) {
    uint64_t A = Addr;
    Space S = Sp;
    if (S == Space::Generic) {
      if (addrmap::inWindow(A, addrmap::SharedWindow)) {
        S = Space::Shared;
        A -= addrmap::SharedWindow;
      } else if (addrmap::inWindow(A, addrmap::LocalWindow)) {
        S = Space::Local;
        A -= addrmap::LocalWindow;
      } else if (A >= addrmap::GlobalBase) {
        S = Space::Global;
      }
    }
    switch (S) {
    case Space::Global: {
      Region *R = findRegion(A);
      if (R && A - R->Base < R->Size && A - R->Base + Size <= R->Size) {
        Init = R->Init.data() + (A - R->Base);
        return R->Data.data() + (A - R->Base);
      }
      break;
    }
    case Space::Shared:
      if (A >= SharedLow && A < SharedSize && A + Size <= SharedSize) {
        Init = C->SharedInit.data() + A;
        return C->Shared.data() + A;
      }
      if (A - addrmap::ClusterShared < addrmap::ClusterShared)
        return resolveCluster(W, L, A, Size, Write, Sp == Space::Generic, Pc, Init);
      break;
    case Space::Local:
      if (A < W.LocalTop[L] && A + Size <= W.LocalTop[L]) {
        Init = W.LocalInit[L].data() + A;
        return W.Local[L].data() + A;
      }
      break;
    case Space::Const:
      if (!Write && A < ConstMem.size() && A + Size <= ConstMem.size()) {
        Init = ConstInit.data() + A;
        return ConstMem.data() + A;
      }
      break;
    case Space::KParam:
      if (!Write && A < KParamMem.size() && A + Size <= KParamMem.size()) {
        Init = nullptr;
        return KParamMem.data() + A;
      }
      break;
    case Space::FParam:
      if (A < Fr.ParamSize && A + Size <= Fr.ParamSize) {
        Init = nullptr;
        return Fr.param(L) + A;
      }
      break;
    default:
      break;
    }
  }
  return diagnoseAccess(W, Fr, L, Sp, Addr, Size, Write, Pc, Init);
}

uint8_t *Machine::diagnoseAccess(Warp &W, Frame &Fr, unsigned L, Space Sp, uint64_t Addr,
                                 unsigned Size, bool Write, uint32_t Pc, uint8_t *&Init) {
  const char *Verb = Write ? "write" : "read";
  std::string What = std::string(Verb) + " of " + std::to_string(Size) + " byte" +
                     (Size == 1 ? "" : "s");
  auto OOB = [&](const std::string &Msg) -> uint8_t * {
    fault(DiagId::ExecOutOfBounds, Pc, W, L, Msg);
    return nullptr;
  };
  if (Size > 1 && (Addr % Size) != 0) {
    fault(DiagId::ExecMisaligned, Pc, W, L,
          What + " at " + spaceName(Sp).str() + " address " + hex(Addr) +
              ", which is not " + std::to_string(Size) + "-byte aligned");
    return nullptr;
  }
  bool Generic = Sp == Space::Generic;
  if (Generic) {
    using namespace addrmap;
    if (inWindow(Addr, SharedWindow)) {
      Sp = Space::Shared;
      Addr -= SharedWindow;
    } else if (inWindow(Addr, LocalWindow)) {
      Sp = Space::Local;
      Addr -= LocalWindow;
    } else if (inWindow(Addr, ConstWindow)) {
      Sp = Space::Const;
      Addr -= ConstWindow;
    } else if (inWindow(Addr, ParamWindow)) {
      Sp = Space::KParam;
      Addr -= ParamWindow;
    } else {
      Sp = Space::Global;
    }
  }
  switch (Sp) {
  case Space::Global: {
    Region *R = findRegion(Addr);
    if (R && Addr - R->Base < R->Size && Addr - R->Base + Size <= R->Size) {
      Init = R->Init.data() + (Addr - R->Base);
      return R->Data.data() + (Addr - R->Base);
    }
    if (R && Addr - R->Base < addrmap::GlobalStride / 2) {
      uint64_t Off = Addr - R->Base;
      return OOB(What + " at offset " + std::to_string(Off) + " of '" + R->Name + "' (" +
                 std::to_string(R->Size) + " bytes): out of bounds by " +
                 std::to_string(Off + Size - R->Size) + " byte" +
                 (Off + Size - R->Size == 1 ? "" : "s"));
    }
    // Below a region: report against the one just above if close.
    Region *Next = nullptr;
    for (Region &X : Regions)
      if (X.Base > Addr) {
        Next = &X;
        break;
      }
    if (Next && Next->Base - Addr <= addrmap::GlobalStride / 2)
      return OOB(What + " " + std::to_string(Next->Base - Addr) + " byte" +
                 (Next->Base - Addr == 1 ? "" : "s") + " before the start of '" + Next->Name +
                 "' (address " + hex(Addr) + ")");
    return OOB(What + " at unallocated address " + hex(Addr) +
               (Addr == 0 ? " (null pointer)" : ""));
  }
  case Space::Shared:
    if (Addr - addrmap::ClusterShared < addrmap::ClusterShared)
      return resolveCluster(W, L, Addr, Size, Write, Generic, Pc, Init);
    if (Addr < SharedLow)
      return OOB(What + " at .shared address " + hex(Addr) +
                 ", in the 1 KiB below 0x400 reserved for system software (the CTA's "
                 "shared memory starts at 0x400)");
    if (Addr >= SharedSize || Addr + Size > SharedSize)
      return OOB(What + " at .shared address " + hex(Addr) + " outside the CTA's " +
                 std::to_string(UserSharedSize) +
                 " bytes of shared memory at 0x400" +
                 (Opts.DynamicSmem == 0 && Addr >= P.StaticShared
                      ? " (no --dynamic-smem given)"
                      : ""));
    Init = C->SharedInit.data() + Addr;
    return C->Shared.data() + Addr;
  case Space::Local:
    if (Addr >= W.LocalTop[L] || Addr + Size > W.LocalTop[L])
      return OOB(What + " at .local address " + hex(Addr) + " beyond the thread's " +
                 std::to_string(W.LocalTop[L]) + " bytes of local memory in use");
    Init = W.LocalInit[L].data() + Addr;
    return W.Local[L].data() + Addr;
  case Space::Const:
    if (Write)
      return OOB(What + " to the read-only .const space");
    if (Addr >= ConstMem.size() || Addr + Size > ConstMem.size())
      return OOB(What + " at .const address " + hex(Addr) + " outside the module's " +
                 std::to_string(ConstMem.size()) + " bytes of constants");
    Init = ConstInit.data() + Addr;
    return ConstMem.data() + Addr;
  case Space::KParam:
    if (Addr >= addrmap::FrameParamBase)
      return diagnoseAccess(W, Fr, L, Space::FParam, Addr - addrmap::FrameParamBase, Size, Write, Pc,
                     Init);
    if (Write)
      return OOB(What + " to the read-only kernel parameter space");
    if (Addr >= KParamMem.size() || Addr + Size > KParamMem.size())
      return OOB(What + " at .param address " + hex(Addr) + " outside the kernel's " +
                 std::to_string(KParamMem.size()) + " bytes of parameters");
    Init = nullptr;
    return KParamMem.data() + Addr;
  case Space::FParam:
    if (Addr >= Fr.ParamSize || Addr + Size > Fr.ParamSize)
      return OOB(What + " at .param offset " + hex(Addr) + " outside the function's " +
                 std::to_string(Fr.ParamSize) + " bytes of parameters");
    Init = nullptr;
    return Fr.param(L) + Addr;
  default:
    return OOB("access in an unknown state space");
  }
}

uint8_t *Machine::resolveCluster(Warp &W, unsigned L, uint64_t A, unsigned Size, bool Write,
                                 bool Generic, uint32_t Pc, uint8_t *&Init) {
  uint64_t Rank = (A - addrmap::ClusterShared) / addrmap::ClusterRankStride;
  uint64_t Off = (A - addrmap::ClusterShared) % addrmap::ClusterRankStride;
  std::string What = std::string(Write ? "write" : "read") + " of " + std::to_string(Size) +
                     " byte" + (Size == 1 ? "" : "s") + " at .shared::cluster address " +
                     hex(A);
  auto OOB = [&](const std::string &Msg) -> uint8_t * {
    fault(DiagId::ExecOutOfBounds, Pc, W, L, What + Msg);
    return nullptr;
  };
  if (Rank >= ClusterCtas)
    return OOB(" (CTA rank " + std::to_string(Rank) + "): the cluster has " +
               std::to_string(ClusterCtas) + " CTA" + (ClusterCtas == 1 ? "" : "s"));
  Cta &T = clusterPeer(W, unsigned(Rank));
  // PTX ISA 8.5 5.1.7: .shared (= .shared::cta) addresses the executing
  // CTA's window only.
  if (Rank != Ctas[W.Cta].Rank && !Generic && !(P.Code[Pc].Flags & F_ClusterSpace))
    return OOB(", in the shared memory of CTA rank " + std::to_string(Rank) +
               ", used with .shared::cta (another CTA's shared memory needs .shared::cluster "
               "or a generic address)");
  // PTX ISA 8.5 2.2.2: a peer CTA must not have exited before the access.
  if (T.LiveThreads == 0)
    return OOB(": the shared memory of CTA rank " + std::to_string(Rank) + " (ctaid (" +
               std::to_string(T.Ctaid.X) + "," + std::to_string(T.Ctaid.Y) + "," +
               std::to_string(T.Ctaid.Z) + ")), whose threads have all exited");
  if (Off < SharedLow || Off >= SharedSize || Off + Size > SharedSize)
    return OOB(": offset " + hex(Off) + " is outside the " +
               std::to_string(UserSharedSize) +
               " bytes of shared memory at 0x400 of CTA rank " + std::to_string(Rank));
  Init = T.SharedInit.data() + Off;
  return T.Shared.data() + Off;
}

namespace {

uint64_t loadLE(const uint8_t *P, unsigned N) {
  uint64_t V = 0;
  std::memcpy(&V, P, N);
  return V;
}
void storeLE(uint8_t *P, uint64_t V, unsigned N) { std::memcpy(P, &V, N); }

bool allInit(const uint8_t *Init, unsigned N) {
  if (!Init)
    return true;
  for (unsigned K = 0; K < N; ++K)
    if (!Init[K])
      return false;
  return true;
}

/// Whether an atomic at \p Addr in \p Sp operates on shared memory.
bool inSharedSpace(Space Sp, uint64_t Addr) {
  return Sp == Space::Shared ||
         (Sp == Space::Generic && addrmap::inWindow(Addr, addrmap::SharedWindow));
}

/// The cluster rank of the CTA whose shared memory \p Addr in \p Sp names
/// (\p Own for a .shared::cta offset), or -1 when it is not a shared address.
int64_t sharedRank(Space Sp, uint64_t Addr, unsigned Own) {
  if (Sp == Space::Generic) {
    if (!addrmap::inWindow(Addr, addrmap::SharedWindow))
      return -1;
    Addr -= addrmap::SharedWindow;
  } else if (Sp != Space::Shared) {
    return -1;
  }
  if (Addr < addrmap::ClusterShared)
    return Own;
  return int64_t((Addr - addrmap::ClusterShared) / addrmap::ClusterRankStride);
}

} // namespace

bool ptx::exec::atomicOp(AtomOp O, Ty T, uint64_t Old, uint64_t B, uint64_t C, uint64_t &New,
              bool FtzF32) {
  unsigned TB = tyBits(T);
  uint64_t TM = bitsMask(TB);
  Old &= TM;
  B &= TM;
  switch (T) {
  case Ty::F32:
    // PTX ISA 8.5 9.7.14.5: atom.add.f32 flushes subnormal inputs and results
    // to zero on global memory but not on shared memory.
    if (O == AtomOp::Add) return New = fp::add32(uint32_t(Old), uint32_t(B), fp::Rnd::RN, FtzF32), true;
    if (O == AtomOp::Min) return New = fp::min32(uint32_t(Old), uint32_t(B)), true;
    if (O == AtomOp::Max) return New = fp::max32(uint32_t(Old), uint32_t(B)), true;
    break;
  case Ty::F64:
    if (O == AtomOp::Add) return New = fp::add64(Old, B), true;
    if (O == AtomOp::Min) return New = fp::min64(Old, B), true;
    if (O == AtomOp::Max) return New = fp::max64(Old, B), true;
    break;
  case Ty::F16:
  case Ty::BF16: {
    fp::Fmt F = T == Ty::F16 ? fp::Fmt::F16 : fp::Fmt::BF16;
    if (O == AtomOp::Add) return New = fp::addH(F, uint16_t(Old), uint16_t(B)), true;
    if (O == AtomOp::Min) return New = fp::minH(F, uint16_t(Old), uint16_t(B)), true;
    if (O == AtomOp::Max) return New = fp::maxH(F, uint16_t(Old), uint16_t(B)), true;
    break;
  }
  case Ty::F16x2:
  case Ty::BF16x2: {
    fp::Fmt F = T == Ty::F16x2 ? fp::Fmt::F16 : fp::Fmt::BF16;
    if (O == AtomOp::Add) return New = fp::addH2(F, uint32_t(Old), uint32_t(B)), true;
    if (O == AtomOp::Min) return New = fp::minH2(F, uint32_t(Old), uint32_t(B)), true;
    if (O == AtomOp::Max) return New = fp::maxH2(F, uint32_t(Old), uint32_t(B)), true;
    break;
  }
  default:
    break;
  }
  if (tyFloat(T) && O != AtomOp::Exch && O != AtomOp::Cas)
    return false;
  bool Sg = tySigned(T);
  switch (O) {
  case AtomOp::Add: New = (Old + B) & TM; return true;
  case AtomOp::And: New = Old & B; return true;
  case AtomOp::Or: New = Old | B; return true;
  case AtomOp::Xor: New = Old ^ B; return true;
  case AtomOp::Exch: New = B; return true;
  case AtomOp::Cas: New = Old == B ? (C & TM) : Old; return true;
  case AtomOp::Min:
    New = Sg ? (sext(Old, TB) < sext(B, TB) ? Old : B) : std::min(Old, B);
    return true;
  case AtomOp::Max:
    New = Sg ? (sext(Old, TB) > sext(B, TB) ? Old : B) : std::max(Old, B);
    return true;
  case AtomOp::Inc: New = Old >= B ? 0 : Old + 1; return true;       // .u32 only
  case AtomOp::Dec: New = (Old == 0 || Old > B) ? B : Old - 1; return true;
  }
  return false;
}

/// atom/red on vectors (PTX ISA 8.5 9.7.14.5-6: each element of the
/// .v2/.v4/.v8 vector is its own atomic on adjacent memory) and the 128-bit
/// atom.exch/atom.cas.b128 (PTX ISA 8.3).
ExecStatus Machine::execAtomWide(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t E) {
  const uint64_t *Base = I.A.Base != NoSlot ? Fr.reg(I.A.Base) : nullptr;
  const bool IsRed = I.Opc == Op::Red;
  if (I.T == Ty::B128) {
    uint64_t *D = IsRed ? nullptr : Fr.reg(I.Dst);
    uint64_t *DH = IsRed ? nullptr : Fr.reg(I.Dst + 1);
    const uint64_t *B = Fr.reg(I.Src[0]), *BH = Fr.reg(I.Src[0] + 1);
    const uint64_t *C = I.NumSrc > 1 ? Fr.reg(I.Src[1]) : nullptr;
    const uint64_t *CH = I.NumSrc > 1 ? Fr.reg(I.Src[1] + 1) : nullptr;
    FOR_LANES(E, L) {
      uint64_t Addr = I.A.at(Base ? Base[L] : 0);
      uint8_t *Init = nullptr;
      uint8_t *Mem = resolve(W, Fr, L, I.Sp, Addr, 16, true, Pc, Init);
      if (!Mem)
        return ExecStatus::Fault;
      if (!allInit(Init, 16))
        warnOnce(DiagId::ExecUninitializedRead, Pc, W, L,
                 "memory at " + hex(Addr) + " (atomic operand)");
      uint64_t Lo = loadLE(Mem, 8), Hi = loadLE(Mem + 8, 8);
      bool Swap = AtomOp(I.Sub) == AtomOp::Exch || (Lo == B[L] && Hi == BH[L]);
      if (Swap) {
        bool Cas = AtomOp(I.Sub) == AtomOp::Cas;
        storeLE(Mem, Cas ? C[L] : B[L], 8);
        storeLE(Mem + 8, Cas ? CH[L] : BH[L], 8);
        if (Init)
          std::memset(Init, 1, 16);
      }
      if (D) {
        D[L] = Lo;
        DH[L] = Hi;
      }
    }
    if (D) {
      Fr.W[I.Dst] |= E;
      Fr.W[I.Dst + 1] |= E;
    }
    return ExecStatus::Next;
  }
  const unsigned EB = tyBits(I.T) / 8, N = I.VecN;
  const uint32_t *X = P.Extra.data() + I.ExtraBegin;
  const uint32_t *Dst = IsRed ? nullptr : X, *Src = IsRed ? X : X + N;
  FOR_LANES(E, L) {
    uint64_t Addr = I.A.at(Base ? Base[L] : 0);
    if (inSharedSpace(I.Sp, Addr)) {
      fault(DiagId::ExecOutOfBounds, Pc, W, L,
            "vector " + std::string(IsRed ? "red" : "atom") + " on shared address " + hex(Addr) +
                " (vector atomics need .global memory, PTX ISA 8.5 9.7.14.5)");
      return ExecStatus::Fault;
    }
    uint8_t *Init = nullptr;
    uint8_t *Mem = resolve(W, Fr, L, I.Sp, Addr, EB * N, true, Pc, Init);
    if (!Mem)
      return ExecStatus::Fault;
    if (!allInit(Init, EB * N))
      warnOnce(DiagId::ExecUninitializedRead, Pc, W, L,
               "memory at " + hex(Addr) + " (atomic operand)");
    for (unsigned K = 0; K < N; ++K) {
      uint64_t Old = loadLE(Mem + K * EB, EB), New;
      atomicOp(AtomOp(I.Sub), I.T, Old, Fr.reg(Src[K])[L], 0, New, /*FtzF32=*/true);
      storeLE(Mem + K * EB, New, EB);
      if (Dst)
        Fr.reg(Dst[K])[L] = fitDst(Old, EB * 8, false, I.DstBits);
    }
    if (Init)
      std::memset(Init, 1, EB * N);
  }
  if (Dst)
    for (unsigned K = 0; K < N; ++K)
      Fr.W[Dst[K]] |= E;
  return ExecStatus::Next;
}

bool Machine::completeAsyncStore(Warp &W, Frame &Fr, const Instr &I, unsigned L, uint64_t Addr,
                                 uint32_t Bytes, uint32_t Pc) {
  uint64_t MAddr = I.A3.at(I.A3.Base != NoSlot ? Fr.reg(I.A3.Base)[L] : 0);
  // PTX ISA 9.0 9.7.9.12 (st.async .weak) and 9.7.13.7 (red.async .relaxed):
  // a and mbar in the shared memory of one CTA of the cluster; for red.async
  // another CTA than the executing thread's, for st.async a cluster of more
  // than one CTA. Otherwise the behaviour is undefined: the executor stores
  // and completes as written.
  unsigned Own = Ctas[W.Cta].Rank;
  int64_t RA = sharedRank(I.Sp, Addr, Own), RM = sharedRank(I.Sp3, MAddr, Own);
  const char *Name = I.Opc == Op::Red ? "red.async" : "st.async";
  if (RA < 0 || RM < 0 || RA != RM)
    warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
             std::string(Name) + " whose destination " + hex(Addr) + " and mbarrier " +
                 hex(MAddr) + " are not in the shared memory of one CTA");
  else if (I.Opc == Op::Red && RA == Own)
    warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
             "red.async to the shared memory of the executing CTA (it must name another CTA "
             "of the cluster)");
  else if (I.Opc == Op::St && ClusterCtas == 1)
    warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
             "st.async in a cluster of one CTA (it requires %cluster_nctarank > 1)");
  return mbarCompleteTx(W, Fr, L, I.Sp3, MAddr, Bytes, Pc);
}

ExecStatus Machine::execMem(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t E) {
  const unsigned TB = tyBits(I.T);
  const unsigned EB = TB == 1 ? 1 : TB / 8; // element bytes (.pred is not loadable)
  switch (I.Opc) {
  case Op::Ld:
  case Op::St: {
    bool IsSt = I.Opc == Op::St;
    unsigned Total = EB * I.VecN;
    const uint32_t *X = P.Extra.data() + I.ExtraBegin;
    const uint64_t *Base = I.A.Base != NoSlot ? Fr.reg(I.A.Base) : nullptr;
    bool Sg = tySigned(I.T);
    FOR_LANES(E, L) {
      uint64_t Addr = I.A.at(Base ? Base[L] : 0);
      Space Sp = I.Sp;
      if (I.A.R == Addr::LocalFrame)
        Addr += W.LocalBase[L];
      if (I.A.R == Addr::ParamFrame)
        Sp = Space::FParam;
      uint8_t *Init = nullptr;
      uint8_t *Mem = resolve(W, Fr, L, Sp, Addr, Total, IsSt, Pc, Init);
      if (!Mem)
        return ExecStatus::Fault;
      if (I.T == Ty::B128) { // one .b128 register: two slots (PTX ISA 8.3)
        uint64_t *Lo = Fr.reg(X[0]), *Hi = Fr.reg(X[0] + 1);
        if (IsSt) {
          storeLE(Mem, Lo[L], 8);
          storeLE(Mem + 8, Hi[L], 8);
          if (Init)
            std::memset(Init, 1, 16);
        } else {
          if (!allInit(Init, 16))
            warnOnce(DiagId::ExecUninitializedRead, Pc, W, L,
                     "memory at " + hex(Addr) + " (" + spaceName(Sp).str() + ")");
          Lo[L] = loadLE(Mem, 8);
          Hi[L] = loadLE(Mem + 8, 8);
        }
        continue;
      }
      if (IsSt) {
        for (unsigned K = 0; K < I.VecN; ++K)
          storeLE(Mem + K * EB, Fr.reg(X[K])[L], EB);
        if (Init)
          std::memset(Init, 1, Total);
        if ((I.Flags & F_ExpectTx) && !completeAsyncStore(W, Fr, I, L, Addr, Total, Pc))
          return ExecStatus::Fault;
      } else {
        if (!allInit(Init, Total))
          warnOnce(DiagId::ExecUninitializedRead, Pc, W, L,
                   "memory at " + hex(Addr) + " (" + spaceName(Sp).str() + ")");
        for (unsigned K = 0; K < I.VecN; ++K)
          Fr.reg(X[K])[L] = fitDst(loadLE(Mem + K * EB, EB), TB, Sg, I.DstBits);
      }
    }
    if (!IsSt)
      for (unsigned K = 0; K < I.VecN; ++K)
        Fr.W[X[K]] |= E;
    if (!IsSt && I.T == Ty::B128)
      Fr.W[X[0] + 1] |= E;
    return ExecStatus::Next;
  }
  case Op::Atom:
  case Op::Red: {
    if (I.VecN > 1 || I.T == Ty::B128)
      return execAtomWide(W, Fr, I, Pc, E);
    const uint64_t *Base = I.A.Base != NoSlot ? Fr.reg(I.A.Base) : nullptr;
    const uint64_t *B = Fr.reg(I.Src[0]);
    const uint64_t *C = I.NumSrc > 1 ? Fr.reg(I.Src[1]) : nullptr;
    uint64_t *D = I.Dst != NoSlot ? Fr.reg(I.Dst) : nullptr;
    FOR_LANES(E, L) {
      uint64_t Addr = I.A.at(Base ? Base[L] : 0);
      uint8_t *Init = nullptr;
      Space Sp = I.Sp;
      if (Sp == Space::Local || Sp == Space::Const || Sp == Space::KParam) {
        fault(DiagId::ExecUnsupported, Pc, W, L, "atomics on " + spaceName(Sp).str());
        return ExecStatus::Fault;
      }
      uint8_t *Mem = resolve(W, Fr, L, Sp, Addr, EB, true, Pc, Init);
      if (!Mem)
        return ExecStatus::Fault;
      if (!allInit(Init, EB))
        warnOnce(DiagId::ExecUninitializedRead, Pc, W, L,
                 "memory at " + hex(Addr) + " (atomic operand)");
      uint64_t Old = loadLE(Mem, EB), New;
      if (!atomicOp(AtomOp(I.Sub), I.T, Old, B[L], C ? C[L] : 0, New,
                    !inSharedSpace(Sp, Addr))) {
        fault(DiagId::ExecUnsupported, Pc, W, L,
              ("atomic operation on " + tyName(I.T)).str());
        return ExecStatus::Fault;
      }
      storeLE(Mem, New, EB);
      if (Init)
        std::memset(Init, 1, EB);
      if ((I.Flags & F_ExpectTx) && !completeAsyncStore(W, Fr, I, L, Addr, EB, Pc))
        return ExecStatus::Fault;
      if (D)
        D[L] = fitDst(Old, TB, tySigned(I.T), I.DstBits);
    }
    if (D)
      Fr.W[I.Dst] |= E;
    return ExecStatus::Next;
  }
  case Op::Cvta: { // PTX ISA 8.5 9.7.10.19
    // The source: a register or constant, or an array element with a
    // register index (I.A.Scale != 0, decoded into I.A).
    const bool Elem = I.A.Scale != 0;
    const uint64_t *A = Fr.reg(Elem ? I.A.Base : I.Src[0]);
    uint64_t *D = Fr.reg(I.Dst);
    uint64_t Win = I.Sp == Space::Shared ? addrmap::SharedWindow
                   : I.Sp == Space::Local ? addrmap::LocalWindow
                   : I.Sp == Space::Const ? addrmap::ConstWindow
                   : I.Sp == Space::KParam ? addrmap::ParamWindow
                                           : 0;
    unsigned TBits = TB ? TB : 64;
    FOR_LANES(E, L) {
      uint64_t V = A[L];
      if (Elem) {
        V = I.A.at(V);
        if (I.A.R == Addr::LocalFrame)
          V += W.LocalBase[L];
        else if (I.A.R == Addr::ParamFrame)
          V += addrmap::FrameParamBase;
      }
      V &= bitsMask(TBits);
      if (Win && (I.Flags & F_ToSpace) && !addrmap::inWindow(V, Win) && V != 0)
        warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
                 "cvta.to" + spaceName(I.Sp).str() + " of " + hex(V) +
                     ", which is not a generic address in that space");
      uint64_t R = (I.Flags & F_ToSpace) ? V - Win : V + Win;
      // A generic null pointer stays null. The other way, offset 0 is a real
      // address (the first variable of the space), so it gets the window.
      if (V == 0 && Win && (I.Flags & F_ToSpace))
        R = 0;
      D[L] = R & bitsMask(std::min<unsigned>(TBits, I.DstBits));
    }
    Fr.W[I.Dst] |= E;
    return ExecStatus::Next;
  }
  case Op::AddrOf: { // mov of an array element with a register index (6.4.2)
    const uint64_t *Base = Fr.reg(I.A.Base);
    uint64_t *D = Fr.reg(I.Dst);
    FOR_LANES(E, L) {
      uint64_t V = I.A.at(Base[L]);
      if (I.A.R == Addr::LocalFrame)
        V += W.LocalBase[L];
      else if (I.A.R == Addr::ParamFrame)
        V += addrmap::FrameParamBase;
      D[L] = V & bitsMask(std::min<unsigned>(TB ? TB : 64, I.DstBits));
    }
    Fr.W[I.Dst] |= E;
    return ExecStatus::Next;
  }
  case Op::Isspacep: { // PTX ISA 8.5 9.7.10.18
    const uint64_t *A = Fr.reg(I.Src[0]);
    uint64_t *D = Fr.reg(I.Dst);
    FOR_LANES(E, L) {
      uint64_t V = A[L];
      bool Sh = addrmap::inWindow(V, addrmap::SharedWindow);
      if (Sh && !(I.Flags & F_ClusterSpace) && I.Sp == Space::Shared) {
        // isspacep.shared::cta: only the executing CTA's window.
        uint64_t A = V - addrmap::SharedWindow;
        Sh = A < addrmap::ClusterShared ||
             (A - addrmap::ClusterShared) / addrmap::ClusterRankStride == Ctas[W.Cta].Rank;
      }
      bool Lo = addrmap::inWindow(V, addrmap::LocalWindow);
      bool Co = addrmap::inWindow(V, addrmap::ConstWindow);
      bool Pa = addrmap::inWindow(V, addrmap::ParamWindow);
      bool R = false;
      switch (I.Sp) {
      case Space::Shared: R = Sh; break;
      case Space::Local: R = Lo; break;
      case Space::Const: R = Co; break;
      case Space::KParam: R = Pa; break;
      case Space::Global: R = !Sh && !Lo && !Pa; break;
      default: break;
      }
      D[L] = R;
    }
    Fr.W[I.Dst] |= E;
    return ExecStatus::Next;
  }
  case Op::Mapa:       // PTX ISA 8.5 9.7.10.22
  case Op::GetCtaRank: { // 9.7.10.23
    const uint64_t *A = Fr.reg(I.Src[0]);
    const uint64_t *B = I.Opc == Op::Mapa ? Fr.reg(I.Src[1]) : nullptr;
    uint64_t *D = Fr.reg(I.Dst);
    bool Generic = I.Sp == Space::Generic;
    uint64_t Win = Generic ? addrmap::SharedWindow : 0;
    FOR_LANES(E, L) {
      uint64_t V = A[L] & bitsMask(TB);
      uint64_t Off = V - Win; // offset in the .shared::cluster window
      if ((Generic && !addrmap::inWindow(V, Win)) ||
          (Off >= addrmap::ClusterShared &&
           Off - addrmap::ClusterShared >= ClusterCtas * addrmap::ClusterRankStride)) {
        warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
                 std::string(I.Opc == Op::Mapa ? "mapa" : "getctarank") + " of " + hex(V) +
                     ", which is not a" + (Generic ? " generic" : "") +
                     " address of shared memory in the cluster");
      }
      uint64_t Rank = Ctas[W.Cta].Rank;
      if (Off >= addrmap::ClusterShared) {
        Rank = (Off - addrmap::ClusterShared) / addrmap::ClusterRankStride;
        Off = (Off - addrmap::ClusterShared) % addrmap::ClusterRankStride;
      }
      if (I.Opc == Op::GetCtaRank) {
        D[L] = Rank & bitsMask(I.DstBits);
        continue;
      }
      uint64_t To = B[L] & 0xffffffffu;
      if (To >= ClusterCtas)
        warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
                 "mapa to CTA rank " + std::to_string(To) + ", but the cluster has " +
                     std::to_string(ClusterCtas) + " CTA" + (ClusterCtas == 1 ? "" : "s"));
      if (Off >= addrmap::ClusterRankStride)
        warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
                 "mapa of shared memory offset " + hex(Off) + ", beyond what a cluster address "
                 "can hold");
      uint64_t R = Win + addrmap::ClusterShared + To * addrmap::ClusterRankStride +
                   (Off % addrmap::ClusterRankStride);
      D[L] = R & bitsMask(std::min<unsigned>(TB, I.DstBits));
    }
    Fr.W[I.Dst] |= E;
    return ExecStatus::Next;
  }
  case Op::Alloca: { // PTX ISA 8.5 9.7.17.1: allocate in the current frame
    uint64_t *D = Fr.reg(I.Dst);
    const uint64_t *Size = Fr.reg(I.Src[0]);
    FOR_LANES(E, L) {
      uint64_t Ptr = llvm::alignTo(W.LocalTop[L], std::max(1u, I.Target));
      uint64_t Top = Ptr + (Size[L] & bitsMask(TB));
      if (Top > (16ull << 20)) {
        fault(DiagId::ExecStackOverflow, Pc, W, L,
              "alloca of " + std::to_string(Size[L]) + " bytes exceeds the 16 MiB local stack");
        return ExecStatus::Fault;
      }
      if (W.Local[L].size() < Top) {
        W.Local[L].resize(Top, 0);
        W.LocalInit[L].resize(Top, 0);
      }
      std::fill(W.LocalInit[L].begin() + Ptr, W.LocalInit[L].begin() + Top, 0);
      W.LocalTop[L] = Top;
      D[L] = Ptr & bitsMask(I.DstBits);
    }
    Fr.W[I.Dst] |= E;
    return ExecStatus::Next;
  }
  case Op::StackSave: {
    uint64_t *D = Fr.reg(I.Dst);
    FOR_LANES(E, L) D[L] = W.LocalTop[L] & bitsMask(I.DstBits);
    Fr.W[I.Dst] |= E;
    return ExecStatus::Next;
  }
  case Op::StackRestore: {
    const uint64_t *A = Fr.reg(I.Src[0]);
    uint64_t FrameEnd = P.Funcs[Fr.Func].LocalSize;
    FOR_LANES(E, L) {
      uint64_t V = A[L], Min = W.LocalBase[L] + FrameEnd;
      if (V < Min || V > W.Local[L].size()) {
        fault(DiagId::ExecOutOfBounds, Pc, W, L,
              "stackrestore to " + hex(V) + ", which is not a saved stack pointer of this frame");
        return ExecStatus::Fault;
      }
      W.LocalTop[L] = V;
    }
    return ExecStatus::Next;
  }
  case Op::Discard: { // 9.7.10.x discard: the line's data becomes undefined
    const uint64_t *N = Fr.reg(I.Src[0]);
    const uint64_t *Base = I.A.Base != NoSlot ? Fr.reg(I.A.Base) : nullptr;
    FOR_LANES(E, L) {
      uint64_t Addr = I.A.at(Base ? Base[L] : 0);
      unsigned Size = unsigned(N[L]);
      uint8_t *Init = nullptr;
      if (Size != 128 || Addr % 128) {
        fault(DiagId::ExecMisaligned, Pc, W, L, "discard needs a 128-byte aligned 128-byte line");
        return ExecStatus::Fault;
      }
      if (!resolve(W, Fr, L, I.Sp, Addr, 128, true, Pc, Init))
        return ExecStatus::Fault;
      if (Init)
        std::memset(Init, 0, 128); // later reads warn: the value is undefined
    }
    return ExecStatus::Next;
  }
  case Op::StBulk: { // PTX ISA 9.0 9.7.9.13
    const uint64_t *N = Fr.reg(I.Src[0]), *V = Fr.reg(I.Src[1]);
    const uint64_t *Base = I.A.Base != NoSlot ? Fr.reg(I.A.Base) : nullptr;
    FOR_LANES(E, L) {
      uint64_t Addr = I.A.at(Base ? Base[L] : 0), Size = N[L];
      // Undefined by the spec: a size that is not a multiple of 8 or above
      // 16777216, an address outside the .shared window. The executor
      // reports them and stores as written.
      if (Size % 8 || Size > 16777216)
        warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
                 "st.bulk size " + std::to_string(Size) +
                     " is not a multiple of 8 up to 16777216");
      if (!inSharedSpace(I.Sp, Addr))
        warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
                 "st.bulk address " + hex(Addr) + " is outside the .shared window");
      if (!Size)
        continue;
      // The range must lie inside one allocation (no alignment beyond a byte
      // is required).
      uint8_t *Init = nullptr, *EndInit = nullptr;
      uint8_t *Begin = resolve(W, Fr, L, I.Sp, Addr, 1, true, Pc, Init);
      uint8_t *End = Begin ? resolve(W, Fr, L, I.Sp, Addr + Size - 1, 1, true, Pc, EndInit)
                           : nullptr;
      if (!End)
        return ExecStatus::Fault;
      if (uint64_t(End - Begin) != Size - 1) {
        fault(DiagId::ExecOutOfBounds, Pc, W, L,
              "st.bulk range of " + std::to_string(Size) + " bytes at " + hex(Addr) +
                  " crosses the end of its memory");
        return ExecStatus::Fault;
      }
      std::memset(Begin, int(V[L] & 0xff), Size);
      if (Init)
        std::memset(Init, 1, Size);
    }
    return ExecStatus::Next;
  }
  default:
    fault(DiagId::ExecUnsupported, Pc, W, unsigned(__builtin_ctz(E)), "memory operation");
    return ExecStatus::Fault;
  }
}
