//===- ExecWgmma.cpp - warpgroup matrix multiply-accumulate (wgmma) -------===//
//
// wgmma.mma_async and wgmma.fence / commit_group / wait_group (PTX ISA 8.5
// 9.7.16; the shared-memory layouts as the CuTe canonical layouts of PTX ISA
// 9.0 9.7.15.5.1.2).
//
// A warpgroup is four contiguous warps (9.7.16.1). Warp q of the warpgroup
// holds rows 16q..16q+15 of A (when A is in registers) and of D, and those
// rows of D depend only on the same rows of A and on B, which every warp
// reads through the same matrix descriptor. So each warp computes its own 16
// rows when it executes the instruction (after its 32 lanes have met, as for
// mma). Every wgmma instruction is also a rendezvous of the warpgroup
// (.aligned): a warp waits there until the other three have executed it, and
// a warpgroup with fewer than 128 live threads, or whose warps reach
// different wgmma instructions, is a fault.
//
// Asynchronous completion: PTX leaves reading the accumulators before
// wgmma.wait_group undefined, so the executor performs the whole operation
// when wgmma.mma_async is issued (reading shared memory then and writing
// the registers then); wgmma.fence, commit_group and wait_group only
// synchronize the warpgroup.
//
// Register fragments (9.7.16.5.1.1): for lane l, g = l >> 2 and t = l % 4.
// A register r (of 4) holds P = 32 / bits elements of row g + 8 * (r & 1),
// columns t * P + j + 4P * (r >> 1) (the layouts of mma.m16n8k16 / k8 / k32 /
// k256 per warp); D element i is row g + 8 * ((i >> 1) & 1), column
// 8 * (i >> 2) + 2t + (i & 1).
//
// Shared memory (9.7.16.5.1.2): with T = 128 / bits elements per 16 bytes
// and the descriptor's start address, LBO and SBO, element (mn, k) of A
// (mn = row) or B (mn = column) is at start plus
//   K-major, no swizzle:   (mn%8)*16 + (mn/8)*SBO + (k/T)*LBO + (k%T)*bytes
//   K-major, W-byte swizzle: (mn%8)*W + (mn/8)*SBO + k*bytes
//   MN-major, no swizzle:  (mn%T)*bytes + (mn/T)*SBO + (k%8)*16 + (k/8)*LBO
//   MN-major, W-byte swizzle (E = W / bytes elements per row of the atom):
//                          (mn%E)*bytes + (mn/E)*LBO + (k%8)*W + (k/8)*SBO
// and the swizzle (CuTe Swizzle<1|2|3,4,3> on the byte address) XORs address
// bits 4.. (the 16-byte chunk) with bits 7.. (1, 2 or 3 bits for 32, 64,
// 128-byte swizzling). .b1 elements: element k of a 16-byte chunk is bit k%8
// of byte k/8.
//
// Arithmetic: as for mma (ExecMatrix.cpp): integers exact (wrapping or
// .satfinite), floating point through the --tensor-core model (tcDot) with
// the instruction's K (16 f16/bf16, 8 tf32, 32 fp8) per element of D.
//
// wgmma.mma_async.sp (9.7.16.6): A holds the stored half of the columns in
// the dense layouts above; the metadata is read per warp as mma.sp reads it
// (the spec reuses those figures) and expands A to its dense 16 x K rows.
//
//===----------------------------------------------------------------------===//
#include "lib/exec/Machine.h"
#include "lib/exec/TensorCore.h"
#include "lib/exec/softfloat/SoftFloat.h"

#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <cstring>

using namespace ptx;
using namespace ptx::exec;

