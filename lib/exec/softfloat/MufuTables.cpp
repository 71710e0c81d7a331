//===- MufuTables.cpp - measured MUFU.EX2/RSQ/RCP/SQRT results -------------===//
//
// ex2, rsqrt, rcp and sqrt .approx.f32 (and div.approx/div.full through
// rcp) run on the GPU's MUFU unit, whose tables NVIDIA does not publish. utils/exec/mufu-survey.py recorded on an
// H200 every result over a domain from which all others follow by exact
// scaling (checked on the same GPU):
//  * MUFU.EX2 reads x as fixed point with 23 fraction bits (truncated toward
//    zero); 2^x = 2^i * 2^f with i = trunc(x) and f in (-1, 1), so the
//    2^24 values of f give every result;
//  * MUFU.RSQ of m * 4^n is rsqrt(m) * 2^-n and MUFU.SQRT sqrt(m) * 2^n,
//    so the 2^24 f32 values of m in [1, 4) give every result;
//  * MUFU.RCP of m * 2^n is rcp(m) * 2^-n: the 2^23 values of m in [1, 2).
// Each table holds, per input, the hardware result minus the correctly
// rounded f32 result, in ulps (-2..1, two bits each, zlib-compressed;
// 150-350 KB each). docs/executor-float.md has the measurements.
//
//===----------------------------------------------------------------------===//
#include "lib/exec/softfloat/Internal.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Compression.h"
#include "llvm/Support/Error.h"

#include <cmath>
#include <mutex>

extern "C" const char ptxlint_mufu_ex2_h200[], ptxlint_mufu_ex2_h200_end[];
extern "C" const char ptxlint_mufu_rsqrt_h200[], ptxlint_mufu_rsqrt_h200_end[];
extern "C" const char ptxlint_mufu_rcp_h200[], ptxlint_mufu_rcp_h200_end[];
extern "C" const char ptxlint_mufu_sqrt_h200[], ptxlint_mufu_sqrt_h200_end[];

namespace ptx::exec::fp::detail {

namespace {

enum Unit { Ex2, Rsqrt, Rcp, Sqrt };

struct Table {
  llvm::SmallVector<char, 0> Bits; ///< 2 bits per entry; empty if unusable
  int delta(size_t I) const {
    return int((uint8_t(Bits[I >> 2]) >> (2 * (I & 3))) & 3) - 2;
  }
};

const Table &table(Unit U) {
  static Table T[4];
  static std::once_flag Once[4];
  std::call_once(Once[U], [&] {
    static const char *const Begin[4] = {ptxlint_mufu_ex2_h200, ptxlint_mufu_rsqrt_h200,
                                         ptxlint_mufu_rcp_h200, ptxlint_mufu_sqrt_h200};
    static const char *const End[4] = {ptxlint_mufu_ex2_h200_end, ptxlint_mufu_rsqrt_h200_end,
                                       ptxlint_mufu_rcp_h200_end, ptxlint_mufu_sqrt_h200_end};
    size_t Entries = U == Rcp ? size_t(1) << 23 : size_t(1) << 24;
    if (!llvm::zlib::isAvailable())
      return;
    llvm::SmallVector<char, 0> Out;
    if (llvm::Error Err = llvm::zlib::uncompress(
            llvm::StringRef(Begin[U], size_t(End[U] - Begin[U])), Out, Entries / 4)) {
      llvm::consumeError(std::move(Err)); // the rounded value stands in
      return;
    }
    if (Out.size() == Entries / 4)
      T[U].Bits = std::move(Out);
  });
  return T[U];
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

} // namespace ptx::exec::fp::detail
