#!/usr/bin/env python3
"""Robustness of the whole `ptxlint FILE` pipeline on mutants of real PTX.

ptxas-diff.py mutates real PTX to compare ptxlint's validation with ptxas and
usually runs validation only. This script makes mutants with the same
operators (one change per mutant) and runs the FULL ptxlint on each, analyses
and checkers included, twice: with the default thread count and with -j1.
The mutants ptxlint accepts matter most (the analyses see odd but valid
code), but every mutant runs. It flags what ptxlint must never do:

  crash      killed by a signal (segfault, abort, sanitizer abort)
  hang       still running after --timeout seconds
  exit N     an exit status other than 0 (clean) or 1 (findings)
  internal   an assertion, "LLVM ERROR", "terminate called", "UNREACHABLE" or
             a sanitizer report on stderr
  slow       more than --slow-factor (10) times the unmutated file's CPU
             time (user + system), and over --slow-floor (0.5 s) (repeated
             once)
  threads    the -j1 output differs from the default-thread output

Usage:
    analysis-mutants.py [--ptxlint build/bin/ptxlint] [--seed N] [--count N]
                        [--operators semantic,default,token] [--timeout S]
                        [--jobs N] [--keep DIR] PTX_FILE_OR_DIR...

Exit status: 0 = nothing flagged, 1 = something flagged, 2 = usage error.
Python 3 standard library only; deterministic mutants for a given --seed.
"""
import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
INTERNAL = re.compile(r"Assertion .* failed|LLVM ERROR|terminate called|UNREACHABLE|"
                      r"AddressSanitizer|LeakSanitizer|runtime error:|"
                      r"UndefinedBehaviorSanitizer|Stack dump:|internal error")


sys.path.insert(0, os.path.join(HERE, "..", "isa"))
from ptxas_diff_load import ValidOnly, load_ptxas_diff  # noqa: E402


def run_one(cmd, timeout):
    """(returncode or None on timeout, stdout+stderr, CPU seconds).

    CPU time (user + system, /usr/bin/time), not wall time: on a shared
    machine the wall time of a short run is mostly waiting, and an SMT query
    ends at its wall-clock budget (--smt-timeout) whatever the load."""
    fd, tfile = tempfile.mkstemp(prefix="analysis-mutants-time.")
    os.close(fd)
    t0 = time.monotonic()
    try:
        p = subprocess.run(["/usr/bin/time", "-f", "%U %S", "-o", tfile] + cmd,
                           capture_output=True, text=True, errors="replace", timeout=timeout)
    except subprocess.TimeoutExpired:
        os.unlink(tfile)
        return None, "", time.monotonic() - t0
    rc = p.returncode
    try:
        with open(tfile) as fh:
            text = fh.read()
        fields = text.split()
        cpu = float(fields[-2]) + float(fields[-1])
        # /usr/bin/time exits 128 + N for a child killed by signal N.
        sig = re.search(r"Command terminated by signal (\d+)", text)
        if sig:
            rc = -int(sig.group(1))
    except (OSError, ValueError, IndexError):
        cpu = time.monotonic() - t0
    os.unlink(tfile)
    return rc, p.stdout + "\x00" + p.stderr, cpu


