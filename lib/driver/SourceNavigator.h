//===- SourceNavigator.h - what is at a source position ---------*- C++ -*-===//
//
// Editor queries over a parsed module (the language server's hover and
// go-to-definition): the instruction or name at a byte position, the
// declaration a name refers to under PTX's scoping (nested {} blocks,
// function parameters, module scope; labels are scoped to their block), and
// a short description of an instruction from the ISA table.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_DRIVER_SOURCENAVIGATOR_H
#define PTXLINT_DRIVER_SOURCENAVIGATOR_H

#include "parser/AST.h"

#include <optional>
#include <string>

namespace ptx {

struct NavResult {
  /// The word or name under the position (the hover's range).
  SrcRange At;
  /// Markdown shown on hover (empty: nothing to show).
  std::string Hover;
  /// Where the name is declared (invalid when unknown or not a name).
  SrcRange Definition;
};

/// Looks up position \p P, a pointer into the buffer \p M was parsed from,
/// which starts at \p BufStart (for line numbers in the hover text).
std::optional<NavResult> navigate(const Module &M, const char *P, const char *BufStart);

/// Markdown describing the ISA table's forms of instruction \p I: those whose
/// modifiers fit I's, with their requirements and spec sections.
std::string describeInstruction(const InstrStmt &I);

} // namespace ptx

#endif
