"""Inputs and expected outputs of mma-fp8.ptx and mma-sparse.ptx.

usage: mma-narrow.expect.py fp8|sparse DIR -> DIR/in.bin, DIR/expected.bin

Every lane's registers are random words; the matrices A, B, C are assembled
from them with the fragment layouts of PTX ISA 8.5 9.7.15.4.9-10 (dense) and
9.7.15.5.2 (sparse), the product is computed exactly with fractions and
rounded once to nearest-even (the executor's --tensor-core=exact model, which the
tests pin; integers are
exact), and D is scattered back into the lanes' registers.

Buffer layout (the kernels'): variant v, lane l: in at v*2048 + l*64 holds
a0-a3, b0-b3, c0-c3, e (metadata); out at v*512 + l*16 holds d0-d3.
"""
import random, struct, sys
from fractions import Fraction as Fr

# ---- number formats -------------------------------------------------------
# (exponent bits, fraction bits, has inf/NaN encodings like IEEE)
FMT = {"f16": (5, 10), "bf16": (8, 7), "f32": (8, 23), "e5m2": (5, 2), "e4m3": (4, 3)}

def decode(fmt, bits):
    if fmt == "tf32":  # the low 13 bits are not used
        return decode("f32", bits & 0xFFFFE000)
    e, m = FMT[fmt]
    s = -1 if (bits >> (e + m)) & 1 else 1
    ex, fr = (bits >> m) & ((1 << e) - 1), bits & ((1 << m) - 1)
    bias = (1 << (e - 1)) - 1
    if fmt == "e4m3":
        assert (bits & 0x7F) != 0x7F, "NaN input"
    elif ex == (1 << e) - 1:
        raise ValueError("inf/NaN input")
    if ex == 0:
        return s * Fr(fr, 1 << m) * Fr(2) ** (1 - bias)
    return s * (1 + Fr(fr, 1 << m)) * Fr(2) ** (ex - bias)

def encode(fmt, x):
    """Round the exact value x to nearest-even in f32 or f16."""
    e, m = FMT[fmt]
    bias = (1 << (e - 1)) - 1
    sign = 1 if x < 0 else 0
    a = abs(x)
    if a == 0:
        return sign << (e + m)
    ex = a.numerator.bit_length() - a.denominator.bit_length()
    if Fr(2) ** ex > a:
        ex -= 1
    ex = max(ex, 1 - bias)               # subnormals share the minimum exponent
    q = a / Fr(2) ** (ex - m)            # significand in units of the last place
    n, r = divmod(q.numerator, q.denominator)
    if 2 * r > q.denominator or (2 * r == q.denominator and n & 1):
        n += 1
    if n >= 2 << m:                      # carried into the next binade
        n >>= 1
        ex += 1
    if ex > bias:                        # overflow: infinity
        return (sign << (e + m)) | (((1 << e) - 1) << m)
    if n < (1 << m):                     # subnormal
        return (sign << (e + m)) | n
    return (sign << (e + m)) | ((ex + bias) << m) | (n - (1 << m))

def rand_float(fmt, lo, hi):
    """Random finite value of fmt with exponent in [lo, hi] (or a zero/subnormal)."""
    e, m = FMT[fmt]
    bias = (1 << (e - 1)) - 1
    s = random.randint(0, 1)
    if random.random() < 0.05:
        ex = 0
    else:
        ex = random.randint(lo, hi) + bias
    return (s << (e + m)) | (ex << m) | random.getrandbits(m)

def rand_elem(t, small=False):
    """small: |x| < 16, so that f16 accumulators do not overflow."""
    if small and t == "e4m3":
        return (random.getrandbits(1) << 7) | (random.randint(0, 10) << 3) | random.getrandbits(3)
    if small and t == "e5m2":
        return (random.getrandbits(1) << 7) | (random.randint(0, 18) << 2) | random.getrandbits(2)
    if t in ("s8", "u8"):
        return random.getrandbits(8)
    if t == "e4m3":
        while True:
            b = random.getrandbits(8)
            if b & 0x7F != 0x7F:
                return b
    if t == "e5m2":
        while True:
            b = random.getrandbits(8)
            if (b >> 2) & 0x1F != 0x1F:
                return b
    if t == "f16":
        return rand_float("f16", -6, 4)
    if t == "bf16":
        return rand_float("bf16", -10, 6)
    if t == "tf32":  # random low 13 bits: the mma must ignore them
        return rand_float("f32", -10, 6) | random.getrandbits(13)

def value(t, bits):
    if t == "s8":
        return bits - 256 if bits & 0x80 else bits
    if t == "u8":
        return bits
    return decode(t, bits)

BITS = {"s8": 8, "u8": 8, "e4m3": 8, "e5m2": 8, "f16": 16, "bf16": 16, "tf32": 32,
        "f32": 32, "s32": 32}

