"""Inputs and expected outputs of lib_misc2.cu (grid 1, block 64)."""
import random, struct, sys
d = sys.argv[1]
random.seed(3)
x = [random.randint(1, 9) for _ in range(128)]
open(d + "/m2.bin", "wb").write(struct.pack("<128i", *x))
o = []
for t in range(64):
    # __isShared/__isGlobal/__isLocal of s, gvar, local, in; the shared
    # offset; the clocks never run backwards; a 16-byte copy reading
    # 4 * (t % 5) bytes and zero-filling the rest
    o += [[1, 2, 4, 2][t & 3], 4 * t, 15]
    src = x[4 * (t % 16):4 * (t % 16) + 4]
    v = [src[j] if j < t % 5 else 0 for j in range(4)]
    o.append(v[0] + 10 * v[1] + 100 * v[2] + 1000 * v[3])
open(d + "/m2.expected", "wb").write(struct.pack("<256i", *o))
raw = struct.pack("<128i", *x)
open(d + "/m2b.expected", "wb").write(b"xxx" + raw[3:3 + 296])
