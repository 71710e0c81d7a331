//===- Target.h - PTX targets as feature sets ------------------*- C++ -*-===//
//
// A target is not just a number (DESIGN.md): sm_90a adds arch-specific
// features that only sm_90a has, sm_100f adds the family-specific features
// of the sm_10x family (sm_100, sm_103; PTX ISA 9.0 Table 56), and sm_101 is
// the old name of sm_110.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_SEMA_TARGET_H
#define PTXLINT_SEMA_TARGET_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace ptx {

struct Target {
  unsigned Sm = 0;   ///< 90 for sm_90a; 0 = unknown
  char Suffix = 0;   ///< 0, 'a' (arch-specific) or 'f' (family-specific)

  bool valid() const { return Sm != 0; }
  /// The architecture family (PTX ISA 9.0 Table 56): 10 for sm_100/sm_103,
  /// 11 for sm_110 (and sm_101, its old name), 12 for sm_120/sm_121.
  unsigned family() const { return (Sm == 101 ? 110 : Sm) / 10; }
  std::string str() const;

  /// Parses "sm_90a", "compute_100f", "sm_80". False if malformed.
  static bool parse(llvm::StringRef Text, Target &T);

  /// Whether code for this target may use a feature that requires the
  /// minimum target sm_\p MinSm.
  bool hasMinSm(unsigned MinSm) const { return Sm >= MinSm; }
  /// Whether this target has the arch- or family-specific feature set named
  /// by \p Req ("sm_90a", "sm_100f"; "sm_101a" also matches sm_110a).
  bool hasSpecific(const Target &Req) const;
  /// Whether this target satisfies any entry of "sm_90a|sm_100f".
  bool hasAnySpecific(llvm::StringRef List) const;
};

/// Whether PTX written for \p Declared can be compiled for the GPU \p Gpu
/// (ptxlint --gpu-name, mirroring ptxas): a plain target runs on itself and
/// every later GPU; sm_XXa only on sm_XXa; sm_XXf on later members of its
/// family with an a or f suffix.
bool compatibleGpu(const Target &Declared, const Target &Gpu);

/// Whether \p T is a target some PTX ISA version defines (.target).
bool isKnownTarget(const Target &T);

/// Whether \p T names a GPU ptxas 13.0 compiles for (sm_75 and later, with
/// the a and f variants where they exist).
bool isKnownGpu(const Target &T);

/// The PTX ISA version that introduced target \p T (PTX ISA 11.1.2 notes),
/// or {0,0} if unknown.
void minPtxForTarget(const Target &T, unsigned &Major, unsigned &Minor);

/// The version the PTX ISA manual gives for \p T, where it is stricter than
/// what ptxas 13.0 accepts (minPtxForTarget).
void specVersionForTarget(const Target &T, unsigned &Major, unsigned &Minor);

} // namespace ptx

#endif
