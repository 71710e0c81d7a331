"""Inputs and expected outputs of ml_parallel.cu (exact)."""
import functools, math, random, struct, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fpref import *
d = sys.argv[1]
R = random.Random(4343)
wf = functools.partial(wbin, d)
M32 = 0xffffffff
# Blelloch: n=1000, 256 threads -> 512 per block, 2 blocks
n = 1000
X = [R.randint(-2**31, 2**31 - 1) for _ in range(n)]
X[:4] = [-2**31, 2**31 - 1, -1, 2**31 - 1]
wf('bl.bin', X, 'i')
out, sums = [], []
for b in range(2):
    seg = X[b * 512:(b + 1) * 512] + [0] * max(0, (b + 1) * 512 - n)
    acc = 0
    for v in seg:
        out.append(s32(acc)); acc += v
    sums.append(s32(acc))
wf('bl.expected', out[:n], 'i'); wf('bls.expected', sums, 'i')
# warp scan: n=777, block 256, grid 4
n = 777
U = [R.randint(0, M32) for _ in range(n)]
wf('ws.bin', U, 'I')
out = []
for b in range(4):
    acc = 0
    for i in range(b * 256, min(n, (b + 1) * 256)):
        acc = (acc + U[i]) & M32; out.append(acc)
wf('ws.expected', out, 'I')
# histogram: n = 100003 bytes skewed
n = 100003
Bt = bytes(min(255, int(R.expovariate(0.03))) for _ in range(n))
open(os.path.join(d, 'h.bin'), 'wb').write(Bt)
h = [0] * 256
for c in Bt: h[c] += 1
wf('h.expected', h, 'I')
# radix pass: 4 blocks of 128, shift 8
K = [R.randint(0, M32) for _ in range(512)]
K[:8] = [0, M32, 0x100, 0x200, 0xf00, 0x80000000, 0x7fffffff, 0x1234]
wf('rk.bin', K, 'I')
out = []
for b in range(4):
    seg = K[b * 128:(b + 1) * 128]
    out += sorted(seg, key=lambda k: (k >> 8) & 15)  # stable
wf('rk.expected', out, 'I')
# bitonic: 3 blocks of 512 floats, mirror the network exactly
F = [f32(R.uniform(-100, 100) * 2.0 ** R.randint(-30, 30)) for _ in range(1536)]
F[:10] = [0.0, -0.0, math.inf, -math.inf, -0.0, 0.0, fb32(1), -fb32(1), 0.0, -0.0]
F[600:606] = [-0.0, 0.0, -0.0, 0.0, 1.0, 1.0]
wf('bt.bin', F, 'f')
out = []
for b in range(3):
    s = F[b * 512:(b + 1) * 512]
    k = 2
    while k <= 512:
        j = k >> 1
        while j > 0:
            for i in range(512):
                ixj = i ^ j
                if ixj > i:
                    up = (i & k) == 0
                    a, bb = s[i], s[ixj]
                    if (a > bb) == up:
                        s[i], s[ixj] = bb, a
            j >>= 1
        k <<= 1
    out += s
wf('bt.expected', [b32(v) for v in out], 'I')
# cg_reduce: grid 2, block 96
V = [R.randint(-1000000, 1000000) for _ in range(192)]
V[5] = -2**31; V[70] = 2**31 - 1
wf('cg.bin', V, 'i')
out = []
for i in range(192):
    t = i % 96
    b0 = i - t
    g16 = b0 + (t // 16) * 16; g32 = b0 + (t // 32) * 32
    s16 = s32(sum(V[g16:g16 + 16]))
    m32 = max(V[g32:g32 + 32])
    x = 0
    for v in V[g32:g32 + 32]: x ^= v & M32
    e = s32(sum(V[g16:i]))
    cnt = sum(1 for v in V[g32:g32 + 32] if v & 1)
    out += [s16, m32, s32(x), e, cnt * 1000 + (t // 16) * 10 + (t % 16) % 10]
wf('cg.expected', out, 'i')
