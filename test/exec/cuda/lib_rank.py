"""Inputs and expected outputs of lib_rank.cu (grid 2, block 128)."""
import random, struct, sys
d = sys.argv[1]
random.seed(555)
M = 0xFFFFFFFF
G, BT, IPT = 2, 128, 4
TILE = BT * IPT
k = [random.getrandbits(32) for _ in range(G * TILE)]
open(d + "/rk.bin", "wb").write(struct.pack("<%dI" % len(k), *k))
out = []
for b in range(G):
    t = k[b * TILE:(b + 1) * TILE]
    dig = [(v >> 3) & 31 for v in t]
    asc = sorted(range(TILE), key=lambda j: dig[j])
    des = sorted(range(TILE), key=lambda j: -dig[j])
    # the match-based rankers rank in warp-striped order (warp, item, lane)
    wso = sorted(range(TILE), key=lambda j: (dig[j], j // 128, j % 4, (j // 4) % 32))
    ra = [0] * TILE; rd = [0] * TILE; rw = [0] * TILE
    for r, j in enumerate(asc): ra[j] = r
    for r, j in enumerate(des): rd[j] = r
    for r, j in enumerate(wso): rw[j] = r
    # BlockRadixRankMatchEarlyCounts<..., IS_DESCENDING = true> flips both
    # the digits and the bins each thread scans, so it ranks ascending
    # (CUB's Onesweep only instantiates it with false).
    out += ra + rd + rw + rw + rw
open(d + "/rk.expected", "wb").write(struct.pack("<%di" % len(out), *out))
x = [random.randint(-1000, 1000) for _ in range(G * TILE)]
open(d + "/wm.bin", "wb").write(struct.pack("<%di" % len(x), *x))
o = [0] * len(x)
for wb in range(0, len(x), 128):
    for lane in range(32):
        g, l = divmod(lane, 4)
        for i in range(4):
            v = x[wb + lane * 4 + i]; s = x[wb + i * 32 + lane]; s4 = x[wb + g * 16 + i * 4 + l]
            o[wb + lane * 4 + i] = v * 2 + s4 * 1000 + s * 7
open(d + "/wm.expected", "wb").write(struct.pack("<%di" % len(o), *o))
