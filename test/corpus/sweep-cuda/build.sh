#!/usr/bin/env bash
# build.sh OUTDIR - builds the helper-204 differential-sweep corpus (not run by lit).
# Every .cu here: plain (-O3) for sm_75 sm_80 sm_86 sm_89 sm_90a sm_100a sm_103a
# sm_120a, -G for sm_80 sm_90a sm_100a, -lineinfo for sm_86 sm_103a sm_120a;
# a file's "// sweep-min-arch: N" skips targets below sm_N, its
# "// corpus-nvcc-flags:" line adds flags. Then ptxas checks every output
# (with -c where "// corpus-ptxas-flags: -c" says so). JOBS=N (default 2).
set -u
out=${1:?usage: build.sh OUTDIR}
mkdir -p "$out"
cd "$(dirname "$0")"
jobs=()
for src in *.cu; do
  min=$(sed -n 's,^// sweep-min-arch: *,,p' "$src"); min=${min:-0}
  for spec in sm_75:O3 sm_80:O3 sm_86:O3 sm_89:O3 sm_90a:O3 sm_100a:O3 sm_103a:O3 sm_120a:O3 \
              sm_80:G sm_90a:G sm_100a:G sm_86:lineinfo sm_103a:lineinfo sm_120a:lineinfo; do
    arch=${spec%%:*} mode=${spec#*:} n=${arch#sm_}; n=${n%a}
    [ "$n" -ge "$min" ] || continue
    jobs+=("$src $arch $mode")
  done
done
printf '%s\n' "${jobs[@]}" | xargs -P "${JOBS:-2}" -L 1 bash -c '
  src=$0 arch=$1 mode=$2 out='"$out"'
  extra=$(sed -n "s,^// corpus-nvcc-flags:,,p" "$src")
  pflags=$(sed -n "s,^// corpus-ptxas-flags:,,p" "$src")
  case $mode in O3) m=-O3 ;; G) m=-G ;; lineinfo) m="-O3 -lineinfo" ;; esac
  f=$out/${src%.cu}.$arch.$mode.ptx
  nvcc -ptx -std=c++17 -arch=$arch $m $extra -w "$src" -o "$f" || { echo "FAIL nvcc $f"; exit 0; }
  ptxas -arch=$arch $pflags "$f" -o /dev/null 2>/dev/null || echo "FAIL ptxas $f"'
