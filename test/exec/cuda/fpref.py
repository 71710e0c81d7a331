"""Exact rounding of rationals to binary32/64/16/bf16 and ulp distances:
the shared helpers of the ml_*.py references."""
import math, os, struct
from fractions import Fraction as Fr

def _round(q, mant, emin, emax, mode='rn'):
    """q: Fraction (nonzero, finite). mant: precision bits incl. hidden.
    Returns a Fraction rounded to nearest-even, or +-inf."""
    s = -1 if q < 0 else 1
    a = abs(q)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fr(2) ** e > a: e -= 1
    if Fr(2) ** (e + 1) <= a: e += 1
    e = max(e, emin)
    ulp = Fr(2) ** (e - mant + 1)
    n = a / ulp
    fl = n.numerator // n.denominator
    rem = n - fl
    if mode == 'rn':
        if rem > Fr(1, 2) or (rem == Fr(1, 2) and fl % 2 == 1): fl += 1
    r = fl * ulp
    if r >= Fr(2) ** (emax + 1):
        if mode == 'rz': return s * (Fr(2) ** (emax + 1) - Fr(2) ** (emax - mant + 1))
        return s * math.inf
    return s * r

def rnd(q, kind='f32', sign_of_zero=1.0, mode='rn'):
    if isinstance(q, float):
        if math.isnan(q) or math.isinf(q): return q
        q = Fr(q)
    if q == 0: return math.copysign(0.0, sign_of_zero)
    p = {'f32': (24, -126, 127), 'f64': (53, -1022, 1023), 'f16': (11, -14, 15), 'bf16': (8, -126, 127)}[kind]
    r = _round(q, *p, mode=mode)
    r = float(r) if not isinstance(r, float) else r
    return math.copysign(r, -1.0 if q < 0 else 1.0)

def f32(v):
    if math.isnan(v) or math.isinf(v): return v
    if abs(v) >= 3.4028235677973366e38: return rnd(v, 'f32')
    return struct.unpack('<f', struct.pack('<f', v))[0]
def b32(v): return struct.unpack('<I', struct.pack('<f', v))[0]
def fb32(u): return struct.unpack('<f', struct.pack('<I', u & 0xffffffff))[0]
def b64(v): return struct.unpack('<Q', struct.pack('<d', v))[0]
def fb64(u): return struct.unpack('<d', struct.pack('<Q', u))[0]

def fma32(a, b, c):
    if any(math.isnan(x) or math.isinf(x) for x in (a, b, c)):
        return f32(a * b + c)
    q = Fr(a) * Fr(b) + Fr(c)
    z = a * b + c  # sign of an exact zero
    if q == 0:
        pz = math.copysign(1.0, a) * math.copysign(1.0, b)
        sz = -1.0 if (pz < 0 and math.copysign(1.0, c) < 0) else 1.0
        return math.copysign(0.0, sz)
    return rnd(q, 'f32')

def ulpdiff32(a, b):
    """Distance in units of the last place between two f32 values (NaN==NaN)."""
    if math.isnan(a) or math.isnan(b): return 0 if math.isnan(a) and math.isnan(b) else 1 << 40
    def key(x):
        u = b32(x)
        return -(u & 0x7fffffff) if u >> 31 else u
    return abs(key(a) - key(b))

def ulpdiff64(a, b):
    if math.isnan(a) or math.isnan(b): return 0 if math.isnan(a) and math.isnan(b) else 1 << 60
    def key(x):
        u = b64(x)
        return -(u & 0x7fffffffffffffff) if u >> 63 else u
    return abs(key(a) - key(b))

def e16(v):
    """f16 bits of a representable value (NaN -> 0x7fff)."""
    if math.isnan(v): return 0x7fff
    return struct.unpack('<H', struct.pack('<e', v))[0]
def d16(u): return struct.unpack('<e', struct.pack('<H', u))[0]
def ebf(v):
    if math.isnan(v): return 0x7fff
    return b32(v) >> 16
def dbf(u): return fb32(u << 16)


# ---- files and integers shared by the ml_*.py input/expectation scripts ----
def wbin(d, name, vals, fmt='f'):
    """Writes vals packed little-endian as struct format fmt to d/name."""
    with open(os.path.join(d, name), 'wb') as f:
        f.write(struct.pack('<%d%s' % (len(vals), fmt), *vals))


def rbin(d, name, fmt):
    """Reads d/name as little-endian values of struct format fmt."""
    with open(os.path.join(d, name), 'rb') as f:
        b = f.read()
    return struct.unpack('<%d%s' % (len(b) // struct.calcsize(fmt), fmt), b)


def s32(v):
    """v's low 32 bits as a signed integer."""
    v &= 0xffffffff
    return v - (1 << 32) if v >> 31 else v


# ---- directed rounding (rn/rz/ru/rd) of exact values, IEEE overflow rules ----
_FMT = {'f32': (24, -126, 127), 'f64': (53, -1022, 1023), 'f16': (11, -14, 15), 'bf16': (8, -126, 127)}


def _rint(q, m):
    """Fraction q rounded to an integer: rn (ties to even), rd (floor), ru (ceil)."""
    fl = q.numerator // q.denominator
    r = q - fl
    if m == 'rd' or r == 0: return fl
    if m == 'ru': return fl + 1
    if r > Fr(1, 2) or (r == Fr(1, 2) and fl % 2): return fl + 1
    return fl


def rnd_dir(q, kind, m, zero_sign=1.0):
    """Exact value q (Fraction, or a float incl. inf/NaN) rounded to kind in
    mode m ('rn', 'rz', 'ru', 'rd'); overflow gives inf or the largest
    finite value as IEEE 754 says for the mode. An exact zero takes the sign
    of zero_sign."""
    if isinstance(q, float):
        if math.isnan(q) or math.isinf(q): return q
        q = Fr(q)
    if q == 0: return math.copysign(0.0, zero_sign)
    mant, emin, emax = _FMT[kind]
    s = -1 if q < 0 else 1
    a = abs(q)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fr(2) ** e > a: e -= 1
    if Fr(2) ** (e + 1) <= a: e += 1
    e = max(e, emin)
    ulp = Fr(2) ** (e - mant + 1)
    mm = {'rn': 'rn', 'rz': 'rd', 'ru': 'ru' if s > 0 else 'rd', 'rd': 'rd' if s > 0 else 'ru'}[m]
    r = _rint(a / ulp, mm) * ulp
    mx = (2 - Fr(2) ** (1 - mant)) * Fr(2) ** emax
    if r > mx:
        return s * (math.inf if mm in ('rn', 'ru') else float(mx))
    return math.copysign(float(r), s) if r else math.copysign(0.0, s)


def sqrt_dir(q, kind, m):
    """Correctly rounded square root of the exact value q >= 0 (a Fraction)."""
    if q == 0: return 0.0
    mant, emin, emax = _FMT[kind]
    # the root to mant + 8 bits, then a sticky half unit
    e = (q.numerator.bit_length() - q.denominator.bit_length()) // 2
    sh = mant + 8 - e
    scaled = q * Fr(2) ** (2 * sh)
    n = scaled.numerator // scaled.denominator
    r = math.isqrt(n)
    root = Fr(r) * Fr(2) ** (-sh)
    if r * r != n or scaled.denominator != 1:
        root += Fr(1, 2) * Fr(2) ** (-sh)  # sticky: strictly between r and r + 1
    return rnd_dir(root, kind, m)
