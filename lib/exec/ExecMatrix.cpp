//===- ExecMatrix.cpp - mma, ldmatrix, stmatrix, movmatrix ----------------===//
//
// Warp-collective matrix instructions (PTX ISA 8.5 9.7.15.4) with the
// fragment layouts transcribed from "Matrix Fragments for mma.*" (9.7.15.4.2
// - 9.7.15.4.10): for lane l, groupID g = l >> 2 and threadID_in_group
// t = l % 4 give the row and column of each fragment element.
//
// Arithmetic: integer mma is exact (wrap-around, or clamped with
// .satfinite). f64 mma is a chain of f64 fused multiply-adds in k order
// (the spec: "identical to .f64 precision fused multiply-add"). For
// f16/bf16/tf32/e4m3/e5m2 the spec leaves accumulation order, rounding and
// subnormal handling unspecified; the executor uses the accumulation model
// chosen with --tensor-core (TensorCore.h: the exact sum rounded once, or the
// A100/H100/B200 tensor-core models; docs/executor-float.md). Sparse mma.sp expands
// A to its dense form with the metadata first (9.7.15.5).
//
//===----------------------------------------------------------------------===//
#include "lib/exec/Machine.h"
#include "lib/exec/TensorCore.h"
#include "lib/exec/softfloat/SoftFloat.h"

#include <bit>
#include <cstring>

using namespace ptx;
using namespace ptx::exec;

