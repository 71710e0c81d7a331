//===- ExecAsync.cpp - cp.async, cp.async.bulk and mbarrier ---------------===//
//
// cp.async (PTX ISA 8.5 9.7.10.24.3): the source is read when the copy is
// issued and the destination written when its group completes
// (cp.async.wait_group / wait_all, cp.async.mbarrier.arrive, or the thread's
// exit), so a read of the destination before the wait sees the old bytes,
// as it may on hardware. cp.async.bulk (9.7.10.24.4-6, non-tensor) and
// cp.reduce.async.bulk (9.7.10.24.7, non-tensor) complete when issued and then
// signal their mbarrier's transaction count; cp.async.bulk.prefetch
// (9.7.10.24.8) has no effect.
//
// mbarrier (9.7.14.15): the 64-bit object in shared memory holds, in this
// executor's (opaque, implementation-specific) encoding,
//   bits  0..20  pending arrivals of the current phase
//   bits 21..41  expected arrivals per phase
//   bits 42..62  tx-count (signed)
//   bit  63      current phase parity
// A phase completes when pending arrivals and tx-count are both zero.
//
//===----------------------------------------------------------------------===//
#include "lib/exec/Machine.h"

#include "llvm/ADT/StringExtras.h"

#include <cstring>

using namespace ptx;
using namespace ptx::exec;

namespace {

struct MBar {
  uint32_t Pending = 0, Expected = 0;
  int32_t Tx = 0;
  bool Phase = false;

  static MBar decode(uint64_t V) {
    MBar B;
    B.Pending = uint32_t(V & 0x1fffff);
    B.Expected = uint32_t((V >> 21) & 0x1fffff);
    B.Tx = int32_t(sext((V >> 42) & 0x1fffff, 21));
    B.Phase = V >> 63;
    return B;
  }
  uint64_t encode() const {
    return uint64_t(Pending & 0x1fffff) | (uint64_t(Expected & 0x1fffff) << 21) |
           (uint64_t(uint32_t(Tx) & 0x1fffff) << 42) | (uint64_t(Phase) << 63);
  }
  void maybeComplete() {
    if (Pending == 0 && Tx == 0) {
      Phase = !Phase;
      Pending = Expected;
    }
  }
};

} // namespace

void Machine::completeCopies(Warp &W, unsigned L, uint32_t Limit, bool All) {
  auto &Q = W.Async[L];
  if (Q.empty())
    return;
  size_t Keep = 0;
  for (size_t K = 0; K < Q.size(); ++K) {
    PendingCopy &C = Q[K];
    bool Done = C.Group == PendingCopy::NoGroup ? All : C.Group < Limit;
    if (Done) {
      std::memcpy(C.Dst, C.Bytes.data(), C.Bytes.size());
      std::memset(C.DstInit, 1, C.Bytes.size());
    } else {
      Q[Keep++] = std::move(C);
    }
  }
  Q.resize(Keep);
}

bool Machine::mbarCompleteTx(Warp &W, Frame &Fr, unsigned L, Space Sp, uint64_t Addr,
                             uint32_t Bytes, uint32_t Pc) {
  uint8_t *Init = nullptr;
  uint8_t *Mem = resolve(W, Fr, L, Sp, Addr, 8, true, Pc, Init);
  if (!Mem)
    return false;
  if (Init && !Init[0])
    warnOnce(DiagId::ExecUninitializedRead, Pc, W, L, "an mbarrier object (mbarrier.init?)");
  uint64_t V;
  std::memcpy(&V, Mem, 8);
  MBar B = MBar::decode(V);
  B.Tx -= int32_t(Bytes);
  B.maybeComplete();
  V = B.encode();
  std::memcpy(Mem, &V, 8);
  if (Init)
    std::memset(Init, 1, 8);
  return true;
}

