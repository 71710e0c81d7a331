"""Inputs and expected outputs of wmma_subbyte.cu (exact integer products).
Sub-byte matrices are packed low bits first: element i of a row (A) or
column (B) at bit offset i * bits."""
import random, struct, sys
d = sys.argv[1]
random.seed(11)

def pack(vals, bits):
    n = 0
    for i, v in enumerate(vals):
        n |= (v & ((1 << bits) - 1)) << (i * bits)
    return n.to_bytes(len(vals) * bits // 8, "little")

# s4: A 8x32 row-major, B 32x8 column-major (B[k][n] at n * 32 + k), C row-major.
A = [[random.randint(-8, 7) for _ in range(32)] for _ in range(8)]
B = [[random.randint(-8, 7) for _ in range(8)] for _ in range(32)]
C = [[random.randint(-1000, 1000) for _ in range(8)] for _ in range(8)]
open(d + "/a4.bin", "wb").write(pack([x for row in A for x in row], 4))
open(d + "/b4.bin", "wb").write(pack([B[k][n] for n in range(8) for k in range(32)], 4))
open(d + "/c4.bin", "wb").write(struct.pack("<64i", *[x for row in C for x in row]))
D = [[C[r][c] + sum(A[r][k] * B[k][c] for k in range(32)) for c in range(8)] for r in range(8)]
open(d + "/d4.expected", "wb").write(struct.pack("<64i", *[x for row in D for x in row]))

# u4: C = 5, D stored column-major.
A = [[random.randint(0, 15) for _ in range(32)] for _ in range(8)]
B = [[random.randint(0, 15) for _ in range(8)] for _ in range(32)]
open(d + "/au.bin", "wb").write(pack([x for row in A for x in row], 4))
open(d + "/bu.bin", "wb").write(pack([B[k][n] for n in range(8) for k in range(32)], 4))
D = [[5 + sum(A[r][k] * B[k][c] for k in range(32)) for c in range(8)] for r in range(8)]
open(d + "/du.expected", "wb").write(struct.pack("<64i", *[D[r][c] for c in range(8) for r in range(8)]))

# b1: 8x128 and 128x8 bits; XOR popcount (C = 0) and AND popcount (C = 1).
A = [[random.randint(0, 1) for _ in range(128)] for _ in range(8)]
B = [[random.randint(0, 1) for _ in range(8)] for _ in range(128)]
open(d + "/a1.bin", "wb").write(pack([x for row in A for x in row], 1))
open(d + "/b1.bin", "wb").write(pack([B[k][n] for n in range(8) for k in range(128)], 1))
DX = [[sum(A[r][k] ^ B[k][c] for k in range(128)) for c in range(8)] for r in range(8)]
DA = [[1 + sum(A[r][k] & B[k][c] for k in range(128)) for c in range(8)] for r in range(8)]
open(d + "/dx.expected", "wb").write(struct.pack("<64i", *[x for row in DX for x in row]))
open(d + "/da.expected", "wb").write(struct.pack("<64i", *[x for row in DA for x in row]))
