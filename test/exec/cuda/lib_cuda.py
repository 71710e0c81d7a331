"""Inputs and expected outputs of lib_cuda.cu."""
import random, struct, sys
d = sys.argv[1]
random.seed(6262)
M = 0xFFFFFFFF
def w(name, fmt, xs):
    open(d + "/" + name, "wb").write(struct.pack("<%d%s" % (len(xs), fmt), *xs))
def s32(v):
    v &= M
    return v - (1 << 32) if v >> 31 else v
# pipe2: grid 2, block 128, 3 chunks
x = [random.randint(-10**6, 10**6) for _ in range(2 * 3 * 128)]
w("p.bin", "i", x)
y = [2 * v + 1 for v in x]
w("p.expected", "i", y)
w("ps.expected", "i", [sum(y[:384]), sum(y[384:])])
# bar_copy: grid 4, block 128
x = [random.randint(-10**6, 10**6) for _ in range(1088)]
w("b.bin", "i", x)
o = [0] * 1024
r = x[1024:]
for b in range(4):
    s = x[b * 256:(b + 1) * 256]
    for t in range(128):
        o[b * 128 + t] = s[t] - s[255 - t] + r[t % 64]
        o[512 + b * 128 + t] = s[t + 128] ^ r[63 - t % 64]
w("b.expected", "i", o)
# atomics: grid 3, block 128
x = [random.randint(-10**6, 10**6) for _ in range(384)]
w("a.bin", "i", x)
w("st.bin", "i", [0, 2**31 - 1, -2**31, 0, 0, 0, 0, 0])
xo = 0; oo = 0
for v in x: xo ^= v & M; oo |= v & 0xF0F
w("st.expected", "i", [sum(x), min(x), max(x), s32(xo), oo, s32(sum(v * v for v in x)), 1, 1 + 100 * 383])
blk = []
for b in range(3):
    t = x[b * 128:(b + 1) * 128]
    bo = 0
    for v in t: bo |= 1 << (v & 31)
    blk += [min(v & M for v in t), bo]
w("blk.expected", "I", blk)
w("wide.expected", "Q", [sum((v & M) << 20 for v in x) & (2**64 - 1)])
# bits: grid 2, block 64
x = [random.getrandbits(64) >> random.randint(0, 63) for _ in range(128)]
x[0] = 0; x[1] = 2**64 - 1; x[2] = 1 << 40; x[3] = 0x8000
w("bits.bin", "Q", x)
def f32(bits): return struct.unpack('<f', struct.pack('<I', bits))[0]
def bits_of(f): return struct.unpack('<I', struct.pack('<f', f))[0]
o = []
for v in x:
    lo = v & M
    clz = 64 - v.bit_length()
    ctz = 32 if lo == 0 else (lo & -lo).bit_length() - 1
    sh = (v >> 59) % 32
    rotl = ((lo << sh) | (lo >> (32 - sh))) & M if sh else lo
    f = f32(lo & 0x7f7fffff)
    half = bits_of(f * 0.5)
    m = lo & 0xffff
    ceil = 1 if m <= 1 else 1 << (m - 1).bit_length()
    single = 1 if lo and lo & (lo - 1) == 0 else 0
    cl1 = 32 - ((~lo) & M).bit_length()
    ct1 = ((~lo & M) & -(~lo & M)).bit_length() - 1 if lo != M else 32
    o += [bin(v).count('1'), clz, ctz, rotl, (v >> 7).bit_length(), half,
          (single + 2 * ceil) & M, cl1 + 100 * ct1]
w("bits.expected", "I", o)
