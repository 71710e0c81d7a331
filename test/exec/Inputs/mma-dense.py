"""Inputs and expected output of mma-dense.ptx: the dense mma.sync forms
whose values no other test pins (f16 m16n8k8/k16 with f16 or f32
accumulators, bf16 m16n8k8/k16, tf32 m16n8k4/k8, s8/u8 m8n8k16/m16n8k16,
f64 m8n8k4/m16n8k4/k8/k16 with every rounding mode), written from the
spec's fragment formulas (PTX ISA 8.5 9.7.15.4.2-9) independently of the
executor.

usage: mma-dense.py DIR [--ptx] -> DIR/in.bin, DIR/expected.bin
(--ptx prints the kernel's variant blocks instead: how mma-dense.ptx was
written).

Buffer layout: variant v, lane l: in at v*4096 + l*128 holds A's registers
at +0, B's at +64, C's at +96 (each register 4 bytes, or 8 for .f64); out at
v*1024 + l*32 holds D's registers.

Layouts (g = lane >> 2, t = lane % 4; element i of a fragment, 16-bit and
8-bit elements packed low first):
  m16n8k8  f16/bf16 A: row g (i < 2) / g+8, col 2t + (i & 1); B: row 2t + i, col g
  m16n8k8  tf32/f64 A: row g (i = 0, 2) / g+8, col t (i < 2) / t+4; B: row t (b0) / t+4, col g
  m16n8k16 f16/bf16 A: row g (i in 0,1,4,5) / g+8, col 2t + (i & 1) (+8 for i >= 4);
                    B: row 2t + (i & 1) (+8 for i >= 2), col g
  m16n8k16 f64      A: row g (i even) / g+8, col 2i + t (i even) / 2i - 2 + t;
                    B: row t + 4i, col g
  m16n8k4  tf32/f64 A: row g (a0) / g+8 (a1), col t; B: row t, col g
  m16n8k16 s8/u8    A: row g (i < 4) / g+8, col 4t + (i & 3); B: row 4t + i, col g
  m8n8k16  s8/u8    A: row g, col 4t + i; B: row 4t + i, col g
  m8n8k4   f64      A: row g, col t; B: row t, col g
  C/D m16n8: row g (i < 2) / g+8, col 2t + (i & 1); m8n8: row g, col 2t + i
Floating-point variants other than f64 use small multiples of 1/2 whose
products and sums are exact, so every --tensor-core model gives the exact
result. f64 is, as the spec says, "identical to .f64 precision fused
multiply-add": the reference is a chain of FMAs in k order starting from C
(the executor's documented order; the spec names none), each rounded
with the instruction's mode, computed with exact rationals.
"""
import random, struct, sys
from fractions import Fraction

from exactround import round_f64

# name, shape (m, n, k), D, A, B, C, extra modifiers
VARIANTS = [
    ("m16n8k8", "f16", "f16", "f16", "f16", ""),
    ("m16n8k8", "f32", "f16", "f16", "f32", ""),
    ("m16n8k16", "f16", "f16", "f16", "f16", ""),
    ("m16n8k8", "f32", "bf16", "bf16", "f32", ""),
    ("m16n8k16", "f32", "bf16", "bf16", "f32", ""),
    ("m16n8k4", "f32", "tf32", "tf32", "f32", ""),
    ("m16n8k8", "f32", "tf32", "tf32", "f32", ""),
    ("m8n8k16", "s32", "s8", "u8", "s32", ""),
    ("m8n8k16", "s32", "u8", "s8", "s32", ".satfinite"),
    ("m16n8k16", "s32", "s8", "s8", "s32", ".satfinite"),
    ("m16n8k16", "s32", "u8", "u8", "s32", ""),
    ("m8n8k4", "f64", "f64", "f64", "f64", ""),
    ("m8n8k4", "f64", "f64", "f64", "f64", ".rz"),
    ("m16n8k4", "f64", "f64", "f64", "f64", ".rm"),
    ("m16n8k8", "f64", "f64", "f64", "f64", ".rp"),
    ("m16n8k16", "f64", "f64", "f64", "f64", ".rn"),
    ("m16n8k16", "f64", "f64", "f64", "f64", ".rz"),
]
BITS = dict(f16=16, bf16=16, tf32=32, f32=32, f64=64, s8=8, u8=8, s32=32)