def judge(rc, out, secs, base, args):
    """What is wrong with one run, or None."""
    if rc is None:
        return "hang (over %gs)" % args.timeout
    if rc < 0:
        return "crash (signal %d)" % -rc
    if rc not in (0, 1):
        return "exit %d" % rc
    err = out.split("\x00", 1)[-1]
    m = INTERNAL.search(err)
    if m:
        line = next((l for l in err.splitlines() if INTERNAL.search(l)), m.group(0))
        return "internal: " + line.strip()[:300]
    if secs > args.slow_floor and secs > args.slow_factor * base:
        return "slow (%.2fs, unmutated %.2fs)" % (secs, base)
    return None


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("inputs", nargs="+", metavar="PTX_FILE_OR_DIR")
    ap.add_argument("--ptxlint", default="build/bin/ptxlint")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=200, help="mutants to generate (default 200)")
    ap.add_argument("--operators", default="semantic",
                    help="ptxas-diff.py operators or groups: semantic (default: mutants that "
                         "mostly stay valid PTX), default, token, order")
    ap.add_argument("--timeout", type=float, default=60, help="per-run limit (default 60 s)")
    ap.add_argument("--slow-factor", type=float, default=10)
    ap.add_argument("--slow-floor", type=float, default=0.5)
    ap.add_argument("--max-bytes", type=int, default=400000,
                    help="skip input files larger than this (default 400 kB)")
    ap.add_argument("--jobs", type=int, default=1, help="mutants checked at once (default 1)")
    ap.add_argument("--extra", default="", help="more ptxlint options, space-separated")
    ap.add_argument("--keep", metavar="DIR", help="copy flagged mutants (.ptx + .txt) here")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args(argv)
    if not shutil.which(args.ptxlint) and not os.access(args.ptxlint, os.X_OK):
        ap.error("ptxlint '%s' is not an executable" % args.ptxlint)

    pd = load_ptxas_diff()
    ops = pd.resolve_operators(args.operators)
    files = [f for f in pd.collect_inputs(args.inputs)
             if os.path.getsize(f) <= args.max_bytes and not pd.is_32bit(f)]
    if not files:
        print("analysis-mutants: no usable .ptx files in the inputs", file=sys.stderr)
        return 2
    hargs = argparse.Namespace(seed=args.seed, count=args.count, max_bytes=args.max_bytes,
                               operators=ops, jobs=1, analyses=False)
    h = pd.Harness(hargs, ValidOnly(), files)
    extra = args.extra.split()
    work = tempfile.mkdtemp(prefix="analysis-mutants.")
    base_time = {}
    flagged, accepted, counts = [], 0, {"0": 0, "1": 0}

    def check(m, path):
        res = []
        outs = {}
        for label, flags in (("default", []), ("-j1", ["-j1"])):
            cmd = [args.ptxlint] + extra + flags + [path]
            rc, out, secs = run_one(cmd, args.timeout)
            what = judge(rc, out, secs, base_time[m["file"]].get(label, 0), args)
            if what and what.startswith("slow"):  # once more, the machine may be busy
                rc, out, secs = run_one(cmd, args.timeout)
                what = judge(rc, out, secs, base_time[m["file"]].get(label, 0), args)
            outs[label] = (rc, out)
            if what:
                res.append((what + " [%s]" % label, " ".join(cmd) + "\n" + out[-3000:]))
        if not res and outs["default"] != outs["-j1"]:
            res.append(("threads: -j1 and the default differ", ""))
        return outs["default"][0], res

    try:
        mutants = h.generate()
        # The unmutated files' times (each once, both thread settings).
        for f in sorted({m["file"] for m in mutants}):
            base_time[f] = {}
            for label, flags in (("default", []), ("-j1", ["-j1"])):
                rc, _, secs = run_one([args.ptxlint] + extra + flags + [f], args.timeout)
                base_time[f][label] = secs
        paths = []
        for m in mutants:
            path = os.path.join(work, "m%05d.ptx" % m["index"])
            with open(path, "w", encoding="utf-8", errors="surrogateescape") as fh:
                fh.write(h.mutant_text(m))
            paths.append((m, path))
        with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as ex:
            for (m, path), (rc, res) in zip(paths, ex.map(lambda mp: check(*mp), paths)):
                key = str(rc)
                counts[key] = counts.get(key, 0) + 1
                if rc == 0:
                    accepted += 1
                for what, detail in res:
                    flagged.append((m, path, what, detail))
        print("analysis-mutants: seed %d: %d mutants of %d files (%d distinct originals), "
              "exit status %s, %d flagged"
              % (args.seed, len(mutants), len(files), len(base_time),
                 ", ".join("%s: %d" % kv for kv in sorted(counts.items())), len(flagged)))
        for m, path, what, detail in flagged:
            print("FLAGGED %s: %s line %d (%s: %s)" % (what, m["file"], m["line"], m["operator"],
                                                       m["detail"]))
            if not args.quiet and detail:
                print("  " + detail[-600:].replace("\n", "\n  "))
            if args.keep:
                os.makedirs(args.keep, exist_ok=True)
                base = os.path.join(args.keep, "m%05d" % m["index"])
                shutil.copy(path, base + ".ptx")
                with open(base + ".txt", "w") as fh:
                    fh.write("%s\n%s\n%s\n" % (what, m["file"], detail))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if flagged else 0


if __name__ == "__main__":
    sys.exit(main())
