"""Inputs and expected outputs of round_exact.cu. gen DIR: writes inputs and
exact expectations; check DIR KERNEL: compares (NaN matches any NaN; the
remquo quotient by its sign and its low 3 bits, as C99 7.12.10.3 allows)."""
import math, random, struct, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fpref import wbin, rbin, b32, fb32, b64, fb64, f32, rnd_dir, sqrt_dir
from fractions import Fraction as Fr
mode, d = sys.argv[1], sys.argv[2]
R = random.Random(5353)
INF, NAN = math.inf, math.nan
MODES = ('rn', 'rz', 'ru', 'rd')

def nf(*xs): return any(math.isnan(x) or math.isinf(x) for x in xs)
def zsign(m): return -1.0 if m == 'rd' else 1.0
def add(a, b, k, m):
    if nf(a, b): return a + b
    q = Fr(a) + Fr(b)
    if q == 0:
        if a == 0 and b == 0 and math.copysign(1, a) == math.copysign(1, b): return a
        return math.copysign(0.0, zsign(m))
    return rnd_dir(q, k, m)
def mul(a, b, k, m):
    if nf(a, b): return a * b
    return rnd_dir(Fr(a) * Fr(b), k, m, math.copysign(1, a) * math.copysign(1, b))
def fma(a, b, c, k, m):
    if nf(a, b, c):
        if math.isnan(a) or math.isnan(b) or math.isnan(c): return NAN
        p = a * b if (nf(a, b)) else (0.0 if a == 0 or b == 0 else math.copysign(1.0, a * b))
        if nf(a, b): return p + c
        return c
    q = Fr(a) * Fr(b) + Fr(c)
    if q == 0:
        ps = math.copysign(1, a) * math.copysign(1, b)
        if a * 0 == 0 and (a == 0 or b == 0) and c == 0 and ps == math.copysign(1, c): return c
        return math.copysign(0.0, zsign(m))
    return rnd_dir(q, k, m)
def div(a, b, k, m):
    if math.isnan(a) or math.isnan(b): return NAN
    s = math.copysign(1, a) * math.copysign(1, b)
    if math.isinf(a): return NAN if math.isinf(b) else math.copysign(INF, s)
    if math.isinf(b): return math.copysign(0.0, s)
    if b == 0: return NAN if a == 0 else math.copysign(INF, s)
    return rnd_dir(Fr(a) / Fr(b), k, m, s)
def sqr(c, k, m):
    c = abs(c)
    if nf(c): return c
    return sqrt_dir(Fr(c), k, m)

def rnd_ops(tr, k):
    out = []
    for a, b, c in tr:
        for f in (lambda m: add(a, b, k, m), lambda m: add(a, -c, k, m), lambda m: mul(a, b, k, m),
                  lambda m: fma(a, b, c, k, m), lambda m: div(a, b, k, m), lambda m: div(1.0, b, k, m),
                  lambda m: sqr(c, k, m)):
            out += [f(m) for m in MODES]
    return out

