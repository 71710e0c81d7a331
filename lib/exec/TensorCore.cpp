//===- TensorCore.cpp - floating-point mma accumulation models -----------===//
//
// The exact model adds every product and C in a wide fixed-point accumulator
// and rounds once. The GPU models follow the block-FMA model of Khattak and
// Mikaitis (arXiv 2512.07004; the MATLAB-tensor-core models A100TC, L40STC,
// H100TC and B200TC): the K products are taken in blocks of `Fma` (in k
// order); a block and the running accumulator (C for the first block) are
// aligned to the largest exponent, every term is truncated to `23 + Neab`
// fraction bits below it (one bit more when the largest product's significand
// is >= 2), the truncated terms are added exactly, and the sum is normalised
// and rounded (toward zero, or to nearest-even for f16 results) to the
// accumulator format, which is the C of the next block. The parameters and
// their sources: docs/executor-float.md.
//
//===----------------------------------------------------------------------===//
#include "lib/exec/TensorCore.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>

using namespace ptx;
using namespace ptx::exec;

bool ptx::exec::parseTcModel(llvm::StringRef Name, TcModel &M) {
  if (Name == "exact")
    M = TcModel::Exact;
  else if (Name == "ampere")
    M = TcModel::Ampere;
  else if (Name == "hopper")
    M = TcModel::Hopper;
  else if (Name == "blackwell")
    M = TcModel::Blackwell;
  else
    return false;
  return true;
}

llvm::StringRef ptx::exec::tcModelName(TcModel M) {
  switch (M) {
  case TcModel::Exact: return "exact";
  case TcModel::Ampere: return "ampere";
  case TcModel::Hopper: return "hopper";
  case TcModel::Blackwell: return "blackwell";
  }
  return "exact";
}

TcModel ptx::exec::defaultTcModel(unsigned Sm) {
  return Sm >= 100 ? TcModel::Blackwell : TcModel::Hopper;
}

namespace {

double value(fp::Fmt F, uint64_t V) {
  if (F == fp::Fmt::TF32) // the low 13 bits of a .tf32 operand are not used
    V &= 0xffffe000u;
  return std::bit_cast<double>(fp::toF64(F, V));
}

/// The exact sum of f64 terms (products of f16/bf16/tf32/fp8 elements, which
/// f64 holds exactly, and f32/f16 accumulators), rounded once. The value is
/// kept as a 768-bit two's-complement fixed-point number with its LSB at
/// 2^-400: every such term and any sum of up to 2^40 of them fit, so the sum
/// is independent of the order of the additions.
class ExactSum {
  static constexpr unsigned NL = 12;
  static constexpr int Lsb = -400;
  uint64_t L[NL] = {};
  bool AllNegZero = true;

