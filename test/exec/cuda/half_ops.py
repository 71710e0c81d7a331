"""Inputs and expected outputs of half_ops.cu. gen DIR: writes inputs;
check DIR KERNEL: compares exactly (a NaN matches any NaN of its format)."""
import math, random, struct, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fpref import wbin, rbin, b32, fb32, b64, fb64, rnd_dir
from fractions import Fraction as Fr
mode, d = sys.argv[1], sys.argv[2]
R = random.Random(5300)
NAN, INF = math.nan, math.inf

def dec(u, k): return struct.unpack('<e', struct.pack('<H', u))[0] if k == 'f16' else fb32(u << 16)
def enc(v, k):
    if math.isnan(v): return 0x7fff
    if k == 'f16': return struct.unpack('<H', struct.pack('<e', v))[0]
    return b32(v) >> 16
def rn(q, k, m='rn', zs=1.0):
    return rnd_dir(q, k, m, zs)
def nf(*xs): return any(math.isnan(x) or math.isinf(x) for x in xs)
def add(a, b, k):
    if nf(a, b): return a + b
    q = Fr(a) + Fr(b)
    if q == 0: return a if (a == 0 and b == 0 and math.copysign(1, a) == math.copysign(1, b)) else 0.0
    return rn(q, k)
def mul(a, b, k):
    if nf(a, b): return a * b
    return rn(Fr(a) * Fr(b), k, 'rn', math.copysign(1, a) * math.copysign(1, b))
def fma(a, b, c, k):
    if math.isnan(a) or math.isnan(b) or math.isnan(c): return NAN
    if nf(a, b): return a * b + c
    if nf(c): return c
    q = Fr(a) * Fr(b) + Fr(c)
    if q == 0:
        ps = math.copysign(1, a) * math.copysign(1, b)
        return c if ((a == 0 or b == 0) and c == 0 and ps == math.copysign(1, c)) else 0.0
    return rn(q, k)
def sat(x):
    if math.isnan(x): return 0.0
    return min(1.0, max(0.0, x)) if x != 0 else 0.0
def relu(x):
    if math.isnan(x): return NAN
    return x if x > 0 else 0.0

def arith(a, b, c, k):
    H = lambda x: enc(x, k)
    P = lambda x, y: H(x) | H(y) << 16
    o = [P(add(a, b, k), add(a, -b, k)), P(mul(a, b, k), fma(a, b, c, k)),
         P(sat(add(a, b, k)), sat(add(a, -c, k))), P(sat(mul(a, b, k)), sat(fma(a, b, c, k))),
         P(relu(fma(a, b, c, k)), add(a, c, k)), P(mul(b, c, k), add(b, -c, k)), P(-a, abs(b))]
    un = math.isnan(a) or math.isnan(b)
    cm = [a == b, (a != b) and not un, a < b, a <= b, a > b, a >= b, un or a == b, un or a != b,
          un or a < b, un or a <= b, un or a > b, un or a >= b, math.isnan(a)]
    isinf = lambda x: (1 if x > 0 else 0xff) if math.isinf(x) else 0
    o.append(sum(int(bool(v)) << j for j, v in enumerate(cm)) | isinf(a) << 16 | isinf(b) << 24)
    X, Y = (a, b), (c, a)
    def mask(f, unordered):
        r = 0
        for j in range(2):
            x, y = X[j], Y[j]
            u = math.isnan(x) or math.isnan(y)
            if (u and unordered) or (not u and f(x, y)): r |= 0xffff << (16 * j)
        return r
    M = 0xffffffff
    o.append((mask(lambda x, y: x == y, False) ^ mask(lambda x, y: x < y, False) << 1) & M)
    o.append((mask(lambda x, y: x >= y, True) ^ mask(lambda x, y: x != y, True) << 1) & M)
    o.append((mask(lambda x, y: x <= y, False) ^ mask(lambda x, y: x > y, True) << 1) & M)
    o.append(P(sat(add(X[0], Y[0], k)), sat(add(X[1], Y[1], k))))
    o.append(P(relu(fma(X[0], Y[0], X[0], k)), relu(fma(X[1], Y[1], X[1], k))))
    o.append(P(mul(X[0], Y[0], k), mul(X[1], Y[1], k)))
    return o

SPH = [0x0000, 0x8000, 0x3c00, 0xbc00, 0x7c00, 0xfc00, 0x7e00, 0xfe00, 0x7bff, 0xfbff, 0x0001, 0x8001,
       0x03ff, 0x0400, 0x3800, 0x3bff, 0x3c01, 0x4000, 0x5bf8, 0x57ff, 0x7800, 0x7a00, 0xd800, 0x3555,
       0x1400, 0x0200, 0x6400, 0x63ff, 0x7bfe, 0x5800, 0xc500]
