"""Inputs and expected outputs of lib_cub.cu (grid 3, block 128)."""
import random, struct, sys
d = sys.argv[1]
G, BT, IPT = 3, 128, 4
TILE = BT * IPT
random.seed(62)
def w(name, fmt, xs):
    open(d + "/" + name, "wb").write(struct.pack("<%d%s" % (len(xs), fmt), *xs))
# cub_reduce: one int per thread
xr = [random.randint(-5000, 5000) for _ in range(G * BT)]
w("r.bin", "i", xr)
exp = []
for b in range(G):
    s = xr[b * BT:(b + 1) * BT]
    exp += [sum(s), max(s), min(s), sum(s[:100])]
w("r.expected", "i", exp)
# cub_scan: TILE ints per block
xs = [random.randint(-100, 100) for _ in range(G * TILE)]
w("s.bin", "i", xs)
incl, excl, emax, agg = [], [], [], []
for b in range(G):
    t = xs[b * TILE:(b + 1) * TILE]
    acc = 0; m = -1000
    for v in t:
        excl.append(acc); emax.append(m)
        acc += v; m = max(m, v)
        incl.append(acc)
    agg += [acc, m]
w("incl.expected", "i", incl); w("excl.expected", "i", excl)
w("emax.expected", "i", emax); w("agg.expected", "i", agg)
# cub_sort: keys with duplicates and high bits
ks = [random.choice([random.getrandbits(32), random.randint(0, 20)]) for _ in range(G * TILE)]
w("k.bin", "I", ks)
ka, va, kd, vd = [], [], [], []
for b in range(G):
    t = [(k, i) for i, k in enumerate(ks[b * TILE:(b + 1) * TILE])]
    asc = sorted(t, key=lambda p: p[0])
    des = sorted(t, key=lambda p: -p[0])
    ka += [p[0] for p in asc]; va += [p[1] for p in asc]
    kd += [p[0] for p in des]; vd += [p[1] for p in des]
w("ka.expected", "I", ka); w("va.expected", "i", va)
w("kd.expected", "I", kd); w("vd.expected", "i", vd)
# cub_warp: 8 ints per thread
xw = [random.randint(-1000, 1000) for _ in range(G * BT)]
w("w.bin", "i", xw)
ow = []
for b in range(G):
    for t in range(BT):
        g = b * BT + t
        w0 = g - t % 32; lane = t % 32
        warp = xw[w0:w0 + 32]
        h0 = g - t % 16; half = xw[h0:h0 + 16]
        ow += [sum(warp) if lane == 0 else None, max(warp) if lane == 0 else None,
               sum(warp[:lane + 1]), sum(warp[:lane]), sum(warp),
               sum(half) if t % 16 == 0 else None, max(half[:t % 16 + 1]),
               sum(warp[:20]) if lane == 0 else None]
w("w.expected", "i", [0 if v is None else v for v in ow])
# cub_misc: bytes
xm = [random.getrandbits(8) for _ in range(G * TILE)]
# runs of equal v = byte >> 4
for i in range(0, len(xm), 3):
    if i + 1 < len(xm): xm[i + 1] = xm[i]
w("m.bin", "B", xm)
hs, flags, diff = [], [], []
for b in range(G):
    t = xm[b * TILE:(b + 1) * TILE]
    h = [0] * 64
    for c in t: h[c & 63] += 1
    hs += h
    v = [c >> 4 for c in t]
    for i in range(TILE):
        hf = 1 if i == 0 or v[i - 1] != v[i] else 0
        tf = 1 if i == TILE - 1 or v[i + 1] != v[i] else 0
        flags.append(hf | tf << 1)
        diff.append(v[i] if i == 0 else v[i] - v[i - 1])
        diff.append(v[i] - 7 if i == TILE - 1 else v[i] - v[i + 1])
w("h.expected", "I", hs); w("f.expected", "i", flags); w("d.expected", "i", diff)
