"""Inputs and expected output of integer.cu, in plain Python."""
import random, struct, sys
d = sys.argv[1]
n, div = 1000, 13
M = 0xFFFFFFFF
random.seed(1)
xs = [random.getrandbits(32) for _ in range(n)]
xs[:4] = [0, 1, M, 0x80000000]
def s32(v): return ((v & M) ^ 0x80000000) - 0x80000000
def cdiv(a, b): q = abs(a) // abs(b); return q if (a < 0) == (b < 0) else -q
def crem(a, b): return a - b * cdiv(a, b)
def mix(x, k):
    x ^= x >> 16
    x = (x * 0x7FEB352D) & M
    sh = k & 31
    x ^= ((x << sh) | (x >> (32 - sh))) & M if sh else x
    x = (x + ((x * 0x846CA68B) >> 32)) & M
    return x
out = []
for i, x in enumerate(xs):
    h = mix(x, i)
    w = x * (h | 1)
    s = s32(x)
    clz = 32 - (x | 1).bit_length()
    out.append(h)
    out.append(((w >> 29) & M) ^ bin(x).count("1") ^ (clz << 8))
    brev = int("{:032b}".format(x)[::-1], 2)
    out.append((brev + x // div + (crem(s, div + 3) & M)) & M)
    out.append(((s >> (i & 31)) + (x << (i & 7)) + cdiv(s, 7)) & M)
open(d + "/in.bin", "wb").write(struct.pack("<%dI" % n, *xs))
open(d + "/expected.bin", "wb").write(struct.pack("<%dI" % len(out), *out))