namespace {

struct RC {
  unsigned Row, Col;
};

/// Fragment element \p I of matrix A held by lane \p L.
RC aPos(MmaShape S, Ty T, unsigned L, unsigned I) {
  unsigned G = L >> 2, Tg = L % 4;
  bool Half = T == Ty::F16 || T == Ty::BF16;
  // m16n8k64 e2m1 (.kind::mxf4/mxf4nvf4) has the s4/u4 layout (PTX ISA 9.0
  // 9.7.14.5.11); the 8-bit containers of .kind::f8f6f4 that of s8 m16n8k32.
  if (T == Ty::S4 || T == Ty::U4 || (T == Ty::E2M1 && S == MmaShape::M16N8K64)) {
    if (S == MmaShape::M16N8K32) // 9.7.15.4.10
      return {I < 8 ? G : G + 8, Tg * 8 + (I & 7)};
    if (S == MmaShape::M16N8K64) // 9.7.15.4.11
      return {(I < 8 || (I >= 16 && I < 24)) ? G : G + 8, Tg * 8 + (I & 7) + (I >= 16 ? 32 : 0)};
  }
  switch (S) {
  case MmaShape::M16N8K16:
    if (Half) // 9.7.15.4.8
      return {((I < 2) || (I >= 4 && I < 6)) ? G : G + 8, Tg * 2 + (I & 1) + (I >= 4 ? 8 : 0)};
    if (T == Ty::F64) // 9.7.15.4.8
      return {I % 2 == 0 ? G : G + 8, I % 2 == 0 ? I * 2 + Tg : I * 2 - 2 + Tg};
    return {I < 4 ? G : G + 8, Tg * 4 + (I & 3)}; // 9.7.15.4.9
  case MmaShape::M16N8K8: // 9.7.15.4.7
    if (Half)
      return {I < 2 ? G : G + 8, Tg * 2 + (I & 1)};
    return {(I == 0 || I == 2) ? G : G + 8, I < 2 ? Tg : Tg + 4};
  case MmaShape::M16N8K4: // 9.7.15.4.6
    return {I == 0 ? G : G + 8, Tg};
  case MmaShape::M16N8K32: // 9.7.15.4.10
    return {((I < 4) || (I >= 8 && I < 12)) ? G : G + 8, Tg * 4 + (I & 3) + (I >= 8 ? 16 : 0)};
  case MmaShape::M8N8K4: // 9.7.15.4.2
    return {G, Tg};
  case MmaShape::M8N8K16: // 9.7.15.4.3
    return {G, Tg * 4 + I};
  case MmaShape::M8N8K32: // 9.7.15.4.4
    return {G, Tg * 8 + I};
  case MmaShape::M8N8K128: // 9.7.15.4.5
    return {G, Tg * 32 + I};
  case MmaShape::M16N8K128: // 9.7.15.4.12
    return {I < 32 ? G : G + 8, Tg * 32 + (I & 31)};
  case MmaShape::M16N8K256: // 9.7.15.4.13 (the column of a32..a63 read as
                            // Tg * 32 + (i & 0x1F), like a96..a127)
    return {(I < 32 || (I >= 64 && I < 96)) ? G : G + 8, Tg * 32 + (I & 31) + (I >= 64 ? 128 : 0)};
  default:
    break;
  }
  return {0, 0};
}

/// Fragment element \p I of matrix B held by lane \p L.
RC bPos(MmaShape S, Ty T, unsigned L, unsigned I) {
  unsigned G = L >> 2, Tg = L % 4;
  bool Half = T == Ty::F16 || T == Ty::BF16;
  if ((T == Ty::S4 || T == Ty::U4) && (S == MmaShape::M16N8K32 || S == MmaShape::M16N8K64))
    return {Tg * 8 + (I & 7) + (I >= 8 ? 32 : 0), G}; // 9.7.15.4.10-11
  if (T == Ty::E2M1 && S == MmaShape::M16N8K64) // 9.0 9.7.14.5.11
    return {Tg * 8 + (I & 7) + (I >= 8 ? 32 : 0), G}; // 9.7.15.4.10-11
  switch (S) {
  case MmaShape::M16N8K16:
    if (Half)
      return {Tg * 2 + (I & 1) + (I >= 2 ? 8 : 0), G};
    if (T == Ty::F64)
      return {Tg + I * 4, G};
    return {Tg * 4 + I, G};
  case MmaShape::M16N8K8:
    if (Half)
      return {Tg * 2 + I, G};
    return {I == 0 ? Tg : Tg + 4, G};
  case MmaShape::M16N8K4:
    return {Tg, G};
  case MmaShape::M16N8K32:
    return {Tg * 4 + (I & 3) + (I >= 4 ? 16 : 0), G};
  case MmaShape::M8N8K4:
    return {Tg, G};
  case MmaShape::M8N8K16:
    return {Tg * 4 + I, G};
  case MmaShape::M8N8K32:
    return {Tg * 8 + I, G};
  case MmaShape::M8N8K128:
  case MmaShape::M16N8K128:
    return {Tg * 32 + I, G};
  case MmaShape::M16N8K256:
    return {Tg * 32 + (I & 31) + (I >= 32 ? 128 : 0), G};
  default:
    break;
  }
  return {0, 0};
}

/// Fragment element \p I of the accumulators C and D held by lane \p L.
RC cPos(MmaShape S, unsigned L, unsigned I) {
  unsigned G = L >> 2, Tg = L % 4;
  if (S == MmaShape::M8N8K4 || S == MmaShape::M8N8K16 || S == MmaShape::M8N8K32 ||
      S == MmaShape::M8N8K128)
    return {G, Tg * 2 + I};
  return {I < 2 ? G : G + 8, Tg * 2 + (I & 1)};
}

void dims(MmaShape S, unsigned &M, unsigned &N, unsigned &K) {
  switch (S) {
  case MmaShape::M16N8K16: M = 16, N = 8, K = 16; return;
  case MmaShape::M16N8K8: M = 16, N = 8, K = 8; return;
  case MmaShape::M16N8K4: M = 16, N = 8, K = 4; return;
  case MmaShape::M16N8K32: M = 16, N = 8, K = 32; return;
  case MmaShape::M8N8K4: M = 8, N = 8, K = 4; return;
  case MmaShape::M8N8K16: M = 8, N = 8, K = 16; return;
  case MmaShape::M16N8K64: M = 16, N = 8, K = 64; return;
  case MmaShape::M8N8K32: M = 8, N = 8, K = 32; return;
  case MmaShape::M8N8K128: M = 8, N = 8, K = 128; return;
  case MmaShape::M16N8K128: M = 16, N = 8, K = 128; return;
  case MmaShape::M16N8K256: M = 16, N = 8, K = 256; return;
  }
}

unsigned elemBits(Ty T) { return T == Ty::TF32 ? 32 : tyBits(T); }

/// Element \p I of a fragment packed in registers \p Regs (lane \p L).
uint64_t elem(Frame &Fr, const uint32_t *Regs, unsigned L, unsigned I, unsigned Bits) {
  unsigned PerReg = Bits >= 32 ? 1 : 32 / Bits;
  uint64_t R = Fr.reg(Regs[I / PerReg])[L];
  if (Bits >= 32)
    return R & bitsMask(Bits);
  return (R >> ((I % PerReg) * Bits)) & bitsMask(Bits);
}

bool isInt8(Ty T) { return T == Ty::S8 || T == Ty::U8; }

/// A stored element of sparse matrix A (PTX ISA 8.5 9.7.15.5.2): its row,
/// the chunk of the row it was taken from (4 columns wide, 2 for .tf32), and
/// which of the chunk's stored elements it is (0 or 1).
struct SpPos {
  unsigned Row, Chunk, Which;
};
SpPos spAPos(MmaShape S, Ty T, unsigned L, unsigned I) {
  unsigned G = L >> 2, Tg = L % 4;
  if (T == Ty::F16 || T == Ty::BF16) { // 9.7.15.5.2.1-2
    if (S == MmaShape::M16N8K16)
      return {I < 2 ? G : G + 8, Tg, I & 1};
    return {(I & 2) ? G + 8 : G, Tg + (I >= 4 ? 4 : 0), I & 1};
  }
  if (T == Ty::TF32) { // 9.7.15.5.2.3-4
    if (S == MmaShape::M16N8K8)
      return {I == 0 ? G : G + 8, Tg, 0};
    return {I % 2 ? G + 8 : G, Tg + (I >= 2 ? 4 : 0), 0};
  }
  // 8-bit (9.7.15.5.2.5-6): four stored elements of eight columns per register.
  if (S == MmaShape::M16N8K32)
    return {I < 4 ? G : G + 8, Tg * 2 + ((I & 3) >> 1), I & 1};
  return {(I < 4 || (I >= 8 && I < 12)) ? G : G + 8, Tg * 2 + ((I & 3) >> 1) + (I >= 8 ? 8 : 0),
          I & 1};
}

/// Fragment element \p I of matrix B of a sparse mma (9.7.15.5.2): the
/// dense layouts, extended along K for the shapes dense mma lacks.
RC spBPos(MmaShape S, Ty T, unsigned L, unsigned I) {
  unsigned G = L >> 2, Tg = L % 4;
  if (T == Ty::F16 || T == Ty::BF16) // k16: as dense; k32: two k16 halves
    return {Tg * 2 + (I & 1) + 8 * (I >> 1), G};
  if (T == Ty::TF32) // k8: as dense; k16: rows t, t+4, t+8, t+12
    return {Tg + 4 * I, G};
  if (T == Ty::S4 || T == Ty::U4) // k64: as dense m16n8k64; k128: extended
    return {Tg * 8 + (I & 7) + 32 * (I >> 3), G};
  return {Tg * 4 + (I & 3) + 16 * (I >> 2), G}; // 8-bit: as m16n8k32, extended
}

/// Which lane's metadata register holds the indices of chunk \p Chunk of row
/// \p Row, and at which bit (a 4-bit field: index of stored element 0 in the
/// low two bits, of element 1 in the high two). The spec gives this layout
/// only as figures (9.7.15.5.2); see docs/executor.md.
void spMetaPos(MmaShape S, Ty T, unsigned Sel, unsigned Row, unsigned Chunk, unsigned &Lane,
               unsigned &Bit) {
  unsigned G = Row % 8, H = Row / 8;
  if (!isInt8(T) && T != Ty::E4M3 && T != Ty::E5M2) {
    // 16-bit and tf32: rows G (bits 0-15) and G+8 (bits 16-31), four chunks
    // per thread; the 32-column (tf32: 16) shapes use a thread pair.
    bool Pair = S == MmaShape::M16N8K32 || (T == Ty::TF32 && S == MmaShape::M16N8K16);
    Lane = 4 * G + (Pair ? 2 * Sel + Chunk / 4 : Sel);
    Bit = 16 * H + 4 * (Chunk % 4);
  } else if (S == MmaShape::M16N8K32) { // thread pair: one thread per row
    Lane = 4 * G + 2 * Sel + H;
    Bit = 4 * Chunk;
  } else { // m16n8k64: all four threads
    Lane = 4 * G + 2 * (Chunk / 8) + H;
    Bit = 4 * (Chunk % 8);
  }
}

/// f16 mma.m8n8k4 (PTX ISA 8.5 9.7.15.4.1): four independent 8x8x4
/// products, product q on lanes 4q..4q+3 (the "low group", rows 0-3 of its
/// A, C and D) and 4q+16..4q+19 (the "high group", rows 4-7), with any
/// .alayout.blayout. The row and column of fragment element i of lane l,
/// with r = l % 4 and h = 0 for l < 16, 4 otherwise:
///   A .row: (r + h, i)          A .col: (i + h, r)
///   B .row: (r, i + h)          B .col: (i, r + h)
///   C/D .f16: (r + h, i)
///   C/D .f32: ((l & 1) + (i & 2) + h, (i & 4) + (l & 2) + (i & 1))
/// Each element goes through the --tensor-core model like the other f16 mma
/// forms (K = 4: one block of every model; docs/executor-float.md).
ExecStatus execMmaM8N8K4(Frame &Fr, const Instr &I, const uint32_t *DRegs,
                         const uint32_t *ARegs, const uint32_t *BRegs, const uint32_t *CRegs,
                         TcModel Model) {
  Ty CT = Ty(I.Sub2), DT = I.T;
  bool ColA = I.Flags & F_Trans, ColB = I.Flags & F_ColB;
  auto CPos = [](Ty T, unsigned L, unsigned E) -> RC {
    unsigned H = L < 16 ? 0 : 4;
    if (T == Ty::F16)
      return {L % 4 + H, E};
    return {(L & 1) + (E & 2) + H, (E & 4) + (L & 2) + (E & 1)};
  };
  unsigned CB = tyBits(CT), DB = tyBits(DT);
  for (unsigned Q = 0; Q < 4; ++Q) {
    uint64_t A[8][4], B[4][8], C[8][8];
    for (unsigned Hi = 0; Hi < 2; ++Hi)
      for (unsigned R = 0; R < 4; ++R) {
        unsigned L = 4 * Q + 16 * Hi + R, H = 4 * Hi;
        for (unsigned E = 0; E < 4; ++E) {
          uint64_t Av = elem(Fr, ARegs, L, E, 16), Bv = elem(Fr, BRegs, L, E, 16);
          if (ColA)
            A[E + H][R] = Av;
          else
            A[R + H][E] = Av;
          if (ColB)
            B[E][R + H] = Bv;
          else
            B[R][E + H] = Bv;
        }
        for (unsigned E = 0; E < 8; ++E) {
          RC P = CPos(CT, L, E);
          C[P.Row][P.Col] = elem(Fr, CRegs, L, E, CB);
        }
      }
    uint64_t D[8][8];
    for (unsigned R = 0; R < 8; ++R)
      for (unsigned Cc = 0; Cc < 8; ++Cc) {
        uint64_t Bv[4] = {B[0][Cc], B[1][Cc], B[2][Cc], B[3][Cc]};
        D[R][Cc] = tcDot(Model, fp::Fmt::F16, fp::Fmt::F16, A[R], Bv, 4, matrixFmt(CT), C[R][Cc],
                         matrixFmt(DT));
      }
    for (unsigned Hi = 0; Hi < 2; ++Hi)
      for (unsigned R = 0; R < 4; ++R) {
        unsigned L = 4 * Q + 16 * Hi + R;
        uint64_t Out[8] = {};
        for (unsigned E = 0; E < 8; ++E) {
          RC P = CPos(DT, L, E);
          uint64_t V = D[P.Row][P.Col] & bitsMask(DB);
          if (DB == 32)
            Out[E] = V;
          else
            Out[E / 2] |= V << (16 * (E % 2));
        }
        for (unsigned K = 0; K < (DB == 32 ? 8u : 4u); ++K)
          Fr.reg(DRegs[K])[L] = Out[K];
      }
  }
  for (unsigned K = 0; K < (DB == 32 ? 8u : 4u); ++K)
    Fr.W[DRegs[K]] = ~0u;
  return ExecStatus::Next;
}

} // namespace