  void addShifted(uint64_t Mant, unsigned Sh, bool Neg) {
    unsigned Limb = Sh / 64, Off = Sh % 64;
    uint64_t Part[3] = {Mant << Off, Off ? Mant >> (64 - Off) : 0, 0};
    uint64_t Carry = 0;
    for (unsigned K = Limb; K < NL; ++K) {
      uint64_t V = K - Limb < 3 ? Part[K - Limb] : 0;
      if (!V && !Carry && K - Limb >= 2)
        break;
      if (!Neg) {
        unsigned __int128 S = (unsigned __int128)L[K] + V + Carry;
        L[K] = uint64_t(S);
        Carry = uint64_t(S >> 64);
      } else {
        unsigned __int128 S = (unsigned __int128)L[K] - V - Carry;
        L[K] = uint64_t(S);
        Carry = (S >> 64) ? 1 : 0;
      }
    }
  }

public:
  /// Adds a finite term.
  void add(double X) {
    uint64_t B = std::bit_cast<uint64_t>(X);
    bool Neg = B >> 63;
    if (!(X == 0 && Neg))
      AllNegZero = false;
    if (X == 0)
      return;
    unsigned Exp = unsigned(B >> 52) & 0x7ff;
    uint64_t Mant = (B & ((1ull << 52) - 1)) | (Exp ? 1ull << 52 : 0);
    int E = int(Exp ? Exp : 1) - 1075; // X = Mant * 2^E
    addShifted(Mant, unsigned(E - Lsb), Neg);
  }
  /// Rounds the sum to \p F (F32 or F16) to nearest-even.
  uint64_t round(fp::Fmt F) const {
    uint64_t M[NL];
    std::memcpy(M, L, sizeof(M));
    bool Neg = M[NL - 1] >> 63;
    if (Neg) { // negate: the magnitude
      uint64_t C = 1;
      for (unsigned K = 0; K < NL; ++K) {
        unsigned __int128 S = (unsigned __int128)(~M[K]) + C;
        M[K] = uint64_t(S);
        C = uint64_t(S >> 64);
      }
    }
    int Top = -1;
    for (int K = NL - 1; K >= 0 && Top < 0; --K)
      if (M[K])
        Top = K * 64 + 63 - __builtin_clzll(M[K]);
    if (Top < 0)
      return fp::fromF64(F, std::bit_cast<uint64_t>(AllNegZero ? -0.0 : 0.0));
    auto Bit = [&](int P) { return P >= 0 && ((M[P / 64] >> (P % 64)) & 1); };
    // The top 53 bits, rounded to odd: then one rounding to a format of at
    // most 51 significand bits is the correct rounding of the exact sum.
    int Low = Top - 52;
    uint64_t Sig = 0;
    for (int P = Top; P >= Low; --P)
      Sig = (Sig << 1) | (Bit(P) ? 1 : 0);
    bool Sticky = false;
    for (int P = 0; P < Low && !Sticky; ++P)
      Sticky = Bit(P);
    Sig |= Sticky ? 1 : 0;
    double V = std::ldexp(double(Sig), Low + Lsb);
    return fp::fromF64(F, std::bit_cast<uint64_t>(Neg ? -V : V));
  }
};

/// The parameters of one tensor-core block FMA (docs/executor-float.md).
struct BlockParams {
  unsigned Fma;   ///< products fused per block
  int Neab;       ///< extra alignment bits beyond 23 fraction bits (may be < 0)
  bool Nearest;   ///< round the block sum to nearest-even (else toward zero)
  unsigned Man;   ///< fraction bits of the accumulator
  int Emin, Emax; ///< exponent range of the accumulator
};

/// The smallest exponent of a normal number of input format \p F.
int inputEmin(fp::Fmt F) {
  switch (F) {
  case fp::Fmt::F16: return -14;
  case fp::Fmt::E4M3: return -6;
  case fp::Fmt::E5M2: return -14;
  case fp::Fmt::E2M1: case fp::Fmt::E2M3: return 0;
  case fp::Fmt::E3M2: return -2;
  default: return -126; // bf16, tf32
  }
}

/// fp8, and the fp6/fp4 elements of the .kind forms, which the models
/// treat as fp8 (docs/executor-float.md).
bool isFp8(fp::Fmt F) {
  return F == fp::Fmt::E4M3 || F == fp::Fmt::E5M2 || F == fp::Fmt::E3M2 || F == fp::Fmt::E2M3 ||
         F == fp::Fmt::E2M1;
}

/// Model parameters for inputs \p FA and an accumulator of format \p FD.
/// \p F32ThenF16 is set where the model accumulates in f32 and only the
/// final result is converted to f16.
BlockParams params(TcModel M, fp::Fmt FA, fp::Fmt FD, bool Warpgroup, bool &F32ThenF16) {
  bool Fp8 = isFp8(FA), Tf32 = FA == fp::Fmt::TF32;
  bool OutF16 = FD == fp::Fmt::F16;
  F32ThenF16 = false;
  BlockParams P{16, 2, OutF16, 23, -126, 127};
  switch (M) {
  case TcModel::Ampere: // A100TC; fp8 (sm_89 only): L40STC
    P.Fma = Fp8 ? 16 : Tf32 ? 4 : 8;
    P.Neab = Fp8 ? -10 : 1;
    break;
  case TcModel::Hopper: // H100TC
    P.Fma = Fp8 ? 32 : Tf32 ? 8 : 16;
    // fp8: wgmma keeps the H100TC model (13-bit accumulator); fp8 mma.sync
    // is hopperFp8Mma below.
    P.Neab = Fp8 && Warpgroup ? -10 : 2;
    break;
  case TcModel::Blackwell: // B200TC
    P.Fma = Fp8 ? 32 : Tf32 ? 8 : 16;
    P.Neab = 2;
    if (Fp8 && OutF16) { // B200TC computes fp8 products with an f32 accumulator
      F32ThenF16 = true;
      OutF16 = false;
      P.Nearest = false;
    }
    break;
  case TcModel::Exact:
    break;
  }
  if (OutF16) {
    P.Man = 10;
    P.Emin = -14;
    P.Emax = 15;
  } else if (P.Neab < 0) {
    // A negative alignment width also narrows the f32 accumulator (the
    // models' e8m13 accumulator of fp8 products).
    P.Man = unsigned(23 + P.Neab);
  }
  return P;
}

/// A term of a block: |value| = Sig * 2^(Exp - 23).
struct Term {
  int Exp;
  uint64_t Sig;
  bool Neg;
};

/// Rounds Mag * 2^Scale (sign \p Neg) to the accumulator of \p P.
double roundAcc(const BlockParams &P, uint64_t Mag, int Scale, bool Neg) {
  int Msb = 63 - __builtin_clzll(Mag);
  int E = Msb + Scale;
  int Q = std::max(E, P.Emin) - int(P.Man); // exponent of the result's ulp
  uint64_t Keep = Mag;
  if (Q > Scale) {
    unsigned Sh = unsigned(Q - Scale);
    unsigned __int128 M = Mag;
    Keep = Sh >= 64 ? 0 : Mag >> Sh;
    if (P.Nearest) {
      unsigned __int128 Rem = Sh >= 100 ? M : M & (((unsigned __int128)1 << Sh) - 1);
      if (Sh <= 100) {
        unsigned __int128 Half = (unsigned __int128)1 << (Sh - 1);
        if (Rem > Half || (Rem == Half && (Keep & 1)))
          ++Keep;
      }
    }
  } else {
    Q = Scale;
  }
  double R = std::ldexp(double(Keep), Q);
  if (R >= std::ldexp(1.0, P.Emax + 1))
    R = HUGE_VAL; // the models give infinity on overflow
  return Neg ? -R : R;
}

/// One block FMA: C plus the products A[k] * B[k], k < N (the MATLAB
/// models' Generic_BFMA_TC). \p Scale (block-scaled mma): product k is
/// A[k] * B[k] * Scale[k], the scale's significand multiplied into the
/// product's and its exponent added to the product's.
double blockFma(const BlockParams &P, fp::Fmt FA, fp::Fmt FB, const uint64_t *A,
                const uint64_t *B, unsigned N, double C, const double *Scale = nullptr) {
  if (!std::isfinite(C)) // an accumulator that overflowed stays infinite
    return C;
  Term T[65];
  unsigned NT = 0;
  int MaxPE = INT32_MIN;
  double MaxPS = 0; // the largest significand product with exponent MaxPE
  int EminA = inputEmin(FA), EminB = inputEmin(FB);
  for (unsigned K = 0; K < N; ++K) {
    double Va = value(FA, A[K]), Vb = value(FB, B[K]);
    if (Va == 0 || Vb == 0)
      continue;
    // Input exponents (subnormals: the format's emin) and significands.
    int Ea = std::max(std::ilogb(Va), EminA), Eb = std::max(std::ilogb(Vb), EminB);
    double Sa = std::ldexp(std::fabs(Va), -Ea), Sb = std::ldexp(std::fabs(Vb), -Eb);
    double Ps = Sa * Sb; // in (0, 4), at most 20 fraction bits: exact
    int Pe = Ea + Eb;
    if (Scale) { // a finite non-zero power of two (ue8m0) or ue4m3 product
      int Es;
      double Ss = std::frexp(Scale[K], &Es); // in [0.5, 1)
      if (Ss == 0)
        continue;
      Ps *= 2 * Ss; // in (0, 8), at most 12 fraction bits: exact
      Pe += Es - 1;
    }
    if (Pe > MaxPE) {
      MaxPE = Pe;
      MaxPS = Ps;
    } else if (Pe == MaxPE) {
      MaxPS = std::max(MaxPS, Ps);
    }
    uint64_t Sig = uint64_t(std::ldexp(Ps, 23));
    for (double Q = Ps; Q >= 2; Q /= 2) { // normalise: the low bits are zero for these formats
      Sig >>= 1;
      ++Pe;
    }
    T[NT++] = Term{Pe, Sig, (Va < 0) != (Vb < 0)};
  }
  if (NT == 0 && C == 0)
    return 0.0;
  bool HaveProducts = NT != 0;
  int ExpC = 0;
  if (C != 0) {
    double Mag = std::fabs(C);
    ExpC = Mag < 0x1p-126 ? -126 : std::ilogb(Mag); // f32 subnormal: emin
    T[NT++] = Term{ExpC, uint64_t(std::ldexp(Mag, 23 - ExpC)), C < 0};
  }
  // One extra bit when the products are aligned to a product exponent
  // Ea + Eb whose significand product is >= 2 (the MATLAB models' spcFlag).
  bool Extra = HaveProducts && (C == 0 || MaxPE >= ExpC) && MaxPS >= 2;
  int Neab = P.Neab + (Extra ? 1 : 0);
  int E = INT32_MIN;
  for (unsigned I = 0; I < NT; ++I)
    E = std::max(E, T[I].Exp);
  int64_t S = 0;
  for (unsigned I = 0; I < NT; ++I) {
    int R = (E - T[I].Exp) - Neab; // right shift: truncation toward zero
    uint64_t Al = R <= 0 ? T[I].Sig << -R : R >= 64 ? 0 : T[I].Sig >> R;
    S += T[I].Neg ? -int64_t(Al) : int64_t(Al);
  }
  if (S == 0)
    return 0.0;
  bool Neg = S < 0;
  return roundAcc(P, Neg ? uint64_t(-S) : uint64_t(S), E - 23 - Neab, Neg);
}

} // namespace

