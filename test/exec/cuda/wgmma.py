"""Inputs and expected outputs of wgmma.cu (exact integer arithmetic, so the
result is the same under every accumulation model)."""
import random, struct, sys
d = sys.argv[1]
random.seed(11)
A = [[random.randint(-3, 3) for _ in range(64)] for _ in range(64)]  # M x K
B = [[random.randint(-3, 3) for _ in range(64)] for _ in range(64)]  # K x N
C = [[random.randint(-50, 50) for _ in range(64)] for _ in range(64)]
def pack_h(rows):
    return struct.pack("<4096e", *[float(x) for row in rows for x in row])
def pack_f(rows):
    return struct.pack("<4096f", *[float(x) for row in rows for x in row])
open(d + "/a.bin", "wb").write(pack_h(A))
open(d + "/b.bin", "wb").write(pack_h(B))
open(d + "/bt.bin", "wb").write(pack_h([[B[k][n] for k in range(64)] for n in range(64)]))
open(d + "/c.bin", "wb").write(pack_f(C))
AB = [[sum(A[m][k] * B[k][n] for k in range(64)) for n in range(64)] for m in range(64)]
open(d + "/ss.expected", "wb").write(pack_f(AB))
open(d + "/rs.expected", "wb").write(pack_f([[C[m][n] - AB[m][n] for n in range(64)] for m in range(64)]))
