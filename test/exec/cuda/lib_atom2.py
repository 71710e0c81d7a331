"""Inputs and expected outputs of lib_atom2.cu (grid 3, block 128)."""
import random, struct, sys
d = sys.argv[1]
random.seed(2024)
x = [random.randint(-30000, 30000) for _ in range(384)]
x[100] = 77
open(d + "/at.bin", "wb").write(struct.pack("<384i", *x))
def sg(v, b):
    v &= (1 << b) - 1
    return v - (1 << b) if v >> (b - 1) else v
n0c = [0] * 4; n0s = [-32768, -32768]; n1c = [0] * 4; n1s = [0, 0]
for i, v in enumerate(x):
    t = i % 128
    n0c[t & 3] = sg(n0c[t & 3] + (v & 3), 8)
    n0s[t & 1] = max(n0s[t & 1], sg(v, 16))
    n1s[t & 1] = sg(n1s[t & 1] - (v & 0xff), 16)
    n1c[t & 3] = sg(n1c[t & 3] ^ sg(v, 8), 8)
narrow_in = struct.pack("<4b2h", 0, 0, 0, 0, -32768, -32768) + struct.pack("<4b2h", 0, 0, 0, 0, 0, 0)
open(d + "/n.bin", "wb").write(narrow_in)
open(d + "/n.expected", "wb").write(struct.pack("<4b2h", *n0c, *n0s) + struct.pack("<4b2h", *n1c, *n1s))
open(d + "/f.bin", "wb").write(struct.pack("<3f", 0.0, -1e30, 1e30))
open(d + "/f.expected", "wb").write(struct.pack("<3f", float(sum(v & 1023 for v in x)), float(max(x)), min(x) * 0.5))
open(d + "/d.bin", "wb").write(struct.pack("<2d", 0.0, 1e300))
open(d + "/d.expected", "wb").write(struct.pack("<2d", sum(v * 0.25 for v in x), float(min(x))))
m = (1 << 64) - 1
for v in x: m &= ~(1 << (v & 63))
open(d + "/l.bin", "wb").write(struct.pack("<qqQ", 2**62, -2**63, (1 << 64) - 1))
open(d + "/l.expected", "wb").write(struct.pack("<qqQ", min(v << 20 for v in x), max(v * -12345 for v in x), m))
fl = [0] * 8
for v in x: fl[v & 7] += 1
open(d + "/fl.expected", "wb").write(struct.pack("<9I", *fl, 1))