namespace {

/// fp8 mma.sync (m16n8k32, m16n8k16 from PTX ISA 8.7, and mma.sp m16n8k64)
/// on Hopper.
/// sm_90 has no fp8 mma.sync instruction: ptxas unpacks the elements to f16
/// (exactly) and issues two HMMAs (HMMA.16816 for k32, k16 steps for
/// k16), the first over the k with k % 4 in {0, 1} from a zero accumulator,
/// the second over the others onto the first's result, then adds C with
/// FADD (f32 D) or HADD2 (f16 D), rounding to nearest (ptxas 13.0 SASS;
/// the results match an H200, docs/executor-float.md).
uint64_t hopperFp8Mma(fp::Fmt FA, fp::Fmt FB, const uint64_t *A, const uint64_t *B, unsigned K,
                      double Cv, fp::Fmt FD) {
  uint64_t HA[2][32], HB[2][32];
  unsigned N[2] = {0, 0};
  for (unsigned Kk = 0; Kk < K; ++Kk) {
    // mma.sp (dense k64, 32 stored elements): two HMMA.SP, split by k % 8.
    unsigned Blk = K == 64 ? (Kk % 8) >= 4 : (Kk % 4) >= 2;
    HA[Blk][N[Blk]] = fp::cvtF2F(fp::Fmt::F16, FA, A[Kk], fp::CvtOpts{});
    HB[Blk][N[Blk]++] = fp::cvtF2F(fp::Fmt::F16, FB, B[Kk], fp::CvtOpts{});
  }
  bool F32ThenF16;
  BlockParams P = params(TcModel::Hopper, fp::Fmt::F16, FD, false, F32ThenF16);
  double Acc = blockFma(P, fp::Fmt::F16, fp::Fmt::F16, HA[0], HB[0], N[0], 0.0);
  if (N[1])
    Acc = blockFma(P, fp::Fmt::F16, fp::Fmt::F16, HA[1], HB[1], N[1], Acc);
  uint64_t AccBits = fp::fromF64(FD, std::bit_cast<uint64_t>(Acc)); // exact
  uint64_t CBits = fp::fromF64(FD, std::bit_cast<uint64_t>(Cv));    // C is of D's type
  if (FD == fp::Fmt::F16)
    return fp::addH(fp::Fmt::F16, uint16_t(AccBits), uint16_t(CBits));
  return fp::add32(uint32_t(AccBits), uint32_t(CBits));
}

} // namespace