def dims(shape):
    m = int(shape[1:].split("n")[0])
    return m, int(shape.split("n")[1].split("k")[0]), int(shape.split("k")[1])


def apos(shape, t, l, i):
    g, tg = l >> 2, l % 4
    if shape == "m8n8k4":
        return (g, tg)
    if shape == "m8n8k16":
        return (g, 4 * tg + i)
    if shape == "m16n8k4":
        return (g if i == 0 else g + 8, tg)
    if shape == "m16n8k8":
        if t in ("f16", "bf16"):
            return (g if i < 2 else g + 8, 2 * tg + (i & 1))
        return (g if i in (0, 2) else g + 8, tg if i < 2 else tg + 4)
    # m16n8k16
    if t in ("f16", "bf16"):
        return (g if i in (0, 1, 4, 5) else g + 8, 2 * tg + (i & 1) + (8 if i >= 4 else 0))
    if t == "f64":
        return (g if i % 2 == 0 else g + 8, 2 * i + tg if i % 2 == 0 else 2 * i - 2 + tg)
    return (g if i < 4 else g + 8, 4 * tg + (i & 3))


def bpos(shape, t, l, i):
    g, tg = l >> 2, l % 4
    if shape in ("m8n8k4", "m16n8k4"):
        return (tg, g)
    if shape == "m8n8k16":
        return (4 * tg + i, g)
    if shape == "m16n8k8":
        if t in ("f16", "bf16"):
            return (2 * tg + i, g)
        return (tg if i == 0 else tg + 4, g)
    if t in ("f16", "bf16"):
        return (2 * tg + (i & 1) + (8 if i >= 2 else 0), g)
    if t == "f64":
        return (tg + 4 * i, g)
    return (4 * tg + i, g)


def cpos(m, l, i):
    g, tg = l >> 2, l % 4
    if m == 8:
        return (g, 2 * tg + i)
    return (g if i < 2 else g + 8, 2 * tg + (i & 1))


def enc(t, x):
    if t == "f16":
        return struct.unpack("<H", struct.pack("<e", x))[0]
    if t == "bf16":
        return struct.unpack("<I", struct.pack("<f", x))[0] >> 16  # exact values only
    if t in ("f32", "tf32"):
        return struct.unpack("<I", struct.pack("<f", x))[0]
    if t == "f64":
        return struct.unpack("<Q", struct.pack("<d", x))[0]
    return x & ((1 << BITS[t]) - 1)




def regs_of(t, vals):
    """Pack fragment elements into 32-bit (or 64-bit for f64) registers."""
    b = BITS[t]
    if b >= 32:
        return [enc(t, v) for v in vals]
    per = 32 // b
    out = []
    for j in range(0, len(vals), per):
        w = 0
        for k, v in enumerate(vals[j:j + per]):
            w |= enc(t, v) << (k * b)
        out.append(w)
    return out


def value(t):
    if t in ("f16", "bf16", "tf32"):
        return random.randint(-8, 8) / 2
    if t == "s8":
        return random.randint(-128, 127)
    if t == "u8":
        return random.randint(0, 255)
    return random.uniform(-2, 2)