SPB = [0x0000, 0x8000, 0x3f80, 0xbf80, 0x7f80, 0xff80, 0x7fc0, 0x7f7f, 0xff7f, 0x0001, 0x0080, 0x3f00,
       0x3f81, 0x4000, 0x4300, 0x4380, 0x437f, 0x4f00, 0x4eff, 0x5f00, 0xdf00, 0x5f80, 0x3eab, 0x477f,
       0x4780, 0x4700, 0xc700, 0x3f7f, 0xbf81]
def pick():
    c = R.random()
    if c < 0.35: return R.choice(SPH)
    if c < 0.7: return R.choice(SPB)
    if c < 0.85: return R.choice([0x3c00, 0x3f80, 0x4000]) + R.randint(-40, 40)
    return R.getrandbits(16)
n = 1024
T = [(pick(), pick(), pick()) for _ in range(n)]
wbin(d, 'h3.bin', [u for t in T for u in t], 'H')
E = {}
o = []
for ua, ub, uc in T:
    o += arith(dec(ua, 'f16'), dec(ub, 'f16'), dec(uc, 'f16'), 'f16')
    o += arith(dec(ua, 'bf16'), dec(ub, 'bf16'), dec(uc, 'bf16'), 'bf16')
E['hops'] = o
LAYH = [('f16', 'f16')] * 7 + ['i'] * 4 + [('f16', 'f16')] * 3
LAYB = [('bf16', 'bf16')] * 7 + ['i'] * 4 + [('bf16', 'bf16')] * 3
L = {'hops': LAYH + LAYB}

# ---- conversions
def rint(q, m):
    fl = q.numerator // q.denominator
    if m == 'rd' or q == fl: return fl
    if m == 'ru': return fl + 1
    if m == 'rz': return fl if q >= 0 else fl + 1
    r = q - fl
    return fl + 1 if (r > Fr(1, 2) or (r == Fr(1, 2) and fl % 2)) else fl
def rn_or(v, k): return v if (nf(v) or v == 0) else rn(Fr(v), k, 'rn', v)
def toint(v, bits, signed, m):
    if math.isnan(v): return 0 if bits < 64 else (1 << 63)
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    if math.isinf(v): return hi if v > 0 else lo
    return max(lo, min(hi, rint(Fr(v), m)))
def s64(v):
    v &= (1 << 64) - 1
    return v - (1 << 64) if v >> 63 else v
def sx(v, bits):
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v
LS = [0, 1, -1, 2048, 2049, 2051, 65504, 65519, 65520, 65535, 65536, 70000, -70000, 0x7fffffff, -(1 << 31),
      256, 257, 259, -257, 0x1ff, 0x8000, 0x7fff, 0xffff, (1 << 63) - 1, -(1 << 63), 1 << 40, (1 << 40) + 1,
      0x3c00, 0x7c00, 0x7ff0000000000000, 0x3ff0000000000001, 0x40effe0000000000, 0x40effe0000000001,
      0x47efffffe0000000, 0x47efffffe0000001, 0x3e70000000000000, 0x3e70000000000001, 0x0000000000000001]
LV = []
U = []
for j in range(n):
    U.append(pick())
    if j < len(LS): LV.append(LS[j])
    else: LV.append(s64(R.getrandbits(R.choice([8, 12, 16, 17, 24, 31, 32, 40, 63, 64]))) * R.choice([1, -1]))
LV = [s64(v) for v in LV]
wbin(d, 'u16.bin', U, 'H'); wbin(d, 'l.bin', LV, 'q')
o = []
MODES = ('rn', 'rz', 'ru', 'rd')
def q4(vals, kind):
    r = 0
    for j, v in enumerate(vals): r |= enc(v, kind) << (16 * j)
    return s64(r)
