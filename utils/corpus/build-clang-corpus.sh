#!/usr/bin/env bash
# build-clang-corpus.sh [OUTDIR]
#
# Regenerates test/corpus/Inputs/llvm16/ (or OUTDIR): PTX written by a newer
# LLVM NVPTX back end than the llc-14 of the test suite, the code generator
# behind clang -x cuda, XLA and Triton's LLVM lowering. Needs Debian 12's
# clang-16 and llvm-16 packages (`apt-get install clang-16 llvm-16`) and the
# CUDA toolkit's headers and libdevice (clang 16 knows CUDA up to 11.8 and
# warns about newer ones; CUDA 13 dropped the texture headers clang's wrapper
# includes, so empty stand-ins are put on the include path).
#
#   * test/corpus/clang/*.cu      clang++-16 --cuda-device-only, for sm_75 at
#                                 -O0, sm_80 at -O2 -g and sm_90 at -O2;
#   * test/corpus/cuda/{rare_ops_asm,narrow_float_cvt}.cu for sm_75 and
#     mma_narrow_wgmma.cu for sm_86, at -O2: nvcc corpus files clang 16
#     compiles and ptxas accepts (for newer targets their inline PTX needs a
#     newer .version than the 7.8 clang 16 writes, and both tools reject it);
#   * test/corpus/llvm/*.ll        llc-16 -mcpu=sm_90 -mattr=+ptx78 -O2.
#
# Output: OUTDIR/<stem>.<arch>.<mode>.ptx. Without clang++-16 or llc-16 it says
# so and exits 2 (the committed files stay as they are).
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT=${1:-test/corpus/Inputs/llvm16}
CLANG=${CLANG:-clang++-16}
LLC=${LLC:-llc-16}
CUDA=${CUDA_PATH:-$(dirname "$(dirname "$(readlink -f "$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)")")")}
for t in "$CLANG" "$LLC"; do
  command -v "$t" >/dev/null || { echo "build-clang-corpus: $t not found (apt-get install clang-16 llvm-16)" >&2; exit 2; }
done
[ -d "$CUDA/include" ] || { echo "build-clang-corpus: no CUDA toolkit at $CUDA (set CUDA_PATH)" >&2; exit 2; }
STUBS=$(mktemp -d)
trap 'rm -rf "$STUBS"' EXIT
for h in texture_fetch_functions.h texture_indirect_functions.h surface_functions.h surface_indirect_functions.h; do
  [ -e "$CUDA/include/$h" ] || : > "$STUBS/$h"
done
mkdir -p "$OUT"

cuda() { # SRC ARCH MODE FLAGS...
  local src=$1 arch=$2 mode=$3; shift 3
  "$CLANG" -x cuda --cuda-gpu-arch="$arch" --cuda-device-only -S "$@" --cuda-path="$CUDA" \
    -isystem "$STUBS" -Wno-unknown-cuda-version -Itest/corpus/cuda -fdebug-prefix-map="$PWD"=. "$src" \
    -o "$OUT/$(basename "$src" .cu).$arch.$mode.ptx"
}
for f in test/corpus/clang/*.cu; do
  cuda "$f" sm_75 O0 -O0
  cuda "$f" sm_80 O2g -O2 -g
  cuda "$f" sm_90 O2 -O2
done
for s in rare_ops_asm:sm_75 narrow_float_cvt:sm_75 mma_narrow_wgmma:sm_86; do
  cuda "test/corpus/cuda/${s%%:*}.cu" "${s#*:}" O2 -O2
done
for f in test/corpus/llvm/*.ll; do
  "$LLC" -march=nvptx64 -mcpu=sm_90 -mattr=+ptx78 -O2 "$f" -o "$OUT/$(basename "$f" .ll).sm_90.llc16.ptx"
done
echo "build-clang-corpus: $(ls "$OUT"/*.ptx | wc -l) files in $OUT"
