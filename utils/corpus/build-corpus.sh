#!/usr/bin/env bash
# build-corpus.sh OUTDIR [full|quick]
#
# Builds the real-PTX corpus used by the ptxlint parser tests:
#   * every test/corpus/cuda/*.cu is compiled with `nvcc -ptx -std=c++17` for
#     every GPU target nvcc supports (sm_XX plus the "a" and "f" variants), in
#     three modes: plain, -G (device debug) and -lineinfo;
#   * every test/corpus/llvm/*.ll is compiled with llc (LLVM 14) for sm_75,
#     sm_80 and sm_86 at -O2 and -O0, and additionally with -march=nvptx
#     (32-bit) when the file says it supports that (see below).
#
# Output files are OUTDIR/<stem>.<arch>.<mode>.ptx (any other *.ptx already in
# OUTDIR is deleted first), where <mode> is one of
#   plain | G | lineinfo          (nvcc)
#   llc | llcO0 | llc32           (llc; llc32 = -march=nvptx)
#
# full  = every file x every arch x every mode.
# quick = a deterministic subset in which every file, every arch and every
#         mode appears at least once, plus every file on sm_75, sm_90a,
#         sm_120a and one of sm_100a/sm_103a/sm_110a (see the job list
#         below).  With 45 sources 264 compiles, about 7 minutes of CPU
#         (3.5-4 minutes on 2 free cores); full: 23 targets x 3 modes per
#         source, most of its bytes -G debug info.
#
# Per-file options, given as comment lines inside the source file:
#   // corpus-nvcc-flags: <flags>     extra nvcc flags for this .cu file (a
#                                     -std=... there replaces -std=c++17)
#   // corpus-nvcc-flags-G: <flags>   extra nvcc flags in the -G mode instead of
#                                     corpus-nvcc-flags (for flags -G conflicts
#                                     with, such as -Xcicc -O0)
#   // corpus-quick-archs: <archs>    in the quick set, compile this .cu file for
#                                     these feature targets only (instead of
#                                     sm_75 and every "a" target; see below)
#   // corpus-ptxas-flags: <flags>    extra ptxas flags for the CORPUS_VERIFY_PTXAS
#   ; corpus-ptxas-flags: <flags>     check (e.g. -c for relocatable code)
#   ; corpus-llc-32bit                also build this .ll with -march=nvptx
#
# Environment:
#   NVCC, LLC           override the tools (default: nvcc; llc-14, then
#                       /usr/lib/llvm-14/bin/llc, then llc)
#   CORPUS_JOBS         parallel compiles (default 2; the build machine has 2 cores)
#   CORPUS_ARCHS        override the nvcc target list (space separated, e.g. "sm_80 sm_90a")
#   CORPUS_MODES        override the nvcc modes (space separated; besides plain, G and
#                       lineinfo: nvvmO1 = -O3 -Xcicc -O1, fastmath = --use_fast_math,
#                       rdc = -rdc=true, Gdopt = -G -dopt=on (debug information over
#                       optimised code; takes a file's corpus-nvcc-flags-G line like G),
#                       nvvmO0 = -Xcicc -O0 (NVVM's optimiser off, no debug information),
#                       maxrreg = --maxrregcount=32), e.g. for a sweep of the other
#                       code shapes
#   CORPUS_VERIFY_PTXAS=1  also assemble every output with `ptxas -arch=<arch>`
#                       and count a rejection as a failure (one-time corpus check;
#                       32-bit llc32 files are skipped: ptxas 13 rejects them)
#   CORPUS_SHOW_WARNINGS=1 print the compilers' warnings (by default only counted)
#
# Exit status: 0 = every compile succeeded; 1 = at least one compile failed (each
# failure is listed on stderr); 2 = usage error; 77 = nvcc not found (skipped).
set -u

usage() { echo "usage: $0 OUTDIR [full|quick]" >&2; exit 2; }

