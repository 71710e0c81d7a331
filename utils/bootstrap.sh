#!/usr/bin/env bash
# Quick start, step 1: install the Debian 12 packages ptxlint needs, build it,
# and run it on the bundled examples.
#   utils/bootstrap.sh [BUILD_DIR]        (default: build)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build}

PKGS=(cmake ninja-build g++ re2c bison llvm-14-dev llvm-14-tools libz3-dev
      libgtest-dev libgmock-dev libbenchmark-dev python3)
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO=sudo
  echo "bootstrap: installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$BUILD"

echo
echo "== $BUILD/bin/ptxlint docs/examples/saxpy.ptx   (nvcc output: clean)"
"$BUILD/bin/ptxlint" docs/examples/saxpy.ptx && echo "ok: no diagnostics"
echo
echo "== $BUILD/bin/ptxlint docs/examples/broken.ptx  (diagnostics expected)"
"$BUILD/bin/ptxlint" docs/examples/broken.ptx || echo "exit status $? (1 = errors found)"
