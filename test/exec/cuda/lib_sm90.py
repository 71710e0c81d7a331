"""Inputs and expected outputs of lib_sm90.cu."""
import random, struct, sys
d = sys.argv[1]
random.seed(9090)
M = 0xFFFFFFFF
def w(name, fmt, xs):
    open(d + "/" + name, "wb").write(struct.pack("<%d%s" % (len(xs), fmt), *xs))
x = [random.randint(-10**6, 10**6) for _ in range(4096)]
y = [random.randint(-10**6, 10**6) for _ in range(1536)]
w("x.bin", "i", x); w("y.bin", "i", y)
w("bulk.expected", "i", [3 * x[i] - y[i] for i in range(1536)])
w("pb.expected", "i", [x[b * 256 + 255 - i] for b in range(3) for i in range(256)])
w("cl.expected", "i", [x[b * 128 + t] + 10 * x[(b ^ 1) * 128 + 127 - t] + 2200000 for b in range(4) for t in range(128)])
o = []
for i in range(1024):
    b, t = divmod(i, 128)
    q = x[4 * (i % 256):4 * (i % 256) + 4]
    a = x[i] + 2 * x[(i + 1) % 1024] + 3 * x[(i + 2) % 1024] + 5 * x[(i + 3) % 1024] + 7 * x[(i + 4) % 1024] + q[0] - q[1] + q[2] - q[3]
    v = x[b * 512 + 4 * t:b * 512 + 4 * t + 4]
    a += v[0] * v[1] - v[2] + v[3]
    o.append(a)
outs = [a & M for a in o] + [(a + 1) & M for a in o] + [(a + 2) & M for a in o] + [(a + 3) & M for a in o]
ws = []
for i in range(1024):
    j = i % 512
    wv = (x[2 * j] & M) | ((x[2 * j + 1] & M) << 32)
    ws.append((wv * 3) & (2**64 - 1))
open(d + "/c.expected", "wb").write(struct.pack('<4096I', *outs) + struct.pack('<1024Q', *ws))