# ---------------------------------------------------------------------------
# Worker mode: run one compile job.  Invoked through xargs as
#   build-corpus.sh --job KIND SRC ARCH MODE OUT LOGDIR
# ---------------------------------------------------------------------------
if [ "${1:-}" = "--job" ]; then
  kind=$2 src=$3 arch=$4 mode=$5 out=$6 logdir=$7
  log="$logdir/$(basename "$out").log"
  case $kind in
    cu)
      extra=$(sed -n 's,^// corpus-nvcc-flags:,,p' "$src" | head -n 1)
      if { [ "$mode" = G ] || [ "$mode" = Gdopt ]; } && grep -q '^// corpus-nvcc-flags-G:' "$src"; then
        extra=$(sed -n 's,^// corpus-nvcc-flags-G:,,p' "$src" | head -n 1)
      fi
      case $mode in
        plain) mflags="" ;;
        G) mflags="-G" ;;
        lineinfo) mflags="-lineinfo" ;;
        nvvmO1) mflags="-O3 -Xcicc -O1" ;;
        fastmath) mflags="--use_fast_math" ;;
        rdc) mflags="-rdc=true" ;;
        Gdopt) mflags="-G -dopt=on" ;;
        nvvmO0) mflags="-Xcicc -O0" ;;
        maxrreg) mflags="--maxrregcount=32" ;;
        *) echo "bad mode $mode" >"$log"; exit 1 ;;
      esac
      # Compile from the source directory with a relative file name so the
      # .file directives do not depend on where the checkout lives.
      cd "$(dirname "$src")" || exit 1
      # shellcheck disable=SC2086
      # A file's own -std=... replaces the default (nvcc warns about two).
      std=-std=c++17
      case " $extra " in *" -std="*) std= ;; esac
      cmd=("$NVCC" -ptx $std -arch="$arch" $mflags $extra "$(basename "$src")" -o "$out")
      ;;
    ll)
      case $mode in
        llc) cmd=("$LLC" -march=nvptx64 -mcpu="$arch" -O2 "$src" -o "$out") ;;
        llcO0) cmd=("$LLC" -march=nvptx64 -mcpu="$arch" -O0 "$src" -o "$out") ;;
        llc32) cmd=("$LLC" -march=nvptx -mcpu="$arch" -O2 "$src" -o "$out") ;;
        *) echo "bad mode $mode" >"$log"; exit 1 ;;
      esac
      ;;
  esac
  if ! "${cmd[@]}" >"$log" 2>&1; then
    { echo "FAILED: (cd $PWD && ${cmd[*]})"; cat "$log"; } >"$log.fail"
    rm -f "$out"
    exit 1
  fi
  # Keep the compiler's diagnostics (warnings) of successful compiles.
  [ -s "$log" ] && mv "$log" "$log.warn"
  if [ "${CORPUS_VERIFY_PTXAS:-0}" = 1 ]; then
    if [ "$mode" = llc32 ]; then
      # ptxas 12.x/13.x refuses .address_size 32 ("32-Bit compilation is no
      # longer supported"), so 32-bit PTX cannot be checked this way.
      touch "$log.skip"
      exit 0
    fi
    case $kind in
      cu) pflags=$(sed -n 's,^// corpus-ptxas-flags:,,p' "$src" | head -n 1) ;;
      ll) pflags=$(sed -n 's,^; corpus-ptxas-flags:,,p' "$src" | head -n 1) ;;
    esac
    # shellcheck disable=SC2086
    if ! ptxas -arch="$arch" $pflags "$out" -o /dev/null >"$log.ptxas" 2>&1; then
      { echo "PTXAS REJECTED: ptxas -arch=$arch $pflags $out   (built by: ${cmd[*]})"; cat "$log.ptxas"; } >"$log.fail"
      exit 1
    fi
    [ -s "$log.ptxas" ] && mv "$log.ptxas" "$log.ptxas-warn"
  fi
  exit 0
fi

# ---------------------------------------------------------------------------
# Driver mode.
# ---------------------------------------------------------------------------
[ $# -ge 1 ] && [ $# -le 2 ] || usage
OUTDIR=$1
SET=${2:-full}
case $SET in full|quick) ;; *) usage ;; esac

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
cudadir="$root/test/corpus/cuda"
lldir="$root/test/corpus/llvm"
self="$here/$(basename "${BASH_SOURCE[0]}")"

NVCC=${NVCC:-nvcc}
if ! command -v "$NVCC" >/dev/null 2>&1; then
  echo "build-corpus: SKIPPED: nvcc ('$NVCC') not found; cannot build the PTX corpus" >&2
  exit 77
fi
if [ -z "${LLC:-}" ]; then
  for c in llc-14 /usr/lib/llvm-14/bin/llc llc; do
    if command -v "$c" >/dev/null 2>&1; then LLC=$c; break; fi
  done
fi
LLC=${LLC:-}
if [ -n "$LLC" ] && ! command -v "$LLC" >/dev/null 2>&1; then LLC=""; fi
if [ -z "$LLC" ]; then
  echo "build-corpus: WARNING: llc (LLVM 14) not found; skipping the .ll files" >&2
