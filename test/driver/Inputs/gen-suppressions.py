#!/usr/bin/env python3
"""Writes a kernel with 48 reads of undeclared names, each followed on its
line by a `// ptxlint: disable=undeclared-symbol` comment after 0..47 spaces
(so that the marker falls at every offset of a 16-byte block of the scan in
checkers/Checkers.cpp), and decoys: a 'p' with a ':' 7 bytes on that is not
the marker, and near misses of it.

  gen-suppressions.py [--near-miss]

--near-miss writes `ptxlint;` and `ptxlinx:` for every other marker: those
reads must be reported.
"""
import sys

near = "--near-miss" in sys.argv[1:]
out = [".version 8.0", ".target sm_80", ".address_size 64", "",
       ".visible .entry k()", "{", ".reg .b32 %r<4>;",
       "// decoys: pxxxxxx: pp:ptxlin: ptxlint ptxlintx: pt:xlint:"]
for i in range(48):
    marker = "ptxlint:"
    if near and i % 2:
        marker = "ptxlint;" if i % 4 == 1 else "ptxlinx:"
    out.append("mov.u32 %%r1, %%nope%d;%s// %s disable=undeclared-symbol" % (i, " " * i, marker))
out += ["ret;", "}", ""]
sys.stdout.write("\n".join(out))