# ---- fragment layouts (lane l, element i) -----------------------------------
def c_pos(l, i):  # 16x8 accumulators, every shape here (9.7.15.4.9-10)
    g, t = l >> 2, l % 4
    return (g if i < 2 else g + 8, t * 2 + (i & 1))

def dense_a(shape, l, i):
    g, t = l >> 2, l % 4
    if shape == "m16n8k32":   # 9.7.15.4.10, 8-bit
        return (g if (i < 4 or 8 <= i < 12) else g + 8, t * 4 + (i & 3) + (16 if i >= 8 else 0))
    return (g if i < 4 else g + 8, t * 4 + (i & 3))   # m16n8k16 8-bit, 9.7.15.4.9

def dense_b(shape, l, i):
    g, t = l >> 2, l % 4
    if shape == "m16n8k32":
        return (t * 4 + (i & 3) + (16 if i >= 4 else 0), g)
    return (t * 4 + i, g)

# Sparse A: (row, first column of the chunk, chunk width, which stored element)
def sparse_a(shape, t16, l, i):
    g, t = l >> 2, l % 4
    if t16 in ("f16", "bf16"):
        if shape == "m16n8k16":   # 9.7.15.5.2.1: a0,a1 row g; a2,a3 row g+8
            return (g if i < 2 else g + 8, t * 4, 4, i % 2)
        # 9.7.15.5.2.2
        return (g if i in (0, 1, 4, 5) else g + 8, t * 4 + (16 if i >= 4 else 0), 4, i % 2)
    if t16 == "tf32":
        if shape == "m16n8k8":    # 9.7.15.5.2.4
            return (g if i == 0 else g + 8, t * 2, 2, 0)
        # 9.7.15.5.2.3: a0,a2 row g; a1,a3 row g+8
        return (g if i in (0, 2) else g + 8, t * 2 + (8 if i >= 2 else 0), 2, 0)
    # 8-bit: four stored elements of 8 columns per register (two 4-chunks)
    if shape == "m16n8k32":       # 9.7.15.5.2.5
        first = t * 8
        row = g if i < 4 else g + 8
    else:                         # 9.7.15.5.2.6
        first = t * 8 + (32 if i >= 8 else 0)
        row = g if (i < 4 or 8 <= i < 12) else g + 8
    return (row, first + 4 * ((i % 4) // 2), 4, i % 2)

def sparse_b(shape, t, l, i):
    g, q = l >> 2, l % 4
    if t in ("f16", "bf16"):      # k16 as dense; k32 continues in steps of 8 rows
        return (q * 2 + (i & 1) + 8 * (i >> 1), g)
    if t == "tf32":               # rows q, q+4, q+8, q+12
        return (q + 4 * i, g)
    return (q * 4 + (i & 3) + 16 * (i >> 2), g)

def meta_holders(shape, t, sel):
    """{(lane, bit): (row, chunk col)}: where the metadata nibbles live."""
    out = {}
    for g in range(8):
        if t in ("f16", "bf16", "tf32"):
            cw = 2 if t == "tf32" else 4
            pair = (shape == "m16n8k32") or (t == "tf32" and shape == "m16n8k16")
            threads = [4 * g + 2 * sel, 4 * g + 2 * sel + 1] if pair else [4 * g + sel]
            for k, lane in enumerate(threads):
                for h in range(2):            # low half: row g, high half: row g+8
                    for c in range(4):
                        out[(lane, 16 * h + 4 * c)] = (g + 8 * h, (k * 4 + c) * cw)
        elif shape == "m16n8k32":             # 8-bit, a thread pair: one row each
            for h in range(2):
                for c in range(8):
                    out[(4 * g + 2 * sel + h, 4 * c)] = (g + 8 * h, 4 * c)
        else:                                 # m16n8k64: all four threads
            for w in range(2):
                for h in range(2):
                    for c in range(8):
                        out[(4 * g + 2 * w + h, 4 * c)] = (g + 8 * h, 32 * w + 4 * c)
    return out

# ---- one variant ------------------------------------------------------------
def run(spec):
    shape, dt, at, bt, ct, sat, sparse, sel, ordered = spec
    m, n, k = 16, 8, int(shape.split("k")[1])
    na = m * k // 32 // (2 if sparse else 1)
    nb, nc = k * n // 32, m * n // 32
    regs = [[0] * 16 for _ in range(32)]
    # A (stored elements) and B
    def put(l, base, i, bits, w):
        per = 32 // w if w < 32 else 1
        regs[l][base + i // per] |= bits << ((i % per) * w)
    A = [[0] * k for _ in range(m)]
    B = [[0] * n for _ in range(k)]
    Araw = {}
    for l in range(32):
        for i in range(na):
            v = rand_elem(at, dt == "f16")
            put(l, 0, i, v, BITS[at])
            Araw[(l, i)] = v
        for i in range(nb):
            v = rand_elem(bt, dt == "f16")
            put(l, 4, i, v, BITS[bt])
            r, c = sparse_b(shape, bt, l, i) if sparse else dense_b(shape, l, i)
            B[r][c] = value(bt, v)
        for i in range(nc):
            if ct == "s32":
                v = random.getrandbits(32) if sat else random.randint(-1000, 1000) & 0xFFFFFFFF
            elif ct == "f32":
                v = rand_float("f32", -4, 12)
            else:
                v = rand_float("f16", -4, 8)
            put(l, 8, i, v, BITS[ct])
    if sparse:
        holders = meta_holders(shape, at, sel)
        idx = {}
        for l in range(32):
            regs[l][12] = random.getrandbits(32)   # lanes the selector skips: noise
        for (lane, bit), (row, col) in holders.items():
            if at == "tf32":
                nib = random.choice([0x4, 0xE])
                idx[(row, col)] = [nib >> 3]       # 0b0100: column 0, 0b1110: column 1
            else:
                i0, i1 = random.sample(range(4), 2)
                if ordered and i0 > i1:
                    i0, i1 = i1, i0
                nib = i0 | (i1 << 2)
                idx[(row, col)] = [i0, i1]
            regs[lane][12] = (regs[lane][12] & ~(0xF << bit)) | (nib << bit)
        for (l, i), v in Araw.items():
            row, first, cw, which = sparse_a(shape, at, l, i)
            A[row][first + idx[(row, first)][which]] = value(at, v)
    else:
        for (l, i), v in Araw.items():
            r, c = dense_a(shape, l, i)
            A[r][c] = value(at, v)
    C = [[0] * n for _ in range(m)]
    for l in range(32):
        for i in range(nc):
            w = BITS[ct]
            per = 32 // w
            bits = (regs[l][8 + i // per] >> ((i % per) * w)) & ((1 << w) - 1)
            r, c = c_pos(l, i)
            C[r][c] = (bits - (1 << 32) if bits >> 31 else bits) if ct == "s32" else decode(ct, bits)
    out = [[0] * 4 for _ in range(32)]
    for l in range(32):
        for i in range(nc):
            r, c = c_pos(l, i)
            x = C[r][c] + sum(A[r][kk] * B[kk][c] for kk in range(k))
            if dt == "s32":
                if sat:
                    x = max(-(1 << 31), min((1 << 31) - 1, x))
                bits, w = x & 0xFFFFFFFF, 32
            else:
                bits, w = encode(dt, x), BITS[dt]
            per = 32 // w
            out[l][i // per] |= bits << ((i % per) * w)
    return regs, out

VARIANTS = {
    # shape, dtype, atype, btype, ctype, satfinite, sparse, selector, ordered
    "fp8": [
        ("m16n8k32", "f32", "e4m3", "e5m2", "f32", 0, 0, 0, 0),
        ("m16n8k32", "f16", "e5m2", "e4m3", "f16", 0, 0, 0, 0),
        ("m16n8k16", "f32", "e4m3", "e4m3", "f32", 0, 0, 0, 0),
        ("m16n8k16", "f16", "e5m2", "e5m2", "f16", 0, 0, 0, 0),
        ("m16n8k32", "s32", "s8", "u8", "s32", 1, 0, 0, 0),
        ("m16n8k16", "s32", "u8", "s8", "s32", 0, 0, 0, 0),
    ],
    "sparse": [
        ("m16n8k16", "f32", "f16", "f16", "f32", 0, 1, 1, 0),
        ("m16n8k32", "f16", "f16", "f16", "f16", 0, 1, 1, 1),
        ("m16n8k16", "f32", "bf16", "bf16", "f32", 0, 1, 3, 1),
        ("m16n8k32", "f32", "bf16", "bf16", "f32", 0, 1, 0, 0),
        ("m16n8k8", "f32", "tf32", "tf32", "f32", 0, 1, 2, 1),
        ("m16n8k16", "f32", "tf32", "tf32", "f32", 0, 1, 1, 0),
        ("m16n8k32", "s32", "s8", "u8", "s32", 1, 1, 1, 1),
        ("m16n8k64", "s32", "u8", "u8", "s32", 0, 1, 0, 0),
        ("m16n8k64", "f32", "e5m2", "e4m3", "f32", 0, 1, 0, 1),
        ("m16n8k16", "f16", "f16", "f16", "f16", 0, 1, 0, 0),
    ],
}

mode, d = sys.argv[1], sys.argv[2]
random.seed(2024 if mode == "fp8" else 77)
inb, outb = bytearray(), bytearray()
for spec in VARIANTS[mode]:
    regs, out = run(spec)
    for l in range(32):
        inb += struct.pack("<16I", *regs[l])
        outb += struct.pack("<4I", *out[l])
open(d + "/in.bin", "wb").write(inb)
open(d + "/expected.bin", "wb").write(outb)
