#!/usr/bin/env python3
"""Do ptxlint's errors point at the lines ptxas's errors point at?

Reads the per-mutant records that `ptxas-diff.py --json OUT` writes and, for
the mutants both tools reject, compares the error lines:

  - ptxas's lines: `ptxas <input>, line N; error : ...`
  - ptxlint's lines: `<input>:N:COL: error: ...` (its default gnu format)

It reports how often ptxlint has an error on the line of ptxas's first error
(ptxas's messages have no columns; ptxlint's are finer), how often the two
first error lines agree, and how often each tool's errors include the mutated
line. Messages are truncated by ptxas-diff (4000 characters), so a mutant with
a long cascade of errors is compared on its first few.

    line-agreement.py RECORDS.json [--show N]
Exits 1 when --min-covered PCT is given and the covered share is below it.
"""
import argparse
import json
import re
import sys

PTXAS_RE = re.compile(r"ptxas <input>, line (\d+); error")
PTXLINT_RE = re.compile(r"^<input>:(\d+):\d+: error:", re.M)


def lines(regex, text):
    return [int(m.group(1)) for m in regex.finditer(text or "")]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("records", nargs="+")
    ap.add_argument("--show", type=int, default=0, metavar="N",
                    help="print N mutants where ptxlint misses a line ptxas reports")
    ap.add_argument("--min-covered", type=float, default=None, metavar="PCT")
    a = ap.parse_args()
    recs = []
    for path in a.records:
        with open(path) as f:
            recs += json.load(f)
    both = [r for r in recs if r.get("ptxas") == "reject" and r.get("ptxlint") == "reject"
            and "line" in r]
    n = covered = first_same = lint_at_mut = ptxas_at_mut = 0
    missed = []
    for r in both:
        pl, ll = lines(PTXAS_RE, r["ptxas_message"]), lines(PTXLINT_RE, r["ptxlint_message"])
        if not pl or not ll:
            continue  # ptxas fatal without a line, or a message cut before any error
        n += 1
        mut = set(range(r["line"], r.get("end_line", r["line"]) + 1))
        # ptxas's first error line: ptxas-diff keeps the first 4000
        # characters of each message, and ptxlint reports some passes'
        # errors before others (directives before instructions), so later
        # lines may be cut from either list.
        want = {min(pl)}
        if want <= set(ll):
            covered += 1
        else:
            missed.append((r, sorted(want - set(ll))))
        first_same += min(pl) == min(ll)
        lint_at_mut += bool(mut & set(ll))
        ptxas_at_mut += bool(mut & set(pl))
    pct = lambda k: 100.0 * k / n if n else 100.0
    print("line-agreement: %d mutants rejected by both with error lines" % n)
    print("  ptxas's first error line is among ptxlint's: %6.2f%% (%d)" % (pct(covered), covered))
    print("  same first error line:                    %6.2f%% (%d)" % (pct(first_same), first_same))
    print("  ptxlint has an error on the mutated line: %6.2f%% (%d)" % (pct(lint_at_mut), lint_at_mut))
    print("  ptxas has an error on the mutated line:   %6.2f%% (%d)" % (pct(ptxas_at_mut), ptxas_at_mut))
    for r, want in missed[:a.show]:
        print("\n%s:%d [%s] %s\n  ptxas lines missing from ptxlint: %s" %
              (r["file"], r["line"], r["operator"], r.get("detail", ""), want))
        print("  ptxas:   " + "\n           ".join(r["ptxas_message"].splitlines()[:4]))
        errs = [l for l in r["ptxlint_message"].splitlines() if ": error:" in l]
        print("  ptxlint: " + "\n           ".join(errs[:4]))
    if a.min_covered is not None and pct(covered) < a.min_covered:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
