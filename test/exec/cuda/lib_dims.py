"""Inputs and expected outputs of lib_dims.cu (grid 2, block 8,4,3)."""
import random, struct, sys
d = sys.argv[1]
random.seed(96)
x = [random.randint(-1000, 1000) for _ in range(192)]
x[5] = 995
open(d + "/dm.bin", "wb").write(struct.pack("<192i", *x))
o = []
for b in range(2):
    blk = x[b * 96:(b + 1) * 96]
    for t in range(96):
        v = blk[t]; lane = t % 32; w0 = t - lane; wv = blk[w0:w0 + 32]
        r = [sum(blk) if t == 0 else 0, sum(blk[:t])]
        r.append(sum(wv[:12]) if lane == 0 else 0)
        r.append(sum(wv[:lane + 1]) if lane < 7 else 0)
        r.append(sum(1 for y in blk if y > 0))
        r.append(int(all(y > -900 for y in blk)) + 2 * int(any(y > 990 for y in blk)))
        r.append(sum(blk[t - t % 8:t - t % 8 + 8]) + 1000 * (t // 8))
        r.append(3 * wv[(lane + 3) % 32])
        r.append(wv[lane ^ 5])
        r.append(wv[lane + 2] if lane % 8 + 2 < 8 else v)
        r.append(sum(1 << k for k in range(32) if wv[k] & 3 == v & 3) - (1 << 32 if (sum(1 << k for k in range(32) if wv[k] & 3 == v & 3)) >> 31 else 0))
        r.append(1 + 2 * min(y + 1000 for y in wv) + 300000)
        o += r
open(d + "/dm.expected", "wb").write(struct.pack("<%di" % len(o), *o))
