#!/usr/bin/env python3
"""Analysis cost benchmark: ptxlint (full: validation + analyses) against
ptxlint --no-analyses (validation only) on the same files, in the same run.

  utils/bench/bench-analyses.py [--ptxlint BIN] [--runs N] [--min-size BYTES]
                                [--require-ratio R] [--args "..."] FILE_OR_DIR...

For each file (of at least --min-size bytes, default 1 MB) the two modes run
interleaved (validation, full, validation, full, ...) --runs times each; the
report gives the median wall time of each, the ratio full/validation and the
ratio of the medians' difference to the validation time (what the analyses
add). The machines are shared and noisy: compare ratios, not times. With
--require-ratio R, exits 1 if any file's full/validation ratio is above R.
Exit codes 0 and 1 of ptxlint are both fine (1 = it found errors); anything
else is a failure of the benchmark.

Both modes run as a user runs them, with ptxlint's default thread count,
unless --threads N is given (--threads 1: both on one thread). Validation
parses and checks a large file on threads and the analyses run on one, so
the default ratio grows with the machine's cores while --threads 1 shows the
analyses' own cost (docs/performance.md).
"""
import argparse
import os
import shlex
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchutil import ptx_files, run_timed  # noqa: E402


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--ptxlint", default=os.path.join(here, "..", "..", "build", "bin", "ptxlint"))
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--min-size", type=int, default=1 << 20)
    ap.add_argument("--require-ratio", type=float, default=None)
    ap.add_argument("--args", default="", help="extra ptxlint options for both modes")
    ap.add_argument("--threads", type=int, default=0,
                    help="ptxlint -jN for both modes (default: ptxlint's own default)")
    args = ap.parse_args()

    files = [f for f in ptx_files(args.paths) if os.path.getsize(f) >= args.min_size]
    if not files:
        print("bench-analyses: no file of at least %d bytes" % args.min_size, file=sys.stderr)
        return 2
    extra = (["-j%d" % args.threads] if args.threads else []) + shlex.split(args.args)
    print("%-44s %8s %10s %10s %7s %9s" % ("file", "MB", "valid s", "full s", "ratio", "analyses"))
    worst = 0.0
    failed = False
    for f in files:
        base = [args.ptxlint] + extra + [f]
        val_cmd = [args.ptxlint, "--no-analyses"] + extra + [f]
        # One warm-up run of each (page cache), then interleaved timing.
        run_timed(val_cmd)
        run_timed(base)
        tv, tf = [], []
        for _ in range(args.runs):
            t, _, rc = run_timed(val_cmd)
            if rc not in (0, 1):
                print("bench-analyses: %s exited %d" % (" ".join(val_cmd), rc), file=sys.stderr)
                failed = True
            tv.append(t)
            t, _, rc = run_timed(base)
            if rc not in (0, 1):
                print("bench-analyses: %s exited %d" % (" ".join(base), rc), file=sys.stderr)
                failed = True
            tf.append(t)
        mv, mf = statistics.median(tv), statistics.median(tf)
        ratio = mf / mv if mv > 0 else float("inf")
        worst = max(worst, ratio)
        name = os.path.basename(f)
        if len(name) > 44:
            name = "..." + name[-41:]
        print("%-44s %8.2f %10.3f %10.3f %6.2fx %8.0f%%" %
              (name, os.path.getsize(f) / 1e6, mv, mf, ratio, 100.0 * (mf - mv) / mv if mv else 0))
    print("worst ratio full/validation: %.2fx over %d file(s), median of %d interleaved runs" %
          (worst, len(files), args.runs))
    if failed:
        return 2
    if args.require_ratio is not None and worst > args.require_ratio:
        print("bench-analyses: ratio %.2fx is above the required %.2fx" % (worst, args.require_ratio))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
