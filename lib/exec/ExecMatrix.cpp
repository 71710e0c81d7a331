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
// f16/bf16/tf32 the spec leaves accumulation order, rounding and subnormal
// handling unspecified; the executor sums the exact products and C exactly
// as far as f64 allows, then rounds once to nearest-even (docs/executor.md).
//
//===----------------------------------------------------------------------===//
#include "lib/exec/Machine.h"
#include "lib/exec/softfloat/SoftFloat.h"

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
  }
  return {0, 0};
}

/// Fragment element \p I of matrix B held by lane \p L.
RC bPos(MmaShape S, Ty T, unsigned L, unsigned I) {
  unsigned G = L >> 2, Tg = L % 4;
  bool Half = T == Ty::F16 || T == Ty::BF16;
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
  }
  return {0, 0};
}

/// Fragment element \p I of the accumulators C and D held by lane \p L.
RC cPos(MmaShape S, unsigned L, unsigned I) {
  unsigned G = L >> 2, Tg = L % 4;
  if (S == MmaShape::M8N8K4 || S == MmaShape::M8N8K16)
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

/// f64 value of a floating-point fragment element.
double toDouble(Ty T, uint64_t V) {
  switch (T) {
  case Ty::F16: return std::bit_cast<double>(fp::toF64(fp::Fmt::F16, V));
  case Ty::BF16: return std::bit_cast<double>(fp::toF64(fp::Fmt::BF16, V));
  case Ty::TF32: // the low 13 bits of a .tf32 operand are not used
    return double(std::bit_cast<float>(uint32_t(V & 0xffffe000u)));
  case Ty::F32: return double(std::bit_cast<float>(uint32_t(V)));
  default: return std::bit_cast<double>(V);
  }
}

} // namespace

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
    uint64_t Base = uint64_t(I.A.Off) + (I.A.Base != NoSlot ? Fr.reg(I.A.Base)[0] : 0);
    unsigned EB = F.Bits / 8;
    unsigned Total = F.PerLane * WarpSize, Elems = F.Rows * F.Cols;
    bool St = I.Opc == Op::WmmaStore;
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
  bool Int = AT == Ty::S8 || AT == Ty::U8;
  std::vector<uint64_t> D(Mm * Nn);
  for (unsigned R = 0; R < Mm; ++R)
    for (unsigned C = 0; C < Nn; ++C) {
      uint64_t Cv = Get(CRegs, FC, R * Nn + C);
      if (Int) {
        int64_t Acc = sext(Cv, 32);
        for (unsigned K = 0; K < Kk; ++K) {
          uint64_t Av = Get(ARegs, FA, R * Kk + K), Bv = Get(BRegs, FB, K * Nn + C);
          Acc += (AT == Ty::S8 ? sext(Av, 8) : int64_t(Av)) * (AT == Ty::S8 ? sext(Bv, 8) : int64_t(Bv));
        }
        if (I.Flags & F_Sat)
          Acc = std::clamp<int64_t>(Acc, INT32_MIN, INT32_MAX);
        D[R * Nn + C] = uint64_t(Acc) & 0xffffffffu;
        continue;
      }
      double Acc = toDouble(CT, Cv);
      for (unsigned K = 0; K < Kk; ++K)
        Acc += toDouble(AT, Get(ARegs, FA, R * Kk + K)) * toDouble(AT, Get(BRegs, FB, K * Nn + C));
      uint64_t Bits = std::bit_cast<uint64_t>(Acc);
      D[R * Nn + C] = DT == Ty::F16 ? fp::fromF64(fp::Fmt::F16, Bits) : fp::fromF64(fp::Fmt::F32, Bits);
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
        uint64_t A = uint64_t(I.A.Off) + (Base ? Base[L] : 0);
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
  Ty AT = I.T2, CT = Ty(I.Sub2), DT = I.T;
  unsigned AB = elemBits(AT);
  const uint32_t *DRegs = X + 1, *ARegs = DRegs + X[0] + 1;
  const uint32_t *BRegs = ARegs + ARegs[-1] + 1, *CRegs = BRegs + BRegs[-1] + 1;
  unsigned NA = M * K / WarpSize, NB = K * N / WarpSize, NC = M * N / WarpSize;
  bool Int = AT == Ty::S8 || AT == Ty::U8;
  bool F64 = AT == Ty::F64;
  // Gather the operands.
  std::vector<uint64_t> A(M * K), B(K * N), C(M * N);
  for (unsigned L = 0; L < WarpSize; ++L) {
    for (unsigned E = 0; E < NA; ++E) {
      RC P = aPos(S, AT, L, E);
      A[P.Row * K + P.Col] = elem(Fr, ARegs, L, E, AB);
    }
    for (unsigned E = 0; E < NB; ++E) {
      RC P = bPos(S, AT, L, E);
      B[P.Row * N + P.Col] = elem(Fr, BRegs, L, E, AB);
    }
    for (unsigned E = 0; E < NC; ++E) {
      RC P = cPos(S, L, E);
      C[P.Row * N + P.Col] = elem(Fr, CRegs, L, E, elemBits(CT));
    }
  }
  std::vector<uint64_t> D(M * N);
  for (unsigned R = 0; R < M; ++R)
    for (unsigned Cc = 0; Cc < N; ++Cc) {
      if (Int) {
        int64_t Acc = sext(C[R * N + Cc], 32);
        for (unsigned Kk = 0; Kk < K; ++Kk) {
          int64_t Av = AT == Ty::S8 ? sext(A[R * K + Kk], 8) : int64_t(A[R * K + Kk]);
          int64_t Bv = AT == Ty::S8 ? sext(B[Kk * N + Cc], 8) : int64_t(B[Kk * N + Cc]);
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
        double Acc = toDouble(CT, C[R * N + Cc]);
        for (unsigned Kk = 0; Kk < K; ++Kk)
          Acc += toDouble(AT, A[R * K + Kk]) * toDouble(AT, B[Kk * N + Cc]);
        uint64_t Bits = std::bit_cast<uint64_t>(Acc);
        D[R * N + Cc] = DT == Ty::F16 ? fp::fromF64(fp::Fmt::F16, Bits)
                                      : fp::fromF64(fp::Fmt::F32, Bits);
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
