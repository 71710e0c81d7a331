#!/bin/bash
# Runs cub::DeviceRadixSort::SortKeys's kernels from lib_onesweep.cu's PTX
# the way CUB's InvokeOnesweep launches them (sm_80 policy): the histogram
# kernel (128 threads, grid-stride), the exclusive sum of the 4 x 256 bins
# (grid 4 x 256), then one onesweep pass per 8 bits (384 threads x 21 keys
# per tile; tiles take their index from an atomic counter and wait for the
# lower tiles' digit counts in the decoupled look-back).
# usage: lib_onesweep.sh PTXLINT PTX DIR N [run flags]; sorts DIR/os.bin
# into DIR/os.out.
set -e
P=$1; X=$2; D=$3; N=$4; shift 4
H=$(grep -o "_ZN3cub[A-Za-z0-9_]*DeviceRadixSortHistogramKernel[A-Za-z0-9_]*" $X | head -1)
E=$(grep -o "_ZN3cub[A-Za-z0-9_]*DeviceRadixSortExclusiveSumKernel[A-Za-z0-9_]*" $X | head -1)
O=$(grep -o "_ZN3cub[A-Za-z0-9_]*DeviceRadixSortOnesweepKernel[A-Za-z0-9_]*" $X | head -1)
head -c 4096 /dev/zero > $D/bins0.bin
$P run $X --kernel $H --grid 5 --block 128 "$@" --arg inout:$D/bins0.bin:$D/bins1.bin --arg in:$D/os.bin \
  --arg u32:$N --arg u32:0 --arg u32:32 --arg b8:0
$P run $X --kernel $E --grid 4 --block 256 "$@" --arg inout:$D/bins1.bin:$D/bins2.bin
TILES=$(( (N + 8063) / 8064 ))
cp $D/os.bin $D/k0.bin
for p in 0 1 2 3; do
  # this pass's 256 scanned bins (CUB passes d_bins + pass * 256)
  dd if=$D/bins2.bin of=$D/b$p.bin bs=1024 skip=$p count=1 2>/dev/null
  $P run $X --kernel $O --grid $TILES --block 384 "$@" --arg out:$((TILES * 1024)):$D/lb.out \
    --arg out:4:$D/ctr.out --arg b64:0 --arg in:$D/b$p.bin --arg out:$((N * 4)):$D/k$((p + 1)).bin \
    --arg in:$D/k$p.bin --arg b64:0 --arg b64:0 --arg u32:$N --arg u32:$((8 * p)) --arg u32:8 --arg b8:0
done
cp $D/k4.bin $D/os.out
