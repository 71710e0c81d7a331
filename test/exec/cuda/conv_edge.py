"""Inputs and expected outputs of conv_edge.cu. gen DIR: writes inputs and
exact expectations; check DIR KERNEL: compares. Every field is exact; where
the reference is a NaN of a 16-bit or fp8 format any NaN encoding of that
format is accepted (the half, bf16 and fp8 conversions reach NaN through
software paths on some targets and hardware cvt on others, and PTX fixes no
payload for them)."""
import math, random, struct, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fpref import wbin, rbin, b32, fb32, b64, fb64, f32
from fractions import Fraction as Fr
mode, d = sys.argv[1], sys.argv[2]
R = random.Random(535353)
M32 = 0xffffffff; M64 = (1 << 64) - 1
FMT = {'f32': (24, -126, 127), 'f64': (53, -1022, 1023), 'f16': (11, -14, 15),
       'bf16': (8, -126, 127), 'e4m3': (4, -6, 8), 'e5m2': (3, -14, 15)}

def rint(q, m):
    """Fraction q rounded to an integer in mode m (rn ties to even)."""
    fl = q.numerator // q.denominator
    r = q - fl
    if m == 'rz': return fl if q >= 0 else -((-q).numerator // (-q).denominator)
    if m == 'rd': return fl
    if m == 'ru': return fl if r == 0 else fl + 1
    if r > Fr(1, 2) or (r == Fr(1, 2) and fl % 2): return fl + 1
    return fl

def rndq(q, kind, m):
    """Fraction q (nonzero) rounded to format kind in mode m: a Fraction,
    or +-inf; for e4m3 the maximum is 448 (no inf), returned as the
    rounded value past it for the caller's overflow rule."""
    mant, emin, emax = FMT[kind]
    a = abs(q); s = -1 if q < 0 else 1
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fr(2) ** e > a: e -= 1
    if Fr(2) ** (e + 1) <= a: e += 1
    e = max(e, emin)
    ulp = Fr(2) ** (e - mant + 1)
    mm = {'rn': 'rn', 'rz': 'rz', 'ru': 'ru' if s > 0 else 'rd', 'rd': 'rd' if s > 0 else 'ru'}[m]
    n = rint(a / ulp, {'rn': 'rn', 'rz': 'rd', 'ru': 'ru', 'rd': 'rd'}[mm])
    r = n * ulp
    mx = (2 - Fr(2) ** (1 - mant)) * Fr(2) ** emax
    if kind in ('e4m3', 'e5m2'): return s * r
    if r > mx:
        return s * (math.inf if mm in ('rn', 'ru') else mx)
    return s * r

def conv(v, kind, m='rn'):
    """float v (or Fraction) converted to kind: a Python float (NaN, inf, signed zero)."""
    if isinstance(v, float):
        if math.isnan(v) or math.isinf(v):
            return v
        if v == 0: return v
        q = Fr(v); sg = v
    else:
        q = v; sg = -1.0 if q < 0 else 1.0
    if q == 0: return math.copysign(0.0, sg)
    r = rndq(q, kind, m)
    if isinstance(r, float): return r
    return math.copysign(float(r), sg) if r != 0 else math.copysign(0.0, sg)

def h16(v):
    return 0x7e00 if math.isnan(v) else struct.unpack('<H', struct.pack('<e', v))[0]
def hb(v):
    return 0x7fc0 if math.isnan(v) else b32(v) >> 16
def hf(u): return struct.unpack('<e', struct.pack('<H', u))[0]
def bff(u): return fb32(u << 16)

def f2int(v, bits, signed, m, from64):
    if math.isnan(v):
        return 0 if (not from64 and bits == 32) else 1 << (bits - 1)
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    if math.isinf(v): r = hi if v > 0 else lo
    else: r = max(lo, min(hi, rint(Fr(v), m)))
    return r & ((1 << bits) - 1)

# ---- inputs
FV = [0.0, -0.0, math.inf, -math.inf, math.nan, -math.nan, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.75,
      -0.75, 0.25, -1.0, 1.0, 2.0 ** 31, -2.0 ** 31, 2.0 ** 31 - 128, 2.0 ** 32, 2.0 ** 32 - 256,
      -2.0 ** 31 - 256, 2.0 ** 63, -2.0 ** 63, 2.0 ** 64, 2.0 ** 64 - 2.0 ** 40, 2.0 ** 63 - 2.0 ** 39,
      fb32(1), fb32(0x807fffff), fb32(0x00800000), fb32(0x7f7fffff), -fb32(0x7f7fffff), 65504.0,
      65519.0, 65520.0, -65520.0, 65535.0, 1.0 + 2.0 ** -8, 1.0 + 2.0 ** -8 + 2.0 ** -20,
      1.0 + 3 * 2.0 ** -8, -1.0 - 2.0 ** -8, 1.0 + 2.0 ** -11, 1.0 + 3 * 2.0 ** -11,
      2.0 ** -24, 2.0 ** -25, -2.0 ** -25, 3 * 2.0 ** -26, 2.0 ** -14, 2.0 ** -15, 448.0, 464.0,
      -464.0, 465.0, 480.0, 500.0, 57344.0, 61440.0, 61439.0, -61440.0, 1e6, 2.0 ** -6, 2.0 ** -7 * 1.5,
      2.0 ** -9, 2.0 ** -10, -2.0 ** -10, 2.0 ** -10 * 1.001, 3 * 2.0 ** -11, 2.0 ** -16, 2.0 ** -17,
      2.0 ** -17 * 1.01, 3 * 2.0 ** -18, 1.0625, 1.1875, 1.125, 1.25 + 2.0 ** -4, 0.1, 1 / 3, 3.4e38,
      1e-40, -1e-45, 0.9999999, 1.0000001, 0.5000001, 0.4999999]
FV = [f32(v) if not math.isnan(v) else v for v in FV]
DV = [float(v) for v in FV] + [2147483647.5, 2147483647.4999998, -2147483648.5, -2147483648.4999995,
      -2147483649.0, 4294967295.5, 4294967295.4999995, 4294967296.0, -0.9999999999, 2.0 ** 63 - 1024,
      9.2233720368547748e18, -9.2233720368547758e18, 1.8446744073709550e19, 1e300, -1e300, 5e-324,
      1e-310, 3.4028235677973366e38, 3.4028235677973362e38, 3.4028235677973370e38, -3.4028235677973366e38,
      2.0 ** -150, 2.0 ** -150 * 1.0000001, 3 * 2.0 ** -150, 2.0 ** -149 * 1.5, 1.0 + 2.0 ** -24,
      1.0 + 2.0 ** -24 + 2.0 ** -52, 1.0 + 3 * 2.0 ** -24, 65520.0 - 2.0 ** -30, 2.0 ** -25 * (1 + 2.0 ** -40),
      448.0 + 16.0, 464.0 + 2.0 ** -40, 1.0 / 3, 2.0 / 3, 1e-5, 12345.678901]
n = 256
while len(FV) < n:
    e = R.randint(-30, 70)
    FV.append(f32(R.choice([1, -1]) * R.uniform(1, 2) * 2.0 ** e))
while len(DV) < n:
    e = R.randint(-160, 70)
    DV.append(R.choice([1, -1]) * R.uniform(1, 2) * 2.0 ** e)
FV = FV[:n]; DV = DV[:n]
fbits = [b32(v) if not math.isnan(v) else (0x7fffffff if math.copysign(1, v) > 0 else 0xffffffff) for v in FV]
# the float inputs as stored (NaNs with the payloads above)
wbin(d, 'fx.bin', fbits, 'I')
wbin(d, 'dx.bin', DV, 'd')
FX = [fb32(u) for u in fbits]

E = {}
# ---- f2i
o = []
for x, dv in zip(FX, DV):
    for bits, sg in ((32, True), (32, False), (64, True), (64, False)):
        for m in ('rn', 'rz', 'ru', 'rd'): o.append(f2int(x, bits, sg, m, False))
    for bits, sg in ((32, True), (32, False), (64, True), (64, False)):
        for m in ('rn', 'rz', 'ru', 'rd'): o.append(f2int(dv, bits, sg, m, True))
E['f2i'] = (o, 'Q')

# ---- i2f
LV = [0, 1, -1, (1 << 24) + 1, (1 << 24) + 3, -(1 << 24) - 1, (1 << 25) + 6, -(1 << 31), (1 << 31) - 1,
      (1 << 31) - 64, (1 << 31) - 65, (1 << 53) + 1, (1 << 53) + 3, -(1 << 53) - 1, (1 << 63) - 1, -(1 << 63),
      -(1 << 63) + 1, (1 << 62) + (1 << 38) + 1, (1 << 54) + 2, 0x7fffff7f, 0x7fffffbf, -0x7fffff7f, 0xffffff80]
while len(LV) < n:
    b = R.choice([8, 24, 25, 31, 32, 53, 54, 60, 64])
    v = R.getrandbits(b)
    if v >> 63: v -= 1 << 64
    LV.append(v * R.choice([1, -1]) if b < 64 else v)
LV = [((v + (1 << 63)) % (1 << 64)) - (1 << 63) for v in LV[:n]]
wbin(d, 'lx.bin', LV, 'q')
o = []; od = []
for l in LV:
    w = l & M32
    ws = w - (1 << 32) if w >> 31 else w
    for src in (ws, w, l, l & M64):
        for m in ('rn', 'rz', 'ru', 'rd'): o.append(b32(conv(Fr(src), 'f32', m)))
    for src in (l, l & M64):
        for m in ('rn', 'rz', 'ru', 'rd'): od.append(b64(conv(Fr(src), 'f64', m)))
E['i2f'] = (o, 'I'); E['i2f.d'] = (od, 'Q')

# ---- f2h
def sat(x):
    if math.isnan(x): return 0.0
    return min(1.0, max(0.0, x)) if x != 0 else 0.0
def hmax(a, b, nan=False, mx=True):
    if math.isnan(a) and math.isnan(b): return math.nan
    if nan and (math.isnan(a) or math.isnan(b)): return math.nan
    if math.isnan(a): return b
    if math.isnan(b): return a
    if a == b == 0:
        neg = math.copysign(1, a) < 0 and math.copysign(1, b) < 0 if mx else (math.copysign(1, a) < 0 or math.copysign(1, b) < 0)
        return -0.0 if neg else 0.0
    return max(a, b) if mx else min(a, b)
o = []; NANF = []  # NANF: (field, bit offset, format) where the reference is NaN
for i, (x, dv) in enumerate(zip(FX, DV)):
    y = FX[(i * 7 + 5) % n]
    row = [b32(conv(dv, 'f32', m)) if not math.isnan(dv) else 0x7fffffff for m in ('rn', 'rz', 'ru', 'rd')]
    hs = [conv(x, 'f16', m) for m in ('rn', 'rz', 'ru', 'rd')]
    bs = [conv(x, 'bf16', m) for m in ('rn', 'rz', 'ru', 'rd')]
    row += [h16(hs[0]) | h16(hs[1]) << 16, h16(hs[2]) | h16(hs[3]) << 16,
            hb(bs[0]) | hb(bs[1]) << 16, hb(bs[2]) | hb(bs[3]) << 16, b32(sat(x))]
    hx, hy = conv(x, 'f16'), conv(y, 'f16')
    bx, by = conv(x, 'bf16'), conv(y, 'bf16')
    row.append(h16(hmax(hx, hy)) | h16(hmax(hx, hy, mx=False)) << 16)
    row.append(h16(hmax(hx, hy, True)) | h16(hmax(hx, hy, True, False)) << 16)
    row.append(hb(hmax(bx, by)) | hb(hmax(bx, by, mx=False)) << 16)
    row.append(hb(hmax(bx, by, True)) | hb(hmax(bx, by, True, False)) << 16)
    row.append(h16(hmax(hx, hy, True)) | h16(hmax(hy, hx, True)) << 16)
    row.append(hb(hmax(bx, by, True, False)) | hb(hmax(by, bx, True, False)) << 16)
    row.append(h16(conv(dv, 'f16')) | hb(conv(dv, 'bf16')) << 16)
    o += row
E['f2h'] = (o, 'I')

# ---- fp8
def fp8(v, kind, satf):
    """cuda_fp8.hpp / cvt.rn.satfinite semantics: RNE, then overflow: the
    maximum (satfinite) or NaN (e4m3) / inf (e5m2); NaN -> NaN."""
    mx = 448 if kind == 'e4m3' else 57344
    if math.isnan(v): return 0x7f
    sign = 0x80 if math.copysign(1, v) < 0 else 0
    if math.isinf(v): r = math.inf
    elif v == 0: return sign
    else: r = abs(rndq(Fr(v), kind, 'rn'))
    if r > mx:
        if satf: r = mx
        else: return sign | (0x7f if kind == 'e4m3' else 0x7c)
    if r == 0: return sign
    mant, emin, emax = FMT[kind]
    e = max(emin, r.numerator.bit_length() - r.denominator.bit_length() - (1 if Fr(2) ** (r.numerator.bit_length() - r.denominator.bit_length()) > r else 0))
    m = r / Fr(2) ** e
    if e == emin and m < 1:
        return sign | int(m * (1 << (mant - 1)))
    return sign | (e + (7 if kind == 'e4m3' else 15)) << (mant - 1) | int((m - 1) * (1 << (mant - 1)))
def fp8val(b, kind):
    s = -1.0 if b & 0x80 else 1.0
    a = b & 0x7f
    if kind == 'e4m3':
        if a == 0x7f: return math.nan
        e, m = a >> 3, a & 7
        return s * (m / 8 * 2.0 ** -6 if e == 0 else (1 + m / 8) * 2.0 ** (e - 7))
    if a > 0x7c: return math.nan
    if a == 0x7c: return s * math.inf
    e, m = a >> 2, a & 3
    return s * (m / 4 * 2.0 ** -14 if e == 0 else (1 + m / 4) * 2.0 ** (e - 15))
o = []
for i, (x, dv) in enumerate(zip(FX, DV)):
    y = FX[(i * 7 + 5) % n]
    row = [fp8(x, 'e4m3', 1) | fp8(x, 'e4m3', 0) << 8 | fp8(x, 'e5m2', 1) << 16 | fp8(x, 'e5m2', 0) << 24]
    row.append(fp8(dv, 'e4m3', 1) | fp8(dv, 'e5m2', 0) << 8 | fp8(x, 'e4m3', 1) << 16 | fp8(y, 'e4m3', 1) << 24)
    hx, hy = conv(x, 'f16'), conv(y, 'f16')
    row.append(fp8(hx, 'e4m3', 1) | fp8(hy, 'e4m3', 1) << 8 | fp8(hx, 'e5m2', 1) << 16 | fp8(hy, 'e5m2', 1) << 24)
    row.append(fp8(hx, 'e4m3', 0) | fp8(hy, 'e4m3', 0) << 8 | fp8(hx, 'e5m2', 0) << 16 | fp8(hy, 'e5m2', 0) << 24)
    bx = conv(x, 'bf16')
    row.append(fp8(bx, 'e4m3', 1) | fp8(bx, 'e5m2', 0) << 8 | fp8(y, 'e5m2', 1) << 16 | fp8(x, 'e5m2', 1) << 24)
    u = fbits[i]
    row.append(h16(fp8val(u & 0xff, 'e4m3')) | h16(fp8val(u >> 8 & 0xff, 'e4m3')) << 16)
    row.append(h16(fp8val(u >> 16 & 0xff, 'e5m2')) | h16(fp8val(u >> 24, 'e5m2')) << 16)
    row.append(h16(fp8val(i & 0xff, 'e4m3')) | h16(fp8val(i & 0xff, 'e5m2')) << 16)
    o += row
E['fp8'] = (o, 'I')

# field layouts for the NaN-tolerant comparison: per kernel, per field, the
# formats of its parts (low first)
LAY = {'f2h': ['f32'] * 4 + [('f16', 'f16')] * 2 + [('bf16', 'bf16')] * 2 + ['f32', ('f16', 'f16'), ('f16', 'f16'),
       ('bf16', 'bf16'), ('bf16', 'bf16'), ('f16', 'f16'), ('bf16', 'bf16'), ('f16', 'bf16')],
       'fp8': [('e4m3', 'e4m3', 'e5m2', 'e5m2'), ('e4m3', 'e5m2', 'e4m3', 'e4m3'), ('e4m3', 'e4m3', 'e5m2', 'e5m2'),
               ('e4m3', 'e4m3', 'e5m2', 'e5m2'), ('e4m3', 'e5m2', 'e5m2', 'e5m2')] + [('f16', 'f16')] * 3}
def isnan_bits(v, k):
    if k == 'f32': return (v & 0x7fffffff) > 0x7f800000
    if k == 'f16': return (v & 0x7fff) > 0x7c00
    if k == 'bf16': return (v & 0x7fff) > 0x7f80
    if k == 'e4m3': return (v & 0x7f) == 0x7f
    return (v & 0x7f) > 0x7c
W = {'f32': 32, 'f16': 16, 'bf16': 16, 'e4m3': 8, 'e5m2': 8}
def same(g, e, lay):
    parts = lay if isinstance(lay, tuple) else (lay,)
    sh = 0
    for k in parts:
        w = W[k]; m = (1 << w) - 1
        gv, ev = g >> sh & m, e >> sh & m
        if gv != ev and not (isnan_bits(gv, k) and isnan_bits(ev, k)): return False
        sh += w
    return True

if mode == 'gen':
    for k, (vals, fmt) in E.items(): wbin(d, k + '.expected', vals, fmt)
else:
    k = sys.argv[3]
    vals, fmt = E[k]
    got = rbin(d, k + '.out', fmt)
    if len(got) != len(vals):
        print('%s: %d values, want %d' % (k, len(got), len(vals))); sys.exit(1)
    per = len(vals) // n
    bad = 0
    for j, (g, e) in enumerate(zip(got, vals)):
        ok = same(g, e, LAY[k][j % per]) if k in LAY else g == e
        if not ok:
            bad += 1
            if bad <= 25:
                i = j // per
                print('%s thread %d field %d: got %#x want %#x (x=%r %#x d=%r l=%d)' % (
                    k, i, j % per, g, e, FX[i], fbits[i], DV[i], LV[i]))
    print('%s: %d mismatches' % (k, bad))
    sys.exit(1 if bad else 0)