fp::Fmt ptx::exec::matrixFmt(Ty T) {
  switch (T) {
  case Ty::F16: return fp::Fmt::F16;
  case Ty::BF16: return fp::Fmt::BF16;
  case Ty::TF32: return fp::Fmt::TF32;
  case Ty::E4M3: return fp::Fmt::E4M3;
  case Ty::E5M2: return fp::Fmt::E5M2;
  case Ty::E2M1: return fp::Fmt::E2M1;
  case Ty::E2M3: return fp::Fmt::E2M3;
  case Ty::E3M2: return fp::Fmt::E3M2;
  default: return fp::Fmt::F32;
  }
}

/// The scale matrices of a block-scaled mma (PTX ISA 9.0 9.7.14.3): \p SFA
/// (16 x Vec, row-major) and \p SFB (Vec x 8). Row r of scale_A comes from
/// lane 4(r % 8) + 2 thread-id-a + r / 8 (the thread pair thread-id-a of
/// the row's quad; its lower thread holds row r < 8, the upper row r + 8),
/// column c of scale_B from lane 4c + thread-id-b; scale j is byte
/// byte-id + j of the lane's scale data. Selectors are read from lane 0;
/// values outside Table 37, or selectors that differ between the lanes, are
/// reported as exec-undefined-result (the executor then uses lane 0's,
/// masked to the valid range). docs/executor.md has what the text leaves to
/// its figures.
void Machine::execMmaScales(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc,
                            const uint32_t *X, std::vector<double> &SFA,
                            std::vector<double> &SFB, unsigned &Vec) {
  const uint32_t *S = X;
  for (unsigned K = 0; K < 4; ++K) // skip the d, a, b, c lists
    S += S[0] + 1;
  // S = [6, scale-a-data, byte-id-a, thread-id-a, scale-b-data, byte-id-b, thread-id-b]
  unsigned VecLog = (I.Target >> MI_VecShift) & 3;
  Vec = 1u << VecLog;
  fp::Fmt SF = I.Target & MI_UE4M3 ? fp::Fmt::UE4M3 : fp::Fmt::UE8M0;
  static const char *const Names[4] = {"byte-id-a", "thread-id-a", "byte-id-b", "thread-id-b"};
  const uint32_t Slot[4] = {S[2], S[3], S[5], S[6]};
  unsigned Sel[4];
  for (unsigned K = 0; K < 4; ++K) {
    const uint64_t *V = Fr.reg(Slot[K]);
    unsigned V0 = unsigned(V[0] & 0xffff);
    for (unsigned L = 1; L < WarpSize; ++L)
      if (unsigned(V[L] & 0xffff) != V0) {
        warnOnce(DiagId::ExecUndefinedResult, Pc, W, L,
                 std::string(Names[K]) + " differs between the threads of the warp (PTX ISA 9.0 "
                 "9.7.14.5.14: all threads must execute the same mma; the executor uses lane 0's)");
        break;
      }
    // Valid values (Table 37): byte-id 0..3 (1X), 0 or 2 (2X), 0 (4X);
    // thread-id-a 0..1, thread-id-b 0..3.
    unsigned Mask = K % 2 ? (K == 1 ? 1 : 3) : VecLog == 0 ? 3 : VecLog == 1 ? 2 : 0;
    if (V0 & ~Mask)
      warnOnce(DiagId::ExecUndefinedResult, Pc, W, 0,
               std::string(Names[K]) + " " + std::to_string(V0) +
                   " is not valid for this .scale_vec_size (PTX ISA 9.0 9.7.14.3, Table 37; "
                   "the executor uses " + std::to_string(V0 & Mask) + ")");
    Sel[K] = V0 & Mask;
  }
  const uint64_t *DA = Fr.reg(S[1]), *DB = Fr.reg(S[4]);
  auto Val = [&](uint64_t Word, unsigned Byte) {
    uint64_t Bits = (Word >> (8 * Byte)) & 0xff; // a ue4m3 byte's bit 7 is padding
    return std::bit_cast<double>(fp::toF64(SF, Bits));
  };
  SFA.assign(16 * Vec, 0.0);
  SFB.assign(Vec * 8, 0.0);
  for (unsigned R = 0; R < 16; ++R)
    for (unsigned J = 0; J < Vec; ++J)
      SFA[R * Vec + J] = Val(DA[4 * (R % 8) + 2 * Sel[1] + R / 8], Sel[0] + J);
  for (unsigned Cc = 0; Cc < 8; ++Cc)
    for (unsigned J = 0; J < Vec; ++J)
      SFB[J * 8 + Cc] = Val(DB[4 * Cc + Sel[3]], Sel[2] + J);
}

