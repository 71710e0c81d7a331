#!/usr/bin/env python3
"""Compare ptxlint's verdict with ptxas's on a directory of PTX files.

For real-world PTX gathered from other compilers (Triton, XLA, numba,
clang, hand-written inline asm, ...), runs on every FILE.ptx

    ptxas -arch=ARCH FILE -o /dev/null           (with -c when the file
                                                   has .extern functions)
    ptxlint --no-analyses --gpu-name=ARCH FILE

where ARCH is the file's own `.target` (the first one), raised to the
lowest target ptxas supports (sm_75) when it is older, and prints every
file where the two disagree:

    FALSE-ERROR  ptxlint rejects, ptxas accepts    (the worst defect)
    MISSED       ptxas rejects, ptxlint accepts
    both reject, but on different lines            (with --lines)

followed by both tools' first messages.  A summary line counts the
agreements.  `.address_size 32` files are skipped (ptxas 12+ refuses every
32-bit module); a ptxas crash (a signal) is reported as CRASH only when
ptxlint accepts, as it says nothing about the input.  Exit status: 0 when every file agrees, 1 otherwise, 2 on usage
errors.  Python 3 standard library only; third-party PTX stays outside the
repository (pass its directory).

Usage:
    rw-compare.py [--ptxlint PATH] [--ptxas PATH] [--jobs N] [--lines]
                  [--arch SM] [--quiet] DIR_OR_FILE...
"""
import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys

# Lowest target ptxas 13.0 assembles for.
MIN_SM = 75
PTXAS_TARGETS = {75, 80, 86, 87, 88, 89, 90, 100, 101, 103, 110, 120, 121}

TARGET_RE = re.compile(r"^\s*\.target\s+([^\n]*)", re.M)
SM_RE = re.compile(r"sm_(\d+)([af]?)")
ADDR32_RE = re.compile(r"^\s*\.address_size\s+32\b", re.M)
EXTERN_FUNC_RE = re.compile(r"^\s*\.extern\s+\.func\b", re.M)
LINE_RE = re.compile(r"[^:\s]*:(\d+)(?::\d+)?:\s*error", re.I)
PTXAS_LINE_RE = re.compile(r"line (\d+); error", re.I)


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def pick_arch(text, forced):
    """The -arch for FILE: its .target, raised to sm_75 (never lowered)."""
    if forced:
        return forced
    m = TARGET_RE.search(strip_comments(text))
    if not m:
        return "sm_%d" % MIN_SM
    sm = SM_RE.search(m.group(1))
    if not sm:
        return "sm_%d" % MIN_SM
    num, suffix = int(sm.group(1)), sm.group(2)
    if num < MIN_SM:
        return "sm_%d" % MIN_SM
    if num not in PTXAS_TARGETS:
        # A target ptxas does not know (sm_72, sm_91, ...): the next known one.
        later = [t for t in sorted(PTXAS_TARGETS) if t >= num]
        return "sm_%d" % (later[0] if later else max(PTXAS_TARGETS))
    return "sm_%d%s" % (num, suffix)


def run(cmd, timeout):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout)
        return p.returncode, (p.stdout + p.stderr).decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return "timeout", ""


def error_lines(out, regex):
    return sorted({int(m.group(1)) for m in regex.finditer(out)})


def check(path, args):
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    arch = pick_arch(text, args.arch)
    if ADDR32_RE.search(strip_comments(text)):
        # ptxas 12+ refuses every 32-bit module ("32-Bit compilation is no
        # longer supported"); ptxlint checks them (docs/testing.md).
        return path, arch, None, "", None, ""
    ptxas_cmd = [args.ptxas, "-arch=" + arch, path, "-o", os.devnull]
    if EXTERN_FUNC_RE.search(strip_comments(text)):
        ptxas_cmd.insert(1, "-c")
    prc, pout = run(ptxas_cmd, args.timeout)
    lrc, lout = run([args.ptxlint, "--no-analyses", "--color=never",
                     "--gpu-name=" + arch, path], args.timeout)
    return path, arch, prc, pout, lrc, lout


