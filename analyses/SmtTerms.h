//===- SmtTerms.h - small SMT-LIB2 bit-vector term builders ----*- C++ -*-===//
//
// Shared by the ThreadFormula encoders (ThreadFormula.cpp, the callee
// values of ThreadFormulaCallee.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSES_SMTTERMS_H
#define PTXLINT_ANALYSES_SMTTERMS_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace ptx {
namespace smtterms {

/// Zero-extends or truncates a bit-vector term from \p From to \p To bits.
inline std::string adapt(const std::string &T, unsigned From, unsigned To) {
  if (From == To)
    return T;
  if (From > To)
    return "((_ extract " + std::to_string(To - 1) + " 0) " + T + ")";
  return "((_ zero_extend " + std::to_string(To - From) + ") " + T + ")";
}

inline std::string extend(const std::string &T, unsigned From, unsigned To, bool Signed) {
  if (To <= From)
    return adapt(T, From, To);
  return std::string("((_ ") + (Signed ? "sign_extend " : "zero_extend ") +
         std::to_string(To - From) + ") " + T + ")";
}

inline std::string app(llvm::StringRef Fn, const std::string &A, const std::string &B) {
  std::string S;
  S.reserve(Fn.size() + A.size() + B.size() + 4);
  S += '(';
  S += Fn;
  S += ' ';
  S += A;
  S += ' ';
  S += B;
  S += ')';
  return S;
}

} // namespace smtterms
} // namespace ptx

#endif
