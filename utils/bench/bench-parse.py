#!/usr/bin/env python3
"""Front-end speed benchmark: ptxlint --no-analyses against ptxas's parse-only
mode (ptxas -arch=compute_XX) on the same files, in the same run.

  utils/bench/bench-parse.py [--ptxlint BIN] [--runs N] [--min-size BYTES]
                             [--require-ratio R] FILE_OR_DIR...

For each file (of at least --min-size bytes, default 1 MB) it runs ptxas,
ptxlint on one thread (-j1) and ptxlint with its default threads (one per
core, at most 16; --threads N to choose), interleaved, --runs times, and
reports the median wall times, ptxlint's throughput in MB/s, the speed ratios
ptxas/ptxlint (default threads and one thread), and ptxlint's peak RSS as a
multiple of the input size. The machines are shared and noisy: compare
ratios, not times. With --require-ratio, exits 1 if any file's ratio (default
threads) is below it.
"""
import argparse
import os
import re
import shutil
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchutil import ptx_files, run_timed  # noqa: E402


def compute_arch(path):
    """compute_XX matching the file's .target (sm_90a -> compute_90a)."""
    with open(path, "rb") as f:
        head = f.read(4096).decode("latin-1")
    m = re.search(r"\.target\s+sm_(\d+[af]?)", head)
    return "compute_" + (m.group(1) if m else "75")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--ptxlint", default=os.path.join(here, "..", "..", "build", "bin", "ptxlint"))
    ap.add_argument("--ptxas", default=shutil.which("ptxas"))
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--min-size", type=int, default=1 << 20)
    ap.add_argument("--require-ratio", type=float, default=None)
    ap.add_argument("--threads", type=int, default=None,
                    help="ptxlint -jN for the main column (default: ptxlint's own)")
    a = ap.parse_args()

    files = [f for f in ptx_files(a.paths) if os.path.getsize(f) >= a.min_size]
    if not files:
        print("bench: no input files of at least %d bytes" % a.min_size, file=sys.stderr)
        return 2
    print("cores: %d; ptxlint threads: %s" % (os.cpu_count() or 1,
                                              a.threads if a.threads else "default"))
    print("%-40s %6s %9s %9s %9s %8s %7s %7s %6s" % (
        "file", "MB", "ptxlint s", "1-thr s", "ptxas s", "MB/s", "ratio", "1-thr", "rss/in"))
    worst = None
    jobs = ["-j%d" % a.threads] if a.threads else []
    for f in files:
        size = os.path.getsize(f)
        arch = compute_arch(f)
        lint, one, ptxas = [], [], []
        for _ in range(a.runs):  # interleaved: the machine's load hits all three alike
            if a.ptxas:
                ptxas.append(run_timed([a.ptxas, "-arch=" + arch, f, "-o", os.devnull]))
            lint.append(run_timed([a.ptxlint, "--no-analyses"] + jobs + [f]))
            one.append(run_timed([a.ptxlint, "--no-analyses", "-j1", f]))
        t_lint = statistics.median(t for t, _, _ in lint)
        t_one = statistics.median(t for t, _, _ in one)
        rss = max(r for _, r, _ in lint)
        t_ptxas = statistics.median(t for t, _, _ in ptxas) if ptxas else None
        ratio = t_ptxas / t_lint if t_ptxas else float("nan")
        ratio1 = t_ptxas / t_one if t_ptxas else float("nan")
        worst = ratio if worst is None or ratio < worst else worst
        print("%-40s %6.2f %9.4f %9.4f %9s %8.1f %7.2f %7.2f %6.1f" % (
            os.path.basename(f)[:40], size / 1e6, t_lint, t_one,
            "%.4f" % t_ptxas if t_ptxas else "n/a", size / 1e6 / t_lint, ratio, ratio1,
            rss / size))
    if a.ptxas is None:
        print("bench: ptxas not found; ratios not measured", file=sys.stderr)
    else:
        print("worst ratio ptxas/ptxlint: %.2fx" % worst)
    if a.require_ratio is not None and worst is not None and worst < a.require_ratio:
        print("bench: ratio %.2f below the required %.2f" % (worst, a.require_ratio))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
