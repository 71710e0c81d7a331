//===- ExecTensor.cpp - cp.async.bulk.tensor and relatives, tile mode -----===//
//
// cp.async.bulk.tensor (PTX ISA 8.5 9.7.10.24.9), cp.reduce.async.bulk.tensor
// (9.7.10.24.10) and cp.async.bulk.prefetch.tensor (9.7.10.24.11) in tile
// mode, on tensor-maps in the executor's encoding (TensorMap.h). Like the
// non-tensor bulk copies they complete when issued: a load writes the whole
// box into shared memory (elements outside the tensor zero or OOB-NaN, PTX
// ISA 8.5 5.5.3.3) and performs complete-tx of the box's bytes on its
// mbarrier; a store or reduction writes the box's elements that lie inside
// the tensor. The box lies in shared memory as a dense array (dimension 0
// fastest) of ceil(boxDim[i] / elementStride[i]) elements per dimension,
// with the 16-byte chunks of each 128-byte line permuted by the swizzle mode
// (5.5.6): chunk bits 4-6 of the shared address XOR bits 7-9, masked to 1,
// 2 or 3 bits for the 32B, 64B and 128B modes.
//
//===----------------------------------------------------------------------===//
#include "lib/exec/Machine.h"
#include "lib/exec/TensorMap.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

#include <cstring>

using namespace ptx;
using namespace ptx::exec;

namespace {
std::string hex(uint64_t V) { return "0x" + llvm::utohexstr(V, true); }

/// The PTX type of a map's elements for reductions.
Ty mapTy(uint8_t T) {
  switch (T) {
  case tmap::U8: return Ty::U8;
  case tmap::U16: return Ty::U16;
  case tmap::U32: return Ty::U32;
  case tmap::S32: return Ty::S32;
  case tmap::U64: return Ty::U64;
  case tmap::S64: return Ty::S64;
  case tmap::F16: return Ty::F16;
  case tmap::F32: return Ty::F32;
  case tmap::F64: return Ty::F64;
  case tmap::BF16: return Ty::BF16;
  default: return Ty::None;
  }
}

/// The valid .redOp / element type pairs (PTX ISA 8.5 9.7.10.24.10); the
/// bitwise operations take any 32- or 64-bit integer map as .b32/.b64.
bool reduceOk(AtomOp O, uint8_t T) {
  switch (O) {
  case AtomOp::Add:
    return T == tmap::U32 || T == tmap::S32 || T == tmap::U64 || T == tmap::F32 ||
           T == tmap::F16 || T == tmap::BF16;
  case AtomOp::Min:
  case AtomOp::Max:
    return T == tmap::U32 || T == tmap::S32 || T == tmap::U64 || T == tmap::S64 ||
           T == tmap::F16 || T == tmap::BF16;
  case AtomOp::Inc:
  case AtomOp::Dec:
    return T == tmap::U32;
  case AtomOp::And:
  case AtomOp::Or:
  case AtomOp::Xor:
    return T == tmap::U32 || T == tmap::S32 || T == tmap::U64 || T == tmap::S64;
  default:
    return false;
  }
}

const char *const OpName[] = {"add", "min", "max", "inc", "dec", "exch", "cas", "and", "or", "xor"};
} // namespace

