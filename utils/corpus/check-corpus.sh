#!/usr/bin/env bash
# check-corpus.sh PTXLINT OUTDIR
#
# Runs `PTXLINT --no-analyses FILE` on every *.ptx file in OUTDIR (as built by
# build-corpus.sh).  The contract for PTXLINT: exit status 0 when the file has
# no errors, 1 when it has errors, with GNU-style diagnostics
#   file:line:col: error: message [id]
# on stderr.  Every corpus file is real compiler output accepted by ptxas, so
# any error is a ptxlint bug (or a corpus bug).
#
# For each failing file the first 20 diagnostic lines are printed; an exit
# status other than 0 or 1 (a crash, a signal) is reported as such.  A summary
#   corpus: N files, M failed
# is printed at the end.  Exit status: 0 if no file failed, 1 if any failed,
# 2 on usage errors (or when OUTDIR holds no .ptx files).
#
# Environment: CORPUS_CHECK_TIMEOUT (seconds per file, default 120; 0 = none).
set -u

if [ $# -ne 2 ]; then
  echo "usage: $0 PTXLINT OUTDIR" >&2
  exit 2
fi
PTXLINT=$1
OUTDIR=$2

if ! command -v "$PTXLINT" >/dev/null 2>&1 && [ ! -x "$PTXLINT" ]; then
  echo "check-corpus: PTXLINT '$PTXLINT' is not an executable" >&2
  exit 2
fi
if [ ! -d "$OUTDIR" ]; then
  echo "check-corpus: OUTDIR '$OUTDIR' is not a directory" >&2
  exit 2
fi

shopt -s nullglob
files=("$OUTDIR"/*.ptx)
shopt -u nullglob
if [ ${#files[@]} -eq 0 ]; then
  echo "check-corpus: no .ptx files in $OUTDIR (run build-corpus.sh first)" >&2
  exit 2
fi

timeout_s=${CORPUS_CHECK_TIMEOUT:-120}
run_lint() {
  if [ "$timeout_s" != 0 ] && command -v timeout >/dev/null 2>&1; then
    timeout "$timeout_s" "$PTXLINT" --no-analyses "$1"
  else
    "$PTXLINT" --no-analyses "$1"
  fi
}

diag=$(mktemp "${TMPDIR:-/tmp}/check-corpus.XXXXXX") || exit 2
trap 'rm -f "$diag"' EXIT

n=0
failed=0
start=$(date +%s.%N)
for f in "${files[@]}"; do
  n=$((n + 1))
  run_lint "$f" >/dev/null 2>"$diag"
  rc=$?
  if [ $rc -eq 0 ]; then
    continue
  fi
  failed=$((failed + 1))
  case $rc in
    1) what="reported errors" ;;
    124) what="timed out after ${timeout_s}s" ;;
    *) if [ $rc -gt 128 ]; then what="killed by signal $((rc - 128))"; else what="exit status $rc"; fi ;;
  esac
  echo "FAIL: $f ($what)"
  if [ -s "$diag" ]; then
    head -n 20 "$diag" | sed 's/^/    /'
    lines=$(wc -l <"$diag")
    [ "$lines" -gt 20 ] && echo "    ... ($((lines - 20)) more diagnostic lines)"
  else
    echo "    (no diagnostics printed)"
  fi
done
end=$(date +%s.%N)
elapsed=$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f", e - s }')
echo "corpus: $n files, $failed failed (${elapsed}s)"
[ $failed -eq 0 ] || exit 1
exit 0
