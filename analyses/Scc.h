//===- Scc.h - strongly connected components of a small graph ---*- C++ -*-===//
//
// Tarjan's algorithm, iteratively (call chains and CFGs may be thousands of
// nodes deep). Used for a function's CFG (FunctionIR: loops) and for the
// module's call graph (ModuleFacts: recursion).
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_ANALYSES_SCC_H
#define PTXLINT_ANALYSES_SCC_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <vector>

namespace ptx {

/// Numbers the strongly connected components of the graph on nodes 0..N-1
/// whose successors \p Succs gives (successors >= N are ignored), in the
/// order Tarjan's algorithm completes them. \p Component gets each node's
/// component; \p OnCycle whether the node lies on a cycle (its component has
/// another node, or it is its own successor). Returns the number of
/// components.
unsigned stronglyConnected(unsigned N, llvm::function_ref<llvm::ArrayRef<unsigned>(unsigned)> Succs,
                           std::vector<unsigned> &Component, std::vector<bool> &OnCycle);

} // namespace ptx

#endif
