//===- Driver.h - the ptxlint command ---------------------------*- C++ -*-===//
#ifndef PTXLINT_DRIVER_DRIVER_H
#define PTXLINT_DRIVER_DRIVER_H

#include "llvm/ADT/ArrayRef.h"

namespace ptx {
/// Runs ptxlint on argv (without argv[0]); returns the process exit code.
int runPtxlint(llvm::ArrayRef<const char *> Args);
} // namespace ptx

#endif
