"""Inputs of ml_math.cu's mathf, mathd and fexact, and the check of its outputs against Python's
(correctly rounded or nearly) libm in double: each result must be within the
CUDA Math API's documented ulp bound + 1 of the reference; special values
(NaN, infinities, zeros) must match exactly. fexact's results must
match exactly."""
import functools, math, random, struct, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fpref import *
from fractions import Fraction as Fr
mode, d = sys.argv[1], sys.argv[2]
R = random.Random(4300)
inf, nan = math.inf, math.nan
wf = functools.partial(wbin, d)
SA = [0.0, -0.0, inf, -inf, nan, 1.0, -1.0, 0.5, 2.0, 1e-40, -1e-40, 1e-45, 3.4e38, 1e30, -1e30, 105615.0,
      3.14159265, 1.5707964, 12345.678, -8.0, 27.0, 1e-10, 0.1, 100.0, 88.7, -103.0, 6.0e5, 1.0e7]
SB = [0.0, -0.0, inf, -inf, nan, 1.0, -1.0, 0.5, 2.0, -2.0, 88.72, 89.0, -87.0, -104.0, -150.0, 10.0, 0.1,
      3.0, 1e-40, 1e-6, -0.9999999, 5.5, -5.5, 9.0, 1e-3, 0.3333333, -1e-20, 40.0]
n = 1024
X, Y = [], []
for a in SA:
    for b in SB[:12]:
        X.append(a); Y.append(b)
for b in SB:
    X.append(R.uniform(0.5, 2)); Y.append(b)
while len(X) < n:
    k = len(X) % 4
    if k == 0: X.append(R.uniform(-10, 10)); Y.append(R.uniform(-10, 10))
    elif k == 1: X.append(R.uniform(0, 1) * 2.0 ** R.randint(-126, 127)); Y.append(R.uniform(-20, 20))
    elif k == 2: X.append(-R.uniform(0, 1) * 2.0 ** R.randint(-30, 60)); Y.append(R.uniform(-1, 1) * 2.0 ** R.randint(-30, 7))
    else: X.append(R.uniform(0, 1e4)); Y.append(R.uniform(-3, 3))
XF = [f32(v) for v in X]; YF = [f32(v) for v in Y]
FX = [0.0, -0.0, math.inf, -math.inf, math.nan, 5.5, -5.5, 7.0, 1e-40, -3e-39, 1e30, 2.5, 3.5, -2.5, 0.5, 1.5,
      16777217.0, 8388609.5, 1e-45, 3.4e38]
FY = [2.0, -3.0, 0.0, 1.5, 2.0, 2.0, 2.0, -2.0, 3e-39, 1e-40, 7.0, -0.0, 1e10, 0.1, math.inf, -math.inf,
      3.0, 100.0, 200.0, -200.0]
FX += [f32(R.uniform(-1e4, 1e4)) for _ in range(44)]; FY += [f32(R.uniform(-60, 60)) for _ in range(44)]
FX = [f32(v) for v in FX]; FY = [f32(v) for v in FY]
if mode == 'gen':
    wf('px.bin', FX, 'f'); wf('py.bin', FY, 'f')
    wf('mx.bin', XF, 'f'); wf('my.bin', YF, 'f'); wf('mdx.bin', X, 'd'); wf('mdy.bin', Y, 'd')
    sys.exit(0)
def safe(f, *a):
    try:
        return f(*a)
    except (ValueError, ZeroDivisionError):
        return nan
    except OverflowError:
        return inf
def log_(a):
    if math.isnan(a) or a < 0: return nan
    if a == 0: return -inf
    return math.log(a) if not math.isinf(a) else inf
def sin_(a): return nan if math.isinf(a) or math.isnan(a) else math.sin(a)
def cos_(a): return nan if math.isinf(a) or math.isnan(a) else math.cos(a)
def exp_(b):
    if math.isnan(b): return nan
    try: return math.exp(b)
    except OverflowError: return inf
def pow_(a, b):
    # C99 pow for a >= 0 (a = fabs(x))
    if b == 0: return 1.0
    if a == 1.0: return 1.0
    if math.isnan(a) or math.isnan(b): return nan
    if a == 0 and b < 0: return inf
    try: return math.pow(a, b)
    except ZeroDivisionError: return inf
    except OverflowError: return inf