for u, l in zip(U, LV):
    h, b = dec(u, 'f16'), dec(u, 'bf16')
    row = [toint(h, 32, True, m) for m in MODES] + [toint(h, 32, False, m) for m in MODES]
    row += [toint(h, 16, True, 'rn'), toint(h, 16, True, 'rz'), toint(h, 16, False, 'ru'), toint(h, 16, False, 'rd')]
    row += [toint(h, 64, True, 'rn'), s64(toint(h, 64, False, 'rd')), toint(h, 8, True, 'rz'), toint(h, 8, False, 'rz')]
    row += [toint(b, 32, True, 'rn'), toint(b, 32, True, 'rz'), toint(b, 32, False, 'ru'), toint(b, 32, False, 'rd')]
    row += [toint(b, 16, True, 'rn'), toint(b, 16, False, 'rz'), toint(b, 64, True, 'rd'), s64(toint(b, 64, False, 'ru'))]
    row += [toint(b, 8, True, 'rz'), toint(b, 8, False, 'rz')]
    w = sx(l, 32); uw = l & 0xffffffff; ul = l & ((1 << 64) - 1)
    row.append(q4([rn(Fr(w), 'f16', m) for m in MODES], 'f16'))
    row.append(q4([rn(Fr(uw), 'f16', m) for m in MODES], 'f16'))
    row.append(q4([rn(Fr(l), 'f16', m) for m in MODES], 'f16'))
    row.append(q4([rn(Fr(ul), 'f16', m) for m in MODES], 'f16'))
    row.append(q4([rn(Fr(sx(l, 16)), 'f16', 'rn'), rn(Fr(sx(l, 16)), 'f16', 'rz'), rn(Fr(l & 0xffff), 'f16', 'ru'),
                   rn(Fr(l & 0xffff), 'f16', 'rd')], 'f16'))
    row.append(q4([rn(Fr(w), 'bf16', m) for m in MODES], 'bf16'))
    row.append(q4([rn(Fr(l), 'bf16', m) for m in MODES], 'bf16'))
    row.append(q4([rn(Fr(ul), 'bf16', 'rn'), rn(Fr(uw), 'bf16', 'rz'), rn(Fr(sx(l, 16)), 'bf16', 'ru'),
                   rn(Fr(l & 0xffff), 'bf16', 'rd')], 'bf16'))
    hw, bw = dec(l & 0xffff, 'f16'), dec(l & 0xffff, 'bf16')
    fbits = lambda v: 0x7fffffff if math.isnan(v) else b32(v)
    row.append(s64(fbits(h) | fbits(hw) << 32))
    row.append(s64(fbits(b) | fbits(bw) << 32))
    row.append(s64(enc(rn_or(b, 'f16'), 'f16') | enc(rn_or(bw, 'f16'), 'f16') << 16 |
                   enc(rn_or(h, 'bf16'), 'bf16') << 32 | enc(rn_or(hw, 'bf16'), 'bf16') << 48))
    dv = fb64(l & ((1 << 64) - 1))
    row.append(enc(rn_or(dv, 'f16'), 'f16') | enc(rn_or(dv, 'bf16'), 'bf16') << 16)
    row.append(s64(toint(h, 64, True, 'rz') ^ toint(b, 64, True, 'rn')))
    row.append(s64(toint(h, 64, False, 'ru') ^ toint(b, 64, False, 'rz')))
    o += row
E['hconv'] = o
L['hconv'] = ['i'] * 26 + [('f16',) * 4] * 5 + [('bf16',) * 4] * 3 + [('f32', 'f32')] * 2 + [('f16', 'f16', 'bf16', 'bf16'), ('f16', 'bf16', 'z', 'z'), 'i', 'i']

W = {'f32': 32, 'f16': 16, 'bf16': 16, 'z': 16}
def isnan_bits(v, k):
    if k == 'f32': return (v & 0x7fffffff) > 0x7f800000
    if k == 'f16': return (v & 0x7fff) > 0x7c00
    if k == 'bf16': return (v & 0x7fff) > 0x7f80
    return False
def same(g, e, lay):
    if lay == 'i': return g == e
    sh = 0
    for k in lay:
        m = (1 << W[k]) - 1
        gv, ev = g >> sh & m, e >> sh & m
        if gv != ev and not (isnan_bits(gv, k) and isnan_bits(ev, k)): return False
        sh += W[k]
    return True
if mode == 'check':
    k = sys.argv[3]
    vals = E[k]
    fmt = 'I' if k == 'hops' else 'q'
    got = rbin(d, k + '.out', fmt)
    if len(got) != len(vals):
        print('%s: %d values, want %d' % (k, len(got), len(vals))); sys.exit(1)
    per = len(vals) // n
    bad = 0
    for j, (g, e) in enumerate(zip(got, vals)):
        lay = L[k][j % per]
        mask = (1 << 64) - 1 if fmt == 'q' else 0xffffffff
        if not same(g & mask, e & mask, lay):
            bad += 1
            if bad <= 30:
                i = j // per
                print('%s thread %d field %d: got %#x want %#x (in %s)' % (k, i, j % per, g & mask, e & mask,
                      ' '.join('%#06x' % x for x in T[i]) if k == 'hops' else '%#06x l=%#x' % (U[i], LV[i] & ((1 << 64) - 1))))
    print('%s: %d mismatches' % (k, bad))
    sys.exit(1 if bad else 0)