def run(shape, dt, at, bt, ct, extra):
    m, n, k = dims(shape)
    A = [[value(at) for _ in range(k)] for _ in range(m)]
    B = [[value(bt) if bt != "f16" and bt != "bf16" and bt != "tf32" else random.randint(-4, 4)
          for _ in range(n)] for _ in range(k)]
    if ct == "s32":
        C = [[random.randint(-100000, 100000) for _ in range(n)] for _ in range(m)]
        if extra == ".satfinite":  # some sums overflow
            for r in range(0, m, 3):
                C[r][0] = 2**31 - 10
                C[r][1] = -2**31 + 10
    elif ct == "f64":
        C = [[random.uniform(-4, 4) for _ in range(n)] for _ in range(m)]
    else:
        C = [[random.randint(-64, 64) / 2 for _ in range(n)] for _ in range(m)]
    D = [[0] * n for _ in range(m)]
    for r in range(m):
        for c in range(n):
            if ct == "s32":
                x = C[r][c] + sum(A[r][kk] * B[kk][c] for kk in range(k))
                if extra == ".satfinite":
                    x = max(-2**31, min(2**31 - 1, x))
                D[r][c] = x
            elif ct == "f64":
                mode = extra[1:] if extra else "rn"
                acc = C[r][c]
                for kk in range(k):
                    acc = round_f64(Fraction(A[r][kk]) * Fraction(B[kk][c]) + Fraction(acc), mode)
                D[r][c] = acc
            else:
                D[r][c] = C[r][c] + sum(A[r][kk] * B[kk][c] for kk in range(k))
    na, nb, nc = m * k // 32, k * n // 32, m * n // 32
    lanes_in, lanes_out = [], []
    for l in range(32):
        a = regs_of(at, [A[apos(shape, at, l, i)[0]][apos(shape, at, l, i)[1]] for i in range(na)])
        b = regs_of(bt, [B[bpos(shape, bt, l, i)[0]][bpos(shape, bt, l, i)[1]] for i in range(nb)])
        c = regs_of(ct, [C[cpos(m, l, i)[0]][cpos(m, l, i)[1]] for i in range(nc)])
        d = regs_of(dt, [D[cpos(m, l, i)[0]][cpos(m, l, i)[1]] for i in range(nc)])
        lanes_in.append((a, b, c))
        lanes_out.append(d)
    return lanes_in, lanes_out


def pack_regs(t, rs, size):
    f = "<Q" if t == "f64" else "<I"
    b = b"".join(struct.pack(f, r) for r in rs)
    return b + bytes(size - len(b))


def ptx():
    out = []
    for v, (shape, dt, at, bt, ct, extra) in enumerate(VARIANTS):
        m, n, k = dims(shape)
        def nr(t, e):
            return e if BITS[t] >= 32 else e * BITS[t] // 32
        cnt = [nr(dt, m * n // 32), nr(at, m * k // 32), nr(bt, k * n // 32), nr(ct, m * n // 32)]
        def lst(p, t, c):
            return "{" + ", ".join("%%%s%s%d" % ("f" if t == "f64" else "", p, i) for i in range(c)) + "}"
        out.append("\t// variant %d" % v)
        out.append("\tadd.u64 %%pi, %%in, %d;" % (v * 4096))
        out.append("\tadd.u64 %%po, %%out, %d;" % (v * 1024))
        for p, t, c, off in (("a", at, cnt[1], 0), ("b", bt, cnt[2], 64), ("c", ct, cnt[3], 96)):
            w = 8 if t == "f64" else 4
            for i in range(c):
                out.append("\tld.global.%s %%%s%s%d, [%%pi+%d];" % (
                    "f64" if t == "f64" else "b32", "f" if t == "f64" else "", p, i, off + w * i))
        rnd = ""
        sat = ""
        if at == "f64":
            rnd = extra
        else:
            sat = extra
        out.append("\tmma.sync.aligned.%s.row.col%s.%s.%s.%s.%s%s\n\t\t%s, %s, %s, %s;" % (
            shape, sat, dt, at, bt, ct, rnd, lst("d", dt, cnt[0]), lst("a", at, cnt[1]),
            lst("b", bt, cnt[2]), lst("c", ct, cnt[3])))
        w = 8 if dt == "f64" else 4
        for i in range(cnt[0]):
            out.append("\tst.global.%s [%%po+%d], %%%sd%d;" % (
                "f64" if dt == "f64" else "b32", w * i, "f" if dt == "f64" else "", i))
    return "\n".join(out)


def main():
    if "--ptx" in sys.argv:
        print(ptx())
        return
    d = sys.argv[1]
    random.seed(16816)
    inb, outb = bytearray(), bytearray()
    for (shape, dt, at, bt, ct, extra) in VARIANTS:
        li, lo = run(shape, dt, at, bt, ct, extra)
        for l in range(32):
            a, b, c = li[l]
            inb += pack_regs(at, a, 64) + pack_regs(bt, b, 32) + pack_regs(ct, c, 32)
            outb += pack_regs(dt, lo[l], 32)
    open(d + "/in.bin", "wb").write(inb)
    open(d + "/expected.bin", "wb").write(outb)


if __name__ == "__main__":
    main()