def sqrt_(a): return nan if math.isnan(a) or a < 0 else (a if a == 0 or math.isinf(a) else math.sqrt(a))
def cbrt_(a):
    if math.isnan(a) or math.isinf(a) or a == 0: return a
    from decimal import Decimal, getcontext
    getcontext().prec = 60
    r = Decimal(abs(a)) ** (Decimal(1) / Decimal(3))
    return math.copysign(float(r), a)
def rcbrt_exact(a):
    from decimal import Decimal, getcontext
    getcontext().prec = 60
    r = Decimal(abs(a)) ** (Decimal(-1) / Decimal(3))
    return math.copysign(float(r), a)
def rsqrt_(a):
    if math.isnan(a) or a < 0: return nan
    if a == 0: return math.copysign(inf, a)
    if math.isinf(a): return 0.0
    return 1 / math.sqrt(a)
def log1p_(b):
    if math.isnan(b) or b < -1: return nan
    if b == -1: return -inf
    return math.log1p(b) if not math.isinf(b) else inf
def tanh_(b): return math.tanh(b)
def div_(a, b):
    if math.isnan(a) or math.isnan(b): return nan
    if b == 0:
        if a == 0: return nan
        return math.copysign(inf, a) * math.copysign(1, b)
    if math.isinf(a) and math.isinf(b): return nan
    return a / b
# (name, function, f32 bound, f64 bound) with CUDA 13 Math API bounds
F32 = [('sinf', sin_, 2), ('cosf', cos_, 2), ('logf', log_, 1), ('expf', exp_, 2), ('powf', pow_, 4),
       ('erff', math.erf, 2), ('tanhf', tanh_, 2), ('sqrtf', sqrt_, 0), ('cbrtf', cbrt_, 1), ('rsqrtf', rsqrt_, 2),
       ('atan2f', math.atan2, 3), ('log1pf', lambda b: log1p_(b) + 0.0 * (nan if math.isinf(b) and b > 0 else 0.0), 1)]
F64 = [('exp', exp_, 1), ('log', log_, 1), ('sin', sin_, 2), ('cos', cos_, 2), ('pow', pow_, 2), ('erf', math.erf, 2),
       ('sqrt', sqrt_, 0), ('div', div_, 0), ('tanh', tanh_, 2), ('rcbrt', lambda a: 0.0 if math.isinf(a) else (nan if math.isnan(a) else (math.copysign(inf, a) if a == 0 else rcbrt_exact(a))), 1)]
ARGS32 = [0, 0, 0, 1, 'p', 1, 1, 0, 0, 0, 'ab', 1]
ARGS64 = [1, 0, 0, 0, 'p', 1, 0, 'ab', 1, 0]
def args(kind, a, b):
    if kind == 0: return (a,)
    if kind == 1: return (b,)
    if kind == 'p': return (abs(a), b)
    return (a, b)
bad = 0
def report(msg):
    global bad
    bad += 1
    if bad <= 40: print(msg)
got = struct.unpack('<%df' % (12 * n), open(os.path.join(d, 'mf.out'), 'rb').read())
for i in range(n):
    for k, (name, f, bound) in enumerate(F32):
        ref = safe(f, *args(ARGS32[k], XF[i], YF[i]))
        ref32 = f32(ref) if not math.isnan(ref) else nan
        g = got[12 * i + k]
        if not (math.isnan(ref32) or math.isinf(ref32) or ref32 == 0) and ulpdiff32(g, ref32) <= bound + 1:
            continue
        if math.isnan(ref32) and math.isnan(g): continue
        if ref32 == g and math.copysign(1, ref32) == math.copysign(1, g): continue
        if ref32 == 0 and ulpdiff32(g, ref32) <= bound + 1 and ref != 0: continue
        report('%s(%r, %r): got %r (%08x) ref %r ulps %d' % (name, XF[i], YF[i], g, b32(g), ref32, ulpdiff32(g, ref32)))
got = struct.unpack('<%dd' % (10 * n), open(os.path.join(d, 'md.out'), 'rb').read())
for i in range(n):
    for k, (name, f, bound) in enumerate(F64):
        ref = safe(f, *args(ARGS64[k], X[i], Y[i]))
        g = got[10 * i + k]
        if math.isnan(ref) and math.isnan(g): continue
        if ref == g and math.copysign(1, ref) == math.copysign(1, g): continue
        if not (math.isnan(ref) or math.isinf(ref) or ref == 0) and ulpdiff64(g, ref) <= bound + 1: continue
        if ref == 0 and ulpdiff64(g, ref) <= bound + 1 and g == 0: continue
        report('%s(%r, %r): got %r (%016x) ref %r ulps %d' % (name, X[i], Y[i], g, b64(g), ref, ulpdiff64(g, ref)))