def ri(a, how):
    """trunc/floor/ceil/round/rint of a float, sign of zero kept."""
    if nf(a): return a
    q = Fr(a)
    fl = q.numerator // q.denominator
    if how == 'trunc': r = fl if q >= 0 else -((-q).numerator // (-q).denominator)
    elif how == 'floor': r = fl
    elif how == 'ceil': r = fl if q == fl else fl + 1
    elif how == 'round':
        r = int(abs(q) + Fr(1, 2)); r = r if q >= 0 else -r
    else:
        fr = q - fl
        r = fl + 1 if (fr > Fr(1, 2) or (fr == Fr(1, 2) and fl % 2)) else fl
    return math.copysign(float(r), a) if r == 0 else float(r)
def fmin_(a, b, mx):
    if math.isnan(a): return b
    if math.isnan(b): return a
    if a == b == 0:
        neg = (math.copysign(1, a) < 0 and math.copysign(1, b) < 0) if mx else (math.copysign(1, a) < 0 or math.copysign(1, b) < 0)
        return -0.0 if neg else 0.0
    return max(a, b) if mx else min(a, b)
def scal(a, k, kind):
    if nf(a) or a == 0: return a
    k = max(-3000, min(3000, k))  # same result: past these every value over- or underflows
    return rnd_dir(Fr(a) * Fr(2) ** k, kind, 'rn', a)
def logb(a):
    if math.isnan(a): return a
    if math.isinf(a): return INF
    if a == 0: return -INF
    return float(math.frexp(a)[1] - 1)
def ilogb(a):
    if math.isnan(a) or a == 0: return -2 ** 31
    if math.isinf(a): return 2 ** 31 - 1
    return math.frexp(a)[1] - 1
def fmod(a, b):
    if math.isnan(a) or math.isnan(b) or math.isinf(a) or b == 0: return NAN
    if math.isinf(b): return a
    return math.fmod(a, b)
def rem(a, b):
    if math.isnan(a) or math.isnan(b) or math.isinf(a) or b == 0: return NAN
    if math.isinf(b): return a
    return math.remainder(a, b)
def s32(v):
    v &= 0xffffffff
    return v - (1 << 32) if v >> 31 else v

# ---- inputs
SP = [0.0, -0.0, INF, -INF, NAN, 1.0, -1.0, 0.5, -0.5, 1.5, 2.5, -2.5, 3.0, 0.1, -0.7, 1e300, -1e300,
      1.7976931348623157e308, 2.2250738585072014e-308, 2.225073858507201e-308, 5e-324, -5e-324, 1e-310,
      4.5, -3.5, 2.0 ** 52 + 1, 2.0 ** 53, -2.0 ** 52 - 0.5, 2.0 ** 52 - 0.5, 1e16, 7.0, -7.0, 1.0 + 2.0 ** -52,
      1.0 - 2.0 ** -53, 6.0, 1e-300, 3.0e-308, 0.49999999999999994]
def rnd_d():
    c = R.random()
    if c < 0.3: return R.choice(SP)
    if c < 0.5: return R.choice([1, -1]) * R.uniform(1, 2) * 2.0 ** R.randint(-1074, -1000)
    if c < 0.6: return R.choice([1, -1]) * R.uniform(1, 2) * 2.0 ** R.randint(1000, 1023)
    if c < 0.75: return float(R.randint(-100, 100)) / R.choice([1, 2, 4, 8])
    return R.choice([1, -1]) * R.uniform(1, 2) * 2.0 ** R.randint(-60, 60)
SPF = [f32(v) if not math.isnan(v) and abs(v) < 3e38 else v for v in
       [0.0, -0.0, INF, -INF, NAN, 1.0, -1.0, 0.5, -0.5, 1.5, 2.5, -2.5, 3.0, 0.1, -0.7, 3.4028234663852886e38,
        -3.4028234663852886e38, 1.1754943508222875e-38, 1.1754942106924411e-38, 1.401298464324817e-45,
        -1.401298464324817e-45, 1e-40, 4.5, -3.5, 2.0 ** 23 + 1, 2.0 ** 24, -2.0 ** 23 - 0.5, 2.0 ** 23 - 0.5,
        7.0, -7.0, 1.0 + 2.0 ** -23, 1.0 - 2.0 ** -24, 6.0, 0.49999997, 1e30, 1e-30]]
def rnd_f():
    c = R.random()
    if c < 0.3: return R.choice(SPF)
    if c < 0.5: return f32(R.choice([1, -1]) * R.uniform(1, 2) * 2.0 ** R.randint(-149, -110))
    if c < 0.6: return f32(R.choice([1, -1]) * R.uniform(1, 2) * 2.0 ** R.randint(100, 127))
    if c < 0.75: return float(R.randint(-100, 100)) / R.choice([1, 2, 4, 8])
    return f32(R.choice([1, -1]) * R.uniform(1, 2) * 2.0 ** R.randint(-30, 30))
n = 512
TD = [(rnd_d(), rnd_d(), rnd_d()) for _ in range(n)]
TF = [(rnd_f(), rnd_f(), rnd_f()) for _ in range(n)]
# products near the edges: a*b just over the overflow threshold / into subnormals
for j in range(0, 64):
    a = R.uniform(1, 2) * 2.0 ** 600; TD[j] = (a, R.uniform(1, 2) * 2.0 ** (423 + j % 3), -a)
    af = f32(R.uniform(1, 2) * 2.0 ** 70); TF[j] = (af, f32(R.uniform(1, 2) * 2.0 ** (56 + j % 3)), -af)
for j in range(64, 128):
    a = R.uniform(1, 2) * 2.0 ** -520; TD[j] = (a, R.uniform(1, 2) * 2.0 ** (-552 - j % 5), 2.0 ** -1074 * (j % 4 - 2))
    af = f32(R.uniform(1, 2) * 2.0 ** -70); TF[j] = (af, f32(R.uniform(1, 2) * 2.0 ** (-78 - j % 5)), 2.0 ** -149 * (j % 4 - 2))
KS = [R.choice([0, 1, -1, 2000, -2000, 1023, -1074, 127, -149, 2 ** 31 - 1, -2 ** 31, 64, -64])
      if R.random() < 0.3 else R.randint(-1100, 1100) for _ in range(n)]
def bits_d(v): return b64(v) if not math.isnan(v) else (0x7ff8000000000000 if math.copysign(1, v) > 0 else 0xfff8000000000000)
def bits_f(v): return b32(v) if not math.isnan(v) else (0x7fc00000 if math.copysign(1, v) > 0 else 0xffc00000)
wbin(d, 'd3.bin', [bits_d(v) for t in TD for v in t], 'Q')
wbin(d, 'f3.bin', [bits_f(v) for t in TF for v in t], 'I')
wbin(d, 'k.bin', KS, 'i')

E = {}
E['rnd32'] = ([f32(v) if not math.isnan(v) else v for v in rnd_ops(TF, 'f32')], 'f')
E['rnd64'] = (rnd_ops(TD, 'f64'), 'd')
o = []; io = []
for (a, b, c), k in zip(TD, KS):
    fr, e = math.frexp(a) if not nf(a) else (a, None)
    ipart = math.modf(a)[1] if not math.isnan(a) else NAN
    frac = math.modf(a)[0] if not nf(a) else (NAN if math.isnan(a) else math.copysign(0.0, a))
    o += [fmod(a, b), rem(a, b), rem(a, b), fr, scal(a, k, 'f64'), scal(b, k, 'f64'), logb(a),
          math.nextafter(a, b) if not (math.isnan(a) or math.isnan(b)) else NAN, frac, ipart,
          ri(a, 'trunc'), ri(a, 'floor'), ri(a, 'ceil'), ri(a, 'round'), ri(a, 'rint'),
          NAN if math.isnan(a) or math.isnan(b) else (add(a, -b, 'f64', 'rn') if a > b else 0.0),
          fmin_(a, b, False), fmin_(a, b, True), math.copysign(a, b), ri(b, 'rint')]
    bb = fmin_(fmin_(b, -1e9, True), 1e9, False)
    aa = fmin_(fmin_(a, -1e18, True), 1e18, False)
    quo = None
    if not (math.isnan(a) or math.isnan(b) or math.isinf(a) or b == 0 or math.isinf(b)):
        x = Fr(a) / Fr(b); fl = x.numerator // x.denominator; r = x - fl
        quo = fl + 1 if (r > Fr(1, 2) or (r == Fr(1, 2) and fl % 2)) else fl
    elif math.isinf(b) and not nf(a): quo = 0
    io += [quo, e, ilogb(a), s32(int(ri(bb, 'round'))) ^ s32(int(ri(aa, 'rint')))]
E['lib64'] = (o, 'd'); E['lib64.i'] = (io, 'i')
o = []; io = []
for (a, b, c), k in zip(TF, KS):
    o += [scal(a, k, 'f32'), logb(b), ri(a, 'trunc'), ri(a, 'floor'), ri(a, 'ceil'), ri(a, 'round'),
          ri(b, 'rint'), fmin_(a, b, False), fmin_(a, b, True), scal(b, ~k, 'f32')]
    io.append(ilogb(b))
E['lib32'] = (o, 'f'); E['lib32.i'] = (io, 'i')

def feq(g, e):
    if math.isnan(e): return math.isnan(g)
    return g == e and math.copysign(1, g) == math.copysign(1, e)
if mode == 'gen':
    pass
else:
    k = sys.argv[3]
    vals, fmt = E[k]
    got = rbin(d, k + '.out', fmt)
    if len(got) != len(vals):
        print('%s: %d values, want %d' % (k, len(got), len(vals))); sys.exit(1)
    per = len(vals) // n
    bad = 0
    for j, (g, e) in enumerate(zip(got, vals)):
        f = j % per
        if fmt == 'i':
            if e is None: ok = True
            elif k == 'lib64.i' and f == 0:
                ok = (abs(g) % 8 == abs(e) % 8) and (g == 0 or e == 0 or (g < 0) == (e < 0))
            else: ok = g == e
        else: ok = feq(g, e)
        if not ok:
            bad += 1
            if bad <= 25:
                i = j // per
                t = TF[i] if k in ('rnd32', 'lib32', 'lib32.i') else TD[i]
                print('%s thread %d field %d: got %r want %r (in %r k=%d)' % (k, i, f, g, e, t, KS[i]))
    print('%s: %d mismatches' % (k, bad))
    sys.exit(1 if bad else 0)
