"""Inputs and expected outputs of floats.cu: exact rationals rounded to
binary32 in the requested mode; NaN results are PTX's canonical 0x7fffffff."""
import math, random, struct, sys
from fractions import Fraction as Fr
d = sys.argv[1]
random.seed(3)
def f32(v): return struct.unpack("<f", struct.pack("<f", v))[0]
def bits(v): return struct.unpack("<I", struct.pack("<f", v))[0]
def frombits(b): return struct.unpack("<f", struct.pack("<I", b))[0]
def nxt(v, up):
    b = bits(v)
    if v == 0: return frombits(1) if up else -frombits(1)
    if (v > 0) == up: return frombits(b + 1)
    return frombits(b - 1)
def rnd(q, mode, host=0.0):
    """Rounds the exact rational q to binary32 (no overflow in this data);
    an exact zero takes its sign from the host computation \p host."""
    if q == 0:
        return host
    c = f32(float(q))
    if mode == "rn":
        # fix a possible double-rounding error
        for cand in (nxt(c, True), nxt(c, False)):
            if abs(Fr(cand) - q) < abs(Fr(c) - q) or (abs(Fr(cand) - q) == abs(Fr(c) - q) and bits(cand) % 2 == 0 and bits(c) % 2 == 1):
                c = cand
        return c
    up = mode in ("ru",) or (mode == "rz" and q < 0)
    if mode == "rd": up = False
    if up:
        while Fr(c) < q: c = nxt(c, True)
        while Fr(nxt(c, False)) >= q: c = nxt(c, False)
    else:
        while Fr(c) > q: c = nxt(c, False)
        while Fr(nxt(c, True)) <= q: c = nxt(c, True)
    return c
n = 512
a = [f32(random.uniform(-1e3, 1e3) * 2.0 ** random.randint(-20, 20)) for _ in range(n)]
b = [f32(random.uniform(-1e3, 1e3) * 2.0 ** random.randint(-20, 20)) for _ in range(n)]
a[:6] = [float("inf"), -0.0, 3.0, float("nan"), 2.5, -2.5]
b[:6] = [1.0, 5.0, float("-inf"), 2.0, 3.5, 2.5]
NAN = 0x7FFFFFFF
out, dout, iout = [], [], []
def w(v): return NAN if math.isnan(v) else bits(v)
for x, y in zip(a, b):
    fin = not (math.isinf(x) or math.isinf(y) or math.isnan(x) or math.isnan(y))
    if fin:
        out += [w(rnd(Fr(x) + Fr(y), "rn", x + y)), w(rnd(Fr(x) * Fr(y), "rn", x * y)),
                w(rnd(Fr(x) / Fr(y), "rn", x / y))]
    else:
        out += [w(f32(x + y)), w(f32(x * y)), w(f32(x / y) if not (math.isinf(x) and math.isinf(y)) else float("nan"))]
    out.append(w(f32(math.sqrt(abs(x)))) if not math.isnan(x) else NAN)
    out.append(w(y if math.isnan(x) else x if math.isnan(y) else min(x, y)))
    if fin:
        out += [w(rnd(Fr(x) + Fr(y), "rz", x + y)), w(rnd(Fr(x) * Fr(y), "ru", x * y)),
                w(rnd(Fr(x) / Fr(y), "rd", x / y))]
    else:
        out += [w(f32(x + y)), w(f32(x * y)), w(f32(x / y) if not (math.isinf(x) and math.isinf(y)) else float("nan"))]
    dv = x * y + 1.0 / y
    # f64 NaNs propagate the (quieted) input NaN: here 0x7fc00000 widened.
    dout.append(0x7FF8000000000000 if math.isnan(dv) else struct.unpack("<Q", struct.pack("<d", dv))[0])
    def toint(v, rn):
        if math.isnan(v): return 0
        if math.isinf(v): return 2**31 - 1 if v > 0 else -2**31
        r = round(v) if rn else math.trunc(v)
        return max(-2**31, min(2**31 - 1, r))
    iout += [toint(x, False), toint(y, True)]
open(d + "/a.bin", "wb").write(struct.pack("<%df" % n, *a))
open(d + "/b.bin", "wb").write(struct.pack("<%df" % n, *b))
open(d + "/out.expected", "wb").write(struct.pack("<%dI" % len(out), *out))
open(d + "/dout.expected", "wb").write(struct.pack("<%dQ" % n, *dout))
open(d + "/iout.expected", "wb").write(struct.pack("<%di" % len(iout), *iout))
