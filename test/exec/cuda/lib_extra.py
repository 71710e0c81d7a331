"""Inputs and expected outputs of lib_extra.cu."""
import random, struct, sys, ctypes
d = sys.argv[1]
random.seed(777)
M = 0xFFFFFFFF
def w(name, fmt, xs):
    open(d + "/" + name, "wb").write(struct.pack("<%d%s" % (len(xs), fmt), *xs))
def s32(v):
    v &= M
    return v - (1 << 32) if v >> 31 else v
x = [random.randint(-1000, 1000) for _ in range(128)]
w("cx.bin", "i", x)
o = []
accs = [0, -2**31] + [0] * 8
for i in range(128):
    b, t = divmod(i, 64)
    l = t % 32; wb = i - l
    s16 = x[i - i % 16:i - i % 16 + 16]
    a = s16[0]; orr = 0; xr = 0
    for v in s16: a &= v; orr |= v; xr ^= v
    warp = x[wb:wb + 32]
    o += [(t % 8) * 100 + 8, a, orr, min(s16), xr, warp[0] * 3, sum(warp), sum(warp[:l + 1]),
          x[i - 3] if (l % 8) >= 3 else x[i], x[wb + (l - l % 16) + 5], x[wb + (l ^ 9)],
          t + 6400 + 640000]
for b in range(2):
    for wp in range(2):
        warp = x[b * 64 + wp * 32:b * 64 + wp * 32 + 32]
        accs[2 + b * 4 + wp] = sum(warp)
accs[0] = sum(x); accs[1] = max(x)
w("cx.expected", "i", o); w("acc.expected", "i", accs)
w("acc.bin", "i", [0, -2**31] + [0] * 8)
y = [random.randint(-10**6, 10**6) for _ in range(256)]
w("c64.bin", "i", y)
o = []; dd = []
for i in range(256):
    b, t = divmod(i, 128)
    if t % 32 == 0: o.append(sum(v * 1000003 * 4096 for v in y[i:i + 32]))
    else: o.append(0)
    o.append(max((v & M) << 31 for v in y[b * 128:b * 128 + 128]) if t == 0 else 0)
    dd.append(sum(v * 0.25 for v in y[b * 128:i]))
w("c64.expected", "q", [s if s < 2**63 else s - 2**64 for s in o]); w("d64.expected", "d", dd)
# printf
xs = [0, 1, -1, 123456, -98765, 0x7fffffff, -2**31, 255]
ds = [0.0, -0.0, 1.5, -2.25e-5, 123456789.125, 1e300, -7.0, 3.0e-310]
w("px.bin", "i", xs); w("pd.bin", "d", ds)
libc = ctypes.CDLL("libc.so.6")
buf = ctypes.create_string_buffer(4096)
txt = b""; txt2 = b""
for t in range(8):
    v = xs[t]; dv = ds[t]
    libc.snprintf(buf, 4096, b"%d|%5d|%-5d|%+d|%05d|%x|%X|%#x|%o|%u|%ld|%lld|%hd|%hhd|%c|%%\n",
                  *[ctypes.c_int(v)] * 8, ctypes.c_int(v & 0o777), ctypes.c_uint(v & M),
                  ctypes.c_long(v * 100000), ctypes.c_longlong(v * -3000000000),
                  ctypes.c_int(((v + 2**15) & 0xffff) - 2**15), ctypes.c_int(((v + 128) & 0xff) - 128),
                  ctypes.c_int(97 + t % 26))
    txt += buf.value
    D = ctypes.c_double
    libc.snprintf(buf, 4096, b"%f|%.2f|%10.3f|%-10.1f|%e|%.3E|%g|%G|%.10g|%s|%10s|%-6s|%.2s|\n",
                  *[D(dv)] * 7, D(dv * 1e-7), D(dv), b"odd" if t % 2 else b"even", b"right", b"left", b"truncated")
    txt2 += buf.value
open(d + "/pf.expected", "wb").write(txt + txt2)
