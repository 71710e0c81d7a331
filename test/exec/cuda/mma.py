"""Inputs and expected outputs of mma.cu (exact integer arithmetic)."""
import random, struct, sys
d = sys.argv[1]
random.seed(6)
A = [[random.randint(-8, 8) for _ in range(16)] for _ in range(16)]
B = [[random.randint(-8, 8) for _ in range(8)] for _ in range(16)]  # K x N
C = [1.0, 2.0, 3.0, 4.0]
def cval(row, col):
    # c0..c3 are the same in every lane: c_i sits at row g or g+8, col 2t+(i&1)
    i = (0 if row < 8 else 2) + (col & 1)
    return C[i]
D = [[sum(A[r][k] * B[k][c] for k in range(16)) + cval(r, c) for c in range(8)] for r in range(16)]
open(d + "/a.bin", "wb").write(struct.pack("<256e", *[float(x) for row in A for x in row]))
open(d + "/bt.bin", "wb").write(struct.pack("<128e", *[float(B[k][n]) for n in range(8) for k in range(16)]))
open(d + "/d.expected", "wb").write(struct.pack("<128f", *[x for row in D for x in row]))
open(d + "/at.expected", "wb").write(struct.pack("<64e", *[float(A[c][r]) for r in range(8) for c in range(8)]))
A8 = [[random.randint(-128, 127) for _ in range(32)] for _ in range(16)]
B8 = [[random.randint(-128, 127) for _ in range(8)] for _ in range(32)]
Ci = [100, -100, 7, 0]
def ci(row, col): return Ci[(0 if row < 8 else 2) + (col & 1)]
D8 = [[sum(A8[r][k] * B8[k][c] for k in range(32)) + ci(r, c) for c in range(8)] for r in range(16)]
open(d + "/a8.bin", "wb").write(struct.pack("<512b", *[x for row in A8 for x in row]))
open(d + "/b8.bin", "wb").write(struct.pack("<256b", *[x for row in B8 for x in row]))
open(d + "/d8.expected", "wb").write(struct.pack("<128i", *[x for row in D8 for x in row]))
Af = [[float(random.randint(-100, 100)) for _ in range(8)] for _ in range(16)]
Bf = [[float(random.randint(-100, 100)) for _ in range(8)] for _ in range(8)]
Cf = [0.5, 0.25, -0.5, 1.0]
def cf(row, col): return Cf[(0 if row < 8 else 2) + (col & 1)]
Df = [[sum(Af[r][k] * Bf[k][c] for k in range(8)) + cf(r, c) for c in range(8)] for r in range(16)]
open(d + "/af.bin", "wb").write(struct.pack("<128d", *[x for row in Af for x in row]))
open(d + "/bf.bin", "wb").write(struct.pack("<64d", *[x for row in Bf for x in row]))
open(d + "/df.expected", "wb").write(struct.pack("<128d", *[x for row in Df for x in row]))
