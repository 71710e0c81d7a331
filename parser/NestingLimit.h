//===- NestingLimit.h - bound the depth of the syntax tree ------*- C++ -*-===//
//
// The grammar accepts arbitrarily deep `{}` blocks and expressions, and the
// later stages walk the tree recursively. So that hostile or corrupted input
// ("((((...", 100,000 nested blocks, "1+1+...+1") gets a diagnostic instead
// of a stack overflow, the parser cuts every subtree deeper than a fixed
// limit after parsing, iteratively, and reports where (nesting-too-deep).
// Compiler output stays far below the limit (nvcc nests blocks a few deep).
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_PARSER_NESTINGLIMIT_H
#define PTXLINT_PARSER_NESTINGLIMIT_H

#include "parser/AST.h"

namespace ptx {

class DiagnosticEngine;

/// Deepest `{}` block nesting and expression nesting kept in the tree (a
/// chain `1+1+...` of N terms is N levels deep).
constexpr unsigned MaxBlockDepth = 256;
constexpr unsigned MaxExprDepth = 1024;

/// Cuts blocks and expressions of \p M nested deeper than the limits: a
/// block at the limit loses its nested blocks' contents, an expression node
/// at the limit becomes the integer 0. Reports one nesting-too-deep error per
/// cut tree. Returns true when nothing was cut.
bool limitNesting(Module &M, DiagnosticEngine &Diags, unsigned MaxBlocks = MaxBlockDepth,
                  unsigned MaxExprs = MaxExprDepth);

} // namespace ptx

#endif
