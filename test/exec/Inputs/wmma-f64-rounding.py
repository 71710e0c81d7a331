"""Inputs and expected output of wmma-f64-rounding.ptx: wmma.mma m8n8k4 .f64
with .rn/.rz/.rm/.rp (PTX ISA 8.5 9.7.15.3.5), A column-major and B
row-major with a leading dimension of 8, C row-major, D stored column-major.
The spec: "Precision of the element-wise multiplication and addition
operation is identical to that of .f64 precision fused multiply-add"; the
reference is a chain of FMAs in k order starting from C (the executor's
documented order; the spec names none), each rounded with the mode, in
exact rationals.

usage: wmma-f64-rounding.py DIR -> DIR/in.bin, DIR/expected.bin
in.bin: A as 4 columns of 8 doubles (element (r, k) at 8k + r), then B as 4
rows of 8 doubles (element (k, c) at 32 + 8k + c), then C row-major (element
(r, c) at 64 + 8r + c); all in doubles. expected.bin: for .rn, .rz, .rm,
.rp in turn, D column-major (element (r, c) at 8c + r).
"""
import random, struct, sys
from fractions import Fraction

from exactround import round_f64




d = sys.argv[1]
random.seed(884)
A = [[random.uniform(-3, 3) for _ in range(4)] for _ in range(8)]
B = [[random.uniform(-3, 3) for _ in range(8)] for _ in range(4)]
C = [[random.uniform(-3, 3) for _ in range(8)] for _ in range(8)]
inb = [A[r][k] for k in range(4) for r in range(8)] + [B[k][c] for k in range(4) for c in range(8)] \
    + [C[r][c] for r in range(8) for c in range(8)]
out = []
for mode in ("rn", "rz", "rm", "rp"):
    D = [[0.0] * 8 for _ in range(8)]
    for r in range(8):
        for c in range(8):
            acc = C[r][c]
            for k in range(4):
                acc = round_f64(Fraction(A[r][k]) * Fraction(B[k][c]) + Fraction(acc), mode)
            D[r][c] = acc
    out += [D[r][c] for c in range(8) for r in range(8)]
open(d + "/in.bin", "wb").write(struct.pack("<%dd" % len(inb), *inb))
open(d + "/expected.bin", "wb").write(struct.pack("<%dd" % len(out), *out))
