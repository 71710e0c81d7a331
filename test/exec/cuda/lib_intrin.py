"""Inputs and expected outputs of lib_intrin.cu's intrin kernel."""
import random, struct, sys
d = sys.argv[1]
M = 0xFFFFFFFF; M64 = (1 << 64) - 1
random.seed(5)
E = [0, 1, M, 0x80000000, 0x7fffffff, 0x80808080, 0x7f7f7f7f, 0x12345678, 0xfedcba98, 0xff00ff00]
v = []
for a in E:
    for b in E: v += [a, b]
while len(v) < 512: v.append(random.getrandbits(32))
open(d + "/ii.bin", "wb").write(struct.pack('<512I', *v))
def sg(x, w):
    x &= (1 << w) - 1
    return x - (1 << w) if x >> (w - 1) else x
def lanes(x, w): return [(x >> (w * k)) & ((1 << w) - 1) for k in range(32 // w)]
def pack(vs, w):
    r = 0
    for k, y in enumerate(vs): r |= (y & ((1 << w) - 1)) << (w * k)
    return r
def ew(f, w, signed, *xs):
    ls = [lanes(x, w) for x in xs]
    if signed: ls = [[sg(y, w) for y in l] for l in ls]
    return pack([f(*t) for t in zip(*ls)], w)
def popc(x): return bin(x).count('1')
def byte_perm(x, y, s):
    bs = (y << 32 | x).to_bytes(8, 'little')
    return sum(bs[(s >> (4 * n)) & 7] << (8 * n) for n in range(4))
def ffs(x):
    return 0 if x == 0 else (x & -x).bit_length()
def clamp(x, y): return (x - y) & M if x > y else x
out = []
for i in range(256):
    a, b = v[2 * i], v[2 * i + 1]
    sa, sb = sg(a, 32), sg(b, 32)
    o = []
    o.append(((b << 32 | a) << (b & 31)) >> 32 & M)
    o.append(((b << 32 | a) >> min(a, 32)) & M)
    o.append(byte_perm(a, b, b))
    o.append(int('{:032b}'.format(a)[::-1], 2))
    o.append(sum(x * y for x, y in zip([sg(t, 8) for t in lanes(a, 8)], [sg(t, 8) for t in lanes(b, 8)])) + 17)
    o.append(sum(x * y for x, y in zip(lanes(a, 8), lanes(b, 8))) + 5)
    ha = [sg(t, 16) for t in lanes(a, 16)]; bb = [sg(t, 8) for t in lanes(b, 8)]
    o.append(ha[0] * bb[0] + ha[1] * bb[1] - 3)
    ha = lanes(a, 16); bb = lanes(b, 8)
    o.append(ha[0] * bb[2] + ha[1] * bb[3] + 9)
    o.append(ew(lambda x, y: x + y, 8, False, a, b))
    o.append(ew(lambda x, y: max(-128, min(127, x - y)), 8, True, a, b))
    o.append(ew(lambda x, y: abs(x - y), 8, False, a, b))
    o.append(ew(max, 16, True, a, b))
    o.append(ew(lambda x, y: 0xff if x > y else 0, 8, False, a, b))
    o.append(ew(lambda x, y: 1 if x <= y else 0, 16, True, a, b))
    o.append(abs(sa - sb) + 7)
    o.append(abs(a - b) + 100)
    o.append((a * b) >> 32)
    o.append((sa * sb) >> 32)
    p = (((a << 32) | b) * 0x9e3779b97f4a7c15) >> 64
    o.append((p ^ (p >> 32)) & M)
    x = sg(((sa << 31) & M64) ^ b, 64)
    q = (x * -0x123456789abcdef) >> 64
    o.append((q + (q >> 32)) & M)
    o.append(ffs(a) + 100 * ffs(b << 32))
    o.append((64 - ((a << 3) & M64).bit_length()) + 100 * (32 - b.bit_length()))
    o.append(popc(a) + popc(b))
    o.append(ew(lambda x, y: (x + y + 1) >> 1, 8, False, a, b) ^ ew(lambda x, y: (x + y) >> 1, 16, False, a, b))
    o.append(ew(lambda x: -x, 16, False, a) + ew(lambda x: min(127, -x), 8, True, b))
    o.append(sum(abs(x - y) for x, y in zip([sg(t, 16) for t in lanes(a, 16)], [sg(t, 16) for t in lanes(b, 16)]))
             + 1000 * sum(abs(x - y) for x, y in zip(lanes(a, 8), lanes(b, 8))))
    o.append(clamp(a, b) + clamp(b, a))
    o.append(clamp(a & 0xff, 100) * 3 + popc(a) + 100 * popc(b))
    o.append(byte_perm(a, b, 0x7531))
    o.append(ew(lambda x, y: 0xffff if x != y else 0, 16, False, a, b) ^ ew(lambda x, y: 1 if x == y else 0, 8, False, a, b))
    o.append(ew(min, 8, True, a, b))
    o.append(((sa + sb) >> 1) + ((sa + sb + 1) >> 1) + ((a + b) >> 1) + ((a + b + 1) >> 1))
    out += [t & M for t in o]
open(d + "/intrin.expected", "wb").write(struct.pack('<%dI' % len(out), *out))
# warps: grid 1, block 64
random.seed(55)
x = [random.getrandbits(30) for _ in range(32)] + [random.getrandbits(32) for _ in range(32)]
x[40] = x[41] = 0x80000005
open(d + "/wi.bin", "wb").write(struct.pack('<64I', *x))
out = []; txt = []
for w in range(2):
    t = x[32 * w:32 * w + 32]
    allq = all(y >> 30 == t[0] >> 30 for y in t)
    for l in range(32):
        h = t[:16] if l < 16 else t[16:]
        orr = 0
        for y in h: orr |= y
        out += [sum(t) & M, min(sg(y, 32) for y in t) & M, max(y & 0xff for y in t), orr,
                sum(1 << k for k in range(32) if t[k] & 7 == t[l] & 7),
                0xfffffffe if allq else 0]
    a = t[0]
    txt.append("warp %d: sum %u min %d hex %08x char %c str %s ll %d f %.3f\n" % (
        w, sum(t) & M, min(sg(y, 32) for y in t), a, chr(65 + w), "ok", -a * 3, (a & 0xffff) / 8))
open(d + "/warps.expected", "wb").write(struct.pack('<%dI' % len(out), *out))
open(d + "/warps.printf", "w").write("".join(txt))
# halfs: grid 1, block 128; finite halves / bf16 without zeros or NaN
import os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fpref import rnd_dir, d16, e16, dbf, ebf, b32, fb32
from fractions import Fraction as Fr
random.seed(77)
def rh():
    while True:
        u = random.getrandbits(16)
        e = (u >> 10) & 31
        if 0 < e < 31 and 8 < e < 22: return u
def rb():
    while True:
        u = random.getrandbits(16)
        e = (u >> 7) & 255
        if 100 < e < 150: return u
hv = []
for i in range(128):
    if i < 64: hv += [rh() | rh() << 16, rh() | rh() << 16]
    else: hv += [rb() | rb() << 16, rb() | rb() << 16]
fv = [random.choice([random.uniform(-70000, 70000), random.uniform(-1, 1) * 2.0 ** random.randint(-30, 10)]) for _ in range(128)]
fv = [fb32(b32(f)) for f in fv]
open(d + "/hh.bin", "wb").write(struct.pack('<256I', *hv))
open(d + "/hf.bin", "wb").write(struct.pack('<128f', *fv))
def h(q): return e16(rnd_dir(q, 'f16', 'rn'))
def bq(q): return ebf(rnd_dir(q, 'bf16', 'rn'))
def lanes16(x): return [x & 0xffff, x >> 16]
def pk(l): return l[0] | l[1] << 16
out = []
for i in range(128):
    a, b = hv[2 * i], hv[2 * i + 1]
    f = fv[i]
    o = []
    A = [Fr(d16(u)) for u in lanes16(a)]; B = [Fr(d16(u)) for u in lanes16(b)]
    o.append(pk([h(x + y) for x, y in zip(A, B)]))
    o.append(pk([h(x * y + x) for x, y in zip(A, B)]))
    o.append(pk([e16(float(max(x, y))) for x, y in zip(A, B)]))
    o.append(pk([h(min(Fr(1), max(Fr(0), x * y))) for x, y in zip(A, B)]))
    A = [Fr(dbf(u)) for u in lanes16(a)]; B = [Fr(dbf(u)) for u in lanes16(b)]
    o.append(pk([bq(x + y) for x, y in zip(A, B)]))
    o.append(pk([bq(x * y + y) for x, y in zip(A, B)]))
    o.append(pk([ebf(float(min(x, y))) for x, y in zip(A, B)]))
    hh = rnd_dir(Fr(f), 'f16', 'rn'); bf = rnd_dir(Fr(f), 'bf16', 'rn')
    o.append(e16(hh) | ebf(bf) << 16)
    o.append(b32(rnd_dir(Fr(hh) + Fr(bf), 'f32', 'rn') if abs(hh) != float('inf') else hh + bf))
    p = rnd_dir(Fr(hh) * 4, 'f16', 'rn') if abs(hh) != float('inf') else hh
    o.append((0x7fffffff if p > 0 else 0x80000000) if abs(p) == float('inf') else int(p) & M)
    o.append(e16(hh) | h(Fr(f32v) if False else Fr(-f) / 4 if False else Fr(rnd_dir(Fr(-f) * Fr(1, 4), 'f32', 'rn'))) << 16)
    o.append(e16(rnd_dir(Fr(f), 'f16', 'rz')) | ebf(rnd_dir(Fr(f), 'bf16', 'rz')) << 16)
    out += o
open(d + "/halfs.expected", "wb").write(struct.pack('<%dI' % len(out), *out))
