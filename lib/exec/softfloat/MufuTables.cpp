//===- MufuTables.cpp - measured MUFU results ------------------------------===//
//
// The .approx instructions run on the GPU's MUFU unit, whose tables NVIDIA
// does not publish. utils/exec/mufu-survey.py and utils/exec/mufu-raw.py
// recorded on an H200 every result over a domain from which all others
// follow (each rule below was checked on the same GPU):
//  * MUFU.EX2 reads x as fixed point with 23 fraction bits (truncated toward
//    zero); 2^x = 2^i * 2^f with i = trunc(x) and f in (-1, 1), so the
//    2^24 values of f give every result;
//  * MUFU.RSQ of m * 4^n is rsqrt(m) * 2^-n and MUFU.SQRT sqrt(m) * 2^n,
//    so the 2^24 f32 values of m in [1, 4) give every result;
//  * MUFU.RCP of m * 2^n is rcp(m) * 2^-n: the 2^23 values of m in [1, 2);
//  * MUFU.RSQ64H and MUFU.RCP64H (the f64 .approx forms) read the upper
//    word only and scale likewise: 2^21 and 2^20 values of the upper word;
//  * MUFU.SIN reads its operand r (revolutions) as fixed point with 25
//    fraction bits, |r| truncated; it has period 1, sin(r + 1/2) = -sin(r),
//    sin(-r) = -sin(r), and MUFU.COS(r) = MUFU.SIN(r + 1/4): the 2^24
//    results for r in [0, 1/2) give every result;
//  * MUFU.TANH returns x for |x| < 2^-8 and +-1 from 16 up; in between it
//    reads the top B mantissa bits (B per binade, kTanhBits): 6.7M results;
//  * MUFU.LG2 of m * 2^e (m in [1, 2)) is T1(m) for e = 0, T½(m) (the
//    result for m / 2) for e = -1, and RZ(e + T1(m)) for e > 0,
//    RZ(e + 1 + T½(m)) for e < -1: the 2^24 results for [0.5, 2).
// The first five tables hold, per input, the hardware result minus the
// correctly rounded one, in ulps (-2..1, two bits each); the sin, tanh and
// lg2 tables hold the result bits as successive differences (int32). All are
// zlib-compressed (20-600 KB each). docs/executor-float.md has the
// measurements.
//
//===----------------------------------------------------------------------===//
#include "lib/exec/softfloat/Internal.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Compression.h"
#include "llvm/Support/Error.h"

#include <cmath>
#include <mutex>
#include <vector>

extern "C" const char ptxlint_mufu_ex2_h200[], ptxlint_mufu_ex2_h200_end[];
extern "C" const char ptxlint_mufu_rsqrt_h200[], ptxlint_mufu_rsqrt_h200_end[];
extern "C" const char ptxlint_mufu_rcp_h200[], ptxlint_mufu_rcp_h200_end[];
extern "C" const char ptxlint_mufu_sqrt_h200[], ptxlint_mufu_sqrt_h200_end[];
extern "C" const char ptxlint_mufu_rsq64h_h200[], ptxlint_mufu_rsq64h_h200_end[];
extern "C" const char ptxlint_mufu_rcp64h_h200[], ptxlint_mufu_rcp64h_h200_end[];
extern "C" const char ptxlint_mufu_sin_h200[], ptxlint_mufu_sin_h200_end[];
extern "C" const char ptxlint_mufu_tanh_h200[], ptxlint_mufu_tanh_h200_end[];
extern "C" const char ptxlint_mufu_lg2_h200[], ptxlint_mufu_lg2_h200_end[];

