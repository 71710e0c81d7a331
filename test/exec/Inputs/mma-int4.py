"""Inputs and expected output of mma-int4.ptx: mma.sync m8n8k32 with s4 A and
u4 B (PTX ISA 8.5 9.7.15.4.4 fragment layouts: lane l, g = l >> 2,
t = l % 4; A element i at row g, column 8t + i; B element i at row 8t + i,
column g; C/D element i at row g, column 2t + i; 4-bit elements low bits
first), with and without .satfinite."""
import random, struct, sys
d = sys.argv[1]
random.seed(5)
a_regs = [random.getrandbits(32) for _ in range(32)]
b_regs = [random.getrandbits(32) for _ in range(32)]
c_regs = [random.randint(-2**31, 2**31 - 1) if random.random() < 0.2 else random.randint(-500, 500)
          for _ in range(64)]
# Row 0 of A all 7 and column 0 of B all 15 (lanes 0-3), C[0][0] = INT32_MAX:
# D[0][0] overflows (wraps, or saturates with .satfinite).
for l in range(4):
    a_regs[l], b_regs[l] = 0x77777777, 0xffffffff
c_regs[0] = 2**31 - 1
A = [[0] * 32 for _ in range(8)]
B = [[0] * 8 for _ in range(32)]
C = [[0] * 8 for _ in range(8)]
for l in range(32):
    g, t = l >> 2, l % 4
    for i in range(8):
        v = (a_regs[l] >> (4 * i)) & 15
        A[g][8 * t + i] = v - 16 if v >= 8 else v  # s4
        B[8 * t + i][g] = (b_regs[l] >> (4 * i)) & 15  # u4
    for i in range(2):
        C[g][2 * t + i] = c_regs[2 * l + i]
def wrap(x):
    x &= 0xffffffff
    return x - (1 << 32) if x >= 1 << 31 else x
def sat(x):
    return max(-2**31, min(2**31 - 1, x))
out = []
for f in (wrap, sat):
    for l in range(32):
        g, t = l >> 2, l % 4
        for i in range(2):
            c = 2 * t + i
            out.append(f(C[g][c] + sum(A[g][k] * B[k][c] for k in range(32))))
open(d + "/a.bin", "wb").write(struct.pack("<32I", *a_regs))
open(d + "/b.bin", "wb").write(struct.pack("<32I", *b_regs))
open(d + "/c.bin", "wb").write(struct.pack("<64i", *c_regs))
open(d + "/expected.bin", "wb").write(struct.pack("<128i", *out))