def verdict(rc):
    if rc == 0:
        return "ok"
    if rc in (1, 255):
        return "error"
    return "crash(%s)" % rc


def head(out, n=6):
    lines = [l for l in out.splitlines() if l.strip()]
    errs = [l for l in lines if "error" in l.lower()] or lines
    return errs[:n]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("inputs", nargs="+", help="PTX files or directories")
    here = os.path.dirname(os.path.abspath(__file__))
    default_lint = os.path.join(here, "..", "..", "build", "bin", "ptxlint")
    ap.add_argument("--ptxlint", default=default_lint)
    ap.add_argument("--ptxas", default=shutil.which("ptxas") or "ptxas")
    ap.add_argument("--arch", help="force -arch/--gpu-name for every file")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--timeout", type=int, default=120)
    ap.add_argument("--lines", action="store_true",
                    help="also report files both reject on different lines")
    ap.add_argument("--quiet", action="store_true",
                    help="only the summary")
    args = ap.parse_args()

    files = []
    for inp in args.inputs:
        if os.path.isdir(inp):
            for root, _, names in os.walk(inp):
                files += [os.path.join(root, n) for n in names
                          if n.endswith(".ptx")]
        elif os.path.isfile(inp):
            files.append(inp)
        else:
            print("rw-compare: no such file or directory: " + inp,
                  file=sys.stderr)
            return 2
    files.sort()
    if not files:
        print("rw-compare: no .ptx files", file=sys.stderr)
        return 2
    if not os.access(args.ptxlint, os.X_OK):
        print("rw-compare: ptxlint '%s' is not executable" % args.ptxlint,
              file=sys.stderr)
        return 2

    counts = {"skipped": 0, "agree-ok": 0, "agree-error": 0, "false-error": 0,
              "missed": 0, "line-diff": 0, "crash": 0}
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        results = list(pool.map(lambda p: check(p, args), files))
    for path, arch, prc, pout, lrc, lout in results:
        if prc is None:
            counts["skipped"] += 1
            continue
        pv, lv = verdict(prc), verdict(lrc)
        kind = None
        if lv.startswith("crash") or (pv.startswith("crash") and lv == "ok"):
            kind = "crash"
        elif pv == "ok" and lv == "ok":
            counts["agree-ok"] += 1
        elif pv != "ok" and lv == "error":
            pl = error_lines(pout, PTXAS_LINE_RE)
            ll = error_lines(lout, LINE_RE)
            if args.lines and pl and ll and not set(pl) & set(ll):
                kind = "line-diff"
            else:
                counts["agree-error"] += 1
        elif pv == "ok":
            kind = "false-error"
        else:
            kind = "missed"
        if kind is None:
            continue
        counts[kind] += 1
        if args.quiet:
            continue
        label = {"false-error": "FALSE-ERROR", "missed": "MISSED",
                 "line-diff": "LINE-DIFF", "crash": "CRASH"}[kind]
        print("%s %s (%s): ptxas %s, ptxlint %s"
              % (label, path, arch, pv, lv))
        for l in head(pout):
            print("    ptxas:   " + l)
        for l in head(lout):
            print("    ptxlint: " + l)
    total = len(results) - counts["skipped"]
    agree = counts["agree-ok"] + counts["agree-error"]
    print("rw-compare: %d files, %d agree (%d accepted by both, %d rejected "
          "by both), %d false errors, %d missed, %d on other lines, "
          "%d crashes; %d .address_size 32 files skipped" % (total, agree, counts["agree-ok"],
                          counts["agree-error"], counts["false-error"],
                          counts["missed"], counts["line-diff"],
                          counts["crash"], counts["skipped"]))
    return 0 if agree == total else 1


if __name__ == "__main__":
    sys.exit(main())
