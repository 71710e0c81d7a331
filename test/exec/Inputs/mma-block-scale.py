"""Inputs and expected outputs of mma-block-scale.ptx.

usage: mma-block-scale.py DIR -> DIR/in.bin, DIR/expected.bin and
DIR/expected-MUTATION.bin for each deliberately wrong reading in MUTATIONS.

An independent reference: the element and scale formats are decoded from
their definitions (PTX ISA 9.0 5.2.3, with the usual OCP biases: e4m3 7,
e5m2 15, e3m2 3, e2m3 1, e2m1 1, ue8m0 127, ue4m3 7), the matrices are
assembled from the fragment formulas of 9.7.14.5.10 (m16n8k32, 8-bit
containers) and 9.7.14.5.11 (m16n8k64, packed e2m1), the scale matrices
from 9.7.14.3 (thread-id-a picks the thread pair 4g + 2 thread-id-a + {0, 1}
of each quad; thread-id-b the lane 4c + thread-id-b; byte-id the first of
the .scale_vec_size bytes, byte j scaling k block j). Which thread of the
pair holds row g and which row g + 8 is drawn only in the spec's figure 43:
the reference takes the lower thread for row g (CUTLASS's SFALayout for
SM120 block-scaled mma reads the same). D = sum_k (A[r][k] SF_A[r][k/blk])
(B[k][c] SF_B[k/blk][c]) + C exactly (fractions), rounded once to nearest
even (--tensor-core=exact); a NaN term (NaN element or scale, inf * 0) or
infinities of both signs give the canonical NaN, else an infinite term
gives that infinity.

Buffer layout (the kernel's): variant v, lane l: in at v*2048 + l*64 holds
a0-a3, b0-b1 (+16), c0-c3 (+32), scale-a-data (+48), scale-b-data (+52),
byte-id-a, thread-id-a, byte-id-b, thread-id-b (.u16, +56); out at
v*512 + l*16 holds d0-d3.
"""
import os, random, struct, sys
from fractions import Fraction as Fr

NAN = "nan"
INF = "inf"

# ---- formats: (exponent bits, mantissa bits, signed, bias, specials) -------
FMT = {
    "e4m3": (4, 3, True, 7, "nan-7f"), "e5m2": (5, 2, True, 15, "ieee"),
    "e3m2": (3, 2, True, 3, None), "e2m3": (2, 3, True, 1, None),
    "e2m1": (2, 1, True, 1, None), "ue4m3": (4, 3, False, 7, "nan-7f"),
    "f16": (5, 10, True, 15, "ieee"), "f32": (8, 23, True, 127, "ieee"),
}
WIDTH = {k: v[0] + v[1] + (1 if v[2] else 0) for k, v in FMT.items()}


def decode(fmt, bits):
    """The exact value of an element: (n, e) for n * 2^e, or (INF, sign) or
    NAN."""
    if fmt == "ue8m0":
        return NAN if bits == 0xFF else (1, bits - 127)
    e, m, signed, bias, spec = FMT[fmt]
    w = WIDTH[fmt]
    bits &= (1 << w) - 1
    s = -1 if signed and bits >> (w - 1) else 1
    ex, fr = (bits >> m) & ((1 << e) - 1), bits & ((1 << m) - 1)
    if spec == "nan-7f" and (bits & 0x7F) == 0x7F:
        return NAN
    if spec == "ieee" and ex == (1 << e) - 1:
        return (INF, s) if fr == 0 else NAN
    if ex == 0:
        return (s * fr, 1 - bias - m)
    return (s * (fr | (1 << m)), ex - bias - m)


def encode(fmt, x):
    """Round the exact Fraction x to nearest-even in f32 or f16."""
    e, m, _, bias, _ = FMT[fmt]
    sign = 1 if x < 0 else 0
    a = abs(x)
    if a == 0:
        return 0
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
    if ex > bias:
        return (sign << (e + m)) | (((1 << e) - 1) << m)
    if n < (1 << m):
        return (sign << (e + m)) | n
    return (sign << (e + m)) | ((ex + bias) << m) | (n - (1 << m))


def sgn(x):
    return x[1] if x[0] == INF else (x[0] > 0) - (x[0] < 0)


def mul(x, y):
    if x == NAN or y == NAN:
        return NAN
    if x[0] == INF or y[0] == INF:
        s = sgn(x) * sgn(y)
        return NAN if s == 0 else (INF, s)
    return (x[0] * y[0], x[1] + y[1])


def dot(terms, fmt):
    """Bits of sum(terms) in fmt, with the NaN/infinity rules above."""
    if any(t == NAN for t in terms):
        return {"f32": 0x7FFFFFFF, "f16": 0x7FFF}[fmt]
    infs = {t[1] for t in terms if t[0] == INF}
    if len(infs) == 2:
        return {"f32": 0x7FFFFFFF, "f16": 0x7FFF}[fmt]
    if infs:
        s = infs.pop()
        return {"f32": 0x7F800000, "f16": 0x7C00}[fmt] | ((0x80000000 if fmt == "f32" else 0x8000)
                                                         if s < 0 else 0)
    lo = min(t[1] for t in terms)
    total = sum(t[0] << (t[1] - lo) for t in terms)
    return encode(fmt, Fr(total) * Fr(2) ** lo)


