#!/usr/bin/env bash
# build.sh OUTDIR - clang-14 (LLVM 14 NVPTX) builds of the helper-204 sweep input:
# sm_75 (PTX 6.3/+ptx64), sm_80 and sm_86 (+ptx72), -O2 and -O0, -g at -O2 for sm_80.
set -u
out=${1:?usage: build.sh OUTDIR}; mkdir -p "$out"; cd "$(dirname "$0")"
for src in *.cu; do
  for a in sm_75 sm_80 sm_86; do
    for O in O2 O0 g; do
      f=$out/${src%.cu}.$a.clang$O.ptx
      case $O in g) o="-O2 -g" ;; *) o=-$O ;; esac
      clang-14 --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=$a -Xclang -target-feature -Xclang +ptx72 \
        $o -S -Wno-unknown-cuda-version -o "$f" "$src" || { echo "FAIL clang $f"; continue; }
      ptxas -arch=$a "$f" -o /dev/null || echo "FAIL ptxas $f"
    done
  done
done