ExecStatus Machine::execAsync(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t E) {
  auto AddrOf = [&](const Addr &A, unsigned L) {
    return A.at(A.Base != NoSlot ? Fr.reg(A.Base)[L] : 0);
  };
  const uint64_t *S0 = I.NumSrc > 0 ? Fr.reg(I.Src[0]) : nullptr;
  const uint64_t *S1 = I.NumSrc > 1 ? Fr.reg(I.Src[1]) : nullptr;
  // Reads, updates and writes back the mbarrier at I.A (or \p A).
  auto WithMBar = [&](unsigned L, const Addr &A, Space Sp, auto &&Fn) -> bool {
    uint8_t *Init = nullptr;
    uint8_t *Mem = resolve(W, Fr, L, Sp, AddrOf(A, L), 8, true, Pc, Init);
    if (!Mem)
      return false;
    uint64_t V;
    std::memcpy(&V, Mem, 8);
    if (I.Opc != Op::MbarInit && Init && !Init[0])
      warnOnce(DiagId::ExecUninitializedRead, Pc, W, L, "an mbarrier object (mbarrier.init?)");
    MBar B = MBar::decode(V);
    Fn(B);
    V = B.encode();
    std::memcpy(Mem, &V, 8);
    if (Init)
      std::memset(Init, 1, 8);
    return true;
  };

  switch (I.Opc) {
  case Op::CpAsync: {
    FOR_LANES(E, L) {
      unsigned Size = unsigned(S0[L]);
      if (Size != 4 && Size != 8 && Size != 16) {
        fault(DiagId::ExecOutOfBounds, Pc, W, L,
              "cp.async size " + std::to_string(Size) + " is not 4, 8 or 16");
        return ExecStatus::Fault;
      }
      unsigned SrcSize = Size;
      if (I.Flags & F_IgnoreSrc)
        SrcSize = (S1[L] & 1) ? 0 : Size;
      else if (S1)
        SrcSize = unsigned(std::min<uint64_t>(S1[L], Size));
      uint8_t *DInit = nullptr, *SInit = nullptr;
      uint8_t *D = resolve(W, Fr, L, I.Sp, AddrOf(I.A, L), Size, true, Pc, DInit);
      if (!D)
        return ExecStatus::Fault;
      PendingCopy C{D, DInit, std::vector<uint8_t>(Size, 0), PendingCopy::NoGroup};
      if (SrcSize == Size) {
        uint8_t *Sr = resolve(W, Fr, L, I.Sp2, AddrOf(I.A2, L), Size, false, Pc, SInit);
        if (!Sr)
          return ExecStatus::Fault;
        std::memcpy(C.Bytes.data(), Sr, SrcSize);
      } else if (SrcSize) {
        // Only src-size bytes are read (PTX ISA 8.5 9.7.10.24.3): a partial
        // copy at the end of a buffer (the boundary tile of a pipelined
        // loop) is in bounds. The source is still aligned to cp-size.
        uint64_t A = AddrOf(I.A2, L);
        if (A % Size) {
          fault(DiagId::ExecMisaligned, Pc, W, L,
                "cp.async source address 0x" + llvm::utohexstr(A, true) + " is not " +
                    std::to_string(Size) + "-byte aligned (cp-size " + std::to_string(Size) + ")");
          return ExecStatus::Fault;
        }
        // The src-size bytes as naturally aligned power-of-two pieces,
        // largest first, which must be one contiguous range.
        uint8_t *First = nullptr;
        for (unsigned Off = 0, Piece = Size; Off < SrcSize; Piece /= 2) {
          if (Off + Piece > SrcSize)
            continue;
          uint8_t *Sr = resolve(W, Fr, L, I.Sp2, A + Off, Piece, false, Pc, SInit);
          if (!Sr)
            return ExecStatus::Fault;
          if (!First)
            First = Sr;
          else if (Sr != First + Off) {
            fault(DiagId::ExecOutOfBounds, Pc, W, L,
                  "cp.async source range of " + std::to_string(SrcSize) + " bytes at 0x" +
                      llvm::utohexstr(A, true) + " crosses an allocation boundary");
            return ExecStatus::Fault;
          }
          Off += Piece;
        }
        std::memcpy(C.Bytes.data(), First, SrcSize);
      }
      W.Async[L].push_back(std::move(C));
    }
    return ExecStatus::Next;
  }
  case Op::CpAsyncCommit:
    FOR_LANES(E, L) {
      uint32_t G = W.NextGroup[L]++;
      for (PendingCopy &C : W.Async[L])
        if (C.Group == PendingCopy::NoGroup)
          C.Group = G;
    }
    return ExecStatus::Next;
  case Op::CpAsyncWait:
    FOR_LANES(E, L) {
      if (I.Flags & F_Uni) { // wait_all
        completeCopies(W, L, ~0u, true);
        continue;
      }
      uint64_t N = S0[L];
      uint32_t Limit = N >= W.NextGroup[L] ? 0 : W.NextGroup[L] - uint32_t(N);
      completeCopies(W, L, Limit, false);
    }
    return ExecStatus::Next;
  case Op::CpAsyncMbarArrive:
    FOR_LANES(E, L) {
      completeCopies(W, L, ~0u, true);
      // Without .noinc the pending count is incremented first: no net change.
      if (I.Flags & F_NoInc)
        if (!WithMBar(L, I.A, I.Sp, [&](MBar &B) {
              B.Pending = B.Pending ? B.Pending - 1 : 0;
              B.maybeComplete();
            }))
          return ExecStatus::Fault;
    }
    return ExecStatus::Next;
  case Op::CpAsyncBulk:
    if (I.Sub2 == 2) {
      // cp.async.bulk.prefetch.L2 (PTX ISA 8.5 9.7.10.24.8): a hint, so
      // no access and no fault, also outside any allocation; its undefined
      // cases (size not a multiple of 16, address not 16-byte aligned) are
      // reported.
      FOR_LANES(E, L) {
        uint32_t Size = uint32_t(S0[L]);
        if (Size % 16 || AddrOf(I.A, L) % 16)
          warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
                   "cp.async.bulk.prefetch of " + std::to_string(Size) + " bytes at 0x" +
                       llvm::utohexstr(AddrOf(I.A, L)) +
                       ": the size must be a multiple of 16 and the address 16-byte aligned");
      }
      return ExecStatus::Next;
    }
    FOR_LANES(E, L) {
      unsigned Size = unsigned(S0[L]);
      if (Size % 16) {
        fault(DiagId::ExecMisaligned, Pc, W, L,
              "cp.async.bulk size " + std::to_string(Size) + " is not a multiple of 16");
        return ExecStatus::Fault;
      }
      uint64_t DA = AddrOf(I.A, L), SA = AddrOf(I.A2, L);
      if (DA % 16 || SA % 16) {
        fault(DiagId::ExecMisaligned, Pc, W, L, "cp.async.bulk addresses must be 16-byte aligned");
        return ExecStatus::Fault;
      }
      // One destination (and its mbarrier); with .multicast::cluster (PTX ISA
      // 8.5 9.7.10.24.6) the same CTA-relative offsets in every CTA of ctaMask.
      auto CopyTo = [&](uint64_t To, const Addr &MB) -> bool {
        if (Size) {
          // Both ranges must lie inside one allocation each.
          auto Range = [&](Space Sp, uint64_t A, bool Write, uint8_t *&Init) -> uint8_t * {
            uint8_t *EndInit = nullptr;
            uint8_t *Begin = resolve(W, Fr, L, Sp, A, 1, Write, Pc, Init);
            uint8_t *End = Begin ? resolve(W, Fr, L, Sp, A + Size - 1, 1, Write, Pc, EndInit)
                                 : nullptr;
            if (End && End - Begin != Size - 1) {
              fault(DiagId::ExecOutOfBounds, Pc, W, L,
                    "cp.async.bulk range crosses an allocation boundary");
              return nullptr;
            }
            return End ? Begin : nullptr;
          };
          uint8_t *DI = nullptr, *SI = nullptr;
          uint8_t *D = Range(I.Sp, To, true, DI);
          uint8_t *Sr = D ? Range(I.Sp2, SA, false, SI) : nullptr;
          if (!Sr)
            return false;
          if (I.Sub2 == 1) {
            // cp.reduce.async.bulk: each destination element becomes
            // dst op src, as a .relaxed.gpu reduction (PTX ISA 8.5
            // 9.7.10.24.7); add.f32 flushes subnormal inputs and results to zero,
            // add.noftz.f16/bf16 keeps them.
            unsigned EB = tyBits(I.T) / 8;
            if ((SI && std::memchr(SI, 0, Size)) || (DI && std::memchr(DI, 0, Size)))
              warnOnce(DiagId::ExecUninitializedRead, Pc, W, L,
                       "memory (cp.reduce.async.bulk source or destination)");
            for (unsigned K = 0; K < Size; K += EB) {
              uint64_t Old = 0, B = 0, New = 0;
              std::memcpy(&Old, D + K, EB);
              std::memcpy(&B, Sr + K, EB);
              atomicOp(AtomOp(I.Sub), I.T, Old, B, 0, New, /*FtzF32=*/true);
              std::memcpy(D + K, &New, EB);
            }
          } else if (I.Sub2 == 3) {
            // .cp_mask (PTX ISA 8.6): bit i of byteMask copies byte i of each
            // 16-byte chunk; the other destination bytes keep their values.
            uint32_t Mask = uint32_t(S1[L]) & 0xffff;
            for (unsigned K = 0; K < Size; ++K)
              if (Mask >> (K % 16) & 1) {
                D[K] = Sr[K];
                if (DI)
                  DI[K] = 1;
              }
          } else {
            std::memmove(D, Sr, Size);
          }
          if (DI && I.Sub2 != 3)
            std::memset(DI, 1, Size);
        }
        if (I.Flags & F_ExpectTx)
          if (!WithMBar(L, MB, I.Sp3, [&](MBar &B) {
                B.Tx -= int32_t(Size);
                B.maybeComplete();
              }))
            return false;
        return true;
      };
      if (I.Sub2 != 4) {
        if (!CopyTo(DA, I.A3))
          return ExecStatus::Fault;
        continue;
      }
      // Bit r of ctaMask names the CTA of cluster rank r (%cluster_ctarank).
      auto CtaOff = [](uint64_t A) {
        return A < addrmap::ClusterShared ? A
                                          : (A - addrmap::ClusterShared) % addrmap::ClusterRankStride;
      };
      uint64_t DOff = CtaOff(DA), MOff = CtaOff(AddrOf(I.A3, L));
      for (uint32_t Mask = uint32_t(S1[L]) & 0xffff; Mask; Mask &= Mask - 1) {
        uint64_t Rank = unsigned(__builtin_ctz(Mask));
        Addr MB;
        MB.Off = int64_t(addrmap::ClusterShared + Rank * addrmap::ClusterRankStride + MOff);
        if (!CopyTo(addrmap::ClusterShared + Rank * addrmap::ClusterRankStride + DOff, MB))
          return ExecStatus::Fault;
      }
    }
    return ExecStatus::Next;
  case Op::MbarInit:
    FOR_LANES(E, L) {
      uint32_t Count = uint32_t(S0[L]);
      if (Count == 0 || Count > 0xfffff) {
        fault(DiagId::ExecOutOfBounds, Pc, W, L,
              "mbarrier.init count " + std::to_string(Count) + " is outside 1..2^20-1");
        return ExecStatus::Fault;
      }
      if (!WithMBar(L, I.A, I.Sp, [&](MBar &B) {
            B = MBar();
            B.Pending = B.Expected = Count;
          }))
        return ExecStatus::Fault;
    }
    return ExecStatus::Next;
  case Op::MbarInval:
    FOR_LANES(E, L) {
      uint8_t *Init = nullptr;
      uint8_t *Mem = resolve(W, Fr, L, I.Sp, AddrOf(I.A, L), 8, true, Pc, Init);
      if (!Mem)
        return ExecStatus::Fault;
      std::memset(Mem, 0, 8);
      if (Init)
        std::memset(Init, 0, 8); // using it again without init is reported
    }
    return ExecStatus::Next;
  case Op::MbarArrive: {
    uint64_t *D = Fr.reg(I.Dst);
    FOR_LANES(E, L) {
      uint32_t Count = 1;
      int32_t Tx = 0;
      if (S0 && (I.Flags & F_ExpectTx))
        Tx = int32_t(S0[L]);
      else if (S0)
        Count = uint32_t(S0[L]);
      uint64_t State = 0;
      bool Under = false, Completed = false;
      if (!WithMBar(L, I.A, I.Sp, [&](MBar &B) {
            State = (uint64_t(B.Phase) << 63) | B.Pending;
            B.Tx += Tx;
            if (I.Flags & F_Drop)
              B.Expected = B.Expected >= Count ? B.Expected - Count : 0;
            Under = B.Pending < Count;
            B.Pending = Under ? 0 : B.Pending - Count;
            bool Phase = B.Phase;
            B.maybeComplete();
            Completed = B.Phase != Phase;
          }))
        return ExecStatus::Fault;
      if (Under)
        warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
                 "mbarrier arrival count exceeds the pending arrivals of the current phase");
      // PTX ISA 9.0 9.7.13.15.13-14: an arrive with .noComplete must not
      // complete the current phase; the executor completes it.
      if (I.Sub == 1 && Completed)
        warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
                 "mbarrier arrive .noComplete completes the current phase");
      D[L] = State & bitsMask(I.DstBits);
    }
    Fr.W[I.Dst] |= E;
    return ExecStatus::Next;
  }
  case Op::MbarExpectTx:
  case Op::MbarCompleteTx:
    FOR_LANES(E, L) {
      int32_t Tx = int32_t(S0[L]);
      if (!WithMBar(L, I.A, I.Sp, [&](MBar &B) {
            B.Tx += I.Opc == Op::MbarExpectTx ? Tx : -Tx;
            if (I.Opc == Op::MbarCompleteTx)
              B.maybeComplete();
          }))
        return ExecStatus::Fault;
    }
    return ExecStatus::Next;
  case Op::MbarTestWait: {
    uint64_t *D = Fr.reg(I.Dst);
    bool AnyPending = false;
    FOR_LANES(E, L) {
      bool Phase = false;
      if (!WithMBar(L, I.A, I.Sp, [&](MBar &B) { Phase = B.Phase; }))
        return ExecStatus::Fault;
      bool Waited = (I.Flags & F_Parity) ? bool(S0[L] & 1) : bool(S0[L] >> 63);
      D[L] = Phase != Waited; // the awaited phase has completed
      AnyPending |= !D[L];
    }
    Fr.W[I.Dst] |= E;
    if (AnyPending)
      W.Yield = true; // a spin-wait: let the warps it waits for run
    return ExecStatus::Next;
  }
  case Op::MbarPendingCount: {
    uint64_t *D = Fr.reg(I.Dst);
    FOR_LANES(E, L) D[L] = S0[L] & 0x1fffff;
    Fr.W[I.Dst] |= E;
    return ExecStatus::Next;
  }
  default:
    fault(DiagId::ExecUnsupported, Pc, W, unsigned(__builtin_ctz(E)), "asynchronous operation");
    return ExecStatus::Fault;
  }
}