# ---- the variants of mma-block-scale.ptx ------------------------------------
# (K, atype, btype, acc, scale type or None, .scale_vec_size, immediate selectors)
VARIANTS = [
    (32, "e4m3", "e5m2", "f32", "ue8m0", 1, None),
    (32, "e3m2", "e2m1", "f32", "ue8m0", 1, None),
    (32, "e2m3", "e4m3", "f32", "ue8m0", 1, None),
    (32, "e2m1", "e5m2", "f32", "ue8m0", 1, (3, 1, 2, 3)),
    (64, "e2m1", "e2m1", "f32", "ue8m0", 2, None),
    (64, "e2m1", "e2m1", "f32", "ue8m0", 2, (2, 0, 2, 1)),
    (64, "e2m1", "e2m1", "f32", "ue4m3", 4, None),
    (32, "e5m2", "e3m2", "f32", None, 1, None),
    (32, "e2m3", "e2m1", "f16", None, 1, None),
    (32, "e4m3", "e2m3", "f32", None, 1, None),
]

MUTATIONS = ["sfa-pair", "sf-bytes", "sfb-lane", "k-blocks", "e2m1-low", "a-layout"]


def a_pos(K, l, i, mut):
    g, t = l >> 2, l % 4
    if K == 64 or mut == "a-layout":   # 9.7.14.5.11 (packed e2m1)
        return (g if i < 8 or 16 <= i < 24 else g + 8, t * 8 + (i & 7) + (32 if i >= 16 else 0))
    # 9.7.14.5.10, 8-bit
    return (g if i < 4 or 8 <= i < 12 else g + 8, t * 4 + (i & 3) + (16 if i >= 8 else 0))


def b_pos(K, l, i):
    g, t = l >> 2, l % 4
    if K == 64:
        return (t * 8 + (i & 7) + (32 if i >= 8 else 0), g)
    return (t * 4 + (i & 3) + (16 if i >= 4 else 0), g)


def c_pos(l, i):
    g, t = l >> 2, l % 4
    return (g if i < 2 else g + 8, t * 2 + (i & 1))


def rand_elem(t, k, special):
    """Random element bits in its container (random padding bits); special:
    an infinity or NaN encoding where the format has them."""
    if special and t == "e4m3":
        return random.choice([0x7F, 0xFF])
    if special and t == "e5m2":
        return random.choice([0x7C, 0xFC, 0x7E, 0xFD])
    if t == "e2m1" and k == 64:
        return random.getrandbits(4)
    if t == "e2m1":
        return (random.getrandbits(2) << 6) | (random.getrandbits(4) << 2) | random.getrandbits(2)
    if t in ("e3m2", "e2m3"):
        return (random.getrandbits(2) << 6) | random.getrandbits(6)
    while True:
        b = random.getrandbits(8)
        x = decode(t, b)
        if x != NAN and x[0] != INF:
            return b


def elem_value(t, k, bits, mut):
    if t == "e2m1" and k == 32:
        bits = bits & 0xF if mut == "e2m1-low" else (bits >> 2) & 0xF
    return decode(t, bits)


def rand_scale(st, special):
    if st == "ue8m0":
        r = random.random()
        if special and r < 0.02:
            return 0xFF                           # NaN
        if r < 0.12:
            return random.choice([0x00, 0x01, 0xFE, 0xFD])  # 2^-127 .. 2^127
        if r < 0.45:                              # products near f32's subnormals
            return random.randint(0x20, 0x44)
        return random.randint(127 - 12, 127 + 12)
    r = random.random()                           # ue4m3, bit 7 zero
    if special and r < 0.015:
        return 0x7F                               # NaN
    if r < 0.1:
        return random.choice([0x00, 0x01, 0x07, 0x7E])  # zero, subnormals, max
    return random.randint(0x20, 0x50)


