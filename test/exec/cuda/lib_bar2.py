"""Inputs and expected outputs of lib_bar2.cu (grid 2, block 64)."""
import random, struct, sys
d = sys.argv[1]
random.seed(1)
x = [random.randint(-100, 100) for _ in range(128)]
open(d + "/b2.bin", "wb").write(struct.pack("<128i", *x))
o = []
for b in range(2):
    blk = x[b * 64:(b + 1) * 64]
    for t in range(64):
        # phase p's sum and the completion function's count after phase p;
        # acc[0] plus one per thread that stayed in the dropping barrier;
        # the latch has completed
        o += [sum(blk) * (p + 1) + 1000000 * (p + 1) for p in range(4)] + [sum(blk) + 32, 1, 0, 0]
open(d + "/b2.expected", "wb").write(struct.pack("<%di" % len(o), *o))