ExecStatus Machine::execTensor(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t E) {
  auto AddrOf = [&](const Addr &A, unsigned L) {
    return A.at(A.Base != NoSlot ? Fr.reg(A.Base)[L] : 0);
  };
  if (I.Opc == Op::Tensormap)
    return execTensormap(W, Fr, I, Pc, E);
  const char *What = I.Sub == 0   ? "cp.async.bulk.tensor (load)"
                     : I.Sub == 1 ? "cp.async.bulk.tensor (store)"
                     : I.Sub == 2 ? "cp.reduce.async.bulk.tensor"
                                  : "cp.async.bulk.prefetch.tensor";
  const unsigned Rank = I.VecN;
  FOR_LANES(E, L) {
    // The tensor-map: 128 bytes at a 64-byte aligned generic address in
    // .param, .const or .global (PTX ISA 8.5 5.5.7; CUtensorMap is alignas(64)).
    uint64_t MA = AddrOf(I.A2, L);
    if (MA % 64) {
      fault(DiagId::ExecMisaligned, Pc, W, L,
            std::string(What) + ": the tensor-map address " + hex(MA) + " is not 64-byte aligned");
      return ExecStatus::Fault;
    }
    uint8_t *MInit = nullptr, *EndInit = nullptr;
    uint8_t *MapBytes = resolve(W, Fr, L, Space::Generic, MA, 1, false, Pc, MInit);
    uint8_t *MapEnd = MapBytes ? resolve(W, Fr, L, Space::Generic, MA + tmap::Bytes - 1, 1,
                                         false, Pc, EndInit)
                               : nullptr;
    if (!MapEnd)
      return ExecStatus::Fault;
    if (MapEnd - MapBytes != tmap::Bytes - 1) {
      fault(DiagId::ExecOutOfBounds, Pc, W, L,
            std::string(What) + ": the 128-byte tensor-map at " + hex(MA) +
                " crosses an allocation boundary");
      return ExecStatus::Fault;
    }
    tmap::TensorMap M;
    std::string Why = tmap::decode(MapBytes, M);
    if (!Why.empty()) {
      fault(DiagId::ExecOutOfBounds, Pc, W, L,
            std::string(What) + ": the operand at " + hex(MA) + " is not a valid tensor-map: " +
                Why);
      return ExecStatus::Fault;
    }
    if (M.Rank != Rank) {
      fault(DiagId::ExecOutOfBounds, Pc, W, L,
            std::string(What) + " ." + std::to_string(Rank) + "d with a tensor-map of rank " +
                std::to_string(M.Rank) + " (the coordinates must match the tensor's dimensions)");
      return ExecStatus::Fault;
    }
    if (I.Sub == 3)
      continue; // prefetch: a hint; the map is checked, nothing is accessed
    auto Unsupported = [&](const std::string &Why) {
      fault(DiagId::ExecUnsupported, Pc, W, L, std::string(What) + " " + Why);
      return ExecStatus::Fault;
    };
    if (M.Interleave)
      return Unsupported("with an interleaved tensor-map");
    if (M.Type == tmap::F32Ftz || M.Type == tmap::TF32 || M.Type == tmap::TF32Ftz)
      return Unsupported("with a tensor-map of " + tmap::typeName(M.Type).str() +
                         " elements (the conversion is not modelled)");
    const unsigned EB = tmap::elemBytes(M.Type);
    uint64_t Count[5] = {1, 1, 1, 1, 1}, Total = 1;
    for (unsigned D = 0; D < Rank; ++D) {
      Count[D] = (M.Box[D] + M.EStrides[D] - 1) / M.EStrides[D];
      Total *= Count[D];
    }
    const uint64_t Bytes = Total * EB;
    const unsigned Span = tmap::swizzleBytes(M.Swizzle);
    uint64_t SA = AddrOf(I.A, L);
    if (SA % 16) {
      fault(DiagId::ExecMisaligned, Pc, W, L,
            std::string(What) + ": the shared memory address " + hex(SA) +
                " is not 16-byte aligned (PTX ISA 8.5 5.5.3.1)");
      return ExecStatus::Fault;
    }
    if (Span && Count[0] * EB != Span)
      return Unsupported("with a " + std::to_string(Span) + "B swizzle and a box row of " +
                         std::to_string(Count[0] * EB) +
                         " bytes (only rows of exactly the swizzle span are modelled)");
    if (Span && SA % 128)
      return Unsupported("with a swizzle mode and a shared address " + hex(SA) +
                         " that is not 128-byte aligned");
    if (I.Sub == 2 && !reduceOk(AtomOp(I.Sub2), M.Type)) {
      fault(DiagId::ExecOutOfBounds, Pc, W, L,
            std::string(What) + " ." + OpName[I.Sub2] + " on a tensor-map of " +
                tmap::typeName(M.Type).str() +
                " elements: not a valid combination (PTX ISA 8.5 9.7.10.24.10)");
      return ExecStatus::Fault;
    }
    int64_t Coord[5] = {0, 0, 0, 0, 0};
    for (unsigned D = 0; D < Rank; ++D)
      Coord[D] = int32_t(uint32_t(Fr.reg(P.Extra[I.ExtraBegin + D])[L]));
    const uint64_t SwMask = Span ? (Span / 16 - 1) : 0;
    // The byte offset in shared memory of the element at dense offset Off.
    auto Phys = [&](uint64_t Off) {
      uint64_t A = SA + Off;
      return (A ^ (((A >> 7) & SwMask) << 4)) - SA;
    };
    // Walks the box: Fn(shared offset, global address, in bounds).
    auto Walk = [&](auto &&Fn) -> bool {
      uint64_t J[5] = {0, 0, 0, 0, 0};
      for (uint64_t K = 0; K < Total; ++K) {
        bool In = true, Wraps = false;
        uint64_t GA = M.Addr;
        for (unsigned D = 0; D < Rank; ++D) {
          int64_t X = Coord[D] + int64_t(J[D]) * M.EStrides[D];
          uint64_t Off;
          if (X < 0 || uint64_t(X) >= M.Dims[D])
            In = false;
          else
            Wraps |= __builtin_mul_overflow(uint64_t(X), D ? M.Strides[D] : EB, &Off) ||
                     __builtin_add_overflow(GA, Off, &GA);
        }
        // A map edited by tensormap.replace can have dims (below 2^32) times
        // strides (below 2^40) past 2^64: no address, not a wrapped one.
        if (In && Wraps) {
          fault(DiagId::ExecOutOfBounds, Pc, W, L,
                std::string(What) + ": the address of the element at box offset " +
                    std::to_string(K) + " passes 2^64 (tensor-map dims times strides)");
          return false;
        }
        if (!Fn(Phys(K * EB), GA, In))
          return false;
        for (unsigned D = 0; D < Rank && ++J[D] == Count[D]; ++D)
          J[D] = 0;
      }
      return true;
    };
    // The shared box of one CTA: Bytes contiguous bytes at To.
    auto SharedBox = [&](uint64_t To, bool Write, uint8_t *&Init) -> uint8_t * {
      uint8_t *EInit = nullptr;
      uint8_t *Begin = resolve(W, Fr, L, I.Sp, To, 1, Write, Pc, Init);
      uint8_t *End = Begin ? resolve(W, Fr, L, I.Sp, To + Bytes - 1, 1, Write, Pc, EInit)
                           : nullptr;
      if (End && uint64_t(End - Begin) != Bytes - 1) {
        fault(DiagId::ExecOutOfBounds, Pc, W, L,
              std::string(What) + ": the box's " + std::to_string(Bytes) +
                  " bytes at shared address " + hex(To) + " cross the end of shared memory");
        return nullptr;
      }
      return End ? Begin : nullptr;
    };
    if (I.Sub == 0) {
      // The destinations: the box's shared address and its mbarrier's, or
      // with .multicast::cluster the same CTA-relative offsets in every CTA
      // whose cluster rank is set in ctaMask (as for cp.async.bulk).
      llvm::SmallVector<std::pair<uint64_t, Addr>, 4> Dests;
      if (!(I.Flags & F_Uni)) {
        Dests.push_back({SA, I.A3});
      } else {
        auto CtaOff = [](uint64_t A) {
          return A < addrmap::ClusterShared
                     ? A
                     : (A - addrmap::ClusterShared) % addrmap::ClusterRankStride;
        };
        uint64_t DOff = CtaOff(SA), MOff = CtaOff(AddrOf(I.A3, L));
        for (uint32_t Mask = uint32_t(Fr.reg(I.Src[0])[L]) & 0xffff; Mask; Mask &= Mask - 1) {
          uint64_t Rank = unsigned(__builtin_ctz(Mask));
          uint64_t Base = addrmap::ClusterShared + Rank * addrmap::ClusterRankStride;
          Addr MB;
          MB.Off = int64_t(Base + MOff);
          Dests.push_back({Base + DOff, MB});
        }
      }
      // Every destination must hold the box before it is read: a box of up
      // to 256^5 elements that does not fit shared memory would otherwise be
      // allocated and walked element by element first.
      for (auto &[To, MB] : Dests)
        if (uint8_t *DI = nullptr; !SharedBox(To, true, DI))
          return ExecStatus::Fault;
      // Read the box once, then deliver it to each destination CTA.
      std::vector<uint8_t> Box(Bytes), BoxInit(Bytes, 1);
      uint64_t Nan = M.Type == tmap::F64 ? 0x7fffffffffffffffull
                     : EB == 4           ? 0x7fffffffull
                                         : 0x7fffull;
      bool UninitRead = false;
      if (!Walk([&](uint64_t Off, uint64_t GA, bool In) {
            if (!In) {
              uint64_t V = M.Fill ? Nan : 0;
              std::memcpy(&Box[Off], &V, EB);
              return true;
            }
            uint8_t *GI = nullptr;
            uint8_t *G = resolve(W, Fr, L, Space::Global, GA, EB, false, Pc, GI);
            if (!G)
              return false;
            std::memcpy(&Box[Off], G, EB);
            if (GI && std::memchr(GI, 0, EB)) {
              UninitRead = true;
              std::memcpy(&BoxInit[Off], GI, EB);
            }
            return true;
          }))
        return ExecStatus::Fault;
      if (UninitRead)
        warnOnce(DiagId::ExecUninitializedRead, Pc, W, L,
                 "global memory (" + std::string(What) + " source)");
      for (auto &[To, MB] : Dests) {
        uint8_t *DI = nullptr;
        uint8_t *D = SharedBox(To, true, DI);
        if (!D)
          return ExecStatus::Fault;
        std::memcpy(D, Box.data(), Bytes);
        if (DI)
          std::memcpy(DI, BoxInit.data(), Bytes);
        if (!mbarCompleteTx(W, Fr, L, I.Sp3, AddrOf(MB, L), uint32_t(Bytes), Pc))
          return ExecStatus::Fault;
      }
      continue;
    }
    // Store or reduction: shared::cta box -> the elements inside the tensor.
    uint8_t *SI = nullptr;
    uint8_t *Src = SharedBox(SA, false, SI);
    if (!Src)
      return ExecStatus::Fault;
    if (SI && std::memchr(SI, 0, Bytes))
      warnOnce(DiagId::ExecUninitializedRead, Pc, W, L,
               "shared memory (" + std::string(What) + " source)");
    Ty T = mapTy(M.Type);
    if (!Walk([&](uint64_t Off, uint64_t GA, bool In) {
          if (!In)
            return true; // clipped
          uint8_t *GI = nullptr;
          uint8_t *G = resolve(W, Fr, L, Space::Global, GA, EB, true, Pc, GI);
          if (!G)
            return false;
          if (I.Sub == 1) {
            std::memcpy(G, Src + Off, EB);
          } else {
            if (GI && std::memchr(GI, 0, EB))
              warnOnce(DiagId::ExecUninitializedRead, Pc, W, L,
                       "global memory (" + std::string(What) + " destination)");
            uint64_t Old = 0, B = 0, New = 0;
            std::memcpy(&Old, G, EB);
            std::memcpy(&B, Src + Off, EB);
            atomicOp(AtomOp(I.Sub2), T, Old, B, 0, New, /*FtzF32=*/true);
            std::memcpy(G, &New, EB);
          }
          if (GI)
            std::memset(GI, 1, EB);
          return true;
        }))
      return ExecStatus::Fault;
  }
  return ExecStatus::Next;
}

