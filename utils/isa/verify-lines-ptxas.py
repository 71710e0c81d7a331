#!/usr/bin/env python3
"""Check a `--verify` test's verdicts line by line against ptxas.

For each instruction line of the file's function bodies (a probe line: not a
comment, declaration, label, brace, `ld.param` or `ret`), builds the file with
every other probe line removed and assembles it with

    ptxas -arch=TARGET FILE -o /dev/null      (TARGET: the file's .target)

A probe line with an `expected-error` on it (`// expected-error@+1 {{...}}`
on a comment line before it, or `expected-error {{...}}` after it) must be
refused by ptxas (an error or a crash); any other probe line must be
accepted (a `expected-warning` is a line ptxas takes). Prints one line per
disagreement and `verify-lines-ptxas: PASS` (exit 0) or `FAIL` (exit 1);
exit 77 when ptxas is not on PATH.

    verify-lines-ptxas.py [--jobs N] TEST.ptx...

Python 3 standard library only.
"""
import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile

SKIP = re.compile(r"^\s*(//|\.reg\b|\.pred\b|\.local\b|\.shared\b|\.param\b|[{}]|"
                  r"ld\.param\b|ret\s*;|\$?[A-Za-z_$][\w$]*:\s*$|$)")
EXPECT_AT = re.compile(r"//\s*expected-(error|warning|note)@\+(\d+)")
EXPECT_HERE = re.compile(r"//\s*expected-(error|warning|note)\s*\{\{")


def probes(lines):
    """(index, wants_error) of each probe line inside a function body."""
    depth, out, errs = 0, [], set()
    for i, l in enumerate(lines):
        for m in EXPECT_AT.finditer(l):
            if m.group(1) == "error":
                errs.add(i + int(m.group(2)))
        code = l.split("//", 1)[0]
        if depth > 0 and not SKIP.match(l) and code.strip():
            out.append(i)
            if re.search(r"//\s*expected-error\s*\{\{", l):
                errs.add(i)
        depth += code.count("{") - code.count("}") if depth > 0 or re.search(
            r"\.(entry|func)\b", code) or code.strip() == "{" else 0
    return [(i, i in errs) for i in out]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args()
    if not shutil.which("ptxas"):
        print("verify-lines-ptxas: ptxas not found")
        return 77
    bad = total = 0
    tmp = tempfile.mkdtemp(prefix="verify-lines-")
    for path in a.files:
        lines = open(path).read().split("\n")
        m = re.search(r"^\s*\.target\s+(sm_\w+)", "\n".join(lines), re.M)
        arch = m.group(1) if m else "sm_90"
        ps = probes(lines)
        keep = set(i for i, _ in ps)

        def run(job):
            n, (i, want_err) = job
            body = [l for j, l in enumerate(lines) if j == i or j not in keep]
            f = os.path.join(tmp, "%s.%d.ptx" % (os.path.basename(path), n))
            with open(f, "w") as fh:
                fh.write("\n".join(body))
            r = subprocess.run(["ptxas", "-arch=" + arch, f, "-o", os.devnull],
                               capture_output=True, text=True)
            refused = r.returncode != 0
            return i, want_err, refused, (r.stderr.strip().splitlines() or [""])[0]

        with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
            for i, want_err, refused, msg in ex.map(run, enumerate(ps)):
                total += 1
                if want_err != refused:
                    bad += 1
                    print("%s:%d: ptxas %s, the test %s: %s%s" % (
                        path, i + 1, "refuses" if refused else "accepts",
                        "expects an error" if want_err else "expects none",
                        lines[i].strip(), ("  [" + msg + "]") if msg else ""))
    shutil.rmtree(tmp, ignore_errors=True)
    print("verify-lines-ptxas: %d lines, %d disagreements" % (total, bad))
    print("verify-lines-ptxas: " + ("PASS" if not bad else "FAIL"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
