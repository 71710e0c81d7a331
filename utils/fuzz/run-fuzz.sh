#!/usr/bin/env bash
# Builds the libFuzzer target with clang + ASan/UBSan and fuzzes the front end.
#   utils/fuzz/run-fuzz.sh [SECONDS] [BUILD_DIR]
# Seeds: every .ptx under test/ and docs/examples. Crashes land in
# BUILD_DIR/fuzz-artifacts; add each one to test/fuzz-regressions/ once fixed.
set -euo pipefail
cd "$(dirname "$0")/../.."
SECS=${1:-60}
BUILD=${2:-build-fuzz}
CXX=${CXX:-clang++-14} CC=${CC:-clang-14} cmake -S . -B "$BUILD" -G Ninja \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPTXLINT_ENABLE_FUZZERS=ON -DPTXLINT_ENABLE_TESTS=OFF -DPTXLINT_CXX_STANDARD=17 >/dev/null
cmake --build "$BUILD" --target ptxlint-parse-fuzzer
mkdir -p "$BUILD/fuzz-corpus" "$BUILD/fuzz-artifacts"
find test docs/examples -name '*.ptx' -size -64k -exec cp {} "$BUILD/fuzz-corpus/" \;
"$BUILD/bin/ptxlint-parse-fuzzer" -max_total_time="$SECS" -max_len=8192 -timeout=5 \
  -rss_limit_mb=2048 -artifact_prefix="$BUILD/fuzz-artifacts/" -print_final_stats=1 \
  "$BUILD/fuzz-corpus"
