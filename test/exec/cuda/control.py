"""Inputs and expected outputs of control.cu."""
import random, struct, sys
d = sys.argv[1]
n = 300
random.seed(4)
xs = [random.randint(1, 5000) for _ in range(n)]
M = 0xFFFFFFFF
def s32(v): v &= M; return v - (1 << 32) if v >> 31 else v
def ack(m, k):
    if m == 0: return k + 1
    if k == 0: return ack(m - 1, 1)
    return ack(m - 1, ack(m, k - 1))
out = []
for i, v in enumerate(xs):
    local = [s32(v * k + (k ^ i)) for k in range(16)]
    acc = s32(local[v & 15] + local[(i * 7) & 15])
    steps, x = 0, v
    while x != 1 and steps < 200:
        x = (3 * x + 1) & M if x & 1 else x >> 1
        steps += 1
    r = v % 5
    acc = s32(acc + 11) if r == 0 else s32(acc - 7) if r == 1 else acc ^ 0x55 if r == 2 else s32(acc * 3) if r == 3 else s32(-acc)
    op = [lambda a, b: a + b, lambda a, b: a ^ b, lambda a, b: a * b][i % 3]
    out += [acc, steps, ack(2, i & 3), s32(op(v, i))]
open(d + "/in.bin", "wb").write(struct.pack("<%di" % n, *xs))
open(d + "/expected.bin", "wb").write(struct.pack("<%di" % len(out), *out))