namespace ptx::exec::fp::detail {

namespace {

enum Unit { Ex2, Rsqrt, Rcp, Sqrt, Rsq64, Rcp64, NumDeltaUnits };

/// Decompresses an embedded table of \p Bytes bytes; empty if zlib is
/// missing or the data is damaged (the callers' fallbacks stand in).
llvm::SmallVector<char, 0> inflate(const char *Begin, const char *End, size_t Bytes) {
  llvm::SmallVector<char, 0> Out;
  if (!llvm::zlib::isAvailable())
    return Out;
  if (llvm::Error Err =
          llvm::zlib::uncompress(llvm::StringRef(Begin, size_t(End - Begin)), Out, Bytes)) {
    llvm::consumeError(std::move(Err));
    Out.clear();
  }
  if (Out.size() != Bytes)
    Out.clear();
  return Out;
}

struct Table {
  llvm::SmallVector<char, 0> Bits; ///< 2 bits per entry; empty if unusable
  int delta(size_t I) const {
    return int((uint8_t(Bits[I >> 2]) >> (2 * (I & 3))) & 3) - 2;
  }
};

const Table &table(Unit U) {
  static Table T[NumDeltaUnits];
  static std::once_flag Once[NumDeltaUnits];
  std::call_once(Once[U], [&] {
    static const char *const Begin[NumDeltaUnits] = {
        ptxlint_mufu_ex2_h200,   ptxlint_mufu_rsqrt_h200,  ptxlint_mufu_rcp_h200,
        ptxlint_mufu_sqrt_h200,  ptxlint_mufu_rsq64h_h200, ptxlint_mufu_rcp64h_h200};
    static const char *const End[NumDeltaUnits] = {
        ptxlint_mufu_ex2_h200_end,   ptxlint_mufu_rsqrt_h200_end,  ptxlint_mufu_rcp_h200_end,
        ptxlint_mufu_sqrt_h200_end,  ptxlint_mufu_rsq64h_h200_end, ptxlint_mufu_rcp64h_h200_end};
    static const size_t Entries[NumDeltaUnits] = {size_t(1) << 24, size_t(1) << 24,
                                                  size_t(1) << 23, size_t(1) << 24,
                                                  size_t(1) << 21, size_t(1) << 20};
    T[U].Bits = inflate(Begin[U], End[U], Entries[U] / 4);
  });
  return T[U];
}

/// The binades 2^-8 .. 2^3 of MUFU.TANH's table and the mantissa bits it
/// reads in each.
constexpr int kTanhBits[12] = {17, 17, 17, 18, 18, 19, 19, 19, 20, 21, 20, 6};

constexpr size_t tanhEntries() {
  size_t N = 0;
  for (int B : kTanhBits)
    N += size_t(1) << B;
  return N;
}

enum WordUnit { SinWords, TanhWords, Lg2Words, NumWordUnits };

/// A table of result words stored as successive differences.
const std::vector<uint32_t> &words(WordUnit U) {
  static std::vector<uint32_t> W[NumWordUnits];
  static std::once_flag Once[NumWordUnits];
  std::call_once(Once[U], [&] {
    static const char *const Begin[NumWordUnits] = {ptxlint_mufu_sin_h200, ptxlint_mufu_tanh_h200,
                                                    ptxlint_mufu_lg2_h200};
    static const char *const End[NumWordUnits] = {
        ptxlint_mufu_sin_h200_end, ptxlint_mufu_tanh_h200_end, ptxlint_mufu_lg2_h200_end};
    size_t N = U == TanhWords ? tanhEntries() : size_t(1) << 24;
    llvm::SmallVector<char, 0> Raw = inflate(Begin[U], End[U], 4 * N);
    if (Raw.empty())
      return;
    W[U].resize(N);
    uint32_t Acc = 0;
    for (size_t I = 0; I != N; ++I) {
      const auto *B = reinterpret_cast<const uint8_t *>(Raw.data() + 4 * I);
      Acc += uint32_t(B[0]) | uint32_t(B[1]) << 8 | uint32_t(B[2]) << 16 | uint32_t(B[3]) << 24;
      W[U][I] = Acc;
    }
  });
  return W[U];
}

/// Adds the measured difference of unit \p U at \p Index to the rounded
/// result \p R.
uint32_t adjust(Unit U, uint32_t R, size_t Index) {
  const Table &T = table(U);
  return T.Bits.empty() ? R : uint32_t(int64_t(R) + T.delta(Index));
}

/// A positive normal f32 as m * 4^N with m in [1, 4): returns m's bits.
uint32_t splitQuarter(uint32_t Mag, int &N) {
  int E = int(Mag >> 23) - 127;          // Mag = 1.f * 2^E
  N = E >= 0 ? E / 2 : -((1 - E) / 2); // floor(E / 2)
  return (Mag & 0x007FFFFFu) | uint32_t(127 + (E - 2 * N)) << 23;
}

/// The f32 bits of \p V rounded to nearest (V finite, positive, normal range).
uint32_t roundF32(double V) { return uint32_t(fromF64(Fmt::F32, bitsF64(V))); }

/// Multiplies the positive normal f32 \p M by 2^E (a zero below the
/// normal range, as the MUFU flushes; infinity above it).
uint32_t scale(uint32_t M, int E) {
  int Ex = int((M >> 23) & 0xFF) + E;
  if (Ex >= 255)
    return 0x7F800000u;
  if (Ex <= 0)
    return 0;
  return (M & 0x807FFFFFu) | (uint32_t(Ex) << 23);
}

} // namespace

uint32_t mufuEx2(uint32_t A) {
  if (isNaN32(A))
    return kNaN32;
  float X = asF32(A);
  if (std::isinf(X))
    return X > 0 ? 0x7F800000u : 0;
  if ((A & 0x7FFFFFFFu) < 0x00800000u) // a subnormal input reads as zero
    X = 0;
  if (X >= 128.0f)
    return 0x7F800000u;
  if (X <= -160.0f)
    return 0;
  int64_t K = int64_t(std::trunc(double(X) * 8388608.0)); // exact: |X| < 2^8
  int64_t I = K / 8388608;                               // toward zero
  int64_t F = K - I * 8388608;                           // in (-2^23, 2^23)
  uint32_t M = roundF32(std::exp2(double(F) / 8388608.0));
  return scale(adjust(Ex2, M, size_t(F + 8388608)), int(I));
}

uint32_t mufuRsqrt(uint32_t A) {
  if (isNaN32(A))
    return kNaN32;
  uint32_t Mag = A & 0x7FFFFFFFu;
  if (Mag < 0x00800000u) // zero and subnormals read as zero
    return (A & 0x80000000u) | 0x7F800000u;
  if (A >> 31)
    return kNaN32;
  if (Mag == 0x7F800000u)
    return 0;
  int N;
  uint32_t MBits = splitQuarter(Mag, N);
  uint32_t R = roundF32(1.0 / std::sqrt(double(asF32(MBits))));
  return scale(adjust(Rsqrt, R, MBits - 0x3F800000u), -N);
}

uint32_t mufuSqrt(uint32_t A) {
  if (isNaN32(A))
    return kNaN32;
  uint32_t Mag = A & 0x7FFFFFFFu;
  if (Mag < 0x00800000u) // zero and subnormals read as zero
    return A & 0x80000000u;
  if (A >> 31)
    return kNaN32;
  if (Mag == 0x7F800000u)
    return 0x7F800000u;
  int N;
  uint32_t MBits = splitQuarter(Mag, N);
  uint32_t R = roundF32(std::sqrt(double(asF32(MBits))));
  return scale(adjust(Sqrt, R, MBits - 0x3F800000u), N);
}

uint32_t mufuRcp(uint32_t A) {
  if (isNaN32(A))
    return kNaN32;
  uint32_t Sign = A & 0x80000000u, Mag = A & 0x7FFFFFFFu;
  if (Mag < 0x00800000u) // zero and subnormals read as zero
    return Sign | 0x7F800000u;
  if (Mag == 0x7F800000u)
    return Sign;
  int E = int(Mag >> 23) - 127;
  uint32_t MBits = (Mag & 0x007FFFFFu) | 0x3F800000u; // in [1, 2)
  uint32_t R = roundF32(1.0 / double(asF32(MBits)));
  return Sign | scale(adjust(Rcp, R, MBits - 0x3F800000u), -E);
}

std::optional<uint32_t> mufuSinCos(uint32_t R, bool Cos) {
  const std::vector<uint32_t> &T = words(SinWords);
  if (T.empty())
    return std::nullopt;
  uint32_t Mag = R & 0x7FFFFFFFu;
  if (Mag >= 0x7F800000u)
    return kNaN32;
  uint32_t Key = 0; // |r| * 2^25 truncated, modulo 2^25 (a subnormal reads as 0)
  if (Mag >= 0x00800000u) {
    uint64_t M = (Mag & 0x007FFFFFu) | 0x00800000u;
    int Shift = int(Mag >> 23) - 150 + 25; // |r| * 2^25 = M * 2^Shift
    if (Shift >= 0 && Shift < 25)
      Key = uint32_t((M << Shift) & 0x1FFFFFFu);
    else if (Shift < 0 && Shift > -25)
      Key = uint32_t(M >> -Shift);
  }
  if (Cos)
    Key = (Key + (1u << 23)) & 0x1FFFFFFu; // cos(r) = sin(r + 1/4)
  uint32_t V = T[Key & 0xFFFFFFu] ^ ((Key >> 24) << 31); // sin(r + 1/2) = -sin(r)
  if (!Cos)
    V ^= R & 0x80000000u; // odd
  return V;
}

std::optional<uint32_t> mufuTanh(uint32_t A) {
  uint32_t Sign = A & 0x80000000u, Mag = A & 0x7FFFFFFFu;
  if (Mag > 0x7F800000u)
    return kNaN32;
  if (Mag >= 0x41800000u) // |x| >= 16, infinities too
    return Sign | 0x3F800000u;
  if (Mag < 0x3B800000u) // |x| < 2^-8, subnormals and zeros too
    return A;
  const std::vector<uint32_t> &T = words(TanhWords);
  if (T.empty())
    return std::nullopt;
  int Binade = int(Mag >> 23) - 127 + 8; // 0 .. 11
  size_t Off = 0;
  for (int I = 0; I < Binade; ++I)
    Off += size_t(1) << kTanhBits[I];
  return Sign | T[Off + ((Mag & 0x007FFFFFu) >> (23 - kTanhBits[Binade]))];
}

std::optional<uint32_t> mufuLg2(uint32_t A) {
  uint32_t Mag = A & 0x7FFFFFFFu;
  if (Mag > 0x7F800000u)
    return kNaN32;
  if (Mag < 0x00800000u) // zeros and subnormals read as zero
    return 0xFF800000u;
  if (A >> 31)
    return kNaN32;
  if (Mag == 0x7F800000u)
    return Mag;
  const std::vector<uint32_t> &T = words(Lg2Words);
  if (T.empty())
    return std::nullopt;
  int E = int(Mag >> 23) - 127;
  uint32_t M = Mag & 0x007FFFFFu;
  if (E == 0)
    return T[(1u << 23) | M];
  if (E == -1)
    return T[M];
  if (E > 0)
    return add32(bitsF32(float(E)), T[(1u << 23) | M], Rnd::RZ);
  return add32(bitsF32(float(E + 1)), T[M], Rnd::RZ);
}

uint32_t mufuRsq64H(uint32_t Hi) {
  int E = int(Hi >> 20) - 1023, Odd = E & 1;
  uint32_t M = Hi & 0x000FFFFFu;
  uint64_t G = uint64_t((Odd ? 0x40000000u : 0x3FF00000u) | M) << 32; // 1.m or 2.m
  uint32_t R = uint32_t(bitsF64(1.0 / std::sqrt(asF64(G))) >> 32);
  R = adjust(Rsq64, R, size_t(Odd) << 20 | M);
  return R - uint32_t((E - Odd) / 2) * 0x00100000u; // * 2^-((E - Odd) / 2)
}

uint32_t mufuRcp64H(uint32_t Hi) {
  int E = int((Hi >> 20) & 0x7FF) - 1023;
  uint32_t M = Hi & 0x000FFFFFu;
  uint32_t R = uint32_t(bitsF64(1.0 / asF64(uint64_t(0x3FF00000u | M) << 32)) >> 32);
  R = adjust(Rcp64, R, M);
  int Ex = int(R >> 20) - E; // R in (0.5, 1]: positive, exponent field < 0x3FF
  if (Ex <= 0)
    return Hi & 0x80000000u; // a subnormal result is flushed
  return (Hi & 0x80000000u) | uint32_t(Ex) << 20 | (R & 0x000FFFFFu);
}

} // namespace ptx::exec::fp::detail
