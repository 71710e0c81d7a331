"""Inputs and expected output of cp-reduce-bulk.ptx: every operation and
element type of the non-tensor cp.reduce.async.bulk (PTX ISA 8.0; 8.5
9.7.10.24.7), written from the spec independently of the executor.

usage: cp-reduce-bulk.py DIR -> DIR/src.bin (the source blocks, copied to
shared memory by the kernel), DIR/dst.bin (the destinations' initial values),
DIR/expected.bin (the destinations afterwards)

Case c (CASES below) reduces the 64-byte block c of dst with block c of src:
dst[i] = dst[i] op src[i] element by element, with
  add: integer add modulo 2^n; f32 round-to-nearest-even with subnormal
       inputs and results flushed to sign-preserving zero ("The current
       implementation of cp.reduce.async.bulk.add.f32 flushes subnormal
       inputs and results to sign-preserving zero"); f64 round-to-nearest-even;
       .noftz.f16/.bf16 round-to-nearest-even keeping subnormals
  min/max: signed or unsigned by type; f16/bf16 by value (the inputs have no
       NaN and no pair of equal values)
  inc: dst >= src ? 0 : dst + 1; dec: (dst == 0 || dst > src) ? src : dst - 1
       (the atom.inc/dec definitions, PTX ISA 8.5 9.7.14.5: a result in [0..src])
  and/or/xor: bitwise
"""
import random, struct, sys
from fractions import Fraction as Fr

GLOBAL = [("add", t) for t in ("u32", "s32", "u64", "f32", "f64", "f16", "bf16")] + \
    [(o, t) for o in ("min", "max") for t in ("u32", "s32", "u64", "s64", "f16", "bf16")] + \
    [("inc", "u32"), ("dec", "u32")] + \
    [(o, t) for o in ("and", "or", "xor") for t in ("b32", "b64")]
SHARED = [("add", t) for t in ("u32", "s32", "u64")] + \
    [(o, t) for o in ("min", "max") for t in ("u32", "s32")] + \
    [("inc", "u32"), ("dec", "u32")] + [(o, "b32") for o in ("and", "or", "xor")]
CASES = [("global",) + c for c in GLOBAL] + [("shared",) + c for c in SHARED]

FMT = {"f16": (5, 10), "bf16": (8, 7), "f32": (8, 23)}
BITS = {"u32": 32, "s32": 32, "b32": 32, "u64": 64, "s64": 64, "b64": 64,
        "f16": 16, "bf16": 16, "f32": 32, "f64": 64}

def decode(fmt, b):
    e, m = FMT[fmt]
    bias = (1 << (e - 1)) - 1
    s = -1 if b >> (e + m) else 1
    ex, fr = (b >> m) & ((1 << e) - 1), b & ((1 << m) - 1)
    assert ex != (1 << e) - 1, "no inf/NaN inputs"
    if ex == 0:
        return s * Fr(fr, 1 << m) * Fr(2) ** (1 - bias)
    return s * (1 + Fr(fr, 1 << m)) * Fr(2) ** (ex - bias)

def is_sub(fmt, b):
    e, m = FMT[fmt]
    return (b >> m) & ((1 << e) - 1) == 0 and b & ((1 << m) - 1) != 0

def encode(fmt, x, zero_sign=0):
    """x rounded to nearest-even in fmt (no overflow in these inputs)."""
    e, m = FMT[fmt]
    bias = (1 << (e - 1)) - 1
    if x == 0:
        return zero_sign << (e + m)
    sign, a = (1, -x) if x < 0 else (0, x)
    ex = a.numerator.bit_length() - a.denominator.bit_length()
    if Fr(2) ** ex > a:
        ex -= 1
    ex = max(ex, 1 - bias)
    q = a / Fr(2) ** (ex - m)
    n, r = divmod(q.numerator, q.denominator)
    if 2 * r > q.denominator or (2 * r == q.denominator and n & 1):
        n += 1
    if n >= 2 << m:
        n >>= 1
        ex += 1
    assert ex <= bias, "overflow"
    if n < (1 << m):
        return (sign << (e + m)) | n
    return (sign << (e + m)) | ((ex + bias) << m) | (n - (1 << m))

def fadd(fmt, a, b, ftz):
    e, m = FMT[fmt]
    sa, sb = a >> (e + m), b >> (e + m)
    if ftz:
        a = sa << (e + m) if is_sub(fmt, a) else a
        b = sb << (e + m) if is_sub(fmt, b) else b
    x = decode(fmt, a) + decode(fmt, b)
    # an exact zero sum is -0 only when both addends are -0 (round to nearest)
    r = encode(fmt, x, 1 if (x == 0 and sa and sb and decode(fmt, a) == 0) else 0)
    if ftz and is_sub(fmt, r):
        r = (r >> (e + m)) << (e + m)
    return r