rd = functools.partial(rbin, d)
O = rd('fe.out', 'f'); IO = rd('fi.out', 'i')
class Bad(list):
    def append(self, m): report(m)
bad_list = Bad()
def same(g, e): return (math.isnan(g) and math.isnan(e)) or (g == e and math.copysign(1, g) == math.copysign(1, e))
def fmod_(a, b):
    if math.isnan(a) or math.isnan(b) or math.isinf(a) or b == 0: return math.nan
    if math.isinf(b): return a
    return math.fmod(a, b)
def remainder_(a, b):
    if math.isnan(a) or math.isnan(b) or math.isinf(a) or b == 0: return math.nan
    if math.isinf(b): return a
    return math.remainder(a, b)
def frexp_(a):
    if math.isnan(a) or math.isinf(a) or a == 0: return a, 0
    return math.frexp(a)
def ldexp_(a, k):
    if math.isnan(a) or math.isinf(a) or a == 0: return a
    k = max(-400, min(400, k))  # beyond, the result is 0 or inf anyway
    return rnd(Fr(a) * Fr(2) ** k, 'f32')
def nextafter_(a, b):
    if math.isnan(a) or math.isnan(b): return math.nan
    if a == b: return b
    if a == 0: return math.copysign(fb32(1), b - a)
    u = b32(a)
    up = (b > a) == (a > 0)
    return fb32(u + 1 if up else u - 1)
def rint_(a): return a if math.isnan(a) or math.isinf(a) else math.copysign(float(round(a)), a)
def trunc_(a): return a if math.isnan(a) or math.isinf(a) else math.copysign(float(math.trunc(a)), a)
def fdim_(a, b):
    if math.isnan(a) or math.isnan(b): return math.nan
    return f32(a - b) if a > b else 0.0
def rcp_rz(a):
    if math.isnan(a): return a
    if math.isinf(a): return math.copysign(0.0, a)
    if a == 0: return math.copysign(math.inf, a)
    return rnd(1 / Fr(a), 'f32', 1, 'rz')
def sqrt_ru(a):
    if math.isnan(a) or math.isinf(a) or a == 0: return a
    r = f32(math.sqrt(a))
    while Fr(r) ** 2 < Fr(a): r = fb32(b32(r) + 1)
    while Fr(fb32(b32(r) - 1)) ** 2 >= Fr(a): r = fb32(b32(r) - 1)
    return r
def ilogb_(a):
    if math.isnan(a): return -2**31
    if a == 0: return -2147483648  # FP_ILOGB0
    if math.isinf(a): return 2**31 - 1
    return math.frexp(a)[1] - 1
for i in range(64):
    a, b = FX[i], FY[i]
    m, ee = frexp_(a)
    ip = trunc_(a)
    fr = (a - ip) if not math.isinf(a) else math.copysign(0.0, a)
    if fr == 0: fr = math.copysign(0.0, a)
    k = 0 if math.isnan(b) else int(max(-2**31, min(2**31 - 1, math.trunc(b)))) if not math.isinf(b) else (2**31 - 1 if b > 0 else -2**31)
    r7 = f32(rint_(a) + (trunc_(b) * 0.0) + math.copysign(fdim_(a, b), b))
    rq = remainder_(a, b)
    e = [fmod_(a, b), rq, m, ldexp_(a, k), nextafter_(a, b), rq, fr, r7, rcp_rz(a), sqrt_ru(abs(b)) + ip * 0.0]
    for j in range(10):
        if not same(O[10 * i + j], f32(e[j]) if not math.isnan(e[j]) else e[j]):
            bad_list.append('fexact i=%d j=%d a=%r b=%r got %r exp %r' % (i, j, a, b, O[10 * i + j], e[j]))
    ei = [ee, None, ilogb_(a), None]
    for j in (0, 2):
        if IO[4 * i + j] != ei[j]: bad_list.append('fexact-int i=%d j=%d a=%r got %d exp %d' % (i, j, a, IO[4 * i + j], ei[j]))
print('ml_libm: %d mismatches' % bad)
sys.exit(1 if bad else 0)