uint64_t ptx::exec::tcDot(TcModel M, fp::Fmt FA, fp::Fmt FB, const uint64_t *A,
                          const uint64_t *B, unsigned K, fp::Fmt FC, uint64_t C, fp::Fmt FD,
                          bool Sparse, bool Warpgroup, const double *Scale, bool Kind) {
  // Infinities and NaNs, the same in every model: a NaN term or infinities
  // of both signs give the canonical NaN, else an infinite term wins.
  double Cv = value(FC, C);
  bool NaN = std::isnan(Cv), PosInf = Cv == HUGE_VAL, NegInf = Cv == -HUGE_VAL;
  for (unsigned Kk = 0; Kk < K; ++Kk) {
    double P = value(FA, A[Kk]) * value(FB, B[Kk]); // exact; inf * 0 is NaN
    if (Scale)
      P *= Scale[Kk]; // exact (at most 16 significant bits, |exponent| < 300)
    NaN |= std::isnan(P);
    PosInf |= P == HUGE_VAL;
    NegInf |= P == -HUGE_VAL;
  }
  if (NaN || (PosInf && NegInf))
    return fp::canonicalNaN(FD); // f32 0x7FFFFFFF, f16 0x7FFF
  if (PosInf || NegInf)
    return fp::fromF64(FD, std::bit_cast<uint64_t>(PosInf ? HUGE_VAL : -HUGE_VAL));

  if (M == TcModel::Exact) {
    ExactSum Acc;
    Acc.add(Cv);
    for (unsigned Kk = 0; Kk < K; ++Kk)
      Acc.add(value(FA, A[Kk]) * value(FB, B[Kk]) * (Scale ? Scale[Kk] : 1.0));
    return Acc.round(FD);
  }
  if (M == TcModel::Hopper && isFp8(FA) && !Warpgroup && !Kind &&
      (Sparse ? K == 64 : (K == 32 || K == 16)))
    return hopperFp8Mma(FA, FB, A, B, K, Cv, FD);
  bool F32ThenF16;
  BlockParams P = params(M, FA, FD, Warpgroup, F32ThenF16);
  // A 2:4 (tf32: 1:2) sparse operand holds Fma stored elements in every 2*Fma
  // dense columns: the blocks are those of the stored elements.
  unsigned Step = std::min(64u, P.Fma * (Sparse ? 2 : 1));
  double Acc = Cv;
  for (unsigned K0 = 0; K0 < K; K0 += Step)
    Acc = blockFma(P, FA, FB, A + K0, B + K0, std::min(Step, K - K0), Acc,
                   Scale ? Scale + K0 : nullptr);
  // Acc is a value of the accumulator format (or infinity): exact in f64;
  // fromF64 rounds to nearest only in the f32-then-f16 case.
  return fp::fromF64(FD, std::bit_cast<uint64_t>(Acc));
}
