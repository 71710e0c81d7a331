#!/usr/bin/env bash
# Builds a libFuzzer target with clang + ASan/UBSan and fuzzes it.
#   utils/fuzz/run-fuzz.sh [SECONDS] [BUILD_DIR] [parse|lint]
# parse (default): lexer, parser, sema, AST dumper and printers.
# lint: the whole `ptxlint FILE` pipeline (analyses, checkers, SMT with a
#   small budget); an input that takes more than -timeout seconds is a finding.
# Seeds: every .ptx under test/ below 64 KB (the labelled corpus's committed
# -O3 PTX included, its -G builds left out: 2,000 DWARF-heavy files would
# double the seed corpus for little new code) and docs/examples,
# and small pathological inputs (utils/fuzz/gen-pathological.py), added to BUILD_DIR/fuzz-corpus-TARGET, which is kept between runs.
# Dictionary: utils/fuzz/ptx.dict (utils/fuzz/make-dict.py).
# Crashes, timeouts and leaks land in BUILD_DIR/fuzz-artifacts; once fixed,
# minimise each (-minimize_crash=1) into a lit test under test/fuzz/.
# FUZZ_SEEDS=small seeds a few hundred small files instead (below).
# FUZZ_FLAGS adds libFuzzer flags. Runs one process: the machine is shared.
# SECONDS 0 runs every seed once and stops (-runs=0): a sanitizer sweep of the
# test suite's PTX through the target's pipeline.
# The build is -O1 -g1 (FUZZ_OPT; the default -O2 -g compiled at a file every
# few minutes on the shared 2-core machine) and uses ccache when there is one.
set -euo pipefail
cd "$(dirname "$0")/../.."
SECS=${1:-60}
BUILD=${2:-build-fuzz}
TARGET=${3:-parse}
case "$TARGET" in
  parse) TIMEOUT=5 ;;
  lint) TIMEOUT=10 ;;
  *) echo "run-fuzz.sh: unknown target '$TARGET' (parse or lint)" >&2; exit 2 ;;
esac
OPT=${FUZZ_OPT:-"-O1 -g1"}
LAUNCH=()
if command -v ccache >/dev/null; then
  LAUNCH=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
fi
CXX=${CXX:-clang++-14} CC=${CC:-clang-14} cmake -S . -B "$BUILD" -G Ninja \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPTXLINT_ENABLE_FUZZERS=ON \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="$OPT -DNDEBUG" -DCMAKE_C_FLAGS_RELWITHDEBINFO="$OPT -DNDEBUG" \
  "${LAUNCH[@]}" -DPTXLINT_CXX_STANDARD=20 >/dev/null
cmake --build "$BUILD" --target "ptxlint-$TARGET-fuzzer"
CORPUS="$BUILD/fuzz-corpus-$TARGET"
mkdir -p "$CORPUS" "$BUILD/fuzz-artifacts"
if [ "${FUZZ_SEEDS:-all}" = small ]; then
  # A few hundred small seeds: the whole set took 20 minutes and more before
  # the first mutation on the shared 2-core machine. 250 test files below
  # 8 KB and the labelled corpus's functions one by one (cut-functions.py,
  # every 16th file, -O3 and -G builds: debug-build shapes the whole-file
  # seeds leave out), 100 of them; deterministic picks.
  find test/checkers test/sema test/parser test/lexer test/fuzz -name '*.ptx' -size -8k |
    sort | awk 'NR % 2 == 0' | head -250 | xargs -r cp -t "$CORPUS/"
  CUT=$(mktemp -d)
  python3 utils/fuzz/cut-functions.py --every 16 -o "$CUT" test/labeled/ptx/*.ptx
  find "$CUT" -name '*.ptx' | sort | awk 'NR % 5 == 0' | head -100 | xargs -r cp -t "$CORPUS/"
  rm -rf "$CUT"
else
  find test docs/examples -name '*.ptx' -size -64k -not -path 'test/labeled/ptx/*.G.ptx' \
    -exec cp {} "$CORPUS/" \;
fi
# Small versions of the shapes that once made ptxlint superlinear
# (utils/fuzz/gen-pathological.py), under -max_len.
for K in "callcycle 18" "diamonds 100" "brx 150" "badbytes 6000" "badrun 6000" \
         "suppressions 60"; do
  set -- $K
  python3 utils/fuzz/gen-pathological.py "$1" "$2" --plant -o "$CORPUS/pathological-$1.ptx"
done
# clang-14's (and GCC 12's) sanitizer runtime misreads glibc 2.36's dynamic
# TLS blocks as glibc 2.19 ones and LeakSanitizer's tracer dies on a bogus
# range ("Tracer caught signal 11", google/sanitizers#1322): do not intercept
# __tls_get_addr (LSan then scans no dynamic TLS; it can only over-report).
export ASAN_OPTIONS=${ASAN_OPTIONS:-intercept_tls_get_addr=0}
if [ "$SECS" = 0 ]; then
  LIMIT=(-runs=0 -max_len=65536) # whole seeds, not their first 8 KB
else
  LIMIT=(-max_total_time="$SECS")
fi
"$BUILD/bin/ptxlint-$TARGET-fuzzer" -max_len=8192 "${LIMIT[@]}" -timeout="$TIMEOUT" \
  -rss_limit_mb=2048 -dict=utils/fuzz/ptx.dict -artifact_prefix="$BUILD/fuzz-artifacts/" \
  -print_final_stats=1 ${FUZZ_FLAGS:-} "$CORPUS"
