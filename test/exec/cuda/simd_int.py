"""Inputs and expected outputs of simd_int.cu (every value exact).
gen DIR: writes the inputs and the expectations."""
import random, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fpref import wbin
mode, d = sys.argv[1], sys.argv[2]
R = random.Random(53053)
M32 = 0xffffffff; M64 = (1 << 64) - 1
EDGE = [0, 1, M32, 0x80000000, 0x7fffffff, 0x80808080, 0x7f7f7f7f, 0x80007fff, 0x7fff8000,
        0xff01ff01, 0x01ff01ff, 0x00ff00ff, 0xff00ff00, 0x7f80017f, 0x8081fe7f, 0xfffe0002,
        0x00010000, 0xffff0000, 0x0000ffff, 0x12345678, 0xfedcba98]
A = []; B = []
for x in EDGE:
    for y in EDGE:
        A.append(x); B.append(y)
while len(A) < 640:
    A.append(R.randint(0, M32)); B.append(R.randint(0, M32))
n = len(A)
wbin(d, 'simd.bin', [v for p in zip(A, B) for v in p], 'I')

def lanes(x, w):
    return [(x >> (w * k)) & ((1 << w) - 1) for k in range(32 // w)]
def sg(v, w):
    v &= (1 << w) - 1
    return v - (1 << w) if v >> (w - 1) else v
def pack(vs, w):
    r = 0
    for k, v in enumerate(vs): r |= (v & ((1 << w) - 1)) << (w * k)
    return r
def sat(v, lo, hi): return max(lo, min(hi, v))
def ew(f, signed, w, *xs):
    ls = [lanes(x, w) for x in xs]
    if signed: ls = [[sg(v, w) for v in l] for l in ls]
    return pack([f(*t) for t in zip(*ls)], w)
def mk(w):
    smin, smax, umax = -(1 << (w - 1)), (1 << (w - 1)) - 1, (1 << w) - 1
    m = (1 << w) - 1
    cmp = lambda f: (lambda x, y: m if f(x, y) else 0)
    st = lambda f: (lambda x, y: 1 if f(x, y) else 0)
    import operator as op
    return {
        'abs': (True, lambda x: abs(x)), 'absdiffs': (True, lambda x, y: abs(x - y)),
        'absdiffu': (False, lambda x, y: abs(x - y)), 'absss': (True, lambda x: min(abs(x), smax)),
        'add': (False, op.add), 'addss': (True, lambda x, y: sat(x + y, smin, smax)),
        'addus': (False, lambda x, y: min(x + y, umax)),
        'avgs': (True, lambda x, y: (x + y + 1) >> 1 if x + y >= 0 else -((-(x + y) + 1) >> 1)),
        'avgu': (False, lambda x, y: (x + y + 1) >> 1),
        'cmpeq': (False, cmp(op.eq)), 'cmpges': (True, cmp(op.ge)), 'cmpgeu': (False, cmp(op.ge)),
        'cmpgts': (True, cmp(op.gt)), 'cmpgtu': (False, cmp(op.gt)), 'cmples': (True, cmp(op.le)),
        'cmpleu': (False, cmp(op.le)), 'cmplts': (True, cmp(op.lt)), 'cmpltu': (False, cmp(op.lt)),
        'cmpne': (False, cmp(op.ne)), 'haddu': (False, lambda x, y: (x + y) >> 1),
        'maxs': (True, max), 'maxu': (False, max), 'mins': (True, min), 'minu': (False, min),
        'neg': (True, lambda x: -x), 'negss': (True, lambda x: min(-x, smax)),
        'seteq': (False, st(op.eq)), 'setges': (True, st(op.ge)), 'setgeu': (False, st(op.ge)),
        'setgts': (True, st(op.gt)), 'setgtu': (False, st(op.gt)), 'setles': (True, st(op.le)),
        'setleu': (False, st(op.le)), 'setlts': (True, st(op.lt)), 'setltu': (False, st(op.lt)),
        'setne': (False, st(op.ne)), 'sub': (False, op.sub), 'subss': (True, lambda x, y: sat(x - y, smin, smax)),
        'subus': (False, lambda x, y: max(x - y, 0)),
    }
T = {16: mk(16), 8: mk(8)}
def v(name, w, a, b):
    if name in ('sads', 'sadu'):
        xs, ys = lanes(a, w), lanes(b, w)
        if name == 'sads': xs = [sg(x, w) for x in xs]; ys = [sg(y, w) for y in ys]
        return sum(abs(x - y) for x, y in zip(xs, ys))
    signed, f = T[w][name]
    if f.__code__.co_argcount == 1 if hasattr(f, '__code__') else False:
        return ew(f, signed, w, a)
    return ew(f, signed, w, a, b)
ORDER = ['abs', 'absdiffs', 'absdiffu', 'absss', 'add', 'addss', 'addus', 'avgs', 'avgu',
         'cmpeq', 'cmpges', 'cmpgeu', 'cmpgts', 'cmpgtu', 'cmples', 'cmpleu', 'cmplts', 'cmpltu',
         'cmpne', 'haddu', 'maxs', 'maxu', 'mins', 'minu', 'neg', 'negss', 'sads', 'sadu',
         'seteq', 'setges', 'setgeu', 'setgts', 'setgtu', 'setles', 'setleu', 'setlts',
         'setltu', 'setne', 'sub', 'subss']
UN = {'abs', 'absss', 'neg', 'negss'}
out = []
for a, b in zip(A, B):
    for name in ORDER:
        for w in (16, 8):
            if name in UN: out.append(ew(T[w][name][1], True, w, a))
            else: out.append(v(name, w, a, b) & M32)
assert len(out) == 80 * n
wbin(d, 'simd.expected', out, 'I')

def byte_perm(x, y, s):
    bs = [(x >> 8 * k) & 0xff for k in range(4)] + [(y >> 8 * k) & 0xff for k in range(4)]
    return sum(bs[(s >> 4 * k) & 7] << 8 * k for k in range(4))
out2 = []
for a, b in zip(A, B):
    out2 += [T[16]['subus'][1] and ew(T[16]['subus'][1], False, 16, a, b),
             ew(T[8]['subus'][1], False, 8, a, b), byte_perm(a, b, b), byte_perm(b, a, a >> 16)]
wbin(d, 'simd2.expected', out2, 'I')

# ---- div/rem
def s64(v):
    v &= M64
    return v - (1 << 64) if v >> 63 else v
def s32(v):
    v &= M32
    return v - (1 << 32) if v >> 31 else v
def s16(v):
    v &= 0xffff
    return v - (1 << 16) if v >> 15 else v
def tdiv(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q
def trem(a, b): return a - tdiv(a, b) * b
E64 = [-(1 << 63), (1 << 63) - 1, -1, 1, 2, -2, 3, -3, 7, -7, 0, 0x80000000, -0x80000000,
       0x7fffffff, 0xffffffff, 0x100000000, -0x100000001, 0x8000, -0x8000, 0x7fff, 0xffff,
       0x123456789abcdef, -0x123456789abcdef]
DA = []; DB = []
for x in E64:
    for y in E64:
        DA.append(x); DB.append(y)
while len(DA) < 768:
    DA.append(s64(R.getrandbits(R.choice([8, 16, 31, 32, 33, 63, 64])) * R.choice([1, -1])))
    DB.append(s64(R.getrandbits(R.choice([2, 8, 16, 31, 32, 40, 64])) * R.choice([1, -1])))
dout = []
for a, b in zip(DA, DB):
    a32, b32 = s32(a), s32(b); a16, b16 = s16(a), s16(b)
    u32a, u32b = a & M32, b & M32
    ua, ub = a & M64, b & M64
    def z(f, *xs, wrap=s64):
        return 0 if xs[1] == 0 else wrap(f(*xs))
    row = [z(tdiv, a32, b32, wrap=s32), z(trem, a32, b32, wrap=s32),
           z(lambda x, y: x // y, u32a, u32b, wrap=lambda v: v & M32),
           z(lambda x, y: x % y, u32a, u32b, wrap=lambda v: v & M32),
           z(tdiv, a, b), z(trem, a, b), z(lambda x, y: x // y, ua, ub), z(lambda x, y: x % y, ua, ub),
           z(tdiv, a16, b16, wrap=s16), z(trem, a16, b16, wrap=s16)]
    # a zero divisor gives an unspecified value (PTX ISA 9.7.1.8): not compared
    row = [None if (k < 4 and b32 == 0) or (4 <= k < 8 and b == 0) or (k >= 8 and b16 == 0) else x
           for k, x in enumerate(row)]
    row.append(None if b == 0 else 0 if (b == -1 and a == -(1 << 63)) else s64(tdiv(a, b) + trem(a, 7)))
    row.append(None if b == 0 else s64((ua // ub) ^ (u32a % 10)))
    dout.append(row)
wbin(d, 'div.bin', [v for p in zip(DA, DB) for v in p], 'q')
flat = [x for r in dout for x in r]
if sys.argv[1] == 'check':
    from fpref import rbin
    got = rbin(d, 'div.out', 'q')
    bad = [(k // 12, k % 12, DA[k // 12], DB[k // 12], g, e) for k, (g, e) in enumerate(zip(got, flat))
           if e is not None and g != e]
    for b in bad[:20]: print('div row %d field %d: a=%d b=%d got %d want %d' % b)
    sys.exit(1 if bad or len(got) != len(flat) else 0)

# ---- atomicInc / atomicDec
LIM = [0, 1, 5, 17, M32, 0x7fffffff, 100, 3]
VI = [0, 1, 4, 5, 6, 17, 18, M32, M32 - 1, 0x80000000, 100, 101, 2, 3]
IV = []; IL = []
for l in LIM:
    for x in VI:
        for y in VI[:6] + [l, l + 1 & M32]:
            IV += [x, y]; IL.append(l)
ni = len(IL)
wbin(d, 'id.bin', IV, 'I'); wbin(d, 'lim.bin', IL, 'I')
iout = []; iold = []
for k in range(ni):
    x, y, l = IV[2 * k], IV[2 * k + 1], IL[k]
    iout += [0 if x >= l else x + 1, l if (y == 0 or y > l) else y - 1]
    iold += [x, y]
wbin(d, 'id.expected', iout, 'I'); wbin(d, 'idold.expected', iold, 'I')
