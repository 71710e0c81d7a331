"""Inputs and exact expected outputs of ml_linalg.cu."""
import functools, math, random, struct, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fpref import *
d = sys.argv[1]
R = random.Random(43)
wf = functools.partial(wbin, d)
def dy(): return R.randint(-32, 32) / 8.0
# sgemm
M, N, K = 37, 45, 32
A = [dy() for _ in range(M * K)]; B = [dy() for _ in range(K * N)]
wf('sA.bin', A); wf('sB.bin', B)
wf('sC.expected', [sum(A[r * K + k] * B[k * N + c] for k in range(K)) for r in range(M) for c in range(N)])
# dgemm
M2, N2, K2 = 19, 23, 17
A = [dy() for _ in range(M2 * K2)]; B = [dy() for _ in range(K2 * N2)]; C = [dy() for _ in range(M2 * N2)]
wf('dA.bin', A, 'd'); wf('dB.bin', B, 'd'); wf('dC.bin', C, 'd')
wf('dC.expected', [1.5 * sum(A[r * K2 + k] * B[k * N2 + c] for k in range(K2)) - 0.5 * C[r * N2 + c]
                   for r in range(M2) for c in range(N2)], 'd')
# transpose
rows, cols = 67, 45
T = [R.uniform(-1e6, 1e6) for _ in range(rows * cols)]
T = [f32(v) for v in T]
wf('t.bin', T); wf('t.expected', [T[r * cols + c] for c in range(cols) for r in range(rows)])
# stencil
W, H = 37, 29
S = [dy() for _ in range(W * H)]
wf('st.bin', S)
def at(x, y): return S[min(max(y, 0), H - 1) * W + min(max(x, 0), W - 1)]
wf('st.expected', [0.5 * at(x, y) - 0.125 * (at(x - 1, y) + at(x + 1, y)) + 0.25 * (at(x, y - 1) - at(x, y + 1))
                   for y in range(H) for x in range(W)])
# conv1d
n = 1000
F = [0.0625, -0.125, 0.25, -0.5, 1.0, 0.75, -0.375, 0.1875, 2.0]
X = [dy() for _ in range(n)]
wf('cv.bin', X)
wf('cv.expected', [sum(F[k] * (X[i - 4 + k] if 0 <= i - 4 + k < n else 0.0) for k in range(9)) for i in range(n)])
# saxpy with specials
n = 12345
a = f32(1.7)
def rv():
    return f32(R.uniform(-1, 1) * 2.0 ** R.randint(-140, 120))
X = [rv() for _ in range(n)]; Y = [rv() for _ in range(n)]
sp = [math.inf, -math.inf, math.nan, -0.0, 0.0, fb32(1), fb32(0x807fffff), fb32(0x7f7fffff), -fb32(0x7f7fffff)]
for i, v in enumerate(sp):
    for j, w in enumerate(sp):
        X[i * len(sp) + j] = v; Y[i * len(sp) + j] = w
wf('x.bin', X); wf('y.bin', Y)
out = []
for x, y in zip(X, Y):
    r = fma32(a, x, y)
    out.append(0x7fffffff if math.isnan(r) else b32(r))
wf('y.expected', out, 'I')