/// tensormap.replace edits one field of a map in the executor's encoding in
/// global or shared::cta memory; tensormap.cp_fenceproxy copies size (128)
/// bytes from shared::cta to global memory (the fence orders nothing in the
/// sequential model).
ExecStatus Machine::execTensormap(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc, uint32_t E) {
  auto AddrOf = [&](const Addr &A, unsigned L) {
    return A.at(A.Base != NoSlot ? Fr.reg(A.Base)[L] : 0);
  };
  // The 128 bytes at A in Sp, which must not cross an allocation.
  auto Range = [&](unsigned L, Space Sp, uint64_t A, bool Write, uint8_t *&Init,
                   const char *What) -> uint8_t * {
    uint8_t *EInit = nullptr;
    uint8_t *Begin = resolve(W, Fr, L, Sp, A, 1, Write, Pc, Init);
    uint8_t *End = Begin ? resolve(W, Fr, L, Sp, A + tmap::Bytes - 1, 1, Write, Pc, EInit)
                         : nullptr;
    if (End && End - Begin != tmap::Bytes - 1) {
      fault(DiagId::ExecOutOfBounds, Pc, W, L,
            std::string(What) + ": the 128 bytes at " + hex(A) + " cross an allocation boundary");
      return nullptr;
    }
    return End ? Begin : nullptr;
  };
  const uint64_t *S0 = Fr.reg(I.Src[0]);
  FOR_LANES(E, L) {
    if (I.Sub == TmCopy) {
      if (S0[L] != tmap::Bytes) {
        fault(DiagId::ExecOutOfBounds, Pc, W, L,
              "tensormap.cp_fenceproxy size " + std::to_string(S0[L]) +
                  " (the only valid size is 128)");
        return ExecStatus::Fault;
      }
      uint8_t *DI = nullptr, *SI = nullptr;
      uint8_t *D = Range(L, I.Sp, AddrOf(I.A, L), true, DI, "tensormap.cp_fenceproxy");
      uint8_t *Sr = D ? Range(L, I.Sp2, AddrOf(I.A2, L), false, SI, "tensormap.cp_fenceproxy")
                      : nullptr;
      if (!Sr)
        return ExecStatus::Fault;
      if (SI && std::memchr(SI, 0, tmap::Bytes))
        warnOnce(DiagId::ExecUninitializedRead, Pc, W, L,
                 "shared memory (tensormap.cp_fenceproxy source)");
      std::memmove(D, Sr, tmap::Bytes);
      if (DI)
        std::memset(DI, 1, tmap::Bytes);
      continue;
    }
    uint64_t A = AddrOf(I.A, L);
    if (A % 64) {
      fault(DiagId::ExecMisaligned, Pc, W, L,
            "tensormap.replace: the tensor-map address " + hex(A) + " is not 64-byte aligned");
      return ExecStatus::Fault;
    }
    uint8_t *MI = nullptr;
    uint8_t *Mp = Range(L, I.Sp, A, true, MI, "tensormap.replace");
    if (!Mp)
      return ExecStatus::Fault;
    uint32_t Magic;
    std::memcpy(&Magic, Mp + tmap::OMagic, 4);
    if (Magic != tmap::Magic) {
      fault(DiagId::ExecOutOfBounds, Pc, W, L,
            "tensormap.replace: the object at " + hex(A) +
                " is not a tensor-map of the executor (no magic word 0x314d5450; a "
                "tensor-map is made by --arg tensormap:..., docs/executor.md)");
      return ExecStatus::Fault;
    }
    uint64_t V = S0[L];
    auto Put = [&](unsigned Off, unsigned Bytes) { std::memcpy(Mp + Off, &V, Bytes); };
    switch (TmField(I.Sub)) {
    case TmGlobalAddress: Put(tmap::OAddr, 8); break;
    case TmRank: V += 1; Put(tmap::ORank, 1); break; // new_val is rank - 1
    case TmBoxDim: Put(tmap::OBox + 4 * I.Sub2, 4); break;
    case TmGlobalDim: Put(tmap::ODims + 4 * I.Sub2, 4); break;
    case TmGlobalStride: Put(tmap::OStrides + 8 * I.Sub2, 8); break;
    case TmElementStride: Put(tmap::OEStrides + 4 * I.Sub2, 4); break;
    case TmElemType: Put(tmap::OType, 1); break;
    case TmInterleave: Put(tmap::OInterleave, 1); break;
    case TmSwizzle: Put(tmap::OSwizzle, 1); break;
    case TmFill: Put(tmap::OFill, 1); break;
    default: break;
    }
    if (MI)
      std::memset(MI, 1, tmap::Bytes);
  }
  return ExecStatus::Next;
}
