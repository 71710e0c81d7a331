"""Inputs and the check of ml_math.cu's softmax_warp, layernorm and
online_softmax: the kernels use expf/__expf/rsqrtf
(ex2.approx, rsqrt.approx: models), so each output is compared with the
exact value within a relative error (documented bounds: expf 2 ulp, __expf
2 + floor(|1.16 x|) ulp, rsqrtf 2 ulp, plus the f32 rounding of the sums)."""
import functools, math, random, struct, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fpref import *
mode, d = sys.argv[1], sys.argv[2]
R = random.Random(431)
wf = functools.partial(wbin, d)
def rf(name, n): return struct.unpack('<%df' % n, open(os.path.join(d, name), 'rb').read())
rows, cols = 24, 200
X = [f32(R.gauss(0, 4)) for _ in range(rows * cols)]
X[cols:2 * cols] = [f32(-1e30)] * cols  # a row of equal large negatives
X[2 * cols + 5] = f32(80.0); X[2 * cols + 6] = f32(-90.0)
lr, lc = 6, 300
LX = [f32(R.gauss(1.0, 3.0)) for _ in range(lr * lc)]
LX[lc:2 * lc] = [f32(2.5)] * lc  # zero variance: rstd = rsqrt(eps)
G = [f32(R.uniform(0.5, 1.5)) for _ in range(lc)]; B = [f32(R.uniform(-1, 1)) for _ in range(lc)]
orow, ocol = 40, 33
OX = [f32(R.uniform(-10, 10)) for _ in range(orow * ocol)]
if mode == 'gen':
    wf('sx.bin', X); wf('lx.bin', LX); wf('lg.bin', G); wf('lb.bin', B); wf('ox.bin', OX)
    sys.exit(0)
bad = 0
def close(g, e, rel, what):
    global bad
    if abs(g - e) <= rel * abs(e) + 1e-30: return
    bad += 1
    if bad < 20: print('%s: got %r expected %r' % (what, g, e))
def softmax(r):
    m = max(r); ex = [math.exp(v - m) for v in r]; s = sum(ex)
    return [e / s for e in ex]
Y = rf('sy.out', rows * cols)
for i in range(rows):
    for c, e in enumerate(softmax(X[i * cols:(i + 1) * cols])):
        close(Y[i * cols + c], e, 2e-6, 'softmax[%d,%d]' % (i, c))
Y = rf('ly.out', lr * lc); S = rf('ls.out', 2 * lr)
eps = f32(1e-5)
for i in range(lr):
    r = LX[i * lc:(i + 1) * lc]
    mean = sum(r) / lc; var = max(sum(v * v for v in r) / lc - mean * mean, 0.0)
    rstd = 1 / math.sqrt(var + eps)
    close(S[2 * i], mean, 1e-5, 'mean[%d]' % i); close(S[2 * i + 1], rstd, 1e-4, 'rstd[%d]' % i)
    for c in range(lc):
        close(Y[i * lc + c], (r[c] - mean) * rstd * G[c] + B[c], 1e-4 if i != 1 else 1e-6, 'ln[%d,%d]' % (i, c))
Y = rf('oy.out', orow * ocol)
for i in range(orow):
    for c, e in enumerate(softmax(OX[i * ocol:(i + 1) * ocol])):
        close(Y[i * ocol + c], e, 2e-5, 'online[%d,%d]' % (i, c))
print('ml: %d mismatches' % bad)
sys.exit(1 if bad else 0)