namespace {

unsigned wgBits(Ty T) {
  switch (T) {
  case Ty::F16: case Ty::BF16: return 16;
  case Ty::TF32: case Ty::F32: case Ty::S32: return 32;
  case Ty::B1: return 1;
  default: return 8;
  }
}

/// A decoded matrix descriptor (PTX ISA 8.5 9.7.16.5.1.2.7).
struct Desc {
  uint64_t Start, Lbo, Sbo;
  unsigned BaseOff;
  unsigned Swizzle; ///< bytes of the swizzle pattern row: 0 (none), 32, 64, 128
};

Desc decodeDesc(uint64_t V) {
  Desc D;
  D.Start = (V & 0x3fff) << 4;
  D.Lbo = ((V >> 16) & 0x3fff) << 4;
  D.Sbo = ((V >> 32) & 0x3fff) << 4;
  D.BaseOff = unsigned(V >> 49) & 7;
  static const unsigned Mode[4] = {0, 128, 64, 32};
  D.Swizzle = Mode[V >> 62];
  return D;
}

/// The shared-memory byte address (and bit, for .b1) of element (Mn, K).
uint64_t elemAddr(const Desc &D, bool MnMajor, unsigned Mn, unsigned K, unsigned Bits,
                  unsigned &Bit) {
  unsigned T = 128 / Bits;
  uint64_t Off, BitOff;
  if (!MnMajor) {
    if (!D.Swizzle)
      BitOff = uint64_t(K % T) * Bits, Off = (Mn % 8) * 16 + (Mn / 8) * D.Sbo + (K / T) * D.Lbo;
    else
      BitOff = uint64_t(K) * Bits, Off = (Mn % 8) * D.Swizzle + (Mn / 8) * D.Sbo;
  } else if (!D.Swizzle) {
    BitOff = uint64_t(Mn % T) * Bits;
    Off = (Mn / T) * D.Sbo + (K % 8) * 16 + (K / 8) * D.Lbo;
  } else {
    unsigned E = D.Swizzle * 8 / Bits;
    BitOff = uint64_t(Mn % E) * Bits;
    Off = (Mn / E) * D.Lbo + (K % 8) * D.Swizzle + (K / 8) * D.Sbo;
  }
  uint64_t A = D.Start + Off + BitOff / 8;
  Bit = unsigned(BitOff % 8);
  if (D.Swizzle) {
    uint64_t Mask = D.Swizzle / 32 == 4 ? 7 : D.Swizzle / 32 == 2 ? 3 : 1;
    A ^= ((A >> 7) & Mask) << 4;
  }
  return A;
}

} // namespace

ExecStatus Machine::execWgmma(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc) {
  // The warpgroup: warps 4g..4g+3 of the CTA, which all execute the
  // instruction before any of them continues (PTX ISA 8.5 9.7.16.1; .aligned).
  Cta &Ct = Ctas[W.Cta];
  unsigned First = W.Index & ~3u, Groups = (NumWarps + 3) / 4;
  if (WgWaits.size() < Ctas.size() * Groups)
    WgWaits.resize(Ctas.size() * Groups);
  WgRendezvous &Rv = WgWaits[W.Cta * Groups + W.Index / 4];
  unsigned Bit = 1u << (W.Index & 3);
  if (Rv.Arrived & Bit) // woken while its warpgroup is incomplete: wait again
    return ExecStatus::Handled;
  if (Rv.Arrived && Rv.Pc != Pc) {
    fault(DiagId::ExecWarpSync, Pc, W, 0,
          "the warps of a warpgroup execute different wgmma instructions (another warp waits "
          "at '" + rangeOf(Rv.Pc).text().take_until([](char C) { return C == ' '; }).str() +
              "' (instruction " + std::to_string(Rv.Pc) +
              "); .aligned requires the same instruction, PTX ISA 8.5 9.7.16.5.2)");
    return ExecStatus::Fault;
  }
  for (unsigned J = First; J < First + 4; ++J) {
    if (J >= NumWarps || Ct.Warps[J].NumLanes != WarpSize) {
      fault(DiagId::ExecWarpSync, Pc, W, 0,
            "wgmma needs a whole warpgroup of 128 threads (warps " + std::to_string(First) +
                "-" + std::to_string(First + 3) +
                "), but the CTA's threads end inside it (PTX ISA 8.5 9.7.16.1)");
      return ExecStatus::Fault;
    }
    if (J != W.Index && !(Rv.Arrived & (1u << (J & 3))) && Ct.Warps[J].LiveMask != ~0u) {
      fault(DiagId::ExecWarpSync, Pc, W, 0,
            "wgmma needs all 128 threads of the warpgroup, but lanes 0x" +
                llvm::utohexstr(~Ct.Warps[J].LiveMask, true) + " of warp " + std::to_string(J) +
                " have exited (PTX ISA 8.5 9.7.16.1)");
      return ExecStatus::Fault;
    }
  }
  if (I.Opc == Op::Wgmma) {
    // "The contents of a matrix descriptor must be same across all the warps
    // in the warpgroup" (9.7.16.5.2).
    uint64_t DA = I.Target & WG_ARegs ? 0 : Fr.reg(I.Src[0])[0], DB = Fr.reg(I.Src[1])[0];
    if (!Rv.Arrived) {
      Rv.DescA = DA;
      Rv.DescB = DB;
    } else if (Rv.DescA != DA || Rv.DescB != DB) {
      warnOnce(DiagId::ExecUndefinedResult, Pc, W, 0,
               "the matrix descriptors differ between the warps of the warpgroup (PTX ISA 8.5 "
               "9.7.16.5.2); each warp uses its own");
    }
    ExecStatus S = execWgmmaMma(W, Fr, I, Pc);
    if (S != ExecStatus::Next)
      return S;
  }
  Rv.Pc = Pc;
  Rv.Arrived |= uint8_t(Bit);
  if (Rv.Arrived != 0xf)
    return ExecStatus::Handled;
  // The last warp: release the others past the instruction.
  Rv = WgRendezvous();
  for (unsigned J = First; J < First + 4; ++J) {
    if (J == W.Index)
      continue;
    Warp &O = Ct.Warps[J];
    for (unsigned L = 0; L < WarpSize; ++L)
      if (O.State[L] == LaneState::SyncWait) {
        O.State[L] = LaneState::Run;
        O.RunMask |= 1u << L;
        ++O.Pc[L];
      }
    O.Converged = false;
  }
  return ExecStatus::Next;
}

