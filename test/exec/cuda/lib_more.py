"""Inputs and expected outputs of lib_more.cu."""
import random, struct, sys
d = sys.argv[1]
random.seed(6263)
M = 0xFFFFFFFF
def w(name, fmt, xs):
    open(d + "/" + name, "wb").write(struct.pack("<%d%s" % (len(xs), fmt), *xs))
TILE = 512
# lookback: 5 tiles
x = [random.randint(-1000, 1000) for _ in range(5 * TILE)]
w("lb.bin", "i", x)
acc = 0; o = []
for v in x: acc += v; o.append(acc)
w("lb.expected", "i", o)
# sorts: grid 2
G = 2
x = [random.randint(-50, 50) for _ in range(G * TILE)]
fl = [random.choice([random.uniform(-1e6, 1e6), random.uniform(-1, 1) * 1e-30]) for _ in range(G * TILE)]
fl = [struct.unpack('<f', struct.pack('<f', f))[0] for f in fl]
fl[3] = 0.0; fl[7] = -0.0; fl[9] = float('inf'); fl[12] = -float('inf'); fl[600] = -0.0; fl[601] = 0.0
ll = [random.getrandbits(64) for _ in range(G * TILE)]
for k in range(0, len(ll), 5): ll[k] = (ll[k - 1] & ~7 & ((1 << 61) - 1)) | (random.getrandbits(3) << 61) | random.getrandbits(3) if k else ll[k]
w("sx.bin", "i", x); w("sf.bin", "f", fl); w("sl.bin", "Q", ll)
shuf, ms, kv, fs, ls, ws = [], [], [], [], [], []
def fkey(f):
    u = struct.unpack('<I', struct.pack('<f', f))[0]
    if u == 0x80000000: u = 0
    return (~u & M) if u >> 31 else u | 0x80000000
for b in range(G):
    t = x[b * TILE:(b + 1) * TILE]
    shuf += [t[-1]] + t[:-1]
    ms += sorted(t)
    mx = -10**9
    for th in range(128):
        mx = max(mx, t[th * 4]); kv += [mx, th + 1]
    fs += sorted(fl[b * TILE:(b + 1) * TILE], key=fkey, reverse=True)
    ls += sorted(ll[b * TILE:(b + 1) * TILE], key=lambda v: (v >> 3) & ((1 << 58) - 1))
    for wp in range(4):
        ws += sorted(t[wp * 128:(wp + 1) * 128])
w("shuf.expected", "i", shuf); w("ms.expected", "i", ms); w("kv.expected", "i", kv)
w("fs.expected", "f", fs); w("ls.expected", "Q", ls); w("ws.expected", "i", ws)
# hints: grid 4 x 256
x = [random.randint(-10**5, 10**5) for _ in range(1024)]
w("hi.bin", "i", x)
o = []
for i in range(1024):
    a = x[i] + 2 * x[(i + 1) % 1024] + 3 * x[(i + 2) % 1024] + sum(x[(i + k) % 1024] for k in range(3, 8))
    o.append(a + a - (a ^ 1) + a)
w("hi.expected", "i", o)
# waits: block 128
x = [random.randint(-1000, 1000) for _ in range(128)]
w("wa.bin", "i", x)
o = [7] + [x[t] * 2 if t // 32 != 1 else x[0] + 1000 + x[t] for t in range(1, 128)] + [sum(x), 1]
w("wa.expected", "i", o)