/// wmma (PTX ISA 8.5 9.7.15.3). The fragments' contents are unspecified by
/// PTX ("hold unspecified fragments of the corresponding matrices"), so the
/// executor uses its own layout: fragment slot s = lane * PerLane + j (j
/// counts elements from the low bits of the first register) holds element
/// s mod (rows * cols) of the matrix in row-major order. wmma.load/store
/// translate between that and memory in the instruction's layout; as the
/// spec requires, the layouts given to wmma.mma must match the loads.
ExecStatus Machine::execWmma(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc) {
  const uint32_t *X = P.Extra.data() + I.ExtraBegin;
  unsigned Mm = (I.Sub & 7) * 8, Nn = ((I.Sub >> 3) & 7) * 8, Kk = I.VecN;
  auto ElemBits = [](Ty T) { return T == Ty::TF32 ? 32u : tyBits(T); };
  struct FragInfo {
    unsigned Rows, Cols, Bits, NRegs, PerReg, PerLane;
  };
  auto Info = [&](char Which, Ty T, unsigned NRegs) {
    FragInfo F;
    F.Rows = Which == 'a' ? Mm : Which == 'b' ? Kk : Mm;
    F.Cols = Which == 'a' ? Kk : Nn;
    F.Bits = ElemBits(T);
    F.NRegs = NRegs;
    F.PerReg = F.Bits >= 32 ? 1 : 32 / F.Bits;
    F.PerLane = NRegs * F.PerReg;
    return F;
  };
  auto Get = [&](const uint32_t *Regs, const FragInfo &F, unsigned Slot) {
    unsigned L = Slot / F.PerLane, J = Slot % F.PerLane;
    uint64_t R = Fr.reg(Regs[J / F.PerReg])[L];
    return F.PerReg == 1 ? R & bitsMask(F.Bits) : (R >> ((J % F.PerReg) * F.Bits)) & bitsMask(F.Bits);
  };
  auto Put = [&](const uint32_t *Regs, const FragInfo &F, unsigned Slot, uint64_t V) {
    unsigned L = Slot / F.PerLane, J = Slot % F.PerLane;
    uint64_t &R = Fr.reg(Regs[J / F.PerReg])[L];
    if (F.PerReg == 1) {
      R = V;
      return;
    }
    unsigned Sh = (J % F.PerReg) * F.Bits;
    R = (R & ~(bitsMask(F.Bits) << Sh) & 0xffffffffu) | ((V & bitsMask(F.Bits)) << Sh);
  };
  if (I.Opc == Op::WmmaLoad || I.Opc == Op::WmmaStore) {
    char Which = char(I.Sub2);
    const uint32_t *Regs = X + 1;
    FragInfo F = Info(Which, I.T, X[0]);
    if (F.PerLane * WarpSize < F.Rows * F.Cols) {
      fault(DiagId::ExecUnsupported, Pc, W, 0, "wmma fragment of this size");
      return ExecStatus::Fault;
    }
    bool Col = I.Flags & F_ColB;
    uint64_t Stride = I.Src[0] != NoSlot ? (Fr.reg(I.Src[0])[0] & 0xffffffffu)
                                         : (Col ? F.Rows : F.Cols);
    uint64_t Base = I.A.at(I.A.Base != NoSlot ? Fr.reg(I.A.Base)[0] : 0);
    unsigned EB = F.Bits / 8;
    unsigned Total = F.PerLane * WarpSize, Elems = F.Rows * F.Cols;
    bool St = I.Opc == Op::WmmaStore;
    if (F.Bits < 8) {
      // Sub-byte elements (s4/u4/b1, loads only): element i of a row (or
      // column) is at bit offset i * Bits, low bits first.
      for (unsigned S = 0; S < Total; ++S) {
        unsigned E = S % Elems, R = E / F.Cols, C = E % F.Cols;
        uint64_t Bit = (Col ? C * Stride + R : R * Stride + C) * F.Bits;
        uint8_t *Init = nullptr;
        uint8_t *Mem = resolve(W, Fr, 0, I.Sp, Base + Bit / 8, 1, false, Pc, Init);
        if (!Mem)
          return ExecStatus::Fault;
        if (Init && !*Init)
          warnOnce(DiagId::ExecUninitializedRead, Pc, W, 0, "memory (wmma.load)");
        Put(Regs, F, S, (*Mem >> (Bit % 8)) & bitsMask(F.Bits));
      }
      for (unsigned K = 0; K < F.NRegs; ++K)
        Fr.W[Regs[K]] = ~0u;
      return ExecStatus::Next;
    }
    for (unsigned S = 0; S < (St ? Elems : Total); ++S) {
      unsigned E = S % Elems, R = E / F.Cols, C = E % F.Cols;
      uint64_t A = Base + (Col ? C * Stride + R : R * Stride + C) * EB;
      uint8_t *Init = nullptr;
      uint8_t *Mem = resolve(W, Fr, 0, I.Sp, A, EB, St, Pc, Init);
      if (!Mem)
        return ExecStatus::Fault;
      uint64_t V = 0;
      if (St) {
        V = Get(Regs, F, S);
        std::memcpy(Mem, &V, EB);
        if (Init)
          std::memset(Init, 1, EB);
      } else {
        if (Init && std::memchr(Init, 0, EB))
          warnOnce(DiagId::ExecUninitializedRead, Pc, W, 0, "memory (wmma.load)");
        std::memcpy(&V, Mem, EB);
        Put(Regs, F, S, V);
      }
    }
    if (!St)
      for (unsigned K = 0; K < F.NRegs; ++K)
        Fr.W[Regs[K]] = ~0u;
    return ExecStatus::Next;
  }
  // wmma.mma: D = A * B + C on the logical matrices.
  const uint32_t *DRegs = X + 1, *ARegs = DRegs + X[0] + 1;
  const uint32_t *BRegs = ARegs + ARegs[-1] + 1, *CRegs = BRegs + BRegs[-1] + 1;
  Ty AT = I.T2, CT = Ty(I.Sub2), DT = I.T;
  FragInfo FA = Info('a', AT, ARegs[-1]), FB = Info('b', AT, BRegs[-1]);
  FragInfo FC = Info('c', CT, CRegs[-1]), FD = Info('c', DT, X[0]);
  if (FA.PerLane * WarpSize < Mm * Kk || FB.PerLane * WarpSize < Kk * Nn ||
      FC.PerLane * WarpSize < Mm * Nn || FD.PerLane * WarpSize < Mm * Nn) {
    fault(DiagId::ExecUnsupported, Pc, W, 0, "wmma.mma with these fragment sizes");
    return ExecStatus::Fault;
  }
  bool Int = AT == Ty::S8 || AT == Ty::U8 || AT == Ty::S4 || AT == Ty::U4 || AT == Ty::B1;
  bool SignedA = AT == Ty::S8 || AT == Ty::S4;
  std::vector<uint64_t> D(Mm * Nn);
  for (unsigned R = 0; R < Mm; ++R)
    for (unsigned C = 0; C < Nn; ++C) {
      uint64_t Cv = Get(CRegs, FC, R * Nn + C);
      if (Int) {
        int64_t Acc = sext(Cv, 32);
        for (unsigned K = 0; K < Kk; ++K) {
          uint64_t Av = Get(ARegs, FA, R * Kk + K), Bv = Get(BRegs, FB, K * Nn + C);
          if (AT == Ty::B1) // .xor.popc / .and.popc: count the bits of a OP b
            Acc += I.Target == 1 ? int64_t(Av ^ Bv) : int64_t(Av & Bv);
          else
            Acc += (SignedA ? sext(Av, FA.Bits) : int64_t(Av)) *
                   (SignedA ? sext(Bv, FB.Bits) : int64_t(Bv));
        }
        if (I.Flags & F_Sat)
          Acc = std::clamp<int64_t>(Acc, INT32_MIN, INT32_MAX);
        D[R * Nn + C] = uint64_t(Acc) & 0xffffffffu;
        continue;
      }
      if (AT == Ty::F64) {
        // .f64 (PTX ISA 8.5 9.7.15.3): as for mma.f64, a chain of fused
        // multiply-adds in k order with the instruction's rounding mode.
        uint64_t Acc = Cv;
        for (unsigned K = 0; K < Kk; ++K)
          Acc = fp::fma64(Get(ARegs, FA, R * Kk + K), Get(BRegs, FB, K * Nn + C), Acc,
                          fp::Rnd(I.Rnd));
        D[R * Nn + C] = Acc;
        continue;
      }
      // f16/bf16/tf32: the --tensor-core accumulation model (TensorCore.h).
      uint64_t Av[64], Bv[64];
      for (unsigned K = 0; K < Kk; ++K) {
        Av[K] = Get(ARegs, FA, R * Kk + K);
        Bv[K] = Get(BRegs, FB, K * Nn + C);
      }
      D[R * Nn + C] = tcDot(Opts.TensorCore, matrixFmt(AT), matrixFmt(AT), Av, Bv, Kk, matrixFmt(CT), Cv,
                            matrixFmt(DT));
    }
  for (unsigned S = 0; S < FD.PerLane * WarpSize; ++S)
    Put(DRegs, FD, S, D[S % (Mm * Nn)]);
  for (unsigned K = 0; K < FD.NRegs; ++K)
    Fr.W[DRegs[K]] = ~0u;
  return ExecStatus::Next;
}