def variant(spec, v):
    K, at, bt, acc, st, vec, imm = spec
    special = v % 2 == 0                          # NaN/inf elements in half the variants
    regs = [[0] * 16 for _ in range(32)]
    ebits = 4 if K == 64 else 8
    A_raw, B_raw = {}, {}
    for l in range(32):
        for i in range(16 * K // 32):
            b = rand_elem(at, K, special and random.random() < 0.004)
            A_raw[(l, i)] = b
            regs[l][i * ebits // 32] |= b << ((i * ebits) % 32)
        for i in range(8 * K // 32):
            b = rand_elem(bt, K, special and random.random() < 0.004)
            B_raw[(l, i)] = b
            regs[l][4 + i * ebits // 32] |= b << ((i * ebits) % 32)
        for i in range(4):
            if acc == "f32":
                r = random.random()
                x = (0x7FC00000 if r < 0.01 else 0xFF800000 if r < 0.02 else
                     random.choice([0, 0x80000000]) if r < 0.3 else
                     struct.unpack("<I", struct.pack("<f", random.uniform(-64, 64)))[0])
                regs[l][8 + i] = x
            else:
                h = encode("f16", Fr(random.randint(-4000, 4000), 64))
                regs[l][8 + i // 2] |= h << (16 * (i % 2))
        if st:
            regs[l][12] = sum(rand_scale(st, special) << (8 * j) for j in range(4))
            regs[l][13] = sum(rand_scale(st, special) << (8 * j) for j in range(4))
    # Selectors: the same in every lane (Table 37's valid values).
    if imm:
        sel = imm
    else:
        bmax = {1: [0, 1, 2, 3], 2: [0, 2], 4: [0]}[vec]
        sel = (random.choice(bmax), random.randint(0, 1), random.choice(bmax), random.randint(0, 3))
    for l in range(32):
        regs[l][14] = sel[0] | (sel[1] << 16)
        regs[l][15] = sel[2] | (sel[3] << 16)
    outs = {}
    for mut in [None] + MUTATIONS:
        outs[mut] = compute(spec, regs, A_raw, B_raw, sel, mut)
    return regs, outs


def compute(spec, regs, A_raw, B_raw, sel, mut):
    K, at, bt, acc, st, vec, imm = spec
    A = [[None] * K for _ in range(16)]
    B = [[None] * 8 for _ in range(K)]
    for (l, i), b in A_raw.items():
        r, c = a_pos(K, l, i, mut if K == 32 else None)
        A[r][c] = elem_value(at, K, b, mut)
    for (l, i), b in B_raw.items():
        r, c = b_pos(K, l, i)
        B[r][c] = elem_value(bt, K, b, mut)
    C = [[None] * 8 for _ in range(16)]
    for l in range(32):
        for i in range(4):
            r, c = c_pos(l, i)
            if acc == "f32":
                C[r][c] = decode("f32", regs[l][8 + i])
            else:
                C[r][c] = decode("f16", (regs[l][8 + i // 2] >> (16 * (i % 2))) & 0xFFFF)
    SFA = [[(1, 0)] * vec for _ in range(16)]
    SFB = [[(1, 0)] * 8 for _ in range(vec)]
    if st:
        bida, tida, bidb, tidb = sel
        for r in range(16):
            h = r // 8 if mut != "sfa-pair" else 1 - r // 8
            lane = 4 * (r % 8) + 2 * tida + h
            for j in range(vec):
                byte = bida + (vec - 1 - j if mut == "sf-bytes" and vec > 1 else j)
                if mut == "sf-bytes" and vec == 1:
                    byte = bida ^ 1
                SFA[r][j] = decode(st, (regs[lane][12] >> (8 * byte)) & 0xFF)
        for c in range(8):
            lane = 4 * c + (tidb ^ 1 if mut == "sfb-lane" else tidb)
            for j in range(vec):
                byte = bidb + (vec - 1 - j if mut == "sf-bytes" and vec > 1 else j)
                if mut == "sf-bytes" and vec == 1:
                    byte = bidb ^ 1
                SFB[j][c] = decode(st, (regs[lane][13] >> (8 * byte)) & 0xFF)
    blk = K // vec
    D = [[0] * 8 for _ in range(16)]
    for r in range(16):
        for c in range(8):
            terms = [C[r][c]]
            for k in range(K):
                j = k % vec if mut == "k-blocks" else k // blk
                terms.append(mul(mul(A[r][k], SFA[r][j]), mul(B[k][c], SFB[j][c])))
            D[r][c] = dot(terms, acc)
    out = [[0] * 4 for _ in range(32)]
    for l in range(32):
        for i in range(4):
            r, c = c_pos(l, i)
            if acc == "f32":
                out[l][i] = D[r][c]
            else:
                out[l][i // 2] |= D[r][c] << (16 * (i % 2))
    return out


def main():
    d = sys.argv[1]
    random.seed(20250915)
    inb = bytearray(len(VARIANTS) * 2048)
    outs = {m: bytearray(len(VARIANTS) * 512) for m in [None] + MUTATIONS}
    for v, spec in enumerate(VARIANTS):
        regs, res = variant(spec, v)
        for l in range(32):
            struct.pack_into("<16I", inb, v * 2048 + l * 64, *regs[l])
            for m in outs:
                struct.pack_into("<4I", outs[m], v * 512 + l * 16, *res[m][l])
    open(os.path.join(d, "in.bin"), "wb").write(inb)
    for m, b in outs.items():
        name = "expected.bin" if m is None else "expected-%s.bin" % m
        open(os.path.join(d, name), "wb").write(b)


main()