/// wgmma.mma_async for the 16 rows of D that warp \p W holds.
ExecStatus Machine::execWgmmaMma(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc) {
  const uint32_t *X = P.Extra.data() + I.ExtraBegin;
  const uint32_t *DRegs = X + 1;
  unsigned NDRegs = X[0];
  bool ARegsForm = I.Target & WG_ARegs;
  const uint32_t *ARegs = ARegsForm ? DRegs + NDRegs + 1 : nullptr;
  Ty DT = I.T, AT = I.T2, BT = Ty(I.Target & 0xff);
  unsigned N = unsigned(I.Sub) * 8, AB = wgBits(AT), BB = wgBits(BT), DB = wgBits(DT);
  // The stored K extent of A is always 32 bytes (9.7.16.2); a sparse A
  // (9.7.16.6) stores half of the columns of its 64 x K dense form.
  bool Sparse = I.Target & WG_Sparse;
  unsigned Kc = 256 / AB, K = Kc * (Sparse ? 2 : 1);
  unsigned Q = W.Index & 3; // rows 16Q..16Q+15 of A and D

  // Uniform operands: the descriptors and scale-d of lane 0, with a warning
  // when the warp's lanes disagree (the spec requires the same descriptor in
  // every warp of the warpgroup).
  auto Uniform = [&](uint32_t Slot, const char *What) {
    const uint64_t *R = Fr.reg(Slot);
    for (unsigned L = 1; L < WarpSize; ++L)
      if (R[L] != R[0]) {
        warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
                 std::string(What) + " differs between the threads of the warpgroup (PTX ISA "
                 "8.5 9.7.16.5.2); the executor uses lane 0's",
                 Slot);
        break;
      }
    return R[0];
  };
  bool ScaleD = (Uniform(I.Src[2], "scale-d") & 1) != bool(I.NegMask & 4);

  // Reads element (Mn, Kx) of a shared-memory matrix.
  bool Uninit = false;
  auto Load = [&](const Desc &D, bool MnMajor, unsigned Mn, unsigned Kx, unsigned Bits,
                  uint64_t &V) -> bool {
    unsigned Bit;
    uint64_t A = elemAddr(D, MnMajor, Mn, Kx, Bits, Bit);
    unsigned Bytes = std::max(1u, Bits / 8);
    uint8_t *Init = nullptr;
    uint8_t *Mem = resolve(W, Fr, 0, Space::Shared, A, Bytes, false, Pc, Init);
    if (!Mem)
      return false;
    if (Init && std::memchr(Init, 0, Bytes))
      Uninit = true;
    V = 0;
    std::memcpy(&V, Mem, Bytes);
    if (Bits == 1)
      V = (V >> Bit) & 1;
    return true;
  };
  auto GetDesc = [&](uint32_t Slot, const char *What, Desc &D) {
    D = decodeDesc(Uniform(Slot, What));
    if (D.Swizzle && D.BaseOff) {
      fault(DiagId::ExecUnsupported, Pc, W, 0,
            std::string(What) + " with a non-zero matrix base offset (" +
                std::to_string(D.BaseOff) + ")");
      return false;
    }
    return true;
  };

  // A: rows 16Q.. of the 64 x Kc matrix (as stored).
  std::vector<uint64_t> A(16 * Kc), B(size_t(K) * N);
  if (ARegsForm) {
    unsigned PerReg = 32 / AB;
    for (unsigned L = 0; L < WarpSize; ++L) {
      unsigned G = L >> 2, Tg = L & 3;
      for (unsigned R = 0; R < 4; ++R) {
        uint64_t V = Fr.reg(ARegs[R])[L];
        for (unsigned J = 0; J < PerReg; ++J)
          A[(G + 8 * (R & 1)) * Kc + Tg * PerReg + J + 4 * PerReg * (R >> 1)] =
              (V >> (J * AB)) & bitsMask(AB);
      }
    }
  } else {
    Desc D;
    if (!GetDesc(I.Src[0], "the A matrix descriptor", D))
      return ExecStatus::Fault;
    for (unsigned R = 0; R < 16; ++R)
      for (unsigned Kx = 0; Kx < Kc; ++Kx)
        if (!Load(D, I.Target & WG_TransA, 16 * Q + R, Kx, AB, A[R * Kc + Kx]))
          return ExecStatus::Fault;
  }
  {
    Desc D;
    if (!GetDesc(I.Src[1], "the B matrix descriptor", D))
      return ExecStatus::Fault;
    if (Sparse && D.Swizzle == 32 && !(I.Target & WG_TransB)) {
      // B's K extent is 64 bytes, more than a 32-byte swizzle row; the
      // canonical layout (9.0 9.7.15.5.1.2) does not say where the rest goes.
      fault(DiagId::ExecUnsupported, Pc, W, 0,
            "a K-major B with 32-byte swizzling in wgmma.mma_async.sp");
      return ExecStatus::Fault;
    }
    for (unsigned Kx = 0; Kx < K; ++Kx)
      for (unsigned C = 0; C < N; ++C)
        if (!Load(D, I.Target & WG_TransB, C, Kx, BB, B[size_t(Kx) * N + C]))
          return ExecStatus::Fault;
  }
  if (Uninit)
    warnOnce(DiagId::ExecUninitializedRead, Pc, W, 0, "shared memory (wgmma.mma_async operand)");
  // imm-scale-a/b = -1: negate every element (flip its sign bit).
  if (I.Target & WG_NegA)
    for (uint64_t &V : A)
      V ^= 1ull << (AB - 1);
  if (Sparse) {
    // Expand the stored elements to the dense 16 x K rows with the metadata
    // (9.7.16.6.2): per warp, the layouts of mma.sp m16n8k32 (f16/bf16),
    // m16n8k16 (tf32) and m16n8k64 (8-bit), whose figures the spec reuses
    // (docs/executor.md). Stored element j of a row is element j % 2 of
    // 4-wide chunk j / 2 (tf32: the element of 2-wide chunk j).
    const uint64_t *Meta = Fr.reg(X[X[0] + 1 + (ARegsForm ? 5 : 0) + 1]);
    unsigned Sel = (I.Target >> WG_SelShift) & 1;
    bool Tf32 = AT == Ty::TF32, Byte = AB == 8;
    unsigned CW = Tf32 ? 2 : 4; // chunk width
    std::vector<uint64_t> Dense(16 * K, 0);
    for (unsigned R = 0; R < 16; ++R)
      for (unsigned J = 0; J < Kc; ++J) {
        unsigned Chunk = Tf32 ? J : J / 2, Which = Tf32 ? 0 : J % 2;
        unsigned G = R % 8, H = R / 8, Lane, Bit;
        if (Byte) {
          Lane = 4 * G + 2 * (Chunk / 8) + H;
          Bit = 4 * (Chunk % 8);
        } else {
          Lane = 4 * G + 2 * Sel + Chunk / 4;
          Bit = 16 * H + 4 * (Chunk % 4);
        }
        unsigned Nib = unsigned(Meta[Lane] >> Bit) & 0xf, I0 = Nib & 3, I1 = Nib >> 2, Col;
        bool Bad;
        if (Tf32) { // 0b0100: column 0, 0b1110: column 1
          Bad = Nib != 0x4 && Nib != 0xe;
          Col = I0 >> 1;
        } else {
          Bad = I0 == I1;
          Col = Which ? I1 : I0;
        }
        if (Bad)
          warnOnce(DiagId::ExecUndefinedResult, Pc, W, Lane,
                   "wgmma.mma_async.sp metadata value " + std::to_string(Nib) + " for row " +
                       std::to_string(16 * Q + R) + ", columns " + std::to_string(Chunk * CW) +
                       "-" + std::to_string(Chunk * CW + CW - 1) + " of A (bits " +
                       std::to_string(Bit) + "-" + std::to_string(Bit + 3) + " of lane " +
                       std::to_string(Lane) +
                       ") is not a valid pair of indices (PTX ISA 8.5 9.7.16.6.1)");
        Dense[R * K + Chunk * CW + (Col & (CW - 1))] = A[R * Kc + J];
      }
    A.swap(Dense);
  }
  if (I.Target & WG_NegB)
    for (uint64_t &V : B)
      V ^= 1ull << (BB - 1);

  // D in and out: element i of lane L is row g + 8 * ((i >> 1) & 1), column
  // 8 * (i >> 2) + 2t + (i & 1).
  unsigned PerD = 32 / DB;
  if (ScaleD)
    for (unsigned J = 0; J < NDRegs; ++J)
      if (Fr.W[DRegs[J]] != ~0u) {
        warnOnce(DiagId::ExecUninitializedRead, Pc, W, 0,
                 "register (wgmma.mma_async accumulator with scale-d true)");
        break;
      }
  auto DAt = [&](unsigned L, unsigned E) -> uint64_t & { return Fr.reg(DRegs[E / PerD])[L]; };
  bool Int = DT == Ty::S32;
  bool SA = AT == Ty::S8, SB = BT == Ty::S8;
  std::vector<uint64_t> Col(K);
  uint64_t Res[WarpSize][128];
  for (unsigned L = 0; L < WarpSize; ++L) {
    unsigned G = L >> 2, Tg = L & 3;
    for (unsigned E = 0; E < N / 2; ++E) {
      unsigned R = G + 8 * ((E >> 1) & 1), C = 8 * (E >> 2) + 2 * Tg + (E & 1);
      uint64_t Cv = ScaleD ? (DAt(L, E) >> ((E % PerD) * DB)) & bitsMask(DB) : 0;
      const uint64_t *Ar = &A[R * K];
      if (Int) {
        int64_t Acc = sext(Cv, 32);
        for (unsigned Kx = 0; Kx < K; ++Kx) {
          uint64_t Av = Ar[Kx], Bv = B[size_t(Kx) * N + C];
          if (AT == Ty::B1)
            Acc += int64_t(Av & Bv); // .and.popc
          else
            Acc += (SA ? sext(Av, 8) : int64_t(Av)) * (SB ? sext(Bv, 8) : int64_t(Bv));
        }
        if (I.Flags & F_Sat)
          Acc = std::clamp<int64_t>(Acc, INT32_MIN, INT32_MAX);
        Res[L][E] = uint64_t(Acc) & 0xffffffffu;
        continue;
      }
      for (unsigned Kx = 0; Kx < K; ++Kx)
        Col[Kx] = B[size_t(Kx) * N + C];
      Res[L][E] = tcDot(Opts.TensorCore, matrixFmt(AT), matrixFmt(BT), Ar, Col.data(), K, matrixFmt(DT), Cv,
                        matrixFmt(DT), Sparse, /*Warpgroup=*/true);
    }
  }
  for (unsigned J = 0; J < NDRegs; ++J)
    Fr.W[DRegs[J]] = ~0u;
  for (unsigned L = 0; L < WarpSize; ++L) {
    if (PerD > 1)
      for (unsigned J = 0; J < NDRegs; ++J)
        Fr.reg(DRegs[J])[L] = 0;
    for (unsigned E = 0; E < N / 2; ++E) {
      uint64_t &Reg = DAt(L, E);
      if (PerD == 1)
        Reg = Res[L][E];
      else
        Reg |= (Res[L][E] & bitsMask(DB)) << ((E % PerD) * DB);
    }
  }
  return ExecStatus::Next;
}
