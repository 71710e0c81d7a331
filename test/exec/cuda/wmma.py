"""Inputs and expected outputs of wmma.cu (exact integer arithmetic)."""
import random, struct, sys
d = sys.argv[1]
random.seed(7)
A = [[random.randint(-4, 4) for _ in range(32)] for _ in range(16)]   # 16x32, tile = cols 0..15
B = [[random.randint(-4, 4) for _ in range(16)] for _ in range(16)]   # K x N
D = [[sum(A[r][k] * B[k][c] for k in range(16)) + 1.0 for c in range(16)] for r in range(16)]
Dh = [[sum(A[r][k] * B[k][c] for k in range(16)) for c in range(16)] for r in range(16)]
open(d + "/a.bin", "wb").write(struct.pack("<512e", *[float(x) for row in A for x in row]))
# col-major B: element (k, n) at n * 16 + k
open(d + "/b.bin", "wb").write(struct.pack("<256e", *[float(B[k][n]) for n in range(16) for k in range(16)]))
open(d + "/d.expected", "wb").write(struct.pack("<256f", *[x for row in D for x in row]))
open(d + "/dh.expected", "wb").write(struct.pack("<256e", *[float(Dh[r][c]) for c in range(16) for r in range(16)]))
A8 = [[random.randint(-128, 127) for _ in range(16)] for _ in range(16)]
B8 = [[random.randint(-128, 127) for _ in range(16)] for _ in range(16)]
D8 = [[sum(A8[r][k] * B8[k][c] for k in range(16)) - 3 for c in range(16)] for r in range(16)]
open(d + "/a8.bin", "wb").write(struct.pack("<256b", *[x for row in A8 for x in row]))
open(d + "/b8.bin", "wb").write(struct.pack("<256b", *[x for row in B8 for x in row]))
open(d + "/d8.expected", "wb").write(struct.pack("<256i", *[x for row in D8 for x in row]))
# f64 m8n8k4: random doubles; D[r][c] = fma(A[r][3], B[3][c], fma(..., fma(A[r][0], B[0][c], C[r][c])))
# with each fma rounded once to nearest (exact rational arithmetic, then float()).
from fractions import Fraction
Af = [[random.uniform(-1, 1) * 2.0 ** random.randint(-3, 3) for _ in range(4)] for _ in range(8)]
Bf = [[random.uniform(-1, 1) * 2.0 ** random.randint(-3, 3) for _ in range(8)] for _ in range(4)]
Cf = [[random.uniform(-1, 1) for _ in range(8)] for _ in range(8)]
def fma(x, y, z):
    return float(Fraction(x) * Fraction(y) + Fraction(z))
Df = [[0.0] * 8 for _ in range(8)]
for r in range(8):
    for c in range(8):
        acc = Cf[r][c]
        for k in range(4):
            acc = fma(Af[r][k], Bf[k][c], acc)
        Df[r][c] = acc
open(d + "/af.bin", "wb").write(struct.pack("<32d", *[x for row in Af for x in row]))
# col-major B: element (k, n) at n * 4 + k
open(d + "/bf.bin", "wb").write(struct.pack("<32d", *[Bf[k][n] for n in range(8) for k in range(4)]))
open(d + "/cf.bin", "wb").write(struct.pack("<64d", *[x for row in Cf for x in row]))
# D stored col-major: element (r, c) at c * 8 + r
open(d + "/df.expected", "wb").write(struct.pack("<64d", *[Df[r][c] for c in range(8) for r in range(8)]))
