//===- Printable.h - show raw input bytes safely in diagnostics -*- C++ -*-===//
//
// PTX is ASCII, but a broken file may hold any byte: Latin-1 in a comment,
// a stray NUL, a binary file given by mistake. Diagnostics quote source text
// in their messages and echo the source line under the location; raw control
// or invalid UTF-8 bytes there would garble a terminal, and JSON/SARIF would
// have to replace them with U+FFFD, losing what the byte was. These helpers
// split text into display units: a printable ASCII character or tab, a whole
// valid UTF-8 sequence (shown as is), or one byte that is neither (shown
// escaped, so the user sees which byte it is).
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_SUPPORT_PRINTABLE_H
#define PTXLINT_SUPPORT_PRINTABLE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/ConvertUTF.h"
#include <string>

namespace ptx {

/// Calls Fn(Raw, Escape) for each display unit of S in order; Escape is true
/// for a single byte that must not be shown raw.
template <typename F> void forEachDisplayUnit(llvm::StringRef S, F &&Fn) {
  const auto *P = reinterpret_cast<const llvm::UTF8 *>(S.data());
  const auto *End = P + S.size();
  while (P < End) {
    unsigned char C = *P;
    if (C < 0x80) {
      bool Ctl = (C < 0x20 && C != '\t') || C == 0x7f;
      Fn(llvm::StringRef(reinterpret_cast<const char *>(P), 1), Ctl);
      ++P;
      continue;
    }
    unsigned N = llvm::getNumBytesForUTF8(C);
    if (N <= static_cast<unsigned>(End - P) && llvm::isLegalUTF8Sequence(P, P + N)) {
      Fn(llvm::StringRef(reinterpret_cast<const char *>(P), N), false);
      P += N;
      continue;
    }
    Fn(llvm::StringRef(reinterpret_cast<const char *>(P), 1), true);
    ++P;
  }
}

/// True when S has a byte forEachDisplayUnit would escape.
inline bool needsEscaping(llvm::StringRef S) {
  bool Any = false;
  forEachDisplayUnit(S, [&](llvm::StringRef, bool Esc) { Any |= Esc; });
  return Any;
}

/// S with every escaped byte written as Open + two hex digits + Close
/// ("\\x" "" gives \xFF; "<" ">" gives <FF> as clang's source echo does).
inline std::string escapeForDisplay(llvm::StringRef S, llvm::StringRef Open,
                                    llvm::StringRef Close) {
  static const char Hex[] = "0123456789ABCDEF";
  std::string Out;
  Out.reserve(S.size());
  forEachDisplayUnit(S, [&](llvm::StringRef Raw, bool Esc) {
    if (!Esc) {
      Out += Raw;
      return;
    }
    unsigned char B = Raw[0];
    Out += Open;
    Out += Hex[B >> 4];
    Out += Hex[B & 15];
    Out += Close;
  });
  return Out;
}

} // namespace ptx

#endif