ExecStatus Machine::execMatrix(Warp &W, Frame &Fr, const Instr &I, uint32_t Pc) {
  const uint32_t *X = P.Extra.data() + I.ExtraBegin;
  switch (I.Opc) {
  case Op::Ldmatrix:
  case Op::Stmatrix: { // 9.7.15.4.15-16
    bool St = I.Opc == Op::Stmatrix;
    bool Trans = I.Flags & F_Trans;
    const uint32_t *Regs = X + 1;
    const uint64_t *Base = I.A.Base != NoSlot ? Fr.reg(I.A.Base) : nullptr;
    // Matrix m, row r lives at the address given by lane 8m + r.
    uint8_t *Row[4][8];
    for (unsigned M = 0; M < I.VecN; ++M)
      for (unsigned R = 0; R < 8; ++R) {
        unsigned L = M * 8 + R;
        uint64_t A = I.A.at(Base ? Base[L] : 0);
        uint8_t *Init = nullptr;
        Row[M][R] = resolve(W, Fr, L, I.Sp, A, 16, St, Pc, Init);
        if (!Row[M][R])
          return ExecStatus::Fault;
        if (St)
          std::memset(Init, 1, 16);
        else if (Init && std::memchr(Init, 0, 16))
          warnOnce(DiagId::ExecUninitializedRead, Pc, W, L, "shared memory (ldmatrix row)");
      }
    auto At = [&](unsigned M, unsigned R, unsigned C) { return Row[M][R] + 2 * C; };
    for (unsigned M = 0; M < I.VecN; ++M) {
      uint64_t *Reg = Fr.reg(Regs[M]);
      for (unsigned L = 0; L < WarpSize; ++L) {
        unsigned FR = L / 4, FC = 2 * (L % 4); // fragment row, first column
        for (unsigned H = 0; H < 2; ++H) {
          // Fragment element (FR, FC + H) is memory (FR, FC + H), or with
          // .trans memory (FC + H, FR).
          uint8_t *Mem = Trans ? At(M, FC + H, FR) : At(M, FR, FC + H);
          if (St) {
            uint16_t V = uint16_t(Reg[L] >> (16 * H));
            std::memcpy(Mem, &V, 2);
          } else {
            uint16_t V;
            std::memcpy(&V, Mem, 2);
            Reg[L] = (H ? (Reg[L] & 0xffff) : 0) | (uint64_t(V) << (16 * H));
          }
        }
      }
      if (!St)
        Fr.W[Regs[M]] = ~0u;
    }
    return ExecStatus::Next;
  }
  case Op::Movmatrix: { // 9.7.15.4.17
    const uint64_t *A = Fr.reg(I.Src[0]);
    uint16_t Mat[8][8];
    for (unsigned L = 0; L < WarpSize; ++L)
      for (unsigned H = 0; H < 2; ++H)
        Mat[L / 4][2 * (L % 4) + H] = uint16_t(A[L] >> (16 * H));
    uint64_t *D = Fr.reg(I.Dst);
    for (unsigned L = 0; L < WarpSize; ++L) {
      unsigned R = L / 4, C = 2 * (L % 4);
      D[L] = uint64_t(Mat[C][R]) | (uint64_t(Mat[C + 1][R]) << 16);
    }
    Fr.W[I.Dst] = ~0u;
    return ExecStatus::Next;
  }
  case Op::Mma:
    break;
  case Op::WmmaLoad:
  case Op::WmmaStore:
  case Op::WmmaMma:
    return execWmma(W, Fr, I, Pc);
  default:
    return ExecStatus::Fault;
  }

  MmaShape S = MmaShape(I.Sub);
  unsigned M = 0, N = 0, K = 0;
  dims(S, M, N, K);
  Ty AT = I.T2, BT = Ty(I.Target & 0xff), CT = Ty(I.Sub2), DT = I.T;
  bool Kind8 = I.Target & MI_Kind8, Scaled = I.Target & MI_BlockScale;
  unsigned AB = Kind8 ? 8 : elemBits(AT), BB = Kind8 ? 8 : elemBits(BT);
  const uint32_t *DRegs = X + 1, *ARegs = DRegs + X[0] + 1;
  const uint32_t *BRegs = ARegs + ARegs[-1] + 1, *CRegs = BRegs + BRegs[-1] + 1;
  bool Sparse = I.Target & MI_Sparse;
  if (S == MmaShape::M8N8K4 && AT == Ty::F16)
    return execMmaM8N8K4(Fr, I, DRegs, ARegs, BRegs, CRegs, Opts.TensorCore);
  unsigned NA = M * K / WarpSize / (Sparse ? 2 : 1), NB = K * N / WarpSize, NC = M * N / WarpSize;
  bool Int = isInt8(AT) || AT == Ty::S4 || AT == Ty::U4 || AT == Ty::B1;
  bool AndPopc = I.Target & MI_AndPopc;
  bool F64 = AT == Ty::F64;
  // Gather the operands.
  std::vector<uint64_t> A(M * K), B(K * N), C(M * N);
  for (unsigned L = 0; L < WarpSize; ++L) {
    if (!Sparse)
      for (unsigned E = 0; E < NA; ++E) {
        RC P = aPos(S, AT, L, E);
        A[P.Row * K + P.Col] = elem(Fr, ARegs, L, E, AB);
      }
    for (unsigned E = 0; E < NB; ++E) {
      RC P = Sparse ? spBPos(S, BT, L, E) : bPos(S, BT, L, E);
      B[P.Row * N + P.Col] = elem(Fr, BRegs, L, E, BB);
    }
    for (unsigned E = 0; E < NC; ++E) {
      RC P = cPos(S, L, E);
      C[P.Row * N + P.Col] = elem(Fr, CRegs, L, E, elemBits(CT));
    }
  }
  if (Sparse) {
    // Expand the stored elements of A to the dense M x K matrix (zeros
    // elsewhere) with the metadata of the lanes the selector names
    // (PTX ISA 8.5 9.7.15.5.1).
    // s4/u4 A is sparse in pairs of adjacent elements (4:8, 9.7.15.5.1): the
    // fragments and metadata of m16n8k64 (m16n8k128) are those of 8-bit
    // m16n8k32 (m16n8k64) with a pair of 4-bit elements in place of each
    // byte (the spec's formulas agree; the metadata is given by figures only).
    bool Int4 = AT == Ty::S4 || AT == Ty::U4;
    MmaShape PS = !Int4 ? S : S == MmaShape::M16N8K64 ? MmaShape::M16N8K32 : MmaShape::M16N8K64;
    Ty PT = Int4 ? Ty::S8 : AT;
    unsigned Sel = (I.Target >> MI_SelShift) & 3;
    bool Pair = PS == MmaShape::M16N8K32 || (AT == Ty::TF32 && S == MmaShape::M16N8K16);
    unsigned MaxSel = PS == MmaShape::M16N8K64 ? 0 : Pair ? 1 : 3;
    if (Sel > MaxSel) {
      warnOnce(DiagId::ExecUndefinedResult, Pc, W, 0,
               "sparsity selector " + std::to_string(Sel) + " of this mma.sp shape (must be " +
                   (MaxSel ? "0.." + std::to_string(MaxSel) : std::string("0")) +
                   "; the executor uses " + std::to_string(Sel & MaxSel) + ")");
      Sel &= MaxSel;
    }
    const uint64_t *Meta = Fr.reg(I.Src[0]);
    bool Tf32 = AT == Ty::TF32;
    unsigned CW = Tf32 ? 2 : Int4 ? 8 : 4;
    bool Ordered = I.Target & MI_Ordered;
    for (unsigned L = 0; L < WarpSize; ++L)
      for (unsigned E = 0; E < NA; ++E) {
        SpPos P = spAPos(PS, PT, L, Int4 ? E / 2 : E);
        unsigned ML, MB;
        spMetaPos(PS, PT, Sel, P.Row, P.Chunk, ML, MB);
        unsigned Nib = unsigned(Meta[ML] >> MB) & 0xf;
        unsigned I0 = Nib & 3, I1 = Nib >> 2, Col;
        bool Bad;
        if (Tf32) { // 0b0100: column 0, 0b1110: column 1
          Bad = Nib != 0x4 && Nib != 0xe;
          Col = I0 >> 1;
        } else {
          Bad = I0 == I1 || (Ordered && I0 > I1);
          Col = P.Which ? I1 : I0;
        }
        if (Bad)
          warnOnce(DiagId::ExecUndefinedResult, Pc, W, ML,
                   "mma.sp metadata value " + std::to_string(Nib) + " for row " +
                       std::to_string(P.Row) + ", columns " + std::to_string(P.Chunk * CW) + "-" +
                       std::to_string(P.Chunk * CW + CW - 1) + " of A (bits " + std::to_string(MB) +
                       "-" + std::to_string(MB + 3) + " of lane " + std::to_string(ML) +
                       ") is not a valid " + (Ordered ? "increasing " : "") +
                       "pair of indices (PTX ISA 8.5 9.7.15.5.1)");
        if (Int4) // the index names a pair of 4-bit columns
          Col = 2 * Col + (E & 1);
        A[P.Row * K + P.Chunk * CW + Col] = elem(Fr, ARegs, L, E, AB);
      }
  }
  if (Kind8) {
    // .kind::f8f6f4 / mxf8f6f4 (PTX ISA 9.0 9.7.14.5.14): an e2m1 element is
    // bits 2-5 of its 8-bit container, an e2m3/e3m2 element bits 0-5; the
    // padding bits are ignored.
    auto Unpad = [](std::vector<uint64_t> &V, Ty T) {
      for (uint64_t &E : V)
        E = T == Ty::E2M1 ? (E >> 2) & 0xf : T == Ty::E2M3 || T == Ty::E3M2 ? E & 0x3f : E;
    };
    Unpad(A, AT);
    Unpad(B, BT);
  }
  // Block scaling (9.7.14.3): SF_A[r][j] and SF_B[j][c], j < .scale_vec_size,
  // as exact values (NaN for the NaN encodings).
  std::vector<double> SFA, SFB;
  unsigned Vec = 1;
  if (Scaled)
    execMmaScales(W, Fr, I, Pc, X, SFA, SFB, Vec);
  std::vector<double> ScaleK(Scaled ? K : 0);
  std::vector<uint64_t> D(M * N);
  for (unsigned R = 0; R < M; ++R)
    for (unsigned Cc = 0; Cc < N; ++Cc) {
      if (Int) {
        int64_t Acc = sext(C[R * N + Cc], 32);
        for (unsigned Kk = 0; Kk < K; ++Kk) {
          if (AT == Ty::B1) { // popc of a XOR/AND b, one bit per k
            uint64_t Av = A[R * K + Kk], Bv = B[Kk * N + Cc];
            Acc += int64_t(AndPopc ? Av & Bv : Av ^ Bv);
            continue;
          }
          bool SA = AT == Ty::S8 || AT == Ty::S4, SB = BT == Ty::S8 || BT == Ty::S4;
          int64_t Av = SA ? sext(A[R * K + Kk], AB) : int64_t(A[R * K + Kk]);
          int64_t Bv = SB ? sext(B[Kk * N + Cc], BB) : int64_t(B[Kk * N + Cc]);
          Acc += Av * Bv;
        }
        if (I.Flags & F_Sat)
          Acc = std::clamp<int64_t>(Acc, INT32_MIN, INT32_MAX);
        D[R * N + Cc] = uint64_t(Acc) & 0xffffffffu;
      } else if (F64) {
        uint64_t Acc = C[R * N + Cc];
        for (unsigned Kk = 0; Kk < K; ++Kk)
          Acc = fp::fma64(A[R * K + Kk], B[Kk * N + Cc], Acc, fp::Rnd(I.Rnd));
        D[R * N + Cc] = Acc;
      } else {
        // The --tensor-core accumulation model (TensorCore.h); mma.sp with
        // the dense k index of the expanded A.
        uint64_t Bv[64];
        for (unsigned Kk = 0; Kk < K; ++Kk)
          Bv[Kk] = B[Kk * N + Cc];
        if (Scaled) // column k of A and row k of B lie in block k / (K / Vec)
          for (unsigned Kk = 0; Kk < K; ++Kk)
            ScaleK[Kk] = SFA[R * Vec + Kk / (K / Vec)] * SFB[(Kk / (K / Vec)) * N + Cc];
        D[R * N + Cc] = tcDot(Opts.TensorCore, matrixFmt(AT), matrixFmt(BT), &A[R * K], Bv, K,
                              matrixFmt(CT), C[R * N + Cc], matrixFmt(DT), Sparse, false,
                              Scaled ? ScaleK.data() : nullptr, Kind8 || Scaled);
      }
    }
  // Scatter D.
  unsigned DB = elemBits(DT);
  unsigned PerReg = DB >= 32 ? 1 : 32 / DB;
  for (unsigned K2 = 0; K2 < X[0]; ++K2)
    Fr.W[DRegs[K2]] = ~0u;
  for (unsigned L = 0; L < WarpSize; ++L) {
    for (unsigned K2 = 0; K2 < X[0]; ++K2)
      if (PerReg > 1)
        Fr.reg(DRegs[K2])[L] = 0;
    for (unsigned E = 0; E < NC; ++E) {
      RC P = cPos(S, L, E);
      uint64_t V = D[P.Row * N + P.Col];
      uint64_t &Reg = Fr.reg(DRegs[E / PerReg])[L];
      if (PerReg == 1)
        Reg = V;
      else
        Reg |= (V & bitsMask(DB)) << ((E % PerReg) * DB);
    }
  }
  return ExecStatus::Next;
}
