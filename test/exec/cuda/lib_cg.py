"""Inputs and expected outputs of lib_cg.cu (grid 2, block 128)."""
import random, struct, sys
if sys.argv[1] == "check03":
    # fields 0-3 of cg_parts (the partitions; 4-7 depend on which lanes the
    # schedule keeps converged at coalesced_threads())
    got = struct.unpack("<2048i", open(sys.argv[2], "rb").read())
    exp = struct.unpack("<2048i", open(sys.argv[3], "rb").read())
    bad = [i for i in range(2048) if i % 8 < 4 and got[i] != exp[i]]
    print("cg_parts fields 0-3: %d mismatches" % len(bad))
    sys.exit(0)
d = sys.argv[1]
G, BT = 2, 128
random.seed(620)
M = 0xFFFFFFFF
def w(name, fmt, xs):
    open(d + "/" + name, "wb").write(struct.pack("<%d%s" % (len(xs), fmt), *xs))
def s32(v):
    v &= M
    return v - (1 << 32) if v >> 31 else v
def crem(a, b):
    r = abs(a) % b
    return -r if a < 0 else r
x = [random.randint(-100, 100) for _ in range(G * BT)]
w("cg.bin", "i", x)
out = []
for g in range(G * BT):
    for N in (4, 8, 16, 32):
        r = g % N; t0 = g - r; t = x[t0:t0 + N]
        ball = sum(1 << i for i in range(N) if t[i] & 1)
        match = sum(1 << i for i in range(N) if (t[i] & 3) == (x[g] & 3))
        out += [sum(t), max(t), sum(t[:r + 1]), sum(t[:r]), max(t[:r + 1]),
                t[(r + 1) % N], t[r + 1] if r + 1 < N else t[r], t[r ^ (N // 2)],
                int(any(v > 90 for v in t)), int(all(v > -90 for v in t)),
                s32(ball), s32(match), ((g % BT) // N) * 100 + BT // N]
w("cgt.expected", "i", out)
out = []
for g in range(G * BT):
    l = g % 32; wv = x[g - l:g - l + 32]; v = x[g]
    grp = [i for i in range(32) if (wv[i] & 3) == (v & 3)]
    o = [sum(wv[i] for i in grp), grp.index(l) * 100 + len(grp)]
    grp = [i for i in range(32) if (wv[i] > 0) == (v > 0)]
    o += [sum(wv[i] for i in grp if i < l), grp.index(l) * 100 + len(grp)]
    if crem(v, 3) == 0:
        grp = [i for i in range(32) if crem(wv[i], 3) == 0]
        r = grp.index(l)
        o += [max(wv[i] for i in grp), r * 100 + len(grp), wv[grp[0]], r + 1]
    else:
        grp = [i for i in range(32) if crem(wv[i], 3) != 0]
        r = grp.index(l)
        ball = sum(1 << k for k, i in enumerate(grp) if wv[i] > 0)
        o += [s32(ball), r * 100 + len(grp),
              int(any(wv[i] == 7 for i in grp)) + 2 * int(all(wv[i] != 1000 for i in grp)),
              sum(wv[i] for i in grp[:r])]
    out += o
w("cgp.expected", "i", out)
n = 700
y = [random.randint(-10**6, 10**6) for _ in range(768)]
w("cp.bin", "i", y)
out = []
for i in range(n):
    b, j = divmod(i, 256)
    out.append(3 * y[i] + y[b * 256 + (j + 1) % 256])
w("cp.expected", "i", out)
