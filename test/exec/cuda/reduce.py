"""Inputs and expected outputs of reduce.cu."""
import random, struct, sys
d = sys.argv[1]
n, block, grid = 1000, 128, 8
random.seed(2)
xs = [random.randint(-1000, 1000) for _ in range(n)]
M = 0xFFFFFFFF
sums = [sum(xs[b * block:(b + 1) * block]) for b in range(grid)]
total = sum(x * x for x in xs)
hist = [0] * 16
for x in xs:
    hist[(x & M) & 15] += 1
open(d + "/in.bin", "wb").write(struct.pack("<%di" % n, *xs))
open(d + "/sums.expected", "wb").write(struct.pack("<%di" % grid, *sums))
open(d + "/total.expected", "wb").write(struct.pack("<i", total))
open(d + "/hist.expected", "wb").write(struct.pack("<16I", *hist))
