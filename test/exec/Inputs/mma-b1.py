"""Inputs and expected output of mma-b1.ptx: mma.sync .b1 with .xor.popc and
.and.popc for m8n8k128 (PTX ISA 8.5 9.7.15.4.5) and m16n8k256 (9.7.15.4.13),
and .xor.popc for m16n8k128 (9.7.15.4.12),
from the spec's fragment formulas (lane l, g = l >> 2, t = l % 4; bit i of
the fragment registers, low bits of the first register first). For
m16n8k256 A, the column of a32..a63 is read as t * 32 + (i & 0x1F), as for
a96..a127 (the literal "t * 32 + i" would leave the matrix half covered)."""
import random, struct, sys
d = sys.argv[1]
random.seed(9)
a = [random.getrandbits(32) for _ in range(32 * 4)]  # 4 A registers per lane
b = [random.getrandbits(32) for _ in range(32 * 2)]  # 2 B registers per lane
c = [random.randint(-100, 100) for _ in range(32 * 4)]
def bit(regs, n, l, i):
    return (regs[l * n + i // 32] >> (i % 32)) & 1
out = []
# m8n8k128: A register 0, B register 0, C registers 0-1 of each lane.
A = [[0] * 128 for _ in range(8)]
B = [[0] * 8 for _ in range(128)]
C = [[0] * 8 for _ in range(8)]
for l in range(32):
    g, t = l >> 2, l % 4
    for i in range(32):
        A[g][t * 32 + i] = bit(a, 4, l, i)
        B[t * 32 + i][g] = bit(b, 2, l, i)
    for i in range(2):
        C[g][2 * t + i] = c[4 * l + i]
for op in (lambda x, y: x ^ y, lambda x, y: x & y):
    for l in range(32):
        g, t = l >> 2, l % 4
        for i in range(2):
            col = 2 * t + i
            out.append(C[g][col] + sum(op(A[g][k], B[k][col]) for k in range(128)))
# m16n8k256
A = [[0] * 256 for _ in range(16)]
B = [[0] * 8 for _ in range(256)]
C = [[0] * 8 for _ in range(16)]
for l in range(32):
    g, t = l >> 2, l % 4
    for i in range(128):
        row = g if (i < 32 or 64 <= i < 96) else g + 8
        col = t * 32 + (i & 31) + (128 if i >= 64 else 0)
        A[row][col] = bit(a, 4, l, i)
    for i in range(64):
        B[t * 32 + (i & 31) + (128 if i >= 32 else 0)][g] = bit(b, 2, l, i)
    for i in range(4):
        C[g if i < 2 else g + 8][2 * t + (i & 1)] = c[4 * l + i]
for op in (lambda x, y: x ^ y, lambda x, y: x & y):
    for l in range(32):
        g, t = l >> 2, l % 4
        for i in range(4):
            row, col = (g if i < 2 else g + 8), 2 * t + (i & 1)
            out.append(C[row][col] + sum(op(A[row][k], B[k][col]) for k in range(256)))
# m16n8k128 (9.7.15.4.12): A registers 0-1, B register 0, C registers 0-3.
A = [[0] * 128 for _ in range(16)]
B = [[0] * 8 for _ in range(128)]
for l in range(32):
    g, t = l >> 2, l % 4
    for i in range(64):
        A[g if i < 32 else g + 8][t * 32 + (i & 31)] = bit(a, 4, l, i)
    for i in range(32):
        B[t * 32 + i][g] = bit(b, 2, l, i)
for l in range(32):
    g, t = l >> 2, l % 4
    for i in range(4):
        row, col = (g if i < 2 else g + 8), 2 * t + (i & 1)
        out.append(C[row][col] + sum(A[row][k] ^ B[k][col] for k in range(128)))
open(d + "/a.bin", "wb").write(struct.pack("<128I", *a))
open(d + "/b.bin", "wb").write(struct.pack("<64I", *b))
open(d + "/c.bin", "wb").write(struct.pack("<128i", *c))
open(d + "/expected.bin", "wb").write(struct.pack("<%di" % len(out), *out))