fi
if [ "${CORPUS_VERIFY_PTXAS:-0}" = 1 ] && ! command -v ptxas >/dev/null 2>&1; then
  echo "build-corpus: CORPUS_VERIFY_PTXAS=1 but ptxas not found" >&2
  exit 1
fi
export NVCC LLC

JOBS=${CORPUS_JOBS:-2}

# Target list: every sm_XX nvcc lists, plus the arch-specific (a) and
# family-specific (f) variants that nvcc 13 accepts, for the bases it lists.
if [ -n "${CORPUS_ARCHS:-}" ]; then
  read -r -a ARCHS <<<"$CORPUS_ARCHS"
else
  mapfile -t base < <("$NVCC" --list-gpu-code 2>/dev/null | grep -E '^sm_[0-9]+$' | sort -t_ -k2 -n -u)
  if [ ${#base[@]} -eq 0 ]; then
    echo "build-corpus: '$NVCC --list-gpu-code' listed no sm_XX targets" >&2
    exit 1
  fi
  ARCHS=()
  for b in "${base[@]}"; do
    ARCHS+=("$b")
    case $b in sm_90|sm_100|sm_103|sm_110|sm_120|sm_121) ARCHS+=("${b}a") ;; esac
    case $b in sm_100|sm_103|sm_110|sm_120|sm_121) ARCHS+=("${b}f") ;; esac
  done
fi
MODES=(plain G lineinfo)
if [ -n "${CORPUS_MODES:-}" ]; then
  read -r -a MODES <<<"$CORPUS_MODES"
fi
LL_ARCHS=(sm_75 sm_80 sm_86)
LL_MODES=(llc llcO0)