def rand_float(fmt, lo, hi):
    e, m = FMT[fmt]
    bias = (1 << (e - 1)) - 1
    ex = 0 if random.random() < 0.2 else random.randint(lo, hi) + bias
    return (random.getrandbits(1) << (e + m)) | (ex << m) | random.getrandbits(m)

def gen(op, t):
    """(dst elements, src elements) of one 64-byte block."""
    n = 512 // BITS[t]
    if op in ("inc", "dec"):
        d = [random.randint(0, 9) for _ in range(n)]
        s = [random.randint(0, 9) for _ in range(n)]
        d[:6], s[:6] = [5, 6, 0, 4, 0, 0xFFFFFFFF], [5, 5, 5, 5, 0, 0xFFFFFFFF]
        return d, s
    if t == "f64":
        f = lambda: random.uniform(-1, 1) * 2.0 ** random.randint(-30, 30)
        return ([struct.unpack("<Q", struct.pack("<d", f()))[0] for _ in range(n)],
                [struct.unpack("<Q", struct.pack("<d", f()))[0] for _ in range(n)])
    if t in FMT:
        e, m = FMT[t]
        lo, hi = (-20, 10) if t == "f32" else (-14, 10) if t == "f16" else (-130, 60)
        if t == "bf16":
            lo = -126
        while True:
            d = [rand_float(t, lo, hi) for _ in range(n)]
            s = [rand_float(t, lo, hi) for _ in range(n)]
            if all(decode(t, x) != decode(t, y) for x, y in zip(d, s)):
                break
        if t == "f32":  # a normal difference that is subnormal: flushed to +0
            d[0], s[0] = encode("f32", Fr(3, 2) * Fr(2) ** -126), encode("f32", -Fr(5, 4) * Fr(2) ** -126)
            d[1], s[1] = 0x00000001, 0x3F800000  # subnormal input flushed: 1.0
            d[2], s[2] = 0x80000003, 0x80000005  # two negative subnormals: -0
        if t in ("f16", "bf16"):  # subnormal inputs and results are kept
            d[0], s[0] = 1, 2
            d[1], s[1] = encode(t, Fr(3, 2) * Fr(2) ** (2 - (1 << (e - 1)))), \
                encode(t, -Fr(5, 4) * Fr(2) ** (2 - (1 << (e - 1))))
        return d, s
    b = BITS[t]
    return [random.getrandbits(b) for _ in range(n)], [random.getrandbits(b) for _ in range(n)]

def apply(op, t, a, b):
    w = BITS[t]
    mask = (1 << w) - 1
    sx = lambda v: v - (1 << w) if v >> (w - 1) else v
    if op == "add":
        if t == "f32":
            return fadd("f32", a, b, True)
        if t in ("f16", "bf16"):
            return fadd(t, a, b, False)
        if t == "f64":
            r = struct.unpack("<d", struct.pack("<Q", a))[0] + struct.unpack("<d", struct.pack("<Q", b))[0]
            return struct.unpack("<Q", struct.pack("<d", r))[0]
        return (a + b) & mask
    if op in ("min", "max"):
        if t in FMT:
            key = lambda v: decode(t, v)
        elif t[0] == "s":
            key = sx
        else:
            key = lambda v: v
        pick = min if op == "min" else max
        return pick(a, b, key=key)
    if op == "inc":
        return 0 if a >= b else a + 1
    if op == "dec":
        return b if (a == 0 or a > b) else a - 1
    return {"and": a & b, "or": a | b, "xor": a ^ b}[op]

FMTCHAR = {16: "H", 32: "I", 64: "Q"}
if __name__ == "__main__":
    d = sys.argv[1]
    random.seed(8080)
    src, dst, exp = bytearray(), bytearray(), bytearray()
    for _, op, t in CASES:
        dv, sv = gen(op, t)
        f = "<%d%s" % (len(dv), FMTCHAR[BITS[t]])
        dst += struct.pack(f, *dv)
        src += struct.pack(f, *sv)
        exp += struct.pack(f, *[apply(op, t, a, b) for a, b in zip(dv, sv)])
    open(d + "/src.bin", "wb").write(src)
    open(d + "/dst.bin", "wb").write(dst)
    open(d + "/expected.bin", "wb").write(exp)
