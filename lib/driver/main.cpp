//===- main.cpp - ptxlint entry point -------------------------------------===//
#include "lib/driver/Driver.h"

int main(int argc, char **argv) {
  return ptx::runPtxlint(llvm::ArrayRef<const char *>(argv + 1, argv + argc));
}
