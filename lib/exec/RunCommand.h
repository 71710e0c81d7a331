//===- RunCommand.h - the `ptxlint run` subcommand --------------*- C++ -*-===//
//
// `ptxlint run FILE.ptx --kernel NAME --grid X[,Y[,Z]] --block X[,Y[,Z]]
//  [--arg SPEC]... [--dynamic-smem BYTES] [--max-steps N] [--trace]
//  [--format=gnu|json] [--schedule=deterministic|random --seed N]`
// (docs/executor.md). This is the only executor code that prints or touches
// files.
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_EXEC_RUNCOMMAND_H
#define PTXLINT_EXEC_RUNCOMMAND_H

#include "llvm/ADT/ArrayRef.h"

namespace ptx {

/// Runs `ptxlint run` with \p Args (the words after "run"). Returns the
/// process exit code: 0 the kernel completed, 1 a fault or errors in the
/// input, 2 a usage error.
int runExecCommand(llvm::ArrayRef<const char *> Args);

} // namespace ptx

#endif