shopt -s nullglob
CU=("$cudadir"/*.cu)
LL=()
[ -n "$LLC" ] && LL=("$lldir"/*.ll)
shopt -u nullglob
if [ ${#CU[@]} -eq 0 ]; then
  echo "build-corpus: no .cu files in $cudadir" >&2
  exit 1
fi

mkdir -p "$OUTDIR" || exit 1
OUTDIR=$(cd "$OUTDIR" && pwd)
# The directory must hold exactly this corpus: drop PTX left by earlier builds.
shopt -s nullglob
stale=("$OUTDIR"/*.ptx)
shopt -u nullglob
if [ ${#stale[@]} -gt 0 ]; then
  echo "build-corpus: removing ${#stale[@]} old .ptx file(s) from $OUTDIR"
  rm -f -- "${stale[@]}"
fi
logdir=$(mktemp -d "${TMPDIR:-/tmp}/build-corpus.XXXXXX") || exit 1
trap 'rm -rf "$logdir"' EXIT
jobs="$logdir/jobs.txt"
: >"$jobs"

stem() { local b; b=$(basename "$1"); echo "${b%.*}"; }
add() { # kind src arch mode
  printf '%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" "$OUTDIR/$(stem "$2").$3.$4.ptx" >>"$jobs"
}

nf=${#CU[@]} na=${#ARCHS[@]} nm=${#MODES[@]}
if [ "$SET" = full ]; then
  for f in "${CU[@]}"; do
    for a in "${ARCHS[@]}"; do
      for m in "${MODES[@]}"; do add cu "$f" "$a" "$m"; done
    done
  done
else
  # quick (deterministic; depends only on the sorted file and arch lists):
  # 1. rotation: walk k = 0 .. max(nf, na) - 1 taking file k%nf, arch k%na and
  #    mode k%3, then again with the files shifted by half the list and the
  #    modes shifted by one.  Every file, arch and mode appears at least once.
  n=$(( nf > na ? nf : na ))
  for ((k = 0; k < n; k++)); do
    add cu "${CU[k % nf]}" "${ARCHS[k % na]}" "${MODES[k % nm]}"
    add cu "${CU[(k + nf / 2) % nf]}" "${ARCHS[k % na]}" "${MODES[(k + 1) % nm]}"
  done
  # 2. feature targets: every file on the oldest target and on each family
  #    of arch-specific targets, where most of the guarded code (wgmma,
  #    tcgen05, setmaxnreg, kind::f8f6f4 ...) is only compiled; the mode
  #    rotates.  The sm_10x family (sm_100a, sm_103a, sm_110a: the same
  #    guarded features but for a few late additions) takes one of its
  #    members per file, rotating with the file index, so each member still
  #    sees a third of the files (the full set builds them all).
  feat=()
  for a in sm_75 sm_90a sm_10xa sm_120a; do
    if [ "$a" = sm_10xa ]; then feat+=("$a"); continue; fi
    for b in "${ARCHS[@]}"; do [ "$a" = "$b" ] && feat+=("$a"); done
  done
  fam10=()
  for a in sm_100a sm_103a sm_110a; do
    for b in "${ARCHS[@]}"; do [ "$a" = "$b" ] && fam10+=("$a"); done
  done
  #    A file may narrow this list with `// corpus-quick-archs:` (a large
  #    generated file whose other targets the full set covers).
  for ((i = 0; i < nf; i++)); do
    ffeat=("${feat[@]}")
    qa=$(sed -n 's,^// corpus-quick-archs:,,p' "${CU[i]}" | head -n 1)
    if [ -n "$qa" ]; then
      ffeat=()
      for a in $qa; do
        for b in "${ARCHS[@]}"; do [ "$a" = "$b" ] && ffeat+=("$a"); done
      done
    fi
    for ((j = 0; j < ${#ffeat[@]}; j++)); do
      a=${ffeat[j]}
      if [ "$a" = sm_10xa ]; then
        [ ${#fam10[@]} -gt 0 ] || continue
        a=${fam10[i % ${#fam10[@]}]}
      fi
      add cu "${CU[i]}" "$a" "${MODES[(i + j) % nm]}"
    done
  done
fi
nla=${#LL_ARCHS[@]}
for ((i = 0; i < ${#LL[@]}; i++)); do
  f=${LL[i]}
  if [ "$SET" = full ]; then
    for a in "${LL_ARCHS[@]}"; do
      for m in "${LL_MODES[@]}"; do add ll "$f" "$a" "$m"; done
    done
  else
    # quick: each mode once per file, the arch rotating with the file index
    add ll "$f" "${LL_ARCHS[i % nla]}" llc
    add ll "$f" "${LL_ARCHS[(i + 1) % nla]}" llcO0
  fi
  if grep -q '^; corpus-llc-32bit' "$f"; then add ll "$f" sm_75 llc32; fi
done
sort -u -o "$jobs" "$jobs"

total=$(wc -l <"$jobs")
echo "build-corpus: $SET set: $total compiles (${#CU[@]} .cu x ${#ARCHS[@]} archs, ${#LL[@]} .ll), $JOBS parallel jobs -> $OUTDIR"
start=$(date +%s.%N)
while IFS=$'\t' read -r kind src arch mode out; do
  printf '%s\0%s\0%s\0%s\0%s\0%s\0' "$kind" "$src" "$arch" "$mode" "$out" "$logdir"
done <"$jobs" |
  xargs -0 -n 6 -P "$JOBS" bash "$self" --job
end=$(date +%s.%N)

shopt -s nullglob
fails=("$logdir"/*.fail)
shopt -u nullglob
nfail=${#fails[@]}
for f in "${fails[@]}"; do
  echo "----------------------------------------------------------------------" >&2
  cat "$f" >&2
done
shopt -s nullglob
warns=("$logdir"/*.warn "$logdir"/*.ptxas-warn)
skips=("$logdir"/*.skip)
shopt -u nullglob
if [ ${#warns[@]} -gt 0 ]; then
  if [ "${CORPUS_SHOW_WARNINGS:-0}" = 1 ]; then
    for f in "${warns[@]}"; do
      echo "---------------------------------------------------------------------- $(basename "$f")" >&2
      cat "$f" >&2
    done
  else
    echo "build-corpus: note: ${#warns[@]} compile(s) printed warnings (CORPUS_SHOW_WARNINGS=1 shows them)" >&2
  fi
fi
if [ ${#skips[@]} -gt 0 ]; then
  echo "build-corpus: note: ptxas check skipped for ${#skips[@]} 32-bit (llc32) file(s): ptxas no longer accepts .address_size 32" >&2
fi
built=$(( total - nfail ))
bytes=$(cat "$OUTDIR"/*.ptx 2>/dev/null | wc -c)
elapsed=$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f", e - s }')
echo "build-corpus: $SET: $built/$total PTX files built, $nfail failed, $bytes bytes in $OUTDIR, ${elapsed}s"
[ "$nfail" -eq 0 ] || { echo "build-corpus: FAILED: $nfail compile(s) failed; the corpus is incomplete" >&2; exit 1; }
exit 0
