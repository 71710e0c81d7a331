"""Inputs and expected outputs of warp_half.cu. Half arithmetic: exact in
double, then rounded to f16 by struct's 'e' (round to nearest even)."""
import random, struct, sys
d = sys.argv[1]
n = 64
random.seed(5)
v = [random.getrandbits(16) for _ in range(n)]
v[3] = 12345
def h(x): return struct.unpack("<e", struct.pack("<e", x))[0]
hs = [h(random.uniform(-8, 8)) for _ in range(2 * n)]
def hb(x): return struct.unpack("<H", struct.pack("<e", x))[0]
def f32(x): return struct.unpack("<f", struct.pack("<f", x))[0]
def bf16(x):
    b = struct.unpack("<I", struct.pack("<f", x))[0]
    # round to nearest even on the upper 16 bits
    return (b + 0x7FFF + ((b >> 16) & 1)) >> 16
out, hout, bout = [], [], []
for i in range(n):
    base = i - i % 32
    lane = i % 32
    w = v[base:base + 32]
    ballot = sum(1 << l for l in range(32) if w[l] & 1)
    anyv = int(any(x == 12345 for x in w))
    match = sum(1 << l for l in range(32) if w[l] & 3 == v[i] & 3)
    s = sum(x & 0xFF for x in w)
    mx = max(x >> 8 for x in w)
    sub = 0
    if lane < 20:
        for l in range(20):
            sub |= 1 << (l % 7)
    act = sum(1 << l for l in range(32) if w[l] & 2) if v[i] & 2 else 0
    out += [ballot, anyv, match, s, mx, sub, act, w[lane ^ 5]]
    a = (hs[2 * i], hs[2 * i + 1])
    j = (i + 1) & 63
    b = (hs[2 * j], hs[2 * j + 1])
    hout += [hb(h(a[0] + b[0])), hb(h(a[1] + b[1])), hb(h(a[0] * b[0])), hb(h(a[1] * b[1]))]
    bout.append(bf16(f32(a[0] * b[1])))
open(d + "/in.bin", "wb").write(struct.pack("<%dI" % n, *v))
open(d + "/h.bin", "wb").write(struct.pack("<%de" % (2 * n), *hs))
open(d + "/out.expected", "wb").write(struct.pack("<%dI" % len(out), *out))
open(d + "/hout.expected", "wb").write(struct.pack("<%dH" % len(hout), *hout))
open(d + "/bout.expected", "wb").write(struct.pack("<%dH" % len(bout), *bout))
