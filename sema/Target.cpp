//===- Target.cpp - PTX targets as feature sets ---------------------------===//
#include "sema/Target.h"

#include "llvm/ADT/StringExtras.h"

using namespace ptx;

bool Target::parse(llvm::StringRef Text, Target &T) {
  T = Target();
  if (!Text.consume_front("sm_") && !Text.consume_front("compute_"))
    return false;
  if (!Text.empty() && (Text.back() == 'a' || Text.back() == 'f')) {
    T.Suffix = Text.back();
    Text = Text.drop_back();
  }
  if (Text.empty() || Text.getAsInteger(10, T.Sm) || T.Sm == 0) {
    T = Target();
    return false;
  }
  return true;
}

std::string Target::str() const {
  std::string S = "sm_" + std::to_string(Sm);
  if (Suffix)
    S += Suffix;
  return S;
}

/// PTX ISA 9.0 renamed sm_101 to sm_110.
static unsigned canonicalSm(unsigned Sm) { return Sm == 101 ? 110 : Sm; }

bool Target::hasSpecific(const Target &Req) const {
  unsigned Mine = canonicalSm(Sm), Want = canonicalSm(Req.Sm);
  if (Req.Suffix == 'a')
    return Suffix == 'a' && Mine == Want;
  if (Req.Suffix == 'f') {
    // Family features (PTX ISA 9.0 Table 56): every a/f target of the same
    // family at or after the named member; sm_101 is the sm_11x family's
    // sm_110 under its old name.
    return (Suffix == 'a' || Suffix == 'f') && Mine / 10 == Want / 10 && Mine >= Want;
  }
  return Mine >= Want;
}

bool Target::hasAnySpecific(llvm::StringRef List) const {
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  List.split(Parts, '|');
  for (llvm::StringRef P : Parts) {
    Target R;
    if (Target::parse(P, R) && hasSpecific(R))
      return true;
  }
  return false;
}

bool ptx::compatibleGpu(const Target &Declared, const Target &Gpu) {
  if (Declared.Suffix == 'a')
    return Gpu.Suffix == 'a' && canonicalSm(Gpu.Sm) == canonicalSm(Declared.Sm);
  if (Declared.Suffix == 'f')
    return Gpu.hasSpecific(Declared) || (Gpu.Suffix == 0 && Gpu.family() == Declared.family() &&
                                         canonicalSm(Gpu.Sm) >= canonicalSm(Declared.Sm));
  return Gpu.Sm >= Declared.Sm;
}

namespace {
/// Targets ptxas 13.0 knows, and the PTX ISA version each first appeared in
/// (PTX ISA 9.0 section 11.1.2 Target ISA notes and release notes). sm_88 is
/// the exception: the manual says 9.0, ptxas 13.0 accepts it from 7.3 (see
/// specVersionForTarget and docs/ptxas-differences.md).
struct KnownTarget {
  unsigned Sm;
  bool HasA, HasF;
  unsigned PtxMajor, PtxMinor;
};
const KnownTarget KnownTargets[] = {
    {20, false, false, 1, 0}, {30, false, false, 3, 0}, {32, false, false, 4, 0},
    {35, false, false, 3, 1}, {37, false, false, 4, 1}, {50, false, false, 4, 0},
    {52, false, false, 4, 1}, {53, false, false, 4, 2}, {60, false, false, 5, 0},
    {61, false, false, 5, 0}, {62, false, false, 5, 0}, {70, false, false, 6, 0},
    {72, false, false, 6, 1}, {75, false, false, 6, 3}, {80, false, false, 7, 0},
    {86, false, false, 7, 1}, {87, false, false, 7, 4}, {88, false, false, 7, 3},
    {89, false, false, 7, 8}, {90, true, false, 7, 8},  {100, true, true, 8, 6},
    {101, true, true, 8, 6},  {103, true, true, 8, 8},  {110, true, true, 9, 0},
    {120, true, true, 8, 7},  {121, true, true, 8, 8},
};
const KnownTarget *findTarget(const Target &T) {
  for (const KnownTarget &K : KnownTargets)
    if (K.Sm == T.Sm)
      return &K;
  return nullptr;
}
} // namespace

bool ptx::isKnownTarget(const Target &T) {
  const KnownTarget *K = findTarget(T);
  if (!K)
    return false;
  return T.Suffix == 0 || (T.Suffix == 'a' && K->HasA) || (T.Suffix == 'f' && K->HasF);
}

bool ptx::isKnownGpu(const Target &T) {
  return isKnownTarget(T) && T.Sm >= 75 && T.Sm != 101;
}

void ptx::minPtxForTarget(const Target &T, unsigned &Major, unsigned &Minor) {
  Major = Minor = 0;
  if (const KnownTarget *K = findTarget(T)) {
    Major = K->PtxMajor;
    Minor = K->PtxMinor;
    // The a variants arrived with 8.0 for sm_90a, the f variants with 8.8.
    if (T.Suffix == 'a' && T.Sm == 90)
      Major = 8, Minor = 0;
    if (T.Suffix == 'f' && (Major < 8 || (Major == 8 && Minor < 8)))
      Major = 8, Minor = 8;
  }
}

void ptx::specVersionForTarget(const Target &T, unsigned &Major, unsigned &Minor) {
  minPtxForTarget(T, Major, Minor);
  if (T.Sm == 88)
    Major = 9, Minor = 0;
}
