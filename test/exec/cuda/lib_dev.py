"""Inputs and expected outputs of lib_dev.cu."""
import random, struct, sys
d = sys.argv[1]
random.seed(4242)
M = 0xFFFFFFFF
def w(name, fmt, xs):
    open(d + "/" + name, "wb").write(struct.pack("<%d%s" % (len(xs), fmt), *xs))
def s32(v):
    v &= M
    return v - (1 << 32) if v >> 31 else v
def sg(v, b):
    v &= (1 << b) - 1
    return v - (1 << b) if v >> (b - 1) else v
def cdiv(a, b):
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q
T = 64
x = [random.randint(-200, 200) for _ in range(T * 24)]
w("td.bin", "i", x)
o = []
for t in range(T):
    a0 = x[t * 24:(t + 1) * 24]
    a = sorted(a0)
    r = a[:] + [sum(a), max(a) * 1000 + a[5]]
    u = [cdiv(v, 4) for v in a]
    r.append(sum(1 for i in range(24) if i == 0 or u[i] != u[i - 1]))
    r.append(next((i for i in range(24) if a[i] >= 0), 24))
    kv = sorted([(v & 7, i) for i, v in enumerate(a0)], key=lambda p: -p[0])
    h = 0
    for k, v in kv: h = s32(h * 31 + v * 8 + k)
    r.append(h)
    p = 1
    for v in a: p = s32(p * (v * v - 3))
    r.append(p)
    r.append(a[-1] - a[0])
    r.append(sum(1 for v in a if v > 0))
    o += [s32(v) for v in r]
w("td.expected", "i", o)
def ack(m, n):
    return 2 * n + 3
def fib(n):
    a, b = 0, 1
    for _ in range(n): a, b = b, a + b
    return a
y = [random.randint(0, 65535) for _ in range(128)]
w("dy.bin", "i", y)
o = []
for v in y:
    o.append((v & 15) * ((v >> 4) & 15) * 10 + 1 if v & 1 else ((v & 15) * ((v >> 4) & 15) // 2) * 10)
    o.append([v + 7, v - 7, (v * 7) ^ 5][(v >> 8) % 3])
    o.append(ack(2, v & 7))
    o.append(fib(v % 15))
    o.append(v * 120 + 1240)
    o.append([v, v >> 1, v >> 2, v >> 3][v & 3] + sg(v * 3, 16) + sg(v, 8))
    o.append(2 * v if v % 5 else -7)
    o.append(32)
w("dy.expected", "i", o)
