#!/usr/bin/env bash
# Quick start, step 2: build (if needed) and run the whole test suite: lit +
# FileCheck tests and the GoogleTest units, in one lit run that ends with its
# summary line. Tests that need nvcc, ptxas, llc or a GPU report UNSUPPORTED
# where the tool is missing. On a fresh build directory lit orders the tests by
# test/.lit_test_times.txt (seconds each slow test took, slowest first), so the
# long nvcc-driven tests start first and the two workers finish together;
# refresh it from build/test/.lit_test_times.txt when the slow tests change.
#   utils/run-tests.sh [BUILD_DIR] [extra lit args]
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build}
shift || true
if [ ! -f "$BUILD/build.ninja" ]; then
  cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
cmake --build "$BUILD"
LIT=$(command -v lit || command -v llvm-lit || echo /usr/lib/llvm-14/build/utils/lit/lit.py)
exec python3 "$LIT" -sv "$@" "$BUILD/test" "$BUILD/test/unit"
