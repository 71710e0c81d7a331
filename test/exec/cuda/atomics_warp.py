"""Inputs and expected outputs of atomics_warp.cu (all exact). gen DIR."""
import math, random, struct, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fpref import wbin, b64, e16, ebf
from fractions import Fraction as Fr
mode, d = sys.argv[1], sys.argv[2]
R = random.Random(530530)
M32 = 0xffffffff; M64 = (1 << 64) - 1
def s64(v):
    v &= M64
    return v - (1 << 64) if v >> 63 else v
def s32(v):
    v &= M32
    return v - (1 << 32) if v >> 31 else v
# ---- atoms: 256 threads
n = 256
V = [R.getrandbits(64) for _ in range(n)]
V[:6] = [0, M64, 1 << 63, (1 << 63) - 1, 0x0123456789abcdef, 0xfedcba9876543210]
wbin(d, 'av.bin', V, 'Q')
U0 = [M64, 0, M64, 0, 0, 0, 1 << 63, (1 << 63) - 1]
wbin(d, 'u.bin', U0, 'Q')
wbin(d, 'dd.bin', [-math.inf, 0.0], 'd')
wbin(d, 'h.bin', [0, 0], 'H')
wbin(d, 'bf.bin', [0], 'H')
wbin(d, 'b2.bin', [0], 'I')
wbin(d, 's16.bin', [0] * 38, 'H')
wbin(d, 'claims.bin', [0] * 37, 'i')
u = list(U0)
for i, v in enumerate(V):
    u[0] = min(u[0], v); u[1] = max(u[1], v); u[2] &= v | 0x8000000000000001; u[3] |= v & 0x0123456789abcdef
    u[4] ^= v; u[5] = (u[5] + (v >> 20)) & M64
u[6] = max(s64(v) for v in V) & M64
u[7] = min(s64(v) for v in V) & M64
wbin(d, 'u.expected', u, 'Q')
dmax = max(float(Fr(s64(v)) / 2 ** 40) for v in V)
dsum = float(sum(Fr(s32(v & 0xffff)) / 8 for v in V))
wbin(d, 'dd.expected', [dmax, dsum], 'd')
h0 = float(sum(Fr(v & 7, 4) for v in V)); h1 = -float(sum(v & 3 for v in V))
wbin(d, 'h.expected', [e16(h0), e16(h1)], 'H')
wbin(d, 'bf.expected', [ebf(float(sum(v & 1 for v in V)))], 'H')
wbin(d, 'b2.expected', [ebf(float(sum(v & 1 for v in V))) | ebf(-0.5 * sum(v >> 63 for v in V)) << 16], 'I')
s16 = [0] * 38; cl = [0] * 37
for i, v in enumerate(V):
    k = v % 37
    if s16[k] == 0: s16[k] = i + 1
    cl[k] += 1
wbin(d, 's16.expected', s16, 'H'); wbin(d, 'claims.expected', cl, 'i')

# ---- warps: 256 threads, 8 warps
W = [R.getrandbits(32) for _ in range(n)]
W[:8] = [0, M32, 0x80000000, 0x7fffffff, 3, 6, 12345, 0x80000003]
for k in range(64, 96): W[k] = 0x80000001 + 3 * (k % 2)  # a warp where match_all can hold
wbin(d, 'wv.bin', W, 'I')
def shfl(vals, lane, mode, b, c):
    seg = (c >> 8) & 0x1f; cval = c & 0x1f; b &= 0x1f
    mx = (lane & seg) | (cval & ~seg & 0x1f); mn = lane & seg
    if mode == 'up': j = lane - b; ok = j >= mx
    elif mode == 'down': j = lane + b; ok = j <= mx
    elif mode == 'bfly': j = lane ^ b; ok = j <= mx
    else: j = mn | (b & ~seg & 0x1f); ok = j <= mx
    return vals[j if ok else lane]
out = []
for wb in range(n // 32):
    vs = W[32 * wb: 32 * wb + 32]
    P = [v % 3 != 0 for v in vs]
    m = sum(1 << l for l in range(32) if P[l])
    act = [l for l in range(32) if P[l]]
    w = 2 << (wb % 4)
    cw = (32 - w) << 8
    for l in range(32):
        v = vs[l]
        o = [0xdeadbeef] * 24
        if P[l]:
            av = [vs[k] for k in act]
            o[0] = sum(av) & M32; o[1] = min(av); o[2] = max(av)
            o[3] = min(s32(x) for x in av) & M32; o[4] = max(s32(x) for x in av) & M32
            a = M32
            for x in av: a &= x | 0x10
            o[5] = a
            r = 0
            for x in av: r |= x & 0xf0f0
            o[6] = r
            r = 0
            for x in av: r ^= x
            o[7] = r
            o[8] = sum(1 << k for k in act if vs[k] & 3 == v & 3)
            o[9] = sum(1 << k for k in act if vs[k] & 1 == v & 1)
            same = all(vs[k] & 0x80000000 == v & 0x80000000 for k in act)
            o[10] = m if same else 0; o[11] = 1 if same else 0
            o[12] = m ^ (1 << 31)
        o[13] = shfl(vs, l, 'idx', v % 40, cw | 0x1f)
        o[14] = shfl(vs, l, 'up', l % 5, cw)
        o[15] = shfl(vs, l, 'down', l % 7, cw | 0x1f)
        o[16] = shfl(vs, l, 'bfly', l % 19, cw | 0x1f)
        o[17] = shfl(vs, l, 'idx', (-3 + (v & 7)) & M32, cw | 0x1f)
        o[18] = shfl(vs, l, 'down', 3, (16 << 8) | 0x1f)
        o[19] = shfl(vs, l, 'bfly', 9, 0x1f)
        o[20] = sum(1 << k for k in range(32) if vs[k] & 1)
        o[21] = 32 | (1 if not all(P) else 0) << 8 | (1 if all(x != 12345 for x in vs) else 0) << 9
        o[22] = vs[15 + (l & 16)]
        o[23] = l
        out += o
wbin(d, 'w.expected', out, 'I')
